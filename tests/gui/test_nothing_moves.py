"""Nothing moves under the operator's pointer (issue 24): after a jury signature the «Stamp»
button is where it was (the steps do not re-scroll), so the next click lands on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from hallstation.gui.dialogs import DialogService
from tests.core.bingo.helpers import ROW1_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_claims import Answers, balls, enter, hall_app, premio, read  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_signing_leaves_the_stamp_button_under_the_pointer(qtbot, hall_app):  # noqa: F811
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 70, *ROW1_A)
    premio(qtbot, w)
    enter(qtbot, w, f"{series}-1")
    read(qtbot, w, 5)  # the whole reading, as the walk did
    for _ in range(5):
        QApplication.processEvents()
    bar = p.steps.verticalScrollBar()
    where = p.stamp_button.mapTo(w, QPoint(0, 0))
    scrolled = bar.value()
    DialogService.handler = Answers(credentials=[("jurado1", "1111")])
    qtbot.mouseClick(p.sign_button, Qt.MouseButton.LeftButton)
    assert p.claim().signatures == ["jurado1"] and p.stamp_button.isEnabled()
    for _ in range(5):  # the queued layout and focus events
        QApplication.processEvents()
    assert bar.value() == scrolled
    assert p.stamp_button.mapTo(w, QPoint(0, 0)) == where
