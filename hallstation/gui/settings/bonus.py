"""The ball-count bonus tables (Art. 8): per prize, rows "completed within N balls → prize × factor",
each with the regulation's ceiling at its ball count beside it (the table is a ceiling at every
ball count: a hall may lower a factor or switch a bonus off, never raise it)."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.bingo.patterns import PATTERN_PRIZES
from hallstation.core.bingo.prizes import BONUS_PRIZES, DEFAULT_BONUS, ceiling, ceiling_rows, check_bonus_tables, last_bonus_ball
from hallstation.core.errors import RuleError
from hallstation.i18n import message, prize_label


class BonusEditor(QWidget):
    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict[str, list[list[int]]] = {}
        self._prize = PATTERN_PRIZES[0]
        lay = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "A prize won within a number of balls is multiplied by the factor of its row (Art. 8). "
                'For example "up to 5 balls → ×5": a line completed on the 4th or 5th ball pays five times. '
                "The bonus is paid by the house. A prize with no rows has no bonus."
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setStyleSheet("color: #455a64;")
        lay.addWidget(intro)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Prize"), self))
        self.prize_combo = QComboBox(self)
        self.prize_combo.setObjectName("bonus_prize")
        for p in PATTERN_PRIZES:
            self.prize_combo.addItem(prize_label(p), p)
        self.prize_combo.currentIndexChanged.connect(self._on_prize)
        top.addWidget(self.prize_combo)
        top.addStretch(1)
        lay.addLayout(top)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("bonus_table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Completed within (balls)"), self.tr("Prize multiplied by"), self.tr("Art. 8 allows at that count")]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setMaximumWidth(760)
        lay.addWidget(self.table, 1)
        # what Art. 8 allows, and why the tables as they stand would be refused
        self.ceiling_label = QLabel(self)
        self.ceiling_label.setObjectName("bonus_ceiling")
        self.ceiling_label.setWordWrap(True)
        lay.addWidget(self.ceiling_label)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("bonus_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.problem_label.setVisible(False)
        lay.addWidget(self.problem_label)
        self.edited.connect(self._check)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add row"), self)
        self.add_button.setObjectName("bonus_add")
        self.add_button.clicked.connect(lambda: self.add_row())
        self.remove_button = QPushButton(self.tr("Remove row"), self)
        self.remove_button.setObjectName("bonus_remove")
        self.remove_button.clicked.connect(self.remove_row)
        self.default_button = QPushButton(self.tr("Restore the regulation's tables"), self)
        self.default_button.setObjectName("bonus_defaults")
        self.default_button.clicked.connect(self.restore_defaults)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addWidget(self.default_button)
        row.addStretch(1)
        lay.addLayout(row)
        self._render_ceiling()

    # ------------------------------------------------------------ data
    def set_tables(self, data: dict) -> None:
        self.data = {k: [list(r) for r in v] for k, v in copy.deepcopy(data).items()}
        self._load(self._prize)

    def tables(self) -> dict[str, list[list[int]]]:
        self._store()
        return {k: [list(r) for r in v] for k, v in self.data.items() if v}

    def restore_defaults(self) -> None:
        self.set_tables({k: [list(r) for r in v] for k, v in DEFAULT_BONUS.items()})
        self.edited.emit()

    def select(self, prize: str) -> None:
        self.prize_combo.setCurrentIndex(PATTERN_PRIZES.index(prize))

    # ------------------------------------------------------------ table
    def _spin(self, lo: int, hi: int, value: int, prefix: str = "", suffix: str = "") -> QSpinBox:
        s = QSpinBox(self.table)
        s.setRange(lo, hi)
        s.setValue(value)
        s.setPrefix(prefix)
        s.setSuffix(suffix)
        s.valueChanged.connect(lambda _v: self.edited.emit())
        return s

    def add_row(self, balls: int | None = None, factor: int = 2, emit: bool = True) -> None:
        r = self.table.rowCount()
        if balls is None:
            prev = self.table.cellWidget(r - 1, 0) if r else None
            balls = min(75, prev.value() + 1) if prev is not None else 5
        self.table.insertRow(r)
        self.table.setCellWidget(
            r, 0, self._spin(1, 75, balls, self.tr("up to "), self.tr(" balls"))
        )
        self.table.setCellWidget(r, 1, self._spin(1, 10, factor, "× "))
        item = QTableWidgetItem()
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # read only: the regulation's, not the hall's
        self.table.setItem(r, 2, item)
        self._render_row_ceiling(r)
        if emit:
            self.edited.emit()

    def remove_row(self) -> None:
        r = self.table.currentRow()
        if r < 0:
            r = self.table.rowCount() - 1
        if r >= 0:
            self.table.removeRow(r)
            self.edited.emit()

    def rows(self) -> list[list[int]]:
        return [
            [self.table.cellWidget(r, 0).value(), self.table.cellWidget(r, 1).value()]
            for r in range(self.table.rowCount())
        ]

    def set_row(self, row: int, balls: int, factor: int) -> None:
        self.table.cellWidget(row, 0).setValue(balls)
        self.table.cellWidget(row, 1).setValue(factor)

    def _store(self) -> None:
        self.data[self._prize] = self.rows()

    def _load(self, prize: str) -> None:
        self._prize = prize
        self.table.setRowCount(0)
        for balls, factor in sorted(self.data.get(prize, [])):
            self.add_row(balls, factor, emit=False)
        self._render_ceiling()
        self._check()

    def ceiling_text(self, balls: int) -> str:
        """What Art. 8 allows for the shown prize at ``balls`` balls, as the row's third cell says it."""
        top = ceiling(self._prize, balls)
        if top > 1:
            return self.tr("at most ×{factor} at {balls} balls").format(factor=top, balls=balls)
        last = last_bonus_ball(self._prize)
        if last:
            return self.tr("no bonus after {last} balls").format(last=last)
        return self.tr("no bonus")

    def _render_row_ceiling(self, row: int) -> None:
        balls_spin, factor_spin, item = self.table.cellWidget(row, 0), self.table.cellWidget(row, 1), self.table.item(row, 2)
        if balls_spin is None or factor_spin is None or item is None:
            return
        item.setText(self.ceiling_text(balls_spin.value()))
        over = factor_spin.value() > ceiling(self._prize, balls_spin.value())
        item.setForeground(QBrush(QColor("#b71c1c" if over else "#1b5e20")))
        font = item.font()
        font.setBold(over)
        item.setFont(font)

    def _render_row_ceilings(self) -> None:
        for r in range(self.table.rowCount()):
            self._render_row_ceiling(r)

    def _render_ceiling(self) -> None:
        allowed = self._prize in BONUS_PRIZES
        # a prize Art. 8 gives no bonus takes no row (one kept from older settings can be removed)
        self.add_button.setEnabled(allowed)
        if allowed:
            steps = ", ".join(self.tr("×{factor} up to {balls}").format(factor=f, balls=b) for b, f in ceiling_rows(self._prize))
            text = self.tr(
                "The regulation's ceiling (Art. 8), ball count by ball count: {steps} balls, no bonus after. "
                "A hall may lower a bonus or switch it off, never raise it."
            ).format(steps=steps)
        else:
            text = self.tr(
                "Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L: "
                "{prize} has none."
            ).format(prize=prize_label(self._prize))
        self.ceiling_label.setText(text)

    def problem(self) -> str:
        """Why the station would refuse these tables (Art. 8's ceiling), or ""."""
        try:
            check_bonus_tables({k: [tuple(r) for r in v] for k, v in self.tables().items()})
        except RuleError as exc:
            return message(exc)
        return ""

    def _check(self) -> None:
        self._render_row_ceilings()
        text = self.problem()
        self.problem_label.setText(self.tr("The station will refuse this: {reason}").format(reason=text) if text else "")
        self.problem_label.setVisible(bool(text))

    def _on_prize(self, _index: int) -> None:
        self._store()
        self._load(self.prize_combo.currentData())
