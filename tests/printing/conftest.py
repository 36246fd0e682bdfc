"""Printing tests run Qt offscreen (fonts need a QGuiApplication: pytest-qt's ``qapp``)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from hallstation.core.bingo.cards import Series, check_series_info, generate_series  # noqa: E402

SECRET = bytes(range(32))


def make_series(cards: int, sheet: int = 1, color: str = "amarillo", number: int = 12, letter: str = "A") -> Series:
    return generate_series(check_series_info(number, cards, color, letter, sheet), random.Random(number * 10 + sheet))


@pytest.fixture
def secret() -> bytes:
    return SECRET


@pytest.fixture
def series_factory():
    return make_series


class CardFirst:
    """A drawer that draws the numbers of ``first`` (a card's) before any other, then in order:
    that card completes every prize — the major prize too — on its 24th ball."""

    def __init__(self) -> None:
        self.first: list[int] = []

    def pick(self, remaining):
        for n in self.first:
            if n in remaining:
                return n
        return min(remaining)


@pytest.fixture(scope="module")
def played_day(tmp_path_factory):
    """A day with one game played to its end (300 cards sold, card 1 of series 1 wins every
    prize and the major prize, paid by the cashier — the major prize by internal cheque)."""
    from tests.gui.test_day_support import play_to_end, station_from

    drawer = CardFirst()
    st = station_from("selling", tmp_path_factory.mktemp("played") / "data", drawer=drawer)
    drawer.first = [n for n in st.get_series(1).card(1).grid if n is not None]
    cashier = st.authenticate("cajero", "4444")
    st.sell(list(range(1, 301)), session=cashier)
    st.close_sales(session=cashier)
    st.logout(cashier)
    st.paid_cards = play_to_end(st)
    yield st
    st.close()
