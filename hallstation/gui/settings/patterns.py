"""The prize shapes editor: a 5×5 grid per shape (click the cells; the centre is free and fixed),
shapes added and removed per prize, and the defaults of RULES.md restored on request.

The editor holds the settings form ``{prize: [[name, "X...X/...../..*../...../X...X"], …]}``; the
station validates it when it is saved (every prize needs a shape; the full card is fixed)."""

from __future__ import annotations

from hallstation.i18n import pattern_label, prize_label

import copy

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.bingo.cards import CENTRE
from hallstation.core.bingo.patterns import (
    FULL_CARD,
    PATTERN_PRIZES,
    default_patterns,
    mask_to_text,
    patterns_to_settings,
)
from hallstation.gui.dialogs import DialogService


def text_to_cells(text: str) -> set[int]:
    rows = text.split("/")
    return {
        r * 5 + c
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch in "Xx" and r * 5 + c != CENTRE
    }


def cells_to_text(cells: set[int]) -> str:
    return mask_to_text(sum(1 << i for i in cells))


class PatternGrid(QWidget):
    """A clickable 5×5 grid under the hall word. ``toggled(cell)`` after a click."""

    toggled = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.cells: set[int] = set()
        self.editable = True
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 270)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(320, 360)

    def _geometry(self) -> tuple[float, float, float]:
        side = min((self.width() - 8) / 5, (self.height() - 8) / 5.7)
        return (self.width() - 5 * side) / 2, (self.height() - 5.7 * side) / 2 + side * 0.7, side

    def cell_rect(self, cell: int) -> QRectF:
        x0, y0, side = self._geometry()
        r, c = divmod(cell, 5)
        return QRectF(x0 + c * side + 2, y0 + r * side + 2, side - 4, side - 4)

    def set_cells(self, word: str, cells: set[int], editable: bool) -> None:
        self.word, self.cells, self.editable = word, set(cells), editable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if editable else Qt.CursorShape.ArrowCursor
        )
        self.update()

    def mousePressEvent(self, event) -> None:
        if not self.editable or event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        for cell in range(25):
            if cell != CENTRE and self.cell_rect(cell).contains(pos):
                self.cells ^= {cell}
                self.update()
                self.toggled.emit(cell)
                return

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        x0, gy, side = self._geometry()
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(max(8, int(side * 0.45)))
        p.setFont(f)
        for c in range(5):
            r = QRectF(x0 + c * side + 2, gy - side * 0.7, side - 4, side * 0.7 - 4)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#37474f"))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("#ffffff"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.word[c] if c < len(self.word) else "")
        small = QFont(f)
        small.setPixelSize(max(7, int(side * 0.2)))
        on = QColor("#1565c0") if self.editable else QColor("#78909c")
        for cell in range(25):
            r = self.cell_rect(cell)
            if cell == CENTRE:
                p.setPen(QPen(QColor("#c9a227"), 1))
                p.setBrush(QColor("#ffe082"))
                p.drawRoundedRect(r, 5, 5)
                p.setFont(small)
                p.setPen(QColor("#6d4c00"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.tr("FREE"))
                continue
            needed = cell in self.cells
            p.setPen(QPen(QColor("#90a4ae"), 1))
            p.setBrush(on if needed else QColor("#ffffff"))
            p.drawRoundedRect(r, 5, 5)
            if needed:
                p.setPen(QPen(QColor("#ffffff"), max(2.0, side * 0.08)))
                c, d = r.center(), side * 0.15
                p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
                p.drawLine(QPointF(c.x() + d, c.y() - d), QPointF(c.x() - d, c.y() + d))
        p.end()


class PatternEditor(QWidget):
    """Prizes on the left, their shapes in the middle, the chosen shape's grid on the right."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict[str, list[list[str]]] = {}
        self.word = "BINGO"
        lay = QHBoxLayout(self)

        col1 = QVBoxLayout()
        col1.addWidget(QLabel("<b>" + self.tr("Prize") + "</b>", self))
        self.prize_list = QListWidget(self)
        self.prize_list.setObjectName("pattern_prizes")
        for prize in PATTERN_PRIZES:
            self.prize_list.addItem(prize_label(prize))
        self.prize_list.setMaximumWidth(220)
        self.prize_list.currentRowChanged.connect(lambda _r: self._show_prize())
        col1.addWidget(self.prize_list, 1)
        self.restore_button = QPushButton(self.tr("Restore defaults"), self)
        self.restore_button.setObjectName("restore_patterns")
        self.restore_button.setToolTip(
            self.tr("The shapes of the regulation as the hall's rules describe them")
        )
        self.restore_button.clicked.connect(self.restore_defaults)
        col1.addWidget(self.restore_button)
        lay.addLayout(col1)

        col2 = QVBoxLayout()
        col2.addWidget(QLabel("<b>" + self.tr("Shapes that win it") + "</b>", self))
        self.shape_list = QListWidget(self)
        self.shape_list.setObjectName("pattern_shapes")
        self.shape_list.setMaximumWidth(240)
        self.shape_list.currentRowChanged.connect(lambda _r: self._show_shape())
        col2.addWidget(self.shape_list, 1)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add shape…"), self)
        self.add_button.setObjectName("add_shape")
        self.add_button.clicked.connect(self.add_shape)
        self.remove_button = QPushButton(self.tr("Remove shape"), self)
        self.remove_button.setObjectName("remove_shape")
        self.remove_button.clicked.connect(self.remove_shape)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        col2.addLayout(row)
        lay.addLayout(col2)

        col3 = QVBoxLayout()
        self.shape_title = QLabel(self)
        self.shape_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        col3.addWidget(self.shape_title)
        self.grid = PatternGrid(self)
        self.grid.setObjectName("pattern_grid")
        self.grid.toggled.connect(self._on_toggled)
        col3.addWidget(self.grid, 1)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #455a64;")
        col3.addWidget(self.hint)
        lay.addLayout(col3, 1)

    # ------------------------------------------------------------ data
    def set_patterns(self, data: dict, word: str) -> None:
        self.data = copy.deepcopy({k: [list(x) for x in v] for k, v in data.items()})
        self.word = word
        row = max(0, self.prize_list.currentRow())
        self.prize_list.setCurrentRow(row)
        self._show_prize()

    def patterns(self) -> dict[str, list[list[str]]]:
        return copy.deepcopy(self.data)

    def restore_defaults(self) -> None:
        self.set_patterns(patterns_to_settings(default_patterns()), self.word)
        self.edited.emit()

    def current_prize(self) -> str:
        return PATTERN_PRIZES[max(0, self.prize_list.currentRow())]

    def select(self, prize: str, shape: int = 0) -> None:
        self.prize_list.setCurrentRow(PATTERN_PRIZES.index(prize))
        self.shape_list.setCurrentRow(shape)

    # ------------------------------------------------------------ editing
    def add_shape(self) -> bool:
        prize = self.current_prize()
        if prize == FULL_CARD:
            return False
        name = DialogService.text(
            self,
            self.tr("New shape"),
            self.tr("Name of the new shape (for example: X, H, small square)"),
            "",
        )
        name = (name or "").strip()
        if not name:
            return False
        shapes = self.data.setdefault(prize, [])
        base = (
            shapes[self.shape_list.currentRow()][1]
            if 0 <= self.shape_list.currentRow() < len(shapes)
            else "...../...../..*../...../....."
        )
        shapes.append([name, base])
        self._show_prize(select=len(shapes) - 1)
        self.edited.emit()
        return True

    def remove_shape(self) -> bool:
        prize = self.current_prize()
        shapes = self.data.get(prize, [])
        i = self.shape_list.currentRow()
        if prize == FULL_CARD or not 0 <= i < len(shapes) or len(shapes) <= 1:
            return False
        del shapes[i]
        self._show_prize(select=min(i, len(shapes) - 1))
        self.edited.emit()
        return True

    def _on_toggled(self, _cell: int) -> None:
        prize = self.current_prize()
        i = self.shape_list.currentRow()
        shapes = self.data.get(prize, [])
        if 0 <= i < len(shapes):
            shapes[i][1] = cells_to_text(self.grid.cells)
            self._update_hint()
            self.edited.emit()

    # ------------------------------------------------------------ showing
    def _show_prize(self, select: int = 0) -> None:
        prize = self.current_prize()
        shapes = self.data.get(prize, [])
        self.shape_list.blockSignals(True)
        self.shape_list.clear()
        for name, _text in shapes:
            self.shape_list.addItem(pattern_label(name))
        self.shape_list.blockSignals(False)
        fixed = prize == FULL_CARD
        self.add_button.setEnabled(not fixed)
        self.remove_button.setEnabled(not fixed and len(shapes) > 1)
        if shapes:
            self.shape_list.setCurrentRow(min(select, len(shapes) - 1))
        self._show_shape()

    def _show_shape(self) -> None:
        prize = self.current_prize()
        shapes = self.data.get(prize, [])
        i = self.shape_list.currentRow()
        if not 0 <= i < len(shapes):
            self.grid.set_cells(self.word, set(), False)
            self.shape_title.setText("")
            self.hint.setText(self.tr("This prize has no shape: add one."))
            return
        name, text = shapes[i]
        self.grid.set_cells(self.word, text_to_cells(text), prize != FULL_CARD)
        self.shape_title.setText(f"{prize_label(prize)} — {pattern_label(name)}")
        self._update_hint()

    def _update_hint(self) -> None:
        if self.current_prize() == FULL_CARD:
            self.hint.setText(self.tr("The full card is all 24 numbers and cannot be edited."))
            return
        n = len(self.grid.cells)
        self.hint.setText(
            self.tr(
                "Click a cell to make it needed or not. The centre is free and always counts as marked. "
                "This shape needs {n} numbers."
            ).format(n=n)
        )
