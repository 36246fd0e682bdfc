"""Each prize leaves the casino once (Arts. 14, 15), whatever the order of the steps.

A hypothesis state machine plays BingoGame directly — decisions, then ``apply`` of the events, as
the service does — on a small series where several cards complete prizes on the same ball (the
line at ball 5 for four cards, the L at ball 14 for two, the full card and the major prize at the
last ball for three). It mixes claims, co-winners, the jury's verification, awards, recomputed
splits and payments in any order (major first, full card first, cash, payment order, cheque), in
games with and without jury sign-offs, shared or strict last ball. After every step:

- for each prize, the sum paid is never more than its amount (the major: 97 % of the pot before
  the draw; a pattern prize: its awarded total), and each payment still matches its card's share;
- a (card, prize) is paid at most once;
- no award lists a card twice (one card is one player);
- the pot's identity (Arts. 7 f, 12): the casino contributes at any moment — refused while the
  game's proclaimed pot is being played for, taken between games, after a rectification and
  while a game that won the major prize is paused for its payments — and always
  pot at the start + contributions + 15 % − major prize won + its 3 % kept = the pot, as the
  day's ledger checks it; a contribution made after the major was awarded stays in the pot
  whatever co-winner's split is recomputed after it.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from hallstation.core.bingo.cards import SeriesInfo, series_from_cards
from hallstation.core.bingo.game import DRAWING, FINISHED, PAUSED, RATIFIED, SHARED, STRICT, BingoGame, GameConfig
from hallstation.core.bingo.patterns import MAJOR, default_patterns
from hallstation.core.bingo.pot import PotAccount
from hallstation.core.bingo.prizes import MAJOR_PAID_BP
from hallstation.core.errors import RuleError
from hallstation.core.money import share_bp
from hallstation.services.ledger import DayLedger, game_ledger
from tests.core.bingo.helpers import CARD_A, CARD_B, CARD_C

CARD_D = ((1, 2, 3, 4, 6),) + CARD_A[1:]  # A with 6 for 5
CARD_E = CARD_A[:4] + ((61, 62, 63, 64, 66),)  # A with 66 for 65
CARDS = (CARD_A, CARD_C, CARD_D, CARD_E, CARD_B)
# Row 1 (A, C, D, E) at ball 5; L (A, D) at ball 14, E's at 15; the full card of A, D and E on
# ball 26 (33 is on all three); then balls nobody needs.
BALLS = [1, 16, 31, 46, 61, 2, 3, 4, 5, 6, 20, 34, 50, 65, 66, 17, 18, 19, 32, 47, 48, 49, 62, 63, 64, 33, 75, 74, 73]
POT = 1_234_567_00
SEED_CAP = 5_000_000  # the casino's cap per pot (Art. 7 f): N$ 50,000
METHODS = ("cash", "payment_order", "cheque")
WINNERS = (1, 3, 4)  # A, D, E: the full card on the same ball


class MoneyLeavesOnce(RuleBasedStateMachine):
    @initialize(
        jury=st.sampled_from([0, 1]),
        tie=st.sampled_from([SHARED, STRICT]),
        threshold=st.sampled_from([0, 10**12]),
        drawn=st.sampled_from([0, 4, 5, 13, 14, 25, 26, 26]),  # balls already drawn, no claim yet (26: the full card)
        pot_start=st.sampled_from([0, 225, POT]),
        rectify=st.sampled_from([None, "proclaimed", "ratified"]),  # the jury rectifies before the first ball
        between=st.integers(0, 3_000_000),  # the casino's contribution while the cashier corrects
    )
    def start(self, jury, tie, threshold, drawn, pot_start, rectify, between):
        series = series_from_cards(SeriesInfo(1, "amarillo", "A", len(CARDS), 1), list(CARDS))
        cfg = GameConfig(
            number=1,
            series=1,
            price=12_345_00,
            patterns=default_patterns(),
            limit=50,
            tie_policy=tie,
            jury_signoffs=jury,
            payment_threshold=threshold,
        )
        self.g = BingoGame(cfg, series)
        self.pot = PotAccount(amount=pot_start)
        self.pot_start = pot_start
        self.seeds = 0
        self.seeded_events: list[dict] = []
        self.seeds_at_award: int | None = None  # how many contributions came before the major's award
        self.payments: list[dict] = []
        self.award_events: list[dict] = []
        self.do(self.g.open_sales())
        self.do(self.g.sell(list(range(1, len(CARDS) + 1))))
        self.do(self.g.close_sales(pot_before=self.pot.amount))
        juries = ("jurado1", "jurado2", "jurado3")[: max(1, jury)]
        if rectify:
            if rectify == "ratified":
                for name in juries:
                    self.do(self.g.ratify(name))
            self.do(self.g.rectify("jurado3" if jury else "simulation", "a tray recounted"))
            self.contribute(between)  # between the proclamations: it goes into this game's pot
            self.do(self.g.return_cards([5]))
            self.do(self.g.close_sales(pot_before=self.pot.amount))
        for name in juries:
            self.do(self.g.ratify(name))  # the jury ratifies the figures (Art. 12)
        self.stamps = 0
        for b in BALLS[:drawn]:
            self.do(self.g.draw(b, "electronic"))

    def do(self, events) -> None:
        for etype, data in events:
            self.g.apply(etype, data)
            self.pot.apply(etype, data)
            if etype == "payment.made":
                self.payments.append(data)
            elif etype == "prizes.awarded":
                self.award_events.append(data)
                if self.seeds_at_award is None and any(a["prize"] == MAJOR for a in data["awards"]):
                    self.seeds_at_award = len(self.seeded_events)
            elif etype == "pot.seeded":
                self.seeded_events.append(data)

    def attempt(self, decide) -> None:
        try:
            events = decide()
        except RuleError:
            return
        self.do(events)

    def contribute(self, amount: int) -> None:
        """The casino's contribution, decided as the station decides it (core.bingo.pot)."""
        g = self.g
        proclaimed = g.number if g.dividends is not None and not g.major_won() else None
        try:
            self.pot.check_seed(amount, SEED_CAP, proclaimed)
        except RuleError:
            return
        self.do([("pot.seeded", {"amount": amount, "pot_after": self.pot.amount + amount})])
        self.seeds += amount

    # ------------------------------------------------------------- steps
    @rule(amount=st.sampled_from([1, 100, 1_000_000, 4_999_999, 5_000_000, 6_000_000]))
    def seed_pot(self, amount):
        """A contribution at any moment: refused while this game's proclaimed pot is played for or
        beyond the cap, taken otherwise (after the major is awarded: for the next pot)."""
        self.contribute(amount)

    def can_draw(self) -> bool:
        g = self.g
        if g.ball_count >= len(BALLS) or g.state == FINISHED:
            return False
        return g.state in (RATIFIED, DRAWING) or (g.state == PAUSED and not g.pending_claims())

    def unpaid(self):
        """(claim, prize) awarded and not paid yet."""
        g = self.g
        return [(c, p) for c in g.claims.values() if c.open and c.awarded for p in g.prizes_won(c) if p not in c.paid]

    @precondition(lambda self: self.can_draw())
    @rule(upto=st.sampled_from([1, 2, 5, 14, 15, 26, 29]))
    def draw(self, upto):
        """The next ball, or straight on to a ball where several cards complete a prize."""
        g = self.g
        if g.state == PAUSED:
            self.do(g.resume())
        first = True
        while first or (g.state in (RATIFIED, DRAWING) and g.ball_count < min(upto, len(BALLS))):
            first = False
            if g.ball_count >= len(BALLS):
                break
            self.do(g.draw(BALLS[g.ball_count], "electronic"))

    @precondition(lambda self: self.g.state != FINISHED and self.g.balls)
    @rule(
        card=st.sampled_from(WINNERS) | st.integers(1, len(CARDS)),
        verify_now=st.booleans(),
        award_now=st.booleans(),
        seed_before=st.sampled_from([0, 0, 1_000_000]),
    )
    def claim(self, card, verify_now, award_now, seed_before):
        """A claim — verified at once by the jury, and awarded at once, if so drawn (a co-winner's
        claim recomputes the split of a prize awarded on this ball, Art. 14); the casino may have
        contributed just before it (while a major prize awarded on this ball waits for its
        payments, the contribution goes to the next pot and must stay there)."""
        if seed_before:
            self.contribute(seed_before)
        self.attempt(lambda: self.g.claim(1, card))
        if verify_now and self.g.claims:
            self.verify_claim(self.g.claims[max(self.g.claims)])
            if award_now:
                self.attempt(self.g.award)

    def verify_claim(self, c) -> None:
        if self.g.config.jury_signoffs and c.open and c.stamp is None:
            self.attempt(lambda: self.g.sign(c.id, "jurado1"))
            self.stamps += 1
            self.attempt(lambda: self.g.stamp(c.id, self.stamps))

    @precondition(lambda self: any(c.open and c.stamp is None for c in self.g.claims.values()) and self.g.config.jury_signoffs)
    @rule(i=st.integers(0, 20), withdraw=st.booleans())
    def verify(self, i, withdraw):
        """The jury signs and stamps a claim — or the claim is withdrawn."""
        waiting = [c for c in self.g.claims.values() if c.open and c.stamp is None]
        c = waiting[i % len(waiting)]
        if withdraw and not c.awarded:
            self.attempt(lambda: self.g.reject(c.id, "withdrawn"))
        else:
            self.verify_claim(c)

    @precondition(lambda self: any(c.open and not c.awarded for c in self.g.claims.values()))
    @rule()
    def award(self):
        self.attempt(self.g.award)

    @precondition(lambda self: self.unpaid())
    @rule(i=st.integers(0, 50), major_first=st.booleans(), method=st.sampled_from(METHODS))
    def pay(self, i, major_first, method):
        """A prize owed (the major first when there is one, if so drawn), by any method: the rules
        refuse the wrong method or a payment a co-winner's claim still waits for."""
        owed = self.unpaid()
        majors = [x for x in owed if x[1] == MAJOR]
        c, prize = (majors if major_first and majors else owed)[i % len(majors if major_first and majors else owed)]
        if prize == MAJOR and method != "cheque" and i % 3:
            method = "cheque"
        self.attempt(lambda: self.g.pay(c.id, prize, method, "Ana Pérez", "1.234.567-8"))

    @precondition(lambda self: self.g.claims)
    @rule(i=st.integers(0, 50), prize=st.sampled_from(["line", "t_l", "p_u_n", "a_d_e_s", "full_card", MAJOR]))
    def pay_anything(self, i, prize):
        """A payment asked for any claim and prize: the rules must refuse what is not owed."""
        ids = sorted(self.g.claims)
        cid = ids[i % len(ids)]
        method = "cheque" if prize == MAJOR else "cash"
        self.attempt(lambda: self.g.pay(cid, prize, method, "Ana Pérez", "1"))

    # ------------------------------------------------------------- what must always hold
    @invariant()
    def each_prize_leaves_once(self):
        if not hasattr(self, "g"):
            return
        g = self.g
        awards = {a.prize: a for a in g.awards}
        totals: dict[str, int] = {}
        for p in self.payments:
            totals[p["prize"]] = totals.get(p["prize"], 0) + p["amount"]
        for prize, total in totals.items():
            assert prize in awards, f"{prize} paid but not awarded"
            assert total <= awards[prize].amount, (prize, total, awards[prize].amount)
            if prize == MAJOR:
                assert total <= share_bp(g.pot_before_draw, MAJOR_PAID_BP)
        # a payment is its card's share of the award as it stands: no split recomputed after it
        for p in self.payments:
            a = awards[p["prize"]]
            assert p["card"] in a.cards and a.per_card[a.cards.index(p["card"])] == p["amount"]

    @invariant()
    def the_pot_changes_only_by_its_own_events(self):
        """Pot at the start + contributions + 15 % − major won + 3 % kept = the pot (the day's
        ledger's check); never a contribution lost to a recomputed co-winner's split."""
        if not hasattr(self, "g"):
            return
        g = self.g
        day = DayLedger(None, [game_ledger(g)], self.seeds, self.pot_start, self.pot.amount)
        assert day.pot_balanced(), (day.pot_expected_end, self.pot.amount)
        assert self.pot.amount >= 0
        awards = {a.prize: a for a in g.awards}
        if MAJOR in awards:  # the 3 % kept, and whatever the casino gave after the award
            after = sum(e["amount"] for e in self.seeds_after_award())
            assert self.pot.amount == awards[MAJOR].carry + after
        elif g.dividends is not None:
            assert self.pot.amount == g.pot_before_draw  # the pot the draw is played for

    def seeds_after_award(self):
        return self.seeded_events[self.seeds_at_award:] if self.seeds_at_award is not None else []

    @invariant()
    def a_card_is_paid_a_prize_once(self):
        if not hasattr(self, "g"):
            return
        keys = [(p["card"], p["prize"]) for p in self.payments]
        assert len(keys) == len(set(keys)), keys

    @invariant()
    def one_card_is_one_player(self):
        if not hasattr(self, "g"):
            return
        for a in self.g.awards:
            assert len(set(a.cards)) == len(a.cards), a
        for e in self.award_events:
            for a in e["awards"]:
                assert len(set(a["cards"])) == len(a["cards"]), a

    @invariant()
    def the_major_goes_with_the_full_card(self):
        if not hasattr(self, "g"):
            return
        awards = {a.prize: a for a in self.g.awards}
        if MAJOR in awards:
            assert set(awards[MAJOR].cards) <= set(awards["full_card"].cards)
        assert self.g.state != FINISHED or "full_card" in awards


    @invariant()
    def no_valid_claim_is_stranded(self):
        """A verified claim can always be awarded: a payment never pre-empts a co-winner who had
        already claimed."""
        if not hasattr(self, "g"):
            return
        g = self.g
        ready = [c for c in g.claims.values() if g.accepted(c) and not c.awarded]
        if ready and g.state == PAUSED:
            awarded = {a.prize for a in g.compute_awards()}
            for c in ready:
                assert set(c.prizes) <= awarded, (c, awarded)


MoneyLeavesOnce.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_art7f_art12_art15_each_prize_leaves_once_and_the_pot_adds_up_whatever_the_order = MoneyLeavesOnce.TestCase
