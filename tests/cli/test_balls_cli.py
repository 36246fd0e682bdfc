"""``hallstation balls stats`` (issue 14 §2): over a span of dates, the blower's and the electronic
drawer's counts apart, the expectation (each game's k balls spread over the 75), the χ² test and
its p-value — checked against the games as ``recall`` reads them from the log and against scipy;
a worn blower alerted, a fair one not; the log only read; a bad date or source one Spanish line,
exit 2."""

from __future__ import annotations

import json

import pytest
import scipy.stats

from hallstation.cli import main
from hallstation.core.bingo.ball_stats import ALERT_P
from hallstation.store.eventlog import DB_NAME
from tests.balls_support import ELECTRONIC, MANUAL, FairBlower, LowFirstBlower, play_season

WORN, DRAWER, FAIR = "2025-03-01", "2025-03-05", "2025-03-09"


@pytest.fixture(scope="module")
def hall(tmp_path_factory):
    """Simulated games on three dates: 4 from a worn blower (the low balls first) on 1 March, 3
    from the electronic drawer on 5 March, 5 from a fair blower on 9 March."""
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    path = tmp_path_factory.mktemp("balls") / "hall"
    for day, source, games, blower in ((WORN, MANUAL, 4, LowFirstBlower(1)), (DRAWER, ELECTRONIC, 3, None), (FAIR, MANUAL, 5, FairBlower(2))):
        st = Station(path, drawer=SeededDrawer(9), clock=lambda day=day: f"{day}T20:00:00.000000+00:00")
        try:
            play_season(st, source, games, blower, seed=len(day) + games)
        finally:
            st.close()
    return path


@pytest.fixture(autouse=True)
def _language():
    """A ``--lang en`` here must not leak into the next test."""
    from hallstation import i18n

    saved = i18n.language(), i18n._current.get("chosen")
    yield
    i18n.set_language(saved[0])
    i18n._current["chosen"] = saved[1]


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def stats(capsys, hall, *args):
    code, out, err = run(capsys, "balls", "stats", "--data-dir", str(hall), "--json", *args)
    assert code == 0, err
    return json.loads(out)


def recalled(capsys, hall):
    """Every game's balls and their source, as ``recall --json`` reads them from the log."""
    games, n = [], 1
    while True:
        code, out, _ = run(capsys, "recall", str(n), "--json", "--data-dir", str(hall))
        if code != 0:
            return games
        games.append([(b["ball"], b["source"]) for b in json.loads(out)["balls"]])
        n += 1


def test_the_json_is_the_issue_s_and_agrees_with_the_games_recalled(capsys, hall):
    games = recalled(capsys, hall)
    assert len(games) == 12
    for source in (MANUAL, ELECTRONIC):
        d = stats(capsys, hall, "--source", source)
        mine = [[b for b, s in g if s == source] for g in games]
        mine = [g for g in mine if g]
        counts = {str(b): sum(b in g for g in mine) for b in range(1, 76)}
        n = sum(len(g) for g in mine)
        assert d["source"] == source and d["games"] == len(mine) == (9 if source == MANUAL else 3)
        assert d["balls"] == n and d["counts"] == counts and d["dof"] == 74
        assert list(d["expected"]) == [str(b) for b in range(1, 76)]
        assert d["expected"]["40"] == pytest.approx(sum(len(g) / 75 for g in mine))
        # Cochran's Q from the recalled games, and scipy's χ² survival function for the p-value
        q = 74 * (75 * sum(c * c for c in counts.values()) - n * n) / (75 * n - sum(len(g) ** 2 for g in mine))
        assert d["chi2"] == pytest.approx(q, rel=1e-12)
        assert d["p_value"] == pytest.approx(scipy.stats.chi2.sf(q, 74), rel=1e-9)
        ref = scipy.stats.chisquare([counts[str(b)] for b in range(1, 76)])
        assert d["pearson_chi2"] == pytest.approx(ref.statistic, rel=1e-12)
        assert len(d["furthest"]) == 5 and d["alert_below"] == ALERT_P


def test_the_worn_blower_is_alerted_the_fair_one_and_the_drawer_are_not(capsys, hall):
    worn = stats(capsys, hall, "--source", "manual", "--from", WORN, "--to", WORN)
    assert worn["games"] == 4 and worn["alert"] and worn["p_value"] < ALERT_P
    assert all(f["difference"] < 0 and f["ball"] > 45 for f in worn["furthest"])  # the high balls stayed in
    fair = stats(capsys, hall, "--source", "manual", "--from", "2025-03-06")
    assert fair["games"] == 5 and not fair["alert"] and fair["p_value"] > 0.01
    assert fair["from"] == "2025-03-06" and fair["to"] is None
    drawer = stats(capsys, hall, "--source", "electronic")
    assert drawer["games"] == 3 and not drawer["alert"]
    before = stats(capsys, hall, "--source", "electronic", "--to", "2025-03-04")
    assert before["games"] == before["balls"] == 0 and before["chi2"] is None and before["p_value"] is None


def test_without_a_source_both_apart(capsys, hall):
    d = stats(capsys, hall, "--from", DRAWER, "--to", DRAWER)
    assert list(d) == ["manual", "electronic"]
    assert d["manual"]["games"] == 0 and d["electronic"]["games"] == 3


