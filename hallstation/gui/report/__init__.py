"""The day report (ledger, chart, CSV and PDF): ``open_day_report(bridge, parent=None)``."""

from hallstation.gui.report.window import DayReportWindow, open_day_report

__all__ = ["DayReportWindow", "open_day_report"]
