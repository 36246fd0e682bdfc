"""The caller's state banner: where the game is ("Game 4: drawing — 23 balls out", "DRAW PAUSED —
CLAIM BEING CHECKED", "BREAK — game 4 is over") in the state's colour, red once the major prize is
won. One line in a reserved height: it never grows the window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from hallstation.gui.fit import FitLabel

BANNER_STYLE = {
    "none": ("#37474f", "white"),
    "setup": ("#37474f", "white"),
    "selling": ("#37474f", "white"),
    "proclaimed": ("#e65100", "white"),
    "ratified": ("#1b5e20", "white"),
    "drawing": ("#1b5e20", "white"),
    "paused": ("#c62828", "white"),
    "finished": ("#0d47a1", "white"),
}


class StateBanner(FitLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lines=1, parent=parent)

    def set_look(self) -> None:
        banner_font = self.font()
        banner_font.setPointSize(16)
        banner_font.setBold(True)
        self.setFont(banner_font)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def render(self, v: Any, station: Any) -> None:
        """``v``: the bridge's view of the hall; ``station``: for a rectified game's sales."""
        n = v.game
        texts = {
            "none": QCoreApplication.translate("CallerWindow", "No game yet: start a new game"),
            "setup": QCoreApplication.translate("CallerWindow", "Game {n}: sales not open yet").format(n=n),
            "selling": QCoreApplication.translate("CallerWindow", "Game {n}: sales open — sell the cards to start the draw").format(n=n),
            "proclaimed": QCoreApplication.translate(
                "CallerWindow", "Game {n}: dividends proclaimed — waiting for the jury to ratify them (Art. 12)").format(n=n),
            "ratified": QCoreApplication.translate(
                "CallerWindow", "Game {n}: figures ratified by the jury — ready for the first ball").format(n=n),
            "drawing": QCoreApplication.translate("CallerWindow", "Game {n}: drawing — %n ball(s) out", None, v.count).format(n=n),
            "paused": QCoreApplication.translate("CallerWindow", "DRAW PAUSED — CLAIM BEING CHECKED"),
            "finished": QCoreApplication.translate("CallerWindow", "BREAK — game {n} is over (Art. 16)").format(n=n),
        }
        text = texts.get(v.state, v.state)
        g = station.current_game
        if v.state == "paused" and g is not None and g.number == n and g.claims:
            if not any(c.open and not c.awarded for c in g.claims.values()):  # nothing left to check
                text = (
                    QCoreApplication.translate("CallerWindow", "DRAW PAUSED — AWARDED: RECORD THE PAYMENTS")
                    if g.pending_claims()
                    else QCoreApplication.translate("CallerWindow", "DRAW PAUSED — PAID: THE DRAW CAN RESUME")
                )
        if v.state == "selling" and g is not None and g.number == n and g.rectifications:
            text = QCoreApplication.translate(
                "CallerWindow", "Game {n}: figures rectified by the jury — the central cashier corrects the sales").format(n=n)
        if v.major_won:
            text = QCoreApplication.translate("CallerWindow", "MAJOR PRIZE WON (Art. 12)") + " · " + text
        bg, fg = BANNER_STYLE.get(v.state, ("#37474f", "white"))
        if v.major_won:
            bg = "#b71c1c"
        self.setText(text)
        self.setStyleSheet(f"background:{bg}; color:{fg}; border-radius:6px; padding:4px;")
        self.setProperty("state", v.state)
