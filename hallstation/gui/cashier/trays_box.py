"""The cashier's desk's sellers' trays (Art. 10): one row per seller (cards given, returned, sold,
the money expected and received, the difference and its remark); handing out a tray and taking
back the unsold cards; the money counted against cards sold × price. The scanner's returns box
(``returns.ReturnScanBox``) sits between the cards and the money. The buttons are the window's
commands."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.money import format_money
from hallstation.gui.cashier.style import BUTTON, STRONG
from hallstation.gui.day.common import ranges_text


class TraysBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("CashierWindow", "Sellers' trays (Art. 10)"), parent)
        self.lay = QVBoxLayout(self)
        self.tray_table = QTableWidget(0, 9)
        self.tray_table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("CashierWindow", "Seller"),
                QCoreApplication.translate("CashierWindow", "Given"),
                QCoreApplication.translate("CashierWindow", "Returned"),
                QCoreApplication.translate("CashierWindow", "Sold"),
                QCoreApplication.translate("CashierWindow", "Expected"),
                QCoreApplication.translate("CashierWindow", "Received"),
                QCoreApplication.translate("CashierWindow", "Difference"),
                QCoreApplication.translate("CashierWindow", "Remark"),
                QCoreApplication.translate("CashierWindow", "Money"),
            ]
        )
        self.tray_table.verticalHeader().setVisible(False)
        self.tray_table.verticalHeader().setDefaultSectionSize(24)
        self.tray_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tray_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        hdr = self.tray_table.horizontalHeader()
        for c in range(9):
            hdr.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setSectionResizeMode(7, QHeaderView.ResizeMode.Stretch)
        self.tray_table.itemSelectionChanged.connect(self._tray_selected)
        self.lay.addWidget(self.tray_table, 1)

        cards = QGroupBox(QCoreApplication.translate("CashierWindow", "Cards: hand out a tray or take back the unsold ones"))
        cf = QFormLayout(cards)
        self.seller_combo = QComboBox()
        cf.addRow(QCoreApplication.translate("CashierWindow", "Seller"), self.seller_combo)
        self.tray_cards = QLineEdit()
        self.tray_cards.setPlaceholderText(QCoreApplication.translate("CashierWindow", "card numbers, e.g. 1-250, 300-320"))
        cf.addRow(QCoreApplication.translate("CashierWindow", "Cards"), self.tray_cards)
        row = QHBoxLayout()
        self.give_button = QPushButton(QCoreApplication.translate("CashierWindow", "Give tray"))
        self.give_button.setStyleSheet(STRONG)
        self.return_button = QPushButton(QCoreApplication.translate("CashierWindow", "Return unsold"))
        self.return_button.setStyleSheet(BUTTON)
        row.addWidget(self.give_button)
        row.addWidget(self.return_button)
        row.addStretch(1)
        cf.addRow(row)
        self.lay.addWidget(cards)

        self.money = QGroupBox(QCoreApplication.translate("CashierWindow", "Money: check the seller's takings against cards sold × price"))
        mf = QFormLayout(self.money)
        self.expected_label = QLabel()
        f = self.expected_label.font()
        f.setPointSize(13)
        f.setBold(True)
        self.expected_label.setFont(f)
        mf.addRow(QCoreApplication.translate("CashierWindow", "Expected"), self.expected_label)
        self.money_edit = QLineEdit()
        self.money_edit.setPlaceholderText(QCoreApplication.translate("CashierWindow", "money counted, in pesos, e.g. 5000 or 4.995,50"))
        mf.addRow(QCoreApplication.translate("CashierWindow", "Received ($)"), self.money_edit)
        self.remark_edit = QLineEdit()
        self.remark_edit.setPlaceholderText(QCoreApplication.translate("CashierWindow", "why the money differs, if it does"))
        mf.addRow(QCoreApplication.translate("CashierWindow", "Remark"), self.remark_edit)
        self.settle_button = QPushButton(QCoreApplication.translate("CashierWindow", "Record the money"))
        self.settle_button.setStyleSheet(STRONG)
        mf.addRow(self.settle_button)
        self.lay.addWidget(self.money)

    def add_returns(self, box: QWidget) -> None:
        """The scanner's returns box, between the cards and the money."""
        self.lay.insertWidget(self.lay.indexOf(self.money), box)

    def render_sellers(self, sellers: list[str]) -> None:
        """The sellers to choose from (the chosen one kept)."""
        keep = self.seller_combo.currentText()
        self.seller_combo.blockSignals(True)
        self.seller_combo.clear()
        self.seller_combo.addItems(sellers)
        if keep in sellers:
            self.seller_combo.setCurrentText(keep)
        self.seller_combo.blockSignals(False)

    def render_trays(self, g: Any, trays: list[Any]) -> None:
        t = self.tray_table
        t.setRowCount(len(trays))
        for r, tray in enumerate(sorted(trays, key=lambda x: x.seller)):
            price = g.config.price
            expected = len(tray.sold) * price
            st = tray.settled
            cells = [
                tray.seller,
                ranges_text(tray.given),
                ranges_text(tray.returned) or "—",
                str(len(tray.sold)),
                format_money(expected),
                format_money(st["received"]) if st else "—",
                format_money(st["difference"]) if st else "—",
                (st.get("remark") or "") if st else "",
                QCoreApplication.translate("CashierWindow", "settled") if st else QCoreApplication.translate("CashierWindow", "to check"),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (3, 4, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c == 6 and st and st["difference"]:
                    item.setForeground(Qt.GlobalColor.red)
                if c == 8:
                    item.setForeground(Qt.GlobalColor.darkGreen if st else Qt.GlobalColor.darkRed)
                t.setItem(r, c, item)

    def render_expected(self, g: Any, tray: Any) -> None:
        """What the chosen seller owes: cards sold × price (``tray``: theirs, None for no tray)."""
        if tray is None:
            self.expected_label.setText("—")
            return
        if tray.settled:
            self.expected_label.setText(QCoreApplication.translate("CashierWindow", "{sold} cards — already settled").format(sold=len(tray.sold)))
            return
        self.expected_label.setText(
            QCoreApplication.translate("CashierWindow", "{sold} cards × {price} = {expected}").format(
                sold=len(tray.sold), price=format_money(g.config.price), expected=format_money(len(tray.sold) * g.config.price)
            )
        )

    def _tray_selected(self) -> None:
        rows = {i.row() for i in self.tray_table.selectedItems()}
        if rows:
            seller = self.tray_table.item(min(rows), 0).text()
            self.seller_combo.setCurrentText(seller)
