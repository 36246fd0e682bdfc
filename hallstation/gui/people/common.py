"""Pieces the administration windows share: who is signed in (a PIN sign-in through the dialog
service, the session passed to the services, which decide), and a message area for refusals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from hallstation.core.errors import RuleError
from hallstation.gui.common import MessageArea, pin_session, role_names  # noqa: F401  (shared)


class SignInBar(QWidget):
    """ "Signed in: name" and a Sign in / Sign out button. The PIN is checked by
    ``station.authenticate``; the services refuse a session without the role they need."""

    session_changed = Signal(object)  # Session | None

    def __init__(
        self, station: Any, purpose: str, messages: MessageArea, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.station, self.purpose, self.messages = station, purpose, messages
        self.session = None
        self.who = QLabel(self)
        self.who.setObjectName("signed_in")
        self.button = QPushButton(self)
        self.button.setObjectName("sign_in")
        self.button.clicked.connect(self._on_button)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.who, 1)
        lay.addWidget(self.button)
        self._render()

    def names(self) -> list[str]:
        users = self.station.state.users.values()
        admins = sorted(u.name for u in users if "admin" in u.roles and not u.locked)
        others = sorted(u.name for u in users if "admin" not in u.roles and not u.locked)
        return admins + others

    def sign_in(self) -> bool:
        try:
            # the PIN is checked in the PIN dialog: a wrong PIN keeps it open for another try
            session = pin_session(
                self.window(),
                self.station,
                self.purpose,
                self.tr("An administrator signs in with their PIN"),
                self.names(),
            )
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        if session is None:
            self.messages.note(
                self.tr("Not signed in: you can look, but changes need an administrator's PIN.")
            )
            return False
        self.sign_out(quiet=True)
        self.session = session
        self._render()
        self.messages.ok(self.tr("Signed in as {name}.").format(name=session.name))
        self.session_changed.emit(session)
        return True

    def sign_out(self, quiet: bool = False) -> None:
        if self.session is not None:
            self.station.logout(self.session)
            self.session = None
            self._render()
            self.session_changed.emit(None)
            if not quiet:
                self.messages.note(self.tr("Signed out."))

    @property
    def actor(self) -> str:
        return self.session.name if self.session else ""

    def _on_button(self) -> None:
        if self.session is None:
            self.sign_in()
        else:
            self.sign_out()

    def _render(self) -> None:
        if self.session is None:
            self.who.setText(self.tr("Nobody signed in"))
            self.who.setStyleSheet("color: #8a1c1c; font-weight: bold;")
            self.button.setText(self.tr("Sign in…"))
        else:
            user = self.station.state.users.get(self.session.name)
            full = user.full_name if user else self.session.name
            self.who.setText(
                self.tr("Signed in: {name} ({full})").format(name=self.session.name, full=full)
            )
            self.who.setStyleSheet("color: #1b5e20; font-weight: bold;")
            self.button.setText(self.tr("Sign out"))
