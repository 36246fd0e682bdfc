"""Seals any terminal can check and only the hall's writers can make (issue 20 §1).

The log's HMAC seal (``eventlog.seal``) can only be checked by whoever could also forge it: the
writer terminals, which hold the hall's ``secret.key``. A screens PC holds no key, so on the hall's
server every row also carries a **signature**: Ed25519 (``cryptography``) over the row's number and
hash, as signed transparency logs and package signing do it.

- **The signing key** is derived from the hall's log key (itself derived from ``secret.key``) under a
  label of its own: every writer terminal that holds the hall's key signs with the same key, and it
  is never written anywhere — a backup of ``secret.key`` is a backup of it too.
- **The public key** is on the server, in ``hs_meta`` (``signing``: the key, the first row it signs,
  and a signature of that by the key itself), which every account reads — the display account too.
  A writer records it (insert-only: nobody can replace it later without the administrator's
  account) the first time it opens the log; ``store copy`` signs every row it copies.
- **Pinned.** Each terminal keeps a copy of the public key in its own folder (``signing-….pin``),
  sealed under its witness key, from its first contact with the hall: a server whose key was
  replaced (the key and every signature rewritten by someone holding the administrator's account)
  is reported, never followed. A writer checks the key against its own.
- **Printed.** The key's fingerprint (``fingerprint``: 32 hex digits of its SHA-256) is printed on
  the day's opening and closing records and said by ``audit verify``, so an inspector checks the
  server's log with nothing but the paper (``audit verify --public-key FINGERPRINT``).

Rows written before a hall's key was recorded (a log of an older HallStation) carry no signature:
they are vouched for by the chain — every later row's hash covers the one before it — and the
first signed row; a row from the recorded one on without a good signature is never folded.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from hallstation.store import keys

_ROW = "hallstation-row-v1"
_KEY = "hallstation-signing-key-v1"
META_NAME = "signing"
FINGERPRINT_HEX = 32


def _private(log_key: bytes) -> Ed25519PrivateKey:
    return Ed25519PrivateKey.from_private_bytes(keys.signing_seed(log_key))


def public_key(log_key: bytes) -> str:
    """The hall's public key (hex) for its log key."""
    from cryptography.hazmat.primitives import serialization

    raw = _private(log_key).public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return raw.hex()


def fingerprint(pub_hex: str) -> str:
    """What is printed and said of a public key: 32 hex digits of its SHA-256, in groups of four."""
    d = hashlib.sha256(bytes.fromhex(pub_hex)).hexdigest()[:FINGERPRINT_HEX].upper()
    return " ".join(d[i : i + 4] for i in range(0, len(d), 4))


def normal_fingerprint(text: str) -> str:
    """A fingerprint or a public key as typed (spaces, dashes, any case) → the fingerprint's hex."""
    t = "".join(c for c in (text or "") if c not in " -:").lower()
    if len(t) == 64 and all(c in "0123456789abcdef" for c in t):
        return fingerprint(t).replace(" ", "").lower()  # the whole key: its fingerprint
    if len(t) == FINGERPRINT_HEX and all(c in "0123456789abcdef" for c in t):
        return t
    return ""


def row_message(seq: int, h: str) -> bytes:
    return f"{_ROW}:{int(seq)}:{h}".encode("ascii")


class Signer:
    """A writer's signing key (from the hall's log key)."""

    def __init__(self, log_key: bytes) -> None:
        self._key = _private(log_key)
        self.public = public_key(log_key)

    def sign(self, seq: int, h: str) -> str:
        return self._key.sign(row_message(seq, h)).hex()

    def record(self, hall_id: str, first: int) -> str:
        """The value of ``hs_meta.signing``: the key, the first row it signs, and its own signature
        of both (nobody without the key can change where the signatures start)."""
        body = f"{_KEY}:{hall_id}:{self.public}:{int(first)}"
        return json.dumps({"public_key": self.public, "from": int(first), "sig": self._key.sign(body.encode("ascii")).hex()})


@dataclass(frozen=True)
class Checker:
    """The hall's public key as a terminal knows it, and the first row it signs."""

    public: str
    first: int

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public)

    def _key(self) -> Ed25519PublicKey:
        k = self.__dict__.get("_k")
        if k is None:
            k = Ed25519PublicKey.from_public_bytes(bytes.fromhex(self.public))
            object.__setattr__(self, "_k", k)
        return k

    def ok(self, seq: int, h: str, sig: str) -> bool:
        if seq < self.first:
            return True  # before the hall's key was recorded: vouched for by the chain
        try:
            self._key().verify(bytes.fromhex(sig or ""), row_message(seq, h))
            return True
        except (InvalidSignature, ValueError):
            return False


def parse_record(value: str | None, hall_id: str) -> Checker | None:
    """``hs_meta.signing`` as read: a ``Checker`` when it is well made and signed by its own key;
    None when absent; ``ValueError`` when it is there but not the key's own (made without it)."""
    if not value:
        return None
    try:
        d = json.loads(value)
        pub, first, sig = str(d["public_key"]), int(d["from"]), str(d["sig"])
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(pub))
        key.verify(bytes.fromhex(sig), f"{_KEY}:{hall_id}:{pub}:{first}".encode("ascii"))
    except (ValueError, KeyError, TypeError, InvalidSignature) as exc:
        raise ValueError(str(exc) or type(exc).__name__) from None
    if first < 1:
        raise ValueError("from")
    return Checker(pub, first)


