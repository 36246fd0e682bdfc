"""The files of a hall's folder, below the log and everything that keeps a mark of it: the log's
database (its name, and how it is read without writing anything beside it), and the small files
written whole or not at all (the marks, the witnesses, the pinned keys, the keys' copies)."""

from __future__ import annotations

import os
from pathlib import Path

DB_NAME = "hallstation.sqlite3"


def write_small_file(path: Path, body: bytes) -> None:
    """``body`` into ``path`` (0600) whole or not at all: a fsynced temporary file renamed into
    place (the marks; OSError for the caller to say)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, body)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def read_only_uri(path: Path) -> str:
    """A URI that reads ``path`` without writing anything beside it: with no -wal there is no live
    writer, so it is opened immutable (SQLite then makes no -wal or -shm); otherwise read-only
    through the writer's WAL."""
    wal = path.with_name(path.name + "-wal")
    return f"file:{path}?mode=ro" + ("" if wal.exists() else "&immutable=1")
