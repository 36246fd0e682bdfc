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

CHILD = Path(__file__).with_name("kill_child.py")
ROOT = Path(__file__).resolve().parents[2]


def run_until(data_dir, point, marker):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
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
