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


class RuleError(Exception):
    """An illegal step: says what and why; the state it was raised from is unchanged."""

    context = "RuleError"
    # the refusal itself is a fact to keep: what the command recorded before it (a wrong PIN
    # counted, a lockout) is committed even though the command is refused
    keep_written = False

    def __init__(self, template: str, **fields: object) -> None:
        self.template = template
        self.fields = fields
        super().__init__(self.english())

    def english(self) -> str:
        return self.template.format(**self.fields)


def tr_noop(text: str) -> str:
    """Mark a RuleError template for the translation catalogue (context ``RuleError``)."""
    return QT_TRANSLATE_NOOP("RuleError", text)
