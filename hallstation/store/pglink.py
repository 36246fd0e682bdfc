"""The link to the hall's PostgreSQL server: how every terminal connects, how long it waits, and
what a fault means for the operator (issue 20 §3, §4).

- **Connecting** gives up after 2 s. Every connection carries TCP keepalives and a user timeout on
  both sides (this terminal's socket and the server's): a cable pulled is seen within about 2 s,
  and the server drops what a terminal that vanished held.
- **Every statement has a deadline**, on both sides. The server cancels a statement that runs
  longer than ``statement_timeout`` (3 s), a writer waits at most ``lock_timeout`` (2.5 s) for the
  log's lock, and a transaction left idle for 10 s is ended. And this terminal gives up on a
  statement whose answer has not come within its deadline (``bounded``): a relay or a server that
  went silent without closing, where no TCP timer ever fires because the other side's kernel still
  acknowledges, would otherwise leave it waiting for ever. At the deadline the connection's socket
  is shut down, so the wait ends at once as a lost link.
- **Passwords** are never written in a message (``redact``) nor taken from the command line: the
  terminal's passfile (``hall-server.pgpass`` in its data folder, 0600, libpq's own format), the
  environment (``$PGPASSWORD``) or ``hall-server.conf`` (0600).
- **A fault in the station's language.** libpq's English never reaches a Spanish line: the cause is
  one of a few words ("sin conexión", "tiempo de espera agotado", "permiso denegado", …), with the
  server's SQLSTATE code when it sent one.
"""

from __future__ import annotations

import heapq
import itertools
import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from hallstation.core.errors import QT_TRANSLATE_NOOP, Terms
from hallstation.store.eventlog import StoreError

CONNECT_TIMEOUT = 2  # seconds (libpq's least)
STATEMENT_S = 3.5  # this terminal's deadline for one statement (or one short group of them)
PING_S = 1.5  # the follower's deadline for its ping: a silent link is seen within about 2 s
LONG_S = 600.0  # a whole-log read or a copy: bounded too, by a longer deadline
LOCK_TIMEOUT_MS = 2500  # a writer waits this long for the log's lock, then is refused
STATEMENT_TIMEOUT_MS = 3000  # the server ends a statement that runs longer
IDLE_TX_TIMEOUT_MS = 10000  # the server ends a transaction left idle this long (a terminal gone mid-command)
PASSFILE = "hall-server.pgpass"
HALL_CA = "hall-ca.crt"  # the hall's own certificate authority, in a terminal's folder
# this terminal's own certificate (signed by the hall's CA) and its key: with the server's pg_hba
# ``clientcert=verify-full`` an account's password alone connects nothing (issue 20: a stolen
# password can neither stop the hall nor read it from another PC)
HALL_CLIENT_CERT, HALL_CLIENT_KEY = "hall-client.crt", "hall-client.key"

# What every connection asks of libpq (this terminal's socket) …
CONN_OPTIONS = {
    "connect_timeout": CONNECT_TIMEOUT,
    "keepalives": 1,
    "keepalives_idle": 1,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": 2000,
}
# … and of the server, for its side of the same connection
SESSION_SETTINGS = {
    "statement_timeout": STATEMENT_TIMEOUT_MS,
    "lock_timeout": LOCK_TIMEOUT_MS,
    "idle_in_transaction_session_timeout": IDLE_TX_TIMEOUT_MS,
    "tcp_keepalives_idle": 2,
    "tcp_keepalives_interval": 1,
    "tcp_keepalives_count": 3,
    "tcp_user_timeout": 3000,
}


def session_options(**override: Any) -> str:
    settings = {**SESSION_SETTINGS, **override}
    return " ".join(f"-c {k}={v}" for k, v in settings.items())


# ------------------------------------------------------------------ addresses and passwords
def is_url(text: str | None) -> bool:
    return bool(text) and str(text).startswith(("postgresql://", "postgres://"))


