"""The people window, driven for real: an administrator creates people, changes roles, sets PINs
and unlocks; anyone else is refused by the services. PINs go through the dialog service."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.gui.dialogs import DialogService

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def open_as(qtbot, bridge, name, pin):
    from hallstation.gui.people import open_people_window

    DialogService.handler = lambda kind, **kw: (name, pin) if kind == "credentials" else None
    w = open_people_window(bridge)
    qtbot.addWidget(w)
    return w


def table_text(w):
    t = w.table
    return " ".join(
        t.item(r, c).text() for r in range(t.rowCount()) for c in range(t.columnCount())
    )


def test_people_listed_without_pins(qtbot, bridge):
    w = open_as(qtbot, bridge, "admin", "1234")
    assert w.table.rowCount() == len(bridge.station.state.users) == 10
    text = table_text(w)
    assert "vendedor1" in text and "Jurado 1" in text
    assert "1234" not in text and "5555" not in text
    for edit in (w.new_pin, w.new_pin2, w.set_pin, w.set_pin2):
        assert edit.echoMode() == edit.EchoMode.Password


def test_people_admin_creates_a_person_with_roles_and_pin(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, "admin", "1234")
    w.new_name.setText("vendedor3")
    w.new_full.setText("Vendedora 3")
    w.new_roles.boxes["seller"].setChecked(True)
    w.new_roles.boxes["cashier"].setChecked(True)
    w.new_pin.setText("4321")
    w.new_pin2.setText("4321")
    qtbot.mouseClick(w.create_button, Qt.MouseButton.LeftButton)
    u = st.state.users["vendedor3"]
    assert (u.full_name, u.roles) == ("Vendedora 3", {"seller", "cashier"})
    assert list(st.store.read())[-1].actor == "admin"
    assert w.selected_name() == "vendedor3"
    assert w.new_pin.text() == w.new_pin2.text() == ""  # never kept
    assert w.messages.kind == "ok"


def test_people_create_refused_for_a_non_admin_session(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, "cantor", "1000")
    assert w.signin.session is not None and w.signin.session.name == "cantor"
    before = len(st.store)
    w.new_name.setText("intruso")
    w.new_roles.boxes["admin"].setChecked(True)
    w.new_pin.setText("9999")
    w.new_pin2.setText("9999")
    assert not w.create_person()
    assert "intruso" not in st.state.users
    assert len(st.store) == before
    assert w.messages.kind == "error" and "cantor" in w.messages.text()


def test_people_change_roles(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, "admin", "1234")
    w.select("cantor")
    assert w.edit_roles.roles() == ["caller"]
    w.edit_roles.boxes["jury"].setChecked(True)
    qtbot.mouseClick(w.roles_button, Qt.MouseButton.LeftButton)
    assert st.state.users["cantor"].roles == {"caller", "jury"}
    assert "cantor" in w.selected_name()


def test_people_new_pin_works_and_mismatch_refused(qtbot, bridge):
    st = bridge.station
    w = open_as(qtbot, bridge, "admin", "1234")
    w.select("vendedor1")
    w.set_pin.setText("9876")
    w.set_pin2.setText("9875")
    assert not w.change_pin()
    assert w.messages.kind == "error"
    w.set_pin.setText("9876")
    w.set_pin2.setText("9876")
    qtbot.mouseClick(w.pin_button, Qt.MouseButton.LeftButton)
    assert w.messages.kind == "ok"
    assert st.authenticate("vendedor1", "9876").name == "vendedor1"


def test_people_unlock_after_five_wrong_pins(qtbot, bridge):
    from hallstation.core.errors import RuleError

    st = bridge.station
    w = open_as(qtbot, bridge, "admin", "1234")
    for _ in range(5):
        with pytest.raises(RuleError):
            st.verify_pin("jurado3", "0000")
    assert st.state.users["jurado3"].locked
    w.select("jurado3")
    row = [w.table.item(r, 0).text() for r in range(w.table.rowCount())].index("jurado3")
    assert w.table.item(row, 3).text() != w.table.item(0, 3).text()  # shown locked
    assert w.unlock_button.isEnabled()
    asked = {}

    def handler(kind, **kw):
        asked[kind] = kw
        return ("admin", "1234")

    DialogService.handler = handler
    qtbot.mouseClick(w.unlock_button, Qt.MouseButton.LeftButton)
    assert asked["credentials"]["names"][0] == "admin"
    assert not st.state.users["jurado3"].locked
    assert list(st.store.read())[-1].data == {"name": "jurado3", "by": "admin"}
    assert not w.unlock_button.isEnabled()
