"""Jury only, never on a public screen: the sold cards that also complete an open prize with no
claim, each with a button that opens its claim (only if its player did claim: the panel asks)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QGroupBox, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from hallstation.gui.claims.style import clear_layout, panel_button
from hallstation.gui.fit import FitLabel
from hallstation.gui.flow import FlowLayout
from hallstation.i18n import prize_label


class MissedCards(QGroupBox):
    open_card = Signal(int)  # the card whose «Open claim» was pressed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ClaimPanel", "Jury only — not on the public screens"), parent)
        self.setStyleSheet("QGroupBox{color:#e65100;font-weight:bold;}")
        self.missed_layout = QVBoxLayout(self)
        self.missed_layout.setContentsMargins(6, 2, 6, 2)
        self.missed_layout.setSpacing(2)
        self.missed_label = FitLabel(lines=1)  # the cards elided; the tooltip lists them all
        self.missed_label.setStyleSheet("color:#e65100;")
        # the cards' buttons wrap in a grid, as many a row as fit, in a fixed height of two rows:
        # more cards scroll downwards (one button at a time with a sideways scroll bar was the walk's)
        self.missed_scroll = QScrollArea()
        self.missed_scroll.setObjectName("missedScroll")
        self.missed_scroll.setWidgetResizable(True)
        self.missed_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.missed_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.missed_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        grid = QWidget()
        self.missed_buttons_row = FlowLayout(grid, spacing=4)
        self.missed_buttons_row.setContentsMargins(0, 0, 0, 0)
        self.missed_scroll.setWidget(grid)
        probe = panel_button("000")
        self.missed_scroll.setFixedHeight(2 * probe.sizeHint().height() + 4)
        probe.deleteLater()
        self.missed_layout.addWidget(self.missed_label)
        self.missed_layout.addWidget(self.missed_scroll)
        self.missed_buttons: dict[int, QPushButton] = {}

    def render(self, found: dict[str, list[int]]) -> None:
        """``found``: per open prize, the cards completing it with no claim."""
        clear_layout(self.missed_buttons_row)
        self.missed_buttons = {}
        self.setVisible(bool(found))
        if not found:
            self.missed_label.setText("")
            return
        caption = QLabel(QCoreApplication.translate("ClaimPanel", "Open a claim:"))
        caption.setStyleSheet("color:#e65100;font-weight:bold;")
        self.missed_buttons_row.addWidget(caption)
        lines = []
        for prize, cards in found.items():
            shown = ", ".join(str(n) for n in cards)  # the label elides; its tooltip lists them all
            lines.append(QCoreApplication.translate("ClaimPanel", "Also completing {prize}: cards {cards} — no claim").format(
                prize=prize_label(prize), cards=shown))
            for n in cards:
                if n in self.missed_buttons:  # every card has its button: the grid scrolls downwards
                    continue
                b = panel_button(str(n))  # the card's number: as many a row as fit
                what = QCoreApplication.translate("ClaimPanel", "Open claim: card {card}").format(card=n)
                b.setToolTip(what)
                b.setAccessibleName(what)
                b.clicked.connect(lambda _=False, n=n: self.open_card.emit(n))
                self.missed_buttons[n] = b
                self.missed_buttons_row.addWidget(b)
        self.missed_label.setText("\n".join(lines))
