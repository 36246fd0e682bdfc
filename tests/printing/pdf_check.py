"""Rendering checks for the printed papers (no tests of its own): read a PDF back with QtPdf and
check that every character's box lies inside its page and that every text ``fit_text`` drew lies
whole inside the box it was given (a clipped label — "…Premio May", "Precio endidas" — prints only
part of its glyphs inside the box: the rest fall outside it)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from hallstation.printing.pdf import RESOLUTION

PT = 72 / RESOLUTION  # dots → PDF points
TOL = 1.5  # points: QtPdf rounds the boxes to whole points


class Page:
    """One page read back: its characters (whitespace removed), their boxes when asked, its size.

    QtPdf answers a box only through a selection, and each selection reads the page's text again
    (about 7 ms): the per-character ``boxes`` are fetched only by a test that asks for them; the
    fit checks ask for the rectangles of whole runs of text instead (``rects``: pdfium's boxes of
    the lines a run spans, each the union of its characters' boxes)."""

    def __init__(self, doc, index: int) -> None:
        self._doc, self._index = doc, index
        self.raw: str = doc.getAllText(index).text()
        self.at = [k for k, ch in enumerate(self.raw) if not ch.isspace()]  # raw index of each char
        self.text = "".join(self.raw[k] for k in self.at)
        size = doc.pagePointSize(index)
        self.size = (size.width(), size.height())
        self._boxes: list[QRectF] | None = None

    @property
    def boxes(self) -> list[QRectF]:
        """One box per character of ``text``."""
        if self._boxes is None:
            self._boxes = [self._doc.getSelectionAtIndex(self._index, k, 1).boundingRectangle() for k in self.at]
        return self._boxes

    def rects(self, i: int = 0, n: int | None = None) -> list[QRectF]:
        """The boxes of the lines covered by ``text[i : i + n]`` (all of the page's text by default)."""
        n = len(self.at) - i if n is None else n
        if n <= 0:
            return []
        first, last = self.at[i], self.at[i + n - 1]
        sel = self._doc.getSelectionAtIndex(self._index, first, last - first + 1)
        return [poly.boundingRect() for poly in sel.bounds()]


def read_pages(path) -> list[Page]:
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    return [Page(doc, i) for i in range(doc.pageCount())]


def all_text(pages: list[Page]) -> str:
    return " ".join(" ".join(p.raw.split()) for p in pages)


def outside_page(pages: list[Page]) -> list[str]:
    """Lines of text whose box is not inside their page (a line's box holds its characters')."""
    bad = []
    for n, p in enumerate(pages):
        w, h = p.size
        for b in p.rects():
            if b.isNull() and b.width() == 0 and b.height() == 0:
                continue
            if b.left() < -TOL or b.top() < -TOL or b.right() > w + TOL or b.bottom() > h + TOL:
                bad.append(f"page {n + 1}: text at {b}")
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
            if all(_inside(b, r) for b in p.rects(i, len(want)) if b.width() or b.height()):
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
