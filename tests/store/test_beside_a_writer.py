"""Every reader of a one-PC hall's log checks it beside a process writing as fast as it can
(issue 19 §1): ``audit verify``'s check, a station's start, a backup (and its restore) compare the
rows and the high-water mark from one consistent view — never "the log is cut" for a mark the
writer moved after the rows were read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hallstation.services.backup import backup, restore
from hallstation.services.station import Station
from hallstation.store.eventlog import DB_NAME, EventStore
from tests.child_env import CHILD_PATH

CHILD = Path(__file__).with_name("writer_child.py")
ROOT = Path(__file__).resolve().parents[2]


def check(folder: Path):
    store = EventStore(folder / DB_NAME, read_only=True)  # what ``audit verify`` opens
    try:
        return store.verify()
    finally:
        store.close()


def test_checks_starts_and_backups_beside_a_writer_never_cry_wolf_and_every_backup_restores(tmp_path):
    hall = tmp_path / "hall"
    st = Station(hall)
    st.close()
    stop = tmp_path / "STOP"
    env = dict(os.environ, PYTHONPATH=CHILD_PATH)
    proc = subprocess.Popen([sys.executable, str(CHILD), str(hall), str(stop)], stdout=subprocess.PIPE, text=True, env=env)
    alarms: list[str] = []
    seen: list[int] = []
    try:
        assert "started" in json.loads(proc.stdout.readline())
        for i in range(200):
            r = check(hall)
            seen.append(r.rows)
            if not r.ok:
                alarms.append(f"check {i}: row {r.first_bad}: {r.why()}")
            if i % 10 == 0:  # 20 station starts (a writer's open: it verifies, then may record)
                s = Station(hall)
                try:
                    if s.attention is not None:
                        alarms.append(f"start {i}: {s.attention_text()}")
                finally:
                    s.close()
            if i % 20 == 0:  # 10 backups, each restored into a new folder and started there
                dest = tmp_path / f"backup-{i}"
                manifest = backup(hall, dest)
                if not manifest["verified"]:
                    alarms.append(f"backup {i}: {manifest['finding']}")
                restored = tmp_path / f"restored-{i}"
                restore(dest, restored)
                s = Station(restored)
                try:
                    assert s.attention is None and s.state.last_seq == manifest["rows"]
                finally:
                    s.close()
    finally:
        stop.touch()
        out = proc.communicate(timeout=60)[0]
    assert proc.returncode == 0
    last = json.loads(out.splitlines()[-1])
    assert alarms == []
    assert seen[-1] > seen[0]  # the writer was writing all along (the checks saw the log grow)
    assert last["faults"] == ""
    assert check(hall).ok and check(hall).rows == last["last"]


def test_a_check_opened_before_the_station_started_is_no_false_alarm_once_it_writes(tmp_path):
    """``audit verify`` opened on a closed hall (read immutable: no writer there) while the caller
    starts and records: the rows the station wrote since are read through its WAL before anything
    is said."""
    hall = tmp_path / "hall"
    st = Station(hall)
    st.store.append([("ball.drawn", {"ball": 1})], actor="cantor")
    st.close()
    reader = EventStore(hall / DB_NAME, read_only=True)
    try:
        writer = Station(hall)
        try:
            for i in range(5):
                writer.store.append([("ball.drawn", {"ball": i + 2})], actor="cantor")
            r = reader.verify()
            assert r.ok and r.rows == 6, r.why()
        finally:
            writer.close()
    finally:
        reader.close()
