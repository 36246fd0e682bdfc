"""Set-up traps and split brain (issue 20 §4, "Also"), on the session's real PostgreSQL server: an
empty server is never given a demo day, the caller station waits for the hall ("copie la sala con
store copy") and makes nothing there; a folder copied onto a server refuses to open as a one-PC
hall; ``store connect`` writes the terminal's setting files only once the account works;
``audit verify --store`` without the key exits 1 with the reason last and writes nothing; the race's
loser is told plainly where the money went."""

from __future__ import annotations

import shutil

import pytest

from hallstation.cli import main
from hallstation.devtools.pgserver import WRITER_PW
from hallstation.i18n import message, set_language
from hallstation.store.copy import sqlite_to_pg
from hallstation.store.eventlog import StoreError
from tests.pg_support import no_password
from tests.services.backup_support import listing, paid_hall


def run(capsys, *args, env=None, monkeypatch=None):
    for k, v in (env or {}).items():
        monkeypatch.setenv(k, v)
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = exc.code
    finally:
        set_language("es")
    out, err = capsys.readouterr()
    return code, out, err


def test_an_empty_server_is_never_given_a_demo_day_the_caller_waits_for_the_hall(pg_url, tmp_path):
    from hallstation.gui.app import build_app
    from hallstation.services.first_start import PLAY, WAIT, EmptyServer, first_start

    caller = tmp_path / "caller-pc"
    assert first_start(caller, pg_url) == WAIT
    with pytest.raises(EmptyServer) as got:
        build_app(caller, store=pg_url)
    set_language("es")
    said = message(got.value)
    assert "copie la sala con store copy" in said and WRITER_PW not in said
    assert not (caller / "secret.key").exists()  # nothing made for the empty server: no key of its own
    from hallstation.store.pgstore import PgStore

    probe = PgStore(pg_url, tmp_path / "look", read_only=True)
    assert len(probe) == 0  # and no demo day on the server
    probe.close()
    # the hall copied in (the docs' order): the waiting station now plays on it
    hall = paid_hall(tmp_path / "hall")
    sqlite_to_pg(hall, pg_url, hall)
    assert first_start(caller, pg_url) == PLAY


def test_a_folder_copied_to_the_server_refuses_to_open_as_a_one_pc_hall(pg_url, tmp_path, capsys):
    from hallstation.gui.terminals import build_display_terminal
    from hallstation.services.station import Station

    hall = paid_hall(tmp_path / "hall")
    sqlite_to_pg(hall, pg_url, hall)
    server = no_password(pg_url).split("?")[0]
    with pytest.raises(StoreError) as got:
        Station(hall)  # as the installer's menu entry starts it: no --store, no hall-server.conf
    set_language("es")
    said = message(got.value)
    assert "se copió al servidor" in said and server in said and "hall-server.conf" in said and WRITER_PW not in said
    with pytest.raises(StoreError, match="copied to the server"):
        build_display_terminal(hall)  # nor shown on a screens PC as if it were the hall
    code, out, err = run(capsys, "--data-dir", str(hall), "--smoke")
    assert code == 2 and server in err and len(err.strip().splitlines()) == 1
    old = Station(hall, read_only=True)  # it still opens read-only: recall, the old reports
    assert old.state.last_seq > 0
    old.close()
    # started on its server, the same folder is the caller PC's terminal folder
    st = Station(hall, store=pg_url)
    assert st.store.networked and st.attention is None
    st.close()
    # a mark not sealed with the folder's key is refused too (never taken as a one-PC hall again)
    (hall / "moved-to-server.mark").write_text((hall / "moved-to-server.mark").read_text().replace('"mac": "', '"mac": "0'))
    with pytest.raises(StoreError, match="damaged or not sealed"):
        Station(hall)


def test_store_connect_writes_the_setting_files_only_once_the_account_works(pg_url, pg_display_url, tmp_path, capsys, monkeypatch):
    from hallstation.store.location import configured_store, terminal_role

    desk = tmp_path / "desk"
    url = no_password(pg_url)
    code, out, err = run(capsys, "store", "connect", "--store", url, "--terminal", "cashier", "--data-dir", str(desk),
                         env={"HALLSTATION_STORE_PASSWORD": "not-the-password"}, monkeypatch=monkeypatch)
    assert code == 2 and "not-the-password" not in err and not desk.exists(), err
    code, out, err = run(capsys, "store", "connect", "--store", url, "--terminal", "cashier", "--data-dir", str(desk),
                         env={"HALLSTATION_STORE_PASSWORD": WRITER_PW}, monkeypatch=monkeypatch)
    assert code == 0, err
    assert WRITER_PW not in out and "secret.key" in out  # a desk needs the hall's key: said
    assert configured_store(desk) == url and terminal_role(desk) == ("cashier", 0)
    assert WRITER_PW in (desk / "hall-server.pgpass").read_text() and WRITER_PW not in (desk / "hall-server.conf").read_text()
    # the screens account can only be a display
    code, out, err = run(capsys, "store", "connect", "--store", no_password(pg_display_url), "--terminal", "caller",
                         "--data-dir", str(tmp_path / "screens"), env={"HALLSTATION_STORE_PASSWORD": "display-password"}, monkeypatch=monkeypatch)
    assert code == 2 and "display" in err and not (tmp_path / "screens" / "hall-server.conf").exists()
    # the passfile is what the terminal connects with: no password anywhere else
    monkeypatch.delenv("PGPASSWORD", raising=False)
    from hallstation.store.location import open_hall

    st = open_hall(desk, read_only=True)
    assert st.networked and len(st) == 0
    st.close()


def test_audit_verify_without_the_key_exits_1_says_why_last_and_writes_nothing(pg_url, tmp_path, capsys, monkeypatch):
    hall = paid_hall(tmp_path / "hall")
    sqlite_to_pg(hall, pg_url, hall)
    inspector = tmp_path / "inspector"
    inspector.mkdir()
    (inspector / "hall-server.conf").write_text(no_password(pg_url) + "\n")
    (inspector / "hall-server.conf").chmod(0o600)
    inspector.chmod(0o700)
    before = listing(inspector)
    monkeypatch.setenv("PGPASSWORD", WRITER_PW)
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(inspector))
    assert code == 1, err
    last = out.strip().splitlines()[-1]
    assert "secret.key" in last and "sellos" in last
    assert listing(inspector) == before  # no witness mark, no key of its own: nothing written
    # with the key it passes
    shutil.copy(hall / "secret.key", inspector / "secret.key")
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(inspector))
    assert code == 0, err
