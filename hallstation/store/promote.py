"""The promotion step (issue 25): the hall's IT person makes the standby the hall's primary and
records the hall's next epoch in its log. The station never promotes by itself; what a terminal
checks of the epoch before each command is ``failover.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.store.eventlog import StoreError
from hallstation.store.failover import EPOCH, META_PREFIX, _close, connect, look, server_name
from hallstation.store.pglink import bounded, link_error, redact
from hallstation.store.pgstore import META, PgStore

PROMOTED = QT_TRANSLATE_NOOP("Cli", "store promote: OK, {server} is the hall's primary, epoch {epoch} (timeline {timeline}), row {seq}")


def promote(admin_url: str, data_dir: Path | str, settle_s: float = 5.0) -> dict[str, Any]:
    """The promotion step (the hall's IT person, against the standby, the old primary known to be
    off): ``pg_promote()`` when the server is still a standby, then — its first act as a primary —
    the hall's next epoch recorded in the log (a ``hall.epoch`` row, sealed under the hall's key
    from ``data_dir``) and pointed at from ``hs_meta``, in one transaction.

    A standby that still receives the log from its primary (``pg_stat_wal_receiver``: streaming,
    for ``settle_s`` seconds) is not promoted: that primary is alive, and would be a second writer."""
    import time

    import psycopg

    where = redact(admin_url)
    conn = connect(admin_url, where, statement_timeout=65_000)  # pg_promote waits for the promotion
    try:
        with bounded(conn, 65):
            if conn.execute("SELECT pg_is_in_recovery()").fetchone()[0]:
                until = time.monotonic() + settle_s
                while conn.execute("SELECT count(*) FROM pg_stat_wal_receiver WHERE status = 'streaming'").fetchone()[0]:
                    if time.monotonic() > until:
                        raise StoreError(
                            "The standby {server} still receives the log from its primary: that primary is alive. "
                            "Switch it off first (docs/network.md, the promotion, step 2); nothing was done", server=where)
                    time.sleep(0.1)
                if not conn.execute("SELECT pg_promote(true, 60)").fetchone()[0]:
                    raise StoreError("The server {server} did not become a primary within 60 s: see its log", server=where)
    except psycopg.Error as exc:
        if isinstance(exc, psycopg.errors.InsufficientPrivilege):
            raise StoreError("store promote needs the server's administrator account (a superuser, e.g. postgres)") from None
        raise link_error(exc, where) from None
    finally:
        _close(conn)

    class _Promoting(PgStore):
        promoting = True

    store = _Promoting(admin_url, data_dir, witness=False)
    try:
        if store.key is None:
            raise StoreError(
                "store promote records the hall's epoch under the hall's key: give --data-dir a writer terminal's folder (its secret.key)")
        store.begin()
        try:
            with store._guard():
                s = look(store.conn, server_name(store.conn))
                epoch = max(s.epoch, 0) + 1
                timeline = s.timeline
            stored = store.insert([(EPOCH, {"epoch": epoch, "timeline": timeline, "previous": max(s.epoch, 0)})], "it")
            seq = stored[0].seq
            with store._guard():
                store.conn.execute(
                    f"INSERT INTO {META} (name, value) VALUES (%s, %s)",
                    [f"{META_PREFIX}{epoch:06d}", json.dumps({"seq": seq, "timeline": timeline})],
                )
        except BaseException:
            store.rollback()
            raise
        store.commit()
        return {"server": server_name(store.conn), "epoch": epoch, "timeline": timeline, "seq": seq}
    finally:
        store.close()
