"""The day report window (Arts. 7, 8, 10, 12): ledger, chart, CSV and PDF export."""

from __future__ import annotations

from pathlib import Path

import pytest

from hallstation.gui.dialogs import DialogService
from hallstation.gui.report import DayReportWindow, open_day_report
from hallstation.services.drawer import SeededDrawer
from hallstation.services.ledger import day_ledger
from tests.gui.test_day_support import Answers, bridge_from, pdf_not_blank, play_to_end

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


@pytest.fixture
def played(data_dir):
    """Game 1 sold by two sellers (one $ 10 short), proclaimed and played to its end."""
    bridge = bridge_from("selling", data_dir, drawer=SeededDrawer(7))
    st = bridge.station
    caj = st.authenticate("cajero", "4444")
    st.give_tray("vendedor1", list(range(1, 151)), caj)
    st.return_tray("vendedor1", list(range(141, 151)), caj)
    st.give_tray("vendedor2", list(range(151, 281)), caj)
    st.settle_tray("vendedor1", 140 * 2000, caj)
    st.settle_tray("vendedor2", 130 * 2000 - 1000, caj, "faltan $10")
    st.close_sales(session=caj)
    play_to_end(st)
    yield bridge
    bridge.detach()
    st.close()


def test_art7_report_totals_balanced_and_shown(qtbot, played):
    w = DayReportWindow(played)
    qtbot.addWidget(w)
    led = day_ledger(played.station)
    assert led.balanced() and w.balance_label.text().startswith("✔")
    assert w.games.rowCount() == 2  # game 1 and the total
    assert w.games.item(0, 4).text() == "$ 5.400" and w.games.item(1, 4).text() == "$ 5.400"
    assert w.games.item(1, 12).text() == "-$ 10"  # the cashiers' difference
    labels = [w.summary.item(r, 0).text() for r in range(w.summary.rowCount())]
    assert len(labels) == 16 and w.summary.item(0, 1).text() == "$ 5.400"
    assert w.prizes.rowCount() >= 5
    assert len(w.chart.getPlotItem().items) == 3  # takings, paid, house


def test_art12_report_csv_and_pdf_default_to_reports_folder(qtbot, played):
    w = open_day_report(played)
    qtbot.addWidget(w)
    csv_path = w.export_csv()
    pdf_path = w.export_pdf()
    reports = played.station.data_dir / "reports"
    assert csv_path == str(reports / "day-1-report.csv") and pdf_path == str(reports / "day-1-report.pdf")
    lines = Path(csv_path).read_text(encoding="utf-8").strip().splitlines()
    assert lines[0].startswith("game,series") and lines[-1].startswith("total") and lines[-1].endswith("True")
    pdf_not_blank(pdf_path, ["INFORME DEL DÍA", "$ 5.400", "-$ 10"])


def test_report_folder_chosen_through_the_dialog_service(qtbot, played, tmp_path):
    w = DayReportWindow(played)
    qtbot.addWidget(w)
    DialogService.handler = Answers(report_folder=str(tmp_path / "usb"))
    w.folder_button.click()
    assert str(tmp_path / "usb") in w.folder_label.text()
    assert w.export_csv() == str(tmp_path / "usb" / "day-1-report.csv")
    DialogService.handler = Answers(report_folder=None)  # cancelled: the folder stays
    w.folder_button.click()
    assert w.folder == tmp_path / "usb"


