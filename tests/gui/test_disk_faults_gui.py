"""A fault of the disk in the caller window (issue 10 §6): one message with the real cause, the
board unchanged, the game goes on once the disk is back."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import ScriptedDrawer

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_full_disk_while_drawing_says_so_and_the_board_is_unchanged(qtbot, make_app):
    sa = make_app(drawer=ScriptedDrawer([12, 40, 40]))  # the refused draw used one 40
    w = sa.caller
    w.show()
    qtbot.mouseClick(w.draw_button, Qt.MouseButton.LeftButton)
    assert sa.bridge.view().balls == (12,)

    def full(_events):
        raise OSError(errno.ENOSPC, "No space left on device")

    sa.station.store.before_commit = full
    qtbot.mouseClick(w.draw_button, Qt.MouseButton.LeftButton)
    assert "No se pudo guardar: el disco está lleno" in w.message()
    assert sa.bridge.view().balls == (12,) and w.board.lit == frozenset({12}) and w.count_value.text() == "1"
    sa.station.store.before_commit = None
    qtbot.mouseClick(w.draw_button, Qt.MouseButton.LeftButton)
    assert sa.bridge.view().balls == (12, 40)
    assert sa.station.store.verify().ok
