"""The dealer console and the jackpot sign, driven through the REAL windows (Res. 4426/00).

The dialog service answers the dealer's sign-in and the supervisor's PIN; errors are collected."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from hallstation.core.poker import PaymentKind, PokerSettings, parse_card
from hallstation.gui.dialogs import DialogService

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

S = PokerSettings(min_ante_cents=5_000, max_ante_cents=500_000, jackpot_bet_cents=1_000,
                  meter_share_bp=7_000, meter_seed_cents=10_000_000)
QUALIFIED = "AD KD 4H 3C 2C"


@pytest.fixture(scope="module")
def people(tmp_path_factory):
    from hallstation.services.station import Station

    root = tmp_path_factory.mktemp("poker-gui-people")
    st = Station(root)
    st.create_user("crupier", ["dealer"], "6666", actor="test")
    st.create_user("supervisor", ["supervisor"], "7777", actor="test")
    st.close()
    return root


class Answers:
    """What the operator answers: the dealer's and the supervisor's PINs; errors are recorded."""

    def __init__(self) -> None:
        self.dealer_pins = ["6666"]
        self.supervisor_pins = ["7777"]
        self.errors: list[str] = []
        self.asked: list[str] = []

    def __call__(self, kind, **kw):
        if kind == "credentials":
            if "crupier" in kw["names"]:
                self.asked.append("dealer")
                return ("crupier", self.dealer_pins.pop(0)) if self.dealer_pins else None
            self.asked.append("supervisor")
            return ("supervisor", self.supervisor_pins.pop(0)) if self.supervisor_pins else None
        if kind == "error":
            self.errors.append(kw["text"])
            return None
        return None


@pytest.fixture
def answers():
    a = Answers()
    DialogService.handler = a
    return a


@pytest.fixture
def console(qtbot, people, data_dir, answers):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.poker.bridge import PokerBridge
    from hallstation.gui.poker.console import PokerConsole
    from hallstation.gui.poker.sign import JackpotSignWindow
    from hallstation.services.poker import PokerTable
    from hallstation.services.station import Station

    ensure_qapp()
    shutil.copytree(people, data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    bridge = PokerBridge(PokerTable(st, 1, S))
    c = PokerConsole(bridge)
    c.sign = JackpotSignWindow(bridge)
    qtbot.addWidget(c)
    qtbot.addWidget(c.sign)
    c.show()
    c.sign.show_on(None)
    assert c.sign_in()
    yield c
    bridge.detach()
    st.close()


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_ante(qtbot, c, seat: int, pesos: str) -> None:
    edit = c.seats[seat].ante_edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, pesos)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    edit.clearFocus()


def bet(qtbot, c, seat: int, pesos: int, jackpot: bool = False) -> None:
    type_ante(qtbot, c, seat, str(pesos))
    if jackpot:
        click(qtbot, c.seats[seat].jackpot)


def cards(qtbot, c, target, text: str, pick: bool = False) -> None:
    click(qtbot, c.dealer_cards_button if target == "dealer" else c.seats[target].cards_button)
    if pick:
        for token in text.split():
            click(qtbot, c.card_buttons[parse_card(token)])
    else:
        c.cards_edit.setText(text)
    click(qtbot, c.confirm_cards)


def play(qtbot, c, hands: dict, dealer: str = QUALIFIED, decisions: dict | None = None) -> None:
    for seat, hand in hands.items():
        cards(qtbot, c, seat, hand)
    cards(qtbot, c, "dealer", dealer)
    for seat, d in (decisions or {}).items():
        click(qtbot, c.seats[seat].call_button if d == "call" else c.seats[seat].fold_button)


def rows(c) -> list[tuple[str, ...]]:
    t = c.payments_table
    return [tuple(t.item(i, j).text() for j in range(4)) for i in range(t.rowCount())]


def test_dealer_signs_in_with_the_pin_and_a_round_opens(console, answers):
    v = console.view()
    assert v.dealer == "crupier" and v.state == "betting" and v.round == 1
    assert answers.asked == ["dealer"]
    assert console.coin_in_button.isEnabled() and not console.settle_button.isEnabled()
    assert "crupier" in console.title.text()


def test_a_wrong_dealer_pin_is_refused_and_asked_again(console, answers):
    answers.dealer_pins = ["0000", "6666"]
    assert console.sign_in()
    assert len(answers.errors) == 1 and answers.asked.count("dealer") == 3


def test_art17_art20_whole_round_with_two_jackpot_seats(console, answers, qtbot):
    c = console
    click(qtbot, c.seats[1].plus)  # the minimum ANTE
    click(qtbot, c.seats[1].jackpot)
    bet(qtbot, c, 3, 100, jackpot=True)
    bet(qtbot, c, 5, 75)
    v = c.view()
    assert [(s.seat, s.ante_cents, s.jackpot) for s in v.seats if s.playing] == [
        (1, 5_000, True), (3, 10_000, True), (5, 7_500, False)]
    click(qtbot, c.coin_in_button)
    v = c.view()
    assert v.state == "dealing" and v.meter_cents == S.meter_seed_cents + 1_400
    assert [s.lit for s in v.seats[:5]] == [True, False, True, False, False]
    # the sign ticks up to the new meter
    qtbot.waitUntil(lambda: c.sign.sign.displayed_meter_cents() == v.meter_cents, timeout=5_000)
    cards(qtbot, c, 1, "5S 7S 9S JS QS", pick=True)
    cards(qtbot, c, 3, "6S 6H 6D 10C 10H", pick=True)
    cards(qtbot, c, 5, "8H 8D 2S 3D 5C")
    cards(qtbot, c, "dealer", QUALIFIED)
    for seat, d in ((1, "call"), (3, "call"), (5, "fold")):
        click(qtbot, c.seats[seat].call_button if d == "call" else c.seats[seat].fold_button)
    click(qtbot, c.settle_button)  # the supervisor is asked for the jackpot at once
    assert answers.asked == ["dealer", "supervisor"] and answers.errors == []
    v = c.view()
    assert v.state == "settled" and [(h.seat, h.amount_cents) for h in v.hits] == [
        (1, 50_000), (3, 100_000)]
    kinds = [(p.seat, p.kind) for p in v.payments]
    assert kinds == [(1, PaymentKind.ANTE_WIN), (3, PaymentKind.ANTE_WIN), (5, PaymentKind.ANTE_LOSS),
                     (1, PaymentKind.CALL_WIN), (3, PaymentKind.CALL_WIN),
                     (1, PaymentKind.JACKPOT), (3, PaymentKind.JACKPOT)]
    table = rows(c)
    assert [r[0] for r in table] == ["1", "3", "5", "1", "3", "1", "3"]
    assert table[-1][3] == "$ 1.000" and table[-2][3] == "$ 500"
    assert c.sign.sign.is_celebrating()
    # Art. 17 (corrected): the flush and the full house are the house's; the meter stays
    assert c.view().meter_cents == S.meter_seed_cents + 1_400
    assert c.sign.sign.displayed_meter_cents() == S.meter_seed_cents + 1_400
    click(qtbot, c.game_over_button)
    v = c.view()
    assert v.state == "betting" and v.round == 2 and not c.sign.sign.is_celebrating()
    assert c.sign.sign.displayed_meter_cents() == S.meter_seed_cents + 1_400


def test_art13b_dealer_not_qualified(console, qtbot):
    c = console
    bet(qtbot, c, 2, 50)
    click(qtbot, c.coin_in_button)
    play(qtbot, c, {2: "2S 2H 5D 7C 9H"}, dealer="AC QD 9D 7S 3D", decisions={2: "call"})
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.dealer_qualifies is False
    assert [(p.kind, p.amount_cents) for p in v.payments] == [
        (PaymentKind.ANTE_WIN, 10_000), (PaymentKind.CALL_RETURN, 10_000)]
    assert c.dealer_result.text()


def test_art16_push(console, qtbot):
    c = console
    bet(qtbot, c, 4, 50)
    click(qtbot, c.coin_in_button)
    play(qtbot, c, {4: "AS KS 4D 3H 2H"}, dealer="AH KH 4C 3S 2S", decisions={4: "call"})
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.seat(4).outcome == "push"
    assert [p.kind for p in v.payments] == [PaymentKind.ANTE_PUSH, PaymentKind.CALL_PUSH]


def test_art10_folded_royal_wins_no_jackpot(console, answers, qtbot):
    c = console
    bet(qtbot, c, 1, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    play(qtbot, c, {1: "10S JS QS KS AS"}, decisions={1: "fold"})
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.state == "settled" and v.hits == () and v.pending_hits == ()
    assert "supervisor" not in answers.asked and not c.sign.sign.is_celebrating()
    assert [p.kind for p in v.payments] == [PaymentKind.ANTE_LOSS]


def test_art17_two_royals_share_the_meter(console, answers, qtbot):
    c = console
    bet(qtbot, c, 2, 50, jackpot=True)
    bet(qtbot, c, 6, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    meter = c.view().meter_cents
    play(qtbot, c, {2: "10S JS QS KS AS", 6: "10H JH QH KH AH"}, dealer="2C 3C 4D 8C 9D",
         decisions={2: "call", 6: "call"})
    answers.supervisor_pins = ["0000"]  # a wrong PIN: refused, nothing paid
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.state == "jackpot_pending" and len(answers.errors) == 1
    assert [(h.seat, h.amount_cents) for h in v.pending_hits] == [(2, meter // 2), (6, meter // 2)]
    assert all(p.kind is not PaymentKind.JACKPOT for p in v.payments)
    assert not c.sign.sign.is_celebrating() and not c.game_over_button.isEnabled()
    assert c.pay_button.isEnabled()
    answers.supervisor_pins = ["7777"]
    click(qtbot, c.pay_button)
    v = c.view()
    assert v.state == "settled"
    assert [(p.seat, p.amount_cents) for p in v.payments if p.kind is PaymentKind.JACKPOT] == [
        (2, meter // 2), (6, meter // 2)]
    assert v.meter_cents == S.meter_seed_cents and c.sign.sign.is_celebrating()


def test_art9_wrong_count_voids_the_seat(console, qtbot):
    c = console
    bet(qtbot, c, 1, 50, jackpot=True)
    bet(qtbot, c, 2, 50)
    click(qtbot, c.coin_in_button)
    cards(qtbot, c, 1, "10S JS QS KS", pick=True)  # four cards only
    assert c.view().seat(1).void
    assert not c.seats[1].call_button.isEnabled() and not c.seats[1].fold_button.isEnabled()
    assert "Art. 9" in c.seats[1].outcome.text()
    play(qtbot, c, {2: "2S 2H 5D 7C 9H"}, decisions={2: "call"})
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.seat(1).outcome == "hand_void" and v.hits == ()
    assert [(p.seat, p.kind) for p in v.payments] == [
        (1, PaymentKind.ANTE_VOID_RETURN), (2, PaymentKind.ANTE_WIN), (2, PaymentKind.CALL_WIN),
        (1, PaymentKind.JACKPOT_BET_VOID_RETURN)]


def test_art9_void_hand_returns_jackpot_bet_and_its_meter_share(console, qtbot):
    c = console
    bet(qtbot, c, 1, 50, jackpot=True)
    bet(qtbot, c, 2, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    assert c.view().meter_cents == S.meter_seed_cents + 1_400
    cards(qtbot, c, 1, "10S JS QS KS")  # four cards: void
    play(qtbot, c, {2: "2S 2H 5D 7C 9H"}, decisions={2: "call"})
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.meter_cents == S.meter_seed_cents + 700  # seat 1's share came back off the meter
    c.sign.sign.finish_ticking()
    assert c.sign.sign.displayed_meter_cents() == v.meter_cents
    last = rows(c)[-1]
    assert last == ("1", "$ 10", "Apuesta al pozo devuelta (anulada)", "$ 10")
    assert "Mano anulada (Art. 9)" in c.summary.text() and "$ 7" in c.summary.text()


def test_art9_dealer_wrong_count_voids_round(console, qtbot):
    c = console
    bet(qtbot, c, 1, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    cards(qtbot, c, 1, "10S JS QS KS AS")
    cards(qtbot, c, "dealer", "2C 3C 4D 8C 9D 7H")  # six cards
    assert c.view().dealer_void and "Art. 9" in c.dealer_result.text()
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.round_void and v.hits == ()
    assert [p.kind for p in v.payments] == [PaymentKind.ANTE_VOID_RETURN,
                                            PaymentKind.JACKPOT_BET_VOID_RETURN]
    # every bet back, the meter as before COIN IN, and the console says so
    assert v.meter_cents == S.meter_seed_cents
    assert c.sign.sign.displayed_meter_cents() == S.meter_seed_cents
    assert [r[2] for r in rows(c)] == ["ANTE devuelto (anulado)", "Apuesta al pozo devuelta (anulada)"]
    assert "Pase anulado (Art. 9)" in c.summary.text()
    click(qtbot, c.game_over_button)
    assert c.view().round == 2


def test_art7_bets_refused_after_coin_in(console, answers, qtbot):
    c = console
    bet(qtbot, c, 1, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    panel = c.seats[1]
    for w in (panel.plus, panel.minus, panel.ante_edit, panel.jackpot, c.coin_in_button):
        assert not w.isEnabled()
    n = len(c.table.station.store)
    c.step_ante(1, +1)  # even if a stale button fired, the station refuses
    c.toggle_jackpot(2, True)
    assert len(answers.errors) == 2 and all("Art. 7" in e for e in answers.errors)
    assert len(c.table.station.store) == n
    assert c.view().seat(1).ante_cents == 5_000


def test_art1_duplicate_card_refused(console, answers, qtbot):
    c = console
    bet(qtbot, c, 1, 50)
    bet(qtbot, c, 2, 50)
    click(qtbot, c.coin_in_button)
    cards(qtbot, c, 1, "AS KD 10H 9C 2S", pick=True)
    click(qtbot, c.seats[2].cards_button)
    assert not c.card_buttons[parse_card("KD")].isEnabled()  # used cards are disabled
    assert c.card_buttons[parse_card("KS")].isEnabled()
    c.cards_edit.setText("KD 3C 4C 5C 7D")  # typed anyway
    click(qtbot, c.confirm_cards)
    assert len(answers.errors) == 1 and "KD" in answers.errors[0]
    assert c.view().seat(2).cards is None


def test_ante_limits_shown_as_errors(console, answers, qtbot):
    c = console
    type_ante(qtbot, c, 1, "10")  # below the minimum ($ 50)
    assert len(answers.errors) == 1 and "Art. 22" in answers.errors[0]
    type_ante(qtbot, c, 1, "abc")
    assert len(answers.errors) == 2
    assert c.view().seat(1).ante_cents == 0


def test_sign_is_embeddable_and_shows_the_pay_table(console, qtbot):
    from hallstation.gui.poker.sign import JackpotSign

    host = QWidget()
    qtbot.addWidget(host)
    sign = JackpotSign(console.bridge, host)
    host.resize(640, 360)
    host.show()
    v = console.bridge.view()
    assert [line.hand_class for line in v.pay_table] == [
        "royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush"]
    assert [line.amount_cents for line in v.pay_table][2:] == [500_000, 100_000, 50_000]
    assert sign.displayed_meter_cents() == v.meter_cents
    assert not sign.grab().isNull()


def test_console_speaks_spanish(console):
    assert console.state_label.text() == "Hagan sus apuestas"
    assert console.seats[1].fold_button.text() == "Retira"
    assert console.seats[1].call_button.text() == "Apuesta"


# ------------------------------------------------------------------ the real PIN dialog
def _wrong_pin(name: str) -> str:
    from hallstation import i18n
    from hallstation.core.errors import RuleError

    return i18n.message(RuleError("Wrong PIN for {name} ({left} tries left)", name=name, left=4))


def test_real_pin_dialog_a_wrong_dealer_pin_keeps_it_open(console, answers):
    from tests.gui.pin_driver import answer_pins

    DialogService.handler = None
    seen = answer_pins([[("crupier", "0000"), ("crupier", "6666")]])
    assert console.sign_in()
    assert seen == [[(True, _wrong_pin("crupier")), (False, _wrong_pin("crupier"))]]
    assert console.view().dealer == "crupier"


def test_real_pin_dialog_a_wrong_supervisor_pin_keeps_it_open_then_the_jackpot_is_paid(console, answers, qtbot):
    from tests.gui.pin_driver import answer_pins

    c = console
    click(qtbot, c.seats[1].plus)
    click(qtbot, c.seats[1].jackpot)
    click(qtbot, c.coin_in_button)
    play(qtbot, c, {1: "5S 7S 9S JS QS"}, decisions={1: "call"})
    DialogService.handler = None
    seen = answer_pins([[("supervisor", "0000"), ("crupier", "6666"), ("supervisor", "7777")]])
    click(qtbot, c.settle_button)  # the supervisor is asked for the jackpot at once
    assert seen[0][0] == (True, _wrong_pin("supervisor"))
    assert seen[0][1][0] is True and "crupier" in seen[0][1][1]  # not a supervisor: still open
    assert seen[0][2][0] is False
    v = c.view()
    assert v.state == "settled" and [(p.seat, p.kind) for p in v.payments][-1] == (1, PaymentKind.JACKPOT)
