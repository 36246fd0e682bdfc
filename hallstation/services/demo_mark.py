"""Whether a demo's log is open in this process (its papers then say DEMOSTRACIÓN): the station
marks it as it folds the demo's first event, below the demo's own module (``services/demo.py``),
which builds on the station."""

from __future__ import annotations

import weakref
from typing import Any

_open: "weakref.WeakSet[Any]" = weakref.WeakSet()  # demo stations open in this process


def demo_opened(station: Any, opened: bool) -> None:
    """``station`` folded a demo's log (True) or was closed (False): ``demo_open()`` follows."""
    if opened:
        _open.add(station)
    else:
        _open.discard(station)


def demo_open() -> bool:
    """Whether a demo's station is open in this process: its papers say ``DEMO_WORD``."""
    return len(_open) > 0
