"""The cashier's desk (Arts. 6, 8.3, 9, 10, 12), driven through its real widgets."""

from __future__ import annotations

import pytest

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.gui.cashier import CashierWindow, open_cashier_window
from hallstation.gui.dialogs import DialogService
from tests.gui.test_day_support import Answers, bridge_from

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def es(template: str, **fields) -> str:
    return i18n.message(RuleError(template, **fields))


@pytest.fixture
def desk(qtbot, data_dir):
    made = []

    def make(kind="opened", who=("cajero", "4444")):
        bridge = bridge_from(kind, data_dir)
        DialogService.handler = Answers([who] if who else [])
        w = CashierWindow(bridge)
        qtbot.addWidget(w)
        made.append((bridge, w))
        return w

    yield make
    for bridge, w in made:
        w.close()
        bridge.detach()
        bridge.station.close()


def test_art9_no_sale_before_the_opening_record(desk):
    w = desk("people")
    assert w.session is not None and w.session.name == "cajero"
    assert "Art. 9" in w.game_label.text() and w.series_combo.count() == 0
    w.create_button.click()
    assert w.message_area.kind == "error" and w.message() == es("No game before the day's opening record is signed (Art. 9)")
    assert not w.station.state.games


def test_art10_operator_signs_in_and_a_wrong_pin_is_refused(desk):
    w = desk(who=("cajero", "0000"))
    assert w.session is None and w.message_area.kind == "error" and "cajero" in w.message()
    DialogService.handler = Answers([("vendedor1", "5555")])
    w.signin_button.click()
    assert w.session.name == "vendedor1"
    w.create_button.click()  # a seller does not create games: the service says so
    assert w.message() == es("{name} is not authorised to do this (needs the role {role})", name="vendedor1", role="encargado de juego / cajero central / administrador")
    assert not w.station.state.games


def test_art8_3_game_created_with_promotional_bonus_then_sales_opened(desk):
    w = desk()
    w.price_edit.setText("25")
    w.blower_radio.setChecked(True)
    w.promo_spins["full_card"].setValue(100)
    w.create_button.click()
    g = w.station.current_game
    assert g.config.series == 1 and g.config.price == 2500 and g.config.source == "manual" and g.config.promo == {"full_card": 100}
    w.promo_spins["line"].setValue(50)
    w.promo_button.click()
    assert g.config.promo == {"full_card": 100, "line": 50}
    w.open_button.click()
    assert g.state == "selling" and w.give_button.isEnabled()


def _sell_two_trays(w):
    w.seller_combo.setCurrentText("vendedor1")
    w.tray_cards.setText("1-100")
    w.give_button.click()
    w.seller_combo.setCurrentText("vendedor2")
    w.tray_cards.setText("101-150, 160-170")
    w.give_button.click()
    w.tray_cards.setText("141-150")
    w.return_button.click()


def test_art10_cashier_records_seller_difference(desk):
    w = desk("selling")
    st = w.station
    _sell_two_trays(w)
    g = st.current_game
    trays = st.trays(g)
    assert len(trays["vendedor1"].sold) == 100 and len(trays["vendedor2"].sold) == 51
    assert w.tray_table.rowCount() == 2 and w.tray_table.item(1, 1).text() == "101-150, 160-170" and w.tray_table.item(1, 2).text() == "141-150"
    assert "51" in w.expected_label.text() and "1.020" in w.expected_label.text()  # 51 × $ 20
    w.money_edit.setText("1.010")
    w.remark_edit.setText("faltan 10 pesos")
    w.settle_button.click()
    s = trays["vendedor2"].settled
    assert s["expected"] == 102_000 and s["received"] == 101_000 and s["difference"] == -1000 and s["remark"] == "faltan 10 pesos"
    assert w.tray_table.item(1, 6).text() == "-$ 10"
    w.seller_combo.setCurrentText("vendedor1")
    w.money_edit.setText("2000")
    w.settle_button.click()
    assert trays["vendedor1"].settled["difference"] == 0
    w.money_edit.setText("5")
    w.settle_button.click()  # settled once
    assert w.message() == es("{name}'s tray is already settled for game {game}", name="vendedor1", game=1)
    w.tray_cards.setText("120")
    w.seller_combo.setCurrentText("vendedor1")
    w.return_button.click()
    assert w.message_area.kind == "error"


def test_art10_desk_sale_with_per_player_limit(desk):
    w = desk("selling")
    admin = w.station.authenticate("admin", "1234")
    w.station.change_setting("player_limit", 4, admin)
    w.desk_cards.setText("200-203")
    w.desk_player.setText("Mesa 12 — Sra. Gómez")
    w.sell_button.click()
    assert w.message_area.kind == "ok"
    w.desk_cards.setText("204")
    w.sell_button.click()
    assert w.message() == es("{player} may buy at most {limit} cards in this game (already {have}, Art. 10)", player="Mesa 12 — Sra. Gómez", limit=4, have=4)
    assert len(w.station.current_game.sold) == 4
    w.desk_cards.setText("203")
    w.unsell_button.click()
    assert len(w.station.current_game.sold) == 3


