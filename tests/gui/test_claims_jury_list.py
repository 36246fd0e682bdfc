"""The jury's list of other completing cards, through the real caller window (Art. 14): it stays
until the prize is paid, not only until it is awarded, and a co-winner opened from it shares."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.core.bingo.patterns import LINE
from hallstation.gui.dialogs import DialogService
from tests.core.bingo.helpers import ROW1_A
from tests.gui.test_claims import Answers, award, balls, enter, game, hall_app, pay_all, premio, sign_and_stamp  # noqa: F401
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_art14_jury_list_stays_until_the_prize_is_paid_then_goes(qtbot, hall_app):
    """The missed winner is still shown to the jury after the award (a co-winner shares until the
    prize is paid), and goes once it is paid (no claim after payment, Art. 15)."""
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)  # cards 1 and 3 share row 1
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    sign_and_stamp(qtbot, w)
    award(qtbot, w)
    assert p.missed_box.isVisible() and 3 in p.missed_buttons  # awarded, not paid
    # the caller's possible winners say it too, not "ninguno" (issue 24, seen on the walk)
    said = w.winners_label.text()
    assert w.winners_label.property("count") >= 1 and "Línea: " in said and "3" in said.split("Línea: ")[1], said
    pay_all(qtbot, w, c1.id)
    assert c1.paid and not p.missed_box.isVisible()  # paid: no co-winner any more
    assert w.winners_label.property("count") == 0 or "Línea" not in w.winners_label.text()


def test_art14_jury_list_after_the_award_opens_a_co_winner_who_shares(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    sign_and_stamp(qtbot, w)
    award(qtbot, w)
    DialogService.handler = Answers(confirm=True)  # the player of card 3 did claim
    qtbot.mouseClick(p.missed_buttons[3], Qt.MouseButton.LeftButton)
    c3 = p.claim()
    assert c3.card == 3 and c3.valid and not p.missed_box.isVisible()
    sign_and_stamp(qtbot, w)
    award(qtbot, w)
    (a,) = game(sa).awards
    assert a.cards == (1, 3)
    pay_all(qtbot, w, c1.id)
    pay_all(qtbot, w, c3.id)
    assert sum(c.paid[LINE]["amount"] for c in (c1, c3)) == a.amount
