"""Issue 12 §3: the command line — global options anywhere, simulate in a folder of its own, an
unusable data folder in one line with exit 2, Ctrl+C and SIGTERM, one language, the help."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hallstation.cli import build_parser, help_texts, main
from hallstation.devtools.i18n_extract import catalogue_entries
from tests.child_env import CHILD_PATH
from tests.cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


# What lets root read every folder whatever its mode (capabilities(7)): the command line's checks of a
# folder's mode run without both, as any other user's would, when the suite runs as root (CI). Not
# another user (nobody): the interpreter and the clone may sit in root's own folders (/root/.pyenv),
# which only root can enter.
AS_ANY_USER = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"] if IS_ROOT else []


def hs(*args: str, lang: str | None = "es", env: dict | None = None, timeout: int = 120, wrap: list[str] = (),
       **kw) -> subprocess.CompletedProcess:
    e = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, **(env or {}))
    e.pop("HALLSTATION_LANG", None)
    if lang:
        e["HALLSTATION_LANG"] = lang
    if "input" not in kw:
        kw["stdin"] = subprocess.DEVNULL
    return subprocess.run([*wrap, sys.executable, "-m", "hallstation", *args], capture_output=True, text=True, env=e,
                          cwd=ROOT, timeout=timeout, **kw)


def runner(cmd: list[str]):
    """The station's windows (``--smoke``, ``poker console``) and a prompt (``people recover``) run
    in a process of their own (``hs``); the headless commands in this one (``run_cli``)."""
    return hs if "--smoke" in cmd or cmd[:2] == ["poker", "console"] or cmd[:1] == ["people"] else run_cli


def one_line(r: subprocess.CompletedProcess) -> str:
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and "Warning" not in r.stderr, r.stderr
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, r.stderr
    return lines[0]


# ---------------------------------------------------------------- global options anywhere
@pytest.mark.parametrize("before", [True, False])
def test_data_dir_before_or_after_the_command(capsys, tmp_path, before):
    args = ["series", "create", "--cards", "5"]
    where = ["--data-dir", str(tmp_path / "hall")]
    assert main(where + args if before else args + where) == 0
    assert (tmp_path / "hall" / "hallstation.sqlite3").exists()


def test_global_options_reach_nested_commands_and_the_later_one_wins():
    p = build_parser()
    a = p.parse_args(["--data-dir", "A", "--lang", "en", "--user", "ana", "series", "create", "--cards", "3"])
    assert (a.data_dir, a.lang, a.user) == ("A", "en", "ana")
    a = p.parse_args(["--data-dir", "A", "poker", "console", "--table", "2"])
    assert a.data_dir == "A" and a.table == 2
    a = p.parse_args(["--data-dir", "A", "audit", "verify", "--data-dir", "B"])
    assert a.data_dir == "B"
    a = p.parse_args(["recall", "--lang", "en"])
    assert a.lang == "en" and a.data_dir is None


def test_global_options_between_a_group_and_its_action(tmp_path):
    hall = tmp_path / "hall"
    assert main(["series", "--data-dir", str(hall), "create", "--cards", "5"]) == 0
    r = run_cli("audit", "--data-dir", str(hall), "verify")
    assert r.returncode == 0 and "cadena intacta" in r.stdout, r.stderr
    r = run_cli("poker", "--lang", "en", "rank", input="AS KS QS JS 10S\n")
    assert r.returncode == 0 and r.stdout.rstrip().endswith("Royal flush"), r.stdout + r.stderr
    a = build_parser().parse_args(["--data-dir", "A", "audit", "--data-dir", "B", "verify"])
    assert a.data_dir == "B"
    a = build_parser().parse_args(["--data-dir", "A", "audit", "verify"])
    assert a.data_dir == "A"  # (the group's own default never resets it)
    assert "--user" in one_line(run_cli("audit", "--user", "ana", "verify", "--data-dir", "/nowhere", lang="en"))


def test_user_on_a_command_that_signs_nobody_in_is_refused():
    assert "--user" in one_line(run_cli("--user", "ana", "audit", "verify", "--data-dir", "/nowhere", lang="en"))


# ---------------------------------------------------------------- simulate never in a hall's folder
def test_simulate_without_data_dir_plays_in_a_temporary_folder(tmp_path):
    hall = tmp_path / "hall"
    r = run_cli("simulate", "--cards", "30", "--games", "1", "--seed", "3", "--json", lang="en",
           env={"HALLSTATION_DATA_DIR": str(hall)})
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["games"][0]["game"] == 1
    assert not hall.exists()  # the hall's default folder is never touched
    assert "temporary folder" in r.stderr and "--data-dir" in r.stderr
    folder = r.stderr.split("temporary folder ", 1)[1].split(",", 1)[0]
    assert folder and not Path(folder).exists()


def test_simulate_refuses_a_halls_folder(tmp_path, copy_demo):
    hall = tmp_path / "hall"
    copy_demo(hall)  # a demo day (as --demo makes it, built once): people
    size = (hall / "hallstation.sqlite3").stat().st_size
    line = one_line(run_cli("simulate", "--cards", "5", "--games", "1", "--data-dir", str(hall), lang="en"))
    assert "a folder of its own" in line
    assert (hall / "hallstation.sqlite3").stat().st_size == size


# ---------------------------------------------------------------- an unusable data folder
COMMANDS = [
    ["series", "create", "--cards", "5"],
    ["series", "export", "1"],
    ["simulate", "--cards", "5", "--games", "1"],
    ["recall"],
    ["audit", "verify"],
    ["people", "recover", "admin"],
    ["backup", "BACKUP"],
    ["poker", "console"],
    ["--smoke"],  # the station (without --smoke the same line is also shown in a dialog)
]


@pytest.mark.parametrize("cmd", COMMANDS, ids=lambda c: " ".join(c))
def test_a_data_folder_that_is_a_file(tmp_path, cmd):
    f = tmp_path / "afile"
    f.write_text("x")
    cmd = [str(tmp_path / "bk") if c == "BACKUP" else c for c in cmd]
    line = one_line(runner(cmd)(*cmd, "--data-dir", str(f), lang="en"))
    assert "is a file, not a folder" in line
    assert f.read_text() == "x"


@pytest.mark.parametrize("cmd", [["series", "create", "--cards", "5"], ["poker", "console"], ["--smoke"]], ids=["series", "console", "station"])
def test_a_data_folder_that_cannot_be_written(tmp_path, cmd):
    if IS_ROOT:
        target = "/sys"  # a folder even root cannot write in
    else:
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        target = str(ro)
    line = one_line(runner(cmd)(*cmd, "--data-dir", target, lang="en"))
    assert "cannot be written" in line


def test_a_data_folder_that_cannot_be_created(tmp_path):
    (tmp_path / "file").write_text("")
    line = one_line(run_cli("series", "create", "--cards", "5", "--data-dir", str(tmp_path / "file" / "hall"), lang="en"))
    assert "cannot be created" in line or "is a file" in line


def test_a_database_that_is_a_folder(tmp_path):
    (tmp_path / "hallstation.sqlite3").mkdir()
    for cmd in (["recall"], ["series", "create", "--cards", "3"], ["--smoke"]):
        assert "not the station's database" in one_line(run_cli(*cmd, "--data-dir", str(tmp_path), lang="en"))


def test_a_foreign_file_as_the_database_is_one_line_for_the_station_too(tmp_path):
    (tmp_path / "hallstation.sqlite3").write_bytes(b"not a database at all" * 100)
    one_line(hs("--smoke", "--data-dir", str(tmp_path)))
    one_line(run_cli("series", "create", "--cards", "3", "--data-dir", str(tmp_path)))


def test_a_data_folder_that_cannot_be_read(tmp_path):
    """As root (CI) without root's power over modes (AS_ANY_USER): the check runs there too."""
    d = tmp_path / "closed"
    d.mkdir()
    d.chmod(0)
    try:
        if IS_ROOT:  # the command really runs without that power: the folder is closed to it
            probe = subprocess.run([*AS_ANY_USER, "ls", str(d)], capture_output=True, text=True)
            assert probe.returncode != 0 and "Permission denied" in probe.stderr, probe
        assert "cannot be read" in one_line(hs("recall", "--data-dir", str(d), lang="en", wrap=AS_ANY_USER))
    finally:
        d.chmod(0o700)


