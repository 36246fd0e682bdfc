"""What the station folds the log into."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hallstation.core.bingo.cards import Series
from hallstation.core.bingo.game import BingoGame
from hallstation.core.bingo.pot import PotAccount
from hallstation.services import settings as settings_mod
from hallstation.services.hall import Day
from hallstation.services.users import User
from hallstation.store.eventlog import StoredEvent

Listener = Callable[[list[StoredEvent]], None]


@dataclass
class StationState:
    settings: dict[str, Any] = field(default_factory=settings_mod.defaults)
    series: dict[int, Series] = field(default_factory=dict)
    games: dict[int, BingoGame] = field(default_factory=dict)
    # the major prize's pot, folded from its own events only (core.bingo.pot, Arts. 7 f, 12)
    pot_account: PotAccount = field(default_factory=PotAccount)
    users: dict[str, User] = field(default_factory=dict)
    days: list[Day] = field(default_factory=list)
    last_seq: int = 0
    demo: bool = False  # the log is a demo's, from its first event (``hall.demo``; services/demo.py)

    @property
    def pot(self) -> int:
        return self.pot_account.amount

    @property
    def pot_seeded(self) -> int:
        """The casino's contributions to the current pot, from its start (first pot, or the 3 %
        left by the last win) to its win: the cap (casino_seed_max) is per pot (Art. 7 f)."""
        return self.pot_account.seeded

    @property
    def pot_won_in(self) -> int | None:
        """The game whose major prize started the current pot."""
        return self.pot_account.won_in
