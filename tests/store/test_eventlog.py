"""The event log: one transaction per command, WAL + synchronous=FULL, SHA-256 hash chain,
schema version and migrations after a backup."""

import json
import sqlite3

import pytest

from hallstation.core.errors import RuleError
from hallstation.store.eventlog import DB_NAME, EventStore


@pytest.fixture
def store(tmp_path):
    s = EventStore(tmp_path / DB_NAME)
    yield s
    s.close()


def test_append_and_read_back_in_order(store):
    store.append([("a.one", {"x": 1}), ("a.two", {"y": [1, 2]})], actor="caller")
    store.append([("b.three", {"z": "ñ"})])
    evs = list(store.read())
    assert [e.seq for e in evs] == [1, 2, 3]
    assert [e.type for e in evs] == ["a.one", "a.two", "b.three"]
    assert evs[0].actor == "caller" and evs[2].data == {"z": "ñ"}
    assert evs[1].hash != evs[0].hash


def test_wal_and_synchronous_full(store):
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_schema_version_in_user_version(store):
    assert store.user_version == 2


def test_one_transaction_per_append_all_or_nothing(store):
    store.append([("ok", {})])

    def boom(events):
        raise RuntimeError("power cut")

    store.before_commit = boom
    with pytest.raises(RuntimeError):
        store.append([("x", {}), ("y", {})])
    store.before_commit = None
    assert [e.type for e in store.read()] == ["ok"]
    store.append([("z", {})])  # the chain continues from the last committed row
    assert store.verify().ok and len(store) == 2


def test_reopen_continues_the_chain(tmp_path):
    s = EventStore(tmp_path / DB_NAME)
    s.append([("a", {})])
    s.close()
    s = EventStore(tmp_path / DB_NAME)
    s.append([("b", {})])
    assert s.verify().ok and [e.seq for e in s.read()] == [1, 2]
    s.close()


def _tamper(path, sql, *params):
    conn = sqlite3.connect(path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    "sql,params,bad",
    [
        ("UPDATE events SET data = ? WHERE seq = 3", (json.dumps({"ball": 99}),), 3),
        ("UPDATE events SET type = 'x' WHERE seq = 2", (), 2),
        ("UPDATE events SET actor = 'mallory' WHERE seq = 4", (), 4),
        ("DELETE FROM events WHERE seq = 2", (), 3),
        ("UPDATE events SET ts = '2020-01-01' WHERE seq = 1", (), 1),
    ],
)
def test_verify_names_the_first_bad_row(tmp_path, sql, params, bad):
    s = EventStore(tmp_path / DB_NAME)
    for i in range(5):
        s.append([("ball.drawn", {"ball": i + 1})])
    assert s.verify().ok
    s.close()
    _tamper(tmp_path / DB_NAME, sql, *params)
    s = EventStore(tmp_path / DB_NAME)
    r = s.verify()
    s.close()
    assert not r.ok and r.first_bad == bad


def test_recomputed_hash_still_breaks_the_chain(tmp_path):
    """Someone who edits a row and recomputes its hash breaks the next row's link."""
    from hallstation.store.eventlog import row_hash

    s = EventStore(tmp_path / DB_NAME)
    for i in range(3):
        s.append([("ball.drawn", {"ball": i + 1})])
    s.close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    seq, ts, t, actor, prev = conn.execute("SELECT seq, ts, type, actor, prev_hash FROM events WHERE seq=2").fetchone()
    data = json.dumps({"ball": 50}, separators=(",", ":"))
    conn.execute("UPDATE events SET data=?, hash=? WHERE seq=2", (data, row_hash(prev, seq, ts, t, actor, data)))
    conn.commit()
    conn.close()
    s = EventStore(tmp_path / DB_NAME)
    r = s.verify()
    s.close()
    assert not r.ok and r.first_bad == 2 and "seal" in r.reason  # recomputed without the key


def test_migration_runs_in_a_transaction_after_a_backup(tmp_path):
    from hallstation.store import eventlog

    s = EventStore(tmp_path / DB_NAME)
    s.append([("a", {})])

    def add_note(db):
        db["notes"].create({"id": int, "text": str}, pk="id")

    s.migrate(eventlog.MIGRATIONS + [add_note])
    assert s.user_version == 3
    assert "notes" in s.db.table_names()
    backup = tmp_path / (DB_NAME + ".v2.bak")
    assert backup.exists()
    b = sqlite3.connect(backup)
    assert b.execute("PRAGMA user_version").fetchone()[0] == 2
    assert b.execute("SELECT count(*) FROM events").fetchone()[0] == 1
    b.close()

    def broken(db):
        db["more"].create({"id": int}, pk="id")
        raise RuntimeError("migration failed")

    with pytest.raises(RuntimeError):
        s.migrate(eventlog.MIGRATIONS + [add_note, broken])
    assert s.user_version == 3 and "more" not in s.db.table_names()
    s.close()


def test_newer_schema_refused(tmp_path):
    s = EventStore(tmp_path / DB_NAME)
    s.db.execute("PRAGMA user_version = 9")
    s.close()
    with pytest.raises(RuleError, match="newer HallStation"):
        EventStore(tmp_path / DB_NAME)


def test_two_writers_on_one_file_keep_one_chain(tmp_path):
    """The caller station and a poker console may share the data folder: each append continues the
    chain from what is on disk, not from what its own process last wrote."""
    a = EventStore(tmp_path / DB_NAME)
    b = EventStore(tmp_path / DB_NAME)
    for i in range(5):
        a.append([("bingo", {"i": i})])
        b.append([("poker", {"i": i})])
    assert a.verify().ok and len(list(a.read())) == 10
    assert [e.seq for e in b.read()] == list(range(1, 11))
    a.close()
    b.close()


def test_row_hash_is_the_sha256_of_the_canonical_row():
    """The fast row hash gives exactly the bytes of canonical([...]) — every log ever written keeps
    verifying."""
    import hashlib

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from hallstation.store.eventlog import canonical, row_hash

    text = st.text(max_size=40)

    @settings(max_examples=300, deadline=None)
    @given(text, st.integers(min_value=0, max_value=10**9), text, text, text, text)
    def same(prev, seq, ts, etype, actor, data):
        want = hashlib.sha256(canonical([prev, seq, ts, etype, actor, data]).encode("utf-8")).hexdigest()
        assert row_hash(prev, seq, ts, etype, actor, data) == want

    same()
