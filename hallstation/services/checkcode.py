"""Check codes printed on cards, so that a forged card can be told from a real one (Arts. 3, 14).

Each installation has its own secret: 32 random bytes (``secrets``) created once, on first use, in
the data folder as ``secret.key`` (mode 0600, written atomically: a temporary file fsynced, then
linked into place, so a crash never leaves a half-written key and two first uses never overwrite
each other). A damaged key (wrong size) is refused with a clear error and never silently replaced:
every card printed with the old key would stop verifying. Back the key up with the database.

A card's check code is HMAC-SHA256 keyed by the secret over the series number, the card number and
the card's 24 numbers column by column, top to bottom as printed; its first 30 bits are shown as 6
characters of an alphabet without 0/O/1/I, e.g. ``K7QX2M``. Someone who copies a card's layout but
changes a number (or prints a card the series does not hold) cannot compute the matching code
without the secret. Pure Python: no Qt.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from hallstation.core.bingo.cards import Card
from hallstation.core.errors import RuleError

SECRET_FILE = "secret.key"
SECRET_BYTES = 32
# 32 symbols (5 bits each): digits 2-9 and A-Z without I and O.
ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 6
_DOMAIN = b"hallstation/check-code/v1\x00"


def secret_path(data_dir: Path | str) -> Path:
    return Path(data_dir) / SECRET_FILE


def load_or_create_secret(data_dir: Path | str) -> bytes:
    """The installation secret of ``data_dir``: read it, or create it on first use.

    Raises ``RuleError`` when the file exists but is not exactly 32 bytes (it is left untouched).
    """
    path = secret_path(data_dir)
    try:
        return _read_secret(path)
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    _create_secret(path)
    return _read_secret(path)


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


def _message(series: int, card: Card) -> bytes:
    numbers = bytes(n for col in card.columns for n in col)
    return _DOMAIN + f"{series}:{card.number}:".encode("ascii") + numbers


def check_code(secret: bytes, series: int, card: Card) -> str:
    """The 6-character check code of ``card`` of series ``series``, e.g. ``"K7QX2M"``."""
    if not isinstance(secret, (bytes, bytearray)) or len(secret) < 16:
        raise RuleError("The installation secret is missing or too short")
    digest = hmac.new(bytes(secret), _message(series, card), hashlib.sha256).digest()
    value = int.from_bytes(digest[:4], "big") >> (32 - 5 * CODE_LENGTH)
    out = []
    for _ in range(CODE_LENGTH):
        out.append(ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(out))


def normalize_code(typed: str) -> str:
    """Upper case, without spaces and dashes (``"k7q-x2m"`` → ``"K7QX2M"``)."""
    return "".join(ch for ch in typed.upper() if not ch.isspace() and ch not in "-‐‑–—_")


def verify_check_code(secret: bytes, series: int, card: Card, typed: str) -> bool:
    """Whether ``typed`` is this card's check code (case and spaces/dashes ignored; constant-time)."""
    if not isinstance(typed, str):
        return False
    expected = check_code(secret, series, card).encode("ascii")
    return hmac.compare_digest(expected, normalize_code(typed).encode("utf-8"))
