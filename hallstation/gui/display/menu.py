"""The caller window's *Pantallas → Qué muestra cada pantalla* menu (Art. 2.4): for each open
public display, the board (the camera in a corner) or the camera's picture full size with the last
ball. The choice is the display manager's (``DisplayManager.set_mode``), remembered for the screen
the display is on; the menu is rebuilt each time it opens, so it always lists the displays and
screens of the moment.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from hallstation.gui.display.placement import WINDOW
from hallstation.gui.display.window import BOARD, CAMERA


class DisplayModeMenu(QMenu):
    def __init__(self, displays: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("What each display shows"))
        self.displays = displays
        self.mode_actions: list[dict[str, QAction]] = []  # per display: mode → its action
        self.aboutToShow.connect(self.rebuild)
        self.rebuild()

    def available(self) -> bool:
        return hasattr(self.displays, "set_mode") and hasattr(self.displays, "mode_of")

    def screen_label(self, index: int) -> str:
        key = self.displays.mode_key(index)
        return self.tr("window") if key.startswith(WINDOW) else key

    def rebuild(self) -> None:
        self.clear()
        self.mode_actions = []
        if not self.available():
            self.setEnabled(False)
            return
        self.setEnabled(True)
        n = len(getattr(self.displays, "displays", []) or [])
        if not n:
            none = self.addAction(self.tr("No public display open"))
            none.setEnabled(False)
            return
        for i in range(n):
            sub = self.addMenu(self.tr("Public display {n} ({screen})").format(n=i + 1, screen=self.screen_label(i)))
            group = QActionGroup(sub)
            group.setExclusive(True)
            current = self.displays.mode_of(i)
            acts: dict[str, QAction] = {}
            for mode, text in (
                (BOARD, self.tr("The board (the camera in a corner)")),
                (CAMERA, self.tr("The camera full size, with the last ball")),
            ):
                act = QAction(text, sub, checkable=True)
                act.setChecked(current == mode)
                act.triggered.connect(lambda _checked=False, i=i, mode=mode: self.choose(i, mode))
                group.addAction(act)
                sub.addAction(act)
                acts[mode] = act
            self.mode_actions.append(acts)

    def choose(self, index: int, mode: str) -> None:
        self.displays.set_mode(index, mode)
        self.rebuild()
