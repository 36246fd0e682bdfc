"""One Caribbean poker table with its progressive jackpot, over the station's event log.

Every step is an event (``poker.*``, each with a ``"table"`` field) appended through
``Station.commit`` and folded through ``Station.register_plugin``, so a kill and restart brings the
table back exactly. The rules are decided by :mod:`hallstation.core.poker`; this module only checks
that a step is legal now (what and why, as a :class:`RuleError`; nothing changes) and records it.

A round, as the dealer plays it:

1. ``open_round()`` (``poker.round_opened``; the table's settings are frozen into the round);
2. ``place_bet(seat, ante_cents, jackpot)`` per seat (``poker.bet``; ANTE within the limits,
   Art. 22; the jackpot bet needs an ANTE, Art. 4); refused after COIN IN (Art. 7);
3. ``coin_in()`` (``poker.coin_in``, Art. 5): locks the bets, adds the jackpot bets' share to the
   meter, lights the paying seats;
4. ``enter_cards(seat | "dealer", cards)`` (``poker.cards``): a card already on the table is
   refused; a wrong count is recorded and voids that hand (or, for the dealer, the round; Art. 9);
5. ``fold(seat)`` / ``call(seat)`` (``poker.decision``; the call is exactly 2 × ANTE, Art. 10);
6. ``settle()`` (``poker.settled``): the core's RoundResult with every payment in order (ANTE,
   calls, void returns, jackpots; Arts. 9, 19, 20). A jackpot hit waits for
   ``pay_jackpot(supervisor, pin)`` (``poker.jackpot_paid``), which checks the supervisor's PIN and
   then moves the meter as the core decided (Art. 17: a royal empties it and it restarts at its
   seed, the casino's money; a straight flush takes 10 %; fixed prizes are the house's). A void hand
   returns its jackpot bet and takes its share back off the meter; a void round puts the meter back
   to what it was before COIN IN (Art. 9);
7. ``game_over()`` (``poker.game_over``, Art. 21) closes the round and opens the next one.

Dealer steps need a dealer signed in with their PIN (``sign_in``, ``poker.dealer_signed_in``); the
events carry the dealer's name as the actor. The meter starts at the seed and persists.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from hallstation.core.errors import RuleError
from hallstation.core.folds import FoldTable, folds
from hallstation.core.poker import (
    HandClass,
    JackpotHit,
    Outcome,
    Payment,
    PaymentKind,
    PokerSettings,
    RoundInput,
    RoundResult,
    SeatInput,
    SeatOutcome,
    as_cards,
    coin_in,
    format_cards,
    meter_contribution,
    settle_round,
)
from hallstation.core.poker.settlement import SEATS
from hallstation.services.command import command
from hallstation.services.station import Station
from hallstation.store.eventlog import StoredEvent

DEALER = "dealer"

# table states
NO_ROUND = "no_round"
BETTING = "betting"
DEALING = "dealing"
JACKPOT_PENDING = "jackpot_pending"
SETTLED = "settled"

FOLD = "fold"
CALL = "call"

JACKPOT_CLASSES = (
    HandClass.ROYAL_FLUSH,
    HandClass.STRAIGHT_FLUSH,
    HandClass.FOUR_OF_A_KIND,
    HandClass.FULL_HOUSE,
    HandClass.FLUSH,
)


# ---------------------------------------------------------------- folded state (mutable, private)
@dataclass
class _Seat:
    seat: int
    ante_cents: int = 0
    jackpot: bool = False
    lit: bool = False
    cards: tuple[int, ...] | None = None
    decision: str | None = None
    call_cents: int | None = None


@dataclass
class _Round:
    number: int
    settings: PokerSettings
    seats: dict[int, _Seat] = field(default_factory=lambda: {s: _Seat(s) for s in SEATS})
    dealer_cards: tuple[int, ...] | None = None
    coin_in: bool = False
    meter_at_coin_in_cents: int | None = None
    meter_before_coin_in_cents: int | None = None
    result: RoundResult | None = None
    jackpot_paid_by: str | None = None


@dataclass
class _Table:
    table: int
    settings: PokerSettings
    meter_cents: int
    dealer: str | None = None
    round: _Round | None = None
    last_round: int = 0
    last_hits: tuple[HitView, ...] = ()


# ---------------------------------------------------------------- the view (pure, immutable)
@dataclass(frozen=True)
class HitView:
    round: int
    seat: int
    hand_class: str  # HandClass label: royal_flush, straight_flush, …
    amount_cents: int


@dataclass(frozen=True)
class PayLine:
    """One line of the jackpot pay table (Art. 17): a share of the meter or a fixed amount."""

    hand_class: str
    share_bp: int | None  # for royal and straight flush
    amount_cents: int  # what it pays now (the share of the current meter, or the fixed amount)


@dataclass(frozen=True)
class SeatView:
    seat: int
    ante_cents: int
    jackpot: bool  # jackpot bet placed
    lit: bool  # lit by COIN IN
    cards: tuple[int, ...] | None
    void: bool  # wrong card count (Art. 9)
    decision: str | None  # fold | call
    call_cents: int | None
    outcome: str | None  # core Outcome value after settlement
    hand_class: str | None
    net_cents: int | None
    jackpot_cents: int

    @property
    def playing(self) -> bool:
        return self.ante_cents > 0


@dataclass(frozen=True)
class PokerView:
    """A snapshot of one table for the console and the public sign."""

    table: int
    round: int  # 0 before the first round
    state: str  # no_round | betting | dealing | jackpot_pending | settled
    meter_cents: int
    dealer: str | None
    seats: tuple[SeatView, ...]
    dealer_cards: tuple[int, ...] | None
    dealer_void: bool
    dealer_class: str | None
    dealer_qualifies: bool | None
    round_void: bool
    payments: tuple[Payment, ...]  # in order; jackpot payments only once paid
    pending_hits: tuple[HitView, ...]  # waiting for the supervisor
    hits: tuple[HitView, ...]  # this round's paid hits (the sign celebrates them)
    last_hits: tuple[HitView, ...]  # the most recent paid hits at this table
    pay_table: tuple[PayLine, ...]
    settings: PokerSettings
    used_cards: frozenset[int]
    # Art. 9: jackpot bets returned by void hands (or the void round) and their share of the meter
    void_jackpot_bets_cents: int = 0
    void_refunds_from_meter_cents: int = 0

    @property
    def celebrating(self) -> bool:
        return bool(self.hits)

    def seat(self, n: int) -> SeatView:
        return self.seats[n - 1]


# ---------------------------------------------------------------- (de)serialising
def _plain(obj: Any) -> Any:
    if isinstance(obj, Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [_plain(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _plain(v) for k, v in obj.items()}
    return obj


def _hc(value: int | None) -> HandClass | None:
    return None if value is None else HandClass(value)


def _payment(d: dict[str, Any]) -> Payment:
    return Payment(d["seat"], PaymentKind(d["kind"]), d["stake_cents"], d["amount_cents"], d["net_cents"])


_RESULT_SCALARS = frozenset(
    f.name for f in dataclasses.fields(RoundResult)
) - {"dealer_class", "payments", "outcomes", "jackpot_hits"}


def _result_from(d: dict[str, Any]) -> RoundResult:
    """A recorded result. Results recorded before the corrected Art. 17 hold
    ``meter_surplus_to_house_cents`` (dropped: the recorded ``meter_after_cents`` stays the meter)
    and lack the fields added since (their defaults)."""
    scalars = {k: v for k, v in d.items() if k in _RESULT_SCALARS}
    return RoundResult(
        **scalars,
        dealer_class=_hc(d["dealer_class"]),
        payments=tuple(_payment(p) for p in d["payments"]),
        outcomes=tuple(
            SeatOutcome(
                o["seat"], Outcome(o["outcome"]), _hc(o["hand_class"]), o["rank_key"],
                o["jackpot_lit"], o["jackpot_cents"], o["net_cents"],
            )
            for o in d["outcomes"]
        ),
        jackpot_hits=tuple(
            JackpotHit(h["seat"], HandClass(h["hand_class"]), h["amount_cents"]) for h in d["jackpot_hits"]
        ),
    )


def settings_to_dict(settings: PokerSettings) -> dict[str, Any]:
    return dataclasses.asdict(settings)


def settings_from_dict(d: dict[str, Any]) -> PokerSettings:
    names = {f.name for f in dataclasses.fields(PokerSettings)}
    return PokerSettings(**{k: v for k, v in d.items() if k in names})


def _hits(round_no: int, hits: tuple[JackpotHit, ...]) -> tuple[HitView, ...]:
    return tuple(HitView(round_no, h.seat, h.hand_class.label, h.amount_cents) for h in hits)


def pay_table(settings: PokerSettings, meter_cents: int) -> tuple[PayLine, ...]:
    """Art. 17's table, valued on ``meter_cents`` for the shares of the meter."""
    return (
        PayLine("royal_flush", settings.royal_share_bp, meter_cents * settings.royal_share_bp // 10_000),
        PayLine(
            "straight_flush",
            settings.straight_flush_share_bp,
            meter_cents * settings.straight_flush_share_bp // 10_000,
        ),
        PayLine("four_of_a_kind", None, settings.four_of_a_kind_cents),
        PayLine("full_house", None, settings.full_house_cents),
        PayLine("flush", None, settings.flush_cents),
    )


# ---------------------------------------------------------------- the service
class PokerTable:
    """Table ``table`` of the station. ``settings`` (optional) become the table's settings from the
    next round on (recorded as ``poker.settings_changed`` when they differ from the log's)."""

    FOLDS: ClassVar[FoldTable]

    def __init__(self, station: Station, table: int = 1, settings: PokerSettings | None = None) -> None:
        if isinstance(table, bool) or not isinstance(table, int) or table < 1:
            raise RuleError("A poker table is numbered 1 or more, not {table!r}.", table=table)
        self.station = station
        self.table = table
        self._t: _Table | None = None
        with station.transaction():  # two consoles opening one table record it once
            station.register_plugin(self._fold, self._reset)
            self._open(settings)

    def _reset(self) -> None:
        self._t = None

    def _open(self, settings: PokerSettings | None) -> None:
        station, table = self.station, self.table
        if self._t is None:
            s = settings or PokerSettings()
            station.commit(
                [("poker.table_opened", {"table": table, "settings": settings_to_dict(s),
                                         "meter_cents": s.meter_seed_cents})],
                "system",
            )
        elif settings is not None and settings != self._t.settings:
            station.commit(
                [("poker.settings_changed", {"table": table, "settings": settings_to_dict(settings),
                                             "old": settings_to_dict(self._t.settings)})],
                "system",
            )

    # ------------------------------------------------------------ folding
    def _fold(self, e: StoredEvent) -> None:
        """This table's events, each by its fold in the table's fold table (``PokerTable.FOLDS``)."""
        if not e.type.startswith("poker.") or e.data.get("table") != self.table:
            return
        if e.type != "poker.table_opened":
            assert self._t is not None, "poker event before poker.table_opened"
        self.FOLDS.fold(self, e)

    @folds("poker.table_opened")
    def _fold_table_opened(self, e: StoredEvent) -> None:
        d = e.data
        self._t = _Table(self.table, settings_from_dict(d["settings"]), d["meter_cents"])

    @folds("poker.settings_changed")
    def _fold_settings_changed(self, e: StoredEvent) -> None:
        self._state.settings = settings_from_dict(e.data["settings"])

    @folds("poker.dealer_signed_in")
    def _fold_dealer_signed_in(self, e: StoredEvent) -> None:
        self._state.dealer = e.data["dealer"]

    @folds("poker.dealer_signed_out")
    def _fold_dealer_signed_out(self, e: StoredEvent) -> None:
        self._state.dealer = None

    @folds("poker.round_opened")
    def _fold_round_opened(self, e: StoredEvent) -> None:
        tab, d = self._state, e.data
        tab.round = _Round(d["round"], settings_from_dict(d["settings"]))
        tab.last_round = d["round"]

    @folds("poker.bet")
    def _fold_bet(self, e: StoredEvent) -> None:
        d = e.data
        s = self._state.round.seats[d["seat"]]
        s.ante_cents, s.jackpot = d["ante_cents"], d["jackpot"]

    @folds("poker.coin_in")
    def _fold_coin_in(self, e: StoredEvent) -> None:
        tab, d = self._state, e.data
        r = tab.round
        r.coin_in = True
        r.meter_at_coin_in_cents = d["meter_after_cents"]
        r.meter_before_coin_in_cents = d["meter_before_cents"]
        for n in d["lit_seats"]:
            r.seats[n].lit = True
        tab.meter_cents = d["meter_after_cents"]

    @folds("poker.cards")
    def _fold_cards(self, e: StoredEvent) -> None:
        d, r = e.data, self._state.round
        cards = tuple(d["cards"])
        if d["target"] == DEALER:
            r.dealer_cards = cards
        else:
            r.seats[d["target"]].cards = cards

    @folds("poker.decision")
    def _fold_decision(self, e: StoredEvent) -> None:
        d = e.data
        s = self._state.round.seats[d["seat"]]
        s.decision, s.call_cents = d["decision"], d["call_cents"]

    @folds("poker.settled")
    def _fold_settled(self, e: StoredEvent) -> None:
        tab = self._state
        r = tab.round
        r.result = _result_from(e.data["result"])
        if not r.result.jackpot_hits:
            tab.meter_cents = r.result.meter_after_cents

    @folds("poker.jackpot_paid")
    def _fold_jackpot_paid(self, e: StoredEvent) -> None:
        tab, d = self._state, e.data
        r = tab.round
        r.jackpot_paid_by = d["by"]
        tab.meter_cents = d["meter_after_cents"]
        tab.last_hits = _hits(r.number, r.result.jackpot_hits)

    @folds("poker.game_over")
    def _fold_game_over(self, e: StoredEvent) -> None:
        self._state.round = None

    # ------------------------------------------------------------ reading
    @property
    def settings(self) -> PokerSettings:
        return self._state.settings

    @property
    def meter_cents(self) -> int:
        return self._state.meter_cents

    @property
    def dealer(self) -> str | None:
        return self._state.dealer

    @property
    def state(self) -> str:
        r = self._state.round
        if r is None:
            return NO_ROUND
        if r.result is not None:
            return JACKPOT_PENDING if r.result.jackpot_hits and r.jackpot_paid_by is None else SETTLED
        return DEALING if r.coin_in else BETTING

    @property
    def round_number(self) -> int:
        r = self._state.round
        return r.number if r is not None else self._state.last_round

    @property
    def result(self) -> RoundResult | None:
        r = self._state.round
        return r.result if r is not None else None

    @property
    def _state(self) -> _Table:
        assert self._t is not None
        return self._t

    def used_cards(self, except_target: int | str | None = None) -> set[int]:
        r = self._state.round
        if r is None:
            return set()
        used: set[int] = set()
        for n, s in r.seats.items():
            if s.cards and n != except_target:
                used.update(s.cards)
        if r.dealer_cards and except_target != DEALER:
            used.update(r.dealer_cards)
        return used

    def view(self) -> PokerView:
        tab = self._state
        r = tab.round
        state = self.state
        settings = r.settings if r is not None else tab.settings
        res = r.result if r is not None else None
        outcome = {o.seat: o for o in res.outcomes} if res is not None else {}
        seats = []
        for n in SEATS:
            s = r.seats[n] if r is not None else _Seat(n)
            o = outcome.get(n)
            seats.append(
                SeatView(
                    seat=n,
                    ante_cents=s.ante_cents,
                    jackpot=s.jackpot,
                    lit=s.lit,
                    cards=s.cards,
                    void=s.cards is not None and len(s.cards) != 5,
                    decision=s.decision,
                    call_cents=s.call_cents,
                    outcome=o.outcome.value if o else None,
                    hand_class=o.hand_class.label if o and o.hand_class is not None else None,
                    net_cents=o.net_cents if o else None,
                    jackpot_cents=o.jackpot_cents if o and state == SETTLED else 0,
                )
            )
        payments: tuple[Payment, ...] = ()
        pending: tuple[HitView, ...] = ()
        hits: tuple[HitView, ...] = ()
        if res is not None:
            payments = res.payments
            if state == JACKPOT_PENDING:
                payments = tuple(p for p in res.payments if p.kind is not PaymentKind.JACKPOT)
                pending = _hits(r.number, res.jackpot_hits)
            else:
                hits = _hits(r.number, res.jackpot_hits)
        dealer_cards = r.dealer_cards if r is not None else None
        meter_for_table = r.meter_at_coin_in_cents if state == JACKPOT_PENDING else tab.meter_cents
        return PokerView(
            table=tab.table,
            round=self.round_number,
            state=state,
            meter_cents=tab.meter_cents,
            dealer=tab.dealer,
            seats=tuple(seats),
            dealer_cards=dealer_cards,
            dealer_void=dealer_cards is not None and len(dealer_cards) != 5,
            dealer_class=res.dealer_class.label if res is not None and res.dealer_class is not None else None,
            dealer_qualifies=res.dealer_qualifies if res is not None and not res.round_void else None,
            round_void=bool(res is not None and res.round_void),
            payments=payments,
            pending_hits=pending,
            hits=hits,
            last_hits=tab.last_hits,
            pay_table=pay_table(settings, meter_for_table or 0),
            settings=settings,
            used_cards=frozenset(self.used_cards()),
            void_jackpot_bets_cents=res.void_jackpot_bets_cents if res is not None else 0,
            void_refunds_from_meter_cents=res.void_refunds_from_meter_cents if res is not None else 0,
        )

    # ------------------------------------------------------------ checks
    def _commit(self, events: list[tuple[str, dict[str, Any]]], actor: str) -> None:
        for _, data in events:
            data["table"] = self.table
        self.station.commit(events, actor)

    def _need_dealer(self) -> str:
        name = self._state.dealer
        if name is None:
            raise RuleError("Table {table}: the dealer must sign in with their PIN first.", table=self.table)
        return name

    def _need_round(self, *states: str) -> _Round:
        r = self._state.round
        if r is None:
            raise RuleError("Table {table}: no round is open; open a round first.", table=self.table)
        state = self.state
        if state not in states:
            if state == BETTING:
                raise RuleError("Round {round}: press COIN IN first (Art. 5).", round=r.number)
            if state == DEALING:
                raise RuleError("Round {round} is being played: settle it first.", round=r.number)
            if state == JACKPOT_PENDING:
                raise RuleError(
                    "Round {round}: the jackpot must be authorised by a supervisor and paid first "
                    "(Art. 20).",
                    round=r.number,
                )
            raise RuleError("Round {round} is settled: press GAME OVER (Art. 21).", round=r.number)
        return r

    @staticmethod
    def _check_seat(seat: object) -> int:
        if isinstance(seat, bool) or seat not in SEATS:
            raise RuleError("Seat {seat} does not exist: seats are 1 to 7.", seat=seat)
        return seat  # type: ignore[return-value]

    # ------------------------------------------------------------ dealer
    @command
    def sign_in(self, name: str, pin: str) -> None:
        """The dealer signs in with their PIN (role ``dealer``)."""
        self.station.verify_pin(name, pin, "dealer")
        self._commit([("poker.dealer_signed_in", {"dealer": name})], name)

    @command
    def sign_out(self) -> None:
        name = self._need_dealer()
        self._commit([("poker.dealer_signed_out", {"dealer": name})], name)

    # ------------------------------------------------------------ the round
    @command
    def open_round(self) -> int:
        dealer = self._need_dealer()
        r = self._state.round
        if r is not None:
            raise RuleError("Round {round} is still open: press GAME OVER first (Art. 21).", round=r.number)
        number = self._state.last_round + 1
        self._commit(
            [("poker.round_opened", {"round": number, "settings": settings_to_dict(self._state.settings)})],
            dealer,
        )
        return number

    @command
    def place_bet(self, seat: int, ante_cents: int, jackpot: bool | None = None) -> None:
        """Set a seat's ANTE (0 leaves the seat out) and, optionally, its jackpot bet."""
        dealer = self._need_dealer()
        seat = self._check_seat(seat)
        r = self._state.round
        if r is not None and r.coin_in:
            raise RuleError(
                "Seat {seat}: bets are closed since COIN IN; no bet may be placed, changed or "
                "withdrawn (Art. 7).",
                seat=seat,
            )
        r = self._need_round(BETTING)
        s = r.seats[seat]
        jackpot = s.jackpot if jackpot is None else jackpot
        if isinstance(ante_cents, bool) or not isinstance(ante_cents, int) or ante_cents < 0:
            raise RuleError("Seat {seat}: the ANTE must be a whole number of cents.", seat=seat)
        if not isinstance(jackpot, bool):
            raise RuleError("Seat {seat}: the jackpot bet is yes or no.", seat=seat)
        lim = r.settings
        if ante_cents and not lim.min_ante_cents <= ante_cents <= lim.max_ante_cents:
            raise RuleError(
                "Seat {seat}: the ANTE of {ante} cents is outside the table limits "
                "{low}–{high} cents (Art. 22).",
                seat=seat,
                ante=ante_cents,
                low=lim.min_ante_cents,
                high=lim.max_ante_cents,
            )
        if jackpot and not ante_cents:
            raise RuleError(
                "Seat {seat}: the jackpot bet is placed together with an ANTE (Art. 4).", seat=seat
            )
        if (s.ante_cents, s.jackpot) == (ante_cents, jackpot):
            return
        self._commit([("poker.bet", {"round": r.number, "seat": seat, "ante_cents": ante_cents,
                                     "jackpot": jackpot})], dealer)

    @command
    def set_jackpot(self, seat: int, on: bool) -> None:
        seat = self._check_seat(seat)
        r = self._state.round
        ante = r.seats[seat].ante_cents if r is not None else 0
        self.place_bet(seat, ante, on)

    @command
    def clear_seat(self, seat: int) -> None:
        self.place_bet(seat, 0, False)

    @command
    def coin_in(self) -> int:
        """Art. 5: lock the bets, feed the meter with the jackpot bets' share, light the seats.
        Returns the new meter."""
        dealer = self._need_dealer()
        r = self._need_round(BETTING)
        playing = [s for s in r.seats.values() if s.ante_cents]
        if not playing:
            raise RuleError("Round {round}: no seat has placed an ANTE yet.", round=r.number)
        lit = [s.seat for s in playing if s.jackpot]
        before = self._state.meter_cents
        after = coin_in(before, lit, r.settings)
        to_meter, to_house = meter_contribution(len(lit), r.settings)
        self._commit(
            [(
                "poker.coin_in",
                {
                    "round": r.number,
                    "seats": [s.seat for s in playing],
                    "lit_seats": lit,
                    "jackpot_bet_cents": r.settings.jackpot_bet_cents,
                    "to_meter_cents": to_meter,
                    "to_house_cents": to_house,
                    "meter_before_cents": before,
                    "meter_after_cents": after,
                },
            )],
            dealer,
        )
        return after

    @command
    def enter_cards(self, target: int | str, cards: Any) -> int:
        """The cards of a seat or of the dealer (``"dealer"``), as dealt. Returns the count; a count
        other than 5 is recorded and voids that hand, or the whole round for the dealer (Art. 9)."""
        dealer = self._need_dealer()
        r = self._need_round(DEALING)
        who: int | str
        if target == DEALER:
            who = DEALER
        else:
            who = self._check_seat(target)
            s = r.seats[who]
            if not s.ante_cents:
                raise RuleError("Seat {seat} has no ANTE in this round: it is dealt no cards.", seat=who)
            if s.decision is not None:
                raise RuleError(
                    "Seat {seat} has already decided: its cards can no longer change.", seat=who
                )
        parsed = as_cards(cards)
        if not parsed:
            raise RuleError("Type or pick the cards as they were dealt.")
        if len(set(parsed)) != len(parsed):
            dup = sorted({c for c in parsed if parsed.count(c) > 1})
            raise RuleError(
                "The card(s) {cards} are entered twice: one deck holds each card once (Art. 1).",
                cards=format_cards(dup),
            )
        for c in parsed:
            holder = self._holder(r, c, who)
            if holder is not None:
                if holder == DEALER:
                    raise RuleError(
                        "The card {card} is already in the dealer's hand: one deck holds each card "
                        "once (Art. 1).",
                        card=format_cards([c]),
                    )
                raise RuleError(
                    "The card {card} is already in seat {seat}'s hand: one deck holds each card "
                    "once (Art. 1).",
                    card=format_cards([c]),
                    seat=holder,
                )
        self._commit([("poker.cards", {"round": r.number, "target": who, "cards": list(parsed)})], dealer)
        return len(parsed)

    @staticmethod
    def _holder(r: _Round, card: int, skip: int | str) -> int | str | None:
        if skip != DEALER and r.dealer_cards and card in r.dealer_cards:
            return DEALER
        for n, s in r.seats.items():
            if n != skip and s.cards and card in s.cards:
                return n
        return None

    @command
    def decide(self, seat: int, decision: str, call_cents: int | None = None) -> None:
        dealer = self._need_dealer()
        seat = self._check_seat(seat)
        r = self._need_round(DEALING)
        s = r.seats[seat]
        if not s.ante_cents:
            raise RuleError("Seat {seat} has no ANTE in this round.", seat=seat)
        if s.cards is None:
            raise RuleError("Seat {seat}: enter its cards first.", seat=seat)
        if len(s.cards) != 5:
            raise RuleError(
                "Seat {seat}'s hand is void (wrong card count, Art. 9): it takes no decision.",
                seat=seat,
            )
        if s.decision is not None:
            raise RuleError("Seat {seat} has already decided ({decision}).", seat=seat, decision=s.decision)
        if decision == FOLD:
            call = None
        elif decision == CALL:
            call = 2 * s.ante_cents if call_cents is None else call_cents
            if isinstance(call, bool) or call != 2 * s.ante_cents:
                raise RuleError(
                    "Seat {seat}: a call must be exactly twice the ANTE ({expected} cents), "
                    "not {call!r} (Art. 10).",
                    seat=seat,
                    expected=2 * s.ante_cents,
                    call=call,
                )
        else:
            raise RuleError("A player folds or calls, not '{decision}' (Art. 10).", decision=decision)
        self._commit([("poker.decision", {"round": r.number, "seat": seat, "decision": decision,
                                          "call_cents": call})], dealer)

    @command
    def fold(self, seat: int) -> None:
        self.decide(seat, FOLD)

    @command
    def call(self, seat: int, call_cents: int | None = None) -> None:
        self.decide(seat, CALL, call_cents)

    @command
    def settle(self) -> RoundResult:
        """Compare the hands and record every payment in order (Arts. 13–20)."""
        dealer = self._need_dealer()
        r = self._need_round(DEALING)
        if r.dealer_cards is None:
            raise RuleError("Round {round}: enter the dealer's cards first.", round=r.number)
        playing = [s for s in r.seats.values() if s.ante_cents]
        for s in playing:
            if s.cards is None:
                raise RuleError(
                    "Seat {seat}: enter its cards as they were dealt (a wrong count voids the hand).",
                    seat=s.seat,
                )
        if len(r.dealer_cards) == 5:
            for s in playing:
                if len(s.cards or ()) == 5 and s.decision is None:
                    raise RuleError("Seat {seat} must fold or call first (Art. 10).", seat=s.seat)
        assert r.meter_at_coin_in_cents is not None
        result = settle_round(
            RoundInput(
                seats=tuple(
                    SeatInput(s.seat, s.ante_cents, s.cards or (), s.call_cents, s.lit) for s in playing
                ),
                dealer_cards=r.dealer_cards,
                meter_at_coin_in_cents=r.meter_at_coin_in_cents,
                settings=r.settings,
                meter_before_coin_in_cents=r.meter_before_coin_in_cents,
            )
        )
        self._commit(
            [("poker.settled", {"round": r.number, "result": _plain(result),
                                "jackpot_pending": bool(result.jackpot_hits)})],
            dealer,
        )
        return result

    @command
    def pay_jackpot(self, supervisor: str, pin: str) -> tuple[Payment, ...]:
        """A supervisor authorises the round's jackpot hits with their PIN; they are paid and the
        meter becomes what the settlement says (Art. 17). A wrong PIN pays nothing."""
        for e in self.station.folded_meanwhile("poker.jackpot_paid"):  # the race's loser, told plainly
            if e.data.get("table") == self.table:
                raise RuleError(
                    "The jackpot of round {round} was already paid at the other console ({by}): it is not paid twice",
                    round=e.data.get("round"), by=e.data.get("by", ""),
                )
        r = self._need_round(JACKPOT_PENDING)
        self.station.verify_pin(supervisor, pin, "supervisor")
        res = r.result
        assert res is not None
        paid = tuple(p for p in res.payments if p.kind is PaymentKind.JACKPOT)
        self._commit(
            [(
                "poker.jackpot_paid",
                {
                    "round": r.number,
                    "by": supervisor,
                    "dealer": self._state.dealer,
                    "hits": _plain(res.jackpot_hits),
                    "payments": _plain(paid),
                    "meter_before_cents": res.meter_before_cents,
                    "meter_prizes_cents": res.meter_prizes_cents,
                    "paid_from_meter_cents": res.paid_from_meter_cents,
                    "shortfall_cents": res.shortfall_cents,  # house funding
                    "house_prizes_cents": res.house_prizes_cents,
                    "void_refunds_from_meter_cents": res.void_refunds_from_meter_cents,
                    "reseed_cents": res.reseed_cents,  # the casino's money
                    "meter_after_cents": res.meter_after_cents,
                },
            )],
            supervisor,
        )
        return paid

    @command
    def game_over(self, open_next: bool = True) -> int | None:
        """Art. 21: close the round (settled, or with no COIN IN yet) and, by default, open the
        next. Returns the new round's number."""
        dealer = self._need_dealer()
        r = self._need_round(SETTLED, BETTING)
        events: list[tuple[str, dict[str, Any]]] = [
            ("poker.game_over", {"round": r.number, "played": r.coin_in})
        ]
        if open_next:
            events.append(
                ("poker.round_opened", {"round": r.number + 1,
                                        "settings": settings_to_dict(self._state.settings)})
            )
        self._commit(events, dealer)
        return r.number + 1 if open_next else None


PokerTable.FOLDS = FoldTable.of(PokerTable)  # the table's one fold table, from its marked folds


__all__ = [
    "CALL",
    "DEALER",
    "DEALING",
    "BETTING",
    "FOLD",
    "JACKPOT_PENDING",
    "NO_ROUND",
    "SETTLED",
    "HitView",
    "PayLine",
    "PokerTable",
    "PokerView",
    "SeatView",
    "pay_table",
]
