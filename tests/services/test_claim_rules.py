"""The claim's money rules through the station (Arts. 7 f, 8, 14, 15): the full card and the major
prize are one award, the jury's list lasts until the prize is paid, the bonus ceiling in the
settings, the casino's contribution capped per pot."""

import pytest

from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR, P_U_N, T_L
from hallstation.core.errors import RuleError
from hallstation.core.money import share_bp
from hallstation.i18n import message
from hallstation.services.station import Station
from tests.core.bingo.helpers import CARD_A, CARD_C, FULL_A, ROW1_A
from tests.core.bingo.test_claim_rules import CARD_D, FULL_BOTH
from tests.services.test_claims import verify


def pay(hall, c, prize, g):
    if prize == MAJOR:
        hall.pay(c.id, prize, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=hall.cajero)
    else:
        amount = next(a for a in g.awards if a.prize == prize).per_card[0]
        method = "payment_order" if amount > g.config.payment_threshold else "cash"
        hall.pay(c.id, prize, method, session=hall.cajero)


def payments(hall, game, prize):
    return [e.data for e in hall.store.read() if e.type == "payment.made" and e.data["game"] == game and e.data["prize"] == prize]


def test_art15_major_paid_then_no_cowinner_for_full_card_or_major(hall, data_dir):
    g = hall.setup(cards=(CARD_A, CARD_D, CARD_C), sold=(1, 2, 3))
    hall.balls(*FULL_BOTH)  # cards 1 and 2 complete the full card on ball 25
    a = hall.claim(g.series.number, 1)
    verify(hall, a, read=False)
    hall.award()
    pay(hall, a, MAJOR, g)  # the cheque before the full card
    assert FULL_CARD not in hall.other_completing_cards()  # no co-winner for the full card any more
    assert 2 in hall.other_completing_cards()[LINE]  # the letters are not paid: card 2 shares them
    d = hall.claim(g.series.number, 2)
    assert d.valid and FULL_CARD not in d.prizes
    verify(hall, d, read=False)
    hall.award()
    for c in (a, d):
        for p in g.prizes_won(c):
            if p not in c.paid:
                pay(hall, c, p, g)
    major = next(x for x in g.awards if x.prize == MAJOR)
    assert major.cards == (1,)
    assert sum(p["amount"] for p in payments(hall, g.number, MAJOR)) == major.amount <= share_bp(g.pot_before_draw, 9700)
    for prize in (LINE, T_L, FULL_CARD):
        award = next(x for x in g.awards if x.prize == prize)
        assert sum(p["amount"] for p in payments(hall, g.number, prize)) == award.amount
    assert g.state == "finished"
    hall.close()
    again = Station(data_dir)  # the log replays to the same awards
    try:
        g2 = again.get_game(g.number)
        assert [x.to_dict() for x in g2.awards] == [x.to_dict() for x in g.awards]
    finally:
        again.close()


def test_art15_no_payment_while_a_cowinner_claim_waits(hall):
    g = hall.setup(cards=(CARD_A, CARD_D, CARD_C), sold=(1, 2, 3))
    hall.balls(*FULL_BOTH)
    a = hall.claim(g.series.number, 1)
    verify(hall, a, read=False)
    hall.award()
    d = hall.claim(g.series.number, 2)
    with pytest.raises(RuleError) as e:
        pay(hall, a, MAJOR, g)
    assert e.value.fields["claim"] == d.id and "co-winner" in str(e.value)
    assert not payments(hall, g.number, MAJOR)


def test_art14_jury_list_keeps_cowinners_until_the_prize_is_paid(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)  # cards 1 and 3 share row 1
    c1 = hall.claim(g.series.number, 1)
    assert hall.other_completing_cards() == {LINE: [3]}
    verify(hall, c1, read=False)
    hall.award()
    assert hall.other_completing_cards() == {LINE: [3]}  # awarded, not paid: card 3 may still share
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    assert hall.other_completing_cards() == {}  # paid: no claim after payment (Art. 15)


