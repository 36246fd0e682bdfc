"""The planner's mathematics (issue 14 §1, §3): the exact single-card figures against their formula,
the Monte Carlo against the exact figure for a single card and against independent brute force on
small series, and the bonus cost against a direct simulation of the game by its own rules."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import numpy as np
import pytest

from hallstation.core.bingo import planner as pl
from hallstation.core.bingo.cards import SeriesInfo, generate_series
from hallstation.core.bingo.game import BingoGame, GameConfig
from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, MAJOR, P_U_N, PATTERN_PRIZES, T_L, default_patterns
from hallstation.core.bingo.prizes import DEFAULT_BONUS, MAJOR_PAID_BP, Winner, award_major, proclaim
from hallstation.core.bingo.scan import WinnerScanner, evaluate
from tests.core.bingo.helpers import CARD_A, CARD_B, CARD_C, crafted_series, ratify

PATTERNS = default_patterns()
Z = 4.5  # a Monte Carlo figure is within this many standard errors of the truth (fixed seeds)


def series(cards: int, seed: int = 1):
    return generate_series(SeriesInfo(1, "x", "A", cards, 1), random.Random(seed))


def close(estimate: float, exact: float, stderr: float, floor: float = 0.0) -> bool:
    return abs(estimate - exact) <= Z * max(stderr, floor)


# ----------------------------------------------------------------------- exact, one card
def test_one_card_full_within_n_is_c51_n_minus_24_over_c75_n():
    cdf = pl.single_card_cdfs(PATTERNS)[FULL_CARD]
    for n in range(76):
        want = Fraction(math.comb(51, n - 24), math.comb(75, n)) if n >= 24 else Fraction(0)
        assert pl.single_card_full(n) == want == cdf[n]
    assert cdf[75] == 1 and cdf[23] == 0
    # the figures docs/rules.md gives for the limits (Art. 13)
    for n, p in ((50, 0.0000047), (52, 0.0000165), (55, 0.0000965), (58, 0.000498), (60, 0.00140)):
        assert float(cdf[n]) == pytest.approx(p, rel=0.01)


@pytest.mark.parametrize("prize", PATTERN_PRIZES)
def test_one_shape_of_k_cells_within_n_is_c75_minus_k_n_minus_k_over_c75_n(prize):
    for pat in PATTERNS[prize]:
        k = bin(pat.mask).count("1")
        cdf = pl.single_card_cdf([pat.mask])
        assert list(cdf) == [Fraction(math.comb(75 - k, n - k) if n >= k else 0, math.comb(75, n)) for n in range(76)]


def test_a_prize_of_several_shapes_by_inclusion_exclusion_equals_counting_the_card_s_cells(monkeypatch):
    """The two exact methods agree: inclusion–exclusion over the shapes, and counting every set of
    the card's cells that holds a shape (what a hall with many shapes gets)."""
    masks = [p.mask for p in PATTERNS[LINE]]
    by_shapes = pl.single_card_cdf(masks)
    monkeypatch.setattr(pl, "MAX_INCLUSION_EXCLUSION_SHAPES", 0)
    assert pl.single_card_cdf(masks) == by_shapes
    assert all(a <= b for a, b in zip(by_shapes, by_shapes[1:]))  # more balls, more chance
    assert by_shapes[3] == 0 and by_shapes[4] == Fraction(5, math.comb(75, 4))  # 4 four-cell shapes + corners


def test_exact_figures_of_a_prize_match_a_count_by_hand():
    """T or L on one card. T holds 8 cells, L 9, both 15 (they share the top-left corner and the
    bottom centre): a j-set of the card's 24 cells holds one of them in C(16, j − 8) + C(15, j − 9)
    − C(9, j − 15) ways; the other n − j balls are off the card (51 numbers). For j = 8 the sets
    are also counted one by one."""
    t, l_ = (p.mask for p in PATTERNS[T_L])
    assert (bin(t).count("1"), bin(l_).count("1"), bin(t | l_).count("1")) == (8, 9, 15)
    c = lambda n, k: math.comb(n, k) if 0 <= k <= n else 0  # noqa: E731
    good = [c(16, j - 8) + c(15, j - 9) - c(9, j - 15) for j in range(25)]
    cells = [i for i in range(25) if i != 12]
    one_by_one = sum(1 for combo in itertools.combinations(cells, 8) if (m := sum(1 << i for i in combo)) & t == t or m & l_ == l_)
    assert one_by_one == good[8] == 1
    cdf = pl.single_card_cdf([t, l_])
    for n in range(76):
        assert cdf[n] == Fraction(sum(good[j] * c(51, n - j) for j in range(min(n, 24) + 1)), math.comb(75, n)), n