def redact(url: str) -> str:
    """The server's address without its password nor its options (for messages and the log)."""
    try:
        parts = urlsplit(url)
        netloc = parts.netloc
        if "@" in netloc:
            user, _, host = netloc.rpartition("@")
            netloc = f"{user.partition(':')[0]}@{host}"
        return urlunsplit((parts.scheme, netloc, parts.path, "", ""))
    except ValueError:
        return "postgresql://…"


def redact_text(text: str) -> str:
    """Whatever was given where an address was expected, safe to show: an address-like text loses
    its password and options (a mistyped scheme, ``postgresq://hall_writer:secret@…``, is never
    echoed with the secret); anything else is shown cut to 60 characters."""
    text = (text or "").strip()
    if "://" in text or "@" in text:
        scheme, sep, rest = text.partition("://")
        if not sep:
            scheme, rest = "", text
        rest = rest.split("?", 1)[0]
        if "@" in rest:
            user, _, host = rest.rpartition("@")
            rest = f"{user.partition(':')[0]}@{host}"
        return (f"{scheme}://" if sep else "") + rest
    return text if len(text) <= 60 else text[:59] + "…"


def has_password(url: str) -> bool:
    """Whether ``url`` carries a password (in its user part or as ``password=``)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    if parts.password:
        return True
    return any(k == "password" for k, _v in parse_qsl(parts.query, keep_blank_values=True))


def passfile(data_dir: Path | str | None) -> Path | None:
    """This terminal's passfile, when its folder has one."""
    if data_dir is None:
        return None
    p = Path(data_dir) / PASSFILE
    return p if p.is_file() else None


# ------------------------------------------------------------------ errors
class LinkError(StoreError):
    """The server cannot be reached: nothing was recorded (or, for a COMMIT already on its way, it is
    known once the server answers again)."""


class ServerDown(LinkError):
    """Nobody answers at the server's address (it is stopped, or the network is down): trying
    again later may work, unlike a refused account or a missing database."""


class NoLogYet(StoreError):
    """The hall's database holds no log yet (the hall has not been copied onto it)."""


class NotSetUp(NoLogYet):
    """The hall's database was not set up (``hallstation store setup``), or by an older HallStation."""


# The causes a fault is said with (context "Network"), never libpq's own words
NO_CONNECTION = QT_TRANSLATE_NOOP("Network", "no connection")
REFUSED = QT_TRANSLATE_NOOP("Network", "nobody answers at that address")
UNKNOWN_HOST = QT_TRANSLATE_NOOP("Network", "unknown server name")
TIMED_OUT = QT_TRANSLATE_NOOP("Network", "timed out")
CUT = QT_TRANSLATE_NOOP("Network", "the connection was cut")
DENIED = QT_TRANSLATE_NOOP("Network", "permission denied")
BUSY = QT_TRANSLATE_NOOP("Network", "the server is busy")
BAD_CERT = QT_TRANSLATE_NOOP("Network", "the server's certificate is not the hall's")
NO_TLS = QT_TRANSLATE_NOOP("Network", "the server does not offer TLS")
TOO_MANY = QT_TRANSLATE_NOOP("Network", "too many connections of this account")
NOT_ADMITTED = QT_TRANSLATE_NOOP("Network", "the server does not admit this PC (pg_hba.conf)")
NO_CLIENT_CERT = QT_TRANSLATE_NOOP(
    "Network", "this PC's certificate is missing or is not the hall's for this account (hall-client.crt and hall-client.key in its folder)")
SERVER_ERROR = QT_TRANSLATE_NOOP("Network", "server error")

