"""Cards and the five-card evaluator: Arts. 1, 14, 15, 16 and the ace_low_straight setting."""

from __future__ import annotations

import pytest

from hallstation.core.errors import RuleError
from hallstation.core.poker import (
    HandClass,
    card_rank,
    card_suit,
    dealer_qualifies,
    format_card,
    format_cards,
    hand_class,
    parse_card,
    parse_cards,
    rank,
)


def beats(a: str, b: str, ace_low: bool = False) -> bool:
    return rank(a, ace_low) > rank(b, ace_low)


def ties(a: str, b: str, ace_low: bool = False) -> bool:
    return rank(a, ace_low) == rank(b, ace_low)


# --- cards (Art. 1) -----------------------------------------------------------------------------


def test_art1_parse_cards_accepts_10_t_and_lower_case() -> None:
    assert parse_cards("AS KD 10H 9C 2S") == parse_cards("as kd th 9c 2s")
    assert format_cards(parse_cards("as kd th 9c 2s")) == "AS KD 10H 9C 2S"
    assert parse_card("10♥") == parse_card("TH")
    assert parse_cards("AS,KD, 2C") == parse_cards("AS KD 2C")


def test_art1_all_52_cards_round_trip() -> None:
    seen = set()
    for card in range(52):
        text = format_card(card)
        assert parse_card(text) == card
        seen.add((card_rank(card), card_suit(card)))
    assert len(seen) == 52
    assert card_rank(parse_card("AS")) == 14 and card_rank(parse_card("2C")) == 2


@pytest.mark.parametrize("token", ["", "1S", "11H", "AX", "A", "S", "KDD", "0S", "JOKER"])
def test_art1_bad_card_tokens_raise_rule_error(token: str) -> None:
    with pytest.raises(RuleError, match="not a card"):
        parse_card(token)


def test_hand_needs_five_distinct_cards() -> None:
    with pytest.raises(RuleError, match="5 cards, not 4"):
        rank("AS KS QS JS")
    with pytest.raises(RuleError, match="twice"):
        rank("AS AS KS QS JS")
    with pytest.raises(RuleError, match="not a card of the 52-card deck"):
        rank([0, 1, 2, 3, 52])


# --- classes (Art. 14) ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "cls"),
    [
        ("AS KD 10H 9C 2S", HandClass.HIGH_CARD),
        ("AS AD 10H 9C 2S", HandClass.PAIR),
        ("AS AD 10H 10C 2S", HandClass.TWO_PAIR),
        ("AS AD AH 10C 2S", HandClass.THREE_OF_A_KIND),
        ("6S 7D 8H 9C 10S", HandClass.STRAIGHT),
        ("10S JD QH KC AS", HandClass.STRAIGHT),
        ("2H 7H 9H JH KH", HandClass.FLUSH),
        ("AS AD AH 10C 10S", HandClass.FULL_HOUSE),
        ("AS AD AH AC 10S", HandClass.FOUR_OF_A_KIND),
        ("9H 10H JH QH KH", HandClass.STRAIGHT_FLUSH),
        ("10D JD QD KD AD", HandClass.ROYAL_FLUSH),
    ],
)
def test_art14_hand_classes(hand: str, cls: HandClass) -> None:
    assert hand_class(hand) is cls
    assert hand_class(hand, ace_low=True) is cls


def test_art14_classes_are_ordered() -> None:
    hands = [
        "AS KD 10H 9C 2S",
        "2S 2D 3H 4C 5S",
        "2S 2D 3H 3C 4S",
        "2S 2D 2H 3C 4S",
        "2S 3D 4H 5C 6S",
        "2H 3H 4H 5H 7H",
        "2S 2D 2H 3C 3S",
        "2S 2D 2H 2C 3S",
        "2H 3H 4H 5H 6H",
        "10D JD QD KD AD",
    ]
    keys = [rank(h) for h in hands]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert [hand_class(h) for h in hands] == list(HandClass)


def test_class_labels() -> None:
    assert [c.label for c in HandClass] == [
        "high_card", "pair", "two_pair", "three_of_a_kind", "straight", "flush",
        "full_house", "four_of_a_kind", "straight_flush", "royal_flush",
    ]
    assert HandClass.from_label("full_house") is HandClass.FULL_HOUSE


# --- the ace is high only (Arts. 1, 15) and the ace_low_straight setting ------------------------


