"""The game manager's planner (issue 14 §1): ``open_planner_window(bridge, parent=None)``."""

from hallstation.gui.planner.window import PlannerWindow, open_planner_window

__all__ = ["PlannerWindow", "open_planner_window"]
