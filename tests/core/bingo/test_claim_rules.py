"""The claim's money rules in the core (Arts. 8, 14, 15): each prize leaves once, the full card and
the major prize are one award, strict last ball with several shapes, one card is one player, and
the ball-count bonus's ceiling."""

import pytest

from hallstation.core.bingo.game import STRICT
from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, MAJOR, P_U_N, T_L
from hallstation.core.bingo.prizes import DEFAULT_BONUS, bonus_window, check_bonus_tables, multiplier
from hallstation.core.errors import RuleError
from hallstation.core.money import share_bp
from tests.core.bingo.helpers import CARD_A, ROW1_A, crafted_game, draw, run

# CARD_A with one number changed: 6 instead of 5 in column B (bottom row).
CARD_D = ((1, 2, 3, 4, 6),) + CARD_A[1:]
# Balls 5 and 6 early, 33 (on both cards) last: both complete the full card on ball 26.
FULL_BOTH = [1, 16, 31, 46, 61, 2, 3, 4, 5, 6, 20, 34, 50, 65, 17, 18, 19, 32, 47, 48, 49, 62, 63, 64, 33]
POT = 1_000_000_00


def both_full(jury=1, **cfg):
    """Cards A (1) and D (2) both complete the full card on the last ball, within the limit."""
    g = crafted_game(cards=(CARD_A, CARD_D), price=10_000, limit=50, jury_signoffs=jury, **cfg)
    g.pot_before_draw = POT
    draw(g, *FULL_BOTH)
    return g


def verify(g, claim_id):
    run(g, g.sign(claim_id, "jurado1"))
    run(g, g.stamp(claim_id, claim_id))


def claim(g, card):
    run(g, g.claim(1, card))
    return g.claims[max(g.claims)]


def pay(g, c, prize):
    if prize == MAJOR:
        run(g, g.pay(c.id, prize, "cheque", winner="Ana", id_doc="1"))
    else:
        run(g, g.pay(c.id, prize, "cash"))


def paid(g, prize):
    return sum(c.paid[prize]["amount"] for c in g.claims.values() if prize in c.paid)


def award_of(g, prize):
    return next(a for a in g.awards if a.prize == prize)


def test_art15_major_paid_then_no_cowinner_for_full_card_or_major():
    g = both_full()
    a = claim(g, 1)
    verify(g, a.id)
    run(g, g.award())
    pay(g, a, MAJOR)  # the cheque first, the full card not paid yet
    d = claim(g, 2)  # a co-winner on the same ball: shares the unpaid letters, not the full card
    assert d.valid and FULL_CARD not in d.prizes and LINE in d.prizes
    verify(g, d.id)
    run(g, g.award())
    assert award_of(g, MAJOR).cards == (1,) and award_of(g, FULL_CARD).cards == (1,)
    assert award_of(g, LINE).cards == (1, 2)
    for c in (a, d):
        for p in g.prizes_won(c):
            if p not in c.paid:
                pay(g, c, p)
    assert paid(g, MAJOR) == award_of(g, MAJOR).amount <= share_bp(POT, 9700)
    for prize in (LINE, T_L, P_U_N, A_D_E_S, FULL_CARD):
        assert paid(g, prize) == award_of(g, prize).amount
    assert g.state == "finished"


def test_art15_full_card_paid_then_no_cowinner_for_the_major():
    g = both_full()
    a = claim(g, 1)
    verify(g, a.id)
    run(g, g.award())
    for p in a.prizes:  # every pattern prize paid, the major's cheque not yet
        pay(g, a, p)
    d = claim(g, 2)
    assert not d.valid and d.reason == "after_paid"
    assert award_of(g, MAJOR).cards == (1,) and not g.compute_awards()
    pay(g, a, MAJOR)
    assert paid(g, MAJOR) == award_of(g, MAJOR).amount


def test_art14_cowinner_before_any_payment_shares_full_card_and_major():
    g = both_full()
    a = claim(g, 1)
    verify(g, a.id)
    run(g, g.award())
    d = claim(g, 2)
    assert d.valid and FULL_CARD in d.prizes
    verify(g, d.id)
    run(g, g.award())
    major = award_of(g, MAJOR)
    assert major.cards == (1, 2) and major.amount <= share_bp(POT, 9700)
    for c in (a, d):
        for p in g.prizes_won(c):
            pay(g, c, p)
    for prize in (LINE, T_L, FULL_CARD, MAJOR):
        assert paid(g, prize) == award_of(g, prize).amount


