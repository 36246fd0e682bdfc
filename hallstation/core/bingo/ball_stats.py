"""Is the blower fair? How often each ball came out over a span of games, against how often it
should have, and a χ² goodness-of-fit test of the difference (issue 14 §2).

Each game's draws are spread evenly over the 75 balls: a game with ``k`` balls drawn expects
``k/75`` of every ball, so over the span every ball expects ``E = N/75`` (``N`` balls drawn in all).

**The statistic.** A game draws *without replacement* — no ball twice — so a ball's count in one
game is 0 or 1 and varies less than Pearson's Σ(O − E)²/E assumes (that formula is for draws with
replacement: a game that drew 45 balls would give a fair blower a mean of 30, not 74, and hide a
biased one). The test here is Cochran's Q, the χ² statistic for exactly this design (games as
blocks, balls as treatments, each drawn or not)::

    Q = 74 · (75 · Σᵢ Oᵢ² − N²) / (75 · N − Σ_g k_g²)

which is ``(74/75) · Σᵢ (Oᵢ − E)² / V`` with ``V = Σ_g (k_g/75)(1 − k_g/75)`` the variance of each
ball's count. For a fair blower Q follows the χ² distribution with 74 degrees of freedom (75 balls
less the total, which is fixed); when every game draws one ball it is Pearson's statistic
exactly. Pearson's figure is given beside it (``pearson_chi2``) for comparison only.

**The p-value** is χ²'s survival function, the regularized upper incomplete gamma function
``Q(dof/2, x/2)``, computed here in pure Python (series below ``a + 1``, Lentz's continued
fraction above it). Below ``ALERT_P`` (0.001) the day report raises an alert.

**The per-ball alert.** Q weighs the 75 differences together; one ball drawn at half its rate
moves it little. So each ball's count is also looked at alone: the largest |z| of the 75 (z: how
many standard deviations from expectation) against its exact tail. One ball's count over games
that drew ``k_g`` balls each is a sum of independent 0-or-1 draws with probabilities ``k_g/75``
(Poisson's binomial), computed exactly here — per group of games of the same ``k`` a binomial,
convolved — so ``q = P(|O − E| ≥ d)`` for the largest distance ``d`` is exact however few the
balls. The 75 balls are then one test: ``p = 1 − (1 − q)^75`` (Šidák's correction; the counts are
almost independent, their correlation is −1/74), so the alert below ``ALERT_P`` rings on a fair
blower about as often as Q's does, once in a thousand days — not once in a thousand per ball.
``tests/core/bingo/test_ball_stats.py`` checks that by simulation. Simulated (40 games of 45 balls,
one ball drawn at half its rate), the per-ball alert catches that ball far more often than Q.

**What the full card does.** A game ends when a card is full, which needs its 5+5+4+5+5 numbers,
so the balls a game drew are not quite a random set. In simulations of fair draws played to the
full card (a new series of 1,000 cards each game, 60 seasons of 1,000 games) the N column came out
0.35 % below its share and Q still averaged its 74 (73.0 ± 1.5): nothing over a day or a season;
the trace grows with the number of games (about one point of Q per thousand games) and would
matter only over tens of thousands.

Pure: no Qt, no SQLite, no clock, no randomness.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from hallstation.core.bingo.balls import BALLS, label
from hallstation.core.errors import RuleError

DOF = BALLS - 1  # 74
ALERT_P = 0.001  # the day report's alert: the blower looks unfair below this p-value
FEW_EXPECTED = 5.0  # fewer expected per ball: the χ² approximation is rough (said, not refused)
FURTHEST = 5  # how many balls the report names as furthest from expectation

_EPS = 1e-15
_TINY = 1e-300


# ------------------------------------------------------------------ the χ² distribution
def _log_prefactor(a: float, x: float) -> float:
    return -x + a * math.log(x) - math.lgamma(a)


def _iterations(a: float) -> int:
    return 200 + int(20 * math.sqrt(a))


def _lower_series(a: float, x: float) -> float:
    """P(a, x) by its series (converges fast for x < a + 1)."""
    ap, term = a, 1.0 / a
    total = term
    for _ in range(_iterations(a)):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * _EPS:
            break
    return total * math.exp(_log_prefactor(a, x))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x) by its continued fraction, modified Lentz (converges fast for x > a + 1)."""
    b = x + 1.0 - a
    c = 1.0 / _TINY
    d = 1.0 / b
    h = d
    for i in range(1, _iterations(a) + 1):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        if abs(d) < _TINY:
            d = _TINY
        c = b + an / c
        if abs(c) < _TINY:
            c = _TINY
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return math.exp(_log_prefactor(a, x)) * h


