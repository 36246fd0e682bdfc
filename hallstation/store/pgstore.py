"""The hall's log on a PostgreSQL server (psycopg 3): one log, many terminals on the hall's network.

The same rows as the SQLite file — sequence number, time, type, actor, data, the chain's previous
hash, the row's hash and its seal under the hall's log key — the same schema version, the same
verification (``LogStore.verify``). What the network adds:

- **Serialised appends.** A write transaction takes a transaction-scoped advisory lock
  (``pg_advisory_xact_lock``) before it reads the head, so terminals on different PCs append one at
  a time, each after folding what the others appended (catch-up-then-decide, ``Station.transaction``).
- **Idempotency.** Each write transaction carries a key of its own on its first row (a UNIQUE
  column): the server never records one command twice. When the link drops while COMMIT is on its
  way, the terminal asks for the key once the server answers again: the command was committed once,
  or not at all.
- **Notifications.** A commit sends ``NOTIFY hallstation_log, 'SEQ:HEAD'``: every terminal that
  LISTENs wakes and folds what it has not seen (``gui/follow.py``).
- **Witnesses.** Every terminal keeps its own keyed mark of the highest (seq, head) it has seen
  (``witness-….mark`` in its folder). A server log shorter than that, or with another row there, is
  reported, and not followed. The server also keeps the keyed mark of its last commit (``hs_mark``).
- **The caller's lock** is a session-level advisory lock, held on a connection of its own for as long
  as the caller station runs: the server drops it when that connection ends, however it ends.
- **Faults.** A lost link is one clear ``LinkError`` ("sin conexión con el servidor"); nothing is
  half-done (a transaction that did not commit left nothing on the server).

The key is never on the server: each writer terminal keeps the hall's ``secret.key`` in its folder.
A display terminal connects through a role that can only read and needs no key (it checks the links
and hashes; the seals only where the key is present).
"""

from __future__ import annotations

import hmac
import json
import os
import socket
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.store import keys
from hallstation.store.eventlog import (
    GENESIS,
    SCHEMA_VERSION,
    LogStore,
    StoredEvent,
    StoreError,
    VerifyResult,
    mark_seal,
    utc_now,
)

EVENTS, META, MARK, CALLER = "hs_events", "hs_meta", "hs_mark", "hs_caller"
CHANNEL = "hallstation_log"
APPEND_LOCK = 0x48534C4F47  # "HSLOG": the appends, one transaction at a time
DRIVE_LOCK = 0x48534452  # "HSDR": the caller station that draws
CONNECT_TIMEOUT = 2  # seconds; the link's keepalives tell a dead server within about 2 s
TERMINAL_KEY = "terminal.key"
_KEY_ID_LABEL = b"hallstation/hall-key-id/v1"


def key_id(key: bytes) -> str:
    """What the server keeps of the hall's key: a keyed fingerprint (it tells a wrong key file at a
    terminal, and reveals nothing of the key)."""
    return hmac.new(key, _KEY_ID_LABEL, "sha256").hexdigest()[:32]

# Every connection: give up connecting after 2 s; TCP keepalives and a user timeout so a link that
# went silent (a cable pulled) fails within about 2 s instead of hanging.
CONN_OPTIONS = {
    "connect_timeout": CONNECT_TIMEOUT,
    "keepalives": 1,
    "keepalives_idle": 1,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": 2000,
}

SCHEMA_SQL = f"""
CREATE TABLE IF NOT EXISTS {META} (name text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS {EVENTS} (
    seq bigint PRIMARY KEY,
    ts text NOT NULL,
    type text NOT NULL,
    actor text NOT NULL,
    data text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    mac text NOT NULL,
    idem text UNIQUE
);
CREATE INDEX IF NOT EXISTS hs_events_type ON {EVENTS} (type);
CREATE TABLE IF NOT EXISTS {MARK} (id int PRIMARY KEY CHECK (id = 1), seq bigint NOT NULL, head text NOT NULL, mac text NOT NULL);
CREATE TABLE IF NOT EXISTS {CALLER} (id int PRIMARY KEY CHECK (id = 1), host text NOT NULL, pid int NOT NULL, since text NOT NULL);
CREATE OR REPLACE FUNCTION hs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'the hall''s event log is append-only'; END $$;
DROP TRIGGER IF EXISTS hs_events_append_only ON {EVENTS};
CREATE TRIGGER hs_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON {EVENTS}
    FOR EACH STATEMENT EXECUTE FUNCTION hs_append_only();
"""


