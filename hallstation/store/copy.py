"""Copying a hall's log between its two homes (issue 13 §4): a one-PC hall's SQLite folder into a
PostgreSQL database when it grows onto the network, and the server's log back into a folder (an
archive, a backup, an inspector's copy).

The rows are copied as they are — sequence numbers, times, hashes and seals — so the chain and the
paper anchors stay valid. Both sides are verified: the source before anything is written (a broken
log is not spread), the destination after, against the source's head. A destination that already
holds a log is refused, never merged or overwritten.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hallstation.store import keys
from hallstation.store.eventlog import DB_NAME, EventStore, StoreError, VerifyResult
from hallstation.store.sqlite_copy import (  # noqa: F401 - (the copies' names, for their users)
    CopyError,
    _check_source,
    _same,
    _write_secret,
    rows_to_sqlite,
    write_sqlite,
)


def sqlite_to_pg(folder: Path, url: str, terminal_dir: Path) -> VerifyResult:
    """The SQLite hall in ``folder`` into the empty PostgreSQL database at ``url``; the hall's key
    goes into ``terminal_dir`` (this terminal's folder), as every writer terminal needs it. The
    folder is then marked as moved (a keyed mark naming the server): it no longer opens as a one-PC
    hall, so the hall never goes on in two places. The terminals waiting for the server are woken
    (NOTIFY) and start on it."""
    from hallstation.store.location import mark_moved
    from hallstation.store.pgstore import APPEND, CHANNEL, EVENTS, PgStore, put_mark

    folder = Path(folder)
    if not (folder / DB_NAME).exists():
        raise CopyError("There is no station database in {path}", path=str(folder))
    source = EventStore(folder / DB_NAME, read_only=True)
    try:
        result = _check_source(source)
        secret = keys._read_secret(keys.secret_path(folder))
        dest_secret = keys.secret_path(terminal_dir)
        if dest_secret.exists() and keys._read_secret(dest_secret) != secret and Path(terminal_dir).resolve() != folder.resolve():
            raise CopyError("{path} already holds another hall's key: nothing was copied", path=str(dest_secret))
        target = PgStore(url, terminal_dir, key=source.key)
        try:
            if target.head()[0] > 0:
                raise CopyError("The database {server} already holds a hall's log: it is never overwritten", server=target.location)
            psycopg_conn = target.conn
            with target._long():  # a season's rows in one stream: a longer deadline than a command's
                psycopg_conn.execute("BEGIN")
                try:
                    psycopg_conn.execute(f"LOCK TABLE {APPEND} IN EXCLUSIVE MODE")  # as every writer does
                    target.claim_key()
                    target.claim_signing()  # the hall's public key, from the first row: every row is signed
                    if psycopg_conn.execute(f"SELECT count(*) FROM {EVENTS}").fetchone()[0]:
                        raise CopyError("The database {server} already holds a hall's log: it is never overwritten", server=target.location)
                    with psycopg_conn.cursor() as cur:  # COPY: the season's rows in one stream
                        with cur.copy(f"COPY {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac, sig) FROM STDIN") as cp:
                            sign = target._signer.sign
                            for row in source._rows():
                                cp.write_row((*row[:8], sign(row[0], row[6])))
                    if result.rows:
                        put_mark(psycopg_conn, source.key, result.rows, result.head)
                    psycopg_conn.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{result.rows}:{result.head}"])
                    psycopg_conn.execute("COMMIT")
                except BaseException:
                    target._quietly("ROLLBACK")
                    raise
            got = target.verify()
            got = _same(result, got)
            if not dest_secret.exists():
                Path(terminal_dir).mkdir(parents=True, exist_ok=True)
                _write_secret(dest_secret, secret)
            if result.rows:
                target.witness(result.rows, result.head)
            # the folder is no longer the hall: it refuses to open as a one-PC hall from now on
            mark_moved(folder, target.location, target.hall_id, result.rows, result.head, source.key)
            return got
        finally:
            target.close()
    finally:
        source.close()


def pg_to_sqlite(url: str, terminal_dir: Path, folder: Path) -> VerifyResult:
    """The server's log into a new SQLite hall in ``folder`` (an archive), with the hall's key from
    this terminal's folder."""
    from hallstation.store.pgstore import PgStore

    secret_file = keys.secret_path(terminal_dir)
    if not secret_file.exists():
        raise CopyError("This terminal does not have the hall's key: copy secret.key from the caller PC's folder (or the backup) into {folder}", folder=str(terminal_dir))
    secret = keys._read_secret(secret_file)
    source = PgStore(url, terminal_dir, key=keys.log_key(secret), read_only=True)
    try:
        return rows_to_sqlite(source, Path(folder), secret=secret)
    finally:
        source.close()


def describe(result: VerifyResult) -> dict[str, Any]:
    return {"rows": result.rows, "anchor": result.anchor}


__all__ = ["CopyError", "StoreError", "pg_to_sqlite", "rows_to_sqlite", "sqlite_to_pg"]
