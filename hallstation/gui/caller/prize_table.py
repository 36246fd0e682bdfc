"""The caller's prize table (the form's ``dividendTable``, promoted to this class in
``ui/caller_window.ui``): each prize of the game with its amount and its bonus or, once awarded, its
cards and what each got; the major prize last, with its limit or its winners."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from hallstation.core.money import format_money
from hallstation.gui.common import prize_label


class PrizeTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def set_look(self) -> None:
        """The table's fonts and columns, once the form has given it its columns."""
        t_font = self.font()
        t_font.setPointSize(12)
        self.setFont(t_font)
        self.verticalHeader().setVisible(False)
        hdr = self.horizontalHeader()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # a row's note is never elided: co-winners and their amounts wrap inside the row, whose
        # height ``fit_rows`` sets from the note's width (the cell was cut to "cartones 1, 2,…")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._one_line = self.verticalHeader().defaultSectionSize()
        hdr.sectionResized.connect(lambda col, _old, _new: self.fit_rows() if col == 2 else None)

    def render(self, v: Any) -> None:
        """``v``: the bridge's view of the hall."""
        rows = list(v.prizes)
        self.setRowCount(len(rows) + 1)
        dark_bg, dark_fg = QBrush(QColor("#e0e0e0")), QBrush(QColor("#8a8a8a"))
        for r, line in enumerate(rows):
            name = prize_label(line.prize)
            amount = format_money(line.amount) if v.proclaimed else "—"
            if line.awarded:
                paid = list(line.per_card) + [None] * (len(line.winners) - len(line.per_card))
                if len(line.winners) > 1 and len(set(paid)) == 1 and paid[0] is not None:  # co-winners sharing alike
                    bonus = QCoreApplication.translate("CallerWindow", "✔ card(s) {cards}: {amount} each", None, len(line.winners)).format(
                        cards=", ".join(str(c) for c in line.winners), amount=format_money(paid[0]))
                else:
                    cards = ", ".join(f"{c} ({format_money(a)})" if a is not None else str(c) for c, a in zip(line.winners, paid))
                    bonus = QCoreApplication.translate("CallerWindow", "✔ card(s) {cards}", None, len(line.winners)).format(cards=cards)
            else:
                bits = []
                if line.bonus:
                    factor, upto = line.bonus
                    bits.append(QCoreApplication.translate("CallerWindow", "{prize} ×{factor} up to ball {ball}").format(prize=name, factor=factor, ball=upto))
                if line.promo_pct:
                    bits.append(QCoreApplication.translate("CallerWindow", "+{pct} % promotion").format(pct=line.promo_pct))
                bonus = " · ".join(bits)
            self._set_row(r, (name, amount, bonus), (dark_bg, dark_fg) if line.awarded else None)
        major_name = prize_label("major")
        if v.major_won:
            cards = ", ".join(str(c) for c in v.major_winners)
            note = QCoreApplication.translate("CallerWindow", "WON — card(s) {cards}", None, len(v.major_winners)).format(cards=cards)
        elif v.major_state == "passed":  # the limit passed: the pot goes on to the next game
            note = QCoreApplication.translate("CallerWindow", "not won: the limit, ball {n}, passed").format(n=v.major_limit)
        else:
            note = QCoreApplication.translate("CallerWindow", "full card up to ball {n}").format(n=v.major_limit)
        self._set_row(len(rows), (major_name, format_money(v.major_amount), note), None, bold=True)
        self.fit_rows()

    NOTE_PAD = 8  # the cell's own margins left and right of the text
    NOTE_MIN_CHARS = 24  # the narrowest the note column gets once laid out (1192 px window) holds more

    def cell_font(self, r: int):
        """The font row ``r``'s note is drawn in: its item's bold/strike-out over the table's font."""
        item = self.item(r, 2)
        return item.font().resolve(self.font()) if item is not None else self.font()

    def note_lines(self, r: int) -> int:
        """How many lines row ``r``'s note takes at the column's width, word-wrapped."""
        item = self.item(r, 2)
        if item is None or not item.text():
            return 1
        fm = QFontMetrics(self.cell_font(r))
        # (before the table has its width, the stretched column is a sliver: counting the note's
        # lines there made the table, and the window with it, grow past its screen for a moment)
        width = max(self.columnWidth(2) - self.NOTE_PAD, self.NOTE_MIN_CHARS * fm.averageCharWidth())
        rect = fm.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
        return max(1, -(-rect.height() // fm.lineSpacing()))

    def fit_rows(self) -> None:
        """Each row as tall as its wrapped note (one line for most), the table as tall as its rows."""
        one = getattr(self, "_one_line", self.verticalHeader().defaultSectionSize())
        for r in range(self.rowCount()):
            item = self.item(r, 2)
            lines = self.note_lines(r)
            extra = (lines - 1) * QFontMetrics(self.cell_font(r)).lineSpacing() if item is not None else 0
            if self.rowHeight(r) != one + extra:
                self.setRowHeight(r, one + extra)
        height = self.horizontalHeader().height() + sum(self.rowHeight(r) for r in range(self.rowCount())) + 2 * self.frameWidth()
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def _set_row(self, r: int, texts: tuple[str, str, str], dark, bold: bool = False) -> None:
        for c, text in enumerate(texts):
            item = self.item(r, c)
            if item is None:
                item = QTableWidgetItem()
                self.setItem(r, c, item)
            item.setText(text)
            item.setToolTip("")  # the whole text is in the cell (wrapped): nothing left to a tooltip
            if c == 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            f = item.font()
            f.setBold(bold or c == 1)
            f.setStrikeOut(dark is not None and c == 1)
            item.setFont(f)
            if dark is not None:
                item.setBackground(dark[0])
                item.setForeground(dark[1])
            else:
                item.setBackground(QBrush())
                item.setForeground(QBrush())
