"""The page's words, taken from the catalogue the Qt public display speaks with.

Each text the Qt display shows is named here by the (context, source) its widget translates —
``("PrizeBoard", "×{factor} up to ball {ball}")`` — so the web page says exactly what the hall's
screens say, in the station's language, from one catalogue (a test checks every one of these is
still a string of the Qt display). The few words only the page has are ``WebBoard``'s, with their
Spanish in ``assets/translations/web_es.ts``.

The page gets them as one JSON object in ``index.html`` (``page_strings``): a text is a string with
``{name}`` fields, filled in by the page as Python's ``str.format`` does; a plural is a list of its
forms (Spanish and English: one, other), chosen as the Qt display chooses them.
"""

from __future__ import annotations

from typing import Any

from hallstation import i18n
from hallstation.core.bingo.prizes import PRIZE_NAMES
from hallstation.core.errors import QT_TRANSLATE_NOOP

# (key, context, source, plural): the Qt display's texts, by the widget that shows each
DISPLAY_TEXTS: tuple[tuple[str, str, str, bool], ...] = (
    ("bingo", "InfoBar", "Bingo", False),
    ("game", "InfoBar", "Game {game}", False),
    ("series", "InfoBar", "Series {series} {color} {letter}", False),
    ("last_title", "LastBallPanel", "LAST BALL", False),
    ("last_count", "LastBallPanel", "Balls: {count}", False),
    ("waiting", "LastBallPanel", "Waiting for the first ball", False),
    ("red", "LastBallPanel", "RED", False),
    ("prizes", "PrizeBoard", "PRIZES", False),
    ("prizes_proclaimed", "PrizeBoard", "PRIZES — as proclaimed, to be ratified by the jury", False),
    ("prizes_correcting", "PrizeBoard", "PRIZES — the jury is rectifying the figures", False),
    ("correcting", "PrizeBoard", "figures being corrected", False),
    ("major_correcting", "MajorPanel", "figures being corrected", False),
    ("bonus", "PrizeBoard", "×{factor} up to ball {ball}", False),
    ("promo", "PrizeBoard", "+{pct} %", False),
    ("awarded", "PrizeBoard", "Awarded", False),
    ("prize_cards", "PrizeBoard", "Card(s) {cards}", True),
    ("each", "PrizeBoard", "{amount} each", False),
    ("major_limit", "MajorPanel", "up to ball {ball}", False),
    ("major_won", "MajorPanel", "WON!", False),
    ("major_cards", "MajorPanel", "Card(s) {cards}", True),
    ("major_passed", "MajorPanel", "Not won this game: the pot goes on to the next one", False),
    ("major_next", "MajorPanel", "Next game's pot: {amount}", False),
    ("minors", "MinorsSign", "Minors are not admitted", False),
    ("award_one", "AwardText", "{prize} — card {card} — {amount}", False),
    ("award_each", "AwardText", "{prize} — cards {cards} — {amount} each", False),
    ("award_split", "AwardText", "{prize} — cards {cards} — {amounts}", False),
    ("claim_awarded", "ClaimOverlay", "PRIZE AWARDED", False),
    ("claim_verifying", "ClaimOverlay", "VERIFYING PRIZE", False),
    ("claim_caption", "ClaimOverlay", "Series {series} · Card {card}", False),
    ("claim_unknown", "ClaimOverlay", "Unknown card", False),
    ("claim_not_valid", "ClaimOverlay", "Not valid", False),
    ("claim_at_ball", "ClaimOverlay", "{prize} at ball {ball}", False),
    ("claim_rejected", "ClaimOverlay", "REJECTED", False),
    ("claim_stamped", "ClaimOverlay", "STAMPED No. {stamp}", False),
    ("claim_reading", "ClaimOverlay", "Reading: {read} of {total}", False),
    ("claim_free", "ClaimOverlay", "FREE", False),
    ("claim_more", "ClaimOverlay", "+{n} more", False),
    ("break_title", "BreakOverlay", "Break — the next game starts shortly", False),
    ("break_results", "BreakOverlay", "Results of game {game}", False),
    ("break_pot_won", "BreakOverlay", "Major prize pot for the next game: {amount}", False),
    ("break_pot_passed", "BreakOverlay", "The major prize was not won this game; the pot goes on to the next: {amount}", False),
    ("break_pot", "BreakOverlay", "Major prize pot: {amount} — up to ball {ball}", False),
    ("correction", "AnnouncementBar", "Correction: ball {ball} was withdrawn by the jury", False),
    ("red_ball", "AnnouncementBar", "RED BALL!", False),
    ("red_light", "RedLight", "MAJOR PRIZE WON!", False),
    ("red_light_cards", "RedLight", "Card(s) {cards}", True),
    ("link_down", "Network", "No connection to the server", False),
)

# The page's own words (context WebBoard).
WEB_TEXTS: tuple[tuple[str, str], ...] = (
    ("title", QT_TRANSLATE_NOOP("WebBoard", "HallStation — the hall's board")),
    ("offline", QT_TRANSLATE_NOOP("WebBoard", "No connection")),
)


def _lookup(lang: str, context: str, source: str) -> str:
    if lang == "en":
        return source
    return i18n.catalog(lang).get((context, source), source)


def page_strings(lang: str) -> dict[str, Any]:
    """{key: text} for the page in ``lang`` (a plural: its list of forms); the prizes' names as
    ``prize.<id>``; ``lang`` itself."""
    out: dict[str, Any] = {"lang": lang}
    for key, context, source, plural in DISPLAY_TEXTS:
        text = _lookup(lang, context, source)
        out[key] = (list(getattr(text, "forms", ())) or [str(text)]) if plural else str(text)
    for key, source in WEB_TEXTS:
        out[key] = str(_lookup(lang, "WebBoard", source))
    for prize, name in PRIZE_NAMES.items():
        out[f"prize.{prize}"] = str(_lookup(lang, "Prize", name))
    return out
