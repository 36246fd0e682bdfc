"""The card code's text (issue 28): the hall's mark, the fields, how a scan is told from a typed
card number, and each reason a scan is refused (pure, no Qt)."""

from __future__ import annotations

import random

import pytest

from hallstation.core.bingo.cards import check_series_info, generate_series
from hallstation.services.checkcode import check_code
from hallstation.services.scancode import (
    ALTERED,
    MALFORMED,
    UNKNOWN_CARD,
    WRONG_HALL,
    ScanRefused,
    card_scan_text,
    hall_mark,
    identify,
    looks_scanned,
    parse_scan,
)

KEY = bytes(range(32))
SERIES = {3: generate_series(check_series_info(3, 10, "rojo", "R", 1), random.Random(3))}


def test_hall_mark_is_a_keyed_fingerprint_never_the_secret():
    mark = hall_mark(KEY)
    assert len(mark) == 4 and mark == hall_mark(KEY)
    assert mark.encode() not in KEY and mark != hall_mark(bytes(range(1, 33)))
    marks = {hall_mark(bytes([i]) * 32) for i in range(200)}
    assert len(marks) >= 195  # 20 bits: two halls share a mark about once in a million


def test_a_card_code_reads_back_to_its_card():
    card = SERIES[3].card(7)
    text = card_scan_text(KEY, 3, card)
    assert text == f"HS1 {hall_mark(KEY)} 3 7 {check_code(KEY, 3, card)}"
    assert identify(KEY, SERIES, text) == parse_scan(text)
    assert identify(KEY, SERIES, "  " + text.lower().replace(" ", "-") + "\r").card == 7


@pytest.mark.parametrize("typed", ["2-145", "145", "2-145-K7QX2M", "", "  ", "H5 1 2"])
def test_a_typed_card_number_is_not_taken_for_a_scan(typed):
    assert not looks_scanned(typed)


@pytest.mark.parametrize("text", ["HS1", "HS1 ABCD 3 7", "HS1 ABCD 3 7 ABCDEF X", "HS1 ABC1 3 7 ABCDEF",
                                  "HS1 ABCD 0 7 ABCDEF", "HS1 ABCD 3 123456 ABCDEF", "HS1 ABCD 3 7 ABCDE",
                                  "HS1 ABCD ٣ 7 ABCDEF", "HS2 ABCD 3 7 ABCDEF"])
def test_malformed(text):
    assert looks_scanned(text)
    with pytest.raises(ScanRefused) as err:
        identify(KEY, SERIES, text)
    assert err.value.reason == MALFORMED


def test_each_reason():
    card = SERIES[3].card(7)
    other = bytes(range(10, 42))
    cases = {
        WRONG_HALL: card_scan_text(other, 3, card),
        UNKNOWN_CARD: card_scan_text(KEY, 3, card).replace(" 3 7 ", " 3 11 "),
        ALTERED: card_scan_text(KEY, 3, card).replace(" 3 7 ", " 3 8 "),
    }
    for reason, text in cases.items():
        with pytest.raises(ScanRefused) as err:
            identify(KEY, SERIES, text)
        assert err.value.reason == reason
    with pytest.raises(ScanRefused) as err:
        identify(KEY, {}, card_scan_text(KEY, 3, card))  # a series this hall does not have
    assert err.value.reason == UNKNOWN_CARD
