"""``@command``: a service method that changes the hall runs as one catch-up-then-decide
transaction of its station (``Station.transaction``): it decides on the whole log, including what
other processes appended a moment ago, and what it appends is committed with it or not at all."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def command(fn: F) -> F:
    @functools.wraps(fn)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        station = getattr(self, "station", self)  # a poker table runs on its station
        with station.transaction():
            return fn(self, *args, **kwargs)

    return run  # type: ignore[return-value]
