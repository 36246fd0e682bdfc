"""Least privilege on the hall's server (issue 20 §2), on the session's real PostgreSQL server: the
display account can take no lock that stops a writer, can open only so many connections, and
reads only the public screens' view (never a person's row, a PIN hash, a winner's name or
document); a writer waits at most ``lock_timeout`` for the log; the caller's lock goes with the
caller's connection however it ends; ``store setup`` brings a hall set up the old way up to date;
every credential file of a terminal is its user's alone."""

from __future__ import annotations

import os
import stat

import psycopg
import pytest

from hallstation.devtools.pgserver import DISPLAY_PW, LIMITS
from hallstation.store.eventlog import StoreError
from hallstation.store.pglink import LinkError
from hallstation.store.pgsetup import setup_hall
from hallstation.store.pgstore import EVENTS, PgStore

OLD_APPEND_LOCK, OLD_DRIVE_LOCK = 0x48534C4F47, 0x48534452  # the advisory locks writers took before


def display_conn(pg_server, url):
    return psycopg.connect(pg_server.url("hall_display", DISPLAY_PW, db=url.rsplit("/", 1)[1]), autocommit=True)


def admin(pg_server, url):
    return psycopg.connect(pg_server.admin_url(url.rsplit("/", 1)[1]), autocommit=True)


def test_the_display_account_can_take_no_lock_that_stops_a_writer(pg_url, pg_server, tmp_path):
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("ball.drawn", {"ball": 1})])
    with display_conn(pg_server, pg_url) as d:
        # what froze every writer before: the advisory append lock and the caller's lock …
        d.execute("SELECT pg_advisory_lock(%s), pg_advisory_lock(%s)", [OLD_APPEND_LOCK, OLD_DRIVE_LOCK])
        # … and every lock it could think of on what a writer uses: refused
        for sql in ("LOCK TABLE hs_append IN ACCESS SHARE MODE", "LOCK TABLE hs_drive IN ACCESS SHARE MODE",
                    "LOCK TABLE hs_events IN ACCESS SHARE MODE", "LOCK TABLE hs_mark IN ROW EXCLUSIVE MODE",
                    "SELECT 1 FROM hs_public FOR UPDATE", "SELECT 1 FROM hs_mark FOR SHARE", "SELECT 1 FROM hs_meta FOR KEY SHARE"):
            d.execute("BEGIN")
            with pytest.raises((psycopg.errors.InsufficientPrivilege, psycopg.errors.ReadOnlySqlTransaction)):
                d.execute(sql)
            d.execute("ROLLBACK")
        # what it may read, it holds as long as it likes: a reader's lock stops no writer
        d.execute("BEGIN")
        d.execute("SELECT * FROM hs_public")
        d.execute("SELECT * FROM hs_meta")
        d.execute("SELECT * FROM hs_mark")
        # the writers go on (a lock they wait for would refuse them after lock_timeout: "busy")
        w.append([("ball.drawn", {"ball": 2})])
        caller = PgStore(pg_url, tmp_path / "caller").drive_lock()
        assert caller.acquire() is None and caller.held
        caller.release()
        d.execute("ROLLBACK")
    assert [e.data["ball"] for e in w.read()] == [1, 2] and w.verify().ok
    w.close()


def test_a_writer_waits_at_most_lock_timeout_then_is_refused_and_nothing_is_recorded(pg_url, tmp_path):
    import time

    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {})])
    stuck = psycopg.connect(pg_url, autocommit=True)  # a writer terminal stuck in the middle of a command
    stuck.execute("BEGIN")
    stuck.execute("LOCK TABLE hs_append IN EXCLUSIVE MODE")
    t0 = time.monotonic()
    with pytest.raises(StoreError, match="busy") as got:
        w.append([("b", {})])
    waited = time.monotonic() - t0
    print(f"a writer behind a stuck one was refused after {waited:.2f} s")
    assert not isinstance(got.value, LinkError) and w.online  # the link is fine: only the lock waited
    stuck.close()
    w.append([("c", {})])
    assert [e.type for e in w.read()] == ["a", "c"]
    # every connection carries the timeouts, whatever the role's defaults
    got = dict(w.conn.execute(
        "SELECT name, setting FROM pg_settings WHERE name IN ('statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout')"
    ).fetchall())
    assert got == {"statement_timeout": "3000", "lock_timeout": "2500", "idle_in_transaction_session_timeout": "10000"}
    w.close()


