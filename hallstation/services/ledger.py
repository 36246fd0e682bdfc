"""The money of a game and of a day, from the log: takings, each prize paid (bonuses as the house's
cost), the pot's movements (15 % in, the casino's seed, 97 % paid, 3 % kept), the house share and
the rounding residue (Arts. 7, 8, 12). Everything in integer cents.

The identity that always holds for a game:

    takings = prizes paid from the takings + pot contribution + house share + residue

where *residue* is what rounding to the hall's unit left over (at the proclamation and in equal
splits), plus the base of any prize not awarded (it stays with the house).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from hallstation.core.bingo.game import BingoGame
from hallstation.core.bingo.patterns import MAJOR, PATTERN_PRIZES


@dataclass
class PrizeLine:
    prize: str
    base: int  # as proclaimed
    awarded: bool
    winners: int
    from_takings: int  # base_share × winners: what the takings pay
    bonus_cost: int  # paid above the base by the house (Art. 8)
    paid_total: int  # from_takings + bonus_cost
    residue: int  # split residue, or the whole base when not awarded


@dataclass
class GameLedger:
    game: int
    series: int
    price: int
    sold: int
    takings: int
    pot_contribution: int
    house_share: int
    rounding_residue: int
    prizes: list[PrizeLine] = field(default_factory=list)
    pot_before_draw: int = 0
    major_paid: int = 0
    major_carry: int = 0
    major_residue: int = 0
    trays: list[dict[str, Any]] = field(default_factory=list)

    @property
    def prizes_from_takings(self) -> int:
        return sum(p.from_takings for p in self.prizes)

    @property
    def residue(self) -> int:
        return self.rounding_residue + sum(p.residue for p in self.prizes)

    @property
    def bonus_cost(self) -> int:
        return sum(p.bonus_cost for p in self.prizes)

    @property
    def paid_to_players(self) -> int:
        return sum(p.paid_total for p in self.prizes) + self.major_paid

    @property
    def house_result(self) -> int:
        """The house's share and residues, less the bonuses it paid (major residue included)."""
        return self.house_share + self.residue + self.major_residue - self.bonus_cost

    @property
    def cash_difference(self) -> int:
        return sum(t["difference"] for t in self.trays)

    def balanced(self) -> bool:
        return self.takings == self.prizes_from_takings + self.pot_contribution + self.house_share + self.residue

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.update(
            prizes_from_takings=self.prizes_from_takings,
            residue=self.residue,
            bonus_cost=self.bonus_cost,
            paid_to_players=self.paid_to_players,
            house_result=self.house_result,
            cash_difference=self.cash_difference,
            balanced=self.balanced(),
        )
        return d


def game_ledger(game: BingoGame, trays: list[dict[str, Any]] | None = None) -> GameLedger:
    div = game.dividends
    if div is None:  # sales not closed: nothing proclaimed yet
        return GameLedger(game.number, game.config.series, game.config.price, len(game.sold), 0, 0, 0, 0, trays=trays or [])
    led = GameLedger(
        game.number,
        game.config.series,
        game.config.price,
        len(game.sold),
        div.takings,
        div.pot_contribution,
        div.house_share,
        div.residue,
        pot_before_draw=game.pot_before_draw,
        trays=trays or [],
    )
    awards = {a.prize: a for a in game.awards}
    for p in PATTERN_PRIZES:
        a = awards.get(p)
        base = div.prizes[p]
        if a is None:
            led.prizes.append(PrizeLine(p, base, False, 0, 0, 0, 0, base))
            continue
        n = len(a.cards)
        led.prizes.append(PrizeLine(p, base, True, n, a.base_share * n, a.bonus_cost, a.amount, a.residue))
    m = awards.get(MAJOR)
    if m is not None:
        led.major_paid, led.major_carry, led.major_residue = m.amount, m.carry, m.residue
    return led


@dataclass
class DayLedger:
    day: int | None
    games: list[GameLedger]
    casino_seed: int
    pot_start: int
    pot_end: int

    @property
    def takings(self) -> int:
        return sum(g.takings for g in self.games)

    def totals(self) -> dict[str, int]:
        keys = ("takings", "prizes_from_takings", "pot_contribution", "house_share", "residue", "bonus_cost", "paid_to_players", "major_paid", "major_carry", "house_result", "cash_difference")
        return {k: sum(g.to_dict()[k] for g in self.games) for k in keys}

    def balanced(self) -> bool:
        return all(g.balanced() for g in self.games)


def day_ledger(station, day: int | None = None) -> DayLedger:
    """The games of one day (default: the current or last day; all games when there are no days)."""
    days = station.state.days
    number = day if day is not None else (days[-1].number if days else None)
    games = [g for n, g in sorted(station.state.games.items()) if station.game_day.get(n) == number]
    seeds = sum(amount for d, amount in station.pot_seeds if d == number)
    pot_start = station.pot_at_day_start.get(number, 0)
    trays = station._trays
    ledgers = [
        game_ledger(g, [t.settled for t in trays.get(g.number, {}).values() if t.settled]) for g in games
    ]
    pot_end = station.pot
    return DayLedger(number, ledgers, seeds, pot_start, pot_end)


CSV_COLUMNS = (
    "game",
    "series",
    "price",
    "sold",
    "takings",
    "prizes_from_takings",
    "bonus_cost",
    "paid_to_players",
    "pot_contribution",
    "major_paid",
    "major_carry",
    "house_share",
    "residue",
    "house_result",
    "cash_difference",
    "balanced",
)


def day_csv(ledger: DayLedger) -> str:
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for g in ledger.games:
        d = g.to_dict()
        w.writerow([d[k] for k in CSV_COLUMNS])
    t = ledger.totals()
    w.writerow(["total", "", "", sum(g.sold for g in ledger.games), *[t.get(k, "") for k in CSV_COLUMNS[4:-1]], ledger.balanced()])
    return buf.getvalue()
