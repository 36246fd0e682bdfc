"""A small dialog that prints a series off the GUI thread: a progress bar and a Cancel button.

    dialog = PrintSeriesDialog(parent, series, station.settings["hall_word"], secret, path)
    dialog.printed.connect(...)   # optional: open the PDF, record the printing …
    dialog.start()                # shows the dialog and starts the worker thread; never blocks

The dialog closes itself (accept) when the PDF is complete, and (reject) when the operator cancels.
When printing fails the message stays in the dialog and Cancel becomes Close.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QThread, Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from hallstation.core.bingo.cards import Series
from hallstation.gui.main_thread_gc import CollectionHold, hold_collection
from hallstation.printing.cards_pdf import PrintSeriesWorker


class PrintSeriesDialog(QDialog):
    """Prints ``series`` to ``path`` with a progress bar and a Cancel button."""

    printed = Signal(str)  # the complete PDF's path
    failed = Signal(str)  # the message shown
    cancelled = Signal()

    def __init__(
        self,
        parent: QWidget | None,
        series: Series,
        word: str,
        secret: bytes,
        path: str | os.PathLike[str],
        paper: str = "a4",
    ) -> None:
        super().__init__(parent)
        self.series, self.word, self.secret, self.path = series, word, secret, str(path)
        self.paper = paper
        self._thread: QThread | None = None
        self._worker: PrintSeriesWorker | None = None
        self._hold: CollectionHold | None = None  # no collection while the printing's thread runs
        self._running = False
        self.setWindowTitle(self.tr("Printing series {series}").format(series=series.number))
        self.setModal(True)
        self.setMinimumWidth(420)
        self.label = QLabel(self.tr("Preparing to print {cards} cards…").format(cards=len(series)), self)
        self.label.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, len(series))
        self.bar.setValue(0)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.clicked.connect(self._on_cancel_clicked)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.buttons)

    # ------------------------------------------------------------ running
    def start(self) -> None:
        """Show the dialog and start printing on a worker thread."""
        if self._running:
            return
        self._thread = QThread(self)
        self._worker = PrintSeriesWorker(self.series, self.word, self.secret, self.path, paper=self.paper)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.cancelled.connect(self._on_cancelled)
        for sig in (self._worker.finished, self._worker.failed, self._worker.cancelled):
            # direct: the worker's thread ends its loop itself, even while the GUI thread waits on it
            sig.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)
        self._thread.finished.connect(self._worker.deleteLater)
        # (the printing allocates all the time: no collection in its thread until it has ended)
        self._hold = hold_collection()
        self._thread.finished.connect(self._release_hold)  # (queued: released on this, the Qt, thread)
        self._running = True
        self.label.setText(self.tr("Printing {cards} cards…").format(cards=len(self.series)))
        self.show()
        self._thread.start()

    @Slot()
    def _release_hold(self) -> None:
        if self._hold is not None:
            self._hold.release()
            self._hold = None

    def is_running(self) -> bool:
        return self._running

    def cancel(self) -> None:
        """Ask the worker to stop (between two cards); the partial file is deleted."""
        if self._running and self._worker is not None:
            self._worker.cancel()
            self.cancel_button.setEnabled(False)
            self.label.setText(self.tr("Cancelling…"))

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the worker thread has ended (for closing the window or tests)."""
        return self._thread.wait(msecs) if self._thread is not None else True

    # ------------------------------------------------------------ worker → dialog
    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setValue(done)
        self.label.setText(self.tr("Card {done} of {total}").format(done=done, total=total))

    @Slot(str)
    def _on_finished(self, path: str) -> None:
        self._running = False
        self.bar.setValue(self.bar.maximum())
        self.label.setText(self.tr("Printed to {path}").format(path=path))
        self.printed.emit(path)
        self.accept()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._running = False
        self.label.setText(self.tr("Printing failed: {error}").format(error=message))
        self.cancel_button.setText(self.tr("Close"))
        self.cancel_button.setEnabled(True)
        self.failed.emit(message)

    @Slot()
    def _on_cancelled(self) -> None:
        self._running = False
        self.label.setText(self.tr("Printing cancelled; no file was written"))
        self.cancelled.emit()
        super().reject()

    # ------------------------------------------------------------ closing
    @Slot()
    def _on_cancel_clicked(self) -> None:
        if self._running:
            self.cancel()
        else:
            super().reject()

    def reject(self) -> None:  # Escape or the window's close button
        if self._running:
            self.cancel()  # closes itself when the worker reports it stopped
        else:
            super().reject()

    def closeEvent(self, event) -> None:  # noqa: N802
        if self._running:
            self.cancel()
            event.ignore()
        else:
            super().closeEvent(event)
