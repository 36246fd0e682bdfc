"""The hand classes' names for people (English, marked for translation in context ``PokerNames``),
one list for the console, the jackpot sign, the command line and recall."""

from __future__ import annotations

from hallstation.core.errors import QT_TRANSLATE_NOOP

HAND_NAMES = {
    "high_card": QT_TRANSLATE_NOOP("PokerNames", "High card"),
    "pair": QT_TRANSLATE_NOOP("PokerNames", "Pair"),
    "two_pair": QT_TRANSLATE_NOOP("PokerNames", "Two pair"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("PokerNames", "Three of a kind"),
    "straight": QT_TRANSLATE_NOOP("PokerNames", "Straight"),
    "flush": QT_TRANSLATE_NOOP("PokerNames", "Flush"),
    "full_house": QT_TRANSLATE_NOOP("PokerNames", "Full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("PokerNames", "Four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("PokerNames", "Straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("PokerNames", "Royal flush"),
}