def test_cdf_quantile_is_the_smallest_count_reaching_the_share():
    cdf = [Fraction(0), Fraction(1, 10), Fraction(1, 2), Fraction(9, 10), Fraction(1)]
    assert [pl.cdf_quantile(cdf, q) for q in (0.05, 0.1, 0.5, 0.51, 0.9, 1.0)] == [1, 1, 2, 3, 3, 4]


# ----------------------------------------------------------------------- the draws
def test_draws_are_permutations_of_the_75_balls_reproducible_from_the_generator():
    a = pl.random_draws(np.random.default_rng(5), 2000)
    b = pl.random_draws(np.random.default_rng(5), 2000)
    assert a.dtype == np.uint8 and a.shape == (2000, 75) and (a == b).all()
    assert (np.sort(a, axis=1) == np.arange(1, 76)).all()
    first = np.bincount(a[:, 0], minlength=76)[1:]
    assert first.min() > 5  # every ball comes out first now and then (about 27 times each)


# ----------------------------------------------------------------------- Monte Carlo, one card
def test_monte_carlo_over_one_card_matches_its_exact_figures():
    card = series(1, seed=4).cards()
    d = 200_000
    out = pl.simulate(card, PATTERNS, pl.random_draws(np.random.default_rng(11), d))
    exact = pl.single_card_cdfs(PATTERNS)
    for prize in PATTERN_PRIZES:
        assert (out.winners[prize] == 1).all()
        counts = out.count[prize]
        for n in range(1, 76):
            p = float(exact[prize][n])
            if 0.001 < p < 0.999:
                e = pl.proportion(int(np.count_nonzero(counts <= n)), d)
                assert close(e.value, p, e.stderr), (prize, n, e, p)
        for q in pl.QUANTILES:
            want = pl.cdf_quantile(exact[prize], q)
            got, _se = pl.quantile(counts, q)
            assert abs(got - want) <= 1, (prize, q, got, want)
    # the major prize at the limits: the rare end, against C(51, n − 24) / C(75, n)
    for n in (58, 60):
        e = pl.proportion(int(np.count_nonzero(out.count[FULL_CARD] <= n)), d)
        assert close(e.value, float(pl.single_card_full(n)), e.stderr), (n, e)


def test_plan_for_one_card_reports_the_exact_single_card_figure():
    rules = pl.PlanRules(cards=1, price=1000, limit=60, patterns=PATTERNS)
    plan = pl.plan(rules, series(1).cards(), np.random.default_rng(2), 100_000)
    assert plan.p_major_single_card == float(pl.single_card_full(60))
    assert close(plan.p_major.value, plan.p_major_single_card, plan.p_major.stderr)
    assert plan.p_major.stderr == pytest.approx(math.sqrt(plan.p_major.value * (1 - plan.p_major.value) / 100_000))
    for n in pl.LIMITS:
        assert plan.p_major_single_card_by_limit[n] == float(pl.single_card_full(n))


# ----------------------------------------------------------------------- Monte Carlo, small series
def brute_force(cards, balls, prize):
    """The station's own claim evaluation, card by card: (ball count of the first completion, how
    many cards complete it then)."""
    counts = [evaluate(c, balls, PATTERNS, [prize])[prize][0] for c in cards]
    k = min(counts)
    return k, counts.count(k)


@pytest.mark.parametrize("cards", ["crafted", "random"])
def test_monte_carlo_draw_by_draw_equals_the_claim_evaluation(cards):
    """Every simulated draw gives, for every prize, the ball count and the number of winners the
    station's claim evaluation finds card by card (crafted cards sharing a row: ties)."""
    played = crafted_series((CARD_A, CARD_B, CARD_C)).cards() if cards == "crafted" else series(7, seed=9).cards()
    draws = pl.random_draws(np.random.default_rng(3), 400)
    out = pl.simulate(played, PATTERNS, draws)
    ties = 0
    for d in range(len(draws)):
        balls = draws[d].tolist()
        for prize in PATTERN_PRIZES:
            k, w = brute_force(played, balls, prize)
            assert (int(out.count[prize][d]), int(out.winners[prize][d])) == (k, w), (d, prize)
            ties += w > 1
    if cards == "crafted":
        assert ties  # CARD_A and CARD_C share a row: some lines are shared


