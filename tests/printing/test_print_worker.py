"""Printing runs off the GUI thread (architecture: long work with a progress bar and a cancel button)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject, QThread, Qt, Signal
from PySide6.QtWidgets import QDialog

from hallstation.printing.cards_pdf import PrintSeriesWorker
from hallstation.gui.progress_dialog import PrintSeriesDialog


# Showing a window on the offscreen platform logs this warning; it says nothing about the dialog.
dialog_test = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


class Relay(QObject):
    """Lives in the GUI thread: the worker's signals reach it queued, as they reach a window.
    (qtbot.waitSignal on the worker itself would stop its timer from the worker's thread.)"""

    progress = Signal(int, int)
    finished = Signal(str)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, worker: PrintSeriesWorker) -> None:
        super().__init__()
        for name in ("progress", "finished", "failed", "cancelled"):
            getattr(worker, name).connect(getattr(self, name), Qt.ConnectionType.QueuedConnection)


@pytest.fixture
def run_worker(qapp):
    """Start a worker on its own QThread; joins the thread at teardown."""
    started: list[tuple[QThread, PrintSeriesWorker]] = []

    def start(worker: PrintSeriesWorker) -> QThread:
        thread = QThread()
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        for sig in (worker.finished, worker.failed, worker.cancelled):
            sig.connect(thread.quit, Qt.ConnectionType.DirectConnection)
        started.append((thread, worker))
        thread.start()
        return thread

    yield start
    for thread, _ in started:
        thread.quit()
        assert thread.wait(30_000)


def test_worker_emits_progress_and_finished_from_a_thread(qtbot, tmp_path, series_factory, secret, run_worker) -> None:
    series = series_factory(9, sheet=3)
    path = tmp_path / "s.pdf"
    worker = PrintSeriesWorker(series, "BINGO", secret, path)
    progress: list[tuple[int, int]] = []
    threads: set[int] = set()

    def on_progress(done: int, total: int) -> None:
        threads.add(threading.get_ident())
        progress.append((done, total))

    worker.progress.connect(on_progress, Qt.ConnectionType.DirectConnection)  # runs in the worker's thread
    relay = Relay(worker)
    with qtbot.waitSignal(relay.finished, timeout=30_000) as blocker:
        run_worker(worker)
    assert blocker.args == [str(path)]
    assert path.exists()
    assert progress == [(i, 9) for i in range(1, 10)]
    assert threads and threading.get_ident() not in threads  # not the GUI thread


def test_worker_cancel_stops_promptly_and_leaves_no_file(qtbot, tmp_path, series_factory, secret, run_worker) -> None:
    series = series_factory(3000, sheet=4)
    path = tmp_path / "s.pdf"
    worker = PrintSeriesWorker(series, "BINGO", secret, path)
    done: list[int] = []

    def on_progress(d: int, total: int) -> None:
        done.append(d)
        if d == 10:
            worker.cancel()  # what the Cancel button does, from another thread

    worker.progress.connect(on_progress, Qt.ConnectionType.DirectConnection)
    relay = Relay(worker)
    with qtbot.assertNotEmitted(relay.finished), qtbot.waitSignal(relay.cancelled, timeout=30_000):
        run_worker(worker)
    assert done[-1] == 10  # stopped before the next card
    assert worker.is_cancelled()
    assert list(tmp_path.iterdir()) == []


def test_worker_reports_failure_as_a_message(qtbot, tmp_path, series_factory, secret, run_worker) -> None:
    worker = PrintSeriesWorker(series_factory(2), "BINGO", secret, tmp_path / "missing" / "s.pdf")
    relay = Relay(worker)
    with qtbot.waitSignal(relay.failed, timeout=30_000) as blocker:
        run_worker(worker)
    assert str(tmp_path / "missing" / "s.pdf") in blocker.args[0]


@dialog_test
def test_dialog_prints_and_closes(qtbot, tmp_path, series_factory, secret) -> None:
    series = series_factory(12, sheet=4)
    path = tmp_path / "s.pdf"
    dialog = PrintSeriesDialog(None, series, "BINGO", secret, path)
    qtbot.addWidget(dialog)
    assert dialog.bar.maximum() == 12
    import gc

    with qtbot.waitSignal(dialog.printed, timeout=30_000) as blocker:
        dialog.start()
        assert dialog.isVisible()
        assert not gc.isenabled()  # no collection in the printing's thread (it would free Qt objects there)
    assert blocker.args == [str(path)]
    assert dialog.wait()
    assert path.exists()
    assert dialog.bar.value() == 12
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not dialog.is_running()
    qtbot.waitUntil(gc.isenabled, timeout=5_000)  # … and the collector back once it has ended, from this thread


@dialog_test
def test_dialog_cancel_button_stops_and_leaves_no_file(qtbot, tmp_path, series_factory, secret) -> None:
    series = series_factory(3000, sheet=1)
    path = tmp_path / "s.pdf"
    dialog = PrintSeriesDialog(None, series, "BINGO", secret, path)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.cancelled, timeout=30_000):
        dialog.start()
        dialog.cancel_button.click()
        assert not dialog.cancel_button.isEnabled()
    assert dialog.wait()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.bar.value() < 3000
    assert list(tmp_path.iterdir()) == []


@dialog_test
def test_dialog_shows_a_failure_and_offers_close(qtbot, tmp_path, series_factory, secret) -> None:
    dialog = PrintSeriesDialog(None, series_factory(2), "BINGO", secret, tmp_path / "missing" / "s.pdf")
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.failed, timeout=30_000):
        dialog.start()
    assert dialog.wait()
    assert dialog.isVisible() and dialog.cancel_button.isEnabled()
    assert "missing" in dialog.label.text()
    dialog.cancel_button.click()
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected
