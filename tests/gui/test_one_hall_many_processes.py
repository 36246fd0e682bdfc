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


def test_a_row_written_into_the_folder_without_the_halls_key_is_never_folded_and_nothing_is_written_after_it(qtbot, make_app, data_dir):
    """Issue 20 §1 on one PC: the folder's follower checks every new row (link, hash, seal under the
    folder's key) before it folds it; a row added to the file by a program without the key (right
    hash, made-up seal) never reaches the board, the window says the log needs attention naming the
    row, and no command is recorded after it."""
    import json
    import sqlite3

    from hallstation.store.eventlog import DB_NAME, StoreError, row_hash, utc_now

    sa = make_app(fake=True)
    sa.caller.show()
    other = Station(data_dir, drawer=ScriptedDrawer([44]))
    other.draw()
    qtbot.waitUntil(lambda: sa.bridge.view().balls == (44,), timeout=2000)
    game = other.current_game.config.number
    good = sa.station.state.last_seq
    conn = sqlite3.connect(str(data_dir / DB_NAME), isolation_level=None)
    seq, prev = conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    ts, body = utc_now(), json.dumps({"ball": 5, "game": game}, sort_keys=True, separators=(",", ":"))
    conn.execute("INSERT INTO events (seq, ts, type, actor, data, prev_hash, hash, mac) VALUES (?,?,?,?,?,?,?,?)",
                 (seq + 1, ts, "ball.drawn", "cantor", body, prev, row_hash(prev, seq + 1, ts, "ball.drawn", "cantor", body), "0" * 64))
    conn.close()
    qtbot.waitUntil(lambda: sa.station.attention is not None, timeout=2000)
    assert sa.station.attention.first_bad == seq + 1 and sa.station.state.last_seq == good
    assert sa.bridge.view().balls == (44,) and 5 not in sa.caller.board.lit
    assert f"fila {seq + 1}" in sa.station.attention_text() and "necesita atención" in sa.station.attention_text()
    qtbot.waitUntil(lambda: sa.caller.link_banner.offline, timeout=2000)  # said on the window, naming the row
    assert f"fila {seq + 1}" in sa.caller.link_banner.text()
    with pytest.raises(StoreError, match=f"fila {seq + 1}|row {seq + 1}"):
        other.draw()  # the other station, deciding its next command, finds it too: nothing recorded
    assert other.attention is not None and other.attention.first_bad == seq + 1
    with sqlite3.connect(str(data_dir / DB_NAME)) as c:
        assert c.execute("SELECT max(seq) FROM events").fetchone()[0] == seq + 1
    other.close()
