"""Windows follow the log: what another process or terminal commits (a cashier desk, a poker
console, the caller PC) is folded into this station and shown within a few frames, without a
restart.

- SQLite (one PC): ``PRAGMA data_version`` moves when another connection commits; a timer looks at
  it every ``INTERVAL_MS`` and, when it moved, the station folds the new events and tells its
  listeners (the bridges), as for its own commits.
- PostgreSQL (a networked hall): the GUI thread never waits on the network. A thread of its own
  LISTENs on the log's channel, on a connection of its own; every commit's NOTIFY wakes it, and it
  fetches the new rows only (after the last one this station folded) and hands them to the GUI
  thread, which folds them (``Station.follow``, no network) and tells the windows. Between
  notifications the same thread looks at the server every ``PING_S`` (the head, and this
  terminal's witness check), each look within a deadline: when the server stops, the link drops
  or goes silent (a hung switch or server, no TCP timer ever fires), ``link`` says so within about
  2 s ("sin conexión con el servidor"), the station's commands are refused at once, and the windows
  keep showing the last state; it reconnects by itself and the station catches up once the server
  answers again.
"""

from __future__ import annotations

import select
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer, Signal

INTERVAL_MS = 100  # well inside the 250 ms the hall asks for
PING_S = 0.5  # how often the listening thread looks at the server between notifications
RETRY_S = 0.5  # how often it tries to reconnect once the link is lost
WITNESS_AFTER_S = 0.5  # the witness mark is written when no other row came this long after the last (issue 20 §5:
# at a hall's pace, once per ball, never between a ball and the screens; in a burst of rows, once)


class _Relay(QObject):
    """What the listening thread says, on an object of the thread's own keeping: a follower deleted
    with its window (its Qt object gone) is never signalled from the thread — the relay outlives it,
    and Qt drops the connection."""

    fetched = Signal(int, object, object)  # after, new events, a witness problem
    link = Signal(bool, str)  # the link went down / came back


