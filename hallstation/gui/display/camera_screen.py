"""The camera's own screen (Art. 2.4: "una cámara … que filme y enfoque en forma permanente los
números que van saliendo del bolillero y su correspondiente pantalla"): the camera's picture full
size, and over it, in a column on the right, the last ball and the ball count, as large as on the
board (the last ball's digits about a fifth of the screen's height), on an opaque panel so that they
read from the back of the hall whatever the camera shows behind them.

``PublicDisplay.set_mode("camera")`` lays it out; this module draws the column.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from hallstation.core.bingo.balls import RED_BALL, column_of
from hallstation.gui.display.board import ball_text
from hallstation.gui.display.painting import (
    PANEL,
    PANEL_EDGE,
    RED,
    SOFT_TEXT,
    TEXT,
    UNLIT_CELL,
    Op,
    OpsWidget,
    ball_ops,
    fitted,
    fitted_box,
    letter_colour,
)

# the column: 30 % of the screen's width, or more on a narrower screen (16:10, 4:3) so that the
# ball's digits are still a fifth of the screen's height (0.56 of the height), at most 45 %
COLUMN_WIDTH = 0.30
COLUMN_FOR_HEIGHT = 0.56
COLUMN_MAX = 0.45
COLUMN_HEIGHT = 1.0  # of the camera's height (less a margin); with the poker jackpot sign below it, 0.62


def column_width(width: int, height: int) -> int:
    return int(min(width * COLUMN_MAX, max(width * COLUMN_WIDTH, height * COLUMN_FOR_HEIGHT)))


class CameraBall(OpsWidget):
    """The last ball, large, with its letter, and the ball count under it."""

    background = PANEL
    lazy_when_hidden = True  # hidden on a board screen: laid out when shown, not at every ball
    balls_on_ground = True  # its large ball lies on its ground: its body copied opaque, nothing filled under it

    # as on the board's last ball (board.LastBallPanel): the number a fraction of the white face
    NUMBER_PX = 0.62
    LETTER_PX = 0.27

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.last: int | None = None
        self.count = 0
        self.ball_rect = QRect()
        self.count_rect = QRect()

    def set_state(self, word: str, last: int | None, count: int) -> bool:
        state = (word, last, count)
        if state == (self.word, self.last, self.count):
            return False
        self.word, self.last, self.count = state
        self.refresh()
        return True

    def title_text(self) -> str:
        return self.tr("LAST BALL")

    def count_text(self) -> str:
        return self.tr("Balls: {count}").format(count=self.count)

    def number_font(self):
        """The font of the last ball's number (None before the first ball)."""
        if self.last is None:
            return None
        number = ball_text(self.last, self.word)[1]
        fonts = [op.font for op in self.ops if op.kind == "text" and op.text == number and op.font is not None]
        return QFont(max(fonts, key=lambda f: f.pixelSize())) if fonts else None  # (a copy: the balls' operations are shared)

    def count_font(self):
        fonts = [op.font for op in self.ops if op.kind == "text" and op.text == self.count_text()]
        return fonts[0] if fonts else None

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=PANEL_EDGE), Op("rect", QRect(3, 3, w - 6, h - 6), brush=PANEL)]
        pad = max(4, h // 50)
        inner = w - 2 * pad
        title_h = int(h * 0.08)
        count_h = int(h * 0.15)
        title = self.title_text()
        ops.append(Op("text", QRect(pad, pad, inner, title_h), pen=SOFT_TEXT, text=title, font=fitted(int(title_h * 0.75), title, inner)))
        d = int(max(8, min(inner, h - title_h - count_h - 3 * pad)))
        # the title, the ball and the count together, in the middle of the column's height
        y0 = max(pad, (h - title_h - d - count_h - pad) // 2)
        ops[-1].rect = QRect(pad, y0, inner, title_h)
        big = QRect((w - d) // 2, y0 + title_h, d, d)
        self.ball_rect = big
        if self.last is None:
            ops.append(Op("ellipse", big, brush=UNLIT_CELL, pen=PANEL_EDGE, width=max(2, d / 60)))
            wait = self.tr("Waiting for the first ball")
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            box = big.adjusted(d // 8, d // 4, -d // 8, -d // 4)
            ops.append(Op("text", box, pen=SOFT_TEXT, text=wait, font=fitted_box(int(d * 0.11), wait, box, flags), flags=flags))
        else:
            letter, number = ball_text(self.last, self.word)
            colour = RED if self.last == RED_BALL else letter_colour(column_of(self.last))
            face = d * 8 // 9
            ops += ball_ops(big, colour, letter, number, int(face * self.LETTER_PX), int(face * self.NUMBER_PX))
        count = self.count_text()
        self.count_rect = QRect(pad, big.bottom() + pad, inner, count_h)
        ops.append(Op("text", self.count_rect, pen=TEXT, text=count, font=fitted(int(count_h * 0.8), count, inner)))
        self.ops = ops
