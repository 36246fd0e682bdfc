"""Keep ``None`` alive under shiboken6 6.12.0 on CPython 3.11.

With the PySide6/shiboken6 6.12.0 wheels (``cp310-abi3``) on CPython 3.11, every call of a Qt
method that returns ``void`` (``QPainter.drawText``, ``QObject.setObjectName``, ``QProgressBar
.setValue`` …) gives back ``None`` without taking a reference to it, so ``None``'s reference count
drops by one per call. It starts at a few thousand: after that many calls the interpreter aborts
with ``Fatal Python error: none_dealloc``. Printing a series makes ~40 such calls per card, so
3,000 cards would crash. From CPython 3.12 ``None`` is immortal and the count does not matter.

``with guard:`` around a stretch of Qt calls gives back (one ``Py_IncRef`` each, atomic under the
GIL) the references to ``None`` that went missing inside it. Keep Python work that legitimately
stores ``None`` (e.g. computing ``Card.grid``) outside the block, or it would hide leaks. Giving
back too many is harmless (``None`` is never freed). A stop-gap until the project pins a PySide6
without the bug or moves to CPython 3.12+.
"""

from __future__ import annotations

import ctypes
import sys

NEEDED = sys.version_info < (3, 12)

_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None
_count = sys.getrefcount


class NoneGuard:
    """Context manager: the references to ``None`` lost inside the block are given back on exit.

    Not re-entrant; one guard per thread. ``restored`` counts what it gave back.
    """

    def __init__(self) -> None:
        self._before = 0
        self.restored = 0
        # ``__exit__`` is called with (None, None, None): those references are counted while it
        # runs. Measure that bias once on an empty block, where nothing is lost.
        self._bias = 0
        with self:
            pass
        self._bias = self._last
        self.restored = 0

    def __enter__(self) -> NoneGuard:
        self._before = _count(None)
        return self

    def __exit__(self, *exc: object) -> None:
        self._last = _count(None) - self._before
        if NEEDED:
            missing = self._bias - self._last
            if missing > 0:
                for _ in range(missing):
                    _incref(None)
                self.restored += missing
