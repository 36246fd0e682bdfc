"""Poker speed figures (no assertions): ``.venv/bin/python bench/bench_poker.py``.

Goals: all 2,598,960 hands ranked in <= 2 s; 1,000,000 simulated rounds in <= 5 s.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from hallstation.core.poker.fast import all_hands, rank_array  # noqa: E402
from hallstation.core.poker.simulation import simulate  # noqa: E402


def best_of(repeats: int, fn) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeats):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def main() -> None:
    t_enum, hands = best_of(3, all_hands)
    t_rank, _ = best_of(3, lambda: rank_array(hands))
    n = len(hands)
    print(f"poker: enumerate all {n} hands: {t_enum:.2f} s")
    print(f"poker: rank all {n} hands: {t_rank:.2f} s (goal <= 2 s)")
    print(f"poker: enumerate + rank all {n} hands: {t_enum + t_rank:.2f} s (goal <= 2 s)")
    t_low, _ = best_of(3, lambda: rank_array(hands, ace_low=True))
    print(f"poker: rank all {n} hands, ace_low: {t_low:.2f} s (goal <= 2 s)")
    for strategy in ("pair-or-better", "ak-or-better"):
        t_sim, result = best_of(
            3, lambda s=strategy: simulate(1_000_000, s, np.random.default_rng(2024))
        )
        print(
            f"poker: simulate 1000000 rounds ({strategy}): {t_sim:.2f} s (goal <= 5 s); "
            f"house edge {result.house_edge:.4f}"
        )


if __name__ == "__main__":
    main()