def test_art15_no_payment_while_a_cowinner_claim_waits_to_be_awarded():
    g = both_full()
    a = claim(g, 1)
    verify(g, a.id)
    run(g, g.award())
    d = claim(g, 2)  # valid, not verified yet
    for prize in (MAJOR, FULL_CARD, LINE):
        with pytest.raises(RuleError) as e:
            pay(g, a, prize)
        assert e.value.fields["claim"] == d.id
    verify(g, d.id)
    run(g, g.award())
    pay(g, a, MAJOR)
    assert paid(g, MAJOR) == award_of(g, MAJOR).per_card[0]


def test_art15_a_card_is_paid_a_prize_once():
    g = both_full()
    a = claim(g, 1)
    verify(g, a.id)
    run(g, g.award())
    pay(g, a, LINE)
    with pytest.raises(RuleError):
        pay(g, a, LINE)
    assert paid(g, LINE) == award_of(g, LINE).amount


def test_art14_one_card_never_shares_a_prize_with_itself_without_jury():
    """Without jury sign-offs a claim is settled once awarded, so the same card could claim again
    on the same ball: it is refused, and no award lists a card twice."""
    g = crafted_game(price=10_000, jury_signoffs=0)
    draw(g, *ROW1_A)
    first = claim(g, 1)
    run(g, g.award())
    again = claim(g, 1)
    assert not again.valid and again.reason == "same_card"
    co = claim(g, 3)  # CARD_C shares row 1: a real co-winner
    assert co.valid
    run(g, g.award())
    line = award_of(g, LINE)
    assert line.cards == (1, 3)
    assert first.open and g.prizes_won(first) == [LINE]


def test_art14_one_card_one_player_even_if_two_claims_reach_the_award():
    """Defence in depth: should two claims of one card both be accepted, the split counts the card
    once."""
    g = crafted_game(price=10_000, jury_signoffs=0)
    draw(g, *ROW1_A)
    claim(g, 1)
    run(g, g.award())
    e = g.claim(1, 1)[-1][1]
    e.update(valid=True, reason=None, prizes=[LINE])  # as if the rule had been missed
    run(g, [("claim.made", e)])
    (calc,) = g.compute_awards()
    assert calc.cards == (1,) and calc.per_card == award_of(g, LINE).per_card


def test_art14_strict_last_ball_one_shape_on_last_ball_is_enough():
    """Row 1 complete at ball 5 (not claimed), column 2 completed by ball 12: valid at ball 12."""
    g = crafted_game(price=10_000, sold=[1], tie_policy=STRICT)
    draw(g, *ROW1_A, 70, 69, 68, 17, 18, 19, 20)
    assert g.ball_count == 12
    c = claim(g, 1)
    assert c.valid and c.prizes == (LINE,)
    assert c.completes[LINE] == (12, "column 2")  # the shape and ball it won with
    run(g, g.award())
    assert award_of(g, LINE).multiplier == 1  # no ×5 for the row it missed at ball 5


def test_art14_strict_last_ball_refuses_when_no_shape_was_completed_by_it():
    g = crafted_game(price=10_000, sold=[1], tie_policy=STRICT)
    draw(g, *ROW1_A, 70, 17, 18, 19, 20, 69)  # column 2 at ball 10, row 1 at 5, ball 11 adds nothing
    c = claim(g, 1)
    assert not c.valid and c.reason == "late"


def test_art14_shared_policy_keeps_the_earliest_shape():
    g = crafted_game(price=10_000, sold=[1])
    draw(g, *ROW1_A, 70, 69, 68, 17, 18, 19, 20)
    c = claim(g, 1)
    assert c.valid and c.completes[LINE] == (5, "row 1")


@pytest.mark.parametrize("prize", [P_U_N, A_D_E_S, FULL_CARD])
def test_art8_bonus_refused_on_p_u_n(prize):
    with pytest.raises(RuleError) as e:
        check_bonus_tables({prize: [(20, 3)]})
    assert "line" in str(e.value) and "T or L" in str(e.value)
    assert check_bonus_tables({prize: []}) == {prize: ()}  # no rows: no bonus, accepted


@pytest.mark.parametrize("prize", [LINE, T_L])
def test_art8_bonus_refused_above_x5(prize):
    with pytest.raises(RuleError) as e:
        check_bonus_tables({prize: [(5, 6)]})
    assert "×5" in str(e.value) and e.value.fields["factor"] == 6
    rows = {LINE: ((5, 5), (8, 2)), T_L: ((11, 5), (14, 2))}[prize]  # lowered at 6–7 and 12–13
    assert check_bonus_tables({prize: list(rows)}) == {prize: rows}


