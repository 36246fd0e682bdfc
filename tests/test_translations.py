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
