"""The blower monitor's statistics (issue 14 §2, §3): the χ² survival function and Pearson's
statistic against scipy (the test-only reference), Cochran's Q against an independent derivation
(the Mahalanobis distance under the covariance of draws without replacement), the test's
calibration on fair seasons, and a biased simulated blower flagged where a fair one is not (fixed
seeds)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import scipy.stats as scipy_stats  # noqa: E402  (the test-only reference)
import scipy.special as scipy_special  # noqa: E402

from hallstation.core.bingo.ball_stats import (  # noqa: E402
    ALERT_P,
    DOF,
    ball_stats,
    chi2_sf,
    cochran_q,
    gammainc,
    gammaincc,
    pearson_chi2,
)
from hallstation.core.errors import RuleError  # noqa: E402


def draws(seed: int, games: int, k: int | list[int], weights=None) -> list[list[int]]:
    """``games`` games of a blower whose ball ``i`` comes out with weight ``weights[i]`` among
    those left (successive weighted draws without replacement: Gumbel keys, Plackett–Luce);
    ``k`` balls each (one figure, or one per game)."""
    rng = np.random.default_rng(seed)
    w = np.ones(75) if weights is None else np.asarray(weights, float)
    keys = np.log(w)[None, :] + rng.gumbel(size=(games, 75))
    order = np.argsort(-keys, axis=1) + 1
    ks = [k] * games if isinstance(k, int) else k
    return [order[g, : ks[g]].tolist() for g in range(games)]


# ------------------------------------------------------------------ the χ² distribution
@pytest.mark.parametrize("dof", [1, 2, 3, 5, 10, 37, 73, 74, 75, 150, 1000])
def test_chi2_sf_matches_scipy_from_the_body_to_the_far_tail(dof):
    xs = np.concatenate([np.linspace(0.001, 6 * dof + 60, 300), [10 * dof, 2 * dof + 900]])
    for x in xs:
        ref = scipy_stats.chi2.sf(x, dof)
        got = chi2_sf(float(x), dof)
        if ref > 1e-290:
            assert got == pytest.approx(ref, rel=1e-10, abs=1e-300), (dof, x)
        else:
            assert got < 1e-280


@pytest.mark.parametrize("a", [0.5, 1.0, 2.5, 37.0, 500.0])
def test_incomplete_gamma_matches_scipy(a):
    for x in (0.01, 0.5, 1.0, a / 2, a, a + 1, 2 * a, 5 * a + 20):
        assert gammaincc(a, x) == pytest.approx(scipy_special.gammaincc(a, x), rel=1e-10, abs=1e-300)
        assert gammainc(a, x) == pytest.approx(scipy_special.gammainc(a, x), rel=1e-10, abs=1e-300)
        assert gammainc(a, x) + gammaincc(a, x) == pytest.approx(1.0, abs=1e-12)


def test_chi2_sf_edges():
    assert chi2_sf(0.0, 74) == 1.0 and chi2_sf(-3.0, 74) == 1.0
    assert chi2_sf(117.346, 74) == pytest.approx(0.001, rel=1e-3)  # χ²₇₄'s 0.1 % point
    with pytest.raises(ValueError):
        chi2_sf(1.0, 0)
    with pytest.raises(ValueError):
        gammaincc(0.0, 1.0)


# ------------------------------------------------------------------ the statistics
def test_pearson_matches_scipy_chisquare_on_known_data():
    observed = [16, 18, 16, 14, 12, 12]  # a die rolled 88 times
    expected = [88 / 6] * 6
    ref = scipy_stats.chisquare(observed, expected)
    assert pearson_chi2(observed, expected) == pytest.approx(ref.statistic, rel=1e-12)
    assert chi2_sf(pearson_chi2(observed, expected), 5) == pytest.approx(ref.pvalue, rel=1e-10)
    counts = np.bincount(np.random.default_rng(3).integers(1, 76, 2000), minlength=76)[1:]
    ref = scipy_stats.chisquare(counts)
    assert pearson_chi2(counts.tolist(), [2000 / 75] * 75) == pytest.approx(ref.statistic, rel=1e-12)
    assert chi2_sf(ref.statistic, 74) == pytest.approx(ref.pvalue, rel=1e-10)


def test_one_ball_a_game_is_pearson_exactly():
    """Draws of one ball each are draws with replacement: Q is scipy's chisquare, p its p-value."""
    games = [[b] for b in np.random.default_rng(5).integers(1, 76, 900).tolist()]
    s = ball_stats(games)
    ref = scipy_stats.chisquare(list(s.counts))
    assert s.chi2 == pytest.approx(ref.statistic, rel=1e-12)
    assert s.p_value == pytest.approx(ref.pvalue, rel=1e-10)
    assert s.pearson_chi2 == pytest.approx(ref.statistic, rel=1e-12)


