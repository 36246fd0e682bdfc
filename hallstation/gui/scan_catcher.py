"""A card's code read by the hall's keyboard-wedge scanner while the focus is not in a text field
(issue 28).

A wedge scanner types the code and Enter as keys. In the claim field or the trays' scan field that is
what it should do; anywhere else in a window those keys are the window's own: in the caller window
Space draws a ball (a code holds four spaces) and Enter presses the focused button, so a card scanned
before "¡PREMIO!" was pressed drew four balls. ``ScanCatcher`` watches the keys that reach the
window's focused widget when it is not a text field; once they spell a code's head (``HS`` and its
version digit, any case: Caps Lock) it takes every following key, Space and Enter included, for the
code until the scanner's Enter, and hands the whole code to the window (``handler``). No key of the
code after its head reaches a button or a shortcut; the head's two letters and digit reach the
focused widget as before (no button or shortcut of these windows takes them).

A scanner types its whole code in a fraction of a second: a code whose keys stop for longer than
``STALE_S`` (a scanner set up without its Enter suffix) is dropped, and the keys are the window's
again — the caller's next Space draws as usual.

Only the focused widget is watched (an event filter moved with the focus), never the application:
the public screens' repaints never pass through Python here.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

_HEAD = re.compile(r"HS\d", re.IGNORECASE)  # services.scancode's head: the letters and a version digit
_TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)
_MODIFIERS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_AltGr, Qt.Key.Key_Meta, Qt.Key.Key_CapsLock}
_ENTER = {Qt.Key.Key_Return, Qt.Key.Key_Enter}
MAX_CODE = 64  # far longer than any card code: a stuck key or a pasted text is not one
STALE_S = 1.0  # a scanner's keys come a few milliseconds apart; a person's pause is not a code's


class ScanCatcher(QObject):
    """Catches a scanned card code typed into ``window`` outside its text fields and gives it to
    ``handler(text)`` once the scanner's Enter comes."""

    def __init__(self, window: QWidget, handler: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window, self.handler = window, handler
        self.head = ""  # the last keys typed outside a text field
        self.code: list[str] | None = None  # the code being read (None: not reading one)
        self.watched: QWidget | None = None
        self.clock = time.monotonic
        self._last = 0.0  # when the code's last key came
        app = QApplication.instance()
        app.focusChanged.connect(self._focus_changed)
        self._focus_changed(None, app.focusWidget())

    def reading(self) -> bool:
        return self.code is not None

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.watched is not None:
            try:
                self.watched.removeEventFilter(self)
            except RuntimeError:  # the widget is gone
                pass
        self.watched = None
        if new is None or isinstance(new, _TEXT_FIELDS) or not (new is self.window or self.window.isAncestorOf(new)):
            self.head, self.code = "", None  # a text field takes its keys; another window is not ours
            return
        self.watched = new
        new.installEventFilter(self)

    def eventFilter(self, obj: QObject, e: QEvent) -> bool:  # noqa: N802
        t = e.type()
        if t not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return False
        if self.code is not None and t != QEvent.Type.KeyRelease and self.clock() - self._last > STALE_S:
            self.code = None  # no Enter came: not a scan after all, the keys are the window's again
        if self.code is None:
            if t == QEvent.Type.KeyPress and e.key() not in _MODIFIERS:
                ch = e.text()
                plain = not (e.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier))
                if plain and len(ch) == 1 and ch.isprintable():
                    self.head = (self.head + ch)[-3:]
                    if _HEAD.fullmatch(self.head):
                        self.code, self.head, self._last = list(self.head), "", self.clock()
                else:
                    self.head = ""
            return False
        # reading a code: every key is the code's, never a shortcut's nor the focused button's
        if t == QEvent.Type.ShortcutOverride:
            e.accept()  # "taken here": Space's shortcut does not fire
            return True
        if t == QEvent.Type.KeyPress:
            self._last = self.clock()
            if e.key() in _ENTER:
                text, self.code = "".join(self.code), None
                self.handler(text)
            elif e.key() == Qt.Key.Key_Escape:
                self.code = None
            elif e.key() not in _MODIFIERS:
                ch = e.text()
                if len(ch) == 1 and ch.isprintable():
                    self.code.append(ch)
                if len(self.code) > MAX_CODE:
                    self.code = None
        return True
