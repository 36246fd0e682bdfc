"""The pay desk in the caller window (Art. 11): who is signed in to pay the prizes, their sign-in
with the PIN and their sign-out; a payment asks for the cashier when nobody is signed in and is
refused without one; every payment names the cashier."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.core.bingo.patterns import LINE
from hallstation.gui.dialogs import DialogService
from tests.core.bingo.helpers import ROW1_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_claims import CASHIER, Answers, award, balls, enter, game, hall_app, premio, sign_and_stamp, tr  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def desk_text(name=None):
    if name is None:
        return tr("PayDesk", "Pay desk: nobody signed in")
    return tr("PayDesk", "Pay desk: {name}").format(name=name)


def to_pay(qtbot, w, series):
    """Card 1 wins the line; verified and awarded: its payment is next."""
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, f"{series}-1")
    sign_and_stamp(qtbot, w)
    award(qtbot, w)
    return c


def test_pay_desk_sign_in_and_sign_out_from_the_caller_window(qtbot, hall_app):
    sa, _, _ = hall_app()
    w = sa.caller
    ind = w.pay_desk_indicator
    assert ind.isVisible() and ind.label.text() == desk_text() and not ind.sign_out_button.isEnabled()
    assert not w.pay_desk_sign_out_action.isEnabled()
    DialogService.handler = h = Answers(credentials=[CASHIER])
    qtbot.mouseClick(ind.sign_in_button, Qt.MouseButton.LeftButton)
    kind, asked = h.asked[0]
    assert kind == "credentials" and asked["names"] == ["cajero"]  # only the cashiers are offered
    assert w.message_label.property("kind") == "ok"
    session = w.pay_desk.session
    assert session is not None and session.name == "cajero"
    assert ind.label.text() == desk_text("cajero") and ind.label.property("signed_in")
    assert w.claim_panel.pay_box.title().endswith(desk_text("cajero"))  # the jury's payment box too
    assert ind.sign_out_button.isEnabled() and w.pay_desk_sign_out_action.isEnabled()
    qtbot.mouseClick(ind.sign_out_button, Qt.MouseButton.LeftButton)
    assert w.pay_desk.session is None and ind.label.text() == desk_text()
    assert session.token not in sa.station._sessions  # the session is over: it pays nothing any more
    assert not w.pay_desk_sign_out_action.isEnabled()
    # the menu's actions do the same
    DialogService.handler = Answers(credentials=[CASHIER])
    w.pay_desk_sign_in_action.trigger()
    assert w.pay_desk.name == "cajero"
    w.pay_desk_sign_out_action.trigger()
    assert w.pay_desk.session is None


@pytest.mark.parametrize("cred", [("cantor", "1000"), ("jurado1", "1111"), ("cajero", "0000")])
def test_pay_desk_refuses_a_wrong_pin_or_someone_who_is_not_a_cashier(qtbot, hall_app, cred):
    sa, _, _ = hall_app()
    w = sa.caller
    DialogService.handler = Answers(credentials=[cred])
    qtbot.mouseClick(w.pay_desk_indicator.sign_in_button, Qt.MouseButton.LeftButton)
    assert w.pay_desk.session is None and w.pay_desk_indicator.label.text() == desk_text()
    assert w.message_label.property("kind") == "error"
    assert cred[0] in w.message()


def test_art11_payment_asks_the_cashier_to_sign_in_and_names_them(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    c = to_pay(qtbot, w, series)
    # nobody at the pay desk, and the sign-in is cancelled: refused, nothing recorded
    DialogService.handler = h = Answers()
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert [k for k, _ in h.asked] == ["credentials"]
    assert w.message_label.property("kind") == "error" and LINE not in c.paid
    assert tr("ClaimPanel", "Payment refused: a cashier must sign in at the pay desk first. Nothing recorded.") == w.message()
    assert not list(sa.station.store.read(types=("payment.made",)))
    # someone who is not a cashier: refused
    DialogService.handler = Answers(credentials=[("cantor", "1000")])
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert w.message_label.property("kind") == "error" and LINE not in c.paid and w.pay_desk.session is None
    # the cashier signs in when asked, and the payment is made in their name
    DialogService.handler = Answers(credentials=[CASHIER])
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert w.message_label.property("kind") == "ok", w.message()
    assert c.paid[LINE]["by"] == "cajero" and "cajero" in w.message()
    (e,) = sa.station.store.read(types=("payment.made",))
    assert e.data["by"] == "cajero" and e.actor == "cajero"
    assert w.pay_desk_indicator.label.text() == desk_text("cajero")  # still signed in for the next payment
    assert p.pay_box.title().endswith(desk_text("cajero"))
    paid_label = tr("ClaimPanel", "PAID — {method}, by {name}").format(method=tr("ClaimPanel", "cash"), name="cajero")
    from PySide6.QtWidgets import QLabel

    assert paid_label in [lab.text() for lab in p.pay_box.findChildren(QLabel)]


def test_art11_a_signed_in_cashier_pays_without_being_asked_again(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    DialogService.handler = Answers(credentials=[CASHIER])
    w.pay_desk_sign_in()
    c = to_pay(qtbot, w, series)
    DialogService.handler = h = Answers()
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert h.asked == [] and c.paid[LINE]["by"] == "cajero"
    assert game(sa).settled(c) and w.resume_button.isEnabled()
