"""The money of a game and of a day, from the log: takings, each prize awarded (bonuses as the
house's cost), the pot's movements (15 % in, the casino's seed, 97 % awarded, 3 % kept), the house
share and the rounding residue (Arts. 7, 8, 12) — and the payments: per prize (the major prize
included), per game and per day, what was awarded, what was paid and what is still unpaid (amounts
and counts), each payment naming the cashier who made it. Everything in integer cents.

The identity that always holds for a game:

    takings = prizes awarded from the takings + pot contribution + house share + residue

where *residue* is what rounding to the hall's unit left over (at the proclamation and in equal
splits), plus the base of any prize not awarded (it stays with the house). It is about awards:
a prize awarded and not yet paid is still owed to its winner (``unpaid``), and for every prize
``paid ≤ awarded`` (each prize leaves the casino once).

And the pot's identity, for a day (Arts. 7 f, 12; RULES.md)::

    pot at the start + casino contributions + 15 % of each game − major prizes won + their 3 % kept
        = pot at the end

where a major prize won is its game's whole pot (97 % to the winners and their split's rounding,
3 % kept as the start of the next pot). The left side comes from the games' figures and the
contributions; the right is the pot as the station folded it from the log. A difference is an
error the day report shows (``DayLedger.pot_difference``), never "balanced".
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
    bonus_cost: int  # awarded above the base by the house (Art. 8)
    awarded_total: int  # from_takings + bonus_cost: owed to the winners
    residue: int  # split residue, or the whole base when not awarded


@dataclass
class PrizeAccount:
    """One prize of one game (the major prize included): awarded, paid, still unpaid."""

    prize: str
    awarded: int = 0  # cents awarded to the winning cards
    awarded_count: int = 0  # winning cards
    paid: int = 0  # cents paid
    paid_count: int = 0  # payments made
    payments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def unpaid(self) -> int:
        return self.awarded - self.paid

    @property
    def unpaid_count(self) -> int:
        return self.awarded_count - self.paid_count


def payment_row(game: int, d: dict[str, Any]) -> dict[str, Any]:
    """A payment as the ledger lists it: who was paid what, how, and by whom."""
    return {
        "game": game,
        "claim": d.get("claim"),
        "card": d.get("card"),
        "prize": d.get("prize"),
        "amount": d.get("amount", 0),
        "method": d.get("method", ""),
        "winner": d.get("winner", ""),
        "by": d.get("by", ""),
    }


ACCOUNT_KEYS = ("awarded", "awarded_count", "paid", "paid_count", "unpaid", "unpaid_count")


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
    major_awarded: int = 0  # 97 % of the pot, to the winning card(s)
    major_carry: int = 0
    major_residue: int = 0
    trays: list[dict[str, Any]] = field(default_factory=list)
    accounts: list[PrizeAccount] = field(default_factory=list)  # every prize, then the major prize
    # the jury's ratification of the proclaimed figures (Art. 12): who signed it ("simulation" for
    # a simulated game), whether an older log drew the game with none recorded, and every
    # rectification (who, why, the figures it sent back)
    ratified_by: list[str] = field(default_factory=list)
    ratified_old_rules: bool = False
    rectifications: list[dict[str, Any]] = field(default_factory=list)
    voided: dict[str, Any] | None = None  # a game with no card sold, voided: its reason and who

    @property
    def major_won(self) -> int:
        """The pot the major prize took (0 when not won): 97 % to the winners (with what their
        split left to the house) and the 3 % kept for the next pot."""
        return self.major_awarded + self.major_residue + self.major_carry

    @property
    def payments(self) -> list[dict[str, Any]]:
        """Every payment of the game, in prize order, each naming who paid it."""
        return [p for a in self.accounts for p in a.payments]

    def account(self, prize: str) -> PrizeAccount:
        return next((a for a in self.accounts if a.prize == prize), PrizeAccount(prize))

    @property
    def awarded(self) -> int:
        return sum(a.awarded for a in self.accounts)

    @property
    def awarded_count(self) -> int:
        return sum(a.awarded_count for a in self.accounts)

    @property
    def paid(self) -> int:
        return sum(a.paid for a in self.accounts)

    @property
    def paid_count(self) -> int:
        return sum(a.paid_count for a in self.accounts)

    @property
    def unpaid(self) -> int:
        return self.awarded - self.paid

    @property
    def unpaid_count(self) -> int:
        return self.awarded_count - self.paid_count

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
    def awarded_to_players(self) -> int:
        """Prizes, bonuses and the major prize awarded (paid or still owed)."""
        return sum(p.awarded_total for p in self.prizes) + self.major_awarded

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
        for a, ad in zip(self.accounts, d["accounts"]):
            ad.update(unpaid=a.unpaid, unpaid_count=a.unpaid_count)
        d.update({k: getattr(self, k) for k in ACCOUNT_KEYS})
        d.update(
            payments=self.payments,
            prizes_from_takings=self.prizes_from_takings,
            residue=self.residue,
            bonus_cost=self.bonus_cost,
            awarded_to_players=self.awarded_to_players,
            house_result=self.house_result,
            cash_difference=self.cash_difference,
            major_won=self.major_won,
            balanced=self.balanced(),
        )
        return d


def _ratification(game: BingoGame) -> dict[str, Any]:
    rat = game.ratification
    return {
        "ratified_by": (list(rat["signatures"]) or [rat.get("by", "")]) if rat else [],
        "ratified_old_rules": game.ratified_by_old_rules,
        "rectifications": [
            {
                "jury": r["jury"], "reason": r["reason"], "proclamation": r["proclamation"], "takings": r["dividends"]["takings"],
                "withdrawn": list(r["withdrawn"]["signatures"]) if r.get("withdrawn") else [],
            }
            for r in game.rectifications
        ],
        "voided": {"reason": game.voided["reason"], "by": game.voided.get("by", "")} if game.voided else None,
    }


def game_ledger(game: BingoGame, trays: list[dict[str, Any]] | None = None) -> GameLedger:
    div = game.dividends
    if div is None:  # sales not closed: nothing proclaimed yet
        return GameLedger(game.number, game.config.series, game.config.price, len(game.sold), 0, 0, 0, 0, trays=trays or [], **_ratification(game))
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
        **_ratification(game),
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
        led.major_awarded, led.major_carry, led.major_residue = m.amount, m.carry, m.residue
    led.accounts = prize_accounts(game)
    return led


def prize_accounts(game: BingoGame) -> list[PrizeAccount]:
    """Per prize (the major prize last): awarded to the winning cards, paid, still unpaid."""
    out = {p: PrizeAccount(p) for p in (*PATTERN_PRIZES, MAJOR)}
    for a in game.awards:
        acc = out.setdefault(a.prize, PrizeAccount(a.prize))
        acc.awarded += a.amount
        acc.awarded_count += len(a.cards)
    for c in sorted(game.claims.values(), key=lambda c: c.id):
        for prize, d in c.paid.items():
            acc = out.setdefault(prize, PrizeAccount(prize))
            acc.paid += d.get("amount", 0)
            acc.paid_count += 1
            acc.payments.append(payment_row(game.number, d))
    return list(out.values())


@dataclass
class DayLedger:
    day: int | None
    games: list[GameLedger]
    casino_seed: int
    pot_start: int
    pot_end: int  # the pot as the station folded it (at the day's closing record, or now)

    @property
    def takings(self) -> int:
        return sum(g.takings for g in self.games)

    # ------------------------------------------------------------ the pot's identity
    @property
    def pot_contributions(self) -> int:
        """15 % of each game's takings (as finally proclaimed; a voided game has none)."""
        return sum(g.pot_contribution for g in self.games)

    @property
    def pot_won(self) -> int:
        """The pots the major prizes took, whole."""
        return sum(g.major_won for g in self.games)

    @property
    def pot_carried(self) -> int:
        """The 3 % of each major prize won kept as the start of the next pot (Art. 7 f)."""
        return sum(g.major_carry for g in self.games)

    @property
    def pot_expected_end(self) -> int:
        """The pot at the end as its movements make it: start + contributions + 15 % − won + 3 %."""
        return self.pot_start + self.casino_seed + self.pot_contributions - self.pot_won + self.pot_carried

    @property
    def pot_difference(self) -> int:
        """The pot as folded less the pot its movements make: 0 when the identity holds."""
        return self.pot_end - self.pot_expected_end

    def pot_balanced(self) -> bool:
        return self.pot_difference == 0

    def totals(self) -> dict[str, int]:
        keys = ("takings", "prizes_from_takings", "pot_contribution", "house_share", "residue", "bonus_cost", "awarded_to_players", "major_awarded", "major_carry", "house_result", "cash_difference", *ACCOUNT_KEYS)
        return {k: sum(g.to_dict()[k] for g in self.games) for k in keys}

    def accounts(self) -> list[PrizeAccount]:
        """The day's awarded, paid and unpaid per prize (the major prize last), over its games."""
        out: dict[str, PrizeAccount] = {}
        for g in self.games:
            for a in g.accounts:
                acc = out.setdefault(a.prize, PrizeAccount(a.prize))
                acc.awarded += a.awarded
                acc.awarded_count += a.awarded_count
                acc.paid += a.paid
                acc.paid_count += a.paid_count
                acc.payments.extend(a.payments)
        return list(out.values())

    @property
    def payments(self) -> list[dict[str, Any]]:
        return [p for g in self.games for p in g.payments]

    def paid_by(self) -> dict[str, tuple[int, int]]:
        """Who paid how much: cashier → (payments, cents), in name order."""
        out: dict[str, tuple[int, int]] = {}
        for p in self.payments:
            n, cents = out.get(p["by"], (0, 0))
            out[p["by"]] = (n + 1, cents + p["amount"])
        return dict(sorted(out.items()))

    def games_balanced(self) -> bool:
        return all(g.balanced() for g in self.games)

    def balanced(self) -> bool:
        """Every game's takings balance and the pot's identity holds."""
        return self.games_balanced() and self.pot_balanced()


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
    # the pot when the day's closing record was signed; the pot now for the open day (or no day)
    pot_end = station.pot_at_day_end.get(number, station.pot) if number is not None else station.pot
    return DayLedger(number, ledgers, seeds, pot_start, pot_end)


