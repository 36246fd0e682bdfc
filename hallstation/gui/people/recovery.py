"""The first administrator's one-time recovery code, shown once when the services issue it, with
a button to save it as a PDF sheet to print. The window keeps the code only while the dialog is
open; the station keeps only its hash."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.errors import RuleError
from hallstation.i18n import message


class RecoveryCodeDialog(QDialog):
    """``values()``: the PDF saved (its path), or '' when none was."""

    def __init__(self, parent: QWidget | None, name: str, full_name: str, code: str) -> None:
        super().__init__(parent)
        self.name, self.full_name, self._code = name, full_name, code
        self.saved = ""
        self.setWindowTitle(self.tr("Recovery code of {name}").format(name=name))
        self.setStyleSheet("QDialog { background: #f5f5f5; } QLabel { color: #111; font-size: 14px; }")
        lay = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "{name} is the station's first administrator and receives a one-time recovery code. "
                "If {name} is ever locked out, it unlocks them on the station's own computer "
                "(hallstation people recover {name}). It is shown only now: print it or write it "
                "down, and keep it in the hall's safe."
            ).format(name=name),
            self,
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.code_label = QLabel(code, self)
        self.code_label.setObjectName("recovery_code")
        f = QFont("DejaVu Sans Mono")
        f.setStyleHint(QFont.StyleHint.Monospace)
        f.setPointSize(22)
        f.setBold(True)
        self.code_label.setFont(f)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setStyleSheet("color: #4a148c; background: white; padding: 12px; border: 2px solid #4a148c;")
        lay.addWidget(self.code_label)
        self.status = QLabel(self)
        self.status.setObjectName("recovery_status")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.print_button = QPushButton(self.tr("Save as PDF to print…"), self)
        self.print_button.setObjectName("recovery_print")
        self.print_button.clicked.connect(self._choose_and_save)
        lay.addWidget(self.print_button)
        buttons = QDialogButtonBox(self)
        done = buttons.addButton(self.tr("I have kept the code"), QDialogButtonBox.ButtonRole.AcceptRole)
        done.setObjectName("recovery_done")
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def _choose_and_save(self) -> None:
        default = str(Path.home() / f"recovery-code-{self.name}.pdf")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the recovery code sheet"), default, "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str | Path) -> str:
        """Write the sheet to ``path``; '' (and the reason shown) when it cannot be written."""
        from hallstation.printing.recovery_sheet import print_recovery_sheet

        try:
            out = print_recovery_sheet(path, self.name, self.full_name, self._code)
        except RuleError as exc:
            self.status.setText(message(exc))
            self.status.setStyleSheet("color: #b71c1c;")
            return ""
        self.saved = str(out)
        self.status.setText(
            self.tr("Saved to {path}: print it, then delete the file.").format(path=out)
        )
        self.status.setStyleSheet("color: #1b5e20;")
        return self.saved

    def done(self, result: int) -> None:  # the code leaves the window with the dialog
        self._code = ""
        self.code_label.clear()
        super().done(result)

    def values(self) -> str:
        return self.saved
