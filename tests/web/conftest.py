"""The web board's fixtures: a demo day built once for the module's tests to copy, and the Qt
display speaking Spanish (the page speaks the station's language, Spanish by default)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def demo_day(demo_template) -> Path:
    """A demo day's folder (people, series, game 1 ratified, no ball yet), built once: copy it."""
    return demo_template()


@pytest.fixture
def hall(tmp_path, demo_day) -> Path:
    folder = tmp_path / "hall"
    shutil.copytree(demo_day, folder)
    return folder


@pytest.fixture(autouse=True)
def _no_collection_in_the_servers_thread():
    """As ``hallstation web`` runs (gui/main_thread_gc.py), no thread but the Qt one collects cyclic
    garbage during a web test: its server thread and its page threads allocate all the time, and a
    collection there that frees a Qt object (the board's, or a window's left by an earlier test on
    this worker) kills the worker. Held off as the planner holds it (``hold_collection``), and
    Python's own collector again after the test."""
    from hallstation.gui.main_thread_gc import hold_collection

    hold = hold_collection()
    try:
        yield
    finally:
        hold.release()
