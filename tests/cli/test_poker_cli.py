"""``hallstation poker rank`` and ``hallstation poker simulate``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.cli import main
from hallstation.core.poker import rank

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rule errors are checked in English, whatever the Spanish catalogue holds."""
    import hallstation.i18n

    monkeypatch.setitem(hallstation.i18n._current, "lang", "en")


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str],
        stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_rank_prints_class_and_key_per_line(monkeypatch, capsys) -> None:
    hands = "AS KD 10H 9C 2S\nah 2h 3h 4h 5h\n\n10s js qs ks as\n2c 2d 3h 3s td\n"
    status, out, err = run(monkeypatch, capsys, ["poker", "rank"], hands)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == ["high_card", "flush", "royal_flush", "two_pair"]
    assert int(lines[0].split()[1]) == rank("AS KD 10H 9C 2S")
    assert int(lines[2].split()[1]) > int(lines[1].split()[1]) > int(lines[3].split()[1])


def test_rank_ace_low_makes_the_wheel_a_straight(monkeypatch, capsys) -> None:
    status, out, _ = run(monkeypatch, capsys, ["poker", "rank", "--ace-low"],
                         "AS 2D 3H 4C 5S\nAH 2H 3H 4H 5H\n")
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == ["straight", "straight_flush"]
    status, out, _ = run(monkeypatch, capsys, ["poker", "rank"], "AS 2D 3H 4C 5S\n")
    assert out.split()[0] == "high_card"


def test_rank_reports_every_bad_line_and_exits_2(monkeypatch, capsys) -> None:
    hands = "AS KD 10H 9C 2S\nAS KD 10H 9C\nxx yy\nAS AS 2C 3D 4H\n"
    status, out, err = run(monkeypatch, capsys, ["poker", "rank", "--data-dir", "/nowhere"], hands)
    assert status == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 3
    assert "line 2" in lines[0] and "5 cards, not 4" in lines[0]
    assert "line 3" in lines[1] and "'xx' is not a card" in lines[1]
    assert "line 4" in lines[2] and "twice" in lines[2]


def test_simulate_json_is_reproducible_with_a_seed(monkeypatch, capsys) -> None:
    argv = ["poker", "simulate", "--hands", "20000", "--strategy", "pair-or-better",
            "--seed", "42", "--json", "--data-dir", "/nowhere"]
    status, out, _ = run(monkeypatch, capsys, argv)
    assert status == 0
    data = json.loads(out)
    status2, out2, _ = run(monkeypatch, capsys, argv)
    assert out2 == out
    assert data["seed"] == 42 and data["rounds"] == 20000
    assert data["strategy"] == "pair-or-better" and data["ace_low_straight"] is False
    assert abs(sum(data["frequencies"].values()) - 1) < 1e-9
    assert data["frequencies"]["player_wins_high_card"] == 0  # never calls with high card
    assert 0 < data["house_edge_ante"] < 0.15
    jp = data["jackpot"]
    assert set(jp["hits"]) == {"flush", "full_house", "four_of_a_kind", "straight_flush",
                               "royal_flush"}
    assert jp["return_per_bet_exact"] > 0


def test_simulate_meter_ante_and_ak_strategy(monkeypatch, capsys) -> None:
    status, out, _ = run(monkeypatch, capsys, [
        "poker", "simulate", "--hands", "5000", "--strategy", "ak-or-better", "--ace-low",
        "--meter", "123456789", "--ante", "700", "--json"])
    assert status == 0
    data = json.loads(out)
    assert data["ante_cents"] == 700 and data["jackpot"]["meter_cents"] == 123456789
    assert data["ace_low_straight"] is True and isinstance(data["seed"], int)
    assert data["player_net_cents"] % 700 == 0


def test_simulate_text_output(monkeypatch, capsys) -> None:
    status, out, _ = run(monkeypatch, capsys, [
        "poker", "simulate", "--hands", "1000", "--strategy", "ak-or-better", "--seed", "1"])
    assert status == 0 and "house edge on the ANTE" in out and "jackpot return" in out
    assert "the meter following Art. 17" in out and "at a meter held at" in out


