"""Names of hands, outcomes and payment kinds for the poker windows (translated, context PokerNames)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.poker import format_card
from hallstation.core.poker.names import HAND_NAMES


def _t(text: str) -> str:
    return QCoreApplication.translate("PokerNames", text)


def hand_name(label: str | None) -> str:
    return _t(HANDS.get(label or "", label or ""))


def outcome_name(value: str | None) -> str:
    return _t(OUTCOMES.get(value or "", value or ""))


def payment_name(kind: str) -> str:
    return _t(PAYMENTS.get(kind, kind))


HANDS = HAND_NAMES

OUTCOMES = {
    "round_void": QT_TRANSLATE_NOOP("PokerNames", "Round void (Art. 9)"),
    "hand_void": QT_TRANSLATE_NOOP("PokerNames", "Hand void (Art. 9)"),
    "fold": QT_TRANSLATE_NOOP("PokerNames", "Folded"),
    "dealer_not_qualified": QT_TRANSLATE_NOOP("PokerNames", "Dealer does not qualify"),
    "player_wins": QT_TRANSLATE_NOOP("PokerNames", "Player wins"),
    "dealer_wins": QT_TRANSLATE_NOOP("PokerNames", "Dealer wins"),
    "push": QT_TRANSLATE_NOOP("PokerNames", "Push"),
}

PAYMENTS = {
    "ante_win": QT_TRANSLATE_NOOP("PokerNames", "ANTE won"),
    "ante_loss": QT_TRANSLATE_NOOP("PokerNames", "ANTE lost"),
    "ante_push": QT_TRANSLATE_NOOP("PokerNames", "ANTE push"),
    "ante_void_return": QT_TRANSLATE_NOOP("PokerNames", "ANTE returned (void)"),
    "call_win": QT_TRANSLATE_NOOP("PokerNames", "Call won"),
    "call_loss": QT_TRANSLATE_NOOP("PokerNames", "Call lost"),
    "call_push": QT_TRANSLATE_NOOP("PokerNames", "Call push"),
    "call_return": QT_TRANSLATE_NOOP("PokerNames", "Call returned"),
    "call_void_return": QT_TRANSLATE_NOOP("PokerNames", "Call returned (void)"),
    "jackpot_bet_void_return": QT_TRANSLATE_NOOP("PokerNames", "Jackpot bet returned (void)"),
    "jackpot": QT_TRANSLATE_NOOP("PokerNames", "JACKPOT"),
}


SUIT_SYMBOLS = "♠♥♦♣"
RED_SUITS = (1, 2)


def card_text(card: int) -> str:
    """``AS`` → ``A♠``."""
    text = format_card(card)
    return text[:-1] + SUIT_SYMBOLS[card & 3]


def cards_text(cards) -> str:
    return " ".join(card_text(c) for c in cards)


def cards_html(cards) -> str:
    """Cards with red hearts and diamonds, for rich-text labels."""
    out = []
    for c in cards:
        colour = "#d01010" if (c & 3) in RED_SUITS else "#111111"
        out.append(f'<span style="color:{colour}">{card_text(c)}</span>')
    return " ".join(out)
