"""The break between games (Art. 16): the dialog that starts the next game, and the card ranges the
minimal sales step takes ("1-450, 500-520")."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError
from hallstation.gui.caller.forms import child, load_form

ELECTRONIC, MANUAL = "electronic", "manual"
MAX_CARDS_TEXT = 3000


def parse_card_ranges(text: str) -> list[int]:
    """``"1-450, 500, 510-520"`` → the card numbers (what was typed, not whether they exist:
    the station checks that)."""
    out: list[int] = []
    parts = [p.strip() for p in (text or "").replace(";", ",").split(",") if p.strip()]
    if not parts:
        raise RuleError("Type the cards sold, for example 1-450 or 1-200, 301-450")
    for part in parts:
        a, sep, b = part.partition("-")
        a, b = a.strip(), b.strip()
        if not is_ascii_digits(a) or (sep and not is_ascii_digits(b)):  # 0–9 only: int() reads '١٢' as 12
            raise RuleError("'{text}' is not a card range: write it like 1-450", text=part)
        lo, hi = int(a), int(b) if sep else int(a)
        if hi < lo or hi - lo >= MAX_CARDS_TEXT:
            raise RuleError("'{text}' is not a card range: write it like 1-450", text=part)
        out.extend(range(lo, hi + 1))
    return out


class NewGameDialog(QDialog):
    """Series (unused ones only), card price, draw source and the cards sold."""

    def __init__(
        self,
        parent: QWidget | None,
        series: list[tuple[int, str]],
        price: int = 2000,
        source: str = ELECTRONIC,
        cards: str = "",
    ) -> None:
        super().__init__(parent)
        self.form = load_form("new_game_dialog.ui", self)
        lay = QVBoxLayout(self)  # the style's dialog margins: the form's texts never touch the edge (issue 24)
        lay.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        self.series_combo: QComboBox = child(self.form, QComboBox, "seriesCombo")
        self.price_spin: QSpinBox = child(self.form, QSpinBox, "priceSpin")
        self.electronic: QRadioButton = child(self.form, QRadioButton, "electronicRadio")
        self.manual: QRadioButton = child(self.form, QRadioButton, "manualRadio")
        self.cards_edit: QLineEdit = child(self.form, QLineEdit, "cardsEdit")
        buttons: QDialogButtonBox = child(self.form, QDialogButtonBox, "buttons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for number, text in series:
            self.series_combo.addItem(text, number)
        self.price_spin.setValue(max(1, price // 100))
        (self.manual if source == MANUAL else self.electronic).setChecked(True)
        self.cards_edit.setText(cards)

    def values(self) -> dict[str, Any]:
        return {
            "series": self.series_combo.currentData(),
            "price": self.price_spin.value() * 100,
            "source": MANUAL if self.manual.isChecked() else ELECTRONIC,
            "cards": self.cards_edit.text(),
        }