def test_cochran_q_is_the_mahalanobis_distance_under_draws_without_replacement():
    """An independent derivation: each game drawing k of 75 without replacement gives each ball's
    count the covariance v·(75/74)·(I − J/75), v = (k/75)(1 − k/75); Q is (O − E)ᵀ Σ⁺ (O − E)."""
    ks = [24 + (g * 7) % 40 for g in range(60)]  # games of 24 to 63 balls
    games = draws(11, 60, ks)
    s = ball_stats(games)
    o = np.array(s.counts, float)
    e = np.full(75, sum(ks) / 75)
    cov = sum((k / 75) * (1 - k / 75) for k in ks) * (75 / 74) * (np.eye(75) - np.ones((75, 75)) / 75)
    ref = float((o - e) @ np.linalg.pinv(cov) @ (o - e))
    assert s.chi2 == pytest.approx(ref, rel=1e-9)
    assert s.chi2 == pytest.approx((74 / 75) * ((o - e) ** 2).sum() / s.variance, rel=1e-12)
    assert s.p_value == pytest.approx(scipy_stats.chi2.sf(ref, 74), rel=1e-8)
    assert s.expected == pytest.approx(sum(ks) / 75) and s.balls == sum(ks) and s.games == 60


def test_a_game_s_counts_are_its_balls_and_the_json_has_the_issue_s_shape():
    s = ball_stats([[1, 2, 3], [3, 75], []], source="manual")
    assert s.games == 2 and s.balls == 5 and s.counts[2] == 2 and s.counts[74] == 1 and sum(s.counts) == 5
    d = s.to_dict()
    assert list(d)[:7] == ["source", "games", "balls", "counts", "expected", "chi2", "dof"]
    assert list(d["counts"]) == [str(b) for b in range(1, 76)] and d["counts"]["3"] == 2
    assert d["expected"]["1"] == pytest.approx(5 / 75) and d["dof"] == DOF == 74
    assert d["p_value"] == pytest.approx(scipy_stats.chi2.sf(d["chi2"], 74))
    assert d["furthest"][0] == {"ball": 3, "label": "B3", "count": 2, "expected": 5 / 75,
                                "difference": 2 - 5 / 75, "z": pytest.approx((2 - 5 / 75) / math.sqrt(s.variance))}
    assert d["few_balls"] is True and d["alert"] is False


def test_no_information_no_test():
    empty = ball_stats([])
    assert empty.balls == 0 and empty.chi2 is None and empty.p_value is None and not empty.alert
    assert empty.furthest() == [] and empty.to_dict()["pearson_chi2"] is None
    whole = ball_stats([list(range(1, 76))] * 3)  # every game drew every ball: nothing to tell
    assert whole.chi2 is None and not whole.alert
    one = ball_stats(draws(1, 1, 45))  # one game: Q is 74 whatever its balls
    assert one.chi2 == pytest.approx(74.0) and not one.alert


def test_wrong_balls_are_refused():
    for bad in ([0], [76], [5, 5], ["7"], [True]):
        with pytest.raises(RuleError):
            ball_stats([bad])
    with pytest.raises(ValueError):
        cochran_q([1] * 75, [74])


