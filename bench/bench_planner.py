"""The planner's figures (issue 14 §1). Prints; asserts nothing.

- the major prize's probability from 100,000 simulated draws of a 3,000-card series: the draws
  made and every draw's first full card found (goal <= 2 s on this machine), each draw's balls
  made from the last one backwards only as far as its first full card (``sample_first_full``),
  and the same from whole draws made first (``random_draws`` + ``first_full_card``, what the plan
  does); the wall-clock time and the process's CPU time, with the machine's load beside them
- the whole plan (every prize's ball counts, the bonus costs, the pot) from 10,000 draws of the
  same series (no goal: the command line's default; the other prizes need every card's shapes)
"""

from __future__ import annotations

import os
import random
import time

import numpy as np

from hallstation.core.bingo import planner as pl
from hallstation.core.bingo.cards import SeriesInfo, generate_series
from hallstation.core.bingo.patterns import default_patterns

CARDS, DRAWS, LIMIT = 3000, 100_000, 55


def best_of(runs: int, fn):
    """(best wall-clock seconds, best CPU seconds, the result)."""
    best, cpu, out = float("inf"), float("inf"), None
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        out = fn()
        best, cpu = min(best, time.perf_counter() - t), min(cpu, time.process_time() - c)
    return best, cpu, out


def load() -> str:
    try:
        return f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
    except OSError:  # pragma: no cover - no load average on this system
        return f"{os.cpu_count()} CPUs"


def main() -> None:
    cards = generate_series(SeriesInfo(1, "x", "A", CARDS, 1), random.Random(1)).cards()
    grid = pl.card_grids(cards)

    def sampled() -> pl.Estimate:
        count, _winners = pl.sample_first_full(grid, np.random.default_rng(7), DRAWS)
        return pl.proportion(int(np.count_nonzero(count <= LIMIT)), DRAWS)

    def whole() -> pl.Estimate:
        count, _winners = pl.first_full_card(grid, pl.random_draws(np.random.default_rng(7), DRAWS))
        return pl.proportion(int(np.count_nonzero(count <= LIMIT)), DRAWS)

    for how, fn in (("draws made backwards as far as needed", sampled), ("whole draws made first", whole)):
        seconds, cpu, p = best_of(3, fn)
        print(
            f"planner: P(major prize within {LIMIT} balls), {DRAWS:,} simulated draws of a {CARDS:,}-card series, {how}: "
            f"{seconds:.2f} s (goal <= 2 s; CPU {cpu:.2f} s, {load()}) — p = {p.value:.4f} ± {p.stderr:.4f} (standard error)"
        )
    rules = pl.PlanRules(cards=CARDS, price=1000, limit=LIMIT, patterns=default_patterns())
    for draws in (10_000,):
        seconds, cpu, plan = best_of(1, lambda: pl.plan(rules, grid, np.random.default_rng(7), draws))
        cost = plan.bonus_cost["line"]
        print(
            f"planner: the whole plan (5 prizes, bonuses, pot) from {draws:,} draws of {CARDS:,} cards: {seconds:.2f} s (CPU {cpu:.2f} s) — "
            f"p = {plan.p_major.value:.4f} ± {plan.p_major.stderr:.4f}, line bonus {cost.value / 100:.2f} ± {cost.stderr / 100:.2f} pesos per game"
        )


if __name__ == "__main__":
    main()
