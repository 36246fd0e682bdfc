"""The public displays of this PC (Art. 2.3): how many, on which screen, and what to do when a
screen is plugged in or out — without ever touching the game (the manager never calls the station).

Which screen each display uses is remembered by the screen's NAME in ``local.json``
(``display_screens``), and ``placement.place_displays`` decides; see there for the rules.

What each screen shows — the board with the camera in a corner, or the camera's picture full size
with the last ball (Art. 2.4) — is remembered per screen too, by the same name
(``display_modes``: ``{"HDMI-2": "camera"}``): the display that is on a screen shows that screen's
choice, so a screen unplugged and plugged back shows again what it showed, whichever display comes
back to it. A display open as a window (one monitor) is remembered as ``"window 1"``, ``"window 2"``…
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap, QScreen

from hallstation.gui.display.placement import (
    MAX_DISPLAYS,
    WINDOW,
    ScreenInfo,
    caller_screen_default,
    clamp_count,
    place_displays,
    window_geometry,
)
from hallstation.gui.display.window import BOARD, MODES, PublicDisplay

WINDOW_SIZE = (960, 540)


def screen_key(screen: Any) -> str:
    """The name a screen is remembered by: Qt's name, made unique when several screens share it
    (an X server's separate screens are all called "screen")."""
    same = [s for s in QGuiApplication.screens() if s.name() == screen.name()]
    if len(same) <= 1 or screen not in same:
        return screen.name()
    return f"{screen.name()} #{same.index(screen) + 1}"


def screen_info(screen: Any) -> ScreenInfo:
    g = screen.geometry()
    primary = QGuiApplication.primaryScreen()
    return ScreenInfo(screen_key(screen), (g.x(), g.y(), g.width(), g.height()), primary is not None and screen == primary)


class DisplayManager(QObject):
    """Opens, places and closes the public displays.

    Signals: ``screens_changed`` (after the displays were re-placed because a screen came or went,
    or the count / a choice changed). ``placements`` holds, per open display, the screen name it is
    full screen on, or ``"window"``.
    """

    screens_changed = Signal()

    def __init__(self, bridge: Any, local: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.local = local
        self.displays: list[PublicDisplay] = []
        self.placements: list[str] = []
        self.preview_area: tuple[int, int, int, int] | None = None  # the caller window's preview (global)
        self.caller_screen: str | None = None
        self.started = False
        self._gone: set[str] = set()  # screens reported removed that Qt may still list for a moment
        self.jackpot_bridge: Any = None  # a poker table whose jackpot sign shares the public displays
        app = QGuiApplication.instance()
        if app is not None:
            app.screenAdded.connect(self._on_screen_added)
            app.screenRemoved.connect(self._on_screen_removed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._on_screens_changed)

    # ------------------------------------------------------------ screens
    def qscreens(self) -> list[QScreen]:
        return [s for s in QGuiApplication.screens() if screen_key(s) not in self._gone]

    def screens(self) -> list[ScreenInfo]:
        """The screens present now (tests may replace this with fake screens)."""
        return [screen_info(s) for s in self.qscreens()]

    def screen_names(self) -> list[str]:
        return [s.name for s in self.screens()]

    def _qscreen(self, name: str) -> QScreen | None:
        for s in self.qscreens():
            if screen_key(s) == name:
                return s
        return None

    # ------------------------------------------------------------ settings
    @property
    def count(self) -> int:
        return clamp_count(self.local.get("displays"))

    def saved_screens(self) -> list[str]:
        saved = self.local.get("display_screens") or []
        return [str(s) if s else "" for s in saved][:MAX_DISPLAYS]

    def mode_key(self, index: int) -> str:
        """The name display ``index``'s choice of board or camera is remembered by: the screen it
        is full screen on, or "window N"."""
        where = self.placements[index] if 0 <= index < len(self.placements) else WINDOW
        return f"{WINDOW} {index + 1}" if where == WINDOW else where

    def saved_modes(self) -> dict[str, str]:
        saved = self.local.get("display_modes")
        if not isinstance(saved, dict):
            return {}
        return {str(k): v for k, v in saved.items() if v in MODES}

    def mode_of(self, index: int) -> str:
        """"board" or "camera": what display ``index`` shows on the screen it is on now."""
        return self.saved_modes().get(self.mode_key(index), BOARD)

    def set_mode(self, index: int, mode: str) -> None:
        """Display ``index`` shows ``mode`` ("board" or "camera") — remembered for the screen it is
        on now."""
        if mode not in MODES:
            raise ValueError(mode)
        if not 0 <= index < len(self.displays):
            raise IndexError(index)
        saved = dict(self.local.get("display_modes") or {}) if isinstance(self.local.get("display_modes"), dict) else {}
        key = self.mode_key(index)
        if mode == BOARD:
            saved.pop(key, None)
        else:
            saved[key] = mode
        self.local.set("display_modes", saved)
        self.displays[index].set_mode(mode)
        self.screens_changed.emit()

    def plan(self) -> list[str]:
        screens = self.screens()
        caller = self.caller_screen if self.caller_screen is not None else caller_screen_default(screens)
        return place_displays(self.saved_screens(), screens, caller, self.count)

    # ------------------------------------------------------------ public API
    def start(self) -> None:
        """Open ``local["displays"]`` displays at their placements."""
        self.started = True
        self._apply()

    def assign(self, index: int, screen_name: str) -> None:
        """Remember that display ``index`` (0-based) goes on ``screen_name`` ("" = automatic)."""
        if not 0 <= index < MAX_DISPLAYS:
            raise IndexError(index)
        saved = self.saved_screens()
        saved += [""] * (index + 1 - len(saved))
        # a screen belongs to one display: drop it from the others
        saved = ["" if (s == screen_name and i != index and screen_name) else s for i, s in enumerate(saved)]
        saved[index] = screen_name or ""
        self.local.set("display_screens", saved)
        if self.started:
            self._apply()
            self.screens_changed.emit()

    def set_count(self, n: int) -> None:
        """1–3 public displays."""
        self.local.set("displays", clamp_count(n))
        if self.started:
            self._apply()
            self.screens_changed.emit()

    def set_caller_screen(self, name: str | None) -> None:
        """The screen the caller window is on: no display goes full screen there."""
        if name == self.caller_screen:
            return
        self.caller_screen = name
        if self.started:
            self._apply()
            self.screens_changed.emit()

    def preview(self, index: int, size: QSize | tuple[int, int]) -> QPixmap:
        """What display ``index`` shows, scaled into exactly ``size`` (for the caller window's preview)."""
        if not isinstance(size, QSize):
            size = QSize(*size)
        pm = QPixmap(size)
        pm.fill(Qt.GlobalColor.black)
        if not 0 <= index < len(self.displays):
            return pm
        shot = self.displays[index].grab().scaled(
            size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        p = QPainter(pm)  # exactly ``size``: letterboxed on black when the aspect differs
        p.drawPixmap((size.width() - shot.width()) // 2, (size.height() - shot.height()) // 2, shot)
        p.end()
        return pm

    def share_jackpot(self, poker_bridge: Any) -> None:
        """Show a poker table's jackpot sign on every public display (Art. 2.3 screens shared with
        the poker jackpot); None removes it."""
        from shiboken6 import isValid

        self.jackpot_bridge = poker_bridge
        for d in self.displays:
            if isValid(d):  # (closing down: a display may already be gone)
                self._attach_jackpot(d)

    def _attach_jackpot(self, d: PublicDisplay) -> None:
        if self.jackpot_bridge is None:
            d.set_extra_panel(None)
            return
        from hallstation.gui.poker.sign import JackpotSign

        d.set_extra_panel(JackpotSign(self.jackpot_bridge, d))

    def close_all(self) -> None:
        self.started = False
        for d in self.displays:
            d.shutdown()
            d.close()
            d.deleteLater()
        self.displays = []
        self.placements = []

    # ------------------------------------------------------------ placing
    def _apply(self) -> None:
        plan = self.plan()
        while len(self.displays) > len(plan):
            d = self.displays.pop()
            d.shutdown()
            d.close()
            d.deleteLater()
        while len(self.displays) < len(plan):
            d = PublicDisplay(self.bridge, index=len(self.displays))
            if self.jackpot_bridge is not None:
                self._attach_jackpot(d)
            self.displays.append(d)
        old = self.placements + [None] * (len(plan) - len(self.placements))
        self.placements = plan  # (a windowed display's place depends on how many are windows)
        for i, (d, where) in enumerate(zip(self.displays, plan)):
            d.set_mode(self.mode_of(i))  # what this screen shows (board or camera)
            if where == old[i] and d.isVisible():
                continue
            self._place(i, d, where)

    def _place(self, index: int, d: PublicDisplay, where: str) -> None:
        screen = None if where == WINDOW else self._qscreen(where)
        if where != WINDOW and screen is None:
            where = WINDOW  # a fake or vanished screen: an ordinary window is the safe choice
        if where == WINDOW:
            if d.isFullScreen() or not d.isVisible():
                self._place_window(index, d)
            d.show_on(None)
        else:
            d.show_on(screen)

    def set_preview_area(self, area: tuple[int, int, int, int] | None) -> None:
        """The caller window's preview of the public screens, in global coordinates: a windowed
        display on the caller's screen sits exactly there, so it never covers a caller control."""
        if area == self.preview_area:
            return
        self.preview_area = area
        for i, (d, where) in enumerate(zip(self.displays, self.placements)):
            if where == WINDOW and d.isVisible() and not d.isFullScreen():
                self._place_window(i, d)

    def _place_window(self, index: int, d: PublicDisplay) -> None:
        base = (self._qscreen(self.caller_screen) if self.caller_screen else None) or QGuiApplication.primaryScreen()
        if base is None:
            d.resize(*WINDOW_SIZE)
            return
        g = base.availableGeometry()
        windows = sum(1 for p in self.placements or [WINDOW] if p == WINDOW) or 1
        x, y, w, h = window_geometry((g.x(), g.y(), g.width(), g.height()), self.preview_area, index, windows)
        d.setMinimumSize(min(w, d.minimumWidth()), min(h, d.minimumHeight()))  # as small as the preview it covers
        d.resize(w, h)
        d.move(x, y)

    # ------------------------------------------------------------ screen hot-plug
    def _on_screen_added(self, screen: QScreen) -> None:
        self._gone.discard(screen_key(screen))
        self._settle.start()

    def _on_screen_removed(self, screen: QScreen) -> None:
        self._gone.add(screen_key(screen))
        self._settle.start()

    def _on_screens_changed(self) -> None:
        if self.started:
            self._apply()
        self.screens_changed.emit()