# ------------------------------------------------------------------ fair and biased blowers
def test_fair_seasons_are_calibrated_where_pearson_is_not():
    """Over fair seasons Q averages its 74 degrees of freedom and p < 0.05 about one season in 20;
    Pearson's with-replacement statistic would average 75·(1 − 45/75) = 30 and never alert."""
    qs, pearson, ps = [], [], []
    for seed in range(300):
        s = ball_stats(draws(1000 + seed, 60, 45))
        qs.append(s.chi2)
        pearson.append(s.pearson_chi2)
        ps.append(s.p_value)
    assert abs(np.mean(qs) - 74) < 3 * math.sqrt(2 * 74 / 300) + 0.5
    assert np.mean(pearson) == pytest.approx(30, abs=2)
    assert 5 <= sum(p < 0.05 for p in ps) <= 28  # 15 expected
    assert sum(p < ALERT_P for p in ps) <= 2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_fair_blower_is_not_flagged(seed):
    s = ball_stats(draws(seed, 300, 45))
    assert not s.alert and s.p_value > ALERT_P


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_biased_blower_is_flagged_and_its_balls_named(seed):
    """Five balls that come out half as often again as the others (lighter, or a worn blower)."""
    weights = np.ones(75)
    weights[[6, 21, 33, 51, 68]] = 1.5  # balls 7, 22, 34, 52, 69
    s = ball_stats(draws(seed, 300, 45, weights))
    assert s.alert and s.p_value < ALERT_P
    furthest = s.furthest(5)
    assert {f["ball"] for f in furthest} == {7, 22, 34, 52, 69} and all(f["difference"] > 0 for f in furthest)


def test_a_blower_that_keeps_a_ball_in_is_flagged():
    weights = np.ones(75)
    weights[44] = 0.3  # ball 45 stuck low in the drum
    s = ball_stats(draws(8, 300, 45, weights))
    assert s.alert and s.furthest(1)[0]["ball"] == 45 and s.furthest(1)[0]["difference"] < 0


# ------------------------------------------------------------------ the per-ball alert (max |z|)
def test_art2_one_ball_s_count_distribution_is_exact():
    """Poisson's binomial over games of different sizes, against scipy's binomials convolved and
    against brute force on a few games."""
    from hallstation.core.bingo.ball_stats import count_distribution

    ks = [45] * 30 + [38] * 12 + [60] * 7 + [75] * 2
    pmf = count_distribution(ks)
    ref = np.array([1.0])
    for k, n in ((45, 30), (38, 12), (60, 7), (75, 2)):
        ref = np.convolve(ref, scipy_stats.binom.pmf(np.arange(n + 1), n, k / 75))
    assert len(pmf) == len(ref) == len(ks) + 1
    assert np.allclose(pmf, ref, rtol=1e-9, atol=1e-300) and pmf.sum() == pytest.approx(1.0, abs=1e-12)
    assert (pmf * np.arange(len(pmf))).sum() == pytest.approx(sum(ks) / 75)
    few = [10, 30, 50]
    brute = np.zeros(4)
    for drawn in range(8):  # every subset of the three games
        bits = [(drawn >> i) & 1 for i in range(3)]
        brute[sum(bits)] += math.prod(k / 75 if b else 1 - k / 75 for k, b in zip(few, bits))
    assert np.allclose(count_distribution(few), brute, rtol=1e-12)
    assert pmf[:2].sum() == 0 and pmf[2] > 0  # the two games of 75 balls drew it for sure
    assert count_distribution([]).tolist() == [1.0]


