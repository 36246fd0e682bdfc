"""``hallstation plan`` (issue 14 §1): the JSON of the issue with the station's prize names and the
standard error of every simulated figure, the same in Spanish words, a random series from the seed
that is not kept or the real cards of a series, the hall's own rules and pot read without writing
anything, and a wrong argument refused in one Spanish line with exit status 2."""

from __future__ import annotations

import json
import math

import pytest

from hallstation.cli import main
from hallstation.core.bingo.prizes import proclaim
from tests.cli_runner import run_cli

ISSUE_KEYS = {
    "cards", "limit", "draws", "p_major", "p_major_stderr", "p_major_single_card", "expected_games_to_major",
    "expected_pot_at_win_cents", "ball_count_quantiles", "bonus_cost_cents_per_game",
}


def run(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse refuses an argument before the command runs
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def plan_json(capsys, *args):
    code, out, err = run(capsys, "plan", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_the_json_of_the_issue_with_the_station_s_prize_names(capsys, tmp_path):
    folder = tmp_path / "nothing-here"
    j = plan_json(capsys, "--cards", "1500", "--price", "1000", "--limit", "56", "--draws", "4000", "--seed", "3", "--data-dir", str(folder))
    assert ISSUE_KEYS <= set(j)
    assert (j["cards"], j["limit"], j["draws"]) == (1500, 56, 4000)
    assert list(j["ball_count_quantiles"]) == ["line", "t_l", "p_u_n", "a_d_e_s", "full_card"]
    assert list(j["bonus_cost_cents_per_game"]) == ["line", "t_l"]
    assert all(len(v) == 3 and v == sorted(v) for v in j["ball_count_quantiles"].values())
    assert j["p_major_single_card"] == pytest.approx(math.comb(51, 56 - 24) / math.comb(75, 56))
    p, se = j["p_major"], j["p_major_stderr"]
    assert 0 < p < 1 and se == pytest.approx(math.sqrt(p * (1 - p) / 4000))
    # the standard error of every simulated figure beside it
    assert j["expected_games_to_major"] == pytest.approx(1 / p) and j["expected_games_to_major_stderr"] == pytest.approx(se / p**2)
    c = proclaim(1500 * 1000).pot_contribution
    assert j["pot_contribution_cents"] == c and j["pot_start_cents"] == 0
    assert j["expected_pot_at_win_cents"] == pytest.approx(c / p) and j["expected_pot_at_win_cents_stderr"] == pytest.approx(c * se / p**2)
    assert set(j["ball_count_quantiles_stderr"]) == set(j["ball_count_quantiles"])
    assert set(j["bonus_cost_cents_per_game_stderr"]) == {"line", "t_l"}
    assert j["series"] is None and j["cards_from"] == "random" and j["seed"] == 3
    assert j["p_major_by_limit"]["56"] == p
    assert not folder.exists()  # the random series is not kept: nothing was written anywhere


def test_the_seed_reproduces_the_plan_and_another_seed_plays_another_series(capsys, tmp_path):
    args = ["--cards", "300", "--price", "500", "--limit", "58", "--draws", "2000", "--data-dir", str(tmp_path / "none")]
    a = plan_json(capsys, *args, "--seed", "7")
    b = plan_json(capsys, *args, "--seed", "7")
    c = plan_json(capsys, *args, "--seed", "8")
    assert a == b and a != c
    d = plan_json(capsys, *args)  # without a seed: one is chosen and reported
    assert isinstance(d["seed"], int)
    assert plan_json(capsys, *args, "--seed", str(d["seed"])) == d


def test_the_same_in_spanish_words(capsys, tmp_path):
    code, out, err = run(capsys, "plan", "--cards", "1000", "--price", "1000", "--limit", "55", "--draws", "2000", "--seed", "1", "--data-dir", str(tmp_path / "x"))
    assert code == 0 and err == ""
    for words in ("Plan para 1000 cartones a $ 10 cada uno, límite del premio mayor 55 bolillas",
                  "una serie nueva al azar de 1000 cartones, que no se guarda", "Premio mayor ganado dentro del límite, por juego:",
                  "Un cartón solo (exacto): 0,0097 % (1 en 10.359)", "Juegos hasta que se gana el premio mayor:",
                  "Pozo esperado en el juego que lo gana:", "Línea: se gana en la bolilla (10 %, 50 %, 90 % de los juegos):",
                  "Cartón lleno: se gana en la bolilla", "T o L: costo de las bonificaciones para la casa por juego (Art. 8): $",
                  "Sorteos simulados (semilla): 2.000 (1)"):
        assert words in out, (words, out)
    assert "(±" in out and "card(s)" not in out and "balls" not in out


def test_english_when_asked(tmp_path):
    r = run_cli("plan", "--cards", "1", "--price", "100", "--limit", "60", "--draws", "1000",
                "--seed", "2", "--data-dir", str(tmp_path / "x"), "--lang", "en", lang=None)
    assert r.returncode == 0, r.stderr
    assert "Plan for 1 card(s) at $ 1 each, major prize limit 60 balls" in r.stdout
    assert "One card alone (exact): 0.14 % (1 in 715)" in r.stdout


@pytest.mark.parametrize(
    "args, said",
    [
        (["--cards", "10", "--price", "1000", "--limit", "61"], "El límite del Premio Mayor es de 50 a 60 bolillas, no 61"),
        (["--cards", "10", "--price", "1000", "--limit", "49"], "no 49"),
        (["--cards", "3001", "--price", "1000", "--limit", "55"], "Un juego vende de 1 a 3.000 cartones de una serie, no 3001"),
        (["--cards", "0", "--price", "1000", "--limit", "55"], "«0» debe ser 1 o más"),
        (["--cards", "10", "--price", "0", "--limit", "55"], "«0» debe ser 1 o más"),
        (["--cards", "10", "--price", "diez", "--limit", "55"], "«diez» no es un número entero"),
        (["--cards", "١٠", "--price", "1000", "--limit", "55"], "escríbalo con los dígitos 0 a 9"),
        (["--cards", "10", "--price", "1000", "--limit", "55", "--draws", "0"], "«0» debe ser 1 o más"),
        (["--cards", "10", "--price", "1000", "--limit", "55", "--draws", "1000001"], "El planificador simula de 1 a 1.000.000 sorteos, no 1000001"),
        (["--cards", "10", "--price", "1000", "--limit", "55", "--seed", "-1"], "Una semilla es un número entero desde 0, no -1"),
        (["--price", "1000", "--limit", "55"], "faltan estos argumentos: --cards"),
        (["--cards", "10", "--price", "1000", "--limit", "55", "--series", "1"], "no hay datos de la estación en"),
        (["--cards", "10", "--price", "1000", "--limit", "55", "--bogus"], "argumentos no reconocidos"),
    ],
)
def test_a_wrong_argument_is_one_spanish_line_and_exit_2(capsys, tmp_path, args, said):
    folder = tmp_path / "none"
    code, out, err = run(capsys, "plan", *args, "--data-dir", str(folder))
    assert code == 2 and out == ""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and said in lines[0] and "Traceback" not in err, err
    assert not folder.exists()


# ---------------------------------------------------------------- on a hall's folder
@pytest.fixture
def hall(data_dir):
    """A hall whose day is open, game 1 on series 1 with cards 1–200 sold, series 2 not played."""
    from tests.gui.test_day_support import station_from

    st = station_from("selling", data_dir)
    caj = st.authenticate("cajero", "4444")
    st.sell(list(range(1, 201)), session=caj)
    yield st
    st.close()


def test_the_hall_s_pot_rules_and_cards_are_read_and_nothing_is_written(capsys, hall, data_dir):
    rows, head = len(hall.store), hall.store.head()
    j = plan_json(capsys, "--cards", "200", "--price", "2000", "--limit", "55", "--series", "1", "--draws", "2000", "--seed", "1", "--data-dir", str(data_dir))
    assert j["pot_start_cents"] == hall.pot == 1_000_000  # the casino's seed
    assert (j["series"], j["cards_from"], j["cards"]) == (1, "sold", 200)
    k = plan_json(capsys, "--cards", "120", "--price", "2000", "--limit", "55", "--series", "2", "--draws", "2000", "--seed", "1", "--data-dir", str(data_dir))
    assert (k["series"], k["cards_from"], k["cards"]) == (2, "first", 120)
    hall.refresh()
    assert (len(hall.store), hall.store.head()) == (rows, head)  # only read
    code, _out, err = run(capsys, "plan", "--cards", "150", "--price", "2000", "--limit", "55", "--series", "1", "--data-dir", str(data_dir))
    assert code == 2 and "El juego 1 de la serie 1 vendió 200 cartones: planifíquelo con 200 cartones, no con 150" in err
    code, _out, err = run(capsys, "plan", "--cards", "301", "--price", "2000", "--limit", "55", "--series", "2", "--data-dir", str(data_dir))
    assert code == 2 and "La serie 2 tiene 300 cartones, no 301" in err
    code, _out, err = run(capsys, "plan", "--cards", "10", "--price", "2000", "--limit", "55", "--series", "9", "--data-dir", str(data_dir))
    assert code == 2 and "No existe la serie 9" in err


def test_the_hall_s_bonus_tables_are_the_plan_s(capsys, hall, data_dir):
    args = ["--cards", "3000", "--price", "1000", "--limit", "55", "--draws", "2000", "--seed", "4", "--data-dir", str(data_dir)]
    with_bonus = plan_json(capsys, *args)["bonus_cost_cents_per_game"]
    assert with_bonus["line"] > 0
    admin = hall.authenticate("admin", "1234")
    hall.change_setting("bonus", {"line": [], "t_l": [[12, 2]]}, session=admin)
    without = plan_json(capsys, *args)["bonus_cost_cents_per_game"]
    assert without["line"] == 0 and without["t_l"] <= with_bonus["t_l"]  # the same draws, a lower table
