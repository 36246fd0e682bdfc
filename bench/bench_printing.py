"""Card printing speed (no assertions): ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_printing.py``.

Goal: a full series of 3,000 cards to PDF, each with its QR code, in <= 30 s (each sheet size on
A4, and the receipt printer's roll, is measured; the CPU time beside it is the figure to compare on
a machine other work shares).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from hallstation.core.bingo.cards import check_series_info, generate_series  # noqa: E402
from hallstation.printing.cards_pdf import print_series_pdf  # noqa: E402

CARDS = 3000


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need it
    secret = bytes(range(32))
    with tempfile.TemporaryDirectory() as tmp:
        for sheet, paper in ((4, "a4"), (1, "a4"), (2, "a4"), (3, "a4"), (4, "receipt")):
            series = generate_series(check_series_info(1, CARDS, "amarillo", "A", sheet), random.Random(sheet))
            path = Path(tmp) / f"series_{sheet}_{paper}.pdf"
            start, cpu = time.perf_counter(), time.process_time()
            print_series_pdf(series, "BINGO", secret, path, paper=paper)
            elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
            size = path.stat().st_size / 1e6
            print(
                f"printing: {CARDS} cards to PDF: {elapsed:.1f} s (goal <= 30 s; {cpu:.1f} s of CPU), "
                f"{size:.1f} MB ({sheet} per sheet, {paper})"
            )


if __name__ == "__main__":
    main()
