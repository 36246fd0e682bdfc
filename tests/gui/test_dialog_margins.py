"""Issue 24 minor, "dialogs without margins": every dialog of the stations keeps its texts, fields
and buttons inside the standard margins (the new-game dialog's text touched its edges)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QWidget

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _dialogs(tmp_path, bridge):
    from hallstation.gui.caller.jury_review import JuryReviewDialog
    from hallstation.gui.caller.new_game import NewGameDialog
    from hallstation.gui.claims.payment import MajorPaymentDialog
    from hallstation.gui.first_start import FirstStartDialog
    from hallstation.gui.people.recovery import RecoveryCodeDialog
    from hallstation.gui.pin_dialog import PinDialog

    return {
        "pin": lambda: PinDialog(None, "Firma", "Jurado 1 de 1", ["jurado1", "jurado2"]),
        "new_game": lambda: NewGameDialog(None, [(2, "Serie 2"), (3, "Serie 3")], price=2500, source="manual", cards="1-450"),
        "major_payment": lambda: MajorPaymentDialog(None, amount="$ 1.000.000", card=150),
        "first_start": lambda: FirstStartDialog(None, tmp_path),
        "recovery_code": lambda: RecoveryCodeDialog(None, "jefa", "Jefa de sala", "ABCD-EFGH-JKMN-PQRS"),
        "jury_review": lambda: JuryReviewDialog(bridge),
    }


def _closest_to_the_edge(d: QWidget) -> tuple[int, str]:
    """The smallest distance from a shown leaf widget (a text, a field, a button) to the dialog's edge."""
    r = d.rect()
    out = (10**6, "")
    for c in d.findChildren(QWidget):
        if not c.isVisible() or c.isWindow() or any(k.isVisible() and not k.isWindow() for k in c.findChildren(QWidget)):
            continue
        tl, br = c.mapTo(d, c.rect().topLeft()), c.mapTo(d, c.rect().bottomRight())
        gap = min(tl.x(), tl.y(), r.right() - br.x(), r.bottom() - br.y())
        if gap < out[0]:
            out = (gap, f"{type(c).__name__}#{c.objectName()}")
    return out


def test_every_dialog_keeps_the_standard_margins(qtbot, make_app, tmp_path):
    sa = make_app()
    margin = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
    assert margin >= 6
    found = {}
    for name, make in _dialogs(tmp_path / "new-hall", sa.bridge).items():
        d = make()
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        found[name] = _closest_to_the_edge(d)
        d.close()
    tight = {name: f for name, f in found.items() if f[0] < margin}
    assert not tight, (margin, tight)
