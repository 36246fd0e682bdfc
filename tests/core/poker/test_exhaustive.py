"""Every one of the 2,598,960 five-card hands: class counts, agreement with the independent
evaluator ``treys``. (The scalar evaluator's agreement with the vectorised one on every hand is in
``test_exhaustive_scalar_ace_high.py`` and ``test_exhaustive_scalar_ace_low.py``: a file each, so
that pytest-xdist runs the three long passes on different workers.)

treys always plays A-2-3-4-5 as a 5-high straight, so with ``ace_low`` on it must order every pair
of hands exactly as we do; with the regulation's default (ace high only) it must agree on every pair
of hands that are not wheels.
"""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from hallstation.core.poker import HandClass, dealer_qualifies, rank
from hallstation.core.poker.evaluator import QUALIFY_KEY
from hallstation.core.poker.fast import N_HANDS, all_hands, classes_of, rank_array
from hallstation.core.poker.simulation import CLASS_COUNTS

treys = pytest.importorskip("treys")


@pytest.fixture(scope="module")
def hands() -> np.ndarray:
    return all_hands()


@pytest.fixture(scope="module")
def keys(hands: np.ndarray) -> dict[bool, np.ndarray]:
    return {ace_low: rank_array(hands, ace_low) for ace_low in (False, True)}


@pytest.fixture(scope="module")
def treys_ranks(hands: np.ndarray) -> np.ndarray:
    """treys' rank of every hand (1 = royal flush … 7462 = worst high card)."""
    ev = treys.Evaluator()
    code = np.array(
        [treys.Card.new(r + s) for r in "23456789TJQKA" for s in "shdc"], dtype=np.int64
    )
    rows = code[hands].tolist()
    evaluate = ev.evaluate
    return np.fromiter(
        (evaluate(row[:2], row[2:]) for row in rows), dtype=np.int32, count=len(rows)
    )


def is_wheel(hands: np.ndarray) -> np.ndarray:
    ranks = np.sort((hands >> 2) + 2, axis=1)
    return np.all(ranks == np.array([2, 3, 4, 5, 14]), axis=1)


def test_all_hands_enumerates_each_hand_once(hands: np.ndarray) -> None:
    assert hands.shape == (N_HANDS, 5)
    assert np.all(np.diff(hands.astype(np.int16), axis=1) > 0)  # increasing, so distinct
    # each hand's place in colexicographic order, sum of C(card_i, i + 1) over its increasing cards
    # (the combinatorial number system: one place in 0 .. N_HANDS - 1 per 5-card set, and back):
    # every place taken once is every hand once (counted in one pass, no sort of 2.6 million codes)
    binom = np.array([[comb(c, k) for k in range(6)] for c in range(52)], dtype=np.int64)
    place = sum(binom[hands[:, i].astype(np.int64), i + 1] for i in range(5))
    assert place.min() >= 0 and place.max() < N_HANDS
    assert np.array_equal(np.bincount(place, minlength=N_HANDS), np.ones(N_HANDS, dtype=np.int64))


@pytest.mark.parametrize("ace_low", [False, True])
def test_art14_exact_class_counts(keys: dict[bool, np.ndarray], ace_low: bool) -> None:
    counts = np.bincount(classes_of(keys[ace_low]), minlength=len(HandClass))
    assert {HandClass(i): int(n) for i, n in enumerate(counts)} == CLASS_COUNTS[ace_low]
    assert counts.sum() == N_HANDS


def test_art15_class_counts_by_hand_are_the_known_figures() -> None:
    # ace high only: the 4 wheel straight flushes become flushes, the 1020 wheel straights
    # become high cards
    off, on = CLASS_COUNTS[False], CLASS_COUNTS[True]
    assert on[HandClass.STRAIGHT_FLUSH] == 36 and off[HandClass.STRAIGHT_FLUSH] == 32
    assert on[HandClass.STRAIGHT] == 10_200 and off[HandClass.STRAIGHT] == 9_180
    assert on[HandClass.FLUSH] == 5_108 and off[HandClass.FLUSH] == 5_112
    assert on[HandClass.HIGH_CARD] == 1_302_540 and off[HandClass.HIGH_CARD] == 1_303_560


