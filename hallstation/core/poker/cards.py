"""Cards of the 52-card French deck (Art. 1), encoded as integers 0..51.

``card = (rank - 2) * 4 + suit`` where ``rank`` runs 2..14 (J=11, Q=12, K=13, A=14) and ``suit``
is 0..3 for spades, hearts, diamonds, clubs. The same encoding is used by the scalar evaluator and
the vectorised numpy one, so a hand is just a tuple (or array row) of five such integers.

Text form: ``AS KD 10H 9C 2S``; ``T`` is accepted for ten, case is ignored, and the suit may also be
written with its symbol (♠ ♥ ♦ ♣).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from hallstation.core.errors import RuleError

Card = int
"""A card: an integer 0..51 (see the module docstring)."""

RANK_CHARS = "23456789TJQKA"
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_CHARS = "SHDC"
_SUIT_SYMBOLS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3}

ACE = 14
KING = 13

_TOKEN = re.compile(r"^(10|[2-9TJQKA])([SHDC♠♥♦♣])$", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,]+")


def make_card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (2..14) and ``suit`` (0..3)."""
    if not 2 <= rank <= 14 or not 0 <= suit <= 3:
        raise RuleError("There is no card of rank {rank} and suit {suit}.", rank=rank, suit=suit)
    return (rank - 2) * 4 + suit


def card_rank(card: Card) -> int:
    """Rank 2..14 of ``card`` (the ace is 14: Art. 16, the ace is the highest card)."""
    return (card >> 2) + 2


def card_suit(card: Card) -> int:
    return card & 3


def parse_card(token: str) -> Card:
    """``"AS"`` → the ace of spades. Accepts ``10``/``T`` for ten and any letter case."""
    match = _TOKEN.match(token.strip())
    if match is None:
        raise RuleError(
            "'{token}' is not a card: write the rank (2-10, J, Q, K, A) "
            "then the suit (S, H, D, C).",
            token=token,
        )
    rank_text, suit_text = match.group(1).upper(), match.group(2).upper()
    rank = 10 if rank_text in ("10", "T") else RANK_CHARS.index(rank_text) + 2
    suit = _SUIT_SYMBOLS[suit_text] if suit_text in _SUIT_SYMBOLS else SUIT_CHARS.index(suit_text)
    return make_card(rank, suit)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards separated by spaces or commas, in the order written; no count or duplicate check."""
    return tuple(parse_card(token) for token in _SEPARATORS.split(text.strip()) if token)


def format_card(card: Card) -> str:
    check_card(card)
    return RANK_NAMES[card >> 2] + SUIT_CHARS[card & 3]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(format_card(c) for c in cards)


def check_card(card: object) -> Card:
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card <= 51:
        raise RuleError("{card!r} is not a card of the 52-card deck.", card=card)
    return card


def as_cards(cards: str | Sequence[Card | str]) -> tuple[Card, ...]:
    """Accept text, integers or card tokens and return the cards as integers."""
    if isinstance(cards, str):
        return parse_cards(cards)
    return tuple(parse_card(c) if isinstance(c, str) else check_card(c) for c in cards)


FULL_DECK: tuple[Card, ...] = tuple(range(52))