CSV_COLUMNS = (
    "game",
    "series",
    "price",
    "sold",
    "takings",
    "prizes_from_takings",
    "bonus_cost",
    "awarded_to_players",
    "pot_contribution",
    "major_awarded",
    "major_carry",
    "house_share",
    "residue",
    "house_result",
    "cash_difference",
    "awarded",
    "awarded_count",
    "paid",
    "paid_count",
    "unpaid",
    "unpaid_count",
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


PRIZE_CSV_COLUMNS = ("game", "prize", *ACCOUNT_KEYS)
PAYMENT_CSV_COLUMNS = ("game", "claim", "card", "prize", "amount", "method", "winner", "by")


def _csv(header: tuple[str, ...], rows: list[list[Any]]) -> str:
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def prizes_csv(ledger: DayLedger) -> str:
    """Per game and prize (the major prize included), then per prize for the day ("total"):
    awarded, paid and still unpaid, in cents and counts."""

    def row(game: Any, a: PrizeAccount) -> list[Any]:
        return [game, a.prize, a.awarded, a.awarded_count, a.paid, a.paid_count, a.unpaid, a.unpaid_count]

    rows = [row(g.game, a) for g in ledger.games for a in g.accounts]
    rows += [row("total", a) for a in ledger.accounts()]
    return _csv(PRIZE_CSV_COLUMNS, rows)


def payments_csv(ledger: DayLedger) -> str:
    """Every payment of the day: who was paid what, how, and which cashier paid it."""
    return _csv(PAYMENT_CSV_COLUMNS, [[p[k] for k in PAYMENT_CSV_COLUMNS] for p in ledger.payments])
