"""The code a printed card carries for the hall's scanner: what it holds, and how a scan is read back.

Every card printed by the hall carries a QR code (``printing/cards_pdf``) whose text is::

    HS1 7KQ2 12 145 K7QX2M
    │   │    │  │   └─ the card's check code (``services.checkcode``: keyed by the hall's secret)
    │   │    │  └─ the card number
    │   │    └─ the series number
    │   └─ the hall's mark: 4 characters of a keyed fingerprint of the installation secret (never
    │      the secret; another hall's cards carry another mark)
    └─ HallStation's card code, version 1

Why these characters: a keyboard-wedge scanner types the code through the PC's keyboard layout, key
by key. A scanner left on its factory (US) layout types ``-`` as ``'`` on a Spanish keyboard, ``/`` as
``-`` and ``:`` as ``Ñ``; the letters, the digits and the space bar are the same keys on the US,
Spanish (Spain and Latin America), Portuguese, Italian and UK layouts, so the code uses only those
(upper case; Caps Lock makes a scanner type lower case, which is read the same). The QR code holds
them in its compact alphanumeric mode. On a German or French keyboard (QWERTZ, AZERTY) letters and
digits move: there the scanner's keyboard country must be set to the PC's (docs/operations.md).
When reading, any run of characters other than letters and digits separates the fields, so a code
typed with dashes (``HS1-7KQ2-12-145-K7QX2M``) is read too.

``identify`` checks a scan against this hall: malformed, another hall's mark, a card this hall does
not have, a check code that does not verify (altered) — each a ``ScanRefused`` with its reason —
or the genuine card. Pure Python: no Qt.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.services.checkcode import ALPHABET, CODE_LENGTH, check_code

PREFIX = "HS"
VERSION = 1
MARK_LENGTH = 4  # 20 bits: another hall's mark matches this one about once in a million
SEPARATOR = " "
MAX_NUMBER = 99_999  # series and card numbers (the claim entry's limits)
_MARK_DOMAIN = b"hallstation/hall-mark/v1"
_FIELDS = re.compile(r"[^0-9A-Za-z]+")
_HEAD = re.compile(r"HS(\d{1,3})", re.IGNORECASE)
_SYMBOLS = frozenset(ALPHABET)

# why a scan is refused (the ``reason`` of ScanRefused)
MALFORMED, WRONG_HALL, UNKNOWN_CARD, ALTERED = "malformed", "wrong_hall", "unknown_card", "altered"


class ScanRefused(RuleError):
    """A scanned code that is not a genuine card of this hall; ``reason`` says why (one of
    MALFORMED, WRONG_HALL, UNKNOWN_CARD, ALTERED). Nothing has been recorded."""

    def __init__(self, reason: str, template: str, **fields: object) -> None:
        self.reason = reason
        super().__init__(template, **fields)


@dataclass(frozen=True)
class ScannedCode:
    """The fields of a well-formed scan (not yet checked against the hall)."""

    version: int
    hall: str
    series: int
    card: int
    code: str


def hall_mark(secret: bytes) -> str:
    """This hall's mark, e.g. ``"7KQ2"``: a keyed fingerprint of the installation secret."""
    if not isinstance(secret, (bytes, bytearray)) or len(secret) < 16:
        raise RuleError("The installation secret is missing or too short")
    digest = hmac.new(bytes(secret), _MARK_DOMAIN, hashlib.sha256).digest()
    value = int.from_bytes(digest[:4], "big") >> (32 - 5 * MARK_LENGTH)
    return "".join(ALPHABET[(value >> (5 * (MARK_LENGTH - 1 - i))) & 31] for i in range(MARK_LENGTH))


def scan_text(mark: str, series: int, card: int, code: str) -> str:
    """The text of a card's code: ``scan_text("7KQ2", 12, 145, "K7QX2M")`` → ``"HS1 7KQ2 12 145 K7QX2M"``."""
    return SEPARATOR.join((f"{PREFIX}{VERSION}", mark, str(series), str(card), code))


def card_scan_text(secret: bytes, series: int, card: Any, mark: str | None = None) -> str:
    """The code text of ``card`` (a ``Card``) of series ``series``; ``mark`` saves recomputing the
    hall's mark for every card of a series."""
    return scan_text(mark or hall_mark(secret), series, card.number, check_code(secret, series, card))