def test_the_full_card_search_alone_agrees_with_the_whole_simulation():
    played = series(300, seed=5).cards()
    draws = pl.random_draws(np.random.default_rng(8), 3000)
    k, w = pl.first_full_card(played, draws)
    out = pl.simulate(played, PATTERNS, draws)
    assert (k == out.count[FULL_CARD]).all() and (w == out.winners[FULL_CARD]).all()
    # and against a plain scan of every card: the highest position among its 24 numbers
    pos = np.zeros((len(draws), 76), dtype=np.int64)
    pos[np.arange(len(draws))[:, None], draws] = np.arange(1, 76)
    nums = np.array([sorted(c.numbers) for c in played])
    done = pos[:, nums].max(axis=2)  # (draws, cards)
    assert (done.min(axis=1) == k).all()
    assert ((done == done.min(axis=1, keepdims=True)).sum(axis=1) == w).all()


def test_draws_made_backwards_as_far_as_needed_give_the_same_odds():
    """``sample_first_full`` (the bench's way: each draw's balls from the last one back, only as far
    as its first full card) against one card's exact figure and against whole draws."""
    one = series(1, seed=6).cards()
    d = 200_000
    k, w = pl.sample_first_full(one, np.random.default_rng(12), d)
    assert (w == 1).all() and k.min() >= 24
    for n in (58, 60, 65, 70):
        e = pl.proportion(int(np.count_nonzero(k <= n)), d)
        assert close(e.value, float(pl.single_card_full(n)), e.stderr), (n, e)
    played = series(1000, seed=2).cards()
    a, _ = pl.sample_first_full(played, np.random.default_rng(1), 60_000)
    b, _ = pl.first_full_card(played, pl.random_draws(np.random.default_rng(2), 60_000))
    for n in (52, 55, 58, 61):
        pa, pb = (pl.proportion(int(np.count_nonzero(x <= n)), 60_000) for x in (a, b))
        assert close(pa.value, pb.value, math.hypot(pa.stderr, pb.stderr)), (n, pa, pb)


def major_exact(cards, n: int) -> float:
    """P(some card of a small series full within n balls): inclusion–exclusion over the cards."""
    total = Fraction(0)
    for r in range(1, len(cards) + 1):
        for subset in itertools.combinations(cards, r):
            u = len(set().union(*(c.numbers for c in subset)))
            total += (-1) ** (r + 1) * Fraction(math.comb(75 - u, n - u), math.comb(75, n))
    return float(total)


def test_monte_carlo_major_prize_of_a_small_series_against_inclusion_exclusion():
    # three cards sharing many numbers (so that the odds are not simply three times one card's)
    played = crafted_series((CARD_A, CARD_C, ((1, 2, 8, 9, 10), (16, 17, 23, 24, 25), (31, 32, 38, 39), (46, 47, 53, 54, 55), (61, 62, 68, 69, 70))))
    cards = played.cards()
    d = 400_000
    k, _w = pl.first_full_card(cards, pl.random_draws(np.random.default_rng(21), d))
    for n in (55, 58, 60, 62):
        e = pl.proportion(int(np.count_nonzero(k <= n)), d)
        assert close(e.value, major_exact(cards, n), e.stderr), (n, e, major_exact(cards, n))


