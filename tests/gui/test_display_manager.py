"""Art. 2.3: the display manager opens 1–3 public displays, remembers screens by name, follows
screens coming and going, and never touches the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from hallstation.gui.bridge import StationBridge
from hallstation.gui.display.manager import DisplayManager
from hallstation.gui.display.placement import WINDOW, ScreenInfo
from hallstation.gui.local_settings import LocalSettings
from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station
from hallstation.services.views import BoardView


@pytest.fixture
def station(tmp_path, copy_demo):
    st = Station(copy_demo(tmp_path / "data"), drawer=SeededDrawer(99))  # create_demo_day's, built once
    yield st
    st.close()


@pytest.fixture
def manager(qtbot, station, tmp_path):
    bridge = StationBridge(station)
    m = DisplayManager(bridge, LocalSettings(tmp_path / "data"))
    yield m
    m.close_all()
    bridge.detach()


class FakeScreen:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


def fake_screens(*names: str) -> list[ScreenInfo]:
    return [ScreenInfo(n, (i * 1920, 0, 1920, 1080), primary=(i == 0)) for i, n in enumerate(names)]


def test_art2_3_start_opens_the_configured_number_of_displays(manager, qtbot):
    manager.start()
    assert len(manager.displays) == 1 and manager.displays[0].isVisible()
    # offscreen Qt has one screen: the display is an ordinary window beside the caller
    assert manager.placements == [WINDOW]
    manager.set_count(3)
    assert len(manager.displays) == 3 and manager.local.get("displays") == 3
    manager.set_count(2)
    assert len(manager.displays) == 2
    manager.set_count(9)
    assert len(manager.displays) == 3


def test_art2_3_count_and_screens_remembered_in_local_settings(manager, tmp_path):
    manager.set_count(2)
    manager.assign(1, "HDMI-2")
    manager.assign(0, "HDMI-1")
    again = LocalSettings(tmp_path / "data")
    assert again.get("displays") == 2 and again.get("display_screens") == ["HDMI-1", "HDMI-2"]
    manager.assign(0, "HDMI-2")  # a screen belongs to one display
    assert manager.local.get("display_screens") == ["HDMI-2", ""]


def test_art2_3_displays_placed_by_saved_screen_name(manager, monkeypatch):
    monkeypatch.setattr(manager, "screens", lambda: fake_screens("DP-1", "HDMI-1", "HDMI-2"))
    manager.local.set("display_screens", ["HDMI-2", "HDMI-1"])
    manager.set_count(2)
    manager.set_caller_screen("DP-1")
    assert manager.plan() == ["HDMI-2", "HDMI-1"]
    manager.start()
    assert manager.placements == ["HDMI-2", "HDMI-1"]


def test_art2_3_screen_removed_moves_displays_without_touching_the_game(manager, station, monkeypatch, qtbot):
    screens = fake_screens("DP-1", "HDMI-1", "HDMI-2")
    monkeypatch.setattr(manager, "screens", lambda: [s for s in screens if s.name not in manager._gone])
    manager.local.set("displays", 2)
    manager.set_caller_screen("DP-1")
    manager.start()
    assert manager.placements == ["HDMI-1", "HDMI-2"]
    station.draw()
    events_before = len(station.store)
    with qtbot.waitSignal(manager.screens_changed, timeout=2000):
        manager._on_screen_removed(FakeScreen("HDMI-1"))
    assert manager.placements == ["HDMI-2", WINDOW]
    assert len(manager.displays) == 2 and all(d.isVisible() for d in manager.displays)
    assert len(station.store) == events_before  # the game was not touched
    with qtbot.waitSignal(manager.screens_changed, timeout=2000):
        manager._on_screen_added(FakeScreen("HDMI-1"))
    assert manager.placements == ["HDMI-1", "HDMI-2"]  # no saved choice: the free screens in order again
    assert len(station.store) == events_before


def test_art2_3_real_qt_screen_signals_are_connected(manager, qapp, qtbot):
    manager.start()
    screen = qapp.primaryScreen()
    with qtbot.waitSignal(manager.screens_changed, timeout=2000):
        qapp.screenAdded.emit(screen)
    assert manager.placements == [WINDOW]


def test_art12_red_light_on_every_display_when_major_won(manager, monkeypatch):
    manager.set_count(3)
    manager.start()
    won = BoardView(game=1, major_amount=5_000_000, major_limit=52, major_won=True, major_winners=(12,))
    monkeypatch.setattr(manager.bridge, "view", lambda: won)
    manager.bridge.changed.emit([])
    assert len(manager.displays) == 3 and all(d.red_light_on for d in manager.displays)


def test_art2_3_every_display_follows_the_draw(manager, station):
    manager.set_count(2)
    manager.start()
    ball = station.draw()
    assert all(d.board.is_lit(ball) and d.last.last == ball for d in manager.displays)


def test_preview_for_the_caller_window(manager, station):
    manager.start()
    station.draw()
    pm = manager.preview(0, QSize(320, 180))
    assert not pm.isNull() and pm.size() == QSize(320, 180)
    img = pm.toImage()
    assert len({img.pixel(x, y) for x in range(0, pm.width(), 8) for y in range(0, pm.height(), 8)}) > 5
    assert manager.preview(0, (200, 200)).size() == QSize(200, 200)  # letterboxed
    assert manager.preview(5, (160, 90)).size() == QSize(160, 90)  # no such display: a black frame


def test_close_all_closes_every_display(manager):
    manager.set_count(2)
    manager.start()
    shown = list(manager.displays)
    manager.close_all()
    assert manager.displays == [] and not any(d.isVisible() for d in shown)
