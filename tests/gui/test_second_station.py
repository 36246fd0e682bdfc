"""Issue 24 minor: a second caller station started on a folder another station drives opened its
own full-screen board over the first one's. It starts as a follower: its caller window shows the
game, it cannot draw, and it opens no public display; the driving station's boards stay."""

from __future__ import annotations

import shutil

import pytest

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


def test_a_second_station_on_a_driven_folder_opens_no_public_board(qtbot, data_dir, demo_templates):
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.app import build_app, show_station
    from hallstation.gui.display.window import PublicDisplay

    shutil.copytree(demo_templates["electronic"], data_dir, dirs_exist_ok=True)
    first = build_app(data_dir, demo=False)
    second = None
    try:
        show_station(first)
        assert not first.caller.follower_only
        qtbot.waitUntil(lambda: bool(first.displays.displays) and all(d.isVisible() for d in first.displays.displays))
        boards = [d for d in first.displays.displays]

        second = build_app(data_dir, demo=False)  # the same folder: its caller lock is the first's
        show_station(second)
        qtbot.waitExposed(second.caller)
        assert second.caller.follower_only
        said = second.caller.message_label.text()
        assert said.startswith("Otra estación del cantor conduce esta sala") and "no abre ninguna pantalla pública" in said, said
        assert not second.caller.draw_button.isEnabled()
        assert second.displays.displays == []  # none opened, none full screen
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, PublicDisplay) and w.isVisible()]
        assert shown == boards, (shown, boards)  # only the driving station's boards
        assert all(d.isVisible() for d in first.displays.displays)
    finally:
        if second is not None:
            second.close()
        first.close()