# ---------------------------------------------------------------- one language
def test_argparse_speaks_spanish():
    r = run_cli("series", "create")
    assert one_line(r) == "hallstation: faltan estos argumentos: --cards"
    assert "argumentos no reconocidos" in one_line(run_cli("recall", "--bogus"))
    assert "opción no válida" in one_line(run_cli("poker", "simulate", "--hands", "3", "--strategy", "always"))
    help_es = run_cli("--help").stdout
    assert help_es.startswith("uso: hallstation") and "opciones:" in help_es and "muestra esta ayuda" in help_es
    help_en = run_cli("--lang", "en", "--help").stdout
    assert help_en.startswith("usage: hallstation") and "show this help message" in help_en


def test_argparse_names_values_and_actions_in_spanish():
    assert one_line(run_cli("audit")) == "hallstation: faltan estos argumentos: ACCIÓN"
    assert "ACCIÓN" in one_line(run_cli("audit", "nada"))
    usage = run_cli("series", "create", "--help").stdout
    assert "--data-dir CARPETA" in usage and "--cards CARTONES" in usage and "--lang IDIOMA" in usage
    assert "DIR" not in usage.replace("CARPETA", "") and "ACTION" not in usage
    top = run_cli("--help").stdout
    assert "ORDEN" in top and "COMMAND" not in top
    assert one_line(run_cli("audit", lang="en")) == "hallstation: the following arguments are required: ACTION"


