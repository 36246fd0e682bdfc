"""The major prize's payment form (Arts. 11, 12): internal cheque, the winner's name and identity
document; the card stays with the casino."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget


class MajorPaymentDialog(QDialog):
    def __init__(self, parent: QWidget | None, amount: str = "", card: int = 0, **_kw) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Major prize — internal cheque"))
        form = QFormLayout(self)
        note = QLabel(
            self.tr(
                "Major prize of card {card}: {amount}, paid by internal cheque (Art. 11).\n"
                "Record the winner's name and identity document. The card stays with the casino (Art. 12)."
            ).format(card=card, amount=amount)
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.winner_edit = QLineEdit()
        form.addRow(self.tr("Winner's full name"), self.winner_edit)
        self.doc_edit = QLineEdit()
        form.addRow(self.tr("Identity document"), self.doc_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.winner_edit.setFocus()

    def values(self) -> dict[str, str]:
        return {"winner": self.winner_edit.text().strip(), "id_doc": self.doc_edit.text().strip()}
