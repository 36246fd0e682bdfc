"""A demo day for an empty station: people with known PINs, a series, a game on sale and closed,
ready for the first ball. The README lists the PINs; a real hall replaces these people."""

from __future__ import annotations

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
    return len(station.store) == 0


def create_demo_day(station: Station, cards: int = 600, price: int = 2000, sold: int = 450) -> None:
    """People, the casino's pot seed, one series and a game with its sales closed."""
    for name, full, roles, pin in DEMO_USERS:
        station.create_user(name, roles, pin, full_name=full, actor="demo")
    station.seed_pot(1_000_000, actor="demo")
    series = station.create_series(cards, color="amarillo", letter="A", sheet=2, actor="demo")
    station.create_series(cards, color="celeste", letter="B", sheet=2, actor="demo")
    station.new_game(series.number, price, actor="demo")
    station.open_sales(actor="demo")
    station.sell(list(range(1, sold + 1)), actor="demo")
    station.close_sales(actor="demo")
