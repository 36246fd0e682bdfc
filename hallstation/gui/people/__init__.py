"""The people window: who works in the hall, their roles and PINs (administrator only)."""

from hallstation.gui.people.window import PeopleWindow, open_people_window

__all__ = ["PeopleWindow", "open_people_window"]
