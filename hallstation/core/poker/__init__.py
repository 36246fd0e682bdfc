"""Caribbean poker with progressive jackpot (Resolución 4426/00).

Cards, evaluator, round settlement, progressive meter.

Pure rules: no Qt, no SQLite, no clock, no global randomness. The scalar API is re-exported here;
the numpy-vectorised evaluator and dealer live in :mod:`hallstation.core.poker.fast` and the
Monte Carlo in :mod:`hallstation.core.poker.simulation` (imported on demand).
"""

from hallstation.core.poker.cards import (
    Card,
    as_cards,
    card_rank,
    card_suit,
    format_card,
    format_cards,
    make_card,
    parse_card,
    parse_cards,
)
from hallstation.core.poker.evaluator import (
    CALL_PAYOUT,
    QUALIFY_KEY,
    HandClass,
    class_of,
    dealer_qualifies,
    hand_class,
    rank,
)
from hallstation.core.poker.settings import PokerSettings
from hallstation.core.poker.settlement import (
    JackpotHit,
    MeterMove,
    Outcome,
    Payment,
    PaymentKind,
    RoundInput,
    RoundResult,
    SeatInput,
    SeatOutcome,
    coin_in,
    meter_contribution,
    settle_meter,
    settle_round,
    void_meter_share,
)

__all__ = [
    "CALL_PAYOUT",
    "QUALIFY_KEY",
    "Card",
    "HandClass",
    "JackpotHit",
    "MeterMove",
    "Outcome",
    "Payment",
    "PaymentKind",
    "PokerSettings",
    "RoundInput",
    "RoundResult",
    "SeatInput",
    "SeatOutcome",
    "as_cards",
    "card_rank",
    "card_suit",
    "class_of",
    "coin_in",
    "dealer_qualifies",
    "format_card",
    "format_cards",
    "hand_class",
    "make_card",
    "meter_contribution",
    "parse_card",
    "parse_cards",
    "rank",
    "settle_meter",
    "settle_round",
    "void_meter_share",
]
