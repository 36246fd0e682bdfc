"""The jury's claim panel, docked in the caller window while the draw is paused (Arts. 8, 11, 12, 14, 15).

One claim at a time, in the order the jury works, each step enabled only when it is the next one:

    1. card entry: typed ``S-C`` (or ``S-C-CODE``), or the card's QR code read by the hall's
       keyboard-wedge scanner (``HS1 …`` + Enter): the code is checked with the hall's key and the
       claim for its card opened in one step (``services.scancode``); a code that is malformed,
       of another hall, names a card the hall does not have, or whose check code does not verify
       is refused in one line and nothing is recorded; a genuine card of another series or not
       sold is a claim like a typed one, rejected with its reason recorded (Arts. 11, 14)
       → ``station.claim``
    2. the card and, for each open prize, whether it completes it and at which ball (× bonus)
    3. reading the 24 numbers (optional; Enter = matches; a mismatch rejects as forged)
    4. the jury's PINs (1–3 members) → ``sign_claim``; "Stamp" → ``stamp_claim``; the receipt PDF
    5. "Award" → ``station.award`` (co-winners share, bonuses applied); the amounts per card
    6. each prize's payment: cash, payment order (above the threshold), the major prize by cheque —
       by the cashier signed in at the pay desk (asked with their PIN when nobody is), named in it
    7. "Resume draw" (the caller window's button) only when every claim is settled

Jury only: the sold cards that also complete an open prize with no claim (never on a public screen),
each with a button that opens its claim. Everything is re-rendered from the station's state, so a
restart comes back to the same claim, reading count and signatures.

Each part of the screen is a widget of its own file: ``entry_box`` (1), ``claim_list``, ``verdict``
(2), ``reading`` (3), ``jury_box`` (4), ``award_bar`` (5), ``payments_box`` (6), ``missed`` and
``next_step``; this file lays them out, renders them and carries out the jury's actions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from hallstation import i18n
from hallstation.core.bingo.game import PAUSED, REJECT_REASONS, BingoGame, Claim
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.claims.award_bar import AwardBar, award_html, award_lines
from hallstation.gui.claims.card_grid import CardGrid
from hallstation.gui.claims.claim_list import ClaimList
from hallstation.gui.claims.entry import parse_claim_entry
from hallstation.gui.claims.entry_box import CardEntry
from hallstation.gui.claims.jury_box import JuryBox
from hallstation.gui.claims.missed import MissedCards
from hallstation.gui.claims.next_step import NextStep
from hallstation.gui.claims.payment import MajorPaymentDialog, PayDesk
from hallstation.gui.claims.payments_box import PaymentsBox, pay_text
from hallstation.gui.claims.reading import ReadingBox, number_text
from hallstation.gui.claims.verdict import ClaimVerdict, prize_lines
from hallstation.gui.common import people_with
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import FitLabel, FollowScrollArea
from hallstation.i18n import method_label, prize_label
from hallstation.printing.stamp_receipt import print_stamp_receipt, receipt_from, stamp_time
from hallstation.services.scancode import identify_on, looks_scanned


class ClaimPanel(QWidget):
    """The jury's panel: its pieces (one file each) laid out, the jury's actions, and the render of
    every piece from the station's state. ``say(text, kind)`` is the caller window's message area."""

    def __init__(
        self, bridge: Any, say: Callable[[str, str], None] | None = None, parent: QWidget | None = None, pay_desk: PayDesk | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("claimPanel")
        self.bridge = bridge
        self.station = bridge.station
        self._say = say
        self.pay_desk = pay_desk or PayDesk(self.station, self)
        self.selected: int | None = None
        self.last_receipt: str = ""

        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(5)  # (6 left the caller 1 px over a 1366x768 screen once a claim was awarded)

        # 1. the card entry
        self.entry_box = CardEntry()
        self.entry_caption, self.entry = self.entry_box.caption, self.entry_box.entry
        self.check_button, self.series_hint = self.entry_box.check_button, self.entry_box.series_hint
        root.addWidget(self.entry_box)

        # the claims of this pause
        self.claim_list = ClaimList()
        root.addWidget(self.claim_list)

        # 2–6. the selected claim
        self.detail = QWidget()
        detail_rows = QVBoxLayout(self.detail)  # the title over the card and the steps
        detail_rows.setContentsMargins(0, 0, 0, 0)
        detail_rows.setSpacing(2)
        det = QHBoxLayout()
        det.setContentsMargins(0, 0, 0, 0)
        det.setSpacing(8)
        left = QVBoxLayout()
        self.title_label = FitLabel(lines=1)
        tf = self.title_label.font()
        tf.setPointSize(13)
        tf.setBold(True)
        self.title_label.setFont(tf)
        detail_rows.addWidget(self.title_label)
        detail_rows.addLayout(det, 1)
        self.card_grid = CardGrid()
        self.card_grid.setMaximumWidth(260)  # the card keeps its shape; the steps take the rest
        left.addWidget(self.card_grid, 1)
        det.addLayout(left, 0)

        right = QVBoxLayout()
        right.setSpacing(5)
        # 2. the verdict and the prizes the card completes
        self.verdict = ClaimVerdict()
        self.verdict_label, self.prizes_label = self.verdict.verdict_label, self.verdict.prizes_label
        right.addWidget(self.verdict)
        # 3. reading
        self.read_box = ReadingBox()
        self.read_number_label, self.read_count_label = self.read_box.read_number_label, self.read_box.read_count_label
        self.match_button, self.mismatch_button = self.read_box.match_button, self.read_box.mismatch_button
        right.addWidget(self.read_box)
        # 4. jury, stamp, receipt
        self.jury_box = JuryBox()
        j = self.jury_box
        self.signatures_label, self.sign_button, self.stamp_button = j.signatures_label, j.sign_button, j.stamp_button
        self.stamp_label, self.receipt_button, self.receipt_print_button = j.stamp_label, j.receipt_button, j.receipt_print_button
        self.withdraw_button = j.withdraw_button
        right.addWidget(self.jury_box)
        # the steps scroll inside the panel's height (the focused step is kept in view): however
        # many prizes, signatures and payments, the caller window never grows
        self.steps = FollowScrollArea()
        self.steps.setObjectName("claimSteps")
        steps = QWidget()
        steps.setObjectName("claimStepsContents")
        steps.setLayout(right)
        right.setContentsMargins(0, 0, 6, 0)
        self.steps.setWidget(steps)
        det.addWidget(self.steps, 1)
        root.addWidget(self.detail, 1)

        # 5. award: always in sight, under the card and the steps
        self.award_bar = AwardBar()
        self.award_button, self.award_list = self.award_bar.award_button, self.award_bar.award_list
        root.addWidget(self.award_bar)
        # 6. the amounts (however many prizes) and the payments scroll with the steps
        self.payments = PaymentsBox()
        self.awards_label, self.pay_box, self.pay_layout = self.payments.awards_label, self.payments.pay_box, self.payments.pay_layout
        right.addWidget(self.payments)
        right.addStretch(1)
        self.steps_layout = right
        self.pay_desk.changed.connect(self._render_pay_title)
        self._render_pay_title()

        # jury only: other cards completing an open prize with no claim
        self.missed_box = MissedCards()
        self.missed_label, self.missed_scroll = self.missed_box.missed_label, self.missed_box.missed_scroll
        self.missed_buttons_row = self.missed_box.missed_buttons_row
        # under the claimed card (as wide as it): the steps column keeps the panel's whole height
        self.missed_box.setMaximumWidth(self.card_grid.maximumWidth())
        left.addWidget(self.missed_box)

        self.next_label = NextStep()
        root.addWidget(self.next_label)

        self.entry.returnPressed.connect(self.submit_entry)
        self.check_button.clicked.connect(self.submit_entry)
        self.claim_list.currentItemChanged.connect(self._on_list_selection)
        self.match_button.clicked.connect(self.read_match)
        self.mismatch_button.clicked.connect(self.read_mismatch)
        self.sign_button.clicked.connect(self.sign)
        self.stamp_button.clicked.connect(self.stamp)
        self.receipt_button.clicked.connect(self.print_receipt)
        self.receipt_print_button.clicked.connect(self.print_receipt_on_printer)
        self.withdraw_button.clicked.connect(self.withdraw)
        self.award_button.clicked.connect(self.award)
        self.payments.pay_clicked.connect(lambda prize, method: self.pay(prize, method))
        self.payments.receipt_clicked.connect(lambda prize, cid: self.print_payment_receipt(prize, cid))
        self.missed_box.open_card.connect(self.open_missed)
        self._rendering = False
        self.render()

    # the pieces' buttons of the claim shown (re-made at each render)
    @property
    def pay_buttons(self) -> dict[tuple[str, str], QPushButton]:
        return self.payments.pay_buttons

    @property
    def payment_receipt_buttons(self) -> dict[str, QPushButton]:
        return self.payments.payment_receipt_buttons

    @property
    def missed_buttons(self) -> dict[int, QPushButton]:
        return self.missed_box.missed_buttons

    # ------------------------------------------------------------------ helpers
    def say(self, text: str, kind: str = "info") -> None:
        if self._say is not None:
            self._say(text, kind)

    def _refused(self, err: RuleError) -> None:
        self.say(i18n.message(err), "error")

    def game(self) -> BingoGame | None:
        return self.station.current_game or self.station.last_game

    def claims(self) -> list[Claim]:
        """The claims of this pause (at the current ball)."""
        g = self.game()
        if g is None or g.state != PAUSED:
            return []
        return [c for c in g.claims.values() if c.ball_count == g.ball_count]

    def claim(self) -> Claim | None:
        g = self.game()
        if g is None or self.selected is None:
            return None
        return g.claims.get(self.selected)

    def reason_text(self, c: Claim) -> str:
        reason = c.rejected or c.reason or ""
        template = REJECT_REASONS.get(reason, reason)
        g = self.game()
        text = i18n.translate("RuleError", template)
        try:
            return text.format(card=c.card, series=c.series, game_series=g.series.number if g else "")
        except (KeyError, IndexError, ValueError):
            return text

    def _need(self, g: BingoGame) -> int:
        return max(1, g.config.jury_signoffs)

    def _jury_names(self, exclude=()) -> list[str]:
        return [n for n in people_with(self.station, "jury") if n not in exclude]

    def _full(self, name: str) -> str:
        u = self.station.state.users.get(name)
        return u.full_name if u is not None and u.full_name and u.full_name != name else name

    def _number(self, n: int, word: str) -> str:
        return number_text(n, word)

    # ------------------------------------------------------------------ actions
    def focus_entry(self) -> None:
        self.entry.setFocus()
        self.entry.selectAll()

    def submit_entry(self) -> None:
        g = self.game()
        if not self.entry.text().strip():  # Enter on the empty entry: nothing to check, nothing done
            self.focus_entry()
            return
        text = self.entry.text()
        scanned = looks_scanned(text)
        try:
            if scanned:
                found = identify_on(self.station, text)
                series, card, code = found.series, found.card, found.code
            else:
                series, card, code = parse_claim_entry(text, g.series.number if g else None)
        except RuleError as err:
            self._refused(err)
            self.focus_entry()  # selected: the next scan or typing replaces it
            return
        self.open_claim(series, card, code, scanned=scanned)

    def open_claim(self, series: int, card: int, code: str | None = None, scanned: bool = False) -> Claim | None:
        try:
            extra = {"scanned": True} if scanned else {}
            c = self.station.claim(series, card, check_code=code, **extra)
        except RuleError as err:
            self._refused(err)
            self.focus_entry()
            return None
        self.entry.clear()
        self.selected = c.id
        self.render()
        if c.valid:
            prizes = ", ".join(prize_label(p) for p in c.prizes)
            self.say(self.tr("Card {card}: VALID for {prizes}. Now read its numbers, or go straight to the jury's signatures.").format(
                card=card, prizes=prizes), "ok")
            self.match_button.setFocus()
        else:
            self.say(self.tr("Card {card} REJECTED: {reason}").format(card=card, reason=self.reason_text(c)), "error")
            self.focus_entry()
        return c

    def open_missed(self, card: int) -> Claim | None:
        """The jury's list of cards completing a prize with no claim: a claim is opened only if the
        player of that card actually claimed (the jury never claims for a player)."""
        g = self.game()
        if g is None:
            return None
        if not DialogService.confirm(
            self,
            self.tr("Open a claim for card {card}?").format(card=card),
            self.tr("Card {card} completes an open prize but has no claim.\n"
                    "Did its player actually call «¡Premio!»? Open the claim only if they did.").format(card=card),
        ):
            self.say(self.tr("No claim opened for card {card}: its player did not claim.").format(card=card), "info")
            self.focus_entry()
            return None
        return self.open_claim(g.series.number, card)

    def select_claim(self, claim_id: int) -> None:
        self.selected = claim_id
        self.render()

    def _on_list_selection(self, item: QListWidgetItem | None, _prev=None) -> None:
        if self._rendering or item is None:
            return
        cid = item.data(Qt.ItemDataRole.UserRole)
        if cid != self.selected:
            self.select_claim(cid)

    def read_match(self) -> None:
        c = self.claim()
        if c is None:
            return
        try:
            self.station.read_number(c.id, True)
        except RuleError as err:
            self._refused(err)
            return
        g = self.game()
        total = len(g.claim_reading(c)) if g is not None else 0
        if c.read >= total:
            self.say(self.tr("Reading complete: the {count} numbers match. Now the jury signs.").format(count=total), "ok")
            self.sign_button.setFocus()
        else:
            self.match_button.setFocus()

    def read_mismatch(self) -> None:
        c = self.claim()
        g = self.game()
        if c is None or g is None:
            return
        reading = g.claim_reading(c)
        n = reading[c.read] if c.read < len(reading) else None
        ok = DialogService.confirm(
            self,
            self.tr("The number does not match"),
            self.tr("The seller read a number that is not {number} on card {card}.\n"
                    "The claim will be REJECTED as a forged card. Confirm?").format(
                number=self._number(n, g.config.word) if n else "—", card=c.card),
        )
        if not ok:
            self.match_button.setFocus()
            return
        try:
            self.station.read_number(c.id, False)
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Card {card} REJECTED: {reason}").format(card=c.card, reason=self.reason_text(c)), "error")
        self.focus_entry()

    def sign(self) -> None:
        """Ask each missing jury member's PIN in turn until the claim has all its signatures."""
        c, g = self.claim(), self.game()
        if c is None or g is None:
            return
        need = self._need(g)
        while len(c.signatures) < need:
            k = len(c.signatures) + 1
            before = len(c.signatures)
            try:
                # the signature is recorded from the PIN dialog: a wrong PIN keeps it open to retry
                cred = DialogService.credentials(
                    self,
                    self.tr("Jury signature {k} of {need}").format(k=k, need=need),
                    self.tr("Jury member {k} of {need} signs claim {claim} (card {card})").format(
                        k=k, need=need, claim=c.id, card=c.card),
                    self._jury_names(exclude=c.signatures),
                    check=lambda name, pin: self.station.sign_claim(c.id, name, pin),
                )
            except RuleError as err:
                self._refused(err)
                self.sign_button.setFocus()
                return
            if cred is None or len(c.signatures) == before:
                self.say(self.tr("Signature cancelled: {have} of {need} signatures.").format(have=len(c.signatures), need=need), "info")
                return
        self.say(self.tr("Signed by {names}. Now stamp the card.").format(
            names=", ".join(self._full(n) for n in c.signatures)), "ok")
        self.focus_entry()  # the stamp is its own deliberate click, never an Enter away

    def stamp(self) -> None:
        c = self.claim()
        if c is None:
            return
        try:
            number = self.station.stamp_claim(c.id)
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Card {card} stamped: stamp No. {stamp}. Press Award when every claim of this ball is stamped.").format(
            card=c.card, stamp=number), "ok")
        self.focus_entry()  # not the award button: Enter must not award

    def print_receipt(self) -> str | None:
        c, g = self.claim(), self.game()
        if c is None or g is None:
            return None
        try:
            path = print_stamp_receipt(receipt_from(self.station, g, c), self.station.data_dir)
        except RuleError as err:
            self._refused(err)
            return None
        self.last_receipt = str(path)
        self.say(self.tr("Stamp receipt saved to {path}").format(path=path), "ok")
        return str(path)

    def print_receipt_on_printer(self) -> bool:
        """"Print…": the stamp receipt through the print dialog (the same drawing as its PDF)."""
        from hallstation.gui.print_dialog import print_paper
        from hallstation.printing.stamp_receipt import stamp_receipt_paper

        c, g = self.claim(), self.game()
        if c is None or g is None:
            return False
        try:
            paper = stamp_receipt_paper(receipt_from(self.station, g, c))
        except RuleError as err:
            self._refused(err)
            return False
        return print_paper(self, paper, self.say)

    def print_payment_receipt(self, prize: str, claim_id: int | None = None) -> str | None:
        """"Payment receipt": the PDF of one prize paid (printing.payment_receipt)."""
        from hallstation.gui.print_dialog import save_payment_receipt

        c, g = (self.claim(), self.game()) if claim_id is None else (self.game().claims.get(claim_id), self.game())
        if c is None or g is None:
            return None
        return save_payment_receipt(self.station, self.say, (g.number, c.id, prize))

    def withdraw(self) -> None:
        c = self.claim()
        if c is None:
            return
        if not DialogService.confirm(self, self.tr("Withdraw claim"), self.tr("Withdraw the claim of card {card}?").format(card=c.card)):
            return
        try:
            self.station.reject_claim(c.id, "withdrawn")
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("The claim of card {card} was withdrawn.").format(card=c.card), "info")
        self.focus_entry()

    def award(self) -> None:
        try:
            self.station.award()
        except RuleError as err:
            self._refused(err)
            return
        # every prize, card and amount in the award list beside «Award» (the message bar has two
        # lines: 18 amounts listed in it were cut after ten)
        self.say(self.tr("Awarded: every prize, card and amount is listed beside «Award». Now record each payment."), "ok")
        self.focus_entry()  # not a payment button: each payment is its own deliberate click
        QTimer.singleShot(0, self.show_payments)  # once the award's render is laid out

    def show_payments(self, tries: int = 8) -> None:
        """The payment rows in sight in the steps (the pointer is on «Award», outside them): after
        the award «Pay» was below the fold (issue 24). The steps' height settles over a few
        queued layout passes: until the pay box's top is reached, it looks again."""
        try:
            self.steps.widget().layout().activate()
        except RuntimeError:  # the panel was closed meanwhile
            return
        if not self.pay_box.isVisibleTo(self):
            return
        bar = self.steps.verticalScrollBar()
        top = max(0, self.pay_box.mapTo(self.steps.widget(), QPoint(0, 0)).y() - 6)
        bar.setValue(min(bar.maximum(), top))
        if bar.value() < top and tries > 1:
            QTimer.singleShot(0, lambda: self.show_payments(tries - 1))

    def pay(self, prize: str, method: str, claim_id: int | None = None) -> None:
        """Pay one prize of the claim, by the cashier signed in at the pay desk (asked for when
        nobody is); the station refuses a session without the cashier's role."""
        c = self.claim() if claim_id is None else (self.game().claims.get(claim_id) if self.game() else None)
        g = self.game()
        if c is None or g is None:
            return
        if self.pay_desk.session is None:
            why = self.tr("A cashier signs in at the pay desk to pay {prize} of card {card}").format(prize=prize_label(prize), card=c.card)
            refused = self.tr("Payment refused: a cashier must sign in at the pay desk first. Nothing recorded.")
            if not self.pay_desk.sign_in(self, self.say, why, cancelled=refused):
                return
        winner = id_doc = ""
        if method == "cheque":
            a = next((x for x in g.awards if x.prize == prize and c.card in x.cards), None)
            amount = format_money(a.per_card[a.cards.index(c.card)]) if a else ""
            answer = DialogService.form(self, "major_payment", MajorPaymentDialog, amount=amount, card=c.card)
            if not answer:
                self.say(self.tr("Payment cancelled: nothing recorded."), "info")
                return
            winner, id_doc = answer.get("winner", ""), answer.get("id_doc", "")
        try:
            self.station.pay(c.id, prize, method, winner=winner, id_doc=id_doc, session=self.pay_desk.session)
        except RuleError as err:
            self._refused(err)
            return
        text = self.tr("{prize} of card {card} paid: {method}, by {name}.").format(
            prize=prize_label(prize), card=c.card, method=self.method_text(method), name=self.pay_desk.full_name())
        if prize == MAJOR:
            text += " " + self.tr("The card stays with the casino (Art. 12).")
        g2 = self.station.current_game
        if g2 is None or g2.state != PAUSED:  # the major prize paid: the game is over, no draw resumes
            text += " " + self.tr("Every claim is settled: the game is over (the break).")
        elif not g2.pending_claims():
            text += " " + self.tr("Every claim is settled: the draw can resume.")
        elif g2.settled(c):
            # this claim is done: the panel moves on to the next claim still to pay
            nxt = next((x for x in self.claims() if not g2.settled(x)), None)
            if nxt is not None:
                self.select_claim(nxt.id)
                text += " " + self.tr("Next: card {card}.").format(card=nxt.card)
        self.say(text, "ok")
        self.focus_entry()

    def award_lines(self, g: BingoGame) -> list[str]:
        """What «Award» is about to award (``award_bar.award_lines``)."""
        return award_lines(g)

    def award_html(self, lines: list[str]) -> str:
        return award_html(lines)

    def pay_text(self, prize: str, amount: int, method: str, card: int, name_prize: bool = False) -> str:
        """"Pay $ 180 in cash — card 150" (``payments_box.pay_text``)."""
        return pay_text(prize, amount, method, card, name_prize)

    def prize_lines(self, g: BingoGame, c: Claim) -> list[tuple[bool | None, str]]:
        """Per open prize: (completes?, text) (``verdict.prize_lines``)."""
        return prize_lines(g, c)

    def _render_pay_title(self) -> None:
        self.payments.set_desk(self.pay_desk.caption())

    def method_text(self, method: str) -> str:
        return method_label(method)

    # ------------------------------------------------------------------ render
    def render(self) -> None:
        self._rendering = True
        try:
            self._render()
        finally:
            self._rendering = False

    def _render(self) -> None:
        g = self.game()
        claims = self.claims()
        ids = [c.id for c in claims]
        if self.selected not in ids:
            pending = [c for c in claims if not g.settled(c)] if g else []
            self.selected = pending[0].id if pending else (ids[-1] if ids else None)
        self.entry_box.render(g)
        self.claim_list.render(g, claims, self.selected, self._need(g) if g is not None else 1)
        c = self.claim()
        self.detail.setVisible(c is not None)
        # once awarded, the claim's payments come right under its verdict, and the card (verified,
        # stamped) leaves its room to them: every «Pay» of a card with six prizes in sight at once
        paying = c is not None and c.awarded and c.open
        self._payments_first(paying)
        self.card_grid.setVisible(not paying)
        if c is not None and g is not None:
            self._render_claim(g, c)
        self.award_bar.render(g, claims)
        self.payments.render(g, c, self._full)
        self._render_missed(g)
        self.next_label.render(g, claims)

    def _render_claim(self, g: BingoGame, c: Claim) -> None:
        word = g.config.word
        self.title_label.setText(self.tr("Claim {claim} · Series {series} · Card {card} · ball {count}").format(
            claim=c.id, series=c.series, card=c.card, count=c.ball_count))
        known = c.series == g.series.number and 1 <= c.card <= len(g.series)
        numbers = g.claim_reading(c) if known else []  # the claimed shapes' numbers, in reading order
        if known:
            card = g.series.card(c.card)
            drawn = set(g.balls)
            grid = card.grid
            marked = tuple(n is None or n in drawn for n in grid)
        else:
            grid, marked = (), ()
        reading = c.open and c.stamp is None and c.read < len(numbers)
        current = numbers[c.read] if reading else None
        # ticks and the ring only while reading: complete (or stamped), the card looks normal again
        self.card_grid.set_state(
            word, grid, marked, numbers[: c.read] if reading else (), current, rejected=not c.open, shape=numbers if reading else ()
        )
        self.verdict.render(g, c, self.reason_text(c) if not c.open else "")
        self.read_box.render(c, numbers, word)
        names = ", ".join(self._full(n) for n in c.signatures) or "—"
        when = stamp_time(self.station, g.number, c.id) if c.stamp is not None else ""
        self.jury_box.render(c, self._need(g), names, when)

    def _payments_first(self, first: bool) -> None:
        """The payments under the verdict (``first``) or after the jury's box, where they wait."""
        lay = self.steps_layout
        anchor = self.verdict if first else self.jury_box
        if lay.indexOf(self.payments) != lay.indexOf(anchor) + 1:
            lay.removeWidget(self.payments)
            lay.insertWidget(lay.indexOf(anchor) + 1, self.payments)

    def _render_missed(self, g: BingoGame | None) -> None:
        found: dict[str, list[int]] = {}
        if g is not None and g.state == PAUSED:
            try:
                found = self.station.other_completing_cards()
            except RuleError:
                found = {}
        self.missed_box.render(found)
