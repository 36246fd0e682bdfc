"""This PC's witness of a one-PC hall's log, kept outside the hall's data folder (issue 19 §3).

The high-water mark (``log.mark``) lives beside the database: whoever can cut the log can also put
back an older mark, or delete it. So the station keeps a second keyed witness of the head in the
user's state folder (``$HALLSTATION_STATE_DIR``, else the platform's user state folder), as the
networked terminals keep theirs (``witness-….mark``): ``witness-folder-<hash of the folder>.mark``,
one per hall folder this PC runs, moved forward with the mark (never back) and sealed under the
hall's key. Start-up and ``audit verify`` compare the log with it: a log shorter than this PC has
seen, or with another row where it saw one, needs attention, whatever the mark says; a folder this
PC saw holding a hall is never made into a new, empty hall.

What only the paper anchors can catch: a rollback of the data folder *and* of every witness
together (the user's state folder restored as well, or the hall moved to another PC with an older
copy). See docs/operations.md.

The seals both engines put on what witnesses a log's head are here side by side: ``mark_seal``
(the high-water mark, and a networked terminal's witness) and ``witness_seal`` (this PC's witness
of a one-PC hall).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

STATE_ENV = "HALLSTATION_STATE_DIR"
_LABEL = "witness"


def state_dir() -> Path:
    """The user's state folder for HallStation (``$HALLSTATION_STATE_DIR`` when set)."""
    env = os.environ.get(STATE_ENV)
    if env:
        return Path(env)
    from platformdirs import user_state_dir

    from hallstation import APP_NAME

    return Path(user_state_dir(APP_NAME, appauthor=False))


def _folder_id(data_dir: Path) -> str:
    try:
        name = str(Path(data_dir).resolve())
    except OSError:
        name = str(Path(data_dir).absolute())
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:16]


def witness_path(data_dir: Path | str) -> Path:
    """Where this PC keeps its witness of the hall in ``data_dir``."""
    return state_dir() / f"witness-folder-{_folder_id(Path(data_dir))}.mark"


def mark_seal(key: bytes, seq: int, head: str) -> str:
    """The seal of a log's high-water mark (``log.mark`` beside the SQLite file, the server's mark
    row, a networked terminal's ``witness-….mark``) under the hall's key: both engines' one."""
    return hmac.new(key, f"mark:{seq}:{head}".encode("ascii"), hashlib.sha256).hexdigest()


def witness_seal(key: bytes, seq: int, head: str) -> str:
    return hmac.new(key, f"{_LABEL}:{seq}:{head}".encode("ascii"), hashlib.sha256).hexdigest()


def read_witness(data_dir: Path | str) -> dict[str, Any] | None:
    """This PC's witness of ``data_dir`` (None when it has none; ``seq`` -1 when unreadable)."""
    path = witness_path(data_dir)
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        return {"seq": int(d["seq"]), "head": str(d["head"]), "mac": str(d["mac"]), "path": str(path)}
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return {"seq": -1, "head": "", "mac": "", "path": str(path)}


def witness_ok(key: bytes | None, mark: dict[str, Any]) -> bool:
    return key is not None and mark["seq"] >= 0 and hmac.compare_digest(mark["mac"], witness_seal(key, mark["seq"], mark["head"]))


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """The witness's writers one at a time (across processes)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover
        fcntl = None  # type: ignore[assignment]
    lock = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield
    finally:
        os.close(lock)


def write_witness(data_dir: Path | str, key: bytes, seq: int, head: str, force: bool = False) -> None:
    """Move this PC's witness of ``data_dir`` forward to (seq, head), never back (``force``: a
    restore, the operator's own act, puts it where the restored log ends). OSError for the caller."""
    from hallstation.store.files import write_small_file

    path = witness_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with _locked(path):
        cur = read_witness(data_dir)
        if not force and cur is not None and cur["seq"] >= seq and witness_ok(key, cur):
            return
        body = {"seq": seq, "head": head, "mac": witness_seal(key, seq, head), "folder": str(Path(data_dir).absolute())}
        write_small_file(path, json.dumps(body, ensure_ascii=False).encode("utf-8"))


def remove_stray(data_dir: Path | str) -> None:
    """The temporary files a killed write of this folder's witness left (no writer is inside one
    while the lock is held)."""
    path = witness_path(data_dir)
    if not path.parent.is_dir():
        return
    with _locked(path):
        for stray in path.parent.glob(f".{path.name}.*.tmp"):
            stray.unlink(missing_ok=True)
