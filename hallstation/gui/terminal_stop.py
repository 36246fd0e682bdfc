"""Ctrl+C and SIGTERM end a terminal (the display, the cashier desk, the poker table, a dialog
waited on): the stop runs from Qt's event loop, never inside the signal handler."""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


class TerminalStop:
    """Ctrl+C (SIGINT) and SIGTERM end a terminal: ``stop()`` is called from the event loop (a
    question left open is closed with it; every step is in the log already). Python runs signal
    handlers only between bytecodes, so a timer wakes the interpreter every 100 ms.

    ``stop()`` runs outside the wake timer's slot: Qt never fires a timer again while its slot is
    still running, so a question asked on the way out (a nested event loop) would leave every later
    signal unseen. A second signal while stopping closes whatever is asked and quits at once."""

    WAKE_MS = 100

    def __init__(self, stop: Callable[[], None]) -> None:
        self.stop = stop
        self.stopped = False  # a signal came: the terminal is on its way out
        self.pending: list[int] = []
        self.previous = {s: signal.signal(s, self._on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
        self.wake = QTimer()
        self.wake.timeout.connect(self._handle)
        self.wake.start(self.WAKE_MS)

    def _on_signal(self, signum: int, frame: Any) -> None:
        self.pending.append(signum)

    def _handle(self) -> None:
        if not self.pending:
            return
        self.pending.clear()
        dialog = QApplication.activeModalWidget()
        if dialog is not None:  # a PIN or a question asked: left unanswered, nothing is recorded
            dialog.close()
        if self.stopped:  # the second signal: nothing more is waited for
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        self.stopped = True
        QTimer.singleShot(0, self.stop)

    def uninstall(self) -> None:
        self.wake.stop()
        for s, handler in self.previous.items():
            signal.signal(s, handler)
