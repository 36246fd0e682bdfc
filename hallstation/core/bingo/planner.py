"""The game manager's planner (issue 14 §1): what a day's major-prize limit (Art. 13) and its
ball-count bonuses (Art. 8) cost the house and what odds they give, for the cards that will play.

Exact where the mathematics is exact. One cartón's 24 cells hold 24 different numbers, so whether
one cartón has completed a shape within *n* balls depends only on the shape: a shape of *k* cells is
complete with probability C(75 − k, n − k) / C(75, n) — the full card's C(51, n − 24) / C(75, n) —
and a prize with several shapes (the 12 lines and the corners; T or L; …) by inclusion–exclusion
over its shapes (``single_card_cdf``).

Monte Carlo over the real cards otherwise (``simulate``): each simulated draw is a permutation of
the 75 balls; a prize is won at the first ball where any playing card completes one of its shapes
(every card that completes it on that ball shares it, Art. 14), exactly as the station's winner
scan finds it. The full card — and with it the major prize — is found backwards: a bit set over the
cards, every card holding the last ball drawn dropped, then the one before …; the ball that drops
the last card is the one that completed the first full card. The other prizes take, for every
card, the highest position among each shape's cells (the maxima shared between shapes computed
once), then the lowest over shapes and cards. Everything is vectorised over blocks of draws.

The money follows the station's own code: the prizes and the pot's 15 % from ``prizes.proclaim``,
each simulated award and its bonus cost from ``prizes.award`` (so ties, rounding down to the hall's
unit, the bonus tables and the promotional bonus are the station's), the 3 % kept after a win from
``prizes.MAJOR_PAID_BP``. Every Monte Carlo figure comes with its standard error.

Pure: no Qt, no I/O, no clock, no randomness source of its own — the draws come from the numpy
``Generator`` the caller passes (like ``cards.generate_series`` takes its ``random.Random``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from hallstation.core.bingo.balls import BALLS
from hallstation.core.bingo.cards import CENTRE, NUMBERS_PER_CARD, Card
from hallstation.core.bingo.patterns import FULL_CARD, FULL_MASK, PATTERN_PRIZES, PatternSet
from hallstation.core.bingo.prizes import (
    BONUS_PRIZES,
    DEFAULT_BONUS,
    LIMIT_MAX,
    LIMIT_MIN,
    MAJOR_PAID_BP,
    Winner,
    award,
    proclaim,
)
from hallstation.core.money import DEFAULT_ROUNDING_UNIT

QUANTILES = (0.1, 0.5, 0.9)
LIMITS = tuple(range(LIMIT_MIN, LIMIT_MAX + 1))
FULL_CELLS = FULL_MASK & ~(1 << CENTRE)
# Above this many shapes in one prize the exact single-card figure counts the card's drawn cells
# instead of the shapes' subsets (2^24 cell sets, in blocks).
MAX_INCLUSION_EXCLUSION_SHAPES = 18

Progress = Callable[[int, int], Any]  # (draws done, draws in all); returning False cancels


class Cancelled(Exception):
    """The progress callback asked to stop (the operator's Cancel)."""


# ---------------------------------------------------------------------------- exact figures
def comb(n: int, k: int) -> int:
    return math.comb(n, k) if 0 <= k <= n else 0


def single_card_full(n: int) -> Fraction:
    """One cartón full within ``n`` balls: C(51, n − 24) / C(75, n) (its 24 numbers among the first
    n; the other n − 24 balls among the 51 numbers not on it)."""
    if not 0 <= n <= BALLS:
        raise ValueError(f"a game draws 0 to 75 balls, not {n}")
    return Fraction(comb(BALLS - NUMBERS_PER_CARD, n - NUMBERS_PER_CARD), comb(BALLS, n))


def _union_sizes(masks: Sequence[int]) -> dict[int, int]:
    """Inclusion–exclusion weights: for each size u of the union of the cells of a non-empty set S
    of the shapes, the sum of (−1)^(|S|+1) over those sets."""
    unions = np.zeros(1, dtype=np.uint64)
    signs = np.full(1, -1, dtype=np.int64)  # the empty set's; each shape added flips it
    for m in masks:
        unions = np.concatenate([unions, unions | np.uint64(m & FULL_CELLS)])
        signs = np.concatenate([signs, -signs])
    weights = np.zeros(26, dtype=np.int64)
    np.add.at(weights, _popcount64(unions[1:]), signs[1:])
    return {u: int(w) for u, w in enumerate(weights.tolist()) if w}


def _good_cell_sets(masks: Sequence[int]) -> list[int]:
    """For j = 0…24: how many j-sets of the card's 24 cells hold at least one of the shapes."""
    cells = [i for i in range(25) if i != CENTRE]
    shapes = []
    for m in masks:  # each shape as a 24-bit mask over the card's numbered cells
        shapes.append(sum(1 << k for k, i in enumerate(cells) if m >> i & 1))
    good = [0] * (NUMBERS_PER_CARD + 1)
    block = 1 << 20
    for start in range(0, 1 << NUMBERS_PER_CARD, block):
        sets = np.arange(start, start + block, dtype=np.uint32)
        hit = np.zeros(block, dtype=bool)
        for s in shapes:
            hit |= (sets & np.uint32(s)) == np.uint32(s)
        sizes = _popcount64(sets[hit].astype(np.uint64))
        for j, c in enumerate(np.bincount(sizes, minlength=NUMBERS_PER_CARD + 1).tolist()):
            good[j] += c
    return good


def single_card_cdf(masks: Sequence[int]) -> tuple[Fraction, ...]:
    """P(one cartón has completed at least one of the shapes ``masks`` within n balls), n = 0…75,
    exact. One shape of k cells: C(75 − k, n − k) / C(75, n)."""
    masks = [m & FULL_CELLS for m in masks]
    if not masks:
        return tuple(Fraction(0) for _ in range(BALLS + 1))
    out = []
    if len(masks) <= MAX_INCLUSION_EXCLUSION_SHAPES:
        weights = _union_sizes(masks)
        for n in range(BALLS + 1):
            num = sum(w * comb(BALLS - u, n - u) for u, w in weights.items())
            out.append(Fraction(num, comb(BALLS, n)))
    else:
        good = _good_cell_sets(masks)
        other = BALLS - NUMBERS_PER_CARD
        for n in range(BALLS + 1):
            num = sum(g * comb(other, n - j) for j, g in enumerate(good))
            out.append(Fraction(num, comb(BALLS, n)))
    return tuple(out)


def single_card_cdfs(patterns: PatternSet) -> dict[str, tuple[Fraction, ...]]:
    """Every prize's exact figures for one cartón (``single_card_cdf`` of its shapes)."""
    return {prize: single_card_cdf([p.mask for p in pats]) for prize, pats in patterns.items()}


def cdf_quantile(cdf: Sequence[Fraction | float], q: float) -> int:
    """The smallest ball count n with P(won within n) ≥ q."""
    share = Fraction(q).limit_denominator(10**9)  # 0.1 is one tenth, not the float above it
    for n, p in enumerate(cdf):
        if p >= share:
            return n
    return len(cdf) - 1


# ---------------------------------------------------------------------------- the draws
def random_draws(rng: np.random.Generator, count: int) -> np.ndarray:
    """``count`` simulated draws: each row the 75 balls (1–75, uint8) in the order they come out."""
    if count < 0:
        raise ValueError("a negative number of draws")
    return rng.permuted(np.tile(np.arange(1, BALLS + 1, dtype=np.uint8), (count, 1)), axis=1)


def _popcount64(a: np.ndarray) -> np.ndarray:
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(a).astype(np.int64)
    b = a.view(np.uint8).reshape(a.shape + (8,))
    return np.unpackbits(b, axis=-1).sum(axis=-1).astype(np.int64)


def card_grids(cards: Sequence[Card]) -> np.ndarray:
    """(cards, 25) numbers cell by cell, row-major; 0 in the free centre."""
    return np.array([[n or 0 for n in c.grid] for c in cards], dtype=np.intp).reshape(len(cards), 25)


@dataclass
class Outcomes:
    """What each simulated draw gave: per prize, the ball count at which it was won and how many
    cards shared it (``count[prize][d]``, ``winners[prize][d]``)."""

    draws: int
    count: dict[str, np.ndarray] = field(default_factory=dict)  # uint8, 1–75
    winners: dict[str, np.ndarray] = field(default_factory=dict)  # int32, ≥ 1


class _Shapes:
    """The shapes of the prizes found by their cells' positions, with the maxima two or more shapes
    share computed once (pairs of cells, greedily, the most shared first)."""

    def __init__(self, patterns: PatternSet, prizes: Iterable[str]) -> None:
        self.prizes = list(prizes)
        self.shapes: list[tuple[str, list[int]]] = []
        for prize in self.prizes:
            for pat in patterns[prize]:
                cells = [i for i in range(25) if pat.mask >> i & 1 and i != CENTRE]
                self.shapes.append((prize, cells))
        self.leaves = sorted({i for _, cells in self.shapes for i in cells})
        self.nodes: list[tuple[int, int]] = []  # node 25 + k = max(a, b)
        while True:
            pairs: Counter = Counter()
            for _, cells in self.shapes:
                cs = sorted(cells)
                for i, a in enumerate(cs):
                    for b in cs[i + 1 :]:
                        pairs[(a, b)] += 1
            if not pairs:
                break
            (a, b), times = pairs.most_common(1)[0]
            if times < 2:
                break
            node = 25 + len(self.nodes)
            self.nodes.append((a, b))
            for _, cells in self.shapes:
                if a in cells and b in cells:
                    cells.remove(a)
                    cells.remove(b)
                    cells.append(node)

    def first(self, pos_t: np.ndarray, grid_t: np.ndarray) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """``pos_t``: (76, draws) the position of each ball in each draw (row 0: the centre, 0);
        ``grid_t``: (25, cards). Per prize: (ball count it is won at, cards sharing it) per draw."""
        vals: dict[int, np.ndarray] = {i: pos_t[grid_t[i]] for i in self.leaves}
        for k, (a, b) in enumerate(self.nodes):
            vals[25 + k] = np.maximum(vals[a], vals[b])
        best: dict[str, np.ndarray] = {}
        for prize, cells in self.shapes:
            if len(cells) == 1:
                m = vals[cells[0]]
            else:
                m = np.maximum(vals[cells[0]], vals[cells[1]])
                for i in cells[2:]:
                    np.maximum(m, vals[i], out=m)
            if prize in best:
                np.minimum(best[prize], m, out=best[prize])
            else:
                best[prize] = m.copy() if len(cells) == 1 else m
        out = {}
        for prize, b in best.items():
            k = b.min(axis=0)
            out[prize] = (k, np.count_nonzero(b == k, axis=0))
        return out


class CardBits:
    """The playing cards as bit sets over the cards, one per ball (for the backward full-card
    search)."""

    def __init__(self, grid: np.ndarray) -> None:
        n = len(grid)
        self.cards = n
        self.words = max(1, (n + 63) // 64)
        bits = np.zeros((BALLS + 1, self.words * 64), dtype=bool)
        rows = np.repeat(np.arange(n), 25)
        bits[grid.reshape(-1), rows] = True
        bits[0] = False  # the centre holds no ball
        packed = np.packbits(bits, axis=1, bitorder="little").view(np.uint64)
        self.without = ~packed  # row b: the cards that do NOT hold ball b
        alive = np.zeros(self.words * 64, dtype=bool)
        alive[:n] = True
        self.all = np.packbits(alive, bitorder="little").view(np.uint64)

    def first_full(self, draws: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per draw: the ball count at which the first card was full, and how many were."""
        d = len(draws)
        count = np.full(d, BALLS, dtype=np.uint8)
        winners = np.zeros(d, dtype=np.int32)
        if self.cards == 0 or d == 0:
            return count, winners
        alive = np.broadcast_to(self.all, (d, self.words)).copy()
        left = np.arange(d)
        rows = draws
        for n in range(BALLS, NUMBERS_PER_CARD - 1, -1):
            after = alive & self.without[rows[:, n - 1]]
            empty = ~after.any(axis=1)
            if empty.any():
                done = left[empty]
                count[done] = n
                winners[done] = _popcount64(alive[empty]).sum(axis=1)
                keep = ~empty
                alive, rows, left = after[keep], rows[keep], left[keep]
                if not len(left):
                    break
            else:
                alive = after
        return count, winners


BACKWARD_BLOCK = 1024  # draws per block of the full-card search: its bit sets stay in the cache


def sample_first_full(cards: Sequence[Card] | np.ndarray, rng: np.random.Generator, count: int) -> tuple[np.ndarray, np.ndarray]:
    """``first_full_card`` over ``count`` new draws made with ``rng`` as the search needs them: each
    draw's balls from the last one backwards (Fisher–Yates from the end, a uniform permutation),
    and only down to the ball that completes its first full card — the major prize's odds
    without the rest of each draw."""
    grid = cards if isinstance(cards, np.ndarray) else card_grids(cards)
    bits = CardBits(grid)
    counts = np.empty(count, dtype=np.uint8)
    winners = np.empty(count, dtype=np.int32)
    for start in range(0, count, BACKWARD_BLOCK):
        d = min(BACKWARD_BLOCK, count - start)
        left = np.tile(np.arange(1, BALLS + 1, dtype=np.uint8), (d, 1))  # the balls not placed yet
        alive = np.broadcast_to(bits.all, (d, bits.words)).copy()
        rows = np.arange(d)
        for n in range(BALLS, NUMBERS_PER_CARD - 1, -1):
            j = rng.integers(0, n, size=len(rows))
            ball = left[rows, j]
            left[rows, j] = left[rows, n - 1]  # the ball at position n leaves the n still to place
            after = alive & bits.without[ball]
            empty = ~after.any(axis=1)
            if empty.any():
                done = start + rows[empty]
                counts[done] = n
                winners[done] = _popcount64(alive[empty]).sum(axis=1)
                keep = ~empty
                alive, rows = after[keep], rows[keep]
                if not len(rows):
                    break
            else:
                alive = after
    return counts, winners


def _block(cards: int) -> int:
    """Draws per block: the cells' positions of a block stay near half a megabyte."""
    return int(min(4096, max(16, (1 << 19) // max(1, cards))))


def simulate(
    cards: Sequence[Card] | np.ndarray,
    patterns: PatternSet,
    draws: np.ndarray,
    prizes: Iterable[str] | None = None,
    progress: Progress | None = None,
) -> Outcomes:
    """Play ``draws`` (rows of balls in order) over the playing ``cards`` (or their (cards, 25)
    grids): per prize, the ball count each draw wins it at and how many cards share it."""
    grid = cards if isinstance(cards, np.ndarray) else card_grids(cards)
    prizes = [p for p in (PATTERN_PRIZES if prizes is None else prizes) if p in patterns]
    total = len(draws)
    out = Outcomes(total)
    if len(grid) == 0:
        raise ValueError("no card plays")
    backward = [p for p in prizes if [q.mask & FULL_CELLS for q in patterns[p]] == [FULL_CELLS]]
    forward = [p for p in prizes if p not in backward]
    for p in prizes:
        out.count[p] = np.zeros(total, dtype=np.uint8)
        out.winners[p] = np.zeros(total, dtype=np.int32)
    bits = CardBits(grid) if backward else None
    shapes = _Shapes(patterns, forward) if forward else None
    grid_t = np.ascontiguousarray(grid.T)
    step = _block(len(grid)) if forward else BACKWARD_BLOCK
    for start in range(0, total, step):
        block = draws[start : start + step]
        stop = start + len(block)
        if bits is not None:
            k, w = bits.first_full(block)
            for p in backward:
                out.count[p][start:stop], out.winners[p][start:stop] = k, w
        if shapes is not None:
            pos = np.zeros((len(block), BALLS + 1), dtype=np.uint8)
            pos[np.arange(len(block))[:, None], block] = np.arange(1, BALLS + 1, dtype=np.uint8)
            found = shapes.first(np.ascontiguousarray(pos.T), grid_t)
            for p, (k, w) in found.items():
                out.count[p][start:stop], out.winners[p][start:stop] = k, w
        if progress is not None and progress(stop, total) is False:
            raise Cancelled()
    return out


def first_full_card(cards: Sequence[Card] | np.ndarray, draws: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Only the full card (the major prize's question): per draw, the ball count and the winners."""
    grid = cards if isinstance(cards, np.ndarray) else card_grids(cards)
    bits = CardBits(grid)
    count = np.empty(len(draws), dtype=np.uint8)
    winners = np.empty(len(draws), dtype=np.int32)
    for start in range(0, len(draws), BACKWARD_BLOCK):
        stop = start + BACKWARD_BLOCK
        count[start:stop], winners[start:stop] = bits.first_full(draws[start:stop])
    return count, winners


# ---------------------------------------------------------------------------- estimates
@dataclass(frozen=True)
class Estimate:
    """A Monte Carlo figure and its standard error."""

    value: float
    stderr: float


def proportion(hits: int, n: int) -> Estimate:
    p = hits / n
    return Estimate(p, math.sqrt(p * (1 - p) / n))


def mean(values: np.ndarray) -> Estimate:
    n = len(values)
    m = float(np.mean(values))
    se = float(np.std(values, ddof=1)) / math.sqrt(n) if n > 1 else 0.0
    return Estimate(m, se)


def quantile(values: np.ndarray, q: float) -> tuple[int, float]:
    """The q-quantile of the ball counts (the smallest count reached by a share q of the draws) and
    its standard error, from the order statistics one binomial standard deviation either side."""
    s = np.sort(values)
    n = len(s)
    at = lambda r: int(s[min(n - 1, max(0, math.ceil(round(r * n, 9)) - 1))])  # noqa: E731
    spread = math.sqrt(q * (1 - q) / n)
    return at(q), (at(q + spread) - at(q - spread)) / 2


# ---------------------------------------------------------------------------- the plan
@dataclass(frozen=True)
class PlanRules:
    """What the plan is made for: cards sold, price, the limit, the hall's shapes, bonus tables,
    promotional bonus, rounding unit and the pot as it stands."""

    cards: int
    price: int
    limit: int
    patterns: PatternSet
    bonus: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=lambda: dict(DEFAULT_BONUS))
    promo: dict[str, int] = field(default_factory=dict)
    unit: int = DEFAULT_ROUNDING_UNIT
    pot_start: int = 0

    @property
    def takings(self) -> int:
        return self.cards * self.price

    @property
    def pot_contribution(self) -> int:
        """What each game puts into the pot before its draw (Art. 12): the station's 15 %."""
        return proclaim(self.takings, self.unit).pot_contribution


def bonus_costs(outcomes: Outcomes, prize: str, rules: PlanRules) -> np.ndarray:
    """The house's cost of the bonuses (ball-count, promotional) of ``prize`` in each simulated draw,
    in cents: ``prizes.award`` for each draw's winners and ball count."""
    base = proclaim(rules.takings, rules.unit).prizes[prize]
    k, w = outcomes.count[prize], outcomes.winners[prize]
    key = k.astype(np.int64) * 100_000 + w
    uniq, back = np.unique(key, return_inverse=True)
    cost = np.array(
        [
            award(prize, base, [Winner(i, int(u // 100_000)) for i in range(int(u % 100_000))], rules.bonus, rules.promo.get(prize, 0), rules.unit).bonus_cost
            for u in uniq.tolist()
        ],
        dtype=np.int64,
    )
    return cost[back.reshape(-1)]


@dataclass(frozen=True)
class Plan:
    rules: PlanRules
    draws: int
    p_major: Estimate
    p_major_by_limit: dict[int, Estimate]
    p_major_single_card: float
    p_major_single_card_by_limit: dict[int, float]
    quantiles: dict[str, tuple[int, int, int]]
    quantiles_stderr: dict[str, tuple[float, float, float]]
    quantiles_single_card: dict[str, tuple[int, int, int]]
    bonus_cost: dict[str, Estimate]

    @property
    def pot_contribution(self) -> int:
        return self.rules.pot_contribution

    @property
    def expected_games_to_major(self) -> Estimate | None:
        """Games until the major prize is won, the winning one included: 1 / p (geometric), with
        the delta method's standard error. None when no simulated draw won it."""
        p = self.p_major
        if p.value <= 0:
            return None
        return Estimate(1 / p.value, p.stderr / p.value**2)

    @property
    def expected_pot_at_win(self) -> Estimate | None:
        """The pot proclaimed in the game that wins it: the pot now plus 15 % of each game's takings
        up to that game."""
        g = self.expected_games_to_major
        if g is None:
            return None
        c = self.pot_contribution
        return Estimate(self.rules.pot_start + c * g.value, c * g.stderr)

    def pot_if_not_won(self, games: int) -> list[int]:
        """The pot proclaimed in each of the next ``games`` games while nobody wins it."""
        c, s = self.pot_contribution, self.rules.pot_start
        return [s + k * c for k in range(1, games + 1)]

    def expected_pot(self, games: int, p_major: float | None = None) -> list[float]:
        """The expected pot proclaimed in each of the next ``games`` games: each game adds its 15 %
        before the draw; a win (probability ``p_major``, the plan's by default) pays 97 % and leaves
        3 % for the next pot (Art. 7 f)."""
        p = self.p_major.value if p_major is None else p_major
        kept = 1 - p * MAJOR_PAID_BP / 10_000
        out, x = [], float(self.rules.pot_start)
        for _ in range(games):
            x += self.pot_contribution
            out.append(x)
            x *= kept
        return out

    def to_json(self) -> dict[str, Any]:
        """The figures under the names of ``hallstation plan --json`` (issue 14), each Monte Carlo
        figure with its ``…_stderr``."""
        g, pot = self.expected_games_to_major, self.expected_pot_at_win
        return {
            "cards": self.rules.cards,
            "limit": self.rules.limit,
            "draws": self.draws,
            "p_major": self.p_major.value,
            "p_major_stderr": self.p_major.stderr,
            "p_major_single_card": self.p_major_single_card,
            "expected_games_to_major": None if g is None else g.value,
            "expected_games_to_major_stderr": None if g is None else g.stderr,
            "expected_pot_at_win_cents": None if pot is None else pot.value,
            "expected_pot_at_win_cents_stderr": None if pot is None else pot.stderr,
            "ball_count_quantiles": {p: list(v) for p, v in self.quantiles.items()},
            "ball_count_quantiles_stderr": {p: list(v) for p, v in self.quantiles_stderr.items()},
            "bonus_cost_cents_per_game": {p: e.value for p, e in self.bonus_cost.items()},
            "bonus_cost_cents_per_game_stderr": {p: e.stderr for p, e in self.bonus_cost.items()},
            "price_cents": self.rules.price,
            "pot_start_cents": self.rules.pot_start,
            "pot_contribution_cents": self.pot_contribution,
            "p_major_by_limit": {str(n): e.value for n, e in self.p_major_by_limit.items()},
            "p_major_by_limit_stderr": {str(n): e.stderr for n, e in self.p_major_by_limit.items()},
        }


def bonus_prizes(rules: PlanRules) -> list[str]:
    """The prizes whose bonuses cost the house: the ball-count bonus's (Art. 8: line, T or L) and
    any with a promotional bonus, in board order."""
    return [p for p in PATTERN_PRIZES if p in BONUS_PRIZES or rules.promo.get(p)]


def make_plan(rules: PlanRules, outcomes: Outcomes) -> Plan:
    """The plan's figures from the simulated draws over the playing cards."""
    d = outcomes.draws
    if d < 1:
        raise ValueError("a plan needs at least one simulated draw")
    full = outcomes.count[FULL_CARD]
    by_limit = {n: proportion(int(np.count_nonzero(full <= n)), d) for n in LIMITS}
    p = by_limit.get(rules.limit) or proportion(int(np.count_nonzero(full <= rules.limit)), d)
    exact = single_card_cdfs(rules.patterns)
    quant, quant_se, single = {}, {}, {}
    for prize in PATTERN_PRIZES:
        if prize not in outcomes.count:
            continue
        qs = [quantile(outcomes.count[prize], q) for q in QUANTILES]
        quant[prize] = tuple(v for v, _ in qs)
        quant_se[prize] = tuple(se for _, se in qs)
        single[prize] = tuple(cdf_quantile(exact[prize], q) for q in QUANTILES)
    costs = {prize: mean(bonus_costs(outcomes, prize, rules)) for prize in bonus_prizes(rules)}
    return Plan(
        rules,
        d,
        p,
        by_limit,
        float(exact[FULL_CARD][rules.limit]),
        {n: float(exact[FULL_CARD][n]) for n in LIMITS},
        quant,
        quant_se,
        single,
        costs,
    )


def plan(
    rules: PlanRules,
    cards: Sequence[Card] | np.ndarray,
    rng: np.random.Generator,
    draws: int,
    progress: Progress | None = None,
) -> Plan:
    """Simulate ``draws`` draws with ``rng`` over the playing ``cards`` and make the plan."""
    if len(cards) != rules.cards:
        raise ValueError(f"the plan is for {rules.cards} cards, {len(cards)} given")
    outcomes = simulate(cards, rules.patterns, random_draws(rng, draws), progress=progress)
    return make_plan(rules, outcomes)


__all__ = [
    "Cancelled",
    "CardBits",
    "Estimate",
    "LIMITS",
    "Outcomes",
    "Plan",
    "PlanRules",
    "QUANTILES",
    "bonus_costs",
    "bonus_prizes",
    "card_grids",
    "cdf_quantile",
    "first_full_card",
    "make_plan",
    "mean",
    "plan",
    "proportion",
    "quantile",
    "random_draws",
    "sample_first_full",
    "simulate",
    "single_card_cdf",
    "single_card_cdfs",
    "single_card_full",
]