# ----------------------------------------------------------------------- the money
def direct_game(played, price: int, balls, bonus=DEFAULT_BONUS, promo=None, limit: int = 55, unit: int = 100, pot: int = 0):
    """One game by the game's own rules (core/bingo/game.py), the way ``hallstation simulate`` plays
    it: all cards sold, sales closed, after every ball every card that completes an open prize
    claims, the prizes are awarded, until the full card ends it. Returns its awards."""
    s = played
    cfg = GameConfig(number=1, series=s.number, price=price, patterns=PATTERNS, bonus=bonus, promo=promo or {}, limit=limit, unit=unit)
    g = BingoGame(cfg, s)

    def run(events):
        for t, data in events:
            g.apply(t, data)

    run(g.open_sales())
    run(g.sell(list(range(1, len(s) + 1))))
    run(g.close_sales(pot_before=pot))
    ratify(g)  # the jury ratifies the figures before the first ball (Art. 12)
    scanner = WinnerScanner(s.cards(), PATTERNS)
    for ball in balls:
        run(g.draw(ball, "electronic"))
        found = scanner.scan(g.balls, g.open_prizes)
        if not found:
            continue
        for card in sorted({c for cs in found.values() for c in cs}):
            run(g.claim(s.number, card))
        run(g.award())
        if g.state == "finished":
            break
        run(g.resume())
    return g.awards


def test_bonus_cost_draw_by_draw_equals_the_game_s_own_awards():
    played = series(40, seed=13)
    price = 750  # takings that the hall's unit rounds
    promo = {LINE: 50, A_D_E_S: 25}
    rules = pl.PlanRules(cards=40, price=price, limit=55, patterns=PATTERNS, promo=promo, pot_start=123_456)
    draws = pl.random_draws(np.random.default_rng(17), 60)
    out = pl.simulate(played.cards(), PATTERNS, draws)
    costs = {p: pl.bonus_costs(out, p, rules) for p in pl.bonus_prizes(rules)}
    assert set(costs) == {LINE, T_L, A_D_E_S}
    for d in range(len(draws)):
        awards = {a.prize: a for a in direct_game(played, price, draws[d].tolist(), promo=promo, pot=123_456)}
        for prize, c in costs.items():
            assert int(c[d]) == awards[prize].bonus_cost, (d, prize)
        for prize in PATTERN_PRIZES:
            assert int(out.count[prize][d]) == max(awards[prize].ball_counts)
            assert int(out.winners[prize][d]) == len(awards[prize].cards)
        assert (MAJOR in awards) == (out.count[FULL_CARD][d] <= 55)


def test_bonus_cost_and_major_odds_against_an_independent_direct_simulation():
    """The plan's averages against games played by the game's rules with another source of balls
    (Python's random, not numpy's): within their standard errors."""
    played = series(120, seed=3)
    rules = pl.PlanRules(cards=120, price=1000, limit=60, patterns=PATTERNS)
    plan = pl.plan(rules, played.cards(), np.random.default_rng(4), 40_000)
    rng = random.Random(99)
    games = 400
    sums = {p: [] for p in plan.bonus_cost}
    majors = 0
    for _ in range(games):
        awards = {a.prize: a for a in direct_game(played, 1000, rng.sample(range(1, 76), 75), limit=60)}
        for p in sums:
            sums[p].append(awards[p].bonus_cost)
        majors += MAJOR in awards
    for p, values in sums.items():
        direct = pl.mean(np.array(values, dtype=float))
        err = math.hypot(direct.stderr, plan.bonus_cost[p].stderr)
        assert close(plan.bonus_cost[p].value, direct.value, err, floor=1.0), (p, plan.bonus_cost[p], direct)
    direct_p = pl.proportion(majors, games)
    assert close(plan.p_major.value, direct_p.value, math.hypot(direct_p.stderr, plan.p_major.stderr))


