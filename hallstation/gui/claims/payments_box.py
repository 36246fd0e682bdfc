"""The claim's amounts and payments (step 6): what the card won (bonus, co-winners, the major
prize's carry), then per prize its pay buttons — cash, payment order (above the threshold), the
major prize by cheque — or, once paid, how and by whom with its receipt. The box's title names who is
at the pay desk. The buttons ask; the panel pays."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from hallstation.core.bingo.game import PAUSED, BingoGame, Claim
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.money import format_money
from hallstation.gui.claims.style import clear_layout, panel_button
from hallstation.i18n import method_label, prize_label


def pay_text(prize: str, amount: int, method: str, card: int, name_prize: bool = False) -> str:
    """"Pay $ 180 in cash — card 150" (the prize named when the card won several)."""
    money = format_money(amount)
    if method == "cheque":
        text = QCoreApplication.translate("ClaimPanel", "Pay {amount} by internal cheque — card {card} (name + ID)…").format(amount=money, card=card)
    elif method == "payment_order":
        text = QCoreApplication.translate("ClaimPanel", "Pay {amount} by payment order — card {card}").format(amount=money, card=card)
    else:
        text = QCoreApplication.translate("ClaimPanel", "Pay {amount} in cash — card {card}").format(amount=money, card=card)
    return f"{text} · {prize_label(prize)}" if name_prize else text


def _compact(b: QPushButton) -> QPushButton:
    """A pay button a size smaller than the panel's: six prizes' rows in the steps' height."""
    f = b.font()
    f.setPointSize(10)
    b.setFont(f)
    b.setStyleSheet(b.styleSheet().replace("padding:4px 12px", "padding:2px 6px"))
    b.setMinimumHeight(30)
    b.MAX_WIDTH = 180  # two a row in the steps' narrowest width (1280×800 with the card shown)
    return b


class PaymentsBox(QWidget):
    pay_clicked = Signal(str, str)  # prize, method
    receipt_clicked = Signal(str, int)  # prize, claim id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(5)
        self.awards_label = QLabel()
        self.awards_label.setWordWrap(True)
        self.awards_label.setTextFormat(Qt.TextFormat.RichText)
        af = self.awards_label.font()
        af.setPointSize(12)
        self.awards_label.setFont(af)
        box.addWidget(self.awards_label)  # the amounts (however many prizes) scroll with the steps
        self.pay_box = QGroupBox()  # its title says who is at the pay desk (the caller window's status bar signs in and out)
        self.pay_layout = QVBoxLayout(self.pay_box)
        self.pay_layout.setContentsMargins(6, 4, 6, 4)
        box.addWidget(self.pay_box)
        self.pay_buttons: dict[tuple[str, str], QPushButton] = {}
        self.payment_receipt_buttons: dict[str, QPushButton] = {}  # per prize paid: its receipt PDF

    def set_desk(self, caption: str) -> None:
        """The box's title: "Payment (Art. 11) — Pay desk: Cajero central"."""
        self.pay_box.setTitle(QCoreApplication.translate("ClaimPanel", "Payment (Art. 11)") + " — " + caption)

    def render(self, g: BingoGame | None, c: Claim | None, full: Callable[[str], str]) -> None:
        """``full``: a person's full name from their user name."""
        paused = g is not None and g.state == PAUSED
        clear_layout(self.pay_layout)
        self.pay_buttons = {}
        self.payment_receipt_buttons = {}
        if g is None or c is None or not c.awarded or not c.open:
            self.awards_label.setText(
                QCoreApplication.translate("ClaimPanel", "Award: after the jury stamps every valid claim of this ball (co-winners share, Art. 14).") if paused else ""
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
                bits.append(QCoreApplication.translate("ClaimPanel", "bonus ×{factor} (Art. 8)").format(factor=factor))
            if len(a.cards) > 1:
                others = ", ".join(str(x) for x in a.cards if x != c.card)
                bits.append(QCoreApplication.translate("ClaimPanel", "shared among {n} cards, with {others} (Art. 14)").format(n=len(a.cards), others=others))
            if a.prize == MAJOR:
                bits.append(QCoreApplication.translate("ClaimPanel", "97 % of the pot; {carry} (3 %) stays for the next pot").format(carry=format_money(a.carry)))
            if bits:
                text += " — " + "; ".join(bits)
            lines.append(text)
        self.awards_label.setText("<br>".join(lines))
        self.pay_box.setVisible(bool(won))
        threshold = g.config.payment_threshold
        # one row per prize, its buttons side by side, each naming the amount, the card and (with
        # several prizes) the prize: every «Pay» of a card that won six prizes is in sight at once
        # after the award (the major prize's cheque was below the fold); a paid prize's row says
        # what it was, how and by whom it was paid, and prints its receipt
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        several = len(won) > 1
        for r, prize in enumerate(won):
            a = next((x for x in g.awards if x.prize == prize and c.card in x.cards), None)
            amount = a.per_card[a.cards.index(c.card)] if a else 0
            if prize in c.paid:
                lab = QLabel(f"{prize_label(prize)}: {format_money(amount)}")
                lf = lab.font()
                lf.setBold(True)
                lf.setPointSize(12)
                lab.setFont(lf)
                done = QLabel(QCoreApplication.translate("ClaimPanel", "PAID — {method}, by {name}").format(
                    method=method_label(c.paid[prize].get("method", "")), name=full(c.paid[prize].get("by", "") or "—")))
                done.setStyleSheet("color:#1565c0;font-weight:bold;")
                done.setWordWrap(True)
                row = QHBoxLayout()
                row.addWidget(lab)
                row.addWidget(done, 1)
                grid.addLayout(row, r, 0)
                rb = panel_button(QCoreApplication.translate("ClaimPanel", "Print payment receipt"))
                rb.clicked.connect(lambda _=False, p=prize, cid=c.id: self.receipt_clicked.emit(p, cid))
                self.payment_receipt_buttons[prize] = rb
                grid.addWidget(rb, r, 1)
            elif prize == MAJOR:
                b = _compact(panel_button(pay_text(prize, amount, "cheque", c.card, several), "#b71c1c"))
                b.clicked.connect(lambda _=False, p=prize: self.pay_clicked.emit(p, "cheque"))
                self.pay_buttons[(prize, "cheque")] = b
                grid.addWidget(b, r, 0)
                note = QLabel(QCoreApplication.translate("ClaimPanel", "the card stays with the casino (Art. 12)"))
                note.setStyleSheet("color:#b71c1c;")
                note.setWordWrap(True)
                grid.addWidget(note, r, 1)
            else:
                b = _compact(panel_button(pay_text(prize, amount, "cash", c.card, several), "#2e7d32"))
                b.clicked.connect(lambda _=False, p=prize: self.pay_clicked.emit(p, "cash"))
                self.pay_buttons[(prize, "cash")] = b
                grid.addWidget(b, r, 0)
                o = _compact(panel_button(pay_text(prize, amount, "payment_order", c.card, several), "#455a64"))
                o.clicked.connect(lambda _=False, p=prize: self.pay_clicked.emit(p, "payment_order"))
                o.setEnabled(amount > threshold)
                o.setToolTip(QCoreApplication.translate("ClaimPanel", "Only above {threshold}, if the winner prefers it").format(
                    threshold=format_money(threshold)))
                self.pay_buttons[(prize, "payment_order")] = o
                grid.addWidget(o, r, 1)
        self.pay_layout.addLayout(grid)
