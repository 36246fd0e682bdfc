"""The station checked at start-up, never bricked (issue 10 §3): a log that fails its check opens
in "el registro necesita atención" naming the row, and records nothing; a refused file is a
dialog and exit 2 — never a new hall or a demo day."""

from __future__ import annotations

import json
import shutil
import sqlite3
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from hallstation.gui.app import build_app, run_gui
from hallstation.gui.dialogs import DialogService
from hallstation.store.eventlog import DB_NAME

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_tampered_log_opens_in_attention_mode_naming_the_row_and_draws_nothing(qtbot, data_dir, demo_templates):
    shutil.copytree(demo_templates["electronic"], data_dir, dirs_exist_ok=True)
    conn = sqlite3.connect(data_dir / DB_NAME)
    conn.execute("UPDATE events SET data=? WHERE seq=5", (json.dumps({"tampered": True}),))
    conn.commit()
    conn.close()
    sa = build_app(data_dir, demo=False)
    qtbot.addWidget(sa.caller, before_close_func=lambda w: setattr(w, "force_close", True))
    try:
        assert sa.station.attention is not None and sa.station.attention.first_bad == 5
        assert "el registro necesita atención: fila 5" in sa.caller.message()
        assert "necesita atención" in sa.caller.windowTitle()
        rows = len(sa.station.store)
        sa.caller.show()
        qtbot.mouseClick(sa.caller.draw_button, Qt.MouseButton.LeftButton)
        assert len(sa.station.store) == rows and sa.bridge.view().balls == ()
        # an administrator still signs in (a PIN check writes nothing) to recall and back up, but
        # nothing that writes is accepted
        from hallstation.core.errors import RuleError
        from hallstation.i18n import message

        admin = sa.station.authenticate("admin", "1234")
        with pytest.raises(RuleError) as err:
            sa.station.change_setting("hall_word", "LOTTO", admin)
        assert "No se puede registrar nada" in message(err.value) and len(sa.station.store) == rows
        from hallstation.services.ledger import day_ledger

        assert day_ledger(sa.station) is not None  # what came before the row is there to recall
    finally:
        sa.close()


def test_an_empty_database_is_a_dialog_and_exit_2_never_a_demo_day(qtbot, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / DB_NAME).write_bytes(b"")
    told = []
    DialogService.handler = lambda kind, **kw: told.append((kind, kw.get("text", "")))
    code = run_gui(SimpleNamespace(data_dir=str(data_dir), lang=None, smoke=False))
    assert code == 2 and told and told[0][0] == "error" and "vacía (0 bytes)" in told[0][1]
    assert (data_dir / DB_NAME).stat().st_size == 0  # no demo day, no PIN 1234 written over it