def role_sql(writer: str, display: str) -> str:
    """What the hall's administrator runs in the hall's database (owned by ``writer``) so that the
    tables the first writer terminal creates can be read by the ``display`` role, and only read."""
    return (
        f"GRANT USAGE ON SCHEMA public TO {display};\n"
        f"ALTER DEFAULT PRIVILEGES FOR ROLE {writer} IN SCHEMA public GRANT SELECT ON TABLES TO {display};\n"
        f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {display};\n"
    )


def is_url(text: str | None) -> bool:
    return bool(text) and str(text).startswith(("postgresql://", "postgres://"))


def redact(url: str) -> str:
    """The server's address without its password (for messages and the log)."""
    try:
        parts = urlsplit(url)
        netloc = parts.netloc
        if "@" in netloc:
            user, _, host = netloc.rpartition("@")
            netloc = f"{user.partition(':')[0]}@{host}"
        return urlunsplit((parts.scheme, netloc, parts.path, "", ""))
    except ValueError:
        return "postgresql://…"


class LinkError(StoreError):
    """The server cannot be reached: nothing was recorded (or, for a COMMIT already on its way, it is
    known once the server answers again)."""


class ServerDown(LinkError):
    """Nobody answers at the server's address (it is stopped, or the network is down): trying
    again later may work, unlike a refused account or a missing database."""


class NoLogYet(StoreError):
    """The hall's database holds no log yet (the caller station has not started on it)."""


def _psycopg():
    import psycopg

    return psycopg


def link_error(exc: BaseException, server: str) -> StoreError:
    psycopg = _psycopg()
    if isinstance(exc, psycopg.errors.InsufficientPrivilege):
        return StoreError("This terminal's server account can only read the hall's log: nothing can be recorded from it")
    if isinstance(exc, psycopg.errors.UniqueViolation):
        return StoreError("The server has already recorded this command once: it is not recorded twice")
    if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
        detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=server, detail=detail)
    return StoreError("The hall's server refused the command ({detail})", detail=str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)


def connect(url: str, server: str | None = None):
    psycopg = _psycopg()
    try:
        return psycopg.connect(url, autocommit=True, application_name="hallstation", **CONN_OPTIONS)
    except psycopg.Error as exc:
        text = str(exc).strip().splitlines()
        detail = text[0] if text else type(exc).__name__
        if "password authentication failed" in detail or "role" in detail and "does not exist" in detail:
            raise LinkError("The hall's server {server} refused this terminal's account (user or password wrong)", server=server or redact(url)) from None
        if "database" in detail and "does not exist" in detail:
            raise LinkError("The hall's server {server} has no such database", server=server or redact(url)) from None
        raise ServerDown("No connection to the server {server} ({detail})", server=server or redact(url), detail=detail) from None


