"""The panel's last line: what the jury does next ("Type or scan the claimed card, then Enter.",
"Every claim is settled: press «Resume draw».")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from hallstation.core.bingo.game import PAUSED, BingoGame, Claim
from hallstation.gui.claims.style import DONE_STYLE, STEP_STYLE
from hallstation.gui.fit import FitLabel


class NextStep(FitLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lines=1, parent=parent)
        nf = self.font()
        nf.setPointSize(11)
        nf.setBold(True)
        self.setFont(nf)

    def render(self, g: BingoGame | None, claims: list[Claim]) -> None:
        if g is None or g.state != PAUSED:
            self.setText("")
            return
        if not claims:
            text, style = QCoreApplication.translate("ClaimPanel", "Type or scan the claimed card, then Enter."), STEP_STYLE
        elif g.pending_claims():
            text, style = QCoreApplication.translate("ClaimPanel", "Resume is possible once every valid claim is awarded and paid."), STEP_STYLE
        else:
            text, style = QCoreApplication.translate("ClaimPanel", "Every claim is settled: press «Resume draw»."), DONE_STYLE
        self.setText(text)
        self.setStyleSheet(style + "padding:4px;border-radius:4px;")
