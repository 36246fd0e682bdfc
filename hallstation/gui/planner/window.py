"""The game manager's planner window (issue 14 §1, Sala menu): for the expected sales at a price,
the day's limit (Art. 13) and bonus tables (Art. 8), the chance of the major prize for every limit
from 50 to 60, the pot's expected growth over the coming games, and beside the two charts the
figures of the plan — the games until the major prize is won and the pot then, the ball count each
prize is won at (10 %, 50 %, 90 %), the bonuses' cost to the house per game — each Monte Carlo
figure with its standard error. The game manager may choose the plan for the day: it is recorded
and the day's opening record prints it.

The window only asks and shows: the game manager signs in with their PIN (the services refuse
anyone else), the station's rules and cards are read by ``services.planner.prepare_plan`` and the
simulation (``core.bingo.planner``) runs on a worker thread with a progress bar and a Cancel button.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import numpy as np
import pyqtgraph as pg

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.cards import MAX_SERIES_CARDS
from hallstation.core.bingo.planner import LIMITS, Cancelled
from hallstation.core.bingo.prizes import LIMIT_MAX, LIMIT_MIN
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.common import MessageArea, people_with, pin_session
from hallstation.gui.day.common import parse_money
from hallstation.gui.fit import fit_to_screen
from hallstation.gui.main_thread_gc import CollectionHold, hold_collection
from hallstation.gui.settings.bonus import BonusEditor
from hallstation.services import planner as service

CHART_BLUE, CHART_RED, CHART_GREY = "#1565c0", "#c62828", "#78909c"
# the events after which the window reads the chosen plan, or the day's series, again
CHOSEN_TYPES = {service.EVENT, "day.opened", "day.closed"}
SERIES_TYPES = {"day.opened", "day.closed", "series.created", "game.created", "cards.sold", "cards.returned"}
DRAWS_MIN = 1_000
DRAWS_MAX = 200_000  # the command line takes more (hallstation plan --draws)


class PlanWorker(QObject):
    """Runs a prepared plan (``PlanJob.run``, pure computation: numpy) on a Python thread of its
    own; the worker object itself lives in the GUI thread, so its signals reach the window queued
    and nothing of Qt is moved, parented or deleted across threads (a QThread whose worker was
    deleted with deleteLater while Python still held it corrupted memory under load)."""

    progress = Signal(int, int)
    finished = Signal(object)  # the PlanRun
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, job: service.PlanJob) -> None:
        super().__init__()
        self.job = job
        self._stop = False

    def cancel(self) -> None:
        self._stop = True

    def _progress(self, done: int, total: int) -> bool:
        self.progress.emit(done, total)
        return not self._stop

    @Slot()
    def run(self) -> None:
        try:
            result = self.job.run(self._progress)
        except Cancelled:
            self.cancelled.emit()
        except Exception as exc:  # never a crash in the window: the message says it
            self.failed.emit(str(exc))
        else:
            self.finished.emit(result)


class MoneyAxis(pg.AxisItem):
    """An axis of pesos written as money ("$ 50.000"), never "50000" nor scaled by "×1e3"."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        return [format_money(int(round(v * scale)) * 100) for v in values]


