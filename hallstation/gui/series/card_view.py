"""One card as printed: the hall word on a band in the series' colour, 5×5 numbers, the free centre."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from hallstation.printing.cards_pdf import colour_style


class CardView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.colour = "blanco"
        self.grid: tuple[int | None, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 300)

    def sizeHint(self) -> QSize:
        return QSize(340, 400)

    def set_card(self, word: str, colour: str, grid) -> None:
        self.word, self.colour, self.grid = word, colour, tuple(grid)
        self.update()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        style = colour_style(self.colour)
        side = min((self.width() - 16) / 5, (self.height() - 16) / 5.8)
        x0 = (self.width() - 5 * side) / 2
        y0 = (self.height() - 5.8 * side) / 2
        frame = QRectF(x0 - 6, y0 - 6, 5 * side + 12, 5.8 * side + 12)
        p.setPen(QPen(style.frame, 3))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(frame, 10, 10)
        band_h = side * 0.8
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(max(8, int(side * 0.55)))
        for c in range(5):
            r = QRectF(x0 + c * side + 2, y0, side - 4, band_h - 4)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(style.band)
            p.drawRoundedRect(r, 6, 6)
            p.setPen(style.band_text)
            p.setFont(f)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.word[c] if c < len(self.word) else "")
        gy = y0 + band_h
        num = QFont(f)
        num.setPixelSize(max(8, int(side * 0.45)))
        small = QFont(f)
        small.setPixelSize(max(7, int(side * 0.2)))
        for i in range(25):
            row, col = divmod(i, 5)
            r = QRectF(x0 + col * side + 2, gy + row * side + 2, side - 4, side - 4)
            n = self.grid[i] if i < len(self.grid) else None
            free = i == 12
            p.setPen(QPen(QColor("#b0bec5"), 1))
            p.setBrush(style.tint if free else QColor("#ffffff"))
            p.drawRoundedRect(r, 6, 6)
            if free:
                p.setFont(small)
                p.setPen(QColor("#37474f"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.tr("FREE"))
            elif n is not None:
                p.setFont(num)
                p.setPen(QColor("#111111"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(n))
        p.end()
