"""The cashier's desk (Arts. 6, 8.3, 10, 12): create the game (an unused series of the day, the
card price, the draw source, the promotional bonus per prize), open the sales, hand the sellers
their trays (ranges of card numbers) and take back the unsold cards, check each seller's money
against cards sold × price (the station records any difference), sell at the desk with an optional
player name (per-player limit), and have the central cashier close the sales with their PIN — only
then are the takings, the dividends and the new pot shown as proclaimed (the boards get them
through the bridge by themselves).

The operator signs in with their PIN when the window opens; that session goes with every call and
the SERVICE refuses a person without the role (the message is shown, nothing changes).
"""

from __future__ import annotations

import html

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.game import ELECTRONIC, MANUAL, SELLING, SETUP
from hallstation.core.bingo.patterns import PATTERN_PRIZES
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.core.money import format_money
from hallstation.gui.caller.new_game import parse_card_ranges
from hallstation.gui.day.common import (
    MessageArea,
    parse_money,
    people_with,
    prize_label,
    ranges_text,
    role_label,
)
from hallstation.gui.common import pin_session
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import fit_to_screen, scrolling

DESK_ROLES = ("seller", "cashier", "central_cashier", "manager", "admin")
BUTTON = "QPushButton{padding:6px 12px;}"
STRONG = "QPushButton{background:#0d47a1;color:white;border-radius:6px;padding:8px 14px;font-weight:bold;}QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
CLOSE = "QPushButton{background:#1b5e20;color:white;border-radius:6px;padding:10px 16px;font-weight:bold;font-size:15px;}QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
STATE_NAMES = {
    "setup": QT_TRANSLATE_NOOP("CashierWindow", "being set up"),
    "selling": QT_TRANSLATE_NOOP("CashierWindow", "SALES OPEN"),
    "proclaimed": QT_TRANSLATE_NOOP("CashierWindow", "sales closed — dividends proclaimed"),
    "ratified": QT_TRANSLATE_NOOP("CashierWindow", "figures ratified by the jury"),
    "drawing": QT_TRANSLATE_NOOP("CashierWindow", "drawing"),
    "paused": QT_TRANSLATE_NOOP("CashierWindow", "paused for a claim"),
    "finished": QT_TRANSLATE_NOOP("CashierWindow", "finished"),
}


