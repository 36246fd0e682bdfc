"""The day's closing record offers the backup (issue 10 §4): once signed, a folder is asked for
(a USB stick, answered through DialogService.handler) and a checked backup is written there."""

from __future__ import annotations

import json
import os
import stat

import pytest

from hallstation.gui.day import DayWindow
from hallstation.gui.dialogs import DialogService
from hallstation.services.backup import MANIFEST, check_backup, restore
from hallstation.services.station import Station
from hallstation.store.eventlog import DB_NAME
from tests.gui.test_day_support import Answers, bridge_from

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

GOOD = [("jurado1", "1111"), ("admin", "1234")]


@pytest.fixture
def window(qtbot, data_dir):
    bridge = bridge_from("opened", data_dir)
    w = DayWindow(bridge)
    qtbot.addWidget(w)
    for r in range(w.close_table.rowCount()):  # the jury ticks each series resealed
        w.close_table.cellWidget(r, 4).setChecked(True)
    yield w
    bridge.detach()
    bridge.station.close()


def test_closing_record_then_backup_to_the_chosen_folder(window, tmp_path):
    usb = tmp_path / "usb"
    usb.mkdir()
    DialogService.handler = answers = Answers(GOOD, folder=str(usb))
    window.close_button.click()
    assert window.station.day.closed is not None
    (asked,) = answers.kinds("folder")
    assert "USB" in asked["title"]
    (made,) = list(usb.iterdir())
    assert made.name.startswith("hallstation-backup-") and made.name.endswith("-day-1")
    assert window.last_backup == str(made)
    manifest = json.loads((made / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["verified"] and manifest["rows"] == len(window.station.store)  # the closing record is in it
    assert window.message_area.kind == "ok"
    text = window.message()
    assert str(made) in text and manifest["anchor"] in text and "1" in text
    assert stat.S_IMODE(os.stat(made).st_mode) == 0o700
    assert check_backup(made).result.ok
    restore(made, tmp_path / "restored")
    st = Station(tmp_path / "restored")
    try:
        assert st.attention is None and st.day.closed is not None
    finally:
        st.close()


def test_closing_record_backup_cancelled_says_no_backup(window, tmp_path):
    DialogService.handler = answers = Answers(GOOD, folder=None)
    window.close_button.click()
    assert window.station.day.closed is not None and answers.kinds("folder")
    assert window.message_area.kind == "ok" and window.last_backup == ""
    assert "copia" in window.message().lower() or "backup" in window.message().lower()


def test_backup_refused_is_said_and_the_record_stays_signed(window, tmp_path, monkeypatch):
    from hallstation.services import backup as backup_mod

    taken = tmp_path / "usb"
    taken.mkdir()
    monkeypatch.setattr(backup_mod, "new_backup_folder", lambda parent, day=None, now=None: window.station.data_dir)
    DialogService.handler = Answers(GOOD, folder=str(taken))
    window.close_button.click()
    assert window.station.day.closed is not None
    assert window.message_area.kind == "error" and window.last_backup == ""
    assert (window.station.data_dir / DB_NAME).exists()


def test_backup_button_any_time_after_the_opening(window, tmp_path):
    assert window.backup_button.isEnabled()
    DialogService.handler = Answers(folder=str(tmp_path / "stick"))
    path = window.offer_backup()
    assert path and check_backup(path).manifest["rows"] == len(window.station.store)


def test_printed_records_are_the_owners_only(window):
    path = window.print_record("opening")
    assert path and stat.S_IMODE(os.stat(path).st_mode) == 0o600
