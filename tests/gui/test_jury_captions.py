"""Issue 24, seen on the walk: the caller's jury-only box read "Solo para el jurado — no se
muestra e…" (its title cut at the card's width). Its title is read whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from tests.core.bingo.helpers import ROW1_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_claims import balls, enter, hall_app, premio  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_the_jury_only_box_title_is_whole(qtbot, hall_app):  # noqa: F811
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 70, 69, *ROW1_A)  # cards 1 and 3 share row 1
    premio(qtbot, w)
    enter(qtbot, w, f"{series}-1")
    qtbot.waitUntil(lambda: p.missed_box.isVisible())
    box = p.missed_box
    title = box.title()
    assert title.startswith("Solo para el jurado"), title
    f = box.font()
    f.setBold(True)
    room = box.width() - 2 * 8  # the style's title indent on each side
    assert QFontMetrics(f).horizontalAdvance(title) <= room, (title, QFontMetrics(f).horizontalAdvance(title), box.width())
