"""Who is signing, and their PIN (never shown, never stored in clear).

Nobody is pre-selected: each person picks or types their own name, so a PIN typed by one person
never counts as a wrong PIN against another. With a ``check`` (the service's verification, or the
action the PIN authorises), OK runs it and a refusal (a wrong PIN, a person without the role)
keeps the dialog open with the message: the same person types the PIN again, or another picks
their own name; nothing the operator typed before the PIN is asked again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QCompleter, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from hallstation import i18n
from hallstation.core.errors import RuleError


class PinDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        role_label: str,
        names: list[str],
        check: Callable[[str, str], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.check = check
        self.names = list(names)
        # its own look: a dark console (poker) or a coloured window must not make it unreadable
        self.setStyleSheet(
            "QDialog { background: #f5f5f5; } QLabel { color: #111; font-size: 15px; }"
            " QComboBox, QLineEdit { color: #111; background: white; font-size: 16px; min-height: 32px; }"
            " QComboBox:focus, QLineEdit:focus { border: 3px solid #0d47a1; }"
            " QPushButton { color: #111; min-height: 34px; min-width: 90px; }"
            " QPushButton:focus { border: 3px solid #0d47a1; }"
            " QLabel#pinMessage { color: #b71c1c; font-weight: bold; }"
        )
        form = QFormLayout(self)
        form.addRow(QLabel(role_label))
        self.who = QComboBox()
        self.who.setEditable(True)  # pick from the list or type one's own name
        self.who.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # a typed name is not added to the list
        self.who.addItems(self.names)
        # a list to pick from while typing, never a name filled in that the person did not choose
        self.who.completer().setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.who.setCurrentIndex(-1)  # nobody pre-selected
        self.who.setEditText("")
        self.who.lineEdit().setPlaceholderText(self.tr("Pick or type your name"))
        form.addRow(self.tr("Person"), self.who)
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_edit.setMaxLength(12)
        form.addRow(self.tr("PIN"), self.pin_edit)
        self.message_label = QLabel()
        self.message_label.setObjectName("pinMessage")
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        form.addRow(self.message_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.who.setFocus()

    def name(self) -> str:
        """The name picked or typed (a typed name in another case is the listed one)."""
        text = self.who.currentText().strip()
        for n in self.names:
            if n.casefold() == text.casefold():
                return n
        return text

    def pin(self) -> str:
        return self.pin_edit.text()

    def message(self) -> str:
        return self.message_label.text()

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.show()

    def try_accept(self) -> None:
        """OK: a name and a PIN, then the check; a refusal stays here with its message."""
        if not self.name():
            self.show_message(self.tr("Pick or type your own name first."))
            self.who.setFocus()
            return
        if not self.pin():
            self.show_message(self.tr("Type your PIN."))
            self.pin_edit.setFocus()
            return
        if self.check is not None:
            try:
                self.check(self.name(), self.pin())
            except RuleError as err:
                self.show_message(i18n.message(err))
                self.pin_edit.clear()
                self.pin_edit.setFocus()
                return
        self.accept()
