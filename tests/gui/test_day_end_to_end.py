"""A whole day, end to end, on an EMPTY data folder (no demo): people (the first administrator in
set-up mode, then the others with the administrator's session), series, the opening record signed
in the day's window, two games sold by two sellers at the cashier's desk (trays, returns, money
settled, one difference) and closed by the central cashier, each game played to its end with
claims through the services, the closing record, and the day report — ledger balanced, totals
matching the takings, and the three PDFs produced and not blank."""

from __future__ import annotations

from pathlib import Path

import pytest

from hallstation.core.bingo.game import FINISHED
from hallstation.gui.app import ensure_qapp
from hallstation.gui.bridge import StationBridge
from hallstation.gui.cashier import CashierWindow
from hallstation.gui.day import DayWindow
from hallstation.gui.dialogs import DialogService
from hallstation.gui.report import DayReportWindow
from hallstation.services.drawer import SeededDrawer
from hallstation.services.ledger import day_ledger
from hallstation.services.station import Station
from tests.gui.test_day_support import Answers, pdf_not_blank, play_to_end

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

PEOPLE = (
    ("jurado1", "Jurado Uno", ["jury"], "1111"),
    ("cajero", "Cajera Central", ["cashier", "central_cashier"], "4444"),
    ("vendedor1", "Vendedor Uno", ["seller"], "5555"),
    ("vendedor2", "Vendedora Dos", ["seller"], "5556"),
)


def _sell(w: CashierWindow, price: str, promo: dict, trays: list, settle: list) -> None:
    w.price_edit.setText(price)
    for prize, pct in promo.items():
        w.promo_spins[prize].setValue(pct)
    w.create_button.click()
    assert w.message_area.kind == "ok", w.message()
    w.open_button.click()
    assert w.message_area.kind == "ok", w.message()
    for seller, give, back in trays:
        w.seller_combo.setCurrentText(seller)
        w.tray_cards.setText(give)
        w.give_button.click()
        assert w.message_area.kind == "ok", w.message()
        if back:
            w.tray_cards.setText(back)
            w.return_button.click()
            assert w.message_area.kind == "ok", w.message()
    for seller, money, remark in settle:
        w.seller_combo.setCurrentText(seller)
        w.money_edit.setText(money)
        w.remark_edit.setText(remark)
        w.settle_button.click()
        assert w.message_area.kind in ("ok", "info"), w.message()
    DialogService.handler = Answers([("cajero", "4444")])
    w.close_button.click()
    assert w.message_area.kind == "ok", w.message()