class PgStore(LogStore):
    """The hall's log in a PostgreSQL database. ``data_dir`` is this terminal's own folder: the
    hall's key (writers), its witness mark."""

    def __init__(
        self,
        url: str,
        data_dir: Path | str,
        clock: Callable[[], str] = utc_now,
        key: bytes | None = None,
        read_only: bool = False,
    ) -> None:
        self.url = url
        self.location = redact(url)
        self.data_dir = Path(data_dir)
        self._init_common(clock, read_only)
        self.online = True
        self.in_doubt: str | None = None  # the idempotency key of a COMMIT whose answer was lost
        self.conn = connect(url, self.location)
        with self._guard():
            self._open_schema()
            seq, _head = self.head()
        self.key = key if key is not None else self._load_key(has_rows=seq > 0)
        self._key_checked = False
        if self.key is not None:
            self._check_key_id(self._meta().get("key_id"))
        self._witness_key = self.key if self.key is not None else self._terminal_key()
        self._last_seq, self._last_hash = self.head()

    # ------------------------------------------------------------ the link
    @property
    def networked(self) -> bool:
        return True

    @contextmanager
    def _guard(self) -> Iterator[None]:
        psycopg = _psycopg()
        if self._tx is None and (not self.online or self.conn.closed):
            self._ensure_link()  # outside a transaction a lost link is brought back first
        try:
            yield
        except psycopg.Error as exc:
            err = link_error(exc, self.location)
            if isinstance(err, LinkError):
                self.online = False
            raise err from None

    def reconnect(self) -> bool:
        """Open a new connection when the link was lost; True when the server answers."""
        try:
            if not self.conn.closed:
                self.conn.execute("SELECT 1")
                self.online = True
                return True
        except Exception:  # noqa: BLE001 - a broken connection raises whatever it raises
            pass
        try:
            self.conn.close()
        except Exception:  # noqa: BLE001
            pass
        try:
            self.conn = connect(self.url, self.location)
        except StoreError:
            self.online = False
            return False
        self.online = True
        self._tx = None
        return True

    def _ensure_link(self) -> None:
        if not self.online or getattr(self, "conn", None) is None or self.conn.closed:
            if not self.reconnect():
                raise LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=self.location, detail="sin respuesta")

    def ping(self) -> bool:
        try:
            self._ensure_link()
            with self._guard():
                self.conn.execute("SELECT 1")
            return True
        except StoreError:
            return False

    # ------------------------------------------------------------ schema
    def _open_schema(self) -> None:
        c = self.conn
        have = c.execute("SELECT to_regclass(%s) IS NOT NULL", [EVENTS]).fetchone()[0]
        if not have:
            if self.read_only:
                raise NoLogYet(
                    "The hall's database on {server} holds no log yet: start the caller station on it first",
                    server=self.location,
                )
            c.execute("BEGIN")
            try:
                c.execute("SELECT pg_advisory_xact_lock(%s)", [APPEND_LOCK])
                c.execute(SCHEMA_SQL)
                c.execute(
                    f"INSERT INTO {META} (name, value) VALUES ('schema_version', %s), ('hall_id', %s) ON CONFLICT (name) DO NOTHING",
                    [str(SCHEMA_VERSION), uuid.uuid4().hex],
                )
                c.execute("COMMIT")
            except BaseException:
                c.execute("ROLLBACK")
                raise
        if not c.execute("SELECT to_regclass(%s) IS NOT NULL", [META]).fetchone()[0]:
            raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=self.location)
        meta = dict(c.execute(f"SELECT name, value FROM {META}").fetchall())
        version = int(meta.get("schema_version", "0"))
        if version > SCHEMA_VERSION:
            raise StoreError(
                "The database {path} was written by a newer HallStation (schema {version}; this one reads up to {mine}): update the station",
                path=self.location, version=version, mine=SCHEMA_VERSION,
            )
        if version < 1 or "hall_id" not in meta:
            raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=self.location)
        self.hall_id = meta["hall_id"]

    @property
    def user_version(self) -> int:
        return SCHEMA_VERSION

    def _meta(self) -> dict[str, str]:
        with self._guard():
            return dict(self.conn.execute(f"SELECT name, value FROM {META}").fetchall())

    def _check_key_id(self, known: str | None) -> None:
        if known is None or self.key is None:
            return
        if not hmac.compare_digest(known, key_id(self.key)):
            raise StoreError(
                "The key in {folder} is not the hall's: the log on {server} was sealed with another secret.key. "
                "Copy the hall's secret.key from the caller PC's folder (or the backup)",
                folder=str(self.data_dir), server=self.location,
            )
        self._key_checked = True

    def claim_key(self) -> None:
        """Inside the open transaction: record the hall's key fingerprint when the log has none
        (its first writer), else check this terminal's key against it. Two terminals that each made
        a key for an empty hall cannot both write: the second is refused."""
        if self._key_checked or self.key is None:
            return
        self.conn.execute(f"INSERT INTO {META} (name, value) VALUES ('key_id', %s) ON CONFLICT (name) DO NOTHING", [key_id(self.key)])
        self._check_key_id(self.conn.execute(f"SELECT value FROM {META} WHERE name = 'key_id'").fetchone()[0])

    def _load_key(self, has_rows: bool) -> bytes | None:
        path = keys.secret_path(self.data_dir)
        try:
            return keys.log_key(keys._read_secret(path))
        except FileNotFoundError:
            pass
        if self.read_only:
            return None  # a display: the links and hashes are checked, the seals cannot be
        if has_rows:
            raise StoreError(
                "This terminal does not have the hall's key: copy secret.key from the caller PC's folder (or the backup) into {folder}",
                folder=str(self.data_dir),
            )
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        return keys.log_key(keys.load_or_create_secret(self.data_dir))

    def _terminal_key(self) -> bytes:
        """A display terminal's own key, for its witness mark only (never the hall's key)."""
        path = self.data_dir / TERMINAL_KEY
        try:
            return keys._read_secret(path)
        except FileNotFoundError:
            self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
            keys._create_secret(path)
            return keys._read_secret(path)

    # ------------------------------------------------------------ transactions
    def begin(self) -> None:
        if self._tx is not None:
            raise RuntimeError("a write transaction is already open")
        if self.read_only:
            raise StoreError("This terminal's server account can only read the hall's log: nothing can be recorded from it")
        self._ensure_link()
        with self._guard():
            self.conn.execute("BEGIN")
            try:
                self.conn.execute("SELECT pg_advisory_xact_lock(%s)", [APPEND_LOCK])
                self.claim_key()
                seq, prev = self.head()
            except BaseException:
                self.rollback()
                raise
        self._tx = {"seq": seq, "prev": prev, "pending": [], "idem": uuid.uuid4().hex, "idem_used": False}

    def head(self) -> tuple[int, str]:
        with self._guard():
            last = self.conn.execute(f"SELECT seq, hash FROM {EVENTS} ORDER BY seq DESC LIMIT 1").fetchone()
        return (last[0], last[1]) if last else (0, GENESIS)

    def _insert_rows(self, rows: list[tuple]) -> None:
        tx = self._tx
        assert tx is not None
        out = []
        for r in rows:
            idem = None
            if not tx["idem_used"]:
                idem, tx["idem_used"] = tx["idem"], True
            out.append((*r, idem))
        with self._guard():
            with self.conn.cursor() as cur:
                cur.executemany(
                    f"INSERT INTO {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac, idem) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                    out,
                )

    def commit(self) -> None:
        tx = self._tx
        if tx is None:
            raise RuntimeError("commit outside a write transaction")
        psycopg = _psycopg()
        try:
            with self._guard():
                if tx["pending"]:
                    seq, head = tx["seq"], tx["prev"]
                    self.conn.execute(
                        f"INSERT INTO {MARK} (id, seq, head, mac) VALUES (1, %s, %s, %s) "
                        "ON CONFLICT (id) DO UPDATE SET seq = EXCLUDED.seq, head = EXCLUDED.head, mac = EXCLUDED.mac",
                        [seq, head, mark_seal(self.key, seq, head) if self.key else ""],
                    )
                    self.conn.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{seq}:{head}"])
                if self.before_commit is not None and tx["pending"]:
                    self.before_commit(tx["pending"])
                try:
                    self.conn.execute("COMMIT")
                except (psycopg.OperationalError, psycopg.InterfaceError):
                    if tx["pending"] and self._committed_after_all(tx["idem"]):
                        self._tx = None
                        self._done(tx)
                        return
                    raise
        except BaseException:
            self._tx = None
            try:
                if not self.conn.closed and self.conn.info.transaction_status != 0:  # not IDLE
                    self.conn.execute("ROLLBACK")
            except Exception:  # noqa: BLE001 - a broken link: the server rolls back by itself
                pass
            raise
        self._tx = None
        self._done(tx)

    def _done(self, tx: dict[str, Any]) -> None:
        self._last_seq, self._last_hash = tx["seq"], tx["prev"]
        self.in_doubt = None
        if tx["pending"]:
            try:
                self.witness(tx["seq"], tx["prev"])
                self.mark_fault = None
            except StoreError as exc:
                self.mark_fault = exc

    def _committed_after_all(self, idem: str) -> bool:
        """The link dropped while COMMIT was on its way: ask the server (on a new connection) whether
        this transaction's key is recorded. Unanswerable: the command is in doubt until the link is
        back; the follower then folds it if it was committed."""
        self.in_doubt = idem
        if not self.reconnect():
            return False
        try:
            got = self.conn.execute(f"SELECT 1 FROM {EVENTS} WHERE idem = %s", [idem]).fetchone()
        except Exception:  # noqa: BLE001
            self.online = False
            return False
        self.in_doubt = None
        return got is not None

    def is_recorded(self, idem: str) -> bool:
        with self._guard():
            return self.conn.execute(f"SELECT 1 FROM {EVENTS} WHERE idem = %s", [idem]).fetchone() is not None

    def rollback(self) -> None:
        self._tx = None
        try:
            if not self.conn.closed and self.conn.info.transaction_status != 0:
                self.conn.execute("ROLLBACK")
        except Exception:  # noqa: BLE001 - the link is gone: the server rolled back by itself
            pass

    def data_version(self) -> int:
        """The last sequence number on the server (a follower that cannot LISTEN polls this)."""
        return self.head()[0]

    # ------------------------------------------------------------ reading
    def read(self, after: int = 0, types: tuple[str, ...] | None = None, upto: int | None = None) -> Iterator[StoredEvent]:
        sql = f"SELECT seq, ts, type, actor, data, hash FROM {EVENTS} WHERE seq > %s"
        params: list[Any] = [after]
        if upto is not None:
            sql += " AND seq <= %s"
            params.append(upto)
        if types:
            sql += " AND type = ANY(%s)"
            params.append(list(types))
        sql += " ORDER BY seq"
        with self._guard():
            rows = self.conn.execute(sql, params).fetchall()
        loads = json.loads
        for seq, ts, etype, actor, data, h in rows:
            yield StoredEvent(seq, ts, etype, actor, loads(data), h)

    def _rows(self, upto: int | None = None, batch: int = 20_000) -> Iterator[tuple]:
        sql = f"SELECT seq, ts, type, actor, data, prev_hash, hash, mac FROM {EVENTS}"
        params: list[Any] = []
        if upto is not None:
            sql += " WHERE seq <= %s"
            params.append(upto)
        with self._guard():
            cur = self.conn.cursor()
            cur.execute(sql + " ORDER BY seq", params)  # one query; the rows are handed out in batches
        while True:
            with self._guard():
                rows = cur.fetchmany(batch)
            yield from rows
            if len(rows) < batch:
                cur.close()
                return

    def _hash_at(self, seq: int) -> str | None:
        with self._guard():
            got = self.conn.execute(f"SELECT hash FROM {EVENTS} WHERE seq = %s", [seq]).fetchone()
        return got[0] if got else None

    def _check_mark(self, rows: int, prev: str, sealed: bool) -> VerifyResult | None:
        with self._guard():
            got = self.conn.execute(f"SELECT seq, head, mac FROM {MARK} WHERE id = 1").fetchone()
        if got is not None and self.key is not None:
            mark = {"seq": got[0], "head": got[1], "mac": got[2]}
            if not hmac.compare_digest(mark["mac"], mark_seal(self.key, mark["seq"], mark["head"])):
                return VerifyResult(False, rows, None, QT_TRANSLATE_NOOP("Cli", "the high-water mark {path} is damaged or was not written with the installation's key"), {"path": f"{self.location} ({MARK})"}, prev, sealed)
            bad = self._check_marked_row(mark, rows, prev, sealed, MARK)
            if bad is not None:
                return bad
        return self.witness_problem(rows, prev)

    # ------------------------------------------------------------ this terminal as a witness
    @property
    def witness_path(self) -> Path:
        return self.data_dir / f"witness-{self.hall_id[:16]}.mark"

    def read_witness(self) -> dict[str, Any] | None:
        try:
            d = json.loads(self.witness_path.read_text(encoding="utf-8"))
            mark = {"seq": int(d["seq"]), "head": str(d["head"]), "mac": str(d["mac"])}
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError):
            return {"seq": -1, "head": "", "mac": ""}
        return mark

    def witness(self, seq: int, head: str) -> None:
        """Move this terminal's mark forward to (seq, head) — never back."""
        cur = self.read_witness()
        if cur is not None and cur["seq"] >= seq and self._witness_ok(cur):
            return
        from hallstation.store.eventlog import write_small_file

        body = json.dumps({"seq": seq, "head": head, "mac": mark_seal(self._witness_key, seq, head), "server": self.location})
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
            write_small_file(self.witness_path, body.encode("utf-8"))
        except OSError as exc:
            from hallstation.store.eventlog import write_fault

            raise write_fault(exc) from None

    def _witness_ok(self, mark: dict[str, Any]) -> bool:
        return hmac.compare_digest(mark["mac"], mark_seal(self._witness_key, mark["seq"], mark["head"]))

    def witness_problem(self, rows: int | None = None, prev: str = GENESIS) -> VerifyResult | None:
        """The server's log against what this terminal has seen: shorter, or another row there."""
        mark = self.read_witness()
        if mark is None:
            return None
        if not self._witness_ok(mark):
            return VerifyResult(False, rows or 0, None, QT_TRANSLATE_NOOP("Cli", "this terminal's witness mark {path} is damaged"), {"path": str(self.witness_path)}, prev)
        with self._guard():
            last, there = self.conn.execute(
                f"SELECT (SELECT max(seq) FROM {EVENTS}), (SELECT hash FROM {EVENTS} WHERE seq = %s)", [mark["seq"]]
            ).fetchone()
        last = last or 0
        if last < mark["seq"]:
            return VerifyResult(
                False, last, last + 1,
                QT_TRANSLATE_NOOP("Cli", "the server's log is shorter than this terminal has seen: {missing} rows are missing after row {rows} (this terminal saw {mark})"),
                {"missing": mark["seq"] - last, "rows": last, "mark": mark["seq"]}, prev,
            )
        if mark["seq"] > 0 and there != mark["head"]:
            return VerifyResult(
                False, last, mark["seq"],
                QT_TRANSLATE_NOOP("Cli", "the server's log disagrees with what this terminal has seen: its row is not the one seen here (the log was rewritten)"),
                head=prev,
            )
        return None

    # ------------------------------------------------------------ copies
    def backup(self, suffix: str = ".bak", dest: Path | None = None) -> Path:
        """A consistent SQLite copy of the server's log (the rows as they are, seals included)."""
        if dest is None:
            raise StoreError("A copy of the server's log needs a destination folder")
        from hallstation.store.copy import rows_to_sqlite

        rows_to_sqlite(self, Path(dest))
        return Path(dest)

    def drive_lock(self) -> "PgDriveLock":
        return PgDriveLock(self.url, self.location)

    def close(self) -> None:
        try:
            self.conn.close()
        except Exception:  # noqa: BLE001
            pass