# ---------------------------------------------------------------- the pin in a terminal's folder
def pin_path(data_dir: Path, hall_id: str) -> Path:
    return Path(data_dir) / f"signing-{hall_id[:16]}.pin"


def _pin_mac(witness_key: bytes, hall_id: str, pub: str) -> str:
    return hmac.new(witness_key, f"pin:{hall_id}:{pub}".encode("ascii"), hashlib.sha256).hexdigest()


def read_pin(data_dir: Path, hall_id: str, witness_key: bytes) -> str | None:
    """The public key this terminal pinned for the hall (None: none yet; "" when the file is
    damaged or was not written with this terminal's key)."""
    try:
        d = json.loads(pin_path(data_dir, hall_id).read_text(encoding="utf-8"))
        pub, mac = str(d["public_key"]), str(d["mac"])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    return pub if hmac.compare_digest(mac, _pin_mac(witness_key, hall_id, pub)) else ""


def write_pin(data_dir: Path, hall_id: str, witness_key: bytes, pub: str) -> None:
    from hallstation.store.eventlog import write_small_file

    body: dict[str, Any] = {"public_key": pub, "fingerprint": fingerprint(pub), "mac": _pin_mac(witness_key, hall_id, pub)}
    Path(data_dir).mkdir(parents=True, exist_ok=True, mode=0o700)
    write_small_file(pin_path(data_dir, hall_id), json.dumps(body).encode("ascii"))


# ---------------------------------------------------------------- checking rows before they are folded
_LEFT_OUT = re.compile(r'"(winner|id_doc|player)":""')


def shown_in_part(etype: str, data: str) -> bool:
    """Whether a row of the public view may be one it shows in part (a person's row, or a payment's
    winner or a sale's bettor left out): only then is its hash not recomputed. The view's own
    ``whole`` column is not taken on trust — a view changed to call every row partial would
    otherwise have the screens recompute no hash at all."""
    return etype == "log.private" or _LEFT_OUT.search(data) is not None


def row_problem(row: tuple, expected: int, prev: str, key: bytes | None, checker: Checker | None) -> str | None:
    """What is wrong with one row of the log, in the order it is checked, or None: its number
    (``expected``), its link to ``prev``, its hash when its content is whole, its seal under ``key``
    (a writer) or else its signature under the hall's public key (``checker``; None: not checked
    here). ``row``: (seq, ts, type, actor, data, prev_hash, hash, mac, sig, whole). One check for
    the followers (``check_rows``) and the server's whole-log verification (``PgStore``)."""
    from hallstation.core.errors import QT_TRANSLATE_NOOP
    from hallstation.store.eventlog import row_hash, seal

    seq, ts, etype, actor, data, p, h, mac, sig, whole = row
    if seq != expected:
        return QT_TRANSLATE_NOOP("Cli", "a row is missing before it")
    if p != prev:
        return QT_TRANSLATE_NOOP("Cli", "its link to the previous row is broken")
    if (whole or not shown_in_part(etype, data)) and row_hash(p, seq, ts, etype, actor, data) != h:
        return QT_TRANSLATE_NOOP("Cli", "its content does not match its hash")
    if key is not None:
        if not hmac.compare_digest(mac or "", seal(key, seq, h)):
            return QT_TRANSLATE_NOOP("Cli", "its seal does not match the installation's key: the row was written or rewritten without it")
    elif checker is not None and not checker.ok(seq, h, sig):
        return QT_TRANSLATE_NOOP("Cli", "its signature does not match the hall's public key: the row was written without the hall's key")
    return None


def check_rows(rows, prev_seq: int, prev_hash: str, key: bytes | None, checker: Checker | None):
    """Every new row before it is folded (a follower is an auditor): its number after ``prev_seq``,
    its link to ``prev_hash``, its hash (when its content is whole), its seal under ``key`` (a
    writer, which holds the hall's key) or else its signature under the hall's public key
    (``checker``), and its data. ``rows``: (seq, ts, type, actor, data, prev_hash, hash, mac, sig,
    whole). Returns the rows found good, as events, up to the first bad one, and what is wrong with
    that one (a ``VerifyResult`` naming it) or None."""
    from hallstation.core.errors import QT_TRANSLATE_NOOP
    from hallstation.store.eventlog import StoredEvent, VerifyResult

    out: list = []
    expected, prev = prev_seq + 1, prev_hash
    loads = json.loads
    for row in rows:
        seq, ts, etype, actor, data, _p, h = row[:7]
        bad = row_problem(row, expected, prev, key, checker)
        if bad is None:
            try:
                event = StoredEvent(seq, ts, etype, actor, loads(data), h)
            except ValueError:
                bad = QT_TRANSLATE_NOOP("Cli", "its data is not valid JSON")
        if bad is not None:
            return out, VerifyResult(False, seq, seq, bad, head=prev)
        out.append(event)
        expected, prev = seq + 1, h
    return out, None


def checked_after(store, after: int, prev_hash: str):
    """The rows of ``store`` after ``after`` that check (``check_rows``), and the first that does
    not: on the hall's server (``PgStore.check_after``) or in a folder's SQLite file, whose seals the
    folder's own key checks (a copy without its key: the links and hashes)."""
    own = getattr(store, "check_after", None)
    if own is not None:
        return own(after, prev_hash)
    sealed = store.sealed
    cols = "seq, ts, type, actor, data, prev_hash, hash, " + ("mac" if sealed else "''")
    rows = store.conn.execute(f"SELECT {cols}, '', 1 FROM events WHERE seq > ? ORDER BY seq", [after]).fetchall()
    return check_rows(rows, after, prev_hash, store.key if sealed else None, None)
