"""The installation secret and the keys derived from it.

Each installation has its own secret: 32 random bytes (``secrets``) in the data folder as
``secret.key`` (mode 0600, written atomically: a temporary file fsynced, then linked into place, so a
crash never leaves a half-written key and two first uses never overwrite each other). A damaged
secret (wrong size) is refused with a clear error and never silently replaced, and a missing one is
created only for a new hall — a folder whose log holds no event yet: a log with events needs the
secret it was sealed with, and every card printed with it needs it to verify.

Keys are derived from the secret under labels of their own, so each use stays apart: the cards'
check codes use the secret itself (as they always did: printed cards keep verifying), the event
log's seals, its high-water mark and this PC's witness use ``log_key`` (``store/proof.py`` seals
and checks them); from ``log_key`` in turn: the hall's Ed25519 signing key (``signing_seed``,
``store/signing.py``), what the server keeps of the key (``key_id``) and the key of this PC's
snapshot of the folded state (``snapshot_key``, ``services/snapshot.py``).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import sqlite3
from pathlib import Path

from hallstation.core.errors import RuleError
from hallstation.store.files import DB_NAME, read_only_uri

SECRET_FILE = "secret.key"
SECRET_BYTES = 32
_LOG_LABEL = b"hallstation/event-log/v1"
_SIGNING_LABEL = b"hallstation/log-signing/v1"
_KEY_ID_LABEL = b"hallstation/hall-key-id/v1"
_SNAPSHOT_LABEL = b"hallstation/snapshot-of-the-folded-state/v1"


def secret_path(data_dir: Path | str) -> Path:
    return Path(data_dir) / SECRET_FILE


def _derived(key: bytes, label: bytes) -> bytes:
    return hmac.new(bytes(key), label, hashlib.sha256).digest()


def log_key(secret: bytes) -> bytes:
    """The event log's key: HMAC-SHA256 of its own label under the installation secret."""
    return _derived(secret, _LOG_LABEL)


def signing_seed(log_key: bytes) -> bytes:
    """The seed of the hall's Ed25519 signing key (``store/signing.py``), from the log's key."""
    return _derived(log_key, _SIGNING_LABEL)


def key_id(log_key: bytes) -> str:
    """What the server keeps of the hall's key: a keyed fingerprint (it tells a wrong key file at a
    terminal, and reveals nothing of the key)."""
    return _derived(log_key, _KEY_ID_LABEL).hex()[:32]


def snapshot_key(log_key: bytes) -> bytes:
    """The key this PC's snapshot of the folded state is sealed under (``services/snapshot.py``)."""
    return _derived(log_key, _SNAPSHOT_LABEL)


def load_or_create_secret(data_dir: Path | str) -> bytes:
    """The installation secret of ``data_dir``: read it, or create it for a new hall.

    Raises ``RuleError`` when the file exists but is not exactly 32 bytes (it is left untouched), or
    when it is missing for a log that already has events (restore it from the backup).
    """
    path = secret_path(data_dir)
    try:
        return _read_secret(path)
    except FileNotFoundError:
        pass
    if log_has_events(Path(data_dir), sealed_only=True):
        raise RuleError(
            "The installation key {path} is missing, but the event log already holds events. It is never "
            "made anew for a log that has one: restore secret.key from the station's backup (the folder "
            "'hallstation backup' wrote) into {folder}",
            path=str(path),
            folder=str(path.parent),
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    _create_secret(path)
    return _read_secret(path)


def log_has_events(data_dir: Path, sealed_only: bool = False) -> bool:
    """Whether the folder's database holds at least one event (read-only look, no side effects).
    ``sealed_only``: only a log already sealed under a key counts (schema 2 on); a log of schema 1
    was never sealed, and the station of that time made its secret only when it first printed a
    check code — such a log is sealed, once, under the key made now."""
    db = data_dir / DB_NAME
    if not db.exists() or db.stat().st_size == 0:
        return db.exists()  # an empty file is not a new hall either
    try:
        conn = sqlite3.connect(read_only_uri(db), uri=True)
        try:
            if sealed_only and conn.execute("PRAGMA user_version").fetchone()[0] < 2:
                return False
            return conn.execute("SELECT EXISTS (SELECT 1 FROM events)").fetchone()[0] == 1
        finally:
            conn.close()
    except sqlite3.Error:
        return True  # not readable as a log: never treat it as new


def _read_secret(path: Path) -> bytes:
    with open(path, "rb") as fh:
        raw = fh.read(SECRET_BYTES + 1)
    if len(raw) != SECRET_BYTES:
        raise RuleError(
            "The installation secret {path} is damaged ({size} bytes instead of {expected}). Check codes "
            "cannot be computed: restore the file from the backup; it is never replaced automatically",
            path=str(path),
            size=os.path.getsize(path),
            expected=SECRET_BYTES,
        )
    return raw


def _create_secret(path: Path) -> None:
    """Write a new secret to ``path`` unless one appears there first (then that one wins)."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        try:
            data = secrets.token_bytes(SECRET_BYTES)
            while data:
                data = data[os.write(fd, data) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.chmod(tmp, 0o600)  # in case the platform widened it
        try:
            # a hard link fails when the file exists: a concurrent first use never overwrites a key
            os.link(tmp, path)
        except FileExistsError:
            return
        except OSError:
            # a file system without hard links: rename (Windows refuses when the target exists)
            if path.exists():
                return
            os.rename(tmp, path)
        _fsync_dir(path.parent)
    finally:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows cannot open folders
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)
