"""Every payment names who paid (Art. 11): the cashier signed in at the pay desk pays, the payment
records them, and recall, the ledger and the day report say who paid what — per prize, per game
and per day, what was awarded, what was paid and what is still unpaid."""

from __future__ import annotations

import pytest

from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.ledger import day_csv, day_ledger, game_ledger, payments_csv, prizes_csv
from hallstation.services.recall import poker_jackpots, poker_jackpots_text, recall, recall_text
from tests.core.bingo.helpers import FULL_A, ROW1_A
from tests.services.test_claims import verify
from tests.jury import ratify


def _line_for_two(hall):
    """Cards 1 and 3 share the line (row 1) on ball 5, both verified and awarded."""
    g = hall.setup()
    hall.balls(*ROW1_A)
    c1 = hall.claim(g.series.number, 1)
    c3 = hall.claim(g.series.number, 3)
    verify(hall, c1, read=False)
    verify(hall, c3, read=False)
    hall.award()
    return g, c1, c3


def payments(hall):
    return [e for e in hall.store.read(types=("payment.made",))]


# ------------------------------------------------------------------ who may pay
def test_art11_a_payment_without_a_signed_in_cashier_is_refused(hall):
    g, c1, _ = _line_for_two(hall)
    with pytest.raises(RuleError) as e:
        hall.pay(c1.id, LINE, "cash")  # nobody signed in at the pay desk
    assert "PIN" in message(e.value)
    assert payments(hall) == [] and LINE not in c1.paid


@pytest.mark.parametrize("who, pin", [("cantor", "1000"), ("jurado1", "1111"), ("admin", "1234")])
def test_art11_a_session_without_the_cashier_role_is_refused(hall, who, pin):
    g, c1, _ = _line_for_two(hall)
    session = hall.authenticate(who, pin)
    with pytest.raises(RuleError) as e:
        hall.pay(c1.id, LINE, "cash", session=session)
    assert who in message(e.value)
    assert payments(hall) == [] and LINE not in c1.paid


def test_art11_a_signed_out_cashier_pays_nothing(hall):
    g, c1, _ = _line_for_two(hall)
    session = hall.authenticate("cajero", "4444")
    hall.logout(session)
    with pytest.raises(RuleError):
        hall.pay(c1.id, LINE, "cash", session=session)
    assert payments(hall) == []


def test_art11_the_payment_names_the_cashier_who_paid(hall):
    g, c1, _ = _line_for_two(hall)
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    (e,) = payments(hall)
    assert e.data["by"] == "cajero" and e.actor == "cajero"
    assert c1.paid[LINE]["by"] == "cajero"


def test_a_simulated_game_pays_without_people(station):
    """``hallstation simulate`` plays without people; its payments need no session."""
    from hallstation.core.bingo.game import ELECTRONIC

    s = station.create_series(30, seed=5)
    g = station.new_game(s.number, 1000, source=ELECTRONIC, simulation=True)
    station.open_sales()
    station.sell(list(range(1, 31)))
    station.close_sales()
    ratify(station)
    while not g.awards:
        station.draw()
        won = sorted({c for cs in station.possible_winners().values() for c in cs})
        for card in won:
            station.claim(s.number, card)
        if won:
            station.award()
    a = g.awards[0]
    c = next(c for c in g.claims.values() if c.card == a.cards[0] and c.awarded)
    station.pay(c.id, a.prize, "payment_order" if a.per_card[0] > g.config.payment_threshold else "cash")
    assert c.paid[a.prize]["by"] == "simulation"


# ------------------------------------------------------------------ recall says who paid what
def test_recall_tells_who_paid_what_and_what_is_still_unpaid(hall):
    g, c1, c3 = _line_for_two(hall)
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    r = recall(hall, g.number)
    (p,) = r["payments"]
    assert p["by"] == "cajero" and p["card"] == 1 and p["prize"] == LINE
    text = recall_text(r)
    assert "Pago: cartón 1, Línea" in text and "pagado por cajero" in text
    share = g.awards[0].per_card[0]
    from hallstation.core.money import format_money

    # the line: two cards awarded, one paid, the other still owed
    assert f"Línea: adjudicado {format_money(2 * share)} (cartones: 2), pagado {format_money(share)} (pagos: 1), sin pagar {format_money(share)}" in text


