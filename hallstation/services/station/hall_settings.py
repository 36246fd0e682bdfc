"""The hall's settings: an audited change naming who made it (``services/settings.py`` says what
each setting may hold)."""

from __future__ import annotations

from typing import Any

from hallstation.core.folds import folds
from hallstation.services import settings as settings_mod
from hallstation.services.command import command
from hallstation.services.hall import Session
from hallstation.store.eventlog import StoredEvent


class SettingsOps:
    """Mixed into ``Station``: the hall's settings, changed by an administrator."""

    @command
    def change_setting(self, name: str, value: Any, session: Session | None = None) -> None:
        """An audited change naming who made it (an administrator, once one exists). A running game
        keeps what it was created with: the change applies from the next game."""
        actor = self.require_admin_after_setup(session, "changing a setting")
        value = settings_mod.validate(name, value)
        if self.settings.get(name) == value:
            return
        self.commit([("settings.changed", {"name": name, "value": value, "old": self.settings.get(name)})], actor)

    @folds("settings.changed")
    def _fold_setting(self, e: StoredEvent) -> None:
        self.state.settings[e.data["name"]] = e.data["value"]
