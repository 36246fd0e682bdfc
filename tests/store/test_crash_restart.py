"""Kill the station with SIGKILL between balls, during a claim and in the middle of an award:
on restart the rebuilt state equals every committed event and nothing more."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.core.bingo.game import PAUSED
from hallstation.services.station import Station
from tests.child_env import CHILD_PATH

CHILD = Path(__file__).with_name("kill_child.py")
ROOT = Path(__file__).resolve().parents[2]


def run_until(data_dir, point, marker):
    env = dict(os.environ, PYTHONPATH=CHILD_PATH)
    proc = subprocess.Popen([sys.executable, str(CHILD), str(data_dir), point], stdout=subprocess.PIPE, text=True, env=env)
    committed = []
    try:
        for line in proc.stdout:
            msg = json.loads(line)
            if "seq" in msg:
                committed.append(msg)
            elif marker in msg:
                break
        else:
            pytest.fail(f"the child ended before {marker}: {proc.wait()}")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    return committed


def replayed(committed):
    """What the committed events say the game looks like."""
    balls, claims, types = [], [], [e["type"] for e in committed]
    for e in committed:
        if e["type"] == "ball.drawn":
            balls.append(e["data"]["ball"])
        elif e["type"] == "claim.made":
            claims.append((e["data"]["card"], e["data"]["valid"]))
    return balls, claims, types


def check_restart(data_dir, committed):
    st = Station(data_dir)
    try:
        evs = list(st.store.read())
        assert [e.seq for e in evs] == [c["seq"] for c in committed]  # every committed event, nothing more
        assert [e.type for e in evs] == [c["type"] for c in committed]
        assert [e.data for e in evs] == [c["data"] for c in committed]
        assert st.store.verify().ok
        balls, claims, _ = replayed(committed)
        g = st.current_game
        assert g.balls == balls
        assert [(c.card, c.valid) for c in g.claims.values()] == claims
        return st, g
    except BaseException:
        st.close()
        raise


def test_sigkill_between_balls(tmp_path):
    committed = run_until(tmp_path, "balls:12", "ready")
    st, g = check_restart(tmp_path, committed)
    assert g.ball_count == 12 and g.state == "drawing"
    st.draw()  # the game goes on
    st.close()


def test_sigkill_during_a_claim(tmp_path):
    committed = run_until(tmp_path, "claim", "ready")
    st, g = check_restart(tmp_path, committed)
    assert g.state == PAUSED and len(g.pending_claims()) == 1
    st.close()


def test_sigkill_in_the_middle_of_an_award(tmp_path):
    committed = run_until(tmp_path, "award", "stalled")
    assert committed[-1]["type"] == "claim.made"
    st, g = check_restart(tmp_path, committed)
    assert g.state == PAUSED and not g.awards  # the half-written award is gone, the claim stands
    st.award()  # and the jury can award it again
    assert g.awards
    st.close()


def test_sigkill_between_proclaiming_and_ratifying_comes_back_to_the_jury(tmp_path):
    """Killed once the central cashier proclaimed: the restart is at the same step — the figures
    proclaimed, waiting for the jury, no ball (Art. 12) — and the jury ratifies them there."""
    from hallstation.core.bingo.game import PROCLAIMED
    from hallstation.core.errors import RuleError

    committed = run_until(tmp_path, "proclaimed", "ready")
    assert committed[-1]["type"] == "game.sales_closed"
    st, g = check_restart(tmp_path, committed)
    try:
        assert g.state == PROCLAIMED and g.waiting_for_jury and g.ratify_signatures == []
        with pytest.raises(RuleError):
            st.draw()
        assert st.ratify("jurado1", "1111") is False  # one of the hall's two signatures
        assert st.ratify("jurado2", "2222") is True
        assert st.current_game.ratification["signatures"] == ["jurado1", "jurado2"]
        st.draw()
        assert g.ball_count == 1
    finally:
        st.close()


def test_sigkill_between_two_jury_signatures_keeps_the_first(tmp_path):
    from hallstation.core.bingo.game import PROCLAIMED
    from hallstation.core.errors import RuleError

    committed = run_until(tmp_path, "ratify:1", "ready")
    assert committed[-1]["type"] == "game.ratification_signed" and committed[-1]["data"]["jury"] == "jurado1"
    st, g = check_restart(tmp_path, committed)
    try:
        assert g.state == PROCLAIMED and g.ratify_signatures == ["jurado1"]
        with pytest.raises(RuleError):
            st.draw_text("B1")
        with pytest.raises(RuleError):
            st.ratify("jurado1", "1111")  # the signature recorded before the kill counts, once
        assert st.ratify("jurado2", "2222") is True
        st.draw()
    finally:
        st.close()


def test_sigkill_after_a_rectification_comes_back_to_the_central_cashier(tmp_path):
    from hallstation.core.bingo.game import SELLING

    committed = run_until(tmp_path, "rectified", "ready")
    assert committed[-1]["type"] == "game.rectified"
    st, g = check_restart(tmp_path, committed)
    try:
        assert g.state == SELLING and g.dividends is None and g.rectifications[0]["reason"] == "card 300 was not sold"
        assert st.pot == 0  # the rectified proclamation's 15 % left the pot again
        cajero = st.authenticate("cajero", "4444")
        st.return_cards([300], session=cajero)
        st.close_sales(session=cajero)
        assert g.dividends.takings == 299 * 1000 and g.proclamations == 2
        st.ratify("jurado1", "1111")
        st.ratify("jurado2", "2222")
        st.draw()
    finally:
        st.close()


RANDOM_CHILD = """
import json, sys
from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station
st = Station(sys.argv[1], drawer=SeededDrawer(int(sys.argv[2])))
st.subscribe(lambda evs: [print(json.dumps({"seq": e.seq}), flush=True) for e in evs])
while True:  # games on end: every commit moves the log and its mark
    s = st.create_series(75, seed=len(st.state.series) + 1)
    st.new_game(s.number, 1000, simulation=True)
    st.open_sales()
    st.sell(list(range(1, 76)))
    st.close_sales()
    st.ratify()
    while st.current_game is not None:
        g = st.current_game
        found = st.possible_winners()
        if found:
            card = min(c for cs in found.values() for c in cs)
            st.claim(g.series.number, card)
            st.award()
            if st.current_game is g:
                st.resume()
        else:
            st.draw()
