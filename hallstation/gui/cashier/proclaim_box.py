"""The cashier's desk's proclamation (Art. 12): «Close the sales» with the central cashier's PIN,
then the takings, the dividends per prize and the new pot as proclaimed, where the jury's
ratification stands — or, sent back by the jury, why the sales are to be corrected. The button is
the window's command."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGroupBox, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from hallstation.core.bingo.game import SELLING
from hallstation.core.money import format_money
from hallstation.gui.cashier.style import CLOSE
from hallstation.gui.day.common import prize_label


def ratification_text(g: Any) -> str:
    """Where the jury's ratification of these figures stands (Art. 12)."""
    if g.waiting_for_jury:
        return QCoreApplication.translate("CashierWindow", "Waiting for the jury to ratify or rectify these figures (Art. 12): no ball before.")
    if g.ratification is not None:
        names = ", ".join(g.ratification["signatures"]) or g.ratification.get("by", "")
        return QCoreApplication.translate("CashierWindow", "Ratified by the jury: {names}.").format(names=html.escape(names))
    return ""


class ProclaimBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("CashierWindow", "Close the sales and proclaim (central cashier)"), parent)
        lay = QVBoxLayout(self)
        self.close_button = QPushButton(QCoreApplication.translate("CashierWindow", "Close the sales — central cashier's PIN…"))
        self.close_button.setStyleSheet(CLOSE)
        lay.addWidget(self.close_button)
        self.proclaim_label = QLabel()
        self.proclaim_label.setWordWrap(True)
        self.proclaim_label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.proclaim_label)
        self.dividend_table = QTableWidget(0, 2)
        self.dividend_table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("CashierWindow", "Prize"), QCoreApplication.translate("CashierWindow", "Dividend")])
        self.dividend_table.verticalHeader().setVisible(False)
        self.dividend_table.verticalHeader().setDefaultSectionSize(22)
        self.dividend_table.setMinimumHeight(6 * 22 + 26)
        self.dividend_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.dividend_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.dividend_table, 1)

    def render(self, g: Any, pot: int) -> None:
        """``g``: the game at the desk; ``pot``: the major prize's pot now (before any proclamation)."""
        t = self.dividend_table
        if g is not None and g.dividends is None and g.rectifications and g.state == SELLING:
            # the jury sent the figures back (Art. 12): the central cashier corrects and closes again
            last = g.rectifications[-1]
            self.proclaim_label.setText(
                QCoreApplication.translate(
                    "CashierWindow",
                    "<b>RECTIFIED</b> by the jury ({name}): {reason}<br>Correct the sales (a card sold or returned by mistake, "
                    "a seller's tray) and close them again: the jury then looks at the figures again.").format(
                    name=html.escape(last["jury"]), reason=html.escape(last["reason"]))
            )
            t.setRowCount(0)
            t.setVisible(False)
            return
        if g is None or g.dividends is None:
            self.proclaim_label.setText(
                QCoreApplication.translate(
                    "CashierWindow",
                    "The takings, the dividends and the new pot are proclaimed when the central cashier closes the sales. Pot now: <b>{pot}</b>").format(
                    pot=format_money(pot)
                )
            )
            t.setRowCount(0)
            t.setVisible(False)
            return
        d = g.dividends
        self.proclaim_label.setText(
            QCoreApplication.translate(
                "CashierWindow",
                "<b>PROCLAIMED</b> — game {game}: {sold} cards, takings <b>{takings}</b>.<br>"
                "Major prize: + {contribution} (15 %) → new pot <b>{pot}</b>, won in at most {limit} balls."
            ).format(
                game=g.number,
                sold=len(g.sold),
                takings=format_money(d.takings),
                contribution=format_money(d.pot_contribution),
                pot=format_money(g.pot_before_draw),
                limit=g.config.limit,
            )
            + "".join("<br>" + x for x in (ratification_text(g),) if x)
        )
        t.setVisible(True)
        t.setRowCount(len(d.prizes))
        for r, (prize, amount) in enumerate(d.prizes.items()):
            promo = g.config.promo.get(prize, 0)
            name = prize_label(prize) + (f"  (+{promo} %)" if promo else "")
            t.setItem(r, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(format_money(amount))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            t.setItem(r, 1, item)