def test_the_line_bonus_is_the_house_s_money_and_none_when_switched_off():
    played = series(500, seed=2)
    out = pl.simulate(played.cards(), PATTERNS, pl.random_draws(np.random.default_rng(6), 3000))
    on = pl.PlanRules(cards=500, price=1000, limit=55, patterns=PATTERNS)
    off = pl.PlanRules(cards=500, price=1000, limit=55, patterns=PATTERNS, bonus={LINE: (), T_L: ()})
    assert pl.bonus_costs(out, LINE, on).mean() > 0
    assert (pl.bonus_costs(out, LINE, off) == 0).all() and (pl.bonus_costs(out, T_L, off) == 0).all()
    # a line won by w cards on ball k costs w × share × (factor − 1): the station's ``award``
    base = proclaim(500_000).prizes[LINE]
    cost = pl.bonus_costs(out, LINE, on)
    for d in range(50):
        k, w = int(out.count[LINE][d]), int(out.winners[LINE][d])
        factor = next((f for b, f in DEFAULT_BONUS[LINE] if k <= b), 1)
        share = (base // w) // 100 * 100
        assert cost[d] == w * share * (factor - 1)


def test_the_pot_follows_the_station_s_rules():
    rules = pl.PlanRules(cards=2000, price=1250, limit=55, patterns=PATTERNS, pot_start=1_000_000)
    plan = pl.plan(rules, series(2000).cards(), np.random.default_rng(1), 20_000)
    c = proclaim(2_500_000).pot_contribution
    assert plan.pot_contribution == c == 375_000  # 15 % of the takings, before the draw (Art. 12)
    g = plan.expected_games_to_major
    assert g.value == pytest.approx(1 / plan.p_major.value) and g.stderr == pytest.approx(plan.p_major.stderr / plan.p_major.value**2)
    pot = plan.expected_pot_at_win
    assert pot.value == pytest.approx(1_000_000 + c * g.value) and pot.stderr == pytest.approx(c * g.stderr)
    assert plan.pot_if_not_won(3) == [1_375_000, 1_750_000, 2_125_000]
    # the expected pot over the coming games against the pot itself, game by game: 15 % in before
    # each draw, a win (probability p) pays 97 % and leaves 3 % (award_major's carry)
    p, runs, games = plan.p_major.value, 20_000, 12
    rng = np.random.default_rng(3)
    wins = rng.random((runs, games)) < p
    totals = np.zeros(games)
    for r in range(runs):
        pot_now = 1_000_000
        for k in range(games):
            pot_now += c
            totals[k] += pot_now
            if wins[r, k]:
                pot_now = award_major(pot_now, [Winner(1, 50)]).carry
    expected = plan.expected_pot(games)
    for k in range(games):
        assert totals[k] / runs == pytest.approx(expected[k], rel=0.01)
    assert MAJOR_PAID_BP == 9700


def test_no_major_prize_in_any_draw_gives_no_expectation():
    rules = pl.PlanRules(cards=1, price=1000, limit=50, patterns=PATTERNS)
    plan = pl.plan(rules, series(1).cards(), np.random.default_rng(1), 500)
    assert plan.p_major.value == 0 and plan.expected_games_to_major is None and plan.expected_pot_at_win is None
    j = plan.to_json()
    assert j["expected_games_to_major"] is None and j["expected_pot_at_win_cents"] is None


def test_to_json_holds_the_issue_s_keys_with_the_station_s_prize_names():
    rules = pl.PlanRules(cards=200, price=1000, limit=56, patterns=PATTERNS)
    j = pl.plan(rules, series(200).cards(), np.random.default_rng(1), 2000).to_json()
    for key in ("cards", "limit", "draws", "p_major", "p_major_stderr", "p_major_single_card", "expected_games_to_major",
                "expected_pot_at_win_cents", "ball_count_quantiles", "bonus_cost_cents_per_game"):
        assert key in j
    assert (j["cards"], j["limit"], j["draws"]) == (200, 56, 2000)
    assert list(j["ball_count_quantiles"]) == ["line", "t_l", "p_u_n", "a_d_e_s", "full_card"] == [LINE, T_L, P_U_N, A_D_E_S, FULL_CARD]
    assert list(j["bonus_cost_cents_per_game"]) == ["line", "t_l"]
    for prize, (q10, q50, q90) in j["ball_count_quantiles"].items():
        assert 1 <= q10 <= q50 <= q90 <= 75 and all(isinstance(v, int) for v in (q10, q50, q90))
        assert len(j["ball_count_quantiles_stderr"][prize]) == 3
    assert set(j["bonus_cost_cents_per_game_stderr"]) == {"line", "t_l"}


def test_quantile_and_its_standard_error():
    values = np.repeat(np.arange(1, 11), 100)  # 1…10, a hundred times each
    assert pl.quantile(values, 0.45) == (5, 0.0)
    q, se = pl.quantile(np.repeat([1, 2], [500, 500]), 0.5)  # right on the edge between two counts
    assert q == 1 and se == 0.5


def test_cancelling_stops_the_simulation():
    calls = []

    def progress(done, total):
        calls.append(done)
        return False

    with pytest.raises(pl.Cancelled):
        pl.simulate(series(3000).cards(), PATTERNS, pl.random_draws(np.random.default_rng(1), 5000), progress=progress)
    assert len(calls) == 1
