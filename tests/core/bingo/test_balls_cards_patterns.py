"""Balls, the hall word, the red ball, cards, series and patterns (Arts. 2, 3, 4, 7, 17)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hallstation.core.bingo.balls import RED_BALL, check_word, column_of, label, letter_of, parse_ball
from hallstation.core.bingo.cards import (
    CENTRE,
    MAX_SERIES_CARDS,
    SeriesInfo,
    check_columns,
    check_series_info,
    generate_series,
    series_from_cards,
    sheets,
)
from hallstation.core.bingo.patterns import (
    A_D_E_S,
    FULL_CARD,
    LINE,
    P_U_N,
    T_L,
    default_patterns,
    mask_from_text,
    mask_to_text,
    patterns_from_settings,
    patterns_to_settings,
)
from hallstation.core.errors import RuleError
from tests.core.bingo.helpers import CARD_A, card, crafted_series


# ------------------------------------------------------------------ balls and word
def test_art2_balls_1_to_75_in_five_quincenas_under_bingo():
    assert [letter_of(n) for n in (1, 15, 16, 30, 31, 45, 46, 60, 61, 75)] == list("BBIINNGGOO")
    assert [column_of(n) for n in (1, 15, 16, 75)] == [0, 0, 1, 4]
    assert label(12) == "B12" and label(75) == "O75"


def test_art17_hall_word_any_five_letters():
    assert check_word("casas") == "CASAS"
    assert letter_of(46, "LOTTO") == "T" and label(61, "LOTTO") == "O61"
    for bad in ("BING", "BINGOS", "B1NGO", ""):
        with pytest.raises(RuleError):
            check_word(bad)


def test_art2_manual_entry_number_or_letter_and_number():
    assert parse_ball("12") == 12
    assert parse_ball(" b12 ") == 12
    assert parse_ball("O75") == 75
    assert parse_ball("T46", "LOTTO") == 46


@pytest.mark.parametrize("text", ["0", "76", "100", "abc", "", "B", "I12", "12B"])
def test_art2_manual_entry_refuses_out_of_range_garbage_and_wrong_letter(text):
    with pytest.raises(RuleError):
        parse_ball(text)


def test_art2_wrong_letter_message_names_the_right_letter():
    with pytest.raises(RuleError) as e:
        parse_ball("I12")
    assert e.value.fields["right"] == "B" and e.value.fields["wrong"] == "I"


def test_art2_2_red_ball_is_a_76th_ball_with_its_own_label():
    assert RED_BALL == 76 and label(RED_BALL) == "ROJA"


# ------------------------------------------------------------------ cards
def test_art3_card_columns_5_5_4_5_5_from_their_own_fifteen_and_free_centre():
    s = generate_series(SeriesInfo(1, "rojo", "R", 200, 1), random.Random(7))
    for c in s.cards():
        assert [len(col) for col in c.columns] == [5, 5, 4, 5, 5]
        for i, col in enumerate(c.columns):
            assert all(15 * i + 1 <= n <= 15 * i + 15 for n in col)
            assert len(set(col)) == len(col)
        assert c.grid[CENTRE] is None
        assert sum(n is not None for n in c.grid) == 24
        assert len(c.numbers) == 24


def test_art3_grid_places_n_column_around_the_free_centre():
    c = card(CARD_A)
    assert c.grid[:5] == (1, 16, 31, 46, 61)
    assert c.grid[10:15] == (3, 18, None, 48, 63)
    assert c.grid[20:25] == (5, 20, 34, 50, 65)


@pytest.mark.parametrize(
    "cols",
    [
        ((1, 2, 3, 4), (16, 17, 18, 19, 20), (31, 32, 33, 34), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65)),
        ((1, 2, 3, 4, 16), (17, 18, 19, 20, 21), (31, 32, 33, 34), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65)),
        ((1, 1, 3, 4, 5), (16, 17, 18, 19, 20), (31, 32, 33, 34), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65)),
        ((1, 2, 3, 4, 5), (16, 17, 18, 19, 20), (31, 32, 33, 34, 35), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65)),
    ],
)
def test_art3_malformed_cards_refused(cols):
    with pytest.raises(RuleError):
        check_columns(cols)


def test_art4_series_up_to_3000_all_different_numbered_from_1():
    s = generate_series(SeriesInfo(5, "verde", "V", MAX_SERIES_CARDS, 4), random.Random(1))
    cards = s.cards()
    assert [c.number for c in cards] == list(range(1, 3001))
    assert len({c.key for c in cards}) == 3000
    assert (s.info.number, s.info.color, s.info.letter) == (5, "verde", "V")


def test_art4_generation_reproducible_from_seed():
    a = generate_series(SeriesInfo(1, "rojo", "R", 500, 1), random.Random(99))
    b = generate_series(SeriesInfo(1, "rojo", "R", 500, 1), random.Random(99))
    c = generate_series(SeriesInfo(1, "rojo", "R", 500, 1), random.Random(100))
    assert a.raw == b.raw and a.raw != c.raw


def test_art4_sheets_of_1_to_4_cards():
    s = generate_series(SeriesInfo(1, "rojo", "R", 10, 3), random.Random(1))
    assert sheets(s) == [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
    assert s.sheet_of(4) == 2
    for bad in (0, 5):
        with pytest.raises(RuleError):
            check_series_info(1, 10, "rojo", "R", bad)


@pytest.mark.parametrize("cards", [0, 3001])
def test_art4_series_size_limits(cards):
    with pytest.raises(RuleError):
        check_series_info(1, cards, "rojo", "R", 1)


def test_art4_same_combination_in_another_order_is_the_same_card():
    reordered = tuple(tuple(reversed(col)) for col in CARD_A)
    with pytest.raises(RuleError):
        series_from_cards(SeriesInfo(1, "rojo", "R", 2, 1), [CARD_A, reordered])


def test_art4_unknown_card_number_refused():
    s = crafted_series()
    with pytest.raises(RuleError):
        s.card(4)
    with pytest.raises(RuleError):
        s.card(0)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 400))
def test_art4_any_seed_gives_all_different_valid_cards(seed, n):
    s = generate_series(SeriesInfo(1, "rojo", "R", n, 1), random.Random(seed))
    cards = s.cards()
    assert len({c.key for c in cards}) == n
    for c in cards:
        check_columns(c.columns)


# ------------------------------------------------------------------ patterns
def test_art7_default_line_is_12_lines_or_four_corners():
    ps = default_patterns()
    lines = ps[LINE]
    assert len(lines) == 13
    assert "four corners" in [p.name for p in lines]
    corners = next(p for p in lines if p.name == "four corners")
    assert mask_to_text(corners.mask) == "X...X/...../..*../...../X...X"


@pytest.mark.parametrize(
    "prize,name,text",
    [
        (T_L, "T", "XXXXX/..X../..*../..X../..X.."),
        (T_L, "L", "X..../X..../X.*../X..../XXXXX"),
        (P_U_N, "P", "XXXXX/X...X/XX*XX/X..../X...."),
        (P_U_N, "U", "X...X/X...X/X.*.X/X...X/XXXXX"),
        (P_U_N, "N", "X...X/XX..X/X.*.X/X..XX/X...X"),
        (A_D_E_S, "A", "XXXXX/X...X/XX*XX/X...X/X...X"),
        (A_D_E_S, "D", "XXXX./X...X/X.*.X/X...X/XXXX."),
        (A_D_E_S, "E", "XXXXX/X..../XX*XX/X..../XXXXX"),
        (A_D_E_S, "S", "XXXXX/X..../XX*XX/....X/XXXXX"),
    ],
)
def test_art7_default_letter_shapes_match_rules(prize, name, text):
    pat = next(p for p in default_patterns()[prize] if p.name == name)
    assert mask_to_text(pat.mask) == text


def test_art7_full_card_is_all_24_numbers():
    (full,) = default_patterns()[FULL_CARD]
    assert bin(full.mask).count("1") == 24


def test_art7_patterns_are_editable_and_validated():
    data = patterns_to_settings(default_patterns())
    data[T_L] = [["T", "XXXXX/..X../..*../..X../..X.."]]  # the hall drops the L
    ps = patterns_from_settings(data)
    assert [p.name for p in ps[T_L]] == ["T"]
    bad = dict(data, p_u_n=[])
    with pytest.raises(RuleError):
        patterns_from_settings(bad)
    with pytest.raises(RuleError):
        mask_from_text("XXXX/...")
    with pytest.raises(RuleError):
        mask_from_text("...../...../..*../...../.....")


def test_art7_text_round_trip():
    for pats in default_patterns().values():
        for p in pats:
            assert mask_from_text(mask_to_text(p.mask)) == p.mask
