"""Round settlement (Arts. 5, 6, 9–20) and the progressive meter, as pure functions.

``settle_round(RoundInput) -> RoundResult``: the caller describes the round (seats, cards, bets,
which seats were lit at COIN IN, the meter as it stood at COIN IN, the settings) and gets back the
ordered list of payments, each seat's outcome, the jackpot hits, the new meter and any house
funding.
Nothing is mutated; bad input raises :class:`~hallstation.core.errors.RuleError`.

Order of payments (Arts. 19, 20): every seat's ANTE from seat 1 to seat 7, then every seat's call
from seat 1 to seat 7, then the jackpot bets returned by a void hand or round (Art. 9), then the
jackpot prizes from seat 1 to seat 7. Lost bets are listed too (with ``amount_cents`` 0) so the list
is the round's whole ledger; a display may hide them.

The meter (Art. 17, RULES.md Part 2 as corrected): what leaves the meter is what the pot pays and
nothing else, and nothing of the meter ever goes to the house.

- every hit of the round is valued on the meter as it stood at COIN IN, less the share of any
  jackpot bet returned because its hand was void: a void hand is as if it had not been played, so
  its bet never fed the prize (``meter_valued_cents``; RULES.md, Art. 17);
- a void hand's jackpot bet is returned and its share comes back off the meter; a void round
  returns every bet and the meter goes back to what it was before COIN IN (Art. 9);
- a royal flush empties the meter, which restarts at its seed: the seed is the casino's money
  (``reseed_cents``); each straight flush takes its 10 % off the meter;
- four of a kind, full house and flush are paid by the house (``house_prizes_cents``) and leave the
  meter as it was;
- percentage prizes beyond what the meter holds are paid by the house (``shortfall_cents``, house
  funding).

Ledger of the meter, checked on every result::

    meter_before - paid_from_meter - void_refunds_from_meter + reseed == meter_after
    paid_from_meter + shortfall == meter_prizes;   meter_prizes + house_prizes == jackpot_total

Money is integer cents. ``stake_cents`` is the bet on the table, ``amount_cents`` what the house
hands over for it (stake returned plus winnings; 0 when lost), ``net_cents = amount - stake``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from hallstation.core.errors import RuleError
from hallstation.core.money import money_term
from hallstation.core.poker.cards import Card, as_cards, format_cards
from hallstation.core.poker.evaluator import (
    CALL_PAYOUT,
    QUALIFY_KEY,
    HandClass,
    class_of,
    rank,
)
from hallstation.core.poker.settings import PokerSettings

SEATS = range(1, 8)
BP = 10_000


class PaymentKind(str, Enum):
    ANTE_WIN = "ante_win"  # player beat a qualified dealer, or dealer did not qualify: 1 to 1
    ANTE_LOSS = "ante_loss"  # fold (Art. 10) or dealer wins (Art. 18)
    ANTE_PUSH = "ante_push"  # exact tie (Art. 16): the ANTE stays with the player
    ANTE_VOID_RETURN = "ante_void_return"  # wrong card count (Art. 9)
    CALL_WIN = "call_win"  # paid by the table (Arts. 14, 18)
    CALL_LOSS = "call_loss"
    CALL_PUSH = "call_push"
    CALL_RETURN = "call_return"  # dealer did not qualify (Art. 13 B)
    CALL_VOID_RETURN = "call_void_return"
    # Art. 9: a void hand's (or round's) jackpot bet comes back whole; its meter share comes back
    # off the meter (RoundResult.void_refunds_from_meter_cents), the rest from the house
    JACKPOT_BET_VOID_RETURN = "jackpot_bet_void_return"
    JACKPOT = "jackpot"  # Art. 17 prize, paid after every ANTE and call (Art. 20)

    @property
    def bet(self) -> str:
        """``ante``, ``call`` or ``jackpot``."""
        return self.value.split("_", 1)[0]


class Outcome(str, Enum):
    ROUND_VOID = "round_void"  # dealer's wrong card count: whole round void (Art. 9)
    HAND_VOID = "hand_void"  # this player's wrong card count (Art. 9)
    FOLD = "fold"  # Art. 10
    DEALER_NOT_QUALIFIED = "dealer_not_qualified"  # Art. 13 B
    PLAYER_WINS = "player_wins"  # Art. 18
    DEALER_WINS = "dealer_wins"  # Art. 18
    PUSH = "push"  # Art. 16 "pase muerto"


@dataclass(frozen=True)
class SeatInput:
    """One occupied seat. ``call_cents`` is None when the player folded, else exactly 2 × ANTE.

    ``jackpot_lit``: the seat placed the jackpot bet and was lit by COIN IN (Arts. 4–6).
    ``cards``: as dealt (a wrong count voids the hand, Art. 9); text like ``"AS KD 10H 9C 2S"``,
    integers 0..51 or tokens are accepted.
    """

    seat: int
    ante_cents: int
    cards: str | Sequence[Card | str]
    call_cents: int | None = None
    jackpot_lit: bool = False


@dataclass(frozen=True)
class RoundInput:
    """``meter_at_coin_in_cents``: the meter after COIN IN added the lit seats' share.
    ``meter_before_coin_in_cents`` (optional): the meter before COIN IN, as recorded; when given it
    must agree with the lit seats' share, and a void round puts the meter back to it exactly."""

    seats: Sequence[SeatInput]
    dealer_cards: str | Sequence[Card | str]
    meter_at_coin_in_cents: int
    settings: PokerSettings = field(default_factory=PokerSettings)
    meter_before_coin_in_cents: int | None = None


