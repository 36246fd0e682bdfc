"""Issue 21 §1: a real hall never starts with the demo day in its log. A new hall's first start asks
for its administrator (PIN typed, recovery code shown and printable, one commit); the demo lives
in a folder of its own (--demo), marked as a demo from its first event, "DEMOSTRACIÓN" on its
public screens and papers, and store copy never puts it on a hall's server."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.services.demo import DEMO_EVENT, DEMO_WORD, create_demo_day, demo_open, log_is_demo
from hallstation.services.first_start import DEMO, NEW, PLAY, first_start
from hallstation.services.station import Station
from hallstation.store.eventlog import DB_NAME, StoreError
from tests.child_env import CHILD_PATH
from tests.cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]


def hs(*args: str, env: dict | None = None, timeout: int = 120) -> subprocess.CompletedProcess:
    e = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="es", **(env or {}))
    return subprocess.run([sys.executable, "-m", "hallstation", *args], capture_output=True, text=True, env=e,
                          cwd=ROOT, timeout=timeout, stdin=subprocess.DEVNULL)


def events(folder: Path) -> list[str]:
    if not (folder / DB_NAME).exists():
        return []
    st = Station(folder, read_only=True)
    try:
        return [e.type for e in st.store.read()]
    finally:
        st.close()


# ------------------------------------------------------------------ a new hall
def test_a_new_halls_folder_is_a_first_start_never_a_demo(tmp_path):
    assert first_start(tmp_path / "hall") == NEW
    assert first_start(tmp_path / "hall", demo=True) == DEMO
    r = hs("--smoke", "--data-dir", str(tmp_path / "hall"))
    assert r.returncode == 0, r.stderr
    assert "todavía no guarda ninguna sala" in r.stdout and "no se registró nada" in r.stdout
    assert events(tmp_path / "hall") == []  # nothing recorded: no demo, no people
    assert "demostración" not in (r.stdout + r.stderr).lower()


def _answers(name: str, pin: str, again: str | None = None, keep: list[bool] | None = None, saved: list | None = None):
    """Fills in the first-start dialogs as a person would: the form, then the recovery code (saved
    as a PDF to print, then kept — or not, per ``keep``)."""
    from hallstation.gui.first_start import FirstStartDialog

    keep = list(keep if keep is not None else [True])

    def answer(dialog) -> int:
        if isinstance(dialog, FirstStartDialog):
            dialog.name_edit.setText(name)
            dialog.full_edit.setText("Gerencia de sala")
            dialog.pin_edit.setText(pin)
            dialog.again_edit.setText(pin if again is None else again)
            dialog.accept()
            return dialog.result()
        code = dialog.code_label.text()
        if saved is not None:
            saved.append((code, dialog.save_pdf(saved[0])))
        if keep.pop(0) if keep else False:
            dialog.accept()
            return 1
        dialog.reject()
        return 0

    return answer


def test_the_first_start_records_the_administrator_and_the_shown_code_in_one_commit(qtbot, tmp_path):
    from hallstation.gui.first_start import run_first_start

    hall = tmp_path / "hall"
    sheet = tmp_path / "code.pdf"
    saved: list = [sheet]
    assert run_first_start(hall, answers=_answers("gerencia", "8642", saved=saved)) == "gerencia"
    assert events(hall) == ["user.created", "user.recovery_code_set"]  # one command, nothing else
    code = saved[1][0]
    assert sheet.exists() and saved[1][1] == str(sheet)  # printable
    st = Station(hall)
    try:
        assert not st.demo and st.has_admin and set(st.state.users) == {"gerencia"}
        assert st.state.users["gerencia"].full_name == "Gerencia de sala"
        st.authenticate("gerencia", "8642")  # the PIN typed, no public default
        with pytest.raises(Exception):
            st.authenticate("admin", "1234")
        st.recover("gerencia", code, "9753")  # the code shown is the code recorded
    finally:
        st.close()
    assert first_start(hall) == PLAY


def test_leaving_the_first_start_at_any_step_records_nothing(qtbot, tmp_path):
    from hallstation.gui.first_start import FirstStartDialog, run_first_start

    hall = tmp_path / "hall"
    steps: list[str] = []

    def answer(dialog) -> int:
        if isinstance(dialog, FirstStartDialog):
            if steps.count("form") == 1:  # the second time: closed
                steps.append("closed")
                return 0
            steps.append("form")
            dialog.name_edit.setText("gerencia")
            dialog.pin_edit.setText("8642")
            dialog.again_edit.setText("8642")
            dialog.accept()
            return dialog.result()
        steps.append("code not kept")
        return 0

    assert run_first_start(hall, answers=answer) is None
    assert steps == ["form", "code not kept", "closed"]
    assert events(hall) == []


def test_the_first_start_refuses_a_public_or_mistyped_pin(qtbot, tmp_path):
    from hallstation.gui.first_start import FirstStartDialog

    d = FirstStartDialog(None, tmp_path)
    qtbot.addWidget(d)
    d.name_edit.setText("gerencia")
    d.pin_edit.setText("8642")
    d.again_edit.setText("8643")
    d.accept()
    assert d.result() == 0 and d.message_label.text() == d.tr("The two PINs are different")
    d.pin_edit.setText("12")
    d.again_edit.setText("12")
    d.accept()
    assert d.result() == 0 and "PIN" in d.message_label.text()
    d.name_edit.setText("")
    assert d.problem() == d.tr("Type the administrator's name")


def test_the_cli_first_start_is_people_add_admin_then_the_halls_people(tmp_path):
    hall = tmp_path / "hall"
    r = run_cli("people", "add", "ana", "--role", "jury", "--data-dir", str(hall), env={"HALLSTATION_NEW_PIN": "2468"})
    assert r.returncode == 2 and "--role admin" in r.stderr and not hall.exists()  # nothing made
    r = run_cli("people", "add", "gerencia", "--role", "admin", "--role", "manager", "--data-dir", str(hall),
           env={"HALLSTATION_NEW_PIN": "8642"})
    assert r.returncode == 0, r.stderr
    code = r.stdout.split("\n")[2].strip()
    assert "código de recuperación" in r.stdout.lower() and len(code) == 19
    r = run_cli("people", "add", "ana", "--role", "jury", "--user", "gerencia", "--data-dir", str(hall),
           env={"HALLSTATION_NEW_PIN": "2468", "HALLSTATION_PIN": "8642"})
    assert r.returncode == 0 and "ana agregado (jurado)" in r.stdout, r.stdout + r.stderr
    r = run_cli("people", "add", "beto", "--role", "caller", "--data-dir", str(hall), env={"HALLSTATION_NEW_PIN": "1357"})
    assert r.returncode == 2 and "--user" in r.stderr  # the administrator adds the rest
    assert events(hall) == ["user.created", "user.recovery_code_set", "user.created"]
    assert not log_is_demo(hall)


# ------------------------------------------------------------------ the demo
def test_the_demo_is_marked_from_its_first_event_and_is_one_transaction(tmp_path, monkeypatch):
    st = Station(tmp_path / "demo")
    try:
        create_demo_day(st)
        assert st.demo and demo_open()
        first = next(iter(st.store.read()))
        assert (first.seq, first.type) == (1, DEMO_EVENT)
    finally:
        st.close()
    assert not demo_open()
    assert log_is_demo(tmp_path / "demo")
    # a fault (or Ctrl+C) in the middle of making it: nothing of it is recorded
    st = Station(tmp_path / "cut")
    calls = []

    def interrupted(*args, **kw):
        calls.append(args)
        raise KeyboardInterrupt

    monkeypatch.setattr(st, "close_sales", interrupted)
    try:
        with pytest.raises(KeyboardInterrupt):
            create_demo_day(st)
        assert calls and len(st.store) == 0
    finally:
        st.close()
    assert events(tmp_path / "cut") == [] and not log_is_demo(tmp_path / "cut")


def test_a_signal_while_the_demo_is_made_leaves_nothing_half_made(tmp_path, copy_demo):
    import signal
    import time

    demo = tmp_path / "demo"
    e = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="es")
    p = subprocess.Popen([sys.executable, "-m", "hallstation", "--demo", "--data-dir", str(demo), "--smoke"],
                         cwd=ROOT, env=e, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not (demo / DB_NAME).exists() and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.01)
    p.send_signal(signal.SIGKILL)  # in the first moments of the demo day being made
    p.communicate(timeout=30)  # (its pipes read and closed)
    whole = Station(copy_demo(tmp_path / "whole"))  # the whole demo day (create_demo_day's, built once)
    full = [e.type for e in whole.store.read()]
    whole.close()
    kinds = events(demo)
    assert kinds in ([], full), kinds  # nothing, or all of it: never half a demo
    r = hs("--demo", "--data-dir", str(demo), "--smoke")  # it starts again from where it is
    assert r.returncode == 0, r.stderr
    assert events(demo)[0] == DEMO_EVENT


def test_demo_refuses_a_halls_folder_and_a_server_and_the_default_is_its_own_folder(tmp_path):
    hall = tmp_path / "hall"
    assert run_cli("people", "add", "gerencia", "--role", "admin", "--data-dir", str(hall),
              env={"HALLSTATION_NEW_PIN": "8642"}).returncode == 0
    r = hs("--demo", "--data-dir", str(hall), "--smoke")
    assert r.returncode == 2 and "no una demostración" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert events(hall) == ["user.created", "user.recovery_code_set"]
    r = hs("--demo", "--store", "postgresql://hall_writer@127.0.0.1:1/hall", "--smoke")
    assert r.returncode == 2 and "servidor" in r.stderr and "Traceback" not in r.stderr
    with pytest.raises(StoreError):
        first_start(tmp_path / "x", "postgresql://hall_writer@127.0.0.1:1/hall", demo=True)
    data = tmp_path / "data" / "HallStation"
    r = hs("--demo", "--smoke", env={"HALLSTATION_DATA_DIR": str(data)})
    assert r.returncode == 0, r.stderr
    assert log_is_demo(tmp_path / "data" / "HallStation-demo") and not data.exists()


def test_store_copy_refuses_a_demo(tmp_path, copy_demo):
    demo = copy_demo(tmp_path / "demo")  # as --demo makes it (built once)
    r = run_cli("store", "copy", "--from", str(demo), "--to", "postgresql://hall_writer@127.0.0.1:1/hall")
    assert r.returncode == 2 and "demostración" in r.stderr and "nunca se copia" in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_the_poker_console_starts_no_hall_and_no_demo_without_demo(tmp_path):
    r = hs("poker", "console", "--data-dir", str(tmp_path / "table"))
    assert r.returncode == 2 and "hallstation --demo poker console" in r.stderr
    assert not any((tmp_path / "table").iterdir())  # no key, no log


def test_a_demos_public_screens_and_papers_say_demostracion(qtbot, tmp_path):
    from hallstation.gui.app import build_app
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.printing.recovery_sheet import print_recovery_sheet
    from hallstation.services.views import board_view
    from hallstation.web.state import conforms, public_state

    sa = build_app(tmp_path / "demo")  # the demo day (as --demo makes it)
    try:
        qtbot.addWidget(sa.caller, before_close_func=lambda w: setattr(w, "force_close", True))
        assert sa.station.demo and DEMO_WORD in sa.caller.windowTitle()
        view = board_view(sa.station)
        assert view.demo and public_state(view)["demo"] is True and conforms(public_state(view)) == []
        display = PublicDisplay(sa.bridge)
        qtbot.addWidget(display)
        display.resize(1280, 720)
        display.show()
        qtbot.waitUntil(lambda: display.demo_mark is not None and display.demo_mark.isVisible())
        assert display.demo_mark.text() == DEMO_WORD
        mark, minors = display.demo_mark.geometry(), display.minors.geometry()
        assert mark.top() == 0 and abs(mark.center().x() - display.width() // 2) <= 1
        assert not mark.intersects(minors)  # never over the minors' sign
        pdf = print_recovery_sheet(tmp_path / "sheet.pdf", "admin", "Administración", "AAAA-BBBB-CCCC-DDDD")
        if shutil.which("pdftotext"):
            text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
            assert DEMO_WORD in text
    finally:
        sa.close()
    # a hall's screens say nothing of the kind
    hall = tmp_path / "hall"
    st = Station(hall)
    st.create_user("gerencia", ["admin"], "8642")
    st.close()
    sa = build_app(hall, demo=False)
    try:
        qtbot.addWidget(sa.caller, before_close_func=lambda w: setattr(w, "force_close", True))
        assert not sa.station.demo and DEMO_WORD not in sa.caller.windowTitle()
        display = PublicDisplay(sa.bridge)
        qtbot.addWidget(display)
        assert display.demo_mark is None and not board_view(sa.station).demo
        pdf = print_recovery_sheet(tmp_path / "sheet2.pdf", "gerencia", "Gerencia", "AAAA-BBBB-CCCC-DDDD")
        if shutil.which("pdftotext"):
            text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
            assert DEMO_WORD not in text
    finally:
        sa.close()


def test_the_operations_guides_first_start_commands_make_a_hall_with_no_demo(tmp_path):
    import re
    import shlex

    text = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    section = text.split("## 7.", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    commands = [shlex.split(line.split("#")[0]) for line in block.splitlines() if line.strip()]
    assert [c[:3] for c in commands] == [["hallstation", "people", "add"]] * 3
    hall = tmp_path / "hall"
    for i, cmd in enumerate(commands):
        r = run_cli(*cmd[1:], "--data-dir", str(hall), env={"HALLSTATION_NEW_PIN": f"86{i}2", "HALLSTATION_PIN": "8602"})
        assert r.returncode == 0, (cmd, r.stderr)
    assert events(hall) == ["user.created", "user.recovery_code_set", "user.created", "user.created"]
    assert not log_is_demo(hall) and first_start(hall) == PLAY


def test_a_new_hall_started_on_its_empty_server_does_its_first_start_there(qtbot, tmp_path, pg_url):
    from hallstation.gui.first_start import FirstStartDialog, run_first_start
    from hallstation.services.first_start import WAIT
    from hallstation.store import keys

    caller = tmp_path / "caller"
    assert first_start(caller, pg_url) == WAIT  # (as before: the station would wait for store copy)
    shown = []

    def answer(dialog) -> int:
        if isinstance(dialog, FirstStartDialog):
            shown.append(dialog.findChild(type(dialog.message_label)).text())
        return _answers("gerencia", "8642")(dialog)

    assert run_first_start(caller, answers=answer, store=pg_url, server="hall-server/hall") == "gerencia"
    assert "hall-server/hall" in shown[0]  # the dialog names the server it starts the hall on
    assert first_start(caller, pg_url) == PLAY and keys.secret_path(caller).exists()
    st = Station(caller, store=pg_url)
    try:
        assert st.store.networked and not st.demo and set(st.state.users) == {"gerencia"}
        assert [e.type for e in st.store.read()] == ["user.created", "user.recovery_code_set"]
    finally:
        st.close()
