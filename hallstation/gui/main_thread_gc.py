"""Python's cyclic garbage is never collected by a helper thread of the station's while it runs.

Python runs its cyclic collector in whichever thread happens to allocate when a threshold is passed.
The station runs Python code on threads of its own: the planner's simulation, the printing of a
series, the web board's server. If one of them collects a cycle that holds a Qt object (a closed
dialog, a window's timer), the object is destroyed outside its thread — Qt says "Timers cannot be
stopped from another thread" and the process can die of a segmentation fault at the next turn of
the event loop (CI's workers died so, once under the web board's 50 pages, once under the
planner's simulation). So:

- while a short-lived helper runs (the planner, the printing), the Qt thread holds the automatic
  collector off (``hold_collection``) and lets it go again itself when the helper has ended;
- the web board's process, whose server thread never ends, turns the automatic collector off for
  good and collects from a timer of the Qt thread (``collect_on_main_thread``), by Python's own
  rules: a generation when its count passes its threshold, the oldest one only when the objects
  that reached it since the last full collection are a quarter of those it held then.

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


_holds = 0  # helpers running with the collector held off (counted on the Qt thread)
_was_enabled = True


class CollectionHold:
    """The automatic collector held off from its making until ``release()`` — both on the Qt thread
    (the release is idempotent). The collector comes back when the last hold is released, so the
    next collection happens on the Qt thread's next allocation, not in a helper thread."""

    def __init__(self) -> None:
        global _holds, _was_enabled
        if _holds == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holds += 1
        self.held = True

    def release(self) -> None:
        global _holds
        if not self.held:
            return
        self.held = False
        _holds -= 1
        if _holds == 0 and _was_enabled:
            gc.enable()


def hold_collection() -> CollectionHold:
    """Before a helper thread starts, on the Qt thread: no collection until ``release()``."""
    return CollectionHold()