def test_art11_report_counts_payments_and_says_who_paid(qtbot, played):
    from hallstation.gui.report.window import DayReportWindow as W

    w = W(played)
    qtbot.addWidget(w)
    led = day_ledger(played.station)
    t = led.totals()
    assert t["paid"] == t["awarded"] > 0 and t["unpaid"] == 0 and t["paid_count"] == len(led.payments)
    keys = [k for k, _ in __import__("hallstation.printing.day_report", fromlist=["GAME_COLUMNS"]).GAME_COLUMNS]
    from hallstation.core.money import format_money

    paid_col, unpaid_col = keys.index("paid"), keys.index("unpaid")
    assert w.games.item(0, paid_col).text() == f"{format_money(t['paid'])} ({t['paid_count']})"
    assert w.games.item(1, unpaid_col).text() == f"{format_money(0)} (0)"
    # the selected game's payments: who paid each, and the day's payments per cashier
    assert w.payments.rowCount() == len(led.payments)
    assert {w.payments.item(r, 5).text() for r in range(w.payments.rowCount())} == {"cajero"}
    assert "cajero" in w.paid_by_label.text()
    heads = [w.prizes.horizontalHeaderItem(c).text() for c in range(w.prizes.columnCount())]
    assert len(heads) == 9 and w.prizes.rowCount() >= 5
    csv_path = Path(w.export_csv())
    prizes = (csv_path.parent / "day-1-prizes.csv").read_text(encoding="utf-8").splitlines()
    pays = (csv_path.parent / "day-1-payments.csv").read_text(encoding="utf-8").splitlines()
    assert prizes[0].startswith("game,prize,awarded") and len(pays) == 1 + len(led.payments)
    assert all(line.endswith(",cajero") for line in pays[1:])
    pdf_not_blank(w.export_pdf(), ["Quién pagó — cajero", f"{format_money(t['paid'])} ({t['paid_count']})"])


def test_art12_a_pot_that_does_not_add_up_is_an_error_in_the_window_and_the_pdf(qtbot, played):
    """The pot's identity (start + contributions + 15 % − major won + 3 % kept = end) broken — what
    the defect of issue 22 did — is an error in red, never "balanced"."""
    w = DayReportWindow(played)
    qtbot.addWidget(w)
    w.show()
    assert not w.pot_alert.isVisible() and w.balance_label.text().startswith("✔")
    labels = [w.summary.item(r, 0).text() for r in range(w.summary.rowCount())]
    assert "− Premio mayor ganado (todo el pozo de su juego)" in labels
    assert "+ 3 % de él retenido como inicio del próximo pozo (Art. 7 f)" in labels
    played.station.state.pot_account.amount -= 1000  # the pot as a broken fold would leave it
    w.render()
    assert w.pot_alert.isVisible() and w.pot_alert.text().startswith("✘ ERROR — el pozo no cuadra: sus movimientos dan")
    assert "(diferencia -$ 10)" in w.pot_alert.text()
    assert w.balance_label.text() == "✘ El pozo no cuadra: revise el registro"
    text = pdf_not_blank(w.export_pdf(), ["✘ ERROR — el pozo no cuadra", "diferencia -$ 10"])
    assert "✔ El pozo cuadra" not in text
    played.station.state.pot_account.amount += 1000
    w.render()
    assert not w.pot_alert.isVisible()
    assert "✔ El pozo cuadra" in pdf_not_blank(w.export_pdf())


def test_art12_a_voided_game_is_on_the_day_report_with_its_reason(qtbot, data_dir):
    bridge = bridge_from("selling", data_dir)
    st = bridge.station
    try:
        admin = st.authenticate("admin", "1234")
        pot = st.pot
        st.void_game("Sin jugadores a esta hora", session=admin)
        assert st.pot == pot
        w = DayReportWindow(bridge)
        qtbot.addWidget(w)
        w.show()
        w.games.selectRow(0)
        assert w.ratification_label.text() == "Juego anulado por admin, sin cartones vendidos: Sin jugadores a esta hora"
        assert w.balance_label.text().startswith("✔") and not w.pot_alert.isVisible()
        pdf = w.export_pdf()
        from tests.gui.test_report_balls import pdf_text

        assert "Juego anulado por admin, sin cartones vendidos: Sin jugadores a esta hora" in pdf_text(pdf)
    finally:
        bridge.detach()
        st.close()