class PlannerWindow(QMainWindow):
    def __init__(self, bridge: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.session: Any = None
        self.result: service.PlanRun | None = None  # the plan shown
        self.stale = False  # the inputs changed since it was calculated
        self._thread: threading.Thread | None = None
        self._worker: PlanWorker | None = None
        self._hold: CollectionHold | None = None  # no collection while the simulation's thread runs
        self._chosen: tuple[dict[str, Any] | None] | None = None  # the day's chosen plan, once read
        self.setWindowTitle(self.tr("HallStation — Day planner (limit and bonuses, Arts. 8 and 13)"))
        central = QWidget()
        self.setCentralWidget(central)
        root = QVBoxLayout(central)

        top = QHBoxLayout()
        self.who_label = QLabel()
        self.who_label.setObjectName("planner_signed_in")
        self.sign_button = QPushButton()
        self.sign_button.setObjectName("planner_sign_in")
        self.sign_button.clicked.connect(self._on_sign_button)
        top.addWidget(self.who_label, 1)
        top.addWidget(self.sign_button)
        root.addLayout(top)
        self.message_area = MessageArea()
        root.addWidget(self.message_area)

        body = QHBoxLayout()
        root.addLayout(body, 1)
        self.tabs = QTabWidget()
        self.tabs.setMaximumWidth(440)
        self.tabs.addTab(self._plan_page(), self.tr("The plan"))
        self.bonus_editor = BonusEditor()
        self.bonus_editor.set_tables(self.station.settings["bonus"])
        self.bonus_editor.edited.connect(self._inputs_changed)
        self.tabs.addTab(self.bonus_editor, self.tr("Bonuses (Art. 8)"))
        body.addWidget(self.tabs)

        right = QVBoxLayout()
        body.addLayout(right, 1)
        charts = QHBoxLayout()
        lbox = QGroupBox(self.tr("Major prize within the limit, per game"))
        ll = QVBoxLayout(lbox)
        self.limit_chart = self._chart(self.tr("limit (balls)"), "%")
        ll.addWidget(self.limit_chart)
        charts.addWidget(lbox)
        pbox = QGroupBox(self.tr("The pot over the coming games"))
        pl = QVBoxLayout(pbox)
        self.pot_chart = self._chart(self.tr("game"), self.tr("pesos"), money=True)
        self.pot_chart.addLegend(offset=(10, 5))
        pl.addWidget(self.pot_chart)
        # The charts' items are made once, here, and only given new data: removing and adding
        # pyqtgraph items at every calculation crashed PySide6 (a deleted view still referenced).
        self._limit_curve = self.limit_chart.plot([], [], pen=pg.mkPen(CHART_BLUE, width=2), symbol="o", symbolSize=6, symbolBrush=CHART_BLUE)
        self._limit_errors = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), height=np.zeros(0), beam=0.25, pen=pg.mkPen(CHART_GREY))
        self.limit_chart.addItem(self._limit_errors)
        self._limit_chosen = pg.ScatterPlotItem(x=[], y=[], size=13, brush=pg.mkBrush(CHART_RED), pen=pg.mkPen(None))
        self.limit_chart.addItem(self._limit_chosen)
        self._pot_expected = self.pot_chart.plot([], [], pen=pg.mkPen(CHART_BLUE, width=2), name=self.tr("expected"))
        self._pot_unwon = self.pot_chart.plot(
            [], [], pen=pg.mkPen(CHART_GREY, width=1, style=Qt.PenStyle.DashLine), name=self.tr("while nobody wins it")
        )
        charts.addWidget(pbox)
        self._show_charts()  # the empty charts, on their axes
        right.addLayout(charts, 4)
        fbox = QGroupBox(self.tr("The figures of the plan (± the standard error of each simulated figure)"))
        fl = QVBoxLayout(fbox)
        self.figures = QTableWidget(0, 2)
        self.figures.setObjectName("planner_figures")
        self.figures.horizontalHeader().setVisible(False)
        self.figures.verticalHeader().setVisible(False)
        self.figures.verticalHeader().setDefaultSectionSize(21)
        self.figures.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.figures.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.figures.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.figures.setMinimumHeight(6 * 21 + 6)
        fl.addWidget(self.figures)
        right.addWidget(fbox, 5)

        bridge.changed.connect(self._on_changed)
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar
        self._defaults()
        self.render()

    # ------------------------------------------------------------------ building
    def _plan_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        intro = QLabel(
            self.tr(
                "The odds and the cost of the day's rules for the cards that will play: the game manager "
                "chooses the major prize's limit and the bonuses from them."
            )
        )
        intro.setWordWrap(True)
        intro.setStyleSheet("color:#455a64;")
        lay.addWidget(intro)
        form = QFormLayout()
        self.cards_spin = QSpinBox()
        self.cards_spin.setObjectName("planner_cards")
        self.cards_spin.setRange(1, MAX_SERIES_CARDS)
        form.addRow(self.tr("Expected sales (cards)"), self.cards_spin)
        self.price_edit = QLineEdit()
        self.price_edit.setObjectName("planner_price")
        self.price_edit.setPlaceholderText(self.tr("for example 10 or 12,50"))
        form.addRow(self.tr("Card price (pesos)"), self.price_edit)
        self.limit_spin = QSpinBox()
        self.limit_spin.setObjectName("planner_limit")
        self.limit_spin.setRange(LIMIT_MIN, LIMIT_MAX)
        self.limit_spin.setSuffix(self.tr(" balls"))
        form.addRow(self.tr("Major prize limit (Art. 13)"), self.limit_spin)
        self.series_combo = QComboBox()
        self.series_combo.setObjectName("planner_series")
        form.addRow(self.tr("Cards that play"), self.series_combo)
        self.draws_spin = QSpinBox()
        self.draws_spin.setObjectName("planner_draws")
        self.draws_spin.setRange(DRAWS_MIN, DRAWS_MAX)
        self.draws_spin.setSingleStep(1_000)
        self.draws_spin.setValue(service.DEFAULT_DRAWS)
        form.addRow(self.tr("Simulated draws"), self.draws_spin)
        lay.addLayout(form)
        for w in (self.cards_spin, self.limit_spin, self.draws_spin):
            w.valueChanged.connect(self._inputs_changed)
        self.price_edit.textEdited.connect(self._inputs_changed)
        self.series_combo.currentIndexChanged.connect(self._on_series)

        row = QHBoxLayout()
        self.calc_button = QPushButton(self.tr("Calculate"))
        self.calc_button.setObjectName("planner_calculate")
        self.calc_button.setStyleSheet("QPushButton{padding:6px 14px;font-weight:bold;}")
        self.calc_button.clicked.connect(lambda: self.calculate())
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("planner_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.calc_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setObjectName("planner_progress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        lay.addWidget(self.progress)
        self.choose_button = QPushButton(self.tr("Choose this plan for the day"))
        self.choose_button.setObjectName("planner_choose")
        self.choose_button.setStyleSheet("QPushButton{padding:6px 14px;}")
        self.choose_button.clicked.connect(lambda: self.choose())
        lay.addWidget(self.choose_button)
        self.chosen_label = QLabel()
        self.chosen_label.setObjectName("planner_chosen")
        self.chosen_label.setWordWrap(True)
        lay.addWidget(self.chosen_label)
        lay.addStretch(1)
        return page

    @staticmethod
    def _chart(bottom: str, left: str, money: bool = False) -> pg.PlotWidget:
        chart = pg.PlotWidget(background="w", axisItems={"left": MoneyAxis("left")} if money else None)
        chart.setMenuEnabled(False)
        chart.setMouseEnabled(x=False, y=False)
        chart.showGrid(x=True, y=True, alpha=0.25)
        chart.getAxis("bottom").setLabel(bottom)
        chart.getAxis("left").setLabel(left)
        chart.setMinimumSize(200, 160)
        return chart

    def _defaults(self) -> None:
        """The expected sales and price of the current (or last) game, the day's limit."""
        st = self.station
        g = st.current_game or st.last_game
        sold = len(g.sold) if g is not None else 0
        self.cards_spin.setValue(sold or 1000)
        self.price_edit.setText(format_money(g.config.price if g is not None else 1000, "").strip())
        self.limit_spin.setValue(st.day_limit())
        self._fill_series()
        self.stale = False

    def _fill_series(self) -> None:
        st = self.station
        keep = self.series_combo.currentData()
        numbers: list[int] = []
        if st.day_open:
            numbers = [s["number"] for s in st.day.series]
        else:
            numbers = [s.info.number for s in st.unused_series()]
        cur = st.current_game
        if cur is not None and cur.config.series not in numbers:
            numbers.insert(0, cur.config.series)
        self.series_combo.blockSignals(True)
        self.series_combo.clear()
        self.series_combo.addItem(self.tr("A new random series (not kept)"), None)
        for n in numbers:
            s = st.get_series(n)
            g = service.game_on(st, n)
            if g is not None and g.sold:
                how = self.tr("the {sold} sold in game {game}").format(sold=len(g.sold), game=g.number)
            else:
                how = self.tr("cards from 1 (of {cards})").format(cards=len(s))
            self.series_combo.addItem(
                self.tr("Series {series} ({colour} {letter}): {how}").format(series=n, colour=s.info.color, letter=s.info.letter, how=how), n
            )
        idx = self.series_combo.findData(keep)
        self.series_combo.setCurrentIndex(max(0, idx))
        self.series_combo.blockSignals(False)

    # ------------------------------------------------------------------ the manager
    def _on_sign_button(self) -> None:
        if self.session is None:
            self.sign_in()
        else:
            self.sign_out()

    def sign_in(self) -> bool:
        """The game manager signs in with their PIN (checked, with the role, in the PIN dialog)."""
        try:
            session = pin_session(
                self, self.station, self.tr("Day planner"), self.tr("The game manager signs in with their PIN"),
                people_with(self.station, *service.PLANNER_ROLES), *service.PLANNER_ROLES, doing="planning the day",
            )
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        if session is None:
            self.say(self.tr("Not signed in: the planner is the game manager's."), "note")
            return False
        self.session = session
        self.say(self.tr("Signed in as {name}.").format(name=session.name), "ok")
        self.render()
        return True

    def sign_out(self) -> None:
        if self.session is not None:
            self.station.logout(self.session)
            self.session = None
            self.say(self.tr("Signed out."), "note")
            self.render()

    # ------------------------------------------------------------------ view
    def say(self, text: str, kind: str = "info") -> None:
        self.message_area.say(text, kind)

    def message(self) -> str:
        return self.message_area.text()

    @property
    def running(self) -> bool:
        return self._worker is not None

    def _on_changed(self, events: Any = None) -> None:
        types = {getattr(e, "type", "") for e in events or ()}
        if not events or types & CHOSEN_TYPES:
            self._chosen = None  # read again (the log only when a plan or a day's record came)
        if not events or types & SERIES_TYPES:
            self._fill_series()
        self.render()

    def _on_series(self, _index: int) -> None:
        n = self.series_combo.currentData()
        g = service.game_on(self.station, n) if n is not None else None
        if g is not None and g.sold:
            self.cards_spin.setValue(len(g.sold))  # the sold cards of a real series are what plays
        self._inputs_changed()

    def _inputs_changed(self, *_args: Any) -> None:
        if self.result is not None:
            self.stale = True
        self.render()

    def render(self) -> None:
        signed = self.session is not None
        if signed:
            user = self.station.state.users.get(self.session.name)
            full = user.full_name if user else self.session.name
            self.who_label.setText(self.tr("Game manager: {name} ({full})").format(name=self.session.name, full=full))
            self.who_label.setStyleSheet("color:#1b5e20;font-weight:bold;")
            self.sign_button.setText(self.tr("Sign out"))
        else:
            self.who_label.setText(self.tr("The planner is the game manager's: sign in with your PIN"))
            self.who_label.setStyleSheet("color:#8a1c1c;font-weight:bold;")
            self.sign_button.setText(self.tr("Sign in…"))
        running = self.running
        self.calc_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.choose_button.setEnabled(signed and not running and self.result is not None and not self.stale)
        self._render_chosen()

    def chosen(self) -> dict[str, Any] | None:
        """The plan chosen for the day (read from the log once, again when one is recorded)."""
        if self._chosen is None:
            self._chosen = (service.chosen_plan(self.station),)
        return self._chosen[0]

    def _render_chosen(self) -> None:
        plan = self.chosen()
        if plan is None:
            text = self.tr("No plan chosen for the day yet.")
        else:
            text = self.tr("Chosen for the day by {name}: {cards}, limit {limit} balls, major prize {p} per game.").format(
                name=plan.get("by", ""), cards=service.cards_words(plan["cards"]), limit=plan["limit"], p=service.percent(plan["p_major"])
            )
        if self.stale:
            text = self.tr("The inputs changed: calculate again before choosing.") + " " + text
        self.chosen_label.setText(text)

    def _show_figures(self) -> None:
        rows = service.plan_rows(self.result.record(), by_limit=False) if self.result is not None else []
        self.figures.setRowCount(len(rows))
        for r, (what, value) in enumerate(rows):
            a = QTableWidgetItem(what)
            a.setToolTip(what)
            b = QTableWidgetItem(value)
            b.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            b.setToolTip(value)
            self.figures.setItem(r, 0, a)
            self.figures.setItem(r, 1, b)

    def _show_charts(self) -> None:
        if self.result is None:
            for item in (self._limit_curve, self._pot_expected, self._pot_unwon):
                item.setData([], [])
            self._limit_errors.setData(x=np.zeros(0), y=np.zeros(0), height=np.zeros(0))
            self._limit_chosen.setData(x=[], y=[])
            # empty, but on the axes the figures will have: the limits 50–60, 0–100 %, the next games
            self.limit_chart.setXRange(LIMIT_MIN - 0.5, LIMIT_MAX + 0.5, padding=0)
            self.limit_chart.setYRange(0, 100, padding=0)
            self.pot_chart.setXRange(0.5, 20.5, padding=0)
            return
        plan = self.result.plan
        xs = list(LIMITS)
        ys = [100 * plan.p_major_by_limit[n].value for n in xs]
        se = [100 * plan.p_major_by_limit[n].stderr for n in xs]
        self._limit_curve.setData(xs, ys)
        self._limit_errors.setData(x=np.array(xs, dtype=float), y=np.array(ys), height=2 * np.array(se))
        self._limit_chosen.setData(x=[plan.rules.limit], y=[100 * plan.p_major.value])
        self.limit_chart.setXRange(LIMIT_MIN - 0.5, LIMIT_MAX + 0.5, padding=0)
        self.limit_chart.setYRange(0, max(1.0, max(ys) * 1.1), padding=0)
        g = plan.expected_games_to_major
        games = 20 if g is None else int(min(60, max(8, math.ceil(3 * g.value))))
        xs = list(range(1, games + 1))
        self._pot_expected.setData(xs, [v / 100 for v in plan.expected_pot(games)])
        self._pot_unwon.setData(xs, [v / 100 for v in plan.pot_if_not_won(games)])
        self.pot_chart.setXRange(0.5, games + 0.5, padding=0)

    # ------------------------------------------------------------------ calculating
    def inputs(self) -> dict[str, Any]:
        """What the plan is asked for, as typed (``RuleError`` for a price that is not money)."""
        return {
            "cards": self.cards_spin.value(),
            "price": parse_money(self.price_edit.text()),
            "limit": self.limit_spin.value(),
            "series": self.series_combo.currentData(),
            "draws": self.draws_spin.value(),
            "bonus": self.bonus_editor.tables(),
        }

    def set_inputs(self, **values: Any) -> None:
        """Type the plan's inputs (what the operator does with the keyboard; tests)."""
        if "cards" in values:
            self.cards_spin.setValue(values["cards"])
        if "price" in values:
            self.price_edit.setText(format_money(values["price"], "").strip())
            self._inputs_changed()
        if "limit" in values:
            self.limit_spin.setValue(values["limit"])
        if "draws" in values:
            self.draws_spin.setValue(values["draws"])
        if "series" in values:
            self.series_combo.setCurrentIndex(max(0, self.series_combo.findData(values["series"])))

    def calculate(self, seed: int | None = None) -> bool:
        """Start the plan on the worker thread; False when refused (not signed in, a wrong input)."""
        if self.running:
            return False
        if self.session is None and not self.sign_in():
            return False
        try:
            service.require_planner(self.station, self.session)
            job = service.prepare_plan(self.station, seed=seed, **self.inputs())
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        self._worker = PlanWorker(job)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.cancelled.connect(self._on_cancelled)
        self._thread = threading.Thread(target=self._worker.run, name="hallstation-planner", daemon=True)
        # (the simulation allocates all the time: no collection in its thread, released by _done)
        self._hold = hold_collection()
        self.progress.setRange(0, job.draws)
        self.progress.setValue(0)
        self.say(self.tr("Simulating {draws} draws over {cards}…").format(draws=service.decimal(job.draws, 0), cards=service.cards_words(job.rules.cards)), "info")
        self._thread.start()
        self.render()
        return True

    def cancel(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            self.cancel_button.setEnabled(False)

    def wait(self, msecs: int = 120_000) -> bool:
        """Block until the worker thread has ended (closing the window; tests)."""
        if self._thread is None:
            return True
        self._thread.join(msecs / 1000)
        return not self._thread.is_alive()

    def _done(self) -> None:
        self.wait(5_000)  # its last step was the signal that brought us here: it ends at once
        self._release_hold()
        self._worker = None
        self.render()

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    @Slot(object)
    def _on_finished(self, result: service.PlanRun) -> None:
        self.result, self.stale = result, False
        self.progress.setValue(self.progress.maximum())
        self._done()
        self._show_figures()
        self._show_charts()
        self.say(self.tr("Plan calculated from {draws} simulated draws (seed {seed}).").format(draws=service.decimal(result.plan.draws, 0), seed=result.seed), "ok")

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self._done()
        self.say(self.tr("The plan could not be calculated: {error}").format(error=text), "error")

    @Slot()
    def _on_cancelled(self) -> None:
        self.progress.setValue(0)
        self._done()
        self.say(self.tr("Calculation cancelled: the figures shown are the last plan's."), "note")

    # ------------------------------------------------------------------ choosing
    def choose(self) -> bool:
        """Record the plan shown as the day's (the services check the game manager's role)."""
        if self.result is None or self.stale:
            self.say(self.tr("Calculate the plan first."), "error")
            return False
        try:
            service.choose_plan(self.station, self.result, self.session)
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        self._chosen = None
        self.say(self.tr("Plan chosen for the day: the opening record prints it."), "ok")
        self.render()
        return True

    def _release_hold(self) -> None:
        if self._hold is not None and (self._thread is None or not self._thread.is_alive()):
            self._hold.release()
            self._hold = None

    def closeEvent(self, event) -> None:  # noqa: N802
        if self._worker is not None:
            self._worker.cancel()
            self.wait()
        self._release_hold()
        if self.session is not None:
            self.station.logout(self.session)
            self.session = None
        try:
            self.bridge.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


def open_planner_window(bridge: Any, parent: QWidget | None = None) -> PlannerWindow:
    """The planner, shown non-modal; returns it (keep a reference)."""
    w = PlannerWindow(bridge, parent)
    if parent is not None:
        w.setWindowFlag(Qt.WindowType.Window, True)
    w.show()
    return w
