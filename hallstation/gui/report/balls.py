"""The blower monitor in the day report window (issue 14 §2): for each source that drew balls in
the day's games — the blower, the electronic drawer — how often each ball came out (bars) against
how often it should have (the line) with the band of two standard deviations around it, the χ²
test's figures above the chart, the furthest ball's z and its p for the 75 balls, and, when either
p-value is below 0.001, the alert. Nothing is
computed here: the figures are ``services.ball_stats.day_stats``'s."""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from hallstation.core.bingo.balls import BALLS, PER_COLUMN
from hallstation.gui.fit import FitLabel
from hallstation.printing.ball_chart import BAND_COLOUR, EXPECTED_COLOUR, bar_colour
from hallstation.services.ball_stats import alert_lines, chi2_figures, detail_lines, max_z_line, max_z_short, source_title, summary_head, summary_line


def column_ticks(word: str) -> list[tuple[float, str]]:
    """``B 1–15`` … ``O 61–75`` under the middle of each letter's fifteen balls."""
    return [(c * PER_COLUMN + (PER_COLUMN + 1) / 2, f"{word[c]} {c * PER_COLUMN + 1}–{(c + 1) * PER_COLUMN}") for c in range(5)]


class BallChart(QWidget):
    """One source's balls: its figures in words, and the chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        # three lines: which source and how much (its choice before it); the two tests' figures,
        # whole (the χ² test's p-value was cut at 1280 px: issue 24) with the expectation elided
        # beside them (the whole in the tooltip); the chart keeps the room
        self.header = QHBoxLayout()  # the panel puts its choice of source before the figures
        self.header.setSpacing(6)
        self.summary = FitLabel(lines=1)
        self.summary.setObjectName("ballsSummary")
        f = self.summary.font()
        f.setBold(True)
        self.summary.setFont(f)
        self.header.addWidget(self.summary, 1)
        lay.addLayout(self.header)
        row = QHBoxLayout()
        row.setSpacing(10)
        self.chi2 = QLabel()
        self.chi2.setObjectName("ballsChi2")
        self.chi2.setFont(f)
        row.addWidget(self.chi2)
        self.detail = FitLabel(lines=1)
        self.detail.setObjectName("ballsDetail")
        self.detail.setStyleSheet("color:#444444;")
        row.addWidget(self.detail, 1)
        lay.addLayout(row)
        # the per-ball test, whole: which ball is furthest, its z and its p for the 75 balls
        self.max_z = QLabel()
        self.max_z.setObjectName("ballsMaxZ")
        lay.addWidget(self.max_z)
        self.plot = pg.PlotWidget(background="w")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setMinimumHeight(60)
        self.plot.showGrid(y=True, alpha=0.2)
        lay.addWidget(self.plot, 1)
        self.bars: pg.BarGraphItem | None = None
        self.expected_line: pg.InfiniteLine | None = None
        self.stats: Any = None

    def show_stats(self, stats: Any, word: str = "BINGO") -> None:
        self.stats = stats
        self.summary.setText(summary_head(stats))
        self.summary.setToolTip(summary_line(stats))
        self.chi2.setText(chi2_figures(stats))
        z_line = max_z_line(stats, word)
        self.detail.setText(" · ".join(x for x in detail_lines(stats, word) if x != z_line))
        self.max_z.setText(max_z_short(stats, word))
        self.max_z.setToolTip(z_line)
        self.max_z.setStyleSheet("color:#b71c1c; font-weight:bold;" if stats.max_z_alert else "color:#444444; font-weight:bold;")
        plot = self.plot
        plot.clear()
        xs = list(range(1, BALLS + 1))
        self.bars = pg.BarGraphItem(
            x=xs, height=list(stats.counts), width=0.8, brushes=[bar_colour(stats, b) for b in xs], pen=pg.mkPen(None)
        )
        plot.addItem(self.bars)
        e = stats.expected
        self.expected_line = pg.InfiniteLine(pos=e, angle=0, pen=pg.mkPen(EXPECTED_COLOUR, width=2))
        plot.addItem(self.expected_line)
        sd = math.sqrt(stats.variance) if stats.variance > 0 else 0.0
        self.band = [pg.InfiniteLine(pos=e + k * 2 * sd, angle=0, pen=pg.mkPen(BAND_COLOUR, style=Qt.PenStyle.DashLine)) for k in (-1, 1)]
        for line in self.band:
            plot.addItem(line)
        for c in range(1, 5):  # the letters' fifteen balls apart
            plot.addItem(pg.InfiniteLine(pos=c * PER_COLUMN + 0.5, angle=90, pen=pg.mkPen("#cfd8dc")))
        plot.getAxis("bottom").setTicks([column_ticks(word)])
        plot.setXRange(0.3, BALLS + 0.7, padding=0)
        top = max([e + 3 * sd, *stats.counts, 1])
        plot.setYRange(0, top * 1.1, padding=0)


class BallsPanel(QWidget):
    """The day's balls: one source's chart at a time (a choice when both drew balls that day);
    ``alerts()`` the lines to raise, for every source."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 0)  # inside the tab's frame: the room goes to the chart
        self.source_label = QLabel(self.tr("Source"))
        self.source_combo = QComboBox()
        self.source_combo.currentIndexChanged.connect(lambda _i: self._show_chosen())
        self.empty = QLabel(self.tr("No ball was drawn in this day's games."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.empty, 1)
        self.chart = BallChart(self)
        self.chart.setToolTip(
            self.tr("Bars: how often each ball came out; line: how often it should have; dashes: two standard deviations "
                    "around it. The alert is raised when the χ² test's p-value, or the furthest ball's (for the 75 balls), "
                    "is below 0.001.")
        )
        lay.addWidget(self.chart, 1)
        self.chart.header.insertWidget(0, self.source_label)
        self.chart.header.insertWidget(1, self.source_combo)
        self.stats: dict[str, Any] = {}
        self.word = "BINGO"

    def show_stats(self, stats: dict[str, Any], word: str = "BINGO") -> None:
        self.stats, self.word = stats, word
        keep = self.source_combo.currentData()
        self.source_combo.blockSignals(True)
        self.source_combo.clear()
        for source in stats:
            self.source_combo.addItem(source_title(source), source)
        idx = self.source_combo.findData(keep)
        # the one with an alert first, else the one kept, else the first
        alerted = next((i for i, st in enumerate(stats.values()) if st.alert), -1)
        self.source_combo.setCurrentIndex(alerted if alerted >= 0 and keep is None else max(idx, 0))
        self.source_combo.blockSignals(False)
        several = len(stats) > 1
        self.source_label.setVisible(several)
        self.source_combo.setVisible(several)
        self.empty.setVisible(not stats)
        self.chart.setVisible(bool(stats))
        self._show_chosen()

    def _show_chosen(self) -> None:
        source = self.source_combo.currentData()
        if source in self.stats:
            self.chart.show_stats(self.stats[source], self.word)

    def choose(self, source: str) -> None:
        """Show ``source``'s chart (a source that drew balls this day)."""
        self.source_combo.setCurrentIndex(self.source_combo.findData(source))

    def alerts(self) -> list[str]:
        return [line for st in self.stats.values() for line in alert_lines(st, self.word)]