def test_art6_9_10_12_a_whole_day_end_to_end(qtbot, data_dir, tmp_path):
    ensure_qapp()
    st = Station(data_dir, drawer=SeededDrawer(2024))
    assert len(st.store) == 0 and not st.has_admin
    # people: the first administrator in set-up mode, then the others with the admin's session
    st.create_user("admin", ["admin", "manager"], "1234", full_name="Gerente de Sala", actor="installer")
    admin = st.authenticate("admin", "1234")
    for name, full, roles, pin in PEOPLE:
        st.create_user(name, roles, pin, full_name=full, session=admin)
    st.seed_pot(500_000, session=admin)  # the casino's contribution: $ 5.000
    for color, letter in (("amarillo", "A"), ("celeste", "B"), ("verde", "C")):
        st.create_series(250, color=color, letter=letter, session=admin)
    st.logout(admin)
    bridge = StationBridge(st)

    # the opening record (Art. 9)
    day_w = DayWindow(bridge)
    qtbot.addWidget(day_w)
    day_w.set_opening_row(1)
    day_w.set_opening_row(2)
    day_w.set_opening_row(3, intact=False, remark="lacre con una fisura, precinto verificado")
    day_w.limit_spin.setValue(58)
    DialogService.handler = Answers([("jurado1", "1111"), ("admin", "1234")])
    day_w.open_button.click()
    assert st.day_open and st.day.limit == 58, day_w.message()
    opening_pdf = day_w.print_record("opening")

    # the cashier's desk: two games
    DialogService.handler = Answers([("cajero", "4444")])
    desk = CashierWindow(bridge)
    qtbot.addWidget(desk)
    assert desk.session.name == "cajero"
    _sell(
        desk,
        "20",
        {},
        [("vendedor1", "1-120", "111-120"), ("vendedor2", "121-230", "")],
        [("vendedor1", "2.200", ""), ("vendedor2", "2.190", "faltan 10 pesos")],
    )
    g1 = st.current_game
    assert g1.dividends.takings == 220 * 2000 and g1.config.limit == 58
    paid1 = play_to_end(st)
    assert g1.state == FINISHED and paid1
    desk.series_combo.setCurrentIndex(desk.series_combo.findData(2))
    _sell(
        desk,
        "25",
        {"line": 100, "full_card": 50},
        [("vendedor1", "1-100", "91-100"), ("vendedor2", "101-200", "181-200")],
        [("vendedor1", "2250", ""), ("vendedor2", "2000", "")],
    )
    g2 = st.current_game
    assert g2.number == 2 and g2.config.promo == {"line": 100, "full_card": 50} and g2.dividends.takings == 170 * 2500
    play_to_end(st)
    assert g2.state == FINISHED

    # the closing record (Art. 9): leftovers of every series, resealed
    day_w.tabs.setCurrentIndex(1)
    DialogService.handler = Answers([("jurado1", "1111"), ("admin", "1234")])
    for r in range(day_w.close_table.rowCount()):  # nothing pre-ticked: the jury ticks each resealed series
        day_w.close_table.cellWidget(r, 4).setChecked(True)
    day_w.close_button.click()
    assert st.day.closed is not None, day_w.message()
    left = {r["series"]: r for r in st.day.closed["leftovers"]}
    assert left[1]["unsold"] == [[111, 120], [231, 250]] and left[1]["count"] == 30
    assert left[2]["count"] == 250 - 170 and left[3]["count"] == 250 and not left[3]["played"]
    closing_pdf = day_w.print_record("closing")
    desk.create_button.click()  # no new game after the closing record
    assert desk.message_area.kind == "error" and "cierre" in desk.message()
    assert len(st.state.games) == 2

    # the day report
    report = DayReportWindow(bridge)
    qtbot.addWidget(report)
    led = day_ledger(st)
    assert led.balanced() and len(led.games) == 2
    t = led.totals()
    assert t["takings"] == 220 * 2000 + 170 * 2500
    assert t["takings"] == t["prizes_from_takings"] + t["pot_contribution"] + t["house_share"] + t["residue"]
    assert t["cash_difference"] == -1000
    assert t["bonus_cost"] > 0  # the promotional line bonus was paid by the house
    assert led.pot_start == 500_000 and led.pot_end == st.pot
    assert led.pot_end == led.pot_start + t["pot_contribution"] - t["major_awarded"] - sum(g.major_residue for g in led.games)
    assert report.balance_label.text().startswith("✔")
    out = tmp_path / "informes"
    DialogService.handler = Answers(report_folder=str(out))
    report.folder_button.click()
    csv_path = report.export_csv()
    pdf_path = report.export_pdf()
    assert csv_path and pdf_path and csv_path.startswith(str(out))
    lines = Path(csv_path).read_text(encoding="utf-8").strip().splitlines()
    assert len(lines) == 4 and lines[-1].startswith("total") and lines[-1].endswith("True")
    assert str(t["takings"]) in lines[-1]

    pdf_not_blank(opening_pdf, ["ACTA DE APERTURA", "Jurado Uno", "Gerente de Sala", "58", "precinto verificado"])
    pdf_not_blank(closing_pdf, ["ACTA DE CIERRE", "111-120, 231-250", "Jurado Uno"])
    pdf_not_blank(pdf_path, ["INFORME DEL DÍA", "Juego 1", "Juego 2"])
    for w in (desk, report, day_w):
        w.close()
    bridge.detach()
    st.close()
