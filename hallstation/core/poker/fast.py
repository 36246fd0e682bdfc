"""Vectorised (numpy) evaluator and dealer, for whole-deck enumerations and simulations.

``rank_array(hands)`` gives, for an ``(N, 5)`` array of card codes (0..51, see
:mod:`hallstation.core.poker.cards`), the same ordering keys as the scalar
:func:`hallstation.core.poker.evaluator.rank`, using only column-wise array operations (no Python
loop per hand). No randomness is created here: dealing takes a ``numpy.random.Generator``.
"""

from __future__ import annotations

import numpy as np

from hallstation.core.poker.evaluator import CLASS_SHIFT, HandClass

N_HANDS = 2_598_960

# Sorting network for 5 elements (9 comparators).
_NETWORK = ((0, 1), (3, 4), (2, 4), (2, 3), (0, 3), (0, 2), (1, 4), (1, 3), (1, 2))


def all_hands() -> np.ndarray:
    """Every 5-card hand once, as a ``(2598960, 5)`` uint8 array with cards in increasing order."""
    combos = np.arange(52, dtype=np.uint8)[:, None]
    for _ in range(4):
        last = combos[:, -1].astype(np.int64)
        extra = 51 - last  # how many larger cards can follow
        keep = extra > 0
        combos, last, extra = combos[keep], last[keep], extra[keep]
        rows = np.repeat(np.arange(len(combos)), extra)
        starts = np.cumsum(extra) - extra
        offset = np.arange(len(rows)) - np.repeat(starts, extra)
        nxt = (np.repeat(last, extra) + 1 + offset).astype(np.uint8)
        combos = np.concatenate([combos[rows], nxt[:, None]], axis=1)
    # hands that cannot be completed to 5 cards were dropped step by step except at the last level
    return np.ascontiguousarray(combos)


def rank_array(hands: np.ndarray, ace_low: bool = False) -> np.ndarray:
    """Ordering keys (int32) of an ``(N, 5)`` array of hands; same keys as the scalar ``rank``."""
    hands = np.asarray(hands)
    if hands.ndim != 2 or hands.shape[1] != 5:
        raise ValueError("hands must be an (N, 5) array")
    h = hands.astype(np.int16, copy=False)
    ranks = [(h[:, i] >> 2) + 2 for i in range(5)]
    suits = [h[:, i] & 3 for i in range(5)]
    counts = [np.ones(len(h), dtype=np.int16) for _ in range(5)]
    for i in range(5):
        for j in range(i + 1, 5):
            same = ranks[i] == ranks[j]
            counts[i] += same
            counts[j] += same
    # sort (count, rank) descending with a sorting network on columns
    v = [(counts[i] << 4) | ranks[i] for i in range(5)]
    for a, b in _NETWORK:  # ascending network, then read it backwards
        lo = np.minimum(v[a], v[b])
        hi = np.maximum(v[a], v[b])
        v[a], v[b] = lo, hi
    v = v[::-1]
    r = [x & 15 for x in v]
    c0, c2, c3 = v[0] >> 4, v[2] >> 4, v[3] >> 4
    flush = (suits[0] == suits[1]) & (suits[0] == suits[2]) & (suits[0] == suits[3]) & (
        suits[0] == suits[4]
    )
    distinct = c0 == 1
    top = np.where(distinct & (r[0] - r[4] == 4), r[0], 0)
    if ace_low:
        wheel = distinct & (r[0] == 14) & (r[1] == 5)
        top = np.where(wheel, 5, top)
    straight = top > 0

    cls = np.zeros(len(h), dtype=np.int32)
    cls[c0 == 2] = HandClass.PAIR
    cls[(c0 == 2) & (c2 == 2)] = HandClass.TWO_PAIR
    cls[c0 == 3] = HandClass.THREE_OF_A_KIND
    cls[straight] = HandClass.STRAIGHT
    cls[flush] = HandClass.FLUSH
    cls[(c0 == 3) & (c3 == 2)] = HandClass.FULL_HOUSE
    cls[c0 == 4] = HandClass.FOUR_OF_A_KIND
    sf = straight & flush
    cls[sf] = HandClass.STRAIGHT_FLUSH
    cls[sf & (top == 14)] = HandClass.ROYAL_FLUSH

    packed = (
        (r[0].astype(np.int32) << 16)
        | (r[1].astype(np.int32) << 12)
        | (r[2].astype(np.int32) << 8)
        | (r[3].astype(np.int32) << 4)
        | r[4].astype(np.int32)
    )
    packed = np.where(straight, top.astype(np.int32) << 16, packed)
    return (cls << CLASS_SHIFT) | packed


def classes_of(keys: np.ndarray) -> np.ndarray:
    """Hand class numbers (``HandClass`` values) of an array of keys."""
    return np.asarray(keys) >> CLASS_SHIFT


def deal(rng: np.random.Generator, rounds: int, cards_per_round: int) -> np.ndarray:
    """``(rounds, cards_per_round)`` uint8 array: each row the first cards of a fresh shuffled deck.

    A partial Fisher–Yates shuffle done column by column for all rounds at once, so every row is a
    uniformly random ordered draw without replacement.
    """
    if not 0 <= cards_per_round <= 52:
        raise ValueError("cards_per_round must be 0..52")
    deck = np.tile(np.arange(52, dtype=np.uint8), (rounds, 1))
    rows = np.arange(rounds)
    for j in range(cards_per_round):
        pick = j + rng.integers(0, 52 - j, size=rounds)
        chosen = deck[rows, pick]
        deck[rows, pick] = deck[:, j]
        deck[:, j] = chosen
    return np.ascontiguousarray(deck[:, :cards_per_round])
