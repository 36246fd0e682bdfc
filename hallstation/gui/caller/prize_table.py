"""The caller's prize table (the form's ``dividendTable``, promoted to this class in
``ui/caller_window.ui``): each prize of the game with its amount and its bonus or, once awarded, its
cards and what each got; the major prize last, with its limit or its winners."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from hallstation.core.money import format_money
from hallstation.gui.common import prize_label


class PrizeTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def set_look(self) -> None:
        """The table's fonts and columns, once the form has given it its columns."""
        t_font = self.font()
        t_font.setPointSize(12)
        self.setFont(t_font)
        self.verticalHeader().setVisible(False)
        hdr = self.horizontalHeader()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def render(self, v: Any) -> None:
        """``v``: the bridge's view of the hall."""
        rows = list(v.prizes)
        self.setRowCount(len(rows) + 1)
        dark_bg, dark_fg = QBrush(QColor("#e0e0e0")), QBrush(QColor("#8a8a8a"))
        for r, line in enumerate(rows):
            name = prize_label(line.prize)
            amount = format_money(line.amount) if v.proclaimed else "—"
            if line.awarded:
                paid = list(line.per_card) + [None] * (len(line.winners) - len(line.per_card))
                if len(line.winners) > 1 and len(set(paid)) == 1 and paid[0] is not None:  # co-winners sharing alike
                    bonus = QCoreApplication.translate("CallerWindow", "Awarded — card(s) {cards}: {amount} each", None, len(line.winners)).format(
                        cards=", ".join(str(c) for c in line.winners), amount=format_money(paid[0]))
                else:
                    cards = ", ".join(f"{c} ({format_money(a)})" if a is not None else str(c) for c, a in zip(line.winners, paid))
                    bonus = QCoreApplication.translate("CallerWindow", "Awarded — card(s) {cards}", None, len(line.winners)).format(cards=cards)
            else:
                bits = []
                if line.bonus:
                    factor, upto = line.bonus
                    bits.append(QCoreApplication.translate("CallerWindow", "{prize} ×{factor} up to ball {ball}").format(prize=name, factor=factor, ball=upto))
                if line.promo_pct:
                    bits.append(QCoreApplication.translate("CallerWindow", "+{pct} % promotion").format(pct=line.promo_pct))
                bonus = " · ".join(bits)
            self._set_row(r, (name, amount, bonus), (dark_bg, dark_fg) if line.awarded else None)
        major_name = prize_label("major")
        if v.major_won:
            cards = ", ".join(str(c) for c in v.major_winners)
            note = QCoreApplication.translate("CallerWindow", "WON — card(s) {cards}", None, len(v.major_winners)).format(cards=cards)
        elif v.major_state == "passed":  # the limit passed: the pot goes on to the next game
            note = QCoreApplication.translate("CallerWindow", "not won: the limit, ball {n}, passed").format(n=v.major_limit)
        else:
            note = QCoreApplication.translate("CallerWindow", "full card up to ball {n}").format(n=v.major_limit)
        self._set_row(len(rows), (major_name, format_money(v.major_amount), note), None, bold=True)
        height = self.horizontalHeader().height() + sum(self.rowHeight(r) for r in range(self.rowCount())) + 2 * self.frameWidth()
        self.setFixedHeight(height)

    def _set_row(self, r: int, texts: tuple[str, str, str], dark, bold: bool = False) -> None:
        for c, text in enumerate(texts):
            item = self.item(r, c)
            if item is None:
                item = QTableWidgetItem()
                self.setItem(r, c, item)
            item.setText(text)
            item.setToolTip(text if c != 1 else "")  # a cell too narrow for its text elides it
            if c == 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            f = item.font()
            f.setBold(bold or c == 1)
            f.setStrikeOut(dark is not None and c == 1)
            item.setFont(f)
            if dark is not None:
                item.setBackground(dark[0])
                item.setForeground(dark[1])
            else:
                item.setBackground(QBrush())
                item.setForeground(QBrush())