class PgDriveLock:
    """The caller's lock of a PostgreSQL hall: a session-level advisory lock on a connection of its
    own, and who holds it (host, process, since) in ``hs_caller``."""

    def __init__(self, url: str, server: str) -> None:
        self.url = url
        self.server = server
        self._conn = None

    @property
    def held(self) -> bool:
        return self._conn is not None and not self._conn.closed

    def acquire(self):
        from hallstation.services.drive_lock import Holder

        psycopg = _psycopg()
        if self._conn is not None:
            try:
                self._conn.execute("SELECT 1")
                return None
            except psycopg.Error:
                self._drop()
        conn = connect(self.url, self.server)
        try:
            if not conn.execute("SELECT pg_try_advisory_lock(%s)", [DRIVE_LOCK]).fetchone()[0]:
                got = conn.execute(f"SELECT host, pid, since FROM {CALLER} WHERE id = 1").fetchone()
                conn.close()
                return Holder(*got) if got else Holder("?", 0, "")
            conn.execute(
                f"INSERT INTO {CALLER} (id, host, pid, since) VALUES (1, %s, %s, %s) "
                "ON CONFLICT (id) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid, since = EXCLUDED.since",
                [socket.gethostname(), os.getpid(), datetime.now(timezone.utc).isoformat(timespec="seconds")],
            )
        except psycopg.Error as exc:
            conn.close()
            raise link_error(exc, self.server) from None
        self._conn = conn
        return None

    def _drop(self) -> None:
        try:
            if self._conn is not None:
                self._conn.close()
        except Exception:  # noqa: BLE001
            pass
        self._conn = None

    def release(self) -> None:
        if self._conn is None:
            return
        try:
            self._conn.execute("SELECT pg_advisory_unlock(%s)", [DRIVE_LOCK])
        except Exception:  # noqa: BLE001 - a lost link released it already
            pass
        self._drop()