@dataclass(frozen=True)
class Payment:
    seat: int
    kind: PaymentKind
    stake_cents: int
    amount_cents: int
    net_cents: int


@dataclass(frozen=True)
class JackpotHit:
    seat: int
    hand_class: HandClass
    amount_cents: int


@dataclass(frozen=True)
class SeatOutcome:
    seat: int
    outcome: Outcome
    hand_class: HandClass | None  # None when the hand or round is void
    rank_key: int | None
    jackpot_lit: bool
    jackpot_cents: int
    net_cents: int  # ANTE + call + jackpot result of the round (not counting the jackpot bet)


@dataclass(frozen=True)
class RoundResult:
    round_void: bool
    dealer_class: HandClass | None
    dealer_rank_key: int | None
    dealer_qualifies: bool
    payments: tuple[Payment, ...]
    outcomes: tuple[SeatOutcome, ...]
    jackpot_hits: tuple[JackpotHit, ...]
    meter_before_cents: int  # as it stood at COIN IN
    jackpot_total_cents: int  # every Art. 17 prize of the round
    paid_from_meter_cents: int  # the part of the percentage prizes the meter paid
    shortfall_cents: int  # percentage prizes beyond the meter, paid by the house (house funding)
    reseed_cents: int  # the casino's money: the seed the meter restarts at after a royal
    meter_after_cents: int
    royal_residue_cents: int  # cents left in the meter when it does not split evenly among royals
    # (defaults: results recorded before the corrected Art. 17 do not hold these)
    meter_prizes_cents: int = 0  # royal and straight flush prizes, drawn on the meter
    house_prizes_cents: int = 0  # four of a kind, full house, flush: paid by the house
    void_jackpot_bets_cents: int = 0  # jackpot bets returned whole (Art. 9)
    void_refunds_from_meter_cents: int = 0  # their share, taken back off the meter (Art. 9)
    # the meter the round's hits are valued on: at COIN IN less the void hands' share (Art. 17;
    # 0 in results recorded before this reading, which valued them on the meter at COIN IN)
    meter_valued_cents: int = 0

    @property
    def house_funding_cents(self) -> int:
        """What the house adds to the percentage prizes because the meter did not hold them."""
        return self.shortfall_cents

    @property
    def casino_reseed_cents(self) -> int:
        """The seed put into the meter after a royal: the casino's money."""
        return self.reseed_cents

    @property
    def void_refunds_from_house_cents(self) -> int:
        """The house's share of the returned jackpot bets (it took that share at COIN IN)."""
        return self.void_jackpot_bets_cents - self.void_refunds_from_meter_cents

    @property
    def meter_ledger_balances(self) -> bool:
        """``meter_before - paid_from_meter - void_refunds_from_meter + reseed == meter_after``:
        nothing else enters or leaves the meter (nothing of it goes to the house)."""
        return (
            self.meter_before_cents
            - self.paid_from_meter_cents
            - self.void_refunds_from_meter_cents
            + self.reseed_cents
            == self.meter_after_cents
        )

    def outcome_of(self, seat: int) -> SeatOutcome:
        for o in self.outcomes:
            if o.seat == seat:
                return o
        raise KeyError(seat)


