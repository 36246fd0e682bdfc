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
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.balls import letter_of
from hallstation.core.bingo.game import PAUSED, REJECT_REASONS, BingoGame, Claim
from hallstation.core.bingo.patterns import FULL_CARD, MAJOR, PATTERN_PRIZES
from hallstation.core.bingo.prizes import multiplier
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.claims.card_grid import CardGrid
from hallstation.gui.claims.entry import parse_claim_entry
from hallstation.services.scancode import identify_on, looks_scanned
from hallstation.gui.claims.payment import MajorPaymentDialog, PayDesk
from hallstation.gui.common import people_with
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import FitButton, FitLabel, FollowScrollArea
from hallstation.i18n import method_label, pattern_label, prize_label
from hallstation.printing.stamp_receipt import print_stamp_receipt, receipt_from, stamp_time

OK_STYLE = "background:#e8f5e9; color:#1b5e20; border:2px solid #2e7d32;"
BAD_STYLE = "background:#ffebee; color:#b71c1c; border:2px solid #c62828;"
STEP_STYLE = "background:#fff8e1; color:#5d4037; border:2px solid #ffa000;"
DONE_STYLE = "background:#e3f2fd; color:#0d47a1; border:2px solid #1565c0;"


FOCUS_RING = "QPushButton:focus{border:3px solid #ffeb3b;outline:none;}"
PLAIN_STYLE = (
    "QPushButton{background:#eceff1;color:#111;border:1px solid #90a4ae;border-radius:6px;padding:4px 12px;}"
    "QPushButton:focus{border:3px solid #0d47a1;outline:none;}"
    "QPushButton:disabled{color:#9e9e9e;}"
)


def _button(text: str, colour: str | None = None, big: bool = False, enter: bool = False) -> QPushButton:
    """A panel button with a visible focus ring. ``enter``: Enter presses it when focused — only the
    reading's «Matches» and the card check; an irreversible step (stamp, award, pay, reject) is
    never pressed by Enter (autoDefault off), so Enter cannot carry the jury through two of them."""
    b = FitButton(text)  # a long text wraps onto two lines instead of widening the caller window
    b.setAutoDefault(enter)
    b.setDefault(False)
    b.setMinimumHeight(44 if big else 34)
    f = b.font()
    f.setPointSize(14 if big else 11)
    f.setBold(True)
    b.setFont(f)
    if colour:
        b.setStyleSheet(
            f"QPushButton{{background:{colour};color:white;border-radius:6px;padding:4px 12px;}}"
            + FOCUS_RING
            + "QPushButton:disabled{background:#cfd8dc;color:#f5f5f5;}"
        )
    else:
        b.setStyleSheet(PLAIN_STYLE)
    return b


