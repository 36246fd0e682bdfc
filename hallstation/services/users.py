"""People, roles and PINs. A PIN is stored only as a salted scrypt hash; five wrong PINs in a row
lock the person until an administrator unlocks them. Checked in the services, not in the GUI."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError

ROLES = (
    "caller",
    "seller",
    "cashier",
    "central_cashier",
    "jury",
    "manager",
    "admin",
    "dealer",
    "supervisor",
)
# Each role's name for people (English; translated in context "Role"), in the order windows list them.
ROLE_NAMES = {
    "admin": QT_TRANSLATE_NOOP("Role", "administrator"),
    "manager": QT_TRANSLATE_NOOP("Role", "game manager"),
    "caller": QT_TRANSLATE_NOOP("Role", "caller"),
    "jury": QT_TRANSLATE_NOOP("Role", "jury member"),
    "central_cashier": QT_TRANSLATE_NOOP("Role", "central cashier"),
    "cashier": QT_TRANSLATE_NOOP("Role", "cashier"),
    "seller": QT_TRANSLATE_NOOP("Role", "seller"),
    "dealer": QT_TRANSLATE_NOOP("Role", "dealer"),
    "supervisor": QT_TRANSLATE_NOOP("Role", "supervisor"),
}
MAX_FAILURES = 5
SCRYPT = {"n": 2**14, "r": 8, "p": 1, "dklen": 32}


def hash_pin(pin: str, salt: bytes) -> str:
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, maxmem=64 * 1024 * 1024, **SCRYPT).hex()


def new_credentials(pin: str) -> dict[str, str]:
    check_pin_format(pin)
    salt = secrets.token_bytes(16)
    return {"salt": salt.hex(), "hash": hash_pin(pin, salt), "kdf": "scrypt-n16384-r8-p1"}


def check_pin_format(pin: str) -> str:
    if not isinstance(pin, str) or not pin.isdigit() or not 4 <= len(pin) <= 12:
        raise RuleError("A PIN is 4 to 12 digits")
    return pin


@dataclass
class User:
    name: str
    full_name: str
    roles: set[str]
    salt: str
    hash: str
    failures: int = 0
    locked: bool = False
    active: bool = True
    extra: dict = field(default_factory=dict)

    def pin_matches(self, pin: str) -> bool:
        return hmac.compare_digest(hash_pin(pin, bytes.fromhex(self.salt)), self.hash)