"""


@pytest.mark.parametrize("seed", range(6))
def test_sigkill_at_a_random_moment_restarts_exactly_through_the_mark(tmp_path, seed):
    """Killed at an arbitrary instant (inside a commit, between the commit and the mark, between
    commands): the restart verifies — chain, seals and mark agree — and holds every event the
    child saw committed, and nothing the child did not commit."""
    import random
    import time

    env = dict(os.environ, PYTHONPATH=CHILD_PATH)
    proc = subprocess.Popen([sys.executable, "-c", RANDOM_CHILD, str(tmp_path), str(seed)], stdout=subprocess.PIPE, text=True, env=env)
    seen = 0
    deadline = time.monotonic() + random.Random(seed).uniform(1.5, 4.0)
    for line in proc.stdout:
        seen = max(seen, json.loads(line)["seq"])
        if time.monotonic() > deadline:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    assert seen > 0
    st = Station(tmp_path)
    try:
        assert st.attention is None, st.attention_text()
        assert st.store.verify().ok
        assert len(st.store) >= seen  # every event told as committed is there
        mark = json.loads((tmp_path / "log.mark").read_text())
        assert mark["seq"] <= len(st.store)  # the mark never runs ahead of the log
        again = Station(tmp_path)  # the state is a fold of the log: a fresh replay agrees
        try:
            assert again.state.last_seq == st.state.last_seq and again.pot == st.pot
            assert {n: (g.state, g.balls) for n, g in again.state.games.items()} == {n: (g.state, g.balls) for n, g in st.state.games.items()}
        finally:
            again.close()
        st.commit([("test.after_restart", {})])  # and the station goes on writing
        assert st.store.verify().ok
    finally:
        st.close()
