"""The event log: one SQLite file through sqlite-utils, every state change an appended event.

- One transaction per command (``append``), WAL journal, ``synchronous=FULL``: when ``append``
  returns, the events are on disk; only then may anything show them.
- Each row carries the SHA-256 of its content chained to the previous row's hash, so editing,
  deleting or inserting a row breaks the chain; ``verify`` names the first bad row.
- The schema version lives in ``PRAGMA user_version``; migrations run in one transaction after a
  backup copy of the file.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import sqlite_utils

from hallstation.core.errors import QT_TRANSLATE_NOOP

DB_NAME = "hallstation.sqlite3"
GENESIS = "0" * 64
SCHEMA_VERSION = 1


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def row_hash(prev: str, seq: int, ts: str, etype: str, actor: str, data_json: str) -> str:
    h = hashlib.sha256()
    h.update(canonical([prev, seq, ts, etype, actor, data_json]).encode("utf-8"))
    return h.hexdigest()


def utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


@dataclass(frozen=True)
class StoredEvent:
    seq: int
    ts: str
    type: str
    actor: str
    data: dict[str, Any]
    hash: str


@dataclass(frozen=True)
class VerifyResult:
    ok: bool
    rows: int
    first_bad: int | None = None
    reason: str = ""


def _migration_1(db: sqlite_utils.Database) -> None:
    db["events"].create(
        {
            "seq": int,
            "ts": str,
            "type": str,
            "actor": str,
            "data": str,
            "prev_hash": str,
            "hash": str,
        },
        pk="seq",
        not_null={"ts", "type", "actor", "data", "prev_hash", "hash"},
    )
    db["events"].create_index(["type"])


# Numbered migrations: MIGRATIONS[i] takes the schema from version i to i + 1.
MIGRATIONS: list[Callable[[sqlite_utils.Database], None]] = [_migration_1]


class EventStore:
    """The append-only, hash-chained event log of one station."""

    def __init__(self, path: Path | str, clock: Callable[[], str] = utc_now) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.clock = clock
        # Test seam: called inside the open transaction just before COMMIT (crash tests).
        self.before_commit: Callable[[list[tuple[str, dict[str, Any]]]], None] | None = None
        self._tx: dict[str, Any] | None = None
        conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False, timeout=15)
        self.db = sqlite_utils.Database(conn)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.migrate()
        self._last_seq, self._last_hash = self.head()

    # ------------------------------------------------------------ schema
    @property
    def user_version(self) -> int:
        return self.db.execute("PRAGMA user_version").fetchone()[0]

    def migrate(self, migrations: list[Callable[[sqlite_utils.Database], None]] | None = None) -> None:
        migrations = MIGRATIONS if migrations is None else migrations
        version = self.user_version
        if version > len(migrations):
            raise RuntimeError(
                f"The database {self.path} has schema {version}, newer than this program ({len(migrations)})"
            )
        if version == len(migrations):
            return
        if version > 0:
            self.backup(suffix=f".v{version}.bak")
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for i in range(version, len(migrations)):
                migrations[i](self.db)
            self.db.execute(f"PRAGMA user_version = {len(migrations)}")
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def backup(self, suffix: str = ".bak") -> Path:
        """A consistent copy of the database beside it (SQLite's online backup)."""
        dest = self.path.with_name(self.path.name + suffix)
        if dest.exists():
            dest.unlink()
        target = sqlite3.connect(str(dest))
        try:
            self.db.conn.backup(target)
        finally:
            target.close()
        return dest

    # ------------------------------------------------------------ events
    # One write transaction at a time per file (SQLite's write lock, taken with BEGIN IMMEDIATE):
    # ``begin`` takes the lock and reads the chain's head as it is on disk — another process may
    # have appended since — ``insert`` adds rows after it, ``commit`` makes them durable. Between
    # ``begin`` and ``commit`` the caller folds what others appended and decides on the whole log
    # (catch-up-then-decide, ``Station.transaction``).
    @property
    def in_transaction(self) -> bool:
        return self._tx is not None

    def begin(self) -> None:
        if self._tx is not None:
            raise RuntimeError("a write transaction is already open")
        conn = self.db.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            seq, prev = self.head()
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        self._tx = {"seq": seq, "prev": prev, "pending": []}

    def head(self) -> tuple[int, str]:
        """The last row's sequence number and hash, as they are on disk now."""
        last = self.db.conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
        return (last[0], last[1]) if last else (0, GENESIS)

    def insert(self, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        """Add rows inside the open transaction (visible to this connection until ``commit``)."""
        tx = self._tx
        if tx is None:
            raise RuntimeError("insert outside a write transaction")
        conn = self.db.conn
        seq, prev = tx["seq"], tx["prev"]
        out: list[StoredEvent] = []
        for etype, data in events:
            seq += 1
            ts = self.clock()
            data_json = canonical(data)
            h = row_hash(prev, seq, ts, etype, actor, data_json)
            conn.execute(
                "INSERT INTO events (seq, ts, type, actor, data, prev_hash, hash) VALUES (?,?,?,?,?,?,?)",
                (seq, ts, etype, actor, data_json, prev, h),
            )
            out.append(StoredEvent(seq, ts, etype, actor, data, h))
            prev = h
        tx["seq"], tx["prev"] = seq, prev
        tx["pending"].extend(events)
        return out

    def commit(self) -> None:
        tx = self._tx
        if tx is None:
            raise RuntimeError("commit outside a write transaction")
        try:
            if self.before_commit is not None and tx["pending"]:
                self.before_commit(tx["pending"])
            self.db.conn.execute("COMMIT")
        except BaseException:
            self.rollback()
            raise
        self._tx = None
        self._last_seq, self._last_hash = tx["seq"], tx["prev"]

    def rollback(self) -> None:
        self._tx = None
        conn = self.db.conn
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    def append(self, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        """Append events in one committed transaction; returns them as stored."""
        if not events:
            return []
        self.begin()
        try:
            out = self.insert(events, actor)
        except BaseException:
            self.rollback()
            raise
        self.commit()
        return out

    def data_version(self) -> int:
        """Changes when another connection commits to the file (SQLite's ``PRAGMA data_version``):
        a cheap way for a follower to know there is news."""
        return self.db.conn.execute("PRAGMA data_version").fetchone()[0]

    def __iter__(self) -> Iterator[StoredEvent]:
        return self.read()

    def read(self, after: int = 0, types: tuple[str, ...] | None = None, upto: int | None = None) -> Iterator[StoredEvent]:
        sql = "SELECT seq, ts, type, actor, data, hash FROM events WHERE seq > ?"
        params: list[Any] = [after]
        if upto is not None:
            sql += " AND seq <= ?"
            params.append(upto)
        if types:
            sql += f" AND type IN ({','.join('?' * len(types))})"
            params += list(types)
        sql += " ORDER BY seq"
        loads = json.loads
        for seq, ts, etype, actor, data, h in self.db.execute(sql, params):
            yield StoredEvent(seq, ts, etype, actor, loads(data), h)

    def __len__(self) -> int:
        return self.head()[0]

    def verify(self) -> VerifyResult:
        """Check every row's hash and its link to the previous row."""
        prev, expected_seq, rows = GENESIS, 1, 0
        for seq, ts, etype, actor, data, prev_hash, h in self.db.execute(
            "SELECT seq, ts, type, actor, data, prev_hash, hash FROM events ORDER BY seq"
        ):
            rows += 1
            if seq != expected_seq:
                return VerifyResult(False, rows, seq, QT_TRANSLATE_NOOP("Cli", "a row is missing before it"))
            if prev_hash != prev:
                return VerifyResult(False, rows, seq, QT_TRANSLATE_NOOP("Cli", "its link to the previous row is broken"))
            if row_hash(prev_hash, seq, ts, etype, actor, data) != h:
                return VerifyResult(False, rows, seq, QT_TRANSLATE_NOOP("Cli", "its content does not match its hash"))
            try:
                json.loads(data)
            except ValueError:
                return VerifyResult(False, rows, seq, QT_TRANSLATE_NOOP("Cli", "its data is not valid JSON"))
            prev, expected_seq = h, seq + 1
        return VerifyResult(True, rows)

    def close(self) -> None:
        self.db.conn.close()
