"""Print a series of cards to PDF (Arts. 2.5, 3, 4, 17) with QPdfWriter + QPainter.

Each card shows the hall word across the top (one letter over each column), the series number,
letter and colour, the card number, the 5×5 grid with the free centre, the card's check code
(``hallstation.services.checkcode``) and, at the right of its footer, under the grid and clear of the
numbers, the QR code the hall's scanner reads (``services.scancode``: hall, series, card, check code).
A page is one printed sheet: 1, 2, 3 or 4 cards as the series says, all the same colour.

Two papers. ``"a4"``: A4 portrait for single and quadruple sheets (2×2), A4 landscape for double and
triple sheets (cards side by side), so every card is the same size on a sheet. ``"receipt"``: the
hall's receipt printer, an 80 mm roll (72 mm printed, 203 dots per inch), one ticket a sheet with
its cards one under the other, in black on white (a thermal printer has one ink; the colour is
named in the header).

The QR code's module (its smallest square) is a whole number of the printer's dots — 300 dpi for A4
(so also 600 and 1200), 203 dpi for the receipt printer — and the symbol starts on a dot, so every
module prints the same; at least 0.37 mm on every paper (``qr_module_mm``), which any 2D scanner
reads, with the quiet zone the standard asks for around it.

Drawing is cheap: fonts, pens, brushes and the geometry of a card are made once per job; a card
is a translate and ~35 direct draw calls. ``print_series_pdf`` is the plain function; the
``PrintSeriesWorker`` runs it off the GUI thread with progress and cancel. The file is written to
``<path>.part`` and renamed into place when complete, so ``path`` never holds half a series.
"""

from __future__ import annotations

import math
import os
import threading
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLineF, QMarginsF, QObject, QPointF, QRectF, QSizeF, Qt, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGlyphRun,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QTextLayout,
)

from hallstation.core.bingo.balls import check_word
from hallstation.core.bingo.cards import Series, next_series_look, sheets  # noqa: F401 - next_series_look: re-exported
from hallstation.core.errors import RuleError
from hallstation.printing.card_qr import MODULES, QUIET, SymbolRects, qr_rows
from hallstation.services.checkcode import check_code
from hallstation.services.scancode import hall_mark, scan_text

RESOLUTION = 600  # dots per inch of the PDF's coordinate space (vector output: only a precision)
MM = RESOLUTION / 25.4

A4_W, A4_H = 210.0, 297.0
MARGIN = 10.0  # mm
GAP = 8.0  # mm between cards of a sheet
FOOTER = 6.0  # mm for the page's line of small print
MAX_CARD_W = 150.0  # mm: a single sheet is not blown up to the whole page

# sheet size → (landscape, columns, rows)
LAYOUTS = {1: (False, 1, 1), 2: (True, 2, 1), 3: (True, 3, 1), 4: (False, 2, 2)}

# The receipt printer: an 80 mm roll, 72 mm printed; a card 70 mm wide, the sheet's cards one
# under the other on one ticket.
PAPERS = ("a4", "receipt")
RECEIPT_W = 80.0  # mm
RECEIPT_CARD_W = 70.0
RECEIPT_MARGIN = 4.0  # mm above and below the cards
RECEIPT_GAP = 6.0
RECEIPT_FOOTER = 5.0
# the printer's dots per inch the QR modules are whole numbers of
PRINTER_DPI = {"a4": 300, "receipt": 203}
MAX_MODULE_MM = 0.6  # a bigger symbol scans no better, and crowds the footer

# Card proportions, in cells (c = a grid cell's side): padding, header, word band, grid, footer.
PAD_W = 0.045  # of the card width, each side
HEADER_C, WORD_C, FOOTER_C = 0.5, 0.9, 0.9
# the footer's height holds the QR symbol and its quiet zone above it (towards the grid's line);
# the quiet zone below it and at its right is the card's white padding
QR_ROWS = MODULES + QUIET + 1


@dataclass(frozen=True)
class CardStyle:
    band: QColor  # the word band and the frame
    band_text: QColor
    frame: QColor
    tint: QColor  # light fill: header, free centre
    star: QColor