# The regulation's factor at every ball count (Art. 8.1, 8.2): the table is a ceiling, count by count
CEILING = {
    LINE: {**{n: 5 for n in range(1, 6)}, 6: 4, 7: 3, 8: 2, **{n: 1 for n in range(9, 76)}},
    T_L: {**{n: 5 for n in range(1, 12)}, 12: 4, 13: 3, 14: 2, **{n: 1 for n in range(15, 76)}},
}


@pytest.mark.parametrize("prize", [LINE, T_L])
def test_art8_ceiling_at_every_ball_count(prize):
    from hallstation.core.bingo.prizes import ceiling

    for n in range(1, 76):
        assert ceiling(prize, n) == CEILING[prize][n], n
    assert all(ceiling(p, n) == 1 for p in (P_U_N, A_D_E_S, FULL_CARD) for n in range(1, 76))


@pytest.mark.parametrize("prize", [LINE, T_L])
def test_art8_a_row_above_the_ceiling_at_any_ball_count_is_refused_naming_the_count_and_the_factor(prize):
    """Every single row "up to n balls → ×f": accepted exactly when f is within the regulation's
    factor at n; a refusal names n and the regulation's factor there."""
    from hallstation.i18n import message

    for n in range(1, 76):
        for f in range(1, 6):
            if f <= CEILING[prize][n]:
                assert check_bonus_tables({prize: [(n, f)]}) == {prize: ((n, f),)}
                continue
            with pytest.raises(RuleError) as e:
                check_bonus_tables({prize: [(n, f)]})
            assert e.value.fields["balls"] == n and e.value.fields["factor"] == f
            top = CEILING[prize][n]
            if top > 1:
                assert e.value.fields["ceiling"] == top and f"×{top} at {n} balls" in str(e.value)
            else:  # beyond the table: no bonus at all
                assert e.value.fields["last"] == max(b for b, v in CEILING[prize].items() if v > 1)
            assert str(n) in message(e.value) and "bolillas" in message(e.value)


def test_art8_line_x5_up_to_75_balls_and_t_l_x5_up_to_40_are_refused():
    from hallstation.i18n import message

    with pytest.raises(RuleError) as e:
        check_bonus_tables({LINE: [(75, 5)]})
    assert message(e.value) == (
        "Línea: el Art. 8 no da bonificación por cantidad de bolillas pasadas las 8 bolillas; "
        "×5 hasta 75 bolillas supera el tope del reglamento"
    )
    with pytest.raises(RuleError) as e:
        check_bonus_tables({T_L: [(11, 5), (40, 5)]})
    assert e.value.fields["balls"] == 40 and e.value.fields["last"] == 14
    with pytest.raises(RuleError) as e:
        check_bonus_tables({LINE: [(5, 5), (6, 5)]})  # ×5 at the 6th ball: the ceiling is ×4 there
    assert message(e.value) == "Línea: el Art. 8 permite como máximo ×4 a las 6 bolillas, no ×5"


def test_art8_an_old_table_above_the_ceiling_pays_no_more_than_the_regulation_at_each_ball():
    old = {LINE: ((75, 5),), T_L: ((40, 5),)}
    for n in range(1, 76):
        assert multiplier(LINE, n, old) == CEILING[LINE][n]
        assert multiplier(T_L, n, old) == CEILING[T_L][n]
    assert bonus_window(LINE, 19, old) is None  # a line at ball 20: no bonus
    assert bonus_window(LINE, 5, old) == (4, 6)


def test_art8_bonus_lowered_or_switched_off_accepted():
    assert check_bonus_tables({LINE: [(5, 3)], T_L: []}) == {LINE: ((5, 3),), T_L: ()}
    assert check_bonus_tables({k: list(v) for k, v in DEFAULT_BONUS.items()}) == DEFAULT_BONUS


def test_art8_multiplier_never_above_x5_nor_on_other_prizes_whatever_an_old_table_says():
    old = {LINE: ((5, 10),), P_U_N: ((30, 3),)}
    assert multiplier(LINE, 4, old) == 5
    assert multiplier(P_U_N, 10, old) == 1
    assert bonus_window(P_U_N, 3, old) is None and bonus_window(LINE, 3, old) == (5, 5)
