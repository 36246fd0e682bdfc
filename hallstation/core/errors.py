"""Errors raised by the rules core.

The core is pure Python and knows nothing of Qt, so a message is an English template with named
fields. ``QT_TRANSLATE_NOOP`` marks each template for ``pyside6-lupdate`` (context ``RuleError``)
and the GUI and CLI translate it with ``hallstation.i18n.message(err)``; the Spanish catalogue in
``assets/translations/hallstation_es.ts`` holds the translation.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context`` without translating it here."""
    return text


class Terms(tuple):
    """Words a message names (e.g. roles), each marked for translation in ``context``; they are
    joined with ``sep`` and translated one by one when the message is shown."""

    def __new__(cls, context: str, words: list[str] | tuple[str, ...], sep: str = " / ") -> Terms:
        t = super().__new__(cls, words)
        t.context, t.sep = context, sep
        return t

    def __str__(self) -> str:
        return self.sep.join(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


SHOWN_DIGITS = 30  # a number longer than this is shown in scientific notation
SHOWN_CHARS = 400  # a text longer than this (a whole file pasted into a field) is cut


class _Shown(str):
    """A value too long to show whole, as a refusal names it; ``!r`` shows it as it is shown."""

    def __repr__(self) -> str:
        return str(self)


def _scientific(value: int) -> str:
    """``≈1.23e+5000`` for an int of thousands of digits, without writing it out (Python refuses
    to write an int of more than 4,300 digits)."""
    v = abs(value)
    exp = int(v.bit_length() * 0.30102999566398120) - 1
    while 10 ** (exp + 1) <= v:
        exp += 1
    while exp > 0 and 10**exp > v:
        exp -= 1
    head = v // 10 ** max(0, exp - 2)  # the first three digits
    text = f"{head // 100}.{head % 100:02d}"
    return f"{'-' if value < 0 else ''}≈{text}e+{exp}"


def shown_value(value: object) -> object:
    """A refusal's field as people read it: a number of thousands of digits (Python will not even
    write one past 4,300) in scientific notation, a very long text cut; everything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3.33 * SHOWN_DIGITS:
        return _Shown(_scientific(value))
    if isinstance(value, str) and not isinstance(value, _Shown) and len(value) > SHOWN_CHARS:
        return _Shown(repr(value[:SHOWN_CHARS]) + "…")
    return value


class RuleError(Exception):
    """An illegal step: says what and why; the state it was raised from is unchanged."""

    context = "RuleError"
    # the refusal itself is a fact to keep: what the command recorded before it (a wrong PIN
    # counted, a lockout) is committed even though the command is refused
    keep_written = False

    def __init__(self, template: str, **fields: object) -> None:
        self.template = template
        self.fields = {k: shown_value(v) for k, v in fields.items()}
        super().__init__(self.english())

    def english(self) -> str:
        return self.template.format(**self.fields)


def tr_noop(text: str) -> str:
    """Mark a RuleError template for the translation catalogue (context ``RuleError``)."""
    return QT_TRANSLATE_NOOP("RuleError", text)
