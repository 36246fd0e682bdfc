"""The poker table service: every step an event, folded back exactly after a restart (Res. 4426/00)."""

from __future__ import annotations

import shutil

import pytest

from hallstation.core.errors import RuleError
from hallstation.core.poker import PaymentKind, PokerSettings
from hallstation.services.poker import (
    BETTING,
    DEALING,
    JACKPOT_PENDING,
    SETTLED,
    PokerTable,
)
from hallstation.services.station import Station

S = PokerSettings(min_ante_cents=1_000, max_ante_cents=100_000, jackpot_bet_cents=1_000,
                  meter_share_bp=7_000, meter_seed_cents=1_000_000)
QUALIFIED = "AD KD 4H 3C 2C"  # ace-king high


@pytest.fixture(scope="module")
def people(tmp_path_factory):
    """A station folder with a dealer and a supervisor (PIN hashes are slow: made once)."""
    root = tmp_path_factory.mktemp("poker-people")
    st = Station(root)
    st.create_user("crupier", ["dealer"], "6666", actor="test")
    st.create_user("supervisor", ["supervisor"], "7777", actor="test")
    st.create_user("cantor", ["caller"], "1000", actor="test")
    st.close()
    return root


@pytest.fixture
def folder(people, data_dir):
    shutil.copytree(people, data_dir, dirs_exist_ok=True)
    return data_dir


@pytest.fixture
def opened(folder):
    """(station, table) with the dealer signed in and round 1 open."""
    st = Station(folder)
    t = PokerTable(st, 1, S)
    t.sign_in("crupier", "6666")
    t.open_round()
    yield st, t
    st.close()


def events(st, prefix="poker."):
    return [e for e in st.store.read() if e.type.startswith(prefix)]


def test_table_starts_at_the_seed_and_records_itself(folder):
    st = Station(folder)
    t = PokerTable(st, 2, S)
    assert t.meter_cents == S.meter_seed_cents and t.state == "no_round"
    assert [e.type for e in events(st)] == ["poker.table_opened"]
    assert events(st)[0].data["table"] == 2
    with pytest.raises(RuleError, match="sign in"):
        t.open_round()
    st.close()


def test_dealer_sign_in_needs_the_dealer_role_and_the_right_pin(folder):
    st = Station(folder)
    t = PokerTable(st, 1, S)
    with pytest.raises(RuleError, match="Wrong PIN"):
        t.sign_in("crupier", "0000")
    with pytest.raises(RuleError, match="role dealer"):
        t.sign_in("cantor", "1000")
    assert t.dealer is None
    t.sign_in("crupier", "6666")
    assert t.dealer == "crupier"
    t.open_round()
    assert events(st)[-1].actor == "crupier"
    st.close()


def test_art5_coin_in_feeds_the_meter_and_lights_the_jackpot_seats(opened):
    st, t = opened
    t.place_bet(1, 5_000, jackpot=True)
    t.place_bet(2, 2_000)
    t.place_bet(3, 3_000, jackpot=True)
    assert t.coin_in() == S.meter_seed_cents + 2 * 700
    v = t.view()
    assert v.state == DEALING
    assert [s.lit for s in v.seats[:3]] == [True, False, True]
    e = events(st)[-1]
    assert e.type == "poker.coin_in" and e.data["to_meter_cents"] == 1_400
    assert e.data["to_house_cents"] == 600 and e.actor == "crupier"


def test_art22_ante_limits_and_art4_jackpot_needs_an_ante(opened):
    st, t = opened
    with pytest.raises(RuleError, match="outside the table limits"):
        t.place_bet(1, 999)
    with pytest.raises(RuleError, match="outside the table limits"):
        t.place_bet(1, 100_001)
    with pytest.raises(RuleError, match="together with an ANTE"):
        t.place_bet(1, 0, jackpot=True)
    with pytest.raises(RuleError, match="seats are 1 to 7"):
        t.place_bet(8, 1_000)
    with pytest.raises(RuleError, match="no seat has placed an ANTE"):
        t.coin_in()
    assert [e.type for e in events(st)][-1] == "poker.round_opened"


