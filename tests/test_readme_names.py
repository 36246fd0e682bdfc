"""The README's names match the buttons (issue 11 §5): every button, menu or screen text the
README's sections about running the station name — in **bold**, *italics* or "quotes" — is what a
window shows, i.e. (part of) a Spanish translation in the catalogues."""

from __future__ import annotations

import re
from pathlib import Path

from hallstation import i18n

ROOT = Path(__file__).resolve().parent.parent
SECTIONS = ("A day at the hall", "Running a game (caller)", "The poker table")
NOT_NAMES = {"The draw"}  # the README's own words, not a text on screen
NAME = re.compile(r"\*\*(.+?)\*\*|(?<![*\w])\*([^*\s][^*]*?)\*(?![*\w])|\"([^\"]+)\"")


def readme_names() -> list[tuple[str, str]]:
    """(section, name) for every bold, italic or quoted name of the sections about running the station."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    out = []
    for title in SECTIONS:
        body = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
        body = re.sub(r"`[^`]*`", "", body)  # commands and file names are not screen texts
        for m in NAME.finditer(body):
            name = " ".join(next(g for g in m.groups() if g).split())
            if name not in NOT_NAMES:
                out.append((title, name))
    return out


def shown_texts() -> list[str]:
    return [str(t).replace("&&", "\0").replace("&", "").replace("\0", "&") for t in i18n.catalog("es").values()]


def test_the_readme_names_the_station_s_buttons_and_menus():
    names = readme_names()
    expected = {"Sala", "Actas del día", "Caja", "Series de cartones", "Informe del día", "Personas y PIN",
                "Configuración de la sala", "Sacar bolilla", "¡PREMIO!", "Corregir última bolilla", "Pantallas",
                "VERIFICANDO PREMIO", "Posibles ganadores"}
    assert expected <= {n for _s, n in names}, names  # the parser finds them


def test_every_name_the_readme_gives_is_a_text_the_windows_show():
    texts = shown_texts()
    unknown = [(section, name) for section, name in readme_names() if not any(name in t for t in texts)]
    assert unknown == []


def test_the_sala_menu_items_the_readme_lists_are_the_menu_s():
    """The list under «A day at the hall» names the caller window's «Sala» menu items by how they begin."""
    cat = i18n.catalog("es")
    menu = [cat[("CallerWindow", src)] for src in (
        "Day records (opening and closing)…", "Cashier: games, sellers and sales…", "Series and cards…",
        "Day report…", "People and PINs…", "Settings…")]
    for name in ("Actas del día", "Caja", "Series de cartones", "Informe del día", "Personas y PIN", "Configuración de la sala"):
        assert any(item.startswith(name) for item in menu), (name, menu)