def _cents(value: object, what: str) -> int:
    """``value`` as cents, 0 or more; ``what`` is a key of ``core.money.MONEY_TERMS``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RuleError(
            "{what} must be a whole number of cents of at least 0, not {value!r}.",
            what=money_term(what),
            value=value,
        )
    return value


def meter_contribution(jackpot_bets: int, settings: PokerSettings) -> tuple[int, int]:
    """``(to_meter, to_house)`` cents for ``jackpot_bets`` bets at one COIN IN.

    The meter's share is computed on the round's total and rounded down to the cent; the cents left
    over go to the house with the rest of the bets.
    """
    if isinstance(jackpot_bets, bool) or not isinstance(jackpot_bets, int) or jackpot_bets < 0:
        raise RuleError("The number of jackpot bets must be 0 or more, not {n!r}.", n=jackpot_bets)
    total = jackpot_bets * settings.jackpot_bet_cents
    to_meter = total * settings.meter_share_bp // BP
    return to_meter, total - to_meter


def coin_in(meter_cents: int, lit_seats: Iterable[int], settings: PokerSettings) -> int:
    """Art. 5: COIN IN adds the lit seats' jackpot bets (their meter share) to the meter."""
    meter = _cents(meter_cents, "meter")
    seats = list(lit_seats)
    for s in seats:
        if s not in SEATS:
            raise RuleError("Seat {seat} does not exist: seats are 1 to 7.", seat=s)
    if len(set(seats)) != len(seats):
        raise RuleError("A seat can place only one jackpot bet per round (Art. 4).")
    to_meter, _ = meter_contribution(len(seats), settings)
    return meter + to_meter


def void_meter_share(lit_bets: int, void_bets: int, settings: PokerSettings) -> int:
    """Art. 9: what comes back off the meter when ``void_bets`` of the ``lit_bets`` jackpot bets fed
    at one COIN IN are void: the meter ends as if those bets had not been placed (the share of
    the bets that stand, rounded as COIN IN rounds it, stays)."""
    if not 0 <= void_bets <= lit_bets:
        raise RuleError("The number of jackpot bets must be 0 or more, not {n!r}.", n=void_bets)
    return meter_contribution(lit_bets, settings)[0] - meter_contribution(lit_bets - void_bets, settings)[0]


@dataclass(frozen=True)
class MeterMove:
    """What one round does to the meter (Art. 17); see :func:`settle_meter`."""

    paid_from_meter_cents: int
    shortfall_cents: int
    reseed_cents: int
    meter_after_cents: int


