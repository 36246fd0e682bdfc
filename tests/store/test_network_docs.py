"""docs/network.md tells a hall how to create its database and its two accounts: that SQL, run as
written (with this test's own names) on a real server, gives a writer that creates and appends to
the log and a display account that reads it and cannot write (issue 13 §5)."""

from __future__ import annotations

import re
from pathlib import Path

import psycopg
import pytest

from hallstation.store.eventlog import StoreError
from hallstation.store.pgstore import PgStore

DOC = Path(__file__).resolve().parents[2] / "docs" / "network.md"


def sql_blocks() -> list[str]:
    return re.findall(r"```sql\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_docs_sql_makes_a_writer_and_a_read_only_display(pg_server, tmp_path):
    blocks = sql_blocks()
    assert len(blocks) == 2  # the roles and database, then the grants inside it
    n = tmp_path.name.replace("-", "_")[-20:]
    names = {"hall_writer": f"w_{n}", "hall_display": f"d_{n}", "DATABASE hall ": f"DATABASE doc_{n} ",
             "change-me-writer": "pw-w", "change-me-display": "pw-d"}

    def mine(block: str) -> str:
        for a, b in names.items():
            block = block.replace(a, b)
        return block

    pg_server.sql(mine(blocks[0]))
    pg_server.sql(mine(blocks[1]), db=f"doc_{n}")
    writer_url = pg_server.url(f"w_{n}", "pw-w", db=f"doc_{n}")
    display_url = pg_server.url(f"d_{n}", "pw-d", db=f"doc_{n}")
    w = PgStore(writer_url, tmp_path / "caller")  # the first writer creates the log's tables
    w.append([("ball.drawn", {"ball": 7})], "cantor")
    d = PgStore(display_url, tmp_path / "screens", read_only=True)
    assert [e.data for e in d.read()] == [{"ball": 7}] and d.verify().ok
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        d.conn.execute("DELETE FROM hs_events")
    # even a display PC given the hall's key and opened as a writer cannot write through its account
    (tmp_path / "screens2").mkdir()
    (tmp_path / "screens2" / "secret.key").write_bytes((tmp_path / "caller" / "secret.key").read_bytes())
    with pytest.raises(StoreError, match="can only read"):
        PgStore(display_url, tmp_path / "screens2").append([("x", {})])
    assert w.head()[0] == 1
