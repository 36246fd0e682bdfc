"""Caller-only, never on a public screen: the possible winners — sold cards that already complete
an open prize, and those with no claim that would still share a prize awarded on this ball and not
yet paid (Art. 14: a co-winner shares until the prize is paid)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from hallstation.core.errors import RuleError
from hallstation.gui.common import prize_label

WINNERS_LINES = 3  # the "possible winners" box: reserved, never grows; more lines scroll


class PossibleWinners(QLabel):
    """Every card whole, wrapped onto as many lines as it needs (it was cut after three lines with
    "…" and a tooltip); inside ``WinnersBox``, which keeps the caller window's height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def set_look(self) -> None:
        w_font = self.font()
        w_font.setPointSize(12)
        w_font.setBold(True)
        self.setFont(w_font)


    def render(self, v: Any, station: Any) -> None:
        """``v``: the bridge's view of the hall; ``station``: whose cards complete what. (After an
        award it read "ninguno" while the jury's box listed other cards: those count too.)"""
        found: dict[str, list[int]] = {}
        if v.game is not None and v.state in ("drawing", "paused"):
            try:
                found = dict(station.possible_winners())
                for prize, cards in station.other_completing_cards().items():
                    found[prize] = sorted(set(found.get(prize, [])) | set(cards))
            except RuleError:
                found = {}
            g = station.current_game
            # a card already claimed (being checked, awarded or paid) is no "possible" winner any more
            claimed = {c.card for c in g.claims.values() if c.open} if g is not None and g.number == v.game else set()
            found = {p: [c for c in cards if c not in claimed] for p, cards in found.items()}
        found = {p: cards for p, cards in found.items() if cards}
        if not found:
            self.setText(QCoreApplication.translate("CallerWindow", "Possible winners: none"))
            self.setStyleSheet("color:#555; padding:4px;")
            self.setProperty("count", 0)
            return
        cards_all = sorted({c for cards in found.values() for c in cards})
        names = ", ".join(prize_label(p) for p in found)
        detail = "; ".join(
            f"{prize_label(p)}: " + ", ".join(str(c) for c in cards)  # all of them: the box wraps and scrolls
            for p, cards in found.items()
        )
        self.setText(
            QCoreApplication.translate("CallerWindow", "Possible winners: {n} — {prizes}").format(n=len(cards_all), prizes=names)
            + "\n"
            + QCoreApplication.translate("CallerWindow", "Cards: {detail}").format(detail=detail)
        )
        self.setStyleSheet("background:#fff3e0; color:#e65100; border:2px solid #ef6c00; padding:4px; border-radius:4px;")
        self.setProperty("count", len(cards_all))


class WinnersBox(QScrollArea):
    """The possible winners in a reserved height of ``WINNERS_LINES`` lines: more cards than fit
    scroll downwards (never sideways, never growing the window)."""

    def __init__(self, label: PossibleWinners, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnersBox")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(label)
        self.label = label
        self.reserve()

    def reserve(self) -> None:
        """The height of ``WINNERS_LINES`` lines of the label's font (what the form's label reserved)."""
        self.setFixedHeight(WINNERS_LINES * self.label.fontMetrics().lineSpacing() + 2)  # as the form's label had
