"""Faults of the disk, clearly (issue 10 §6): a full disk, read-only media, write or fsync errors —
the operator is told the real cause in one line, nothing is lost or half-written, the log is intact
afterwards, and closing and starting the station on a full disk do not crash."""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.station import Station
from hallstation.store.eventlog import StoreError
from tests.child_env import CHILD_PATH

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MB tmpfs of its own (needs root, as CI runs)."""
    where = tmp_path / f"disk-{uuid.uuid4().hex[:6]}"
    where.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(where)], capture_output=True).returncode:
        pytest.skip("mounting a small tmpfs needs root")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def fill_until_full(st: Station) -> RuleError:
    for i in range(200):
        try:
            st.create_series(3000, number=100 + i, seed=i)  # ~150 KB per event
        except RuleError as exc:
            return exc
    pytest.fail("the small disk never filled up")


def test_a_full_disk_is_one_clear_line_and_the_log_stays_intact(small_disk):
    st = Station(small_disk / "hall")
    exc = fill_until_full(st)
    assert isinstance(exc, StoreError)
    assert message(exc) == "No se pudo guardar: el disco está lleno"
    rows = len(st.store)
    assert len(st.state.series) == rows  # the refused series is not shown: state = what is on disk
    with pytest.raises(StoreError, match="disk is full"):
        st.create_series(3000, number=999, seed=1)  # and again: no "cannot rollback" or traceback
    assert len(st.store) == rows and st.store.verify().ok
    st.close()  # closing on a full disk does not crash
    again = Station(small_disk / "hall")  # nor does starting
    assert again.attention is None and len(again.state.series) == rows
    again.close()


def test_a_full_disk_on_the_command_line_is_one_line_and_exit_2(small_disk):
    folder = small_disk / "sim"
    env = dict(os.environ, PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="es")
    r = subprocess.run(
        [sys.executable, "-m", "hallstation", "simulate", "--data-dir", str(folder), "--cards", "3000", "--games", "40", "--seed", "1"],
        capture_output=True, text=True, env=env,
    )
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.strip().count("\n") == 0 and "el disco está lleno" in r.stderr
    assert "Traceback" not in r.stderr


def test_an_io_error_at_commit_is_told_and_changes_nothing(station):
    station.create_series(30, seed=1)
    before = len(station.store)

    def fail(_events):
        raise sqlite3.OperationalError("disk I/O error")

    station.store.before_commit = fail
    with pytest.raises(StoreError) as err:
        station.create_series(30, seed=2)
    assert "write error" in str(err.value) and "disk I/O error" in str(err.value)
    station.store.before_commit = None
    assert len(station.store) == before and sorted(station.state.series) == [1]  # not shown either
    assert station.store.verify().ok
    station.create_series(30, seed=3)  # the station goes on
    assert sorted(station.state.series) == [1, 2]


def test_a_read_only_disk_is_told(station):
    station.create_series(30, seed=1)

    def fail(_events):
        raise OSError(errno.EROFS, "Read-only file system")

    station.store.before_commit = fail
    with pytest.raises(StoreError) as err:
        station.create_series(30, seed=2)
    assert message(err.value) == "No se pudo guardar: el disco o la carpeta de datos es de solo lectura"


def test_an_fsync_error_on_the_mark_keeps_the_saved_events_and_is_told(station, monkeypatch):
    """The events were committed: they stay (shown), only the mark lags — no false 'cut'."""
    station.create_series(30, seed=1)
    real = os.fsync

    def failing_fsync(fd):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    station.create_series(30, seed=2)
    monkeypatch.setattr(os, "fsync", real)
    assert sorted(station.state.series) == [1, 2] and station.store.mark_fault is not None
    assert "write error" in str(station.store.mark_fault)
    assert station.store.verify().ok  # a log longer than its mark is no alarm
    station.create_series(30, seed=3)
    assert station.store.mark_fault is None and station.store.verify().ok