def test_art14_jury_list_leaves_out_a_card_whose_claim_holds_the_prize(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c1 = hall.claim(g.series.number, 1)
    c3 = hall.claim(g.series.number, 3)
    assert hall.other_completing_cards() == {}
    verify(hall, c1, read=False)
    verify(hall, c3, read=False)
    hall.award()
    assert hall.other_completing_cards() == {}


def test_art14_strict_last_ball_one_shape_on_last_ball_is_enough(hall):
    g = hall.setup(tie_policy="strict", sold=(1,))
    hall.balls(*ROW1_A, 70, 69, 68, 17, 18, 19, 20)  # row 1 at ball 5, column 2 at ball 12
    c = hall.claim(g.series.number, 1)
    assert c.valid and c.completes[LINE] == (12, "column 2")


def test_art8_bonus_refused_on_p_u_n(hall):
    before = hall.settings["bonus"]
    with pytest.raises(RuleError) as e:
        hall.change_setting("bonus", {**before, P_U_N: [[20, 3]]}, hall.admin)
    assert "T or L" in str(e.value) and "P, U or N" in str(e.value)
    assert "P, U" in message(e.value)  # the prize named in the station's language
    assert hall.settings["bonus"] == before


def test_art8_bonus_refused_above_x5(hall):
    before = hall.settings["bonus"]
    with pytest.raises(RuleError) as e:
        hall.change_setting("bonus", {LINE: [[4, 6]], T_L: before[T_L]}, hall.admin)
    assert "×5" in str(e.value) and "×6" in str(e.value)
    with pytest.raises(RuleError):
        hall.change_setting("bonus", {LINE: [[4]]}, hall.admin)  # not a row
    assert hall.settings["bonus"] == before
    hall.change_setting("bonus", {LINE: [[5, 3]], T_L: []}, hall.admin)  # lowered, switched off
    assert hall.settings["bonus"] == {LINE: [[5, 3]], T_L: []}


def test_art7f_casino_contribution_capped_per_pot(hall, data_dir):
    """The cap is the casino's total for one pot, from its start to its win — not per payment."""
    admin = hall.admin
    assert hall.state.pot_seeded == 1_000_000  # the fixture's N$ 10,000
    hall.change_setting("casino_seed_max", 3_000_000, admin)
    assert hall.casino_seed_left == 2_000_000
    with pytest.raises(RuleError) as e:
        hall.seed_pot(2_000_001, session=admin)  # below the cap as one payment, above it in total
    assert e.value.fields["left"] == 2_000_000
    hall.seed_pot(1_500_000, session=admin)
    with pytest.raises(RuleError):
        hall.seed_pot(600_000, session=admin)
    hall.seed_pot(500_000, session=admin)
    assert hall.casino_seed_left == 0
    with pytest.raises(RuleError):
        hall.seed_pot(100, session=admin)
    # the major prize is won: the 3 % left over starts a new pot, with its own cap
    g = hall.setup(sold=(1,))
    hall.balls(*FULL_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    assert MAJOR in {a.prize for a in g.awards}
    assert hall.casino_seed_left == 3_000_000
    hall.seed_pot(1_000_000, session=admin)
    assert hall.casino_seed_left == 2_000_000
    hall.close()
    again = Station(data_dir)  # the same figure from the log
    try:
        assert again.casino_seed_left == 2_000_000
    finally:
        again.close()


def test_art12_casino_contribution_refused_while_a_proclaimed_pot_is_drawn(hall):
    """Money put in after the pot was proclaimed would be in no major prize: it waits for the next
    game (or for this game's major to be won, which starts the next pot)."""
    g = hall.setup(sold=(1,))
    before = hall.pot
    with pytest.raises(RuleError, match="between games"):
        hall.seed_pot(100_000, session=hall.admin)
    assert hall.pot == before
    hall.balls(*FULL_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    carry = hall.pot
    hall.seed_pot(100_000, session=hall.admin)  # the new pot
    assert hall.pot == carry + 100_000
