"""A fold table: which method folds each event type into the state it changes.

The method that folds an event type stands beside the state it changes, marked with the type it
folds (``@folds("user.created")``); ``FoldTable.of(cls)`` gathers the marks of a class and of every
class it is made of (the station's use-case mixins) into one table, each type folded by exactly one
method. Adding an event type is one place: its fold, marked. Whoever folds — the replay at start, a
command's own rows, the catch-up before a command, the followers, a snapshot — goes through the
same table (``table.fold(obj, event)``).

A type the table does not know changes nothing (an older station reading a newer one's events, or
the store's own bookkeeping rows such as ``log.sealed``).

Pure: no Qt, no storage, no clock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def folds(*types: str) -> Callable[[F], F]:
    """Mark a method as the fold of ``types``: it is called as ``method(self, event)``."""
    if not types:
        raise TypeError("@folds needs at least one event type")

    def mark(fn: F) -> F:
        fn.__folds__ = (*getattr(fn, "__folds__", ()), *types)  # type: ignore[attr-defined]
        return fn

    return mark


class FoldTable:
    """Event type → the function that folds it, gathered from a class's marked methods."""

    def __init__(self, entries: dict[str, Callable[[Any, Any], None]], where: dict[str, str] | None = None) -> None:
        self._entries = dict(entries)
        self._where = dict(where) if where is not None else {t: fn.__qualname__ for t, fn in entries.items()}

    @classmethod
    def of(cls, owner: type) -> FoldTable:
        """The table of ``owner`` and every class it is made of; a type marked on two different
        methods is refused (one fold per type)."""
        entries: dict[str, Callable[[Any, Any], None]] = {}
        where: dict[str, str] = {}
        for klass in reversed(owner.__mro__):
            for name, attr in vars(klass).items():
                for etype in getattr(attr, "__folds__", ()):
                    place = f"{klass.__qualname__}.{name}"
                    if etype in where and where[etype] != place:
                        raise TypeError(f"{etype!r} is folded twice: by {where[etype]} and by {place}")
                    where[etype] = place
                    entries[etype] = attr
        return cls(entries, where)

    def fold(self, target: Any, event: Any) -> bool:
        """Fold ``event`` into ``target`` by the method for its type; False when no method folds
        that type (nothing changes)."""
        fn = self._entries.get(event.type)
        if fn is None:
            return False
        fn(target, event)
        return True

    def get(self, etype: str) -> Callable[..., None] | None:
        """The fold of ``etype`` (None when nothing folds it)."""
        return self._entries.get(etype)

    @property
    def types(self) -> frozenset[str]:
        return frozenset(self._entries)

    def where(self, etype: str) -> str:
        """Which method folds ``etype`` (``Class.method``), for a reader and the tests."""
        return self._where[etype]

    def __contains__(self, etype: object) -> bool:
        return etype in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._entries))
