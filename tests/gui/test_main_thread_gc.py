"""Every Qt process of the station collects cyclic garbage on its Qt thread only
(gui/main_thread_gc.py): a helper thread that allocates (the planner's simulation, the web board's
server, a follower's LISTEN) never destroys a Qt timer, which would kill the process at the next
turn of the event loop."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import ROOT

CHILD = textwrap.dedent(
    """
    import faulthandler, gc, sys, threading
    faulthandler.enable()
    from PySide6.QtCore import QCoreApplication, QObject, QTimer
    {make_app}

    class Screenish(QObject):  # a window's part: a running timer, and a Python cycle through it
        def __init__(self):
            super().__init__()
            self.timer = QTimer(self)
            self.timer.timeout.connect(self.tick)
            self.timer.start(50)
            self.me = self
        def tick(self):
            pass

    for _ in range(3000):
        Screenish()  # garbage: only the cyclic collector frees it

    class Node:
        pass

    def busy():  # a helper thread allocating cycles: past the thresholds, Python collects here
        for _ in range(200000):
            a, b = Node(), Node()
            a.b, b.a = b, a

    t = threading.Thread(target=busy)
    t.start()
    t.join()
    for _ in range(5):
        app.processEvents()
    {after}
    print("alive", flush=True)
    """
)


def _run(make_app: str, after: str = "") -> subprocess.CompletedProcess:
    code = CHILD.format(make_app=make_app, after=after)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)


def _alive(r: subprocess.CompletedProcess) -> None:
    """The child lived through its helper thread and no Qt object died outside its thread."""
    assert r.returncode == 0, r.stderr[-2000:]
    assert "alive" in r.stdout
    assert "another thread" not in r.stderr, r.stderr[-2000:]


def test_a_helper_thread_never_collects_a_qt_object_in_the_station_application():
    # the planner's and the printing's way: the Qt thread holds the collector off while the helper runs
    r = _run(
        "from hallstation.gui.qapp import ensure_qapp\napp = ensure_qapp()\n"
        "from hallstation.gui.main_thread_gc import hold_collection\nhold = hold_collection()",
        after="hold.release(); assert gc.isenabled(); gc.collect()",
    )
    _alive(r)


def test_a_helper_thread_never_collects_a_qt_object_in_the_web_boards_process():
    r = _run(
        "from hallstation.gui.main_thread_gc import collect_on_main_thread\n"
        "app = QCoreApplication(sys.argv[:1])\ncollector = collect_on_main_thread(app)",
        after="collector.check()",
    )
    _alive(r)


def test_without_the_collector_the_helper_thread_destroys_qt_timers():
    # the hazard itself, so the tests above prove something: Python's own collector, left on
    r = _run("app = QCoreApplication(sys.argv[:1])")
    assert r.returncode != 0 or "Timers cannot be stopped from another thread" in r.stderr, (r.returncode, r.stderr[-500:])


def test_the_collector_frees_the_garbage_on_the_qt_thread_as_often_as_python_would(qapp):
    import gc

    from hallstation.gui.main_thread_gc import collect_on_main_thread

    collector = collect_on_main_thread(qapp)
    try:
        assert not gc.isenabled()  # (the collector is on: no thread collects by itself)
        _collects_as_often_as_python(collector)
    finally:
        collector.stop()
    assert gc.isenabled()


def _collects_as_often_as_python(collector) -> None:
    import gc

    class Cycle:
        pass

    before = list(collector.collections)
    for _ in range(gc.get_threshold()[0] * 30):
        a, b = Cycle(), Cycle()
        a.b, b.a = b, a
        if gc.get_count()[0] > gc.get_threshold()[0]:
            collector.check()
    assert collector.collections[0] > before[0] and collector.collections[1] > before[1]
    assert gc.get_count()[0] <= gc.get_threshold()[0]


def test_the_oldest_generation_is_collected_only_as_python_would(qapp):
    """A full collection only when the objects that reached the oldest generation since the last
    one are a quarter of those it held then (CPython's rule: full collections stay rare)."""
    import gc

    from hallstation.gui.main_thread_gc import collect_on_main_thread

    collector = collect_on_main_thread(qapp)
    try:
        _full_collection_as_python_would(collector)
    finally:
        collector.stop()


def _full_collection_as_python_would(collector) -> None:
    import gc

    gc.collect()
    collector._long_lived = len(gc.get_objects(2))
    full = collector.collections[2]

    class Cycle:
        pass

    kept = []
    rounds = 0
    while collector.collections[2] == full and rounds < 2000:
        rounds += 1
        for _ in range(gc.get_threshold()[0] + 1):
            a, b = Cycle(), Cycle()
            a.b, b.a = b, a
            kept.append(a)  # long-lived: they reach the oldest generation
        collector.check()
    grown = len(kept) * 2
    assert collector.collections[2] == full + 1
    assert grown > collector_quarter(collector, len(kept))  # (not before a quarter had come)


def collector_quarter(collector, kept: int) -> int:
    return (collector._long_lived - kept * 2) // 4


def test_holds_nest_and_the_collector_comes_back_with_the_last():
    import gc

    from hallstation.gui.main_thread_gc import hold_collection

    assert gc.isenabled()
    a = hold_collection()
    b = hold_collection()
    assert not gc.isenabled()
    a.release()
    a.release()  # (idempotent: a second release is no second count)
    assert not gc.isenabled()
    b.release()
    assert gc.isenabled()
