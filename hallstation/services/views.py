"""What the screens show, computed from the station's state (never from another widget).

``board_view`` is the one snapshot both the caller window and the public displays render. It is
pure data, so tests can check what a screen would show without a screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hallstation.core.bingo.game import FINISHED, PAUSED, BingoGame
from hallstation.core.bingo.patterns import MAJOR, PATTERN_PRIZES
from hallstation.core.bingo.prizes import HOUSE_BP, MAJOR_BP, PRIZE_NAMES, SHARE_BP, bonus_window, promo_bonus
from hallstation.core.money import share_bp
from hallstation.services.station import Station


@dataclass(frozen=True)
class PrizeLine:
    prize: str
    name: str  # English; translate with context "Prize"
    amount: int  # base amount (cents), promotional bonus included
    promo_pct: int
    bonus: tuple[int, int] | None  # (factor, up to ball) if the next ball can still earn it
    awarded: bool
    winners: tuple[int, ...] = ()
    per_card: tuple[int, ...] = ()


@dataclass(frozen=True)
class ClaimCard:
    claim: int
    series: int
    card: int
    valid: bool
    reason: str | None
    grid: tuple[int | None, ...]  # 25 cells, None = free centre (empty when the card is unknown)
    marked: tuple[bool, ...]  # 25 cells
    completes: dict[str, tuple[int, str]]
    prizes: tuple[str, ...] = ()  # the open prizes the claim is valid for
    read: int = 0  # how many of the claimed shapes' numbers the seller has read (and matched)
    highlight: int | None = None  # the number just read: lit on the public screens
    signatures: tuple[str, ...] = ()
    stamp: int | None = None
    rejected: str | None = None
    awarded: bool = False
    to_read: int = 24  # how many numbers the reading of the claimed shapes has


@dataclass(frozen=True)
class BoardView:
    word: str = "BINGO"
    game: int | None = None
    state: str = "none"
    series: int | None = None
    series_color: str = ""
    series_letter: str = ""
    price: int = 0
    sold: int = 0
    takings: int = 0
    balls: tuple[int, ...] = ()
    prizes: tuple[PrizeLine, ...] = ()
    major_amount: int = 0
    major_limit: int = 0
    major_won: bool = False
    major_winners: tuple[int, ...] = ()
    major_per_card: tuple[int, ...] = ()  # each winner's share of the major prize (Art. 14)
    # the major prize's truth at this moment (Arts. 12, 13): "open" (still to be won, up to the
    # limit), "passed" (the limit passed, or the game ended, without it: the pot goes on to the
    # next game) or "won"; next_pot is what the next game's major prize starts from
    major_state: str = "open"
    next_pot: int = 0
    # the prizes awarded at the current ball count (the major prize included): who won what,
    # announced to the hall until the next ball
    awarded_now: tuple[PrizeLine, ...] = ()
    paused: bool = False
    claims: tuple[ClaimCard, ...] = ()
    red_ball: bool = False
    red_drawn: bool = False
    red_message: str = ""
    correction: int | None = None  # the last ball withdrawn by the jury, announced until the next ball
    on_break: bool = True
    minors_sign: bool = True
    demo: bool = False  # a demo's log: every public screen says "DEMOSTRACIÓN"
    proclaimed: bool = False
    # the jury ratified the proclaimed figures (Art. 12): until then the screens show the
    # dividends "as proclaimed", and no ball is drawn (False only while a game waits for the jury)
    ratified: bool = True
    source: str = "electronic"
    extra: dict = field(default_factory=dict)
    # the jury rectified the figures and the central cashier is correcting the sales (Art. 12):
    # no amount stands, so the screens say "cifras en corrección" instead of any (never $ 0)
    correcting: bool = False
    voided: bool = False  # the game was voided with no card sold (its reason is on the day report)

    @property
    def last(self) -> int | None:
        return self.balls[-1] if self.balls else None

    @property
    def previous(self) -> tuple[int, ...]:
        """The five balls before the last, newest first."""
        return tuple(reversed(self.balls[-6:-1]))

    @property
    def count(self) -> int:
        return len(self.balls)

    @property
    def lit(self) -> frozenset[int]:
        return frozenset(self.balls)


def claim_card(game: BingoGame, claim) -> ClaimCard:
    if claim.series == game.series.number and 1 <= claim.card <= len(game.series):
        card = game.series.card(claim.card)
        drawn = set(game.balls)
        grid = card.grid
        marked = tuple(n is None or n in drawn for n in grid)
    else:
        grid, marked = (), ()
    highlight = None
    reading = game.claim_reading(claim) if grid else []  # the claimed shapes' numbers
    if claim.read and reading:  # (an old log may have read further)
        highlight = reading[min(claim.read, len(reading)) - 1]
    return ClaimCard(
        claim.id,
        claim.series,
        claim.card,
        claim.valid,
        claim.reason,
        grid,
        marked,
        dict(claim.completes),
        tuple(claim.prizes),
        claim.read,
        highlight,
        tuple(claim.signatures),
        claim.stamp,
        claim.rejected,
        claim.awarded,
        len(reading) or 24,
    )


def board_view(station: Station) -> BoardView:
    st = station.settings
    game = station.current_game or station.last_game
    base = dict(word=st["hall_word"], minors_sign=st["minors_sign"], red_message=st["red_ball_message"],
                demo=bool(getattr(station, "demo", False)))
    if game is None:
        return BoardView(major_amount=station.pot, major_limit=st["major_limit"], next_pot=station.pot, **base)
    cfg = game.config
    base["word"] = cfg.word  # a running game keeps the word it was created with
    div = game.dividends
    awards = {a.prize: a for a in game.awards}
    prizes = []
    for p in PATTERN_PRIZES:
        promo = cfg.promo.get(p, 0)
        amount = 0
        if div is not None:
            amount = div.prizes[p] + promo_bonus(div.prizes[p], promo, cfg.unit)
        a = awards.get(p)
        prizes.append(
            PrizeLine(
                p,
                PRIZE_NAMES[p],
                amount,
                promo,
                None if a else bonus_window(p, game.ball_count, cfg.bonus),
                a is not None,
                a.cards if a else (),
                a.per_card if a else (),
            )
        )
    major = awards.get(MAJOR)
    finished = game.state == FINISHED
    if major is not None:
        major_state = "won"
    elif div is not None and (game.ball_count > cfg.limit or finished):
        major_state = "passed"
    else:
        major_state = "open"
    awarded_now = tuple(
        line for line in prizes if line.awarded and game.award_count.get(line.prize) == game.ball_count
    )
    if major is not None and game.award_count.get(MAJOR) == game.ball_count:
        awarded_now += (PrizeLine(MAJOR, PRIZE_NAMES[MAJOR], major.amount, 0, None, True, major.cards, major.per_card),)
    # the claims of this pause: being verified, or refused (with the reason)
    open_claims = tuple(
        claim_card(game, c)
        for c in game.claims.values()
        if game.state == PAUSED and c.ball_count == game.ball_count and (not c.open or not game.settled(c))
    )
    correction = game.undone[-1] if game.undone and game.undone_at == len(game.balls) else None
    return BoardView(
        game=game.number,
        state=game.state,
        series=cfg.series,
        series_color=game.series.info.color,
        series_letter=game.series.info.letter,
        price=cfg.price,
        sold=len(game.sold),
        takings=game.takings(),
        balls=tuple(game.balls),
        prizes=tuple(prizes),
        major_amount=major.amount if major else (game.pot_before_draw if div else station.pot),
        major_limit=cfg.limit,
        major_won=major is not None,
        major_winners=major.cards if major else (),
        major_per_card=major.per_card if major else (),
        major_state=major_state,
        next_pot=station.pot,
        awarded_now=awarded_now,
        paused=game.state == PAUSED,
        claims=open_claims,
        red_ball=cfg.red_ball,
        red_drawn=game.red_drawn,
        correction=correction,
        on_break=finished,
        proclaimed=div is not None,
        ratified=div is not None and game.ratified,
        source=cfg.source,
        correcting=game.correcting,
        voided=game.voided is not None,
        **base,
    )



# ------------------------------------------------------------ the jury's review (Art. 12)
@dataclass(frozen=True)
class ShareLine:
    """One prize as proclaimed: its share of the takings, rounded down to the hall's unit."""

    prize: str
    share_bp: int  # basis points of the takings (200 = 2 %)
    exact: int  # the share to the cent, before rounding
    amount: int  # as proclaimed (rounded down to the unit)
    promo_pct: int = 0  # the game's promotional bonus on it (Art. 8.3), paid by the house
    promo: int = 0


