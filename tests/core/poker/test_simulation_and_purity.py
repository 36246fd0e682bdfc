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
    walk_meter,
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


def test_art17_simulated_meter_walk_follows_the_table_rule() -> None:
    s = PokerSettings(jackpot_bet_cents=1_000, meter_share_bp=7_000, meter_seed_cents=1_000_000)
    # no hit: COIN IN feeds 700 a round and nothing leaves the meter (fixed prizes are the house's)
    w = walk_meter(1_000_000, 10, [], s)
    assert (w.fed_cents, w.paid_from_meter_cents, w.reseed_cents, w.meter_after_cents) == (
        7_000, 0, 0, 1_007_000)
    # straight flush in round 3 (0-based): 10 % of the meter at that round's COIN IN
    w = walk_meter(1_000_000, 10, [(3, False)], s)
    at = 1_000_000 + 4 * 700
    assert w.paid_from_meter_cents == at // 10
    assert w.meter_after_cents == at - at // 10 + 6 * 700 and w.reseed_cents == 0
    # royal in round 0: the whole meter, restarted at the seed by the casino, then fed
    w = walk_meter(2_000_000, 5, [(0, True)], s)
    assert w.paid_from_meter_cents == 2_000_700 and w.reseed_cents == 1_000_000
    assert w.meter_after_cents == 1_000_000 + 4 * 700
    for start, hits in ((1_000_000, [(3, False)]), (2_000_000, [(0, True), (2, False)])):
        w = walk_meter(start, 10, hits, s)
        assert start + w.fed_cents - w.paid_from_meter_cents + w.reseed_cents == w.meter_after_cents


def test_art17_simulation_jackpot_return_follows_the_rule() -> None:
    s = PokerSettings()
    r = simulate(400_000, "pair-or-better", np.random.default_rng(7), s)
    # nothing of the meter goes to the house: its ledger balances over the whole run
    assert (r.meter_cents + r.meter_fed_cents - r.paid_from_meter_cents + r.reseed_cents
            == r.meter_end_cents)
    assert r.meter_fed_cents == 400_000 * (s.jackpot_bet_cents * s.meter_share_bp // 10_000)
    fixed = {"flush": s.flush_cents, "full_house": s.full_house_cents,
             "four_of_a_kind": s.four_of_a_kind_cents}
    assert r.house_prizes_cents == sum(r.jackpot_hits[k] * v for k, v in fixed.items())
    assert r.jackpot_paid_cents == r.paid_from_meter_cents + r.shortfall_cents + r.house_prizes_cents
    if r.jackpot_hits["royal_flush"] == 0:
        assert r.reseed_cents == 0
    if r.jackpot_hits["straight_flush"] + r.jackpot_hits["royal_flush"] == 0:
        assert r.meter_end_cents == r.meter_cents + r.meter_fed_cents
    d = r.to_dict(s)["jackpot"]
    assert d["return_per_bet"] == r.jackpot_return
    assert d["return_per_bet_fixed_meter"] == r.jackpot_return_fixed_meter
    assert d["meter_end_cents"] == r.meter_end_cents


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
