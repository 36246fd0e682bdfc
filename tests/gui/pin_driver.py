"""Driving the REAL PIN dialog (hallstation/gui/pin_dialog.py) from a test: no dialog handler, the
dialog is exec()'d by the window and answered from a timer.

``answer_pins(script)`` arms a timer; each entry of ``script`` is one dialog, a list of (name, PIN)
tries typed in turn and accepted with OK. After each try it records whether the dialog stayed
open and its message; a dialog still open after its tries is cancelled. Call it, then the window's
step that asks for the PIN(s); ``seen`` holds one list of (open, message) per dialog."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hallstation.gui.pin_dialog import PinDialog

POLL_MS = 20
GIVE_UP = 500  # polls (10 s): a dialog that never shows ends the driving, the test's asserts say why


def answer_pins(script: list[list[tuple[str, str]]]) -> list[list[tuple[bool, str]]]:
    seen: list[list[tuple[bool, str]]] = []
    done: list[PinDialog] = []
    polls = [0]

    def drive() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, PinDialog) or any(dlg is d for d in done):
            polls[0] += 1
            if polls[0] < GIVE_UP:
                QTimer.singleShot(POLL_MS, drive)
            return
        done.append(dlg)
        tries = script[len(seen)]
        log: list[tuple[bool, str]] = []
        seen.append(log)
        for name, pin in tries:
            dlg.who.setEditText(name)
            dlg.pin_edit.setText(pin)
            dlg.try_accept()
            log.append((dlg.isVisible(), dlg.message()))
            if not dlg.isVisible():
                break
        if dlg.isVisible():
            dlg.reject()
        if len(seen) < len(script):
            polls[0] = 0
            QTimer.singleShot(POLL_MS, drive)

    QTimer.singleShot(0, drive)
    return seen
