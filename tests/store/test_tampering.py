"""The tampering catalogue (issue 10 §8): every way the log can be changed or damaged is detected
— or the file is refused — with the right message; and a file or key fault never becomes a new
hall or a demo day."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3

import pytest

from hallstation.core.errors import RuleError
from hallstation.store import keys
from hallstation.store.eventlog import (
    DB_NAME,
    MARK_NAME,
    EventStore,
    StoreError,
    anchor,
    mark_seal,
    parse_anchor,
    row_hash,
    seal,
)


def make_log(folder, n=10):
    s = EventStore(folder / DB_NAME)
    for i in range(n):
        s.append([("ball.drawn", {"ball": i + 1})], actor="cantor")
    return s


def sql(folder, *statements):
    conn = sqlite3.connect(folder / DB_NAME)
    for st, args in statements:
        conn.execute(st, args)
    conn.commit()
    conn.close()


def verify(folder, anchors=()):
    s = EventStore(folder / DB_NAME, read_only=True)
    try:
        return s.verify(anchors)
    finally:
        s.close()


def rows(folder):
    conn = sqlite3.connect(folder / DB_NAME)
    out = conn.execute("SELECT seq, ts, type, actor, data, prev_hash, hash, mac FROM events ORDER BY seq").fetchall()
    conn.close()
    return out


def rewrite_from(folder, seq: int, change, key: bytes | None = None) -> None:
    """Rewrite row ``seq``'s data with ``change(data_json)`` and recompute every hash after it —
    and, with ``key`` (a forger holding it), every seal and the mark too."""
    old = rows(folder)
    prev = old[seq - 2][6] if seq > 1 else "0" * 64
    stmts = []
    for q, ts, t, actor, data, _p, _h, _m in old[seq - 1:]:
        if q == seq:
            data = change(data)
        h = row_hash(prev, q, ts, t, actor, data)
        mac = seal(key, q, h) if key is not None else _m
        stmts.append(("UPDATE events SET data=?, prev_hash=?, hash=?, mac=? WHERE seq=?", (data, prev, h, mac, q)))
        prev = h
    sql(folder, *stmts)
    if key is not None:
        last = old[-1][0]
        (folder / MARK_NAME).write_text(json.dumps({"seq": last, "head": prev, "mac": mark_seal(key, last, prev)}))


def test_an_intact_log_verifies_with_links_seals_and_mark(tmp_path):
    make_log(tmp_path).close()
    r = verify(tmp_path)
    assert r.ok and r.rows == 10 and r.sealed
    mark = json.loads((tmp_path / MARK_NAME).read_text())
    assert mark["seq"] == 10 and mark["head"] == r.head


def test_edited_row_is_found(tmp_path):
    make_log(tmp_path).close()
    sql(tmp_path, ("UPDATE events SET data=? WHERE seq=4", (json.dumps({"ball": 75}),)))
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 4 and "does not match its hash" in r.reason


def test_deleted_row_is_found(tmp_path):
    make_log(tmp_path).close()
    sql(tmp_path, ("DELETE FROM events WHERE seq=5", ()))
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 6 and "missing before it" in r.reason


def test_swapped_rows_are_found(tmp_path):
    make_log(tmp_path).close()
    (_, _, _, _, d3, *_), (_, _, _, _, d7, *_) = rows(tmp_path)[2], rows(tmp_path)[6]
    sql(tmp_path, ("UPDATE events SET data=? WHERE seq=3", (d7,)), ("UPDATE events SET data=? WHERE seq=7", (d3,)))
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 3


def test_inserted_row_without_the_key_is_found(tmp_path):
    """A forged row appended at the end with a correct hash: its seal cannot be made without the key."""
    make_log(tmp_path).close()
    seq, *_, h, _mac = rows(tmp_path)[-1]
    data = json.dumps({"game": 1, "claim": 1, "prize": "major", "amount": 99_000_00})
    ts = "2026-12-01T10:00:00.000000+00:00"
    forged = row_hash(h, seq + 1, ts, "payment.made", "cajero", data)
    sql(tmp_path, ("INSERT INTO events VALUES (?,?,?,?,?,?,?,?)", (seq + 1, ts, "payment.made", "cajero", data, h, forged, "0" * 64)))
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 11 and "seal" in r.reason


def test_rewritten_and_recomputed_without_the_key_is_found(tmp_path):
    """Change a payment and recompute every hash after it: the chain links, the seals do not."""
    make_log(tmp_path).close()
    rewrite_from(tmp_path, 3, lambda _d: json.dumps({"ball": 70}))
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 3 and "seal" in r.reason


def test_cut_tail_is_reported_with_how_many_rows_are_missing(tmp_path):
    make_log(tmp_path).close()
    sql(tmp_path, ("DELETE FROM events WHERE seq > 7", ()))
    r = verify(tmp_path)
    assert not r.ok and "cut" in r.reason and r.fields["missing"] == 3 and r.fields["rows"] == 7


def test_a_deleted_mark_is_reported(tmp_path):
    make_log(tmp_path).close()
    (tmp_path / MARK_NAME).unlink()
    r = verify(tmp_path)
    assert not r.ok and "missing" in r.reason


def test_a_mark_rewritten_without_the_key_is_reported(tmp_path):
    make_log(tmp_path).close()
    sql(tmp_path, ("DELETE FROM events WHERE seq > 7", ()))
    h = rows(tmp_path)[-1][6]
    (tmp_path / MARK_NAME).write_text(json.dumps({"seq": 7, "head": h, "mac": "f" * 64}))
    r = verify(tmp_path)
    assert not r.ok and "high-water mark" in r.reason


def test_damaged_wal_losing_a_committed_transaction_is_reported_as_cut(tmp_path):
    """Copy the folder while the last commits are only in the WAL, without the WAL: the mark says
    the log was longer."""
    s = make_log(tmp_path, 3)  # stays open: nothing is checkpointed into the main file
    s.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    s.append([("ball.drawn", {"ball": 50})])
    s.append([("ball.drawn", {"ball": 51})])
    lost = tmp_path / "copy"
    lost.mkdir()
    for name in (DB_NAME, MARK_NAME, keys.SECRET_FILE):
        shutil.copy2(tmp_path / name, lost / name)
    s.close()
    r = verify(lost)
    assert not r.ok and "cut" in r.reason and r.fields["missing"] == 2


def test_a_rewrite_with_the_key_still_shows_against_a_printed_anchor(tmp_path):
    """Someone with both the database and the key rewrites row 3 and reseals everything: the
    chain, the seals and the mark agree again — this PC's witness does not; and once that is
    rolled back too (or the log is checked on another PC), only the paper can tell."""
    from hallstation.store.proof import witness_path

    make_log(tmp_path).close()
    printed = anchor(6, rows(tmp_path)[5][6])
    key = keys.log_key(keys.load_or_create_secret(tmp_path))
    rewrite_from(tmp_path, 3, lambda _d: json.dumps({"ball": 70}), key)
    r = verify(tmp_path)
    assert not r.ok and r.first_bad == 10 and "witness" in r.reason
    witness_path(tmp_path).unlink()
    assert verify(tmp_path).ok  # the keyed forger who reached every witness fooled the file-level checks…
    r = verify(tmp_path, [parse_anchor(printed)])
    assert not r.ok and r.first_bad == 6 and "anchor" in r.reason  # …but not the paper


def test_anchors_that_agree_pass_and_a_row_the_log_lacks_is_reported(tmp_path):
    make_log(tmp_path).close()
    a6, a10 = anchor(6, rows(tmp_path)[5][6]), anchor(10, rows(tmp_path)[9][6])
    assert verify(tmp_path, [parse_anchor(a6), parse_anchor(a10)]).ok
    r = verify(tmp_path, [parse_anchor(anchor(12, "ab" * 32))])
    assert not r.ok and r.fields["missing"] == 2


@pytest.mark.parametrize("bad", ["", "12", "x:abcd", "12:zz", "12:abc"])
def test_a_malformed_anchor_is_refused(bad):
    with pytest.raises(StoreError):
        parse_anchor(bad)


# ------------------------------------------------------------ files refused, never made a new hall
def test_an_empty_database_file_is_refused_never_made_a_new_hall(tmp_path):
    from hallstation.services.station import Station

    make_log(tmp_path).close()
    (tmp_path / DB_NAME).write_bytes(b"")
    with pytest.raises(StoreError, match="empty"):
        Station(tmp_path)
    assert (tmp_path / DB_NAME).stat().st_size == 0  # left as it was: no demo day, no PIN 1234


def test_a_corrupt_database_file_is_refused(tmp_path):
    from hallstation.services.station import Station

    (tmp_path / DB_NAME).write_bytes(b"this is not a database, it is a note" * 100)
    with pytest.raises(StoreError, match="not a HallStation database"):
        Station(tmp_path)


def test_damaged_pages_inside_the_database_are_reported_not_a_crash(tmp_path):
    from hallstation.services.station import Station

    make_log(tmp_path, 300).close()
    raw = bytearray((tmp_path / DB_NAME).read_bytes())
    raw[4096 * 2: 4096 * 4] = b"\xff" * 8192  # pages in the middle of the table
    (tmp_path / DB_NAME).write_bytes(bytes(raw))
    st = Station(tmp_path)
    assert st.attention is not None and not st.attention.ok
    with pytest.raises(RuleError, match="Nothing can be recorded"):
        st.commit([("x", {})])
    st.close()


def test_a_foreign_sqlite_file_is_refused(tmp_path):
    from hallstation.services.station import Station

    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("CREATE TABLE contacts (name TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="not a HallStation database"):
        Station(tmp_path)


def test_a_newer_schema_is_refused(tmp_path):
    from hallstation.services.station import Station

    make_log(tmp_path).close()
    sql(tmp_path, ("PRAGMA user_version = 7", ()))
    with pytest.raises(StoreError, match="newer HallStation"):
        Station(tmp_path)


def test_a_lost_key_is_refused_with_how_to_restore_it_and_never_made_anew(tmp_path):
    from hallstation.services.station import Station

    make_log(tmp_path).close()
    (tmp_path / keys.SECRET_FILE).unlink()
    with pytest.raises(RuleError, match="restore secret.key from the station's backup"):
        Station(tmp_path)
    assert not (tmp_path / keys.SECRET_FILE).exists()


def test_a_key_is_made_only_for_a_new_hall(tmp_path):
    from hallstation.services.station import Station

    st = Station(tmp_path / "new")
    assert (tmp_path / "new" / keys.SECRET_FILE).exists()
    st.close()


def test_a_data_folder_that_is_a_file_is_refused(tmp_path):
    from hallstation.services.station import Station

    (tmp_path / "hall").write_text("oops")
    with pytest.raises((RuleError, OSError)):
        Station(tmp_path / "hall")


# ------------------------------------------------------------ replay: never bricked
def test_a_malformed_event_with_a_valid_hash_opens_in_attention_mode(tmp_path):
    from hallstation.services.station import Station

    st = Station(tmp_path)
    st.create_series(30, seed=1)
    st.store.append([("ball.drawn", {"game": 99, "ball": 5})])  # a game that does not exist
    st.close()
    st = Station(tmp_path)
    assert st.attention is not None and st.attention.first_bad == 2
    assert "row 2" in st.attention_text() or "fila 2" in st.attention_text()
    assert 1 in st.state.series  # what came before it is there to recall
    with pytest.raises(RuleError, match="Nothing can be recorded"):
        st.create_series(30, seed=2)
    assert len(st.store) == 2  # nothing was written
    st.close()


# ------------------------------------------------------------ migration of old logs
def test_a_schema_1_log_is_sealed_once_after_a_backup_and_says_so(tmp_path):
    from hallstation.store import eventlog

    conn = sqlite3.connect(tmp_path / DB_NAME)
    db = __import__("sqlite_utils").Database(conn)
    eventlog._migration_1(db)
    prev = eventlog.GENESIS
    for seq in range(1, 6):
        ts, data = f"2026-01-01T00:00:0{seq}+00:00", json.dumps({"ball": seq})
        h = row_hash(prev, seq, ts, "ball.drawn", "cantor", data)
        conn.execute("INSERT INTO events VALUES (?,?,?,?,?,?,?)", (seq, ts, "ball.drawn", "cantor", data, prev, h))
        prev = h
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    s = EventStore(tmp_path / DB_NAME)
    assert s.user_version == 2 and (tmp_path / (DB_NAME + ".v1.bak")).exists()
    evs = list(s.read())
    assert evs[-1].type == "log.sealed" and evs[-1].data["rows"] == 5 and evs[-1].data["head"] == prev
    assert s.verify().ok
    s.close()
    s = EventStore(tmp_path / DB_NAME)  # sealed once: reopening seals nothing again
    assert [e.type for e in s.read()].count("log.sealed") == 1
    s.close()


def test_looking_at_a_closed_hall_read_only_writes_nothing_beside_it(tmp_path):
    """audit verify and recall on a hall's own folder (no station running) leave no -wal/-shm."""
    from hallstation.services.station import Station

    make_log(tmp_path).close()
    before = sorted(p.name for p in tmp_path.iterdir())
    assert not any(n.endswith(("-wal", "-shm")) for n in before)
    verify(tmp_path)
    Station(tmp_path, read_only=True).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_station_makes_its_folder_private(tmp_path):
    import stat

    from hallstation.services.station import Station

    old = os.umask(0)
    try:
        st = Station(tmp_path / "hall")
        st.create_series(30, seed=1)
        st.close()
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "hall").stat().st_mode) == 0o700
    for p in (tmp_path / "hall").iterdir():
        if p.is_file():
            assert stat.S_IMODE(p.stat().st_mode) & 0o077 == 0, p.name