def _style(band: str, tint: str, frame: str | None = None, star: str | None = None) -> CardStyle:
    b = QColor(band)
    lum = 0.2126 * b.redF() + 0.7152 * b.greenF() + 0.0722 * b.blueF()
    text = QColor("#1a1a1a") if lum > 0.55 else QColor("#ffffff")
    return CardStyle(b, text, QColor(frame or band), QColor(tint), QColor(star or band))


# The series colours a hall uses (Spanish names, either gender: "serie roja", "cartón rojo").
COLOURS: dict[str, CardStyle] = {
    "amarillo": _style("#f5c400", "#fff7d1", frame="#c79a00", star="#e0a800"),
    "celeste": _style("#3fa9e0", "#e2f3fc", frame="#2a8cc0"),
    "rojo": _style("#d32f2f", "#fde6e6"),
    "verde": _style("#2e9d4a", "#e3f4e7"),
    "azul": _style("#1f4fa8", "#e3eaf8"),
    "rosa": _style("#e8609f", "#fde8f1"),
    "naranja": _style("#f07818", "#fdeddd"),
    "blanco": _style("#ffffff", "#f4f4f4", frame="#333333", star="#9a9a9a"),
    "violeta": _style("#7b3fa8", "#f0e7f7"),
    "gris": _style("#7d8389", "#eef0f1"),
}


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


# next_series_look (the colour and letter a new series takes by default) lives in the core, for
# the service too; imported above and kept here for the windows that print.
_ALIASES = {"amarilla": "amarillo", "roja": "rojo", "blanca": "blanco", "morado": "violeta", "morada": "violeta"}
NEUTRAL = _style("#3a3a3a", "#f2f2f2", star="#6a6a6a")
MONOCHROME = _style("#000000", "#ffffff", frame="#000000", star="#000000")  # the receipt printer's one ink


def colour_style(name: str) -> CardStyle:
    """The tint for a series colour name (Spanish), or the neutral style for any other name."""
    key = "".join(ch for ch in unicodedata.normalize("NFD", name.strip().lower()) if not unicodedata.combining(ch))
    key = _ALIASES.get(key, key)
    return COLOURS.get(key, NEUTRAL)


def card_labels() -> dict[str, str]:
    """The words printed on a card, in the current language (translated once per job)."""
    return {
        "series": QCoreApplication.translate("CardsPdf", "SERIES {series}"),
        "letter": QCoreApplication.translate("CardsPdf", "LETTER {letter}"),
        "card": QCoreApplication.translate("CardsPdf", "CARD No."),
        "free": QCoreApplication.translate("CardsPdf", "FREE"),
        "code": QCoreApplication.translate("CardsPdf", "CHECK CODE"),
        "page": QCoreApplication.translate(
            "CardsPdf", "Series {series} · {color} · letter {letter} · sheet {sheet} of {sheets} · cards {first}–{last}"
        ),
        "title": QCoreApplication.translate("CardsPdf", "Bingo series {series}"),
    }


def _placed_runs(font: QFont, rect: QRectF, align: Qt.AlignmentFlag, text: str) -> list[tuple[QPointF, QGlyphRun]]:
    """``text`` in ``font`` as glyph runs, each with the point to draw it at so that it stands
    where ``drawText(rect, align, text)`` puts it (centred, or left/right, vertically centred;
    one line)."""
    if not text:
        return []
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    w, h = line.naturalTextWidth(), line.height()
    if align & Qt.AlignmentFlag.AlignLeft:
        x = rect.left()
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - w
    else:
        x = rect.left() + (rect.width() - w) / 2
    y = rect.top() + (rect.height() - h) / 2
    return [(QPointF(x, y), run) for run in layout.glyphRuns()]


def _number_runs(font: QFont, cell: float) -> tuple[dict[int, QGlyphRun], dict[int, tuple[float, float]]]:
    """Each number 1–75 in ``font`` as a glyph run, with the offset from its cell's top-left that
    centres its line box in a ``cell``-sized square (as ``drawText(rect, AlignCenter, …)`` does)."""
    runs: dict[int, QGlyphRun] = {}
    offsets: dict[int, tuple[float, float]] = {}
    for n in range(1, 76):
        layout = QTextLayout(str(n), font)
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        (run,) = layout.glyphRuns()
        runs[n] = run
        offsets[n] = ((cell - line.naturalTextWidth()) / 2, (cell - line.height()) / 2)
    return runs, offsets


