"""People, roles and PINs. A PIN is stored only as a salted scrypt hash; five wrong PINs in a row
lock the person until an administrator unlocks them. Checked in the services, not in the GUI.

The first administrator also receives a one-time recovery code (shown once, stored only as a
salted scrypt hash): with it, on the station's own machine, a locked-out administrator unlocks
themselves and sets a new PIN (``Station.recover``). Three wrong codes in a row stop recovery for
that person for 15 minutes; every attempt is in the log."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from hallstation.core.digits import is_ascii_digits
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
# What a fresh install hashes PINs and recovery codes with (tests/services/test_pin_cost.py proves it).
SCRYPT = {"n": 2**14, "r": 8, "p": 1, "dklen": 32}
KDF = "scrypt-n16384-r8-p1"
# The KDF new credentials are made with: always ``KDF`` in a hall. TEST-ONLY: the test suite lowers it
# (tests/conftest.py, and tests/child_env/sitecustomize.py for the processes the tests start); nothing
# in the program sets it. Each credential records the KDF it was made with, and a PIN is checked with
# the recorded one (``kdf_params``), so hashes of any cost, older or newer, keep matching.
NEW_PIN_KDF = KDF
MAX_SCRYPT_P = 16  # a recorded cost above this is refused, never computed (a sign-in stays quick)
_KDF_FORM = re.compile(r"scrypt-n([0-9]{1,9})-r([0-9]{1,3})-p([0-9]{1,3})")
# A recovery code: 4 groups of 4 from 30 unambiguous characters (no 0/O, 1/I/L, U): about 78 bits.
RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
RECOVERY_GROUPS, RECOVERY_GROUP_SIZE = 4, 4
MAX_RECOVERY_FAILURES = 3
RECOVERY_LOCK_MINUTES = 15
RECOVERY_LOCK = timedelta(minutes=RECOVERY_LOCK_MINUTES)


# A PIN's hash keyed under the hall's key too (issue 20): a 4-digit PIN's scrypt hash falls in
# minutes to anyone who can read the log (a stolen writer password on the hall's server); keyed
# under a key that comes from the hall's secret.key (``pin_key``), it is worth nothing without it.
HALL_KEYED = "+hmac-hall-key"
_PIN_KEY_LABEL = b"hallstation/pin-hash/v1"


def pin_key(log_key: bytes | None) -> bytes | None:
    """The key PIN hashes are keyed under, from the hall's log key (None without it)."""
    return None if log_key is None else hmac.new(bytes(log_key), _PIN_KEY_LABEL, hashlib.sha256).digest()


def kdf_params(kdf: str) -> dict[str, int]:
    """scrypt's parameters as a credential's ``kdf`` records them (``scrypt-n16384-r8-p1``, with or
    without ``HALL_KEYED``); ValueError for anything else."""
    m = _KDF_FORM.fullmatch(kdf.removesuffix(HALL_KEYED))
    if m is None:
        raise ValueError(f"unknown PIN hash: {kdf!r}")
    n, r, p = (int(x) for x in m.groups())
    if not 1 <= p <= MAX_SCRYPT_P:  # (memory is bounded by hash_pin's maxmem; time by p)
        raise ValueError(f"unknown PIN hash: {kdf!r}")
    return {"n": n, "r": r, "p": p, "dklen": SCRYPT["dklen"]}


def hash_pin(pin: str, salt: bytes, key: bytes | None = None, kdf: str = KDF) -> str:
    """``pin``'s hash with the scrypt parameters ``kdf`` names (production's by default)."""
    h = hashlib.scrypt(pin.encode("utf-8"), salt=salt, maxmem=64 * 1024 * 1024, **kdf_params(kdf))
    return h.hex() if key is None else hmac.new(key, h, hashlib.sha256).hexdigest()


def _matches(typed: str, salt: str, recorded: str, kdf: str, key: bytes | None = None) -> bool:
    """``typed`` hashed as the credential was (its own recorded parameters) equals its hash."""
    try:
        return hmac.compare_digest(hash_pin(typed, bytes.fromhex(salt), key, kdf), recorded)
    except ValueError:  # a KDF this program does not know, or parameters scrypt refuses: no match
        return False


