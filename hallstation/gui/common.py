"""Pieces every window shares: the message area (what happened, or why a step was refused — in
the operator's language, never blocking, never a crash) and the names of roles and prizes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

from hallstation.core.errors import RuleError
from hallstation.i18n import message, prize_label  # noqa: F401  (prize_label: shared)
from hallstation.services.users import ROLE_NAMES

MESSAGE_STYLE = {
    "error": "background:#ffebee; color:#b71c1c; border:2px solid #c62828;",
    "ok": "background:#e8f5e9; color:#1b5e20; border:1px solid #2e7d32;",
    "info": "background:#e3f2fd; color:#0d47a1; border:1px solid #1565c0;",
    "note": "background:#eceff1; color:#263238; border:1px solid #90a4ae;",
}


def role_label(role: str) -> str:
    return QCoreApplication.translate("Role", ROLE_NAMES.get(role, role))


def role_names() -> dict[str, str]:
    """Every role in the current language, in the order the windows list them."""
    return {key: role_label(key) for key in ROLE_NAMES}


def people_with(station: Any, *roles: str) -> list[str]:
    """Names of the unlocked people holding any of ``roles`` (for the PIN dialogs)."""
    return sorted(u.name for u in station.state.users.values() if set(roles) & set(u.roles) and not u.locked)


def pin_session(parent: QWidget | None, station: Any, title: str, prompt: str, names: list[str], *roles: str, doing: str = "") -> Any:
    """Ask who signs and their PIN (``DialogService.credentials``) and return their session, or None
    when cancelled. The PIN — and, with ``roles``, that the person holds one of them — is checked
    inside the PIN dialog: a wrong PIN keeps it open with the message for another try. With a
    test's handler the check runs once and its ``RuleError`` reaches the caller."""
    from hallstation.gui.dialogs import DialogService

    got: dict[str, Any] = {}

    def check(name: str, pin: str) -> None:
        session = station.authenticate(name, pin)
        if roles:
            try:
                station.require(session, *roles, doing=doing)
            except RuleError:
                station.logout(session)
                raise
        got["session"] = session

    if DialogService.credentials(parent, title, prompt, names, check=check) is None:
        return None
    return got.get("session")


MESSAGE_PADDING = "padding:6px 10px;border-radius:4px;"
RESERVED_LINES = 2  # the message area's room, kept while it is empty


class MessageArea(QLabel):
    """A line for what just happened: refusals in red, results in green, notes in grey/blue.

    Its room (two lines) is kept while it says nothing, so a message appearing — after a sign-in,
    a refusal — moves no tab or button under the operator's pointer (issue 24: clicks landed on
    the wrong control in the planner and the cashier). Only a message longer than two lines at
    the window's width takes more. ``keep_room=False``: hidden while empty (a window whose
    controls all lie above its messages, where a message moves nothing that is clicked)."""

    def __init__(self, parent: QWidget | None = None, keep_room: bool = True) -> None:
        super().__init__(parent)
        self.keep_room = keep_room
        self.setObjectName("message")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        f = self.font()
        f.setBold(True)
        self.setFont(f)
        self.kind = ""
        self.say("", "")

    def _reserve(self) -> None:
        if not self.keep_room:
            self.setVisible(bool(self.text()))
            return
        # the lines, the padding (6 px above and below) and the error's 2 px border
        self.setMinimumHeight(RESERVED_LINES * self.fontMetrics().lineSpacing() + 2 * 6 + 2 * 2 + 2)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserve()

    def has_message(self) -> bool:
        return bool(self.text())

    def say(self, text: str, kind: str = "info") -> None:
        self.kind = kind if text else ""
        self.setProperty("kind", self.kind)
        self.setText(text)
        look = MESSAGE_STYLE.get(kind, MESSAGE_STYLE["info"]) if text else "background:transparent; border:2px solid transparent;"
        self.setStyleSheet(look + MESSAGE_PADDING)
        self._reserve()

    def error(self, text: str) -> None:
        self.say(text, "error")

    def ok(self, text: str) -> None:
        self.say(text, "ok")

    def note(self, text: str) -> None:
        self.say(text, "note")

    def refusal(self, err: RuleError) -> None:
        self.error(message(err))

    def clear_message(self) -> None:
        self.say("", "")