def _font(families: list[str], px: float, bold: bool = True, hint=QFont.StyleHint.SansSerif) -> QFont:
    f = QFont()
    f.setFamilies(families)
    f.setStyleHint(hint)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setKerning(False)
    return f


SANS = ["DejaVu Sans", "Arial", "Helvetica", "Liberation Sans"]
MONO = ["DejaVu Sans Mono", "Consolas", "Courier New", "Liberation Mono"]


def qr_module_mm(card_w: float, paper: str = "a4") -> float:
    """The QR module's side in mm on a card ``card_w`` mm wide: the most whole printer dots the
    footer holds (with the quiet zone), at most ``MAX_MODULE_MM``."""
    dot = 25.4 / PRINTER_DPI[paper]
    c = card_w * (1 - 2 * PAD_W) / 5
    most = min(FOOTER_C * c / QR_ROWS, MAX_MODULE_MM)
    return max(1, math.floor(most / dot + 1e-9)) * dot


def card_height(width: float) -> float:
    """A card's height for its width (any unit)."""
    pad = width * PAD_W
    c = (width - 2 * pad) / 5
    return 2 * pad + (HEADER_C + WORD_C + 5 + FOOTER_C) * c


def _star(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.42
        a = -math.pi / 2 + i * math.pi / 5
        p = QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


class _CardPainter:
    """Everything a card needs, made once: geometry in card-local device units, fonts, pens."""

    def __init__(
        self,
        painter: QPainter,
        width: float,
        word: str,
        series: Series,
        labels: dict[str, str],
        module: float,
        dot: float,
        monochrome: bool = False,
    ) -> None:
        self.p = painter
        info = series.info
        self.style = st = MONOCHROME if monochrome else colour_style(info.color)
        self.w = w = width
        self.h = h = card_height(width)
        pad = w * PAD_W
        c = self.c = (w - 2 * pad) / 5
        self.labels = labels
        # vertical bands
        y = pad
        self.header = QRectF(pad, y, 5 * c, HEADER_C * c)
        y += HEADER_C * c
        self.band = QRectF(pad, y, 5 * c, WORD_C * c)
        y += WORD_C * c
        self.grid_top = y
        self.grid = QRectF(pad, y, 5 * c, 5 * c)
        y += 5 * c
        self.footer = QRectF(pad, y, 5 * c, FOOTER_C * c)
        self.outer = QRectF(0, 0, w, h)
        self.cells = [QRectF(pad + col * c, self.grid_top + row * c, c, c) for row in range(5) for col in range(5)]
        self.cell_corners = [(r.left(), r.top()) for r in self.cells]
        self.letters = [QRectF(pad + col * c, self.band.top(), c, self.band.height()) for col in range(5)]
        inner = [QLineF(pad + i * c, self.grid_top, pad + i * c, self.grid_top + 5 * c) for i in range(1, 5)]
        inner += [QLineF(pad, self.grid_top + i * c, pad + 5 * c, self.grid_top + i * c) for i in range(1, 5)]
        self.grid_lines = inner
        centre = self.cells[12]
        self.free_cell = centre.adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04)
        self.star = _star(centre.center().x(), centre.top() + c * 0.40, c * 0.27)
        self.free_text = QRectF(centre.left(), centre.top() + c * 0.66, c, c * 0.28)
        # the QR code at the footer's right: its right edge on the grid's, a quiet zone above it
        # (from the grid's line), its own white square so the footer's tint never touches it
        self.module, self.dot = module, dot
        self.qr_rects = SymbolRects(module)
        side = MODULES * module
        quiet = QUIET * module
        self.qr_x = pad + 5 * c - side
        self.qr_y = self.footer.top() + quiet
        self.qr_box = QRectF(self.qr_x - quiet, self.footer.top(), side + quiet + pad * 0.5, self.footer.height() + pad * 0.5)
        # text boxes of the header and footer: footer fields are a small label over a big value
        hx = c * 0.1
        self.header_left = self.header.adjusted(hx, 0, -hx, 0)
        f = QRectF(self.footer.left(), self.footer.top(), self.qr_box.left() - self.footer.left(), self.footer.height())
        label_h = f.height() * 0.36
        self.card_label = QRectF(f.left() + hx, f.top() + c * 0.06, f.width() * 0.45, label_h)
        value_top = self.card_label.bottom() - c * 0.02
        self.card_value = QRectF(f.left() + hx, value_top, f.width() * 0.45, f.bottom() - value_top - c * 0.04)
        code_left = f.left() + f.width() * 0.45
        self.code_label = QRectF(code_left, self.card_label.top(), f.right() - hx - code_left, label_h)
        self.code_value = QRectF(code_left, self.card_value.top(), f.right() - hx - code_left, self.card_value.height())
        # fonts (pixel sizes in device units)
        self.f_number = _font(SANS, c * 0.50)
        self.f_word = _font(SANS, c * 0.62)
        self.f_header = _font(SANS, c * 0.22)
        self.f_free = _font(SANS, c * 0.17)
        self.f_label = _font(SANS, c * 0.15, bold=False)
        self.f_card = _font(SANS, c * 0.34)
        self.f_code = _font(MONO, c * 0.36)
        # pens and brushes
        self.pen_frame = QPen(st.frame, max(1.0, c * 0.045))
        self.pen_frame.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        self.pen_grid = QPen(QColor("#555555"), max(1.0, c * 0.012))
        self.pen_grid_box = QPen(st.frame, max(1.0, c * 0.03))
        self.pen_text = QPen(QColor("#111111"))
        self.pen_band_text = QPen(st.band_text)
        self.pen_free_text = QPen(QColor("#333333"))
        self.pen_label = QPen(QColor("#555555"))
        self.brush_band = QBrush(st.band)
        self.brush_white = QBrush(QColor("#ffffff"))
        self.brush_ink = QBrush(QColor("#000000"))
        self.brush_tint = QBrush(st.tint)
        self.brush_star = QBrush(st.star)
        self.no_pen = QPen(Qt.PenStyle.NoPen)
        self.no_brush = QBrush(Qt.BrushStyle.NoBrush)
        # the texts that are the same on every card of the series
        self.word = word
        self.series_text = (
            labels["series"].format(series=info.number) + "   ·   " + labels["letter"].format(letter=info.letter)
        )
        self.colour_text = info.color.strip().upper()
        self._fit_header()
        self.number_text = {n: str(n) for n in range(1, 76)}
        # the 75 numbers laid out once as glyph runs, each placed where drawText(AlignCenter) would
        # put it in its cell: a run is drawn at 2–3 times drawText's speed, which pays for the
        # card's QR code in a 3,000-card series (bench/bench_printing.py)
        self.number_runs, self.number_offsets = _number_runs(self.f_number, c)
        self.card_label_text = labels["card"]
        self.code_label_text = labels["code"]
        self._fit_footer()
        self.align_c = Qt.AlignmentFlag.AlignCenter
        self.align_l = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.align_r = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        band = [(self.f_word, rect, self.align_c, letter) for rect, letter in zip(self.letters, self.word)]
        header = [(self.f_header, self.header_left, self.align_l, self.series_text),
                  (self.f_header, self.header_left, self.align_r, self.colour_text)]
        labels_ = [(self.f_label, self.card_label, self.align_l, self.card_label_text),
                   (self.f_label, self.code_label, self.align_r, self.code_label_text)]
        self.fixed_texts = [
            (self.pen_band_text, [r for t in band for r in _placed_runs(*t)]),
            (self.pen_text, [r for t in header for r in _placed_runs(*t)]),
            (self.pen_free_text, _placed_runs(self.f_free, self.free_text, self.align_c, self.labels["free"])),
            (self.pen_label, [r for t in labels_ for r in _placed_runs(*t)]),
        ]

    def _fit_header(self) -> None:
        """Shrink the header font until series, letter and colour fit side by side (long colour
        names, big series numbers); elide the colour name as a last resort."""
        room = self.header_left.width() - self.c * 0.3
        size = self.c * 0.22
        while True:
            fm = QFontMetricsF(self.f_header)
            need = fm.horizontalAdvance(self.series_text) + fm.horizontalAdvance(self.colour_text)
            if need <= room or size <= self.c * 0.14:
                break
            size *= 0.93
            self.f_header = _font(SANS, size)
        if need > room:
            rest = max(0.0, room - fm.horizontalAdvance(self.series_text))
            self.colour_text = fm.elidedText(self.colour_text, Qt.TextElideMode.ElideRight, rest)

    def _fit_footer(self) -> None:
        """The footer's labels in one size that fits both boxes (long words in Spanish: "CÓDIGO
        DE CONTROL"), never clipped."""
        size = self.c * 0.15
        while size > self.c * 0.08:
            fm = QFontMetricsF(self.f_label)
            if (
                fm.horizontalAdvance(self.card_label_text) <= self.card_label.width()
                and fm.horizontalAdvance(self.code_label_text) <= self.code_label.width()
            ):
                break
            size *= 0.93
            self.f_label = _font(SANS, size, bold=False)

    def draw(self, x: float, y: float, number: int, grid: tuple[int | None, ...], code: str, scan: str) -> None:
        """Card ``number`` with its ``grid`` (``Card.grid``), check code and the QR code of
        ``scan`` (its code's text), top-left at (x, y)."""
        p = self.p
        p.translate(x, y)
        # background tint of the header and the free centre
        p.setPen(self.no_pen)
        p.setBrush(self.brush_tint)
        p.drawRect(self.header)
        p.drawRect(self.free_cell)
        p.drawRect(self.footer)
        # the QR code: on white, its first module on a printer dot of the page
        p.setBrush(self.brush_white)
        p.drawRect(self.qr_box)
        dot = self.dot
        qx = round((x + self.qr_x) / dot) * dot - x
        qy = round((y + self.qr_y) / dot) * dot - y
        p.setBrush(self.brush_ink)
        p.translate(qx, qy)
        p.drawRects(self.qr_rects(qr_rows(scan)))
        p.translate(-qx, -qy)
        # the word band
        p.setBrush(self.brush_band)
        p.drawRect(self.band)
        p.setBrush(self.brush_star)
        p.drawPath(self.star)
        # grid and frame
        p.setBrush(self.no_brush)
        p.setPen(self.pen_grid)
        p.drawLines(self.grid_lines)
        p.setPen(self.pen_grid_box)
        p.drawRect(self.grid)
        p.setPen(self.pen_frame)
        p.drawRect(self.outer)
        # the texts every card of the series shares (the word, the header, LIBRE, the footer's
        # labels), laid out once as glyph runs; then the numbers
        for pen, placed in self.fixed_texts:
            p.setPen(pen)
            for pos, run in placed:
                p.drawGlyphRun(pos, run)
        p.setPen(self.pen_text)
        runs, offsets, corners = self.number_runs, self.number_offsets, self.cell_corners
        draw_run = p.drawGlyphRun
        for i, n in enumerate(grid):
            if n is not None:
                cx, cy = corners[i]
                dx, dy = offsets[n]
                draw_run(QPointF(cx + dx, cy + dy), runs[n])
        # footer: card number, check code
        p.setFont(self.f_card)
        p.drawText(self.card_value, self.align_l, f"{number:04d}")
        p.setFont(self.f_code)
        p.drawText(self.code_value, self.align_r, code)
        p.translate(-x, -y)


