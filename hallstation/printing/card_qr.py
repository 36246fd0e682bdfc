"""A card's QR code (``services.scancode``'s text) as rectangles to fill: ``qr_fixed`` encodes, we draw.

Every card's symbol is the same size: QR version 2 (25 × 25 modules), error correction level Q (a
quarter of the symbol may be smudged or stamped over and it still reads), alphanumeric mode (the
text is upper-case letters, digits and spaces, at most 29 characters). The mask is fixed: any of the
eight is valid (ISO/IEC 18004) and decoders read them all; searching for the best one is eight
times the work, which a 3,000-card series cannot afford (``bench/bench_printing.py``). One format
for every card lets ``qr_fixed`` work out everything but the text once (0.1 ms a symbol, where a
general encoder such as segno spends about 1 ms); the tests hold it against segno module for module
and decode every printed card with a real decoder (tests/printing/test_card_codes.py, zbar).

The dark modules of a row are merged into runs, and the runs of one symbol are filled as one path
(``drawRects``: one PDF fill), so a printer or a viewer never shows seams between neighbouring
modules; a card's symbol costs about 0.35 ms (encoding 0.04, its rectangles 0.05, drawing 0.25).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from hallstation.printing import qr_fixed

QR_VERSION = qr_fixed.VERSION
QR_ERROR = "q"
QR_MASK = qr_fixed.MASK
MODULES = qr_fixed.SIZE  # 25
QUIET = 4  # the light margin the standard asks around the symbol, in modules
MAX_TEXT = qr_fixed.MAX_CHARS  # what version 2-Q holds in alphanumeric mode


def qr_matrix(text: str) -> tuple[bytearray, ...]:
    """The symbol's rows (1 = dark module), always ``MODULES`` × ``MODULES``."""
    _check(text)
    return qr_fixed.qr_matrix(text)


def qr_rows(text: str) -> tuple[int, ...]:
    """The symbol's rows as ints (bit ``column`` set = dark): what ``SymbolRects`` takes fastest."""
    _check(text)
    return qr_fixed.rows_of(qr_fixed.qr_bits(text))


def _check(text: str) -> None:
    if len(text) > MAX_TEXT:
        raise ValueError(f"a card code holds at most {MAX_TEXT} characters: {text!r}")


class SymbolRects:
    """The dark modules of a symbol as rectangles in the symbol's own coordinates, ``module``
    units a side, one per run of a row: draw them with the painter translated to the symbol's
    top-left. ``QPainter.drawRects`` fills them as one path (one PDF fill: no seams between rows
    in any viewer or printer driver). The rectangles are kept by (row, first, length): the runs of
    a series' symbols repeat, and a QRectF made once costs nothing the next time."""

    def __init__(self, module: float) -> None:
        self.module = module
        self._made: dict[tuple[int, int, int], QRectF] = {}

    def __call__(self, rows: tuple[int, ...] | tuple[bytearray, ...]) -> list[QRectF]:
        made, m, out = self._made, self.module, []
        for r, row in enumerate(rows):
            v = row if isinstance(row, int) else sum(1 << c for c, dark in enumerate(row) if dark)
            while v:
                low = v & -v
                start = low.bit_length() - 1
                x = v >> start
                length = ((x + 1) & ~x).bit_length() - 1  # the run's ones, from its first
                v ^= ((1 << length) - 1) << start
                key = (r, start, length)
                rect = made.get(key)
                if rect is None:
                    rect = made[key] = QRectF(start * m, r * m, length * m, m)
                out.append(rect)
        return out
