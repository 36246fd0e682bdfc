"""Every PIN prompt checks the PIN inside the REAL PIN dialog (issue 11): nobody pre-selected, and a
wrong PIN keeps the dialog open with the message, counted against the person who typed it; the
right PIN then closes it and the step goes on. One test per kind of window (the day's records, the
caller's central-cashier PIN, the cashier's desk, the administration windows' sign-in, unlocking a
person); the poker console's in tests/gui/test_poker_console.py, the jury's and undo's in
tests/gui/test_jury_flow.py."""

from __future__ import annotations

import pytest

from hallstation import i18n
from hallstation.core.errors import RuleError
from hallstation.services.hall import role_terms
from tests.gui.pin_driver import answer_pins

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def wrong(name: str, left: int = 4) -> str:
    return i18n.message(RuleError("Wrong PIN for {name} ({left} tries left)", name=name, left=left))


def not_authorised(name: str, *roles: str) -> str:
    return i18n.message(RuleError("{name} is not authorised to do this (needs the role {role})", name=name, role=role_terms(roles)))


def failed_pins(station) -> list[str]:
    return [e.data["name"] for e in station.store.read(types=("user.pin_failed",))]


@pytest.fixture
def opened_bridge(qtbot, data_dir):
    from tests.gui.test_day_support import bridge_from

    made = []

    def make(kind="people"):
        b = bridge_from(kind, data_dir)
        made.append(b)
        return b

    yield make
    for b in made:
        b.detach()
        b.station.close()


def test_day_record_a_wrong_pin_keeps_the_signature_dialog_open(qtbot, opened_bridge):
    from hallstation.gui.day import DayWindow

    w = DayWindow(opened_bridge("people"))
    qtbot.addWidget(w)
    w.set_opening_row(1)
    seen = answer_pins([
        [("jurado1", "9999"), ("jurado1", "1111")],  # the juror mistypes, then signs
        [("jurado2", "2222"), ("admin", "1234")],  # a juror in the manager's place, then the manager
    ])
    w.sign_opening()
    assert seen == [[(True, wrong("jurado1")), (False, wrong("jurado1"))], [(True, not_authorised("jurado2", "manager")), (False, not_authorised("jurado2", "manager"))]]
    assert w.message_area.kind == "ok", w.message()
    assert [s["name"] for s in w.station.day.signatures] == ["jurado1", "admin"]
    assert failed_pins(w.station) == ["jurado1"]


def test_caller_central_cashier_a_wrong_pin_keeps_the_dialog_open(qtbot, make_app):
    sa = make_app()
    w = sa.caller
    seen = answer_pins([[("cajero", "9999"), ("jurado1", "1111"), ("cajero", "4444")]])
    session = w._cashier_session(w.tr("Sell cards"))  # new game and quick sales ask this PIN
    assert seen[0][:2] == [(True, wrong("cajero")), (True, not_authorised("jurado1", "central_cashier"))]
    assert seen[0][2][0] is False
    assert session is not None and session.name == "cajero"
    assert failed_pins(sa.station) == ["cajero"]
    sa.station.logout(session)


def test_cashier_desk_sign_in_and_casino_contribution_keep_the_dialog_open(qtbot, bridge, monkeypatch):
    from hallstation.gui.cashier import CashierWindow
    from hallstation.gui.dialogs import DialogService

    w = CashierWindow(bridge, sign_in=False)
    qtbot.addWidget(w)
    seen = answer_pins([[("cajero", "9999"), ("jurado1", "1111"), ("cajero", "4444")]])
    assert w.sign_in()
    assert seen[0][:2] == [(True, wrong("cajero")), (True, not_authorised("jurado1", "seller", "cashier", "central_cashier", "manager", "admin"))]
    assert w.session is not None and w.session.name == "cajero"
    # the casino's contribution: the game manager's PIN first; the amount is asked only after it
    asked = []
    monkeypatch.setattr(DialogService, "text", classmethod(lambda cls, *a, **k: asked.append(a) and None))
    seen = answer_pins([[("admin", "9999"), ("cajero", "4444"), ("admin", "1234")]])
    w.seed_pot()
    assert seen[0][:2] == [(True, wrong("admin")), (True, not_authorised("cajero", "manager", "admin"))]
    assert seen[0][2][0] is False and len(asked) == 1
    assert failed_pins(bridge.station) == ["cajero", "admin"]
    w.close()


@pytest.mark.parametrize("kind", ["people", "settings", "series"])
def test_administration_sign_in_a_wrong_pin_keeps_the_dialog_open(qtbot, bridge, kind):
    from hallstation.gui.people import PeopleWindow
    from hallstation.gui.series.window import SeriesWindow
    from hallstation.gui.settings.window import SettingsWindow

    w = {"people": PeopleWindow, "settings": SettingsWindow, "series": SeriesWindow}[kind](bridge)
    qtbot.addWidget(w)
    seen = answer_pins([[("admin", "9999"), ("admin", "1234")]])
    assert w.signin.sign_in()
    assert seen == [[(True, wrong("admin")), (False, wrong("admin"))]]
    assert w.signin.session is not None and w.signin.session.name == "admin"
    assert failed_pins(bridge.station) == ["admin"]
    w.close()


def test_unlocking_a_person_a_wrong_admin_pin_keeps_the_dialog_open(qtbot, bridge):
    from hallstation.gui.people import PeopleWindow

    w = PeopleWindow(bridge)
    qtbot.addWidget(w)
    w.select("vendedor1")
    seen = answer_pins([[("admin", "9999"), ("admin", "1234")]])
    assert w.unlock()
    assert seen == [[(True, wrong("admin")), (False, wrong("admin"))]]
    assert failed_pins(bridge.station) == ["admin"]
    assert w.messages.kind == "ok"
    w.close()
