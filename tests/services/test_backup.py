"""Backups and restores (issue 10 §4): a consistent, checked copy with its key, mark and manifest;
a restore that checks before it installs anything; read-only copies that stay untouched."""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import stat
from datetime import datetime

import pytest

from hallstation.i18n import message
from hallstation.services import backup as backup_mod
from hallstation.services.backup import MANIFEST, BackupError, backup, check_backup, new_backup_folder, restore, sha256_file
from hallstation.services.station import Station
from hallstation.store.eventlog import DB_NAME, MARK_NAME, EventStore
from hallstation.store.keys import SECRET_FILE
from tests.services.backup_support import listing, paid_hall


def mode(p) -> int:
    return stat.S_IMODE(os.stat(p).st_mode)


def head_of(folder):
    store = EventStore(folder / DB_NAME, read_only=True)
    try:
        return store.head(), store.verify()
    finally:
        store.close()


@pytest.fixture
def hall(data_dir):
    return paid_hall(data_dir)


def test_backup_writes_a_checked_copy_key_mark_and_manifest(hall, tmp_path):
    dest = tmp_path / "usb" / "b1"
    manifest = backup(hall, dest)
    assert sorted(p.name for p in dest.iterdir()) == sorted([DB_NAME, SECRET_FILE, MARK_NAME, MANIFEST])
    assert mode(dest) == 0o700 and all(mode(p) == 0o600 for p in dest.iterdir())
    assert json.loads((dest / MANIFEST).read_text(encoding="utf-8")) == manifest
    (rows, head), _ = head_of(hall)
    assert (manifest["rows"], manifest["head"], manifest["schema"], manifest["verified"]) == (rows, head, 2, True)
    assert manifest["anchor"] == f"{rows}:{head[:16].upper()}" and manifest["created"]
    assert manifest["files"] == {n: sha256_file(dest / n) for n in (DB_NAME, SECRET_FILE, MARK_NAME)}
    assert (dest / SECRET_FILE).read_bytes() == (hall / SECRET_FILE).read_bytes()
    (crows, chead), result = head_of(dest)
    assert result.ok and (crows, chead) == (rows, head)
    assert check_backup(dest).manifest == manifest


def test_restore_installs_a_backup_that_opens_cleanly_and_verifies(hall, tmp_path, capsys):
    from hallstation.cli import main

    backup(hall, tmp_path / "b")
    target = tmp_path / "restored" / "hall"
    manifest = restore(tmp_path / "b", target)
    assert sorted(p.name for p in target.iterdir()) == sorted([DB_NAME, SECRET_FILE, MARK_NAME])
    assert mode(target) == 0o700 and all(mode(p) == 0o600 for p in target.iterdir())
    st = Station(target)
    try:
        assert st.attention is None and len(st.store) == manifest["rows"]
        original = Station(hall, read_only=True)
        assert st.get_game(1).config.series == 1 and st.pot == original.pot
        original.close()
        admin = st.authenticate("admin", "1234")  # the hall goes on where it was
        st.change_setting("jury_signoffs", 2, admin)
    finally:
        st.close()
    assert main(["audit", "verify", "--data-dir", str(target)]) == 0
    capsys.readouterr()


def test_backup_refuses_a_folder_that_holds_a_backup_or_a_hall(hall, tmp_path):
    backup(hall, tmp_path / "b")
    before = listing(tmp_path / "b")
    with pytest.raises(BackupError) as e:
        backup(hall, tmp_path / "b")
    assert "already holds a backup" in e.value.english()
    assert listing(tmp_path / "b") == before  # not overwritten
    with pytest.raises(BackupError) as e:
        backup(hall, hall)
    assert "own data folder" in e.value.english() or "holds a hall" in e.value.english()
    other = paid_hall(tmp_path / "other")
    with pytest.raises(BackupError) as e:
        backup(hall, other)
    assert "already holds a hall's files" in e.value.english()
    (tmp_path / "file").write_text("x")
    with pytest.raises(BackupError):
        backup(hall, tmp_path / "file")
    with pytest.raises(BackupError) as e:
        backup(tmp_path / "nothing", tmp_path / "b2")
    assert "no station database" in e.value.english() and not (tmp_path / "b2").exists()


def test_backup_needs_the_key(hall, tmp_path):
    (hall / SECRET_FILE).unlink()
    with pytest.raises(BackupError) as e:
        backup(hall, tmp_path / "b")
    assert "installation key" in e.value.english()


def test_a_broken_log_is_backed_up_as_evidence_and_said_so_and_not_restored(hall, tmp_path):
    conn = sqlite3.connect(hall / DB_NAME)
    conn.execute("UPDATE events SET data = replace(data, 'Juan', 'Pedro') WHERE type = 'payment.made'")
    conn.commit()
    conn.close()
    manifest = backup(hall, tmp_path / "b")
    assert not manifest["verified"] and manifest["finding"].startswith("fila ")  # the row and what is wrong, in Spanish
    assert (tmp_path / "b" / DB_NAME).exists()
    with pytest.raises(BackupError) as e:
        restore(tmp_path / "b", tmp_path / "new")
    assert "failed its check" in e.value.english()
    assert not (tmp_path / "new").exists()


