"""A demo day for an empty station: people with known PINs, a series, a game on sale and closed,
its figures ratified by the demo jury (Art. 12), ready for the first ball. The README lists the
PINs; a real hall replaces these people.

The demo administrator is the station's first administrator, so the services give them a
one-time recovery code like any hall's: ``create_demo_day`` returns it and whoever starts the
demo shows it once (``tell_recovery_code``, on the terminal); only its hash is kept."""

from __future__ import annotations

import sys

from hallstation.i18n import translate
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


def is_empty(station: Station) -> bool:
    return len(station.store) == 0 and station.attention is None  # (a log found cut to nothing is no empty hall)


def tell_recovery_code(code: str | None, name: str = "admin") -> None:
    """Show the demo administrator's recovery code once, on the terminal that started the demo."""
    if code:
        line = translate("Demo", "Demo day created. {name}'s one-time recovery code (shown only now): {code}")
        print("hallstation: " + line.format(name=name, code=code), file=sys.stderr, flush=True)


def create_demo_day(station: Station, cards: int = 600, price: int = 2000, sold: int = 450) -> str | None:
    """People, the casino's pot seed, two series, the day's opening record signed, and game 1 with
    its sales made by two sellers, their money checked, the sales closed by the central cashier and
    the figures ratified by the demo jury with their PINs (Art. 12).
    Returns the demo administrator's recovery code (to be shown once)."""
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