def test_in_words_in_spanish(capsys, hall):
    code, out, _ = run(capsys, "balls", "stats", "--data-dir", str(hall), "--to", WORN)
    assert code == 0
    assert out.startswith("Juegos hasta el 2025-03-01\n")
    assert "Bolillero: 4 juegos," in out and "grados de libertad" in out
    assert "⚠ ALERTA — Bolillero: las bolillas no salen de forma pareja" in out
    assert "Bolillero electrónico: ninguna bolilla sorteada en estos juegos." in out
    assert "\n  B  1:4 2:4 " in out  # the counts under each letter of the hall word
    code, out, _ = run(capsys, "balls", "stats", "--data-dir", str(hall), "--source", "manual", "--from", FAIR)
    assert "Sin alerta" in out and "ALERTA" not in out and "Cada bolilla debía salir" in out
    code, out, _ = run(capsys, "--lang", "en", "balls", "stats", "--data-dir", str(hall), "--source", "electronic")
    assert "Electronic drawer: 3 game(s)" in out and "degrees of freedom" in out


def test_the_log_is_only_read(capsys, hall):
    def files():
        return {p.name: (p.stat().st_size, p.stat().st_mtime_ns) for p in hall.iterdir()}

    before = files()
    stats(capsys, hall)
    run(capsys, "balls", "stats", "--data-dir", str(hall))
    assert files() == before
    assert not (hall / (DB_NAME + "-wal")).exists() and not (hall / (DB_NAME + "-shm")).exists()


@pytest.mark.parametrize(
    "args, words",
    [
        (["--from", "2025-3-1"], ["--from", "no es una fecha", "AAAA-MM-DD"]),
        (["--to", "ayer"], ["--to", "no es una fecha"]),
        (["--from", "2025-02-30"], ["no es una fecha"]),
        (["--from", "٢٠٢٥-٠٣-٠١"], ["no es una fecha"]),
        (["--source", "blower"], ["--source", "manual", "electronic"]),
        (["--from", "2025-03-09", "--to", "2025-03-01"], ["es posterior a --to"]),
    ],
)
def test_a_bad_date_or_source_is_one_spanish_line_exit_2(capsys, hall, args, words):
    with pytest.raises(SystemExit) as e:
        raise SystemExit(main(["balls", "stats", "--data-dir", str(hall), *args]))
    out, err = capsys.readouterr()
    assert e.value.code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("hallstation:")
    for w in words:
        assert w in err, err


def test_no_hall_here(capsys, tmp_path):
    code, out, err = run(capsys, "balls", "stats", "--data-dir", str(tmp_path / "none"))
    assert code == 2 and out == "" and "no hay datos de la estación" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "none").exists()


def test_the_help_lists_the_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out, _ = capsys.readouterr()
    assert "hallstation balls stats" in out
    with pytest.raises(SystemExit):
        main(["balls", "stats", "--help"])
    out, _ = capsys.readouterr()
    assert "--source" in out and "--from" in out and "--to" in out and "--json" in out
    assert "imprime JSON" in out and "el bolillero" in out  # the help in the station's language


def test_art2_the_furthest_ball_its_z_and_its_p_in_the_json_and_in_words(capsys, hall):
    """``max_z_ball``, ``max_z``, ``max_z_p``: the ball furthest from expectation, its z, and the
    p-value of the largest |z| of the 75 balls — recomputed from the recalled games with scipy's
    binomials (one ball's exact count distribution) and the correction for 75 balls."""
    import math

    import numpy as np

    games = [[b for b, s in g if s == MANUAL] for g in recalled(capsys, hall)]
    games = [g for g in games if g]
    d = stats(capsys, hall, "--source", "manual")
    counts = {b: sum(b in g for g in games) for b in range(1, 76)}
    e = sum(len(g) for g in games) / 75
    far = min(range(1, 76), key=lambda b: (-abs(counts[b] - e), b))
    var = sum(len(g) / 75 * (1 - len(g) / 75) for g in games)
    assert d["max_z_ball"] == far and d["max_z"] == pytest.approx((counts[far] - e) / math.sqrt(var), rel=1e-12)
    pmf = np.array([1.0])
    for g in games:
        pmf = np.convolve(pmf, scipy.stats.binom.pmf([0, 1], 1, len(g) / 75))
    q = sum(p for c, p in enumerate(pmf) if abs(c - e) >= abs(counts[far] - e) - 1e-9)
    assert d["max_z_p"] == pytest.approx(1 - (1 - q) ** 75, rel=1e-9)
    assert d["max_z_alert"] == (d["max_z_p"] < ALERT_P) and d["alert"] == (d["q_alert"] or d["max_z_alert"])
    code, out, _ = run(capsys, "balls", "stats", "--data-dir", str(hall), "--source", "manual")
    assert code == 0 and "Bolilla más alejada: " in out and "para el mayor |z| de las 75 bolillas p = " in out
    code, out, _ = run(capsys, "--lang", "en", "balls", "stats", "--data-dir", str(hall), "--source", "manual")
    assert "Furthest ball: " in out and "for the largest |z| of the 75 balls p = " in out
