"""What every printed document shares: one way to open a PDF page with QPdfWriter + QPainter
(the folder made, a ``.part`` file renamed into place only when complete, a clear error when it
cannot be written) or to send the same drawing to a printer (``Paper.print_on``), the fonts,
``fit_text`` (a label never clipped: the font shrinks until the text fits its box) and local times
of the log's events."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from hallstation.core.errors import RuleError

RESOLUTION = 300  # dots per inch of the drawing coordinates (vector output: only a precision)
MM = RESOLUTION / 25.4
PAGES = {"A4": QPageSize.PageSizeId.A4, "A5": QPageSize.PageSizeId.A5}
PAGE_MM = {"A4": (210, 297), "A5": (148, 210)}


# the papers' two inks and three alignments
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def pens() -> tuple[QPen, QPen]:
    """The ink of the text and the softer one of notes and rules."""
    return QPen(QColor("#111111")), QPen(QColor("#555555"))


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"])
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


# ------------------------------------------------------------------ text that fits its box
_drawn: list[tuple[int, QRectF, str]] | None = None  # what fit_text drew (tests: ``recording()``)
_page = [0]


@contextmanager
def recording() -> Iterator[list[tuple[int, QRectF, str]]]:
    """While inside, every ``fit_text`` call is recorded as (page index, box in dots, text): a
    test renders the PDF and checks that each text lies inside the page and its box."""
    global _drawn
    saved, _drawn = _drawn, []
    try:
        yield _drawn
    finally:
        _drawn = saved


_stamp: list[Any] = [None]  # (painter, page width, page height) while a demo's paper is drawn


def demo_stamp(painter: QPainter, pw: float, ph: float) -> None:
    """A demo's paper says so: "DEMOSTRACIÓN" across the page, light, under what is drawn on it."""
    from hallstation.services.demo import DEMO_WORD

    painter.save()
    f = fitted_font(painter, QRectF(0, 0, pw * 0.9, ph / 6), DEMO_WORD, font(min(pw, ph) / 8, bold=True))
    painter.setFont(f)
    painter.setPen(QPen(QColor(230, 81, 0, 55)))
    painter.drawText(QRectF(0, ph * 0.42, pw, ph / 6), int(Qt.AlignmentFlag.AlignCenter), DEMO_WORD)
    painter.restore()


def _begin_stamp(painter: QPainter, pw: float, ph: float) -> None:
    from hallstation.services.demo import demo_open

    _stamp[0] = (painter, pw, ph) if demo_open() else None
    if _stamp[0] is not None:
        demo_stamp(painter, pw, ph)


def new_page(device: Any) -> None:
    """The next page (of a QPdfWriter or a QPrinter), counted for ``recording()``; a demo's paper
    is stamped on it too."""
    device.newPage()
    _page[0] += 1
    if _stamp[0] is not None:
        demo_stamp(*_stamp[0])


def _fits(painter: QPainter, rect: QRectF, flags: Any, text: str, f: QFont) -> bool:
    fm = QFontMetricsF(f, painter.device())
    if int(flags) & int(Qt.TextFlag.TextWordWrap):
        need = fm.boundingRect(QRectF(0, 0, rect.width() * 0.99, 1e6), int(flags), text)
        return need.height() <= rect.height() and need.width() <= rect.width() * 0.99
    width = max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0.0)
    return width <= rect.width() * 0.98 and fm.height() * max(1, text.count("\n") + 1) <= rect.height() * 1.02


def fitted_font(painter: QPainter, rect: QRectF, text: str, f: QFont, flags: Any = 0) -> QFont:
    """``f``, or a smaller copy of it, with which ``text`` fits ``rect`` (5 % steps)."""
    size = f.pixelSize()
    out = QFont(f)
    while size > 1 and not _fits(painter, rect, flags, text, out):
        size = min(size - 1, int(size * 0.95))
        out.setPixelSize(max(1, size))
    return out


def fit_text(painter: QPainter, rect: QRectF, flags: Any, text: str, f: QFont | None = None) -> QFont:
    """Draw ``text`` in ``rect`` with ``flags`` never clipping it: with ``f`` (default: the
    painter's font) or, when it does not fit, the same font made smaller until it does. Returns
    the font used (the painter keeps ``f``, not the smaller copy, for what it draws next)."""
    base = f if f is not None else painter.font()
    used = fitted_font(painter, rect, text, base, flags)
    painter.setFont(used)
    painter.drawText(rect, flags, text)
    painter.setFont(base)
    if _drawn is not None and text.strip():
        _drawn.append((_page[0], painter.transform().mapRect(QRectF(rect)), text))
    return used


