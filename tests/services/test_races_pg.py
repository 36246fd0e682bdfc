"""Money leaves once across terminals (issue 13 §6): the races of the money issue, each racer a
separate process with a terminal folder of its own (the hall's key, its witness mark), all on one
real PostgreSQL server. Exactly one wins, every other is refused cleanly, the chain verifies, and
every terminal's state equals a fresh replay."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from hallstation.core.bingo.patterns import LINE
from hallstation.services.station import Station
from hallstation.services.users import MAX_FAILURES
from hallstation.store.copy import sqlite_to_pg
from tests.core.bingo.helpers import ROW1_A
from tests.services import test_races as races
from tests.services.test_claims import verify

check_outcome, count = races.check_outcome, races.count

@pytest.fixture
def pg_env(people_template, data_dir, pg_url, tmp_path, monkeypatch):
    """The people's hall copied onto the server; every station of this test uses it."""
    src = tmp_path / "one-pc"
    shutil.copytree(people_template, src)
    sqlite_to_pg(src, pg_url, data_dir)
    monkeypatch.setenv("HALLSTATION_STORE", pg_url)
    return pg_url


@pytest.fixture
def pg_hall(pg_env, hall):
    assert hall.store.networked
    return hall


def terminals(data_dir: Path, n: int) -> list[Path]:
    out = []
    for i in range(n):
        t = data_dir.parent / f"terminal-{i}-{time.monotonic_ns()}"
        t.mkdir()
        shutil.copy(data_dir / "secret.key", t / "secret.key")
        out.append(t)
    return out


def race(data_dir: Path, action: str, n: int) -> list[dict]:
    return races.race(data_dir, action, n, folders=terminals(data_dir, n))


def test_art15_one_payment_raced_by_four_cashier_desks_is_paid_once(pg_hall, data_dir):
    g = pg_hall.setup()
    pg_hall.balls(*ROW1_A)
    c = pg_hall.claim(g.series.number, 1)
    verify(pg_hall, c)
    pg_hall.award()
    pg_hall.close()
    reports = race(data_dir, "pay", 4)
    st = check_outcome(data_dir, reports)
    assert count(st, "payment.made", claim=c.id, prize=LINE) == 1
    assert all("already paid at another terminal" in r["refused"] for r in reports if "refused" in r)  # told plainly
    st.close()


def test_art2_one_ball_raced_by_four_terminals_is_drawn_once(pg_hall, data_dir):
    pg_hall.setup()
    pg_hall.release_drive()
    pg_hall.close()
    reports = race(data_dir, "ball", 4)
    st = check_outcome(data_dir, reports)
    assert count(st, "ball.drawn") == 1 and st.current_game.balls == [12]
    # the others were refused by the caller's lock on the server, or saw the ball already drawn
    assert all("Another caller station" in r["refused"] or "already drawn" in r["refused"] for r in reports if "refused" in r)
    st.close()


def test_wrong_pins_at_eight_desks_lock_the_person_at_the_fifth(pg_hall, data_dir):
    pg_hall.close()
    reports = race(data_dir, "pin", 8)
    st = check_outcome(data_dir, reports, winners=0)
    assert count(st, "user.pin_failed", name="jurado1") == MAX_FAILURES
    assert count(st, "user.locked", name="jurado1") == 1
    st.close()


def test_art17_one_jackpot_raced_by_two_poker_consoles_is_paid_once(pg_hall, data_dir):
    races.jackpot_pending(pg_hall)
    pg_hall.close()
    reports = race(data_dir, "jackpot", 2)
    st = check_outcome(data_dir, reports, table=True)
    assert count(st, "poker.jackpot_paid") == 1
    assert all("already paid at the other console" in r["refused"] for r in reports if "refused" in r)
    st.close()


def test_the_race_losers_are_told_plainly_in_spanish(pg_hall, data_dir):
    """Two desks show one prize to pay, two consoles one jackpot; the first of each pays; the other,
    which had not seen it yet, is told where the money went (issue 20, "Also")."""
    from hallstation.i18n import message, set_language
    from hallstation.services.poker import PokerTable

    g = pg_hall.setup()
    pg_hall.balls(*ROW1_A)
    c = pg_hall.claim(g.series.number, 1)
    verify(pg_hall, c)
    pg_hall.award()
    races.jackpot_pending(pg_hall)
    pg_hall.close()
    one, other = (Station(f) for f in terminals(data_dir, 2))
    t1, t2 = PokerTable(one, 1), PokerTable(other, 1)
    set_language("es")
    try:
        desk1, desk2 = one.authenticate("cajero", "4444"), other.authenticate("cajero", "4444")  # both signed in
        one.pay(c.id, LINE, "cash", session=desk1)
        with pytest.raises(Exception) as lost:
            other.pay(c.id, LINE, "cash", session=desk2)
        assert message(lost.value).startswith("Ya pagado en otra terminal"), message(lost.value)
        t1.pay_jackpot("supervisor", "7777")
        with pytest.raises(Exception) as lost:
            t2.pay_jackpot("supervisor", "7777")
        assert message(lost.value).startswith("Ya pagado en la otra consola"), message(lost.value)
        other.refresh()
        assert count(other, "payment.made", claim=c.id, prize=LINE) == 1 and count(other, "poker.jackpot_paid") == 1
    finally:
        one.close(), other.close()


def test_a_second_caller_terminal_says_who_draws_and_the_lock_follows_the_first(pg_hall, data_dir):
    pg_hall.setup()
    assert pg_hall.acquire_drive() is None
    other_dir = terminals(data_dir, 1)[0]
    other = Station(other_dir)
    holder = other.acquire_drive()
    assert holder is not None and holder.pid == os.getpid()
    with pytest.raises(Exception, match="Another caller station drives this hall"):
        other.draw_text("12")
    pg_hall.release_drive()
    other.draw_text("12")
    assert other.drives and other.current_game.balls == [12]
    other.close()
