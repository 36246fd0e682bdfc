"""The planner window (issue 14 §1): opened from the Sala menu, the game manager's only (the services
refuse anyone else), the chance of the major prize against the limit 50–60 and the pot's expected
growth drawn with pyqtgraph, the plan's figures beside them, computed off the GUI thread with a
progress bar and a Cancel button; the plan chosen is recorded and the day's opening record prints
it. The window fits 1280×800 and 1366×768."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QTabWidget

from hallstation.core.bingo.planner import LIMITS
from hallstation.core.errors import RuleError
from hallstation.gui.dialogs import DialogService
from hallstation.gui.planner import PlannerWindow
from hallstation.services import planner as service
from tests.gui.test_day_support import Answers, pdf_not_blank

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the offscreen platform

WAIT_MS = 120_000


def calculated(qtbot, w: PlannerWindow, seed: int = 1) -> PlannerWindow:
    assert w.calculate(seed=seed), w.message()
    qtbot.waitUntil(lambda: not w.running, timeout=WAIT_MS)
    assert w.result is not None, w.message()
    return w


@pytest.fixture
def window(qtbot, bridge):
    w = PlannerWindow(bridge)
    qtbot.addWidget(w)
    w.set_inputs(draws=2000)
    yield w
    w.cancel()
    w.wait()


def signed_in(w: PlannerWindow, name: str = "admin", pin: str = "1234") -> PlannerWindow:
    DialogService.handler = Answers([(name, pin)])
    assert w.sign_in(), w.message()
    return w


def test_the_hall_menu_opens_the_planner_by_its_title(make_app, qtbot):
    sa = make_app(fake=True)
    act = sa.caller.hall_actions["planner"]
    assert act.text() == "Planificador del día: límite y bonificaciones…"
    act.trigger()
    w = sa.caller._windows["planner"]
    qtbot.addWidget(w)
    assert isinstance(w, PlannerWindow) and w.isVisible()
    assert w.windowTitle() == "HallStation — Planificador del día (límite y bonificaciones, Arts. 8 y 13)"
    assert sa.caller.open_window("planner") is w  # brought back, not a second one
    w.close()


def test_only_the_game_manager_plans(qtbot, window, bridge):
    st = bridge.station
    # nobody signed in: Calculate asks for the game manager's PIN; cancelled, nothing runs
    DialogService.handler = Answers([])
    assert not window.calculate() and not window.running and window.result is None
    assert "encargado de juego" in window.message()
    # the cashier is not a game manager: refused in the PIN dialog's check
    DialogService.handler = Answers([("cajero", "4444")])
    assert not window.sign_in() and window.session is None
    assert "cajero" in window.message() and "encargado de juego" in window.message()
    # and the services refuse a session without the role, whoever calls them
    cajero = st.authenticate("cajero", "4444")
    with pytest.raises(RuleError):
        service.require_planner(st, cajero)
    run = service.make_plan(st, 100, 1000, 55, draws=500, seed=1)
    with pytest.raises(RuleError):
        service.choose_plan(st, run, cajero)
    with pytest.raises(RuleError):
        service.choose_plan(st, run, None)
    assert service.chosen_plan(st) is None


def test_the_day_s_plan_is_calculated_off_the_gui_thread_and_drawn(qtbot, window, bridge):
    st = bridge.station
    signed_in(window)
    # the day's figures to start from: the current game's sales and price, the day's limit
    assert window.cards_spin.value() == len(st.current_game.sold) == 450
    assert window.inputs()["price"] == st.current_game.config.price == 2000
    assert window.limit_spin.value() == st.day_limit()
    import gc

    assert gc.isenabled()
    assert window.calculate(seed=1), window.message()
    assert not gc.isenabled()  # no collection in the simulation's thread (it would free Qt objects there)
    qtbot.waitUntil(lambda: not window.running, timeout=WAIT_MS)
    assert gc.isenabled()  # … and Python's collector again once it has ended, released on this thread
    plan = window.result.plan
    assert plan.rules.cards == 450 and plan.rules.pot_start == st.pot and plan.draws == 2000
    assert window.progress.value() == window.progress.maximum() == 2000
    assert "2.000 sorteos simulados" in window.message()
    # the figures beside the charts, in Spanish, each simulated one with its standard error
    rows = {window.figures.item(r, 0).text(): window.figures.item(r, 1).text() for r in range(window.figures.rowCount())}
    assert rows["Premio mayor ganado dentro del límite, por juego"].endswith("%)") and "±" in rows["Premio mayor ganado dentro del límite, por juego"]
    assert rows["Un cartón solo (exacto)"].startswith("0,0097 %")
    assert rows["Línea: costo de las bonificaciones para la casa por juego (Art. 8)"].startswith("$")
    assert "Cartón lleno: se gana en la bolilla (10 %, 50 %, 90 % de los juegos)" in rows
    # P(major) against the limit 50–60 (the curve, its error bars, the day's limit marked) …
    items = window.limit_chart.getPlotItem().items
    curve = next(i for i in items if isinstance(i, pg.PlotDataItem))
    xs, ys = curve.getData()
    assert list(xs) == list(LIMITS) and list(ys) == [100 * plan.p_major_by_limit[n].value for n in LIMITS]
    assert any(isinstance(i, pg.ErrorBarItem) for i in items) and any(isinstance(i, pg.ScatterPlotItem) for i in items)
    # … and the pot over the coming games: expected, and while nobody wins it
    pots = [i for i in window.pot_chart.getPlotItem().items if isinstance(i, pg.PlotDataItem)]
    assert len(pots) == 2
    expected = pots[0].getData()[1]
    assert expected[0] == pytest.approx((st.pot + plan.pot_contribution) / 100)


def test_the_plan_chosen_is_recorded_and_printed_with_the_opening_record(qtbot, window, bridge, data_dir):
    from hallstation.gui.day.window import DayWindow

    st = bridge.station
    signed_in(window)
    assert not window.choose_button.isEnabled()  # nothing calculated yet
    window.set_inputs(limit=57)
    calculated(qtbot, window, seed=5)
    assert window.choose_button.isEnabled()
    window.set_inputs(limit=58)  # the inputs changed: calculate again before choosing
    assert not window.choose_button.isEnabled() and not window.choose()
    window.set_inputs(limit=57)
    calculated(qtbot, window, seed=5)
    assert window.choose(), window.message()
    chosen = service.chosen_plan(st)
    assert chosen["by"] == "admin" and chosen["limit"] == 57 and chosen["seed"] == 5 and chosen["day"] == st.day.number
    assert chosen["p_major"] == window.result.plan.p_major.value
    assert [e.actor for e in st.store.read(types=(service.EVENT,))] == ["admin"]
    assert "Elegido para el día por admin" in window.chosen_label.text()
    # the day's opening record prints it (an option there), saying the day's limit differs
    day = DayWindow(bridge)
    qtbot.addWidget(day)
    assert day.plan_check.isChecked()
    text = pdf_not_blank(day.print_record("opening"), ["ACTA DE APERTURA"])
    for words in ("El plan del día (planificador)", "Elegido por Administración (admin)", "El plan se hizo para un límite de 57 bolillas; el límite del día es 55.",
                  "Premio mayor ganado dentro del límite, por juego", "Línea: costo de las bonificaciones para la casa por juego (Art. 8)"):
        assert words in text, (words, text[:1500])
    day.plan_check.setChecked(False)
    assert "El plan del día" not in pdf_not_blank(day.print_record("opening"))


def test_cancel_stops_the_calculation(qtbot, window):
    signed_in(window)
    window.set_inputs(cards=3000, draws=200_000)
    assert window.calculate(seed=1)
    assert window.running and window.cancel_button.isEnabled() and not window.calc_button.isEnabled()
    window.cancel()
    qtbot.waitUntil(lambda: not window.running, timeout=WAIT_MS)
    assert window.result is None and "cancelado" in window.message().lower()
    assert window.calc_button.isEnabled()


def test_a_wrong_input_is_said_and_nothing_runs(qtbot, window):
    signed_in(window)
    window.price_edit.setText("diez")
    assert not window.calculate() and not window.running
    assert "diez" in window.message()
    window.price_edit.setText("12,50")
    window.set_inputs(series=2)  # the demo's second series, not played: its cards from 1
    calculated(qtbot, window)
    assert window.result.cards_from == service.FIRST and window.result.plan.rules.price == 1250


@pytest.mark.parametrize("calculate", [False, True])
def test_the_planner_fits_1280x800_and_1366x768(qtbot, window, calculate):
    from tests.gui.test_geometry import SALA_SCREENS, check_sizes, longest_rule_error

    signed_in(window)
    if calculate:
        calculated(qtbot, window)
    window.say(longest_rule_error(), "error")
    window.show()
    qtbot.waitExposed(window)
    tabs = [t for t in window.findChildren(QTabWidget) if t.isVisible()]
    for page in range(tabs[0].count()):
        tabs[0].setCurrentIndex(page)
        check_sizes(qtbot, window, f"planner_{int(calculate)}_{page}", SALA_SCREENS)
