"""Monte Carlo of one player against the dealer, vectorised with numpy.

The randomness source is a ``numpy.random.Generator`` passed in by the caller (the CLI seeds it from
``--seed`` or from ``secrets``); nothing here reads a clock or global random state.

The jackpot follows the table's rule (Art. 17, :func:`~hallstation.core.poker.settlement.settle_meter`):
the simulated player places the jackpot bet every round; COIN IN feeds the meter with its share;
a royal flush takes the meter, which restarts at its seed (the casino's money); a straight flush
takes its 10 % off the meter; four of a kind, full house and flush are paid by the house and leave
the meter as it was. Nothing of the meter goes to the house, so
``meter_start + meter_fed - paid_from_meter + reseed == meter_end``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

import numpy as np

from hallstation.core.errors import RuleError
from hallstation.core.poker.evaluator import CALL_PAYOUT, CLASS_SHIFT, QUALIFY_KEY, HandClass
from hallstation.core.poker.fast import deal, rank_array
from hallstation.core.poker.settings import PokerSettings
from hallstation.core.poker.settlement import meter_contribution, settle_meter

BP = 10_000

# Exact number of 5-card hands of each class (2,598,960 in all), checked exhaustively in the tests.
CLASS_COUNTS: dict[bool, dict[HandClass, int]] = {
    False: {  # ace high only: A-2-3-4-5 is ace-high (or an ace-high flush)
        HandClass.HIGH_CARD: 1_303_560,
        HandClass.PAIR: 1_098_240,
        HandClass.TWO_PAIR: 123_552,
        HandClass.THREE_OF_A_KIND: 54_912,
        HandClass.STRAIGHT: 9_180,
        HandClass.FLUSH: 5_112,
        HandClass.FULL_HOUSE: 3_744,
        HandClass.FOUR_OF_A_KIND: 624,
        HandClass.STRAIGHT_FLUSH: 32,
        HandClass.ROYAL_FLUSH: 4,
    },
    True: {  # ace_low_straight: the wheel is a 5-high straight
        HandClass.HIGH_CARD: 1_302_540,
        HandClass.PAIR: 1_098_240,
        HandClass.TWO_PAIR: 123_552,
        HandClass.THREE_OF_A_KIND: 54_912,
        HandClass.STRAIGHT: 10_200,
        HandClass.FLUSH: 5_108,
        HandClass.FULL_HOUSE: 3_744,
        HandClass.FOUR_OF_A_KIND: 624,
        HandClass.STRAIGHT_FLUSH: 36,
        HandClass.ROYAL_FLUSH: 4,
    },
}
TOTAL_HANDS = 2_598_960


class Strategy(str, Enum):
    """When the simulated player calls."""

    PAIR_OR_BETTER = "pair-or-better"
    AK_OR_BETTER = "ak-or-better"  # the dealer's qualifying hand: ace-king high or better

    @property
    def min_key(self) -> int:
        if self is Strategy.PAIR_OR_BETTER:
            return int(HandClass.PAIR) << CLASS_SHIFT
        return QUALIFY_KEY


OUTCOME_KEYS = (
    "fold",
    "dealer_not_qualified",
    "dealer_wins",
    "push",
    *(f"player_wins_{c.label}" for c in HandClass),
)


@dataclass(frozen=True)
class SimulationResult:
    rounds: int
    strategy: Strategy
    ace_low_straight: bool
    ante_cents: int
    meter_cents: int
    jackpot_bet_cents: int
    counts: dict[str, int]
    net_units_sum: int  # player's result in ANTE units, summed over the rounds
    net_units_sq_sum: int
    jackpot_hits: dict[str, int]
    jackpot_paid_cents: int  # every prize, the meter following the rule (Art. 17)
    # the meter's ledger over the simulation (Art. 17): start + fed - paid_from_meter + reseed == end
    meter_fed_cents: int = 0
    paid_from_meter_cents: int = 0
    shortfall_cents: int = 0  # percentage prizes beyond the meter, paid by the house
    house_prizes_cents: int = 0  # four of a kind, full house, flush: the house's money
    reseed_cents: int = 0  # the casino's money put in as the seed after each royal
    meter_end_cents: int = 0
    # every hit valued on the starting meter instead (comparable with exact_jackpot_return)
    jackpot_paid_fixed_meter_cents: int = 0

    @property
    def house_edge(self) -> float:
        """Expected player loss per unit of ANTE (a fraction)."""
        return -self.net_units_sum / self.rounds

    @property
    def house_edge_std_error(self) -> float:
        n = self.rounds
        mean = self.net_units_sum / n
        var = max(self.net_units_sq_sum / n - mean * mean, 0.0)
        return (var / n) ** 0.5 if n > 1 else 0.0

    @property
    def jackpot_return(self) -> float | None:
        """Average jackpot prize per jackpot bet, as a fraction of the bet, the meter following the
        rule (Art. 17) from ``meter_cents`` on."""
        if self.jackpot_bet_cents == 0:
            return None
        return self.jackpot_paid_cents / (self.rounds * self.jackpot_bet_cents)

    @property
    def jackpot_return_fixed_meter(self) -> float | None:
        """The same, every hit valued on ``meter_cents`` (what :func:`exact_jackpot_return` gives
        exactly)."""
        if self.jackpot_bet_cents == 0:
            return None
        return self.jackpot_paid_fixed_meter_cents / (self.rounds * self.jackpot_bet_cents)

    def exact_jackpot_return(self, settings: PokerSettings) -> float | None:
        return exact_jackpot_return(self.meter_cents, settings, self.ace_low_straight)

    def to_dict(self, settings: PokerSettings) -> dict[str, Any]:
        n = self.rounds
        return {
            "rounds": n,
            "strategy": self.strategy.value,
            "ace_low_straight": self.ace_low_straight,
            "ante_cents": self.ante_cents,
            "house_edge_ante": self.house_edge,
            "house_edge_std_error": self.house_edge_std_error,
            "player_net_cents": self.net_units_sum * self.ante_cents,
            "call_rate": 1 - self.counts["fold"] / n,
            "frequencies": {k: self.counts[k] / n for k in OUTCOME_KEYS},
            "counts": dict(self.counts),
            "jackpot": {
                "meter_cents": self.meter_cents,
                "bet_cents": self.jackpot_bet_cents,
                "return_per_bet": self.jackpot_return,
                "return_per_bet_fixed_meter": self.jackpot_return_fixed_meter,
                "return_per_bet_exact": self.exact_jackpot_return(settings),
                "hits": dict(self.jackpot_hits),
                "paid_cents": self.jackpot_paid_cents,
                "meter_fed_cents": self.meter_fed_cents,
                "paid_from_meter_cents": self.paid_from_meter_cents,
                "shortfall_cents": self.shortfall_cents,
                "house_prizes_cents": self.house_prizes_cents,
                "reseed_cents": self.reseed_cents,
                "meter_end_cents": self.meter_end_cents,
            },
        }


def jackpot_prize_table(meter_cents: int, settings: PokerSettings) -> dict[HandClass, int]:
    """Art. 17 prize of each class for a single lit winner, valued on ``meter_cents``."""
    return {
        HandClass.ROYAL_FLUSH: meter_cents * settings.royal_share_bp // BP,
        HandClass.STRAIGHT_FLUSH: meter_cents * settings.straight_flush_share_bp // BP,
        HandClass.FOUR_OF_A_KIND: settings.four_of_a_kind_cents,
        HandClass.FULL_HOUSE: settings.full_house_cents,
        HandClass.FLUSH: settings.flush_cents,
    }


@dataclass(frozen=True)
class MeterWalk:
    fed_cents: int
    paid_from_meter_cents: int
    shortfall_cents: int
    reseed_cents: int
    meter_after_cents: int


def walk_meter(
    meter_cents: int, rounds: int, hits: Iterable[tuple[int, bool]], settings: PokerSettings
) -> MeterWalk:
    """The meter over ``rounds`` rounds of one lit player (Art. 17, as the table settles it).

    Every round's COIN IN feeds it with one jackpot bet's share; ``hits`` are the rounds (0-based,
    in order) with a royal (``True``) or straight flush (``False``) the player did not fold, each
    valued on the meter as it stood at that round's COIN IN. Fixed prizes are the house's and do not
    move the meter, so they are not given here. The meter moves only on COIN IN and on these hits,
    so the rounds in between are fed at once.
    """
    feed = meter_contribution(1, settings)[0]
    live, fed, paid, shortfall, reseed, last = meter_cents, 0, 0, 0, 0, -1
    for i, royal in hits:
        live += feed * (i - last)
        fed += feed * (i - last)
        last = i
        table = jackpot_prize_table(live, settings)
        move = settle_meter(
            live, table[HandClass.ROYAL_FLUSH if royal else HandClass.STRAIGHT_FLUSH], royal, settings
        )
        paid += move.paid_from_meter_cents
        shortfall += move.shortfall_cents
        reseed += move.reseed_cents
        live = move.meter_after_cents
    live += feed * (rounds - 1 - last)
    fed += feed * (rounds - 1 - last)
    return MeterWalk(fed, paid, shortfall, reseed, live)


def exact_jackpot_return(
    meter_cents: int, settings: PokerSettings, ace_low: bool | None = None
) -> float | None:
    """Exact jackpot return per bet for one lit player who never folds a flush or better, every hit
    valued on ``meter_cents`` (the meter held still)."""
    if settings.jackpot_bet_cents == 0:
        return None
    counts = CLASS_COUNTS[settings.ace_low_straight if ace_low is None else ace_low]
    table = jackpot_prize_table(meter_cents, settings)
    expected = sum(counts[c] * prize for c, prize in table.items()) / TOTAL_HANDS
    return expected / settings.jackpot_bet_cents


def simulate(
    rounds: int,
    strategy: Strategy | str,
    rng: np.random.Generator,
    settings: PokerSettings | None = None,
    *,
    ante_cents: int | None = None,
    meter_cents: int | None = None,
    batch: int = 250_000,
) -> SimulationResult:
    """Play ``rounds`` rounds of one lit player against the dealer; every round uses a fresh deck.

    The meter starts at ``meter_cents`` (default: the meter seed) and follows the rule of the table
    (module docstring): each round's COIN IN feeds it, a royal takes it and it restarts at its seed,
    a straight flush takes its share off it, fixed prizes leave it alone.
    """
    settings = settings or PokerSettings()
    strategy = Strategy(strategy)
    ante = settings.min_ante_cents if ante_cents is None else ante_cents
    meter = settings.meter_seed_cents if meter_cents is None else meter_cents
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise RuleError("A simulation needs at least 1 round, not {rounds!r}.", rounds=rounds)
    if isinstance(ante, bool) or not isinstance(ante, int) or ante < 1:
        raise RuleError("The ANTE must be at least 1 cent, not {ante!r}.", ante=ante)
    if isinstance(meter, bool) or not isinstance(meter, int) or meter < 0:
        raise RuleError("The meter must be 0 cents or more, not {meter!r}.", meter=meter)
    ace_low = settings.ace_low_straight

    payout = np.zeros(len(HandClass), dtype=np.int64)
    for cls, mult in CALL_PAYOUT.items():
        payout[cls] = mult
    prize = np.zeros(len(HandClass), dtype=np.int64)
    for cls, amount in jackpot_prize_table(meter, settings).items():
        prize[cls] = amount
    fixed = np.zeros(len(HandClass), dtype=np.int64)
    for cls in (HandClass.FOUR_OF_A_KIND, HandClass.FULL_HOUSE, HandClass.FLUSH):
        fixed[cls] = prize[cls]
    live = meter  # the meter as the rounds go
    fed = from_meter = shortfall = reseed = 0

    counts = np.zeros(4 + len(HandClass), dtype=np.int64)
    hit_counts = np.zeros(len(HandClass), dtype=np.int64)
    net_sum = 0
    net_sq = 0
    paid_fixed_meter = 0
    house_prizes = 0
    done = 0
    while done < rounds:
        n = min(batch, rounds - done)
        cards = deal(rng, n, 10)
        pk = rank_array(cards[:, :5], ace_low)
        dk = rank_array(cards[:, 5:], ace_low)
        pcls = pk >> CLASS_SHIFT
        calls = pk >= strategy.min_key
        dq = dk >= QUALIFY_KEY
        fold = ~calls
        dnq = calls & ~dq
        win = calls & dq & (pk > dk)
        lose = calls & dq & (pk < dk)
        push = calls & dq & (pk == dk)
        units = np.where(fold, -1, 0) + np.where(dnq, 1, 0) + np.where(lose, -3, 0)
        units = units + np.where(win, 1 + 2 * payout[pcls], 0)
        units = units.astype(np.int64)
        net_sum += int(units.sum())
        net_sq += int((units * units).sum())
        counts[0] += int(fold.sum())
        counts[1] += int(dnq.sum())
        counts[2] += int(lose.sum())
        counts[3] += int(push.sum())
        counts[4:] += np.bincount(pcls[win], minlength=len(HandClass))
        hit_classes = pcls[calls & (pcls >= HandClass.FLUSH)]
        hits = np.bincount(hit_classes, minlength=len(HandClass))
        hit_counts += hits
        paid_fixed_meter += int((hits * prize).sum())
        house_prizes += int((hits * fixed).sum())
        at = np.flatnonzero(calls & (pcls >= HandClass.STRAIGHT_FLUSH))
        walk = walk_meter(
            live, n, zip(at.tolist(), (pcls[at] == HandClass.ROYAL_FLUSH).tolist()), settings
        )
        fed += walk.fed_cents
        from_meter += walk.paid_from_meter_cents
        shortfall += walk.shortfall_cents
        reseed += walk.reseed_cents
        live = walk.meter_after_cents
        done += n

    return SimulationResult(
        rounds=rounds,
        strategy=strategy,
        ace_low_straight=ace_low,
        ante_cents=ante,
        meter_cents=meter,
        jackpot_bet_cents=settings.jackpot_bet_cents,
        counts={k: int(v) for k, v in zip(OUTCOME_KEYS, counts, strict=True)},
        net_units_sum=net_sum,
        net_units_sq_sum=net_sq,
        jackpot_hits={
            HandClass(c).label: int(hit_counts[c]) for c in range(HandClass.FLUSH, len(HandClass))
        },
        jackpot_paid_cents=from_meter + shortfall + house_prizes,
        meter_fed_cents=fed,
        paid_from_meter_cents=from_meter,
        shortfall_cents=shortfall,
        house_prizes_cents=house_prizes,
        reseed_cents=reseed,
        meter_end_cents=live,
        jackpot_paid_fixed_meter_cents=paid_fixed_meter,
    )
