"""The jury cannot slip under pressure (issue 11, section 3), through the REAL caller window:

- stamping, awarding and paying are each one deliberate click on a button that names what it does,
  with its figures and a focus ring; Enter never presses them; «Award» waits for every stamp;
- a card from the jury's list is opened only if its player actually claimed;
- after a payment the panel moves on to the next claim to pay;
- the PIN dialog pre-selects nobody and stays open after a wrong PIN (the undo is not restarted);
- the reading steps through the claimed shape's numbers only and ends with "reading complete: matches".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from hallstation import i18n
from hallstation.core.bingo.patterns import LINE
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.dialogs import DialogService
from hallstation.gui.pin_dialog import PinDialog
from hallstation.i18n import prize_label
from tests.core.bingo.helpers import ROW1_A
from tests.gui.conftest import ScriptedDrawer
from tests.gui.test_claims import (  # noqa: F401 - helpers and the crafted hall's fixture
    CASHIER,
    Answers,
    award,
    balls,
    enter,
    game,
    hall_app,
    premio,
    read,
    sign_and_stamp,
)
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def tr(context: str, text: str, n: int = -1) -> str:
    return QApplication.translate(context, text, None, n)


def sign(qtbot, w, juries=(("jurado1", "1111"),)):
    p = w.claim_panel
    DialogService.handler = Answers(credentials=list(juries))
    qtbot.mouseClick(p.sign_button, Qt.MouseButton.LeftButton)
    assert p.stamp_button.isEnabled(), w.message()


def irreversible(p):
    buttons = [p.sign_button, p.stamp_button, p.award_button, p.withdraw_button, p.mismatch_button]
    return buttons + list(p.pay_buttons.values())


# ------------------------------------------------------------------ buttons that name what they do
def test_stamp_award_and_pay_buttons_name_the_card_the_prize_and_the_amount(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    enter(qtbot, w, f"{series}-1")
    assert p.stamp_button.text() == tr("ClaimPanel", "Stamp card {card}").format(card=1)
    assert p.sign_button.text() == tr("ClaimPanel", "Jury signs card {card} (PIN)").format(card=1)
    assert not p.award_button.isEnabled()
    sign_and_stamp(qtbot, w)
    (calc,) = game(sa).compute_awards()
    amount = format_money(sum(calc.per_card))
    expected = tr("ClaimPanel", "{prize}: card {card} — {amount}").format(prize=prize_label(LINE), card=1, amount=amount)
    # the button plain, what it awards listed beside it (issue 24: never cut to a button's width)
    assert p.award_button.isEnabled() and p.award_button.text() == tr("ClaimPanel", "Award")
    assert p.award_list.isVisible() and p.award_list.text().replace("$&nbsp;", "$ ").count(expected) == 1
    assert prize_label(LINE) in expected and amount in expected
    award(qtbot, w)
    (a,) = game(sa).awards
    cash = p.pay_buttons[(LINE, "cash")]
    assert cash.text() == tr("ClaimPanel", "Pay {amount} in cash — card {card}").format(amount=format_money(a.per_card[0]), card=1)
    order = p.pay_buttons[(LINE, "payment_order")]
    assert order.text() == tr("ClaimPanel", "Pay {amount} by payment order — card {card}").format(
        amount=format_money(a.per_card[0]), card=1
    )
    # a visible focus ring, and Enter never presses an irreversible step
    for b in irreversible(p):
        assert "QPushButton:focus" in b.styleSheet(), b.text()
        assert not b.autoDefault() and not b.isDefault(), b.text()
    assert p.match_button.autoDefault()  # reading: Enter = «Matches»


def test_the_spanish_texts_of_the_jury_buttons():
    assert i18n.translate("ClaimPanel", "Stamp card {card}").format(card=150) == "Sellar cartón 150"
    award_text = i18n.translate("ClaimPanel", "{prize}: card {card} — {amount}").format(
        prize=i18n.translate("Prize", "Line"), card=150, amount="$ 180")
    assert award_text == "Línea: cartón 150 — $ 180"
    shared = i18n.translate("ClaimPanel", "{prize}: cards {cards} — {amount} each, total {total}").format(
        prize=i18n.translate("Prize", "Line"), cards="3, 4", amount="$ 90", total="$ 180")
    assert shared == "Línea: cartones 3, 4 — $ 90 c/u, total $ 180"
    pay = i18n.translate("ClaimPanel", "Pay {amount} in cash — card {card}").format(amount="$ 180", card=150)
    assert pay == "Pagar $ 180 en efectivo — cartón 150"
    assert i18n.translate("ClaimPanel", "reading complete: matches") == "lectura completa: coincide"


def test_enter_after_stamping_does_not_award_and_the_focus_rests_somewhere_harmless(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, f"{series}-1")
    sign(qtbot, w)
    assert not p.stamp_button.hasFocus()  # signed: the stamp is not an Enter away
    qtbot.mouseClick(p.stamp_button, Qt.MouseButton.LeftButton)
    assert c.stamp is not None and p.award_button.isEnabled()
    assert not p.award_button.hasFocus() and p.entry.hasFocus()
    for _ in range(3):  # the jury presses Enter, again and again
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(p, Qt.Key.Key_Enter)
    assert not c.awarded and not game(sa).awards
    # even with the focus on «Award», Enter does not press it: a click does
    p.award_button.setFocus()
    qtbot.keyClick(p.award_button, Qt.Key.Key_Return)
    assert not c.awarded
    award(qtbot, w)
    assert c.awarded and not any(b.hasFocus() for b in p.pay_buttons.values())
    n = len(sa.station.store)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not c.paid and len(sa.station.store) == n  # nor is a payment an Enter away


def test_award_is_enabled_only_when_every_claim_of_the_ball_is_stamped(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)  # cards 1 and 3 share row 1
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    c3 = enter(qtbot, w, f"{series}-3")
    assert c1.open and c3.open
    p.select_claim(c1.id)
    sign_and_stamp(qtbot, w)
    assert not p.award_button.isEnabled()  # card 3 still being verified
    assert tr("ClaimPanel", "Card {card} is not stamped yet: every claim of this ball is stamped before the award.").format(
        card=3
    ) == p.award_button.toolTip()
    p.select_claim(c3.id)
    sign_and_stamp(qtbot, w)
    assert p.award_button.isEnabled()
    assert tr("ClaimPanel", "{prize}: cards {cards} — {amount} each, total {total}").split("{cards}")[0].format(
        prize=prize_label(LINE)) + "1, 3" in p.award_list.text()


# ------------------------------------------------------------------ the jury's list
def test_opening_a_card_from_the_jurys_list_asks_whether_the_player_claimed(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    assert 3 in p.missed_buttons
    DialogService.handler = h = Answers(confirm=False)  # "no": the player did not claim
    qtbot.mouseClick(p.missed_buttons[3], Qt.MouseButton.LeftButton)
    assert [k for k, _ in h.asked] == ["confirm"] and "3" in h.asked[0][1]["text"]
    assert [c.card for c in game(sa).claims.values()] == [1] and p.selected == c1.id
    assert 3 in p.missed_buttons
    DialogService.handler = Answers(confirm=True)
    qtbot.mouseClick(p.missed_buttons[3], Qt.MouseButton.LeftButton)
    assert p.claim().card == 3 and p.claim().open


def test_after_a_payment_the_panel_moves_to_the_next_claim_to_pay(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    c3 = enter(qtbot, w, f"{series}-3")
    for c in (c1, c3):
        p.select_claim(c.id)
        sign_and_stamp(qtbot, w)
    award(qtbot, w)
    p.select_claim(c1.id)
    DialogService.handler = Answers(credentials=[CASHIER])
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert c1.paid and not c3.paid
    assert p.selected == c3.id and p.claim() is c3
    assert tr("ClaimPanel", "Next: card {card}.").format(card=3) in w.message()
    assert p.pay_buttons[(LINE, "cash")].text().endswith("3")
    assert not any(b.hasFocus() for b in p.pay_buttons.values())


# ------------------------------------------------------------------ the PIN dialog
@pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing the keyboard")  # the completer's popup offscreen
def test_pin_dialog_pre_selects_nobody(qtbot):
    dlg = PinDialog(None, "Firma", "Jurado 1 de 1", ["jurado1", "jurado2", "jurado3"])
    qtbot.addWidget(dlg)
    assert dlg.who.currentIndex() == -1 and dlg.who.currentText() == "" and dlg.name() == ""
    assert dlg.who.isEditable() and dlg.who.count() == 3
    # nobody picked: OK asks for the name and does not close
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.pin_edit.setText("1111")
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dlg.isVisible() and dlg.message() == tr("PinDialog", "Pick or type your own name first.")
    # a name typed in another case is the listed one; a partial name is never completed for them
    dlg.who.setEditText("JURADO2")
    assert dlg.name() == "jurado2"
    dlg.who.setEditText("")
    qtbot.keyClicks(dlg.who.lineEdit(), "jurado")
    assert dlg.name() == "jurado" and dlg.who.count() == 3


def test_pin_dialog_stays_open_after_a_wrong_pin_then_the_right_one_closes_it(qtbot):
    tried = []

    def check(name, pin):
        tried.append((name, pin))
        if pin != "1111":
            raise RuleError("Wrong PIN for {name} ({left} tries left)", name=name, left=4)

    dlg = PinDialog(None, "Firma", "Jurado 1 de 1", ["jurado1", "jurado2"], check=check)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.who.setCurrentIndex(0)
    qtbot.keyClicks(dlg.pin_edit, "9999")
    qtbot.keyClick(dlg.pin_edit, Qt.Key.Key_Return)  # Enter = OK
    wrong = i18n.message(RuleError("Wrong PIN for {name} ({left} tries left)", name="jurado1", left=4))
    assert dlg.isVisible() and dlg.message() == wrong and dlg.message_label.isVisible()
    assert dlg.name() == "jurado1" and dlg.pin() == ""  # the same person retries; the PIN is cleared
    qtbot.keyClicks(dlg.pin_edit, "1111")
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dlg.isVisible() and dlg.result() == PinDialog.DialogCode.Accepted
    assert tried == [("jurado1", "9999"), ("jurado1", "1111")]


def test_undo_after_a_wrong_pin_retries_the_pin_without_asking_the_reason_again(qtbot, make_app, monkeypatch):
    """The real PIN dialog (no handler): a wrong PIN keeps it open; the right one withdraws the ball."""
    sa = make_app(drawer=ScriptedDrawer([12, 40]))
    w = sa.caller
    w.show()
    qtbot.waitExposed(w)
    w.draw_electronic()
    w.draw_electronic()
    reasons = []
    monkeypatch.setattr(DialogService, "text", classmethod(lambda cls, *a, **k: reasons.append(a) or "Bola mal cantada"))
    seen = {}

    def drive():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, PinDialog):
            QTimer.singleShot(50, drive)
            return
        seen["preselected"] = dlg.name()
        dlg.who.setEditText("jurado1")
        dlg.pin_edit.setText("9999")
        dlg.try_accept()
        seen["open_after_wrong"] = dlg.isVisible()
        seen["message"] = dlg.message()
        seen["balls_after_wrong"] = sa.bridge.view().balls
        dlg.pin_edit.setText("1111")
        dlg.try_accept()

    QTimer.singleShot(0, drive)
    w.undo_last_ball()
    assert seen["preselected"] == "" and seen["open_after_wrong"] and "jurado1" in seen["message"]
    assert seen["balls_after_wrong"] == (12, 40)
    assert len(reasons) == 1  # the reason was asked once
    assert sa.bridge.view().balls == (12,) and w.message_label.property("kind") == "ok"
    failed = [e for e in sa.station.store.read(types=("user.pin_failed",))]
    assert [e.data["name"] for e in failed] == ["jurado1"]  # counted against the person who typed it


# ------------------------------------------------------------------ reading the claimed shape
def test_reading_a_line_steps_through_its_5_numbers_and_ends_complete(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, f"{series}-1")
    assert p.read_box.title() == tr("ClaimPanel", "Number {k} of {total} — did the seller read it?").format(k=1, total=5)
    assert p.card_grid.shape == frozenset(ROW1_A)  # the rest of the card faded while the seller reads
    shown = []
    for _ in range(5):
        shown.append(p.card_grid.current)
        read(qtbot, w, 1)
    assert shown == ROW1_A and c.read == 5 and not p.match_button.isEnabled()
    assert tr("ClaimPanel", "reading complete: matches") in p.read_count_label.text()
    assert p.read_count_label.property("complete")
    assert p.card_grid.read == frozenset() and p.card_grid.current is None  # the card looks normal again
    assert p.card_grid.shape == frozenset()
    assert p.sign_button.hasFocus() and w.message_label.property("kind") == "ok"


def test_reading_the_middle_row_is_4_numbers_the_centre_is_free(qtbot, hall_app):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 3, 18, 48, 63)
    premio(qtbot, w)
    c = enter(qtbot, w, f"{series}-1")
    assert c.completes[LINE][1] == "row 3"
    read(qtbot, w, 4)
    assert c.read == 4 and not p.match_button.isEnabled()
    assert p.read_count_label.text().startswith(tr("ClaimPanel", "Read: {read} of {total}").format(read=4, total=4))
    assert tr("ClaimPanel", "reading complete: matches") in p.read_count_label.text()
