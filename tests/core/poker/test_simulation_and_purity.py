"""Simulation engine, dealing, and the core's purity (no Qt, no SQLite)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from hallstation.core.errors import RuleError
from hallstation.core.poker import HandClass, PokerSettings
from hallstation.core.poker.fast import classes_of, deal, rank_array
from hallstation.core.poker.simulation import (
    CLASS_COUNTS,
    TOTAL_HANDS,
    exact_jackpot_return,
    simulate,
)


def test_deal_gives_distinct_cards_and_is_uniform() -> None:
    cards = deal(np.random.default_rng(3), 200_000, 10)
    assert cards.shape == (200_000, 10)
    assert np.all(np.sort(cards, axis=1)[:, 1:] != np.sort(cards, axis=1)[:, :-1])
    # every card equally likely in every position: chi-square-ish bound on counts
    for col in (0, 9):
        counts = np.bincount(cards[:, col], minlength=52)
        expected = 200_000 / 52
        assert np.all(np.abs(counts - expected) < 6 * np.sqrt(expected))


def test_deal_is_reproducible_from_the_generator() -> None:
    a = deal(np.random.default_rng(9), 100, 10)
    b = deal(np.random.default_rng(9), 100, 10)
    assert np.array_equal(a, b)


def test_dealt_hand_class_frequencies_match_exact_counts() -> None:
    cards = deal(np.random.default_rng(11), 400_000, 5)
    freq = np.bincount(classes_of(rank_array(cards)), minlength=10) / 400_000
    for cls in (HandClass.HIGH_CARD, HandClass.PAIR, HandClass.TWO_PAIR):
        p = CLASS_COUNTS[False][cls] / TOTAL_HANDS
        assert abs(freq[cls] - p) < 5 * np.sqrt(p * (1 - p) / 400_000)


def test_simulation_is_reproducible_and_consistent() -> None:
    r1 = simulate(50_000, "pair-or-better", np.random.default_rng(1))
    r2 = simulate(50_000, "pair-or-better", np.random.default_rng(1))
    assert r1.counts == r2.counts and r1.net_units_sum == r2.net_units_sum
    assert sum(r1.counts.values()) == 50_000
    # pair or better is called with probability 1 - P(high card)
    p_fold = CLASS_COUNTS[False][HandClass.HIGH_CARD] / TOTAL_HANDS
    assert abs(r1.counts["fold"] / 50_000 - p_fold) < 0.01
    assert r1.counts["player_wins_high_card"] == 0
    # known house edge of Caribbean stud with this table is about 5 %
    assert 0.02 < r1.house_edge < 0.09


def test_simulation_net_matches_outcome_counts() -> None:
    r = simulate(30_000, "ak-or-better", np.random.default_rng(2))
    c = r.counts
    from hallstation.core.poker.evaluator import CALL_PAYOUT

    expected = -c["fold"] + c["dealer_not_qualified"] - 3 * c["dealer_wins"]
    expected += sum(c[f"player_wins_{k.label}"] * (1 + 2 * m) for k, m in CALL_PAYOUT.items())
    assert r.net_units_sum == expected


def test_exact_jackpot_return() -> None:
    s = PokerSettings(jackpot_bet_cents=1_000, meter_seed_cents=0)
    fixed = (624 * 500_000 + 3_744 * 100_000 + 5_112 * 50_000) / TOTAL_HANDS / 1_000
    assert exact_jackpot_return(0, s) == pytest.approx(fixed)
    meter = 10**9
    with_meter = fixed + (4 * meter + 32 * meter // 10) / TOTAL_HANDS / 1_000
    assert exact_jackpot_return(meter, s) == pytest.approx(with_meter)
    assert exact_jackpot_return(0, PokerSettings(jackpot_bet_cents=0)) is None


def test_simulation_rejects_bad_arguments() -> None:
    rng = np.random.default_rng(0)
    with pytest.raises(RuleError):
        simulate(0, "pair-or-better", rng)
    with pytest.raises(RuleError):
        simulate(10, "pair-or-better", rng, ante_cents=0)
    with pytest.raises(ValueError):
        simulate(10, "sometimes", rng)


def test_core_poker_imports_neither_qt_nor_sqlite() -> None:
    code = (
        "import sys, hallstation.core.poker, hallstation.core.poker.fast, "
        "hallstation.core.poker.simulation\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'sqlite', 'sqlite_utils'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
