"""Money leaves once across processes (issue 9 §4): several real processes on one data folder race
on the same payment, ball, claim, wrong PIN and jackpot. Exactly one wins, every other is refused
cleanly, the chain is intact, and every process's state equals a fresh replay of the log."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hallstation.core.bingo.patterns import LINE
from hallstation.core.poker import PokerSettings
from hallstation.services.poker import JACKPOT_PENDING, PokerTable
from hallstation.services.station import Station
from hallstation.services.users import MAX_FAILURES
from tests.core.bingo.helpers import ROW1_A
from tests.services.race_support import fingerprint
from tests.services.test_claims import verify
from tests.child_env import CHILD_PATH

CHILD = Path(__file__).with_name("race_child.py")
ROOT = Path(__file__).resolve().parents[2]
REPEATS = 3


def race(data_dir: Path, action: str, n: int, folders: list[Path] | None = None) -> list[dict]:
    """Start ``n`` children, wait until each is ready, let them all go at once; their reports.
    ``folders``: each child's own data folder (the terminals of a networked hall); else all share
    ``data_dir``."""
    go = data_dir.parent / f"go-{action}-{time.monotonic_ns()}"
    env = dict(os.environ, PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="en")
    procs = [
        subprocess.Popen([sys.executable, str(CHILD), str(folder), action, str(go)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=env)
        for folder in (folders or [data_dir] * n)
    ]
    for p in procs:
        line = p.stdout.readline()
        assert json.loads(line or "{}").get("ready"), p.stderr.read()
    go.touch()
    reports = [json.loads(p.stdout.readline() or "{}") for p in procs]  # each one's ok / refused
    Path(f"{go}.done").touch()
    for p, r in zip(procs, reports):
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        for line in out.splitlines():
            r.update(json.loads(line))
    return reports


def check_outcome(data_dir: Path, reports: list[dict], winners: int = 1, table: bool = False) -> Station:
    assert sum("ok" in r for r in reports) == winners, reports
    assert all("ok" in r or r.get("refused") for r in reports)
    st = Station(data_dir)
    assert st.store.verify().ok
    t = PokerTable(st, 1) if table else None
    fresh = fingerprint(st, t)
    for r in reports:
        assert r["state"] == fresh  # every process decided on, and now holds, the whole log
    return st


def count(st: Station, etype: str, **match) -> int:
    return sum(1 for e in st.store.read(types=(etype,)) if all(e.data.get(k) == v for k, v in match.items()))


@pytest.mark.parametrize("rep", range(REPEATS))
def test_art15_one_payment_raced_by_four_processes_is_paid_once(hall, data_dir, rep):
    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    hall.award()
    hall.close()
    reports = race(data_dir, "pay", 4)
    st = check_outcome(data_dir, reports)
    assert count(st, "payment.made", claim=c.id, prize=LINE) == 1
    refused = [r["refused"] for r in reports if "refused" in r]
    assert all("already paid at another terminal" in m for m in refused), refused  # the losers told plainly
    st.close()


@pytest.mark.parametrize("rep", range(REPEATS))
def test_art2_one_ball_raced_by_four_stations_is_drawn_once(hall, data_dir, rep):
    hall.setup()
    hall.release_drive()
    hall.close()
    reports = race(data_dir, "ball", 4)
    st = check_outcome(data_dir, reports)
    assert count(st, "ball.drawn") == 1 and st.current_game.balls == [12]
    st.close()


@pytest.mark.parametrize("rep", range(REPEATS))
def test_art11_one_card_claimed_in_four_processes_has_one_claim(hall, data_dir, rep):
    g = hall.setup()
    hall.balls(*ROW1_A)
    hall.close()
    reports = race(data_dir, "claim", 4)
    st = check_outcome(data_dir, reports)
    assert count(st, "claim.made", card=1) == 1 and count(st, "draw.paused") == 1
    assert all("already has a claim" in r["refused"] for r in reports if "refused" in r)
    del g
    st.close()


def test_wrong_pins_in_eight_processes_lock_the_person_at_the_fifth(hall, data_dir):
    hall.close()
    reports = race(data_dir, "pin", 8)
    st = check_outcome(data_dir, reports, winners=0)
    assert count(st, "user.pin_failed", name="jurado1") == MAX_FAILURES
    assert count(st, "user.locked", name="jurado1") == 1
    assert st.state.users["jurado1"].locked
    assert sum("locked" in r["refused"] for r in reports) == 8 - MAX_FAILURES + 1  # the 5th says so too
    st.close()


@pytest.mark.parametrize("rep", range(REPEATS))
def test_art17_one_jackpot_raced_by_two_consoles_is_paid_once(hall, data_dir, rep):
    jackpot_pending(hall)
    hall.close()
    reports = race(data_dir, "jackpot", 2)
    st = check_outcome(data_dir, reports, table=True)
    assert count(st, "poker.jackpot_paid") == 1
    st.close()


def jackpot_pending(hall) -> PokerTable:
    """Table 1 with a flush settled for its lit seat: a jackpot hit waiting for the supervisor."""
    hall.create_user("crupier", ["dealer"], "6666", session=hall.admin)
    hall.create_user("supervisor", ["supervisor"], "7777", session=hall.admin)
    s = PokerSettings(min_ante_cents=1_000, max_ante_cents=100_000, meter_seed_cents=1_000_000)
    t = PokerTable(hall, 1, s)
    t.sign_in("crupier", "6666")
    t.open_round()
    t.place_bet(1, 1_000, True)
    t.coin_in()
    t.enter_cards(1, "2H 5H 7H 9H JH")  # a flush: a jackpot hit for the lit seat
    t.enter_cards("dealer", "AD KD 4S 3C 2C")
    t.call(1)
    t.settle()
    assert t.state == JACKPOT_PENDING
    return t


def test_a_station_that_did_not_see_a_ball_refuses_it_after_catching_up(hall, data_dir):
    """Catch-up-then-decide in one process pair: B opened before A drew, so B's own copy has no
    ball; B still refuses to draw it again, because it decides on the whole log."""
    hall.setup()
    hall.release_drive()
    b = Station(data_dir)
    assert b.current_game.balls == []
    hall.draw_text("12")
    hall.release_drive()
    with pytest.raises(Exception, match="already drawn"):
        b.draw_text("12")
    assert b.current_game.balls == [12]  # and it now shows what A drew
    b.close()


def test_a_second_caller_station_says_who_drives_and_does_not_draw(hall, data_dir):
    hall.setup()
    assert hall.acquire_drive() is None and hall.drives
    other = Station(data_dir)
    holder = other.acquire_drive()
    assert holder is not None and holder.pid == os.getpid() and holder.host
    with pytest.raises(Exception, match="Another caller station drives this hall"):
        other.draw_text("12")
    assert other.current_game.balls == [] and count(other, "ball.drawn") == 0
    hall.release_drive()  # the first station stops: the second may drive now
    other.draw_text("12")
    assert other.drives
    other.close()


def test_a_lock_left_by_a_killed_station_recovers_by_itself(hall, data_dir):
    hall.setup()
    hall.release_drive()
    code = "import sys,time; from hallstation.services.station import Station; s=Station(sys.argv[1]); " \
           "assert s.acquire_drive() is None; print('held', flush=True); time.sleep(60)"
    p = subprocess.Popen([sys.executable, "-c", code, str(data_dir)], stdout=subprocess.PIPE, text=True,
                         env=dict(os.environ, PYTHONPATH=CHILD_PATH))
    assert p.stdout.readline().strip() == "held"
    holder = hall.acquire_drive()
    assert holder is not None and holder.pid == p.pid
    p.kill()
    p.wait()
    p.stdout.close()
    assert hall.acquire_drive() is None  # no stale lock: the kernel released it with the process


def test_a_sign_in_hashes_the_pin_before_taking_the_write_lock(hall, monkeypatch):
    """scrypt is slow on purpose: a desk's sign-in must not hold the hall's write lock while it
    hashes, or another station's ball would wait for it."""
    from hallstation.services.users import User

    seen = []
    real = User.pin_matches

    def spy(self, pin):
        seen.append(hall.store.in_transaction)
        return real(self, pin)

    monkeypatch.setattr(User, "pin_matches", spy)
    hall.authenticate("cajero", "4444")
    with pytest.raises(Exception, match="Wrong PIN"):
        hall.authenticate("cajero", "9999")
    assert seen == [False, False]
    assert hall.state.users["cajero"].failures == 1  # and the wrong one still counted
