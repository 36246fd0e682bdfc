"""The blower monitor's per-ball alert (issue 22 §6). Prints; asserts nothing.

- false alarms on fair days (45 games of 45 balls), per-ball alert and Cochran's Q, at p < 0.001
  (goal: at most 0.1 %, the same rate as Q's — the test is corrected for the 75 balls)
- detection of one ball drawn at half its rate over such a day (the issue's simulation: ~36 %)
- the time of the exact tail for a day and for a season of 20,000 games (goal: well under 1 s)
"""

from __future__ import annotations

import time

import numpy as np

from hallstation.core.bingo.ball_stats import ALERT_P, ball_stats, count_distribution, distance_tail, max_of

GAMES, BALLS = 45, 45


def fair_days(days: int, seed: int = 11) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    pmf, e = count_distribution([BALLS] * GAMES), GAMES * BALLS / 75
    z_alarms = q_alarms = 0
    for i in range(days):
        order = np.argsort(rng.random((GAMES, 75)), axis=1)[:, :BALLS] + 1
        counts = np.bincount(order.ravel(), minlength=76)[1:]
        z_alarms += max_of(distance_tail(pmf, e, float(np.abs(counts - e).max()))) < ALERT_P
        if i < days // 10:  # Q on a tenth of them (the whole BallStats: slower)
            q_alarms += ball_stats(order.tolist()).q_alert
    return z_alarms / days, q_alarms / (days // 10)


def half_rate_days(days: int, seed: int = 5, ball: int = 45) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    others = np.array([b for b in range(1, 76) if b != ball])
    z = q = 0
    for _ in range(days):
        day = []
        for _g in range(GAMES):
            if rng.random() < 0.5 * BALLS / 75:  # half its rate: k/150 a game instead of k/75
                day.append([ball, *rng.choice(others, BALLS - 1, replace=False).tolist()])
            else:
                day.append(rng.choice(others, BALLS, replace=False).tolist())
        s = ball_stats(day)
        z += s.max_z_alert
        q += s.q_alert
    return z / days, q / days


def tail_time(games: int) -> float:
    ks = [30 + g % 40 for g in range(games)]
    t = time.perf_counter()
    pmf = count_distribution(ks)
    distance_tail(pmf, sum(ks) / 75, 50.0)
    return (time.perf_counter() - t) * 1000


def main() -> None:
    z_false, q_false = fair_days(20_000)
    print(f"fair days ({GAMES} games of {BALLS} balls): per-ball alert {z_false:.3%}, Q {q_false:.3%} (goal <= {ALERT_P:.1%})")
    z_hit, q_hit = half_rate_days(2_000)
    print(f"one ball at half its rate over a day: per-ball alert {z_hit:.1%}, Q {q_hit:.1%} (issue: ~36 % against 5 %)")
    print(f"exact tail: a day of 45 games {tail_time(45):.2f} ms, a season of 20,000 games {tail_time(20_000):.1f} ms (goal < 1000 ms)")


if __name__ == "__main__":
    main()
