"""The demo: a demo day on a folder of its own (``hallstation --demo``): people with the README's
public PINs, a series, a game on sale and closed, its figures ratified by the demo jury (Art. 12),
ready for the first ball. A real hall never gets it: a new hall's first start asks for its own
administrator instead (services/first_start.py).

A demo's log says so from its first event (``hall.demo``, sequence 1): every public screen and
paper of it says "DEMOSTRACIÓN" and ``store copy`` refuses to put it on a hall's server. The whole
demo day is one transaction: a signal or a crash while it is being made leaves the folder empty.

The demo administrator is the station's first administrator, so the services give them a
one-time recovery code like any hall's: ``create_demo_day`` returns it and whoever starts the
demo shows it once (``tell_recovery_code``, on the terminal); only its hash is kept."""

from __future__ import annotations

import sys

from hallstation.i18n import translate
from hallstation.services.demo_mark import demo_open, demo_opened  # noqa: F401 - (the papers ask here)
from hallstation.services.station import Station

DEMO_USERS = (
    # name, full name, roles, PIN
    ("admin", "Administración", ["admin", "manager"], "1234"),
    ("cantor", "Cantor de sala", ["caller"], "1000"),
    ("jurado1", "Jurado 1", ["jury"], "1111"),
    ("jurado2", "Jurado 2", ["jury"], "2222"),
    ("jurado3", "Jurado 3", ["jury"], "3333"),
    ("cajero", "Cajero central", ["cashier", "central_cashier"], "4444"),
    ("vendedor1", "Vendedor 1", ["seller"], "5555"),
    ("vendedor2", "Vendedor 2", ["seller"], "5556"),
    ("crupier", "Crupier mesa 1", ["dealer"], "6666"),
    ("supervisor", "Supervisor de juego", ["supervisor"], "7777"),
)


DEMO_EVENT = "hall.demo"
# what every public screen and paper of a demo says (a hall word, the same in every language)
DEMO_WORD = "DEMOSTRACIÓN"


def is_empty(station: Station) -> bool:
    return len(station.store) == 0 and station.attention is None  # (a log found cut to nothing is no empty hall)


def log_is_demo(data_dir) -> bool:
    """Whether the folder's SQLite log is a demo's (its first event is ``hall.demo``); read only."""
    import sqlite3
    from pathlib import Path

    from hallstation.store.eventlog import DB_NAME

    path = Path(data_dir) / DB_NAME
    if not path.is_file():
        return False
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT type FROM events WHERE seq = 1").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return False
    return row is not None and row[0] == DEMO_EVENT


def tell_recovery_code(code: str | None, name: str = "admin") -> None:
    """Show the demo administrator's recovery code once, on the terminal that started the demo."""
    if code:
        line = translate("Demo", "Demo day created. {name}'s one-time recovery code (shown only now): {code}")
        print("hallstation: " + line.format(name=name, code=code), file=sys.stderr, flush=True)


def create_demo_day(station: Station, cards: int = 600, price: int = 2000, sold: int = 450, settings: dict | None = None) -> str | None:
    """People, the casino's pot seed, two series, the day's opening record signed, and game 1 with
    its sales made by two sellers, their money checked, the sales closed by the central cashier and
    the figures ratified by the demo jury with their PINs (Art. 12).
    Returns the demo administrator's recovery code (to be shown once).

    One transaction, marked as a demo by its first event: nothing of it is recorded unless all is.
    ``settings`` (name → value) are set right after the mark, before anything else (a blower's demo)."""
    if not is_empty(station):
        from hallstation.core.errors import RuleError

        raise RuleError("A demo day is made only on an empty folder of its own")
    with station.transaction():
        station.commit([(DEMO_EVENT, {"word": DEMO_WORD})], "demo")
        for name, value in (settings or {}).items():
            station.change_setting(name, value)
        return _demo_day(station, cards, price, sold)


def _demo_day(station: Station, cards: int, price: int, sold: int) -> str | None:
    admin = None
    code = None
    for name, full, roles, pin in DEMO_USERS:
        issued = station.create_user(name, roles, pin, full_name=full, session=admin)
        code = code or issued
        if admin is None:
            admin = station.authenticate("admin", "1234")
    station.seed_pot(1_000_000, session=admin)
    a = station.create_series(cards, color="amarillo", letter="A", sheet=2, session=admin)
    b = station.create_series(cards, color="celeste", letter="B", sheet=2, session=admin)
    juries = [(n, p) for n, _, roles, p in DEMO_USERS if "jury" in roles][: station.settings["jury_signoffs"]]
    station.open_day(
        [{"number": a.number, "seal_intact": True}, {"number": b.number, "seal_intact": True}],
        station.settings["major_limit"],
        [*juries, ("admin", "1234")],
    )
    cajero = station.authenticate("cajero", "4444")
    station.new_game(a.number, price, session=admin)
    station.open_sales(session=admin)
    half = sold // 2
    station.give_tray("vendedor1", list(range(1, half + 1)), cajero)
    station.give_tray("vendedor2", list(range(half + 1, min(cards, sold + 20) + 1)), cajero)
    if sold + 20 <= cards:
        station.return_tray("vendedor2", list(range(sold + 1, sold + 21)), cajero)
    for seller in ("vendedor1", "vendedor2"):
        tray = station.trays(station.current_game)[seller]
        station.settle_tray(seller, len(tray.sold) * price, cajero)
    station.close_sales(session=cajero)
    for name, pin in juries:  # the demo jury ratifies the figures (Art. 12), each with their PIN
        station.ratify(name, pin)
    station.logout(cajero)
    station.logout(admin)
    return code
