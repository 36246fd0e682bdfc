"""Custom-painted parts of the caller window: the compact lit board and the last balls.

They only draw what they are given (numbers from the BoardView); no rule is computed here and
``paintEvent`` does nothing but paint.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

ROWS, PER_ROW = 5, 15

LIT = QColor("#ffd23f")
LAST = QColor("#ff7a00")
DARK = QColor("#2b2f3a")
DARK_TEXT = QColor("#6c7386")
CORRECTION = QColor("#c62828")
LETTER_BG = QColor("#1d3557")


class CompactBoard(QWidget):
    """The 75 numbers in five rows under the hall word, lit as they come out (Art. 2.3)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.lit: frozenset[int] = frozenset()
        self.last: int | None = None
        self.correction: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 170)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 250)

    def set_state(self, word: str, lit: frozenset[int], last: int | None, correction: int | None) -> None:
        if (word, lit, last, correction) == (self.word, self.lit, self.last, self.correction):
            return
        self.word, self.lit, self.last, self.correction = word, lit, last, correction
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        gap = 3
        cell_w = (w - gap) / (PER_ROW + 1)
        cell_h = (h - gap) / ROWS
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, int(min(cell_w, cell_h) * 0.5)))
        p.setFont(font)
        for r in range(ROWS):
            y = r * cell_h + gap
            rect = QRectF(gap, y, cell_w - gap, cell_h - gap)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(LETTER_BG)
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("white"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.word[r] if r < len(self.word) else "")
            for c in range(PER_ROW):
                n = r * PER_ROW + c + 1
                rect = QRectF((c + 1) * cell_w + gap, y, cell_w - gap, cell_h - gap)
                if n == self.last:
                    bg, fg = LAST, QColor("black")
                elif n in self.lit:
                    bg, fg = LIT, QColor("black")
                else:
                    bg, fg = DARK, DARK_TEXT
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(bg)
                p.drawRoundedRect(rect, 4, 4)
                p.setPen(fg)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))
                if n == self.correction:
                    p.setPen(QPen(CORRECTION, 3))
                    p.drawLine(rect.topLeft(), rect.bottomRight())
                    p.drawLine(rect.topRight(), rect.bottomLeft())
        p.end()


class LastBalls(QWidget):
    """The last ball, big, and the five before it, newest first; the red ball when drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last = ""
        self.previous: tuple[str, ...] = ()
        self.note = ""
        self.red = False
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 130)

    def set_state(self, last: str, previous: tuple[str, ...], note: str, red: bool) -> None:
        if (last, previous, note, red) == (self.last, self.previous, self.note, self.red):
            return
        self.last, self.previous, self.note, self.red = last, previous, note, red
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        d = h - 8
        big = QRectF(4, 4, d, d)
        p.setPen(QPen(QColor("#333"), 2))
        p.setBrush(LAST if self.last else DARK)
        p.drawEllipse(big)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(int(d * 0.36))
        p.setFont(font)
        p.setPen(QColor("black") if self.last else DARK_TEXT)
        p.drawText(big, Qt.AlignmentFlag.AlignCenter, self.last or "–")
        small = d * 0.55
        x = d + 20
        font.setPixelSize(int(small * 0.36))
        p.setFont(font)
        for text in self.previous:
            r = QRectF(x, (h - small) / 2, small, small)
            p.setPen(QPen(QColor("#333"), 1))
            p.setBrush(LIT)
            p.drawEllipse(r)
            p.setPen(QColor("black"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            x += small + 10
        if self.red:
            r = QRectF(x + 10, (h - small) / 2, small, small)
            p.setPen(QPen(QColor("#333"), 1))
            p.setBrush(QColor("#d62828"))
            p.drawEllipse(r)
            x += small + 20
        if self.note:
            font.setPixelSize(16)
            font.setBold(True)
            p.setFont(font)
            p.setPen(CORRECTION)
            p.drawText(QRectF(x + 10, 0, self.width() - x - 10, h), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.note)
        p.end()