class CashierWindow(QMainWindow):
    def __init__(self, bridge: Any, parent: QWidget | None = None, sign_in: bool = True) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.session: Any = None
        self.setWindowTitle(self.tr("HallStation — Cashier's desk (Arts. 6, 10, 12)"))
        central = QWidget()
        # the desk scrolls inside a small screen (1280×800 and the promotional bonus included)
        self.setCentralWidget(scrolling(central))
        from hallstation.gui.link import add_link_banner

        add_link_banner(self, bridge)  # "sin conexión con el servidor" while a networked hall's link is down
        root = QVBoxLayout(central)

        top = QHBoxLayout()
        self.operator_label = QLabel()
        f = self.operator_label.font()
        f.setPointSize(13)
        f.setBold(True)
        self.operator_label.setFont(f)
        self.signin_button = QPushButton(self.tr("Change operator…"))
        self.signin_button.setStyleSheet(BUTTON)
        self.signin_button.clicked.connect(self.sign_in)
        self.game_label = QLabel()
        self.game_label.setFont(f)
        self.game_label.setWordWrap(True)
        self.game_label.setStyleSheet("padding:4px;")
        top.addWidget(self.operator_label)
        top.addWidget(self.signin_button)
        top.addStretch(1)
        root.addLayout(top)
        root.addWidget(self.game_label)
        self.message_area = MessageArea()
        root.addWidget(self.message_area)

        grid = QGridLayout()
        root.addLayout(grid, 1)
        grid.addWidget(self._game_box(), 0, 0)
        grid.addWidget(self._desk_box(), 1, 0)
        grid.addWidget(self._proclaim_box(), 2, 0)
        grid.addWidget(self._trays_box(), 0, 1, 3, 1)
        grid.setColumnStretch(0, 0)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(2, 1)

        bridge.changed.connect(self._on_changed)
        fit_to_screen(self, 1280, 740)
        self.render()
        if sign_in:
            self.sign_in()

    # ------------------------------------------------------------------ boxes
    def _game_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The game"))
        box.setMinimumWidth(440)
        lay = QVBoxLayout(box)
        form = QFormLayout()
        self.series_combo = QComboBox()
        form.addRow(self.tr("Series (of the day, unused)"), self.series_combo)
        self.price_edit = QLineEdit("20")
        self.price_edit.setPlaceholderText(self.tr("pesos, e.g. 20 or 22,50"))
        form.addRow(self.tr("Card price ($)"), self.price_edit)
        src = QHBoxLayout()
        self.electronic_radio = QRadioButton(self.tr("Electronic drawer"))
        self.blower_radio = QRadioButton(self.tr("Blower (typed in)"))
        (self.blower_radio if self.station.settings.get("draw_source") == MANUAL else self.electronic_radio).setChecked(True)
        src.addWidget(self.electronic_radio)
        src.addWidget(self.blower_radio)
        form.addRow(self.tr("Draw source"), src)
        lay.addLayout(form)
        promo = QGroupBox(self.tr("Promotional bonus (Art. 8.3: off-peak, first or last game)"))
        pg = QGridLayout(promo)
        self.promo_spins: dict[str, QSpinBox] = {}
        for i, prize in enumerate(PATTERN_PRIZES):
            spin = QSpinBox()
            spin.setRange(0, 100)
            spin.setSuffix(" %")
            spin.setPrefix("+")
            self.promo_spins[prize] = spin
            pg.addWidget(QLabel(prize_label(prize)), i // 2, (i % 2) * 2)
            pg.addWidget(spin, i // 2, (i % 2) * 2 + 1)
        lay.addWidget(promo)
        buttons = QHBoxLayout()
        self.create_button = QPushButton(self.tr("Create game"))
        self.create_button.setStyleSheet(STRONG)
        self.create_button.clicked.connect(self.create_game)
        self.promo_button = QPushButton(self.tr("Apply bonus"))
        self.promo_button.setStyleSheet(BUTTON)
        self.promo_button.clicked.connect(self.apply_promo)
        self.open_button = QPushButton(self.tr("Open sales"))
        self.open_button.setStyleSheet(STRONG)
        self.open_button.clicked.connect(self.open_sales)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.promo_button)
        buttons.addWidget(self.open_button)
        lay.addLayout(buttons)
        # a game whose corrected sales are empty is voided with a reason (Art. 12, RULES.md)
        self.void_button = QPushButton(self.tr("Void the game (no card sold)…"))
        self.void_button.setObjectName("voidButton")
        self.void_button.setStyleSheet(BUTTON)
        self.void_button.clicked.connect(self.void_game)
        lay.addWidget(self.void_button)
        self.seed_button = QPushButton(self.tr("Casino's contribution to the major prize pot…"))
        self.seed_button.setStyleSheet(BUTTON)
        self.seed_button.clicked.connect(self.seed_pot)
        lay.addWidget(self.seed_button)
        self.seed_label = QLabel()  # what is left of the cap for the current pot (Art. 7 f)
        self.seed_label.setObjectName("seed_left")
        self.seed_label.setWordWrap(True)
        lay.addWidget(self.seed_label)
        return box

    def seed_text(self) -> str:
        """The casino's contribution to the current pot against its cap (per pot, Art. 7 f)."""
        st = self.station
        return self.tr(
            "Casino's contribution to this pot: {given} of at most {cap} from the pot's start to its win; {left} left."
        ).format(
            given=format_money(st.state.pot_seeded),
            cap=format_money(st.settings["casino_seed_max"]),
            left=format_money(st.casino_seed_left),
        )

    def _desk_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sale at the desk"))
        form = QFormLayout(box)
        self.desk_cards = QLineEdit()
        self.desk_cards.setPlaceholderText(self.tr("e.g. 250-255, 260"))
        form.addRow(self.tr("Cards"), self.desk_cards)
        self.desk_player = QLineEdit()
        self.desk_player.setPlaceholderText(self.tr("optional: the per-player limit is checked (Art. 10)"))
        form.addRow(self.tr("Player"), self.desk_player)
        row = QHBoxLayout()
        self.sell_button = QPushButton(self.tr("Sell"))
        self.sell_button.setStyleSheet(STRONG)
        self.sell_button.clicked.connect(self.sell_at_desk)
        self.unsell_button = QPushButton(self.tr("Take back"))
        self.unsell_button.setStyleSheet(BUTTON)
        self.unsell_button.clicked.connect(self.take_back_at_desk)
        self.desk_sold_label = QLabel()
        row.addWidget(self.sell_button)
        row.addWidget(self.unsell_button)
        row.addStretch(1)
        form.addRow(row)
        form.addRow(self.desk_sold_label)
        return box

    def _proclaim_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Close the sales and proclaim (central cashier)"))
        lay = QVBoxLayout(box)
        self.close_button = QPushButton(self.tr("Close the sales — central cashier's PIN…"))
        self.close_button.setStyleSheet(CLOSE)
        self.close_button.clicked.connect(self.close_sales)
        lay.addWidget(self.close_button)
        self.proclaim_label = QLabel()
        self.proclaim_label.setWordWrap(True)
        self.proclaim_label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.proclaim_label)
        self.dividend_table = QTableWidget(0, 2)
        self.dividend_table.setHorizontalHeaderLabels([self.tr("Prize"), self.tr("Dividend")])
        self.dividend_table.verticalHeader().setVisible(False)
        self.dividend_table.verticalHeader().setDefaultSectionSize(22)
        self.dividend_table.setMinimumHeight(6 * 22 + 26)
        self.dividend_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.dividend_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.dividend_table, 1)
        return box

    def _trays_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sellers' trays (Art. 10)"))
        lay = QVBoxLayout(box)
        self.tray_table = QTableWidget(0, 9)
        self.tray_table.setHorizontalHeaderLabels(
            [
                self.tr("Seller"),
                self.tr("Given"),
                self.tr("Returned"),
                self.tr("Sold"),
                self.tr("Expected"),
                self.tr("Received"),
                self.tr("Difference"),
                self.tr("Remark"),
                self.tr("Money"),
            ]
        )
        self.tray_table.verticalHeader().setVisible(False)
        self.tray_table.verticalHeader().setDefaultSectionSize(24)
        self.tray_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tray_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        hdr = self.tray_table.horizontalHeader()
        for c in range(9):
            hdr.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setSectionResizeMode(7, QHeaderView.ResizeMode.Stretch)
        self.tray_table.itemSelectionChanged.connect(self._tray_selected)
        lay.addWidget(self.tray_table, 1)

        cards = QGroupBox(self.tr("Cards: hand out a tray or take back the unsold ones"))
        cf = QFormLayout(cards)
        self.seller_combo = QComboBox()
        cf.addRow(self.tr("Seller"), self.seller_combo)
        self.tray_cards = QLineEdit()
        self.tray_cards.setPlaceholderText(self.tr("card numbers, e.g. 1-250, 300-320"))
        cf.addRow(self.tr("Cards"), self.tray_cards)
        row = QHBoxLayout()
        self.give_button = QPushButton(self.tr("Give tray"))
        self.give_button.setStyleSheet(STRONG)
        self.give_button.clicked.connect(self.give_tray)
        self.return_button = QPushButton(self.tr("Return unsold"))
        self.return_button.setStyleSheet(BUTTON)
        self.return_button.clicked.connect(self.return_tray)
        row.addWidget(self.give_button)
        row.addWidget(self.return_button)
        row.addStretch(1)
        cf.addRow(row)
        lay.addWidget(cards)
        from hallstation.gui.cashier.returns import ReturnScanBox

        self.returns = ReturnScanBox(self)  # the scanner's returns, one by one or first and last
        lay.addWidget(self.returns)
        from hallstation.gui.scan_catcher import ScanCatcher

        # a card scanned while a button has the focus goes to the trays' line: its spaces never
        # press that button
        self.scan_catcher = ScanCatcher(self, self.returns.scanned)

        money = QGroupBox(self.tr("Money: check the seller's takings against cards sold × price"))
        mf = QFormLayout(money)
        self.expected_label = QLabel()
        f = self.expected_label.font()
        f.setPointSize(13)
        f.setBold(True)
        self.expected_label.setFont(f)
        mf.addRow(self.tr("Expected"), self.expected_label)
        self.money_edit = QLineEdit()
        self.money_edit.setPlaceholderText(self.tr("money counted, in pesos, e.g. 5000 or 4.995,50"))
        mf.addRow(self.tr("Received ($)"), self.money_edit)
        self.remark_edit = QLineEdit()
        self.remark_edit.setPlaceholderText(self.tr("why the money differs, if it does"))
        mf.addRow(self.tr("Remark"), self.remark_edit)
        self.settle_button = QPushButton(self.tr("Record the money"))
        self.settle_button.setStyleSheet(STRONG)
        self.settle_button.clicked.connect(self.settle_tray)
        mf.addRow(self.settle_button)
        lay.addWidget(money)
        self.seller_combo.currentIndexChanged.connect(self._update_expected)
        return box

    # --------------------------------------------------------------- sessions
    def sign_in(self) -> bool:
        """The operator's PIN (DialogService.credentials → station.authenticate)."""
        names = people_with(self.station, *DESK_ROLES)
        try:
            # the PIN and the desk role are checked in the PIN dialog: a wrong PIN keeps it open
            session = pin_session(self, self.station, self.tr("Cashier's desk"), self.tr("Who works at the desk? Sign in with your PIN"), names, *DESK_ROLES, doing="working at the desk")
        except RuleError as err:
            self.say(i18n.message(err), "error")
            return False
        if session is None:
            if self.session is None:
                self.say(self.tr("Nobody is signed in: sign in with your PIN to work at the desk."), "info")
            return False
        if self.session is not None:
            self.station.logout(self.session)
        self.session = session
        self.render()
        self.say(self.tr("{name} signed in.").format(name=session.name), "ok")
        return True

    def sign_out(self) -> None:
        if self.session is not None:
            self.station.logout(self.session)
            self.session = None
        self.render()

    def closeEvent(self, event: Any) -> None:
        self.sign_out()
        super().closeEvent(event)

    # ------------------------------------------------------------------ view
    def say(self, text: str, kind: str = "info") -> None:
        self.message_area.say(text, kind)

    def message(self) -> str:
        return self.message_area.text()

    def _refused(self, err: RuleError) -> None:
        self.say(i18n.message(err), "error")

    def _on_changed(self, _events: Any = None) -> None:
        self.render()

    def game(self) -> Any:
        """The game at the desk: the current one, else the last one (to show what was proclaimed)."""
        st = self.station
        g = st.current_game or st.last_game
        if g is not None and g.config.simulation:
            return None
        return g

    def render(self) -> None:
        st = self.station
        s = self.session
        self.seed_label.setText(self.seed_text())
        if s is None:
            self.operator_label.setText(self.tr("Nobody signed in"))
            self.signin_button.setText(self.tr("Sign in…"))
        else:
            roles = ", ".join(role_label(r) for r in sorted(s.roles))
            self.operator_label.setText(self.tr("Operator: {name} ({roles})").format(name=st.state.users[s.name].full_name, roles=roles))
            self.signin_button.setText(self.tr("Change operator…"))
        g = self.game()
        # series of the day not used yet
        free = [s.number for s in st.unused_series(of_day=True)]
        current = self.series_combo.currentData()
        self.series_combo.blockSignals(True)
        self.series_combo.clear()
        for n in free:
            info = st.get_series(n).info
            self.series_combo.addItem(self.tr("Series {n} — {color}, letter {letter}, {cards} cards").format(n=n, color=info.color, letter=info.letter, cards=info.cards), n)
        if current in free:
            self.series_combo.setCurrentIndex(free.index(current))
        self.series_combo.blockSignals(False)
        sellers = people_with(st, "seller")
        keep = self.seller_combo.currentText()
        self.seller_combo.blockSignals(True)
        self.seller_combo.clear()
        self.seller_combo.addItems(sellers)
        if keep in sellers:
            self.seller_combo.setCurrentText(keep)
        self.seller_combo.blockSignals(False)

        if not st.day_open:
            rule = (
                self.tr("The day's closing record is signed: no new game until the next opening record.")
                if st.day is not None
                else self.tr("No sale before the day's opening record is signed (Art. 9).")
            )
        else:
            rule = ""
        if g is None:
            self.game_label.setText(rule or self.tr("No game yet: create one"))
        else:
            state = self.tr("voided") if g.voided else self.tr(STATE_NAMES.get(g.state, g.state))
            promo = ", ".join(f"{prize_label(p)} +{v} %" for p, v in g.config.promo.items() if v)
            text = self.tr("Game {game} · series {series} · {price} per card · {source} · {state}").format(
                game=g.number,
                series=g.config.series,
                price=format_money(g.config.price),
                source=self.tr("electronic") if g.config.source == ELECTRONIC else self.tr("blower"),
                state=state,
            )
            if promo:
                text += " · " + self.tr("bonus: {promo}").format(promo=promo)
            if rule and g.state == "finished":
                text = rule
            self.game_label.setText(text)
        self.game_label.setStyleSheet(
            "padding:4px;border-radius:4px;" + ("background:#e8f5e9;color:#1b5e20;" if g is not None and g.state == SELLING else "background:#eceff1;color:#37474f;")
        )
        selling = g is not None and g.state == SELLING
        self.create_button.setEnabled(st.current_game is None)
        if st.current_game is not None:  # the form shows the game's own draw source (a blower game after a rectification said "Electronic drawer")
            (self.blower_radio if st.current_game.config.source == MANUAL else self.electronic_radio).setChecked(True)
        self.promo_button.setEnabled(g is not None and g.state in (SETUP, SELLING))
        self.open_button.setEnabled(g is not None and g.state == SETUP)
        self.void_button.setEnabled(g is not None and g.state in (SETUP, SELLING) and not g.sold)
        for b in (self.give_button, self.return_button, self.settle_button, self.sell_button, self.unsell_button, self.close_button):
            b.setEnabled(selling)
        self.returns.setEnabled(selling)
        self.returns.render()
        self._render_trays(g)
        self._render_proclaimed(g)
        self._update_expected()

    def _render_trays(self, g: Any) -> None:
        t = self.tray_table
        trays = list(self.station.trays(g).values()) if g is not None else []
        t.setRowCount(len(trays))
        for r, tray in enumerate(sorted(trays, key=lambda x: x.seller)):
            price = g.config.price
            expected = len(tray.sold) * price
            st = tray.settled
            cells = [
                tray.seller,
                ranges_text(tray.given),
                ranges_text(tray.returned) or "—",
                str(len(tray.sold)),
                format_money(expected),
                format_money(st["received"]) if st else "—",
                format_money(st["difference"]) if st else "—",
                (st.get("remark") or "") if st else "",
                self.tr("settled") if st else self.tr("to check"),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (3, 4, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c == 6 and st and st["difference"]:
                    item.setForeground(Qt.GlobalColor.red)
                if c == 8:
                    item.setForeground(Qt.GlobalColor.darkGreen if st else Qt.GlobalColor.darkRed)
                t.setItem(r, c, item)
        sold = len(g.sold) if g is not None else 0
        desk = sold - sum(len(x.sold) for x in trays)
        self.desk_sold_label.setText(
            self.tr("Cards sold in this game: {sold} (at the desk: {desk})").format(sold=sold, desk=desk) if g is not None else ""
        )

    def _render_proclaimed(self, g: Any) -> None:
        t = self.dividend_table
        if g is not None and g.dividends is None and g.rectifications and g.state == SELLING:
            # the jury sent the figures back (Art. 12): the central cashier corrects and closes again
            last = g.rectifications[-1]
            self.proclaim_label.setText(
                self.tr("<b>RECTIFIED</b> by the jury ({name}): {reason}<br>Correct the sales (a card sold or returned by mistake, "
                        "a seller's tray) and close them again: the jury then looks at the figures again.").format(
                    name=html.escape(last["jury"]), reason=html.escape(last["reason"]))
            )
            t.setRowCount(0)
            t.setVisible(False)
            return
        if g is None or g.dividends is None:
            self.proclaim_label.setText(
                self.tr("The takings, the dividends and the new pot are proclaimed when the central cashier closes the sales. Pot now: <b>{pot}</b>").format(
                    pot=format_money(self.station.pot)
                )
            )
            t.setRowCount(0)
            t.setVisible(False)
            return
        d = g.dividends
        self.proclaim_label.setText(
            self.tr(
                "<b>PROCLAIMED</b> — game {game}: {sold} cards, takings <b>{takings}</b>.<br>"
                "Major prize: + {contribution} (15 %) → new pot <b>{pot}</b>, won in at most {limit} balls."
            ).format(
                game=g.number,
                sold=len(g.sold),
                takings=format_money(d.takings),
                contribution=format_money(d.pot_contribution),
                pot=format_money(g.pot_before_draw),
                limit=g.config.limit,
            )
            + "".join("<br>" + x for x in (self._ratification_text(g),) if x)
        )
        t.setVisible(True)
        t.setRowCount(len(d.prizes))
        for r, (prize, amount) in enumerate(d.prizes.items()):
            promo = g.config.promo.get(prize, 0)
            name = prize_label(prize) + (f"  (+{promo} %)" if promo else "")
            t.setItem(r, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(format_money(amount))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            t.setItem(r, 1, item)

    def _ratification_text(self, g: Any) -> str:
        """Where the jury's ratification of these figures stands (Art. 12)."""
        if g.waiting_for_jury:
            return self.tr("Waiting for the jury to ratify or rectify these figures (Art. 12): no ball before.")
        if g.ratification is not None:
            names = ", ".join(g.ratification["signatures"]) or g.ratification.get("by", "")
            return self.tr("Ratified by the jury: {names}.").format(names=html.escape(names))
        return ""

    def _tray_selected(self) -> None:
        rows = {i.row() for i in self.tray_table.selectedItems()}
        if rows:
            seller = self.tray_table.item(min(rows), 0).text()
            self.seller_combo.setCurrentText(seller)

    def _update_expected(self) -> None:
        g = self.game()
        tray = self.station.trays(g).get(self.seller_combo.currentText()) if g is not None else None
        if tray is None:
            self.expected_label.setText("—")
            return
        if tray.settled:
            self.expected_label.setText(self.tr("{sold} cards — already settled").format(sold=len(tray.sold)))
            return
        self.expected_label.setText(
            self.tr("{sold} cards × {price} = {expected}").format(
                sold=len(tray.sold), price=format_money(g.config.price), expected=format_money(len(tray.sold) * g.config.price)
            )
        )

    # -------------------------------------------------------------- commands
    def _promo(self) -> dict[str, int]:
        return {p: s.value() for p, s in self.promo_spins.items() if s.value()}

    def create_game(self) -> None:
        series = self.series_combo.currentData()
        try:
            if series is None:
                self.station.check_new_game_allowed()
                raise RuleError("Every series of the day's opening record has been used")
            price = parse_money(self.price_edit.text())
            source = MANUAL if self.blower_radio.isChecked() else ELECTRONIC
            g = self.station.new_game(series, price, source=source, promo=self._promo(), session=self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Game {game} created on series {series}: open the sales.").format(game=g.number, series=series), "ok")

    def apply_promo(self) -> None:
        try:
            self.station.set_promo(self._promo(), self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Promotional bonus recorded; the dividend board shows it."), "ok")

    def open_sales(self) -> None:
        try:
            self.station.open_sales(session=self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Sales are open: hand out the trays."), "ok")

    def _cards(self, edit: QLineEdit) -> list[int]:
        return parse_card_ranges(edit.text())

    def give_tray(self) -> None:
        seller = self.seller_combo.currentText()
        try:
            cards = self._cards(self.tray_cards)
            self.station.give_tray(seller, cards, self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.tray_cards.clear()
        self.say(self.tr("{n} cards handed to {seller}.").format(n=len(cards), seller=seller), "ok")

    def return_tray(self) -> None:
        seller = self.seller_combo.currentText()
        try:
            cards = self._cards(self.tray_cards)
            self.station.return_tray(seller, cards, self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.tray_cards.clear()
        self.say(self.tr("{n} unsold cards back from {seller}.").format(n=len(cards), seller=seller), "ok")

    def settle_tray(self) -> None:
        seller = self.seller_combo.currentText()
        try:
            received = parse_money(self.money_edit.text())
            data = self.station.settle_tray(seller, received, self.session, self.remark_edit.text())
        except RuleError as err:
            self._refused(err)
            return
        self.money_edit.clear()
        self.remark_edit.clear()
        if data["difference"]:
            self.say(
                self.tr("{seller}: {received} received for {expected} expected — difference {diff} recorded.").format(
                    seller=seller, received=format_money(data["received"]), expected=format_money(data["expected"]), diff=format_money(data["difference"])
                ),
                "info",
            )
        else:
            self.say(self.tr("{seller}: {received} received, exactly as expected.").format(seller=seller, received=format_money(data["received"])), "ok")

    def sell_at_desk(self) -> None:
        try:
            cards = self._cards(self.desk_cards)
            self.station.sell(cards, session=self.session, player=self.desk_player.text())
        except RuleError as err:
            self._refused(err)
            return
        self.desk_cards.clear()
        self.say(self.tr("%n card(s) sold at the desk.", None, len(cards)), "ok")

    def take_back_at_desk(self) -> None:
        try:
            cards = self._cards(self.desk_cards)
            self.station.return_cards(cards, session=self.session)
        except RuleError as err:
            self._refused(err)
            return
        self.desk_cards.clear()
        self.say(self.tr("%n card(s) taken back at the desk.", None, len(cards)), "ok")

    def close_sales(self) -> None:
        """The central cashier signs the close with their PIN; the station refuses anyone else and
        any tray not settled."""
        names = people_with(self.station, "central_cashier")
        try:
            session = pin_session(self, self.station, self.tr("Close the sales"), self.tr("The central cashier closes the sales and proclaims the dividends"), names, "central_cashier", doing="closing the sales")
        except RuleError as err:
            self._refused(err)
            return
        if session is None:
            self.say(self.tr("Closing cancelled: the sales stay open."), "info")
            return
        try:
            self.station.close_sales(session=session)
        except RuleError as err:
            self._refused(err)
            return
        finally:
            if self.session is None or session.token != self.session.token:
                self.station.logout(session)
        g = self.game()
        self.say(
            self.tr("Sales closed by {name}: dividends proclaimed, new pot {pot}.").format(name=self.station.state.users[session.name].full_name, pot=format_money(g.pot_before_draw if g else self.station.pot)),
            "ok",
        )


    def seed_pot(self) -> None:
        """The casino's contribution to the major prize fund (Art. 7 f), by the game manager or an
        administrator with their PIN; the station checks the role and the maximum."""
        names = people_with(self.station, "manager", "admin")
        try:
            session = pin_session(self, self.station, self.tr("Major prize pot"), self.tr("The game manager authorises the casino's contribution"), names, "manager", "admin", doing="the casino's contribution")
        except RuleError as err:
            self._refused(err)
            return
        if session is None:
            self.say(self.tr("Cancelled: nothing changed."), "info")
            return
        text = DialogService.text(
            self,
            self.tr("Major prize pot"),
            self.tr("Casino's contribution in pesos ({left} left for this pot, of at most {cap}):").format(
                left=format_money(self.station.casino_seed_left), cap=format_money(self.station.settings["casino_seed_max"])
            ),
            "",
        )
        if text is None:
            self.station.logout(session)
            self.say(self.tr("Cancelled: nothing changed."), "info")
            return
        try:
            amount = parse_money(text)
            self.station.seed_pot(amount, session=session)
        except RuleError as err:
            self._refused(err)
            return
        finally:
            self.station.logout(session)
        self.say(self.tr("The casino contributed {amount}: the major prize pot is now {pot}.").format(amount=format_money(amount), pot=format_money(self.station.pot)), "ok")


    def void_game(self) -> bool:
        """Void the game when no card is sold (its sales corrected to none after the jury's
        rectification, or never made): the reason is recorded and goes on the day report, the
        pot stays as it was before the game. The station checks the role and the empty sales."""
        g = self.game()
        if g is None:
            return False
        reason = DialogService.text(
            self, self.tr("Void the game"),
            self.tr("Why is game {game} voided? (e.g. every card was returned after the jury's rectification)").format(game=g.number), "",
        )
        if reason is None or not reason.strip():
            self.say(self.tr("Cancelled: nothing changed."), "info")
            return False
        try:
            self.station.void_game(reason, g.number, session=self.session)
        except RuleError as err:
            self._refused(err)
            return False
        self.say(self.tr("Game {game} voided: {reason}. The pot stays {pot}.").format(
            game=g.number, reason=reason.strip(), pot=format_money(self.station.pot)), "ok")
        return True


def open_cashier_window(bridge: Any, parent: QWidget | None = None) -> CashierWindow:
    """The cashier's desk, shown non-modal; the operator is asked to sign in. Returns it."""
    w = CashierWindow(bridge, parent)
    if parent is not None:
        w.setWindowFlag(Qt.WindowType.Window, True)
    w.show()
    return w
