"""Spanish is the default; the hall's language setting applies at the next start."""

import pytest

from hallstation.gui.app import apply_language, build_app

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_language_setting_applies_at_the_next_start(qtbot, data_dir):
    sa = build_app(data_dir)
    try:
        assert sa.caller.draw_button.text().startswith("Sacar bolilla")
        sa.station.change_setting("language", "en", sa.station.authenticate("admin", "1234"))
    finally:
        sa.close()
    sa = build_app(data_dir)
    try:
        assert sa.caller.draw_button.text().startswith("Draw ball")
    finally:
        sa.close()
        apply_language("es")


def test_qt_own_buttons_speak_spanish(qtbot, data_dir):
    from PySide6.QtWidgets import QDialogButtonBox

    sa = build_app(data_dir)
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancelar"
    finally:
        sa.close()
