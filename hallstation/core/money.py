"""Money in integer cents: percentages, rounding down to the hall's unit, equal splits.

Never a float. A percentage is given in basis points (1 % = 100 bp) so that every rule of the
regulations is exact. Rounding is always *down* to the rounding unit; what it leaves over is the
house's residue, returned to the caller so the ledger can record it.
"""

from __future__ import annotations

from dataclasses import dataclass

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms

CENTS_PER_PESO = 100
DEFAULT_ROUNDING_UNIT = 100  # 1 peso, in cents

# What an amount is, as a refusal names it: one term each, translated with the message (context
# "Money"), so a refusal never glues an English word into a Spanish sentence.
MONEY_TERMS = {
    "amount": QT_TRANSLATE_NOOP("Money", "The amount"),
    "card_price": QT_TRANSLATE_NOOP("Money", "The card price"),
    "casino_contribution": QT_TRANSLATE_NOOP("Money", "The casino's contribution"),
    "money_received": QT_TRANSLATE_NOOP("Money", "The money received"),
    "meter": QT_TRANSLATE_NOOP("Money", "The meter"),
    "meter_at_coin_in": QT_TRANSLATE_NOOP("Money", "The meter at COIN IN"),
    "meter_before_coin_in": QT_TRANSLATE_NOOP("Money", "The meter before COIN IN"),
    "ante": QT_TRANSLATE_NOOP("Money", "The ANTE"),
}


def money_term(what: str) -> Terms:
    """``what`` (a key of ``MONEY_TERMS``) as the term a refusal names."""
    return Terms("Money", (MONEY_TERMS[what],))


def check_cents(value: object, what: str = "amount") -> int:
    """``value`` as integer cents; ``what`` (a key of ``MONEY_TERMS``) says what it is."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("{what} must be a whole number of cents, not {value!r}", what=money_term(what), value=value)
    return value


def share_bp(amount_cents: int, basis_points: int) -> int:
    """``amount × bp / 10 000`` rounded down to the cent."""
    check_cents(amount_cents)
    return amount_cents * basis_points // 10_000


def round_down(amount_cents: int, unit_cents: int = DEFAULT_ROUNDING_UNIT) -> int:
    """Round a non-negative amount down to a multiple of the rounding unit."""
    check_cents(amount_cents)
    if unit_cents <= 0:
        raise RuleError("The rounding unit must be at least one cent, not {unit}", unit=unit_cents)
    return amount_cents - amount_cents % unit_cents


@dataclass(frozen=True)
class Split:
    per_share: int  # what each of the n shares receives, rounded down to the unit
    residue: int  # total - n × per_share, the house's


def split_equally(total_cents: int, n: int, unit_cents: int = DEFAULT_ROUNDING_UNIT) -> Split:
    """Split ``total`` into ``n`` equal shares rounded down to the unit (Art. 14)."""
    check_cents(total_cents)
    if n < 1:
        raise RuleError("A prize cannot be split among {n} winners", n=n)
    per = round_down(total_cents // n, unit_cents)
    return Split(per, total_cents - per * n)


def format_money(cents: int, symbol: str = "$") -> str:
    """``123456`` → ``$ 1.234,56``; whole pesos print without decimals (``$ 1.234``)."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    pesos, rest = divmod(cents, CENTS_PER_PESO)
    whole = f"{pesos:,}".replace(",", ".")
    tail = f",{rest:02d}" if rest else ""
    return f"{sign}{symbol} {whole}{tail}"
