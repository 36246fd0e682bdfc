"""Spanish first: every string the program shows has its Spanish translation, with the same
placeholders, and Spanish is the default."""

import re

from hallstation import i18n
from hallstation.devtools.i18n_extract import all_strings, catalogue_entries

FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def test_every_string_has_its_spanish_translation():
    have = catalogue_entries("es")
    missing = sorted(k for k in all_strings() if not have.get(k))
    assert missing == [], f"{len(missing)} strings without Spanish, e.g. {missing[:10]}"


def test_translations_keep_the_placeholders():
    bad = []
    for (ctx, src), tr in catalogue_entries("es").items():
        if tr and sorted(FIELD.findall(src)) != sorted(FIELD.findall(tr)):
            bad.append((ctx, src, tr))
    assert bad == []


def test_spanish_is_the_default_language():
    assert i18n.DEFAULT_LANGUAGE == "es"
    assert i18n.translate("RuleError", "There is no series {series}") == "No existe la serie {series}"


def test_no_message_is_in_two_catalogues_so_qts_lrelease_compiles_them_cleanly():
    """README: the .ts files stay Qt Linguist's format — pyside6-lrelease compiles them (a message
    twice, in two files or one, is a duplicate it refuses to pick between)."""
    import xml.etree.ElementTree as ET
    from collections import Counter
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "assets" / "translations"
    seen = Counter()
    for path in sorted(folder.glob("*_es.ts")):
        for ctx in ET.parse(path).getroot().iter("context"):
            for msg in ctx.iter("message"):
                seen[(ctx.findtext("name"), msg.findtext("source"))] += 1
    assert [k for k, n in seen.items() if n > 1] == []
