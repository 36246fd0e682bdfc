"""The blower monitor's figure on paper (issue 14 §2), drawn with QPainter as the day report
window draws it with pyqtgraph: for one source, how often each ball came out (bars, coloured by how
many standard deviations from expectation), how often it should have (the line) and the band of two
standard deviations around it, the letters' fifteen balls apart; the χ² test's figures above it and
the expectation with the furthest balls below it. Every text through ``fit_text`` (never clipped)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from hallstation.core.bingo.balls import BALLS, PER_COLUMN
from hallstation.printing.pdf import CENTRE, LEFT, MM, RIGHT, fit_text, font, pens
from hallstation.services.ball_stats import alert_lines, detail_lines, number, summary_line

PLOT_HEIGHT = 40 * MM  # the bars' height on paper
# a ball within two standard deviations of its expectation, beyond two, beyond three (the window's too)
BAR_COLOURS = ("#1565c0", "#ef6c00", "#b71c1c")
EXPECTED_COLOUR = "#111111"
BAND_COLOUR = "#757575"


def bar_colour(stats: Any, ball: int) -> str:
    """The bar's colour: how far the ball's count is from expectation (in standard deviations)."""
    z = stats.z(ball)
    if z is None or abs(z) < 2:
        return BAR_COLOURS[0]
    return BAR_COLOURS[1] if abs(z) < 3 else BAR_COLOURS[2]


def _below(stats: Any, word: str) -> float:
    """Room under the bars: the letters, the legend, the words, the alert."""
    return (10.6 + 4 * len(detail_lines(stats, word)) + 4.6 * len(alert_lines(stats, word))) * MM


def chart_height(stats: Any, word: str = "BINGO") -> float:
    """The height ``draw_ball_chart`` needs for ``stats``."""
    return 8 * MM + PLOT_HEIGHT + _below(stats, word)


def section_title() -> str:
    return QCoreApplication.translate("DayReport", "Balls drawn — is the blower fair? (χ² test and the furthest ball; alert below p = 0.001)")


def draw_ball_chart(p: QPainter, stats: Any, r: QRectF, word: str = "BINGO") -> None:
    """One source's figure inside ``r``."""
    ink, soft = pens()
    p.setPen(QPen(QColor("#bdbdbd"), 0.2 * MM))
    p.drawRect(r)
    p.setPen(ink)
    p.setFont(font(3.1 * MM, True))
    fit_text(p, QRectF(r.x() + 2 * MM, r.y() + 1 * MM, r.width() - 4 * MM, 5 * MM), LEFT, summary_line(stats))
    alerts = alert_lines(stats, word)
    details = detail_lines(stats, word)
    plot = QRectF(r.x() + 14 * MM, r.y() + 8 * MM, r.width() - 18 * MM, max(10 * MM, r.height() - 8 * MM - _below(stats, word)))
    e = stats.expected
    sd = math.sqrt(stats.variance) if stats.variance > 0 else 0.0
    top = max([e + 3 * sd, *stats.counts, 1]) * 1.1
    bw = plot.width() / BALLS

    def y_of(v: float) -> float:
        return plot.bottom() - plot.height() * max(0.0, v) / top

    # the letters' fifteen balls apart, and their names under them
    p.setFont(font(2.6 * MM))
    for c in range(5):
        x0 = plot.left() + c * PER_COLUMN * bw
        if c:
            p.setPen(QPen(QColor("#cfd8dc"), 0.2 * MM))
            p.drawLine(QLineF(x0, plot.top(), x0, plot.bottom()))
        p.setPen(ink)
        fit_text(p, QRectF(x0, plot.bottom() + 0.5 * MM, PER_COLUMN * bw, 4 * MM), CENTRE, f"{word[c]} {c * PER_COLUMN + 1}–{(c + 1) * PER_COLUMN}")
    for b in range(1, BALLS + 1):
        h = plot.bottom() - y_of(stats.counts[b - 1])
        p.fillRect(QRectF(plot.left() + (b - 1) * bw + bw * 0.1, plot.bottom() - h, bw * 0.8, h), QColor(bar_colour(stats, b)))
    p.setPen(QPen(QColor("#333333"), 0.25 * MM))
    p.drawLine(QLineF(plot.left(), plot.bottom(), plot.right(), plot.bottom()))
    p.drawLine(QLineF(plot.left(), plot.top(), plot.left(), plot.bottom()))
    p.setPen(QPen(QColor(EXPECTED_COLOUR), 0.45 * MM))
    p.drawLine(QLineF(plot.left(), y_of(e), plot.right(), y_of(e)))
    band = QPen(QColor(BAND_COLOUR), 0.3 * MM)
    band.setStyle(Qt.PenStyle.DashLine)
    p.setPen(band)
    for v in (e - 2 * sd, e + 2 * sd):
        if 0 < v < top:
            p.drawLine(QLineF(plot.left(), y_of(v), plot.right(), y_of(v)))
    # the scale: nothing, the expectation, the top
    p.setPen(ink)
    p.setFont(font(2.5 * MM))
    for v in sorted({0.0, e, math.floor(top)}):
        fit_text(p, QRectF(r.x() + 1 * MM, y_of(v) - 2 * MM, 12 * MM, 4 * MM), RIGHT, number(v, 1 if v != int(v) else 0))
    # the legend and the words under the figure
    y = plot.bottom() + 5 * MM
    lx = r.x() + 4 * MM
    legend = (
        (BAR_COLOURS[0], QCoreApplication.translate("DayReport", "within 2 standard deviations")),
        (BAR_COLOURS[1], QCoreApplication.translate("DayReport", "beyond 2")),
        (BAR_COLOURS[2], QCoreApplication.translate("DayReport", "beyond 3")),
        (EXPECTED_COLOUR, QCoreApplication.translate("DayReport", "line: expected; dashes: ±2 standard deviations")),
    )
    widths = (0.24, 0.12, 0.12, 0.48)
    p.setFont(font(2.5 * MM))
    for (colour, text), f in zip(legend, widths):
        p.fillRect(QRectF(lx, y + 0.8 * MM, 2.8 * MM, 2.8 * MM), QColor(colour))
        p.setPen(ink)
        fit_text(p, QRectF(lx + 4 * MM, y, (r.width() - 8 * MM) * f - 5 * MM, 4.4 * MM), LEFT, text)
        lx += (r.width() - 8 * MM) * f
    y += 4.6 * MM
    p.setPen(soft)
    p.setFont(font(2.6 * MM))
    for line in details:
        fit_text(p, QRectF(r.x() + 2 * MM, y, r.width() - 4 * MM, 4 * MM), LEFT, line)
        y += 4 * MM
    for alert in alerts:
        p.setPen(QPen(QColor("#b71c1c")))
        p.setFont(font(2.9 * MM, True))
        fit_text(p, QRectF(r.x() + 2 * MM, y, r.width() - 4 * MM, 4.4 * MM), LEFT, alert)
        y += 4.6 * MM


__all__ = ["BAR_COLOURS", "PLOT_HEIGHT", "bar_colour", "chart_height", "draw_ball_chart", "section_title"]
