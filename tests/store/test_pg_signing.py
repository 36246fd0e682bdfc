"""The hall's signatures (issue 20 §1), on the session's real PostgreSQL server: every row the
hall's writers write is signed (Ed25519, a key from the hall's key) and checked by a terminal that
holds no hall key and by an inspector with nothing but the printed fingerprint; a forger who
replaces the public key too is told by every terminal that pinned it; an older log without
signatures still verifies and is signed from its next row; a screens PC names the first row written
without the key. (The windows of every terminal: tests/gui/test_pg_forged_row.py.)"""

from __future__ import annotations

import json
import re

import psycopg
import pytest

from hallstation.store import signing
from hallstation.store.eventlog import StoreError, row_hash, utc_now
from hallstation.store.pgstore import CHANNEL, EVENTS, META, PgStore
from tests.cli.test_bingo_cli import run
from tests.pg_support import no_password


def forge(url: str, etype: str, data: dict, actor: str = "cantor") -> int:
    """What a stolen writer password can do: append a row with the right link and hash, a seal and
    a signature made up (no hall key), and wake every terminal."""
    with psycopg.connect(url, autocommit=True) as c:
        seq, prev = c.execute(f"SELECT seq, hash FROM {EVENTS} ORDER BY seq DESC LIMIT 1").fetchone()
        seq += 1
        ts, body = utc_now(), json.dumps(data, sort_keys=True, separators=(",", ":"))
        h = row_hash(prev, seq, ts, etype, actor, body)
        c.execute(
            f"INSERT INTO {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac, sig) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s)",
            [seq, ts, etype, actor, body, prev, h, "0" * 64, "1" * 128],
        )
        c.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{seq}:{h}"])
    return seq


def names_row(text: str, seq: int) -> bool:
    return "necesita atención" in text and re.search(rf"\bfila {seq}\b", text) is not None


def test_a_row_written_by_the_halls_writers_is_signed_and_the_inspector_checks_it_with_the_public_key_alone(pg_url, tmp_path, capsys, monkeypatch):
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("game.created", {"game": 1}), ("ball.drawn", {"game": 1, "ball": 12})], "cantor")
    pub = signing.public_key(w.key)
    with psycopg.connect(pg_url) as c:
        rows = c.execute(f"SELECT seq, hash, sig FROM {EVENTS} ORDER BY seq").fetchall()
        record = c.execute(f"SELECT value FROM {META} WHERE name = 'signing'").fetchone()[0]
    checker = signing.parse_record(record, w.hall_id)
    assert checker.public == pub and checker.first == 1
    assert all(checker.ok(seq, h, sig) for seq, h, sig in rows) and len(rows) == 2
    assert not checker.ok(rows[0][0], rows[0][1], rows[1][2])  # one row's signature is not another's
    fp = w.fingerprint
    assert re.fullmatch(r"([0-9A-F]{4} ){7}[0-9A-F]{4}", fp)
    w.close()
    inspector = tmp_path / "inspector"
    inspector.mkdir(mode=0o700)
    monkeypatch.setenv("PGPASSWORD", psycopg.conninfo.conninfo_to_dict(pg_url)["password"])
    args = ["audit", "verify", "--data-dir", str(inspector), "--store", no_password(pg_url)]
    code, out, err = run(capsys, *args, "--public-key", fp.replace(" ", "").lower())
    assert code == 0, err
    assert fp in out and "firmas" in out
    # a key that is not the hall's is told, and the audit fails
    code, out, err = run(capsys, *args, "--public-key", "0" * 32)
    assert code == 1 and fp in err
    # without any key the audit checks the server's own key but is not complete (exit 1, why last)
    code, out, err = run(capsys, *args)
    assert code == 1 and "secret.key" in out.strip().splitlines()[-1]
    assert list(inspector.iterdir()) == []