def with_lang_env(*args: str, value: str) -> subprocess.CompletedProcess:
    return run_cli(*args, lang=None, env={"HALLSTATION_LANG": value})  # as a new process started with it


@pytest.mark.parametrize("value, spanish", [("es", True), ("ES", True), ("es_AR", True), ("es_ar.UTF-8", True),
                                            (" Es ", True), ("", True), ("en", False), ("EN", False), ("en_US", False)])
def test_hallstation_lang_accepts_es_es_star_and_en_in_any_case(value, spanish):
    line = one_line(with_lang_env("series", "create", value=value))
    assert ("faltan estos argumentos" in line) == spanish and ("the following arguments" in line) != spanish, line


@pytest.mark.parametrize("value", ["de", "fr_FR", "spanish", "e"])
def test_hallstation_lang_refuses_any_other_language_in_one_line(value):
    line = one_line(with_lang_env("series", "create", value=value))
    assert f"'{value}'" in line and "es, en" in line and "HALLSTATION_LANG" in line


def test_lang_applies_to_headless_commands_and_an_unknown_code_is_refused():
    assert "the following arguments are required" in one_line(run_cli("--lang", "en", "series", "create"))
    assert "the following arguments are required" in one_line(run_cli("series", "create", "--lang=en"))
    line = one_line(run_cli("--lang", "fr", "recall", lang=None))
    assert "fr" in line and "es, en" in line
    assert "'xx'" in one_line(hs("poker", "console", "--lang", "xx", lang=None))


def test_poker_rank_and_simulate_speak_the_language():
    r = run_cli("poker", "rank", input="AS KS QS JS 10S\n2C 2D 5H 7S 9D\n")
    assert r.stdout.splitlines() == [r.stdout.splitlines()[0], r.stdout.splitlines()[1]]
    assert r.stdout.splitlines()[0].startswith("royal_flush ") and r.stdout.splitlines()[0].endswith(" Escalera real")
    assert r.stdout.splitlines()[1].endswith(" Par")
    r = run_cli("poker", "simulate", "--hands", "500", "--strategy", "ak-or-better", "--seed", "1")
    assert "ventaja de la casa sobre el ANTE" in r.stdout and "gana el jugador con Par" in r.stdout
    assert "house edge" not in r.stdout and "player_wins" not in r.stdout


def test_every_help_line_has_its_spanish_translation():
    have = catalogue_entries("es")
    missing = sorted(t for t in set(help_texts()) if not have.get(("CliHelp", t)))
    assert missing == []


def test_every_option_has_a_help_line():
    import argparse

    def walk(p, path):
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                for name, sp in a.choices.items():
                    yield from walk(sp, f"{path} {name}")
            elif not a.help:
                yield f"{path} {a.option_strings or a.dest}"

    assert list(walk(build_parser(), "hallstation")) == []


def test_no_spanish_says_tarjeta_for_a_card():
    """One word for one thing: the bingo card is a «cartón» everywhere."""
    said = sorted(tr for (_ctx, _src), tr in catalogue_entries("es").items() if tr and "tarjeta" in tr.lower())
    assert said == []


# ---------------------------------------------------------------- the help
def test_help_lists_every_command_and_says_none_starts_the_station():
    out = run_cli("--help", lang="en").stdout
    for cmd in ("series create", "series export", "series import", "simulate", "recall", "audit verify",
                "poker rank", "poker simulate", "poker console", "people recover", "backup", "restore"):
        assert f"hallstation {cmd}" in out, cmd
    assert "none of the commands below starts it" in out


# ---------------------------------------------------------------- a PIN with no terminal
def test_asking_a_pin_with_no_terminal_is_one_line(tmp_path, copy_demo):
    hall = tmp_path / "hall"
    copy_demo(hall)  # a demo day, as --demo makes it (built once)
    r = hs("series", "create", "--cards", "5", "--user", "admin", "--data-dir", str(hall), lang="en",
           start_new_session=True)  # no controlling terminal
    assert "no terminal" in one_line(r)


