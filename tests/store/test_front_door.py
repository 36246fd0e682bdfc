"""One front door to the hall's log (issue 23 §3): ``store/location.open_hall`` checks the folder,
decides where the hall lives and opens its log; every terminal and command goes through it (or
through ``where`` when it must know where the hall is first), and nothing outside ``store/``
builds a log of either engine itself but the backups' check of their copies."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import hallstation
from hallstation.store.data_folder import DataFolderError
from hallstation.store.eventlog import DB_NAME, EventStore, StoreError
from hallstation.store.location import MOVED_FILE, open_hall, where

SERVER = "postgresql://hall_writer@server.invalid/hall"


@pytest.fixture(autouse=True)
def _no_server(monkeypatch):
    monkeypatch.delenv("HALLSTATION_STORE", raising=False)


def test_a_folder_that_is_a_file_is_refused_at_the_door(tmp_path):
    folder = tmp_path / "hall"
    folder.write_text("not a folder")
    for read_only in (False, True):
        with pytest.raises(DataFolderError, match="is a file, not a folder"):
            open_hall(folder, read_only=read_only)
    assert folder.read_text() == "not a folder"


def test_a_new_folder_is_made_private_and_its_log_opened(tmp_path):
    folder = tmp_path / "new" / "hall"
    store = open_hall(folder)
    try:
        assert isinstance(store, EventStore)
        assert (folder / DB_NAME).is_file()
        assert os.stat(folder).st_mode & 0o777 == 0o700
    finally:
        store.close()


def test_a_reading_makes_nothing(tmp_path):
    folder = tmp_path / "absent"
    with pytest.raises(StoreError):
        open_hall(folder, read_only=True)
    assert not folder.exists()


def test_prepare_runs_after_the_check_and_before_the_log_opens(tmp_path):
    seen: list[bool] = []
    store = open_hall(tmp_path / "hall", prepare=lambda d: seen.append((d / DB_NAME).exists()))
    store.close()
    assert seen == [False]
    file = tmp_path / "file"
    file.write_text("x")
    with pytest.raises(DataFolderError):
        open_hall(file, prepare=lambda d: seen.append(True))
    assert seen == [False]  # a refused folder is never prepared


def test_where_names_the_server_and_asks_a_writer_for_the_hall_key(tmp_path):
    folder = tmp_path / "desk"
    assert where(folder) is None and not folder.exists()  # a reading makes no folder
    assert where(folder, SERVER) == SERVER
    with pytest.raises(StoreError, match="does not have the hall's key"):
        where(folder, SERVER, write=True, writer=True)
    assert folder.is_dir() and not any(folder.iterdir())  # the folder made, nothing in it


def test_a_folder_whose_hall_moved_is_refused_even_for_reading_when_asked(tmp_path):
    (tmp_path / MOVED_FILE).write_text("{}")
    assert where(tmp_path) is None
    with pytest.raises(StoreError, match="marked as copied to the hall's server"):
        where(tmp_path, refuse_moved=True)
    with pytest.raises(StoreError, match="marked as copied to the hall's server"):
        open_hall(tmp_path)
    assert not (tmp_path / DB_NAME).exists()


def test_no_log_is_built_outside_the_store_but_the_backups_copies():
    root = Path(hallstation.__file__).parent
    built = re.compile(r"\b(EventStore|PgStore)\(")
    found = sorted(
        str(p.relative_to(root))
        for p in root.rglob("*.py")
        if p.parent.name != "store" and built.search(p.read_text(encoding="utf-8"))
    )
    assert found == ["services/backup.py"]
    backup = (root / "services" / "backup.py").read_text(encoding="utf-8")
    # there only the backup copies (dest / src), never the hall's own log
    assert all("dest / DB_NAME" in line or "src / DB_NAME" in line for line in backup.splitlines() if built.search(line))
