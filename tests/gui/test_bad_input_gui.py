"""Bad input typed into the windows (issue 10 §7): digits that are not 0–9 as a ball, a PIN or an
amount, a negative amount received, a series number a hall does not print, a printer's file that
is not UTF-8 text or holds a field of 100 KB. Each window says what and why in Spanish, and the
log does not grow."""

from __future__ import annotations

import codecs
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from hallstation.core.errors import RuleError
from hallstation.gui.cashier import CashierWindow
from hallstation.gui.dialogs import DialogService
from tests.gui.test_day_support import Answers, bridge_from

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

PIN_RULE = "Un PIN tiene de 4 a 12 dígitos 0–9"


# ----------------------------------------------------------------- the caller's ball (Art. 2)
@pytest.mark.parametrize("typed", ["١٢", "B١٢", "²", "１２"])
def test_art2_ball_typed_with_arabic_indic_digits_refused(qtbot, make_app, typed):
    sa = make_app("manual")
    w = sa.caller
    w.show()
    qtbot.waitExposed(w)
    sa.station.draw_text("12")
    n_events = len(sa.station.store)
    w.manual_edit.setText(typed)
    qtbot.keyClick(w.manual_edit, Qt.Key.Key_Return)
    assert len(sa.station.store) == n_events and sa.bridge.view().balls == (12,)
    assert w.message_label.property("kind") == "error"
    assert w.message() == f"«{typed}» no es una bolilla: escríbala con los dígitos 0 a 9, por ejemplo 12 o B12"
    assert w.manual_edit.text() == typed  # kept, selected, for the caller to type over
    w.manual_edit.setText("N33")
    qtbot.keyClick(w.manual_edit, Qt.Key.Key_Return)
    assert sa.bridge.view().balls == (12, 33)  # the game goes on


# ----------------------------------------------------------------- PINs and the cashier's money
@pytest.fixture
def made(qtbot, data_dir):
    out = []

    def make(kind="selling"):
        bridge = bridge_from(kind, data_dir)
        out.append(bridge)
        return bridge

    yield make
    for bridge in out:
        bridge.detach()
        bridge.station.close()


def _desk(qtbot, bridge, who):
    DialogService.handler = Answers([who])
    w = CashierWindow(bridge)
    qtbot.addWidget(w)
    return w


def test_pin_typed_with_arabic_indic_digits_refused_and_not_counted(qtbot, made):
    from hallstation.gui.pin_dialog import PinDialog

    dlg = PinDialog(None, "PIN", "cajero", ["cajero"])
    qtbot.addWidget(dlg)
    dlg.pin_edit.setText("٤٤٤٤")
    assert dlg.pin() == "٤٤٤٤"  # passed on as typed: the station says what is wrong with it
    bridge = made("opened")
    st = bridge.station
    before = len(st.store)
    w = _desk(qtbot, bridge, ("cajero", "٤٤٤٤"))
    assert w.session is None and w.message_area.kind == "error" and w.message() == PIN_RULE
    for typed in ("٤٤٤٤", "۴۴۴۴", "⁴⁴⁴⁴", "44"):
        DialogService.handler = Answers([("cajero", typed)])
        w.signin_button.click()
        assert w.session is None and w.message() == PIN_RULE
    assert len(st.store) == before
    assert st.state.users["cajero"].failures == 0 and not st.state.users["cajero"].locked
    DialogService.handler = Answers([("cajero", "4444")])
    w.signin_button.click()
    assert w.session is not None and w.session.name == "cajero"
    w.close()


def _tray(w):
    w.seller_combo.setCurrentText("vendedor1")
    w.tray_cards.setText("1-10")
    w.give_button.click()
    assert w.message_area.kind == "ok", w.message()


@pytest.mark.parametrize(
    "typed, says",
    [
        ("-10", "El dinero recibido no puede ser negativo: escriba lo que entregó el vendedor, 0 o más"),
        ("-0,50", "El dinero recibido no puede ser negativo: escriba lo que entregó el vendedor, 0 o más"),
        ("٢٠٠", "«٢٠٠» no es un importe: escríbalo con los dígitos 0 a 9, como 45000 o 45.000,50"),
        ("2²", "«2²» no es un importe: escríbalo con los dígitos 0 a 9, como 45000 o 45.000,50"),
        ("200,٥", "«200,٥» no es un importe: escríbalo con los dígitos 0 a 9, como 45000 o 45.000,50"),
    ],
)
def test_art10_negative_or_foreign_digit_money_received_refused(qtbot, made, typed, says):
    bridge = made("selling")
    st = bridge.station
    w = _desk(qtbot, bridge, ("cajero", "4444"))
    _tray(w)
    before = len(st.store)
    w.seller_combo.setCurrentText("vendedor1")
    w.money_edit.setText(typed)
    w.settle_button.click()
    assert w.message_area.kind == "error" and w.message() == says
    assert len(st.store) == before and st.trays(st.current_game)["vendedor1"].settled is None
    w.money_edit.setText("0")
    w.settle_button.click()
    assert st.trays(st.current_game)["vendedor1"].settled["received"] == 0
    w.close()


