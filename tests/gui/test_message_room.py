"""Nothing moves under the operator's pointer when a message appears (issue 24 minor: after the
sign-in a message bar pushed the tabs and buttons down, and clicks landed on the wrong control in
the planner and the cashier). The message area keeps its room while it is empty."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QTabBar, QWidget

from hallstation.gui.dialogs import DialogService
from tests.gui.test_day_support import Answers

from .shown import shown

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


def controls(w: QWidget) -> dict[str, QRect]:
    """Where every shown button and tab bar is, in the window's coordinates."""
    out = {}
    for i, c in enumerate(w.findChildren(QWidget)):
        if isinstance(c, (QAbstractButton, QTabBar)) and c.isVisible():
            out[f"{type(c).__name__}#{c.objectName() or i} {getattr(c, 'text', lambda: '')()}"] = QRect(c.mapTo(w, c.rect().topLeft()), c.size())
    return out


def settled(qtbot, w):
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()
    qtbot.waitUntil(lambda: w.centralWidget().layout().geometry().isValid())


def _planner(bridge):
    from hallstation.gui.planner.window import PlannerWindow

    return PlannerWindow(bridge), ("admin", "1234")


def _cashier(bridge):
    from hallstation.gui.cashier.window import CashierWindow

    return CashierWindow(bridge, sign_in=False), ("cajero", "4444")


@pytest.mark.parametrize("make", [_planner, _cashier], ids=["planner", "cashier"])
def test_signing_in_moves_no_tab_or_button(qtbot, bridge, make):
    w, who = make(bridge)
    shown(qtbot, w, 1280, 740)
    w.message_area.clear_message()
    settled(qtbot, w)
    before = controls(w)
    assert any(k.startswith("QTabBar") for k in before) or w.findChild(QTabBar) is None
    DialogService.handler = Answers([who])
    assert w.sign_in()
    settled(qtbot, w)
    assert w.message_area.text() and w.message_area.kind == "ok"
    after = controls(w)
    moved = {k: (before[k], after[k]) for k in before.keys() & after.keys() if before[k].topLeft() != after[k].topLeft()}
    assert not moved, moved
    # a refusal of two lines, then the message cleared: still nothing moves
    for say in (lambda: w.message_area.error("x " * 10 + "\n" + "y " * 10), w.message_area.clear_message):
        say()
        settled(qtbot, w)
        again = controls(w)
        moved = {k: (after[k], again[k]) for k in after.keys() & again.keys() if after[k].topLeft() != again[k].topLeft()}
        assert not moved, moved
    if hasattr(w, "session") and w.session is not None:
        w.station.logout(w.session)
    w.close()