def looks_scanned(text: str) -> bool:
    """Whether ``text`` is meant as a card's code (it starts with ``HS`` and a version), not a
    typed card number: the claim field and the trays tell the two apart by this."""
    fields = [f for f in _FIELDS.split((text or "").strip()) if f]
    return bool(fields) and _HEAD.fullmatch(fields[0]) is not None


def _malformed(text: str) -> ScanRefused:
    return ScanRefused(
        MALFORMED,
        QT_TRANSLATE_NOOP("RuleError", "The scanned code '{text}' cannot be read: it is not a card code of HallStation (scan it again, or type the card number)"),
        text=_shown(text),
    )


def _shown(text: str) -> str:
    """The scanned text as a message may quote it: one line, printable, not too long."""
    clean = "".join(ch if ch.isprintable() else " " for ch in (text or "")).strip()
    return clean if len(clean) <= 40 else clean[:39] + "…"


def parse_scan(text: str) -> ScannedCode:
    """The fields of a scanned code (``ScanRefused`` MALFORMED when it is not one)."""
    fields = [f.upper() for f in _FIELDS.split((text or "").strip()) if f]
    head = _HEAD.fullmatch(fields[0]) if fields else None
    if head is None:
        raise _malformed(text)
    version = int(head.group(1))
    if version != VERSION:
        raise ScanRefused(
            MALFORMED,
            QT_TRANSLATE_NOOP("RuleError", "The scanned code is of version {version}: this station reads card codes of version {known}"),
            version=version,
            known=VERSION,
        )
    if len(fields) != 5:
        raise _malformed(text)
    _, mark, series, card, code = fields
    if (
        len(mark) != MARK_LENGTH
        or not set(mark) <= _SYMBOLS
        or len(code) != CODE_LENGTH
        or not set(code) <= _SYMBOLS
        or not (is_ascii_digits(series) and is_ascii_digits(card))
        or len(series) > 5
        or len(card) > 5
        or not (1 <= int(series) <= MAX_NUMBER and 1 <= int(card) <= MAX_NUMBER)
    ):
        raise _malformed(text)
    return ScannedCode(version, mark, int(series), int(card), code)


def identify(secret: bytes, series: Mapping[int, Any], text: str) -> ScannedCode:
    """The genuine card a scan names, checked with this hall's key: ``secret`` is the installation
    secret, ``series`` the hall's series by number (``station.state.series``). Raises
    ``ScanRefused`` with the reason when the code is malformed, of another hall, names a card this
    hall does not have, or its check code does not verify (altered). Constant-time comparisons."""
    scanned = parse_scan(text)
    if not hmac.compare_digest(scanned.hall.encode("ascii"), hall_mark(secret).encode("ascii")):
        raise ScanRefused(
            WRONG_HALL,
            QT_TRANSLATE_NOOP("RuleError", "Card {card} of series {series} was printed by another hall (its code is not of this hall's key): it is not a card of this hall"),
            card=scanned.card,
            series=scanned.series,
        )
    s = series.get(scanned.series)
    if s is None or not 1 <= scanned.card <= len(s):
        raise ScanRefused(
            UNKNOWN_CARD,
            QT_TRANSLATE_NOOP("RuleError", "The scanned code names card {card} of series {series}, which this hall does not have: the code was not printed here"),
            card=scanned.card,
            series=scanned.series,
        )
    expected = check_code(secret, scanned.series, s.card(scanned.card))
    if not hmac.compare_digest(expected.encode("ascii"), scanned.code.encode("ascii")):
        raise ScanRefused(
            ALTERED,
            QT_TRANSLATE_NOOP("RuleError", "The code of card {card} of series {series} is altered: its check code does not verify with this hall's key (the card may be forged)"),
            card=scanned.card,
            series=scanned.series,
        )
    return scanned


def identify_on(station: Any, text: str) -> ScannedCode:
    """``identify`` with the station's own key and series (``ScanRefused`` when it is not one of
    its genuine cards; a damaged or missing key is the key's own ``RuleError``)."""
    from hallstation.store.keys import load_or_create_secret

    return identify(load_or_create_secret(station.data_dir), station.state.series, text)
