"""Closing the caller window on a full disk (issue 19 §5): the screen settings cannot be saved —
said in the window, never a traceback — and the closing still finishes: the public displays go
down, the station ends, and the caller's lock is released for the next start."""

from __future__ import annotations

import errno
import os
import shutil

import pytest

from hallstation.gui.app import build_app
from hallstation.store.drive_lock import DriveLock

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_closing_the_caller_on_a_full_disk_takes_the_displays_down_and_releases_the_lock(qtbot, data_dir, demo_templates, monkeypatch):
    shutil.copytree(demo_templates["electronic"], data_dir, dirs_exist_ok=True)
    sa = build_app(data_dir, demo=False)
    qtbot.addWidget(sa.caller, before_close_func=lambda w: setattr(w, "force_close", True))
    try:
        sa.caller.show()
        sa.displays.start()
        qtbot.waitUntil(lambda: bool(sa.displays.displays) and all(d.isVisible() for d in sa.displays.displays), timeout=10_000)
        assert sa.station.drives

        def full(*_a, **_kw):
            raise OSError(errno.ENOSPC, "No space left on device")

        import types

        from hallstation.gui import local_settings

        # the screen settings' file cannot be written (its temporary file is opened, never filled)
        fake_os = types.SimpleNamespace(**{k: getattr(os, k) for k in dir(os) if not k.startswith("__")})
        fake_os.fdopen = full
        monkeypatch.setattr(local_settings, "os", fake_os)
        sa.caller.force_close = True  # (a game is being played: the question is answered "close")
        with qtbot.waitSignal(sa.caller.station_closed, timeout=10_000):
            sa.caller.close()
        assert not sa.caller.isVisible()
        assert sa.displays.displays == []  # the public displays are down
        assert "La configuración de las pantallas no se pudo guardar" in sa.local.save_problem
        assert not list(data_dir.glob("local.json.tmp"))
    finally:
        sa.close()
    lock = DriveLock(data_dir)
    assert lock.acquire() is None  # the lock was released: the next start drives
    lock.release()
