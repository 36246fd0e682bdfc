"""Python's cyclic garbage collected on the Qt thread only, in every Qt process of the station.

Python runs its cyclic collector in whichever thread happens to allocate when a threshold is passed.
The station has threads of its own: the planner's simulation, the web board's server, a networked
follower's LISTEN, the network's deadlines, the hall-wait probe. If one of them collects a cycle that
holds a Qt object (a closed dialog, a window's timer), the object is destroyed outside its thread —
Qt says "Timers cannot be stopped from another thread" and the process can die of a segmentation
fault at the next turn of the event loop (CI's workers died so, once under the web board's 50
pages, once under the planner's simulation). So a Qt process turns the automatic collector off and
collects from a timer of the Qt thread instead, by Python's own rules: a generation when its count
passes its threshold, and the oldest one only when the objects that reached it since the last full
collection are a quarter of those it held then (CPython's rule, which keeps full collections rare).
Nothing here knows a window.
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
        self._long_lived = len(gc.get_objects(2))  # the oldest generation after the last full collection
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
            if c2 > t2 and len(gc.get_objects(2)) - self._long_lived > self._long_lived // 4:
                generation = 2
        self.collections[generation] += 1
        freed = gc.collect(generation)
        if generation == 2:
            self._long_lived = len(gc.get_objects(2))
        return freed

    def stop(self) -> None:
        """Python's own collector again."""
        self.timer.stop()
        gc.enable()


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """The collector of ``app`` (made once): from now on garbage is collected on the Qt thread only."""
    collector = getattr(app, "_hs_collector", None)
    if collector is None or not collector.timer.isActive():
        collector = MainThreadCollector(app)
        app._hs_collector = collector  # type: ignore[attr-defined]
    return collector
