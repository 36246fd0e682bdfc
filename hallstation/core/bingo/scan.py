"""Claim evaluation and the winner scan.

``evaluate`` answers, for one card and the balls drawn, which prizes it completes and at which
ball count. ``WinnerScanner`` answers, after each ball, which sold cards complete which open
prizes: every (card, pattern) is a 75-bit mask of the balls it needs, held as two uint64 arrays,
so a scan is a few vectorised mask operations over all sold cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from hallstation.core.bingo.cards import Card
from hallstation.core.bingo.patterns import PatternSet

if TYPE_CHECKING:  # (numpy is imported by the first scanner: a command that scans no card starts without it)
    import numpy as np


def positions(balls: Sequence[int]) -> dict[int, int]:
    """Ball → the ball count at which it was drawn (1-based)."""
    return {b: i for i, b in enumerate(balls, start=1)}


def completion(card: Card, mask: int, pos: dict[int, int]) -> int | None:
    """The ball count at which ``card`` completed the pattern ``mask``, or None if it has not."""
    worst = 0
    grid = card.grid
    for i in range(25):
        if mask >> i & 1:
            n = grid[i]
            if n is None:
                continue
            p = pos.get(n)
            if p is None:
                return None
            if p > worst:
                worst = p
    return worst


def shapes_completed(
    card: Card, balls: Sequence[int], patterns: PatternSet, prizes: Iterable[str]
) -> dict[str, list[tuple[int, str]]]:
    """For each of ``prizes`` the card completes: every shape it completes, as (ball count, the
    pattern's name), in the prize's pattern order. A prize with several shapes (12 lines and the
    corners; T or L; …) may have one shape complete early and another completed by a later ball."""
    pos = positions(balls)
    out: dict[str, list[tuple[int, str]]] = {}
    for prize in prizes:
        done = []
        for pat in patterns[prize]:
            c = completion(card, pat.mask, pos)
            if c is not None:
                done.append((c, pat.name))
        if done:
            out[prize] = done
    return out


def earliest(shapes: dict[str, list[tuple[int, str]]]) -> dict[str, tuple[int, str]]:
    """Per prize, the shape completed first (the first in pattern order on a tie)."""
    return {p: min(done, key=lambda d: d[0]) for p, done in shapes.items()}


def completed_on(shapes: dict[str, list[tuple[int, str]]], count: int) -> dict[str, tuple[int, str]]:
    """Per prize, a shape completed exactly by ball number ``count`` (strict last ball, Art. 14):
    one such shape is enough, whatever other shape was complete before."""
    out = {}
    for p, done in shapes.items():
        on = [d for d in done if d[0] == count]
        if on:
            out[p] = on[0]
    return out


def evaluate(card: Card, balls: Sequence[int], patterns: PatternSet, prizes: Iterable[str]) -> dict[str, tuple[int, str]]:
    """For each of ``prizes`` the card completes: (earliest ball count, the pattern's name)."""
    return earliest(shapes_completed(card, balls, patterns, prizes))


def ball_bits(balls: Iterable[int]) -> tuple[int, int]:
    """The drawn balls as (low, high) 64-bit words: ball n is bit n-1."""
    m = 0
    for b in balls:
        m |= 1 << (b - 1)
    return m & 0xFFFF_FFFF_FFFF_FFFF, m >> 64


class WinnerScanner:
    """Which of a fixed set of cards complete which prizes, for a given set of drawn balls."""

    def __init__(self, cards: Sequence[Card], patterns: PatternSet) -> None:
        import numpy as np

        self.card_numbers = np.array([c.number for c in cards], dtype=np.int64)
        grid = np.array([[n or 0 for n in c.grid] for c in cards], dtype=np.int64).reshape(len(cards), 25)
        # bit for each cell's ball, split in two words; the centre (0) needs nothing
        lo_bits = np.where((grid >= 1) & (grid <= 64), np.left_shift(np.uint64(1), (grid - 1).clip(0, 63).astype(np.uint64)), np.uint64(0)).astype(np.uint64)
        hi_bits = np.where(grid >= 65, np.left_shift(np.uint64(1), (grid - 65).clip(0, 63).astype(np.uint64)), np.uint64(0)).astype(np.uint64)
        self._need: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for prize, pats in patterns.items():
            lo = np.zeros((len(cards), len(pats)), dtype=np.uint64)
            hi = np.zeros((len(cards), len(pats)), dtype=np.uint64)
            for j, pat in enumerate(pats):
                cells = [i for i in range(25) if pat.mask >> i & 1]
                lo[:, j] = np.bitwise_or.reduce(lo_bits[:, cells], axis=1)
                hi[:, j] = np.bitwise_or.reduce(hi_bits[:, cells], axis=1)
            self._need[prize] = (lo, hi)

    def __len__(self) -> int:
        return len(self.card_numbers)

    def scan(self, balls: Iterable[int], prizes: Iterable[str]) -> dict[str, list[int]]:
        """Card numbers completing each prize (only prizes with at least one card)."""
        import numpy as np

        lo, hi = ball_bits(balls)
        nlo, nhi = np.uint64(~lo & 0xFFFF_FFFF_FFFF_FFFF), np.uint64(~hi & 0xFFFF_FFFF_FFFF_FFFF)
        out: dict[str, list[int]] = {}
        for prize in prizes:
            need_lo, need_hi = self._need[prize]
            done = (((need_lo & nlo) | (need_hi & nhi)) == 0).any(axis=1)
            if done.any():
                out[prize] = self.card_numbers[done].tolist()
        return out