def _assert_same_order(ours: np.ndarray, theirs: np.ndarray) -> None:
    """Our keys (higher wins) and treys ranks (lower wins) order every pair of hands alike."""
    ours, theirs = ours.astype(np.int64), theirs.astype(np.int64)
    assert ours.min() >= 0 and theirs.min() >= 1 and theirs.max() < 1 << 13
    # the distinct (our key, treys rank) pairs sorted by our key then treys', as one integer each
    # (our key above 13 bits of treys rank: a 1-D unique, not np.unique(axis=0)'s row sort)
    both = np.unique((ours << 13) | theirs)
    pairs = np.stack([both >> 13, both & ((1 << 13) - 1)], axis=1)
    # a bijection between distinct keys and distinct treys ranks …
    assert len(pairs) == len(np.unique(ours)) == len(np.unique(theirs))
    # … that reverses the order (pairs are sorted by our key)
    assert np.all(np.diff(pairs[:, 1]) < 0)


def _treys_class(treys_ranks: np.ndarray) -> np.ndarray:
    ev = treys.Evaluator()
    table = np.array([-1] + [ev.get_rank_class(int(r)) for r in range(1, 7463)])
    # treys 0.1.8 classes: 0 royal flush, 1 straight flush … 9 high card
    assert table[1] == 0 and table[7462] == 9
    return 9 - table[treys_ranks]


def test_art15_art16_ordering_matches_treys_with_ace_low(
    keys: dict[bool, np.ndarray], treys_ranks: np.ndarray
) -> None:
    ours = keys[True]
    _assert_same_order(ours, treys_ranks)
    assert len(np.unique(ours)) == 7462  # the number of distinct poker hand values
    assert np.array_equal(classes_of(ours), _treys_class(treys_ranks))


def test_art15_art16_ordering_matches_treys_ace_high_only_except_wheels(
    hands: np.ndarray, keys: dict[bool, np.ndarray], treys_ranks: np.ndarray
) -> None:
    wheel = is_wheel(hands)
    assert int(wheel.sum()) == 1_024
    ours = keys[False]
    _assert_same_order(ours[~wheel], treys_ranks[~wheel])
    assert np.array_equal(classes_of(ours[~wheel]), _treys_class(treys_ranks[~wheel]))
    # the wheels are ace-high hands (or ace-high flushes): above any king-high, below A-6-4-3-2
    wheel_cls = classes_of(ours[wheel])
    assert set(np.unique(wheel_cls).tolist()) == {HandClass.HIGH_CARD, HandClass.FLUSH}
    a6 = rank("AS 6D 4H 3C 2S")
    k_high = rank("KS QD JH 9C 8S")
    plain = ours[wheel & (classes_of(ours) == HandClass.HIGH_CARD)]
    assert np.all((plain < a6) & (plain > k_high))
    assert len(np.unique(plain)) == 1
    # two straight values gone, two A-5-4-3-2 values (high card, flush) new
    assert len(np.unique(ours)) == 7462 - 2 + 2


@pytest.mark.parametrize("ace_low", [False, True])
def test_art13_qualify_threshold_matches_the_rule(
    hands: np.ndarray, keys: dict[bool, np.ndarray], ace_low: bool
) -> None:
    ranks = (hands >> 2) + 2
    has_ak = np.any(ranks == 14, axis=1) & np.any(ranks == 13, axis=1)
    expected = has_ak | (classes_of(keys[ace_low]) >= HandClass.PAIR)
    assert np.array_equal(keys[ace_low] >= QUALIFY_KEY, expected)
    sample = hands[:: 997]
    assert [dealer_qualifies(h.tolist(), ace_low) for h in sample] == list(
        expected[:: 997]
    )


def test_vectorised_rank_of_shuffled_card_order_is_the_same(hands: np.ndarray) -> None:
    rng = np.random.default_rng(7)
    sample = hands[rng.choice(N_HANDS, 50_000, replace=False)]
    shuffled = rng.permuted(sample, axis=1)
    for ace_low in (False, True):
        assert np.array_equal(rank_array(sample, ace_low), rank_array(shuffled, ace_low))
        assert [rank(h, ace_low) for h in shuffled[:2000].tolist()] == rank_array(
            shuffled[:2000], ace_low
        ).tolist()
