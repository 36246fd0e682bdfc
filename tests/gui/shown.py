"""One way for the GUI tests to put a widget on the screen: added to the test (closed with it),
resized, shown, and waited for until the window system has exposed it."""

from __future__ import annotations


def shown(qtbot, widget, width: int, height: int):
    """``widget`` at ``width`` × ``height``, shown and exposed; returned for a fixture to hand on."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