def test_art12_close_sales_refused_for_a_seller_and_with_open_trays_then_done_by_central_cashier(desk):
    w = desk("selling")
    st = w.station
    _sell_two_trays(w)
    assert "PROCLAMADO" not in w.proclaim_label.text() and "PROCLAIMED" not in w.proclaim_label.text()
    DialogService.handler = Answers([("vendedor1", "5555")])
    w.close_button.click()
    assert w.message() == es("{name} is not authorised to do this (needs the role {role})", name="vendedor1", role="cajero central")
    DialogService.handler = Answers([("cajero", "4444")])
    w.close_button.click()
    assert w.message() == es("{name}'s tray is not settled yet: check the money first", name="vendedor1")
    assert st.current_game.dividends is None and not w.dividend_table.isVisible()
    for seller, money in (("vendedor1", "2000"), ("vendedor2", "1020")):
        w.seller_combo.setCurrentText(seller)
        w.money_edit.setText(money)
        w.settle_button.click()
    pot_before = st.pot
    DialogService.handler = Answers([("cajero", "4444")])
    w.close_button.click()
    g = st.current_game
    assert w.message_area.kind == "ok", w.message()
    assert g.state == "proclaimed" and g.dividends.takings == 151 * 2000
    assert st.pot == pot_before + g.dividends.pot_contribution
    assert "PROCLAMADO" in w.proclaim_label.text() or "PROCLAIMED" in w.proclaim_label.text()
    assert w.dividend_table.rowCount() == 5
    assert not w.give_button.isEnabled() and not w.close_button.isEnabled()
    assert len(st._sessions) == 1  # the central cashier's signature session was closed; the desk's stays


def test_open_cashier_window_entry_point_is_non_modal(qtbot, data_dir):
    bridge = bridge_from("opened", data_dir)
    DialogService.handler = Answers([("cajero", "4444")])
    w = open_cashier_window(bridge)
    qtbot.addWidget(w)
    assert w.isVisible() and not w.isModal() and w.session.name == "cajero"
    w.close()
    assert w.session is None
    bridge.detach()
    bridge.station.close()


def test_art7f_casino_contribution_to_the_pot_by_the_manager(qtbot, data_dir):
    """The casino's contribution (Art. 7 f): the manager's PIN; the maximum and the role are the
    station's to check."""
    from hallstation.gui.cashier.window import open_cashier_window
    from tests.gui.test_day_support import bridge_from

    bridge = bridge_from("opened", data_dir)
    st = bridge.station
    pot = st.pot
    answers = {"credentials": ("cajero", "4444")}
    DialogService.handler = lambda kind, **kw: answers.get(kind)
    w = open_cashier_window(bridge)
    qtbot.addWidget(w)
    answers.update(credentials=("cajero", "4444"), text="1.000")
    w.seed_pot()
    assert st.pot == pot and w.message_area.kind == "error"  # a cashier is not the manager
    answers.update(credentials=("admin", "1234"), text="999.999.999")
    w.seed_pot()
    assert st.pot == pot and w.message_area.kind == "error"  # above the maximum
    answers.update(credentials=("admin", "1234"), text="1.000")
    w.seed_pot()
    assert st.pot == pot + 100_000 and w.message_area.kind == "ok"
    seeded = [e for e in st.store.read() if e.type == "pot.seeded"][-1]
    assert seeded.actor == "admin" and seeded.data["amount"] == 100_000


def test_art7f_casino_contribution_capped_per_pot_the_window_shows_what_is_left(qtbot, data_dir):
    """The cap is per pot, not per payment: the desk shows what is left of it and the prompt says so."""
    from hallstation.core.money import format_money
    from hallstation.gui.cashier.window import open_cashier_window
    from tests.gui.test_day_support import bridge_from

    bridge = bridge_from("opened", data_dir)
    st = bridge.station
    admin = st.authenticate("admin", "1234")
    st.change_setting("casino_seed_max", st.state.pot_seeded + 150_000, admin)  # N$ 1.500 left
    prompts = []

    def answer(kind, **kw):
        if kind == "text":
            prompts.append(kw["label"])
        return answers.get(kind)

    answers = {"credentials": ("admin", "1234"), "text": "1.000"}
    DialogService.handler = answer
    w = open_cashier_window(bridge)
    qtbot.addWidget(w)
    assert format_money(150_000) in w.seed_label.text()
    w.seed_pot()
    assert w.message_area.kind == "ok" and format_money(150_000) in prompts[-1]
    assert st.casino_seed_left == 50_000 and format_money(50_000) in w.seed_label.text()
    pot = st.pot
    w.seed_pot()  # N$ 1.000 again: within the cap as one payment, above what is left of it
    assert w.message_area.kind == "error" and format_money(50_000) in prompts[-1] and st.pot == pot
    assert "50000" in w.message_area.text()  # what is left, in the refusal


def test_art12_a_game_whose_corrected_sales_are_empty_is_voided_at_the_desk(desk):
    """Sold, proclaimed, rectified by the jury; every card back: the desk voids the game with its
    reason, the pot as before it."""
    w = desk("selling")
    st = w.station
    g = st.current_game
    assert not w.void_button.isEnabled() or not g.sold
    st.sell([1, 2, 3], session=w.session)
    w.render()
    assert not w.void_button.isEnabled()  # cards sold: nothing to void
    pot = st.pot
    st.close_sales(session=w.session)
    st.rectify("jurado1", "1111", "Los tres cartones no se vendieron")
    st.return_cards([1, 2, 3], session=w.session)
    w.render()
    assert st.pot == pot and w.void_button.isEnabled()
    DialogService.handler = Answers([], text="")  # no reason: nothing recorded
    assert not w.void_game() and g.voided is None and w.message_area.kind == "info"
    DialogService.handler = Answers([], text="Se devolvieron todos los cartones tras la rectificación")
    w.void_button.click()
    assert g.voided["reason"] == "Se devolvieron todos los cartones tras la rectificación" and g.voided["by"] == "cajero"
    assert w.message_area.kind == "ok" and "Juego 1 anulado" in w.message()
    assert st.pot == pot and st.current_game is None
    assert "anulado" in w.game_label.text() and not w.void_button.isEnabled() and w.create_button.isEnabled()