def _clear(layout) -> None:
    """Every widget of ``layout`` hidden and deleted, never made a window of its own: a widget added
    to a shown parent has a queued show pending, and taking its parent away before that show runs
    would open it as a framed top-level window (issue 24: dozens flashed over the caller screen)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()  # explicitly hidden: the pending show does nothing
            w.deleteLater()  # still the panel's child until it is deleted
        elif item.layout() is not None:
            _clear(item.layout())


class ClaimPanel(QWidget):
    """The jury's panel. ``say(text, kind)`` is the caller window's message area."""

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
        self.pay_buttons: dict[tuple[str, str], QPushButton] = {}
        self.missed_buttons: dict[int, QPushButton] = {}

        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(6)

        # 1. the card entry
        entry_box = QFrame()
        entry_box.setStyleSheet("QFrame#entryBox{background:#fff3e0;border:2px solid #ef6c00;border-radius:6px;}")
        entry_box.setObjectName("entryBox")
        eb = QHBoxLayout(entry_box)
        eb.setContentsMargins(8, 4, 8, 4)
        self.entry_caption = QLabel(self.tr("Card claimed:"))
        cf = self.entry_caption.font()
        cf.setBold(True)
        cf.setPointSize(13)
        self.entry_caption.setFont(cf)
        self.entry = QLineEdit()
        self.entry.setObjectName("claimEntry")
        ef = self.entry.font()
        ef.setPointSize(18)
        ef.setBold(True)
        self.entry.setFont(ef)
        self.entry.setMinimumHeight(42)
        self.entry.setPlaceholderText(self.tr("e.g. 1-145, or scan the card's code"))
        self.check_button = _button(self.tr("Check card [Enter]"), "#ef6c00", big=True, enter=True)
        self.series_hint = QLabel()  # tooltip only: the entry stays one line
        eb.addWidget(self.entry_caption)
        eb.addWidget(self.entry, 1)
        eb.addWidget(self.check_button)
        root.addWidget(entry_box)

        # the claims of this pause
        self.claim_list = QListWidget()
        self.claim_list.setFlow(QListWidget.Flow.LeftToRight)
        self.claim_list.setWrapping(True)  # two rows in a fixed height; more claims scroll
        self.claim_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.claim_list.setSpacing(2)
        lf = self.claim_list.font()
        lf.setPointSize(11)
        lf.setBold(True)
        self.claim_list.setFont(lf)
        self.claim_list.setFixedHeight(2 * (self.claim_list.fontMetrics().height() + 8) + 2 * self.claim_list.frameWidth() + 2)
        self.claim_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self.verdict_label = QLabel()
        vf = self.verdict_label.font()
        vf.setPointSize(13)
        vf.setBold(True)
        self.verdict_label.setFont(vf)
        self.verdict_label.setWordWrap(True)
        right.addWidget(self.verdict_label)
        self.prizes_label = QLabel()
        pf = self.prizes_label.font()
        pf.setPointSize(11)
        self.prizes_label.setFont(pf)
        self.prizes_label.setTextFormat(Qt.TextFormat.RichText)
        self.prizes_label.setWordWrap(True)
        right.addWidget(self.prizes_label)

        # 3. reading
        self.read_box = QGroupBox(self.tr("Read the numbers (the seller reads, you compare)"))
        rb = QGridLayout(self.read_box)
        self.read_number_label = QLabel()
        rf = QFont(self.font())
        rf.setPointSize(24)
        rf.setBold(True)
        self.read_number_label.setFont(rf)
        self.read_number_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.read_number_label.setMinimumWidth(100)
        self.read_number_label.setStyleSheet("background:#0d47a1;color:white;border-radius:8px;padding:2px 8px;")
        self.match_button = _button(self.tr("Matches [Enter]"), "#2e7d32", big=True, enter=True)
        self.mismatch_button = _button(self.tr("Does not match"), "#c62828")
        self.read_count_label = QLabel()
        self.read_count_label.setWordWrap(True)
        rb.setContentsMargins(6, 4, 6, 4)
        rb.addWidget(self.read_number_label, 0, 0)
        rb.addWidget(self.match_button, 0, 1)
        rb.addWidget(self.mismatch_button, 1, 0, 1, 2)  # its own row: the steps column stays narrow
        rb.addWidget(self.read_count_label, 2, 0, 1, 2)
        right.addWidget(self.read_box)

        # 4. jury, stamp, receipt
        self.jury_box = QGroupBox(self.tr("Jury"))
        jb = QGridLayout(self.jury_box)
        self.signatures_label = QLabel()
        self.signatures_label.setWordWrap(True)
        self.sign_button = _button(self.tr("Jury signs (PIN)"), "#6a1b9a")
        self.stamp_button = _button(self.tr("Stamp"), "#4e342e")
        self.stamp_label = QLabel()
        self.stamp_label.setWordWrap(True)
        sf = self.stamp_label.font()
        sf.setBold(True)
        sf.setPointSize(12)
        self.stamp_label.setFont(sf)
        self.receipt_button = _button(self.tr("Print receipt"))
        self.receipt_print_button = _button(self.tr("Print…"))  # the same receipt, through the print dialog
        self.withdraw_button = _button(self.tr("Withdraw claim"))
        jb.setContentsMargins(6, 4, 6, 4)
        jb.addWidget(self.signatures_label, 0, 0, 1, 2)
        jb.addWidget(self.sign_button, 1, 0)
        jb.addWidget(self.stamp_button, 1, 1)
        jb.addWidget(self.stamp_label, 2, 0, 1, 2)
        receipt_row = QHBoxLayout()
        receipt_row.addWidget(self.receipt_button, 1)
        receipt_row.addWidget(self.receipt_print_button)
        jb.addLayout(receipt_row, 3, 0, 1, 2)  # rows of their own: the steps column stays narrow
        jb.addWidget(self.withdraw_button, 4, 0, 1, 2)
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

        # 5–6. award and payments
        self.award_row = QHBoxLayout()
        self.award_button = _button(self.tr("Award"), "#1b5e20", big=True)
        self.awards_label = QLabel()
        self.awards_label.setWordWrap(True)
        self.awards_label.setTextFormat(Qt.TextFormat.RichText)
        af = self.awards_label.font()
        af.setPointSize(12)
        self.awards_label.setFont(af)
        # what «Award» is about to award, every prize, card and amount in sight (never cut to a
        # button's width and a tooltip): the button itself stays plain
        self.award_list = QLabel()
        self.award_list.setObjectName("awardList")
        self.award_list.setWordWrap(True)
        self.award_list.setTextFormat(Qt.TextFormat.RichText)
        alf = self.award_list.font()
        alf.setPointSize(11)
        self.award_list.setFont(alf)
        self.award_list.hide()
        self.award_row.addWidget(self.award_button, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.award_row.addWidget(self.award_list, 1)
        root.addLayout(self.award_row)  # always in sight, under the card and the steps
        right.addWidget(self.awards_label)  # the amounts (however many prizes) scroll with the steps
        self.pay_box = QGroupBox()  # its title says who is at the pay desk (the caller window's status bar signs in and out)
        self.pay_layout = QVBoxLayout(self.pay_box)
        self.pay_layout.setContentsMargins(6, 4, 6, 4)
        right.addWidget(self.pay_box)
        right.addStretch(1)
        self.pay_desk.changed.connect(self._render_pay_title)
        self._render_pay_title()

        # jury only: other cards completing an open prize with no claim
        self.missed_box = QGroupBox(self.tr("Jury only — not on the public screens"))
        self.missed_box.setStyleSheet("QGroupBox{color:#e65100;font-weight:bold;}")
        self.missed_layout = QVBoxLayout(self.missed_box)
        self.missed_layout.setContentsMargins(6, 2, 6, 2)
        self.missed_layout.setSpacing(2)
        self.missed_label = FitLabel(lines=1)  # the cards elided; the tooltip lists them all
        self.missed_label.setStyleSheet("color:#e65100;")
        # one row of buttons in a fixed height, scrolling sideways however many cards complete
        self.missed_scroll = QScrollArea()
        self.missed_scroll.setObjectName("missedScroll")
        self.missed_scroll.setWidgetResizable(True)
        self.missed_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.missed_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.missed_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        row = QWidget()
        self.missed_buttons_row = QHBoxLayout(row)
        self.missed_buttons_row.setContentsMargins(0, 0, 0, 0)
        self.missed_buttons_row.setSizeConstraint(QHBoxLayout.SizeConstraint.SetMinAndMaxSize)
        self.missed_scroll.setWidget(row)
        self.missed_scroll.setFixedHeight(52 + self.missed_scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
        self.missed_layout.addWidget(self.missed_label)
        self.missed_layout.addWidget(self.missed_scroll)
        # under the claimed card (as wide as it): the steps column keeps the panel's whole height
        self.missed_box.setMaximumWidth(self.card_grid.maximumWidth())
        left.addWidget(self.missed_box)

        self.next_label = FitLabel(lines=1)
        nf = self.next_label.font()
        nf.setPointSize(11)
        nf.setBold(True)
        self.next_label.setFont(nf)
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
        self._rendering = False
        self.render()

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
        return f"{letter_of(n, word)} {n}"

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
            awards = self.station.award()
        except RuleError as err:
            self._refused(err)
            return
        parts = []
        for a in awards:
            for card, amount in zip(a.cards, a.per_card):
                parts.append(self.tr("{prize} card {card}: {amount}").format(prize=prize_label(a.prize), card=card, amount=format_money(amount)))
        self.say(self.tr("Awarded: {awards}. Now record each payment.").format(awards="; ".join(parts)), "ok")
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
        """What «Award» is about to award, one line per prize with each card and its amount:
        "Line: cards 3, 4 — $ 45 each, total $ 90"; "Major prize: card 1 — $ 10,427"."""
        try:
            calcs = g.compute_awards()
        except (RuleError, AssertionError):
            calcs = []
        lines = []
        for a in calcs:
            prize, total = prize_label(a.prize), format_money(sum(a.per_card))
            if len(a.cards) == 1:
                lines.append(self.tr("{prize}: card {card} — {amount}").format(prize=prize, card=a.cards[0], amount=total))
            elif len(set(a.per_card)) == 1:
                lines.append(self.tr("{prize}: cards {cards} — {amount} each, total {total}").format(
                    prize=prize, cards=", ".join(str(n) for n in a.cards), amount=format_money(a.per_card[0]), total=total))
            else:  # a bonus multiplies some cards' share: each card with its own amount
                cards = " · ".join(
                    self.tr("card {card} {amount}").format(card=n, amount=format_money(v)) for n, v in zip(a.cards, a.per_card)
                )
                lines.append(self.tr("{prize}: {cards} — total {amount}").format(prize=prize, cards=cards, amount=total))
        return lines

    def award_html(self, lines: list[str]) -> str:
        """The award list: one prize a line, in two columns when there are more than three."""
        # an amount never breaks across lines ("$" at a line's end, "200" on the next)
        cells = [f"<td style='padding:0 14px 2px 0;'>{html.escape(line).replace('$ ', '$&nbsp;')}</td>" for line in lines]
        if len(cells) <= 3:
            rows = cells
        else:
            half = (len(cells) + 1) // 2
            rows = [cells[i] + (cells[i + half] if i + half < len(cells) else "<td></td>") for i in range(half)]
        return "<table cellspacing='0'>" + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"

    def pay_text(self, prize: str, amount: int, method: str, card: int, name_prize: bool = False) -> str:
        """"Pay $ 180 in cash — card 150" (the prize named when the card won several)."""
        money = format_money(amount)
        if method == "cheque":
            text = self.tr("Pay {amount} by internal cheque — card {card} (name + ID)…").format(amount=money, card=card)
        elif method == "payment_order":
            text = self.tr("Pay {amount} by payment order — card {card}").format(amount=money, card=card)
        else:
            text = self.tr("Pay {amount} in cash — card {card}").format(amount=money, card=card)
        return f"{text} · {prize_label(prize)}" if name_prize else text

    def _render_pay_title(self) -> None:
        self.pay_box.setTitle(self.tr("Payment (Art. 11)") + " — " + self.pay_desk.caption())

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
        self.entry.setToolTip(
            self.tr("This game plays series {series}: typing only the card number is enough.").format(series=g.series.number)
            if g is not None else ""
        )
        self._render_list(g, claims)
        c = self.claim()
        self.detail.setVisible(c is not None)
        if c is not None and g is not None:
            self._render_claim(g, c)
        self._render_award(g, c)
        self._render_missed(g)
        self._render_next(g, claims)

    def _status(self, g: BingoGame, c: Claim) -> tuple[str, str]:
        if not c.open:
            return self.tr("REJECTED"), "#c62828"
        if g.settled(c):
            return self.tr("PAID"), "#1565c0"
        if c.awarded:
            return self.tr("AWARDED — to pay"), "#2e7d32"
        if c.stamp is not None:
            return self.tr("STAMPED No. {stamp}").format(stamp=c.stamp), "#2e7d32"
        total = len(g.claim_reading(c)) if c.series == g.series.number and 1 <= c.card <= len(g.series) else 0
        return self.tr("VERIFYING {read}/{total} · {sig}/{need} signatures").format(
            read=min(c.read, total), total=total, sig=len(c.signatures), need=self._need(g)), "#ef6c00"

    def _render_list(self, g: BingoGame | None, claims: list[Claim]) -> None:
        self.claim_list.clear()
        self.claim_list.setVisible(len(claims) > 1)  # one claim: its verdict says it all
        for c in claims:
            status, colour = self._status(g, c)
            item = QListWidgetItem(self.tr("Card {card}: {status}").format(card=c.card, status=status))
            item.setData(Qt.ItemDataRole.UserRole, c.id)
            item.setForeground(QColor(colour))
            self.claim_list.addItem(item)
            if c.id == self.selected:
                self.claim_list.setCurrentItem(item)

    def prize_lines(self, g: BingoGame, c: Claim) -> list[tuple[bool | None, str]]:
        """Per open prize: (completes?, text) — "Line: yes, at ball 6 ×4"; "Full card: no"."""
        out: list[tuple[bool | None, str]] = []
        cfg = g.config
        for p in PATTERN_PRIZES:
            name = prize_label(p)
            if p in c.completes:
                count, pattern = c.completes[p]
                if p in c.prizes:
                    factor = multiplier(p, count, cfg.bonus)
                    text = self.tr("{prize}: YES, at ball {count}").format(prize=name, count=count)
                    if factor > 1:
                        text += f" ×{factor}"
                    text += f" ({pattern_label(pattern)})"
                    out.append((True, text))
                elif c.open or c.reason in ("prize_awarded", "after_paid", "late"):
                    why = self.tr("not on the last ball") if c.reason == "late" else self.tr("already awarded")
                    out.append((None, self.tr("{prize}: at ball {count}, but {why}").format(prize=name, count=count, why=why)))
            elif p not in g.awarded_prizes or g.award_count.get(p, -1) >= c.ball_count:
                out.append((False, self.tr("{prize}: no").format(prize=name)))
        if FULL_CARD in c.prizes:
            count = c.completes[FULL_CARD][0]
            if count <= cfg.limit:
                out.append((True, self.tr("{prize}: YES — full card at ball {count}, limit {limit} (red light)").format(
                    prize=prize_label(MAJOR), count=count, limit=cfg.limit)))
            else:
                out.append((False, self.tr("{prize}: no (full card at ball {count}, limit {limit})").format(
                    prize=prize_label(MAJOR), count=count, limit=cfg.limit)))
        return out

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

        # verdict
        if not c.open:
            self.verdict_label.setText(self.tr("REJECTED: {reason}").format(reason=self.reason_text(c)))
            style = BAD_STYLE
        elif g.settled(c):
            style = DONE_STYLE
            self.verdict_label.setText(self.tr("PAID — claim settled"))
        elif c.awarded:
            style = OK_STYLE
            self.verdict_label.setText(self.tr("AWARDED — record the payment below"))
        elif c.stamp is not None:
            style = OK_STYLE
            self.verdict_label.setText(self.tr("VALID · STAMPED No. {stamp} — press Award").format(stamp=c.stamp))
        else:
            style = STEP_STYLE
            self.verdict_label.setText(self.tr("VALID — the jury verifies: read, sign, stamp"))
        self.verdict_label.setStyleSheet(style + "padding:6px;border-radius:6px;")
        self.verdict_label.setProperty("kind", "bad" if not c.open else "ok")

        rows = []
        for yes, text in self.prize_lines(g, c):
            colour = "#1b5e20" if yes else ("#8d6e63" if yes is None else "#757575")
            mark = "✔" if yes else ("•" if yes is None else "✘")
            weight = "bold" if yes else "normal"
            rows.append(f'<div style="color:{colour};font-weight:{weight};">{mark} {text}</div>')
        self.prizes_label.setText("".join(rows))

        # reading
        verifying = c.open and c.stamp is None
        self.read_box.setVisible(verifying and bool(numbers))
        self.match_button.setEnabled(reading)
        self.mismatch_button.setEnabled(reading)
        total = len(numbers)
        complete = bool(numbers) and c.read >= total
        if current is not None:
            self.read_number_label.setText(self._number(current, word))
            self.read_box.setTitle(self.tr("Number {k} of {total} — did the seller read it?").format(k=c.read + 1, total=total))
        else:
            self.read_number_label.setText("✔" if complete else "—")
            self.read_box.setTitle(self.tr("Read the numbers (the seller reads, you compare)"))
        count = self.tr("Read: {read} of {total}").format(read=min(c.read, total), total=total)
        if complete:
            count += " — " + self.tr("reading complete: matches")
        elif verifying:
            count += " — " + self.tr("reading is optional: the signatures authorise")
        self.read_count_label.setText(count)
        self.read_count_label.setProperty("read", c.read)
        self.read_count_label.setProperty("complete", complete)

        # jury
        need = self._need(g)
        self.jury_box.setVisible(c.open)
        names = ", ".join(self._full(n) for n in c.signatures) or "—"
        self.signatures_label.setText(self.tr("Signatures: {have} of {need} — {names}").format(have=len(c.signatures), need=need, names=names))
        self.sign_button.setText(self.tr("Jury signs card {card} (PIN)").format(card=c.card))
        self.stamp_button.setText(self.tr("Stamp card {card}").format(card=c.card))
        self.withdraw_button.setText(self.tr("Withdraw the claim of card {card}").format(card=c.card))
        self.sign_button.setEnabled(verifying and len(c.signatures) < need)
        self.stamp_button.setEnabled(verifying and len(c.signatures) >= need)
        self.withdraw_button.setEnabled(verifying)
        self.receipt_button.setEnabled(c.stamp is not None)
        self.receipt_print_button.setEnabled(c.stamp is not None)
        if c.stamp is not None:
            when = stamp_time(self.station, g.number, c.id)
            self.stamp_label.setText(self.tr("STAMPED No. {stamp} · {time} · {names}").format(stamp=c.stamp, time=when, names=names))
            self.stamp_label.setStyleSheet("color:#b71c1c;border:2px dashed #b71c1c;padding:4px;")
            self.stamp_label.show()
        else:
            self.stamp_label.hide()

    def _render_award(self, g: BingoGame | None, c: Claim | None) -> None:
        paused = g is not None and g.state == PAUSED
        waiting = [x for x in g.claims.values() if x.open and not x.awarded and not g.accepted(x)] if paused else []
        ready = paused and not waiting and any(g.accepted(x) and not x.awarded for x in g.claims.values())
        self.award_button.setEnabled(bool(ready))
        self.award_button.setText(self.tr("Award"))
        lines = self.award_lines(g) if ready else []
        self.award_list.setText(self.award_html(lines))
        self.award_list.setVisible(bool(lines))
        self.award_button.setToolTip(
            self.tr("Card {card} is not stamped yet: every claim of this ball is stamped before the award.").format(card=waiting[0].card)
            if waiting else ""
        )
        _clear(self.pay_layout)
        self.pay_buttons = {}
        self.payment_receipt_buttons: dict[str, QPushButton] = {}  # per prize paid: its receipt PDF
        if g is None or c is None or not c.awarded or not c.open:
            self.awards_label.setText(
                self.tr("Award: after the jury stamps every valid claim of this ball (co-winners share, Art. 14).") if paused else ""
            )
            self.pay_box.setVisible(False)
            return
        won = g.prizes_won(c)
        lines = []
        for a in g.awards:
            if a.prize not in won or c.card not in a.cards:
                continue
            i = a.cards.index(c.card)
            text = f"<b>{prize_label(a.prize)}: {format_money(a.per_card[i])}</b>"
            bits = []
            factor = a.multipliers[i] if i < len(a.multipliers) else 1
            if factor > 1:
                bits.append(self.tr("bonus ×{factor} (Art. 8)").format(factor=factor))
            if len(a.cards) > 1:
                others = ", ".join(str(x) for x in a.cards if x != c.card)
                bits.append(self.tr("shared among {n} cards, with {others} (Art. 14)").format(n=len(a.cards), others=others))
            if a.prize == MAJOR:
                bits.append(self.tr("97 % of the pot; {carry} (3 %) stays for the next pot").format(carry=format_money(a.carry)))
            if bits:
                text += " — " + "; ".join(bits)
            lines.append(text)
        self.awards_label.setText("<br>".join(lines))
        self.pay_box.setVisible(bool(won))
        threshold = g.config.payment_threshold
        for prize in won:
            a = next((x for x in g.awards if x.prize == prize and c.card in x.cards), None)
            amount = a.per_card[a.cards.index(c.card)] if a else 0
            row = QVBoxLayout()  # the prize, then its buttons one under the other: the steps column stays narrow
            row.setSpacing(3)
            lab = QLabel(f"{prize_label(prize)}: {format_money(amount)}")
            lf = lab.font()
            lf.setBold(True)
            lf.setPointSize(12)
            lab.setFont(lf)
            row.addWidget(lab, 1)
            if prize in c.paid:
                done = QLabel(self.tr("PAID — {method}, by {name}").format(
                    method=self.method_text(c.paid[prize].get("method", "")), name=self._full(c.paid[prize].get("by", "") or "—")))
                done.setStyleSheet("color:#1565c0;font-weight:bold;")
                done.setWordWrap(True)
                row.addWidget(done)
                rb = _button(self.tr("Print payment receipt"))
                rb.clicked.connect(lambda _=False, p=prize, cid=c.id: self.print_payment_receipt(p, cid))
                self.payment_receipt_buttons[prize] = rb
                row.addWidget(rb)
            elif prize == MAJOR:
                b = _button(self.pay_text(prize, amount, "cheque", c.card, len(won) > 1), "#b71c1c")
                b.clicked.connect(lambda _=False, p=prize: self.pay(p, "cheque"))
                self.pay_buttons[(prize, "cheque")] = b
                row.addWidget(b)
                note = QLabel(self.tr("the card stays with the casino (Art. 12)"))
                note.setStyleSheet("color:#b71c1c;")
                row.addWidget(note)
            else:
                b = _button(self.pay_text(prize, amount, "cash", c.card, len(won) > 1), "#2e7d32")
                b.clicked.connect(lambda _=False, p=prize: self.pay(p, "cash"))
                self.pay_buttons[(prize, "cash")] = b
                row.addWidget(b)
                o = _button(self.pay_text(prize, amount, "payment_order", c.card, len(won) > 1), "#455a64")
                o.clicked.connect(lambda _=False, p=prize: self.pay(p, "payment_order"))
                o.setEnabled(amount > threshold)
                o.setToolTip(self.tr("Only above {threshold}, if the winner prefers it").format(threshold=format_money(threshold)))
                self.pay_buttons[(prize, "payment_order")] = o
                row.addWidget(o)
            self.pay_layout.addLayout(row)

    def _render_missed(self, g: BingoGame | None) -> None:
        _clear(self.missed_buttons_row)
        self.missed_buttons = {}
        found: dict[str, list[int]] = {}
        if g is not None and g.state == PAUSED:
            try:
                found = self.station.other_completing_cards()
            except RuleError:
                found = {}
        self.missed_box.setVisible(bool(found))
        if not found:
            self.missed_label.setText("")
            return
        lines = []
        for prize, cards in found.items():
            shown = ", ".join(str(n) for n in cards)  # the label elides; its tooltip lists them all
            lines.append(self.tr("Also completing {prize}: cards {cards} — no claim").format(prize=prize_label(prize), cards=shown))
            for n in cards:
                if n in self.missed_buttons:  # every card has its button: the row scrolls sideways
                    continue
                b = _button(self.tr("Open claim: card {card}").format(card=n))
                b.clicked.connect(lambda _=False, n=n: self.open_missed(n))
                self.missed_buttons[n] = b
                self.missed_buttons_row.addWidget(b)
        self.missed_label.setText("\n".join(lines))

    def _render_next(self, g: BingoGame | None, claims: list[Claim]) -> None:
        if g is None or g.state != PAUSED:
            self.next_label.setText("")
            return
        if not claims:
            text, style = self.tr("Type or scan the claimed card, then Enter."), STEP_STYLE
        elif g.pending_claims():
            text, style = self.tr("Resume is possible once every valid claim is awarded and paid."), STEP_STYLE
        else:
            text, style = self.tr("Every claim is settled: press «Resume draw»."), DONE_STYLE
        self.next_label.setText(text)
        self.next_label.setStyleSheet(style + "padding:4px;border-radius:4px;")

