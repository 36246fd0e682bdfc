"""Hall settings for Caribbean poker (Art. 22 and RULES.md Part 2). All money in integer cents."""

from __future__ import annotations

from dataclasses import dataclass

from hallstation.core.errors import RuleError


@dataclass(frozen=True)
class PokerSettings:
    """The table's settings; defaults are placeholders a hall changes (changes are audited).

    - ``min_ante_cents`` / ``max_ante_cents``: ANTE limits (Art. 22).
    - ``jackpot_bet_cents``: the single value of the jackpot bet (Arts. 4, 22).
    - ``meter_share_bp``: share of each jackpot bet added to the meter at COIN IN, in basis points
      (10000 = all of it); the rest is the house's.
    - ``meter_seed_cents``: what the meter restarts at after a royal flush empties it (Art. 17);
      the seed is the casino's money (``RoundResult.reseed_cents``).
    - ``royal_share_bp`` / ``straight_flush_share_bp``: Art. 17, 100 % and 10 % of the meter.
    - ``four_of_a_kind_cents`` / ``full_house_cents`` / ``flush_cents``: Art. 17 fixed prizes.
    - ``ace_low_straight``: A-2-3-4-5 counts as a (5-high) straight; off by default (Arts. 1, 15).

    What the meter becomes after a hit is not a setting: it is the rule (Art. 17, RULES.md Part 2,
    corrected), see :func:`hallstation.core.poker.settlement.settle_meter`. The setting
    ``meter_after_hit`` of earlier versions is retired; recorded settings that still hold it are
    read without it (``services.poker.settings_from_dict``).
    """

    min_ante_cents: int = 5_000
    max_ante_cents: int = 500_000
    jackpot_bet_cents: int = 1_000
    meter_share_bp: int = 7_000
    meter_seed_cents: int = 10_000_000
    royal_share_bp: int = 10_000
    straight_flush_share_bp: int = 1_000
    four_of_a_kind_cents: int = 500_000
    full_house_cents: int = 100_000
    flush_cents: int = 50_000
    ace_low_straight: bool = False

    def __post_init__(self) -> None:
        for name in (
            "min_ante_cents",
            "max_ante_cents",
            "jackpot_bet_cents",
            "meter_share_bp",
            "meter_seed_cents",
            "royal_share_bp",
            "straight_flush_share_bp",
            "four_of_a_kind_cents",
            "full_house_cents",
            "flush_cents",
        ):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise RuleError(
                    "Setting {name} must be a whole number of cents (or basis points) "
                    "of at least 0, not {value!r}.",
                    name=name,
                    value=value,
                )
        if self.min_ante_cents < 1 or self.min_ante_cents > self.max_ante_cents:
            raise RuleError(
                "The minimum ANTE ({low}) must be at least 1 cent "
                "and not above the maximum ({high}).",
                low=self.min_ante_cents,
                high=self.max_ante_cents,
            )
        for name in ("meter_share_bp", "royal_share_bp", "straight_flush_share_bp"):
            if getattr(self, name) > 10_000:
                raise RuleError(
                    "Setting {name} is a share in basis points and cannot exceed 10000 (100 %).",
                    name=name,
                )
        if not isinstance(self.ace_low_straight, bool):
            raise RuleError("Setting ace_low_straight must be true or false.")
