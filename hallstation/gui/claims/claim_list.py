"""The claims of this pause, one entry each with its state ("Card 142: VERIFYING 3/24 · 1/2
signatures"), wrapping in two rows; choosing one shows it in the panel. Hidden with one claim only
(its verdict says it all)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from hallstation.core.bingo.game import BingoGame, Claim


class ClaimList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(True)  # two rows in a fixed height; more claims scroll
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setSpacing(2)
        lf = self.font()
        lf.setPointSize(11)
        lf.setBold(True)
        self.setFont(lf)
        self.setFixedHeight(2 * (self.fontMetrics().height() + 8) + 2 * self.frameWidth() + 2)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    @staticmethod
    def status(g: BingoGame, c: Claim, need: int) -> tuple[str, str]:
        """A claim's state in a few words, and its colour."""
        if not c.open:
            return QCoreApplication.translate("ClaimPanel", "REJECTED"), "#c62828"
        if g.settled(c):
            return QCoreApplication.translate("ClaimPanel", "PAID"), "#1565c0"
        if c.awarded:
            return QCoreApplication.translate("ClaimPanel", "AWARDED — to pay"), "#2e7d32"
        if c.stamp is not None:
            return QCoreApplication.translate("ClaimPanel", "STAMPED No. {stamp}").format(stamp=c.stamp), "#2e7d32"
        total = len(g.claim_reading(c)) if c.series == g.series.number and 1 <= c.card <= len(g.series) else 0
        return QCoreApplication.translate("ClaimPanel", "VERIFYING {read}/{total} · {sig}/{need} signatures").format(
            read=min(c.read, total), total=total, sig=len(c.signatures), need=need), "#ef6c00"

    def render(self, g: BingoGame | None, claims: list[Claim], selected: int | None, need: int) -> None:
        self.clear()
        self.setVisible(len(claims) > 1)  # one claim: its verdict says it all
        for c in claims:
            status, colour = self.status(g, c, need)
            item = QListWidgetItem(QCoreApplication.translate("ClaimPanel", "Card {card}: {status}").format(card=c.card, status=status))
            item.setData(Qt.ItemDataRole.UserRole, c.id)
            item.setForeground(QColor(colour))
            self.addItem(item)
            if c.id == selected:
                self.setCurrentItem(item)
