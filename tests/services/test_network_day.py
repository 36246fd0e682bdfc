"""A whole day of a networked hall (issue 13 §6): the caller terminal, a cashier desk, a display
terminal and two poker tables, each a separate process with a folder of its own, on one real
PostgreSQL server. Then the faults of §3: the server killed mid-game and started again, one
terminal's link cut and mended. Nothing is lost, nothing is done twice, every terminal's state
equals a fresh replay, and the chain verifies."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hallstation.core.bingo.patterns import LINE
from hallstation.devtools.tcpproxy import TcpProxy
from hallstation.services.demo import create_demo_day
from hallstation.services.poker import PokerTable
from hallstation.services.station import Station
from hallstation.store.pgstore import LinkError
from tests.services.race_support import fingerprint
from tests.child_env import CHILD_PATH

CHILD = Path(__file__).with_name("terminal_child.py")
ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


class Terminal:
    """A terminal process: ``run`` statements in it, ask for its ``state``."""

    def __init__(self, folder: Path, url: str, read_only: bool = False) -> None:
        env = dict(os.environ, PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="en", HALLSTATION_STORE=url)
        argv = [sys.executable, str(CHILD), str(folder)] + (["read-only"] if read_only else [])
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        first = json.loads(self.p.stdout.readline() or "{}")
        assert "ready" in first and first["networked"], self.p.stderr.read()

    def ask(self, req: dict) -> dict:
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        assert line, self.p.stderr.read()
        return json.loads(line)

    def run(self, code: str):
        r = self.ask({"run": code})
        assert "ok" in r, r
        return r["ok"]

    def refused(self, code: str) -> str:
        r = self.ask({"run": code})
        assert "refused" in r, r
        return r["refused"]

    def state(self, table: int | None = None) -> dict:
        return self.ask({"state": True, "table": table})["state"]

    def close(self) -> None:
        self.p.stdin.close()
        self.p.wait(timeout=60)
        try:
            assert self.p.returncode == 0, self.p.stderr.read()
        finally:
            self.p.stdout.close()
            self.p.stderr.close()


def folder_with_key(tmp_path: Path, name: str, key_from: Path | None) -> Path:
    f = tmp_path / name
    f.mkdir()
    if key_from is not None:
        shutil.copy(key_from / "secret.key", f / "secret.key")
    return f


@pytest.fixture
def demo_hall(pg_url, tmp_path):
    caller_dir = tmp_path / "caller-pc"
    st = Station(caller_dir, store=pg_url)
    create_demo_day(st, cards=120, sold=80)
    st.create_user("crupier2", ["dealer"], "6667", session=st.authenticate("admin", "1234"))
    st.close()
    return caller_dir


def fresh(url: str, folder: Path, table: int | None = None) -> dict:
    st = Station(folder, store=url)
    try:
        assert st.store.verify().ok
        t = PokerTable(st, table) if table else None
        return fingerprint(st, t)
    finally:
        st.close()


POKER_HIT = """
t = tables.get({n}) or PokerTable(st, {n}); tables[{n}] = t
t.sign_in('{dealer}', '{pin}')
t.open_round(); t.place_bet(1, 5000, True); t.coin_in()
t.enter_cards(1, '2H 5H 7H 9H JH'); t.enter_cards('dealer', 'AD KD 4S 3C 2C')
t.call(1); t.settle()
result = t.state
"""


def test_a_whole_day_in_separate_processes_on_one_server(demo_hall, pg_url, pg_display_url, tmp_path):
    caller = Terminal(demo_hall, pg_url)
    cashier = Terminal(folder_with_key(tmp_path, "cashier-desk", demo_hall), pg_url)
    display = Terminal(folder_with_key(tmp_path, "screens-pc", None), pg_display_url, read_only=True)
    poker1 = Terminal(folder_with_key(tmp_path, "table-1", demo_hall), pg_url)
    poker2 = Terminal(folder_with_key(tmp_path, "table-2", demo_hall), pg_url)
    everyone = [caller, cashier, display, poker1, poker2]
    try:
        assert caller.run("result = st.acquire_drive()") is None
        # the caller draws until a line completes; the display follows every ball
        card = None
        for _ in range(75):
            caller.run("result = st.draw()")
            found = caller.run("result = st.possible_winners()")
            if found.get(LINE):
                card = found[LINE][0]
                break
        assert card is not None
        balls = caller.state()["games"]["1"]["balls"]
        assert display.state()["games"]["1"]["balls"] == balls
        # only the caller draws: another terminal is refused by the lock held on the server
        assert "Another caller station" in cashier.refused("st.draw()")
        # the display's account can only read
        refused = display.refused("st.commit([('note.added', {'text': 'x'})])")
        assert "read-only" in refused or "can only read" in refused
        # the claim at the caller's PC: the jury signs, the stamp, the award
        claim = caller.run(
            "c = st.claim(st.current_game.series.number, %d)\n"
            "st.sign_claim(c.id, 'jurado1', '1111')\n"
            "st.stamp_claim(c.id)\nst.award()\nresult = c.id" % card
        )
        # the poker tables play meanwhile: a flush at each lights a jackpot hit
        assert poker1.run(POKER_HIT.format(n=1, dealer="crupier", pin="6666")) == poker2.run(
            POKER_HIT.format(n=2, dealer="crupier2", pin="6667"))
        poker1.run("tables[1].pay_jackpot('supervisor', '7777')")
        poker2.run("tables[2].pay_jackpot('supervisor', '7777')")
        # the cashier desk pays the line, once; a second desk's attempt (the caller's PC) is refused
        cashier.run(f"s = st.authenticate('cajero', '4444')\nst.pay({claim}, '{LINE}', 'cash', session=s)")
        assert "already paid" in caller.refused(
            f"s = st.authenticate('cajero', '4444')\nst.pay({claim}, '{LINE}', 'cash', session=s)")
        want = fresh(pg_url, folder_with_key(tmp_path, "inspector", demo_hall))
        for t in everyone:  # the display reads the public screens' view: never the hall's people
            assert t.state() == ({**want, "users": {}} if t is display else want)
        for n, t in ((1, poker1), (2, poker2)):
            assert t.state(table=n) == fresh(pg_url, tmp_path / "inspector", table=n)
        st = Station(tmp_path / "inspector", store=pg_url)
        paid = [e for e in st.store.read(types=("payment.made",)) if e.data.get("claim") == claim]
        jackpots = list(st.store.read(types=("poker.jackpot_paid",)))
        st.close()
        assert len(paid) == 1 and len(jackpots) == 2
    finally:
        for t in everyone:
            t.close()


def test_the_server_killed_mid_game_loses_nothing_and_does_nothing_twice(demo_hall, pg_url, pg_server, tmp_path):
    caller = Station(demo_hall, store=pg_url)
    cashier_dir = folder_with_key(tmp_path, "cashier-desk", demo_hall)
    cashier = Station(cashier_dir, store=pg_url)
    assert caller.acquire_drive() is None
    for _ in range(3):
        caller.draw()
    shown = list(caller.current_game.balls)
    pg_server.kill()
    # the server is gone: nothing can be recorded, the last state stays as it was
    with pytest.raises(LinkError):
        caller.draw()
    with pytest.raises(LinkError):
        cashier.authenticate("cajero", "4444")
    assert caller.current_game.balls == shown
    pg_server.start()
    # back by itself: the caller goes on (the lock is taken again on the new server)
    caller.draw()
    cashier.refresh()
    assert cashier.current_game.balls == caller.current_game.balls and len(caller.current_game.balls) == 4
    assert fingerprint(caller) == fingerprint(cashier) == fresh(pg_url, folder_with_key(tmp_path, "inspector", demo_hall))
    assert caller.store.verify().ok
    caller.close(), cashier.close()


def test_a_commit_lost_with_the_server_is_recorded_once_or_not_at_all(demo_hall, pg_url, pg_server, tmp_path):
    """The server dies between the command's rows and its COMMIT: the command is not recorded,
    the station's state goes back to the server's when it answers again, and the command done
    again is recorded once."""
    caller = Station(demo_hall, store=pg_url)
    assert caller.acquire_drive() is None
    caller.draw()
    before = fingerprint(caller)

    def die(_pending):
        pg_server.kill()

    caller.store.before_commit = die
    with pytest.raises(LinkError):
        caller.draw()
    caller.store.before_commit = None
    pg_server.start()
    caller.refresh()  # replays from the server: the lost ball is not there
    assert fingerprint(caller) == before
    caller.draw()
    assert len(caller.current_game.balls) == 2
    assert fingerprint(caller) == fresh(pg_url, folder_with_key(tmp_path, "inspector", demo_hall))
    caller.close()


def test_one_terminals_link_cut_and_mended(demo_hall, pg_url, pg_server, tmp_path):
    proxy = TcpProxy(pg_server.port)
    desk_url = pg_url.replace(f":{pg_server.port}/", f":{proxy.port}/")
    caller = Station(demo_hall, store=pg_url)
    desk = Station(folder_with_key(tmp_path, "cashier-desk", demo_hall), store=desk_url)
    try:
        assert caller.acquire_drive() is None
        caller.draw()
        desk.refresh()
        proxy.cut()
        t0 = time.monotonic()
        with pytest.raises(LinkError):
            desk.authenticate("cajero", "4444")
        assert time.monotonic() - t0 < 2.5  # said within about 2 s
        caller.draw()  # the rest of the hall goes on
        caller.draw()
        assert len(desk.current_game.balls) == 1  # the desk keeps showing its last state
        proxy.mend()
        desk.refresh()
        assert desk.current_game.balls == caller.current_game.balls
        assert fingerprint(desk) == fingerprint(caller) == fresh(pg_url, folder_with_key(tmp_path, "inspector", demo_hall))
    finally:
        caller.close(), desk.close(), proxy.close()


def test_a_terminal_does_not_follow_a_server_whose_log_was_cut(demo_hall, pg_url, pg_server, tmp_path):
    import psycopg

    caller = Station(demo_hall, store=pg_url)
    assert caller.acquire_drive() is None
    caller.draw()
    caller.draw()
    seen = caller.state.last_seq
    db = pg_url.rsplit("/", 1)[1]
    with psycopg.connect(pg_server.admin_url(db), autocommit=True) as a:
        a.execute("ALTER TABLE hs_events DISABLE TRIGGER USER")
        a.execute("DELETE FROM hs_events WHERE seq > %s", [seen - 1])
    caller.refresh()
    assert caller.attention is not None and "shorter than this terminal has seen" in caller.attention.reason
    with pytest.raises(Exception, match="Nothing can be recorded"):
        caller.draw()
    caller.close()
    again = Station(demo_hall, store=pg_url)  # and at the next start
    assert again.attention is not None
    again.close()
