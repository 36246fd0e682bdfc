"""The claimed card as the jury sees it: the hall word on top, 5×5 numbers, the drawn ones marked,
the free centre, the numbers already read ticked and the one being read ringed; while the seller
reads, the cells outside the claimed shape are faded (``shape``), and the card looks normal again
once the reading is complete."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

LETTER_BG = ("#1565c0", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a")
MARKED_BG = QColor("#ffd54f")
UNMARKED_BG = QColor("#ffffff")
UNKNOWN_BG = QColor("#cfd8dc")
FREE_BG = QColor("#ffe082")
READ_TICK = QColor("#2e7d32")
RING = QColor("#0d47a1")


class CardGrid(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.grid: tuple[int | None, ...] = ()
        self.marked: tuple[bool, ...] = ()
        self.read: frozenset[int] = frozenset()  # numbers already read and matched
        self.current: int | None = None  # the number being read now
        self.shape: frozenset[int] = frozenset()  # the numbers being read (empty: no reading, nothing faded)
        self.rejected = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(150, 160)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(300, 340)

    def set_state(
        self, word: str, grid, marked, read=(), current: int | None = None, rejected: bool = False, shape=()
    ) -> None:
        state = (word, tuple(grid), tuple(marked), frozenset(read), current, rejected, frozenset(shape))
        if state == (self.word, self.grid, self.marked, self.read, self.current, self.rejected, self.shape):
            return
        self.word, self.grid, self.marked, self.read, self.current, self.rejected, self.shape = state
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width() / 5, self.height() / 5.7)
        x0 = (self.width() - 5 * side) / 2
        y0 = (self.height() - 5.7 * side) / 2
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(max(8, int(side * 0.5)))
        p.setFont(f)
        for c in range(5):
            r = QRectF(x0 + c * side + 2, y0, side - 4, side * 0.7 - 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(LETTER_BG[c]))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QColor("#ffffff"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.word[c] if c < len(self.word) else "")
        gy = y0 + side * 0.7
        num_font = QFont(f)
        num_font.setPixelSize(max(8, int(side * 0.42)))
        small = QFont(f)
        small.setPixelSize(max(7, int(side * 0.2)))
        for i in range(25):
            row, col = divmod(i, 5)
            r = QRectF(x0 + col * side + 2, gy + row * side + 2, side - 4, side - 4)
            if not self.grid:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(UNKNOWN_BG)
                p.drawRoundedRect(r, 6, 6)
                continue
            n = self.grid[i]
            marked = self.marked[i] if i < len(self.marked) else False
            if n is None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(FREE_BG)
                p.drawRoundedRect(r, 6, 6)
                p.setPen(QColor("#6d4c00"))
                p.setFont(small)
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.tr("FREE"))
                continue
            faded = bool(self.shape) and n not in self.shape  # not read for this claim
            p.setOpacity(0.3 if faded else 1.0)
            p.setPen(QPen(QColor("#9e9e9e"), 1))
            p.setBrush(MARKED_BG if marked else UNMARKED_BG)
            p.drawRoundedRect(r, 6, 6)
            p.setFont(num_font)
            p.setPen(QColor("#111111") if marked else QColor("#9e9e9e"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(n))
            p.setOpacity(1.0)
            if n in self.read:
                p.setPen(QPen(READ_TICK, max(2.0, side * 0.06)))
                s = side * 0.16
                tx, ty = r.right() - s * 1.4, r.top() + s * 0.5
                p.drawLine(int(tx), int(ty + s * 0.5), int(tx + s * 0.4), int(ty + s))
                p.drawLine(int(tx + s * 0.4), int(ty + s), int(tx + s), int(ty))
            if n == self.current:
                p.setPen(QPen(RING, max(3.0, side * 0.09)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)
        if self.rejected:
            p.setPen(QPen(QColor(198, 40, 40, 200), max(4.0, side * 0.12)))
            top = QRectF(x0, gy, 5 * side, 5 * side)
            p.drawLine(top.topLeft().toPoint(), top.bottomRight().toPoint())
            p.drawLine(top.topRight().toPoint(), top.bottomLeft().toPoint())
        p.end()
