"""The headless CLI: series create/export, simulate, recall, audit verify; errors exit 2."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.cli import main
from hallstation.core.bingo.patterns import FULL_CARD, MAJOR, default_patterns
from hallstation.core.bingo.prizes import proclaim
from hallstation.core.bingo.scan import evaluate
from hallstation.core.bingo.cards import Card
from hallstation.store.eventlog import DB_NAME
from tests.child_env import CHILD_PATH

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_series_create_and_export_json(capsys, tmp_path):
    code, out, _ = run(capsys, "series", "create", "--cards", "50", "--number", "7", "--color", "rojo", "--letter", "r", "--sheet", "2", "--seed", "3", "--data-dir", str(tmp_path))
    assert code == 0
    code, out, _ = run(capsys, "series", "export", "7", "--format", "json", "--data-dir", str(tmp_path))
    data = json.loads(out)
    assert data["series"] == {"number": 7, "color": "rojo", "letter": "R", "cards": 50, "sheet": 2}
    assert [c["number"] for c in data["cards"]] == list(range(1, 51))
    for c in data["cards"]:
        assert [len(col) for col in c["columns"]] == [5, 5, 4, 5, 5]
        for i, col in enumerate(c["columns"]):
            assert all(15 * i < n <= 15 * i + 15 for n in col)


def test_series_reproducible_from_seed(capsys, tmp_path):
    for d in ("a", "b"):
        run(capsys, "series", "create", "--cards", "30", "--seed", "11", "--data-dir", str(tmp_path / d))
    outs = [run(capsys, "series", "export", "1", "--data-dir", str(tmp_path / d))[1] for d in ("a", "b")]
    assert outs[0] == outs[1]


def test_series_export_csv(capsys, tmp_path):
    run(capsys, "series", "create", "--cards", "3", "--seed", "1", "--data-dir", str(tmp_path))
    code, out, _ = run(capsys, "series", "export", "1", "--format", "csv", "--data-dir", str(tmp_path))
    lines = out.strip().splitlines()
    assert lines[0].startswith("card,B1,B2") and lines[0].endswith(",check_code,scan_code") and len(lines) == 4
    assert len(lines[1].split(",")) == 27  # the card, its 24 numbers, its check code, its QR code's text
    # the print shop prints each card's own codes: they verify with this hall's key
    from hallstation.services.station import Station
    from hallstation.services.checkcode import check_code, load_or_create_secret
    from hallstation.services.scancode import identify

    st = Station(tmp_path, read_only=True)
    try:
        secret = load_or_create_secret(tmp_path)
        for line in lines[1:]:
            *cells, code, scan = line.split(",")
            card = st.get_series(1).card(int(cells[0]))
            assert code == check_code(secret, 1, card)
            assert identify(secret, st.state.series, scan).card == card.number
    finally:
        st.close()


@pytest.mark.parametrize(
    "args",
    [
        ["series", "create", "--cards", "3001"],
        ["series", "create", "--cards", "0"],
        ["series", "create", "--cards", "10", "--sheet", "5"],
        ["series", "create", "--cards", "10", "--letter", "AB"],
        ["series", "create"],
        ["simulate", "--cards", "10", "--games", "1", "--limit", "70"],
        ["simulate", "--cards", "abc", "--games", "1"],
        ["nonsense"],
    ],
)
def test_wrong_arguments_one_line_exit_2_nothing_written(capsys, tmp_path, args):
    with pytest.raises(SystemExit) as e:
        code = main([*args, "--data-dir", str(tmp_path)] if args[0] != "nonsense" else args)
        raise SystemExit(code)
    _, err = capsys.readouterr()
    assert e.value.code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith("hallstation:")
    assert not (tmp_path / DB_NAME).exists()


def test_unknown_series_and_game_exit_2(capsys, tmp_path):
    run(capsys, "series", "create", "--cards", "5", "--data-dir", str(tmp_path))
    before = (tmp_path / DB_NAME).stat().st_size
    code, out, err = run(capsys, "series", "export", "9", "--data-dir", str(tmp_path))
    assert code == 2 and out == "" and "serie 9" in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "recall", "4", "--data-dir", str(tmp_path))
    assert code == 2 and "juego 4" in err
    assert (tmp_path / DB_NAME).stat().st_size == before
    code, _, err = run(capsys, "series", "export", "1", "--data-dir", str(tmp_path / "nowhere"))
    assert code == 2 and not (tmp_path / "nowhere").exists()


def test_simulate_json_follows_the_rules(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--cards", "400", "--games", "3", "--seed", "5", "--price", "1500", "--limit", "60", "--json", "--data-dir", str(tmp_path))
    assert code == 0
    games = json.loads(out)["games"]
    assert [g["game"] for g in games] == [1, 2, 3]
    pot = 0
    for g in games:
        assert g["price_cents"] == 1500 and g["sold"] == list(range(1, 401))
        assert g["takings_cents"] == 400 * 1500 and g["limit"] == 60
        div = proclaim(g["takings_cents"])
        pot += div.pot_contribution
        assert g["pot_before_draw_cents"] == pot  # 15 % in before the draw (Art. 12)
        assert len(set(g["draws"])) == len(g["draws"])
        prizes = [a["prize"] for a in g["awards"]]
        assert FULL_CARD in prizes and prizes.count(FULL_CARD) == 1
        assert g["awards"][-1]["ball_count"] == len(g["draws"])  # the full card ends the game
        for a in g["awards"]:
            assert sum(a["per_card_cents"]) == a["amount_cents"]
            assert len(a["cards"]) == len(a["per_card_cents"])
            if a["prize"] == MAJOR:
                assert a["ball_count"] <= 60
                pot = pot - pot * 9700 // 10000
            else:
                base = div.prizes[a["prize"]]
                assert a["amount_cents"] <= base * a["multiplier"]
        # every awarded card really completed its prize on that ball, from the exported series
        _, sout, _ = run(capsys, "series", "export", str(g["series"]), "--data-dir", str(tmp_path))
        cards = {c["number"]: Card(c["number"], tuple(tuple(x) for x in c["columns"])) for c in json.loads(sout)["cards"]}
        for a in g["awards"]:
            if a["prize"] == MAJOR:
                continue
            for n in a["cards"]:
                res = evaluate(cards[n], g["draws"][: a["ball_count"]], default_patterns(), [a["prize"]])
                assert res[a["prize"]][0] == a["ball_count"]


def test_simulate_same_seed_same_games(capsys, tmp_path):
    outs = []
    for d in ("a", "b"):
        outs.append(run(capsys, "simulate", "--cards", "100", "--games", "2", "--seed", "8", "--json", "--data-dir", str(tmp_path / d))[1])
    assert outs[0] == outs[1]


def test_recall_a_past_game(capsys, tmp_path):
    run(capsys, "simulate", "--cards", "100", "--games", "2", "--seed", "8", "--json", "--data-dir", str(tmp_path))
    code, out, _ = run(capsys, "recall", "1", "--json", "--data-dir", str(tmp_path))
    r = json.loads(out)
    assert code == 0 and r["game"] == 1 and r["state"] == "finished"
    assert [b["count"] for b in r["balls"]] == list(range(1, len(r["balls"]) + 1))
    assert r["claims"] and r["awards"]
    code, out, _ = run(capsys, "recall", "--data-dir", str(tmp_path))
    assert out.startswith("Juego 2")


def test_art11_recall_says_the_game_s_state_in_spanish(capsys, tmp_path, copy_demo):
    """Issue 22 'Also': a game paused for a claim is "en pausa por un reclamo", never "(paused)"."""
    from hallstation.services.station import Station

    st = Station(copy_demo(tmp_path, cards=60, sold=40))  # create_demo_day(st, cards=60, sold=40), built once
    for _ in range(5):
        st.draw()
    st.pause()
    st.close()
    code, out, _ = run(capsys, "recall", "1", "--data-dir", str(tmp_path))
    first = out.splitlines()[0]
    assert code == 0 and first.endswith("(en pausa por un reclamo)"), first
    code, out, _ = run(capsys, "recall", "1", "--json", "--data-dir", str(tmp_path))
    assert json.loads(out)["state"] == "paused"  # the JSON keeps the log's own word
    run(capsys, "simulate", "--cards", "50", "--games", "1", "--seed", "3", "--data-dir", str(tmp_path / "sim"))
    code, out, _ = run(capsys, "recall", "1", "--data-dir", str(tmp_path / "sim"))
    assert out.splitlines()[0].endswith("(terminado)")


def test_audit_verify_ok_then_names_the_tampered_row(capsys, tmp_path):
    run(capsys, "simulate", "--cards", "50", "--games", "1", "--seed", "1", "--data-dir", str(tmp_path))
    code, out, _ = run(capsys, "audit", "verify", "--data-dir", str(tmp_path))
    assert code == 0 and "correcta" in out
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("UPDATE events SET data = replace(data, '\"ball\":', '\"ball\": ') WHERE seq = 12")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(tmp_path))
    assert code == 1 and "fila 12" in err


def test_python_m_hallstation_and_console_script(tmp_path):
    env = dict(os.environ, PYTHONPATH=CHILD_PATH)
    r = subprocess.run([sys.executable, "-m", "hallstation", "series", "create", "--cards", "5", "--data-dir", str(tmp_path)], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    exe = Path(sys.executable).with_name("hallstation")
    if exe.exists():
        r = subprocess.run([str(exe), "audit", "verify", "--data-dir", str(tmp_path)], capture_output=True, text=True)
        assert r.returncode == 0


def test_series_import_from_the_printers_file(capsys, tmp_path):
    """A printer's CSV (with or without a header row): a good file is imported; a bad one is
    refused whole, naming every bad line, and nothing is written (Art. 4)."""
    run(capsys, "series", "create", "--cards", "4", "--seed", "2", "--data-dir", str(tmp_path / "src"))
    _, csv_text, _ = run(capsys, "series", "export", "1", "--format", "csv", "--data-dir", str(tmp_path / "src"))
    good = tmp_path / "good.csv"
    good.write_text(csv_text)
    code, out, err = run(capsys, "series", "import", str(good), "--number", "12", "--color", "verde", "--letter", "V", "--data-dir", str(tmp_path / "hall"))
    assert code == 0, err
    _, exported, _ = run(capsys, "series", "export", "12", "--format", "csv", "--data-dir", str(tmp_path / "hall"))
    numbers = lambda text: [line.split(",")[:25] for line in text.splitlines()[1:]]  # noqa: E731
    assert numbers(exported) == numbers(csv_text)  # the cards; their codes are the importing hall's own
    assert [line.split(",")[-1].split()[2:4] for line in exported.splitlines()[1:]] == [["12", str(n)] for n in range(1, 5)]
    lines = [",".join(line.split(",")[:25]) for line in csv_text.strip().splitlines()]  # a file without the code columns
    b1 = lines[1].split(",")
    bad_rows = [lines[1], ",".join(["2", "16", *b1[2:]]), lines[1].replace(lines[1].split(",")[0], "3", 1), "4,x"]
    bad = tmp_path / "bad.csv"
    bad.write_text("\n".join(bad_rows) + "\n")
    code, out, err = run(capsys, "series", "import", str(bad), "--number", "13", "--color", "rojo", "--letter", "R", "--data-dir", str(tmp_path / "hall"))
    assert code == 2 and "línea 2" in err and "línea 3" in err and "línea 4" in err and "nada" in err
    code, _, _ = run(capsys, "series", "export", "13", "--data-dir", str(tmp_path / "hall"))
    assert code == 2


def test_series_create_needs_a_manager_once_the_station_has_people(capsys, tmp_path, monkeypatch):
    from hallstation.services.station import Station

    st = Station(tmp_path)
    st.create_user("admin", ["admin", "manager"], "1234")
    st.create_user("vendedor1", ["seller"], "5555", session=st.authenticate("admin", "1234"))
    st.close()
    code, _, err = run(capsys, "series", "create", "--cards", "5", "--data-dir", str(tmp_path))
    assert code == 2 and "--user" in err
    monkeypatch.setenv("HALLSTATION_PIN", "5555")
    code, _, err = run(capsys, "series", "create", "--cards", "5", "--user", "vendedor1", "--data-dir", str(tmp_path))
    assert code == 2 and "no está autorizado" in err
    monkeypatch.setenv("HALLSTATION_PIN", "1234")
    code, out, _ = run(capsys, "series", "create", "--cards", "5", "--user", "admin", "--data-dir", str(tmp_path))
    assert code == 0
    st = Station(tmp_path)
    assert [e.actor for e in st.store.read() if e.type == "series.created"] == ["admin"]
    st.close()
    code, _, err = run(capsys, "simulate", "--cards", "5", "--games", "1", "--data-dir", str(tmp_path))
    assert code == 2 and "--data-dir" in err


def test_recall_poker_jackpots_none_yet(capsys, tmp_path):
    run(capsys, "simulate", "--cards", "30", "--games", "1", "--seed", "2", "--json", "--data-dir", str(tmp_path))
    code, out, _ = run(capsys, "recall", "--poker", "--data-dir", str(tmp_path))
    assert code == 0 and out == "No se ha pagado ningún pozo de póker.\n"
    code, out, _ = run(capsys, "recall", "--poker", "--table", "1", "--json", "--data-dir", str(tmp_path))
    assert code == 0 and json.loads(out) == {"poker_jackpots": []}
