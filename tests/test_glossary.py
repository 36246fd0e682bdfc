"""One language, said one way (issue 11 §5): the Spanish catalogues use one word per thing — the
glossary's (docs/glossary.md) — and never one of its forbidden variants ("tarjeta" for cartón,
"partida" for juego, "bola" for bolilla, "extracción" for sorteo, …)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
CATALOGUES = sorted((ROOT / "assets" / "translations").glob("*_es.ts"))


def glossary() -> list[tuple[str, str, list[str]]]:
    """(Spanish, English, forbidden variants) per row of the glossary's table."""
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("Español", "") or set(cells[0]) <= set("-"):
            continue
        rows.append((cells[0], cells[1], [v.strip() for v in cells[2].split(",") if v.strip()]))
    return rows


def translations() -> list[tuple[str, str, str, str]]:
    """(file, context, source, Spanish) for every translation, numerus forms included."""
    out = []
    for path in CATALOGUES:
        for ctx in ET.parse(path).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                tr = msg.find("translation")
                if tr is None:
                    continue
                texts = [tr.text or ""] + [f.text or "" for f in tr.iter("numerusform")]
                for t in texts:
                    if t.strip():
                        out.append((path.name, name, msg.findtext("source") or "", t))
    return out


def test_the_glossary_names_the_station_s_things():
    terms = {es for es, _, _ in glossary()}
    for word in ("cartón", "juego", "bolilla", "bolillero electrónico", "sorteo", "premio mayor", "pozo", "jurado", "cajero",
                 "vendedor", "reclamo", "sello", "acta", "día", "comprobante"):
        assert word in terms, word


def test_the_catalogues_use_one_word_per_thing():
    forbidden = [(es, v, re.compile(rf"(?<!\w){re.escape(v)}(?!\w)", re.I)) for es, _, vs in glossary() for v in vs]
    assert forbidden
    bad = []
    for file, ctx, src, text in translations():
        for es, variant, rx in forbidden:
            if rx.search(text):
                bad.append(f"{file} [{ctx}] {src!r}: «{variant}» — say «{es}»")
    assert bad == [], "\n".join(bad[:40])


def test_the_glossary_s_words_are_used():
    """Each thing's word really is the catalogues' (the table is not a wish list)."""
    spanish = " ".join(t for *_, t in translations()).lower()
    for es, _, _ in glossary():
        assert es.lower() in spanish, es
