"""Claim evaluation and the winner scan over all sold cards."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hallstation.core.bingo.cards import SeriesInfo, generate_series
from hallstation.core.bingo.patterns import FULL_CARD, LINE, PATTERN_PRIZES, default_patterns
from hallstation.core.bingo.scan import WinnerScanner, evaluate
from tests.core.bingo.helpers import CARD_A, CORNERS_A, ROW1_A, card


def test_evaluate_gives_prize_ball_count_and_pattern():
    c = card(CARD_A)
    balls = [70, *CORNERS_A, 16, 31, 46]  # corners at ball 5, then row 1 at ball 8
    res = evaluate(c, balls, default_patterns(), [LINE])
    assert res[LINE] == (5, "four corners")


def test_evaluate_full_card_ball_count_is_its_last_number():
    c = card(CARD_A)
    nums = [n for col in CARD_A for n in col]
    res = evaluate(c, [75, *nums], default_patterns(), [FULL_CARD, LINE])
    assert res[FULL_CARD][0] == 25
    assert res[LINE][0] == 6  # column B (1..5) are balls 2..6


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 75))
def test_scanner_agrees_with_claim_evaluation(seed, nballs):
    cards = generate_series(SeriesInfo(1, "r", "R", 150, 1), random.Random(seed)).cards()
    balls = random.Random(seed + 1).sample(range(1, 76), nballs)
    pats = default_patterns()
    got = WinnerScanner(cards, pats).scan(balls, PATTERN_PRIZES)
    for prize in PATTERN_PRIZES:
        want = sorted(c.number for c in cards if prize in evaluate(c, balls, pats, [prize]))
        assert sorted(got.get(prize, [])) == want


def test_scanner_only_open_prizes():
    cards = [card(CARD_A)]
    sc = WinnerScanner(cards, default_patterns())
    assert sc.scan(ROW1_A, [LINE]) == {LINE: [1]}
    assert sc.scan(ROW1_A, [FULL_CARD]) == {}