@dataclass(frozen=True)
class PageLayout:
    """A printed sheet in mm: the page's size, the card width, each card's top-left, the line of
    small print at the bottom."""

    width: float
    height: float
    landscape: bool
    card_w: float
    slots: list[tuple[float, float]]
    footer: tuple[float, float, float, float]  # x, y, width, height


def page_layout(sheet: int, paper: str = "a4") -> PageLayout:
    """Where the cards of a sheet of ``sheet`` cards go on ``paper`` (``"a4"`` or ``"receipt"``)."""
    if paper not in PAPERS:
        raise RuleError("Unknown paper '{paper}': a4 or receipt", paper=paper)
    if paper == "receipt":
        w = RECEIPT_CARD_W
        h = card_height(w)
        x0 = (RECEIPT_W - w) / 2
        slots = [(x0, RECEIPT_MARGIN + i * (h + RECEIPT_GAP)) for i in range(sheet)]
        bottom = RECEIPT_MARGIN + sheet * h + (sheet - 1) * RECEIPT_GAP
        height = bottom + RECEIPT_FOOTER + RECEIPT_MARGIN
        return PageLayout(RECEIPT_W, height, False, w, slots, (x0, bottom, w, RECEIPT_FOOTER))
    landscape, w, slots = _slots(sheet)
    pw, ph = (A4_H, A4_W) if landscape else (A4_W, A4_H)
    return PageLayout(pw, ph, landscape, w, slots, (MARGIN, ph - MARGIN - FOOTER, pw - 2 * MARGIN, FOOTER))


