"""Card printing speed (no assertions): ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_printing.py``.

Goal: a full series of 3,000 cards to PDF in <= 30 s (each sheet size is measured).
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
        for sheet in (4, 1, 2, 3):
            series = generate_series(check_series_info(1, CARDS, "amarillo", "A", sheet), random.Random(sheet))
            path = Path(tmp) / f"series_{sheet}.pdf"
            start = time.perf_counter()
            print_series_pdf(series, "BINGO", secret, path)
            elapsed = time.perf_counter() - start
            size = path.stat().st_size / 1e6
            print(
                f"printing: {CARDS} cards to PDF: {elapsed:.1f} s (goal <= 30 s), {size:.1f} MB ({sheet} per sheet)"
            )


if __name__ == "__main__":
    main()