def test_art7_bets_refused_after_coin_in(opened):
    st, t = opened
    t.place_bet(1, 5_000, jackpot=True)
    t.coin_in()
    n = len(st.store)
    for step in (lambda: t.place_bet(1, 10_000), lambda: t.place_bet(2, 5_000),
                 lambda: t.set_jackpot(1, False), lambda: t.clear_seat(1)):
        with pytest.raises(RuleError, match="Art. 7"):
            step()
    with pytest.raises(RuleError, match="settle it first"):
        t.game_over()  # no GAME OVER while the round is being played either
    assert len(st.store) == n
    assert t.view().seat(1).ante_cents == 5_000 and t.view().seat(1).jackpot


def _deal(t, hands, dealer=QUALIFIED):
    for seat, cards in hands.items():
        t.enter_cards(seat, cards)
    t.enter_cards("dealer", dealer)


def test_art17_art20_whole_round_with_two_jackpot_seats(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 2_000)
    t.place_bet(3, 1_000, jackpot=True)
    meter = t.coin_in()
    _deal(t, {1: "5S 7S 9S JS QS", 2: "8H 8D 2S 3D 5C", 3: "6S 6H 6D 10C 10H"})
    t.call(1)
    t.fold(2)
    t.call(3)
    result = t.settle()
    assert t.state == JACKPOT_PENDING
    v = t.view()
    assert [h.hand_class for h in v.pending_hits] == ["flush", "full_house"]
    assert all(p.kind is not PaymentKind.JACKPOT for p in v.payments)
    with pytest.raises(RuleError, match="Art. 20"):
        t.game_over()
    paid = t.pay_jackpot("supervisor", "7777")
    assert [(p.seat, p.amount_cents) for p in paid] == [(1, 50_000), (3, 100_000)]
    v = t.view()
    assert t.state == SETTLED and v.celebrating
    kinds = [(p.seat, p.kind.value) for p in v.payments]
    assert kinds == [(1, "ante_win"), (2, "ante_loss"), (3, "ante_win"),
                     (1, "call_win"), (3, "call_win"), (1, "jackpot"), (3, "jackpot")]
    assert v.payments == result.payments
    # Art. 17 (corrected): flush and full house are the house's; the meter stays as it was
    assert t.meter_cents == meter == result.meter_after_cents
    assert result.house_prizes_cents == 150_000 and result.paid_from_meter_cents == 0
    assert result.reseed_cents == 0
    last = events(st)[-1]
    assert last.type == "poker.jackpot_paid" and last.actor == "supervisor"
    assert last.data["house_prizes_cents"] == 150_000 and last.data["meter_after_cents"] == meter
    assert "meter_surplus_to_house_cents" not in last.data
    assert t.game_over() == 2
    assert t.state == BETTING and t.view().last_hits[0].seat == 1
    assert not t.view().celebrating


def test_art13b_dealer_not_qualified_pays_the_ante_returns_the_call(opened):
    st, t = opened
    t.place_bet(1, 1_000)
    t.coin_in()
    _deal(t, {1: "2S 2H 5D 7C 9H"}, dealer="AC QD 9D 7S 3D")
    t.call(1)
    r = t.settle()
    assert not r.dealer_qualifies
    assert [(p.kind.value, p.amount_cents) for p in r.payments] == [("ante_win", 2_000),
                                                                      ("call_return", 2_000)]
    assert t.state == SETTLED


def test_art16_push_bets_stay_with_the_player(opened):
    st, t = opened
    t.place_bet(1, 1_000)
    t.coin_in()
    _deal(t, {1: "AS KS 4D 3H 2H"}, dealer="AH KH 4C 3S 2S")
    t.call(1)
    r = t.settle()
    assert r.outcomes[0].outcome.value == "push"
    assert [p.kind.value for p in r.payments] == ["ante_push", "call_push"]


