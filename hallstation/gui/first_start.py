"""A new hall's first start (issue 21 §1): the station on a folder that never held a log, started
without ``--demo``, asks for the hall's administrator before anything is recorded —

1. the administrator's name (and full name) and PIN, typed twice (no default, nothing public);
2. their one-time recovery code, shown on screen with a button to save it as a PDF to print; only
   "I have kept the code" records the administrator and the code's hash, in one commit: a signal,
   a crash or a closed window before that leaves the folder as it was (nothing half-made);
3. then the station opens with the people window, where the administrator creates the hall's people.

The command line does the same with ``hallstation people add`` (docs/operations.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from hallstation import i18n
from hallstation.core.errors import RuleError

ADMIN_ROLES = ["admin", "manager"]


class FirstStartDialog(QDialog):
    """The administrator's name, full name and PIN (twice). ``values()``: (name, full name, PIN)."""

    def __init__(self, parent: QWidget | None, folder: Path | str, server: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("firstStart")
        self.setWindowTitle(self.tr("HallStation — a new hall's first start"))
        self.setStyleSheet(
            "QDialog { background: #f5f5f5; } QLabel { color: #111; font-size: 14px; }"
            " QLineEdit { color: #111; background: white; font-size: 16px; min-height: 30px; }"
            " QLabel#firstStartMessage { color: #b71c1c; font-weight: bold; }"
        )
        form = QFormLayout(self)
        text = self.tr(
            "{folder} holds no hall yet: this is the hall's first start. Create its administrator, "
            "who then creates the hall's people. Nothing is recorded until the administrator's "
            "recovery code has been kept. (To try the station with demo people instead: hallstation --demo.)"
        ).format(folder=str(folder))
        if server:  # a new hall started on its (empty) server
            text = self.tr(
                "The hall's server {server} holds no log yet: this is a new hall's first start, on the server. "
                "Create its administrator, who then creates the hall's people. Nothing is recorded until the "
                "administrator's recovery code has been kept. To put a hall that already exists on the server "
                "instead, cancel and copy it with store copy."
            ).format(server=server)
        intro = QLabel(text, self)
        intro.setWordWrap(True)
        form.addRow(intro)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("firstStartName")
        self.name_edit.setMaxLength(40)
        form.addRow(self.tr("Administrator's name (to sign in)"), self.name_edit)
        self.full_edit = QLineEdit(self)
        self.full_edit.setObjectName("firstStartFullName")
        form.addRow(self.tr("Full name"), self.full_edit)
        self.pin_edit = QLineEdit(self)
        self.pin_edit.setObjectName("firstStartPin")
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_edit.setMaxLength(12)
        form.addRow(self.tr("PIN (4 to 12 digits)"), self.pin_edit)
        self.again_edit = QLineEdit(self)
        self.again_edit.setObjectName("firstStartPinAgain")
        self.again_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.again_edit.setMaxLength(12)
        form.addRow(self.tr("The PIN again"), self.again_edit)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("firstStartMessage")
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        form.addRow(self.message_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(600)
        intro.setMinimumHeight(intro.heightForWidth(560))  # (a wrapped label in a form: its whole height)

    def problem(self) -> str:
        """What keeps OK from going on ('' when nothing does)."""
        from hallstation.services.users import check_pin_format

        if not self.name_edit.text().strip():
            return self.tr("Type the administrator's name")
        try:
            check_pin_format(self.pin_edit.text())
        except RuleError as exc:
            return i18n.message(exc)
        if self.again_edit.text() != self.pin_edit.text():
            return self.tr("The two PINs are different")
        return ""

    def accept(self) -> None:
        why = self.problem()
        if why:
            self.message_label.setText(why)
            self.message_label.show()
            return
        super().accept()

    def values(self) -> tuple[str, str, str]:
        name = self.name_edit.text().strip()
        return name, self.full_edit.text().strip() or name, self.pin_edit.text()


def create_first_admin(folder: Path | str, name: str, full_name: str, pin: str, recovery: tuple[str, dict[str, str]],
                       store: str | None = None) -> None:
    """Record the hall's first administrator with the recovery code already shown: one commit (on
    ``store``, the hall's empty server, when given: this folder keeps the hall's new key)."""
    from hallstation.services.station import Station

    station = Station(folder, store=store) if store else Station(folder)
    try:
        if len(station.store):
            raise RuleError("This folder already holds a hall: its first start was done")
        station.create_user(name, ADMIN_ROLES, pin, full_name=full_name, actor="first start", recovery=recovery)
    finally:
        station.close()


def run_first_start(folder: Path | str, parent: QWidget | None = None, answers: Any = None, stopped: Any = None,
                    store: str | None = None, server: str = "") -> str | None:
    """The dialogs of a new hall's first start; the administrator's name once recorded, or None when
    it was left (closed, cancelled, a signal): then nothing was recorded. ``answers`` (tests):
    a callable given each dialog, which fills it in and returns its result instead of ``exec``;
    ``stopped()`` says a signal asked the station to stop (its dialog was closed). With ``store``
    (its address shown as ``server``) the new hall is started on its empty server."""
    from hallstation.gui.people.recovery import RecoveryCodeDialog
    from hallstation.services.users import new_recovery_code

    def run(dialog: QDialog) -> int:
        return answers(dialog) if answers is not None else dialog.exec()

    def asked_to_stop() -> bool:
        return stopped is not None and bool(stopped())

    form = FirstStartDialog(parent, folder, server)
    while True:
        if not run(form) or asked_to_stop():
            return None
        name, full_name, pin = form.values()
        recovery = new_recovery_code()
        shown = RecoveryCodeDialog(parent, name, full_name, recovery[0])
        kept = run(shown)
        if asked_to_stop():
            return None
        if not kept:  # the code was not kept: nothing recorded, the form again
            continue
        try:
            create_first_admin(folder, name, full_name, pin, recovery, store)
        except RuleError as exc:
            form.message_label.setText(i18n.message(exc))
            form.message_label.show()
            continue
        return name
