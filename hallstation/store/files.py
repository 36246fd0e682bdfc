"""Small files written whole or not at all: the marks, the witnesses, the pinned keys, the keys'
copies (below the log and everything that keeps a mark of it)."""

from __future__ import annotations

import os
from pathlib import Path


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
