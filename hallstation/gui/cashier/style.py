"""The cashier's desk's button looks, shared by its boxes."""

BUTTON = "QPushButton{padding:6px 12px;}"
STRONG = "QPushButton{background:#0d47a1;color:white;border-radius:6px;padding:8px 14px;font-weight:bold;}QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
CLOSE = "QPushButton{background:#1b5e20;color:white;border-radius:6px;padding:10px 16px;font-weight:bold;font-size:15px;}QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
