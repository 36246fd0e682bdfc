"""Followers fold only rows they have checked (issue 20 §1): every terminal of a hall on the real
PostgreSQL server — the public screens (no hall key: the hall's signatures), the cashier's desk, the
poker console, the caller — never folds a row inserted with nothing but the writer account's
password (right link and hash, bogus seal and signature, NOTIFY); every window says "el registro
necesita atención" naming the row, no writer writes after it, and an inspector with nothing but the
printed fingerprint finds it."""

from __future__ import annotations

import re

import psycopg
import pytest

from hallstation.store import signing
from hallstation.store.eventlog import StoreError
from hallstation.store.pgstore import EVENTS
from tests.cli.test_bingo_cli import run
from tests.gui.test_terminals import terminals  # noqa: F401 - the fixture
from tests.pg_support import no_password
from tests.store.test_pg_signing import forge, names_row

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing windows


def test_art_issue20_a_forged_ball_never_reaches_the_screens_nor_the_desk_and_nothing_is_written_after_it(qtbot, terminals, pg_url, tmp_path, capsys, monkeypatch):  # noqa: F811
    t = terminals(balls=[12, 47])
    t.caller.caller.draw_electronic()
    qtbot.waitUntil(lambda: all(d.view is not None and d.view.balls == (12,) for d in t.boards()), timeout=3000)
    qtbot.waitUntil(lambda: t.cashier.station.state.last_seq == t.caller.station.state.last_seq, timeout=3000)
    game = t.caller.station.current_game.config.number
    good = t.caller.station.state.last_seq
    # the screens PC holds no hall key: it checks the hall's signatures, under the key it pinned
    display = t.display.station
    assert display.store.key is None and display.store.signing is not None
    assert signing.read_pin(t.tmp / "display", display.store.hall_id, display.store._witness_key) == display.store.signing.public

    bad = forge(pg_url, "ball.drawn", {"game": game, "ball": 5})  # B5, forged
    stations = {"display": display, "cashier": t.cashier.station, "caller": t.caller.station, "poker": t.station}
    qtbot.waitUntil(lambda: all(st.attention is not None for st in stations.values()), timeout=3000)
    for name, st in stations.items():
        assert st.attention.first_bad == bad, name
        assert names_row(st.attention_text(), bad), (name, st.attention_text())
        assert st.state.last_seq == good, name  # never folded
    # the display: its board still shows 12 alone, and its corner says the log needs attention, naming the row
    for d in t.boards():
        assert d.view.balls == (12,) and 5 not in d.board.lit
        qtbot.waitUntil(lambda d=d: not d.link_corner.isHidden() and names_row(d.link_corner.text(), bad), timeout=5000)
        assert names_row(d.link_corner.text(), bad), d.link_corner.text()
    assert "signature" in display.attention.reason  # found by the public key, with no hall key
    qtbot.waitUntil(lambda: not t.sign.link_corner.isHidden() and names_row(t.sign.link_corner.text(), bad), timeout=5000)  # the jackpot sign too
    assert names_row(t.sign.link_corner.text(), bad), t.sign.link_corner.text()
    assert 5 not in t.cashier.station.current_game.balls
    # the operators' windows say it in their banner
    for banner in (t.cashier.desk.link_banner, t.caller.caller.link_banner, t.console.link_banner):
        qtbot.waitUntil(lambda b=banner: b.offline, timeout=5000)
        assert names_row(banner.text(), bad)
    # no writer writes after it: the desk and the caller are refused, nothing is recorded
    with psycopg.connect(pg_url) as c:
        before = c.execute(f"SELECT max(seq) FROM {EVENTS}").fetchone()[0]
    for st in (t.cashier.station, t.caller.station):
        with pytest.raises(StoreError) as refused:
            st.commit([("ball.drawn", {"game": game, "ball": 47})], "cantor")
        assert str(bad) in str(refused.value)
    with pytest.raises(Exception):
        t.caller.station.draw()
    with psycopg.connect(pg_url) as c:
        assert c.execute(f"SELECT max(seq) FROM {EVENTS}").fetchone()[0] == before == bad
    # a terminal started now (the desk restarted) opens in attention too, at the same row
    from hallstation.services.station import Station

    again = Station(t.tmp / "desk", store=pg_url)
    assert again.attention is not None and again.attention.first_bad == bad and again.state.last_seq == good
    again.close()
    # an inspector with nothing but the fingerprint printed on the day's records finds it
    inspector = tmp_path / "inspector"
    inspector.mkdir(mode=0o700)
    monkeypatch.setenv("PGPASSWORD", psycopg.conninfo.conninfo_to_dict(pg_url)["password"])
    fp = display.store.signing.fingerprint
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(inspector), "--store", no_password(pg_url), "--public-key", fp)
    assert code == 1 and re.search(rf"\b{bad}\b", err) and "firma" in err, err
    assert list(inspector.iterdir()) == []  # it writes nothing in the inspector's folder
