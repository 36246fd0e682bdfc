"""Both engines check the high-water mark and the witnesses with one module (issue 23 §3,
``store/proof.py``): a mark forged without the key, or a sealed mark ahead of the rows, is refused
by the SQLite file and by the PostgreSQL server with the same finding; a forged seal of any
characters is a finding, never an error. A real throwaway PostgreSQL server (``pg_server``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import psycopg

from hallstation.store import eventlog, pgstore, proof
from hallstation.store.eventlog import DB_NAME, MARK_NAME, EventStore
from hallstation.store.pgstore import MARK, PgStore

EVENTS = [("game.created", {"game": 1}), ("ball.drawn", {"game": 1, "ball": 7}), ("ball.drawn", {"game": 1, "ball": 9})]


def _sqlite_hall(folder: Path) -> EventStore:
    st = EventStore(folder / DB_NAME)
    st.append(EVENTS, "cantor")
    return st


def _pg_hall(pg_url: str, folder: Path) -> PgStore:
    st = PgStore(pg_url, folder)
    st.append(EVENTS, "cantor")
    return st


def _set_server_mark(pg_server, pg_url: str, seq: int, head: str, mac: str) -> None:
    with psycopg.connect(pg_server.admin_url(pg_url.rsplit("/", 1)[1]), autocommit=True) as a:
        a.execute(f"UPDATE {MARK} SET seq = %s, head = %s, mac = %s WHERE id = 1", [seq, head, mac])


def test_a_mark_forged_without_the_key_is_refused_alike_by_both_engines(pg_url, pg_server, tmp_path):
    lite, pg = _sqlite_hall(tmp_path / "lite"), _pg_hall(pg_url, tmp_path / "terminal")
    seq, head = lite.head()
    other_key = b"\x01" * 32  # a forger's key: a well-formed mark, sealed under the wrong key
    (tmp_path / "lite" / MARK_NAME).write_text(json.dumps({"seq": seq, "head": head, "mac": proof.mark_seal(other_key, seq, head)}))
    seq, head = pg.head()
    _set_server_mark(pg_server, pg_url, seq, head, proof.mark_seal(other_key, seq, head))
    found_lite, found_pg = lite.verify(), pg.verify()
    assert not found_lite.ok and not found_pg.ok
    assert found_lite.reason == found_pg.reason == "the high-water mark {path} is damaged or was not written with the installation's key"
    assert found_lite.fields == {"path": str(tmp_path / "lite" / MARK_NAME)}
    assert found_pg.fields == {"path": f"{pg.location} ({MARK})"}
    assert (found_lite.rows, found_lite.first_bad) == (found_pg.rows, found_pg.first_bad) == (3, None)
    lite.close(), pg.close()


def test_a_sealed_mark_ahead_of_the_rows_is_a_cut_log_to_both_engines(pg_url, pg_server, tmp_path):
    """A mark sealed with the hall's key that names rows the log lacks: both engines say the
    log is cut, how many rows are missing, and where."""
    lite, pg = _sqlite_hall(tmp_path / "lite"), _pg_hall(pg_url, tmp_path / "terminal")
    (tmp_path / "lite" / MARK_NAME).write_text(json.dumps({"seq": 5, "head": "a" * 64, "mac": proof.mark_seal(lite.key, 5, "a" * 64)}))
    _set_server_mark(pg_server, pg_url, 5, "a" * 64, proof.mark_seal(pg.key, 5, "a" * 64))
    found_lite, found_pg = lite.verify(), pg.verify()
    assert found_lite.reason == found_pg.reason and "the log is cut" in found_lite.reason
    for found in (found_lite, found_pg):
        assert (found.ok, found.rows, found.first_bad) == (False, 3, 4)
        assert {k: found.fields[k] for k in ("missing", "rows", "mark")} == {"missing": 2, "rows": 3, "mark": 5}
    lite.close(), pg.close()


def test_a_forged_seal_of_any_characters_is_a_finding_not_an_error(pg_url, tmp_path):
    """The high-water mark, this PC's witness of a one-PC hall and a terminal's witness, each with
    a seal that is not even hexadecimal: refused with the finding (``hmac.compare_digest`` of two
    texts raises on characters outside ASCII)."""
    lite = _sqlite_hall(tmp_path / "lite")
    seq, head = lite.head()
    mark = tmp_path / "lite" / MARK_NAME
    mark.write_text(json.dumps({"seq": seq, "head": head, "mac": "é" * 64}), encoding="utf-8")
    assert lite.verify().reason == "the high-water mark {path} is damaged or was not written with the installation's key"
    lite.write_mark(seq, head)  # a damaged mark is written anew (never kept for being "ahead")
    assert lite.verify().ok
    witness = proof.witness_path(tmp_path / "lite")
    witness.write_text(json.dumps({"seq": seq, "head": head, "mac": "ñ" * 64}), encoding="utf-8")
    assert "this PC's witness of the log {path} is damaged" in lite.verify().reason
    lite.close()
    pg = _pg_hall(pg_url, tmp_path / "terminal")
    seq, head = pg.head()
    pg.witness_path.write_text(json.dumps({"seq": seq, "head": head, "mac": "ü" * 64}), encoding="utf-8")
    assert pg.witness_problem().reason == "this terminal's witness mark {path} is damaged"
    pg.close()


def test_the_marks_and_witnesses_are_checked_in_one_module():
    """What a mismatch of a mark or a witness means is said in ``store/proof.py`` alone: neither
    engine keeps a copy of those findings (or of the seals' formulas)."""
    said = re.compile(r"high-water mark \{|witness of the log|witness mark \{|than this terminal has seen|\"mark:|\"witness:")
    assert said.search(Path(proof.__file__).read_text(encoding="utf-8"))
    for engine in (eventlog, pgstore):
        assert said.findall(Path(engine.__file__).read_text(encoding="utf-8")) == [], engine.__name__
