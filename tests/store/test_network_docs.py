"""docs/network.md, done as written, gives a working hall with one log (issue 20 §2, §4): its own
commands — ``store setup``, ``store connect`` on a caller PC and on a screens PC, ``store copy`` —
run in this process on the session's real server (this test's database and folders put in), with
the passwords in the environment as the docs give them; then each PC started as ``hallstation``
alone (the installer's menu entry) is the terminal its folder says, on the one log. No SQL is left
in the docs for the hall's IT person to type."""

from __future__ import annotations

import os
import re
import shlex
import shutil
from pathlib import Path

import psycopg
import pytest

from hallstation.cli import main
from hallstation.devtools.pgserver import DISPLAY_PW, WRITER_PW
from hallstation.store.eventlog import DB_NAME, EventStore
from hallstation.store.pgstore import PgStore
from tests.services.backup_support import ID_DOC, WINNER, paid_hall

DOC = Path(__file__).resolve().parents[2] / "docs" / "network.md"


def doc_commands(word: str) -> list[list[str]]:
    """The docs' ``hallstation …`` command lines that contain ``word``, as argument lists."""
    found = []
    for block in re.findall(r"```sh\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        for line in block.splitlines():
            if word in line and "hallstation " in line and not line.lstrip().startswith("#"):
                args = shlex.split(line)
                found.append(args[args.index("hallstation") + 1:])
    return found


def run(capsys, args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    from hallstation import i18n

    lang = i18n.language()
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        try:
            code = main(args)
        except SystemExit as exc:
            code = exc.code
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        i18n.set_language(lang)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_docs_use_hallstations_commands_and_no_sql():
    text = DOC.read_text(encoding="utf-8")
    assert "```sql" not in text
    assert not re.search(r"\b(CREATE|GRANT|ALTER) (ROLE|DATABASE|DEFAULT)", text)
    assert doc_commands("store setup") and doc_commands("store connect") and doc_commands("store copy")
    assert "hostssl" in text and "verify-full" in text


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_docs_setup_done_as_written_gives_a_working_hall_with_one_log(pg_server, tmp_path, capsys, monkeypatch, request):
    from hallstation import i18n
    from hallstation.gui.app import ensure_qapp

    # the PCs' starts run here, in this process: the last window they close must not quit the
    # application the other tests go on with (a real terminal's process ends there)
    app = ensure_qapp()
    app.setQuitOnLastWindowClosed(False)
    request.addfinalizer(lambda: app.setQuitOnLastWindowClosed(True))
    monkeypatch.delenv("HALLSTATION_STORE", raising=False)
    monkeypatch.setattr(i18n, "_current", {**i18n._current, "lang": "en", "chosen": True})
    db = f"doc_{os.getpid()}"
    server = f"127.0.0.1:{pg_server.port}"

    def mine(args: list[str], folder: Path | None = None, data_dir: bool = True) -> list[str]:
        out = []
        for a in args:
            a = a.replace("postgresql://postgres@/hall?host=/var/run/postgresql", pg_server.admin_url(db))
            a = a.replace("@hall-server/hall", f"@{server}/{db}")
            a = a.replace("~/.local/share/HallStation", str(folder))
            a = a.replace("/media/usb/archivo-2026", str(tmp_path / "archive"))
            out.append(a)
        return out + (["--data-dir", str(folder)] if data_dir and folder is not None else [])

    # 2. the server set up (the roles exist on this shared server: their passwords are the session's)
    (setup,) = doc_commands("store setup")
    secrets = {"HALLSTATION_WRITER_PASSWORD": WRITER_PW, "HALLSTATION_DISPLAY_PASSWORD": DISPLAY_PW}
    code, out, err = run(capsys, mine(setup), secrets)
    assert code == 0, err
    assert f"postgresql://hall_writer@{server}/{db}" in out and "hall_display" in out
    code, out, err = run(capsys, mine(setup), {})  # safe to run again: everything is already there
    assert code == 0 and "made:" not in out, out + err

    # 3. the caller PC (the one-PC hall's own folder) and a screens PC pointed at it
    caller = paid_hall(tmp_path / "caller-pc")
    before = EventStore(caller / DB_NAME, read_only=True)
    anchor = before.verify().anchor
    before.close()
    (connect,) = doc_commands("store connect")
    code, out, err = run(capsys, mine(connect, caller), {"HALLSTATION_STORE_PASSWORD": WRITER_PW})
    assert code == 0, err
    screens = tmp_path / "screens-pc"
    display = [a.replace("hall_writer", "hall_display").replace("caller", "display") for a in mine(connect, screens)]
    code, out, err = run(capsys, display, {"HALLSTATION_STORE_PASSWORD": DISPLAY_PW})
    assert code == 0, err
    for folder in (caller, screens):
        assert oct(folder.stat().st_mode & 0o777) == "0o700"
        for name in ("hall-server.conf", "hall-server.pgpass", "hall-terminal.conf"):
            assert oct((folder / name).stat().st_mode & 0o777) == "0o600", name
        assert WRITER_PW not in (folder / "hall-server.conf").read_text()
        assert DISPLAY_PW not in (folder / "hall-server.conf").read_text()

    # the caller PC started before the hall is on the server: it says so, and makes nothing there
    from hallstation.services.first_start import WAIT, first_start

    assert first_start(caller) == WAIT

    # 4. the hall copied onto the server (the password from the passfile store connect wrote)
    (copy_to, copy_back) = doc_commands("store copy")
    code, out, err = run(capsys, mine(copy_to, caller, data_dir=False), {})
    assert code == 0, err
    assert f"head: {anchor}" in out

    # each PC started as the installer's menu entry starts it: as its folder says
    code, out, err = run(capsys, ["--data-dir", str(caller), "--smoke", "--lang", "en"], {})
    assert code == 0 and "windows shown: yes" in out, out + err
    code, out, err = run(capsys, ["--data-dir", str(screens), "--smoke", "--lang", "en"], {})
    assert code == 0 and "hallstation display: started" in out, out + err
    # one log: the caller's folder, without its server, no longer opens as a one-PC hall
    alone = tmp_path / "caller-alone"
    shutil.copytree(caller, alone)
    (alone / "hall-server.conf").unlink()
    code, out, err = run(capsys, ["--data-dir", str(alone), "--smoke"], {})
    assert code == 2 and f"{server}/{db}" in err and len(err.strip().splitlines()) == 1, err

    # what each account may do
    writer = PgStore(pg_server.url(db=db), tmp_path / "w", key=None, read_only=True)
    assert writer.verify().anchor == anchor
    writer.close()
    with psycopg.connect(pg_server.url(db=db)) as w:
        for sql in ("DELETE FROM hs_events", "ALTER TABLE hs_events DISABLE TRIGGER USER", "TRUNCATE hs_events"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                w.execute(sql)
            w.rollback()
    with psycopg.connect(pg_server.url("hall_display", DISPLAY_PW, db=db)) as d:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            d.execute("SELECT data FROM hs_events")
        d.rollback()
        seen = " ".join(r[0] for r in d.execute("SELECT data FROM hs_public").fetchall())
        assert WINNER not in seen and ID_DOC not in seen and '"salt"' not in seen and '"hash"' not in seen
    # the archive back from the server, by the caller PC (its key, its passfile)
    code, out, err = run(capsys, mine(copy_back, caller), {})
    assert code == 0 and f"head: {anchor}" in out, err
    archive = EventStore(tmp_path / "archive" / DB_NAME, read_only=True)
    assert archive.verify().anchor == anchor
    archive.close()
    # §6 an inspector with nothing but the fingerprint printed on the day's records (issue 20 §1)
    from hallstation.printing.actas import key_fingerprint
    from hallstation.store import signing

    from hallstation.store import keys

    fp = signing.fingerprint(signing.public_key(keys.log_key(keys._read_secret(keys.secret_path(caller)))))
    (inspect,) = doc_commands("--public-key")
    inspector = tmp_path / "inspector"
    inspector.mkdir(mode=0o700)
    args = [a.replace("3DF2 EED0 7983 36C9 538F 4813 319A D0B3", fp) for a in mine(inspect, inspector)]
    code, out, err = run(capsys, args, {"PGPASSWORD": WRITER_PW})
    assert code == 0 and fp in out, out + err
    assert list(inspector.iterdir()) == []
    screens_store = PgStore(pg_server.url("hall_display", DISPLAY_PW, db=db), tmp_path / "s2", read_only=True)
    assert key_fingerprint(screens_store) == fp  # what the screens PC pinned is what the records print
    screens_store.close()

