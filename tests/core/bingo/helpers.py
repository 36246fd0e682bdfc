"""Crafted cards and games for rule tests."""

from __future__ import annotations

from hallstation.core.bingo.cards import Card, Series, SeriesInfo, series_from_cards
from hallstation.core.bingo.game import BingoGame, GameConfig
from hallstation.core.bingo.patterns import default_patterns

# A card whose rows are easy to reason about:
#   B  I  N  G  O
#   1 16 31 46 61
#   2 17 32 47 62
#   3 18  * 48 63
#   4 19 33 49 64
#   5 20 34 50 65
CARD_A = ((1, 2, 3, 4, 5), (16, 17, 18, 19, 20), (31, 32, 33, 34), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65))
# The same layout shifted by five inside each column: shares no number with CARD_A.
CARD_B = ((6, 7, 8, 9, 10), (21, 22, 23, 24, 25), (36, 37, 38, 39), (51, 52, 53, 54, 55), (66, 67, 68, 69, 70))
# Shares the first row with CARD_A (1 16 31 46 61), differs elsewhere.
CARD_C = ((1, 7, 8, 9, 10), (16, 22, 23, 24, 25), (31, 37, 38, 39), (46, 52, 53, 54, 55), (61, 67, 68, 69, 70))

ROW1_A = [1, 16, 31, 46, 61]
CORNERS_A = [1, 5, 61, 65]
FULL_A = [n for col in CARD_A for n in col]


def crafted_series(cards=(CARD_A, CARD_B, CARD_C), number: int = 1) -> Series:
    return series_from_cards(SeriesInfo(number, "amarillo", "A", len(cards), 1), list(cards))


JURY = ("jurado1", "jurado2", "jurado3")


def crafted_game(cards=(CARD_A, CARD_B, CARD_C), sold=None, price=1000, ratified=True, pot=0, **cfg) -> BingoGame:
    """A game on the crafted series, sales closed and the figures ratified by the jury (Art. 12),
    ready for the first ball (``ratified=False``: proclaimed, waiting for the jury)."""
    series = crafted_series(cards)
    config = GameConfig(number=1, series=series.number, price=price, patterns=default_patterns(), **cfg)
    g = BingoGame(config, series)
    run(g, g.open_sales())
    run(g, g.sell(list(sold or range(1, len(cards) + 1))))
    run(g, g.close_sales(pot_before=pot))
    if ratified:
        ratify(g)
    return g


def ratify(game: BingoGame, jury=JURY) -> None:
    """The jury ratifies the proclaimed figures (Art. 12) with the signatures the game asks for."""
    for name in jury[: max(1, game.ratify_need)]:
        run(game, game.ratify(name))


def run(game: BingoGame, events) -> None:
    for etype, data in events:
        game.apply(etype, data)


def draw(game: BingoGame, *balls: int, source: str = "electronic") -> None:
    for b in balls:
        run(game, game.draw(b, source))


def filler(exclude, count: int) -> list[int]:
    """``count`` balls none of which is in ``exclude`` (and none on CARD_A's free lines)."""
    ex = set(exclude)
    return [b for b in range(75, 0, -1) if b not in ex][:count]


def card(cols) -> Card:
    return Card(1, tuple(tuple(c) for c in cols))
