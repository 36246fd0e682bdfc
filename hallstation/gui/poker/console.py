"""The dealer's console for one Caribbean poker table, made for a touch screen (buttons ≥ 48 px).

Seats 1–7 left to right, each with its ANTE (− / + or typed, in pesos), the jackpot bet light, the
cards and fold / call; the dealer's cards; a 52-card picker (or typed cards, ``AS KD 10H 9C 2S``);
COIN IN, settle, the supervisor's jackpot authorisation and GAME OVER; the round's payments in
order. The console only asks and shows: every step goes to :class:`PokerTable` and comes back as
the bridge's ``changed`` signal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.core.poker import parse_cards
from hallstation.core.poker.cards import RANK_NAMES, make_card
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import fit_to_screen
from hallstation.gui.poker.bridge import PokerBridge
from hallstation.gui.poker.names import (
    RED_SUITS,
    SUIT_SYMBOLS,
    card_text,
    cards_text,
    hand_name,
    outcome_name,
    payment_name,
)
from hallstation.i18n import message
from hallstation.services.poker import (
    BETTING,
    CALL,
    DEALER,
    DEALING,
    FOLD,
    JACKPOT_PENDING,
    NO_ROUND,
    SETTLED,
    PokerView,
    SeatView,
)

TOUCH = 48  # px: the smallest button a finger hits reliably

STYLE = f"""
QMainWindow, QWidget#console {{ background: #0d3b26; }}
QLabel {{ color: #f4f4f4; font-size: 16px; }}
QLabel#title {{ font-size: 19px; font-weight: bold; }}
QLabel#state {{ font-size: 19px; font-weight: bold; color: #ffd54a; }}
QLabel#meter {{ font-size: 23px; font-weight: bold; color: #ffd54a; }}
QLabel#seatTitle {{ font-size: 18px; font-weight: bold; }}
QLabel#outcome {{ font-size: 15px; font-weight: bold; color: #ffffff; }}
QLabel#void {{ font-size: 15px; font-weight: bold; color: #ff8a80; }}
QFrame#seat {{ background: #14553a; border: 2px solid #2e7d55; border-radius: 10px; }}
QFrame#seat[playing="true"] {{ border: 3px solid #ffd54a; }}
QFrame#seat[target="true"] {{ background: #1f6f4c; border: 4px solid #64b5f6; }}
QPushButton {{ min-height: {TOUCH}px; min-width: {TOUCH}px; font-size: 17px; font-weight: bold;
  border-radius: 8px; background: #eeeeee; color: #111; border: 2px solid #999; }}
QPushButton:disabled {{ background: #4a6b5a; color: #9fb5aa; border-color: #4a6b5a; }}
QPushButton#jackpot, QPushButton#decision {{ border-width: 3px; }}
QPushButton#jackpot:checked {{ background: #ffd54a; color: #000; border: 3px solid #ff6f00; }}
QPushButton#decision {{ font-size: 13px; padding: 0; }}
QPushButton#small {{ font-size: 14px; padding: 0 6px; }}
QPushButton#decision:checked {{ background: #64b5f6; color: #000; border: 3px solid #0d47a1; }}
QPushButton#action {{ min-height: 64px; font-size: 20px; background: #ffd54a; }}
QPushButton#action:disabled {{ background: #4a6b5a; }}
QPushButton#pay {{ min-height: 64px; font-size: 20px; background: #ff7043; color: #fff; }}
QPushButton#pay:disabled {{ background: #4a6b5a; color: #9fb5aa; }}
QPushButton#card {{ min-width: 40px; max-width: 60px; font-size: 17px; background: #fff; }}
QPushButton#card:checked {{ background: #64b5f6; }}
QPushButton#card:disabled {{ background: #5b7a6a; color: #8aa596; }}
QPushButton#cards {{ font-size: 12px; background: #fffde7; padding: 0; }}
QPushButton#cards:disabled {{ background: #cfdcd3; color: #1a1a1a; border-color: #6f8f7d; }}
QPushButton#step {{ min-width: 38px; }}
QLineEdit#ante {{ font-size: 17px; padding: 0; }}
QLineEdit {{ min-height: {TOUCH - 8}px; font-size: 20px; border-radius: 6px; padding: 2px 6px; }}
QTableWidget {{ font-size: 14px; background: #fafafa; }}
QHeaderView::section {{ font-size: 15px; font-weight: bold; padding: 4px; }}
"""


def parse_pesos(text: str) -> int:
    """``"50"`` → 5000 cents; ``"50,5"``/``"50.50"`` → 5050; ``""`` → 0 (the seat is left out)."""
    t = text.strip().replace("$", "").replace(" ", "")
    if not t:
        return 0
    if "," in t:
        t = t.replace(".", "").replace(",", ".")
    try:
        pesos, _, frac = t.partition(".")
        frac = (frac + "00")[:2]
        if not is_ascii_digits(pesos) or not is_ascii_digits(frac):  # 0–9 only: int() reads '١٢' as 12
            raise ValueError
        return int(pesos) * 100 + int(frac)
    except ValueError:
        raise RuleError("'{text}' is not an amount in pesos.", text=text) from None


def pesos_text(cents: int) -> str:
    pesos, rest = divmod(cents, 100)
    return f"{pesos},{rest:02d}" if rest else str(pesos)


class ResultLabel(QLabel):
    """A word-wrapped text in a height of its own (a seat's result: four lines), not a height that
    depends on its width: the console's rows were laid out by the heights their texts take at
    their preferred widths — fewer lines than at 1280 or 1366 px — and the seats were cut."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False


class SeatPanel(QFrame):
    """One seat: ANTE, jackpot light, cards, fold / call, the result."""

    def __init__(self, seat: int, console: PokerConsole) -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("seat")
        # never squeezed below what it shows (a two-line «Apuesta $ 100», a three-line result):
        # the payments below give up their height first
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(3)
        self.title = QLabel(self.tr("Seat {seat}").format(seat=seat))
        self.title.setObjectName("seatTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        row.setSpacing(3)
        self.minus = QPushButton("−")
        self.ante_edit = QLineEdit()
        self.ante_edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ante_edit.setPlaceholderText("—")
        self.ante_edit.setMinimumWidth(44)
        self.ante_edit.setObjectName("ante")
        self.minus.setObjectName("step")
        self.plus = QPushButton("+")
        self.plus.setObjectName("step")
        for w in (self.minus, self.ante_edit, self.plus):
            row.addWidget(w)
        lay.addLayout(row)
        self.jackpot = QPushButton(self.tr("JACKPOT"))
        self.jackpot.setObjectName("jackpot")
        self.jackpot.setCheckable(True)
        lay.addWidget(self.jackpot)
        self.cards_button = QPushButton(self.tr("Cards"))
        self.cards_button.setObjectName("cards")
        lay.addWidget(self.cards_button)
        row = QHBoxLayout()
        row.setSpacing(3)
        self.fold_button = QPushButton(self.tr("Fold"))
        self.call_button = QPushButton(self.tr("Call"))
        for b in (self.fold_button, self.call_button):
            b.setObjectName("decision")
            b.setCheckable(True)
            row.addWidget(b)
        lay.addLayout(row)
        self.outcome = ResultLabel("")
        self.outcome.setObjectName("outcome")
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.outcome.setWordWrap(True)
        # room for four lines whatever the seat's width: hand, outcome, net, and the outcome
        # wrapped where the seat is narrow ("La Banca no / califica", "Gana el / jugador" at
        # 1280 px). The seats are laid out by their height at their preferred width, where the
        # result takes fewer lines: without it the result was cut at 1280 and 1366 px
        big = QFont(self.outcome.font())
        big.setPixelSize(15)
        big.setBold(True)
        self.outcome.setMinimumHeight(4 * QFontMetrics(big).lineSpacing() + 4)
        lay.addWidget(self.outcome)
        lay.addStretch(1)

        self.minus.clicked.connect(lambda: console.step_ante(seat, -1))
        self.plus.clicked.connect(lambda: console.step_ante(seat, +1))
        self.ante_edit.editingFinished.connect(lambda: console.type_ante(seat, self.ante_edit.text()))
        self.jackpot.clicked.connect(lambda checked: console.toggle_jackpot(seat, checked))
        self.cards_button.clicked.connect(lambda: console.select_target(seat))
        self.fold_button.clicked.connect(lambda: console.decide(seat, FOLD))
        self.call_button.clicked.connect(lambda: console.decide(seat, CALL))

    def show_view(self, s: SeatView, state: str, target: bool) -> None:
        betting = state == BETTING
        dealing = state == DEALING
        self.setProperty("playing", "true" if s.playing else "false")
        self.setProperty("target", "true" if target else "false")
        self.style().unpolish(self)
        self.style().polish(self)
        if not self.ante_edit.hasFocus():
            self.ante_edit.setText(pesos_text(s.ante_cents) if s.ante_cents else "")
        for w in (self.minus, self.plus, self.ante_edit):
            w.setEnabled(betting)
        self.jackpot.setChecked(s.jackpot)
        self.jackpot.setEnabled(betting)
        self.jackpot.setText(self.tr("JACKPOT ●") if s.lit else self.tr("JACKPOT"))
        self.cards_button.setEnabled(dealing and s.playing and s.decision is None)
        self.cards_button.setText(cards_text(s.cards) if s.cards else self.tr("Cards"))
        can_decide = dealing and s.playing and s.cards is not None and not s.void and s.decision is None
        self.fold_button.setEnabled(can_decide)
        self.call_button.setEnabled(can_decide)
        self.fold_button.setChecked(s.decision == FOLD)
        self.call_button.setChecked(s.decision == CALL)
        self.call_button.setText(
            self.tr("Call\n{amount}").format(amount=format_money(s.call_cents))
            if s.call_cents
            else self.tr("Call")
        )
        if s.outcome is not None:
            text = outcome_name(s.outcome)
            if s.hand_class:
                text = f"{hand_name(s.hand_class)}\n{text}"
            if s.net_cents:
                sign = "+" if s.net_cents > 0 else ""
                text += f"\n{sign}{format_money(s.net_cents)}"
            self.outcome.setObjectName("outcome")
            self.outcome.setText(text)
        elif s.void:
            self.outcome.setObjectName("void")
            self.outcome.setText(self.tr("VOID: {n} cards (Art. 9)").format(n=len(s.cards or ())))
        else:
            self.outcome.setObjectName("outcome")
            self.outcome.setText(self.tr("Out") if not s.playing and state != BETTING else "")
        self.outcome.style().unpolish(self.outcome)
        self.outcome.style().polish(self.outcome)


class PokerConsole(QMainWindow):
    """The dealer's console (its own window). ``sign_in()`` asks the dealer's name and PIN."""

    def __init__(self, bridge: PokerBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.table = bridge.table
        self.last_error = ""
        self._target: int | str | None = None
        self.setWindowTitle(self.tr("Caribbean poker — dealer console, table {table}").format(table=self.table.table))
        self.setStyleSheet(STYLE)
        root = QWidget()
        root.setObjectName("console")
        self.setCentralWidget(root)
        outer = QVBoxLayout(root)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)

        # header
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        self.state_label = QLabel()
        self.state_label.setObjectName("state")
        self.meter_label = QLabel()
        self.meter_label.setObjectName("meter")
        self.dealer_button = QPushButton(self.tr("Change dealer"))
        self.dealer_button.setObjectName("small")
        # the table line and the state go on to a second line rather than past the screen's edge
        # (a long dealer's name, "Pase anulado (Art. 9) — presione GAME OVER")
        for label in (self.title, self.state_label):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.state_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # the table line and the state in one strip, which the link banner lies over while the
        # hall's link is down (taking no line of its own: the console fits 768 px with it)
        head_text = QWidget()
        head_text.setObjectName("headText")
        texts = QHBoxLayout(head_text)
        texts.setContentsMargins(0, 0, 0, 0)
        texts.addWidget(self.title, 1)
        texts.addWidget(self.state_label, 1)
        head.addWidget(head_text, 8)
        head.addWidget(self.meter_label)
        head.addWidget(self.dealer_button)
        outer.addLayout(head)
        from hallstation.gui.link import add_link_banner

        add_link_banner(self, bridge, over=head_text)  # "sin conexión con el servidor" while a networked hall's link is down
        self.link_banner.set_lines(2)  # the strip is two lines tall: the whole message, never cut

        # seats, left to right, and the dealer
        seats_row = QHBoxLayout()
        seats_row.setSpacing(5)
        self.seats: dict[int, SeatPanel] = {}
        for n in range(1, 8):
            panel = SeatPanel(n, self)
            self.seats[n] = panel
            seats_row.addWidget(panel, 1)
        self.dealer_panel = QFrame()
        self.dealer_panel.setObjectName("seat")
        self.dealer_panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.dealer_panel.setMinimumWidth(165)
        dl = QVBoxLayout(self.dealer_panel)
        dl.setContentsMargins(6, 6, 6, 6)
        t = QLabel(self.tr("Dealer"))
        t.setObjectName("seatTitle")
        t.setAlignment(Qt.AlignmentFlag.AlignCenter)
        dl.addWidget(t)
        self.dealer_cards_button = QPushButton(self.tr("Cards"))
        self.dealer_cards_button.setObjectName("cards")
        dl.addWidget(self.dealer_cards_button)
        self.dealer_result = ResultLabel("")
        self.dealer_result.setObjectName("outcome")
        self.dealer_result.setWordWrap(True)
        big = QFont(self.dealer_result.font())
        big.setPixelSize(15)
        big.setBold(True)
        self.dealer_result.setMinimumHeight(4 * QFontMetrics(big).lineSpacing() + 4)  # "ANULADO: … (Art. 9)"
        self.dealer_result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        dl.addWidget(self.dealer_result)
        dl.addStretch(1)
        seats_row.addWidget(self.dealer_panel, 1)
        outer.addLayout(seats_row)  # as tall as a seat needs: the rest for the payments

        # card entry (picker + typed) and the payments
        bottom = QHBoxLayout()
        entry = QVBoxLayout()
        erow = QHBoxLayout()
        self.target_label = QLabel()
        self.target_label.setObjectName("seatTitle")
        self.cards_edit = QLineEdit()
        self.cards_edit.setPlaceholderText(self.tr("AS KD 10H 9C 2S"))
        self.clear_cards = QPushButton(self.tr("Clear"))
        self.confirm_cards = QPushButton(self.tr("Enter cards"))
        self.confirm_cards.setObjectName("action")
        self.confirm_cards.setMinimumHeight(TOUCH)
        erow.addWidget(self.target_label)
        erow.addWidget(self.cards_edit, 1)
        erow.addWidget(self.clear_cards)
        erow.addWidget(self.confirm_cards)
        entry.addLayout(erow)
        grid = QGridLayout()
        grid.setSpacing(3)
        self.card_buttons: dict[int, QPushButton] = {}
        for suit in range(4):
            for col, rank in enumerate(range(2, 15)):
                c = make_card(rank, suit)
                b = QPushButton(RANK_NAMES[rank - 2] + SUIT_SYMBOLS[suit])
                b.setObjectName("card")
                b.setCheckable(True)
                b.setMinimumHeight(TOUCH)
                b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                if suit in RED_SUITS:
                    b.setStyleSheet("color: #d01010;")
                b.clicked.connect(lambda _=False, card=c: self.pick_card(card))
                grid.addWidget(b, suit, col)
                self.card_buttons[c] = b
        entry.addLayout(grid)
        entry.addStretch(1)
        bottom.addLayout(entry, 1)
        # beside the picker: the round's buttons two by two, the payments under them, every
        # column of the payments as wide as its longest text (nothing of them cut at 1280 px)
        pay = QVBoxLayout()
        actions = QGridLayout()
        actions.setSpacing(4)
        self.coin_in_button = QPushButton(self.tr("COIN IN"))
        self.settle_button = QPushButton(self.tr("Show results and pay"))
        self.pay_button = QPushButton(self.tr("Pay jackpot (supervisor)"))
        self.game_over_button = QPushButton(self.tr("GAME OVER"))
        for b in (self.coin_in_button, self.settle_button, self.game_over_button):
            b.setObjectName("action")
        self.pay_button.setObjectName("pay")
        for k, b in enumerate((self.coin_in_button, self.settle_button, self.pay_button, self.game_over_button)):
            actions.addWidget(b, k // 2, k % 2)
        pay.addLayout(actions)
        self.payments_table = QTableWidget(0, 4)
        self.payments_table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Bet"), self.tr("Kind"), self.tr("Amount")]
        )
        self.payments_table.verticalHeader().setVisible(False)
        self.payments_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.payments_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.payments_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.payments_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.payments_table.setWordWrap(False)
        hh = self.payments_table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        hh.setStretchLastSection(True)
        pay.addWidget(self.payments_table, 1)
        self.summary = ResultLabel("")
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(2 * self.summary.fontMetrics().lineSpacing() + 6)
        pay.addWidget(self.summary)
        bottom.addLayout(pay)
        outer.addLayout(bottom, 1)

        for b in (self.coin_in_button, self.settle_button, self.pay_button, self.game_over_button):
            b.ensurePolished()  # in the console now: its style sheet applies
            b.setMinimumWidth(b.sizeHint().width())  # its whole text (the style's min-width is a finger's)

        self.dealer_button.clicked.connect(self.sign_in)
        self.dealer_cards_button.clicked.connect(lambda: self.select_target(DEALER))
        self.clear_cards.clicked.connect(self.cards_edit.clear)
        self.cards_edit.textChanged.connect(lambda _: self._refresh_picker())
        self.cards_edit.returnPressed.connect(self.enter_cards)
        self.confirm_cards.clicked.connect(self.enter_cards)
        self.coin_in_button.clicked.connect(lambda: self._do(self.table.coin_in))
        self.settle_button.clicked.connect(self.settle)
        self.pay_button.clicked.connect(self.pay_jackpot)
        self.game_over_button.clicked.connect(self.game_over)
        bridge.changed.connect(self.refresh)
        bridge.link.connect(self.refresh)  # offline: GAME OVER waits for the server
        self._size_payment_columns()
        # the screen's whole available area (up to 1920×1080), its frame included: under a window
        # manager on a 1280×800 or 1366×768 screen too
        fit_to_screen(self, 1920, 1080)
        self.refresh()

    # ------------------------------------------------------------ helpers
    def _do(self, step: Callable[[], Any]) -> bool:
        try:
            step()
        except RuleError as exc:
            self.last_error = message(exc)
            DialogService.error(self, self.tr("Not allowed"), self.last_error)
            self.refresh()
            return False
        self.last_error = ""
        return True

    def view(self) -> PokerView:
        return self.bridge.view()

    # ------------------------------------------------------------ the dealer
    def dealer_names(self) -> list[str]:
        users = self.table.station.state.users
        return sorted(n for n, u in users.items() if "dealer" in u.roles and not u.locked)

    def sign_in(self) -> bool:
        """Ask the dealer's name and PIN until right or cancelled; opens a round if none is open."""
        while True:
            got: dict[str, Any] = {}
            # the sign-in is done from the PIN dialog: a wrong PIN keeps it open for another try
            if not self._do(lambda: got.update(answer=DialogService.credentials(
                self, self.tr("Dealer sign-in — table {table}").format(table=self.table.table),
                self.tr("Dealer on duty"), self.dealer_names(), check=self.table.sign_in,
            ))):
                continue  # a test's scripted answer refused: said, and asked again
            if got["answer"] is None:
                return False
            break
        if self.table.state == NO_ROUND:
            self._do(self.table.open_round)
        return True

    # ------------------------------------------------------------ bets
    def step_ante(self, seat: int, direction: int) -> None:
        v = self.view()
        step = v.settings.min_ante_cents
        ante = v.seat(seat).ante_cents
        new = ante + direction * step
        if direction > 0:
            new = max(new, v.settings.min_ante_cents)
            new = min(new, v.settings.max_ante_cents)
        elif new < v.settings.min_ante_cents:
            new = 0
        jackpot = v.seat(seat).jackpot and new > 0
        self._do(lambda: self.table.place_bet(seat, new, jackpot))

    def type_ante(self, seat: int, text: str) -> None:
        v = self.view()
        if v.state != BETTING:
            return

        def step() -> None:
            cents = parse_pesos(text)
            if cents != v.seat(seat).ante_cents:
                self.table.place_bet(seat, cents, v.seat(seat).jackpot and cents > 0)

        self._do(step)

    def toggle_jackpot(self, seat: int, on: bool) -> None:
        self._do(lambda: self.table.set_jackpot(seat, on))

    # ------------------------------------------------------------ cards
    def select_target(self, target: int | str) -> None:
        self._target = target
        v = self.view()
        cards = v.dealer_cards if target == DEALER else v.seat(int(target)).cards
        self.cards_edit.setText(" ".join(_token(c) for c in cards or ()))
        self.refresh()

    def _buffer(self) -> list[int]:
        out = []
        for token in self.cards_edit.text().replace(",", " ").split():
            try:
                out.extend(parse_cards(token))
            except RuleError:
                continue
        return out

    def pick_card(self, card: int) -> None:
        if self._target is None:
            self.last_error = self.tr("Choose a seat's or the dealer's cards first.")
            DialogService.error(self, self.tr("Not allowed"), self.last_error)
            self._refresh_picker()
            return
        buf = self._buffer()
        if card in buf:
            buf.remove(card)
        else:
            buf.append(card)
        self.cards_edit.setText(" ".join(_token(c) for c in buf))

    def enter_cards(self) -> None:
        target = self._target
        if target is None:
            self.last_error = self.tr("Choose a seat's or the dealer's cards first.")
            DialogService.error(self, self.tr("Not allowed"), self.last_error)
            return
        if self._do(lambda: self.table.enter_cards(target, self.cards_edit.text())):
            self._advance_target()

    def _advance_target(self) -> None:
        v = self.view()
        order: list[int | str] = [s.seat for s in v.seats if s.playing and s.decision is None]
        order.append(DEALER)
        pending = [t for t in order if (v.dealer_cards if t == DEALER else v.seat(int(t)).cards) is None]
        self._target = pending[0] if pending else None
        self.cards_edit.clear()
        self.refresh()

    # ------------------------------------------------------------ decisions and the end
    def decide(self, seat: int, decision: str) -> None:
        self._do(lambda: self.table.decide(seat, decision))

    def settle(self) -> None:
        if self._do(self.table.settle) and self.table.state == JACKPOT_PENDING:
            self.pay_jackpot()

    def pay_jackpot(self) -> None:
        v = self.view()
        hits = ", ".join(
            self.tr("seat {seat}: {hand} {amount}").format(
                seat=h.seat, hand=hand_name(h.hand_class), amount=format_money(h.amount_cents)
            )
            for h in v.pending_hits
        )
        users = self.table.station.state.users
        names = sorted(n for n, u in users.items() if "supervisor" in u.roles and not u.locked)
        # the PIN authorises this one payment: it is made from the PIN dialog, which stays open
        # after a wrong PIN (or a person who is not a supervisor)
        self._do(lambda: DialogService.credentials(
            self, self.tr("JACKPOT — {hits}").format(hits=hits), self.tr("Supervisor"), names,
            check=self.table.pay_jackpot,
        ))

    def game_over(self) -> None:
        if self._do(self.table.game_over):
            self._target = None
            self.cards_edit.clear()

    # ------------------------------------------------------------ showing
    def refresh(self, *_: object) -> None:
        v = self.view()
        state_text = {
            NO_ROUND: self.tr("No round open"),
            BETTING: self.tr("Place your bets"),
            DEALING: self.tr("No more bets — deal"),
            JACKPOT_PENDING: self.tr("JACKPOT: supervisor's PIN needed"),
            SETTLED: self.tr("Round settled — press GAME OVER"),
        }[v.state]
        if v.round_void:
            state_text = self.tr("Round void (Art. 9) — press GAME OVER")
        self.title.setText(
            self.tr("Table {table} · round {round} · dealer: {dealer}").format(
                table=v.table, round=v.round, dealer=v.dealer or "—"
            )
        )
        self.state_label.setText(state_text)
        self.meter_label.setText(self.tr("Jackpot {amount}").format(amount=format_money(v.meter_cents)))
        if v.state != DEALING:
            self._target = None
        elif self._target is None and not self.cards_edit.text():
            self._advance_target_quiet(v)
        for n, panel in self.seats.items():
            panel.show_view(v.seat(n), v.state, self._target == n)
        self.dealer_panel.setProperty("target", "true" if self._target == DEALER else "false")
        self.dealer_panel.style().unpolish(self.dealer_panel)
        self.dealer_panel.style().polish(self.dealer_panel)
        self.dealer_cards_button.setEnabled(v.state == DEALING)
        self.dealer_cards_button.setText(cards_text(v.dealer_cards) if v.dealer_cards else self.tr("Cards"))
        if v.dealer_void:
            self.dealer_result.setText(self.tr("VOID: {n} cards — the whole round is void (Art. 9)").format(
                n=len(v.dealer_cards or ())))
        elif v.dealer_class is not None:
            q = self.tr("qualifies") if v.dealer_qualifies else self.tr("does not qualify (Art. 13 B)")
            self.dealer_result.setText(f"{hand_name(v.dealer_class)}\n{q}")
        else:
            self.dealer_result.setText("")
        self.coin_in_button.setEnabled(v.state == BETTING)
        self.settle_button.setEnabled(v.state == DEALING)
        self.pay_button.setEnabled(v.state == JACKPOT_PENDING)
        from hallstation.gui.link import link_text

        self.game_over_button.setEnabled(v.state in (SETTLED, BETTING) and not link_text(self.bridge))
        self._refresh_payments(v)
        self._refresh_picker()

    def _advance_target_quiet(self, v: PokerView) -> None:
        order: list[int | str] = [s.seat for s in v.seats if s.playing and s.decision is None]
        order.append(DEALER)
        pending = [t for t in order if (v.dealer_cards if t == DEALER else v.seat(int(t)).cards) is None]
        self._target = pending[0] if pending else None

    def heading_font(self) -> QFont:
        """The payments' headings as the style sheet draws them (QHeaderView::section)."""
        f = QFont(self.payments_table.font())
        f.setPixelSize(15)
        f.setBold(True)
        return f

    def _size_payment_columns(self) -> None:
        """Each column of the payments as wide as the longest text it can hold — its heading, any
        kind of payment, the largest amount — once: the columns never move under the dealer."""
        from hallstation.gui.poker.names import PAYMENTS

        t = self.payments_table
        t.ensurePolished()
        t.horizontalHeader().ensurePolished()
        cells = t.fontMetrics()
        heads = QFontMetrics(self.heading_font())
        t.verticalHeader().setDefaultSectionSize(cells.height() + 10)  # more rows in sight at 768 px
        widest = [
            ["7"],
            [format_money(99_999_00), "—"],
            [payment_name(k) for k in PAYMENTS],
            [format_money(9_999_999_00)],
        ]
        pad = 2 * t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 14
        total = 0
        for col, texts in enumerate(widest):
            head = t.horizontalHeaderItem(col).text()
            width = max(max(cells.horizontalAdvance(x) for x in texts) + pad, heads.horizontalAdvance(head) + 2 * 4 + 8)
            t.setColumnWidth(col, width)
            total += width
        bar = t.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, t)
        t.setMinimumWidth(total + bar + 2 * t.frameWidth() + 2)

    def _refresh_payments(self, v: PokerView) -> None:
        t = self.payments_table
        t.setRowCount(len(v.payments))
        for i, p in enumerate(v.payments):
            cells = [
                str(p.seat),
                format_money(p.stake_cents) if p.stake_cents else "—",
                payment_name(p.kind.value),
                format_money(p.amount_cents),
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j != 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if p.kind.value == "jackpot":
                    item.setBackground(Qt.GlobalColor.yellow)
                t.setItem(i, j, item)
        lines = []
        if v.round_void:
            lines.append(self.tr(
                "Round void (Art. 9): every bet returned; the meter is back to {meter}, as before COIN IN."
            ).format(meter=format_money(v.meter_cents)))
        elif v.void_jackpot_bets_cents:
            lines.append(self.tr(
                "Void hand (Art. 9): jackpot bet returned ({amount}); {share} of it taken back off the meter."
            ).format(amount=format_money(v.void_jackpot_bets_cents),
                     share=format_money(v.void_refunds_from_meter_cents)))
        if v.pending_hits:
            lines.append(self.tr("Jackpot waiting for the supervisor: {n} hit(s).").format(n=len(v.pending_hits)))
        if v.hits:
            total = sum(h.amount_cents for h in v.hits)
            lines.append(self.tr("Jackpot paid: {amount}. Meter now {meter}.").format(
                amount=format_money(total), meter=format_money(v.meter_cents)))
        self.summary.setText("\n".join(lines))

    def _refresh_picker(self) -> None:
        v = self.view()
        own = set(self._buffer())
        if self._target is not None and v.state == DEALING:
            current = v.dealer_cards if self._target == DEALER else v.seat(int(self._target)).cards
            others = set(v.used_cards) - set(current or ())
            self.target_label.setText(
                self.tr("Dealer:") if self._target == DEALER
                else self.tr("Seat {seat}:").format(seat=self._target)
            )
        else:
            others = set(v.used_cards)
            self.target_label.setText(self.tr("Cards:"))
        active = v.state == DEALING and self._target is not None
        self.cards_edit.setEnabled(active)
        self.confirm_cards.setEnabled(active)
        self.clear_cards.setEnabled(active)
        for c, b in self.card_buttons.items():
            b.setEnabled(active and c not in others)
            b.setChecked(c in own)


def _token(card: int) -> str:
    """The typed form of a card (``AS``, ``10H``)."""
    from hallstation.core.poker import format_card

    return format_card(card)


__all__ = ["PokerConsole", "SeatPanel", "card_text", "parse_pesos"]