def log_anchor(station) -> str:
    """The log's length and head in the short form every paper carries (``1234:3F2A…``), to be
    checked later with ``hallstation audit verify --anchor``."""
    from hallstation.store.eventlog import anchor

    seq, head = station.store.head()
    return anchor(seq, head)


def anchor_line(anchor_text: str) -> str:
    """The printed line with the anchor (translated)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Printing", "Audit log anchor {anchor} — check: hallstation audit verify --anchor {anchor}").format(anchor=anchor_text)


def local_time(ts: str) -> str:
    """An event's UTC timestamp as local date and time (``2025-03-01 21:14:05``)."""
    try:
        return datetime.fromisoformat(ts).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    except (TypeError, ValueError):
        return ts or ""


def _cannot_write(target: Path, exc: OSError | None = None) -> RuleError:
    if exc is None:
        return RuleError("Could not write the PDF {path}", path=str(target))
    from hallstation.store.data_folder import reason

    return RuleError("Could not write the PDF {path}: {error}", path=str(target), error=reason(exc))


def write_pdf(
    target: Path | str,
    draw: Callable[[QPainter, QPdfWriter, float, float], None],
    title: str,
    page: str = "A4",
    landscape: bool = False,
) -> Path:
    """Draw one document to ``target`` with ``draw(painter, writer, page_width, page_height)``
    (in dots); the file appears only when it is complete. Returns the path."""
    if QGuiApplication.instance() is None:
        raise RuntimeError("printing needs a QGuiApplication (fonts)")
    target = Path(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _cannot_write(target, exc) from exc
    part = target.with_name(target.name + ".part")
    writer = QPdfWriter(str(part))
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(PAGES[page]))
    if landscape:
        writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setTitle(title)
    writer.setCreator("HallStation")
    _page[0] = 0
    w_mm, h_mm = PAGE_MM[page]
    if landscape:
        w_mm, h_mm = h_mm, w_mm
    painter = QPainter()
    if not painter.begin(writer):
        del painter, writer
        raise _cannot_write(target)
    try:
        _begin_stamp(painter, w_mm * MM, h_mm * MM)
        draw(painter, writer, w_mm * MM, h_mm * MM)
    finally:
        _stamp[0] = None
        painter.end()
        del painter, writer
    try:
        os.chmod(part, 0o600)  # the hall's papers name winners and signers: the owner's only
        os.replace(part, target)
    except OSError as exc:
        try:
            part.unlink()
        except OSError:
            pass
        raise _cannot_write(target, exc) from exc
    return target


@dataclass(frozen=True)
class Paper:
    """A document ready to be drawn: to a PDF file (``pdf``) or on a printer (``print_on``) —
    the same ``draw(painter, device, page_width, page_height)`` in 300 dpi dots."""

    draw: Callable[[QPainter, Any, float, float], None]
    title: str
    page: str = "A4"
    landscape: bool = False

    def pdf(self, target: Path | str) -> Path:
        return write_pdf(target, self.draw, self.title, self.page, self.landscape)

    def print_on(self, printer: Any) -> None:
        """Draw on ``printer`` (a QPrinter the print dialog set up): the paper size and the
        orientation of the document, the whole sheet, scaled from 300 dpi to the printer's."""
        if QGuiApplication.instance() is None:
            raise RuntimeError("printing needs a QGuiApplication (fonts)")
        printer.setDocName(self.title)
        printer.setPageSize(QPageSize(PAGES[self.page]))
        printer.setPageOrientation(QPageLayout.Orientation.Landscape if self.landscape else QPageLayout.Orientation.Portrait)
        printer.setFullPage(True)
        w_mm, h_mm = PAGE_MM[self.page]
        if self.landscape:
            w_mm, h_mm = h_mm, w_mm
        painter = QPainter()
        if not painter.begin(printer):
            raise RuleError("Could not start printing {title}", title=self.title)
        _page[0] = 0
        try:
            scale = printer.resolution() / RESOLUTION
            painter.scale(scale, scale)
            _begin_stamp(painter, w_mm * MM, h_mm * MM)
            self.draw(painter, printer, w_mm * MM, h_mm * MM)
        finally:
            _stamp[0] = None
            painter.end()
