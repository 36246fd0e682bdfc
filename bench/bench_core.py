"""Bingo core and store figures (issue: foundation). Prints; asserts nothing.

- the winner scan per ball for 3,000 and 30,000 sold cards (goal <= 1 ms and <= 100 ms)
- series generation for 3,000 cards (goal well under 1 s)
- rebuilding the state of a day of 20 games from the store (goal <= 200 ms)
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from hallstation.core.bingo.cards import SeriesInfo, generate_series
from hallstation.core.bingo.patterns import PATTERN_PRIZES, default_patterns
from hallstation.core.bingo.scan import WinnerScanner


def scan_per_ball(n_cards: int) -> tuple[float, float]:
    cards = []
    k = 0
    while len(cards) < n_cards:
        s = generate_series(SeriesInfo(k + 1, "x", "A", min(3000, n_cards - len(cards)), 1), random.Random(k))
        cards += s.cards()
        k += 1
    sc = WinnerScanner(cards, default_patterns())
    times = []
    for rep in range(5):
        balls = random.Random(rep).sample(range(1, 76), 75)
        for i in range(1, 76):
            t = time.perf_counter()
            sc.scan(balls[:i], PATTERN_PRIZES)
            times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000, sorted(times)[int(len(times) * 0.95)] * 1000


def series_generation() -> float:
    best = float("inf")
    for seed in range(5):
        t = time.perf_counter()
        generate_series(SeriesInfo(1, "x", "A", 3000, 1), random.Random(seed))
        best = min(best, time.perf_counter() - t)
    return best * 1000


def rebuild_day(games: int = 20, cards: int = 3000) -> tuple[float, int]:
    from hallstation.services.simulate import simulate
    from hallstation.services.station import Station

    with tempfile.TemporaryDirectory() as d:
        st = Station(Path(d))
        simulate(st, cards, games, seed=1, price=1000, limit=55)
        n = len(st.store)
        st.close()
        times = []
        for _ in range(5):
            t = time.perf_counter()
            st = Station(Path(d))
            times.append(time.perf_counter() - t)
            st.close()
    return statistics.median(times) * 1000, n


def main() -> None:
    for n, goal in ((3000, 1), (30000, 100)):
        med, p95 = scan_per_ball(n)
        print(f"bingo: winner scan per ball, {n} sold cards: median {med:.3f} ms, p95 {p95:.3f} ms (goal <= {goal} ms)")
    print(f"bingo: generate a series of 3000 cards: {series_generation():.1f} ms (goal well under 1000 ms)")
    ms, n = rebuild_day()
    print(f"store: rebuild the state of a day of 20 games ({n} events, 20 series of 3000 cards): {ms:.1f} ms (goal <= 200 ms)")


if __name__ == "__main__":
    main()
