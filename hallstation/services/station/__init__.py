"""The station: one hall's log, the state folded from it, and its use cases (commands in, events
out).

``Station`` is thin: it holds the store and the state (``base.StationBase``: opening and checking
the log, the commands' transactions, following and replaying), and takes its use cases from one
module each — people, the hall's settings, series, games, sales, the jury's ratification, the pot,
the draw, claims and payments — and the day's records, sessions and trays (``services/hall.py``).

One fold table (``Station.FOLDS``, ``core/folds.py``): every event is folded by the one method
marked ``@folds("its.type")`` beside the state it changes — in the use-case module that writes it,
or in ``core/bingo/game.py`` for a step of a game. Replay, a command's own rows, the catch-up and
the followers all go through ``StationBase._apply``. Adding an event type is writing it and marking
its fold; ``tests/services/test_fold_table.py`` checks that every type written has a fold and that
every fold is reached.
"""

from __future__ import annotations

from hallstation.core.bingo.game import expand_ranges
from hallstation.services.hall import HallOps
from hallstation.services.station.base import StationBase
from hallstation.services.station.claims import ClaimOps
from hallstation.services.station.draw import DrawOps
from hallstation.services.station.games import GameOps
from hallstation.services.station.hall_settings import SettingsOps
from hallstation.services.station.payments import PaymentOps
from hallstation.services.station.people import PeopleOps
from hallstation.services.station.pot import PotOps
from hallstation.services.station.ratification import RatificationOps
from hallstation.services.station.sales import SalesOps
from hallstation.services.station.series import SeriesOps
from hallstation.services.station.state import Listener, StationState


class Station(
    SettingsOps,
    PeopleOps,
    SeriesOps,
    GameOps,
    SalesOps,
    RatificationOps,
    PotOps,
    DrawOps,
    ClaimOps,
    PaymentOps,
    StationBase,
    HallOps,
):
    """One hall station over one SQLite file (or the hall's PostgreSQL server)."""


__all__ = ["Listener", "Station", "StationState", "expand_ranges"]
