"""The day's records (actas, Arts. 9, 13): the opening record — the series going on sale, each with
its seal found intact or not (with a remark), the major prize ball limit of the day or the season
plan — and the closing record — the unsold leftovers of every series, resealed or not — both signed
by the jury members and the game manager with their PINs, and printable.

The window only asks: each signer's (name, PIN) goes through ``DialogService.credentials`` and the
station decides (``open_day`` / ``close_day``); a refusal comes back as a ``RuleError`` shown in the
message area and nothing changes. "No sale before the opening record, no new game after the
closing record" is the station's rule: the window shows it in the day's state.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.prizes import LIMIT_MAX, LIMIT_MIN
from hallstation.core.errors import RuleError
from hallstation.gui.day.common import MessageArea, full_name, people_with, role_label
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import fit_to_screen

BIG_BUTTON = "QPushButton{background:#0d47a1;color:white;border-radius:6px;padding:8px 18px;font-weight:bold;}" "QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
PRINT_BUTTON = "QPushButton{padding:8px 14px;}"


class DayWindow(QMainWindow):
    """Opening and closing records of the hall's day; non-modal."""

    def __init__(self, bridge: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.last_pdf: str = ""
        self.last_backup: str = ""
        self.setWindowTitle(self.tr("HallStation — The day's records (Art. 9)"))
        central = QWidget()
        root = QVBoxLayout(central)
        self.setCentralWidget(central)

        # the day's state
        self.state_box = QGroupBox(self.tr("Today"))
        sl = QVBoxLayout(self.state_box)
        self.state_label = QLabel()
        f = self.state_label.font()
        f.setPointSize(15)
        f.setBold(True)
        self.state_label.setFont(f)
        self.state_label.setWordWrap(True)
        self.detail_label = QLabel()
        self.detail_label.setWordWrap(True)
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)
        sl.addWidget(self.state_label)
        sl.addWidget(self.detail_label)
        sl.addWidget(self.rule_label)
        root.addWidget(self.state_box)

        self.message_area = MessageArea()
        root.addWidget(self.message_area)

        self.tabs = QTabWidget()
        root.addWidget(self.tabs, 1)
        self.tabs.addTab(self._opening_page(), self.tr("Opening record"))
        self.tabs.addTab(self._closing_page(), self.tr("Closing record"))

        bridge.changed.connect(self._on_changed)
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar
        self.render()

    # ------------------------------------------------------------------ pages
    def _opening_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        intro = QLabel(
            self.tr(
                "Tick the series going on sale today. For each, say whether its seal was found intact; "
                "a broken seal needs a remark. Then the jury and the game manager sign with their PINs."
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.open_table = QTableWidget(0, 6)
        self.open_table.setHorizontalHeaderLabels(
            [self.tr("On sale"), self.tr("Series"), self.tr("Colour / letter"), self.tr("Cards"), self.tr("Seal intact"), self.tr("Remark")]
        )
        self.open_table.verticalHeader().setVisible(False)
        hdr = self.open_table.horizontalHeader()
        for c in range(5):
            hdr.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.open_table, 1)

        form = QFormLayout()
        row = QHBoxLayout()
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(LIMIT_MIN, LIMIT_MAX)
        self.limit_spin.setSuffix(self.tr(" balls"))
        self.limit_spin.setValue(self.station.settings.get("major_limit", 55))
        self.season_check = QCheckBox(self.tr("plan de temporada (season plan in force, Art. 13)"))
        row.addWidget(self.limit_spin)
        row.addWidget(self.season_check)
        row.addStretch(1)
        form.addRow(self.tr("Major prize limit of the day (Art. 13, 50 to 60 balls)"), row)
        lay.addLayout(form)

        buttons = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Sign the opening record…"))
        self.open_button.setStyleSheet(BIG_BUTTON)
        self.open_button.clicked.connect(self.sign_opening)
        self.print_open_button = QPushButton(self.tr("Print the opening record (PDF)"))
        self.print_open_button.setStyleSheet(PRINT_BUTTON)
        self.print_open_button.clicked.connect(lambda: self.print_record("opening"))
        self.printer_open_button = QPushButton(self.tr("Print…"))  # the same record, through the print dialog
        self.printer_open_button.setStyleSheet(PRINT_BUTTON)
        self.printer_open_button.clicked.connect(lambda: self.print_record_on_printer("opening"))
        # the plan the game manager chose in the planner (issue 14), printed with the record
        self.plan_check = QCheckBox(self.tr("With the plan chosen in the planner"))
        self.plan_check.setChecked(True)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(self.plan_check)
        buttons.addWidget(self.print_open_button)
        buttons.addWidget(self.printer_open_button)
        lay.addLayout(buttons)
        return page

    def _closing_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        intro = QLabel(
            self.tr(
                "The unsold leftovers of every series of the day, as the station counts them. Reseal each "
                "series and say so; a seal that could not be closed needs a remark. Then the same signatures."
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.close_table = QTableWidget(0, 6)
        self.close_table.setHorizontalHeaderLabels(
            [self.tr("Series"), self.tr("Played"), self.tr("Unsold cards"), self.tr("Count"), self.tr("Resealed"), self.tr("Remark")]
        )
        self.close_table.verticalHeader().setVisible(False)
        hdr = self.close_table.horizontalHeader()
        for c in (0, 1, 3, 4):
            hdr.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        hdr.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.close_table, 1)
        buttons = QHBoxLayout()
        self.close_button = QPushButton(self.tr("Sign the closing record…"))
        self.close_button.setStyleSheet(BIG_BUTTON)
        self.close_button.clicked.connect(self.sign_closing)
        self.print_close_button = QPushButton(self.tr("Print the closing record (PDF)"))
        self.print_close_button.setStyleSheet(PRINT_BUTTON)
        self.print_close_button.clicked.connect(lambda: self.print_record("closing"))
        self.backup_button = QPushButton(self.tr("Back up the hall to a folder (USB stick)…"))
        self.backup_button.setStyleSheet(PRINT_BUTTON)
        self.backup_button.clicked.connect(lambda: self.offer_backup())
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        buttons.addWidget(self.backup_button)
        buttons.addWidget(self.print_close_button)
        self.printer_close_button = QPushButton(self.tr("Print…"))
        self.printer_close_button.setStyleSheet(PRINT_BUTTON)
        self.printer_close_button.clicked.connect(lambda: self.print_record_on_printer("closing"))
        buttons.addWidget(self.printer_close_button)
        lay.addLayout(buttons)
        return page

    # ------------------------------------------------------------------ state
    def say(self, text: str, kind: str = "info") -> None:
        self.message_area.say(text, kind)

    def message(self) -> str:
        return self.message_area.text()

    def _on_changed(self, _events: Any = None) -> None:
        self.render()

    def render(self) -> None:
        st = self.station
        day = st.day
        if day is None:
            self.state_label.setText(self.tr("No day opened yet"))
            self.state_label.setStyleSheet("color:#b71c1c;")
            self.detail_label.setText("")
            self.rule_label.setText(self.tr("No sale and no game before the opening record is signed (Art. 9)."))
        elif day.closed is None:
            plan = self.tr(" (season plan)") if day.season_plan else ""
            self.state_label.setText(self.tr("Day {day} is OPEN — {date}").format(day=day.number, date=day.date))
            self.state_label.setStyleSheet("color:#1b5e20;")
            self.detail_label.setText(
                self.tr("Series on sale: {series} · Major prize limit: {limit} balls{plan} · Signed by: {signers}").format(
                    series=", ".join(str(s["number"]) for s in day.series), limit=day.limit, plan=plan, signers=self._signers(day.signatures)
                )
            )
            self.rule_label.setText(self.tr("Sales are allowed. After the closing record no new game can be created."))
        else:
            self.state_label.setText(self.tr("Day {day} is CLOSED — {date}").format(day=day.number, date=day.date))
            self.state_label.setStyleSheet("color:#0d47a1;")
            self.detail_label.setText(
                self.tr("Opened by: {opened} · Closed by: {closed} · Unsold cards: {count}").format(
                    opened=self._signers(day.signatures),
                    closed=self._signers(day.closed["signatures"]),
                    count=sum(r["count"] for r in day.closed["leftovers"]),
                )
            )
            self.rule_label.setText(self.tr("The closing record is signed: no new game until the next opening record (Art. 9)."))
        self._fill_opening()
        self._fill_closing()
        self.open_button.setEnabled(not st.day_open)
        self.close_button.setEnabled(st.day_open)
        self.print_open_button.setEnabled(day is not None)
        self.print_close_button.setEnabled(day is not None and day.closed is not None)
        self.printer_open_button.setEnabled(day is not None)
        self.printer_close_button.setEnabled(day is not None and day.closed is not None)
        self.backup_button.setEnabled(day is not None)

    def _signers(self, sigs: list[dict[str, str]]) -> str:
        return ", ".join(f"{full_name(self.station, s['name'])} ({role_label(s['role'])})" for s in sigs)

    def unused_series(self) -> list[Any]:
        return self.station.unused_series()

    def _fill_opening(self) -> None:
        if self.station.day_open:
            day = self.station.day
            rows = [(self.station.get_series(s["number"]), True, s["seal_intact"], s.get("remark", "")) for s in day.series]
            editable = False
        else:
            keep = self._opening_choices()
            rows = []
            for s in self.unused_series():
                old = keep.get(s.info.number)
                rows.append((s, old[0] if old else False, old[1] if old else True, old[2] if old else ""))
            editable = True
        key = (editable, tuple((s.info.number, on, intact, remark) for s, on, intact, remark in rows))
        if key == getattr(self, "_open_key", None):
            return
        self._open_key = key
        t = self.open_table
        t.setRowCount(len(rows))
        for r, (s, on, intact, remark) in enumerate(rows):
            info = s.info
            pick = QCheckBox()
            pick.setChecked(on)
            pick.setEnabled(editable)
            t.setCellWidget(r, 0, _centred(pick))
            for c, text in ((1, str(info.number)), (2, f"{info.color} · {info.letter}"), (3, str(info.cards))):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setData(Qt.ItemDataRole.UserRole, info.number)
                t.setItem(r, c, item)
            seal = QCheckBox(self.tr("intact"))
            seal.setChecked(intact)
            seal.setEnabled(editable)
            t.setCellWidget(r, 4, seal)
            edit = QLineEdit(remark)
            edit.setPlaceholderText(self.tr("required when the seal is broken"))
            edit.setReadOnly(not editable)
            t.setCellWidget(r, 5, edit)

    def _opening_choices(self) -> dict[int, tuple[bool, bool, str]]:
        out = {}
        t = self.open_table
        for r in range(t.rowCount()):
            item = t.item(r, 1)
            if item is None:
                continue
            pick = t.cellWidget(r, 0).findChild(QCheckBox)
            out[item.data(Qt.ItemDataRole.UserRole)] = (pick.isChecked(), t.cellWidget(r, 4).isChecked(), t.cellWidget(r, 5).text())
        return out

    def _fill_closing(self) -> None:
        st = self.station
        keep = self._closing_choices()
        if st.day_open:
            # nothing pre-ticked: the jury ticks each series it has resealed (issue 24)
            rows = [(r, *keep.get(r["series"], (False, ""))) for r in st.leftovers()]
            editable = True
        elif st.day is not None and st.day.closed is not None:
            rows = [(r, r["resealed"], r.get("remark", "")) for r in st.day.closed["leftovers"]]
            editable = False
        else:
            rows, editable = [], False
        key = (editable, tuple((r["series"], r["count"], ok, remark) for r, ok, remark in rows))
        if key == getattr(self, "_close_key", None):
            return
        self._close_key = key
        t = self.close_table
        t.setRowCount(len(rows))
        for i, (r, ok, remark) in enumerate(rows):
            unsold = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in r["unsold"]) or self.tr("none (all sold)")
            for c, text in ((0, str(r["series"])), (1, self.tr("yes") if r["played"] else self.tr("no")), (2, unsold), (3, str(r["count"]))):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setData(Qt.ItemDataRole.UserRole, r["series"])
                if c == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(i, c, item)
            seal = QCheckBox(self.tr("resealed"))
            seal.setChecked(ok)
            seal.setEnabled(editable)
            t.setCellWidget(i, 4, seal)
            edit = QLineEdit(remark)
            edit.setPlaceholderText(self.tr("required when not resealed"))
            edit.setReadOnly(not editable)
            t.setCellWidget(i, 5, edit)

    def _closing_choices(self) -> dict[int, tuple[bool, str]]:
        out = {}
        t = self.close_table
        for r in range(t.rowCount()):
            item = t.item(r, 0)
            if item is not None and t.cellWidget(r, 4) is not None:
                out[item.data(Qt.ItemDataRole.UserRole)] = (t.cellWidget(r, 4).isChecked(), t.cellWidget(r, 5).text())
        return out

    # -------------------------------------------------------------- test/GUI helpers
    def set_opening_row(self, series: int, on: bool = True, intact: bool = True, remark: str = "") -> None:
        """Tick a series for the opening record (what the operator does with the mouse)."""
        t = self.open_table
        for r in range(t.rowCount()):
            if t.item(r, 1).data(Qt.ItemDataRole.UserRole) == series:
                t.cellWidget(r, 0).findChild(QCheckBox).setChecked(on)
                t.cellWidget(r, 4).setChecked(intact)
                t.cellWidget(r, 5).setText(remark)
                return
        raise LookupError(f"series {series} is not offered")

    def set_closing_row(self, series: int, resealed: bool = True, remark: str = "") -> None:
        t = self.close_table
        for r in range(t.rowCount()):
            if t.item(r, 0).data(Qt.ItemDataRole.UserRole) == series:
                t.cellWidget(r, 4).setChecked(resealed)
                t.cellWidget(r, 5).setText(remark)
                return
        raise LookupError(f"series {series} is not listed")

    # -------------------------------------------------------------- signing
    def collect_signers(self, title: str) -> list[tuple[str, str]] | None:
        """One (name, PIN) per signer: the jury members the hall's setting asks for, then the game
        manager. None when someone cancels."""
        st = self.station
        jury_needed = max(1, int(st.settings.get("jury_signoffs", 1)))
        jurors = people_with(st, "jury")
        managers = people_with(st, "manager")
        out: list[tuple[str, str]] = []
        total = jury_needed + 1

        def check(role: str) -> Callable[[str, str], None]:
            # each PIN and role checked in the PIN dialog: a wrong PIN keeps it open for another try
            def run(name: str, pin: str) -> None:
                if name in {o[0] for o in out}:
                    raise RuleError("Each person signs once")
                st.verify_pin(name, pin, role)

            return run

        for i in range(jury_needed):
            left = [n for n in jurors if n not in {o[0] for o in out}]
            cred = DialogService.credentials(
                self, self.tr("{title} — signature {n} of {total}").format(title=title, n=i + 1, total=total), self.tr("A jury member signs with their PIN"), left,
                check=check("jury"),
            )
            if cred is None:
                return None
            out.append(cred)
        cred = DialogService.credentials(
            self, self.tr("{title} — signature {n} of {total}").format(title=title, n=total, total=total), self.tr("The game manager signs with their PIN"), managers,
            check=check("manager"),
        )
        if cred is None:
            return None
        out.append(cred)
        return out

    def sign_opening(self) -> None:
        choices = self._opening_choices()
        series = [{"number": n, "seal_intact": intact, "remark": remark} for n, (on, intact, remark) in choices.items() if on]
        try:
            # what the station would refuse anyway is said before anyone types a PIN
            if not series:
                raise RuleError("The opening record lists the series going on sale")
            for s in series:
                if not s["seal_intact"] and not s["remark"].strip():
                    raise RuleError("Series {series}: a broken seal needs a remark", series=s["number"])
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return
        try:
            signers = self.collect_signers(self.tr("Opening record"))
        except RuleError as err:  # a test's scripted answer refused (the real dialog retries)
            self.say(i18n.message(err), "error")
            return
        if signers is None:
            self.say(self.tr("Signing cancelled: nothing changed."), "info")
            return
        try:
            day = self.station.open_day(series, self.limit_spin.value(), signers, season_plan=self.season_check.isChecked())
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return
        self.render()
        self.say(self.tr("Opening record of day {day} signed: sales may start.").format(day=day.number), "ok")

    def sign_closing(self) -> None:
        choices = self._closing_choices()
        try:
            for n, (ok, remark) in choices.items():
                if not ok and not remark.strip():
                    raise RuleError("Series {series}: a broken seal needs a remark", series=n)
            cur = self.station.current_game
            if cur is not None and not cur.config.simulation:
                raise RuleError("Game {game} is not finished yet", game=cur.number)
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return
        try:
            signers = self.collect_signers(self.tr("Closing record"))
        except RuleError as err:  # a test's scripted answer refused (the real dialog retries)
            self.say(i18n.message(err), "error")
            return
        if signers is None:
            self.say(self.tr("Signing cancelled: nothing changed."), "info")
            return
        try:
            day = self.station.close_day(signers, {n: (ok, remark) for n, (ok, remark) in choices.items()})
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return
        self.render()
        self.say(self.tr("Closing record of day {day} signed: no new game until the next opening record.").format(day=day.number), "ok")
        self.offer_backup(day.number, signed=True)

    # -------------------------------------------------------------- backup
    def offer_backup(self, day: int | None = None, signed: bool = False) -> str | None:
        """Ask for a folder (a USB stick) and write a checked backup of the hall into a new folder
        there (``services.backup``); returns the backup's folder, None when cancelled or refused."""
        from hallstation.services.backup import backup, new_backup_folder

        closed = (
            self.tr("Closing record of day {day} signed: no new game until the next opening record.").format(day=day) + " "
            if signed
            else ""
        )
        chosen = DialogService.folder(self, self.tr("Back up the hall: choose a folder (a USB stick)"))
        if not chosen:
            if signed:
                self.say(closed + self.tr("No backup was made."), "ok")
            return None
        day = day if day is not None else (self.station.day.number if self.station.day is not None else None)
        try:
            dest = new_backup_folder(chosen, day)
            manifest = backup(self.station.data_dir, dest)
        except RuleError as err:
            self.say(closed + i18n.message(err), "error")
            return None
        self.last_backup = str(dest)
        if not manifest["verified"]:
            self.say(
                closed
                + self.tr("Backup written to {path}, but the hall's log FAILED its check: {finding}").format(
                    path=str(dest), finding=manifest["finding"]
                ),
                "error",
            )
        else:
            self.say(
                closed
                + self.tr("Backup written to {path} and checked: {rows} events, head {anchor}.").format(
                    path=str(dest), rows=manifest["rows"], anchor=manifest["anchor"]
                ),
                "ok",
            )
        return str(dest)

    # -------------------------------------------------------------- printing
    def print_record(self, kind: str) -> str | None:
        from hallstation.printing.actas import acta_from, acta_path, print_acta

        try:
            acta = acta_from(self.station, kind, with_plan=self._with_plan(kind))
            path = print_acta(acta, acta_path(self.station.data_dir, acta))
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return None
        self.last_pdf = str(path)
        self.say(self.tr("Record printed to {path}").format(path=str(Path(path))), "ok")
        return str(path)

    def _with_plan(self, kind: str) -> bool:
        return kind == "opening" and self.plan_check.isChecked()

    def print_record_on_printer(self, kind: str) -> bool:
        """"Print…": the record through the print dialog (the same drawing as its PDF)."""
        from hallstation.printing.actas import acta_from, acta_paper
        from hallstation.gui.print_dialog import print_paper

        try:
            paper = acta_paper(acta_from(self.station, kind, with_plan=self._with_plan(kind)))
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        return print_paper(self, paper, self.say)


def _centred(w: QWidget) -> QWidget:
    box = QWidget()
    lay = QHBoxLayout(box)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.setAlignment(Qt.AlignmentFlag.AlignCenter)
    lay.addWidget(w)
    return box


def open_day_window(bridge: Any, parent: QWidget | None = None) -> DayWindow:
    """The day's records window, shown non-modal; returns it (keep a reference)."""
    w = DayWindow(bridge, parent)
    if parent is not None:
        w.setWindowFlag(Qt.WindowType.Window, True)
    w.show()
    return w
