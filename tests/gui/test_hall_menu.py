"""The caller window's Hall menu opens every other window of the station on the same station."""

import pytest

from hallstation.gui.dialogs import DialogService

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

PEOPLE = {
    "day": ("admin", "1234"),
    "cashier": ("cajero", "4444"),
    "series": ("admin", "1234"),
    "report": ("admin", "1234"),
    "people": ("admin", "1234"),
    "settings": ("admin", "1234"),
    "poker": ("crupier", "6666"),
}


@pytest.mark.parametrize("key", list(PEOPLE))
def test_hall_menu_opens_each_window_on_the_same_station(qtbot, make_app, key):
    sa = make_app()
    sa.caller.show()

    def answer(kind, **kw):
        if kind == "credentials":
            return PEOPLE[key]
        return None

    DialogService.handler = answer
    sa.caller.hall_actions[key].trigger()
    w = sa.caller._windows[key]
    qtbot.addWidget(w)
    assert w.isVisible()
    # the same station, not a second one on the same file
    station = getattr(getattr(w, "bridge", None), "station", None) or getattr(getattr(getattr(w, "bridge", None), "table", None), "station", None)
    assert station is sa.station
    assert sa.caller.open_window(key) is w  # opening again brings the same window back
    w.close()


def test_jackpot_sign_shares_the_public_display_when_the_table_opens(qtbot, make_app):
    """Issue 6: the jackpot sign on a public screen, sharing one with the bingo board."""
    from hallstation.gui.poker.sign import JackpotSign

    sa = make_app()
    sa.caller.show()
    sa.displays.start()
    DialogService.handler = lambda kind, **kw: ("crupier", "6666") if kind == "credentials" else None
    sa.caller.hall_actions["poker"].trigger()
    console = sa.caller._windows["poker"]
    qtbot.addWidget(console)
    d = sa.displays.displays[0]
    assert isinstance(d.extra, JackpotSign) and d.extra.isVisibleTo(d)
    assert d.extra.geometry().intersected(d.board.geometry()).isEmpty()  # the board stays whole
    meter = d.extra.displayed_meter_cents()
    assert meter == console.bridge.view().meter_cents