class LogFollower(QObject):
    failed = Signal(str)  # the store could not be read (shown once as a message)
    link = Signal(str)  # "" = the server answers; else what is wrong with the link, for a banner
    moved = Signal(str)  # back on another of the hall's servers (issue 25): "servidor: host2"

    def __init__(self, station, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self.offline = ""  # what the banner says while the link is down
        self.server = getattr(station.store, "server", "")  # which of the hall's servers it follows (its host)
        self.serving = ""  # "servidor: host2" once it went on on another one
        self.attention = ""  # a row failed its check as it came: what every window says (gui/link.py)
        self._stop = threading.Event()
        self._wake = threading.Event()  # a look at the server asked for now (``poll``)
        self._conn = None  # the listening thread's connection
        self._host = ""  # the server of its last connection
        self._thread: threading.Thread | None = None
        self._unwitnessed: tuple[int, str] | None = None  # the last row handed on, its witness mark not yet written
        self.looks = 0  # the listening thread's looks at the server (a ping or a notification's)
        self.rows_read = 0  # the rows it read from the server: only those after the last one folded
        self._timer = QTimer(self)
        if station.store.networked:
            from hallstation.store.pglink import bounded
            from hallstation.store.pgstore import LONG_S
            from hallstation.store.signing import check_rows

            # (imported once: a look at the server imports nothing)
            self._bounded_by, self._check_rows, self._long_s = bounded, check_rows, LONG_S
            self._relay = _Relay()
            self._fetched, self._link_thread = self._relay.fetched, self._relay.link
            self._fetched.connect(self._on_fetched)
            self._link_thread.connect(self._on_link)
            self.destroyed.connect(self._stop.set)  # gone with its window: the thread ends too
            self._thread = threading.Thread(target=self._listen, name="hallstation-listen", daemon=True)
            self._thread.start()
        else:
            self._version = station.store.data_version()
            self._timer.setInterval(INTERVAL_MS)
            self._timer.timeout.connect(self.poll)
            self._timer.start()

    # ------------------------------------------------------------ SQLite
    def poll(self) -> int:
        """Fold what others committed since the last look; returns how many events (on a server
        the listening thread is asked to look at once, and 0 is returned: it folds them itself)."""
        if self.station.store.networked:
            self._wake.set()
            return 0
        try:
            version = self.station.store.data_version()
            if version == self._version:
                return 0
            self._version = version
            n = len(self.station.refresh())
            self._say_attention()
            return n
        except (sqlite3.Error, OSError) as exc:
            self._timer.stop()
            self.failed.emit(str(exc))
            return 0

    # ------------------------------------------------------------ PostgreSQL: the listening thread
    def _listen(self) -> None:
        """LISTEN, wait for notifications, look at the server between them — every statement within
        its deadline; hand what is new to the GUI thread; on a lost link say so and reconnect."""
        from hallstation.store.pgstore import PING_S as DEADLINE_S

        store = self.station.store
        up, wake, notified = True, True, False
        while not self._stop.is_set() and not store.shut:  # (its station closed: the follower ends)
            conn = self._conn
            try:
                if conn is None:
                    conn = self._open(store)
                    if not up:
                        up = True
                        store.link_down, store.recheck = "", True  # its own connection is tried before its next use
                        self._link_thread.emit(True, self._host)
                    wake = True  # catch up on what came while the link was down
                if not wake and self._unwitnessed is not None:
                    # the witness mark is written once the screens have their ball: when no other
                    # row comes within a moment (its disk write is never between a ball and the
                    # screens, nor does it take a core from the other screens' folds)
                    if notified_within(conn, WITNESS_AFTER_S):
                        wake = notified = True
                    if not wake:
                        self._witness_now(store)
                if not wake and notified_within(conn, PING_S):
                    wake = notified = True
                if self._stop.is_set():
                    break
                asked = self._wake.is_set()
                self._wake.clear()
                # a notification: the new rows only (their link to the last row folded here is
                # checked with them); the witness check is the pings' (and a catch-up's)
                self._look(conn, DEADLINE_S, witness=not (notified and not asked))
                wake = notified = False
            except Exception as exc:  # noqa: BLE001 - whatever a broken link raises
                self._close_conn()
                self._refused(store, exc)
                if self._stop.is_set():
                    break
                if up and not self._silent():
                    try:  # only this connection was dropped (the server answers at once): no fault to show
                        self._open(store)
                        wake = True
                        continue
                    except Exception as again:  # noqa: BLE001
                        self._close_conn()
                        self._refused(store, again)
                if up:
                    up = False
                    store.link_down = str(exc) or type(exc).__name__
                    self._link_thread.emit(False, store.link_down)
                self._stop.wait(RETRY_S)
        self._close_conn()
        if not store.shut:
            self._witness_now(store)

    @staticmethod
    def _refused(store, exc: BaseException) -> None:
        """Only servers that are not the hall's primary answer (an old primary, a standby): the
        station's commands say so, in their one line (issue 25)."""
        from hallstation.store.failover import NotPrimary

        if isinstance(exc, NotPrimary):
            store.refusal = exc

    def _look(self, conn, deadline_s: float, witness: bool = True) -> None:
        """One look at the server: this terminal's witness check (``witness``), then the rows
        after the last one the station folded (only those) when the head moved — each checked
        here, off the GUI thread (its link to the row before, its hash and seal or the hall's
        signature, ``store/signing.py``): the rows up to the first that fails are handed on, with
        what is wrong with that one. A notification's look (``witness=False``) asks for the new
        rows at once: one round trip."""
        station, store = self.station, self.station.store
        after, prev_hash = station.follow_head()
        self.looks += 1
        if witness:
            store.server_head = None
            with self._bounded(conn, deadline_s):
                problem = store.witness_problem(conn=conn)
            if problem is not None:
                self._fetched.emit(after, [], problem)
                return
            head = store.server_head  # (the witness check asked for it: one round trip, not two)
            if head is None:
                with self._bounded(conn, deadline_s):
                    head = conn.execute(f"SELECT max(seq) FROM {store.rel}").fetchone()[0] or 0
            if head <= after:
                return
        if store.key is None and store.signing is None:
            with self._bounded(conn, deadline_s):  # a log whose key was not recorded yet: is it now?
                store.reload_signing(conn)
        # a replay of the whole log (rare: a command lost with the link) may be long
        with self._bounded(conn, deadline_s if after else self._long_s):
            rows = store.raw_after(after, conn)
        self.rows_read += len(rows)
        if not rows:
            return
        if store.signing_problem is not None:
            events, problem = [], store.signing_problem
        else:
            events, problem = self._check_rows(rows, after, prev_hash, store.key, store.signing)
        if problem is not None or events:
            self._fetched.emit(after, events, problem)
        if events:  # this terminal has seen the log this far: written once the screens have it (``_listen``)
            self._unwitnessed = (events[-1].seq, events[-1].hash)

    def _witness_now(self, store) -> None:
        """Move this terminal's witness mark to the last row this thread checked and handed on."""
        from hallstation.store.eventlog import StoreError

        seen, self._unwitnessed = self._unwitnessed, None
        if seen is None:
            return
        try:
            store.witness(*seen)
        except StoreError as exc:  # a disk fault: the station says it as a mark fault
            store.mark_fault = exc

    @contextmanager
    def _bounded(self, conn, seconds: float) -> Iterator[None]:
        """A deadline on the thread's statements; the last one is kept to tell a silent link."""
        with self._bounded_by(conn, seconds) as deadline:
            self._deadline = deadline
            yield

    def _silent(self) -> bool:
        """Whether the last fault was a statement given up at its deadline (a silent link)."""
        d = getattr(self, "_deadline", None)
        return d is not None and d.fired

    def _open(self, store):
        """The thread's connection, listening on the log's channel."""
        from hallstation.store.pgstore import CHANNEL, PING_S as DEADLINE_S, connect

        from hallstation.store import failover

        conn = connect(store.url, store.location, store.data_dir, store.password)
        self._conn = conn
        with self._bounded(conn, DEADLINE_S):
            # the hall's primary of the current epoch: an old primary, a standby is not followed (issue 25)
            failover.check(store, conn)
            conn.execute(f"LISTEN {CHANNEL}")
        self._host = failover.server_name(conn)
        return conn

    def _close_conn(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001
                pass

    # ------------------------------------------------------------ PostgreSQL: the GUI thread
    def _on_fetched(self, after: int, events: list, problem) -> None:
        from hallstation.store.eventlog import StoreError

        try:
            self.station.follow(events, after, problem, witnessed=True)
        except StoreError:
            pass  # (a witness mark that could not be written: the station says it as a mark fault)
        self._say_attention()

    def _say_attention(self) -> None:
        """A row that failed its check as it came: every window says so, naming the row ("el
        registro necesita atención: fila N: …") — the operators' banner, the public screens'
        corner — for as long as the terminal runs (``link`` carries it, and keeps it when the link
        comes and goes)."""
        text = self.station.attention_text() if self.station.attention is not None else ""
        if text and text != self.attention:
            self.attention = text
            self.link.emit(text)

    def _on_link(self, online: bool, detail: str) -> None:
        from hallstation.i18n import translate

        if online:
            self.offline = ""
            self.link.emit(self.attention)  # (a row that failed its check stays said)
            if detail and self.server and detail != self.server:
                self.serving = translate("Network", "server: {host}").format(host=detail)
                self.moved.emit(self.serving)
            self.server = detail or self.server
        else:
            self.offline = translate(
                "Network", "No connection to the server: nothing can be recorded; the screens show the last state and catch up by themselves"
            )
            self.link.emit(self.offline)

    def stop(self) -> None:
        self._timer.stop()
        self._stop.set()
        thread = self._thread
        if thread is not None and thread.is_alive():
            conn = self._conn
            if conn is not None:
                from hallstation.store.pglink import sever

                sever(conn)  # wakes its wait at once
            thread.join(timeout=2.0)


def notified_within(conn, timeout: float) -> bool:
    """Whether a notification came on ``conn`` within ``timeout`` seconds. The socket is waited on
    in one system call: psycopg's own wait wakes the thread every tenth of a second (to see a
    Ctrl-C), about 4 ms of processor a second on every screen of the hall (issue 20 §5). What
    libpq already read (during a statement) comes first; a socket that wakes with something else
    (a notice) is waited on again for the time left; a link that dropped raises, as psycopg's."""
    if _drained(conn):  # (what was read already, or is there now)
        return True
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0:
        readable, _w, _x = select.select([conn.pgconn.socket], [], [], left)
        if readable and _drained(conn):
            return True
    return False


def _drained(conn) -> bool:
    """Every notification there is now taken (a look reads every new row once); whether any was."""
    got = False
    for _n in conn.notifies(timeout=0):
        got = True
    return got


def follow(station, parent: QObject | None = None) -> LogFollower:
    """The one follower of ``station`` (made on first use)."""
    f = getattr(station, "_follower", None)
    if f is None:
        f = LogFollower(station, parent)
        station._follower = f
    return f
