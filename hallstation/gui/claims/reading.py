"""Reading the card's numbers (step 3, optional): the number the seller should read, «Matches»
(Enter) and «Does not match» (a mismatch rejects the card as forged), and how far the reading is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from hallstation.core.bingo.balls import letter_of
from hallstation.core.bingo.game import Claim
from hallstation.gui.claims.style import panel_button


def number_text(n: int, word: str) -> str:
    """"B 7": the ball's letter of the hall's word, and its number."""
    return f"{letter_of(n, word)} {n}"


class ReadingBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ClaimPanel", "Read the numbers (the seller reads, you compare)"), parent)
        rb = QGridLayout(self)
        self.read_number_label = QLabel()
        rf = QFont(self.font())
        rf.setPointSize(24)
        rf.setBold(True)
        self.read_number_label.setFont(rf)
        self.read_number_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.read_number_label.setMinimumWidth(100)
        self.read_number_label.setStyleSheet("background:#0d47a1;color:white;border-radius:8px;padding:2px 8px;")
        self.match_button = panel_button(QCoreApplication.translate("ClaimPanel", "Matches [Enter]"), "#2e7d32", big=True, enter=True)
        self.mismatch_button = panel_button(QCoreApplication.translate("ClaimPanel", "Does not match"), "#c62828")
        self.read_count_label = QLabel()
        self.read_count_label.setWordWrap(True)
        rb.setContentsMargins(6, 4, 6, 4)
        rb.addWidget(self.read_number_label, 0, 0)
        rb.addWidget(self.match_button, 0, 1)
        rb.addWidget(self.mismatch_button, 1, 0, 1, 2)  # its own row: the steps column stays narrow
        rb.addWidget(self.read_count_label, 2, 0, 1, 2)

    def render(self, c: Claim, numbers: list[int], word: str) -> None:
        """``numbers``: the claimed shapes' numbers in reading order (none for an unknown card)."""
        reading = c.open and c.stamp is None and c.read < len(numbers)
        current = numbers[c.read] if reading else None
        verifying = c.open and c.stamp is None
        self.setVisible(verifying and bool(numbers))
        self.match_button.setEnabled(reading)
        self.mismatch_button.setEnabled(reading)
        total = len(numbers)
        complete = bool(numbers) and c.read >= total
        if current is not None:
            self.read_number_label.setText(number_text(current, word))
            self.setTitle(QCoreApplication.translate("ClaimPanel", "Number {k} of {total} — did the seller read it?").format(k=c.read + 1, total=total))
        else:
            self.read_number_label.setText("✔" if complete else "—")
            self.setTitle(QCoreApplication.translate("ClaimPanel", "Read the numbers (the seller reads, you compare)"))
        count = QCoreApplication.translate("ClaimPanel", "Read: {read} of {total}").format(read=min(c.read, total), total=total)
        if complete:
            count += " — " + QCoreApplication.translate("ClaimPanel", "reading complete: matches")
        elif verifying:
            count += " — " + QCoreApplication.translate("ClaimPanel", "reading is optional: the signatures authorise")
        self.read_count_label.setText(count)
        self.read_count_label.setProperty("read", c.read)
        self.read_count_label.setProperty("complete", complete)
