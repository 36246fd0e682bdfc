"""The day's records window (Arts. 9, 13), driven as the operator does; PINs answered through
DialogService.handler."""

from __future__ import annotations

import pytest

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.gui.day import DayWindow, open_day_window
from hallstation.gui.dialogs import DialogService
from hallstation.services.hall import role_terms
from tests.gui.test_day_support import Answers, bridge_from, pdf_not_blank

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

GOOD = [("jurado1", "1111"), ("admin", "1234")]


@pytest.fixture
def day_window(qtbot, data_dir):
    made = []

    def make(kind="people"):
        bridge = bridge_from(kind, data_dir)
        w = DayWindow(bridge)
        qtbot.addWidget(w)
        made.append(bridge)
        return w

    yield make
    for b in made:
        b.detach()
        b.station.close()


def es(template: str, **fields) -> str:
    return i18n.message(RuleError(template, **fields))


def test_art9_opening_record_signed_by_jury_and_manager(day_window):
    w = day_window()
    st = w.station
    assert not st.day_open and not w.close_button.isEnabled()
    w.set_opening_row(1)
    w.set_opening_row(2, intact=False, remark="lacre roto en una esquina")
    w.limit_spin.setValue(52)
    DialogService.handler = answers = Answers(GOOD)
    w.open_button.click()
    assert w.message_area.kind == "ok", w.message()
    day = st.day
    assert day.limit == 52 and not day.season_plan
    assert [(s["number"], s["seal_intact"], s["remark"]) for s in day.series] == [(1, True, ""), (2, False, "lacre roto en una esquina")]
    assert [s["name"] for s in day.signatures] == ["jurado1", "admin"]
    creds = answers.kinds("credentials")
    assert len(creds) == 2 and "jurado1" in creds[0]["names"] and "admin" in creds[1]["names"]
    assert "52" in w.detail_label.text() and "Jurado 1" in w.detail_label.text()
    assert not w.open_button.isEnabled() and w.close_button.isEnabled()
    path = w.print_record("opening")
    text = pdf_not_blank(path, ["Jurado 1", "Administración", "lacre roto en una esquina", "52"])
    assert "ACTA DE APERTURA" in text


def test_art13_season_plan_recorded(day_window):
    w = day_window()
    w.set_opening_row(3)
    w.season_check.setChecked(True)
    w.limit_spin.setValue(60)
    DialogService.handler = Answers(GOOD)
    w.open_button.click()
    assert w.station.day.season_plan and w.station.day.limit == 60


@pytest.mark.parametrize(
    "creds,expect",
    [
        ([("jurado1", "9999"), ("admin", "1234")], ("Wrong PIN for {name} ({left} tries left)", {"name": "jurado1", "left": 4})),
        (  # a juror in the game manager's place is refused in the PIN dialog (the real one stays open)
            [("jurado1", "1111"), ("jurado2", "2222")],
            ("{name} is not authorised to do this (needs the role {role})", {"name": "jurado2", "role": role_terms(("manager",))}),
        ),
    ],
    ids=["wrong_pin", "missing_manager"],
)
def test_art9_opening_record_refused_changes_nothing(day_window, creds, expect):
    w = day_window()
    w.set_opening_row(1)
    DialogService.handler = Answers(creds)
    before = len(w.station.store)
    w.open_button.click()
    assert w.message_area.kind == "error" and w.message() == es(expect[0], **expect[1])
    assert not w.station.day_open and w.station.day is None
    assert all(e.type.startswith("user.") for e in w.station.store.read() if e.seq > before)  # only the PIN failure is logged


def test_art9_broken_seal_needs_a_remark_before_any_pin(day_window):
    w = day_window()
    w.set_opening_row(1, intact=False, remark="")
    DialogService.handler = answers = Answers(GOOD)
    w.open_button.click()
    assert w.message() == es("Series {series}: a broken seal needs a remark", series=1)
    assert not answers.kinds("credentials") and w.station.day is None
    w.open_button.click()  # nothing ticked yet? still row 1: fix the remark and sign
    w.set_opening_row(1, intact=False, remark="lacre despegado")
    w.open_button.click()
    assert w.station.day_open and w.station.day.series[0]["remark"] == "lacre despegado"


def test_art9_no_series_ticked_is_refused(day_window):
    w = day_window()
    DialogService.handler = Answers(GOOD)
    w.open_button.click()
    assert w.message() == es("The opening record lists the series going on sale") and w.station.day is None


def test_art9_cancelled_signature_changes_nothing(day_window):
    w = day_window()
    w.set_opening_row(1)
    DialogService.handler = Answers([("jurado1", "1111")])  # the manager cancels
    w.open_button.click()
    assert w.message_area.kind == "info" and w.station.day is None


def test_art9_closing_record_refused_while_a_game_is_unfinished_then_lists_leftovers(day_window):
    w = day_window("selling")
    st = w.station
    cajero = st.authenticate("cajero", "4444")
    st.sell(list(range(1, 101)), session=cajero)
    st.close_sales(session=cajero)
    w.tabs.setCurrentIndex(1)
    rows = {w.close_table.item(r, 0).text(): w.close_table.item(r, 2).text() for r in range(w.close_table.rowCount())}
    assert rows["1"] == "101-300" and rows["2"] == "1-300"
    # nothing pre-ticked "resealed": the jury ticks each series it resealed (issue 24)
    assert not any(w.close_table.cellWidget(r, 4).isChecked() for r in range(w.close_table.rowCount()))
    w.set_closing_row(1, resealed=True)
    w.set_closing_row(2, resealed=True)
    DialogService.handler = answers = Answers(GOOD)
    w.close_button.click()
    assert w.message() == es("Game {game} is not finished yet", game=1) and not answers.kinds("credentials")
    st.state.games[1].state = "finished"  # (the draw is played in the end-to-end test)
    w.set_closing_row(2, resealed=False, remark="")
    w.close_button.click()
    assert w.message() == es("Series {series}: a broken seal needs a remark", series=2)
    w.set_closing_row(2, resealed=False, remark="lacre nuevo no disponible: precinto de papel")
    w.close_button.click()
    assert w.message_area.kind == "ok", w.message()
    closed = {r["series"]: r for r in st.day.closed["leftovers"]}
    assert closed[1]["count"] == 200 and closed[1]["unsold"] == [[101, 300]] and closed[1]["resealed"]
    assert closed[2]["count"] == 300 and not closed[2]["played"] and not closed[2]["resealed"]
    assert "CERRADO" in w.state_label.text() or "CLOSED" in w.state_label.text()
    path = w.print_record("closing")
    text = pdf_not_blank(path, ["101-300", "precinto de papel", "Jurado 1"])
    assert "ACTA DE CIERRE" in text


def test_art9_no_sale_before_opening_record_shown(day_window):
    w = day_window()
    assert w.rule_label.text() and "9" in w.rule_label.text()
    assert not w.print_open_button.isEnabled()


def test_open_day_window_entry_point_is_non_modal(qtbot, data_dir):
    bridge = bridge_from("opened", data_dir)
    w = open_day_window(bridge)
    qtbot.addWidget(w)
    assert w.isVisible() and not w.isModal()
    assert w.print_open_button.isEnabled() and not w.open_button.isEnabled()
    bridge.detach()
    bridge.station.close()
