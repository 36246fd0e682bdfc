"""The claim entry line: what the jury types, or what a keyboard-wedge barcode scanner types.

``S-C`` or ``S-C-CODE`` (series, card, optional 6-character check code: ``2-145-K7QX2M``), or only
``C`` / ``C-CODE`` (the game's series). Anything else is refused here, before any claim is recorded, so
a typo never becomes a recorded rejection. Pure Python, no Qt, so every form a scanner may produce is unit-tested.

Scanners configured for a US keyboard on a Spanish one type the dash as ``'`` or ``?``; some send
a slash or a space. All of those separate fields; letters may come in lower case.
"""

from __future__ import annotations

import re

from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError
from hallstation.services.checkcode import CODE_LENGTH

SEPARATORS = r"[\s\-'?/_.,;:+*]+"
MAX_SERIES = 99_999
MAX_CARD = 99_999


class EntryError(RuleError):
    """The entry cannot be read (a RuleError: translated with ``i18n.message``)."""


def parse_claim_entry(text: str, default_series: int | None) -> tuple[int, int, str | None]:
    """→ (series, card, check code or None). Raises ``EntryError`` when it cannot be read."""
    raw = (text or "").strip()
    parts = [p for p in re.split(SEPARATORS, raw) if p]
    if not parts:
        raise EntryError("Type the series and the card (e.g. 2-145), or scan the card")
    code: str | None = None
    if len(parts) >= 3:
        # series-card-code (a code typed in groups is joined)
        code = "".join(parts[2:]).upper()
        parts = parts[:2]
    elif len(parts) == 2 and is_ascii_digits(parts[0]) and not is_ascii_digits(parts[1]):
        # card-code on the game's series
        code = parts[1].upper()
        parts = parts[:1]
    if not all(is_ascii_digits(p) for p in parts):  # 0–9 only: int() reads '١٢' as 12, fails on '²'
        raise EntryError("'{text}' is not a card: use series-card, e.g. 2-145, or series-card-code", text=raw)
    if len(parts) == 1:
        if default_series is None:
            raise EntryError("Type the series too: series-card, e.g. 2-145")
        series, card = default_series, int(parts[0])
    else:
        series, card = int(parts[0]), int(parts[1])
    if card < 1 or card > MAX_CARD or series < 1 or series > MAX_SERIES:
        raise EntryError("'{text}' is not a card: use series-card, e.g. 2-145, or series-card-code", text=raw)
    if code is not None and (len(code) != CODE_LENGTH or not code.isascii() or not code.isalnum()):
        raise EntryError("'{text}' is not a card: use series-card, e.g. 2-145, or series-card-code", text=raw)
    return series, card, code or None
