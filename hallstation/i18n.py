"""Translations. Code strings are English, through ``tr()`` / ``QCoreApplication.translate`` (and
``RuleError`` templates, context ``RuleError``); the Spanish catalogue ships as
``assets/translations/hallstation_es.ts`` and Spanish is the default.

The catalogue is read straight from the ``.ts`` XML (no compiled ``.qm`` to keep in step): the GUI
installs a ``CatalogTranslator`` and the headless CLI looks strings up in the same catalogue.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms
from hallstation.paths import TRANSLATIONS

DEFAULT_LANGUAGE = "es"


def language_from(text: str | None) -> str | None:
    """A language as a user writes it (``--lang``, ``$HALLSTATION_LANG``) → the one the station
    speaks: ``es``, ``es_AR``, ``ES``, ``es-ar``, ``es_AR.UTF-8`` → ``es``; ``en``, ``en_US`` → ``en``;
    anything else (``de``, ``spanish``) → None (refused: never English by surprise)."""
    code = (text or "").strip().lower().split(".")[0].replace("-", "_")
    base = code.split("_")[0]
    return base if base in ("es", "en") and (code == base or code.startswith(base + "_")) else None


def environment_language() -> str | None:
    """``$HALLSTATION_LANG`` as a language the station speaks; None when unset or empty (the
    default then) — and when not one it speaks (``main`` refuses it in one line)."""
    return language_from(os.environ.get("HALLSTATION_LANG"))


_current = {"lang": environment_language() or DEFAULT_LANGUAGE}


class Plural(str):
    """A numerus message's translation (``numerus="yes"`` in the .ts: one ``<numerusform>`` per
    plural form of the language). As a string it is the first form (what Qt shows without a
    count); ``form(n)`` picks the form for ``n``."""

    forms: tuple[str, ...]

    def __new__(cls, forms: tuple[str, ...] | list[str]) -> "Plural":
        forms = tuple(forms)
        obj = super().__new__(cls, forms[0] if forms else "")
        obj.forms = forms
        return obj

    def form(self, n: int | None, lang: str | None = None) -> str:
        if n is None or n < 0 or not self.forms:
            return str(self)
        return self.forms[min(plural_index(n, lang or language()), len(self.forms) - 1)]


def plural_index(n: int, lang: str) -> int:
    """Which ``<numerusform>`` a count takes (Spanish and English: 1 → the first, else the second)."""
    return 0 if abs(n) == 1 else 1


def read_translation(msg: ET.Element) -> str | None:
    """A ``<message>``'s finished translation (a ``Plural`` when it is numerus), or None."""
    tr_el = msg.find("translation")
    if tr_el is None or tr_el.get("type") in ("unfinished", "obsolete", "vanished"):
        return None
    if msg.get("numerus") == "yes":
        forms = [f.text or "" for f in tr_el.iter("numerusform")]
        if not forms or not all(f.strip() for f in forms):
            return None
        return Plural(forms)
    if not (tr_el.text or "").strip():
        return None
    return tr_el.text or ""


@lru_cache(maxsize=4)
def catalog(lang: str) -> dict[tuple[str, str], str]:
    """(context, source) → translation, for every finished message of the language's .ts files
    (``assets/translations/*_{lang}.ts``: one file per area, merged); numerus messages as a
    ``Plural`` (a string with its ``forms``)."""
    out: dict[tuple[str, str], str] = {}
    for path in sorted(TRANSLATIONS.glob(f"*_{lang}.ts")):
        _read_ts(path, out)
    return out


def _read_ts(path: Path, out: dict[tuple[str, str], str]) -> None:
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src = msg.findtext("source")
            text = read_translation(msg)
            if src is None or text is None:
                continue
            out[(name, src)] = text


def _with_count(text: str, n: int | None) -> str:
    return text.replace("%n", str(n)) if n is not None and n >= 0 else text


def set_language(lang: str) -> None:
    _current["lang"] = lang


def language() -> str:
    return _current["lang"]


def translate(context: str, text: str, n: int | None = None) -> str:
    """Translate without Qt (the CLI); the GUI's QTranslator uses the same catalogue. With a count
    ``n`` (Qt's numerus messages, ``"%n card(s)"``) the form for ``n`` is chosen and ``%n``
    replaced by it, as ``QCoreApplication.translate(context, text, None, n)`` does."""
    lang = language()
    found = text if lang == "en" else catalog(lang).get((context, text), text)
    if isinstance(found, Plural):
        found = found.form(n, lang)
    return _with_count(found, n)


def shown(context: str, text: str, n: int | None = None) -> str:
    """Translate for what a window or a printed page shows: through Qt's installed translator when
    a Qt application runs (the windows follow it), else from the catalogue (headless)."""
    import sys

    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None and qtcore.QCoreApplication.instance() is not None:
        return qtcore.QCoreApplication.translate(context, text, None, -1 if n is None else n)
    return translate(context, text, n)