def settle_meter(
    meter_cents: int,
    meter_prizes_cents: int,
    royal: bool,
    settings: PokerSettings,
    void_refund_cents: int = 0,
) -> MeterMove:
    """The meter after one round (Art. 17 as corrected; Art. 9 for void hands).

    ``meter_cents`` is the meter at COIN IN; ``void_refund_cents`` the void hands' share that comes
    back off it (first: Art. 9 returns come with the ANTEs, the prizes last, Art. 20);
    ``meter_prizes_cents`` the royal and straight flush prizes, valued on ``meter_cents`` less that
    share (a void hand's bet never fed them, Art. 17 as RULES.md reads it). The meter
    pays them as far as it holds; the house pays the rest (shortfall). A royal empties the meter and
    it restarts at its seed, put in by the casino (reseed); if a royal of less than 100 % leaves more
    than the seed, that stays. The fixed prizes are not the meter's business at all.
    """
    if void_refund_cents > meter_cents:
        raise RuleError(
            "The meter at COIN IN ({meter}) is less than the void jackpot bets' share ({share}).",
            meter=meter_cents,
            share=void_refund_cents,
        )
    left = meter_cents - void_refund_cents
    paid = min(meter_prizes_cents, left)
    shortfall = meter_prizes_cents - paid
    left -= paid
    reseed = settings.meter_seed_cents - left if royal and left < settings.meter_seed_cents else 0
    return MeterMove(paid, shortfall, reseed, left + reseed)


def _fixed_prize(cls: HandClass, meter: int, settings: PokerSettings) -> int:
    if cls is HandClass.STRAIGHT_FLUSH:
        return meter * settings.straight_flush_share_bp // BP
    if cls is HandClass.FOUR_OF_A_KIND:
        return settings.four_of_a_kind_cents
    if cls is HandClass.FULL_HOUSE:
        return settings.full_house_cents
    if cls is HandClass.FLUSH:
        return settings.flush_cents
    return 0