def test_the_callers_lock_goes_with_its_connection_however_it_ends(pg_url, pg_server, tmp_path):
    from hallstation.services.station import Station

    first = Station(tmp_path / "caller", store=pg_url)
    first.store.append([("a", {})])
    second = Station(tmp_path / "caller", store=pg_url)
    assert first.acquire_drive() is None and first.drives
    holder = second.acquire_drive()
    assert holder is not None and holder.pid == os.getpid()
    # the first caller's PC is gone without a word: its connection ends on the server
    pid = first._drive_lock._conn.info.backend_pid
    with admin(pg_server, pg_url) as a:
        a.execute("SELECT pg_terminate_backend(%s)", [pid])
    assert second.acquire_drive() is None and second.drives
    assert first.acquire_drive() is not None  # and the first, back, is told who draws now
    first.close(), second.close()


def test_the_display_account_opens_only_so_many_connections_and_the_writers_still_connect(pg_url, pg_server, tmp_path):
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {})])
    with psycopg.connect(pg_server.admin_url(), autocommit=True) as a:
        mine = a.execute("SELECT count(*) FROM pg_stat_activity WHERE usename = 'hall_display'").fetchone()[0]
    setup_hall(pg_server.admin_url(pg_url.rsplit("/", 1)[1]), writer_connections=LIMITS["writer_connections"], display_connections=mine + 3)
    opened = []
    try:
        for _ in range(3):
            opened.append(display_conn(pg_server, pg_url))
        with pytest.raises(LinkError, match="too many connections"):
            PgStore(pg_server.url("hall_display", DISPLAY_PW, db=pg_url.rsplit("/", 1)[1]), tmp_path / "screens", read_only=True)
        w.append([("b", {})])  # the writers are not locked out
        other = PgStore(pg_url, tmp_path / "caller")
        other.append([("c", {})])
        other.close()
    finally:
        for c in opened:
            c.close()
        setup_hall(pg_server.admin_url(pg_url.rsplit("/", 1)[1]), **LIMITS)
    assert [e.type for e in w.read()] == ["a", "b", "c"]
    w.close()