_BY_TEXT = (  # (a piece of libpq's message, the cause), first match wins
    ("timeout expired", TIMED_OUT),
    ("timed out", TIMED_OUT),
    ("connection refused", REFUSED),
    ("could not translate host name", UNKNOWN_HOST),
    ("failed to resolve host", UNKNOWN_HOST),
    ("name or service not known", UNKNOWN_HOST),
    ("pg_hba.conf", NOT_ADMITTED),
    ("requires a valid client certificate", NO_CLIENT_CERT),  # the server asks each terminal for its own (clientcert)
    ("clientcert", NO_CLIENT_CERT),
    ("certificate authentication failed", NO_CLIENT_CERT),
    ("private key file", NO_CLIENT_CERT),
    ("certificate", BAD_CERT),
    ("does not match host name", BAD_CERT),
    ("server does not support ssl", NO_TLS),
    ("ssl", NO_TLS),
    ("too many connections", TOO_MANY),
    ("server closed the connection", CUT),
    ("connection is lost", CUT),
    ("consuming input failed", CUT),
    ("terminating connection", CUT),
    ("the connection is closed", CUT),
    ("no route to host", NO_CONNECTION),
    ("network is unreachable", NO_CONNECTION),
)


def cause(exc: BaseException | None, timed_out: bool = False) -> Terms:
    """What went wrong, as words the catalogue translates (and the server's SQLSTATE code);
    ``exc=None``: no connection."""
    if exc is None and not timed_out:
        return Terms("Network", (NO_CONNECTION,))
    if timed_out:
        return Terms("Network", (TIMED_OUT,))
    psycopg = _psycopg()
    errors = psycopg.errors
    code = getattr(exc, "sqlstate", None)
    for cls, word in (
        (errors.QueryCanceled, TIMED_OUT),
        (errors.IdleInTransactionSessionTimeout, TIMED_OUT),
        (errors.LockNotAvailable, BUSY),
        (errors.InsufficientPrivilege, DENIED),
        (errors.ReadOnlySqlTransaction, DENIED),
        (errors.TooManyConnections, TOO_MANY),
        (errors.AdminShutdown, CUT),
    ):
        if isinstance(exc, cls):
            return Terms("Network", (word,))
    text = str(exc or "").lower()
    for piece, word in _BY_TEXT:
        if piece in text:
            return Terms("Network", (word,))
    if code:
        return Terms("Network", (SERVER_ERROR, f"SQLSTATE {code}"), sep=" ")
    if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
        return Terms("Network", (NO_CONNECTION,))
    return Terms("Network", (SERVER_ERROR,))


def _psycopg():
    import psycopg

    return psycopg


def link_error(exc: BaseException, server: str, timed_out: bool = False) -> StoreError:
    """A psycopg fault as one line for the operator (nothing was recorded)."""
    psycopg = _psycopg()
    errors = psycopg.errors
    if timed_out:
        return LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=server, detail=cause(exc, True))
    if isinstance(exc, (errors.InsufficientPrivilege, errors.ReadOnlySqlTransaction)):
        return StoreError("This terminal's server account can only read the hall's log: nothing can be recorded from it")
    if isinstance(exc, errors.UniqueViolation):
        return StoreError("The server has already recorded this command once: it is not recorded twice")
    if isinstance(exc, errors.LockNotAvailable):
        return StoreError(
            "The hall's server is busy: another terminal's command has held the log for more than {seconds} s. Nothing was recorded; try again",
            seconds=LOCK_TIMEOUT_MS / 1000,
        )
    if isinstance(exc, errors.QueryCanceled):
        return StoreError("The hall's server did not answer in time: nothing was recorded ({detail})", detail=cause(exc))
    if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
        return LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=server, detail=cause(exc))
    return StoreError("The hall's server refused the command ({detail})", detail=cause(exc))