# ---------------------------------------------------------------- Ctrl+C and SIGTERM
def _handles(pid: int, sig: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (sig - 1) & 1)
    return False


_started: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def _no_station_left_running():
    """A station a failed test left running is stopped, its pipes closed (never a process leaked)."""
    yield
    while _started:
        p = _started.pop()
        if p.poll() is None:
            p.kill()
        p.communicate()


def start_station(data_dir: Path, *command: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="en")
    p = subprocess.Popen([sys.executable, "-m", "hallstation", *command, "--data-dir", str(data_dir)], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
    _started.append(p)
    deadline = time.monotonic() + 90
    while not _handles(p.pid, signal.SIGTERM):  # the station's own handler is in place
        assert p.poll() is None and time.monotonic() < deadline, p.communicate()
        time.sleep(0.1)
    time.sleep(0.5)
    return p


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_a_station_with_no_game_running(tmp_path, sig):
    hall = tmp_path / "hall"
    assert run_cli("series", "create", "--cards", "5", "--data-dir", str(hall)).returncode == 0  # no demo, no game
    p = start_station(hall)
    p.send_signal(sig)
    out, err = p.communicate(timeout=30)
    assert p.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_sigterm_while_a_game_is_running_asks_and_a_second_one_closes(tmp_path, copy_demo):
    hall = copy_demo(tmp_path / "hall")  # the demo day --demo makes (built once); --demo opens it again
    p = start_station(hall, "--demo")  # the demo day: game 1 proclaimed, ready for its first ball
    p.send_signal(signal.SIGTERM)
    time.sleep(1.5)
    assert p.poll() is None  # the window asks: nobody answered yet
    p.send_signal(signal.SIGTERM)
    # the second signal ends it at once, not when the 30 s grace runs out
    out, err = p.communicate(timeout=10)
    assert p.returncode == 0, err
    assert "Traceback" not in err
    r = run_cli("audit", "verify", "--data-dir", str(hall), lang="en")
    assert r.returncode == 0, r.stderr


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_ctrl_c_then_a_second_one_while_the_station_asks_closes_it_at_once(tmp_path, copy_demo):
    hall = copy_demo(tmp_path / "hall")  # the demo day --demo makes (built once); --demo opens it again
    p = start_station(hall, "--demo")  # the demo day: a game being played, so closing asks first
    p.send_signal(signal.SIGINT)
    time.sleep(1.5)
    assert p.poll() is None  # asking
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=10)  # (the grace is 30 s)
    assert p.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_the_poker_console_stops_cleanly_on_ctrl_c_or_sigterm(tmp_path, sig, copy_demo):
    hall = tmp_path / "hall"
    copy_demo(hall)  # a demo day, as --demo makes it (built once)
    p = start_station(hall, "poker", "console")  # on the dealer's sign-in, nobody typing
    p.send_signal(sig)
    out, err = p.communicate(timeout=10)
    assert p.returncode == 0, err  # (it was a traceback from the follower and the console went on; SIGTERM was rc 143)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert run_cli("audit", "verify", "--data-dir", str(hall)).returncode == 0  # nothing half-written


def test_the_cashier_on_a_bad_folder_is_one_line_and_2_with_no_dialog(tmp_path):
    (tmp_path / "empty").mkdir()
    (tmp_path / "file").write_text("x")
    for folder in (tmp_path / "empty", tmp_path / "file"):
        # offscreen, a dialog would wait for an answer forever: the timeout would fire
        line = one_line(hs("cashier", "--data-dir", str(folder), timeout=60))
        assert str(folder) in line


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_ctrl_c_at_a_pin_prompt_exits_130_on_a_line_of_its_own(tmp_path, copy_demo):
    import fcntl
    import termios

    hall = tmp_path / "hall"
    copy_demo(hall)  # a demo day, as --demo makes it (built once)
    master, slave = os.openpty()

    def own_terminal() -> None:  # the child's controlling terminal is the pty: Ctrl+C typed there is SIGINT
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="es")
    env.pop("HALLSTATION_PIN", None)
    p = subprocess.Popen([sys.executable, "-m", "hallstation", "series", "create", "--cards", "5", "--user", "admin",
                          "--data-dir", str(hall)], cwd=ROOT, env=env, stdin=slave, stdout=slave, stderr=slave,
                         preexec_fn=own_terminal)
    os.close(slave)
    seen = b""
    try:
        while b"PIN" not in seen:
            chunk = os.read(master, 1024)
            assert chunk, seen
            seen += chunk
        # the prompt is shown before getpass turns echo off, and turning it off flushes what was
        # typed (TCSAFLUSH): Ctrl+C is typed once the terminal is in the prompt's mode
        deadline = time.monotonic() + 60
        while termios.tcgetattr(master)[3] & termios.ECHO and time.monotonic() < deadline:
            time.sleep(0.01)
        os.write(master, b"\x03")  # Ctrl+C typed at the prompt
        while True:
            try:
                chunk = os.read(master, 1024)
            except OSError:  # the child ended: the pty is closed
                break
            if not chunk:
                break
            seen += chunk
        assert p.wait(timeout=30) == 130
    finally:
        if p.poll() is None:
            p.kill()
        os.close(master)
    text = seen.decode()
    lines = [line.strip() for line in text.replace("\r", "").split("\n")]
    assert "hallstation: interrumpido" in lines, text  # a line of its own, after the prompt's
    assert "Traceback" not in text and "ningún PIN" not in text.lower()