@dataclass(frozen=True)
class JuryFigures:
    """How the central cashier reached each figure the jury ratifies or rectifies (Art. 12): the
    takings (cards sold × price), each prize's share, the 15 % into the pot with the casino's
    contribution, the house's 25 % and the rounding residue."""

    game: int
    proclamation: int  # 1, or 2… after a rectification
    proclaimed_by: str  # the central cashier who closed the sales (this proclamation)
    sold: int
    price: int
    takings: int
    unit: int  # the hall's rounding unit (cents)
    shares: tuple[ShareLine, ...]
    pot_bp: int
    pot_contribution: int
    house_bp: int
    house_share: int
    residue: int
    pot_before: int  # the pot before this game's 15 %
    casino: int  # the casino's contributions to the pot being played, from its start (Art. 7 f)
    pot_after: int  # the new pot proclaimed: what the major prize of this game is played for
    trays: tuple[tuple[str, int, int, int], ...] = ()  # (seller, cards sold, expected, received)
    need: int = 1  # jury signatures that ratify
    signatures: tuple[str, ...] = ()  # signed so far
    rectifications: tuple[dict, ...] = ()  # earlier proclamations the jury rectified, with the reason

    @property
    def direct(self) -> int:
        """Cards sold at a desk, in no seller's tray."""
        return self.sold - sum(t[1] for t in self.trays)

    @property
    def balanced(self) -> bool:
        return self.takings == sum(s.amount for s in self.shares) + self.pot_contribution + self.house_share + self.residue


