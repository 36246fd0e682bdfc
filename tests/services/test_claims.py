"""The claim: "¡Premio!", the jury's verification, the stamp and the payment (Arts. 8, 11, 12, 14, 15)."""

import pytest

from hallstation.core.bingo.game import FINISHED, PAUSED
from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, MAJOR, T_L
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.station import Station
from tests.core.bingo.helpers import CORNERS_A, FULL_A, ROW1_A, filler


def verify(hall, claim, juries=(("jurado1", "1111"),), read=True):
    if read:  # the numbers of the claimed shapes (all 24 for the full card)
        for _ in range(len(hall.current_game.claim_reading(claim))):
            hall.read_number(claim.id, True)
    for name, pin in juries:
        hall.sign_claim(claim.id, name, pin)
    return hall.stamp_claim(claim.id)


def test_art11_valid_single_claim_verified_stamped_awarded_paid(hall):
    g = hall.setup()
    hall.balls(70, *ROW1_A)  # row 1 of card 1 on ball 6: ×4
    c = hall.claim(g.series.number, 1)
    assert g.state == PAUSED and c.valid and c.completes[LINE] == (6, "row 1")
    with pytest.raises(RuleError):
        hall.award()  # not verified yet
    stamp = verify(hall, c)
    assert stamp == 1 and c.signatures == ["jurado1"]
    (a,) = hall.award()
    assert a.prize == LINE and a.multiplier == 4 and a.per_card == (4 * g.dividends.prizes[LINE],)
    with pytest.raises(RuleError):
        hall.resume()  # not paid yet
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    hall.resume()
    assert g.state == "drawing"
    stamped = [e for e in hall.store.read() if e.type == "claim.stamped"][0]
    assert stamped.data["signatures"] == ["jurado1"] and stamped.ts


def test_art11_jury_signoffs_setting_needs_distinct_members(hall):
    g = hall.setup(signoffs=2)
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    hall.sign_claim(c.id, "jurado1", "1111")
    with pytest.raises(RuleError):
        hall.sign_claim(c.id, "jurado1", "1111")  # the same person twice
    with pytest.raises(RuleError):
        hall.stamp_claim(c.id)  # one signature of two
    with pytest.raises(RuleError) as e:
        hall.sign_claim(c.id, "jurado2", "9999")
    assert "PIN" in message(e.value)
    with pytest.raises(RuleError):
        hall.sign_claim(c.id, "cantor", "1000")  # not a jury member
    hall.sign_claim(c.id, "jurado2", "2222")
    hall.stamp_claim(c.id)
    assert c.signatures == ["jurado1", "jurado2"]