def connect_one(url: str, server: str | None = None, data_dir: Path | str | None = None, password: str | None = None, **settings: Any):
    """A connection to one server of the hall (autocommit), with the link's timeouts on both sides;
    the password from ``url``, ``password``, the terminal's passfile in ``data_dir`` or the
    environment; the hall's own CA (``hall-ca.crt`` in ``data_dir``) checks the server's certificate
    when the address names none (``sslmode=verify-full``). ``settings`` override the server's
    session settings (e.g. ``idle_in_transaction_session_timeout=0``). The hall's connection — its
    primary among several hosts — is ``failover.connect``, which calls this for each host."""
    psycopg = _psycopg()
    where = server or redact(url)
    extra: dict[str, Any] = {}
    pf = passfile(data_dir)
    if pf is not None:
        extra["passfile"] = str(pf)
    if password is not None:
        extra["password"] = password
    ca = Path(data_dir) / HALL_CA if data_dir is not None else None
    if ca is not None and ca.is_file() and "sslrootcert" not in url:
        extra["sslrootcert"] = str(ca)
        if "sslmode" not in url:
            extra["sslmode"] = "verify-full"
    cert = Path(data_dir) / HALL_CLIENT_CERT if data_dir is not None else None
    if cert is not None and cert.is_file() and "sslcert" not in url:
        extra["sslcert"], extra["sslkey"] = str(cert), str(cert.with_name(HALL_CLIENT_KEY))
    try:
        return psycopg.connect(
            url, autocommit=True, application_name="hallstation", options=session_options(**settings), **CONN_OPTIONS, **extra
        )
    except psycopg.Error as exc:
        errors = psycopg.errors
        text = str(exc).lower()
        if isinstance(exc, (errors.InvalidPassword,)) or "password authentication failed" in text or (
            "role" in text and "does not exist" in text
        ) or "no password supplied" in text:
            raise LinkError("The hall's server {server} refused this terminal's account (user or password wrong)", server=where) from None
        if isinstance(exc, errors.InvalidCatalogName) or ("database" in text and "does not exist" in text):
            raise LinkError("The hall's server {server} has no such database", server=where) from None
        detail = cause(exc)
        if detail[0] in (NOT_ADMITTED, TOO_MANY, BAD_CERT, NO_TLS, NO_CLIENT_CERT):
            raise LinkError("The hall's server {server} refused the connection ({detail})", server=where, detail=detail) from None
        raise ServerDown("No connection to the server {server} ({detail})", server=where, detail=detail) from None


# ------------------------------------------------------------------ deadlines
class Armed:
    """One statement's deadline (``bounded``): ``fired`` once it was given up."""

    __slots__ = ("conn", "at", "fired", "done")

    def __init__(self, conn: Any, at: float) -> None:
        self.conn, self.at, self.fired, self.done = conn, at, False, False


class Watchdog:
    """One thread for the whole process that ends every statement still waiting at its deadline:
    it shuts the connection's socket down (both ways), which wakes libpq's wait with a lost link.
    Arming and disarming cost a lock and a heap push; the thread sleeps until the next deadline."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._heap: list[tuple[float, int, Armed]] = []
        self._ids = itertools.count()
        self._thread: threading.Thread | None = None

    def arm(self, conn: Any, seconds: float) -> Armed:
        a = Armed(conn, time.monotonic() + seconds)
        with self._cv:
            first = not self._heap or a.at < self._heap[0][0]
            heapq.heappush(self._heap, (a.at, next(self._ids), a))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="hallstation-deadlines", daemon=True)
                self._thread.start()
            elif first:
                self._cv.notify()
        return a

    def disarm(self, a: Armed) -> bool:
        """Done with it; True when its deadline had fired."""
        with self._cv:
            a.done = True
            return a.fired

    def _run(self) -> None:
        with self._cv:
            while True:
                now = time.monotonic()
                while self._heap and (self._heap[0][2].done or self._heap[0][0] <= now):
                    _at, _n, a = heapq.heappop(self._heap)
                    if not a.done:
                        a.fired = True
                        sever(a.conn)
                self._cv.wait(self._heap[0][0] - now if self._heap else None)


WATCHDOG = Watchdog()


def sever(conn: Any) -> None:
    """Shut the connection's socket down both ways: a wait on it ends at once (a lost link)."""
    try:
        fd = conn.pgconn.socket
    except Exception:  # noqa: BLE001 - closed already
        return
    try:
        s = socket.socket(fileno=os.dup(fd))
    except OSError:
        return
    try:
        s.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        s.close()


@contextmanager
def bounded(conn: Any, seconds: float = STATEMENT_S) -> Iterator[Armed]:
    """The statements run inside are given up after ``seconds`` (the link then counts as lost)."""
    a = WATCHDOG.arm(conn, seconds)
    try:
        yield a
    finally:
        WATCHDOG.disarm(a)
