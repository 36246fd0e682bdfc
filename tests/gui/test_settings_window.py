"""The settings window, driven for real: audited changes naming the administrator, refusals that
change nothing, the pattern grid, the bonus tables, the jury, the screens; a running game keeps its
settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.gui.dialogs import DialogService

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def open_as(qtbot, bridge, cred=("admin", "1234"), **kw):
    from hallstation.gui.settings import SettingsWindow, open_settings_window

    SettingsWindow.list_cameras = staticmethod(lambda: ["USB Camera"])
    DialogService.handler = lambda kind, **k: cred if kind == "credentials" else None
    w = open_settings_window(bridge, **kw)
    qtbot.addWidget(w)
    return w


def settings_events(st):
    return [e for e in st.store.read() if e.type == "settings.changed"]


def test_art17_hall_word_change_audited_and_waits_for_next_game(qtbot, bridge):
    st = bridge.station
    game = st.current_game
    assert game is not None and game.config.word == "BINGO"
    w = open_as(qtbot, bridge)
    assert w.game_note.isVisibleTo(w) and str(game.number) in w.game_note.text()
    w.word_edit.setText("lotto")
    assert "LOTTO" == w.values()["hall_word"]
    qtbot.mouseClick(w.save_button, Qt.MouseButton.LeftButton)
    assert st.settings["hall_word"] == "LOTTO"
    e = settings_events(st)[-1]
    assert (e.actor, e.data["name"], e.data["value"], e.data["old"]) == (
        "admin",
        "hall_word",
        "LOTTO",
        "BINGO",
    )
    assert st.current_game.config.word == "BINGO"  # the running game keeps its word
    assert w.messages.kind == "ok" and str(game.number) in w.messages.text()
    assert w.changes() == {}


def test_art17_invalid_hall_word_refused_and_nothing_changes(qtbot, bridge):
    from hallstation.core.bingo.balls import check_word
    from hallstation.core.errors import RuleError
    from hallstation.i18n import message

    st = bridge.station
    w = open_as(qtbot, bridge)
    before = len(settings_events(st))
    w.word_edit.setText("BING")
    w.jury_spin.setValue(2)  # a valid change in the same save is not made either
    assert not w.save()
    with pytest.raises(RuleError) as exc:
        check_word("BING")
    assert message(exc.value) in w.messages.text()
    assert message(exc.value) != exc.value.english()  # shown in Spanish
    assert w.messages.kind == "error"
    assert st.settings["hall_word"] == "BINGO" and st.settings["jury_signoffs"] == 1
    assert len(settings_events(st)) == before


def test_settings_refused_without_an_administrator(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, cred=None)
    assert w.signin.session is None
    w.jury_spin.setValue(3)
    assert not w.save()
    assert w.messages.kind == "error"
    assert st.settings["jury_signoffs"] == 1 and settings_events(st) == []


def test_settings_refused_for_a_non_admin(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, cred=("cajero", "4444"))
    w.limit_spin.setValue(52)
    assert not w.save()
    assert "cajero" in w.messages.text()
    assert st.settings["major_limit"] == 55


def test_art7_pattern_edited_on_the_grid_and_saved(qtbot, bridge):
    from hallstation.core.bingo.patterns import T_L

    st = bridge.station
    w = open_as(qtbot, bridge)
    w.tabs.setCurrentWidget(w.patterns)
    w.patterns.select(T_L, 0)  # the T
    assert w.patterns.grid.cells and w.patterns.grid.editable
    grid = w.patterns.grid
    qtbot.mouseClick(
        grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(20).center().toPoint()
    )  # bottom-left
    qtbot.mouseClick(
        grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(12).center().toPoint()
    )  # the free centre: fixed
    assert w.patterns.patterns()[T_L][0][1] == "XXXXX/..X../..*../..X../X.X.."
    assert "prize" in w.pending_label.text().lower() or w.changes().keys() == {"patterns"}
    assert w.save()
    assert st.settings["patterns"][T_L][0] == ["T", "XXXXX/..X../..*../..X../X.X.."]
    assert settings_events(st)[-1].actor == "admin"


def test_art7_patterns_add_remove_and_restore_defaults(qtbot, bridge):
    from hallstation.core.bingo.patterns import (
        FULL_CARD,
        P_U_N,
        default_patterns,
        patterns_to_settings,
    )

    st = bridge.station
    w = open_as(qtbot, bridge)
    ed = w.patterns
    ed.select(P_U_N, 0)
    DialogService.handler = lambda kind, **k: "H" if kind == "text" else None
    assert ed.add_shape()
    ed.select(P_U_N, 3)
    grid = ed.grid
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(7).center().toPoint())
    ed.select(P_U_N, 0)
    assert ed.remove_shape()  # the P goes
    assert [n for n, _ in ed.patterns()[P_U_N]] == ["U", "N", "H"]
    ed.select(FULL_CARD, 0)
    assert (
        not ed.grid.editable and not ed.add_button.isEnabled() and not ed.remove_button.isEnabled()
    )
    assert w.save()
    assert [n for n, _ in st.settings["patterns"][P_U_N]] == ["U", "N", "H"]
    qtbot.mouseClick(ed.restore_button, Qt.MouseButton.LeftButton)
    assert w.save()
    assert st.settings["patterns"] == patterns_to_settings(default_patterns())


def test_art8_bonus_table_edit_with_the_ceiling_beside_each_row(qtbot, bridge):
    from hallstation.core.bingo.patterns import LINE, P_U_N, T_L

    st = bridge.station
    w = open_as(qtbot, bridge)
    b = w.bonus
    b.select(LINE)
    assert b.rows() == [[5, 5], [6, 4], [7, 3], [8, 2]]
    # beside each row, what Art. 8 allows at its ball count
    assert [b.table.item(r, 2).text() for r in range(4)] == [
        "como máximo ×5 a las 5 bolillas", "como máximo ×4 a las 6 bolillas",
        "como máximo ×3 a las 7 bolillas", "como máximo ×2 a las 8 bolillas",
    ]
    assert "×5 hasta 5, ×4 hasta 6, ×3 hasta 7, ×2 hasta 8 bolillas" in b.ceiling_label.text()
    b.set_row(3, 9, 2)  # up to 9 balls: ×2 — beyond the regulation's 8
    assert b.table.item(3, 2).text() == "sin bonificación pasadas las 8 bolillas"
    assert not b.problem_label.isHidden() and "9 bolillas" in b.problem_label.text()
    assert b.table.item(3, 2).foreground().color().name() == "#b71c1c"
    b.set_row(3, 8, 1)  # the ×2 at the 8th ball switched off
    assert b.problem_label.isHidden() and b.table.item(3, 2).foreground().color().name() == "#1b5e20"
    b.select(P_U_N)
    assert b.rows() == [] and not b.add_button.isEnabled()  # Art. 8 gives P, U or N no bonus
    b.select(T_L)
    b.set_row(0, 11, 3)  # lowered from ×5
    assert b.problem_label.isHidden()
    assert w.save()
    assert st.settings["bonus"][LINE] == [[5, 5], [6, 4], [7, 3], [8, 1]]
    assert st.settings["bonus"][T_L][0] == [11, 3]
    assert st.current_game.config.bonus[LINE][-1] == (8, 2)  # the running game keeps its table


def test_art8_bonus_refused_on_p_u_n_in_the_settings_window(qtbot, bridge):
    """A bonus on another prize (kept from older settings) is shown, explained and refused."""
    from hallstation.core.bingo.patterns import P_U_N

    st = bridge.station
    before = len(settings_events(st))
    w = open_as(qtbot, bridge)
    b = w.bonus
    b.set_tables({**st.settings["bonus"], P_U_N: [[20, 3]]})
    b.select(P_U_N)
    assert b.rows() == [[20, 3]] and not b.add_button.isEnabled() and b.remove_button.isEnabled()
    assert not b.problem_label.isHidden() and "T o L" in b.problem_label.text()
    assert not w.save()
    assert w.messages.kind == "error" and "Art. 8" in w.messages.text() and "T o L" in w.messages.text()
    assert len(settings_events(st)) == before and P_U_N not in st.settings["bonus"]
    qtbot.mouseClick(b.remove_button, Qt.MouseButton.LeftButton)  # the row goes: nothing to refuse
    assert b.problem_label.isHidden() and w.changes() == {}


def test_art8_bonus_refused_above_x5_in_the_settings_window(qtbot, bridge):
    from hallstation.core.bingo.patterns import LINE

    st = bridge.station
    before = st.settings["bonus"]
    w = open_as(qtbot, bridge)
    b = w.bonus
    b.select(LINE)
    b.set_row(0, 5, 6)
    assert not b.problem_label.isHidden() and "×5" in b.problem_label.text() and "×6" in b.problem_label.text()
    assert not w.save()
    assert w.messages.kind == "error" and "×5" in w.messages.text()
    assert st.settings["bonus"] == before
    b.set_row(0, 5, 5)
    assert b.problem_label.isHidden()


def test_art11_jury_signoffs_money_in_pesos_and_other_settings(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge)
    assert w.threshold.spin.value() == 50_000.00 and "50.000" in w.threshold.shown.text()
    w.jury_spin.setValue(3)
    w.threshold.spin.setValue(1234.5)
    w.tie_combo.setCurrentIndex(w.tie_combo.findData("strict"))
    w.language_combo.setCurrentIndex(w.language_combo.findData("en"))
    w.camera_combo.setCurrentIndex(w.camera_combo.count() - 1)
    w.camera_url.setText("rtsp://10.0.0.5/bolillero")
    w.zoom_spin.setValue(150)
    w.player_spin.setValue(24)
    assert w.save()
    s = st.settings
    assert (s["jury_signoffs"], s["payment_threshold"], s["tie_policy"], s["language"]) == (
        3,
        123_450,
        "strict",
        "en",
    )
    assert (s["camera_source"], s["camera_zoom"], s["player_limit"]) == (
        "rtsp://10.0.0.5/bolillero",
        150,
        24,
    )
    assert {e.actor for e in settings_events(st)} == {"admin"}
    assert st.current_game.config.jury_signoffs == 1
    assert "$ 1.234,50" in w.threshold.shown.text()


def test_settings_camera_list_and_screens(qtbot, bridge, data_dir):
    from hallstation.gui.local_settings import LocalSettings
    from tests.gui.conftest import FakeDisplayManager

    local = LocalSettings(data_dir)
    fake = FakeDisplayManager(bridge, local)
    fake.screen_names = lambda: ["HDMI-1", "HDMI-2"]
    w = open_as(qtbot, bridge, displays=fake, local=local)
    w.tabs.setCurrentIndex(4)
    assert w.camera_combo.findData("camera:USB Camera") >= 0
    w.camera_combo.setCurrentIndex(w.camera_combo.findData("camera:USB Camera"))
    w.count_spin.setValue(2)
    w.screen_combos[1].setCurrentIndex(w.screen_combos[1].findData("HDMI-2"))
    qtbot.mouseClick(w.screens_button, Qt.MouseButton.LeftButton)
    assert ("set_count", 2) in fake.calls and ("assign", 1, "HDMI-2") in fake.calls
    assert w.save()
    assert bridge.station.settings["camera_source"] == "camera:USB Camera"
