"""The web board's process collects Python's cyclic garbage on its Qt thread only.

Python runs its cyclic collector in whichever thread happens to allocate when a threshold is passed.
The web board serves every page from a thread of its own (uvicorn's asyncio loop allocates all the
time), while its station side — the follower, its timers — lives in the Qt thread: if the server's
thread collects a cycle that holds a Qt object, the object is destroyed outside its thread — Qt says
"Timers cannot be stopped from another thread" and the process can die of a segmentation fault at
the next turn of the event loop (a test with 50 pages died so in CI). So the board's process turns
the automatic collector off and collects from a timer of the Qt thread instead, generation by
generation with Python's own thresholds, never elsewhere.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100  # a look at the counts this often (cheap: three integers)


class MainThreadCollector(QObject):
    """Collects on the thread of ``app`` (its event loop's timer, and ``check()`` when asked)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.threshold = gc.get_threshold()
        self.collections = [0, 0, 0]  # by generation (the tests read them)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(INTERVAL_MS)

    def check(self) -> int:
        """Collect the generations past their threshold, on this (the Qt) thread; the objects freed."""
        if threading.current_thread() is not threading.main_thread():
            return 0
        t0, t1, t2 = self.threshold
        c0, c1, c2 = gc.get_count()
        if c0 <= t0:
            return 0
        generation = 0
        if c1 > t1:
            generation = 1
            if c2 > t2:
                generation = 2
        self.collections[generation] += 1
        return gc.collect(generation)

    def stop(self) -> None:
        """Python's own collector again (the board has stopped)."""
        self.timer.stop()
        gc.enable()


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """The collector of ``app`` (made once): from now on garbage is collected on the Qt thread only."""
    collector = getattr(app, "_hs_collector", None)
    if collector is None or not collector.timer.isActive():
        collector = MainThreadCollector(app)
        app._hs_collector = collector  # type: ignore[attr-defined]
    return collector
