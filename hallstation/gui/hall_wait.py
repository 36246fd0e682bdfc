"""The caller PC started on its hall's server before the hall was copied there (issue 20 §4): a
window says so — "copie la sala con store copy" — and the station waits, looking at the server
again every 2 s on a thread of its own (the window never waits on the network), until the hall's
log is there; then the station starts on it. Closing the window, Ctrl+C or SIGTERM end the wait."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget


class HallWait(QWidget):
    """The waiting window: what to do, and a button to stop waiting."""

    found = Signal()
    closed = Signal()

    def __init__(self, text: str, look) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("HallStation — waiting for the hall's server"))
        self.look = look  # True once the hall's log is on the server (called on a thread)
        self.appeared = False
        lay = QVBoxLayout(self)
        self.label = QLabel(text)
        self.label.setObjectName("hallWaitText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        f = self.label.font()
        f.setPointSize(13)
        self.label.setFont(f)
        lay.addWidget(self.label)
        self.note = QLabel(self.tr("Looking again every 2 s…"))
        lay.addWidget(self.note)
        self.stop_button = QPushButton(self.tr("Stop waiting"))
        self.stop_button.clicked.connect(self.close)
        lay.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(720, 220)
        self.found.connect(self._found)
        self._busy = False
        self.timer = QTimer(self)
        self.timer.setInterval(2000)
        self.timer.timeout.connect(self._look_again)
        self.timer.start()

    def _look_again(self) -> None:
        if self._busy:
            return
        self._busy = True
        threading.Thread(target=self._run, name="hallstation-hall-wait", daemon=True).start()

    def _run(self) -> None:
        try:
            if self.look():
                self.found.emit()
        except Exception:  # noqa: BLE001 - the server does not answer yet: look again later
            pass
        finally:
            self._busy = False

    def _found(self) -> None:
        self.appeared = True
        self.close()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        super().closeEvent(event)
        self.closed.emit()


def wait_for_hall(exc, folder: Path, store: str | None) -> bool:
    """Say ``exc`` (once on stderr, and in the window) and wait; True once the hall's log is on
    the server, False when the wait was stopped."""
    from hallstation.gui.terminal_stop import TerminalStop
    from hallstation.i18n import message
    from hallstation.services.first_start import PLAY, first_start

    text = message(exc)
    sys.stderr.write(f"hallstation: {text}\n")
    app = QApplication.instance()
    window = HallWait(text, lambda: first_start(folder, store) == PLAY)
    stop = TerminalStop(window.close)
    window.show()
    quit_on_close = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)
    window.closed.connect(app.quit)
    app.exec()
    stop.uninstall()
    app.setQuitOnLastWindowClosed(quit_on_close)
    return window.appeared