def test_art10_folded_royal_wins_no_jackpot(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.coin_in()
    _deal(t, {1: "10S JS QS KS AS"})
    t.fold(1)
    r = t.settle()
    assert r.jackpot_hits == () and t.state == SETTLED
    assert t.meter_cents == S.meter_seed_cents + 700


def test_art10_a_folded_royal_does_not_share_the_meter(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(4, 1_000, jackpot=True)
    t.coin_in()
    _deal(t, {1: "10S JS QS KS AS", 4: "10H JH QH KH AH"}, dealer="2C 3C 4D 8C 9D")
    t.call(1)
    t.fold(4)  # a fold wins nothing (Art. 10) ...
    t.settle()
    assert [h.seat for h in t.view().pending_hits] == [1]


def test_art17_two_royals_share_the_meter_wrong_pin_pays_nothing(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(4, 1_000, jackpot=True)
    meter = t.coin_in()
    _deal(t, {1: "10S JS QS KS AS", 4: "10H JH QH KH AH"}, dealer="2C 3C 4D 8C 9D")
    t.call(1)
    t.call(4)
    r = t.settle()
    assert [(h.seat, h.amount_cents) for h in r.jackpot_hits] == [(1, meter // 2), (4, meter // 2)]
    before = t.view()
    with pytest.raises(RuleError, match="Wrong PIN"):
        t.pay_jackpot("supervisor", "0000")
    with pytest.raises(RuleError, match="role supervisor"):
        t.pay_jackpot("crupier", "6666")
    assert t.state == JACKPOT_PENDING and t.view() == before
    assert not [e for e in events(st) if e.type == "poker.jackpot_paid"]
    t.pay_jackpot("supervisor", "7777")
    assert t.meter_cents == S.meter_seed_cents
    assert [p.amount_cents for p in t.view().payments if p.kind is PaymentKind.JACKPOT] == [meter // 2] * 2


def test_art9_wrong_count_voids_the_seat(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 1_000)
    t.coin_in()
    assert t.enter_cards(1, "10S JS QS KS") == 4
    t.enter_cards(2, "2S 2H 5D 7C 9H")
    t.enter_cards("dealer", QUALIFIED)
    assert t.view().seat(1).void
    with pytest.raises(RuleError, match="void"):
        t.call(1)
    t.call(2)
    r = t.settle()
    assert r.outcome_of(1).outcome.value == "hand_void"
    assert [(p.seat, p.kind.value) for p in r.payments] == [(1, "ante_void_return"), (2, "ante_win"),
                                                          (2, "call_win"),
                                                          (1, "jackpot_bet_void_return")]
    assert t.meter_cents == S.meter_seed_cents  # seat 1's 700 came back off the meter


def test_art9_dealer_wrong_count_voids_round(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.coin_in()
    t.enter_cards(1, "10S JS QS KS AS")
    t.enter_cards("dealer", "2C 3C 4D 8C 9D 7H")
    assert t.view().dealer_void
    r = t.settle()  # no decisions needed: the round is void
    assert r.round_void and r.jackpot_hits == ()
    assert [p.kind.value for p in r.payments] == ["ante_void_return", "jackpot_bet_void_return"]
    assert t.view().round_void and t.state == SETTLED
    assert t.meter_cents == S.meter_seed_cents  # as before COIN IN


def test_art1_duplicate_card_refused_with_a_clear_message(opened):
    st, t = opened
    t.place_bet(1, 1_000)
    t.place_bet(2, 1_000)
    t.coin_in()
    t.enter_cards(1, "AS KD 10H 9C 2S")
    n = len(st.store)
    with pytest.raises(RuleError, match=r"KD is already in seat 1's hand"):
        t.enter_cards(2, "KD 3C 4C 5C 7D")
    with pytest.raises(RuleError, match=r"AS is already in seat 1's hand"):
        t.enter_cards("dealer", "AS 3C 4C 5C 7D")
    with pytest.raises(RuleError, match="entered twice"):
        t.enter_cards(2, "3C 3C 4C 5C 7D")
    with pytest.raises(RuleError, match="is not a card"):
        t.enter_cards(2, "3C 1X")
    assert len(st.store) == n
    t.enter_cards(1, "AS KD 10H 9C 3S")  # a seat's own cards may be corrected before it decides


def test_art10_call_is_exactly_twice_the_ante(opened):
    st, t = opened
    t.place_bet(1, 1_500)
    t.coin_in()
    t.enter_cards(1, "AS KD 10H 9C 2S")
    with pytest.raises(RuleError, match="exactly twice"):
        t.call(1, 2_000)
    t.call(1, 3_000)
    with pytest.raises(RuleError, match="already decided"):
        t.fold(1)


def test_settle_needs_cards_and_decisions(opened):
    st, t = opened
    t.place_bet(1, 1_000)
    t.coin_in()
    with pytest.raises(RuleError, match="dealer's cards"):
        t.settle()
    t.enter_cards("dealer", QUALIFIED)
    with pytest.raises(RuleError, match="Seat 1: enter its cards"):
        t.settle()
    t.enter_cards(1, "2S 2H 5D 7C 9H")
    with pytest.raises(RuleError, match="fold or call"):
        t.settle()


def test_meter_persists_across_rounds_and_restarts(folder):
    st = Station(folder)
    t = PokerTable(st, 1, S)
    t.sign_in("crupier", "6666")
    t.open_round()
    t.place_bet(1, 1_000, jackpot=True)
    t.coin_in()
    _deal(t, {1: "2S 2H 5D 7C 9H"})
    t.fold(1)
    t.settle()
    t.game_over()
    t.place_bet(2, 1_000, jackpot=True)
    t.coin_in()
    assert t.meter_cents == S.meter_seed_cents + 1_400
    st.close()
    st2 = Station(folder)
    t2 = PokerTable(st2, 1)
    assert t2.meter_cents == S.meter_seed_cents + 1_400 and t2.round_number == 2
    st2.close()


@pytest.mark.parametrize("stop_after", range(9))
def test_kill_and_restart_brings_the_table_back_exactly(folder, stop_after):
    steps = [
        lambda t: t.place_bet(1, 1_000, jackpot=True),
        lambda t: t.place_bet(3, 2_000, jackpot=True),
        lambda t: t.coin_in(),
        lambda t: t.enter_cards(1, "10S JS QS KS AS"),
        lambda t: t.enter_cards(3, "6S 6H 6D 10C 10H"),
        lambda t: t.enter_cards("dealer", "2C 3C 4D 8C 9D"),
        lambda t: (t.call(1), t.fold(3)),
        lambda t: t.settle(),
        lambda t: t.pay_jackpot("supervisor", "7777"),
    ]
    st = Station(folder)
    t = PokerTable(st, 1, S)
    t.sign_in("crupier", "6666")
    t.open_round()
    for step in steps[: stop_after + 1]:
        step(t)
    before = t.view()
    st.close()  # the power goes
    st2 = Station(folder)
    t2 = PokerTable(st2, 1)
    assert t2.view() == before
    for step in steps[stop_after + 1:]:  # and the round goes on from where it stood
        step(t2)
    assert t2.state == SETTLED and t2.meter_cents == S.meter_seed_cents
    st2.close()


def test_settings_change_applies_from_the_next_round(folder):
    st = Station(folder)
    t = PokerTable(st, 1, S)
    t.sign_in("crupier", "6666")
    t.open_round()
    st.close()
    st = Station(folder)
    bigger = PokerSettings(min_ante_cents=5_000, max_ante_cents=100_000, meter_seed_cents=1_000_000)
    t = PokerTable(st, 1, bigger)
    assert events(st)[-1].type == "poker.settings_changed"
    t.place_bet(1, 1_000)  # round 1 keeps the limits it opened with
    t.coin_in()
    t.enter_cards(1, "2S 2H 5D 7C 9H")
    t.enter_cards("dealer", QUALIFIED)
    t.fold(1)
    t.settle()
    t.game_over()
    with pytest.raises(RuleError, match="outside the table limits"):
        t.place_bet(1, 1_000)
    st.close()


def test_two_tables_do_not_see_each_other(folder):
    st = Station(folder)
    a, b = PokerTable(st, 1, S), PokerTable(st, 2, S)
    a.sign_in("crupier", "6666")
    a.open_round()
    a.place_bet(1, 1_000, jackpot=True)
    a.coin_in()
    assert b.meter_cents == S.meter_seed_cents and b.state == "no_round"
    st.close()


# --- Art. 17 and Art. 9 as corrected (RULES.md Part 2), through the event log ----------------------


def _restart(st, folder):
    view = PokerTable(st, 1).view()
    st.close()
    st2 = Station(folder)
    t2 = PokerTable(st2, 1)
    assert t2.view() == view  # the replay gives the same table, the same meter
    return st2, t2


def _play_to_paid(t, hands, calls, dealer=QUALIFIED):
    _deal(t, hands, dealer)
    for n in hands:
        (t.call if n in calls else t.fold)(n)
    r = t.settle()
    if r.jackpot_hits:
        t.pay_jackpot("supervisor", "7777")
    return r


def _raise_meter(t, rounds=3):
    """Play ``rounds`` rounds with a folded lit seat so the meter is above its seed."""
    for _ in range(rounds):
        t.place_bet(1, 1_000, jackpot=True)
        t.coin_in()
        _play_to_paid(t, {1: "2S 2H 5D 7C 9H"}, calls=())
        t.game_over()


def test_art17_flush_paid_by_house_leaves_meter_unchanged(opened, folder):
    st, t = opened
    _raise_meter(t)
    t.place_bet(1, 1_000, jackpot=True)
    meter = t.coin_in()
    assert meter == S.meter_seed_cents + 4 * 700
    r = _play_to_paid(t, {1: "5S 7S 9S JS QS"}, calls=(1,))
    assert r.jackpot_hits[0].amount_cents == 50_000 and r.house_prizes_cents == 50_000
    assert t.meter_cents == meter
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == meter
    st2.close()


def test_art17_straight_flush_takes_ten_percent_off_the_meter(opened, folder):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    meter = t.coin_in()
    r = _play_to_paid(t, {1: "5S 6S 7S 8S 9S"}, calls=(1,))
    assert r.jackpot_hits[0].amount_cents == meter // 10
    assert t.meter_cents == meter - meter // 10 < S.meter_seed_cents  # no top-up to the seed
    paid = events(st)[-1]
    assert paid.type == "poker.jackpot_paid"
    assert paid.data["paid_from_meter_cents"] == meter // 10 and paid.data["reseed_cents"] == 0
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == meter - meter // 10
    st2.close()


def test_art17_royal_empties_the_meter_and_it_restarts_at_the_seed_as_casino_money(opened, folder):
    st, t = opened
    _raise_meter(t)
    t.place_bet(1, 1_000, jackpot=True)
    meter = t.coin_in()
    r = _play_to_paid(t, {1: "10S JS QS KS AS"}, calls=(1,))
    assert r.jackpot_hits[0].amount_cents == meter == r.paid_from_meter_cents
    assert t.meter_cents == S.meter_seed_cents
    paid = events(st)[-1].data
    assert paid["reseed_cents"] == S.meter_seed_cents and paid["shortfall_cents"] == 0
    assert (paid["meter_before_cents"] - paid["paid_from_meter_cents"]
            - paid["void_refunds_from_meter_cents"] + paid["reseed_cents"]
            == paid["meter_after_cents"])
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == S.meter_seed_cents
    st2.close()


def test_art17_royal_and_straight_flush_beyond_the_meter_house_funding(opened):
    st, t = opened
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 1_000, jackpot=True)
    meter = t.coin_in()
    r = _play_to_paid(t, {1: "10S JS QS KS AS", 2: "5H 6H 7H 8H 9H"}, calls=(1, 2))
    assert r.paid_from_meter_cents == meter and r.shortfall_cents == meter // 10
    assert r.house_funding_cents == meter // 10
    assert events(st)[-1].data["shortfall_cents"] == meter // 10
    assert t.meter_cents == S.meter_seed_cents


def test_art9_void_hand_returns_jackpot_bet_and_its_meter_share(opened, folder):
    st, t = opened
    _raise_meter(t, 1)
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 1_000, jackpot=True)
    before = t.meter_cents
    t.coin_in()
    t.enter_cards(1, "2S 2H 5D 7C 9H")
    t.enter_cards(2, "3S 5H 6D")  # wrong count: void hand
    t.enter_cards("dealer", QUALIFIED)
    t.call(1)
    r = t.settle()
    ret = [p for p in r.payments if p.kind is PaymentKind.JACKPOT_BET_VOID_RETURN]
    assert [(p.seat, p.stake_cents, p.amount_cents, p.net_cents) for p in ret] == [(2, 1_000, 1_000, 0)]
    assert r.void_refunds_from_meter_cents == 700 and r.void_refunds_from_house_cents == 300
    assert t.meter_cents == before + 700  # only seat 1's share stays
    settled = events(st)[-1]
    assert settled.type == "poker.settled"
    assert settled.data["result"]["void_refunds_from_meter_cents"] == 700
    assert settled.data["result"]["meter_after_cents"] == before + 700
    v = t.view()
    assert v.void_jackpot_bets_cents == 1_000 and v.void_refunds_from_meter_cents == 700
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == before + 700
    st2.close()


def test_art17_art9_a_royal_beside_a_void_hand_at_the_table_is_paid_the_meter_without_its_share(opened, folder):
    """Issue 22 §5 through the table service: seat 2's hand is void, so its jackpot bet never fed
    the prize — seat 1's royal is paid the meter at COIN IN less seat 2's 700, from the meter,
    with no shortfall for the house; the meter restarts at its seed, and so after a restart."""
    st, t = opened
    _raise_meter(t, 1)
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 1_000, jackpot=True)
    meter = t.coin_in()
    t.enter_cards(1, "10S JS QS KS AS")
    t.enter_cards(2, "3S 5H 6D")  # wrong count: void hand
    t.enter_cards("dealer", QUALIFIED)
    t.call(1)
    r = t.settle()
    assert [(h.seat, h.amount_cents) for h in r.jackpot_hits] == [(1, meter - 700)]
    t.pay_jackpot("supervisor", "7777")
    paid = events(st)[-1].data
    assert paid["shortfall_cents"] == 0 and paid["paid_from_meter_cents"] == meter - 700
    assert paid["void_refunds_from_meter_cents"] == 700 and paid["meter_after_cents"] == S.meter_seed_cents
    assert [p.amount_cents for p in t.view().payments if p.kind is PaymentKind.JACKPOT] == [meter - 700]
    assert t.meter_cents == S.meter_seed_cents
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == S.meter_seed_cents
    st2.close()


def test_art9_void_round_returns_every_bet_and_the_meter_as_before_coin_in(opened, folder):
    st, t = opened
    _raise_meter(t, 2)
    t.place_bet(1, 1_000, jackpot=True)
    t.place_bet(2, 2_000)
    t.place_bet(3, 1_000, jackpot=True)
    t.coin_in()
    coin = events(st)[-1].data
    assert coin["meter_after_cents"] == coin["meter_before_cents"] + 1_400
    _deal(t, {1: "10S JS QS KS AS", 2: "2S 2H 5D 7C 9D", 3: "5H 6H 7H 8H 9H"},
          dealer="2C 3C 4D 8C")
    r = t.settle()
    assert r.round_void
    assert [(p.seat, p.kind.value, p.amount_cents) for p in r.payments] == [
        (1, "ante_void_return", 1_000), (2, "ante_void_return", 2_000),
        (3, "ante_void_return", 1_000),
        (1, "jackpot_bet_void_return", 1_000), (3, "jackpot_bet_void_return", 1_000),
    ]
    assert t.meter_cents == coin["meter_before_cents"] == r.meter_after_cents
    st2, t2 = _restart(st, folder)
    assert t2.meter_cents == coin["meter_before_cents"]
    st2.close()


def test_replay_of_a_log_recorded_under_the_retired_meter_after_hit_setting(folder):
    """Old logs hold ``meter_after_hit`` in their settings and ``meter_surplus_to_house_cents`` in
    their results: they replay to the meter they recorded, and the table plays on by the rule."""
    from hallstation.core.poker import RoundInput, SeatInput, settle_round
    from hallstation.services.poker import _plain, settings_to_dict

    old = {**settings_to_dict(S), "meter_after_hit": "reset_to_seed"}
    meter = S.meter_seed_cents + 3_000_000
    res = _plain(settle_round(RoundInput(
        (SeatInput(1, 1_000, "5S 7S 9S JS QS", 2_000, True),), QUALIFIED, meter + 700, S)))
    for k in ("meter_prizes_cents", "house_prizes_cents", "void_jackpot_bets_cents",
              "void_refunds_from_meter_cents"):
        del res[k]
    surplus = meter + 700 - 50_000 - S.meter_seed_cents  # what the old rule sent to the house
    res.update(paid_from_meter_cents=50_000, meter_after_cents=S.meter_seed_cents,
               meter_surplus_to_house_cents=surplus)
    one = {"table": 1}
    st = Station(folder)
    st.commit([
        ("poker.table_opened", {**one, "settings": old, "meter_cents": meter}),
        ("poker.dealer_signed_in", {**one, "dealer": "crupier"}),
        ("poker.round_opened", {**one, "round": 1, "settings": old}),
        ("poker.bet", {**one, "round": 1, "seat": 1, "ante_cents": 1_000, "jackpot": True}),
        ("poker.coin_in", {**one, "round": 1, "seats": [1], "lit_seats": [1],
                           "jackpot_bet_cents": 1_000, "to_meter_cents": 700,
                           "to_house_cents": 300, "meter_before_cents": meter,
                           "meter_after_cents": meter + 700}),
        ("poker.settled", {**one, "round": 1, "result": res, "jackpot_pending": True}),
        ("poker.jackpot_paid", {**one, "round": 1, "by": "supervisor", "dealer": "crupier",
                                "hits": res["jackpot_hits"], "payments": res["payments"][-1:],
                                "meter_before_cents": meter + 700, "paid_from_meter_cents": 50_000,
                                "shortfall_cents": 0, "reseed_cents": 0,
                                "meter_surplus_to_house_cents": surplus,
                                "meter_after_cents": S.meter_seed_cents}),
    ], "crupier")
    st.close()
    st = Station(folder)
    t = PokerTable(st, 1)
    assert t.settings == S and not [e for e in events(st) if e.type == "poker.settings_changed"]
    assert t.state == SETTLED and t.meter_cents == S.meter_seed_cents  # history stays as recorded
    assert t.result is not None and t.result.jackpot_total_cents == 50_000
    assert [h.hand_class for h in t.view().hits] == ["flush"]
    # the next round follows the corrected rule: a flush leaves the meter as it was
    t.game_over()
    t.place_bet(1, 1_000, jackpot=True)
    now = t.coin_in()
    _play_to_paid(t, {1: "5S 7S 9S JS QS"}, calls=(1,))
    assert t.meter_cents == now
    st.close()
