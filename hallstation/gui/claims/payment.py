"""Paying the prizes (Arts. 11, 12): the pay desk — the cashier signed in with their PIN, whose
session every payment is made with and who is named in it — its indicator, and the major prize's
form (internal cheque, the winner's name and identity document; the card stays with the casino)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)


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


class PayDesk(QObject):
    """Who is signed in at the pay desk: the cashier (role cashier or central cashier) whose
    session pays the prizes (Art. 11) and is named in every payment. One at a time; signing in
    again replaces them. The station checks the role on every payment; this only keeps the session."""

    changed = Signal()

    def __init__(self, station: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self.session: Any = None

    @property
    def name(self) -> str | None:
        return self.session.name if self.session is not None else None

    def full_name(self) -> str:
        if self.session is None:
            return ""
        u = self.station.state.users.get(self.session.name)
        return u.full_name if u is not None and u.full_name and u.full_name != u.name else self.session.name

    def caption(self) -> str:
        """"Pay desk: Cajero central", or that nobody is signed in."""
        if self.session is None:
            return self.tr("Pay desk: nobody signed in")
        return self.tr("Pay desk: {name}").format(name=self.full_name())

    def names(self) -> list[str]:
        from hallstation.gui.common import people_with
        from hallstation.services.hall import CASHIER_ROLES

        return people_with(self.station, *CASHIER_ROLES)

    def sign_in(self, parent: QWidget | None, say: Callable[[str, str], None], why: str = "", cancelled: str = "") -> bool:
        """Ask a cashier's name and PIN (the PIN dialog); True when a cashier is signed in after it.
        A wrong PIN or a person who is not a cashier is refused in the message area; ``cancelled``
        is said (as a refusal) when the sign-in is cancelled."""
        from hallstation import i18n
        from hallstation.core.errors import RuleError
        from hallstation.gui.dialogs import DialogService
        from hallstation.services.hall import CASHIER_ROLES

        got: dict[str, Any] = {}

        def check(name: str, pin: str) -> None:
            """The PIN and the cashier's role, checked inside the PIN dialog: a refusal keeps it open."""
            session = self.station.authenticate(name, pin)
            try:
                self.station.require(session, *CASHIER_ROLES, doing="paying prizes")
            except RuleError:
                self.station.logout(session)
                raise
            got["session"] = session

        try:
            cred = DialogService.credentials(
                parent,
                self.tr("Pay desk — cashier sign-in"),
                why or self.tr("The cashier at the pay desk signs in with their PIN"),
                self.names(),
                check=check,
            )
        except RuleError as err:
            say(i18n.message(err), "error")
            return False
        if cred is None or "session" not in got:
            if cancelled:
                say(cancelled, "error")
            else:
                say(self.tr("Sign-in cancelled: no cashier at the pay desk."), "info")
            return False
        session = got["session"]
        if self.session is not None and not getattr(self, "_borrowed", False):
            self.station.logout(self.session)
        self._borrowed = False
        self.session = session
        self.changed.emit()
        say(self.tr("{name} is signed in at the pay desk: payments are recorded in their name.").format(name=self.full_name()), "ok")
        return True

    def adopt(self, session: Any) -> bool:
        """The cashier who just signed in with their PIN at a cashier desk works its pay desk too
        (no second PIN): True when ``session`` may pay prizes. The session stays the desk's: the
        pay desk signing out does not end it."""
        from hallstation.core.errors import RuleError
        from hallstation.services.hall import CASHIER_ROLES

        try:
            self.station.require(session, *CASHIER_ROLES, doing="paying prizes")
        except RuleError:
            return False
        if self.session is not None and not getattr(self, "_borrowed", False):
            self.station.logout(self.session)
        self.session, self._borrowed = session, True
        self.changed.emit()
        return True

    def sign_out(self, say: Callable[[str, str], None] | None = None) -> None:
        if self.session is None:
            if say is not None:
                say(self.tr("Nobody is signed in at the pay desk."), "info")
            return
        who = self.full_name()
        if not getattr(self, "_borrowed", False):
            self.station.logout(self.session)
        self._borrowed = False
        self.session = None
        self.changed.emit()
        if say is not None:
            say(self.tr("{name} signed out of the pay desk.").format(name=who), "info")


class PayDeskIndicator(QFrame):
    """"Pay desk: Cajero central" with its sign-in and sign-out buttons (the caller window's
    status bar and the jury's payment box)."""

    def __init__(self, desk: PayDesk, say: Callable[[str, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk, self._say = desk, say
        self.setObjectName("payDesk")
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 6, 0)
        self.label = QLabel()
        f = self.label.font()
        f.setBold(True)
        self.label.setFont(f)
        self.sign_in_button = QPushButton(self.tr("Cashier sign-in…"))
        self.sign_out_button = QPushButton(self.tr("Sign out"))
        self.receipt_button = QPushButton(self.tr("Print payment receipt"))  # of the last prize paid
        self.receipt_button.setToolTip(self.tr("The receipt (PDF) of the last prize paid: amount, method, winner, cashier"))
        for b in (self.sign_in_button, self.sign_out_button, self.receipt_button):
            b.setAutoDefault(False)
        row.addWidget(self.label, 1)
        row.addWidget(self.sign_in_button)
        row.addWidget(self.sign_out_button)
        row.addWidget(self.receipt_button)
        self.last_receipt = ""
        self.receipt_button.clicked.connect(self.print_payment_receipt)
        self.sign_in_button.clicked.connect(lambda: self.desk.sign_in(self.window(), self._say))
        self.sign_out_button.clicked.connect(lambda: self.desk.sign_out(self._say))
        desk.changed.connect(self.render)
        self.render()

    def print_payment_receipt(self) -> str | None:
        """"Print payment receipt": the PDF of the last prize paid."""
        from hallstation.gui.print_dialog import save_payment_receipt

        path = save_payment_receipt(self.desk.station, self._say)
        if path:
            self.last_receipt = path
        return path

    def render(self) -> None:
        self.label.setText(self.desk.caption())
        self.label.setStyleSheet("color:#b71c1c;" if self.desk.session is None else "color:#1b5e20;")
        self.label.setProperty("signed_in", self.desk.session is not None)
        self.sign_out_button.setEnabled(self.desk.session is not None)
