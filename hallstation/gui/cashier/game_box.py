"""The cashier's desk's game box (Arts. 6, 7 f, 8.3): the series of the day not used yet, the card
price, the draw source and the promotional bonus per prize; create the game, apply the bonus, open
the sales, void a game with no card sold, and the casino's contribution to the pot with what is
left of its cap. The buttons are the window's commands."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.bingo.game import MANUAL, SELLING, SETUP
from hallstation.core.bingo.patterns import PATTERN_PRIZES
from hallstation.core.money import format_money
from hallstation.gui.cashier.style import BUTTON, STRONG
from hallstation.gui.day.common import prize_label


class GameBox(QGroupBox):
    def __init__(self, station: Any, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("CashierWindow", "The game"), parent)
        self.station = station
        self.setMinimumWidth(440)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.series_combo = QComboBox()
        form.addRow(QCoreApplication.translate("CashierWindow", "Series (of the day, unused)"), self.series_combo)
        self.price_edit = QLineEdit("20")
        self.price_edit.setPlaceholderText(QCoreApplication.translate("CashierWindow", "pesos, e.g. 20 or 22,50"))
        form.addRow(QCoreApplication.translate("CashierWindow", "Card price ($)"), self.price_edit)
        src = QHBoxLayout()
        self.electronic_radio = QRadioButton(QCoreApplication.translate("CashierWindow", "Electronic drawer"))
        self.blower_radio = QRadioButton(QCoreApplication.translate("CashierWindow", "Blower (typed in)"))
        (self.blower_radio if station.settings.get("draw_source") == MANUAL else self.electronic_radio).setChecked(True)
        src.addWidget(self.electronic_radio)
        src.addWidget(self.blower_radio)
        form.addRow(QCoreApplication.translate("CashierWindow", "Draw source"), src)
        lay.addLayout(form)
        promo = QGroupBox(QCoreApplication.translate("CashierWindow", "Promotional bonus (Art. 8.3: off-peak, first or last game)"))
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
        self.create_button = QPushButton(QCoreApplication.translate("CashierWindow", "Create game"))
        self.create_button.setStyleSheet(STRONG)
        self.promo_button = QPushButton(QCoreApplication.translate("CashierWindow", "Apply bonus"))
        self.promo_button.setStyleSheet(BUTTON)
        self.open_button = QPushButton(QCoreApplication.translate("CashierWindow", "Open sales"))
        self.open_button.setStyleSheet(STRONG)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.promo_button)
        buttons.addWidget(self.open_button)
        lay.addLayout(buttons)
        # a game whose corrected sales are empty is voided with a reason (Art. 12, RULES.md)
        self.void_button = QPushButton(QCoreApplication.translate("CashierWindow", "Void the game (no card sold)…"))
        self.void_button.setObjectName("voidButton")
        self.void_button.setStyleSheet(BUTTON)
        lay.addWidget(self.void_button)
        self.seed_button = QPushButton(QCoreApplication.translate("CashierWindow", "Casino's contribution to the major prize pot…"))
        self.seed_button.setStyleSheet(BUTTON)
        lay.addWidget(self.seed_button)
        self.seed_label = QLabel()  # what is left of the cap for the current pot (Art. 7 f)
        self.seed_label.setObjectName("seed_left")
        self.seed_label.setWordWrap(True)
        lay.addWidget(self.seed_label)

    def seed_text(self) -> str:
        """The casino's contribution to the current pot against its cap (per pot, Art. 7 f)."""
        st = self.station
        return QCoreApplication.translate(
            "CashierWindow", "Casino's contribution to this pot: {given} of at most {cap} from the pot's start to its win; {left} left."
        ).format(
            given=format_money(st.state.pot_seeded),
            cap=format_money(st.settings["casino_seed_max"]),
            left=format_money(st.casino_seed_left),
        )

    def render_seed(self) -> None:
        self.seed_label.setText(self.seed_text())

    def render_series(self) -> None:
        """The series of the day not used yet (the chosen one kept)."""
        st = self.station
        free = [s.number for s in st.unused_series(of_day=True)]
        current = self.series_combo.currentData()
        self.series_combo.blockSignals(True)
        self.series_combo.clear()
        for n in free:
            info = st.get_series(n).info
            self.series_combo.addItem(QCoreApplication.translate("CashierWindow", "Series {n} — {color}, letter {letter}, {cards} cards").format(
                n=n, color=info.color, letter=info.letter, cards=info.cards), n)
        if current in free:
            self.series_combo.setCurrentIndex(free.index(current))
        self.series_combo.blockSignals(False)

    def render_buttons(self, g: Any) -> None:
        """What may be done with the game at the desk ``g`` (the current or the last one)."""
        st = self.station
        self.create_button.setEnabled(st.current_game is None)
        if st.current_game is not None:  # the form shows the game's own draw source (a blower game after a rectification said "Electronic drawer")
            (self.blower_radio if st.current_game.config.source == MANUAL else self.electronic_radio).setChecked(True)
        self.promo_button.setEnabled(g is not None and g.state in (SETUP, SELLING))
        self.open_button.setEnabled(g is not None and g.state == SETUP)
        self.void_button.setEnabled(g is not None and g.state in (SETUP, SELLING) and not g.sold)
