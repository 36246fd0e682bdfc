"""One bingo game as a state machine (Arts. 6, 7, 11, 12, 14, 15).

    setup → selling → proclaimed (sales closed, dividends proclaimed) → ratified (the jury ratified
    the figures, Art. 12) → drawing ⇄ paused → finished

The jury may instead rectify the proclaimed figures (Art. 12): its recorded reason sends the game
back to selling, where the central cashier corrects the sales and proclaims again. No ball is drawn
before the figures are ratified. (A game of an older log that was drawn straight after its
proclamation, when the station had no ratification step, counts as ratified by those rules.)

Every command is a *decision*: it checks the step against the rules and returns the events that
would record it, changing nothing; ``apply`` folds a committed event into the state. An illegal step
raises ``RuleError`` saying what and why. The service appends the events to the store first and
applies them after, so what is shown has always been written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from hallstation.core.bingo.balls import BALLS, RED_BALL, check_ball, label
from hallstation.core.bingo.cards import CENTRE, Series
from hallstation.core.bingo.patterns import FULL_CARD, FULL_MASK, MAJOR, PATTERN_PRIZES, PatternSet, prize_term
from hallstation.core.bingo.prizes import (
    DEFAULT_BONUS,
    AwardCalc,
    Dividends,
    Winner,
    award,
    award_major,
    proclaim,
)
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms
from hallstation.core.folds import FoldTable, folds

SETUP, SELLING, PROCLAIMED, RATIFIED, DRAWING, PAUSED, FINISHED = (
    "setup",
    "selling",
    "proclaimed",
    "ratified",
    "drawing",
    "paused",
    "finished",
)
ELECTRONIC, MANUAL = "electronic", "manual"
SHARED, STRICT = "shared", "strict"

# A game's state as a refusal says it ("game 3 is paused"), translated with it (context GameState)
STATE_NAMES = {
    SETUP: QT_TRANSLATE_NOOP("GameState", "being set up"),
    SELLING: QT_TRANSLATE_NOOP("GameState", "selling"),
    PROCLAIMED: QT_TRANSLATE_NOOP("GameState", "proclaimed, waiting for the jury"),
    RATIFIED: QT_TRANSLATE_NOOP("GameState", "ratified, before its first ball"),
    DRAWING: QT_TRANSLATE_NOOP("GameState", "drawing"),
    PAUSED: QT_TRANSLATE_NOOP("GameState", "paused for a claim"),
    FINISHED: QT_TRANSLATE_NOOP("GameState", "finished"),
}
# What a refused step was ("Cannot take a claim now"), translated with the refusal (context GameStep)
STEP_NAMES = {
    "open_sales": QT_TRANSLATE_NOOP("GameStep", "open the sales"),
    "sell": QT_TRANSLATE_NOOP("GameStep", "sell cards"),
    "return": QT_TRANSLATE_NOOP("GameStep", "take back cards"),
    "close_sales": QT_TRANSLATE_NOOP("GameStep", "close the sales"),
    "draw": QT_TRANSLATE_NOOP("GameStep", "draw a ball"),
    "undo": QT_TRANSLATE_NOOP("GameStep", "correct the last ball"),
    "pause": QT_TRANSLATE_NOOP("GameStep", "pause the draw for a claim"),
    "claim": QT_TRANSLATE_NOOP("GameStep", "take a claim"),
    "award": QT_TRANSLATE_NOOP("GameStep", "award prizes"),
    "resume": QT_TRANSLATE_NOOP("GameStep", "resume the draw"),
    "void": QT_TRANSLATE_NOOP("GameStep", "void the game"),
}
# The two sources of the balls (Art. 2.1), as a refusal names them
SOURCE_NAMES = {
    ELECTRONIC: QT_TRANSLATE_NOOP("DrawSource", "electronic drawer"),
    MANUAL: QT_TRANSLATE_NOOP("DrawSource", "blower"),
}


def state_term(state: str) -> Terms:
    return Terms("GameState", (STATE_NAMES.get(state, state),))


def source_term(source: str) -> Terms | str:
    return Terms("DrawSource", (SOURCE_NAMES[source],)) if source in SOURCE_NAMES else source



# Why a claim is refused; the English texts are translated by the GUI (context RuleError).
REJECT_REASONS = {
    "unknown_card": QT_TRANSLATE_NOOP("RuleError", "Card {card} does not exist in series {series}"),
    "other_series": QT_TRANSLATE_NOOP("RuleError", "Card {card} is from series {series}, but this game plays series {game_series}"),
    "not_sold": QT_TRANSLATE_NOOP("RuleError", "Card {card} was not sold for this game"),
    "no_open_prize": QT_TRANSLATE_NOOP("RuleError", "Card {card} completes no open prize"),
    "prize_awarded": QT_TRANSLATE_NOOP("RuleError", "Card {card} completes only prizes already awarded"),
    "late": QT_TRANSLATE_NOOP("RuleError", "Card {card} did not complete its prize on the last ball (strict last ball)"),
    "forged": QT_TRANSLATE_NOOP("RuleError", "The numbers read do not match card {card}"),
    "after_paid": QT_TRANSLATE_NOOP("RuleError", "The prize was already paid: no claim after payment (Art. 15)"),
    "same_card": QT_TRANSLATE_NOOP("RuleError", "Card {card} already holds a claim for these prizes: one card is one player and never shares a prize with itself (Art. 14)"),
    "bad_check_code": QT_TRANSLATE_NOOP("RuleError", "The check code does not match card {card}: the card may be forged"),
    "withdrawn": QT_TRANSLATE_NOOP("RuleError", "The claim was withdrawn"),
}
PAYMENT_METHODS = ("cash", "payment_order", "cheque")
# each method's name for people (Art. 11), one wording for every window, paper and command
PAYMENT_METHOD_NAMES = {
    "cash": QT_TRANSLATE_NOOP("PaymentMethod", "cash"),
    "payment_order": QT_TRANSLATE_NOOP("PaymentMethod", "internal payment order"),
    "cheque": QT_TRANSLATE_NOOP("PaymentMethod", "internal cheque"),
}
# The full card and the major prize won with it are one award (Art. 15): once any part of either is
# paid, neither takes another co-winner.
ONE_AWARD = {FULL_CARD: (FULL_CARD, MAJOR), MAJOR: (FULL_CARD, MAJOR)}


def one_award(prize: str) -> tuple[str, ...]:
    """The prizes paid as one award with ``prize`` (itself included)."""
    return ONE_AWARD.get(prize, (prize,))

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
    jury_signoffs: int = 0  # 0: no jury procedure (simulations); 1–3 at a hall (Art. 11)
    payment_threshold: int = 5_000_000  # above it the winner may take an internal payment order
    simulation: bool = False  # a simulated game: no people, no records, no jury (hallstation simulate)


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
    read: int = 0  # how many of the card's numbers the seller has read and the station matched
    signatures: list[str] = field(default_factory=list)
    stamp: int | None = None
    rejected: str | None = None  # a reason found during verification (e.g. forged)
    paid: dict[str, dict] = field(default_factory=dict)  # prize → payment

    @property
    def open(self) -> bool:
        return self.valid and self.rejected is None


@dataclass
class BingoGame:
    FOLDS: ClassVar[FoldTable]  # each event type's fold, marked below with @folds (``core/folds.py``)

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
    award_count: dict[str, int] = field(default_factory=dict)  # prize → ball count it was awarded at
    undone: list[int] = field(default_factory=list)
    undone_at: int = -1  # ball count left after the last correction
    # the jury's ratification of the central cashier's figures (Art. 12)
    proclamations: int = 0  # how many times the sales were closed and the figures proclaimed
    proclaimed_pot_before: int = 0  # the pot the last proclamation started from
    ratify_signatures: list[str] = field(default_factory=list)  # of the figures proclaimed last
    ratification: dict[str, Any] | None = None  # the game.ratified event's data
    rectifications: list[dict[str, Any]] = field(default_factory=list)  # each game.rectified's data
    # who closed the sales and proclaimed the figures, at each proclamation: the jury checks
    # someone else's work, so none of them signs the ratification (Art. 12)
    proclaimers: list[str] = field(default_factory=list)
    proclaimed_by: str = ""  # who closed the sales of the figures proclaimed last
    voided: dict[str, Any] | None = None  # the game.voided event's data: a game with no sale, voided

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

    def prizes_won(self, claim: Claim) -> list[str]:
        """The prizes this claim's card was awarded (the major prize included)."""
        return [
            a.prize
            for a in self.awards
            if claim.card in a.cards and (a.prize in claim.prizes or (a.prize == MAJOR and FULL_CARD in claim.prizes))
        ]

    def settled(self, claim: Claim) -> bool:
        if not claim.open:
            return True
        if not claim.awarded:
            return False
        if self.config.jury_signoffs == 0:
            return True
        return all(p in claim.paid for p in self.prizes_won(claim))

    def pending_claims(self) -> list[Claim]:
        """Valid claims not yet settled (awarded and paid): they hold the draw."""
        return [c for c in self.claims.values() if not self.settled(c)]

    def accepted(self, claim: Claim) -> bool:
        """Verified by the jury (signed and stamped), or no jury procedure in this game."""
        return claim.open and (self.config.jury_signoffs == 0 or claim.stamp is not None)

    def paid_prizes(self) -> set[str]:
        return {p for c in self.claims.values() for p in c.paid}

    def closed_by_payment(self) -> set[str]:
        """Prizes that take no further co-winner because some of their award was paid (Art. 15):
        a prize with any payment, and the full card and the major prize together."""
        return {q for p in self.paid_prizes() for q in one_award(p)}

    def claimable_prizes(self) -> list[str]:
        """The pattern prizes a claim made now can still be valid for: not awarded, or awarded on
        this very ball and not yet paid (a co-winner shares it, Art. 14)."""
        paid = self.closed_by_payment()
        return [
            p
            for p in PATTERN_PRIZES
            if p not in paid and (p not in self.awarded_prizes or self.award_count.get(p, -1) >= self.ball_count)
        ]

    def holds(self, series: int, card: int) -> set[str]:
        """The prizes ``card`` already has an open claim for (awarded or not): one card is one
        player and never shares a prize with itself (Art. 14)."""
        return {p for c in self.claims.values() if c.open and c.series == series and c.card == card for p in c.prizes}

    def paid_total(self, prize: str) -> int:
        """What has left the casino for ``prize`` so far."""
        return sum(c.paid[prize]["amount"] for c in self.claims.values() if prize in c.paid)

    def claim_numbers(self, claim: Claim) -> list[int]:
        """The card's 24 numbers in the order the seller reads them: column by column, top down."""
        return [n for col in self.series.card(claim.card).columns for n in col]

    def claim_mask(self, claim: Claim) -> int:
        """The cells the jury verifies: the union of the shapes the claim is valid for (each prize's
        pattern, ``claim.completes[prize][1]``); the full card is all 24. A shape no longer in the
        game's patterns (or a claim valid for nothing) falls back to the whole card."""
        full = FULL_MASK & ~(1 << CENTRE)
        mask = 0
        for prize in claim.prizes:
            name = claim.completes.get(prize, (0, ""))[1]
            pattern = next((p for p in self.config.patterns.get(prize, ()) if p.name == name), None)
            if pattern is None:
                return full
            mask |= pattern.mask
        return (mask & full) or full

    def claim_reading(self, claim: Claim) -> list[int]:
        """The numbers the seller reads for the claim, in reading order (column by column, top
        down, like ``claim_numbers``): only the cells of the claimed shapes — a line's 4 or 5
        (the free centre is not read), a letter's cells, all 24 for the full card."""
        grid = self.series.card(claim.card).grid
        mask = self.claim_mask(claim)
        out = []
        for col in range(5):
            for row in range(5):
                i = row * 5 + col
                n = grid[i]
                if n is not None and mask >> i & 1:
                    out.append(n)
        return out

    def takings(self) -> int:
        return len(self.sold) * self.config.price

    @property
    def ratify_need(self) -> int:
        """The jury signatures that ratify the figures (0: no jury procedure, a simulation)."""
        return self.config.jury_signoffs

    @property
    def waiting_for_jury(self) -> bool:
        """Proclaimed and not yet ratified: no ball may be drawn (Art. 12)."""
        return self.state == PROCLAIMED

    @property
    def rectifiable(self) -> bool:
        """The jury may still rectify the figures: proclaimed, or ratified before the first ball
        (Art. 12, as RULES.md reads it: the ratification is then withdrawn)."""
        return self.state in (PROCLAIMED, RATIFIED)

    @property
    def correcting(self) -> bool:
        """The jury rectified the figures and the central cashier has not proclaimed them again:
        the public boards say "figures being corrected" instead of amounts."""
        return self.state == SELLING and bool(self.rectifications) and self.dividends is None

    @property
    def ratified(self) -> bool:
        """The figures stand for the draw: ratified by the jury, or drawn under the old rules (a
        voided game had none)."""
        return self.state not in (SETUP, SELLING, PROCLAIMED) and self.voided is None

    @property
    def ratified_by_old_rules(self) -> bool:
        """A game of an older log, drawn with no ratification recorded (before the step existed)."""
        return self.ratified and self.ratification is None

    def refuse_before_ratification(self) -> None:
        """No ball before the jury has ratified the figures (Art. 12)."""
        if self.state == PROCLAIMED:
            raise RuleError(
                "No ball before the jury ratifies the figures (Art. 12): game {game} is waiting for the jury "
                "to ratify or rectify the central cashier's figures",
                game=self.number,
            )

    # ------------------------------------------------------------- decisions
    def _need(self, *states: str, doing: str) -> None:
        """Refuse ``doing`` (a key of ``STEP_NAMES``) unless the game is in one of ``states``."""
        if self.state not in states:
            raise RuleError(
                "Cannot {doing} now: game {game} is {state}",
                doing=Terms("GameStep", (STEP_NAMES[doing],)),
                game=self.number,
                state=state_term(self.state),
            )

    def open_sales(self) -> list[Event]:
        self._need(SETUP, doing="open_sales")
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
        if self.state in (PROCLAIMED, RATIFIED, DRAWING, PAUSED, FINISHED):
            raise RuleError("Sales are closed for game {game}: no sale after the draw started", game=self.number)
        self._need(SELLING, doing="sell")
        cards = self._check_cards(cards)
        twice = [n for n in cards if n in self.sold]
        if twice:
            raise RuleError("Card {card} is already sold: a card cannot be sold twice", card=twice[0])
        return [("cards.sold", {"game": self.number, "cards": ranges_of(cards), **extra})]

    def return_cards(self, cards: list[int], **extra: Any) -> list[Event]:
        self._need(SELLING, doing="return")
        cards = self._check_cards(cards)
        unsold = [n for n in cards if n not in self.sold]
        if unsold:
            raise RuleError("Card {card} was not sold, so it cannot be returned", card=unsold[0])
        return [("cards.returned", {"game": self.number, "cards": ranges_of(cards), **extra})]

    def close_sales(self, pot_before: int, by: str = "") -> list[Event]:
        """Takings, dividends and the new pot with this game's 15 % (Arts. 6, 12); ``by`` is the
        central cashier who closes the sales and proclaims the figures."""
        self._need(SELLING, doing="close_sales")
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
                    **({"by": by} if by else {}),
                },
            )
        ]

    def void(self, reason: str) -> list[Event]:
        """Void a game that has no card sold — its sales corrected to none after a rectification,
        or never made (RULES.md, Art. 12): the recorded reason, and the game ends without a ball.
        The pot is as it was before the game (a rectification already took its 15 % out)."""
        self._need(SETUP, SELLING, doing="void")
        if self.sold:
            raise RuleError(
                "Game {game} still has cards sold ({n}): only a game with no card sold is voided; take them back first",
                game=self.number,
                n=len(self.sold),
            )
        reason = (reason or "").strip()
        if not reason:
            raise RuleError("Voiding a game records its reason")
        return [
            (
                "game.voided",
                {"game": self.number, "reason": reason, "proclamations": self.proclamations, "rectifications": len(self.rectifications)},
            )
        ]

    # ----------------------------------------- the jury ratifies the figures (Art. 12)
    def _need_proclaimed(self) -> None:
        if self.state in (SETUP, SELLING):
            raise RuleError(
                "Game {game}'s figures are not proclaimed yet: the central cashier closes the sales first",
                game=self.number,
            )
        if self.state != PROCLAIMED:
            raise RuleError("Game {game}'s figures are already ratified", game=self.number)

    def ratify(self, jury: str = "") -> list[Event]:
        """A jury member signs the ratification of the proclaimed figures (Art. 12): with the hall's
        number of signatures (``jury_signoffs``) the figures are ratified and the draw may start.
        A game without a jury procedure (a simulation) is ratified as its own, with no signature."""
        self._need_proclaimed()
        base = {"game": self.number, "proclamation": self.proclamations}
        if self.ratify_need == 0:
            return [("game.ratified", {**base, "signatures": []})]
        jury = (jury or "").strip()
        if not jury:
            raise RuleError("A jury member signs the ratification with their PIN")
        self._not_the_cashier(jury, QT_TRANSLATE_NOOP("GameStep", "sign its ratification"))
        if jury in self.ratify_signatures:
            raise RuleError(
                "{name} has already signed the ratification of game {game}: another jury member must sign",
                name=jury,
                game=self.number,
            )
        signatures = [*self.ratify_signatures, jury]
        events: list[Event] = [("game.ratification_signed", {**base, "jury": jury})]
        if len(signatures) >= self.ratify_need:
            events.append(("game.ratified", {**base, "signatures": signatures}))
        return events

    def _not_the_cashier(self, jury: str, step: str) -> None:
        """The jury checks someone else's work (Art. 12): whoever closed the sales and proclaimed
        this game's figures does not check them, even holding the jury role."""
        if jury in self.proclaimers:
            raise RuleError(
                "{name} closed the sales of game {game} and proclaimed its figures, so {name} cannot {step}: "
                "the jury checks someone else's work (Art. 12); another jury member does it",
                name=jury,
                game=self.number,
                step=Terms("GameStep", (step,)),
            )

    def rectify(self, jury: str, reason: str) -> list[Event]:
        """The jury rectifies the proclaimed figures (Art. 12): the recorded reason sends the game
        back to the central cashier, who corrects the sales and proclaims again. Until the first
        ball the jury may rectify even after ratifying: the ratification is withdrawn (recorded in
        the rectification) and its signatures are void. After the first ball, no rectification."""
        if self.state in (SETUP, SELLING):
            self._need_proclaimed()  # says: nothing proclaimed yet
        if not self.rectifiable:
            raise RuleError(
                "Game {game}'s draw has started: the figures are rectified only until the first ball (Art. 12)",
                game=self.number,
            )
        reason = (reason or "").strip()
        if not reason:
            raise RuleError("A rectification records its reason: say what the central cashier must correct")
        jury = (jury or "").strip()
        if not jury:
            raise RuleError("A jury member records the rectification with their PIN")
        if self.ratify_need:  # (a simulation has no jury procedure, nobody to tell apart)
            self._not_the_cashier(jury, QT_TRANSLATE_NOOP("GameStep", "rectify its figures"))
        assert self.dividends is not None
        withdrawn = self.ratification if self.state == RATIFIED else None
        return [
            (
                "game.rectified",
                {
                    "game": self.number,
                    "proclamation": self.proclamations,
                    "jury": jury,
                    "reason": reason,
                    "signatures": list(self.ratify_signatures),  # what had been signed, now void
                    "sold": len(self.sold),
                    "dividends": self.dividends.to_dict(),
                    "pot_before": self.proclaimed_pot_before,
                    "pot_after": self.pot_before_draw,
                    # a ratification withdrawn before the first ball: its signatures are void
                    **({"withdrawn": {"signatures": list(withdrawn.get("signatures", ())), "by": withdrawn.get("by", "")}} if withdrawn else {}),
                },
            )
        ]

    def draw(self, ball: int, source: str) -> list[Event]:
        if self.state == PAUSED:
            raise RuleError("The draw is paused for a claim: settle the claim before the next ball")
        self.refuse_before_ratification()
        self._need(RATIFIED, DRAWING, doing="draw")
        if source != self.config.source:
            raise RuleError(
                "Game {game} is drawn from the {right}; a ball from the {wrong} is refused",
                game=self.number,
                right=source_term(self.config.source),
                wrong=source_term(source),
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
        self._need(DRAWING, doing="undo")
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
        self.refuse_before_ratification()
        self._need(RATIFIED, DRAWING, doing="pause")
        return [("draw.paused", {"game": self.number, "count": self.ball_count})]

    def evaluate_claim(self, series: int, card: int) -> tuple[bool, str | None, dict[str, tuple[int, str]], tuple[str, ...]]:
        from hallstation.core.bingo.scan import completed_on, earliest, shapes_completed

        if series != self.series.number:
            return False, "other_series", {}, ()
        if isinstance(card, bool) or not isinstance(card, int) or not 1 <= card <= len(self.series):
            return False, "unknown_card", {}, ()
        if card not in self.sold:
            return False, "not_sold", {}, ()
        shapes = shapes_completed(self.series.card(card), self.balls, self.config.patterns, PATTERN_PRIZES)
        completes = earliest(shapes)
        if not completes:
            return False, "no_open_prize", {}, ()
        paid = self.closed_by_payment()
        closed = {p for p in self.awarded_prizes if self.award_count.get(p, -1) < self.ball_count}
        open_now = [p for p in completes if p not in closed and p not in paid]
        if not open_now:
            if any(p in paid for p in completes if p not in closed):
                return False, "after_paid", completes, ()
            return False, "prize_awarded", completes, ()
        held = self.holds(series, card)
        open_now = [p for p in open_now if p not in held]
        if not open_now:
            return False, "same_card", completes, ()
        if self.config.tie_policy == STRICT:
            # one of the prize's shapes completed by the last ball is enough (Art. 14); that shape
            # and that ball are the claim's (the ball-count bonus is counted on it)
            on_last = completed_on(shapes, self.ball_count)
            valid = tuple(p for p in open_now if p in on_last)
            if not valid:
                return False, "late", completes, ()
            completes = {**completes, **{p: on_last[p] for p in valid}}
        else:
            valid = tuple(open_now)
        return True, None, completes, valid

    def claim(self, series: int, card: int, **extra: Any) -> list[Event]:
        """A "¡Premio!" for a card: recorded valid for the open prizes it completes, or rejected."""
        if self.state in (PROCLAIMED, RATIFIED, DRAWING):
            events = self.pause()
        else:
            self._need(PAUSED, doing="claim")
            events = []
        if any(c.open and not self.settled(c) and c.series == series and c.card == card for c in self.claims.values()):
            raise RuleError("Card {card} already has a claim being verified", card=card)
        valid, reason, completes, prizes = self.evaluate_claim(series, card)
        if valid and extra.pop("check_ok", True) is False:
            valid, reason, prizes = False, "bad_check_code", ()
        extra.pop("check_ok", None)
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
        paid = self.closed_by_payment()
        for prize in PATTERN_PRIZES:
            new = [c for c in self.claims.values() if self.accepted(c) and not c.awarded and prize in c.prizes]
            if not new or prize in paid:
                continue
            # co-winners of a prize awarded on this ball and not yet paid share it (Art. 14)
            earlier = []
            if self.award_count.get(prize) == self.ball_count:
                earlier = [c for c in self.claims.values() if c.open and c.awarded and prize in c.prizes]
            # one card is one player: a card shares a prize with others, never with itself
            by_card: dict[int, Claim] = {}
            for c in earlier + new:
                by_card.setdefault(c.card, c)
            winners = [Winner(c.card, c.completes[prize][0]) for c in by_card.values()]
            calcs.append(award(prize, div.prizes[prize], winners, cfg.bonus, cfg.promo.get(prize, 0), cfg.unit))
            if prize == FULL_CARD:
                major = [w for w in winners if w.ball_count <= cfg.limit]
                if major:
                    calcs.append(award_major(self.pot_before_draw, major, cfg.unit))
        return calcs

    def award(self) -> list[Event]:
        """Award every prize the pending valid claims won; the full card ends the game."""
        self._need(PAUSED, doing="award")
        waiting = [c.id for c in self.claims.values() if c.open and not c.awarded and not self.accepted(c)]
        if waiting:
            raise RuleError("Claim {claim} is still being verified: the jury must sign and stamp it first", claim=waiting[0])
        ready = [c for c in self.claims.values() if self.accepted(c) and not c.awarded]
        if not ready:
            raise RuleError("There is no verified claim to award")
        calcs = self.compute_awards()
        if not calcs:
            raise RuleError("There is no verified claim to award")
        return [
            (
                "prizes.awarded",
                {
                    "game": self.number,
                    "count": self.ball_count,
                    "claims": [c.id for c in ready],
                    "awards": [c.to_dict() for c in calcs],
                },
            )
        ]

    # ------------------------------------------------- the jury's verification
    def _claim(self, claim_id: int) -> Claim:
        c = self.claims.get(claim_id)
        if c is None:
            raise RuleError("There is no claim {claim} in game {game}", claim=claim_id, game=self.number)
        return c

    def _verifying(self, claim_id: int) -> Claim:
        c = self._claim(claim_id)
        if not c.open:
            raise RuleError("Claim {claim} was rejected", claim=claim_id)
        if c.stamp is not None:
            raise RuleError("Claim {claim} is already stamped", claim=claim_id)
        if self.state != PAUSED:
            raise RuleError("Claims are verified only while the draw is paused")
        return c

    def read_number(self, claim_id: int, matches: bool) -> list[Event]:
        """The seller called the next number of the card: it matches the stored card, or not (forged)."""
        c = self._verifying(claim_id)
        numbers = self.claim_reading(c)
        if c.read >= len(numbers):
            raise RuleError("All {count} numbers of the claimed shapes of card {card} have been read", count=len(numbers), card=c.card)
        n = numbers[c.read]
        if matches:
            return [("claim.read", {"game": self.number, "claim": c.id, "index": c.read + 1, "number": n})]
        return [("claim.rejected", {"game": self.number, "claim": c.id, "reason": "forged", "index": c.read + 1, "number": n})]

    def reject(self, claim_id: int, reason: str) -> list[Event]:
        c = self._verifying(claim_id)
        if reason not in ("forged", "bad_check_code", "withdrawn"):
            raise RuleError("Unknown rejection reason '{reason}'", reason=reason)
        return [("claim.rejected", {"game": self.number, "claim": c.id, "reason": reason})]

    def sign(self, claim_id: int, jury: str) -> list[Event]:
        c = self._verifying(claim_id)
        if jury in c.signatures:
            raise RuleError("{name} has already signed claim {claim}: another jury member must sign", name=jury, claim=claim_id)
        if len(c.signatures) >= max(1, self.config.jury_signoffs):
            raise RuleError("Claim {claim} already has all its signatures", claim=claim_id)
        return [("claim.signed", {"game": self.number, "claim": c.id, "jury": jury})]

    def stamp(self, claim_id: int, stamp_number: int) -> list[Event]:
        c = self._verifying(claim_id)
        need = max(1, self.config.jury_signoffs)
        if len(c.signatures) < need:
            raise RuleError(
                "Claim {claim} needs {need} jury signatures before the stamp ({have} so far)",
                claim=claim_id,
                need=need,
                have=len(c.signatures),
            )
        return [("claim.stamped", {"game": self.number, "claim": c.id, "stamp": stamp_number, "signatures": list(c.signatures)})]

    def pay(self, claim_id: int, prize: str, method: str, winner: str = "", id_doc: str = "") -> list[Event]:
        """Record a payment (Art. 11): cash; an internal payment order above the threshold if the
        winner prefers it; the major prize by internal cheque, with the winner's name and identity
        document, the card staying with the casino (Art. 12)."""
        c = self._claim(claim_id)
        if not c.open or not c.awarded:
            raise RuleError("Claim {claim} has no awarded prize to pay", claim=claim_id)
        award = next((a for a in self.awards if a.prize == prize and c.card in a.cards), None)
        if award is None or prize not in self.prizes_won(c):
            raise RuleError("Card {card} did not win the prize '{prize}'", card=c.card, prize=prize_term(prize))
        if any(prize in x.paid for x in self.claims.values() if x.series == c.series and x.card == c.card):
            raise RuleError("The prize '{prize}' of card {card} is already paid", prize=prize_term(prize), card=c.card)
        waiting = [
            x.id
            for x in self.claims.values()
            if x.open and not x.awarded and any(q in x.prizes for q in one_award(prize))
        ]
        if waiting:
            raise RuleError(
                "Claim {claim} is a co-winner still to be awarded: award it before paying this prize (Art. 14)",
                claim=waiting[0],
            )
        amount = award.per_card[award.cards.index(c.card)]
        if self.paid_total(prize) + amount > award.amount:
            raise RuleError(
                "Paying {amount} cents would take more than the prize's {total} cents out: each prize leaves once (Art. 15)",
                amount=amount,
                total=award.amount,
            )
        if method not in PAYMENT_METHODS:
            raise RuleError("Unknown payment method '{method}'", method=method)
        winner, id_doc = (winner or "").strip(), (id_doc or "").strip()
        if prize == MAJOR:
            if method != "cheque":
                raise RuleError("The major prize is paid by internal cheque (Art. 11)")
            if not winner or not id_doc:
                raise RuleError("For the major prize record the winner's name and identity document (Art. 12)")
        elif method == "cheque":
            raise RuleError("Only the major prize is paid by cheque; pay in cash or by payment order")
        elif method == "payment_order" and amount <= self.config.payment_threshold:
            raise RuleError(
                "A payment order is only for amounts above the threshold of {threshold} cents; pay in cash",
                threshold=self.config.payment_threshold,
            )
        return [
            (
                "payment.made",
                {
                    "game": self.number,
                    "claim": c.id,
                    "card": c.card,
                    "prize": prize,
                    "amount": amount,
                    "method": method,
                    "winner": winner,
                    "id_doc": id_doc,
                    "card_retained": prize == MAJOR,
                },
            )
        ]

    def resume(self) -> list[Event]:
        self._need(PAUSED, doing="resume")
        if self.pending_claims():
            raise RuleError("A claim is still open: settle every claim before the next ball")
        return [("draw.resumed", {"game": self.number, "count": self.ball_count})]

    # ----------------------------------------------------------------- apply
    def apply(self, etype: str, d: dict[str, Any]) -> None:
        """Fold one of the game's events into it: by the method marked for its type in the game's
        fold table (``BingoGame.FOLDS``); a type it does not fold changes nothing."""
        fn = self.FOLDS.get(etype)
        if fn is not None:
            fn(self, d)

    @folds("game.promo_set")
    def _fold_game_promo_set(self, d: dict[str, Any]) -> None:
        from dataclasses import replace

        self.config = replace(self.config, promo=dict(d["promo"]))

    @folds("game.sales_opened")
    def _fold_game_sales_opened(self, d: dict[str, Any]) -> None:
        self.state = SELLING

    @folds("cards.sold")
    def _fold_cards_sold(self, d: dict[str, Any]) -> None:
        self.sold.update(expand_ranges(d["cards"]))

    @folds("cards.returned")
    def _fold_cards_returned(self, d: dict[str, Any]) -> None:
        self.sold.difference_update(expand_ranges(d["cards"]))

    @folds("game.sales_closed")
    def _fold_game_sales_closed(self, d: dict[str, Any]) -> None:
        self.dividends = Dividends.from_dict(d["dividends"])
        self.pot_before_draw = d["pot_after"]
        self.proclaimed_pot_before = d.get("pot_before", d["pot_after"] - self.dividends.pot_contribution)
        self.proclamations += 1
        self.ratify_signatures = []
        by = d.get("by") or ""
        self.proclaimed_by = by
        if by and by not in self.proclaimers:
            self.proclaimers.append(by)
        self.state = PROCLAIMED

    @folds("game.ratification_signed")
    def _fold_game_ratification_signed(self, d: dict[str, Any]) -> None:
        self.ratify_signatures.append(d["jury"])

    @folds("game.ratified")
    def _fold_game_ratified(self, d: dict[str, Any]) -> None:
        self.ratification = d
        self.ratify_signatures = list(d["signatures"])
        self.state = RATIFIED

    @folds("game.rectified")
    def _fold_game_rectified(self, d: dict[str, Any]) -> None:
        # the figures go back to the central cashier: the sales reopen, nothing stays proclaimed
        self.rectifications.append(d)
        self.ratify_signatures = []
        self.ratification = None  # withdrawn, when the jury had ratified (before the first ball)
        self.dividends = None
        self.pot_before_draw = 0
        self.state = SELLING

    @folds("ball.drawn")
    def _fold_ball_drawn(self, d: dict[str, Any]) -> None:
        if d["ball"] == RED_BALL:
            self.red_drawn = True
        else:
            self.balls.append(d["ball"])
            self.sources.append(d["source"])
        self.state = DRAWING

    @folds("ball.undone")
    def _fold_ball_undone(self, d: dict[str, Any]) -> None:
        self.undone.append(self.balls.pop())
        self.sources.pop()
        self.undone_at = len(self.balls)

    @folds("draw.paused")
    def _fold_draw_paused(self, d: dict[str, Any]) -> None:
        self.state = PAUSED

    @folds("claim.made")
    def _fold_claim_made(self, d: dict[str, Any]) -> None:
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

    @folds("prizes.awarded")
    def _fold_prizes_awarded(self, d: dict[str, Any]) -> None:
        for cid in d["claims"]:
            self.claims[cid].awarded = True
        for a in d["awards"]:
            calc = AwardCalc.from_dict(a)
            # a co-winner's claim recomputes the prize awarded on this same ball (Art. 14)
            self.awards = [x for x in self.awards if x.prize != calc.prize]
            self.awards.append(calc)
            self.awarded_prizes.add(calc.prize)
            self.award_count[calc.prize] = d["count"]
        self._maybe_finish()

    @folds("claim.read")
    def _fold_claim_read(self, d: dict[str, Any]) -> None:
        self.claims[d["claim"]].read = d["index"]

    @folds("claim.rejected")
    def _fold_claim_rejected(self, d: dict[str, Any]) -> None:
        self.claims[d["claim"]].rejected = d["reason"]

    @folds("claim.signed")
    def _fold_claim_signed(self, d: dict[str, Any]) -> None:
        self.claims[d["claim"]].signatures.append(d["jury"])

    @folds("claim.stamped")
    def _fold_claim_stamped(self, d: dict[str, Any]) -> None:
        self.claims[d["claim"]].stamp = d["stamp"]

    @folds("payment.made")
    def _fold_payment_made(self, d: dict[str, Any]) -> None:
        self.claims[d["claim"]].paid[d["prize"]] = d
        self._maybe_finish()

    @folds("draw.resumed")
    def _fold_draw_resumed(self, d: dict[str, Any]) -> None:
        self.state = DRAWING

    @folds("game.voided")
    def _fold_game_voided(self, d: dict[str, Any]) -> None:
        self.voided = d
        self.state = FINISHED

    def _maybe_finish(self) -> None:
        """The game ends when the full card is awarded and every claim is settled (paid)."""
        if FULL_CARD in self.awarded_prizes and not self.pending_claims():
            self.state = FINISHED

    def major_won(self) -> bool:
        return MAJOR in self.awarded_prizes


BingoGame.FOLDS = FoldTable.of(BingoGame)  # the game's one fold table, from its marked folds
