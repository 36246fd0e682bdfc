"""The log's proof holds on one PC (issue 19 §2, §3): a sealed hall never goes back to unsealed, a
log with events never gets a new key, malformed rows are one line naming the row; removing or
rolling back the mark is seen through this PC's witness, and a folder that held a hall never
becomes a new, empty hall or a demo day."""

from __future__ import annotations

import json
import shutil
import sqlite3

import pytest

from hallstation.cli import main
from hallstation.core.errors import RuleError
from hallstation.services.station import Station
from hallstation.store import keys
from hallstation.store.eventlog import DB_NAME, GENESIS, MARK_NAME, EventStore, StoreError, row_hash
from hallstation.store.proof import read_witness, witness_path


def played(folder, n=8):
    st = Station(folder)
    for i in range(n):
        st.store.append([("ball.drawn", {"ball": i + 1})], actor="cantor")
    st.close()


def audit(capsys, folder):
    code = main(["audit", "verify", "--data-dir", str(folder)])
    out, err = capsys.readouterr()
    return code, out, err


def conn(folder):
    return sqlite3.connect(folder / DB_NAME, isolation_level=None)


def forge_as_schema_1(folder, change_row=3):
    """A forger who knows the file format but not the key: rewrites a row, chains every row again
    without seals, drops the seal column, says schema 1 and deletes the mark."""
    c = conn(folder)
    rows = c.execute("SELECT seq, ts, type, actor, data FROM events ORDER BY seq").fetchall()
    c.execute("BEGIN")
    prev = GENESIS
    for seq, ts, etype, actor, data in rows:
        if seq == change_row:
            data = json.dumps({"ball": 77})
        h = row_hash(prev, seq, ts, etype, actor, data)
        c.execute("UPDATE events SET data=?, prev_hash=?, hash=? WHERE seq=?", (data, prev, h, seq))
        prev = h
    c.execute("DELETE FROM events WHERE type = 'log.sealed'")
    c.execute("COMMIT")
    c.execute("ALTER TABLE events DROP COLUMN mac")
    c.execute("PRAGMA user_version = 1")
    c.close()
    (folder / MARK_NAME).unlink()


# ------------------------------------------------------------ §2: never back to unsealed
def test_a_sealed_log_rewritten_as_schema_1_is_refused_by_audit_and_start_and_never_sealed_again(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall)
    key_before = (hall / keys.SECRET_FILE).read_bytes()
    forge_as_schema_1(hall)
    code, out, err = audit(capsys, hall)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "nunca fue sellado" in err and "correcta" not in out
    with pytest.raises(StoreError, match="schema 1"):
        Station(hall)
    assert main(["series", "create", "--cards", "30", "--data-dir", str(hall)]) == 2  # the CLI: one line, exit 2
    c = conn(hall)
    assert c.execute("PRAGMA user_version").fetchone()[0] == 1  # nothing was sealed
    assert c.execute("SELECT count(*) FROM events WHERE type='log.sealed'").fetchone()[0] == 0
    c.close()
    assert (hall / keys.SECRET_FILE).read_bytes() == key_before


def test_with_the_key_deleted_too_no_new_key_is_made_for_the_forged_log(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall)
    forge_as_schema_1(hall)
    (hall / keys.SECRET_FILE).unlink()
    with pytest.raises(StoreError, match="schema 1"):  # this PC's witness says the folder was sealed
        Station(hall)
    assert not (hall / keys.SECRET_FILE).exists()
    assert not list(hall.glob(".secret.key*"))


