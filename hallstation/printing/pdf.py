"""What every printed document shares: one way to open a PDF page with QPdfWriter + QPainter
(the folder made, a ``.part`` file renamed into place only when complete, a clear error when it
cannot be written), the fonts, and local times of the log's events."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QFont, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter

from hallstation.core.errors import RuleError

RESOLUTION = 300  # dots per inch of the drawing coordinates (vector output: only a precision)
MM = RESOLUTION / 25.4
PAGES = {"A4": QPageSize.PageSizeId.A4, "A5": QPageSize.PageSizeId.A5}
PAGE_MM = {"A4": (210, 297), "A5": (148, 210)}


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"])
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


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
    return RuleError("Could not write the PDF {path}: {error}", path=str(target), error=exc.strerror or str(exc))


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
    w_mm, h_mm = PAGE_MM[page]
    if landscape:
        w_mm, h_mm = h_mm, w_mm
    painter = QPainter()
    if not painter.begin(writer):
        del painter, writer
        raise _cannot_write(target)
    try:
        draw(painter, writer, w_mm * MM, h_mm * MM)
    finally:
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