def test_art7f_casino_contribution_in_foreign_digits_refused(qtbot, made):
    bridge = made("opened")
    st = bridge.station
    answers = {"credentials": ("cajero", "4444")}
    DialogService.handler = lambda kind, **kw: answers.get(kind)
    w = CashierWindow(bridge)
    qtbot.addWidget(w)
    pot, before = st.pot, len(st.store)
    for typed, says in (
        ("١٠٠٠", "«١٠٠٠» no es un importe: escríbalo con los dígitos 0 a 9, como 45000 o 45.000,50"),
        ("-1.000", "El aporte del casino debe ser mayor que cero"),
    ):
        answers.update(credentials=("admin", "1234"), text=typed)
        w.seed_pot()
        assert w.message_area.kind == "error" and w.message() == says
    assert st.pot == pot and len(st.store) == before
    w.close()


def test_typed_numbers_elsewhere_are_0_to_9_only():
    """The other fields that read numbers: cards sold, a claimed card, a poker amount."""
    from hallstation.gui.caller.new_game import parse_card_ranges
    from hallstation.gui.claims.entry import EntryError, parse_claim_entry
    from hallstation.gui.poker.console import parse_pesos

    assert parse_card_ranges("1-3, 7") == [1, 2, 3, 7]
    for typed in ("١-٤٥٠", "1-²", "１０"):
        with pytest.raises(RuleError):
            parse_card_ranges(typed)
    assert parse_claim_entry("2-145", None)[:2] == (2, 145)
    for typed in ("٢-١٤٥", "2-١٤٥", "²-1"):
        with pytest.raises(EntryError):
            parse_claim_entry(typed, 2)
    assert parse_pesos("50,5") == 5050
    for typed in ("٥٠", "5²"):
        with pytest.raises(RuleError):
            parse_pesos(typed)


# ----------------------------------------------------------------- the series window (Arts. 3, 4)
@pytest.fixture
def series_window(qtbot, bridge):
    from hallstation.gui.series import open_series_window

    DialogService.handler = lambda kind, **kw: ("admin", "1234") if kind == "credentials" else None
    w = open_series_window(bridge)
    qtbot.addWidget(w)
    return w


def test_art3_series_number_stops_at_what_a_hall_prints(series_window, bridge):
    w = series_window
    assert w.number_spin.maximum() == 9_999
    w.number_spin.setValue(10_000)
    assert w.number_spin.value() == 9_999
    w.number_spin.setValue(1)  # exists already: the station's own refusal, in Spanish
    before = len(bridge.station.store)
    assert not w.create_series()
    assert w.messages.kind == "error" and w.messages.text() == "La serie 1 ya existe"
    assert len(bridge.station.store) == before


def _printer_csv(cards=5) -> str:
    from hallstation.core.bingo.cards import SeriesInfo, generate_series

    made = generate_series(SeriesInfo(99, "x", "X", cards, 1), random.Random(11))
    lines = ["cartón," + ",".join(f"{l}{i}" for l, n in zip("BINGO", (5, 5, 4, 5, 5)) for i in range(1, n + 1))]
    for c in made.cards():
        lines.append(",".join(map(str, [c.number, *[n for col in c.columns for n in col]])))
    return "\n".join(lines) + "\n"


def _field_of_100_kb() -> bytes:
    lines = _printer_csv().splitlines()
    cells = lines[2].split(",")
    cells[5] = "3" * 100_000
    lines[2] = ",".join(cells)
    return ("\n".join(lines) + "\n").encode("utf-8")


@pytest.mark.parametrize(
    "data, says",
    [
        (_printer_csv().encode("utf-16"), "El archivo está en UTF-16: el archivo de series de la imprenta debe ser texto CSV en UTF-8"),
        (_printer_csv().encode("utf-16-le"), "El archivo está en UTF-16: el archivo de series de la imprenta debe ser texto CSV en UTF-8"),
        (_printer_csv().encode("latin-1"), "El archivo no está en UTF-8 (el byte 5 no se puede leer; parece Latin-1 / Windows-1252)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00", "El archivo no es texto (contiene datos binarios)"),
    ],
    ids=["utf16-bom", "utf16-no-bom", "latin1", "binary"],
)
def test_art4_printer_file_not_in_utf8_refused_saying_which_encoding(series_window, bridge, data_dir, data, says):
    w = series_window
    st = bridge.station
    path = data_dir / "imprenta.csv"
    path.write_bytes(data)
    before, series = len(st.store), sorted(st.state.series)
    w.number_spin.setValue(7)
    assert not w.import_path(path)
    assert w.messages.kind == "error" and w.messages.text().startswith(says), w.messages.text()
    assert "no se importó nada" in w.messages.text()
    assert w.problems_title.text() == "imprenta.csv fue rechazado entero, no se importó nada."
    assert w.problems_list.count() == 0
    assert len(st.store) == before and sorted(st.state.series) == series
    path.write_bytes(codecs.BOM_UTF8 + _printer_csv().encode("utf-8"))  # saved again as CSV UTF-8
    assert w.import_path(path)
    assert st.get_series(7).info.cards == 5


def test_art4_printer_file_with_a_field_of_100_kb_refused(series_window, bridge, data_dir):
    w = series_window
    st = bridge.station
    path = data_dir / "imprenta.csv"
    path.write_bytes(_field_of_100_kb())
    before, series = len(st.store), sorted(st.state.series)
    w.number_spin.setValue(7)
    assert not w.import_path(path)
    assert w.messages.kind == "error"
    assert w.import_problems == [(3, "un campo de 100000 caracteres: un campo tiene como máximo 32")]
    assert w.problems_list.item(0).text().endswith("un campo de 100000 caracteres: un campo tiene como máximo 32")
    assert len(st.store) == before and sorted(st.state.series) == series
    assert QApplication.instance() is not None
