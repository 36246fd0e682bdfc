"""The cashier's desk (Arts. 6, 10, 12): ``open_cashier_window(bridge, parent=None)``."""

from hallstation.gui.cashier.window import CashierWindow, open_cashier_window

__all__ = ["CashierWindow", "open_cashier_window"]
