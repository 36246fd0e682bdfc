"""What the jury and the hall see mid-verification: the caller window (1280×800) with the jury's
panel and the public display (1920×1080) with the card being read. Set ``HALLSTATION_SHOTS`` to a
folder to keep the PNGs for a look."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from hallstation.gui.dialogs import DialogService
from tests.core.bingo.helpers import ROW1_A
from tests.services.conftest import hall, people_template  # noqa: F401

from .test_claims import Answers, balls, enter, hall_app, premio, read, show  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def colours(img) -> int:
    small = img.scaled(96, 60)
    return len({small.pixel(x, y) for x in range(small.width()) for y in range(small.height())})


def keep(img, name: str) -> None:
    folder = os.environ.get("HALLSTATION_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        img.save(str(Path(folder) / name))


def test_art11_mid_verification_screens(qtbot, hall_app):  # noqa: F811
    sa, _, series = hall_app(signoffs=2)
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 70, 69, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, f"{series}-1")
    read(qtbot, w, 3)  # of the line's 5
    DialogService.handler = Answers(credentials=[("jurado1", "1111")])
    qtbot.mouseClick(p.sign_button, Qt.MouseButton.LeftButton)
    assert c.signatures == ["jurado1"]
    w.resize(1280, 800)
    qtbot.wait(50)
    shot = w.grab().toImage()
    keep(shot, "caller_mid_verification.png")
    assert colours(shot) > 20
    # nothing of the jury's panel is cut off at 1280×800
    for b in (p.match_button, p.mismatch_button, p.sign_button, p.stamp_button, p.award_button):
        assert b.isVisible() and b.visibleRegion().boundingRect().height() >= b.height() - 1, b.text()

    sa.displays.start()
    d = sa.displays.displays[0]
    d.showNormal()
    d.resize(1920, 1080)
    qtbot.waitExposed(d)
    qtbot.wait(50)
    assert d.verifying
    numbers = sa.station.current_game.claim_reading(c)
    assert d.claims.claims[0].highlight == numbers[2]
    assert any(op.text == str(numbers[2]) for op in d.claims.ops if getattr(op, "text", None))
    assert d.claims.verdict(d.claims.claims[0])[0] == "reading"
    shot = d.grab().toImage()
    keep(shot, "public_mid_verification.png")
    assert colours(shot) > 12


def test_art14_award_and_payment_screen_fits(qtbot, hall_app):  # noqa: F811
    from .test_claims import award, sign_and_stamp

    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 70, 69, *ROW1_A)
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    DialogService.handler = Answers(confirm=True)  # the player of card 3 did claim
    qtbot.mouseClick(p.missed_buttons[3], Qt.MouseButton.LeftButton)
    for cid in (c1.id, p.selected):
        p.select_claim(cid)
        sign_and_stamp(qtbot, w)
    sa.displays.start()
    d = sa.displays.displays[0]
    stamps = sorted(cc.stamp for cc in d.claims.claims)
    assert stamps == [1, 2] and d.claims.verdict(d.claims.claims[0]) == ("ok", d.claims.tr("STAMPED No. {stamp}").format(stamp=1))
    award(qtbot, w)
    p.select_claim(c1.id)
    w.resize(1280, 800)
    qtbot.wait(50)
    shot = w.grab().toImage()
    keep(shot, "caller_award_payment.png")
    assert shot.height() == 800 and shot.width() == 1280
    for b in p.pay_buttons.values():
        assert b.isVisible()
