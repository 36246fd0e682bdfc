"""Reading a claimed card (Art. 11): the seller reads only the numbers of the shapes the claim is
valid for, column by column top down; a line's 4 or 5 (the free centre is not read), a letter's
cells, all 24 for the full card; the reading is checked against that list and old logs replay."""

import pytest

from hallstation.core.bingo.game import PAUSED
from hallstation.core.bingo.patterns import FULL_CARD, LINE, T_L
from hallstation.core.errors import RuleError
from tests.core.bingo.helpers import CARD_A, CORNERS_A, FULL_A, ROW1_A, crafted_game, draw, run

T_A = [1, 16, 31, 46, 61, 32, 33, 34]  # a T on CARD_A: row 1 and column N (centre free)


def claimed(*balls, card=1, **cfg):
    g = crafted_game(jury_signoffs=1, **cfg)
    draw(g, *balls)
    run(g, g.pause())
    run(g, g.claim(1, card))
    c = g.claims[max(g.claims)]
    assert c.open, c
    return g, c


def test_art11_a_row_is_read_as_its_5_numbers_in_reading_order():
    g, c = claimed(*ROW1_A)
    assert c.prizes == (LINE,) and c.completes[LINE][1] == "row 1"
    assert g.claim_reading(c) == ROW1_A  # B I N G O: column by column, top down


def test_art11_the_middle_row_is_4_numbers_the_free_centre_is_not_read():
    g, c = claimed(3, 18, 48, 63)
    assert c.completes[LINE][1] == "row 3"
    assert g.claim_reading(c) == [3, 18, 48, 63]


def test_art11_a_column_reads_top_down_and_corners_column_by_column():
    g, c = claimed(16, 17, 18, 19, 20)
    assert g.claim_reading(c) == [16, 17, 18, 19, 20]
    g, c = claimed(*CORNERS_A)
    assert c.completes[LINE][1] == "four corners"
    assert g.claim_reading(c) == [1, 5, 61, 65]


def test_art11_two_prizes_read_the_union_of_their_shapes_once_each():
    g, c = claimed(*T_A)  # the T also completes row 1 (a line)
    assert set(c.prizes) == {LINE, T_L} and c.completes[T_L][1] == "T"
    reading = g.claim_reading(c)
    assert reading == [1, 16, 31, 32, 33, 34, 46, 61]
    assert len(reading) == len(set(reading))


def test_art11_the_full_card_reads_all_24_like_claim_numbers():
    g, c = claimed(*FULL_A)
    assert FULL_CARD in c.prizes
    assert g.claim_reading(c) == g.claim_numbers(c) and len(g.claim_reading(c)) == 24


def test_art11_read_number_steps_through_the_shape_then_refuses_more():
    g, c = claimed(*ROW1_A)
    events = []
    for _ in range(5):
        e = g.read_number(c.id, True)
        events += e
        run(g, e)
    assert [d["number"] for _t, d in events] == ROW1_A and [d["index"] for _t, d in events] == [1, 2, 3, 4, 5]
    assert c.read == 5
    with pytest.raises(RuleError):
        g.read_number(c.id, True)


def test_art11_a_mismatch_names_the_number_of_the_shape_being_read():
    g, c = claimed(*CORNERS_A)
    run(g, g.read_number(c.id, True))
    ((etype, d),) = g.read_number(c.id, False)
    assert etype == "claim.rejected" and d["reason"] == "forged" and d["number"] == 5 and d["index"] == 2


def test_art11_an_old_log_that_read_all_24_for_a_line_still_replays():
    """Before the reading followed the shape, a line claim could be read to 24: replaying those
    events keeps the count and the claim is simply fully read."""
    g, c = claimed(*ROW1_A)
    for i, n in enumerate(g.claim_numbers(c), 1):
        g.apply("claim.read", {"game": g.number, "claim": c.id, "index": i, "number": n})
    assert c.read == 24 and g.state == PAUSED
    assert c.read >= len(g.claim_reading(c))
    run(g, g.sign(c.id, "jurado1"))
    run(g, g.stamp(c.id, 1))
    assert c.stamp == 1


def test_art11_a_shape_no_longer_in_the_patterns_reads_the_whole_card():
    g, c = claimed(*ROW1_A)
    c.completes = {**c.completes, LINE: (5, "a shape removed since")}
    assert g.claim_reading(c) == g.claim_numbers(c)
    assert sorted(g.claim_reading(c)) == sorted(n for col in CARD_A for n in col)
