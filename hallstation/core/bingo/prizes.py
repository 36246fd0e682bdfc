"""Prizes, dividends, bonuses and the major prize in integer cents (Arts. 7, 8, 12, 13, 14).

- Each prize is a share of the game's takings (cards sold × price), rounded down to the hall's
  rounding unit; whatever rounding leaves over is the house's residue.
- Ball-count bonus (Art. 8.1–2): the prize multiplied by the factor for the number of balls drawn
  when the winning card completed the pattern; the regulation's table is the ceiling at every ball
  count (a hall may lower it, never raise it). Promotional bonus (Art. 8.3): up to +100 % of the
  base prize. Bonus money is the house's cost.
- Ties (Art. 14) split the base prize equally; each share then takes its own card's bonus.
- Major prize (Arts. 7 f, 12, 13): 15 % of the takings enters the pot before the draw; won with the
  full card at or below the day's limit (50–60 balls); 97 % is paid, 3 % stays for the next pot.
  The pot itself, from game to game, is ``core.bingo.pot``'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, MAJOR, P_U_N, PATTERN_PRIZES, PRIZE_NAMES, T_L, prize_term
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms
from hallstation.core.money import DEFAULT_ROUNDING_UNIT, round_down, share_bp, split_equally

SHARE_BP = {LINE: 200, T_L: 400, P_U_N: 600, A_D_E_S: 800, FULL_CARD: 4000}
MAJOR_BP = 1500
HOUSE_BP = 2500
MAJOR_PAID_BP = 9700  # 3 % stays for the next pot
LIMIT_MIN, LIMIT_MAX = 50, 60
MAX_CASINO_SEED_CENTS = 5_000_000  # N$ 50,000 (Art. 7 f), the default maximum
MAX_PROMO_PCT = 100

# The regulation's ceiling (Art. 8): a ball-count bonus only for the line (the four corners win it
# too) and for T or L, and never above ×5. A hall may lower or switch off a bonus, no more.
BONUS_PRIZES = (LINE, T_L)
MAX_BONUS_FACTOR = 5

# (up to this many balls, factor), most generous first (Art. 8.1, 8.2): the regulation's table,
# which is also its ceiling ball count by ball count, and the hall's default.
REGULATION_BONUS: dict[str, tuple[tuple[int, int], ...]] = {
    LINE: ((5, 5), (6, 4), (7, 3), (8, 2)),
    T_L: ((11, 5), (12, 4), (13, 3), (14, 2)),
}
DEFAULT_BONUS = dict(REGULATION_BONUS)

def check_limit(limit: object) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not LIMIT_MIN <= limit <= LIMIT_MAX:
        raise RuleError("The major prize limit is from 50 to 60 balls, not {limit}", limit=limit)
    return limit


def ceiling(prize: str, ball_count: int) -> int:
    """The regulation's factor for ``prize`` completed at ``ball_count`` balls (Art. 8.1, 8.2):
    the line (the four corners too) ×5 at 4–5 balls, ×4 at 6, ×3 at 7, ×2 at 8; T or L ×5 up to 11,
    ×4 at 12, ×3 at 13, ×2 at 14; 1 (no bonus) beyond, and for every other prize."""
    for balls, factor in REGULATION_BONUS.get(prize, ()):
        if ball_count <= balls:
            return factor
    return 1


def ceiling_rows(prize: str) -> tuple[tuple[int, int], ...]:
    """The regulation's table for ``prize`` (empty when Art. 8 gives it no bonus)."""
    return REGULATION_BONUS.get(prize, ())


def last_bonus_ball(prize: str) -> int:
    """The last ball count at which Art. 8 gives ``prize`` a bonus (0: none at all)."""
    rows = ceiling_rows(prize)
    return rows[-1][0] if rows else 0


