"""``hallstation people recover NAME`` (end to end in a subprocess once, in the test's process otherwise): the code and the new PIN from
$HALLSTATION_RECOVERY_CODE / $HALLSTATION_NEW_PIN; exit 0 with the new code, or exit 2 with one
line on stderr and nothing written (a wrong code is the exception: it is counted)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.core.errors import RuleError
from hallstation.services.station import Station
from hallstation.services.users import MAX_FAILURES
from tests.cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]
CODE = re.compile(r"\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b")


@pytest.fixture
def locked_hall(data_dir):
    """A station whose only administrator is locked out after five wrong PINs."""
    st = Station(data_dir)
    code = st.create_user("admin", ["admin", "manager"], "1234")
    st.create_user("cantor", ["caller"], "1000", session=st.authenticate("admin", "1234"))
    for _ in range(MAX_FAILURES):
        with pytest.raises(RuleError):
            st.verify_pin("admin", "0000")
    st.close()
    return data_dir, code


def recover(data_dir, name="admin", code=None, pin=None, lang="en", process=False):
    """``hallstation people recover NAME``: in this process (tests/cli_runner.py), or with
    ``process`` a real one, end to end."""
    unset = ("HALLSTATION_RECOVERY_CODE", "HALLSTATION_NEW_PIN")
    given = {"HALLSTATION_RECOVERY_CODE": code, "HALLSTATION_NEW_PIN": pin}
    given = {k: v for k, v in given.items() if v is not None}
    if not process:
        return run_cli("people", "recover", name, "--data-dir", str(data_dir), lang=lang, env=given, unset=unset)
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env.update(given, HALLSTATION_LANG=lang)
    return subprocess.run(
        [sys.executable, "-m", "hallstation", "people", "recover", name, "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )


def events(data_dir) -> list[str]:
    st = Station(data_dir)
    try:
        return [e.type for e in st.store.read()]
    finally:
        st.close()


def one_line(r) -> str:
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hallstation: "), r.stderr
    return lines[0]


def test_recover_end_to_end(locked_hall):
    data_dir, code = locked_hall
    r = recover(data_dir, code=code, pin="5678", process=True)  # a real process, end to end
    assert r.returncode == 0, r.stderr
    assert "admin is unlocked" in r.stdout
    new = CODE.findall(r.stdout)
    assert len(new) == 1 and new[0] != code
    st = Station(data_dir)
    try:
        assert not st.state.users["admin"].locked
        assert st.authenticate("admin", "5678")
        assert [e.type for e in st.store.read()][-2:] == ["user.recovered", "user.recovery_code_set"]
    finally:
        st.close()
    # the old code no longer works; the new one does
    assert "Wrong recovery code" in one_line(recover(data_dir, code=code, pin="1111"))
    assert recover(data_dir, code=new[0], pin="2222").returncode == 0
    assert run_cli("audit", "verify", "--data-dir", str(data_dir)).returncode == 0


def test_a_wrong_code_exits_2_with_one_line_and_is_counted(locked_hall):
    data_dir, _ = locked_hall
    before = events(data_dir)
    line = one_line(recover(data_dir, code="AAAA-BBBB-CCCC-DDDD", pin="5678"))
    assert line == "hallstation: Wrong recovery code for admin (2 tries left)"
    assert events(data_dir) == [*before, "user.recovery_failed"]


@pytest.mark.parametrize(
    "kw, says",
    [
        ({"name": "nadie", "code": "X", "pin": "5678"}, "There is no person called 'nadie'"),
        ({"name": "cantor", "code": "X", "pin": "5678"}, "cantor has no recovery code"),
        ({"code": "RIGHT", "pin": "12"}, "A PIN is 4 to 12 digits"),
        ({"pin": "5678"}, "no recovery code given"),  # no terminal, no $HALLSTATION_RECOVERY_CODE
        ({"code": "RIGHT"}, "no new PIN given"),
    ],
)
def test_refusals_exit_2_with_one_line_writing_nothing(locked_hall, kw, says):
    data_dir, code = locked_hall
    kw = {k: code if v == "RIGHT" else v for k, v in kw.items()}
    before = events(data_dir)
    assert says in one_line(recover(data_dir, **kw))
    assert events(data_dir) == before


def test_no_station_data_exits_2(tmp_path):
    assert "no station data" in one_line(recover(tmp_path / "empty", code="X", pin="5678"))
    assert not (tmp_path / "empty" / "hallstation.sqlite3").exists()


def test_the_messages_speak_spanish_by_default(locked_hall):
    data_dir, code = locked_hall
    assert one_line(recover(data_dir, code="AAAA-BBBB-CCCC-DDDD", pin="5678", lang="es")).startswith(
        "hallstation: Código de recuperación incorrecto"
    )
    r = recover(data_dir, code=code, pin="5678", lang="es")
    assert r.returncode == 0 and "desbloqueado" in r.stdout
