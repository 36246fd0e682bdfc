"""The game as a state machine, claims and awards (Arts. 6, 7, 8, 11, 12, 14, 15)."""

import copy

import pytest

from hallstation.core.bingo.balls import RED_BALL
from hallstation.core.bingo.game import FINISHED, PAUSED, PROCLAIMED, RATIFIED, STRICT
from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR, T_L
from hallstation.core.errors import RuleError
from tests.core.bingo.helpers import CARD_A, CARD_B, CORNERS_A, FULL_A, ROW1_A, crafted_game, draw, filler, run


def snapshot(g):
    return copy.deepcopy((g.state, g.balls, g.sold, g.claims, g.awards, g.awarded_prizes, g.red_drawn))


def test_art6_states_in_order():
    g = crafted_game(ratified=False)
    assert g.state == PROCLAIMED
    assert g.dividends.takings == 3 * 1000
    run(g, g.ratify("jurado1"))
    assert g.state == RATIFIED


def test_art6_sale_after_the_draw_started_is_refused():
    g = crafted_game(sold=[1])
    draw(g, 70)
    before = snapshot(g)
    with pytest.raises(RuleError) as e:
        g.sell([2])
    assert "after the draw" in str(e.value)
    assert snapshot(g) == before


def test_art4_card_cannot_be_sold_twice():
    from tests.core.bingo.helpers import crafted_series
    from hallstation.core.bingo.game import BingoGame, GameConfig
    from hallstation.core.bingo.patterns import default_patterns

    g = BingoGame(GameConfig(1, 1, 1000, patterns=default_patterns()), crafted_series())
    run(g, g.open_sales())
    run(g, g.sell([1, 2]))
    with pytest.raises(RuleError):
        g.sell([2, 3])
    with pytest.raises(RuleError):
        g.sell([4])  # no such card
    run(g, g.return_cards([2]))
    run(g, g.sell([2, 3]))
    assert g.sold == {1, 2, 3}


def test_art6_no_draw_before_dividends_proclaimed():
    from tests.core.bingo.helpers import crafted_series
    from hallstation.core.bingo.game import BingoGame, GameConfig
    from hallstation.core.bingo.patterns import default_patterns

    g = BingoGame(GameConfig(1, 1, 1000, patterns=default_patterns()), crafted_series())
    run(g, g.open_sales())
    run(g, g.sell([1]))
    with pytest.raises(RuleError):
        g.draw(5, "electronic")


@pytest.mark.parametrize("ball", [0, 76, -3, 100])
def test_art2_ball_out_of_range_refused_and_nothing_changes(ball):
    g = crafted_game()
    draw(g, 12)
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.draw(ball, "electronic")
    assert snapshot(g) == before


def test_art2_ball_twice_refused_and_nothing_changes():
    g = crafted_game()
    draw(g, 12, 30)
    before = snapshot(g)
    with pytest.raises(RuleError) as e:
        g.draw(12, "electronic")
    assert e.value.fields["n"] == 1
    assert snapshot(g) == before


def test_art11_no_ball_during_a_claim():
    g = crafted_game()
    draw(g, 12)
    run(g, g.pause())
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.draw(13, "electronic")
    assert snapshot(g) == before and g.state == PAUSED


def test_art2_source_is_chosen_per_game():
    g = crafted_game(source="manual")
    with pytest.raises(RuleError):
        g.draw(5, "electronic")
    draw(g, 5, source="manual")
    assert g.balls == [5]


def test_art2_2_red_ball_only_when_enabled_once_and_counts_for_nothing():
    g = crafted_game()
    with pytest.raises(RuleError):
        g.draw(RED_BALL, "electronic")
    g = crafted_game(red_ball=True)
    assert RED_BALL in g.remaining()
    draw(g, 12, RED_BALL, 13)
    assert g.red_drawn and g.balls == [12, 13] and g.ball_count == 2
    with pytest.raises(RuleError):
        g.draw(RED_BALL, "electronic")
    assert RED_BALL not in g.remaining()


def test_art2_undo_last_ball_only():
    g = crafted_game()
    draw(g, 12, 30)
    run(g, g.undo_last_ball("jurado1", "wrong entry"))
    assert g.balls == [12] and g.undone == [30]
    draw(g, 31)
    assert g.balls == [12, 31]


def test_claim_valid_for_line_at_the_ball_it_completed():
    g = crafted_game()
    draw(g, *ROW1_A)
    run(g, g.claim(1, 1))
    c = g.claims[1]
    assert c.valid and c.prizes == (LINE,)
    assert c.completes[LINE] == (5, "row 1")
    assert g.state == PAUSED


def test_art8_line_bonus_x5_at_ball_5_in_an_award():
    g = crafted_game(price=10_000, sold=[1, 2, 3])
    draw(g, *ROW1_A)
    run(g, g.claim(1, 1))
    run(g, g.award())
    (a,) = g.awards
    base = g.dividends.prizes[LINE]
    assert a.prize == LINE and a.multiplier == 5 and a.per_card == (5 * base,)
    assert LINE in g.awarded_prizes
    run(g, g.resume())
    assert g.state == "drawing"


def test_art8_four_corners_win_the_line_prize_x5_at_ball_4():
    g = crafted_game(price=10_000)
    draw(g, *CORNERS_A)
    run(g, g.claim(1, 1))
    assert g.claims[1].completes[LINE] == (4, "four corners")
    run(g, g.award())
    assert g.awards[0].multiplier == 5


