"""The trays' returns by scanner (issue 28, Art. 10): a seller's unsold cards come back one by one
or as a range, each card's QR code read by the desk's keyboard-wedge scanner (it types the code and
Enter) — or its number typed.

Each scan is recorded at once (``station.return_tray``): a card that came back is written before the
desk shows it, and a restart shows the same. "Range: first and last" pairs the scans: the first one
is held (shown, nothing recorded), the second returns every card from the first to the last. A code
that is not a genuine card of this hall (``services.scancode``), a card of another series than the
game's, a card not in the seller's tray or already back is refused in one line, and nothing is
recorded. Under it: what came back from the seller (the count and the cards, from the log) and this
desk's scans, newest first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QVBoxLayout, QWidget

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.gui.caller.new_game import parse_card_ranges
from hallstation.gui.day.common import ranges_text
from hallstation.services.scancode import identify_on, looks_scanned


class ReturnScanBox(QGroupBox):
    """The scanner's line of the trays. ``desk`` is the CashierWindow (its game, operator's
    session, chosen seller and message area)."""

    def __init__(self, desk: Any, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Unsold cards coming back: scan each card (or type its number) and Enter"), parent)
        self.desk = desk
        self.first: int | None = None  # the first card of a range being scanned
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.scan_edit = QLineEdit()
        self.scan_edit.setObjectName("returnScan")
        self.scan_edit.setPlaceholderText(self.tr("scan a returned card, or type 145 or 141-150"))
        self.range_button = QPushButton(self.tr("Range: first and last"))
        self.range_button.setCheckable(True)
        self.range_button.setToolTip(self.tr("Scan the first card of the range, then the last: every card between them comes back"))
        row.addWidget(self.scan_edit, 1)
        row.addWidget(self.range_button)
        lay.addLayout(row)
        self.pending_label = QLabel()
        self.pending_label.setStyleSheet("color:#e65100;font-weight:bold;")
        lay.addWidget(self.pending_label)
        self.count_label = QLabel()
        self.count_label.setObjectName("returnedCount")
        self.count_label.setWordWrap(True)
        f = self.count_label.font()
        f.setBold(True)
        self.count_label.setFont(f)
        lay.addWidget(self.count_label)
        self.scanned_list = QListWidget()
        self.scanned_list.setObjectName("returnedList")
        self.scanned_list.setMaximumHeight(110)
        lay.addWidget(self.scanned_list)
        self.scan_edit.returnPressed.connect(self.submit)
        self.range_button.toggled.connect(self._range_toggled)
        desk.seller_combo.currentIndexChanged.connect(self._seller_changed)

    # ------------------------------------------------------------ view
    def seller(self) -> str:
        return self.desk.seller_combo.currentText()

    def render(self) -> None:
        g = self.desk.game()
        seller = self.seller()
        tray = self.desk.station.trays(g).get(seller) if g is not None else None
        if tray is None or not seller:
            self.count_label.setText("")
        else:
            back = sorted(tray.returned)
            self.count_label.setText(
                self.tr("Back from {seller}: {cards} (total {n})").format(seller=seller, n=len(back), cards=ranges_text(back) or "—")
            )
        self.pending_label.setText(
            self.tr("Range from card {card}: now scan the last card of the range").format(card=self.first)
            if self.first is not None
            else ""
        )

    def _note(self, text: str, ok: bool | None) -> None:
        """A line of the desk's scans: ✓ came back, ✗ refused, ▸ held (a range's first card)."""
        self.scanned_list.insertItem(0, {True: "✓ ", False: "✗ ", None: "▸ "}[ok] + text)
        item = self.scanned_list.item(0)
        item.setForeground({True: Qt.GlobalColor.darkGreen, False: Qt.GlobalColor.darkRed, None: Qt.GlobalColor.darkYellow}[ok])

    def _check_first(self, card: int) -> None:
        """A range's first card is held, not recorded: it is checked now as the station will
        check it (in the seller's tray, not back yet), so a wrong one is said at once."""
        g, seller = self.desk.game(), self.seller()
        tray = self.desk.station.trays(g).get(seller) if g is not None else None
        if tray is None:
            raise RuleError("{name} has no tray in game {game}", name=seller, game=g.number if g else "")
        if card in tray.returned:
            raise RuleError("Card {card} already came back from {name}'s tray", card=card, name=seller)
        if card not in tray.sold:
            raise RuleError("Card {card} is not in {name}'s tray", card=card, name=seller)

    def _range_toggled(self, on: bool) -> None:
        if not on:
            self.first = None
        self.render()
        self.scan_edit.setFocus()

    def _seller_changed(self) -> None:
        self.first = None  # a range never runs over two sellers
        self.render()

    def _refuse(self, text: str, why: str) -> None:
        self.desk.say(why, "error")
        self._note(f"{text}: {why}", False)
        self.scan_edit.setFocus()
        self.scan_edit.selectAll()  # the next scan replaces it

    # ------------------------------------------------------------ a scan
    def _cards(self, text: str) -> list[int]:
        """The cards a scan or a typed entry names (``RuleError`` when it names none of the game's)."""
        g = self.desk.game()
        if looks_scanned(text):
            found = identify_on(self.desk.station, text)
            if g is not None and found.series != g.series.number:
                raise RuleError(
                    "Card {card} is of series {series}: this game plays series {game_series}",
                    card=found.card,
                    series=found.series,
                    game_series=g.series.number,
                )
            return [found.card]
        return parse_card_ranges(text)

    def scanned(self, text: str) -> None:
        """A card's code the scanner typed while the focus was elsewhere in the desk."""
        self.scan_edit.setText(text)
        self.submit()

    def submit(self) -> None:
        text = self.scan_edit.text().strip()
        if not text:
            return
        seller = self.seller()
        try:
            cards = self._cards(text)
        except RuleError as err:
            self._refuse(text, i18n.message(err))
            return
        if self.range_button.isChecked() and len(cards) == 1:
            if self.first is None:
                try:
                    self._check_first(cards[0])
                except RuleError as err:
                    self._refuse(text, i18n.message(err))
                    return
                self.first = cards[0]
                self.scan_edit.clear()
                self._note(self.tr("{card}: first card of the range").format(card=cards[0]), None)
                self.render()
                return
            lo, hi = sorted((self.first, cards[0]))
            cards = list(range(lo, hi + 1))
        try:
            self.desk.station.return_tray(seller, cards, self.desk.session)
        except RuleError as err:
            self._refuse(text, i18n.message(err))
            return
        self.first = None
        self.scan_edit.clear()
        shown = ranges_text(cards)
        self._note(self.tr("{cards} back from {seller} ({n})").format(cards=shown, seller=seller, n=len(cards)), True)
        self.desk.say(self.tr("Back from {seller}: {cards} (total {n}).").format(n=len(cards), seller=seller, cards=shown), "ok")
        self.render()
        self.scan_edit.setFocus()
