"""The cashier's desk's sale at the desk (Art. 10): cards and an optional player (the per-player
limit is checked), «Sell» and «Take back», and how many cards the game has sold, at the desk too.
The buttons are the window's commands."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from hallstation.gui.cashier.style import BUTTON, STRONG


class DeskSaleBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("CashierWindow", "Sale at the desk"), parent)
        form = QFormLayout(self)
        self.desk_cards = QLineEdit()
        self.desk_cards.setPlaceholderText(QCoreApplication.translate("CashierWindow", "e.g. 250-255, 260"))
        form.addRow(QCoreApplication.translate("CashierWindow", "Cards"), self.desk_cards)
        self.desk_player = QLineEdit()
        self.desk_player.setPlaceholderText(QCoreApplication.translate("CashierWindow", "optional: the per-player limit is checked (Art. 10)"))
        form.addRow(QCoreApplication.translate("CashierWindow", "Player"), self.desk_player)
        row = QHBoxLayout()
        self.sell_button = QPushButton(QCoreApplication.translate("CashierWindow", "Sell"))
        self.sell_button.setStyleSheet(STRONG)
        self.unsell_button = QPushButton(QCoreApplication.translate("CashierWindow", "Take back"))
        self.unsell_button.setStyleSheet(BUTTON)
        self.desk_sold_label = QLabel()
        row.addWidget(self.sell_button)
        row.addWidget(self.unsell_button)
        row.addStretch(1)
        form.addRow(row)
        form.addRow(self.desk_sold_label)

    def render_sold(self, g: Any, trays: list[Any]) -> None:
        """The game's cards sold, and of them those sold at the desk (not from a seller's tray)."""
        sold = len(g.sold) if g is not None else 0
        desk = sold - sum(len(x.sold) for x in trays)
        self.desk_sold_label.setText(
            QCoreApplication.translate("CashierWindow", "Cards sold in this game: {sold} (at the desk: {desk})").format(sold=sold, desk=desk)
            if g is not None else ""
        )