def test_art8_t_l_bonus_x2_at_ball_14():
    # T on CARD_A: top row 1 16 31 46 61 + column N: 32 33 34 (centre free) = 8 numbers
    t_numbers = [1, 16, 31, 46, 61, 32, 33, 34]
    others = filler(set(CARD_A[0] + CARD_A[1] + CARD_A[2] + CARD_A[3] + CARD_A[4]), 6)
    g = crafted_game(price=10_000, sold=[1])
    draw(g, *t_numbers[:5])  # the top row completes a line at ball 5
    run(g, g.claim(1, 1))
    run(g, g.award())
    run(g, g.resume())
    draw(g, *others, *t_numbers[5:])  # T completes at ball 5 + 6 + 3 = 14
    run(g, g.claim(1, 1))
    c = g.claims[2]
    assert c.completes[T_L] == (14, "T") and c.prizes == (T_L,)
    run(g, g.award())
    assert g.awards[-1].multiplier == 2
    assert g.awards[-1].per_card == (2 * g.dividends.prizes[T_L],)


def test_art11_prizes_independent_one_claim_wins_several():
    g = crafted_game(price=10_000, sold=[1])
    # E on CARD_A: column B, rows 1, 3 (without centre) and 5
    e_numbers = [1, 2, 3, 4, 5, 16, 31, 46, 61, 18, 48, 63, 20, 34, 50, 65]
    draw(g, *e_numbers)
    run(g, g.claim(1, 1))
    assert set(g.claims[1].prizes) == {"line", "t_l", "a_d_e_s"}
    run(g, g.award())
    assert {a.prize for a in g.awards} == {"line", "t_l", "a_d_e_s"}


def test_art14_co_winners_on_one_ball_share():
    from tests.core.bingo.helpers import CARD_C

    g = crafted_game(price=10_000)
    draw(g, *ROW1_A)  # CARD_A and CARD_C share the first row
    run(g, g.claim(1, 1))
    run(g, g.claim(1, 3))
    run(g, g.award())
    (a,) = g.awards
    assert a.cards == (1, 3)
    base = g.dividends.prizes[LINE]
    assert a.per_card == (5 * (base // 2 // 100 * 100),) * 2
    del CARD_C


def test_art14_strict_last_ball_rejects_a_late_claim():
    g = crafted_game(tie_policy=STRICT)
    draw(g, *ROW1_A, 70)  # the line was complete at ball 5, claimed after ball 6
    run(g, g.claim(1, 1))
    assert not g.claims[1].valid and g.claims[1].reason == "late"
    g2 = crafted_game()
    draw(g2, *ROW1_A, 70)
    run(g2, g2.claim(1, 1))
    assert g2.claims[1].valid  # shared (default): valid until the next ball


@pytest.mark.parametrize(
    "series,card,reason",
    [(1, 9, "unknown_card"), (2, 1, "other_series"), (1, 2, "not_sold")],
)
def test_art11_claims_rejected_with_reason(series, card, reason):
    g = crafted_game(sold=[1, 3])
    draw(g, *ROW1_A)
    run(g, g.claim(series, card))
    c = g.claims[1]
    assert not c.valid and c.reason == reason


def test_art11_claim_completing_no_prize_rejected():
    g = crafted_game()
    draw(g, *ROW1_A[:4])
    run(g, g.claim(1, 1))
    assert g.claims[1].reason == "no_open_prize"
    run(g, g.resume())  # a rejected claim does not hold the draw


def test_art15_claim_for_a_prize_already_awarded_rejected():
    g = crafted_game()
    draw(g, *ROW1_A)
    run(g, g.claim(1, 1))
    run(g, g.award())
    run(g, g.resume())
    draw(g, 70)
    run(g, g.claim(1, 3))  # CARD_C completed the same row
    assert g.claims[2].reason == "prize_awarded"


def test_art11_draw_resumes_only_when_claims_settled():
    g = crafted_game()
    draw(g, *ROW1_A)
    run(g, g.claim(1, 1))
    with pytest.raises(RuleError):
        g.resume()
    run(g, g.award())
    run(g, g.resume())


def test_art12_full_card_within_limit_wins_major_and_ends_game():
    g = crafted_game(price=10_000, sold=[1, 2], limit=50)
    g.pot_before_draw = 500_000_00
    draw(g, *FULL_A)
    run(g, g.claim(1, 1))
    run(g, g.award())
    prizes = {a.prize: a for a in g.awards}
    assert FULL_CARD in prizes and MAJOR in prizes
    assert prizes[MAJOR].per_card == (485_000_00,) and prizes[MAJOR].carry == 15_000_00
    assert g.state == FINISHED
    with pytest.raises(RuleError):
        g.draw(75, "electronic")


def test_art13_full_card_beyond_limit_wins_no_major():
    extra = filler(FULL_A + list(CARD_B[0]), 27)
    g = crafted_game(price=10_000, sold=[1], limit=50)
    g.pot_before_draw = 500_000_00
    draw(g, *extra, *FULL_A)  # full card on ball 51
    run(g, g.claim(1, 1))
    assert g.claims[1].completes[FULL_CARD][0] == 51
    run(g, g.award())
    assert MAJOR not in {a.prize for a in g.awards}
    assert g.state == FINISHED


def test_art12_major_at_exactly_the_limit():
    extra = filler(FULL_A, 26)
    g = crafted_game(price=10_000, sold=[1], limit=50)
    g.pot_before_draw = 100_00
    draw(g, *extra, *FULL_A)
    run(g, g.claim(1, 1))
    run(g, g.award())
    assert MAJOR in {a.prize for a in g.awards}
