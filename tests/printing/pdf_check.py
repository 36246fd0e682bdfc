"""Rendering checks for the printed papers (no tests of its own): read a PDF back with QtPdf and
check that every character's box lies inside its page and that every text ``fit_text`` drew lies
whole inside the box it was given (a clipped label — "…Premio May", "Precio endidas" — prints only
part of its glyphs inside the box: the rest fall outside it)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from hallstation.printing.pdf import RESOLUTION

PT = 72 / RESOLUTION  # dots → PDF points
TOL = 1.5  # points: QtPdf rounds the boxes to whole points


@dataclass
class Page:
    text: str  # the page's characters, whitespace removed
    boxes: list[QRectF]  # one per character of ``text``
    size: tuple[float, float]
    raw: str


def read_pages(path) -> list[Page]:
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    pages = []
    try:
        for i in range(doc.pageCount()):
            raw = doc.getAllText(i).text()
            chars, boxes = [], []
            for k, ch in enumerate(raw):
                if ch.isspace():
                    continue
                chars.append(ch)
                boxes.append(doc.getSelectionAtIndex(i, k, 1).boundingRectangle())
            size = doc.pagePointSize(i)
            pages.append(Page("".join(chars), boxes, (size.width(), size.height()), raw))
    finally:
        doc.close()
    return pages


def all_text(pages: list[Page]) -> str:
    return " ".join(" ".join(p.raw.split()) for p in pages)


def outside_page(pages: list[Page]) -> list[str]:
    """Characters whose box is not inside their page."""
    bad = []
    for n, p in enumerate(pages):
        w, h = p.size
        for ch, b in zip(p.text, p.boxes):
            if b.isNull() and b.width() == 0 and b.height() == 0:
                continue
            if b.left() < -TOL or b.top() < -TOL or b.right() > w + TOL or b.bottom() > h + TOL:
                bad.append(f"page {n + 1}: {ch!r} at {b}")
    return bad


def _inside(b: QRectF, r: QRectF) -> bool:
    return b.left() >= r.left() - TOL and b.right() <= r.right() + TOL and b.top() >= r.top() - TOL and b.bottom() <= r.bottom() + TOL


def outside_boxes(pages: list[Page], drawn: list[tuple[int, QRectF, str]]) -> list[str]:
    """Texts drawn by ``fit_text`` that are not found whole inside the box they were given (any
    of their occurrences on that page)."""
    bad = []
    for page, rect, text in drawn:
        want = "".join(text.split())
        if page >= len(pages):
            bad.append(f"page {page + 1} missing for {text!r}")
            continue
        p = pages[page]
        r = QRectF(rect.x() * PT, rect.y() * PT, rect.width() * PT, rect.height() * PT)
        start, found, ok = 0, False, False
        while True:
            i = p.text.find(want, start)
            if i < 0:
                break
            found = True
            if all(_inside(b, r) for b in p.boxes[i : i + len(want)] if b.width() or b.height()):
                ok = True
                break
            start = i + 1
        if not found:
            bad.append(f"page {page + 1}: {text!r} not found whole")
        elif not ok:
            bad.append(f"page {page + 1}: {text!r} outside its box {r}")
    return bad


def check_fits(path, drawn) -> str:
    """Assert the paper's texts fit; returns its whole text (whitespace collapsed)."""
    pages = read_pages(path)
    problems = outside_page(pages) + outside_boxes(pages, drawn)
    assert not problems, "\n".join(problems[:30])
    assert drawn, "nothing was recorded"
    return all_text(pages)
