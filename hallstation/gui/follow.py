"""Windows follow the log: what another process or terminal commits (a cashier desk, a poker
console, the caller PC) is folded into this station and shown within a few frames, without a
restart.

- SQLite (one PC): ``PRAGMA data_version`` moves when another connection commits; a timer looks at
  it every ``INTERVAL_MS`` and, when it moved, the station folds the new events and tells its
  listeners (the bridges), as for its own commits.
- PostgreSQL (a networked hall): a thread of its own LISTENs on the log's channel, on a connection
  of its own; every commit's NOTIFY wakes it, and the station folds what it has not seen. The same
  thread watches the link: when the server stops or the link drops, ``link`` says so within about
  2 s ("sin conexión con el servidor") and the windows keep showing the last state; it reconnects by
  itself, and the station catches up once the server answers again.
"""

from __future__ import annotations

import sqlite3
import threading
import time

from PySide6.QtCore import QObject, QTimer, Signal

INTERVAL_MS = 100  # well inside the 250 ms the hall asks for
PING_S = 0.5  # how often the listening thread makes sure the server still answers
RETRY_S = 0.5  # how often it tries to reconnect once the link is lost


class LogFollower(QObject):
    failed = Signal(str)  # the store could not be read (shown once as a message)
    link = Signal(str)  # "" = the server answers; else what is wrong with the link, for a banner
    _news = Signal()  # (from the listening thread) a commit was notified
    _link_thread = Signal(bool, str)  # (from the listening thread) the link went down / came back

    def __init__(self, station, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self.offline = ""  # what the banner says while the link is down
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        if station.store.networked:
            self._news.connect(self._on_news)
            self._link_thread.connect(self._on_link)
            self._thread = threading.Thread(target=self._listen, name="hallstation-listen", daemon=True)
            self._thread.start()
            self._timer.setInterval(1000)  # a safety net: a notification lost with a link
            self._timer.timeout.connect(self._safety_net)
        else:
            self._version = station.store.data_version()
            self._timer.setInterval(INTERVAL_MS)
            self._timer.timeout.connect(self.poll)
        self._timer.start()

    # ------------------------------------------------------------ SQLite
    def poll(self) -> int:
        """Fold what others committed since the last look; returns how many events."""
        if self.station.store.networked:
            return self._on_news()
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

    # ------------------------------------------------------------ PostgreSQL
    def _listen(self) -> None:
        """The listening thread: LISTEN, wait for notifications, ping the server between them; on
        a lost link, say so and reconnect."""
        from hallstation.store.pgstore import CHANNEL, connect

        store = self.station.store
        conn = None
        up = True
        while not self._stop.is_set():
            try:
                if conn is None:
                    conn = connect(store.url, store.location)
                    conn.execute(f"LISTEN {CHANNEL}")
                    if not up:
                        up = True
                        self._link_thread.emit(True, "")
                    self._news.emit()  # catch up on what came while the link was down
                got = False
                for _n in conn.notifies(timeout=PING_S):
                    got = True
                    self._news.emit()  # at once: the generator goes on waiting until the timeout
                if not got:
                    conn.execute("SELECT 1")
            except Exception as exc:  # noqa: BLE001 - whatever a broken link raises
                try:
                    if conn is not None:
                        conn.close()
                except Exception:  # noqa: BLE001
                    pass
                conn = None
                if up:
                    up = False
                    self._link_thread.emit(False, str(exc))
                self._stop.wait(RETRY_S)
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001
                pass

    def _on_link(self, online: bool, detail: str) -> None:
        from hallstation.i18n import translate

        if online:
            self.offline = ""
            self.link.emit("")
            self._on_news()
        else:
            self.offline = translate(
                "Network", "No connection to the server: nothing can be recorded; the screens show the last state and catch up by themselves"
            )
            self.link.emit(self.offline)

    def _safety_net(self) -> None:
        if not self.offline:  # while the link is down the listening thread brings it back, not the
            self._on_news()  # GUI thread (a reconnection to a silent server would freeze the windows)

    def _on_news(self) -> int:
        from hallstation.store.eventlog import StoreError

        try:
            return len(self.station.refresh())
        except StoreError:
            return 0  # the link is down: the listening thread says so and brings it back

    def stop(self) -> None:
        self._timer.stop()
        self._stop.set()


def follow(station, parent: QObject | None = None) -> LogFollower:
    """The one follower of ``station`` (made on first use)."""
    f = getattr(station, "_follower", None)
    if f is None:
        f = LogFollower(station, parent)
        station._follower = f
    return f
