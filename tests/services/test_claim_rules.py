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
from tests.jury import ratify
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


def test_art8_the_settings_refuse_a_table_above_the_ceiling_at_any_ball_count(hall):
    before = hall.settings["bonus"]
    n = len(hall.store)
    for table, balls, factor in (
        ({LINE: [[75, 5]]}, 75, 5),  # "line ×5 up to 75 balls"
        ({T_L: [[11, 5], [40, 5]]}, 40, 5),  # "T/L ×5 up to 40"
        ({LINE: [[5, 5], [7, 4]]}, 7, 4),  # ×4 at the 7th ball: the regulation's is ×3
        ({T_L: [[12, 5]]}, 12, 5),
    ):
        with pytest.raises(RuleError) as e:
            hall.change_setting("bonus", {**before, **table}, hall.admin)
        assert e.value.fields["balls"] == balls and e.value.fields["factor"] == factor
        assert f"{balls} bolillas" in message(e.value)
    assert hall.settings["bonus"] == before and len(hall.store) == n


def test_art8_an_old_log_with_a_table_above_the_ceiling_replays_but_no_new_game_starts_with_it(hall, data_dir):
    """An older station accepted "line ×5 up to 75 balls": its settings and its game replay (the
    fold never refuses an old event), the game pays no more than the regulation at each ball, and
    no new game starts with the table until it is corrected."""
    old_table = {LINE: [[75, 5]], T_L: [[40, 5]]}
    hall.commit([("settings.changed", {"name": "bonus", "value": old_table, "old": hall.settings["bonus"]})], "admin")
    hall.change_setting("jury_signoffs", 1, hall.admin)
    s = hall.import_series([tuple(map(tuple, c)) for c in (CARD_A, CARD_C)], hall.next_series_number(), "amarillo", "A", session=hall.admin)
    hall.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")])
    n = len(hall.store)
    with pytest.raises(RuleError) as e:
        hall.new_game(s.number, 100_000, source="manual", session=hall.admin)
    text = message(e.value)
    assert text.startswith("Ningún juego nuevo con la tabla de bonificación")
    assert "Línea: el Art. 8 no da bonificación por cantidad de bolillas pasadas las 8 bolillas; ×5 hasta 75 bolillas" in text
    assert len(hall.store) == n
    st = hall.settings
    # the game an older station created with that table
    hall.commit([("game.created", {
        "game": 1, "series": s.number, "price": 100_000, "source": "manual", "limit": 55, "word": st["hall_word"],
        "patterns": st["patterns"], "bonus": old_table, "promo": {}, "tie_policy": "shared", "unit": 100,
        "red_ball": False, "jury_signoffs": 1, "payment_threshold": st["payment_threshold"], "simulation": False,
    })], "admin")
    g = hall.current_game
    hall.open_sales(session=hall.admin)
    hall.sell([1, 2], session=hall.cajero)
    hall.close_sales(session=hall.cajero)
    ratify(hall)
    hall.balls(*[75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 60, 59, 58, 57, 56], *ROW1_A)  # row 1 on ball 20
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    line = next(a for a in g.awards if a.prize == LINE)
    assert line.ball_counts == (20,) and line.multipliers == (1,) and line.bonus_cost == 0  # the old table said ×5
    hall.close()
    again = Station(data_dir)
    try:
        assert again.attention is None
        assert again.get_game(1).config.bonus[LINE] == ((75, 5),)
        assert [a.to_dict() for a in again.get_game(1).awards] == [a.to_dict() for a in g.awards]
    finally:
        again.close()
