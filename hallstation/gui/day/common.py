"""Small pieces shared by the day's records, the cashier's desk and the day report: the message
area (a refusal is shown, never a crash), role and prize names in the language, money typed by an
operator (never a float), and who may sign what."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.game import ranges_of
from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError
from hallstation.gui.common import MessageArea, people_with, prize_label, role_label  # noqa: F401  (shared)

def full_name(station: Any, name: str) -> str:
    u = station.state.users.get(name)
    return u.full_name if u is not None and u.full_name else name


def parse_money(text: str) -> int:
    """What the cashier typed, in pesos (``1.234,50``, ``1234.5``, ``$ 800``) → integer cents."""
    t = (text or "").replace("$", "").replace(" ", "").strip()
    if not t:
        raise RuleError("Type the money received, for example 45000 or 45.000,50")
    neg = t.startswith("-")
    t = t.lstrip("-+")
    if "," in t:  # Spanish: '.' groups thousands, ',' the cents
        whole, _, frac = t.replace(".", "").partition(",")
    elif t.count(".") == 1 and len(t.split(".")[1]) in (1, 2):
        whole, _, frac = t.partition(".")
    else:
        whole, frac = t.replace(".", ""), ""
    if not whole:
        whole = "0"
    if any(ch.isnumeric() and not ch.isascii() for ch in t):  # '²', '١٢': not 0–9, never read as money
        raise RuleError("'{text}' is not an amount of money: write it with the digits 0 to 9, like 45000 or 45.000,50", text=text)
    if not is_ascii_digits(whole) or (frac and (not is_ascii_digits(frac) or len(frac) > 2)):
        raise RuleError("'{text}' is not an amount of money: write it like 45000 or 45.000,50", text=text)
    return (-1 if neg else 1) * (int(whole) * 100 + int((frac + "00")[:2]))


def ranges_text(numbers: Any) -> str:
    """``{1, 2, 3, 7}`` → ``1-3, 7``."""
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ranges_of(list(numbers)))
