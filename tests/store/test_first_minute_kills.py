"""A crash can never brick a hall (issue 19 §4): a new hall's first minute — its key, its
database, its first mark and witness, the first person, the first series, the first game — killed
with SIGKILL at every step; every restart opens the hall without attention, holds every committed
event and nothing more, records again, and leaves no temporary file of a killed mark write."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.services.station import Station
from hallstation.store.eventlog import MARK_NAME
from hallstation.store.proof import witness_path
from tests.child_env import CHILD_PATH

CHILD = Path(__file__).with_name("first_minute_child.py")
ROOT = Path(__file__).resolve().parents[2]

# 13 files renamed into place in the first minute (the database; the mark and the witness of row 0;
# then both after each of the five commits), the key's link, three stalls before a COMMIT and five
# after one: 22 kills
POINTS = (
    [f"replace:{k}" for k in range(1, 14)]
    + ["link:1"]
    + [f"before_commit:{k}" for k in (1, 3, 5)]
    + [f"after_commit:{k}" for k in range(1, 6)]
)


def run_until_stalled(hall: Path, point: str) -> tuple[list[dict], dict]:
    env = dict(os.environ, PYTHONPATH=CHILD_PATH)
    proc = subprocess.Popen([sys.executable, str(CHILD), str(hall), point], stdout=subprocess.PIPE, text=True, env=env)
    told: list[dict] = []
    try:
        for line in proc.stdout:
            msg = json.loads(line)
            if "seq" in msg:
                told.append(msg)
            elif "stalled" in msg or "done" in msg:
                break
        else:
            pytest.fail(f"the child ended before {point}: {proc.wait()}")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
    assert "stalled" in msg, f"{point} was never reached: {msg}"
    return told, msg


@pytest.mark.parametrize("point", POINTS)
def test_a_kill_at_any_step_of_a_new_halls_first_minute_always_restarts(tmp_path, point):
    hall = tmp_path / "hall"
    told, stalled = run_until_stalled(hall, point)
    st = Station(hall)
    try:
        assert st.attention is None, st.attention_text()
        seqs = [e.seq for e in st.store.read()]
        # every event told is there; after a COMMIT whose mark was not yet moved, that
        # transaction's rows too — and nothing more
        end = stalled.get("committed_to") or (told[-1]["seq"] if told else 0)
        assert seqs == list(range(1, end + 1))
        assert [e.type for e in st.store.read(upto=len(told))] == [t["type"] for t in told]
        assert not list(hall.glob(f".{MARK_NAME}.*.tmp"))  # a killed mark write's file is gone
        assert not list(witness_path(hall).parent.glob(f".{witness_path(hall).name}.*.tmp"))
        if "admin" not in st.state.users:
            st.create_user("admin", ["admin", "manager"], "1234")
        admin = st.authenticate("admin", "1234")
        st.create_series(30, seed=5, session=admin)  # it records again
        assert st.store.verify().ok
        assert json.loads((hall / MARK_NAME).read_text())["seq"] == st.state.last_seq
    finally:
        st.close()
    st = Station(hall)
    try:
        assert st.attention is None and st.state.last_seq == len(list(st.store.read()))
    finally:
        st.close()
