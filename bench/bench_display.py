"""How long from a committed ball to the public board having repainted it (goal <= 16 ms, one frame).

Run offscreen:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_display.py [draws]

Two figures: from ``station.draw()`` returning (the ball is committed and the bridge has already
told the display, which queued the repaint of the changed cells) to the board's paintEvent having
run; and the whole round trip from calling ``station.draw()`` (SQLite commit with synchronous=FULL
included) to the repaint.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def main(draws: int = 60) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.services.demo import create_demo_day
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    after_commit: list[float] = []
    round_trip: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        station = Station(Path(tmp), drawer=SeededDrawer(1))
        create_demo_day(station, cards=3000, sold=3000)
        bridge = StationBridge(station)
        display = PublicDisplay(bridge)
        display.resize(1920, 1080)
        display.show()
        app.processEvents()
        board = display.board
        for _ in range(min(draws, 75)):
            before = board.paint_count
            t0 = time.perf_counter()
            station.draw()
            t1 = time.perf_counter()
            while board.paint_count == before:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
                if time.perf_counter() - t1 > 1.0:
                    raise SystemExit("the board did not repaint within a second")
            t2 = time.perf_counter()
            after_commit.append((t2 - t1) * 1000)
            round_trip.append((t2 - t0) * 1000)
        display.close()
        bridge.detach()
        station.close()
    print(
        f"display: committed ball -> board repainted: median {statistics.median(after_commit):.1f} ms, "
        f"p95 {pct(after_commit, 95):.1f} ms (goal <= 16 ms)"
    )
    print(
        f"display: station.draw() called -> board repainted (commit included, 3000 cards sold): "
        f"median {statistics.median(round_trip):.1f} ms, p95 {pct(round_trip, 95):.1f} ms"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
