"""Plurals through Qt's numerus messages: the count picks the Spanish form (1 → the first, else the
second) and ``%n`` says the count — headless, through Qt's translator, and in rule errors."""

from __future__ import annotations

import pytest

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.devtools import i18n_extract as ex


@pytest.fixture(autouse=True)
def _spanish():
    before = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)


def test_the_catalogue_reads_numerus_forms():
    entry = i18n.catalog("es")[("ClaimPanel", "%n card(s)")]
    assert isinstance(entry, i18n.Plural) and entry.forms == ("%n cartón", "%n cartones")
    assert entry == "%n cartón"  # as a string, the first form (Qt's choice without a count)


@pytest.mark.parametrize("n,said", [(1, "1 cartón"), (0, "0 cartones"), (2, "2 cartones"), (3, "3 cartones"), (21, "21 cartones")])
def test_headless_translate_picks_the_form_and_says_the_count(n, said):
    assert i18n.translate("ClaimPanel", "%n card(s)", n) == said


def test_english_keeps_the_source_with_the_count():
    i18n.set_language("en")
    assert i18n.translate("ClaimPanel", "%n card(s)", 3) == "3 card(s)"


def test_plain_messages_are_unchanged_by_a_count():
    assert i18n.translate("RuleError", "There is no series {series}") == "No existe la serie {series}"


def test_the_qt_translator_picks_the_form(qapp):
    from PySide6.QtCore import QCoreApplication

    translator = i18n.install_qt_translator(qapp, "es")
    try:
        assert QCoreApplication.translate("ClaimPanel", "%n card(s)", None, 1) == "1 cartón"
        assert QCoreApplication.translate("ClaimPanel", "%n card(s)", None, 3) == "3 cartones"
        assert i18n.shown("ClaimPanel", "%n card(s)", 1) == "1 cartón"
    finally:
        qapp.removeTranslator(translator)
        if getattr(translator, "qt_words", None) is not None:
            qapp.removeTranslator(translator.qt_words)


def test_the_application_translator_picks_the_form():
    """The station's own QApplication (its translator installed by ``ensure_qapp``)."""
    from PySide6.QtCore import QCoreApplication

    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    assert QCoreApplication.translate("ClaimPanel", "%n card(s)", None, 1) == "1 cartón"
    assert QCoreApplication.translate("ClaimPanel", "%n card(s)", None, 3) == "3 cartones"
    assert i18n.shown("ClaimPanel", "%n card(s)", 3) == "3 cartones"


def test_a_rule_error_with_a_numerus_entry_is_chosen_by_its_field_n(monkeypatch):
    table = {("RuleError", "{n} seat(s) free"): i18n.Plural(["{n} asiento libre", "{n} asientos libres"])}
    monkeypatch.setattr(i18n, "catalog", lambda lang: table)
    assert i18n.message(RuleError("{n} seat(s) free", n=1)) == "1 asiento libre"
    assert i18n.message(RuleError("{n} seat(s) free", n=4)) == "4 asientos libres"


def test_the_extractor_finds_the_plurals():
    found = ex.numerus_strings()
    assert ("CallerWindow", "%n display(s)") in found
    assert ("SeriesWindow", "{file} was refused whole: %n bad line(s), nothing imported.") in found
    assert ("Cli", ", %n printed anchor(s) match") in found
    assert ("ClaimPanel", "Award {awards}") not in found


def test_every_plural_has_its_spanish_forms():
    have = ex.catalogue_entries("es")
    bad = sorted(k for k in ex.numerus_strings() if not isinstance(have.get(k), i18n.Plural) or len(have[k].forms) != 2)
    assert bad == [] and ex.missing("es") == []


def test_a_plural_without_numerus_forms_is_reported(tmp_path, monkeypatch):
    """The check notices a counted call whose entry is a plain translation."""
    import ast

    src = 'class W:\n    def f(self, n):\n        return self.tr("%n cup(s)", None, n), self.tr("plain"), self.tr("x", "disamb")\n'
    out, numerus = set(), set()
    ex._Visitor({"RuleError"}, out, numerus).visit(ast.parse(src))
    assert out == {("W", "%n cup(s)"), ("W", "plain"), ("W", "x")} and numerus == {("W", "%n cup(s)")}
    ts = tmp_path / "t_es.ts"
    monkeypatch.setattr(ex, "all_strings", lambda only=None: out)
    monkeypatch.setattr(ex, "numerus_strings", lambda only=None: numerus)
    monkeypatch.setattr(ex, "catalogue_entries", lambda lang="es": {})
    assert ex.update(ts) == 3
    text = ts.read_text(encoding="utf-8")
    assert '<message numerus="yes">' in text and text.count("<numerusform") == 2


def test_no_message_shown_says_a_plural_by_hand():
    """No Spanish translation says ``(s)``, ``(es)`` or ``/es``: plurals are numerus messages, or
    the sentence needs none."""
    import re

    hand = re.compile(r"\w\((s|es|n)\)|\w/es\b")
    bad = sorted((k, t) for k, t in ex.catalogue_entries("es").items() if t and hand.search(t))
    assert bad == []



def test_the_extractor_scans_again_when_a_source_changes(tmp_path):
    """The sources are parsed once while no file changes (the checks ask for several areas in turn);
    a file added, edited or removed is seen by the next call."""
    import os

    root = tmp_path / "pkg"
    root.mkdir()
    a = root / "a.py"
    a.write_text('class W:\n    def f(self):\n        return self.tr("one")\n', encoding="utf-8")
    assert ex.python_strings(root) == {("W", "one")}
    assert ex.python_strings(root) == {("W", "one")}  # from the scan kept
    a.write_text('class W:\n    def f(self, n):\n        return self.tr("%n two(s)", None, n)\n', encoding="utf-8")
    os.utime(a, ns=(a.stat().st_mtime_ns + 10**9,) * 2)  # a later date even on a coarse clock
    counted: set = set()
    assert ex.python_strings(root, numerus=counted) == {("W", "%n two(s)")} and counted == {("W", "%n two(s)")}
    (root / "b.py").write_text('class E(RuleError):\n    pass\n\nE("bad {x}")\n', encoding="utf-8")
    assert ex.python_strings(root) == {("W", "%n two(s)"), ("RuleError", "bad {x}")}
    a.unlink()
    assert ex.python_strings(root) == {("RuleError", "bad {x}")}
