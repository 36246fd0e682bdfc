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

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.game import ELECTRONIC, MANUAL, SELLING
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.core.money import format_money
from hallstation.gui.caller.new_game import parse_card_ranges
from hallstation.gui.cashier.desk_sale import DeskSaleBox
from hallstation.gui.cashier.game_box import GameBox
from hallstation.gui.cashier.proclaim_box import ProclaimBox
from hallstation.gui.cashier.style import BUTTON
from hallstation.gui.cashier.trays_box import TraysBox
from hallstation.gui.day.common import (
    MessageArea,
    parse_money,
    people_with,
    prize_label,
    role_label,
)
from hallstation.gui.common import pin_session
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import fit_to_screen, scrolling

DESK_ROLES = ("seller", "cashier", "central_cashier", "manager", "admin")
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
    # each box is a widget of its own file; the window keeps their controls at hand and carries
    # out their commands
    def _game_box(self) -> QGroupBox:
        box = self.game_box = GameBox(self.station)
        self.series_combo, self.price_edit = box.series_combo, box.price_edit
        self.electronic_radio, self.blower_radio, self.promo_spins = box.electronic_radio, box.blower_radio, box.promo_spins
        self.create_button, self.promo_button, self.open_button = box.create_button, box.promo_button, box.open_button
        self.void_button, self.seed_button, self.seed_label = box.void_button, box.seed_button, box.seed_label
        self.create_button.clicked.connect(self.create_game)
        self.promo_button.clicked.connect(self.apply_promo)
        self.open_button.clicked.connect(self.open_sales)
        self.void_button.clicked.connect(self.void_game)
        self.seed_button.clicked.connect(self.seed_pot)
        return box

    def seed_text(self) -> str:
        """The casino's contribution to the current pot against its cap (per pot, Art. 7 f)."""
        return self.game_box.seed_text()

    def _desk_box(self) -> QGroupBox:
        box = self.desk_box = DeskSaleBox()
        self.desk_cards, self.desk_player, self.desk_sold_label = box.desk_cards, box.desk_player, box.desk_sold_label
        self.sell_button, self.unsell_button = box.sell_button, box.unsell_button
        self.sell_button.clicked.connect(self.sell_at_desk)
        self.unsell_button.clicked.connect(self.take_back_at_desk)
        return box

    def _proclaim_box(self) -> QGroupBox:
        box = self.proclaim_box = ProclaimBox()
        self.close_button, self.proclaim_label, self.dividend_table = box.close_button, box.proclaim_label, box.dividend_table
        self.close_button.clicked.connect(self.close_sales)
        return box

    def _trays_box(self) -> QGroupBox:
        box = self.trays_box = TraysBox()
        self.tray_table, self.seller_combo, self.tray_cards = box.tray_table, box.seller_combo, box.tray_cards
        self.give_button, self.return_button = box.give_button, box.return_button
        self.expected_label, self.money_edit, self.remark_edit = box.expected_label, box.money_edit, box.remark_edit
        self.settle_button = box.settle_button
        self.give_button.clicked.connect(self.give_tray)
        self.return_button.clicked.connect(self.return_tray)
        self.settle_button.clicked.connect(self.settle_tray)
        from hallstation.gui.cashier.returns import ReturnScanBox

        self.returns = ReturnScanBox(self)  # the scanner's returns, one by one or first and last
        box.add_returns(self.returns)
        from hallstation.gui.scan_catcher import ScanCatcher

        # a card scanned while a button has the focus goes to the trays' line: its spaces never
        # press that button
        self.scan_catcher = ScanCatcher(self, self.returns.scanned)
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
        self.game_box.render_seed()
        if s is None:
            self.operator_label.setText(self.tr("Nobody signed in"))
            self.signin_button.setText(self.tr("Sign in…"))
        else:
            roles = ", ".join(role_label(r) for r in sorted(s.roles))
            self.operator_label.setText(self.tr("Operator: {name} ({roles})").format(name=st.state.users[s.name].full_name, roles=roles))
            self.signin_button.setText(self.tr("Change operator…"))
        g = self.game()
        self.game_box.render_series()  # series of the day not used yet
        self.trays_box.render_sellers(people_with(st, "seller"))

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
        self.game_box.render_buttons(g)
        for b in (self.give_button, self.return_button, self.settle_button, self.sell_button, self.unsell_button, self.close_button):
            b.setEnabled(selling)
        self.returns.setEnabled(selling)
        self.returns.render()
        self._render_trays(g)
        self._render_proclaimed(g)
        self._update_expected()

    def _render_trays(self, g: Any) -> None:
        trays = list(self.station.trays(g).values()) if g is not None else []
        self.trays_box.render_trays(g, trays)
        self.desk_box.render_sold(g, trays)

    def _render_proclaimed(self, g: Any) -> None:
        self.proclaim_box.render(g, self.station.pot)

    def _update_expected(self) -> None:
        g = self.game()
        tray = self.station.trays(g).get(self.seller_combo.currentText()) if g is not None else None
        self.trays_box.render_expected(g, tray)

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
