"""Shared GUI fixtures: a fresh data folder per test (the root conftest), the dialog service's
answers reset after every test, a demo day built once and copied (the PIN hashes are slow on
purpose), and app builders that drive the REAL caller window."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hallstation.gui.dialogs import DialogService


@pytest.fixture(autouse=True)
def _reset_dialog_service():
    DialogService.handler = None
    yield
    DialogService.handler = None


class ScriptedDrawer:
    """The electronic drawer with the balls given in order (tests only); then the lowest left."""

    seeded = True

    def __init__(self, balls=()) -> None:
        self.script = list(balls)

    def pick(self, remaining):
        while self.script:
            b = self.script.pop(0)
            if b in remaining:
                return b
        return min(remaining)


class FakeDisplayManager:
    """The public display manager's API (hallstation/gui/display/manager.py), recorded."""

    def __init__(self, bridge=None, local=None) -> None:
        from PySide6.QtCore import QObject, Signal

        class _Signals(QObject):
            screens_changed = Signal()

        self._signals = _Signals()
        self.screens_changed = self._signals.screens_changed
        self.bridge, self.local = bridge, local
        self.count = (local.get("displays") if local is not None else 1) or 1
        self.displays = [object() for _ in range(self.count)]
        self.calls: list[tuple] = []
        self.started = False

    def start(self) -> None:
        self.started = True

    def preview(self, index, size):
        from PySide6.QtGui import QColor, QPixmap

        self.calls.append(("preview", index, size.width(), size.height()))
        pix = QPixmap(size)
        pix.fill(QColor("#203040"))
        return pix

    def set_count(self, n) -> None:
        self.calls.append(("set_count", n))
        self.count = n
        self.displays = [object() for _ in range(n)]

    def assign(self, index, screen_name) -> None:
        self.calls.append(("assign", index, screen_name))

    def set_caller_screen(self, name) -> None:
        self.calls.append(("caller_screen", name))

    def close_all(self) -> None:
        self.calls.append(("close_all",))
        self.displays = []


def real_display_manager_available() -> bool:
    try:
        import hallstation.gui.display.manager  # noqa: F401
    except ImportError:
        return False
    return True


DEMO_VARIANTS = {
    "electronic": {},
    "manual": {"draw_source": "manual"},
    "red": {"red_ball": True},
    "manual_red": {"draw_source": "manual", "red_ball": True},
}


class _DemoTemplates:
    """kind → the folder of that demo day, built the first time a test asks for it (tests/conftest.py)."""

    def __init__(self, template) -> None:
        self._template = template

    def __getitem__(self, kind: str) -> Path:
        return self._template(**DEMO_VARIANTS[kind])


@pytest.fixture(scope="session")
def demo_templates(demo_template):
    """Demo days built once per session: plain (electronic), blower, electronic + red ball,
    blower + red ball. Each test copies one into its own folder."""
    return _DemoTemplates(demo_template)


@pytest.fixture
def make_app(qtbot, data_dir, demo_templates):
    """``make_app(kind="electronic", drawer=None, fake=None)`` → a StationApp on this test's data
    folder, with the real display manager when it exists (``fake=True`` forces the fake one)."""
    from hallstation.gui.app import StationApp, build_app, ensure_qapp

    apps = []

    def make(kind: str = "electronic", drawer=None, fake: bool | None = None, copy: bool = True):
        from hallstation.store.eventlog import DB_NAME

        if copy and not (data_dir / DB_NAME).exists():
            shutil.copytree(demo_templates[kind], data_dir, dirs_exist_ok=True)
        use_fake = fake if fake is not None else not real_display_manager_available()
        if not use_fake:
            sa = build_app(data_dir, demo=False, drawer=drawer)
        else:
            ensure_qapp()
            from hallstation.gui.bridge import StationBridge
            from hallstation.gui.caller.window import CallerWindow
            from hallstation.gui.local_settings import LocalSettings
            from hallstation.services.station import Station

            station = Station(data_dir, drawer=drawer)
            bridge = StationBridge(station)
            local = LocalSettings(data_dir)
            displays = FakeDisplayManager(bridge, local)
            caller = CallerWindow(bridge, displays, local)
            sa = StationApp(station, bridge, local, displays, caller)
        qtbot.addWidget(sa.caller, before_close_func=lambda w: setattr(w, "force_close", True))
        apps.append(sa)
        return sa

    yield make
    for sa in apps:
        try:
            sa.close()
        except Exception:  # already closed by the test
            pass


@pytest.fixture
def bridge(qtbot, data_dir, demo_templates):
    """A bridge over a demo day's station (for the administration windows' tests)."""
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.bridge import StationBridge
    from hallstation.services.station import Station

    ensure_qapp()
    shutil.copytree(demo_templates["electronic"], data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    b = StationBridge(st)
    yield b
    b.detach()
    st.close()
