"""The day's records (actas, Art. 9): ``open_day_window(bridge, parent=None)``."""

from hallstation.gui.day.window import DayWindow, open_day_window

__all__ = ["DayWindow", "open_day_window"]