def test_art15_wheel_is_not_a_straight_by_default() -> None:
    assert hand_class("AS 2D 3H 4C 5S") is HandClass.HIGH_CARD
    assert hand_class("AH 2H 3H 4H 5H") is HandClass.FLUSH
    # an ace-high hand: it beats K-high, loses to any pair and to A-6 high
    assert beats("AS 2D 3H 4C 5S", "KS QD JH 9C 8S")
    assert beats("AS 2D 3H 4C 6S", "AD 2C 3S 4D 5H")
    assert beats("2S 2D 3H 4C 5S", "AS 2D 3H 4C 5C")


def test_art15_ace_low_setting_makes_wheel_a_five_high_straight() -> None:
    assert hand_class("AS 2D 3H 4C 5S", ace_low=True) is HandClass.STRAIGHT
    assert hand_class("AH 2H 3H 4H 5H", ace_low=True) is HandClass.STRAIGHT_FLUSH
    # the wheel is the lowest straight
    assert beats("2S 3D 4H 5C 6S", "AS 2D 3H 4C 5S", ace_low=True)
    assert beats("AS 2D 3H 4C 5S", "AS AD AH KC QS", ace_low=True)
    assert beats("2H 3H 4H 5H 6H", "AH 2H 3H 4H 5H", ace_low=True)
    # no wrap-around straights either way
    assert hand_class("QS KD AH 2C 3S", ace_low=True) is HandClass.HIGH_CARD


def test_art15_royal_is_the_top_straight_flush_only() -> None:
    assert hand_class("10S JS QS KS AS") is HandClass.ROYAL_FLUSH
    assert hand_class("9S 10S JS QS KS") is HandClass.STRAIGHT_FLUSH


# --- tie-breaks (Arts. 15, 16) -------------------------------------------------------------------


def test_art15_pair_by_pair_rank() -> None:
    assert beats("KS KD 2H 3C 4S", "QS QD AH JC 9S")


def test_art16_pair_then_kickers_card_by_card() -> None:
    assert beats("KS KD AH 3C 2S", "KH KC QH JC 9S")
    assert beats("KS KD AH 9C 3S", "KH KC AD 9S 2S")
    assert ties("KS KD AH 9C 3S", "KH KC AD 9S 3D")


def test_art15_two_pair_higher_pair_then_lower_pair_then_kicker() -> None:
    assert beats("AS AD 2H 2C 3S", "KS KD QH QC JS")
    assert beats("AS AD 4H 4C 2S", "AH AC 3H 3C KS")
    assert beats("AS AD 4H 4C 5S", "AH AC 4D 4S 3S")
    assert ties("AS AD 4H 4C 5S", "AH AC 4D 4S 5D")


def test_art15_trips_full_and_quads_by_the_rank_of_the_set() -> None:
    assert beats("3S 3D 3H 2C 4S", "2S 2D 2H AC KS")
    assert beats("3S 3D 3H 2C 2S", "2S 2D 2H AC AS")
    assert beats("3S 3D 3H 3C 2S", "2S 2D 2H 2C AS")


def test_art15_straights_by_top_card() -> None:
    assert beats("3S 4D 5H 6C 7S", "2S 3D 4H 5C 6D")
    assert ties("3S 4D 5H 6C 7S", "3H 4C 5D 6S 7D")
    assert beats("9H 10H JH QH KH", "8S 9S 10S JS QS")


def test_art15_flushes_card_by_card() -> None:
    assert beats("AH 9H 7H 5H 3H", "KS QS JS 9S 7S")
    assert beats("AH KH 7H 5H 3H", "AS KS 7S 5S 2S")
    assert ties("AH KH 7H 5H 3H", "AS KS 7S 5S 3S")


def test_art16_high_card_card_by_card_and_suits_never_break_ties() -> None:
    assert beats("AS KD 10H 9C 3S", "AD KC 10S 9D 2H")
    assert beats("AS QD 10H 9C 3S", "KD QC JS 9D 2H")
    assert ties("AS KD 10H 9C 2S", "AH KC 10D 9S 2C")
    assert ties("10S JS QS KS AS", "10H JH QH KH AH")


# --- dealer qualification (Arts. 8, 13) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "qualifies"),
    [
        ("AS KD 4H 3C 2S", True),
        ("AS KD QH JC 9S", True),
        ("AS QD JH 9C 8S", False),
        ("KS QD JH 9C 8S", False),
        ("2S 2D 4H 3C 7S", True),
        ("2H 4H 6H 8H 10H", True),
        ("AS 2D 3H 4C 5S", False),  # ace-high only: no king
    ],
)
def test_art13_dealer_qualifies_with_ace_king_or_better(hand: str, qualifies: bool) -> None:
    assert dealer_qualifies(hand) is qualifies


def test_art13_wheel_qualifies_only_when_ace_low_is_on() -> None:
    assert dealer_qualifies("AS 2D 3H 4C 5S", ace_low=True)
