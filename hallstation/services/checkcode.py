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

from hallstation.core.bingo.cards import Card
from hallstation.core.errors import RuleError
from hallstation.store.keys import (  # noqa: F401 - the installation secret lives with the store
    SECRET_BYTES,
    SECRET_FILE,
    load_or_create_secret,
    secret_path,
)

# 32 symbols (5 bits each): digits 2-9 and A-Z without I and O.
ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 6
_DOMAIN = b"hallstation/check-code/v1\x00"


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
