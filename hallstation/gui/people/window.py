"""The people window: list the hall's people, create a person with roles and a PIN, change roles,
set a new PIN, unlock a person locked after five wrong PINs. When the services issue the first
administrator's one-time recovery code, it is shown once (and can be saved as a PDF to print).

An administrator signs in with their PIN when the window opens; the session goes to the services,
which refuse anyone else. PINs are typed into password fields, never shown, never kept.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.errors import RuleError
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import keep_on_screen
from hallstation.gui.people.common import MessageArea, SignInBar, role_names
from hallstation.gui.people.recovery import RecoveryCodeDialog
from hallstation.gui.fit import fit_to_screen


def _pin_edit(parent: QWidget, name: str) -> QLineEdit:
    e = QLineEdit(parent)
    e.setObjectName(name)
    e.setEchoMode(QLineEdit.EchoMode.Password)
    e.setMaxLength(12)
    e.setMaximumWidth(160)
    return e


class RoleChecks(QWidget):
    """One check box per role, in two columns."""

    def __init__(self, parent: QWidget | None, prefix: str) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        names = role_names()
        self.boxes: dict[str, QCheckBox] = {}
        for i, role in enumerate(names):
            b = QCheckBox(names[role], self)
            b.setObjectName(f"{prefix}_{role}")
            self.boxes[role] = b
            grid.addWidget(b, i // 2, i % 2)

    def roles(self) -> list[str]:
        return [r for r, b in self.boxes.items() if b.isChecked()]

    def set_roles(self, roles) -> None:
        for r, b in self.boxes.items():
            b.setChecked(r in roles)


class PeopleWindow(QMainWindow):
    def __init__(self, bridge: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # its frame included, under a window manager too
        self.bridge = bridge
        self.station = bridge.station
        self.setWindowTitle(self.tr("People and PINs"))
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar
        central = QWidget(self)
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        self.messages = MessageArea(central)
        self.signin = SignInBar(self.station, self.tr("People and PINs"), self.messages, central)
        root.addWidget(self.signin)
        body = QHBoxLayout()
        root.addLayout(body, 1)
        root.addWidget(self.messages)

        # ---- the list
        left = QVBoxLayout()
        left.addWidget(QLabel("<b>" + self.tr("People of the hall") + "</b>", central))
        self.table = QTableWidget(0, 4, central)
        self.table.setObjectName("people_table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Full name"), self.tr("Roles"), self.tr("State")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._on_selected)
        left.addWidget(self.table, 1)
        body.addLayout(left, 3)

        # ---- the actions
        right = QVBoxLayout()
        body.addLayout(right, 2)

        new_box = QGroupBox(self.tr("New person"), central)
        nf = QFormLayout(new_box)
        self.new_name = QLineEdit(new_box)
        self.new_name.setObjectName("new_name")
        nf.addRow(self.tr("Name (to sign in)"), self.new_name)
        self.new_full = QLineEdit(new_box)
        self.new_full.setObjectName("new_full_name")
        nf.addRow(self.tr("Full name"), self.new_full)
        self.new_roles = RoleChecks(new_box, "new_role")
        nf.addRow(self.tr("Roles"), self.new_roles)
        self.new_pin = _pin_edit(new_box, "new_pin")
        nf.addRow(self.tr("PIN (4 to 12 digits)"), self.new_pin)
        self.new_pin2 = _pin_edit(new_box, "new_pin_again")
        nf.addRow(self.tr("PIN again"), self.new_pin2)
        self.create_button = QPushButton(self.tr("Create person"), new_box)
        self.create_button.setObjectName("create_person")
        self.create_button.clicked.connect(self.create_person)
        nf.addRow(self.create_button)
        right.addWidget(new_box)

        sel_box = QGroupBox(self.tr("Selected person"), central)
        sv = QVBoxLayout(sel_box)
        self.selected_label = QLabel(sel_box)
        self.selected_label.setObjectName("selected_person")
        self.selected_label.setStyleSheet("font-weight: bold; font-size: 14px;")
        sv.addWidget(self.selected_label)
        self.edit_roles = RoleChecks(sel_box, "role")
        sv.addWidget(self.edit_roles)
        self.roles_button = QPushButton(self.tr("Save roles"), sel_box)
        self.roles_button.setObjectName("save_roles")
        self.roles_button.clicked.connect(self.save_roles)
        sv.addWidget(self.roles_button)
        pin_row = QHBoxLayout()
        pin_row.addWidget(QLabel(self.tr("New PIN"), sel_box))
        self.set_pin = _pin_edit(sel_box, "set_pin")
        pin_row.addWidget(self.set_pin)
        pin_row.addWidget(QLabel(self.tr("again"), sel_box))
        self.set_pin2 = _pin_edit(sel_box, "set_pin_again")
        pin_row.addWidget(self.set_pin2)
        self.pin_button = QPushButton(self.tr("Set new PIN"), sel_box)
        self.pin_button.setObjectName("set_pin_button")
        self.pin_button.clicked.connect(self.change_pin)
        pin_row.addWidget(self.pin_button)
        sv.addLayout(pin_row)
        self.unlock_button = QPushButton(self.tr("Unlock (after five wrong PINs)…"), sel_box)
        self.unlock_button.setObjectName("unlock")
        self.unlock_button.clicked.connect(self.unlock)
        sv.addWidget(self.unlock_button)
        right.addWidget(sel_box)
        right.addStretch(1)

        self.bridge.changed.connect(self._on_changed)
        self.refresh()

    # ------------------------------------------------------------ rendering
    def _on_changed(self, events) -> None:
        if any(e.type.startswith("user.") for e in events):
            self.refresh()

    def refresh(self, select: str | None = None) -> None:
        select = select or self.selected_name()
        names = role_names()
        users = sorted(self.station.state.users.values(), key=lambda u: u.name)
        self.table.blockSignals(True)
        self.table.setRowCount(len(users))
        for r, u in enumerate(users):
            roles = ", ".join(names.get(x, x) for x in names if x in u.roles)
            if u.locked:
                state = self.tr("LOCKED")
            elif u.failures:
                state = self.tr("{n} wrong PIN(s)").format(n=u.failures)
            else:
                state = self.tr("active")
            for c, text in enumerate((u.name, u.full_name, roles, state)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, u.name)
                if c == 3 and u.locked:
                    item.setForeground(QColor("#b71c1c"))
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        names_in = [u.name for u in users]
        if select in names_in:
            self.table.selectRow(names_in.index(select))
        self._on_selected()

    def selected_name(self) -> str | None:
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def select(self, name: str) -> None:
        self.refresh(select=name)

    def _on_selected(self) -> None:
        name = self.selected_name()
        user = self.station.state.users.get(name) if name else None
        for w in (self.edit_roles, self.roles_button, self.set_pin, self.set_pin2, self.pin_button):
            w.setEnabled(user is not None)
        self.unlock_button.setEnabled(user is not None and user.locked)
        if user is None:
            self.selected_label.setText(self.tr("Choose a person in the list"))
            self.edit_roles.set_roles(())
            return
        self.selected_label.setText(f"{user.name} — {user.full_name}")
        self.edit_roles.set_roles(user.roles)

    # ------------------------------------------------------------ actions
    def _pins(self, a: QLineEdit, b: QLineEdit) -> str | None:
        pin, again = a.text(), b.text()
        a.clear()
        b.clear()
        if pin != again:
            self.messages.error(self.tr("The two PINs are different: type the same PIN twice."))
            return None
        return pin

    def create_person(self) -> bool:
        name = self.new_name.text().strip()
        if not self.new_roles.roles():
            self.messages.error(
                self.tr("Tick at least one role for {name}.").format(name=name or "…")
            )
            return False
        pin = self._pins(self.new_pin, self.new_pin2)
        if pin is None:
            return False
        try:
            code = self.station.create_user(
                name,
                self.new_roles.roles(),
                pin,
                full_name=self.new_full.text().strip(),
                session=self.signin.session,
            )
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        self.new_name.clear()
        self.new_full.clear()
        self.new_roles.set_roles(())
        self.refresh(select=name)
        if code:
            self.show_recovery_code(name, code)
            self.messages.ok(
                self.tr("{name} was created. Their recovery code was shown once: keep it in the hall's safe.").format(name=name)
            )
        else:
            self.messages.ok(self.tr("{name} was created.").format(name=name))
        return True

    def show_recovery_code(self, name: str, code: str) -> None:
        """The one-time recovery code the services issued, shown once (nothing keeps it)."""
        user = self.station.state.users.get(name)
        DialogService.form(
            self, "recovery_code", RecoveryCodeDialog, name=name, full_name=user.full_name if user else name, code=code
        )

    def save_roles(self) -> bool:
        name = self.selected_name()
        if name is None:
            return False
        if not self.edit_roles.roles():
            self.messages.error(self.tr("Tick at least one role for {name}.").format(name=name))
            return False
        try:
            self.station.set_roles(name, self.edit_roles.roles(), self.signin.session)
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        self.refresh(select=name)
        self.messages.ok(self.tr("{name}'s roles were saved.").format(name=name))
        return True

    def change_pin(self) -> bool:
        name = self.selected_name()
        pin = self._pins(self.set_pin, self.set_pin2)
        if name is None or pin is None:
            return False
        try:
            self.station.change_pin(name, pin, self.signin.session)
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        self.messages.ok(self.tr("{name} has a new PIN.").format(name=name))
        return True

    def unlock(self) -> bool:
        name = self.selected_name()
        if name is None:
            return False
        admins = sorted(
            u.name for u in self.station.state.users.values() if "admin" in u.roles and not u.locked
        )
        if self.signin.session is not None and self.signin.session.name in admins:
            admins.remove(self.signin.session.name)
            admins.insert(0, self.signin.session.name)
        try:
            # the PIN authorises this one unlock: it is done from the PIN dialog, which stays open
            # after a wrong PIN (counted against the administrator who typed it)
            cred = DialogService.credentials(
                self,
                self.tr("Unlock {name}").format(name=name),
                self.tr("An administrator confirms with their PIN"),
                admins,
                check=lambda admin, pin: self.station.unlock_user(name, admin, pin),
            )
        except RuleError as exc:
            self.messages.refusal(exc)
            return False
        if not cred:
            return False
        admin = cred[0]
        self.refresh(select=name)
        self.messages.ok(self.tr("{name} was unlocked by {admin}.").format(name=name, admin=admin))
        return True

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        self.signin.sign_out(quiet=True)
        try:
            self.bridge.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


def open_people_window(bridge: Any, parent: QWidget | None = None) -> PeopleWindow:
    """The people window, shown (non-modal); the administrator is asked to sign in."""
    w = PeopleWindow(bridge, parent)
    w.show()
    w.signin.sign_in()
    return w