def check_bonus_tables(tables: dict[str, list | tuple]) -> dict[str, tuple[tuple[int, int], ...]]:
    """The hall's ball-count bonus tables, within the regulation's ceiling at every ball count
    (Art. 8). A row "up to ``balls`` → ×``factor``" applies from the row before it to ``balls``;
    the ceiling only falls as the balls go on, so the row stays within it at every count when it
    does at its last one, ``balls``. A hall may lower a factor or switch a bonus off, no more."""
    out = {}
    for prize, rows in tables.items():
        if prize not in PATTERN_PRIZES:
            raise RuleError("There is no prize '{prize}'", prize=prize)
        if rows and prize not in BONUS_PRIZES:
            raise RuleError(
                "Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L, not to {prize}",
                prize=prize_term(prize),
            )
        clean = []
        for balls, factor in rows:
            if not (
                isinstance(balls, int)
                and isinstance(factor, int)
                and not isinstance(balls, bool)
                and not isinstance(factor, bool)
                and 1 <= balls <= 75
                and factor >= 1
            ):
                raise RuleError("A bonus row is a ball count (1–75) and a factor (1–5)")
            if factor > MAX_BONUS_FACTOR:
                raise RuleError(
                    "A ball-count bonus is at most ×5 (Art. 8), not ×{factor} ({prize})",
                    factor=factor,
                    prize=prize_term(prize),
                )
            clean.append((balls, factor))
        clean.sort()
        for balls, factor in clean:
            top = ceiling(prize, balls)
            if factor <= top:
                continue
            if top == 1:
                raise RuleError(
                    "{prize}: Art. 8 gives no ball-count bonus after {last} balls; "
                    "×{factor} up to {balls} balls is above the regulation's ceiling",
                    prize=prize_term(prize),
                    last=last_bonus_ball(prize),
                    factor=factor,
                    balls=balls,
                )
            raise RuleError(
                "{prize}: Art. 8 allows at most ×{ceiling} at {balls} balls, not ×{factor}",
                ceiling=top,
                prize=prize_term(prize),
                balls=balls,
                factor=factor,
            )
        out[prize] = tuple(clean)
    return out


def multiplier(prize: str, ball_count: int, tables: dict[str, tuple[tuple[int, int], ...]] = DEFAULT_BONUS) -> int:
    """The ball-count bonus factor (1 when none applies): the table's, never above the
    regulation's at that ball count (Art. 8), whatever a table says (an old game's settings)."""
    if prize not in BONUS_PRIZES:
        return 1
    for balls, factor in sorted(tables.get(prize, ())):
        if ball_count <= balls:
            return max(1, min(factor, ceiling(prize, ball_count)))
    return 1


def bonus_window(prize: str, balls_drawn: int, tables=DEFAULT_BONUS) -> tuple[int, int] | None:
    """The bonus a card would get completing ``prize`` on the next ball: (factor, up to ball) —
    the factor of the next ball and the last ball that still pays it."""
    nxt = balls_drawn + 1
    factor = multiplier(prize, nxt, tables)
    if factor <= 1:
        return None
    upto = nxt
    while upto < 75 and multiplier(prize, upto + 1, tables) == factor:
        upto += 1
    return factor, upto


