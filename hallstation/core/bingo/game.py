"""One bingo game as a state machine (Arts. 6, 7, 11, 12, 14, 15).

    setup → selling → proclaimed (sales closed, dividends proclaimed) → drawing ⇄ paused → finished

Every command is a *decision*: it checks the step against the rules and returns the events that
would record it, changing nothing; ``apply`` folds a committed event into the state. An illegal step
raises ``RuleError`` saying what and why. The service appends the events to the store first and
applies them after, so what is shown has always been written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hallstation.core.bingo.balls import BALLS, RED_BALL, check_ball, label
from hallstation.core.bingo.cards import Series
from hallstation.core.bingo.patterns import FULL_CARD, MAJOR, PATTERN_PRIZES, PatternSet
from hallstation.core.bingo.prizes import (
    DEFAULT_BONUS,
    AwardCalc,
    Dividends,
    Winner,
    award,
    award_major,
    check_limit,
    proclaim,
)
from hallstation.core.errors import RuleError

SETUP, SELLING, PROCLAIMED, DRAWING, PAUSED, FINISHED = (
    "setup",
    "selling",
    "proclaimed",
    "drawing",
    "paused",
    "finished",
)
ELECTRONIC, MANUAL = "electronic", "manual"
SHARED, STRICT = "shared", "strict"

# Why a claim is refused; the English texts are translated by the GUI (context RuleError).
REJECT_REASONS = {
    "unknown_card": "Card {card} does not exist in series {series}",
    "other_series": "Card {card} is from series {series}, but this game plays series {game_series}",
    "not_sold": "Card {card} was not sold for this game",
    "no_open_prize": "Card {card} completes no open prize",
    "prize_awarded": "Card {card} completes only prizes already awarded",
    "late": "Card {card} did not complete its prize on the last ball (strict last ball)",
    "forged": "The numbers read do not match card {card}",
    "after_paid": "The prize was already paid: no claim after payment (Art. 15)",
}

Event = tuple[str, dict[str, Any]]


def ranges_of(numbers: list[int]) -> list[list[int]]:
    """[1,2,3,7] → [[1,3],[7,7]] (compact sold-card lists in the log)."""
    out: list[list[int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return out


def expand_ranges(ranges: list[list[int]]) -> list[int]:
    return [n for a, b in ranges for n in range(a, b + 1)]


@dataclass(frozen=True)
class GameConfig:
    """What a game is played with, fixed when it is created (settings changed later wait)."""

    number: int
    series: int
    price: int
    source: str = ELECTRONIC
    limit: int = 55
    word: str = "BINGO"
    patterns: PatternSet = field(default_factory=dict)
    bonus: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=lambda: dict(DEFAULT_BONUS))
    promo: dict[str, int] = field(default_factory=dict)
    tie_policy: str = SHARED
    unit: int = 100
    red_ball: bool = False


@dataclass
class Claim:
    id: int
    series: int
    card: int
    ball_count: int
    valid: bool
    reason: str | None
    completes: dict[str, tuple[int, str]]  # prize → (ball count, pattern name)
    prizes: tuple[str, ...]  # the open prizes this claim is valid for
    awarded: bool = False


@dataclass
class BingoGame:
    config: GameConfig
    series: Series
    state: str = SETUP
    sold: set[int] = field(default_factory=set)
    balls: list[int] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    red_drawn: bool = False
    dividends: Dividends | None = None
    pot_before_draw: int = 0
    claims: dict[int, Claim] = field(default_factory=dict)
    awards: list[AwardCalc] = field(default_factory=list)
    awarded_prizes: set[str] = field(default_factory=set)
    undone: list[int] = field(default_factory=list)
    undone_at: int = -1  # ball count left after the last correction

    # ----------------------------------------------------------------- views
    @property
    def number(self) -> int:
        return self.config.number

    @property
    def ball_count(self) -> int:
        return len(self.balls)

    @property
    def open_prizes(self) -> list[str]:
        return [p for p in PATTERN_PRIZES if p not in self.awarded_prizes]

    @property
    def drawn_set(self) -> set[int]:
        return set(self.balls)

    def remaining(self) -> list[int]:
        drawn = self.drawn_set
        rest = [b for b in range(1, BALLS + 1) if b not in drawn]
        if self.config.red_ball and not self.red_drawn:
            rest.append(RED_BALL)
        return rest

    def pending_claims(self) -> list[Claim]:
        """Valid claims not yet awarded: they hold the draw."""
        return [c for c in self.claims.values() if c.valid and not c.awarded]

    def takings(self) -> int:
        return len(self.sold) * self.config.price

    # ------------------------------------------------------------- decisions
    def _need(self, *states: str, doing: str) -> None:
        if self.state not in states:
            raise RuleError(
                "Cannot {doing} now: game {game} is {state}",
                doing=doing,
                game=self.number,
                state=self.state,
            )

    def open_sales(self) -> list[Event]:
        self._need(SETUP, doing="open sales")
        return [("game.sales_opened", {"game": self.number})]

    def _check_cards(self, cards: list[int]) -> list[int]:
        if not cards:
            raise RuleError("No cards given")
        for n in cards:
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(self.series):
                raise RuleError(
                    "Series {series} has cards 1 to {last}; there is no card {card}",
                    series=self.series.number,
                    last=len(self.series),
                    card=n,
                )
        if len(set(cards)) != len(cards):
            raise RuleError("The same card is listed twice")
        return sorted(cards)

    def sell(self, cards: list[int], **extra: Any) -> list[Event]:
        if self.state in (PROCLAIMED, DRAWING, PAUSED, FINISHED):
            raise RuleError("Sales are closed for game {game}: no sale after the draw started", game=self.number)
        self._need(SELLING, doing="sell cards")
        cards = self._check_cards(cards)
        twice = [n for n in cards if n in self.sold]
        if twice:
            raise RuleError("Card {card} is already sold: a card cannot be sold twice", card=twice[0])
        return [("cards.sold", {"game": self.number, "cards": ranges_of(cards), **extra})]

    def return_cards(self, cards: list[int], **extra: Any) -> list[Event]:
        self._need(SELLING, doing="return cards")
        cards = self._check_cards(cards)
        unsold = [n for n in cards if n not in self.sold]
        if unsold:
            raise RuleError("Card {card} was not sold, so it cannot be returned", card=unsold[0])
        return [("cards.returned", {"game": self.number, "cards": ranges_of(cards), **extra})]

    def close_sales(self, pot_before: int) -> list[Event]:
        """Takings, dividends and the new pot with this game's 15 % (Arts. 6, 12)."""
        self._need(SELLING, doing="close sales")
        if not self.sold:
            raise RuleError("No card has been sold for game {game}", game=self.number)
        div = proclaim(self.takings(), self.config.unit)
        return [
            (
                "game.sales_closed",
                {
                    "game": self.number,
                    "sold": len(self.sold),
                    "dividends": div.to_dict(),
                    "pot_before": pot_before,
                    "pot_after": pot_before + div.pot_contribution,
                },
            )
        ]

    def draw(self, ball: int, source: str) -> list[Event]:
        if self.state == PAUSED:
            raise RuleError("The draw is paused for a claim: settle the claim before the next ball")
        self._need(PROCLAIMED, DRAWING, doing="draw a ball")
        if source != self.config.source:
            raise RuleError(
                "Game {game} is drawn from the {right} source; a ball from the {wrong} source is refused",
                game=self.number,
                right=self.config.source,
                wrong=source,
            )
        if ball == RED_BALL:
            if not self.config.red_ball:
                raise RuleError("The red ball is not in play in this game")
            if self.red_drawn:
                raise RuleError("The red ball was already drawn")
        else:
            check_ball(ball)
            if ball in self.drawn_set:
                raise RuleError(
                    "Ball {label} was already drawn (ball number {n} of this game)",
                    label=label(ball, self.config.word),
                    n=self.balls.index(ball) + 1,
                )
        count = self.ball_count + (0 if ball == RED_BALL else 1)
        return [("ball.drawn", {"game": self.number, "ball": ball, "source": source, "count": count})]

    def undo_last_ball(self, jury: str, reason: str = "") -> list[Event]:
        """Correct a wrong entry: only the last ball, only before any prize was awarded on it."""
        self._need(DRAWING, doing="correct the last ball")
        if not self.balls:
            raise RuleError("No ball has been drawn yet")
        if any(c.ball_count == self.ball_count for c in self.claims.values() if c.valid):
            raise RuleError("A claim was made on the last ball: it cannot be corrected any more")
        return [
            (
                "ball.undone",
                {"game": self.number, "ball": self.balls[-1], "count": self.ball_count, "jury": jury, "reason": reason},
            )
        ]

    def pause(self) -> list[Event]:
        self._need(PROCLAIMED, DRAWING, doing="pause the draw for a claim")
        return [("draw.paused", {"game": self.number, "count": self.ball_count})]

    def evaluate_claim(self, series: int, card: int) -> tuple[bool, str | None, dict[str, tuple[int, str]], tuple[str, ...]]:
        from hallstation.core.bingo.scan import evaluate

        if series != self.series.number:
            return False, "other_series", {}, ()
        if isinstance(card, bool) or not isinstance(card, int) or not 1 <= card <= len(self.series):
            return False, "unknown_card", {}, ()
        if card not in self.sold:
            return False, "not_sold", {}, ()
        completes = evaluate(self.series.card(card), self.balls, self.config.patterns, PATTERN_PRIZES)
        if not completes:
            return False, "no_open_prize", {}, ()
        open_now = [p for p in completes if p not in self.awarded_prizes]
        if not open_now:
            return False, "prize_awarded", completes, ()
        if self.config.tie_policy == STRICT:
            valid = tuple(p for p in open_now if completes[p][0] == self.ball_count)
            if not valid:
                return False, "late", completes, ()
        else:
            valid = tuple(open_now)
        return True, None, completes, valid

    def claim(self, series: int, card: int, **extra: Any) -> list[Event]:
        """A "¡Premio!" for a card: recorded valid for the open prizes it completes, or rejected."""
        if self.state in (PROCLAIMED, DRAWING):
            events = self.pause()
        else:
            self._need(PAUSED, doing="take a claim")
            events = []
        if any(c.valid and not c.awarded and c.series == series and c.card == card for c in self.claims.values()):
            raise RuleError("Card {card} already has a claim being verified", card=card)
        valid, reason, completes, prizes = self.evaluate_claim(series, card)
        events.append(
            (
                "claim.made",
                {
                    "game": self.number,
                    "claim": len(self.claims) + 1,
                    "series": series,
                    "card": card,
                    "count": self.ball_count,
                    "valid": valid,
                    "reason": reason,
                    "completes": {p: list(v) for p, v in completes.items()},
                    "prizes": list(prizes),
                    **extra,
                },
            )
        )
        return events

    def compute_awards(self) -> list[AwardCalc]:
        """Split each prize among every valid pending claim for it (Art. 14), with bonuses (Art. 8)."""
        cfg = self.config
        div = self.dividends
        assert div is not None
        calcs: list[AwardCalc] = []
        pending = self.pending_claims()
        for prize in PATTERN_PRIZES:
            winners = [Winner(c.card, c.completes[prize][0]) for c in pending if prize in c.prizes]
            if not winners:
                continue
            calcs.append(award(prize, div.prizes[prize], winners, cfg.bonus, cfg.promo.get(prize, 0), cfg.unit))
            if prize == FULL_CARD:
                major = [w for w in winners if w.ball_count <= cfg.limit]
                if major:
                    calcs.append(award_major(self.pot_before_draw, major, cfg.unit))
        return calcs

    def award(self) -> list[Event]:
        """Award every prize the pending valid claims won; the full card ends the game."""
        self._need(PAUSED, doing="award prizes")
        if not self.pending_claims():
            raise RuleError("There is no verified claim to award")
        calcs = self.compute_awards()
        return [
            (
                "prizes.awarded",
                {
                    "game": self.number,
                    "count": self.ball_count,
                    "claims": [c.id for c in self.pending_claims()],
                    "awards": [c.to_dict() for c in calcs],
                },
            )
        ]

    def resume(self) -> list[Event]:
        self._need(PAUSED, doing="resume the draw")
        if self.pending_claims():
            raise RuleError("A claim is still open: settle every claim before the next ball")
        return [("draw.resumed", {"game": self.number, "count": self.ball_count})]

    # ----------------------------------------------------------------- apply
    def apply(self, etype: str, d: dict[str, Any]) -> None:
        if etype == "game.sales_opened":
            self.state = SELLING
        elif etype == "cards.sold":
            self.sold.update(expand_ranges(d["cards"]))
        elif etype == "cards.returned":
            self.sold.difference_update(expand_ranges(d["cards"]))
        elif etype == "game.sales_closed":
            self.dividends = Dividends.from_dict(d["dividends"])
            self.pot_before_draw = d["pot_after"]
            self.state = PROCLAIMED
        elif etype == "ball.drawn":
            if d["ball"] == RED_BALL:
                self.red_drawn = True
            else:
                self.balls.append(d["ball"])
                self.sources.append(d["source"])
            self.state = DRAWING
        elif etype == "ball.undone":
            self.undone.append(self.balls.pop())
            self.sources.pop()
            self.undone_at = len(self.balls)
        elif etype == "draw.paused":
            self.state = PAUSED
        elif etype == "claim.made":
            c = Claim(
                d["claim"],
                d["series"],
                d["card"],
                d["count"],
                d["valid"],
                d["reason"],
                {p: (v[0], v[1]) for p, v in d["completes"].items()},
                tuple(d["prizes"]),
            )
            self.claims[c.id] = c
        elif etype == "prizes.awarded":
            for cid in d["claims"]:
                self.claims[cid].awarded = True
            for a in d["awards"]:
                calc = AwardCalc.from_dict(a)
                self.awards.append(calc)
                self.awarded_prizes.add(calc.prize)
            if FULL_CARD in self.awarded_prizes:
                self.state = FINISHED
        elif etype == "draw.resumed":
            self.state = DRAWING
        elif etype == "game.finished":
            self.state = FINISHED

    def major_won(self) -> bool:
        return MAJOR in self.awarded_prizes
