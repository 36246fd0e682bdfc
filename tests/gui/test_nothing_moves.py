"""Nothing moves under the operator's pointer (issue 24): after a jury signature the «Stamp»
button is where it was (the steps do not re-scroll), so the next click lands on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from hallstation.core.money import format_money
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
    answers = Answers(credentials=[("jurado1", "1111")])

    def typed_in_a_dialog(kind, **kw):  # the PIN is typed in a window of its own, as on a hall PC
        from PySide6.QtWidgets import QLineEdit

        pin = QLineEdit()
        qtbot.addWidget(pin)
        pin.show()
        qtbot.keyClicks(pin, "1111")
        pin.close()
        return answers(kind, **kw)

    DialogService.handler = typed_in_a_dialog
    qtbot.mouseClick(p.sign_button, Qt.MouseButton.LeftButton)
    assert p.claim().signatures == ["jurado1"] and p.stamp_button.isEnabled()
    for _ in range(5):  # the queued layout and focus events
        QApplication.processEvents()
    assert bar.value() == scrolled
    assert p.stamp_button.mapTo(w, QPoint(0, 0)) == where


def test_after_the_award_the_payment_buttons_are_in_sight(qtbot, hall_app):  # noqa: F811
    from .test_claims import award, sign_and_stamp

    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    w.resize(1280, 740)  # a 1280×800 screen less the manager's title bar and the panel
    balls(qtbot, w, 70, *ROW1_A)
    premio(qtbot, w)
    enter(qtbot, w, f"{series}-1")
    read(qtbot, w, 5)
    sign_and_stamp(qtbot, w)
    bar = p.steps.verticalScrollBar()
    with qtbot.waitSignal(bar.valueChanged, timeout=2000):
        award(qtbot, w)
    view = p.steps.viewport()
    for b in p.pay_buttons.values():
        r = b.rect().translated(b.mapTo(view, QPoint(0, 0)))
        assert view.rect().contains(r), (b.text(), r, view.rect())


def test_the_prize_table_names_every_co_winner_whole(qtbot, hall_app):  # noqa: F811
    """Cards 1 and 3 share the line: the caller's prize row names both and the amount each, on
    as many lines as it needs, never cut ("Adjudicado — cartones 142 ($ …")."""
    from PySide6.QtGui import QFontMetrics

    from .test_claims import award, sign_and_stamp

    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)  # cards 1 and 3 share row 1
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    c3 = enter(qtbot, w, f"{series}-3")
    for c in (c1, c3):
        p.select_claim(c.id)
        sign_and_stamp(qtbot, w)
    award(qtbot, w)
    t = w.dividends
    item = t.item(0, 2)
    (a,) = sa.station.current_game.awards
    assert item.text() == QApplication.translate("CallerWindow", "✔ card(s) {cards}: {amount} each", None, 2).format(
        cards="1, 3", amount=format_money(a.per_card[0]))
    for width in (1280, 1366):  # the caller's usual screens
        w.resize(width, 740)
        for _ in range(5):
            QApplication.processEvents()
        need = QFontMetrics(item.font().resolve(t.font())).horizontalAdvance(item.text())  # as drawn: 12 pt
        assert need <= t.columnWidth(2) - 8, (item.text(), need, t.columnWidth(2))


def test_the_cashier_pays_from_a_button_that_names_amount_and_card_then_moves_on(qtbot, hall_app):  # noqa: F811
    from hallstation.gui.terminals import CashierDesk

    from .test_claims import award, sign_and_stamp

    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)  # cards 1 and 3 share the line
    premio(qtbot, w)
    for c in (enter(qtbot, w, f"{series}-1"), enter(qtbot, w, f"{series}-3")):
        p.select_claim(c.id)
        sign_and_stamp(qtbot, w)
    award(qtbot, w)
    DialogService.handler = Answers(credentials=[("cajero", "4444")])
    desk = CashierDesk(sa.bridge)
    qtbot.addWidget(desk)
    panel = desk.payments
    first = panel.chosen()
    assert first is not None and first.paid is None
    tr = lambda text: QApplication.translate("PaymentsPanel", text)  # noqa: E731
    assert panel.cash_button.text() == tr("Pay {amount} in cash — card {card}").format(amount=format_money(first.amount), card=first.card)
    qtbot.mouseClick(panel.cash_button, Qt.MouseButton.LeftButton)
    nxt = panel.chosen()
    assert nxt is not None and nxt.paid is None and nxt.card != first.card  # on to the next prize to pay
    assert panel.cash_button.text() == tr("Pay {amount} in cash — card {card}").format(amount=format_money(nxt.amount), card=nxt.card)
    desk.close()


def test_reading_by_keyboard_the_steps_follow_to_the_signature(qtbot, hall_app):  # noqa: F811
    """Enter, Enter, … through the reading (the keyboard, no pointer on the steps): the steps
    follow the focus, so the jury's next step is in sight when the reading is over."""
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    w.resize(1280, 740)
    balls(qtbot, w, 70, *ROW1_A)
    premio(qtbot, w)
    enter(qtbot, w, f"{series}-1")
    read(qtbot, w, 5)
    for _ in range(5):
        QApplication.processEvents()
    view = p.steps.viewport()
    focus = QApplication.focusWidget()
    assert focus is not None and p.steps.widget().isAncestorOf(focus), focus
    r = focus.rect().translated(focus.mapTo(view, QPoint(0, 0)))
    assert view.rect().contains(r), (focus.text() if hasattr(focus, "text") else focus, r, view.rect())
