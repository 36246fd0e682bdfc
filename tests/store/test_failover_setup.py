"""Setting the hall's standby up (issue 25), on the session's real PostgreSQL server: ``store setup
--replication`` makes the standby's account (replication, nothing else); ``store connect`` takes
a multi-host address and writes the password for every server; ``store promote`` records the hall's
epoch as a sealed row of the log and every terminal learns it; its refusals are one line."""

from __future__ import annotations

import psycopg

from hallstation.cli import main
from hallstation.devtools.pgserver import DISPLAY_PW, WRITER_PW, free_port
from hallstation.i18n import set_language
from hallstation.services.station import Station
from hallstation.store import failover
from tests.pg_support import argv_and_env


def run(capsys, monkeypatch, *args, env=None):
    args, url_env = argv_and_env(list(args))
    for k, v in {**url_env, **(env or {})}.items():
        monkeypatch.setenv(k, v)
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    finally:
        set_language("es")
    out, err = capsys.readouterr()
    return code, out, err


def test_store_setup_replication_makes_the_standbys_account_and_nothing_more(pg_server, pg_url, capsys, monkeypatch):
    db = pg_url.rsplit("/", 1)[1]
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--replication", "--store", pg_server.admin_url(db),
                         env={"HALLSTATION_REPLICATION_PASSWORD": "replica-password-1"})
    assert code == 0, err
    assert "hall_replica" in out and "pg_basebackup -R" in out
    with psycopg.connect(pg_server.admin_url(db)) as conn:
        replication, superuser, createdb = conn.execute(
            "SELECT rolreplication, rolsuper, rolcreatedb FROM pg_roles WHERE rolname = 'hall_replica'").fetchone()
        assert replication and not superuser and not createdb
        assert not conn.execute("SELECT has_database_privilege('hall_replica', %s, 'CONNECT')", [db]).fetchone()[0]
        # the writers' question before each command: whether the synchronous standby answers
        assert conn.execute("SELECT has_function_privilege('hall_writer', 'hs_standby_ok()', 'EXECUTE')").fetchone()[0]
    # without its password: one line, exit 2
    monkeypatch.delenv("HALLSTATION_REPLICATION_PASSWORD")
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--replication", "--store", pg_server.admin_url(db))
    assert code == 2 and "HALLSTATION_REPLICATION_PASSWORD" in err and len(err.strip().splitlines()) == 1


def test_store_connect_takes_both_servers_and_writes_the_password_for_each(pg_server, pg_url, tmp_path, capsys, monkeypatch):
    down = free_port()  # the standby's place, nobody there now: the terminal takes the primary
    db = pg_url.rsplit("/", 1)[1]
    both = f"postgresql://hall_writer@127.0.0.1:{pg_server.port},127.0.0.1:{down}/{db}?target_session_attrs=read-write"
    folder = tmp_path / "desk"
    code, out, err = run(capsys, monkeypatch, "store", "connect", "--store", both, "--terminal", "cashier", "--data-dir", str(folder),
                         env={"HALLSTATION_STORE_PASSWORD": WRITER_PW})
    assert code == 0, err
    assert (folder / "hall-server.conf").read_text().strip() == both
    lines = (folder / "hall-server.pgpass").read_text().splitlines()
    assert lines == [f"127.0.0.1:{pg_server.port}:{db}:hall_writer:{WRITER_PW}", f"127.0.0.1:{down}:{db}:hall_writer:{WRITER_PW}"]
    # the terminal started from its hall-server.conf, and another from $HALLSTATION_STORE: the primary
    desk = Station(folder)
    assert desk.store.networked and desk.store.server == f"127.0.0.1:{pg_server.port}"
    desk.commit([("note.added", {"text": "desk"})])
    desk.close()
    monkeypatch.setenv("HALLSTATION_STORE", both)
    monkeypatch.setenv("PGPASSWORD", WRITER_PW)
    other = Station(tmp_path / "other-desk", read_only=True)
    assert other.store.server == f"127.0.0.1:{pg_server.port}" and [e.type for e in other.store.read()] == ["note.added"]
    other.close()


def test_store_promote_records_the_halls_epoch_and_every_terminal_learns_it(pg_server, pg_url, tmp_path, capsys, monkeypatch):
    db = pg_url.rsplit("/", 1)[1]
    caller = Station(tmp_path / "caller", store=pg_url)
    caller.commit([("note.added", {"text": "before"})])
    screens = Station(tmp_path / "screens", store=pg_url.replace(f"hall_writer:{WRITER_PW}@", f"hall_display:{DISPLAY_PW}@"), read_only=True)
    # refused in one line: a list of servers; a folder without the hall's key
    code, out, err = run(capsys, monkeypatch, "store", "promote", "--store", f"postgresql://postgres@127.0.0.1:{pg_server.port},127.0.0.1:1/{db}")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "un solo servidor" in err
    code, out, err = run(capsys, monkeypatch, "store", "promote", "--store", pg_server.admin_url(db), "--data-dir", str(tmp_path / "empty"))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "secret.key" in err
    assert [e.type for e in caller.store.read()] == ["note.added"]
    # done: the epoch is a row of the log, sealed like every row
    code, out, err = run(capsys, monkeypatch, "store", "promote", "--store", pg_server.admin_url(db), "--data-dir", str(tmp_path / "caller"))
    assert code == 0, err
    assert "época 1" in out and "línea temporal 1" in out
    (epoch,) = list(caller.store.read(types=(failover.EPOCH,)))
    assert epoch.data == {"epoch": 1, "timeline": 1, "previous": 0} and epoch.actor == "it"
    assert failover.floor(tmp_path / "caller") == 0
    caller.commit([("note.added", {"text": "after"})])  # its next command learns it
    assert failover.floor(tmp_path / "caller") == 1
    assert caller.store.verify().ok
    screens.store.conn.close()
    assert screens.store.reconnect()  # a display learns it on its next connection
    assert failover.floor(tmp_path / "screens") == 1
    caller.close(), screens.close()