def test_art2_the_furthest_ball_its_z_and_its_p_for_the_75_balls():
    from hallstation.core.bingo.ball_stats import count_distribution, distance_tail, max_of

    s = ball_stats(draws(21, 40, 45))
    b = s.max_z_ball
    e = s.expected
    assert all(abs(s.counts[b - 1] - e) >= abs(c - e) for c in s.counts)
    assert s.max_z == pytest.approx((s.counts[b - 1] - e) / math.sqrt(s.variance))
    q = distance_tail(count_distribution(s.draws), e, abs(s.counts[b - 1] - e))
    assert s.max_z_tail == pytest.approx(q) and s.max_z_p == pytest.approx(1 - (1 - q) ** 75, rel=1e-12)
    assert max_of(1e-20) == pytest.approx(75e-20, rel=1e-12)  # no cancellation in the far tail
    d = s.to_dict()
    assert (d["max_z_ball"], d["max_z"], d["max_z_p"]) == (b, s.max_z, s.max_z_p)
    assert d["alert"] == (d["q_alert"] or d["max_z_alert"])
    empty = ball_stats([])
    assert empty.max_z_ball is None and empty.max_z is None and empty.max_z_p is None and not empty.max_z_alert
    assert ball_stats([list(range(1, 76))] * 2).max_z_p is None  # every ball every game: nothing to tell


def fair_day_p_values(days: int, games: int, k: int, seed: int) -> np.ndarray:
    """The per-ball test's p over ``days`` fair days of ``games`` games of ``k`` balls."""
    from hallstation.core.bingo.ball_stats import count_distribution, distance_tail, max_of

    rng = np.random.default_rng(seed)
    pmf, e = count_distribution([k] * games), games * k / 75
    ps = []
    for _ in range(days):
        order = np.argsort(rng.random((games, 75)), axis=1)[:, :k]
        counts = np.bincount(order.ravel(), minlength=75)
        ps.append(max_of(distance_tail(pmf, e, float(np.abs(counts - e).max()))))
    return np.array(ps)


def test_art2_the_per_ball_alert_is_calibrated_for_the_whole_test_not_per_ball():
    """On fair days the largest |z| of the 75 balls is below a level as often as the level says
    (at most: the counts are whole numbers), so its alert below 0.001 rings about as rarely as
    Q's — not 75 times as often, as one test per ball would."""
    ps = fair_day_p_values(3000, 40, 45, seed=2024)
    for level, low in ((0.2, 0.10), (0.05, 0.025), (0.01, 0.002)):
        rate = (ps < level).mean()
        assert low <= rate <= level + 3 * math.sqrt(level * (1 - level) / len(ps)), (level, rate)
    assert (ps < ALERT_P).mean() <= 0.003
    # the uncorrected per-ball p would alarm far more often
    raw = 1 - (1 - ps) ** (1 / 75)
    assert (raw < 0.05).mean() > 0.5


def half_rate_days(days: int, games: int, k: int, seed: int, ball: int = 45) -> list:
    """Days where ``ball`` comes out at half its rate (k/150 a game instead of k/75)."""
    rng = np.random.default_rng(seed)
    others = np.array([b for b in range(1, 76) if b != ball])
    out = []
    for _ in range(days):
        day = []
        for _g in range(games):
            if rng.random() < 0.5 * k / 75:
                day.append([ball, *rng.choice(others, k - 1, replace=False).tolist()])
            else:
                day.append(rng.choice(others, k, replace=False).tolist())
        out.append(day)
    return out


def test_art2_a_ball_drawn_at_half_its_rate_over_a_day_is_caught_by_the_per_ball_alert_far_more_than_by_q():
    """A day of 45 games of 45 balls, one ball at half its rate: simulated, the per-ball alert
    catches it about 37 % of the days, Cochran's Q about 3 % (both at p < 0.001)."""
    caught_z = caught_q = 0
    named = 0
    days = half_rate_days(160, 45, 45, seed=7)
    for day in days:
        s = ball_stats(day)
        caught_z += s.max_z_alert
        caught_q += s.q_alert
        named += s.max_z_alert and s.max_z_ball == 45 and s.max_z < 0
    assert 0.22 <= caught_z / len(days) <= 0.52, caught_z
    assert caught_q / len(days) <= 0.10 and caught_z >= 4 * max(1, caught_q)
    assert named == caught_z  # when it rings, it names that ball, below expectation