def jury_figures(station: Station, game: int | None = None) -> JuryFigures | None:
    """The figures of ``game`` (default: the current or last game) as proclaimed, or None when
    nothing is proclaimed (sales open, or sent back by a rectification)."""
    g = station.get_game(game) if game is not None else (station.current_game or station.last_game)
    if g is None or g.dividends is None:
        return None
    div, cfg = g.dividends, g.config
    shares = tuple(
        ShareLine(p, bp, share_bp(div.takings, bp), div.prizes[p], cfg.promo.get(p, 0), promo_bonus(div.prizes[p], cfg.promo.get(p, 0), cfg.unit))
        for p, bp in SHARE_BP.items()
    )
    trays = tuple(
        (t.seller, len(t.sold), t.settled["expected"], t.settled["received"])
        for t in station.trays(g).values()
        if t.settled
    )
    return JuryFigures(
        game=g.number,
        proclamation=g.proclamations,
        proclaimed_by=g.proclaimed_by,
        sold=len(g.sold),
        price=cfg.price,
        takings=div.takings,
        unit=cfg.unit,
        shares=shares,
        pot_bp=MAJOR_BP,
        pot_contribution=div.pot_contribution,
        house_bp=HOUSE_BP,
        house_share=div.house_share,
        residue=div.residue,
        pot_before=g.proclaimed_pot_before,
        casino=station.state.pot_seeded,
        pot_after=g.pot_before_draw,
        trays=trays,
        need=g.ratify_need,
        signatures=tuple(g.ratify_signatures),
        rectifications=tuple(g.rectifications),
    )
