"""The prize payments of a cashier desk (Art. 11): every prize the jury awarded in the game, to pay
at this desk — in cash, by payment order (above the threshold, if the winner prefers it), the major
prize by internal cheque with the winner's name and identity document (the card stays with the
casino, Art. 12) — by the cashier signed in at the pay desk, who is named in the payment.

The same payments as the jury's claim panel on the caller's PC (``gui/claims/panel.py``), from the
desk: the service decides each on the whole log (a prize paid at one desk cannot be paid at the
other), and the list follows what any terminal records. Refusals are said in the desk's message
area; nothing is half-done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.claims.payment import MajorPaymentDialog, PayDesk
from hallstation.gui.dialogs import DialogService
from hallstation.i18n import method_label, prize_label

BUTTON = "QPushButton{padding:8px 14px;font-weight:bold;border-radius:6px;color:white;background:%s;}QPushButton:disabled{background:#cfd8dc;color:#f5f5f5;}"


@dataclass(frozen=True)
class Prize:
    """One prize of one awarded claim: to pay, or paid (``paid`` holds the payment)."""

    game: int
    claim: int
    card: int
    prize: str
    amount: int
    paid: dict | None


def prizes_to_pay(station: Any) -> tuple[Any, list[Prize]]:
    """The game at the desk (the current one, else the last) and its awarded prizes, in the order
    the claims were made."""
    g = station.current_game or station.last_game
    if g is None or g.config.simulation:
        return None, []
    out = []
    for c in g.claims.values():
        if not c.open or not c.awarded:
            continue
        for prize in g.prizes_won(c):
            a = next((x for x in g.awards if x.prize == prize and c.card in x.cards), None)
            amount = a.per_card[a.cards.index(c.card)] if a else 0
            out.append(Prize(g.number, c.id, c.card, prize, amount, c.paid.get(prize)))
    return g, out


class PaymentsPanel(QWidget):
    """The list of the game's awarded prizes and the payment buttons for the one chosen."""

    def __init__(self, bridge: Any, pay_desk: PayDesk, say: Callable[[str, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paymentsPanel")
        self.bridge = bridge
        self.station = bridge.station
        self.pay_desk = pay_desk
        self._say = say
        self.rows: list[Prize] = []
        root = QVBoxLayout(self)
        self.game_label = QLabel()
        f = self.game_label.font()
        f.setPointSize(13)
        f.setBold(True)
        self.game_label.setFont(f)
        self.game_label.setWordWrap(True)
        root.addWidget(self.game_label)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("paymentsTable")
        self.table.setHorizontalHeaderLabels([self.tr("Claim"), self.tr("Card"), self.tr("Prize"), self.tr("Amount"), self.tr("Payment")])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        hdr = self.table.horizontalHeader()
        for col in range(4):
            hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._render_buttons)
        root.addWidget(self.table, 1)
        self.chosen_label = QLabel()
        self.chosen_label.setWordWrap(True)
        cf = self.chosen_label.font()
        cf.setPointSize(12)
        cf.setBold(True)
        self.chosen_label.setFont(cf)
        root.addWidget(self.chosen_label)
        row = QHBoxLayout()
        self.cash_button = QPushButton(self.tr("Pay in cash"))
        self.cash_button.setStyleSheet(BUTTON % "#2e7d32")
        self.order_button = QPushButton(self.tr("Pay by payment order"))
        self.order_button.setStyleSheet(BUTTON % "#455a64")
        self.cheque_button = QPushButton(self.tr("Pay by internal cheque (name + ID)…"))
        self.cheque_button.setStyleSheet(BUTTON % "#b71c1c")
        self.receipt_button = QPushButton(self.tr("Print payment receipt"))
        self.receipt_button.setStyleSheet("QPushButton{padding:8px 14px;}")
        for b in (self.cash_button, self.order_button, self.cheque_button, self.receipt_button):
            b.setAutoDefault(False)
            row.addWidget(b)
        row.addStretch(1)
        root.addLayout(row)
        self.cash_button.clicked.connect(lambda: self.pay("cash"))
        self.order_button.clicked.connect(lambda: self.pay("payment_order"))
        self.cheque_button.clicked.connect(lambda: self.pay("cheque"))
        self.receipt_button.clicked.connect(self.print_receipt)
        self.last_receipt = ""
        bridge.changed.connect(self.render)
        self.render()

    # ------------------------------------------------------------------ state
    def say(self, text: str, kind: str = "info") -> None:
        self._say(text, kind)

    def to_pay(self) -> int:
        """How many awarded prizes are not paid yet."""
        return sum(1 for p in self.rows if p.paid is None)

    def chosen(self) -> Prize | None:
        rows = {i.row() for i in self.table.selectedItems()}
        if not rows:
            return None
        r = min(rows)
        return self.rows[r] if 0 <= r < len(self.rows) else None

    def choose(self, claim: int, prize: str) -> None:
        """Select the row of ``prize`` of ``claim`` (tests, and after a refresh)."""
        for r, p in enumerate(self.rows):
            if p.claim == claim and p.prize == prize:
                self.table.selectRow(r)
                return

    # ------------------------------------------------------------------ render
    def render(self, *_args: Any) -> None:
        keep = self.chosen()
        g, rows = prizes_to_pay(self.station)
        self.rows = rows
        if g is None:
            self.game_label.setText(self.tr("No game yet: the prizes the jury awards show here, to pay."))
        else:
            self.game_label.setText(
                self.tr("Game {game}: {to_pay} of {prizes} awarded prizes to pay").format(game=g.number, to_pay=self.to_pay(), prizes=len(rows))
            )
        t = self.table
        t.blockSignals(True)
        t.clearSelection()
        t.setRowCount(len(rows))
        for r, p in enumerate(rows):
            if p.paid is None:
                state = self.tr("to pay")
            else:
                state = self.tr("PAID — {method}, by {name}").format(method=method_label(p.paid.get("method", "")), name=self._full(p.paid.get("by", "")))
            cells = [str(p.claim), str(p.card), prize_label(p.prize), format_money(p.amount), state]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 1, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c == 4:
                    item.setForeground(QColor("#1565c0") if p.paid else QColor("#b71c1c"))
                t.setItem(r, c, item)
        t.blockSignals(False)
        now = next((p for p in rows if keep is not None and (p.claim, p.prize) == (keep.claim, keep.prize)), None)
        just_paid = keep is not None and keep.paid is None and now is not None and now.paid is not None
        if keep is not None and not (just_paid and any(p.paid is None for p in rows)):
            self.choose(keep.claim, keep.prize)
        elif any(p.paid is None for p in rows):  # the first prize still to pay, ready
            first = next(r for r, p in enumerate(rows) if p.paid is None)
            t.selectRow(first)
        self._render_buttons()

    def _full(self, name: str) -> str:
        u = self.station.state.users.get(name)
        return u.full_name if u is not None and u.full_name else (name or "—")

    def _render_buttons(self) -> None:
        p = self.chosen()
        g = self.station.current_game or self.station.last_game
        threshold = g.config.payment_threshold if g is not None else 0
        open_ = p is not None and p.paid is None
        self.cash_button.setEnabled(open_ and p.prize != MAJOR)
        self.order_button.setEnabled(open_ and p.prize != MAJOR and p.amount > threshold)
        self.order_button.setToolTip(self.tr("Only above {threshold}, if the winner prefers it").format(threshold=format_money(threshold)))
        self.cheque_button.setEnabled(open_ and p.prize == MAJOR)
        self.receipt_button.setEnabled(p is not None and p.paid is not None)
        # an enabled payment button names what it pays: the amount and the card (issue 24)
        money, card = (format_money(p.amount), p.card) if p is not None else ("", 0)
        self.cash_button.setText(
            self.tr("Pay {amount} in cash — card {card}").format(amount=money, card=card) if self.cash_button.isEnabled() else self.tr("Pay in cash"))
        self.order_button.setText(
            self.tr("Pay {amount} by payment order — card {card}").format(amount=money, card=card)
            if self.order_button.isEnabled() else self.tr("Pay by payment order"))
        self.cheque_button.setText(
            self.tr("Pay {amount} by internal cheque — card {card} (name + ID)…").format(amount=money, card=card)
            if self.cheque_button.isEnabled() else self.tr("Pay by internal cheque (name + ID)…"))
        if p is None:
            self.chosen_label.setText(self.tr("Choose a prize in the list."))
        elif p.paid is None:
            text = self.tr("{prize} of card {card}: {amount}").format(prize=prize_label(p.prize), card=p.card, amount=format_money(p.amount))
            if p.prize == MAJOR:
                text += " — " + self.tr("by internal cheque; the card stays with the casino (Art. 12)")
            self.chosen_label.setText(text)
        else:
            self.chosen_label.setText(self.tr("{prize} of card {card} is paid.").format(prize=prize_label(p.prize), card=p.card))

    # ------------------------------------------------------------------ commands
    def pay(self, method: str) -> bool:
        """Pay the chosen prize by ``method``, by the cashier signed in at the pay desk (asked for
        when nobody is); the station refuses a session without the cashier's role."""
        p = self.chosen()
        if p is None:
            self.say(self.tr("Choose the prize to pay in the list."), "info")
            return False
        if self.pay_desk.session is None:
            why = self.tr("A cashier signs in at the pay desk to pay {prize} of card {card}").format(prize=prize_label(p.prize), card=p.card)
            refused = self.tr("Payment refused: a cashier must sign in at the pay desk first. Nothing recorded.")
            if not self.pay_desk.sign_in(self, self.say, why, cancelled=refused):
                return False
        winner = id_doc = ""
        if method == "cheque":
            answer = DialogService.form(self, "major_payment", MajorPaymentDialog, amount=format_money(p.amount), card=p.card)
            if not answer:
                self.say(self.tr("Payment cancelled: nothing recorded."), "info")
                return False
            winner, id_doc = answer.get("winner", ""), answer.get("id_doc", "")
        try:
            self.station.pay(p.claim, p.prize, method, winner=winner, id_doc=id_doc, game=p.game, session=self.pay_desk.session)
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        text = self.tr("{prize} of card {card} paid: {method}, by {name}.").format(
            prize=prize_label(p.prize), card=p.card, method=method_label(method), name=self.pay_desk.full_name())
        if p.prize == MAJOR:
            text += " " + self.tr("The card stays with the casino (Art. 12).")
        self.say(text, "ok")
        return True

    def print_receipt(self) -> str | None:
        """The payment receipt (PDF) of the chosen prize, once paid."""
        from hallstation.gui.print_dialog import save_payment_receipt

        p = self.chosen()
        if p is None or p.paid is None:
            self.say(self.tr("Choose a prize that is paid: its receipt is printed."), "info")
            return None
        path = save_payment_receipt(self.station, self.say, (p.game, p.claim, p.prize))
        if path:
            self.last_receipt = path
        return path