# ------------------------------------------------------------------ the ledger counts payments
def test_ledger_awarded_paid_and_unpaid_per_prize_per_game_and_per_day(hall):
    g, c1, c3 = _line_for_two(hall)
    share = g.awards[0].per_card[0]
    led = game_ledger(g)
    line = led.account(LINE)
    assert (line.awarded, line.awarded_count, line.paid, line.paid_count) == (2 * share, 2, 0, 0)
    assert (line.unpaid, line.unpaid_count) == (2 * share, 2)
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    led = game_ledger(g)
    line = led.account(LINE)
    assert (line.paid, line.paid_count, line.unpaid, line.unpaid_count) == (share, 1, share, 1)
    assert line.payments == [{"game": g.number, "claim": c1.id, "card": 1, "prize": LINE, "amount": share, "method": "cash", "winner": "", "by": "cajero"}]
    assert [a.prize for a in led.accounts][-1] == MAJOR and led.account(MAJOR).awarded == 0
    assert (led.awarded, led.paid, led.unpaid, led.paid_count, led.unpaid_count) == (2 * share, share, share, 1, 1)
    day = day_ledger(hall)
    t = day.totals()
    assert (t["awarded"], t["paid"], t["unpaid"], t["awarded_count"], t["paid_count"], t["unpaid_count"]) == (2 * share, share, share, 2, 1, 1)
    assert day.paid_by() == {"cajero": (1, share)}
    assert {a.prize: (a.paid, a.unpaid) for a in day.accounts()}[LINE] == (share, share)
    hall.pay(c3.id, LINE, "cash", session=hall.cajero)
    t = day_ledger(hall).totals()
    assert (t["paid"], t["unpaid"], t["unpaid_count"]) == (2 * share, 0, 0)


def test_ledger_csv_files_carry_awarded_paid_unpaid_and_who_paid(hall):
    g, c1, _ = _line_for_two(hall)
    share = g.awards[0].per_card[0]
    hall.pay(c1.id, LINE, "cash", session=hall.cajero)
    day = day_ledger(hall)
    rows = day_csv(day).strip().splitlines()
    head = rows[0].split(",")
    for col in ("awarded", "awarded_count", "paid", "paid_count", "unpaid", "unpaid_count"):
        assert col in head
    game_row = dict(zip(head, rows[1].split(",")))
    total_row = dict(zip(head, rows[-1].split(",")))
    for row in (game_row, total_row):
        assert (row["awarded"], row["paid"], row["unpaid"], row["paid_count"], row["unpaid_count"]) == (str(2 * share), str(share), str(share), "1", "1")
    prizes = [r.split(",") for r in prizes_csv(day).strip().splitlines()]
    assert prizes[0] == ["game", "prize", "awarded", "awarded_count", "paid", "paid_count", "unpaid", "unpaid_count"]
    assert [str(g.number), LINE, str(2 * share), "2", str(share), "1", str(share), "1"] in prizes
    assert ["total", MAJOR, "0", "0", "0", "0", "0", "0"] in prizes
    pays = payments_csv(day).strip().splitlines()
    assert pays[0] == "game,claim,card,prize,amount,method,winner,by"
    assert pays[1] == f"{g.number},{c1.id},1,{LINE},{share},cash,,cajero"


def test_ledger_counts_the_major_prize_paid_by_cheque(hall):
    g = hall.setup(limit=50, sold=(1,))
    hall.balls(*FULL_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    awards = {a.prize: a for a in hall.award()}
    hall.pay(c.id, MAJOR, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=hall.cajero)
    led = game_ledger(g)
    major = led.account(MAJOR)
    assert (major.awarded, major.paid, major.unpaid, major.paid_count) == (awards[MAJOR].amount, awards[MAJOR].amount, 0, 1)
    assert major.payments[0]["winner"] == "Ana Pérez" and major.payments[0]["by"] == "cajero"
    full = led.account(FULL_CARD)
    assert full.awarded == awards[FULL_CARD].amount and full.paid == 0 and full.unpaid_count == 1
    assert led.major_awarded == awards[MAJOR].amount


# ------------------------------------------------------------------ poker jackpots: supervisor and dealer
def test_recall_shows_the_poker_jackpot_payments_with_supervisor_and_dealer(people_template, data_dir):
    import shutil

    from hallstation.core.poker import PokerSettings
    from hallstation.services.poker import PokerTable
    from hallstation.services.station import Station

    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    try:
        admin = st.authenticate("admin", "1234")
        st.create_user("crupier", ["dealer"], "6666", session=admin)
        st.create_user("supervisor", ["supervisor"], "7777", session=admin)
        assert poker_jackpots(st) == [] and poker_jackpots_text([]) == "No se ha pagado ningún pozo de póker.\n"
        t = PokerTable(st, 1, PokerSettings(min_ante_cents=1_000, max_ante_cents=100_000, jackpot_bet_cents=1_000,
                                            meter_share_bp=7_000, meter_seed_cents=1_000_000))
        t.sign_in("crupier", "6666")
        t.open_round()
        t.place_bet(1, 1_000, jackpot=True)
        t.coin_in()
        t.enter_cards(1, "5S 7S 9S JS QS")  # a flush: $ 500 from the house (Art. 17)
        t.enter_cards("dealer", "AD KD 4H 3C 2C")
        t.call(1)
        t.settle()
        paid = t.pay_jackpot("supervisor", "7777")
        (row,) = poker_jackpots(st)
        assert row["supervisor"] == "supervisor" and row["dealer"] == "crupier"
        assert row["table"] == 1 and row["round"] == 1
        assert row["hits"] == [{"seat": 1, "hand": "flush", "amount_cents": paid[0].amount_cents}]
        assert row["paid_cents"] == sum(p.amount_cents for p in paid)
        text = poker_jackpots_text([row])
        assert "supervisor supervisor" in text and "crupier" in text and "Color" in text
        assert poker_jackpots(st, table=2) == []
    finally:
        st.close()
