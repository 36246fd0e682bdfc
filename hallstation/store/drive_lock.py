"""Only one caller station drives a hall's folder at a time (issue 9 §4).

The lock is an ``flock`` on ``caller.lock`` in the data folder, held for as long as the station
runs: the kernel drops it when the process ends, however it ends (a crash, a kill, a power cut), so
a lock left behind recovers by itself. The file says who holds it — host, process, since when — so
a second station can tell the caller which station drives the hall.
"""

from __future__ import annotations

import json
import os
import socket
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = "caller.lock"


@dataclass(frozen=True)
class Holder:
    host: str
    pid: int
    since: str  # ISO time (UTC)

    def since_local(self) -> str:
        try:
            return datetime.fromisoformat(self.since).astimezone().strftime("%d/%m/%Y %H:%M")
        except ValueError:
            return self.since


class DriveLock:
    """The caller's lock on one data folder. ``acquire`` returns None when it is ours, or the
    station that holds it."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> Holder | None:
        if self._fd is not None:
            return None
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            fd = os.open(self.path, os.O_RDONLY)  # a full or read-only disk: flock works on a reader too
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return self.holder() or Holder("?", 0, "")
        me = {"host": socket.gethostname(), "pid": os.getpid(), "since": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, json.dumps(me).encode("utf-8"), 0)
            os.fsync(fd)
        except OSError:
            pass  # a full or failing disk: the lock is held all the same, only who holds it is unsaid
        self._fd = fd
        return None

    def holder(self) -> Holder | None:
        try:
            d = json.loads(self.path.read_text(encoding="utf-8") or "{}")
            return Holder(str(d["host"]), int(d["pid"]), str(d["since"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
