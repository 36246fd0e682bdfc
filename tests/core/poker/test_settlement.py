"""Round settlement (Arts. 5, 6, 9–20) and the progressive meter."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings as hsettings
from hypothesis import strategies as st

from hallstation.core.errors import RuleError
from hallstation.core.poker import (
    HandClass,
    Outcome,
    PaymentKind,
    PokerSettings,
    RoundInput,
    SeatInput,
    coin_in,
    format_cards,
    meter_contribution,
    settle_meter,
    settle_round,
    void_meter_share,
)

S = PokerSettings(
    min_ante_cents=100,
    max_ante_cents=10_000,
    jackpot_bet_cents=100,
    meter_share_bp=5_000,
    meter_seed_cents=1_000_000,
)
QUALIFIED_DEALER = "AD KD 4H 3C 2C"  # ace-king high: qualifies, beaten by any pair
NOT_QUALIFIED = "AC QD 9H 7S 3D"  # ace-queen high


def settle(seats, dealer=QUALIFIED_DEALER, meter=5_000_000, settings=S):
    return settle_round(RoundInput(tuple(seats), dealer, meter, settings))


def seat(n, cards, ante=100, call=True, lit=False):
    return SeatInput(seat=n, ante_cents=ante, cards=cards, call_cents=2 * ante if call else None,
                     jackpot_lit=lit)


def kinds(result, seat_no=None):
    return [p.kind for p in result.payments if seat_no is None or p.seat == seat_no]


# --- Art. 10: fold ----------------------------------------------------------------------------


def test_art10_fold_loses_the_ante_and_wins_nothing_not_even_the_jackpot() -> None:
    r = settle([seat(1, "10S JS QS KS AS", call=False, lit=True)])
    assert kinds(r) == [PaymentKind.ANTE_LOSS]
    assert r.payments[0].net_cents == -100 and r.payments[0].amount_cents == 0
    o = r.outcome_of(1)
    assert o.outcome is Outcome.FOLD and o.hand_class is HandClass.ROYAL_FLUSH
    assert o.jackpot_cents == 0 and o.net_cents == -100
    assert r.jackpot_hits == () and r.meter_after_cents == 5_000_000


def test_art10_call_must_be_exactly_twice_the_ante() -> None:
    for bad in (100, 300, 0, 200.0, True):
        with pytest.raises(RuleError, match="exactly twice the ANTE"):
            settle([SeatInput(1, 100, "2S 2H 5D 7C 9S", call_cents=bad)])


# --- Art. 13: dealer qualification --------------------------------------------------------------


def test_art13_dealer_not_qualified_pays_ante_1_to_1_and_returns_the_call() -> None:
    r = settle([seat(1, "2S 5H 7D 9C JS", ante=300), seat(2, "KS KH 5S 6C 8D", call=False)],
               dealer=NOT_QUALIFIED)
    assert not r.dealer_qualifies
    assert [(p.seat, p.kind, p.stake_cents, p.amount_cents, p.net_cents) for p in r.payments] == [
        (1, PaymentKind.ANTE_WIN, 300, 600, 300),
        (2, PaymentKind.ANTE_LOSS, 100, 0, -100),
        (1, PaymentKind.CALL_RETURN, 600, 600, 0),
    ]
    assert r.outcome_of(1).outcome is Outcome.DEALER_NOT_QUALIFIED
    assert r.outcome_of(1).net_cents == 300


def test_art13_ace_king_high_dealer_qualifies() -> None:
    r = settle([seat(1, "QS QH 5S 6C 8D")], dealer="AH KC 3S 4D 6H")
    assert r.dealer_qualifies and r.outcome_of(1).outcome is Outcome.PLAYER_WINS


def test_art13_wheel_dealer_does_not_qualify_under_ace_high_rule() -> None:
    r = settle([seat(1, "9S 9H 5S 6C 8D")], dealer="AH 2C 3S 4D 5H")
    assert not r.dealer_qualifies and r.dealer_class is HandClass.HIGH_CARD
    on = settle([seat(1, "9S 9H 6S 6C 8D")], dealer="AH 2C 3S 4D 5H",
                settings=dataclasses.replace(S, ace_low_straight=True))
    assert on.dealer_qualifies and on.dealer_class is HandClass.STRAIGHT
    assert on.outcome_of(1).outcome is Outcome.DEALER_WINS


# --- Arts. 14, 18: comparisons and the pay table ----------------------------------------------


@pytest.mark.parametrize(
    ("cards", "cls", "multiple"),
    [
        ("AS KS 5D 7C 9H", HandClass.HIGH_CARD, 1),
        ("5S 5H 6S 7C 9H", HandClass.PAIR, 1),
        ("5S 5H 6S 6C 9H", HandClass.TWO_PAIR, 2),
        ("5S 5H 5D 6C 9H", HandClass.THREE_OF_A_KIND, 3),
        ("5S 6H 7D 8C 9H", HandClass.STRAIGHT, 4),
        ("5S 7S 9S JS QS", HandClass.FLUSH, 5),
        ("5S 5H 5D 6C 6H", HandClass.FULL_HOUSE, 7),
        ("5S 5H 5D 5C 9H", HandClass.FOUR_OF_A_KIND, 20),
        ("5S 6S 7S 8S 9S", HandClass.STRAIGHT_FLUSH, 50),
        ("10S JS QS KS AS", HandClass.ROYAL_FLUSH, 100),
    ],
)
def test_art14_art18_player_wins_ante_1_to_1_and_call_by_the_pay_table(
    cards: str, cls: HandClass, multiple: int
) -> None:
    r = settle([seat(1, cards, ante=500)], dealer="AD KD 4H 3C 2C")
    o = r.outcome_of(1)
    assert o.outcome is Outcome.PLAYER_WINS and o.hand_class is cls
    ante, call = r.payments
    assert (ante.kind, ante.amount_cents, ante.net_cents) == (PaymentKind.ANTE_WIN, 1000, 500)
    assert call.kind is PaymentKind.CALL_WIN
    assert call.net_cents == 1000 * multiple and call.amount_cents == 1000 * (multiple + 1)
    assert o.net_cents == 500 + 1000 * multiple


def test_art18_dealer_wins_takes_ante_and_call() -> None:
    r = settle([seat(1, "QS QH 5S 6C 8D")], dealer="KD KC 4H 3C 2C")
    assert kinds(r) == [PaymentKind.ANTE_LOSS, PaymentKind.CALL_LOSS]
    assert r.outcome_of(1).outcome is Outcome.DEALER_WINS and r.outcome_of(1).net_cents == -300


def test_art16_exact_tie_is_a_push_and_suits_do_not_count() -> None:
    r = settle([seat(1, "AH KC 10D 9S 2D")], dealer="AS KD 10H 9C 2S")
    assert kinds(r) == [PaymentKind.ANTE_PUSH, PaymentKind.CALL_PUSH]
    assert [p.net_cents for p in r.payments] == [0, 0]
    assert [p.amount_cents for p in r.payments] == [100, 200]
    assert r.outcome_of(1).outcome is Outcome.PUSH


def test_art16_kicker_decides_before_a_push() -> None:
    r = settle([seat(1, "AH KC 10D 9S 3D")], dealer="AS KD 10H 9C 2S")
    assert r.outcome_of(1).outcome is Outcome.PLAYER_WINS


# --- Art. 9: wrong card counts ------------------------------------------------------------------


def test_art9_player_wrong_count_voids_that_hand_only() -> None:
    r = settle([seat(1, "10S JS QS KS", lit=True), seat(2, "QC QH 5S 6C 8D")])
    assert kinds(r, 1) == [PaymentKind.ANTE_VOID_RETURN, PaymentKind.CALL_VOID_RETURN,
                           PaymentKind.JACKPOT_BET_VOID_RETURN]
    assert [p.net_cents for p in r.payments if p.seat == 1] == [0, 0, 0]
    o = r.outcome_of(1)
    assert o.outcome is Outcome.HAND_VOID and o.hand_class is None and o.jackpot_cents == 0
    assert r.outcome_of(2).outcome is Outcome.PLAYER_WINS


def test_art9_dealer_wrong_count_voids_round() -> None:
    r = settle(
        [seat(1, "10S JS QS KS AS", lit=True), seat(2, "QC QH 5S 6C 8D", call=False)],
        dealer="AD KD 4H 3C 2C 7C",
    )
    assert r.round_void and r.jackpot_hits == ()
    assert [(p.seat, p.kind, p.amount_cents, p.net_cents) for p in r.payments] == [
        (1, PaymentKind.ANTE_VOID_RETURN, 100, 0),
        (2, PaymentKind.ANTE_VOID_RETURN, 100, 0),
        (1, PaymentKind.CALL_VOID_RETURN, 200, 0),
        (1, PaymentKind.JACKPOT_BET_VOID_RETURN, 100, 0),
    ]
    assert all(o.outcome is Outcome.ROUND_VOID for o in r.outcomes)
    # the one lit bet's share (50 of its 100) comes back off the meter: as before COIN IN
    assert r.meter_after_cents == 5_000_000 - 50 and r.house_funding_cents == 0
    assert r.void_refunds_from_meter_cents == 50 and r.void_refunds_from_house_cents == 50


# --- Art. 19: order of payments -------------------------------------------------------------------


def test_art19_art20_ante_then_calls_left_to_right_then_jackpots() -> None:
    r = settle(
        [
            seat(3, "5S 7S 9S JS QS", lit=True),  # flush: wins + jackpot
            seat(1, "2H 2D 6S 6C 9H"),  # two pair
            seat(2, "3H 4D 8C 10D JH", call=False),
        ]
    )
    assert [(p.seat, p.kind) for p in r.payments] == [
        (1, PaymentKind.ANTE_WIN),
        (2, PaymentKind.ANTE_LOSS),
        (3, PaymentKind.ANTE_WIN),
        (1, PaymentKind.CALL_WIN),
        (3, PaymentKind.CALL_WIN),
        (3, PaymentKind.JACKPOT),
    ]
    assert [o.seat for o in r.outcomes] == [1, 2, 3]
    assert PaymentKind.JACKPOT.bet == "jackpot" and PaymentKind.CALL_RETURN.bet == "call"


# --- Arts. 6, 17, 20: jackpot ------------------------------------------------------------------


def test_art6_unlit_seat_wins_no_jackpot() -> None:
    r = settle([seat(1, "5S 5H 5D 5C 9H", lit=False)])
    assert r.jackpot_hits == () and kinds(r) == [PaymentKind.ANTE_WIN, PaymentKind.CALL_WIN]


@pytest.mark.parametrize(
    ("cards", "cls", "prize"),
    [
        ("5S 6S 7S 8S 9S", HandClass.STRAIGHT_FLUSH, 500_000),  # 10 % of 5,000,000
        ("5S 5H 5D 5C 9H", HandClass.FOUR_OF_A_KIND, 500_000),
        ("5S 5H 5D 6C 6H", HandClass.FULL_HOUSE, 100_000),
        ("5S 7S 9S JS QS", HandClass.FLUSH, 50_000),
    ],
)
def test_art17_prize_table(cards: str, cls: HandClass, prize: int) -> None:
    r = settle([seat(1, cards, lit=True)], meter=5_000_000)
    assert [(h.seat, h.hand_class, h.amount_cents) for h in r.jackpot_hits] == [(1, cls, prize)]
    assert r.payments[-1].kind is PaymentKind.JACKPOT and r.payments[-1].amount_cents == prize
    assert r.jackpot_total_cents == prize and r.meter_ledger_balances


@pytest.mark.parametrize("cards", ["2S 5H 7D 9C JS", "5S 5H 6S 7C 9H", "5S 5H 6S 6C 9H",
                                   "5S 5H 5D 6C 9H", "5S 6H 7D 8C 9H"])
def test_art17_hands_below_a_flush_win_no_jackpot(cards: str) -> None:
    r = settle([seat(1, cards, lit=True)])
    assert r.jackpot_hits == () and r.meter_after_cents == 5_000_000


def test_art17_fixed_prizes_are_settings() -> None:
    custom = dataclasses.replace(S, flush_cents=12_345)
    r = settle([seat(1, "5S 7S 9S JS QS", lit=True)], settings=custom)
    assert r.jackpot_hits[0].amount_cents == 12_345


def test_art17_royal_takes_the_whole_meter_and_no_other_prize() -> None:
    r = settle([seat(1, "10S JS QS KS AS", lit=True)], meter=5_000_000)
    assert [(h.hand_class, h.amount_cents) for h in r.jackpot_hits] == [
        (HandClass.ROYAL_FLUSH, 5_000_000)
    ]
    assert kinds(r).count(PaymentKind.JACKPOT) == 1
    assert r.meter_after_cents == S.meter_seed_cents
    assert r.reseed_cents == S.meter_seed_cents and r.shortfall_cents == 0


def test_art17_royal_shares_meter() -> None:
    r = settle(
        [seat(2, "10S JS QS KS AS", lit=True), seat(5, "10H JH QH KH AH", lit=True),
         seat(6, "10D JD QD KD AD", lit=False)],
        dealer="AC 8C 9H 7S 3D",
        meter=1_000_001,
    )
    assert [(h.seat, h.amount_cents) for h in r.jackpot_hits] == [(2, 500_000), (5, 500_000)]
    assert r.royal_residue_cents == 1
    assert r.paid_from_meter_cents == 1_000_000
    # the odd cent stays in the meter, which is then brought back up to its seed
    assert r.meter_after_cents == 1_000_000 and r.reseed_cents == 999_999


def test_art17_all_hits_valued_on_the_meter_at_coin_in_shortfall_is_house_funding() -> None:
    r = settle(
        [seat(1, "10S JS QS KS AS", lit=True), seat(2, "5H 6H 7H 8H 9H", lit=True),
         seat(3, "2D 2C 2S 2H 7D", lit=True)],
        dealer="AD KC QD JC 3S",
        meter=2_000_000,
    )
    amounts = {h.seat: h.amount_cents for h in r.jackpot_hits}
    assert amounts == {1: 2_000_000, 2: 200_000, 3: 500_000}  # the SF's 10 % is of 2,000,000
    assert r.jackpot_total_cents == 2_700_000
    # royal + straight flush (2,200,000) are more than the meter: the house pays the 200,000
    # difference as house funding; the four of a kind is the house's money anyway
    assert r.meter_prizes_cents == 2_200_000 and r.house_prizes_cents == 500_000
    assert r.paid_from_meter_cents == 2_000_000 and r.shortfall_cents == 200_000
    assert r.house_funding_cents == 200_000
    assert r.meter_after_cents == S.meter_seed_cents == r.casino_reseed_cents


def test_art17_fixed_prize_on_a_meter_below_its_seed_neither_touches_nor_tops_it_up() -> None:
    r = settle([seat(1, "5S 5H 5D 6C 6H", lit=True)], meter=900_000)  # seed is 1,000,000
    assert r.jackpot_hits[0].amount_cents == 100_000
    assert r.meter_after_cents == 900_000 and r.reseed_cents == 0 and r.shortfall_cents == 0


def test_art20_jackpot_paid_even_when_the_dealer_wins_and_after_all_bets() -> None:
    r = settle(
        [seat(1, "3S 7S 9S JS QS", lit=True), seat(2, "QH QD 5S 6C 8D")],
        dealer="KD KC KH 4C 4D",
    )
    assert r.outcome_of(1).outcome is Outcome.DEALER_WINS
    assert [(p.seat, p.kind) for p in r.payments] == [
        (1, PaymentKind.ANTE_LOSS), (2, PaymentKind.ANTE_LOSS),
        (1, PaymentKind.CALL_LOSS), (2, PaymentKind.CALL_LOSS),
        (1, PaymentKind.JACKPOT),
    ]
    assert r.outcome_of(1).jackpot_cents == 50_000
    assert r.outcome_of(1).net_cents == -300 + 50_000


def test_art20_jackpot_paid_when_dealer_does_not_qualify() -> None:
    r = settle([seat(1, "5S 5H 5D 6C 6H", lit=True)], dealer=NOT_QUALIFIED)
    assert r.outcome_of(1).outcome is Outcome.DEALER_NOT_QUALIFIED
    assert r.jackpot_hits[0].amount_cents == 100_000


# --- Art. 5: COIN IN and the meter ---------------------------------------------------------------


def test_art5_coin_in_adds_the_meter_share_of_each_lit_bet() -> None:
    assert coin_in(1_000_000, [1, 3, 7], S) == 1_000_000 + 3 * 50
    assert coin_in(1_000_000, [], S) == 1_000_000
    odd = dataclasses.replace(S, jackpot_bet_cents=101, meter_share_bp=3_333)
    assert meter_contribution(3, odd) == (303 * 3_333 // 10_000, 303 - 303 * 3_333 // 10_000)
    assert coin_in(0, [1, 2, 3], odd) == 100


def test_art5_coin_in_rejects_bad_seats_and_meters() -> None:
    with pytest.raises(RuleError, match="Seat 8 does not exist"):
        coin_in(0, [8], S)
    with pytest.raises(RuleError, match="only one jackpot bet"):
        coin_in(0, [2, 2], S)
    with pytest.raises(RuleError, match="whole number of cents"):
        coin_in(10.5, [1], S)  # type: ignore[arg-type]


# --- bad input -------------------------------------------------------------------------------


def test_art22_ante_outside_the_limits_is_refused() -> None:
    with pytest.raises(RuleError, match="outside the table limits"):
        settle([seat(1, "QS QH 5S 6C 8D", ante=99)])
    with pytest.raises(RuleError, match="outside the table limits"):
        settle([seat(1, "QS QH 5S 6C 8D", ante=10_001)])


def test_art1_a_card_twice_on_the_table_is_refused() -> None:
    with pytest.raises(RuleError, match="AD appear more than once"):
        settle([seat(1, "AD QH 5S 6C 8D")])
    with pytest.raises(RuleError, match="more than once"):
        settle([seat(1, "QS QH 5S 6C 8D"), seat(2, "QS 2H 3S 4C 7D")])


def test_seats_must_exist_once() -> None:
    with pytest.raises(RuleError, match="Seat 0 does not exist"):
        settle([seat(0, "QS QH 5S 6C 8D")])
    with pytest.raises(RuleError, match="described twice"):
        settle([seat(1, "QS QH 5S 6C 8D"), seat(1, "2S 2H 3S 4C 7D")])


def test_money_must_be_integer_cents() -> None:
    with pytest.raises(RuleError, match="whole number of cents"):
        settle([SeatInput(1, 100.0, "QS QH 5S 6C 8D")])  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="meter at COIN IN"):
        settle([seat(1, "QS QH 5S 6C 8D")], meter=-1)
    with pytest.raises(RuleError):
        PokerSettings(flush_cents=500.0)  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="minimum ANTE"):
        PokerSettings(min_ante_cents=10, max_ante_cents=5)


def test_bad_card_text_is_refused() -> None:
    with pytest.raises(RuleError, match="not a card"):
        settle([seat(1, "QS QH 5S 6C 8X")])


# --- properties -----------------------------------------------------------------------------------


@hsettings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    n_seats=st.integers(1, 7),
    ace_low=st.booleans(),
    meter=st.integers(0, 10**8),
)
def test_random_rounds_ledger_is_consistent(
    seed: int, n_seats: int, ace_low: bool, meter: int
) -> None:
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    settings = dataclasses.replace(S, ace_low_straight=ace_low)
    seats = []
    for i, n in enumerate(sorted(rng.sample(range(1, 8), n_seats))):
        ante = rng.randint(100, 10_000)
        seats.append(SeatInput(n, ante, format_cards(deck[5 * i: 5 * i + 5]),
                               call_cents=2 * ante if rng.random() < 0.7 else None,
                               jackpot_lit=rng.random() < 0.5))
    r = settle_round(RoundInput(tuple(seats), deck[35:40], meter, settings))
    for p in r.payments:
        assert all(type(v) is int for v in (p.stake_cents, p.amount_cents, p.net_cents))
        assert p.net_cents == p.amount_cents - p.stake_cents
    for o in r.outcomes:
        assert o.net_cents == sum(p.net_cents for p in r.payments if p.seat == o.seat)
    bets = [p.kind.bet for p in r.payments]
    assert bets == sorted(bets, key=["ante", "call", "jackpot"].index)
    for bet in ("ante", "call", "jackpot"):
        seat_order = [p.seat for p in r.payments if p.kind.bet == bet]
        assert seat_order == sorted(seat_order)
    assert r.paid_from_meter_cents + r.shortfall_cents == r.meter_prizes_cents
    assert r.meter_prizes_cents + r.house_prizes_cents == r.jackpot_total_cents
    assert meter - r.paid_from_meter_cents + r.reseed_cents == r.meter_after_cents



# --- Art. 17 (RULES.md Part 2, corrected): the meter pays out only what the pot pays ----------------


@pytest.mark.parametrize(
    ("cards", "prize"),
    [("5S 7S 9S JS QS", 50_000), ("5S 5H 5D 6C 6H", 100_000), ("5S 5H 5D 5C 9H", 500_000)],
)
@pytest.mark.parametrize("meter", [900_000, 1_000_000, 5_000_000])  # below, at and above the seed
def test_art17_flush_full_house_four_of_a_kind_paid_by_house_leave_meter_unchanged(
    cards: str, prize: int, meter: int
) -> None:
    r = settle([seat(1, cards, lit=True)], meter=meter)
    assert r.jackpot_hits[0].amount_cents == prize
    assert r.house_prizes_cents == prize and r.meter_prizes_cents == 0
    assert r.paid_from_meter_cents == 0 and r.shortfall_cents == 0 and r.reseed_cents == 0
    assert r.meter_after_cents == meter


def test_art17_flush_paid_by_house_leaves_meter_unchanged() -> None:
    # the case the old rule got wrong: a $500 flush on a $50,000 meter reset it to the seed and
    # sent $39,500 of the meter to the house
    r = settle([seat(1, "5S 7S 9S JS QS", lit=True)], meter=5_000_000)
    assert r.jackpot_total_cents == 50_000 == r.house_prizes_cents
    assert r.meter_after_cents == 5_000_000
    assert not hasattr(r, "meter_surplus_to_house_cents")


def test_art17_straight_flush_takes_ten_percent_off_the_meter_and_nothing_else() -> None:
    r = settle([seat(1, "5S 6S 7S 8S 9S", lit=True)], meter=5_000_000)
    assert r.jackpot_hits[0].amount_cents == 500_000
    assert r.paid_from_meter_cents == 500_000 and r.meter_prizes_cents == 500_000
    assert r.meter_after_cents == 4_500_000 and r.reseed_cents == 0


def test_art17_straight_flush_may_leave_the_meter_below_its_seed_without_top_up() -> None:
    r = settle([seat(1, "5S 6S 7S 8S 9S", lit=True)], meter=1_050_000)
    assert r.meter_after_cents == 1_050_000 - 105_000 < S.meter_seed_cents
    assert r.reseed_cents == 0 and r.house_funding_cents == 0


def test_art17_two_straight_flushes_each_take_ten_percent_of_the_coin_in_meter() -> None:
    r = settle([seat(1, "5S 6S 7S 8S 9S", lit=True), seat(2, "5H 6H 7H 8H 9H", lit=True)],
               meter=5_000_000)
    assert [h.amount_cents for h in r.jackpot_hits] == [500_000, 500_000]
    assert r.meter_after_cents == 4_000_000


def test_art17_royal_empties_the_meter_which_restarts_at_its_seed_as_casino_money() -> None:
    r = settle([seat(1, "10S JS QS KS AS", lit=True)], meter=5_000_000)
    assert r.jackpot_hits[0].amount_cents == 5_000_000 == r.paid_from_meter_cents
    assert r.meter_after_cents == S.meter_seed_cents
    assert r.reseed_cents == r.casino_reseed_cents == S.meter_seed_cents
    assert r.house_funding_cents == 0  # the seed is recorded as the casino's, not as a shortfall


def test_art17_royal_with_fixed_prize_fixed_prize_is_the_houses() -> None:
    r = settle([seat(1, "10S JS QS KS AS", lit=True), seat(2, "5H 7H 9H JH QH", lit=True)],
               meter=5_000_000)
    assert r.paid_from_meter_cents == 5_000_000 and r.shortfall_cents == 0
    assert r.house_prizes_cents == 50_000 and r.meter_after_cents == S.meter_seed_cents


def test_art17_royal_below_100_percent_leaves_the_rest_in_the_meter() -> None:
    half = dataclasses.replace(S, royal_share_bp=5_000)
    r = settle([seat(1, "10S JS QS KS AS", lit=True)], meter=5_000_000, settings=half)
    assert r.paid_from_meter_cents == 2_500_000
    assert r.meter_after_cents == 2_500_000 and r.reseed_cents == 0  # above the seed: it stays
    low = settle([seat(1, "10S JS QS KS AS", lit=True)], meter=1_200_000, settings=half)
    assert low.meter_after_cents == S.meter_seed_cents and low.reseed_cents == 400_000


def test_art17_no_hit_leaves_the_meter_alone() -> None:
    r = settle([seat(1, "QS QH 5S 6C 8D", lit=True)], meter=3_000_000)
    assert r.meter_after_cents == 3_000_000 and r.jackpot_total_cents == 0


def test_art17_settle_meter_is_the_one_rule() -> None:
    assert settle_meter(1_000, 0, False, S).meter_after_cents == 1_000
    m = settle_meter(5_000_000, 500_000, False, S)
    assert (m.paid_from_meter_cents, m.shortfall_cents, m.reseed_cents, m.meter_after_cents) == (
        500_000, 0, 0, 4_500_000)
    m = settle_meter(2_000_000, 2_200_000, True, S)
    assert (m.paid_from_meter_cents, m.shortfall_cents, m.reseed_cents, m.meter_after_cents) == (
        2_000_000, 200_000, S.meter_seed_cents, S.meter_seed_cents)
    m = settle_meter(5_000_000, 0, False, S, void_refund_cents=50)
    assert m.meter_after_cents == 4_999_950
    with pytest.raises(RuleError, match="void jackpot bets' share"):
        settle_meter(10, 0, False, S, void_refund_cents=50)


def test_art22_setting_meter_after_hit_is_retired() -> None:
    assert "meter_after_hit" not in {f.name for f in dataclasses.fields(PokerSettings)}
    with pytest.raises(TypeError):
        PokerSettings(meter_after_hit="keep_remainder")  # type: ignore[call-arg]


# --- Art. 9 (corrected): a void hand is as if it had not been played ----------------------------------


def test_art9_void_hand_returns_jackpot_bet_and_its_meter_share() -> None:
    # two lit seats fed 2 × 50 at COIN IN; seat 2's hand is void
    r = settle([seat(1, "QC QH 5S 6C 8D", lit=True), seat(2, "2H 3H 5H", lit=True)],
               meter=5_000_100)
    assert [(p.seat, p.kind, p.stake_cents, p.amount_cents, p.net_cents) for p in r.payments
            if p.seat == 2] == [
        (2, PaymentKind.ANTE_VOID_RETURN, 100, 100, 0),
        (2, PaymentKind.CALL_VOID_RETURN, 200, 200, 0),
        (2, PaymentKind.JACKPOT_BET_VOID_RETURN, 100, 100, 0),
    ]
    assert r.void_jackpot_bets_cents == 100
    assert r.void_refunds_from_meter_cents == 50 and r.void_refunds_from_house_cents == 50
    assert r.meter_after_cents == 5_000_050  # as if only seat 1 had placed the jackpot bet
    assert r.outcome_of(2).net_cents == 0


def test_art9_void_hand_without_jackpot_bet_leaves_the_meter() -> None:
    r = settle([seat(1, "QC QH 5S 6C 8D", lit=True), seat(2, "2H 3H 5H", lit=False)],
               meter=5_000_050)
    assert PaymentKind.JACKPOT_BET_VOID_RETURN not in kinds(r)
    assert r.meter_after_cents == 5_000_050 and r.void_refunds_from_meter_cents == 0


def test_art9_void_hand_meter_share_rounds_as_coin_in_did() -> None:
    odd = dataclasses.replace(S, jackpot_bet_cents=101, meter_share_bp=3_333)
    before = 1_000_000
    at = coin_in(before, [1, 2, 3], odd)
    r = settle([seat(1, "QC QH 5S 6C 8D", lit=True), seat(2, "2H 3H 5H", lit=True),
                seat(3, "6D 7C 4D 9S JD", lit=True)], meter=at, settings=odd)
    assert r.void_refunds_from_meter_cents == void_meter_share(3, 1, odd)
    assert r.meter_after_cents == coin_in(before, [1, 3], odd)  # as if seat 2 had not bet


def test_art17_art9_void_hand_with_a_straight_flush_valued_without_the_void_bet_share() -> None:
    r = settle([seat(1, "5S 6S 7S 8S 9S", lit=True), seat(2, "2H 3H 5H", lit=True)],
               meter=5_000_100)
    # 10 % of the meter at COIN IN less the void hand's share: as if seat 2 had not bet
    assert r.meter_valued_cents == 5_000_050
    assert r.jackpot_hits[0].amount_cents == 500_005
    assert r.meter_after_cents == 5_000_100 - 50 - 500_005 and r.meter_ledger_balances


def test_art17_art9_a_royal_beside_a_void_hand_is_the_meter_without_its_share_and_the_house_pays_no_shortfall() -> None:
    r = settle([seat(1, "10S JS QS KS AS", lit=True), seat(2, "2H 3H 5H", lit=True)],
               meter=5_000_100)
    assert r.jackpot_hits[0].amount_cents == 5_000_050  # the meter at COIN IN less seat 2's share
    assert r.void_refunds_from_meter_cents == 50
    assert r.paid_from_meter_cents == 5_000_050 and r.shortfall_cents == 0  # none of it from the house
    assert r.house_funding_cents == 0
    assert r.meter_after_cents == S.meter_seed_cents and r.meter_ledger_balances


def test_art17_a_royal_beside_a_void_hand_equals_the_same_round_without_that_hand() -> None:
    """A void hand is as if it had not been played: the royal is paid what it would be had seat 2
    never placed its jackpot bet (the meter at COIN IN of seat 1 alone)."""
    before = 4_321_000
    with_void = settle_round(RoundInput(
        (seat(1, "10S JS QS KS AS", lit=True), seat(2, "2H 3H 5H", lit=True), seat(3, "9D 9C 4D 4S JD", lit=True)),
        "AD KD 4H 7C 8C", coin_in(before, [1, 2, 3], S), S, meter_before_coin_in_cents=before))
    without = settle_round(RoundInput(
        (seat(1, "10S JS QS KS AS", lit=True), seat(3, "9D 9C 4D 4S JD", lit=True)),
        "AD KD 4H 7C 8C", coin_in(before, [1, 3], S), S, meter_before_coin_in_cents=before))
    assert [h.amount_cents for h in with_void.jackpot_hits] == [h.amount_cents for h in without.jackpot_hits]
    assert with_void.shortfall_cents == without.shortfall_cents == 0
    assert with_void.meter_after_cents == without.meter_after_cents == S.meter_seed_cents


def test_art9_void_round_returns_every_bet_and_puts_the_meter_back_before_coin_in() -> None:
    before = 4_321_000
    at = coin_in(before, [1, 3], S)
    r = settle_round(RoundInput(
        (seat(1, "10S JS QS KS AS", lit=True), seat(2, "QC QH 5S 6C 8D", call=False),
         seat(3, "2C 3C 4D 9S JD", lit=True)),
        "AD KD 4H", at, S, meter_before_coin_in_cents=before))
    assert r.round_void and r.jackpot_hits == ()
    assert [(p.seat, p.kind) for p in r.payments] == [
        (1, PaymentKind.ANTE_VOID_RETURN), (2, PaymentKind.ANTE_VOID_RETURN),
        (3, PaymentKind.ANTE_VOID_RETURN),
        (1, PaymentKind.CALL_VOID_RETURN), (3, PaymentKind.CALL_VOID_RETURN),
        (1, PaymentKind.JACKPOT_BET_VOID_RETURN), (3, PaymentKind.JACKPOT_BET_VOID_RETURN),
    ]
    assert all(p.net_cents == 0 and p.amount_cents == p.stake_cents for p in r.payments)
    assert r.meter_after_cents == before
    assert r.void_refunds_from_meter_cents == at - before and r.void_jackpot_bets_cents == 200


def test_art9_void_round_meter_before_coin_in_must_agree_with_the_lit_bets() -> None:
    with pytest.raises(RuleError, match="is not the meter before it"):
        settle_round(RoundInput((seat(1, "QC QH 5S 6C 8D", lit=True),), "AD KD", 5_000_000, S,
                                meter_before_coin_in_cents=5_000_000))


# --- property: nothing of the meter ever goes to the house ---------------------------------------


@hsettings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    n_seats=st.integers(1, 7),
    before=st.integers(0, 10**8),
    royal_bp=st.sampled_from([10_000, 5_000]),
    sf_bp=st.sampled_from([1_000, 6_000]),
    dealer_void=st.booleans(),
)
def test_art17_art9_random_rounds_meter_never_goes_to_the_house(
    seed: int, n_seats: int, before: int, royal_bp: int, sf_bp: int, dealer_void: bool
) -> None:
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    settings = dataclasses.replace(S, royal_share_bp=royal_bp, straight_flush_share_bp=sf_bp)
    # plant strong hands often, so royals, straight flushes and fixed prizes all come up
    strong = [[8, 12, 16, 20, 24], [36, 40, 44, 48, 32], [1, 5, 9, 13, 17], [2, 6, 10, 14, 18],
              [28, 29, 30, 31, 3], [7, 15, 23, 35, 51]]  # SF, royal, SF, SF, four 9s, club flush
    rng.shuffle(strong)
    used = [h for h in strong if rng.random() < 0.5][:n_seats]
    pool = [c for c in deck if not any(c in h for h in used)]
    hands = used + [[pool.pop() for _ in range(5)] for _ in range(n_seats - len(used))]
    rng.shuffle(hands)
    for i, h in enumerate(hands):  # some void hands
        if rng.random() < 0.2:
            hands[i] = h[: rng.choice([3, 4])]
    dealer = [pool.pop() for _ in range(4 if dealer_void else 5)]
    numbers = sorted(rng.sample(range(1, 8), n_seats))
    seats = []
    for n, h in zip(numbers, hands, strict=True):
        ante = rng.randint(100, 10_000)
        seats.append(SeatInput(n, ante, h, call_cents=2 * ante if rng.random() < 0.8 else None,
                               jackpot_lit=rng.random() < 0.7))
    lit = [s.seat for s in seats if s.jackpot_lit]
    at = coin_in(before, lit, settings)
    r = settle_round(RoundInput(tuple(seats), dealer, at, settings, meter_before_coin_in_cents=before))

    # the ledger: nothing else enters or leaves the meter
    assert (at - r.paid_from_meter_cents - r.void_refunds_from_meter_cents + r.reseed_cents
            == r.meter_after_cents)
    assert r.meter_ledger_balances
    # what leaves the meter is exactly what the pot pays: royal and straight flush prizes
    # (as far as the meter holds them) and the void hands' shares; no surplus to the house
    pot_prizes = sum(h.amount_cents for h in r.jackpot_hits
                     if h.hand_class >= HandClass.STRAIGHT_FLUSH)
    fixed_prizes = sum(h.amount_cents for h in r.jackpot_hits
                       if h.hand_class < HandClass.STRAIGHT_FLUSH)
    assert r.paid_from_meter_cents + r.shortfall_cents == pot_prizes
    assert r.house_prizes_cents == fixed_prizes
    assert r.paid_from_meter_cents == min(pot_prizes, at - r.void_refunds_from_meter_cents)
    # Art. 17: every hit valued on the meter at COIN IN less the void hands' share, so a void
    # hand never makes the house pay a shortfall (only a royal with a straight flush does)
    assert r.meter_valued_cents == at - r.void_refunds_from_meter_cents
    sfs = [h for h in r.jackpot_hits if h.hand_class is HandClass.STRAIGHT_FLUSH]
    assert all(h.amount_cents == r.meter_valued_cents * settings.straight_flush_share_bp // 10_000 for h in sfs)
    if not sfs and settings.royal_share_bp <= 10_000:
        assert r.shortfall_cents == 0
    royal = any(h.hand_class is HandClass.ROYAL_FLUSH for h in r.jackpot_hits)
    if not royal:  # no casino money without a royal, and the meter drops only by what it paid
        assert r.reseed_cents == 0
    else:  # a royal: the meter restarts at its seed (or keeps more than the seed)
        assert r.meter_after_cents >= settings.meter_seed_cents
        assert r.meter_after_cents == max(
            at - r.void_refunds_from_meter_cents - r.paid_from_meter_cents,
            settings.meter_seed_cents)
    # Art. 9: void hands get every bet back; a void round puts the meter back before COIN IN
    void = {o.seat for o in r.outcomes if o.outcome in (Outcome.HAND_VOID, Outcome.ROUND_VOID)}
    for s in seats:
        if s.seat in void:
            own = [p for p in r.payments if p.seat == s.seat]
            assert all(p.net_cents == 0 for p in own)
            assert (PaymentKind.JACKPOT_BET_VOID_RETURN in [p.kind for p in own]) == s.jackpot_lit
    void_lit = sum(1 for s in seats if s.jackpot_lit and s.seat in void)
    assert r.void_refunds_from_meter_cents == void_meter_share(len(lit), void_lit, settings)
    assert r.void_jackpot_bets_cents == void_lit * settings.jackpot_bet_cents
    if r.round_void:
        assert r.meter_after_cents == before
    elif not r.jackpot_hits or not any(h.hand_class >= HandClass.STRAIGHT_FLUSH
                                       for h in r.jackpot_hits):
        assert r.meter_after_cents == coin_in(before, [s.seat for s in seats
                                                      if s.jackpot_lit and s.seat not in void],
                                              settings)
    # order: ANTEs, calls, jackpot-bet returns, prizes; each left to right
    order = [p.kind for p in r.payments]
    groups = [
        {PaymentKind.JACKPOT_BET_VOID_RETURN} if k is PaymentKind.JACKPOT_BET_VOID_RETURN
        else {PaymentKind.JACKPOT} if k is PaymentKind.JACKPOT else {k.bet}
        for k in order
    ]
    rank_of = [0 if "ante" in g else 1 if "call" in g else
               2 if PaymentKind.JACKPOT_BET_VOID_RETURN in g else 3 for g in groups]
    assert rank_of == sorted(rank_of)