def test_a_sealed_log_without_its_key_is_never_given_a_new_one(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall)
    (hall / keys.SECRET_FILE).unlink()
    with pytest.raises(RuleError, match="restore secret.key"):
        Station(hall)
    assert main(["series", "create", "--cards", "30", "--data-dir", str(hall)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "secret.key" in err
    assert not (hall / keys.SECRET_FILE).exists()


def test_user_version_1_alone_is_one_line_not_duplicate_column_at_every_start(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall)
    c = conn(hall)
    c.execute("PRAGMA user_version = 1")
    c.close()
    for _ in range(2):
        with pytest.raises(StoreError) as exc:
            Station(hall)
        assert "duplicate" not in str(exc.value) and "seal" in str(exc.value)
    code, _out, err = audit(capsys, hall)
    assert code == 1 and len(err.strip().splitlines()) == 1


def test_an_old_unsealed_log_is_sealed_once_with_its_count_and_head_and_a_crash_before_commit_leaves_it_as_it_was(tmp_path):
    """A genuine schema 1 log (never sealed, no key beside it) is sealed once; a failure before the
    seals are committed leaves it unsealed and without a key, and the next start seals it."""
    from hallstation.store import eventlog

    hall = tmp_path / "old"
    hall.mkdir()
    c = sqlite3.connect(hall / DB_NAME)
    import sqlite_utils

    eventlog._migration_1(sqlite_utils.Database(c))
    prev = GENESIS
    for seq in range(1, 4):
        ts, data = f"2026-01-01T00:00:0{seq}+00:00", json.dumps({"ball": seq})
        h = row_hash(prev, seq, ts, "ball.drawn", "cantor", data)
        c.execute("INSERT INTO events VALUES (?,?,?,?,?,?,?)", (seq, ts, "ball.drawn", "cantor", data, prev, h))
        prev = h
    c.execute("PRAGMA user_version = 1")
    c.commit()
    c.close()
    real = eventlog.EventStore._seal_existing

    def crash(self):
        raise OSError(5, "Input/output error")

    eventlog.EventStore._seal_existing = crash
    try:
        with pytest.raises(OSError):
            EventStore(hall / DB_NAME)
    finally:
        eventlog.EventStore._seal_existing = real
    assert not (hall / keys.SECRET_FILE).exists()  # (the new key was never put in place)
    s = EventStore(hall / DB_NAME)
    evs = list(s.read())
    assert evs[-1].type == "log.sealed" and evs[-1].data["rows"] == 3 and evs[-1].data["head"] == prev
    assert s.verify().ok and (hall / keys.SECRET_FILE).exists() and not list(hall.glob(".secret.key.new"))
    s.close()


@pytest.mark.parametrize(
    "column, value",
    [("data", b'{"ball": 1}'), ("ts", 1767225600), ("data", "{not json")],
    ids=["data-as-blob", "integer-ts", "invalid-json"],
)
def test_a_malformed_row_is_one_line_naming_the_row_in_audit_and_at_start(tmp_path, capsys, column, value):
    hall = tmp_path / "hall"
    played(hall)
    c = conn(hall)
    c.execute(f"UPDATE events SET {column}=? WHERE seq=4", (value,))
    c.close()
    code, out, err = audit(capsys, hall)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "fila 4" in err and "Traceback" not in err
    st = Station(hall)
    try:
        assert st.attention is not None and st.attention.first_bad == 4
        assert "fila 4" in st.attention_text()
    finally:
        st.close()


# ------------------------------------------------------------ §3: this PC's witness
def test_an_older_genuine_mark_put_back_with_the_tail_cut_to_match_is_seen(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall, 5)
    old_mark = (hall / MARK_NAME).read_bytes()
    st = Station(hall)
    for i in range(4):
        st.store.append([("ball.drawn", {"ball": 40 + i})], actor="cantor")
    st.close()
    c = conn(hall)
    c.execute("DELETE FROM events WHERE seq > 5")
    c.close()
    (hall / MARK_NAME).write_bytes(old_mark)
    code, _out, err = audit(capsys, hall)
    assert code == 1 and "cortado" in err and "testigo" in err and "dice 5" in err  # naming the witness and the mark
    st = Station(hall)
    try:
        assert st.attention is not None and "cortado" in st.attention_text()
    finally:
        st.close()


def test_every_row_and_the_mark_deleted_is_no_empty_hall_and_gets_no_demo_day(tmp_path, capsys):
    from hallstation.services.demo import is_empty

    hall = tmp_path / "hall"
    played(hall, 6)
    c = conn(hall)
    c.execute("DELETE FROM events")
    c.close()
    (hall / MARK_NAME).unlink()
    code, out, err = audit(capsys, hall)
    assert code == 1 and "correcta" not in out and "falta" in err
    st = Station(hall)
    try:
        assert st.attention is not None and not is_empty(st)  # no demo day over the hall
    finally:
        st.close()


def test_a_deleted_database_is_not_made_a_new_hall_whether_the_key_or_the_witness_says_so(tmp_path):
    hall = tmp_path / "hall"
    played(hall, 3)
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", MARK_NAME):
        (hall / name).unlink(missing_ok=True)
    with pytest.raises(StoreError, match="witness"):
        Station(hall)
    witness_path(hall).unlink()
    with pytest.raises(StoreError, match="key"):
        Station(hall)
    assert not (hall / DB_NAME).exists()


def test_the_witness_lives_outside_the_data_folder_and_follows_the_mark(tmp_path):
    hall = tmp_path / "hall"
    played(hall, 4)
    w = read_witness(hall)
    mark = json.loads((hall / MARK_NAME).read_text())
    assert w is not None and w["seq"] == mark["seq"] == 4 and w["head"] == mark["head"]
    assert hall not in witness_path(hall).parents


def test_a_restore_over_a_folder_this_pc_saw_longer_says_so_and_the_hall_goes_on(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall, 3)
    assert main(["backup", str(tmp_path / "b"), "--data-dir", str(hall)]) == 0
    st = Station(hall)
    st.store.append([("ball.drawn", {"ball": 9})], actor="cantor")
    st.close()
    shutil.move(hall, tmp_path / "hall.old")  # the disk died; the folder is restored from last backup
    capsys.readouterr()
    assert main(["restore", str(tmp_path / "b"), str(hall)]) == 0
    out = capsys.readouterr().out
    assert "fila 4" in out and "termina en la fila 3" in out
    st = Station(hall)
    try:
        assert st.attention is None and st.state.last_seq == 3
    finally:
        st.close()


def test_a_deleted_mark_with_the_tail_cut_names_the_witness_and_the_missing_mark(tmp_path, capsys):
    hall = tmp_path / "hall"
    played(hall, 7)
    c = conn(hall)
    c.execute("DELETE FROM events WHERE seq > 4")
    c.close()
    (hall / MARK_NAME).unlink()
    code, _out, err = audit(capsys, hall)
    assert code == 1 and "faltan 3 filas después de la fila 4" in err and "testigo" in err and "falta la marca de nivel" in err
