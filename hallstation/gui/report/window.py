"""The day report (Arts. 7, 8, 10, 11, 12): the ledger per game and for the day — takings, each
prize awarded with the bonuses as the house's cost, the pot's movements (15 % in, the casino's seed,
97 % awarded, 3 % kept), the house share, the rounding residue, the cashiers' differences; per prize
(the major prize included) awarded, paid and still unpaid, and each payment with the cashier who
made it — a bar chart of takings, prizes and the house per game (pyqtgraph), and export to CSV
(the games, the prizes, the payments) and PDF.

Files go to the data folder's ``reports/`` unless the operator picks another folder (through the
DialogService, so tests answer without a real file dialog). Nothing is computed here: the figures
are ``services.ledger.day_ledger``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.day.common import MessageArea, prize_label
from hallstation.gui.dialogs import DialogService
from hallstation.gui.report.balls import BallsPanel  # the blower monitor (issue 14 §2)
from PySide6.QtWidgets import QTabWidget
from hallstation.printing.day_report import (
    BAR_COLOURS,
    BOLD_SUMMARY_ROWS,
    GAME_COLUMNS,
    REPORTS,
    column_title,
    game_cells,
    paid_by_lines,
    pot_error,
    prize_heads,
    prize_rows,
    ratification_lines,
    report_name,
    summary_rows,
    total_cells,
)
from hallstation.services.ledger import day_csv, day_ledger, payments_csv, prizes_csv
from hallstation.gui.fit import FitLabel, fit_to_screen


class FolderDialog:
    """The folder picker behind ``DialogService.form(…, "report_folder", FolderDialog, start=…)``."""

    def __init__(self, parent: QWidget | None, start: str = "", title: str = "") -> None:
        self._dlg = QFileDialog(parent, title, start)
        self._dlg.setFileMode(QFileDialog.FileMode.Directory)
        self._dlg.setOption(QFileDialog.Option.ShowDirsOnly, True)

    def exec(self) -> int:
        return self._dlg.exec()

    def values(self) -> str:
        files = self._dlg.selectedFiles()
        return files[0] if files else ""


class DayReportWindow(QMainWindow):
    def __init__(self, bridge: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.folder: Path = Path(self.station.data_dir) / REPORTS
        self.last_files: dict[str, str] = {}
        self.ledger: Any = None
        self.setWindowTitle(self.tr("HallStation — Day report"))
        central = QWidget()
        self.setCentralWidget(central)
        root = QVBoxLayout(central)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Day")))
        self.day_combo = QComboBox()
        self.day_combo.currentIndexChanged.connect(lambda _i: self.render())
        top.addWidget(self.day_combo)
        self.balance_label = QLabel()
        f = self.balance_label.font()
        f.setPointSize(13)
        f.setBold(True)
        self.balance_label.setFont(f)
        top.addWidget(self.balance_label, 1)
        self.folder_button = QPushButton(self.tr("Folder…"))
        self.folder_button.clicked.connect(self.choose_folder)
        self.csv_button = QPushButton(self.tr("Export CSV"))
        self.csv_button.clicked.connect(self.export_csv)
        self.pdf_button = QPushButton(self.tr("Export PDF"))
        self.pdf_button.clicked.connect(self.export_pdf)
        for b in (self.folder_button, self.csv_button, self.pdf_button):
            b.setStyleSheet("QPushButton{padding:6px 12px;}")
            top.addWidget(b)
        root.addLayout(top)
        self.folder_label = QLabel()
        self.folder_label.setStyleSheet("color:#555555;")
        root.addWidget(self.folder_label)
        # its buttons lie above the message: a message moves nothing that is clicked, and the
        # window keeps its room for the charts at 1366×768 (hidden while it says nothing)
        self.message_area = MessageArea(keep_room=False)
        root.addWidget(self.message_area)
        self.pot_alert = QLabel()  # the pot's identity broken: an error, never "balanced" (Art. 12)
        self.pot_alert.setObjectName("potAlert")
        self.pot_alert.setWordWrap(True)
        self.pot_alert.setStyleSheet("color:#ffffff; background:#b71c1c; font-weight:bold; padding:4px 8px;")
        self.pot_alert.hide()
        root.addWidget(self.pot_alert)
        self.balls_alert = QLabel()  # the blower monitor's alert: p below 0.001 (issue 14 §2)
        self.balls_alert.setObjectName("ballsAlert")
        self.balls_alert.setWordWrap(True)
        self.balls_alert.setStyleSheet("color:#ffffff; background:#b71c1c; font-weight:bold; padding:4px 8px;")
        self.balls_alert.hide()
        root.addWidget(self.balls_alert)

        upper = QSplitter(Qt.Orientation.Horizontal)
        sbox = QGroupBox(self.tr("The day"))
        sl = QVBoxLayout(sbox)
        self.summary = QTableWidget(0, 2)
        self.summary.horizontalHeader().setVisible(False)
        self.summary.verticalHeader().setVisible(False)
        self.summary.verticalHeader().setDefaultSectionSize(21)
        # its rows scroll inside it on a small screen (the window never grows past 1280×800)
        self.summary.setMinimumHeight(6 * 21 + 6)
        self.summary.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.summary.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.summary.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        sl.addWidget(self.summary)
        upper.addWidget(sbox)
        cbox = QGroupBox(self.tr("Takings, prizes and house per game"))
        cl = QVBoxLayout(cbox)
        self.chart = pg.PlotWidget(background="w")
        self.chart.setMenuEnabled(False)
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.showGrid(y=True, alpha=0.25)
        self.chart.addLegend(offset=(10, 5))
        self.chart.getAxis("left").setLabel(self.tr("pesos"))
        cl.addWidget(self.chart)
        # the money's chart and the blower monitor's, one tab each
        self.chart_tabs = QTabWidget()
        self.chart_tabs.addTab(cbox, self.tr("Takings and prizes"))
        self.balls_panel = BallsPanel()
        self.chart_tabs.addTab(self.balls_panel, self.tr("Balls drawn"))
        upper.addWidget(self.chart_tabs)
        upper.setSizes([560, 700])
        root.addWidget(upper, 5)

        gbox = QGroupBox(self.tr("Games"))
        gl = QVBoxLayout(gbox)
        self.games = QTableWidget(0, len(GAME_COLUMNS))
        self.games.setHorizontalHeaderLabels([column_title(k) for k, _ in GAME_COLUMNS])
        self.games.verticalHeader().setVisible(False)
        self.games.verticalHeader().setDefaultSectionSize(22)
        self.games.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        # whole column titles (they are long in Spanish): each column as wide as its title and
        # figures, the table scrolling sideways on a small screen rather than cutting a word
        self.games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.games.itemSelectionChanged.connect(self._render_prizes)
        gl.addWidget(self.games)
        root.addWidget(gbox, 2)
        gbox.setMaximumHeight(200)

        pbox = QGroupBox(self.tr("Prizes of the selected game (bonuses are the house's cost, Art. 8)"))
        pl = QVBoxLayout(pbox)
        # who ratified the selected game's figures, and any rectification with its reason (Art. 12)
        self.ratification_label = FitLabel(lines=1)
        self.ratification_label.setObjectName("ratificationLabel")
        pl.addWidget(self.ratification_label)
        heads = prize_heads()
        self.prizes = QTableWidget(0, len(heads))
        self.prizes.setHorizontalHeaderLabels(heads)
        self.prizes.verticalHeader().setVisible(False)
        self.prizes.verticalHeader().setDefaultSectionSize(22)
        self.prizes.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.prizes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.prizes.horizontalHeader().setStretchLastSection(True)
        pl.addWidget(self.prizes)
        root.addWidget(pbox, 3)  # the prizes take the room before the payments list

        paybox = QGroupBox(self.tr("Payments of the selected game — who paid what (Art. 11)"))
        pyl = QVBoxLayout(paybox)
        self.paid_by_label = QLabel()
        self.paid_by_label.setWordWrap(True)
        pyl.addWidget(self.paid_by_label)
        self.payments = QTableWidget(0, 6)
        self.payments.setHorizontalHeaderLabels(
            [self.tr("Card"), self.tr("Prize"), self.tr("Amount"), self.tr("Method"), self.tr("Winner"), self.tr("Paid by")]
        )
        self.payments.verticalHeader().setVisible(False)
        self.payments.verticalHeader().setDefaultSectionSize(22)
        self.payments.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.payments.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        pyl.addWidget(self.payments)
        root.addWidget(paybox, 1)
        paybox.setMaximumHeight(170)  # the list scrolls; the figures above keep their room

        bridge.changed.connect(self._on_changed)
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar
        self._fill_days()
        self.render()

    # ------------------------------------------------------------------ view
    def say(self, text: str, kind: str = "info") -> None:
        self.message_area.say(text, kind)

    def message(self) -> str:
        return self.message_area.text()

    def _on_changed(self, _events: Any = None) -> None:
        self._fill_days()
        self.render()

    def _fill_days(self) -> None:
        days = self.station.state.days
        keep = self.day_combo.currentData()
        self.day_combo.blockSignals(True)
        self.day_combo.clear()
        for d in days:
            self.day_combo.addItem(self.tr("Day {day} — {date}").format(day=d.number, date=d.date), d.number)
        if not days:
            self.day_combo.addItem(self.tr("All games (no day opened)"), None)
        idx = self.day_combo.findData(keep) if keep is not None else -1
        self.day_combo.setCurrentIndex(idx if idx >= 0 else self.day_combo.count() - 1)
        self.day_combo.blockSignals(False)

    def render(self) -> None:
        self.ledger = led = day_ledger(self.station, self.day_combo.currentData())
        ok = led.balanced()
        if ok:
            self.balance_label.setText(self.tr("✔ Balanced: takings = prizes + pot + house + residue"))
        elif not led.pot_balanced():
            self.balance_label.setText(self.tr("✘ The pot does not add up: check the log"))
        else:
            self.balance_label.setText(self.tr("✘ Not balanced: check the ledger"))
        self.balance_label.setStyleSheet("color:#1b5e20;" if ok else "color:#b71c1c;")
        # the pot's identity broken (RULES.md Art. 12): an error in red across the window
        self.pot_alert.setText(pot_error(led))
        self.pot_alert.setVisible(not led.pot_balanced())
        self.folder_label.setText(self.tr("Exports go to {folder}").format(folder=str(self.folder)))
        rows = summary_rows(led)
        self.summary.setRowCount(len(rows))
        for r, (label, cents) in enumerate(rows):
            a = QTableWidgetItem(label)
            b = QTableWidgetItem(format_money(cents))
            b.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r in BOLD_SUMMARY_ROWS:
                for it in (a, b):
                    f = it.font()
                    f.setBold(True)
                    it.setFont(f)
            self.summary.setItem(r, 0, a)
            self.summary.setItem(r, 1, b)
        lines = [game_cells(g) for g in led.games] + [total_cells(led)]
        self.games.setRowCount(len(lines))
        for r, cells in enumerate(lines):
            for c, text in enumerate(cells):
                it = QTableWidgetItem(text)
                it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r == len(lines) - 1:
                    f = it.font()
                    f.setBold(True)
                    it.setFont(f)
                if text.startswith("-$"):
                    it.setForeground(Qt.GlobalColor.red)
                self.games.setItem(r, c, it)
        if led.games and not self.games.selectedItems():
            self.games.selectRow(len(led.games) - 1)
        who = paid_by_lines(led)
        self.paid_by_label.setText(
            self.tr("Who paid today: {list}").format(list="; ".join(who)) if who else self.tr("No payment recorded this day.")
        )
        self._render_prizes()
        self._render_chart()
        self._render_balls()
        self.csv_button.setEnabled(bool(led.games))
        self.pdf_button.setEnabled(True)

    def _render_prizes(self) -> None:
        led = self.ledger
        rows = {i.row() for i in self.games.selectedItems()}
        g = led.games[min(rows)] if rows and min(rows) < len(led.games) else None
        self.prizes.setRowCount(0)
        self.payments.setRowCount(0)
        self.ratification_label.setText(" · ".join(ratification_lines(g)) if g is not None else "")
        if g is None:
            return
        self._fill(self.prizes, prize_rows(g))
        self._fill(
            self.payments,
            [
                [str(p["card"]), prize_label(p["prize"]), format_money(p["amount"]), i18n.method_label(p["method"]),
                 p.get("winner") or "", p["by"] or "—"]
                for p in g.payments
            ],
        )

    @staticmethod
    def _fill(table: QTableWidget, lines: list[list[str]]) -> None:
        table.setRowCount(len(lines))
        for r, cells in enumerate(lines):
            for c, text in enumerate(cells):
                it = QTableWidgetItem(text)
                if c:
                    it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, it)

    def _render_chart(self) -> None:
        led = self.ledger
        self.chart.clear()
        games = led.games
        if not games:
            return
        xs = list(range(len(games)))
        w = 0.26
        series = (
            (self.tr("Takings"), [g.takings / 100 for g in games]),
            (self.tr("Awarded to players"), [g.awarded_to_players / 100 for g in games]),
            (self.tr("House result"), [g.house_result / 100 for g in games]),
        )
        for k, (name, ys) in enumerate(series):
            item = pg.BarGraphItem(x=[x + (k - 1) * w for x in xs], height=ys, width=w * 0.95, brush=BAR_COLOURS[k], pen=pg.mkPen(None), name=name)
            self.chart.addItem(item)
        axis = self.chart.getAxis("bottom")
        axis.setTicks([[(x, self.tr("Game {game}").format(game=g.game)) for x, g in zip(xs, games)]])
        self.chart.setXRange(-0.6, len(games) - 0.4, padding=0)
        top = max([0.0] + [max(ys) for _, ys in series])
        self.chart.setYRange(min(0.0, min(min(ys) for _, ys in series)), top * 1.35 or 1, padding=0)

    def _render_balls(self) -> None:
        """The day's balls per source, and the alert when a source's p-value is below 0.001."""
        from hallstation.services.ball_stats import day_stats

        self.ball_stats = day_stats(self.station, self.ledger.day)
        self.balls_panel.show_stats(self.ball_stats, self.station.settings.get("hall_word", "BINGO"))
        alerts = self.balls_panel.alerts()
        self.balls_alert.setText("\n".join(alerts))
        self.balls_alert.setVisible(bool(alerts))
        self.chart_tabs.setTabText(1, ("⚠ " if alerts else "") + self.tr("Balls drawn"))

    # ---------------------------------------------------------------- export
    def choose_folder(self) -> None:
        path = DialogService.form(self, "report_folder", FolderDialog, start=str(self.folder), title=self.tr("Where to write the reports"))
        if not path:
            return
        self.folder = Path(path)
        self.render()
        self.say(self.tr("Reports will be written to {folder}").format(folder=str(self.folder)), "info")

    def _target(self, ext: str) -> Path:
        return self.folder / report_name(self.ledger, ext)

    def export_csv(self) -> str | None:
        """The games' CSV (returned), with the prizes' (awarded, paid, unpaid) and the payments' beside it."""
        path = self._target("csv")
        stem = path.name[: -len("-report.csv")] if path.name.endswith("-report.csv") else path.stem
        files = (
            (path, day_csv(self.ledger)),
            (path.with_name(f"{stem}-prizes.csv"), prizes_csv(self.ledger)),
            (path.with_name(f"{stem}-payments.csv"), payments_csv(self.ledger)),
        )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            for target, text in files:
                part = target.with_name(target.name + ".part")
                part.write_text(text, encoding="utf-8")
                part.replace(target)
        except OSError as exc:
            from hallstation.store.data_folder import reason

            self.say(i18n.message(RuleError("Could not write the file {path}: {error}", path=str(path), error=reason(exc))), "error")
            return None
        self.last_files["csv"] = str(path)
        self.say(self.tr("CSV written to {path}").format(path=str(path)), "ok")
        return str(path)

    def export_pdf(self) -> str | None:
        from hallstation.printing.day_report import print_day_report
        from hallstation.printing.pdf import log_anchor

        d = self.station.state.days
        date = next((x.date for x in d if x.number == self.ledger.day), "")
        try:
            path = print_day_report(
                self.ledger, self._target("pdf"), date=date, hall=self.station.settings.get("hall_name", "") or "", anchor=log_anchor(self.station),
                balls=self.ball_stats, word=self.station.settings.get("hall_word", "BINGO"),
            )
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return None
        self.last_files["pdf"] = str(path)
        self.say(self.tr("PDF written to {path}").format(path=str(path)), "ok")
        return str(path)


def open_day_report(bridge: Any, parent: QWidget | None = None) -> DayReportWindow:
    """The day report, shown non-modal; returns it."""
    w = DayReportWindow(bridge, parent)
    if parent is not None:
        w.setWindowFlag(Qt.WindowType.Window, True)
    w.show()
    return w
