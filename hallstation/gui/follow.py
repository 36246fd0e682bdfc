"""Windows follow the log: what another process commits to the hall's file (a cashier desk, a poker
console, a second terminal) is folded into this station and shown within a few frames, without a
restart. SQLite's ``PRAGMA data_version`` moves when another connection commits; a timer looks at
it every ``INTERVAL_MS`` and, when it moved, the station folds the new events and tells its
listeners (the bridges), as for its own commits."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QObject, QTimer, Signal

INTERVAL_MS = 100  # well inside the 250 ms the hall asks for


class LogFollower(QObject):
    failed = Signal(str)  # the store could not be read (shown once as a message)

    def __init__(self, station, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self._version = station.store.data_version()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.poll)
        self._timer.start()

    def poll(self) -> int:
        """Fold what others committed since the last look; returns how many events."""
        try:
            version = self.station.store.data_version()
            if version == self._version:
                return 0
            self._version = version
            return len(self.station.refresh())
        except (sqlite3.Error, OSError) as exc:
            self._timer.stop()
            self.failed.emit(str(exc))
            return 0

    def stop(self) -> None:
        self._timer.stop()


def follow(station, parent: QObject | None = None) -> LogFollower:
    """The one follower of ``station`` (made on first use)."""
    f = getattr(station, "_follower", None)
    if f is None:
        f = LogFollower(station, parent)
        station._follower = f
    return f
