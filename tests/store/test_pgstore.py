"""The hall's log on a real PostgreSQL server (issue 13 §1, §3, §4): the same rows, chain, seals and
verification as the SQLite file; appends serialised across terminals; an idempotency key per
command; every terminal a witness of what it has seen; copies both ways. A throwaway server from
the distribution's package (tests/conftest.py ``pg_server``), never a mock."""

from __future__ import annotations

import os
import shutil
import threading

import psycopg
import pytest

from hallstation.store import keys
from hallstation.store.copy import CopyError, pg_to_sqlite, sqlite_to_pg
from hallstation.store.eventlog import DB_NAME, EventStore, StoreError, anchor
from hallstation.store.location import SERVER_FILE, configured_store, open_hall
from hallstation.store.pgstore import EVENTS, LinkError, PgStore


def admin(pg_server, url):
    db = url.rsplit("/", 1)[1]
    return psycopg.connect(pg_server.admin_url(db), autocommit=True)


def writer(url, folder, **kw):
    return PgStore(url, folder, **kw)


def test_the_same_rows_chain_and_seals_as_the_sqlite_file(pg_url, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    stored = st.append([("game.created", {"game": 1}), ("ball.drawn", {"game": 1, "ball": 12})], "cantor")
    assert [e.seq for e in st.read()] == [1, 2] and st.head() == (2, stored[-1].hash)
    assert [e.type for e in st.read(types=("ball.drawn",))] == ["ball.drawn"]
    r = st.verify()
    assert r.ok and r.rows == 2 and r.sealed
    # the SQLite store writes the very same hash and seal for the same row
    lite = EventStore(tmp_path / "lite" / DB_NAME, clock=lambda: "2026-12-01T20:00:00", key=st.key)
    pg = writer(pg_url.rsplit("/", 1)[0] + "/" + pg_url.rsplit("/", 1)[1], tmp_path / "caller")
    fresh = pg_url  # noqa: F841
    lite.append([("game.created", {"game": 1})], "cantor")
    rows_lite = list(lite._rows())
    rows_pg = [r[:8] for r in st._rows()]
    assert rows_lite[0][5] == rows_pg[0][5]  # both chains start at the genesis hash
    from hallstation.store.eventlog import row_hash, seal

    for seq, ts, etype, actor, data, prev, h, mac in rows_pg:
        assert row_hash(prev, seq, ts, etype, actor, data) == h and seal(st.key, seq, h) == mac
    st.close(), pg.close(), lite.close()


def test_appends_from_two_terminals_at_once_keep_one_chain(pg_url, tmp_path):
    a = writer(pg_url, tmp_path / "a")
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    b = writer(pg_url, tmp_path / "b")
    errors = []

    def run(store, who):
        try:
            for i in range(60):
                store.append([("tick", {"who": who, "i": i})], who)
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(a, "a")), threading.Thread(target=run, args=(b, "b"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    r = a.verify()
    assert r.ok and r.rows == 120
    a.close(), b.close()


def test_a_writer_without_the_halls_key_is_refused_once_the_log_has_rows(pg_url, tmp_path):
    writer(pg_url, tmp_path / "caller").append([("x", {})])
    with pytest.raises(StoreError, match="does not have the hall's key"):
        writer(pg_url, tmp_path / "new-desk")
    assert not (tmp_path / "new-desk" / "secret.key").exists()  # never made anew


def test_a_display_reads_through_a_role_that_cannot_write(pg_url, pg_display_url, tmp_path):
    writer(pg_url, tmp_path / "caller").append([("x", {"n": 1})])
    d = PgStore(pg_display_url, tmp_path / "display", read_only=True)
    assert d.key is None and [e.data for e in d.read()] == [{"n": 1}]
    assert d.verify().ok  # the links and hashes (the seals need the key, which a display lacks)
    with pytest.raises(StoreError, match="can only read"):
        d.append([("y", {})])
    # even bypassing the station, the role itself cannot write
    with pytest.raises((psycopg.errors.InsufficientPrivilege, psycopg.errors.ReadOnlySqlTransaction)):
        d.conn.execute(f"INSERT INTO {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac) VALUES (9,'','','','','','','')")
    assert [e.seq for e in d.read()] == [1]


def test_the_server_refuses_to_record_one_command_twice(pg_url, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    st.begin()
    st.insert([("payment.made", {"claim": 1})], "cajero")
    idem = st._tx["idem"]
    st.commit()
    assert st.is_recorded(idem)
    # the same command sent again (its key with it) is refused by the server itself
    st.begin()
    st._tx["idem"] = idem
    with pytest.raises(StoreError, match="already recorded this command once"):
        st.insert([("payment.made", {"claim": 1})], "cajero")
    st.rollback()
    assert [e.type for e in st.read()] == ["payment.made"]


def test_a_commit_whose_answer_is_lost_is_known_from_its_key_and_not_repeated(pg_url, tmp_path, monkeypatch):
    """The link drops after the server committed but before the terminal heard it: the terminal
    asks for the command's key on a new connection and knows it was recorded, once."""
    st = writer(pg_url, tmp_path / "caller")
    st.begin()
    st.insert([("payment.made", {"claim": 7})], "cajero")
    conn = st.conn
    real = conn.execute

    def commit_then_lose_the_answer(sql, *a, **kw):
        out = real(sql, *a, **kw)
        if sql == "COMMIT":
            conn.close()
            raise psycopg.OperationalError("server closed the connection unexpectedly")
        return out

    monkeypatch.setattr(conn, "execute", commit_then_lose_the_answer)
    st.commit()  # no error: the key is on the server
    assert st.online and [e.data for e in st.read()] == [{"claim": 7}]


def test_a_commit_cut_before_the_server_committed_records_nothing(pg_url, pg_server, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    st.append([("x", {})])
    pid = st.conn.info.backend_pid

    def cut(_pending):
        with admin(pg_server, pg_url) as a:
            a.execute("SELECT pg_terminate_backend(%s)", [pid])

    st.before_commit = cut
    st.begin()
    st.insert([("payment.made", {"claim": 1})], "cajero")
    with pytest.raises(LinkError):
        st.commit()
    st.before_commit = None
    assert st.reconnect()
    assert [e.type for e in st.read()] == ["x"]  # nothing half-done
    assert st.verify().ok


def test_every_terminal_is_a_witness_of_a_cut_server_log(pg_url, pg_server, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    st.append([("a", {}), ("b", {}), ("c", {})])
    assert st.witness_problem() is None
    with admin(pg_server, pg_url) as a:  # someone with the server's keys cuts the tail
        a.execute(f"ALTER TABLE {EVENTS} DISABLE TRIGGER USER")
        a.execute(f"DELETE FROM {EVENTS} WHERE seq > 1")
        a.execute("UPDATE hs_mark SET seq = 1")
    p = st.witness_problem()
    assert p is not None and p.first_bad == 2 and p.fields["missing"] == 2
    assert "shorter than this terminal has seen" in p.reason
    r = st.verify()
    assert not r.ok


def test_a_witness_tells_a_rewritten_tail_even_when_signed_with_the_key(pg_url, pg_server, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    st.append([("a", {}), ("payment.made", {"claim": 1, "cents": 100})])
    other = writer(pg_url, tmp_path / "caller-copy", key=st.key)  # a rogue terminal with the key
    with admin(pg_server, pg_url) as a:
        a.execute(f"ALTER TABLE {EVENTS} DISABLE TRIGGER USER")
        a.execute(f"DELETE FROM {EVENTS} WHERE seq = 2")
    other.append([("payment.made", {"claim": 1, "cents": 999})])  # a valid chain, seals and all
    assert other.verify().ok  # nothing else can tell…
    p = st.witness_problem()  # …but the terminal that saw the first row 2
    assert p is not None and p.first_bad == 2 and "disagrees" in p.reason


def test_the_log_is_append_only_on_the_server(pg_url, pg_server, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    st.append([("a", {})])
    # the writers' account may only add rows (it owns nothing: no UPDATE, DELETE, TRUNCATE, DISABLE TRIGGER) …
    for sql in (f"UPDATE {EVENTS} SET data = '{{}}'", f"DELETE FROM {EVENTS}", f"TRUNCATE {EVENTS}",
                f"ALTER TABLE {EVENTS} DISABLE TRIGGER USER"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            st.conn.execute(sql)
    # … and even the server's administrator meets the append-only trigger
    with admin(pg_server, pg_url) as a:
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            a.execute(f"UPDATE {EVENTS} SET data = '{{}}'")
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            a.execute(f"DELETE FROM {EVENTS}")
    assert [e.type for e in st.read()] == ["a"] and st.verify().ok


def test_store_copy_from_a_folder_to_the_server_and_back_keeps_every_anchor(pg_url, tmp_path):
    hall = tmp_path / "one-pc"
    lite = EventStore(hall / DB_NAME)
    for i in range(30):
        lite.append([("ball.drawn", {"ball": i + 1})], "cantor")
    before = lite.verify()
    lite.close()
    got = sqlite_to_pg(hall, pg_url, tmp_path / "terminal")
    assert got.anchor == before.anchor
    assert keys.secret_path(tmp_path / "terminal").read_bytes() == keys.secret_path(hall).read_bytes()
    back = pg_to_sqlite(pg_url, tmp_path / "terminal", tmp_path / "archive")
    assert back.anchor == before.anchor
    arch = EventStore(tmp_path / "archive" / DB_NAME, read_only=True)
    assert arch.verify().ok and [e.data["ball"] for e in arch.read()] == list(range(1, 31))
    # refused, never merged: a server that holds a log, a folder that holds one
    with pytest.raises(CopyError, match="already holds"):
        sqlite_to_pg(hall, pg_url, tmp_path / "terminal")
    with pytest.raises(CopyError, match="already holds"):
        pg_to_sqlite(pg_url, tmp_path / "terminal", tmp_path / "archive")


def test_a_broken_log_is_not_copied(pg_url, tmp_path):
    import sqlite3

    hall = tmp_path / "one-pc"
    lite = EventStore(hall / DB_NAME)
    lite.append([("a", {}), ("b", {})])
    lite.close()
    c = sqlite3.connect(hall / DB_NAME)
    c.execute("UPDATE events SET data='{\"x\":1}' WHERE seq=1")
    c.commit()
    c.close()
    with pytest.raises(CopyError, match="does not verify"):
        sqlite_to_pg(hall, pg_url, tmp_path / "terminal")
    assert writer(pg_url, tmp_path / "t2").head()[0] == 0


def test_the_server_named_in_one_place(tmp_path, monkeypatch, pg_url):
    monkeypatch.delenv("HALLSTATION_STORE", raising=False)
    assert configured_store(tmp_path) is None
    assert isinstance(open_hall(tmp_path), EventStore)
    (tmp_path / SERVER_FILE).write_text("# the hall's server\n" + pg_url + "\n")
    assert configured_store(tmp_path) == pg_url
    assert isinstance(open_hall(tmp_path), PgStore)
    (tmp_path / SERVER_FILE).write_text("mysql://nope\n")
    with pytest.raises(StoreError, match="must hold one line"):
        configured_store(tmp_path)
    with pytest.raises(StoreError, match="--store takes"):
        configured_store(tmp_path, "/some/folder")
    monkeypatch.setenv("HALLSTATION_STORE", pg_url)
    assert configured_store(tmp_path / "x") == pg_url


def test_no_server_is_one_clear_line(tmp_path):
    from hallstation.devtools.pgserver import free_port

    with pytest.raises(LinkError, match="No connection to the server"):
        PgStore(f"postgresql://u:p@127.0.0.1:{free_port()}/hall", tmp_path)


def test_anchor_printed_from_the_server_is_the_same_form(pg_url, tmp_path):
    st = writer(pg_url, tmp_path / "caller")
    s = st.append([("a", {})])
    assert st.verify().anchor == anchor(1, s[0].hash)


def test_a_server_log_of_a_newer_schema_is_refused_not_rewritten(pg_url, pg_server, tmp_path):
    writer(pg_url, tmp_path / "caller").append([("a", {})])
    with admin(pg_server, pg_url) as a:
        a.execute("UPDATE hs_meta SET value = '99' WHERE name = 'schema_version'")
    with pytest.raises(StoreError, match="newer HallStation"):
        writer(pg_url, tmp_path / "caller")
    with admin(pg_server, pg_url) as a:
        assert a.execute("SELECT count(*) FROM hs_events").fetchone()[0] == 1


def test_another_programs_database_is_not_taken_for_a_hall(pg_server, tmp_path):
    from hallstation.store.pgsetup import SetupError, setup_hall

    name = f"foreign_{os.getpid()}"
    pg_server.sql(f"CREATE DATABASE {name}")
    pg_server.sql("CREATE TABLE hs_events (x int); GRANT ALL ON hs_events TO hall_writer", db=name)
    with pytest.raises(StoreError, match="is not a HallStation database"):
        writer(pg_server.url(db=name), tmp_path / "caller")
    with pytest.raises(SetupError, match="another program's table"):  # nor made into one by store setup
        setup_hall(pg_server.admin_url(name))
    with psycopg.connect(pg_server.admin_url(name)) as a:
        assert a.execute("SELECT to_regclass('hs_meta') IS NULL").fetchone()[0]


def test_two_terminals_that_each_made_a_key_for_an_empty_hall_cannot_both_write(pg_url, tmp_path):
    a = writer(pg_url, tmp_path / "caller")  # the server's log is empty: each makes a key
    b = writer(pg_url, tmp_path / "desk")
    assert a.key != b.key
    a.append([("first", {})])
    with pytest.raises(StoreError, match="is not the hall's"):
        b.append([("second", {})])
    with pytest.raises(StoreError, match="is not the hall's"):  # and at its next start
        writer(pg_url, tmp_path / "desk")
    assert [e.type for e in a.read()] == ["first"] and a.verify().ok
