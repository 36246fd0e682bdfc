"""A log's rows, as they are — sequence numbers, times, hashes and seals — into a new SQLite hall,
checked against the source's head (``store/copy.py`` copies between the hall's two homes with it; the
server's log makes its backups and archives with it). Below both engines: it knows a log only as
``LogStore``."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from hallstation.core.errors import RuleError
from hallstation.store import keys
from hallstation.store.eventlog import DB_NAME, EventStore, LogStore, VerifyResult, create_schema, write_small_file

BATCH = 5_000


class CopyError(RuleError):
    """A copy refused or failed, in one line; the destination holds nothing of it."""


def _finding(result: VerifyResult) -> str:
    from hallstation.i18n import translate

    why = result.why(translate)
    if result.first_bad is None:
        return why
    return translate("Cli", "row {row}: {finding}").format(row=result.first_bad, finding=why)


def _check_source(source: LogStore) -> VerifyResult:
    result = source.verify()
    if not result.ok:
        raise CopyError("The log to copy does not verify ({finding}): nothing was copied", finding=_finding(result))
    if source.key is None:
        raise CopyError("The hall's key (secret.key) is not beside the log to copy: its seals cannot be checked, nothing was copied")
    return result


def rows_to_sqlite(source: LogStore, dest: Path, secret: bytes | None = None) -> VerifyResult:
    """The whole log of ``source`` into a new SQLite hall in the folder ``dest`` (with the hall's
    secret when given, and a mark), verified against the source's head."""
    dest = Path(dest)
    result = _check_source(source)
    db = dest / DB_NAME
    if db.exists():
        raise CopyError("{path} already holds a hall's log: it is never overwritten", path=str(dest))
    dest.mkdir(parents=True, exist_ok=True)
    os.chmod(dest, 0o700)
    if secret is not None:
        path = keys.secret_path(dest)
        if path.exists():
            if keys._read_secret(path) != secret:
                raise CopyError("{path} already holds another hall's key: nothing was copied", path=str(path))
        else:
            _write_secret(path, secret)
    write_sqlite(source, db)
    copy = EventStore(db, key=source.key)
    try:
        if result.rows:
            copy.write_mark(*copy.head())
        got = copy.verify()
    finally:
        copy.close()
    return _same(result, got)


def _write_secret(path: Path, secret: bytes) -> None:
    write_small_file(path, secret)


def _same(source: VerifyResult, copy: VerifyResult) -> VerifyResult:
    if not copy.ok:
        raise CopyError("The copy does not verify ({finding})", finding=_finding(copy))
    if (copy.rows, copy.head) != (source.rows, source.head):
        raise CopyError("The copy does not end where the log does ({copy} against {source})", copy=copy.anchor, source=source.anchor)
    return copy


def write_sqlite(source: LogStore, db: Path) -> None:
    """Every row of ``source``, as it is, into a new SQLite database file ``db`` (made complete under
    a temporary name, then renamed into place; not verified here)."""
    dest = db.parent
    tmp = dest / f".{db.name}.copy"
    tmp.unlink(missing_ok=True)
    try:
        conn = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("BEGIN IMMEDIATE")
            create_schema(conn)
            batch: list[tuple] = []
            for row in source._rows():
                batch.append(tuple(row[:8]))
                if len(batch) >= BATCH:
                    conn.executemany("INSERT INTO events (seq, ts, type, actor, data, prev_hash, hash, mac) VALUES (?,?,?,?,?,?,?,?)", batch)
                    batch = []
            if batch:
                conn.executemany("INSERT INTO events (seq, ts, type, actor, data, prev_hash, hash, mac) VALUES (?,?,?,?,?,?,?,?)", batch)
            conn.execute("COMMIT")
            conn.execute("PRAGMA journal_mode=DELETE")  # one file: read by audit, recall, a restore, read-only
        finally:
            conn.close()
        for side in ("-wal", "-shm"):
            Path(str(tmp) + side).unlink(missing_ok=True)
        os.chmod(tmp, 0o600)
        os.replace(tmp, db)
    except (sqlite3.Error, OSError) as exc:
        tmp.unlink(missing_ok=True)
        from hallstation.store.eventlog import write_fault

        raise write_fault(exc) from None
