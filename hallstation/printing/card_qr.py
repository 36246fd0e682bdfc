"""A card's QR code (``services.scancode``'s text) as a QPainterPath: ``segno`` encodes, we draw.

Every card's symbol is the same size: QR version 2 (25 × 25 modules), error correction level Q (a
quarter of the symbol may be smudged or stamped over and it still reads), alphanumeric mode (the
text is upper-case letters, digits and spaces, at most 29 characters). The mask is fixed: any of the
eight is valid (ISO/IEC 18004) and decoders read them all; searching for the best one is eight
times the work, which a 3,000-card series cannot afford (``bench/bench_printing.py``). Every card
code at print time decodes with a real decoder (tests/printing/test_card_codes.py, zbar).

The dark modules of a row are merged into runs, and the runs of one symbol are filled as one path
(``drawRects``: one PDF fill), so a printer or a viewer never shows seams between neighbouring
modules; a card's symbol costs about 1.5 ms (encoding 1, drawing 0.5).
"""

from __future__ import annotations

import re

import segno
from PySide6.QtCore import QRectF

QR_VERSION = 2
QR_ERROR = "q"
QR_MASK = 1
MODULES = 17 + 4 * QR_VERSION  # 25
QUIET = 4  # the light margin the standard asks around the symbol, in modules
MAX_TEXT = 29  # what version 2-Q holds in alphanumeric mode


def qr_matrix(text: str) -> tuple[bytearray, ...]:
    """The symbol's rows (1 = dark module), always ``MODULES`` × ``MODULES``."""
    if len(text) > MAX_TEXT:
        raise ValueError(f"a card code holds at most {MAX_TEXT} characters: {text!r}")
    qr = segno.make_qr(text, error=QR_ERROR, version=QR_VERSION, mask=QR_MASK, boost_error=False)
    return qr.matrix


_RUN = re.compile(b"\x01+")


class SymbolRects:
    """The dark modules of a symbol as rectangles in the symbol's own coordinates, ``module``
    units a side, one per run of a row: draw them with the painter translated to the symbol's
    top-left. ``QPainter.drawRects`` fills them as one path (one PDF fill: no seams between rows
    in any viewer or printer driver). The rectangles are kept by (row, first, last): the runs of a
    series' symbols repeat, and a QRectF made once costs nothing the next time."""

    def __init__(self, module: float) -> None:
        self.module = module
        self._made: dict[tuple[int, int, int], QRectF] = {}

    def __call__(self, matrix: tuple[bytearray, ...]) -> list[QRectF]:
        made, m, out = self._made, self.module, []
        for r, row in enumerate(matrix):
            for run in _RUN.finditer(row):
                key = (r, run.start(), run.end())
                rect = made.get(key)
                if rect is None:
                    rect = made[key] = QRectF(key[1] * m, r * m, (key[2] - key[1]) * m, m)
                out.append(rect)
        return out
