"""Keep ``None`` alive for a whole GUI session under shiboken6 6.12.0 on CPython 3.11.

With these wheels every Python call of a Qt method returning ``void`` (``QLabel.setText``,
``QPainter.drawRect``, ``QWidget.update`` …) hands back ``None`` without a reference, so ``None``'s
count drops by one per call and the interpreter aborts (``Fatal Python error: none_dealloc``) after
a few thousand calls: a caller window repainting its board reaches that within the first balls.
``hallstation.printing.none_guard`` gives the references back around a bounded block; a window
that runs for hours needs it for the whole event loop, so this adds a margin no session can use up
(2**50 calls), once per process. Extra references to ``None`` are harmless (it is never freed), and
from CPython 3.12 ``None`` is immortal and this does nothing. A stop-gap until the project pins a
PySide6 without the bug or moves to CPython 3.12+.
"""

from __future__ import annotations

import ctypes
import sys

NEEDED = sys.version_info < (3, 12)
MARGIN = 2**50
_done = {"margin": False}


def keep_none_alive() -> None:
    if not NEEDED or _done["margin"]:
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt, first field of every object
    refcnt.value += MARGIN
    _done["margin"] = True
