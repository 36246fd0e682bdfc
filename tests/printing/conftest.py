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
