"""What the public screens are told (services.views.board_view): the major prize's truth at every
moment (Arts. 12, 13) and who won what at this ball (Art. 14)."""

from __future__ import annotations

from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR, T_L
from hallstation.services.views import board_view
from tests.core.bingo.helpers import FULL_A, ROW1_A, filler
from tests.services.conftest import hall, people_template  # noqa: F401

from .test_claims import verify


def test_major_open_up_to_the_limit_then_passed_with_the_pot_going_on(hall):  # noqa: F811
    g = hall.setup(limit=50, sold=(1,))
    v = board_view(hall)
    assert v.major_state == "open" and v.major_amount == g.pot_before_draw == v.next_pot == hall.pot
    hall.balls(*filler(FULL_A, 50))
    assert board_view(hall).major_state == "open"  # ball 50 is still within the limit
    hall.balls(*filler(FULL_A, 51)[50:])
    v = board_view(hall)
    assert v.count == 51 and v.major_state == "passed" and not v.major_won
    assert v.next_pot == hall.pot == g.pot_before_draw  # nobody won it: it goes on whole


def test_major_won_the_next_pot_is_what_stayed_not_what_was_paid(hall):  # noqa: F811
    g = hall.setup(limit=50, sold=(1,))
    hall.balls(*FULL_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    awards = {a.prize: a for a in hall.award()}
    v = board_view(hall)
    assert v.major_state == "won" and v.major_won and v.major_winners == (1,)
    assert v.major_amount == awards[MAJOR].amount  # the red light announces what was won
    assert v.next_pot == awards[MAJOR].carry == hall.pot != v.major_amount
    # who won what at this ball, the major prize included
    now = {line.prize: line for line in v.awarded_now}
    assert {LINE, T_L, FULL_CARD, MAJOR} <= set(now)
    assert now[MAJOR].winners == (1,) and now[MAJOR].per_card == awards[MAJOR].per_card
    assert now[LINE].per_card == awards[LINE].per_card


def test_awarded_now_lasts_until_the_next_ball(hall):  # noqa: F811
    g = hall.setup(sold=(1,))
    assert board_view(hall).awarded_now == ()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    hall.award()
    v = board_view(hall)
    assert [(line.prize, line.winners) for line in v.awarded_now] == [(LINE, (1,))]
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    hall.resume()
    assert [line.prize for line in board_view(hall).awarded_now] == [LINE]  # still this ball
    hall.balls(*filler(FULL_A, 1))
    v = board_view(hall)
    assert v.awarded_now == () and v.major_state == "open"


def test_art11_the_public_reading_counts_the_claimed_shapes_numbers(hall):
    """The hall sees "Lectura: 2 de 5" for a line (the shape's numbers), not "of 24"."""
    from hallstation.services.views import board_view
    from tests.core.bingo.helpers import ROW1_A

    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    hall.read_number(c.id, True)
    hall.read_number(c.id, True)
    (card,) = board_view(hall).claims
    assert card.read == 2 and card.to_read == len(g.claim_reading(c)) <= 5