def test_art14_two_co_winners_on_one_ball_share(hall):
    g = hall.setup()
    hall.balls(70, 69, *ROW1_A)  # cards 1 and 3 share row 1; ball 7: ×3
    c1 = hall.claim(g.series.number, 1)
    c3 = hall.claim(g.series.number, 3)
    assert hall.other_completing_cards() == {}
    verify(hall, c1)
    verify(hall, c3)
    (a,) = hall.award()
    base = g.dividends.prizes[LINE]
    assert a.cards == (1, 3) and a.per_card == (3 * (base // 2),) * 2


def test_art14_co_winner_after_the_award_before_payment_shares(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c1 = hall.claim(g.series.number, 1)
    assert hall.other_completing_cards() == {LINE: [3]}  # the jury sees the missed winner
    verify(hall, c1)
    hall.award()
    c3 = hall.claim(g.series.number, 3)
    assert c3.valid
    verify(hall, c3)
    (a,) = hall.award()
    assert a.cards == (1, 3) and [x.prize for x in g.awards] == [LINE]


def test_art15_no_claim_after_the_prize_was_paid(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c1 = hall.claim(g.series.number, 1)
    verify(hall, c1)
    hall.award()
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    c3 = hall.claim(g.series.number, 3)
    assert not c3.valid and c3.reason == "after_paid"


def test_art14_strict_last_ball_rejects_a_late_claim(hall):
    g = hall.setup(tie_policy="strict")
    hall.balls(*ROW1_A, 70)
    c = hall.claim(g.series.number, 1)
    assert not c.valid and c.reason == "late"
    hall.resume()


@pytest.mark.parametrize(
    "series_delta,card,reason",
    [(0, 9, "unknown_card"), (1, 1, "other_series"), (0, 2, "not_sold")],
)
def test_art11_rejections_recorded_with_reason(hall, series_delta, card, reason):
    g = hall.setup(sold=(1, 3))
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number + series_delta, card)
    assert not c.valid and c.reason == reason
    ev = [e for e in hall.store.read() if e.type == "claim.made"][-1]
    assert ev.data["reason"] == reason
    assert g.balls == ROW1_A and not g.awards


def test_art11_claim_completing_nothing_rejected(hall):
    g = hall.setup()
    hall.balls(*ROW1_A[:4])
    assert hall.claim(g.series.number, 1).reason == "no_open_prize"


def test_art15_prize_already_awarded_on_an_earlier_ball(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    hall.award()
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    hall.resume()
    hall.balls(70)
    assert hall.claim(g.series.number, 3).reason == "prize_awarded"


def test_art11_numbers_read_do_not_match_forged_card(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    hall.read_number(c.id, True)
    hall.read_number(c.id, False)  # the seller called a number the stored card does not have
    assert c.rejected == "forged"
    with pytest.raises(RuleError):
        hall.sign_claim(c.id, "jurado1", "1111")
    hall.resume()  # a rejected claim does not hold the draw
    assert g.state == "drawing"


def test_wrong_check_code_rejects_as_forged(hall):
    from hallstation.services.checkcode import check_code, load_or_create_secret

    g = hall.setup()
    hall.balls(*ROW1_A)
    bad = hall.claim(g.series.number, 1, check_code="AAAAAA")
    assert not bad.valid and bad.reason == "bad_check_code"
    good_code = check_code(load_or_create_secret(hall.data_dir), g.series.number, g.series.card(1))
    good = hall.claim(g.series.number, 1, check_code=good_code.lower())
    assert good.valid


def test_art8_one_claim_wins_two_prizes_at_once(hall):
    g = hall.setup()
    e_numbers = [1, 2, 3, 4, 5, 16, 31, 46, 61, 18, 48, 63, 20, 34, 50, 65]
    hall.balls(*e_numbers)
    c = hall.claim(g.series.number, 1)
    assert set(c.prizes) == {LINE, T_L, A_D_E_S}
    verify(hall, c)
    awards = {a.prize: a for a in hall.award()}
    assert set(awards) == {LINE, T_L, A_D_E_S}
    for p in (LINE, T_L, A_D_E_S):
        hall.pay(c.id, p, "cash", session=hall.cajero)
    hall.resume()


def test_art8_line_bonus_x5_at_ball_4_with_the_four_corners(hall):
    g = hall.setup()
    hall.balls(*CORNERS_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    (a,) = hall.award()
    assert a.multiplier == 5 and a.per_card == (5 * g.dividends.prizes[LINE],)
    assert a.bonus_cost == 4 * g.dividends.prizes[LINE]


def test_art8_line_bonus_x5_at_ball_5(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    assert hall.award()[0].multiplier == 5


def test_art8_t_l_bonus_x2_at_ball_14(hall):
    g = hall.setup(sold=(1,))
    t_numbers = [1, 16, 31, 46, 61, 32, 33, 34]
    hall.balls(*t_numbers[:5])
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    hall.award()
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    hall.resume()
    hall.balls(*filler(FULL_A, 6), *t_numbers[5:])
    c2 = hall.claim(g.series.number, 1)
    assert c2.completes[T_L] == (14, "T")
    verify(hall, c2)
    (a,) = hall.award()
    assert a.prize == T_L and a.multiplier == 2 and a.per_card == (2 * g.dividends.prizes[T_L],)


def test_art12_major_prize_red_light_97_percent_paid_3_kept(hall):
    from hallstation.services.views import board_view

    g = hall.setup(limit=50, sold=(1,))
    pot = g.pot_before_draw
    hall.balls(*FULL_A)
    c = hall.claim(g.series.number, 1)
    assert not board_view(hall).major_won
    verify(hall, c)
    awards = {a.prize: a for a in hall.award()}
    assert {LINE, T_L, FULL_CARD, MAJOR} <= set(awards)
    assert awards[MAJOR].per_card == (pot * 97 // 100 // 100 * 100,)
    assert awards[MAJOR].carry == pot - pot * 9700 // 10000
    assert hall.pot == awards[MAJOR].carry  # the next pot starts with the 3 %
    assert board_view(hall).major_won  # the red light on every public screen
    with pytest.raises(RuleError):
        hall.pay(c.id, MAJOR, "cash", session=hall.cajero)  # by internal cheque only (Art. 11)
    with pytest.raises(RuleError):
        hall.pay(c.id, MAJOR, "cheque", session=hall.cajero)  # the winner's name and document (Art. 12)
    for p in c.prizes:
        hall.pay(c.id, p, "payment_order" if awards[p].per_card[0] > g.config.payment_threshold else "cash", session=hall.cajero)
    assert g.state != FINISHED
    hall.pay(c.id, MAJOR, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=hall.cajero)
    assert g.state == FINISHED
    pay = [e for e in hall.store.read() if e.type == "payment.made" and e.data["prize"] == MAJOR][0]
    assert pay.data["card_retained"] and pay.data["winner"] == "Ana Pérez"


def test_art11_payment_order_only_above_threshold(hall):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    hall.award()
    with pytest.raises(RuleError):
        hall.pay(c.id, LINE, "payment_order", session=hall.cajero)
    with pytest.raises(RuleError):
        hall.pay(c.id, LINE, "cheque", session=hall.cajero)
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    with pytest.raises(RuleError):
        hall.pay(c.id, LINE, "cash", session=hall.cajero)  # no one is paid twice


def test_restart_in_the_middle_of_the_jury_verification_same_step(hall, data_dir):
    g = hall.setup(signoffs=2)
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    for _ in range(3):  # of the row's 5
        hall.read_number(c.id, True)
    hall.sign_claim(c.id, "jurado1", "1111")
    hall.close()
    st = Station(data_dir)
    try:
        g2 = st.current_game
        c2 = g2.claims[c.id]
        assert g2.state == PAUSED and c2.read == 3 and c2.signatures == ["jurado1"] and c2.stamp is None
        st.sign_claim(c2.id, "jurado2", "2222")
        st.stamp_claim(c2.id)
        st.award()
    finally:
        st.close()


def test_art12_same_card_claims_twice_the_earlier_claim_is_not_held_by_the_major(hall):
    """A card paid for a letter earlier, then winning the full card and the major prize with a new
    claim: the earlier claim is settled; the major belongs to the full-card claim only."""
    g = hall.setup(limit=60, sold=(1,))
    hall.balls(*ROW1_A)
    c1 = hall.claim(g.series.number, 1)
    verify(hall, c1, read=False)
    hall.award()
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    hall.resume()
    rest = [n for n in FULL_A if n not in ROW1_A]
    hall.balls(*rest)
    c2 = hall.claim(g.series.number, 1)
    assert FULL_CARD in c2.prizes
    verify(hall, c2, read=False)
    hall.award()
    assert g.prizes_won(c1) == [LINE] and MAJOR in g.prizes_won(c2)
    assert g.settled(c1)
    for p in g.prizes_won(c2):
        if p == MAJOR:
            hall.pay(c2.id, p, "cheque", winner="Ana", id_doc="1", session=hall.cajero)
        else:
            amount = next(a for a in g.awards if a.prize == p).per_card[0]
            hall.pay(c2.id, p, "payment_order" if amount > g.config.payment_threshold else "cash", session=hall.cajero)
    assert g.state == FINISHED


def test_recall_tells_balls_claims_awards_and_payments_from_the_log(hall):
    from hallstation.services.recall import recall, recall_text

    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    r = recall(hall, g.number)
    assert [b["ball"] for b in r["balls"]] == ROW1_A
    assert r["claims"][0]["card"] == 1 and r["awards"][0]["prize"] == LINE
    assert r["payments"][0]["method"] == "cash" and r["payments"][0]["by"] == "cajero"
    text = recall_text(r)
    assert "Pago: cartón 1, Línea" in text and "en efectivo" in text and "pagado por cajero" in text