def gammaincc(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), a > 0."""
    if not a > 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 1.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _lower_series(a, x))
    return _upper_fraction(a, x)


def gammainc(a: float, x: float) -> float:
    """The regularized lower incomplete gamma function P(a, x) = 1 − Q(a, x)."""
    if not a > 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 0.0
    if x < a + 1.0:
        return _lower_series(a, x)
    return 1.0 - _upper_fraction(a, x)


def chi2_sf(x: float, dof: int | float) -> float:
    """P(X ≥ x) for X with the χ² distribution of ``dof`` degrees of freedom."""
    if not dof > 0:
        raise ValueError("the degrees of freedom must be positive")
    if x <= 0:
        return 1.0
    return gammaincc(dof / 2.0, x / 2.0)


# ------------------------------------------------------------------ the statistics
def pearson_chi2(observed: Sequence[float], expected: Sequence[float]) -> float:
    """Σ (O − E)² / E — Pearson's statistic, for draws with replacement."""
    if len(observed) != len(expected):
        raise ValueError("observed and expected differ in length")
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected) if e > 0)


def cochran_q(counts: Sequence[int], draws_per_game: Sequence[int], balls: int = BALLS) -> float | None:
    """Cochran's Q for ``counts`` (how often each of the ``balls`` came out) over games that drew
    ``draws_per_game`` balls each, without replacement: exact from the integers. None when the
    games carry no information (no ball, or every game drew every ball)."""
    n = sum(draws_per_game)
    if sum(counts) != n:
        raise ValueError("the counts do not add up to the balls drawn")
    denominator = balls * n - sum(k * k for k in draws_per_game)
    if denominator <= 0:
        return None
    numerator = (balls - 1) * (balls * sum(c * c for c in counts) - n * n)
    return numerator / denominator


# ------------------------------------------------------------------ one ball's count, exactly
def _log_factorials(n: int) -> np.ndarray:
    return np.concatenate([[0.0], np.cumsum(np.log(np.arange(1, n + 1, dtype=float)))])


def _binomial_pmf(n: int, p: float, logfact: np.ndarray) -> np.ndarray:
    """P(X = j), j = 0..n, for X binomial(n, p), from log-factorials (no overflow, no cancellation)."""
    if p <= 0.0:
        out = np.zeros(n + 1)
        out[0] = 1.0
        return out
    if p >= 1.0:
        out = np.zeros(n + 1)
        out[n] = 1.0
        return out
    j = np.arange(n + 1)
    log = logfact[n] - logfact[j] - logfact[n - j] + j * math.log(p) + (n - j) * math.log1p(-p)
    return np.exp(log)


def count_distribution(draws_per_game: Sequence[int], balls: int = BALLS) -> np.ndarray:
    """The exact distribution of one ball's count over games that drew ``draws_per_game`` balls
    each, without replacement: ``pmf[c] = P(count = c)`` for a fair blower (each game draws the
    ball with probability ``k/75``, independently of the other games)."""
    groups = Counter(k for k in draws_per_game if k > 0)
    logfact = _log_factorials(max(groups.values(), default=0))
    pmf = np.ones(1)
    for k, n in sorted(groups.items()):
        pmf = np.convolve(pmf, _binomial_pmf(n, k / balls, logfact))
    return pmf


def distance_tail(pmf: np.ndarray, mean: float, distance: float) -> float:
    """P(|count − mean| ≥ distance) under ``pmf`` (both tails, exact to rounding)."""
    c = np.arange(len(pmf))
    far = np.abs(c - mean) >= distance - 1e-9 * max(1.0, mean)
    return float(min(1.0, pmf[far].sum()))


def max_of(q: float, tests: int = BALLS) -> float:
    """The probability that the most extreme of ``tests`` almost independent tests, each with tail
    ``q``, is at least as extreme: ``1 − (1 − q)^tests`` (Šidák), computed without cancellation."""
    if q >= 1.0:
        return 1.0
    return float(-math.expm1(tests * math.log1p(-q)))


