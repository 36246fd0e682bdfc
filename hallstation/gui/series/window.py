"""The series window (Arts. 2.5, 3, 4): create a series of up to 3,000 cards, list the series and
which game used each, inspect any card with its check code, print a series to PDF off the GUI
thread, and import a printer's series file (refused whole, line by line, when anything is wrong).

The station decides; this window only asks and shows. Refusals appear in the message area.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.bingo.cards import MAX_SERIES_CARDS, MAX_SERIES_NUMBER, sheets
from hallstation.core.errors import RuleError
from hallstation.gui.dialogs import DialogService
from hallstation.printing.cards_pdf import COLOURS
from hallstation.gui.people.common import MessageArea, SignInBar
from hallstation.gui.series.card_view import CardView
from hallstation.gui.fit import fit_to_screen

SERIES_COLOURS = tuple(COLOURS)  # the colours the printed cards know how to tint


class _FileDialog(QFileDialog):
    """A file chooser answering ``values()`` (the chosen path), for ``DialogService.form``."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str = "",
        default: str = "",
        save: bool = False,
        filters: str = "",
    ) -> None:
        super().__init__(parent, title, default, filters)
        self.setAcceptMode(
            QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen
        )
        if not save:
            self.setFileMode(QFileDialog.FileMode.ExistingFile)
        elif default:
            self.selectFile(default)

    def values(self) -> str:
        files = self.selectedFiles()
        return files[0] if files else ""