def new_credentials(pin: str, key: bytes | None = None) -> dict[str, str]:
    """A PIN's salt and hash for the log; ``key`` (``pin_key``): keyed under the hall's key."""
    check_pin_format(pin)
    salt, kdf = secrets.token_bytes(16), NEW_PIN_KDF
    return {"salt": salt.hex(), "hash": hash_pin(pin, salt, key, kdf), "kdf": kdf + (HALL_KEYED if key is not None else "")}


def check_pin_format(pin: str) -> str:
    # ASCII digits only: '١٢٣٤' and '²' are digits to str.isdigit() but no PIN a keypad can type
    if not is_ascii_digits(pin) or not 4 <= len(pin) <= 12:
        raise RuleError("A PIN is 4 to 12 digits 0–9")
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

    # the recovery code (first administrator): its hash, wrong codes in a row, locked until (UTC ISO)
    recovery_salt: str = ""
    recovery_hash: str = ""
    recovery_failures: int = 0
    recovery_locked_until: str = ""
    kdf: str = KDF  # how the PIN's hash was made (keyed under the hall's key: ``HALL_KEYED``)
    recovery_kdf: str = KDF  # how the recovery code's hash was made
    pin_key: bytes | None = field(default=None, repr=False)  # the hall's PIN key, when this station holds it

    def pin_matches(self, pin: str) -> bool:
        keyed = self.kdf.endswith(HALL_KEYED)
        if keyed and self.pin_key is None:
            return False  # a PIN keyed under the hall's key is never matched without it
        return _matches(pin, self.salt, self.hash, self.kdf, self.pin_key if keyed else None)

    @property
    def has_recovery_code(self) -> bool:
        return bool(self.recovery_hash)

    def recovery_code_matches(self, code: str) -> bool:
        if not self.recovery_hash:
            return False
        typed = normalize_recovery_code(code)
        return _matches(typed, self.recovery_salt, self.recovery_hash, self.recovery_kdf)


# ---------------------------------------------------------------- recovery codes
def normalize_recovery_code(code: str) -> str:
    """What was typed, without spaces and dashes, in capitals (``abcd-efgh …`` → ``ABCDEFGH…``)."""
    return "".join(ch for ch in str(code or "").upper() if ch not in " -\t\r\n")


def format_recovery_code(code: str) -> str:
    raw = normalize_recovery_code(code)
    return "-".join(raw[i : i + RECOVERY_GROUP_SIZE] for i in range(0, len(raw), RECOVERY_GROUP_SIZE))


def new_recovery_code() -> tuple[str, dict[str, str]]:
    """A fresh code (``XXXX-XXXX-XXXX-XXXX``, from ``secrets``) and its salted hash for the log."""
    raw = "".join(secrets.choice(RECOVERY_ALPHABET) for _ in range(RECOVERY_GROUPS * RECOVERY_GROUP_SIZE))
    salt, kdf = secrets.token_bytes(16), NEW_PIN_KDF
    return format_recovery_code(raw), {"salt": salt.hex(), "hash": hash_pin(raw, salt, kdf=kdf), "kdf": kdf}


def _parse_time(ts: str) -> datetime | None:
    try:
        return datetime.fromisoformat(ts)
    except (TypeError, ValueError):
        return None


def recovery_lock_until(now: str) -> str:
    """When a recovery lock taken at ``now`` (an event time, UTC ISO) ends."""
    t = _parse_time(now)
    return (t + RECOVERY_LOCK).isoformat(timespec="microseconds") if t else now


def check_recoverable(user: User | None, name: str, now: str) -> User:
    """The person, if a recovery code may be tried for them now (else a clear ``RuleError``)."""
    if user is None:
        raise RuleError("There is no person called '{name}'", name=name)
    if not user.has_recovery_code:
        raise RuleError("{name} has no recovery code: only the first administrator receives one", name=name)
    until, t = _parse_time(user.recovery_locked_until), _parse_time(now)
    if until is not None and t is not None and t < until:
        local = until.astimezone().strftime("%H:%M")
        raise RuleError(
            "Recovery for {name} is stopped after too many wrong codes: try again after {time}", name=name, time=local
        )
    return user
