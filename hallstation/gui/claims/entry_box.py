"""The jury panel's card entry (step 1): the claimed card typed as ``S-C`` (or ``S-C-CODE``) or its
QR code read by the hall's scanner, and «Check card». What is typed is checked by the panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QWidget

from hallstation.gui.claims.style import panel_button


class CardEntry(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("QFrame#entryBox{background:#fff3e0;border:2px solid #ef6c00;border-radius:6px;}")
        self.setObjectName("entryBox")
        eb = QHBoxLayout(self)
        eb.setContentsMargins(8, 4, 8, 4)
        self.caption = QLabel(QCoreApplication.translate("ClaimPanel", "Card claimed:"))
        cf = self.caption.font()
        cf.setBold(True)
        cf.setPointSize(13)
        self.caption.setFont(cf)
        self.entry = QLineEdit()
        self.entry.setObjectName("claimEntry")
        ef = self.entry.font()
        ef.setPointSize(18)
        ef.setBold(True)
        self.entry.setFont(ef)
        self.entry.setMinimumHeight(42)
        self.entry.setPlaceholderText(QCoreApplication.translate("ClaimPanel", "1-145, or scan the card"))
        self.check_button = panel_button(QCoreApplication.translate("ClaimPanel", "Check card [Enter]"), "#ef6c00", big=True, enter=True)
        self.series_hint = QLabel()  # tooltip only: the entry stays one line
        eb.addWidget(self.caption)
        eb.addWidget(self.entry, 1)
        eb.addWidget(self.check_button)

    def render(self, g: Any) -> None:
        """The game's series in the entry's tooltip (typing only the card number is enough)."""
        self.entry.setToolTip(
            QCoreApplication.translate("ClaimPanel", "This game plays series {series}: typing only the card number is enough.").format(
                series=g.series.number)
            if g is not None else ""
        )