@pytest.mark.parametrize("damage", ["db_byte", "key", "manifest_head", "no_manifest", "mark", "wal"])
def test_restore_checks_before_it_installs_anything(hall, tmp_path, damage):
    src = tmp_path / "b"
    backup(hall, src)
    m = json.loads((src / MANIFEST).read_text(encoding="utf-8"))
    if damage == "db_byte":
        conn = sqlite3.connect(src / DB_NAME)
        conn.execute("UPDATE events SET actor = 'someone' WHERE seq = 3")
        conn.commit()
        conn.close()
    elif damage == "key":  # another hall's key, the manifest made to agree: the seals do not
        (src / SECRET_FILE).write_bytes(os.urandom(32))
        m["files"][SECRET_FILE] = sha256_file(src / SECRET_FILE)
    elif damage == "manifest_head":
        m["head"] = "0" * 64
    elif damage == "no_manifest":
        (src / MANIFEST).unlink()
    elif damage == "mark":
        (src / MARK_NAME).write_text('{"seq": 1, "head": "x", "mac": "y"}')
        m["files"][MARK_NAME] = sha256_file(src / MARK_NAME)
    elif damage == "wal":
        (src / (DB_NAME + "-wal")).write_bytes(b"\0" * 100)
    if damage != "no_manifest":
        (src / MANIFEST).write_text(json.dumps(m), encoding="utf-8")
    target = tmp_path / "new"
    with pytest.raises(BackupError) as e:
        restore(src, target)
    assert len(message(e.value).splitlines()) == 1
    assert not target.exists() or not any(target.iterdir())


def test_restore_refuses_a_folder_that_holds_a_hall_and_says_how(hall, tmp_path):
    backup(hall, tmp_path / "b")
    before = listing(hall)
    with pytest.raises(BackupError) as e:
        restore(tmp_path / "b", hall)
    text = e.value.english()
    assert "already holds a hall" in text and "Move that folder away" in text and f"{hall.name}.old" in text
    assert listing(hall) == before


def test_a_failed_restore_leaves_nothing_behind(hall, tmp_path, monkeypatch):
    backup(hall, tmp_path / "b")
    real = os.replace
    calls = []

    def failing(a, b):
        calls.append(b)
        if str(b).endswith(DB_NAME):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(a, b)

    monkeypatch.setattr(backup_mod.os, "replace", failing)
    with pytest.raises(BackupError) as e:
        restore(tmp_path / "b", tmp_path / "new")
    assert "the disk is full" in e.value.english() and "el disco está lleno" in message(e.value)  # the OS reason in the language
    assert list((tmp_path / "new").iterdir()) == []


def test_a_disk_fault_during_backup_is_one_line_and_leaves_no_half_backup(hall, tmp_path, monkeypatch):
    real = backup_mod._write_json

    def full(dest, obj):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(backup_mod, "_write_json", full)
    with pytest.raises(BackupError) as e:
        backup(hall, tmp_path / "b")
    assert len(message(e.value).splitlines()) == 1 and "the disk is full" in e.value.english()
    assert list((tmp_path / "b").iterdir()) == []
    monkeypatch.setattr(backup_mod, "_write_json", real)
    backup(hall, tmp_path / "b")  # the folder can be used again


def test_backup_of_a_live_station_while_it_writes(hall, tmp_path):
    st = Station(hall)
    try:
        admin = st.authenticate("admin", "1234")
        st.change_setting("jury_signoffs", 2, admin)
        manifest = backup(hall, tmp_path / "b")  # the station holds the file open (its WAL beside it)
        st.change_setting("jury_signoffs", 3, admin)
        assert len(st.store) == manifest["rows"] + 1
    finally:
        st.close()
    assert check_backup(tmp_path / "b").result.ok
    restore(tmp_path / "b", tmp_path / "new")
    again = Station(tmp_path / "new")
    try:
        assert again.attention is None and again.settings["jury_signoffs"] == 2
    finally:
        again.close()


def test_a_backup_on_read_only_media_is_read_without_writing_anything(hall, tmp_path, capsys):
    """audit verify and recall on a copy: nothing new appears beside it, the bytes and times of
    the database stay as they were (the tests run as root, where modes stop nothing: so the
    listing is compared)."""
    from hallstation.cli import main

    backup(hall, tmp_path / "b")
    ro = tmp_path / "media"
    shutil.copytree(tmp_path / "b", ro)
    for p in ro.iterdir():
        os.chmod(p, 0o444)
    os.chmod(ro, 0o555)
    before = listing(ro)
    try:
        assert main(["audit", "verify", "--data-dir", str(ro)]) == 0
        assert main(["recall", "--data-dir", str(ro)]) == 0
        assert main(["recall", "1", "--json", "--data-dir", str(ro)]) == 0
        os.environ["HALLSTATION_PIN"] = "1234"
        assert main(["recall", "--user", "admin", "--data-dir", str(ro)]) == 0
        os.environ["HALLSTATION_PIN"] = "9999"
        assert main(["recall", "--user", "admin", "--data-dir", str(ro)]) == 2  # refused, not recorded
        st = Station(ro, read_only=True)
        try:
            assert st.attention is None and st.get_game(1)
        finally:
            st.close()
        assert check_backup(ro).result.ok
    finally:
        os.environ.pop("HALLSTATION_PIN", None)
        os.chmod(ro, 0o755)
    out, err = capsys.readouterr()
    assert "Juan Pérez" in out and "J*** P****" in out
    assert listing(ro) == before


def test_new_backup_folder_names_are_never_reused(tmp_path):
    now = datetime(2025, 3, 1, 21, 14)
    a = new_backup_folder(tmp_path, 3, now)
    assert a.name == "hallstation-backup-2025-03-01-2114-day-3"
    a.mkdir()
    assert new_backup_folder(tmp_path, 3, now).name == "hallstation-backup-2025-03-01-2114-day-3-2"