def method_label(method: str) -> str:
    """A payment method (``cash``, ``payment_order``, ``cheque``) by its name in the current language."""
    from hallstation.core.bingo.game import PAYMENT_METHOD_NAMES

    return shown("PaymentMethod", PAYMENT_METHOD_NAMES.get(method, method))


def prize_label(prize: str) -> str:
    """A prize (``line`` … ``major``) by its name in the current language."""
    from hallstation.core.bingo.prizes import PRIZE_NAMES

    return shown("Prize", PRIZE_NAMES.get(prize, prize))


# The names the core gives the default shapes (``row 1``, ``four corners`` …), for the catalogue.
PATTERN_NAMES = (
    QT_TRANSLATE_NOOP("Pattern", "row {n}"),
    QT_TRANSLATE_NOOP("Pattern", "column {n}"),
    QT_TRANSLATE_NOOP("Pattern", "diagonal \\"),
    QT_TRANSLATE_NOOP("Pattern", "diagonal /"),
    QT_TRANSLATE_NOOP("Pattern", "four corners"),
    QT_TRANSLATE_NOOP("Pattern", "full card"),
)


def pattern_label(name: str) -> str:
    """A shape's name as the core records it (``row 1``, ``four corners``, ``T``) in the language;
    names a hall gave its own shapes stay as they are."""
    for head in ("row ", "column "):
        if name.startswith(head) and name[len(head):].isdigit():
            return shown("Pattern", head + "{n}").format(n=name[len(head):])
    return shown("Pattern", name)


def message(err: RuleError) -> str:
    """A rule error in the current language, its fields filled in (a field that is itself a rule
    error — the reason behind a refusal — in the same language). When the catalogue's entry is
    numerus, the field ``n`` picks its form (``{n}`` fills in the number, like the other fields)."""
    n = err.fields.get("n")
    template = translate(err.context, err.template, n if isinstance(n, int) and not isinstance(n, bool) else None)
    fields = {
        k: v.sep.join(translate(v.context, w) for w in v) if isinstance(v, Terms) else message(v) if isinstance(v, RuleError) else v
        for k, v in err.fields.items()
    }
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return err.english()


def install_qt_translator(app, lang: str | None = None):  # pragma: no cover - exercised by the GUI tests
    """Install the catalogue as a QTranslator on ``app``; returns it (keep a reference)."""
    from PySide6.QtCore import QTranslator

    lang = lang or language()
    set_language(lang)

    class CatalogTranslator(QTranslator):
        def __init__(self, table: dict[tuple[str, str], str]) -> None:
            super().__init__(app)
            self._table = table

        def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401
            found = self._table.get((context, source_text))
            if isinstance(found, Plural):  # the form for n; Qt replaces %n itself afterwards
                return found.form(n if n is not None else -1, lang)
            return found

        def isEmpty(self) -> bool:  # noqa: N802
            return not self._table

    translator = CatalogTranslator(catalog(lang) if lang != "en" else {})
    app.installTranslator(translator)
    # Qt's own words (OK, Cancel, Yes, No …) from the translations shipped with Qt
    from PySide6.QtCore import QLibraryInfo

    qt_words = QTranslator(app)
    if lang != "en" and qt_words.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_words)
        translator.qt_words = qt_words  # removed with it
    return translator


# ---------------------------------------------------------------- the command line's language
LANGUAGES = ("es", "en")  # what the station speaks: its catalogues, and English in the code
_current.setdefault("chosen", environment_language() is not None)


def choose_language(lang: str) -> None:
    """``--lang`` (or ``$HALLSTATION_LANG``): the language for this run, whatever the hall's setting."""
    set_language(lang)
    _current["chosen"] = True


def follow_hall(lang: str) -> None:
    """The hall's language setting, unless this run chose one (``--lang``, ``$HALLSTATION_LANG``)."""
    if not _current.get("chosen") and lang in LANGUAGES:
        set_language(lang)


# argparse's own messages (it builds them with gettext); translated in context "argparse"
ARGPARSE_STRINGS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
)


def _argparse_gettext(text: str) -> str:
    return translate("argparse", text) if isinstance(text, str) else text


def _argparse_ngettext(singular: str, plural: str, n: int) -> str:
    return _argparse_gettext(singular if n == 1 else plural)


class argparse_language:  # noqa: N801 - used as ``with argparse_language():``
    """While inside, argparse's own words (``usage:``, ``options``, its error messages) come from
    the catalogue in the current language; restored on the way out (argparse looks ``_`` and
    ``ngettext`` up in its module when it builds a parser or a message)."""

    def __enter__(self) -> None:
        import argparse

        self._saved = (argparse._, argparse.ngettext)
        argparse._, argparse.ngettext = _argparse_gettext, _argparse_ngettext

    def __exit__(self, *exc: object) -> None:
        import argparse

        argparse._, argparse.ngettext = self._saved