@dataclass(frozen=True)
class BallStats:
    """One source's balls over a span of games: counts, expectation and the test."""

    source: str | None
    games: int  # games that drew at least one ball
    draws: tuple[int, ...]  # balls drawn in each of them
    counts: tuple[int, ...]  # counts[i]: how often ball i + 1 came out

    @property
    def balls(self) -> int:
        return sum(self.draws)

    @property
    def expected(self) -> float:
        """What each ball should have come out: Σ_g k_g / 75."""
        return self.balls / BALLS

    @property
    def variance(self) -> float:
        """The variance of each ball's count for a fair blower: Σ_g (k_g/75)(1 − k_g/75)."""
        return sum((k / BALLS) * (1 - k / BALLS) for k in self.draws)

    @property
    def chi2(self) -> float | None:
        return cochran_q(self.counts, self.draws)

    @property
    def dof(self) -> int:
        return DOF

    @property
    def p_value(self) -> float | None:
        q = self.chi2
        return None if q is None else chi2_sf(q, DOF)

    @property
    def pearson_chi2(self) -> float | None:
        return pearson_chi2(self.counts, [self.expected] * BALLS) if self.balls else None

    @property
    def alert(self) -> bool:
        """The blower looks unfair: Cochran's Q, or the largest |z| of one ball, below p = 0.001."""
        return self.q_alert or self.max_z_alert

    @property
    def few_balls(self) -> bool:
        """Under 5 expected per ball: the χ² approximation is rough."""
        return self.expected < FEW_EXPECTED

    def z(self, ball: int) -> float | None:
        """How many standard deviations ball ``ball``'s count is from expectation."""
        v = self.variance
        return None if v <= 0 else (self.counts[ball - 1] - self.expected) / math.sqrt(v)

    # ------------------------------------------------------------------ the per-ball alert
    @property
    def max_z_ball(self) -> int | None:
        """The ball furthest from expectation, |z| largest (ties: the lower ball); None with no
        information (no ball, or every game drew every ball)."""
        if not self.balls or self.variance <= 0:
            return None
        e = self.expected
        return min(range(1, BALLS + 1), key=lambda b: (-abs(self.counts[b - 1] - e), b))

    @property
    def max_z(self) -> float | None:
        """That ball's z (signed: below expectation is negative)."""
        b = self.max_z_ball
        return None if b is None else self.z(b)

    @cached_property
    def max_z_tail(self) -> float | None:
        """One ball's exact chance to be as far from expectation as ``max_z_ball`` is."""
        b = self.max_z_ball
        if b is None:
            return None
        e = self.expected
        return distance_tail(count_distribution(self.draws), e, abs(self.counts[b - 1] - e))

    @property
    def max_z_p(self) -> float | None:
        """The p-value of the largest |z| of the 75 balls, as one test (corrected for 75 balls)."""
        q = self.max_z_tail
        return None if q is None else max_of(q)

    @property
    def q_alert(self) -> bool:
        """Cochran's Q says the blower looks unfair: p < 0.001."""
        p = self.p_value
        return p is not None and p < ALERT_P

    @property
    def max_z_alert(self) -> bool:
        """One ball is too far from expectation for a fair blower: its p (for the 75) < 0.001."""
        p = self.max_z_p
        return p is not None and p < ALERT_P

    def furthest(self, n: int = FURTHEST, word: str = "BINGO") -> list[dict[str, Any]]:
        """The ``n`` balls furthest from expectation, furthest first (ties: the lower ball)."""
        if not self.balls:
            return []
        e = self.expected
        order = sorted(range(1, BALLS + 1), key=lambda b: (-abs(self.counts[b - 1] - e), b))
        out = []
        for b in order[:n]:
            z = self.z(b)
            out.append(
                {
                    "ball": b,
                    "label": label(b, word),
                    "count": self.counts[b - 1],
                    "expected": e,
                    "difference": self.counts[b - 1] - e,
                    "z": z,
                }
            )
        return out

    def to_dict(self, word: str = "BINGO") -> dict[str, Any]:
        e = self.expected
        return {
            "source": self.source,
            "games": self.games,
            "balls": self.balls,
            "counts": {str(b): self.counts[b - 1] for b in range(1, BALLS + 1)},
            "expected": {str(b): e for b in range(1, BALLS + 1)},
            "chi2": self.chi2,
            "dof": DOF,
            "p_value": self.p_value,
            "alert": self.alert,
            "q_alert": self.q_alert,
            "alert_below": ALERT_P,
            "max_z_ball": self.max_z_ball,
            "max_z": self.max_z,
            "max_z_p": self.max_z_p,
            "max_z_alert": self.max_z_alert,
            "statistic": "cochran_q",
            "variance": self.variance,
            "pearson_chi2": self.pearson_chi2,
            "few_balls": self.few_balls,
            "furthest": self.furthest(word=word),
        }


def check_game_balls(balls: Sequence[int]) -> list[int]:
    """One game's balls: each 1–75, none twice (the red ball is not one of the 75)."""
    out = []
    for b in balls:
        if isinstance(b, bool) or not isinstance(b, int) or not 1 <= b <= BALLS:
            raise RuleError("There is no ball {ball}: the balls go from 1 to 75", ball=b)
        out.append(b)
    if len(set(out)) != len(out):
        raise RuleError("A game draws each ball once: a ball is listed twice")
    return out


def ball_stats(games: Iterable[Sequence[int]], source: str | None = None) -> BallStats:
    """The counts and the test over ``games``, each the list of balls it drew (1–75)."""
    counts = [0] * BALLS
    draws = []
    for balls in games:
        drawn = check_game_balls(balls)
        if not drawn:
            continue
        draws.append(len(drawn))
        for b in drawn:
            counts[b - 1] += 1
    return BallStats(source, len(draws), tuple(draws), tuple(counts))


__all__ = [
    "ALERT_P",
    "count_distribution",
    "distance_tail",
    "max_of",
    "DOF",
    "FEW_EXPECTED",
    "BallStats",
    "ball_stats",
    "check_game_balls",
    "chi2_sf",
    "cochran_q",
    "gammainc",
    "gammaincc",
    "pearson_chi2",
]
