"""The event log: one SQLite file through sqlite-utils, every state change an appended event.

- One transaction per command, WAL journal, ``synchronous=FULL``: when a command returns, its
  events are on disk; only then may anything show them.
- Each row carries the SHA-256 of its content chained to the previous row's hash, so editing,
  deleting or inserting a row breaks the chain; and a seal: HMAC-SHA256 of its number and hash under
  the installation's log key (``store/keys.py``, kept beside the database, never in it), so someone
  with the database but not the key cannot rewrite history and recompute the chain.
- A keyed high-water mark (``log.mark``: the last sequence number, its head, their seal), apart
  from the database and moved forward with every commit, shows a log that was cut (its tail
  removed, a committed transaction lost from a damaged WAL); this PC keeps a second witness of it
  outside the folder. How both are sealed, written and checked: ``store/proof.py``.
- Paper anchors: every printed record carries ``SEQ:HEAD`` (``anchor``); ``verify(anchors=…)``
  checks the log against them, so not even someone holding the key can rewrite what came before.
- ``verify`` names the first bad row and what is wrong with it.
- The schema version lives in ``PRAGMA user_version``; migrations run in one transaction after a
  backup copy of the file. A database is only ever created for a folder that has none: an empty,
  corrupt, foreign or newer file is refused (``StoreError``), never made into a new hall.
- Faults of the disk (full, read-only, write or fsync errors) are one clear ``StoreError``; the log is
  as it was before the command.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import hmac
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms
from hallstation.store import keys, proof
from hallstation.store.files import DB_NAME, read_only_uri, write_small_file  # noqa: F401 - (the store's users take them from here too)
from hallstation.store.proof import (  # noqa: F401 - (the store's users take them from here too)
    GENESIS,
    VerifyResult,
    anchor,
    mark_seal,
    seal,
)

if TYPE_CHECKING:  # (imported when a migration needs it: opening a log costs no more than sqlite3)
    import sqlite_utils

MARK_NAME = "log.mark"
SCHEMA_VERSION = 2
SQLITE_MAGIC = b"SQLite format 3\x00"


class StoreError(RuleError):
    """A fault of the file or the disk, in one line for the operator; nothing was changed."""


def parse_anchor(text: str) -> tuple[int, str]:
    seq, _, head = (text or "").strip().partition(":")
    head = head.strip().replace("-", "").replace(" ", "").lower()
    if not seq.strip().isascii() or not seq.strip().isdigit() or len(head) < 8 or any(c not in "0123456789abcdef" for c in head):
        raise StoreError("An anchor is the log's length and head as printed, e.g. 1234:3F2A9C1B77D0E4A5; not '{text}'", text=text)
    return int(seq), head


def no_space(folder: Path | None) -> bool:
    """Whether the disk holding ``folder`` has no room left (SQLite says "disk I/O error" when it
    cannot grow its shared-memory file on a full disk)."""
    if folder is None:
        return False
    try:
        st = os.statvfs(folder)
    except (OSError, AttributeError):
        return False
    return st.f_bavail == 0


def write_fault(exc: BaseException, where: Path | None = None) -> StoreError:
    """What a failed write means for the operator, in one line (``where``: the folder written to)."""
    text = str(exc).lower()
    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC or "full" in text or no_space(where):
        return StoreError("Could not save: the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in text or "read-only" in text:
        return StoreError("Could not save: the disk or the data folder is read-only")
    if "locked" in text or "busy" in text:
        return StoreError("Could not save: the hall's database is busy (another station holds it); try again")
    return StoreError("Could not save: the disk reported a write error ({detail})", detail=str(exc) or type(exc).__name__)


def disk_reason(exc: BaseException, where: Path | None = None) -> StoreError:
    """Why the disk refused, without saying what was being done (a part of a longer line)."""
    cause = getattr(exc, "os_error", exc)
    text = str(cause).lower()
    code = getattr(cause, "errno", None)
    if code == errno.ENOSPC or "full" in text or no_space(where):
        return StoreError("the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in text or "read-only" in text:
        return StoreError("the disk or the data folder is read-only")
    return StoreError("the disk reported a write error ({detail})", detail=getattr(cause, "strerror", None) or str(cause) or type(cause).__name__)


def mark_fault(exc: BaseException) -> StoreError:
    """What a mark (or this PC's witness) that could not be moved after a successful COMMIT means:
    the command is saved, only the mark lags behind the log (no alarm: a log longer than its mark)."""
    return StoreError("Saved; the log's high-water mark could not be updated: {reason}", reason=disk_reason(exc))


def inspect_database(path: Path) -> int:
    """Refuse what is not this station's database, without changing it: returns its schema
    version (0 when the file does not exist yet)."""
    if path.is_dir():
        raise StoreError("{path} is a folder, not the station's database", path=str(path))
    if not path.exists():
        return 0
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError("The station's database {path} cannot be read: {detail}", path=str(path), detail=exc.strerror or str(exc)) from None
    if not head:
        raise StoreError(
            "The station's database {path} is empty (0 bytes): it is not made into a new hall. Restore it from the backup",
            path=str(path),
        )
    if head != SQLITE_MAGIC:
        raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=str(path))
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        finally:
            conn.close()
    except sqlite3.Error as exc:
        name = getattr(exc, "sqlite_errorname", "")
        if name.startswith(("SQLITE_IOERR", "SQLITE_FULL", "SQLITE_CANTOPEN", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_READONLY", "SQLITE_PERM")):
            # the file may be sound: the disk (full, failing) or another process is in the way
            raise StoreError("The station's database {path} cannot be opened: {reason}", path=str(path), reason=disk_reason(exc, path.parent)) from None
        raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=str(path)) from None
    if version > SCHEMA_VERSION:
        raise StoreError(
            "The database {path} was written by a newer HallStation (schema {version}; this one reads up to {mine}): update the station",
            path=str(path),
            version=version,
            mine=SCHEMA_VERSION,
        )
    if (version == 0 and tables) or (version > 0 and "events" not in tables):
        raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=str(path))
    return version


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical(obj: Any) -> str:
    return _CANONICAL.encode(obj)


_quote = json.encoder.encode_basestring  # (C) what the canonical encoder does to each string


def row_hash(prev: str, seq: int, ts: str, etype: str, actor: str, data_json: str) -> str:
    """SHA-256 of ``canonical([prev, seq, ts, etype, actor, data_json])`` (built directly: the same
    bytes, several times faster — a season's log is verified at every start)."""
    q = _quote
    text = f"[{q(prev)},{int(seq)},{q(ts)},{q(etype)},{q(actor)},{q(data_json)}]"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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


def _migration_2(db: sqlite_utils.Database) -> None:
    """Seals: each row's HMAC under the installation's log key (the rows are sealed by
    ``EventStore.migrate``, which holds the key, in the same transaction)."""
    db.execute("ALTER TABLE events ADD COLUMN mac TEXT NOT NULL DEFAULT ''")


# Numbered migrations: MIGRATIONS[i] takes the schema from version i to i + 1.
MIGRATIONS: list[Callable[[sqlite_utils.Database], None]] = [_migration_1, _migration_2]


def create_schema(conn: sqlite3.Connection) -> None:
    """Inside an open transaction on a new, empty file: every migration, and the schema version."""
    import sqlite_utils

    db = sqlite_utils.Database(conn)
    for m in MIGRATIONS:
        m(db)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")


def sealed_evidence(db: Path) -> Terms:
    """What says the folder of ``db`` (a log of schema 1, never sealed) has been sealed: its key,
    its mark, this PC's witness of it, or the log itself (a seal column, a ``log.sealed`` row);
    empty when nothing does. A key beside a log without rows is no evidence (nothing to launder)."""
    folder = db.parent
    found: list[str] = []
    has_rows = True
    try:
        conn = sqlite3.connect(read_only_uri(db), uri=True)
        try:
            cols = {r[1] for r in conn.execute("PRAGMA table_info(events)")}
            if "mac" in cols:
                found.append(QT_TRANSLATE_NOOP("Cli", "the log has a column of seals"))
            if "type" in cols and conn.execute("SELECT EXISTS (SELECT 1 FROM events WHERE type = 'log.sealed')").fetchone()[0]:
                found.append(QT_TRANSLATE_NOOP("Cli", "the log says it was sealed"))
            has_rows = "seq" not in cols or conn.execute("SELECT EXISTS (SELECT 1 FROM events)").fetchone()[0] == 1
        finally:
            conn.close()
    except sqlite3.Error:
        pass
    if has_rows and keys.secret_path(folder).exists():
        found.append(QT_TRANSLATE_NOOP("Cli", "its key secret.key is beside it"))
    if (folder / MARK_NAME).exists():
        found.append(QT_TRANSLATE_NOOP("Cli", "its high-water mark log.mark is beside it"))
    if proof.read_witness(folder) is not None:
        found.append(QT_TRANSLATE_NOOP("Cli", "this PC keeps a witness of its log"))
    return Terms("Cli", found, "; ")


def refuse_new_hall_over_an_old_one(folder: Path) -> None:
    """A folder without a database is made into a new hall only when nothing says it held one:
    neither this PC's witness of it nor a key left in it (a deleted database is restored from
    the backup, never started over as an empty hall with a demo day)."""
    seen = proof.read_witness(folder)
    if seen is not None and seen["seq"] != 0:
        raise StoreError(
            "This PC saw a hall in {folder} (its log up to row {seq}, witness {path}), but its database is gone: "
            "it is not made into a new, empty hall. Restore the hall from its backup (hallstation restore)",
            folder=str(folder), seq=max(seen["seq"], 0), path=seen["path"],
        )
    key = keys.secret_path(folder)
    if key.exists():
        raise StoreError(
            "{folder} holds a hall's key ({path}) but no database: it is not made into a new, empty hall. "
            "Restore the hall from its backup (hallstation restore); if this folder never held a hall, move the key away",
            folder=str(folder), path=str(key),
        )


class LogStore:
    """What every store of the hall's log offers (SQLite ``EventStore``, PostgreSQL ``PgStore``):
    the same rows, chain, seals, mark and verification. A backend provides ``begin``, ``commit``,
    ``rollback``, ``head``, ``_insert_rows``, ``_rows``, ``read``, ``_check_mark`` and ``close``."""

    read_only: bool = False
    key: bytes | None = None
    location: str = ""

    def _init_common(self, clock: Callable[[], str], read_only: bool) -> None:
        self.read_only = read_only
        self.clock = clock
        # Test seam: called inside the open transaction just before COMMIT (crash tests).
        self.before_commit: Callable[[list[tuple[str, dict[str, Any]]]], None] | None = None
        self._tx: dict[str, Any] | None = None
        self.mark_fault: StoreError | None = None  # the last mark that could not be written

    def confirm(self, rows: int, head: str) -> None:
        """After a start-up check found the log intact up to (rows, head) (a store that keeps
        marks moves them there)."""

    @property
    def in_transaction(self) -> bool:
        return self._tx is not None

    @property
    def sealed(self) -> bool:
        return True

    @property
    def networked(self) -> bool:
        return False

    def insert(self, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        """Add rows inside the open transaction (visible to this connection until ``commit``)."""
        tx = self._tx
        if tx is None:
            raise RuntimeError("insert outside a write transaction")
        seq, prev = tx["seq"], tx["prev"]
        out: list[StoredEvent] = []
        rows = []
        for etype, data in events:
            seq += 1
            ts = self.clock()
            data_json = canonical(data)
            h = row_hash(prev, seq, ts, etype, actor, data_json)
            rows.append((seq, ts, etype, actor, data_json, prev, h, seal(self.key, seq, h) if self.key is not None else ""))
            out.append(StoredEvent(seq, ts, etype, actor, data, h))
            prev = h
        self._insert_rows(rows)
        tx["seq"], tx["prev"] = seq, prev
        tx["pending"].extend(events)
        return out

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

    def raw_rows(self, upto: int | None = None) -> list[tuple[int, str, str, str, str, str]]:
        """(seq, ts, type, actor, data JSON, hash) of every row up to ``upto``: the station's replay."""
        return [(r[0], r[1], r[2], r[3], r[4], r[6]) for r in self._rows(upto)]

    def __iter__(self) -> Iterator[StoredEvent]:
        return self.read()

    def __len__(self) -> int:
        return self.head()[0]

    def verify(
        self, anchors: list[tuple[int, str]] | tuple = (), check_json: bool = True, collect: list | None = None,
        after: tuple[int, str] | None = None, trusted: tuple[int, str] | None = None,
    ) -> VerifyResult:
        """Check every row's hash, its link to the previous row and its seal under the key; the
        high-water mark; and the printed ``anchors`` (seq, head prefix). ``check_json=False``
        leaves the parsing of each row's data to the replay that follows (the station's start).
        ``collect`` receives (seq, ts, type, actor, data JSON, hash) of every row found good, so the
        station replays what it verified in the same pass (one read of the log, not two: on a
        server that halves the start).

        A station's start on this PC (issue 19 §6; ``audit verify`` passes neither):
        ``after`` (S, H): the state folded up to row S comes from this PC's keyed snapshot
        (``services/snapshot.py``): when row S still has hash H, only the rows after it are read and
        checked, from H (link, hash, seal; the mark and this PC's witness as always), and the result
        says ``start=S``; otherwise every row is (``start=0``).
        ``trusted`` (W, H): this PC's keyed witness saw row W with hash H: the rows up to W are
        checked by their links and hashes only (a chain that ends at the witnessed hash is the one
        this PC checked; the witness itself is compared with row W as always), the rows after W
        by their seals too."""
        try:
            return self._verify(anchors, check_json, collect, after, trusted)
        except sqlite3.DatabaseError as exc:
            return VerifyResult(False, 0, None, QT_TRANSLATE_NOOP("Cli", "the database file is damaged ({detail})"), {"detail": str(exc)})

    def _verify(
        self, anchors: list[tuple[int, str]] | tuple, check_json: bool, collect: list | None = None,
        after: tuple[int, str] | None = None, trusted: tuple[int, str] | None = None,
    ) -> VerifyResult:
        prev, expected_seq, rows, start = GENESIS, 1, 0, 0
        if after is not None and after[0] > 0 and not anchors and self._hash_at(after[0]) == after[1]:
            start, prev = after
            expected_seq, rows = start + 1, start
        # the seals of the rows this PC's witness vouches for are not computed again (their hashes are)
        unsealed_upto = trusted[0] if trusted is not None and trusted[0] > 0 and not anchors and self._hash_at(trusted[0]) == trusted[1] else 0
        sealed = self.sealed
        key = self.key
        wanted: dict[int, list[str]] = {}
        for seq, head in anchors:
            wanted.setdefault(seq, []).append(head)
        digest = hmac.digest
        for seq, ts, etype, actor, data, prev_hash, h, mac in (self._rows(after=start) if start else self._rows()):
            rows += 1
            bad = None
            if seq != expected_seq:
                bad = QT_TRANSLATE_NOOP("Cli", "a row is missing before it")
            elif not (type(ts) is type(etype) is type(actor) is type(data) is str):
                bad = QT_TRANSLATE_NOOP("Cli", "it was not written by the station (its time, type, author or data is not text)")
            elif prev_hash != prev:
                bad = QT_TRANSLATE_NOOP("Cli", "its link to the previous row is broken")
            elif row_hash(prev_hash, seq, ts, etype, actor, data) != h:
                bad = QT_TRANSLATE_NOOP("Cli", "its content does not match its hash")
            elif sealed and key is not None and seq > unsealed_upto and mac != digest(key, f"row:{seq}:{h}".encode("ascii"), "sha256").hex():
                bad = QT_TRANSLATE_NOOP("Cli", "its seal does not match the installation's key: the row was written or rewritten without it")
            elif check_json:
                try:
                    json.loads(data)
                except ValueError:
                    bad = QT_TRANSLATE_NOOP("Cli", "its data is not valid JSON")
            if bad is not None:
                return VerifyResult(False, rows, seq, bad, head=prev, sealed=sealed, start=start)
            for want in wanted.pop(seq, ()):
                if not h.startswith(want):
                    return VerifyResult(
                        False, rows, seq,
                        QT_TRANSLATE_NOOP("Cli", "it does not match the printed anchor {anchor}: the log was rewritten up to there"),
                        {"anchor": anchor(seq, want)}, head=prev, sealed=sealed,
                    )
            prev, expected_seq = h, seq + 1
            if collect is not None:
                collect.append((seq, ts, etype, actor, data, h))
        if wanted:
            seq = min(wanted)
            return VerifyResult(
                False, rows, seq,
                QT_TRANSLATE_NOOP("Cli", "the printed anchor {anchor} names a row the log does not have: {missing} rows are missing"),
                {"anchor": anchor(seq, wanted[seq][0]), "missing": seq - rows}, head=prev, sealed=sealed,
            )
        found = self._check_mark(rows, prev, sealed)
        if found is not None:
            return dataclasses.replace(found, start=start, trusted=unsealed_upto)
        return VerifyResult(True, rows, head=prev, sealed=sealed, start=start, trusted=unsealed_upto)


_UNREAD = object()  # no mark read yet for the verification in progress


class EventStore(LogStore):
    """The append-only, hash-chained, sealed event log of one station.

    ``key`` is the log's key (``keys.log_key``); by default it is derived from the secret in the
    database's folder, which is created only for a new hall. ``read_only=True`` opens a copy (a
    backup on read-only media) without migrating it and without writing anything beside it."""

    _mark_seen: Any = _UNREAD
    _witness_seen: Any = _UNREAD

    def __init__(
        self,
        path: Path | str,
        clock: Callable[[], str] = utc_now,
        key: bytes | None = None,
        read_only: bool = False,
    ) -> None:
        self.path = Path(path)
        self.location = str(self.path)
        self._init_common(clock, read_only)
        version = inspect_database(self.path)
        if read_only and not self.path.exists():
            raise StoreError("There is no station database in {path}", path=str(self.path.parent))
        # this PC's witness of the folder (store/proof.py): kept by the station's own writer
        self._witnessing = not read_only and key is None
        self._pending_key: Path | None = None  # a schema 1 log's new key, put in place once it is sealed
        if not read_only and key is None:
            if not self.path.exists():
                refuse_new_hall_over_an_old_one(self.path.parent)
            elif 0 < version < 2:
                key = self._key_for_schema_1()
        if not read_only and not self.path.exists():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._create()  # the database before its key: a key alone never stands for a new hall
        self.key = key if key is not None else keys.log_key(keys.load_or_create_secret(self.path.parent)) if not read_only else self._copy_key()
        if read_only:
            conn = self._connect_read_only()
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False, timeout=15)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=FULL")
            except sqlite3.Error as exc:
                raise write_fault(exc, self.path.parent) from None
        self.conn = conn
        conn.execute("PRAGMA recursive_triggers=on")  # (as sqlite-utils' Database sets it)
        if not read_only:
            self.conn.execute("PRAGMA foreign_keys=ON")
            if version < len(MIGRATIONS):
                self.migrate()
        self._last_seq, self._last_hash = self.head()
        if not read_only:
            self._settle_mark()

    def _settle_mark(self) -> None:
        """At a writer's open: the temporary files a killed mark write left are removed, and a
        hall without rows gets its mark for row 0 before its first row is written — so a crash
        between the first COMMIT and the first mark leaves a mark behind the rows (the next commit
        moves it), never a sealed log without its mark."""
        for mark in (self._mark, self.witness_mark) if self._witnessing else (self._mark,):
            try:
                mark.remove_stray()
            except OSError:
                pass  # (a read-only folder: nothing to tidy; a write then says what is wrong)
        if self._last_seq == 0 and self.read_mark() is None and self.key is not None and self.sealed:
            try:
                self.write_mark(0, GENESIS)
            except StoreError as exc:
                self.mark_fault = mark_fault(exc)

    def _key_for_schema_1(self) -> bytes | None:
        """A log of schema 1 (never sealed) is sealed once, under a key made for it — only when
        nothing says this folder was ever sealed (a key, a mark, this PC's witness, the log
        itself): a sealed log rewritten as schema 1 is refused, never sealed again. The new key is
        kept as ``.secret.key.new`` until the seals are committed (a crash in between leaves the
        log as it was, and no key beside it)."""
        folder = self.path.parent
        pending = folder / (".%s.new" % keys.SECRET_FILE)
        pending.unlink(missing_ok=True)  # a sealing that did not commit: the log is still as it was
        evidence = sealed_evidence(self.path)
        if evidence:
            raise StoreError(
                "The log {path} says it was never sealed (schema 1), but this folder has been sealed ({evidence}): "
                "it is neither accepted as an old log nor sealed again. Restore the hall from the backup",
                path=str(self.path), evidence=evidence,
            )
        if not keys.log_has_events(folder):
            return None  # nothing to vouch for: the key is made as for a new hall
        try:
            keys._create_secret(pending)
            secret = keys._read_secret(pending)
        except OSError as exc:
            raise write_fault(exc) from None
        self._pending_key = pending
        return keys.log_key(secret)

    def _copy_key(self) -> bytes | None:
        try:
            return keys.log_key(keys._read_secret(keys.secret_path(self.path.parent)))
        except FileNotFoundError:
            return None  # a copy without its key: the links are checked, the seals cannot be

    def _connect_read_only(self) -> sqlite3.Connection:
        # No live writer (no -wal beside it): open it immutable, so SQLite writes no -wal or -shm
        # (a backup on read-only media); otherwise read it as it is, with the writer's WAL.
        try:
            uri = read_only_uri(self.path)
            self._immutable = uri.endswith("immutable=1")
            return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False, timeout=15)
        except sqlite3.Error as exc:
            raise StoreError("The station's database {path} cannot be read: {detail}", path=str(self.path), detail=str(exc)) from None

    def _create(self) -> None:
        """A new hall's database, made complete under a temporary name and then put in place, so
        a crash never leaves an empty or half-made file where the database belongs."""
        tmp = self.path.with_name(f".{self.path.name}.new")
        for p in (tmp, tmp.with_name(tmp.name + "-wal"), tmp.with_name(tmp.name + "-shm")):
            p.unlink(missing_ok=True)
        try:
            conn = sqlite3.connect(str(tmp), isolation_level=None)
            try:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("BEGIN IMMEDIATE")
                create_schema(conn)
                conn.execute("COMMIT")
            finally:
                conn.close()
            os.chmod(tmp, 0o600)
            os.replace(tmp, self.path)
            keys._fsync_dir(self.path.parent)
        except (sqlite3.Error, OSError) as exc:
            tmp.unlink(missing_ok=True)
            raise write_fault(exc) from None

    # ------------------------------------------------------------ schema
    _db: Any = None

    @property
    def db(self) -> sqlite_utils.Database:
        """The log's connection through sqlite-utils, which the migrations create the schema with;
        made when first asked (a start, a command, a screen imports no more than sqlite3: sqlite-utils
        brings numpy, click and its plugins, half a second of every process's start)."""
        import sqlite_utils

        if self._db is None or self._db.conn is not self.conn:
            self._db = sqlite_utils.Database(self.conn)
        return self._db

    @property
    def user_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    @property
    def sealed(self) -> bool:
        return self.user_version >= 2

    def migrate(self, migrations: list[Callable[[sqlite_utils.Database], None]] | None = None) -> None:
        migrations = MIGRATIONS if migrations is None else migrations
        version = self.user_version
        if version > len(migrations):
            raise StoreError(
                "The database {path} was written by a newer HallStation (schema {version}; this one reads up to {mine}): update the station",
                path=str(self.path),
                version=version,
                mine=len(migrations),
            )
        if version == len(migrations):
            return
        if version > 0:
            self.backup(suffix=f".v{version}.bak")
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            for i in range(version, len(migrations)):
                migrations[i](self.db)
                if i == 1:  # schema 2: seal every existing row once, and say so in the log
                    self._seal_existing()
            self.conn.execute(f"PRAGMA user_version = {len(migrations)}")
            self.conn.execute("COMMIT")
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        if self._pending_key is not None:
            self._place_pending_key()
        seq, head = self.head()
        if seq:
            self.write_mark(seq, head)

    def _place_pending_key(self) -> None:
        pending, self._pending_key = self._pending_key, None
        try:
            os.replace(pending, keys.secret_path(self.path.parent))
            keys._fsync_dir(self.path.parent)
        except OSError as exc:
            raise write_fault(exc) from None

    def _seal_existing(self) -> None:
        conn = self.conn
        rows = conn.execute("SELECT seq, hash FROM events ORDER BY seq").fetchall()
        if not rows:
            return
        conn.executemany("UPDATE events SET mac=? WHERE seq=?", [(seal(self.key, q, h), q) for q, h in rows])
        seq, prev = rows[-1]
        self._tx = {"seq": seq, "prev": prev, "pending": []}
        try:
            self.insert([("log.sealed", {"rows": len(rows), "head": prev, "schema": 2})], "system")
        finally:
            self._tx = None

    def backup(self, suffix: str = ".bak", dest: Path | None = None) -> Path:
        """A consistent copy of the database (SQLite's online backup): beside it, or at ``dest``."""
        dest = dest or self.path.with_name(self.path.name + suffix)
        if dest.exists():
            dest.unlink()
        try:
            target = sqlite3.connect(str(dest))
            try:
                self.conn.backup(target)
            finally:
                target.close()
            os.chmod(dest, 0o600)
        except (sqlite3.Error, OSError) as exc:
            raise write_fault(exc) from None
        return dest

    # ------------------------------------------------------------ events
    # One write transaction at a time per file (SQLite's write lock, taken with BEGIN IMMEDIATE):
    # ``begin`` takes the lock and reads the chain's head as it is on disk — another process may
    # have appended since — ``insert`` adds rows after it, ``commit`` makes them durable and moves
    # the high-water mark. Between ``begin`` and ``commit`` the caller folds what others appended
    # and decides on the whole log (catch-up-then-decide, ``Station.transaction``).
    def begin(self) -> None:
        if self._tx is not None:
            raise RuntimeError("a write transaction is already open")
        if self.read_only:
            raise StoreError("This copy of the log is open read-only: nothing can be recorded in it")
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise write_fault(exc) from None
        try:
            seq, prev = self.head()
        except BaseException:
            self.rollback()
            raise
        self._tx = {"seq": seq, "prev": prev, "pending": []}

    def head(self) -> tuple[int, str]:
        """The last row's sequence number and hash, as they are on disk now."""
        last = self.conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
        return (last[0], last[1]) if last else (0, GENESIS)

    def _insert_rows(self, rows: list[tuple]) -> None:
        try:
            self.conn.executemany(
                "INSERT INTO events (seq, ts, type, actor, data, prev_hash, hash, mac) VALUES (?,?,?,?,?,?,?,?)", rows
            )
        except sqlite3.Error as exc:
            raise write_fault(exc) from None

    def commit(self) -> None:
        tx = self._tx
        if tx is None:
            raise RuntimeError("commit outside a write transaction")
        try:
            if self.before_commit is not None and tx["pending"]:
                self.before_commit(tx["pending"])
            self.conn.execute("COMMIT")
        except BaseException as exc:
            self.rollback()
            if isinstance(exc, (sqlite3.Error, OSError)):
                raise write_fault(exc) from None
            raise
        self._tx = None
        self._last_seq, self._last_hash = tx["seq"], tx["prev"]
        if tx["pending"]:
            try:
                self.write_mark(tx["seq"], tx["prev"])
                self.mark_fault = None
            except StoreError as exc:
                # the events are committed (durable); only the mark lags behind the log, which is
                # no alarm (a log longer than its mark). The operator is told once: saved.
                self.mark_fault = mark_fault(exc)

    def rollback(self) -> None:
        self._tx = None
        conn = self.conn
        try:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # SQLite already rolled back (e.g. after a full disk): nothing of ours is left

    def data_version(self) -> int:
        """Changes when another connection commits to the file (SQLite's ``PRAGMA data_version``):
        a cheap way for a follower to know there is news."""
        return self.conn.execute("PRAGMA data_version").fetchone()[0]

    # ------------------------------------------------------------ the high-water mark
    @property
    def mark_path(self) -> Path:
        return self.path.with_name(MARK_NAME)

    @property
    def _mark(self) -> proof.Mark:
        """The high-water mark beside the database (``store/proof.py``: sealed, written, checked)."""
        return proof.Mark(self.mark_path, self.key)

    @property
    def witness_mark(self) -> proof.Mark:
        """This PC's witness of the folder, outside it (``store/proof.py``)."""
        return proof.folder_witness(self.path.parent, self.key)

    def read_mark(self) -> dict[str, Any] | None:
        return self._mark.read()

    def write_mark(self, seq: int, head: str) -> None:
        """Move the mark forward to (seq, head), never back (``proof.Mark.advance``), and this PC's
        witness, outside the data folder, with it."""
        if self.key is None:
            return
        try:
            self._mark.advance(seq, head)
            if self._witnessing:
                self.witness_mark.advance(seq, head)
        except OSError as exc:
            err = write_fault(exc)
            err.os_error = exc  # (for the after-commit message: saved, only the mark lags)
            raise err from None

    def confirm(self, rows: int, head: str) -> None:
        """After a check found the log intact up to (rows, head): the mark and this PC's witness
        moved there (a kill between a COMMIT and its mark is made good at the next start)."""
        if self.read_only or self.key is None:
            return
        try:
            self.write_mark(rows, head)
        except StoreError as exc:
            self.mark_fault = mark_fault(exc)

    def _expects_mark(self) -> bool:
        """A sealed log that has had a commit since it was sealed keeps a mark beside it."""
        return self.conn.execute("SELECT EXISTS (SELECT 1 FROM events WHERE mac != '')").fetchone()[0] == 1

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
        for seq, ts, etype, actor, data, h in self.conn.execute(sql, params):
            yield StoredEvent(seq, ts, etype, actor, loads(data), h)

    # ------------------------------------------------------------ verification
    def verify(
        self, anchors: list[tuple[int, str]] | tuple = (), check_json: bool = True, collect: list | None = None,
        after: tuple[int, str] | None = None, trusted: tuple[int, str] | None = None,
    ) -> VerifyResult:
        """As ``LogStore.verify``, from one consistent view beside a writing process: the mark is
        read first, then every row in one read transaction (one snapshot). A writer moves the mark
        only after its commit, so a mark read before the snapshot names at most the rows the
        snapshot sees: a mark behind the rows is the writer at work, a mark ahead of them a cut.

        A copy opened immutable (no writer was there) that a station started writing meanwhile is
        opened again through the writer's WAL and checked again before anything is said."""
        result = self._verify_view(anchors, check_json, collect, after, trusted)
        if not result.ok and self.read_only and getattr(self, "_immutable", False) and self.path.with_name(self.path.name + "-wal").exists():
            old, self._immutable = self.conn, False
            self.conn = self._connect_read_only()
            self.conn.execute("PRAGMA recursive_triggers=on")
            old.close()
            if collect is not None:
                collect.clear()
            result = self._verify_view(anchors, check_json, collect)  # (the whole log again)
        return result

    def _verify_view(
        self, anchors: list[tuple[int, str]] | tuple, check_json: bool, collect: list | None,
        after: tuple[int, str] | None = None, trusted: tuple[int, str] | None = None,
    ) -> VerifyResult:
        seen = self.witness_mark.read()  # moved after the mark: read before it
        mark = self.read_mark()
        conn = self.conn
        began = False
        try:
            if not conn.in_transaction:
                conn.execute("BEGIN")  # deferred: the snapshot is taken at the first read below
                began = True
            if not self.sealed:
                evidence = sealed_evidence(self.path)
                if evidence:
                    return VerifyResult(
                        False, 0, None,
                        QT_TRANSLATE_NOOP("Cli", "the log says it was never sealed (schema 1), but this folder has been sealed ({evidence}): it was rewritten without the key"),
                        {"evidence": evidence}, sealed=False,
                    )
            self._mark_seen, self._witness_seen = mark, seen
            return super().verify(anchors, check_json, collect, after, trusted)
        except sqlite3.DatabaseError as exc:
            return VerifyResult(False, 0, None, QT_TRANSLATE_NOOP("Cli", "the database file is damaged ({detail})"), {"detail": str(exc)})
        finally:
            self._mark_seen = self._witness_seen = _UNREAD
            if began:
                try:
                    conn.execute("ROLLBACK")  # nothing was written: the read snapshot is let go
                except sqlite3.Error:
                    pass

    def _rows(self, upto: int | None = None, after: int = 0) -> Iterator[tuple]:
        cols = "seq, ts, type, actor, data, prev_hash, hash" + (", mac" if self.sealed else ", ''")
        where = f" WHERE seq > {int(after)}" + ("" if upto is None else f" AND seq <= {int(upto)}")
        return self.conn.execute(f"SELECT {cols} FROM events{where} ORDER BY seq")

    def _hash_at(self, seq: int) -> str | None:
        got = self.conn.execute("SELECT hash FROM events WHERE seq=?", [seq]).fetchone()
        return got[0] if got else None

    def _check_mark(self, rows: int, prev: str, sealed: bool) -> VerifyResult | None:
        """The rows against the mark and this PC's witness (``proof.check_one_pc``), as read before
        the rows (``_verify_view``), else now."""
        mark = self.read_mark() if self._mark_seen is _UNREAD else self._mark_seen
        seen = self.witness_mark.read() if self._witness_seen is _UNREAD else self._witness_seen
        return proof.check_one_pc(self.key, mark, seen, rows, prev, sealed, str(self.mark_path), self._hash_at, self._expects_mark)

    def close(self) -> None:
        self.conn.close()
