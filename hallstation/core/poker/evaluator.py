"""Five-card hand evaluator with the regulation's order (Arts. 1, 14, 15, 16).

``rank(hand)`` returns an integer ordering key: higher wins, equal keys tie (suits never break a
tie, Art. 16). The key is ``class << 20`` followed by five 4-bit rank fields, most significant
first:

- high card, flush: the five ranks from highest down (Art. 15: flushes card by card; Art. 16);
- pair, two pair, three of a kind, full house, four of a kind: the ranks grouped by how many times
  they appear, largest group first, then by rank (pair rank then kickers; higher pair, lower pair,
  kicker; the three/four decide, Art. 15);
- straight and straight flush: only the top card (Art. 15), in the first field.

The ace is high only (Art. 1; Art. 15: the lowest card of a straight is the 2), so A-2-3-4-5 is an
ace-high hand (or an ace-high flush). With ``ace_low=True`` (hall setting ``ace_low_straight``) it
is a straight (or straight flush) whose top card is the 5.

The vectorised evaluator in :mod:`hallstation.core.poker.fast` produces exactly the same keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from hallstation.core.errors import RuleError
from hallstation.core.poker.cards import ACE, KING, Card, as_cards

CLASS_SHIFT = 20


class HandClass(IntEnum):
    """Hand classes in increasing order (Art. 14)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9

    @property
    def label(self) -> str:
        """``high_card``, ``pair``, … ``royal_flush``."""
        return self.name.lower()

    @classmethod
    def from_label(cls, label: str) -> HandClass:
        return cls[label.upper()]


# Art. 14: the call pays by the player's hand ("pair or less" pays 1 to 1).
CALL_PAYOUT: dict[HandClass, int] = {
    HandClass.HIGH_CARD: 1,
    HandClass.PAIR: 1,
    HandClass.TWO_PAIR: 2,
    HandClass.THREE_OF_A_KIND: 3,
    HandClass.STRAIGHT: 4,
    HandClass.FLUSH: 5,
    HandClass.FULL_HOUSE: 7,
    HandClass.FOUR_OF_A_KIND: 20,
    HandClass.STRAIGHT_FLUSH: 50,
    HandClass.ROYAL_FLUSH: 100,
}

# Smallest key of a qualifying dealer hand (Arts. 8, 13): ace-king high. Every high-card key at or
# above it holds an ace and a king; every pair or better is above it.
QUALIFY_KEY = (ACE << 16) | (KING << 12)


def _pack(ranks: Sequence[int]) -> int:
    value = 0
    for r in ranks:
        value = (value << 4) | r
    return value


_DECK = frozenset(range(52))
_INTS = {int}


def hand_cards(hand: str | Sequence[Card | str]) -> tuple[Card, ...]:
    """The five distinct cards of ``hand`` (text, integers or tokens), or RuleError."""
    if type(hand) is tuple and len(hand) == 5 and {type(c) for c in hand} == _INTS and len(_DECK.intersection(hand)) == 5:
        return hand  # (the common case, as the console and the simulations pass it: five cards of the deck)
    cards = as_cards(hand)
    if len(cards) != 5:
        raise RuleError("A poker hand has 5 cards, not {count}.", count=len(cards))
    if len(set(cards)) != 5:
        raise RuleError("The same card appears twice in one hand.")
    return cards


def rank(hand: str | Sequence[Card | str], ace_low: bool = False) -> int:
    """Ordering key of a five-card hand: higher wins, equal keys tie."""
    cards = hand_cards(hand)
    ranks = [(c >> 2) + 2 for c in cards]
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    # largest group first, then higher rank first (a rank is below 16: one integer key, its rank
    # in the low four bits)
    ordered = [k & 15 for k in sorted([(counts[r] << 4) | r for r in ranks], reverse=True)]
    shape = sorted(counts.values(), reverse=True)
    a, b, c, d, e = cards
    flush = (a & 3) == (b & 3) == (c & 3) == (d & 3) == (e & 3)
    straight_top = 0
    if len(counts) == 5:
        if ordered[0] - ordered[4] == 4:
            straight_top = ordered[0]
        elif ace_low and ordered == [ACE, 5, 4, 3, 2]:
            straight_top = 5
    if straight_top and flush:
        cls = HandClass.ROYAL_FLUSH if straight_top == ACE else HandClass.STRAIGHT_FLUSH
    elif shape[0] == 4:
        cls = HandClass.FOUR_OF_A_KIND
    elif shape == [3, 2]:
        cls = HandClass.FULL_HOUSE
    elif flush:
        cls = HandClass.FLUSH
    elif straight_top:
        cls = HandClass.STRAIGHT
    elif shape[0] == 3:
        cls = HandClass.THREE_OF_A_KIND
    elif shape == [2, 2, 1]:
        cls = HandClass.TWO_PAIR
    elif shape[0] == 2:
        cls = HandClass.PAIR
    else:
        cls = HandClass.HIGH_CARD
    fields = _pack([straight_top, 0, 0, 0, 0]) if straight_top else _pack(ordered)
    return (int(cls) << CLASS_SHIFT) | fields


def class_of(key: int) -> HandClass:
    """The hand class of an ordering key returned by :func:`rank`."""
    return HandClass(key >> CLASS_SHIFT)


def hand_class(hand: str | Sequence[Card | str], ace_low: bool = False) -> HandClass:
    return class_of(rank(hand, ace_low))


def dealer_qualifies(hand: str | Sequence[Card | str], ace_low: bool = False) -> bool:
    """Arts. 8, 13: the dealer plays with at least an ace and a king, or any pair or better."""
    cards = hand_cards(hand)
    ranks = {(c >> 2) + 2 for c in cards}
    if ACE in ranks and KING in ranks:
        return True
    return hand_class(cards, ace_low) >= HandClass.PAIR
