"""The series window: create, list, inspect, print and import card series (Arts. 3, 4)."""

from hallstation.gui.series.window import SeriesWindow, open_series_window

__all__ = ["SeriesWindow", "open_series_window"]
