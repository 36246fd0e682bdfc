"""Every process decides on, and shows, the whole log (issue 9 §4): what another process commits
shows on this station's windows without a restart; only one caller station drives a hall folder;
closing the caller window ends the station and its public displays, asking first mid-game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.gui.app import build_app
from hallstation.gui.dialogs import DialogService
from hallstation.services.station import Station
from tests.gui.conftest import ScriptedDrawer

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing a window


def test_a_ball_another_terminal_commits_shows_on_this_caller_window(qtbot, make_app, data_dir):
    sa = make_app(fake=True)  # this window has not drawn: it does not hold the caller's lock
    sa.caller.show()
    other = Station(data_dir, drawer=ScriptedDrawer([44]))  # another process's connection
    other.draw()
    qtbot.waitUntil(lambda: sa.bridge.view().balls == (44,), timeout=2000)
    assert sa.caller.board.last == 44 and sa.caller.count_value.text() == "1"
    other.close()


def test_wrong_pins_typed_at_another_desk_count_here_too(qtbot, make_app, data_dir):
    sa = make_app(fake=True)
    other = Station(data_dir)
    for _ in range(2):
        try:
            other.verify_pin("jurado1", "0000")
        except Exception:
            pass
    qtbot.waitUntil(lambda: sa.station.state.users["jurado1"].failures == 2, timeout=2000)
    other.close()


def test_a_second_caller_station_says_who_drives_the_hall_and_does_not_draw(qtbot, make_app, data_dir):
    first = make_app()  # the real start: it takes the caller's lock
    assert first.station.drives
    second = build_app(data_dir, demo=False, drawer=ScriptedDrawer([7]))
    qtbot.addWidget(second.caller, before_close_func=lambda w: setattr(w, "force_close", True))
    try:
        assert not second.station.drives
        assert "Otra estación del cantor" in second.caller.message()
        assert not second.caller.draw_button.isEnabled() and first.caller.draw_button.isEnabled()
        with pytest.raises(Exception, match="Another caller station drives"):
            second.station.draw()  # and the service refuses it too, whatever the window shows
        second.caller.draw_button.setEnabled(True)  # even if a button were pressed
        qtbot.mouseClick(second.caller.draw_button, Qt.MouseButton.LeftButton)
        assert second.bridge.view().balls == () and first.bridge.view().balls == ()
        assert "no sortea" in second.caller.message()
    finally:
        second.close()


def test_closing_the_caller_window_mid_game_asks_and_can_be_declined(qtbot, make_app):
    sa = make_app(drawer=ScriptedDrawer([12]))
    sa.caller.show()
    sa.caller.draw_electronic()
    asked = []
    DialogService.handler = lambda kind, **kw: asked.append((kind, kw["text"])) or False
    sa.caller.close()
    assert sa.caller.isVisible() and asked and asked[0][0] == "confirm" and "juego 1" in asked[0][1].lower()
    assert sa.bridge.view().balls == (12,)  # nothing changed


def test_closing_the_caller_window_ends_the_station_and_its_displays(qtbot, make_app):
    sa = make_app(drawer=ScriptedDrawer([12]))
    sa.caller.show()
    sa.displays.start()
    sa.caller.draw_electronic()
    DialogService.handler = lambda kind, **kw: True
    with qtbot.waitSignal(sa.caller.station_closed, timeout=2000):
        sa.caller.close()
    assert not sa.caller.isVisible()
    assert not sa.displays.displays  # the public screens closed with it
