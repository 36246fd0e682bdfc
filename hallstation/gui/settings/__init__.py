"""The hall's settings window (every audited setting, the pattern shapes, bonuses, screens, camera)."""

from hallstation.gui.settings.window import SettingsWindow, open_settings_window

__all__ = ["SettingsWindow", "open_settings_window"]
