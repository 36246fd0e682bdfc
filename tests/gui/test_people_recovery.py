"""The people window on a new station: creating the first administrator shows the recovery code
the services issued, once, with a PDF sheet to print; nobody else gets one."""

from __future__ import annotations

import pytest

from hallstation.gui.dialogs import DialogService
from hallstation.services.users import normalize_recovery_code

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


@pytest.fixture
def empty_bridge(qtbot, data_dir):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.bridge import StationBridge
    from hallstation.services.station import Station

    ensure_qapp()
    st = Station(data_dir)
    b = StationBridge(st)
    yield b
    b.detach()
    st.close()


def new_person(w, name, roles, pin="1234"):
    w.new_name.setText(name)
    for r in roles:
        w.new_roles.boxes[r].setChecked(True)
    w.new_pin.setText(pin)
    w.new_pin2.setText(pin)
    return w.create_person()


def test_the_first_administrator_sees_their_recovery_code_once(qtbot, empty_bridge):
    from hallstation.gui.people import PeopleWindow

    shown = []
    DialogService.handler = lambda kind, **kw: shown.append((kind, kw)) if kind == "recovery_code" else None
    w = PeopleWindow(empty_bridge)
    qtbot.addWidget(w)
    assert new_person(w, "jefa", ["admin"])
    assert [k for k, _ in shown] == ["recovery_code"]
    code = shown[0][1]["code"]
    st = empty_bridge.station
    assert st.state.users["jefa"].recovery_code_matches(code)
    assert shown[0][1]["name"] == "jefa"
    assert w.messages.kind == "ok"
    # the next people get none
    w.signin.session = st.authenticate("jefa", "1234")
    assert new_person(w, "cantor", ["caller"], "1000")
    assert len(shown) == 1


def test_the_code_dialog_saves_a_pdf_sheet_and_forgets_the_code(qtbot, tmp_path):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.people.recovery import RecoveryCodeDialog

    ensure_qapp()
    dlg = RecoveryCodeDialog(None, "jefa", "Jefa de sala", "ABCD-EFGH-JKMN-PQRS")
    qtbot.addWidget(dlg)
    assert dlg.code_label.text() == "ABCD-EFGH-JKMN-PQRS"
    path = dlg.save_pdf(tmp_path / "sheet" / "recovery-code-jefa.pdf")
    assert path and (tmp_path / "sheet" / "recovery-code-jefa.pdf").read_bytes().startswith(b"%PDF")
    assert dlg.values() == path and "recovery-code-jefa.pdf" in dlg.status.text()
    dlg.accept()
    assert dlg.code_label.text() == "" and normalize_recovery_code(dlg._code) == ""


def test_a_sheet_that_cannot_be_written_says_why(qtbot, tmp_path):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.people.recovery import RecoveryCodeDialog

    ensure_qapp()
    (tmp_path / "file").write_text("x")
    dlg = RecoveryCodeDialog(None, "jefa", "Jefa", "ABCD-EFGH-JKMN-PQRS")
    qtbot.addWidget(dlg)
    assert dlg.save_pdf(tmp_path / "file" / "sheet.pdf") == ""
    assert dlg.values() == "" and dlg.status.text()