def _slots(sheet: int) -> tuple[bool, float, list[tuple[float, float]]]:
    """(landscape, card width, top-left of each card) in mm for a sheet of ``sheet`` cards on A4."""
    landscape, cols, rows = LAYOUTS[sheet]
    pw, ph = (A4_H, A4_W) if landscape else (A4_W, A4_H)
    avail_w = pw - 2 * MARGIN
    avail_h = ph - 2 * MARGIN - FOOTER
    slot_w = (avail_w - (cols - 1) * GAP) / cols
    slot_h = (avail_h - (rows - 1) * GAP) / rows
    ratio = card_height(1.0)
    w = min(slot_w, slot_h / ratio, MAX_CARD_W)
    h = w * ratio
    total_w = cols * w + (cols - 1) * GAP
    total_h = rows * h + (rows - 1) * GAP
    x0 = (pw - total_w) / 2
    y0 = MARGIN + (avail_h - total_h) / 2
    pos = [(x0 + col * (w + GAP), y0 + row * (h + GAP)) for row in range(rows) for col in range(cols)]
    return landscape, w, pos


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def print_series_pdf(
    series: Series,
    word: str,
    secret: bytes,
    path: str | os.PathLike[str],
    progress: Callable[[int, int], None] | None = None,
    should_cancel: Callable[[], bool] | None = None,
    paper: str = "a4",
) -> bool:
    """Print every card of ``series`` to the PDF ``path``, a page per sheet, on ``paper`` (``"a4"``
    or ``"receipt"``: the receipt printer's 80 mm roll, a ticket per sheet).

    ``progress(done, total)`` is called after each card; ``should_cancel()`` is asked before each
    card: when it says yes, the partial file is deleted and the function returns False. Returns
    True when the file is complete. Needs a running QGuiApplication (fonts); may run in any thread.
    Raises ``RuleError`` for a bad hall word or a file that cannot be written.
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("print_series_pdf needs a QGuiApplication (fonts)")
    word = check_word(word)
    target = Path(path)
    part = target.with_name(target.name + ".part")
    if not target.parent.is_dir():
        raise RuleError("Could not write the PDF {path}: the folder does not exist", path=str(target))
    total = len(series)
    info = series.info
    groups = sheets(series)
    layout = page_layout(info.sheet, paper)
    card_w, slots = layout.card_w, layout.slots
    module = qr_module_mm(card_w, paper) * MM
    dot = 25.4 / PRINTER_DPI[paper] * MM
    mark = hall_mark(secret)
    labels = card_labels()
    writer = QPdfWriter(str(part))
    writer.setResolution(RESOLUTION)
    if paper == "a4":
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageOrientation(QPageLayout.Orientation.Landscape if layout.landscape else QPageLayout.Orientation.Portrait)
    else:
        size = QPageSize(QSizeF(layout.width, layout.height), QPageSize.Unit.Millimeter, "receipt", QPageSize.SizeMatchPolicy.ExactMatch)
        writer.setPageSize(size)
        writer.setPageOrientation(QPageLayout.Orientation.Portrait)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setTitle(labels["title"].format(series=info.number))
    writer.setCreator("HallStation")
    painter = QPainter()
    if not painter.begin(writer):
        del painter, writer
        _remove(part)
        raise RuleError("Could not write the PDF {path}", path=str(target))
    done, ok = 0, False
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw = _CardPainter(painter, card_w * MM, word, series, labels, module, dot, monochrome=paper == "receipt").draw
        foot_rect = QRectF(*(v * MM for v in layout.footer))
        foot_font = _font(SANS, 2.4 * MM, bold=False)
        # the longest line of small print fits the page's width (the receipt's is 70 mm)
        from hallstation.services.demo import DEMO_WORD, demo_open

        demo = demo_open()
        longest = (f"{DEMO_WORD} · {{}} · {DEMO_WORD}" if demo else "{}").format(labels["page"]).format(
            series=info.number, color=info.color.strip(), letter=info.letter, sheet=len(groups),
            sheets=len(groups), first=groups[-1][0], last=groups[-1][-1],
        )
        while QFontMetricsF(foot_font).horizontalAdvance(longest) > foot_rect.width() and foot_font.pixelSize() > MM:
            foot_font = _font(SANS, foot_font.pixelSize() * 0.93, bold=False)
        foot_pen = QPen(QColor("#555555"))
        foot_align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
        positions = [(x * MM, y * MM) for x, y in slots]
        for s, numbers in enumerate(groups, start=1):
            if s > 1:
                writer.newPage()
            for (x, y), n in zip(positions, numbers):
                if should_cancel is not None and should_cancel():
                    return False
                card = series.card(n)
                code = check_code(secret, info.number, card)
                draw(x, y, n, card.grid, code, scan_text(mark, info.number, n, code))
                done += 1
                if progress is not None:
                    progress(done, total)
            painter.setPen(foot_pen)
            painter.setFont(foot_font)
            footer = labels["page"].format(
                series=info.number,
                color=info.color.strip(),
                letter=info.letter,
                sheet=s,
                sheets=len(groups),
                first=numbers[0],
                last=numbers[-1],
            )
            if demo:  # a demo's cards say so on every sheet
                footer = f"{DEMO_WORD} · {footer} · {DEMO_WORD}"
            painter.drawText(foot_rect, foot_align, footer)
        ok = True
    finally:
        painter.end()
        del painter, writer  # closes the file (Windows cannot rename or delete an open file)
        if not ok:
            _remove(part)
    try:
        os.replace(part, target)
    except OSError as exc:
        from hallstation.store.data_folder import reason  # why in the hall's language, not libc's English

        _remove(part)
        raise RuleError("Could not write the PDF {path}: {error}", path=str(target), error=reason(exc)) from exc
    return True


class PrintSeriesWorker(QObject):
    """Prints a series off the GUI thread: move it to a QThread and start ``run``.

    ``cancel()`` may be called from any thread (it sets a flag checked between cards).
    """

    progress = Signal(int, int)  # done, total
    finished = Signal(str)  # path of the complete PDF
    failed = Signal(str)  # a message for the operator, in the current language
    cancelled = Signal()

    def __init__(
        self,
        series: Series,
        word: str,
        secret: bytes,
        path: str | os.PathLike[str],
        parent: QObject | None = None,
        paper: str = "a4",
    ) -> None:
        super().__init__(parent)
        self.series, self.word, self.secret, self.path = series, word, secret, str(path)
        self.paper = paper
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        from hallstation.i18n import message

        try:
            ok = print_series_pdf(
                self.series,
                self.word,
                self.secret,
                self.path,
                progress=self.progress.emit,
                should_cancel=self._cancel.is_set,
                paper=self.paper,
            )
        except RuleError as err:
            self.failed.emit(message(err))
        except Exception as exc:  # noqa: BLE001 - a worker thread must always report back
            self.failed.emit(QCoreApplication.translate("CardsPdf", "Printing failed: {error}").format(error=exc))
        else:
            if ok:
                self.finished.emit(self.path)
            else:
                self.cancelled.emit()