def test_a_forger_who_replaces_the_public_key_too_is_told_by_every_terminal_that_pinned_it(pg_url, pg_display_url, pg_server, tmp_path):
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {})])
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    assert screens.signing is not None and screens.verify().ok  # first contact: pinned
    screens.close()
    # someone with the administrator's account puts a key of their own and signs a row with it
    fake = signing.Signer(b"x" * 32)
    db = pg_url.rsplit("/", 1)[1]
    with psycopg.connect(pg_server.admin_url(db), autocommit=True) as a:
        a.execute(f"DELETE FROM {META} WHERE name = 'signing'")
        a.execute(f"INSERT INTO {META} (name, value) VALUES ('signing', %s)", [fake.record(w.hall_id, 1)])
        seq, prev = a.execute(f"SELECT seq, hash FROM {EVENTS} ORDER BY seq DESC LIMIT 1").fetchone()
        ts = utc_now()
        h = row_hash(prev, seq + 1, ts, "ball.drawn", "cantor", "{}")
        a.execute(f"INSERT INTO {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac, sig) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                  [seq + 1, ts, "ball.drawn", "cantor", "{}", prev, h, "", fake.sign(seq + 1, h)])
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    got = screens.verify()
    assert not got.ok and "replaced" in got.reason and got.fields["pinned"] == signing.fingerprint(signing.public_key(w.key))
    screens.close()
    # a writer knows its own key: refused at once
    with pytest.raises(StoreError, match="not the one"):
        PgStore(pg_url, tmp_path / "caller")
    w.close()


def test_an_old_log_without_signatures_still_verifies_and_is_signed_from_the_next_row(pg_url, pg_display_url, pg_server, tmp_path):
    db = pg_url.rsplit("/", 1)[1]
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {}), ("b", {})])
    w.close()
    # a log of an older HallStation: no signatures, no key recorded
    with psycopg.connect(pg_server.admin_url(db), autocommit=True) as a:
        a.execute(f"DELETE FROM {META} WHERE name = 'signing'")
        a.execute("ALTER TABLE hs_events DISABLE TRIGGER hs_events_append_only")
        a.execute(f"UPDATE {EVENTS} SET sig = ''")
        a.execute("ALTER TABLE hs_events ENABLE TRIGGER hs_events_append_only")
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    assert screens.signing is None and screens.verify().ok  # the links and hashes, as before
    screens.close()
    w = PgStore(pg_url, tmp_path / "caller")  # a writer of this version records the key: from row 3 on
    assert w.signing is not None and w.signing.first == 3 and w.verify().ok
    w.append([("c", {})])
    w.close()
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    assert screens.signing.first == 3 and screens.verify().ok
    screens.close()
    # a row after that without the key's signature is found
    forge(pg_url, "d", {})
    screens = PgStore(pg_display_url, tmp_path / "screens2", read_only=True)
    got = screens.verify()
    assert not got.ok and got.first_bad == 4 and "signature" in got.reason
    screens.close()


def test_a_screens_pc_starting_on_the_log_names_the_first_row_written_without_the_key_even_one_it_sees_only_in_part(pg_url, pg_display_url, tmp_path):
    """A new screens PC checks the signatures the chain does not vouch for (the last row's, and the
    one before each row the public view shows in part); when one fails it names the first bad row —
    here a person's row (shown in part: its hash cannot be recomputed on the screens PC)."""
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("a", {}), ("user.pin_ok", {"name": "ana"}), ("b", {}), ("c", {})])
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    assert screens.verify().ok and screens.verify().rows == 4
    screens.close()
    bad = forge(pg_url, "user.pin_ok", {"name": "ana"})
    forge(pg_url, "ball.drawn", {"game": 1, "ball": 5})
    for folder in ("screens", "new-screens"):  # one that saw the good log, and one that never did
        rows: list = []
        screens = PgStore(pg_display_url, tmp_path / folder, read_only=True)
        got = screens.verify(collect=rows)
        assert not got.ok and got.first_bad == bad and "signature" in got.reason, (folder, got)
        assert [r[0] for r in rows][: bad - 1] == [1, 2, 3, 4]
        screens.close()
    w.close()


def test_a_bettors_name_on_a_sale_is_not_in_the_public_view_and_the_screens_still_check_the_row(pg_url, pg_display_url, pg_server, tmp_path):
    """(Issue 20 §2, a gap found here) the per-bettor limit's name on a sale (Art. 10) is nobody's
    business on the public screens: the view leaves it out; the row is still checked there."""
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("cards.sold", {"game": 1, "cards": "1-5", "player": "Juan Pérez 1.234.567-8"}), ("ball.drawn", {"game": 1, "ball": 7})])
    with psycopg.connect(pg_display_url) as d:
        seen = d.execute("SELECT data, whole FROM hs_public ORDER BY seq").fetchall()
    assert "Juan" not in seen[0][0] and '"player":""' in seen[0][0] and seen[0][1] is False and seen[1][1] is True
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    assert screens.verify().ok
    screens.close()
    w.close()


def test_a_view_changed_to_call_every_row_partial_does_not_get_a_changed_ball_past_the_screens(pg_url, pg_display_url, pg_server, tmp_path):
    """The screens do not take the view's word that a row is shown only in part: a row that does not
    look like one (a person's row, a winner's or bettor's name left out) has its hash recomputed."""
    w = PgStore(pg_url, tmp_path / "caller")
    w.append([("ball.drawn", {"game": 1, "ball": 12})])
    db = pg_url.rsplit("/", 1)[1]
    with psycopg.connect(pg_server.admin_url(db), autocommit=True) as a:
        a.execute("CREATE OR REPLACE VIEW hs_public AS SELECT e.seq, e.ts, e.type, e.actor, "
                  "replace(e.data, '\"ball\":12', '\"ball\":5') AS data, e.prev_hash, e.hash, e.mac, false AS whole, e.sig FROM hs_events e")
    screens = PgStore(pg_display_url, tmp_path / "screens", read_only=True)
    got = screens.verify()
    assert not got.ok and got.first_bad == 1 and "hash" in got.reason
    events, problem = screens.check_after(0, "0" * 64)
    assert events == [] and problem is not None and problem.first_bad == 1
    screens.close()
    w.close()