def test_the_display_reads_only_the_public_screens_view(pg_url, pg_display_url, pg_server, tmp_path):
    """Through the view a person's row has no data (no salt, no PIN hash) and a payment no winner's
    name nor document; the display's station folds the public events and its board is the writer's."""
    from hallstation.services.station import Station
    from hallstation.services.views import board_view
    from hallstation.store.copy import sqlite_to_pg
    from tests.services.backup_support import ID_DOC, WINNER, paid_hall

    hall = paid_hall(tmp_path / "hall")
    sqlite_to_pg(hall, pg_url, hall)
    with display_conn(pg_server, pg_url) as d:
        for table in ("hs_events", "hs_caller", "hs_append", "hs_drive"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                d.execute(f"SELECT * FROM {table}")
        rows = d.execute("SELECT type, actor, data, whole FROM hs_public ORDER BY seq").fetchall()
    text = repr(rows)
    assert WINNER not in text and ID_DOC not in text and "salt" not in text and "scrypt" not in text
    assert not any(t.startswith("user.") for t, *_ in rows) and any(t == "log.private" for t, *_ in rows)
    assert all(whole for t, _a, data, whole in rows if t not in ("log.private", "payment.made"))
    display = Station(tmp_path / "screens", store=pg_display_url, read_only=True)
    writer = Station(hall, store=pg_url, read_only=True)
    try:
        assert display.store.public and display.attention is None and display.state.users == {}
        assert display.state.last_seq == writer.state.last_seq
        assert board_view(display) == board_view(writer)  # the public board looks exactly the same
        paid = display.last_game.claims[1].paid
        assert paid and all(not p.get("winner") and not p.get("id_doc") for p in paid.values())
    finally:
        display.close(), writer.close()


def test_store_setup_brings_a_hall_set_up_the_old_way_up_to_date(pg_server, tmp_path):
    """The docs of before: the database owned by hall_writer, the tables made by the first writer,
    SELECT granted to hall_display. ``store setup`` takes them over for hall_owner, leaves every row."""
    from hallstation.store.pgsetup import SCHEMA_SQL, TRIGGER_SQL

    name = f"old_{os.getpid()}"
    pg_server.sql(f"CREATE DATABASE {name} OWNER hall_writer")
    old_tables = SCHEMA_SQL.split("CREATE OR REPLACE VIEW")[0].replace("CREATE TABLE IF NOT EXISTS hs_append (locked_by_writers_only boolean);", "").replace(
        "CREATE TABLE IF NOT EXISTS hs_drive (locked_by_the_caller_only boolean);", "")
    with psycopg.connect(pg_server.admin_url(name), autocommit=True) as a:
        a.execute("GRANT CREATE ON SCHEMA public TO hall_writer")  # (before PostgreSQL 15, everyone's)
        a.execute("SET ROLE hall_writer")
        a.execute(old_tables)
        a.execute(TRIGGER_SQL)
        a.execute("INSERT INTO hs_meta VALUES ('schema_version', '2'), ('hall_id', 'oldhall0123456789')")
        a.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO hall_display")
        a.execute("RESET ROLE")
    url = pg_server.url(db=name)
    with pytest.raises(StoreError, match="store setup"):  # a writer is told what to do
        PgStore(url, tmp_path / "caller")
    result = setup_hall(pg_server.admin_url(name), **LIMITS)
    assert "hs_events" in result.updated and "hs_append" in result.made and "hs_public" in result.made
    w = PgStore(url, tmp_path / "caller")
    w.append([("a", {})])
    with psycopg.connect(url) as c:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            c.execute(f"ALTER TABLE {EVENTS} DISABLE TRIGGER USER")
    with psycopg.connect(pg_server.url("hall_display", DISPLAY_PW, db=name)) as d:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            d.execute("SELECT * FROM hs_events")
    with psycopg.connect(pg_server.admin_url(name)) as a:
        owners = dict(a.execute("SELECT relname, pg_get_userbyid(relowner) FROM pg_class WHERE relname LIKE 'hs\\_%' AND relkind IN ('r', 'v')").fetchall())
    assert set(owners.values()) == {"hall_owner"} and w.hall_id == "oldhall0123456789" and w.verify().ok
    with psycopg.connect(url) as c:  # nor can it make anything of its own there any more
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            c.execute("CREATE TABLE mine (x int)")
    w.close()


def test_store_setup_refuses_what_is_not_an_administrator_or_not_a_halls_database(pg_server, pg_url):
    from hallstation.store.pgsetup import SetupError

    with pytest.raises(SetupError, match="administrator"):
        setup_hall(pg_url)  # the writer's account is not the server's administrator
    with pytest.raises(SetupError, match="Name the hall's database"):
        setup_hall(pg_server.admin_url("postgres"))


def test_every_credential_file_of_a_terminal_is_its_users_alone(pg_url, pg_display_url, tmp_path):
    """A screens PC whose folder and setting file were made 0755 and 0644 (by hand, with a wide
    umask): its terminal makes them 0700 and 0600 as it starts, the witness mark it writes too."""
    from hallstation.store.location import open_hall

    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {})])
    screens = tmp_path / "screens"
    screens.mkdir(mode=0o755)
    os.chmod(screens, 0o755)
    (screens / "hall-server.conf").write_text(pg_display_url + "\n")
    os.chmod(screens / "hall-server.conf", 0o644)
    st = open_hall(screens, read_only=True)
    st.witness(*st.head())
    st.close()
    assert stat.S_IMODE(screens.stat().st_mode) == 0o700
    for p in screens.iterdir():
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p.name
    assert {p.name for p in screens.iterdir()} >= {"hall-server.conf", "terminal.key"} and list(screens.glob("witness-*.mark"))
    w.close()