def test_ctrl_c_in_a_headless_command_is_one_line_and_130(monkeypatch, capsys):
    import hallstation.commands.poker as poker

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(poker, "run_rank", interrupted)
    assert main(["poker", "rank"]) == 130
    err = capsys.readouterr().err
    assert [line for line in err.splitlines() if line.strip()] and "Traceback" not in err


def test_recall_and_poker_simulate_say_no_english_word_and_use_the_halls_formats(tmp_path):
    import re

    assert run_cli("simulate", "--cards", "5", "--games", "1", "--data-dir", str(tmp_path / "s")).returncode == 0
    out = run_cli("recall", "--data-dir", str(tmp_path / "s")).stdout
    assert "(terminado)" in out and "ratificadas por la simulación" in out
    assert "finished" not in out and "ratified" not in out and "simulation" not in out
    r = run_cli("poker", "simulate", "--hands", "500", "--strategy", "ak-or-better", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "centésimos" not in r.stdout and not re.search(r"\d%", r.stdout)  # "9,20 %", never "9.2000%"
    assert re.search(r"ventaja de la casa sobre el ANTE: -?\d+,\d\d % \(± \d+,\d\d %\)", r.stdout), r.stdout
    assert "$ 100.000" in r.stdout and not re.search(r"\b\d{5,}\b", r.stdout.replace("semilla: 1", ""))


def test_the_operating_systems_reasons_are_said_in_spanish(tmp_path):
    folder = tmp_path / "a folder"
    folder.mkdir()
    r = run_cli("series", "import", str(folder), "--number", "1", "--color", "rojo", "--letter", "A",
           "--data-dir", str(tmp_path / "hall"))
    line = one_line(r)
    assert "es una carpeta, no un archivo" in line and "Is a directory" not in line
    missing = tmp_path / "no such file.csv"
    line = one_line(run_cli("series", "import", str(missing), "--number", "1", "--color", "rojo", "--letter", "A",
                       "--data-dir", str(tmp_path / "hall")))
    assert "no existe ese archivo o carpeta" in line and "No such file" not in line


def test_os_reasons_in_papers_and_backups_are_terms_of_the_language():
    import errno

    from hallstation.i18n import message, set_language
    from hallstation.printing.pdf import _cannot_write
    from hallstation.store.data_folder import reason_text

    set_language("es")
    said = message(_cannot_write(Path("/x/y.pdf"), OSError(errno.EACCES, "Permission denied")))
    assert "permiso denegado" in said and "Permission" not in said
    assert reason_text(OSError(errno.ECONNREFUSED, "Connection refused")) == "sin conexión (rechazada)"
    assert reason_text(OSError(errno.ENOSPC, "No space left on device")) == "el disco está lleno"


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_a_new_halls_first_start_leaves_nothing_half_made(tmp_path, sig):
    """Issue 21 §1: a new hall's first start (its administrator asked, no demo) left by Ctrl+C or
    SIGTERM ends cleanly and records nothing: the next start is the same first start again."""
    from hallstation.services.first_start import NEW, first_start
    from hallstation.store.eventlog import DB_NAME

    hall = tmp_path / "new-hall"
    assert first_start(hall, None) == NEW
    p = start_station(hall)  # the first-start dialog open, nobody typing
    p.send_signal(sig)
    out, err = p.communicate(timeout=30)
    assert p.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    db = hall / DB_NAME
    if db.exists():  # (nothing of a hall was recorded: no person, no demo, no key used)
        import sqlite3

        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as c:
            assert c.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0
    assert first_start(hall, None) == NEW  # the next start asks for the administrator again
