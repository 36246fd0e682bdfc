"""Who is signing, and their PIN (never shown, never stored in clear)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget


class PinDialog(QDialog):
    def __init__(self, parent: QWidget | None, title: str, role_label: str, names: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        # its own look: a dark console (poker) or a coloured window must not make it unreadable
        self.setStyleSheet(
            "QDialog { background: #f5f5f5; } QLabel { color: #111; font-size: 15px; }"
            " QComboBox, QLineEdit { color: #111; background: white; font-size: 16px; min-height: 32px; }"
            " QPushButton { color: #111; min-height: 34px; min-width: 90px; }"
        )
        form = QFormLayout(self)
        form.addRow(QLabel(role_label))
        self.who = QComboBox()
        self.who.addItems(names)
        self.who.setEditable(False)
        form.addRow(self.tr("Person"), self.who)
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_edit.setMaxLength(12)
        form.addRow(self.tr("PIN"), self.pin_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.pin_edit.setFocus()

    def name(self) -> str:
        return self.who.currentText()

    def pin(self) -> str:
        return self.pin_edit.text()