def test_art17_simulate_json_meter_follows_the_rule(monkeypatch, capsys) -> None:
    status, out, _ = run(monkeypatch, capsys, [
        "poker", "simulate", "--hands", "30000", "--strategy", "pair-or-better", "--seed", "9",
        "--meter", "5000000", "--json"])
    assert status == 0
    jp = json.loads(out)["jackpot"]
    # nothing of the meter goes to the house
    assert (jp["meter_cents"] + jp["meter_fed_cents"] - jp["paid_from_meter_cents"]
            + jp["reseed_cents"] == jp["meter_end_cents"])
    assert jp["paid_cents"] == (jp["paid_from_meter_cents"] + jp["shortfall_cents"]
                                + jp["house_prizes_cents"])
    assert jp["house_prizes_cents"] == (jp["hits"]["flush"] * 50_000
                                        + jp["hits"]["full_house"] * 100_000
                                        + jp["hits"]["four_of_a_kind"] * 500_000)
    assert jp["return_per_bet_fixed_meter"] > 0 and jp["return_per_bet"] > 0


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--hands", "0", "--strategy", "pair-or-better"], "--hands must be at least 1"),
        (["--hands", "10", "--strategy", "pair-or-better", "--ante", "0"], "--ante"),
        (["--hands", "10", "--strategy", "pair-or-better", "--meter", "-5"], "--meter"),
    ],
)
def test_simulate_bad_arguments_exit_2(monkeypatch, capsys, extra, message) -> None:
    status, out, err = run(monkeypatch, capsys, ["poker", "simulate", *extra])
    assert status == 2 and out == "" and message in err and len(err.splitlines()) == 1


def test_simulate_unknown_strategy_is_an_argument_error(monkeypatch, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        run(monkeypatch, capsys, ["poker", "simulate", "--hands", "5", "--strategy", "always"])
    assert exc.value.code == 2


def test_poker_rank_as_a_process() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "hallstation", "poker", "rank", "--data-dir", "unused"],
        env={**os.environ, "HALLSTATION_LANG": "en"},
        input="KS KD 2H 3C 4S\n2S 3D 4H 5C 6S\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert [line.split()[0] for line in proc.stdout.splitlines()] == ["pair", "straight"]
    bad = subprocess.run(
        [sys.executable, "-m", "hallstation", "poker", "rank"],
        input="KS KD 2H 3C\n", capture_output=True, text=True, cwd=REPO, timeout=60,
        env={**os.environ, "HALLSTATION_LANG": "en"},
    )
    assert bad.returncode == 2 and "line 1" in bad.stderr and bad.stdout == ""


# --- hallstation poker console ---------------------------------------------------------------------


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_console_on_an_empty_folder_creates_the_demo_day(qtbot, tmp_path) -> None:
    from hallstation.commands.poker import open_console
    from hallstation.gui.dialogs import DialogService

    station, bridge, console, sign = open_console(tmp_path / "data", table=2, lang="es", demo=True)  # the app keeps its first translator
    qtbot.addWidget(console)
    qtbot.addWidget(sign)
    try:
        users = station.state.users
        assert "dealer" in users["crupier"].roles and "supervisor" in users["supervisor"].roles
        DialogService.handler = lambda kind, **kw: ("crupier", "6666") if kind == "credentials" else None
        assert console.sign_in()
        view = bridge.view()
        assert view.table == 2 and view.state == "betting" and view.dealer == "crupier"
        assert sign.sign.displayed_meter_cents() == view.meter_cents
    finally:
        DialogService.handler = None
        bridge.detach()
        station.close()


def test_console_subcommand_parses_table_and_data_dir() -> None:
    from hallstation.cli import build_parser

    args = build_parser().parse_args(["poker", "console", "--data-dir", "/x", "--table", "3"])
    assert args.table == 3 and args.data_dir == "/x" and callable(args.func)