def promo_bonus(base: int, pct: int, unit: int = DEFAULT_ROUNDING_UNIT) -> int:
    """The promotional bonus on a base amount (Art. 8.3), rounded down to the unit."""
    return round_down(base * pct // 100, unit) if pct else 0


def check_promo(promo: dict[str, int]) -> dict[str, int]:
    out = {}
    for prize, pct in promo.items():
        if prize not in PATTERN_PRIZES:
            raise RuleError("There is no prize '{prize}'", prize=prize)
        if isinstance(pct, bool) or not isinstance(pct, int) or not 0 <= pct <= MAX_PROMO_PCT:
            raise RuleError("A promotional bonus is from 0 to 100 %, not {pct}", pct=pct)
        if pct:
            out[prize] = pct
    return out


@dataclass(frozen=True)
class Dividends:
    """What the central cashier proclaims when sales close (Arts. 6, 7, 12)."""

    takings: int
    prizes: dict[str, int]  # base amount of each pattern prize, rounded down to the unit
    pot_contribution: int  # 15 % of the takings, to the major prize pot
    house_share: int  # 25 %
    residue: int  # what rounding left over: the house's

    def to_dict(self) -> dict:
        return {
            "takings": self.takings,
            "prizes": dict(self.prizes),
            "pot_contribution": self.pot_contribution,
            "house_share": self.house_share,
            "residue": self.residue,
        }

    @classmethod
    def from_dict(cls, d: dict) -> Dividends:
        return cls(d["takings"], dict(d["prizes"]), d["pot_contribution"], d["house_share"], d["residue"])


def proclaim(takings: int, unit: int = DEFAULT_ROUNDING_UNIT) -> Dividends:
    """Split the takings: takings = Σ prizes + pot contribution + house share + residue, exactly."""
    prizes = {p: round_down(share_bp(takings, bp), unit) for p, bp in SHARE_BP.items()}
    pot = share_bp(takings, MAJOR_BP)
    house = share_bp(takings, HOUSE_BP)
    residue = takings - sum(prizes.values()) - pot - house
    return Dividends(takings, prizes, pot, house, residue)


@dataclass(frozen=True)
class Winner:
    card: int
    ball_count: int  # balls drawn when this card completed the pattern


@dataclass(frozen=True)
class AwardCalc:
    prize: str
    cards: tuple[int, ...]
    ball_counts: tuple[int, ...]
    multipliers: tuple[int, ...]
    per_card: tuple[int, ...]  # each card's total, bonuses included
    base_share: int  # each card's share of the base prize
    bonus_cost: int  # paid above the base by the house (ball-count and promotional bonuses)
    residue: int  # left by the equal split, the house's
    carry: int = 0  # major prize only: what stays in the pot for the next one

    @property
    def amount(self) -> int:
        return sum(self.per_card)

    @property
    def multiplier(self) -> int:
        return max(self.multipliers) if self.multipliers else 1

    def to_dict(self) -> dict:
        return {
            "prize": self.prize,
            "cards": list(self.cards),
            "ball_counts": list(self.ball_counts),
            "multipliers": list(self.multipliers),
            "per_card": list(self.per_card),
            "base_share": self.base_share,
            "bonus_cost": self.bonus_cost,
            "residue": self.residue,
            "carry": self.carry,
        }

    @classmethod
    def from_dict(cls, d: dict) -> AwardCalc:
        return cls(
            d["prize"],
            tuple(d["cards"]),
            tuple(d["ball_counts"]),
            tuple(d["multipliers"]),
            tuple(d["per_card"]),
            d["base_share"],
            d["bonus_cost"],
            d["residue"],
            d.get("carry", 0),
        )


def award(
    prize: str,
    base: int,
    winners: list[Winner],
    tables=DEFAULT_BONUS,
    promo_pct: int = 0,
    unit: int = DEFAULT_ROUNDING_UNIT,
) -> AwardCalc:
    """Split a pattern prize among its winners (Art. 14) and add each card's bonuses (Art. 8)."""
    winners = sorted(winners, key=lambda w: w.card)
    split = split_equally(base, len(winners), unit)
    mults = tuple(multiplier(prize, w.ball_count, tables) for w in winners)
    promo = promo_bonus(split.per_share, promo_pct, unit)
    per_card = tuple(split.per_share * m + promo for m in mults)
    return AwardCalc(
        prize,
        tuple(w.card for w in winners),
        tuple(w.ball_count for w in winners),
        mults,
        per_card,
        split.per_share,
        sum(per_card) - split.per_share * len(winners),
        split.residue,
    )


def award_major(pot: int, winners: list[Winner], unit: int = DEFAULT_ROUNDING_UNIT) -> AwardCalc:
    """97 % of the pot shared by the winners; 3 % stays for the next pot (Art. 7 f)."""
    winners = sorted(winners, key=lambda w: w.card)
    paid_pool = share_bp(pot, MAJOR_PAID_BP)
    split = split_equally(paid_pool, len(winners), unit)
    return AwardCalc(
        MAJOR,
        tuple(w.card for w in winners),
        tuple(w.ball_count for w in winners),
        tuple(1 for _ in winners),
        tuple(split.per_share for _ in winners),
        split.per_share,
        0,
        split.residue,
        pot - paid_pool,
    )