def settle_round(round_: RoundInput) -> RoundResult:
    """Settle one round; see the module docstring."""
    settings = round_.settings
    meter = _cents(round_.meter_at_coin_in_cents, "meter_at_coin_in")
    ace_low = settings.ace_low_straight

    seats = sorted(round_.seats, key=lambda s: s.seat if isinstance(s.seat, int) else 0)
    seen_seats: set[int] = set()
    seat_cards: dict[int, tuple[Card, ...]] = {}
    for s in seats:
        if isinstance(s.seat, bool) or s.seat not in SEATS:
            raise RuleError("Seat {seat} does not exist: seats are 1 to 7.", seat=s.seat)
        if s.seat in seen_seats:
            raise RuleError("Seat {seat} is described twice in one round.", seat=s.seat)
        seen_seats.add(s.seat)
        ante = _cents(s.ante_cents, "ante")
        if not settings.min_ante_cents <= ante <= settings.max_ante_cents:
            raise RuleError(
                "Seat {seat}: the ANTE of {ante} cents is outside the table limits "
                "{low}–{high} cents (Art. 22).",
                seat=s.seat,
                ante=ante,
                low=settings.min_ante_cents,
                high=settings.max_ante_cents,
            )
        if s.call_cents is not None and (
            isinstance(s.call_cents, bool)
            or not isinstance(s.call_cents, int)
            or s.call_cents != 2 * ante
        ):
            raise RuleError(
                "Seat {seat}: a call must be exactly twice the ANTE ({expected} cents), "
                "not {call!r} (Art. 10).",
                seat=s.seat,
                expected=2 * ante,
                call=s.call_cents,
            )
        if not isinstance(s.jackpot_lit, bool):
            raise RuleError("Seat {seat}: jackpot_lit must be true or false.", seat=s.seat)
        seat_cards[s.seat] = as_cards(s.cards)
    dealer_cards = as_cards(round_.dealer_cards)

    all_cards = [c for cards in seat_cards.values() for c in cards] + list(dealer_cards)
    if len(set(all_cards)) != len(all_cards):
        dup = sorted({c for c in all_cards if all_cards.count(c) > 1})
        raise RuleError(
            "The card(s) {cards} appear more than once on the table: "
            "one deck holds each card once.",
            cards=format_cards(dup),
        )

    ante_pay: list[Payment] = []
    call_pay: list[Payment] = []
    jbet_pay: list[Payment] = []
    jack_pay: list[Payment] = []
    outcomes: list[SeatOutcome] = []

    bet = settings.jackpot_bet_cents
    lit_bets = sum(1 for s in seats if s.jackpot_lit)
    fed = meter_contribution(lit_bets, settings)[0]
    if round_.meter_before_coin_in_cents is not None:
        before = _cents(round_.meter_before_coin_in_cents, "meter_before_coin_in")
        if before + fed != meter:
            raise RuleError(
                "The meter at COIN IN ({meter}) is not the meter before it ({before}) plus the "
                "lit seats' share ({share}).",
                meter=meter,
                before=before,
                share=fed,
            )

    def void_return(s: SeatInput) -> None:
        ante_pay.append(Payment(s.seat, PaymentKind.ANTE_VOID_RETURN, s.ante_cents, s.ante_cents, 0))
        if s.call_cents is not None:
            call_pay.append(
                Payment(s.seat, PaymentKind.CALL_VOID_RETURN, s.call_cents, s.call_cents, 0)
            )
        if s.jackpot_lit and bet:
            jbet_pay.append(Payment(s.seat, PaymentKind.JACKPOT_BET_VOID_RETURN, bet, bet, 0))

    # Art. 9: dealer's wrong count voids the whole round; every bet is returned and the meter goes
    # back to what it was before COIN IN.
    if len(dealer_cards) != 5:
        for s in seats:
            void_return(s)
            outcomes.append(
                SeatOutcome(s.seat, Outcome.ROUND_VOID, None, None, s.jackpot_lit, 0, 0)
            )
        move = settle_meter(meter, 0, False, settings, void_refund_cents=fed)
        return _checked(
            RoundResult(
                round_void=True,
                dealer_class=None,
                dealer_rank_key=None,
                dealer_qualifies=False,
                payments=tuple(ante_pay + call_pay + jbet_pay),
                outcomes=tuple(outcomes),
                jackpot_hits=(),
                meter_before_cents=meter,
                jackpot_total_cents=0,
                paid_from_meter_cents=0,
                shortfall_cents=0,
                reseed_cents=0,
                meter_after_cents=move.meter_after_cents,
                royal_residue_cents=0,
                void_jackpot_bets_cents=lit_bets * bet,
                void_refunds_from_meter_cents=fed,
                meter_valued_cents=meter - fed,
            )
        )

    dealer_key = rank(dealer_cards, ace_low)
    qualifies = dealer_key >= QUALIFY_KEY

    keys: dict[int, int] = {}
    net: dict[int, int] = {}
    status: dict[int, Outcome] = {}
    for s in seats:
        ante, call = s.ante_cents, s.call_cents
        if len(seat_cards[s.seat]) != 5:  # Art. 9: that player's hand is void, as if not played
            status[s.seat] = Outcome.HAND_VOID
            void_return(s)
            net[s.seat] = 0
            continue
        key = rank(seat_cards[s.seat], ace_low)
        keys[s.seat] = key
        if call is None:  # Art. 10: fold loses the ANTE
            status[s.seat] = Outcome.FOLD
            ante_pay.append(Payment(s.seat, PaymentKind.ANTE_LOSS, ante, 0, -ante))
            net[s.seat] = -ante
        elif not qualifies:  # Art. 13 B
            status[s.seat] = Outcome.DEALER_NOT_QUALIFIED
            ante_pay.append(Payment(s.seat, PaymentKind.ANTE_WIN, ante, 2 * ante, ante))
            call_pay.append(Payment(s.seat, PaymentKind.CALL_RETURN, call, call, 0))
            net[s.seat] = ante
        elif key > dealer_key:  # Arts. 14, 18
            status[s.seat] = Outcome.PLAYER_WINS
            win = call * CALL_PAYOUT[class_of(key)]
            ante_pay.append(Payment(s.seat, PaymentKind.ANTE_WIN, ante, 2 * ante, ante))
            call_pay.append(Payment(s.seat, PaymentKind.CALL_WIN, call, call + win, win))
            net[s.seat] = ante + win
        elif key < dealer_key:  # Art. 18
            status[s.seat] = Outcome.DEALER_WINS
            ante_pay.append(Payment(s.seat, PaymentKind.ANTE_LOSS, ante, 0, -ante))
            call_pay.append(Payment(s.seat, PaymentKind.CALL_LOSS, call, 0, -call))
            net[s.seat] = -ante - call
        else:  # Art. 16: "pase muerto", the bets stay with the player
            status[s.seat] = Outcome.PUSH
            ante_pay.append(Payment(s.seat, PaymentKind.ANTE_PUSH, ante, ante, 0))
            call_pay.append(Payment(s.seat, PaymentKind.CALL_PUSH, call, call, 0))
            net[s.seat] = 0

    void_bets = sum(1 for s in seats if s.jackpot_lit and status[s.seat] is Outcome.HAND_VOID)
    void_share = void_meter_share(lit_bets, void_bets, settings)

    # Art. 17 / 20: jackpot prizes to lit seats that did not fold, whatever the dealer holds, all
    # valued on the meter as it stood at COIN IN less the void hands' jackpot-bet share: a void
    # hand is as if it had not been played, so its bet never fed the prize (RULES.md)
    valued = meter - void_share
    eligible = [
        (s.seat, class_of(keys[s.seat]))
        for s in seats
        if s.jackpot_lit and status[s.seat] not in (Outcome.HAND_VOID, Outcome.FOLD)
    ]
    royals = [seat for seat, cls in eligible if cls is HandClass.ROYAL_FLUSH]
    royal_pot = valued * settings.royal_share_bp // BP
    royal_share = royal_pot // len(royals) if royals else 0
    royal_residue = royal_pot - royal_share * len(royals) if royals else 0
    hits: list[JackpotHit] = []
    for seat, cls in eligible:
        amount = royal_share if cls is HandClass.ROYAL_FLUSH else _fixed_prize(cls, valued, settings)
        if cls >= HandClass.FLUSH and amount > 0:
            hits.append(JackpotHit(seat, cls, amount))
            jack_pay.append(Payment(seat, PaymentKind.JACKPOT, 0, amount, amount))
            net[seat] += amount

    total = sum(h.amount_cents for h in hits)
    meter_prizes = sum(h.amount_cents for h in hits if h.hand_class >= HandClass.STRAIGHT_FLUSH)
    move = settle_meter(meter, meter_prizes, bool(royals), settings, void_refund_cents=void_share)

    prize_of = {h.seat: h.amount_cents for h in hits}
    for s in seats:
        key = keys.get(s.seat)
        outcomes.append(
            SeatOutcome(
                seat=s.seat,
                outcome=status[s.seat],
                hand_class=class_of(key) if key is not None else None,
                rank_key=key,
                jackpot_lit=s.jackpot_lit,
                jackpot_cents=prize_of.get(s.seat, 0),
                net_cents=net[s.seat],
            )
        )

    return _checked(
        RoundResult(
            round_void=False,
            dealer_class=class_of(dealer_key),
            dealer_rank_key=dealer_key,
            dealer_qualifies=qualifies,
            payments=tuple(ante_pay + call_pay + jbet_pay + jack_pay),
            outcomes=tuple(outcomes),
            jackpot_hits=tuple(hits),
            meter_before_cents=meter,
            jackpot_total_cents=total,
            paid_from_meter_cents=move.paid_from_meter_cents,
            shortfall_cents=move.shortfall_cents,
            reseed_cents=move.reseed_cents,
            meter_after_cents=move.meter_after_cents,
            royal_residue_cents=royal_residue,
            meter_prizes_cents=meter_prizes,
            house_prizes_cents=total - meter_prizes,
            void_jackpot_bets_cents=void_bets * bet,
            void_refunds_from_meter_cents=void_share,
            meter_valued_cents=valued,
        )
    )


def _checked(r: RoundResult) -> RoundResult:
    """The meter's ledger balances (module docstring); a failure here is a bug, not bad input."""
    assert r.meter_ledger_balances, r
    assert r.paid_from_meter_cents + r.shortfall_cents == r.meter_prizes_cents, r
    assert r.meter_prizes_cents + r.house_prizes_cents == r.jackpot_total_cents, r
    return r