class SeriesWindow(QMainWindow):
    def __init__(self, bridge: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.print_dialog = None
        self.import_problems: list[tuple[int, str]] = []
        self.setWindowTitle(self.tr("Card series"))
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar

        central = QWidget(self)
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        self.messages = MessageArea(central)
        self.signin = SignInBar(self.station, self.tr("Card series"), self.messages, central)
        self.signin.session_changed.connect(lambda _s: self._render_actions())
        root.addWidget(self.signin)

        split = QSplitter(Qt.Orientation.Horizontal, central)
        root.addWidget(split, 1)
        root.addWidget(self.messages)

        # ---- left: a new series (generated or imported)
        left = QWidget(split)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        box = QGroupBox(self.tr("New series"), left)
        form = QFormLayout(box)
        self.number_spin = QSpinBox(box)
        self.number_spin.setObjectName("series_number")
        self.number_spin.setRange(1, MAX_SERIES_NUMBER)  # four digits, what a hall prints
        form.addRow(self.tr("Series number"), self.number_spin)
        self.colour_combo = QComboBox(box)
        self.colour_combo.setObjectName("series_colour")
        self.colour_combo.setEditable(True)
        self.colour_combo.addItems(SERIES_COLOURS)
        form.addRow(self.tr("Colour"), self.colour_combo)
        self.letter_edit = QLineEdit("A", box)
        self.letter_edit.setObjectName("series_letter")
        self.letter_edit.setMaxLength(1)
        self.letter_edit.setMaximumWidth(60)
        form.addRow(self.tr("Letter"), self.letter_edit)
        self.sheet_combo = QComboBox(box)
        self.sheet_combo.setObjectName("series_sheet")
        for n, label in self._sheet_names().items():
            self.sheet_combo.addItem(label, n)
        form.addRow(self.tr("Sheets"), self.sheet_combo)
        self.cards_spin = QSpinBox(box)
        self.cards_spin.setObjectName("series_cards")
        self.cards_spin.setRange(1, MAX_SERIES_CARDS)
        self.cards_spin.setValue(600)
        self.cards_spin.setSingleStep(50)
        form.addRow(self.tr("Cards (up to 3,000)"), self.cards_spin)
        self.create_button = QPushButton(self.tr("Create series"), box)
        self.create_button.setObjectName("create_series")
        self.create_button.clicked.connect(self.create_series)
        form.addRow(self.create_button)
        lv.addWidget(box)

        ibox = QGroupBox(self.tr("Printer's series file"), left)
        iv = QVBoxLayout(ibox)
        hint = QLabel(
            self.tr(
                "CSV, with or without a header row: each line a card number and its 24 numbers column by "
                "column (B×5, I×5, N×4, G×5, O×5). The number, colour, letter and sheets above are used. "
                "A file with any bad line is refused whole and nothing is imported."
            ),
            ibox,
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #455a64;")
        iv.addWidget(hint)
        self.import_button = QPushButton(self.tr("Import printer's file…"), ibox)
        self.import_button.setObjectName("import_series")
        self.import_button.clicked.connect(self.import_file)
        iv.addWidget(self.import_button)
        self.problems_title = QLabel(ibox)
        self.problems_title.setWordWrap(True)
        iv.addWidget(self.problems_title)
        self.problems_list = QListWidget(ibox)
        self.problems_list.setObjectName("import_problems")
        self.problems_list.setWordWrap(True)
        iv.addWidget(self.problems_list, 1)
        lv.addWidget(ibox, 1)

        # ---- middle: the series
        mid = QWidget(split)
        mv = QVBoxLayout(mid)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addWidget(QLabel("<b>" + self.tr("Series in the station") + "</b>", mid))
        self.table = QTableWidget(0, 6, mid)
        self.table.setObjectName("series_table")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Series"),
                self.tr("Colour"),
                self.tr("Letter"),
                self.tr("Cards"),
                self.tr("Sheets"),
                self.tr("Used"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._on_series_selected)
        mv.addWidget(self.table, 1)
        self.print_button = QPushButton(self.tr("Print selected series to PDF…"), mid)
        self.print_button.setObjectName("print_series")
        self.print_button.clicked.connect(self.print_selected)
        print_row = QHBoxLayout()
        print_row.addWidget(QLabel(self.tr("Paper"), mid))
        self.paper_combo = QComboBox(mid)  # A4, or the receipt printer's roll: both carry the QR codes
        self.paper_combo.setObjectName("print_paper")
        self.paper_combo.addItem(self.tr("A4 sheets"), "a4")
        self.paper_combo.addItem(self.tr("Receipt printer (80 mm roll)"), "receipt")
        print_row.addWidget(self.paper_combo)
        print_row.addWidget(self.print_button, 1)
        mv.addLayout(print_row)

        # ---- right: one card
        right = QWidget(split)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        self.card_title = QLabel(right)
        self.card_title.setStyleSheet("font-size: 16px; font-weight: bold;")
        rv.addWidget(self.card_title)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Card number"), right))
        self.card_spin = QSpinBox(right)
        self.card_spin.setObjectName("card_number")
        self.card_spin.setRange(1, 1)
        self.card_spin.valueChanged.connect(lambda _v: self._show_card())
        row.addWidget(self.card_spin)
        row.addStretch(1)
        rv.addLayout(row)
        self.card_grid = CardView(right)
        self.card_grid.setObjectName("card_grid")
        self.card_grid.setMaximumHeight(460)
        rv.addWidget(self.card_grid, 1)
        self.code_label = QLabel(right)
        self.code_label.setObjectName("check_code")
        f = QFont(self.code_label.font())
        f.setPointSize(f.pointSize() + 4)
        f.setBold(True)
        self.code_label.setFont(f)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        rv.addWidget(self.code_label)
        self.sheet_label = QLabel(right)
        self.sheet_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sheet_label.setStyleSheet("color: #455a64;")
        rv.addWidget(self.sheet_label)
        rv.addStretch(1)

        split.addWidget(left)
        split.addWidget(mid)
        split.addWidget(right)
        split.setSizes([360, 540, 380])

        self.bridge.changed.connect(self._on_changed)
        self.refresh()
        self._render_actions()

    # ------------------------------------------------------------ texts
    def _sheet_names(self) -> dict[int, str]:
        return {
            1: self.tr("single (1 card per sheet)"),
            2: self.tr("double (2 cards per sheet)"),
            3: self.tr("triple (3 cards per sheet)"),
            4: self.tr("quadruple (4 cards per sheet)"),
        }

    # ------------------------------------------------------------ rendering
    def _on_changed(self, events) -> None:
        if any(e.type in ("series.created", "game.created") for e in events):
            self.refresh()

    def used_by(self) -> dict[int, list[int]]:
        used: dict[int, list[int]] = {}
        for g in self.station.state.games.values():
            used.setdefault(g.config.series, []).append(g.number)
        return used

    def refresh(self, select: int | None = None) -> None:
        if select is None:
            select = self.selected_series()
        series = self.station.state.series
        used = self.used_by()
        short = {
            1: self.tr("single"),
            2: self.tr("double"),
            3: self.tr("triple"),
            4: self.tr("quadruple"),
        }
        self.table.blockSignals(True)
        self.table.setRowCount(len(series))
        for r, number in enumerate(sorted(series)):
            info = series[number].info
            n_sheets = len(sheets(series[number]))
            games = used.get(number)
            use = (
                self.tr("game {games}").format(games=", ".join(map(str, games)))
                if games
                else self.tr("unused")
            )
            cells = [
                str(number),
                info.color,
                info.letter,
                f"{info.cards:,}".replace(",", "."),
                self.tr("{kind}, {sheets} sheets").format(kind=short[info.sheet], sheets=n_sheets),
                use,
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, number)
                if c in (0, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if c == 5 and games:
                    item.setForeground(QColor("#8a1c1c"))
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        self.number_spin.setValue(self.station.next_series_number())
        self.set_next_look()
        rows = sorted(series)
        if rows:
            target = select if select in series else rows[-1]
            self.table.selectRow(rows.index(target))
        self._on_series_selected()

    def set_next_look(self) -> None:
        """A new series defaults to the next colour and letter no series uses yet."""
        from hallstation.printing.cards_pdf import next_series_look

        colour, letter = next_series_look(s.info for s in self.station.state.series.values())
        self.colour_combo.setCurrentText(colour)
        self.letter_edit.setText(letter)

    def selected_series(self) -> int | None:
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def _on_series_selected(self) -> None:
        number = self.selected_series()
        self.print_button.setEnabled(number is not None)
        if number is None:
            self.card_title.setText(self.tr("No series yet"))
            self.card_grid.set_card(self.station.settings["hall_word"], "blanco", ())
            self.code_label.clear()
            self.sheet_label.clear()
            return
        s = self.station.state.series[number]
        self.card_spin.blockSignals(True)
        self.card_spin.setRange(1, len(s))
        self.card_spin.blockSignals(False)
        self._show_card()

    def show_card(self, series: int, card: int) -> None:
        """Select ``series`` and show its ``card`` (for the operator's look-ups and tests)."""
        self.refresh(select=series)
        self.card_spin.setValue(card)
        self._show_card()

    def _show_card(self) -> None:
        number = self.selected_series()
        if number is None:
            return
        s = self.station.state.series[number]
        n = self.card_spin.value()
        card = s.card(n)
        word = self.station.settings["hall_word"]
        self.card_grid.set_card(word, s.info.color, card.grid)
        self.card_title.setText(
            self.tr("Series {series} · {colour} · letter {letter} — card {card}").format(
                series=number, colour=s.info.color, letter=s.info.letter, card=n
            )
        )
        try:
            from hallstation.services.checkcode import check_code, load_or_create_secret

            code = check_code(load_or_create_secret(self.station.data_dir), number, card)
            self.code_label.setText(self.tr("Check code: {code}").format(code=code))
        except RuleError as exc:
            self.code_label.setText("")
            self.messages.refusal(exc)
        self.sheet_label.setText(
            self.tr("Printed on sheet {sheet} of {sheets}").format(
                sheet=s.sheet_of(n), sheets=len(sheets(s))
            )
        )

    def _render_actions(self) -> None:
        signed = self.signin.session is not None
        for b in (self.create_button, self.import_button):
            b.setEnabled(signed)
            b.setToolTip("" if signed else self.tr("Sign in to create or import a series"))

    # ------------------------------------------------------------ create / import
    def _details(self) -> tuple[int, str, str, int]:
        return (
            self.number_spin.value(),
            self.colour_combo.currentText().strip(),
            self.letter_edit.text().strip().upper(),
            int(self.sheet_combo.currentData()),
        )

    def create_series(self) -> bool:
        number, colour, letter, sheet = self._details()
        try:
            s = self.station.create_series(
                self.cards_spin.value(),
                number=number,
                color=colour,
                letter=letter,
                sheet=sheet,
                actor=self.signin.actor,
                session=self.signin.session,
            )
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        self.refresh(select=s.number)
        self.messages.ok(
            self.tr("Series {series} created: {cards} cards, {colour}, letter {letter}.").format(
                series=s.number, cards=len(s), colour=s.info.color, letter=s.info.letter
            )
        )
        return True

    def import_file(self) -> bool:
        path = DialogService.form(
            self,
            "import_path",
            _FileDialog,
            title=self.tr("Printer's series file"),
            default=str(self.station.data_dir),
            save=False,
            filters=self.tr("CSV files (*.csv *.txt);;All files (*)"),
        )
        if not path:
            return False
        return self.import_path(path)

    def import_path(self, path: str | Path) -> bool:
        from hallstation.services.printer_import import FileRefused, ImportRefused, read_printer_file

        path = Path(path)
        self.problems_list.clear()
        self.problems_title.clear()
        self.import_problems = []
        number, colour, letter, sheet = self._details()
        try:
            columns = read_printer_file(path)
        except FileRefused as exc:  # not UTF-8 text, or too large: refused before any line is read
            self.problems_title.setText(
                self.tr("{file} was refused whole, nothing imported.").format(file=path.name)
            )
            self.problems_title.setStyleSheet("color: #8a1c1c; font-weight: bold;")
            self.messages.refusal(exc)
            return False
        except ImportRefused as exc:
            self.import_problems = list(exc.problems)
            self.problems_title.setText(
                self.tr("{file} was refused whole: %n bad line(s), nothing imported.", None, len(exc.problems)).format(
                    file=path.name
                )
            )
            self.problems_title.setStyleSheet("color: #8a1c1c; font-weight: bold;")
            for line, why in exc.problems:
                self.problems_list.addItem(
                    self.tr("Line {line}: {reason}").format(line=line, reason=why)
                )
            self.messages.error(
                self.tr("The file was refused, nothing imported: see the lines listed.")
            )
            return False
        except (OSError, UnicodeDecodeError) as exc:
            self.messages.error(
                self.tr("The file {file} could not be read: {why}").format(file=path, why=exc)
            )
            return False
        try:
            s = self.station.import_series(
                columns, number, colour, letter, sheet, actor=self.signin.actor, source=path.name, session=self.signin.session
            )
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        self.problems_title.setText(
            self.tr("{file}: {cards} cards imported as series {series}.").format(
                file=path.name, cards=len(s), series=s.number
            )
        )
        self.problems_title.setStyleSheet("color: #1b5e20; font-weight: bold;")
        self.refresh(select=s.number)
        self.messages.ok(
            self.tr("Series {series} imported from {file}: {cards} cards.").format(
                series=s.number, file=path.name, cards=len(s)
            )
        )
        return True

    # ------------------------------------------------------------ printing
    def default_print_path(self, series: int) -> Path:
        return Path(self.station.data_dir) / "prints" / f"series-{series}.pdf"

    def print_selected(self) -> Any:
        number = self.selected_series()
        if number is None:
            self.messages.error(self.tr("Choose a series to print."))
            return None
        default = self.default_print_path(number)
        path = DialogService.form(
            self,
            "print_path",
            _FileDialog,
            title=self.tr("Print series {series} to").format(series=number),
            default=str(default),
            save=True,
            filters=self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return None
        return self.print_series(number, path)

    def print_series(self, number: int, path: str | Path, paper: str | None = None) -> Any:
        from hallstation.gui.progress_dialog import PrintSeriesDialog
        from hallstation.services.checkcode import load_or_create_secret

        if self.print_dialog is not None and self.print_dialog.is_running():
            self.messages.error(self.tr("A series is already being printed."))
            return None
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            secret = load_or_create_secret(self.station.data_dir)
        except RuleError as exc:
            self.messages.refusal(exc)
            return None
        except OSError as exc:
            self.messages.error(
                self.tr("The folder {folder} cannot be used: {why}").format(
                    folder=path.parent, why=exc
                )
            )
            return None
        series = self.station.get_series(number)
        paper = paper or self.paper_combo.currentData()
        dlg = PrintSeriesDialog(self, series, self.station.settings["hall_word"], secret, path, paper=paper)
        dlg.printed.connect(
            lambda p: self.messages.ok(
                self.tr("Series {series} printed to {path}.").format(series=number, path=p)
            )
        )
        dlg.cancelled.connect(
            lambda: self.messages.note(
                self.tr("Printing of series {series} cancelled; no file was written.").format(
                    series=number
                )
            )
        )
        dlg.failed.connect(lambda m: self.messages.error(m))
        self.print_dialog = dlg
        self.messages.note(
            self.tr("Printing series {series} to {path}…").format(series=number, path=path)
        )
        dlg.start()
        return dlg

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        if self.print_dialog is not None and self.print_dialog.is_running():
            self.print_dialog.cancel()
            self.print_dialog.wait()
        self.signin.sign_out(quiet=True)
        try:
            self.bridge.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


def open_series_window(bridge: Any, parent: QWidget | None = None) -> SeriesWindow:
    """The series window, shown (non-modal); the administrator is asked to sign in."""
    w = SeriesWindow(bridge, parent)
    w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    w.show()
    w.signin.sign_in()
    return w
