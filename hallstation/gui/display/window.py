"""The public display window (Arts. 2.3, 2.4, 11, 12, 16, 18): one per public screen, no controls.

It renders the station's ``BoardView`` (through ``render``) and nothing else: it never calls the
station. Parts that did not change are not repainted.

Layout (fractions of the window, recomputed on resize so every font scales with the screen)::

    +--------------------------------------------------+---------------------+
    | game · series                                    |         balls: 23   |
    +--------------------------------------------------+---------------------+
    |  B  1  2  3 …                                    |      LAST BALL      |
    |  I 16 17 …      (claim check / break / announce) |     ( big B 12 )    |
    |  N …                                             |   o  o  o  o  o     |
    |  G …                                             |     Balls: 23       |
    |  O …                                             +---------------------+
    +-------------------------------+------------------+                     |
    | PRIZES: name  amount  bonus   |  MAJOR PRIZE     |    blower camera    |
    +-------------------------------+------------------+---------------------+
    | (18) Minors are not admitted                                           |
    +------------------------------------------------------------------------+

Or, on the camera's own screen (``set_mode("camera")``, Art. 2.4), the camera's picture full size
with the last ball and the ball count over it (``camera_screen.CameraBall``)::

    +--------------------------------------------------+---------------------+
    | (announcements)                                   |      LAST BALL      |
    |                                                   |     ( big B 12 )    |
    |           the blower camera, full size            |                     |
    |                                                   |      Balls: 23      |
    |                                                   +---------------------+
    |                                                   | (poker jackpot sign)|
    +------------------------------------------------------------------------+
    | (18) Minors are not admitted                                           |
    +------------------------------------------------------------------------+

While the draw is paused for a claim (Art. 11) the claim check covers the camera's part of the
screen — no ball comes out meanwhile, and a hall whose only public screen shows the camera still
shows the claim; the break between games is the board's (the camera screen goes on filming the
blower). The red light (Art. 12), the announcements and the minors sign are on every screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from hallstation.gui.display.board import InfoBar, LastBallPanel, MajorPanel, MinorsSign, NumberBoard, PrizeBoard
from hallstation.gui.display.camera import CameraPanel
from hallstation.gui.display.camera_screen import COLUMN_HEIGHT, CameraBall, column_width
from hallstation.gui.display.overlays import AnnouncementBar, BreakOverlay, ClaimOverlay, RedLight
from hallstation.gui.display.painting import BG
from hallstation.services.views import BoardView

BOARD = "board"  # the board, the camera in a corner
CAMERA = "camera"  # the camera's picture full size, the last ball over it (Art. 2.4)
MODES = (BOARD, CAMERA)


class PublicDisplay(QWidget):
    """One public board. ``bridge`` (a StationBridge) may be None: then call ``render(view)``."""

    def __init__(self, bridge: Any = None, index: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.index = index
        self.view: BoardView | None = None
        self.setWindowTitle(self.tr("HallStation — public board {n}").format(n=index + 1))
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, BG)
        self.setPalette(pal)
        self.setMinimumSize(320, 180)
        self.info = InfoBar(self)
        self.board = NumberBoard(self)
        self.last = LastBallPanel(self)
        self.prizes = PrizeBoard(self)
        self.major = MajorPanel(self)
        self.camera = CameraPanel(self)
        self.camera_ball = CameraBall(self)
        self.camera_ball.hide()
        self.mode = BOARD
        self.minors = MinorsSign(self)
        self.claims = ClaimOverlay(self)
        self.breaks = BreakOverlay(self)
        self.announce = AnnouncementBar(self)
        self.red_light = RedLight(self)
        for w in (self.claims, self.breaks, self.announce):
            w.hide()
        self._red_count: int | None = None  # ball count when the red ball was first shown
        self._minors_on = True
        self._announcing = False
        self._claiming = False
        self._cards = False  # claimed cards on the screen (not only who won what)
        self._major_won = False
        self._connected = False
        self.extra: QWidget | None = None  # e.g. the poker jackpot sign sharing this screen
        self.link_corner = None  # a networked hall's lost link: a small line in a corner, never a dialog
        if bridge is not None and hasattr(bridge, "link"):
            from hallstation.gui.link import LinkCorner

            self.link_corner = LinkCorner(bridge, self)
        if bridge is not None:
            bridge.changed.connect(self._on_changed)
            self._connected = True
            self.render(bridge.view())
        from hallstation.gui.link import demo_mark

        self.demo_mark = demo_mark(self, bridge)  # a demo's screen says "DEMOSTRACIÓN"
        self.resize(1280, 720)
        # a public screen never takes the keyboard from the caller's window (the first Space
        # draws): the window manager is told it takes no focus, and showing it activates nothing
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus, True)

    # ------------------------------------------------------------ rendering
    def _on_changed(self, _events: Any = None) -> None:
        self.render(self.bridge.view())

    def render(self, view: Any, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        """Show ``view`` (a BoardView): each part repaints only when its own data changed.

        Any other argument goes to ``QWidget.render`` (painting the widget into a device)."""
        if not isinstance(view, BoardView):
            super().render(view, *args, **kwargs)
            return
        self.view = view
        self.info.set_state(view.game, view.series, view.series_color, view.series_letter, view.count)
        self.board.set_state(view.word, view.lit, view.last)
        self.last.set_state(view.word, view.last, view.previous, view.count)
        self.camera_ball.set_state(view.word, view.last, view.count)
        # "as proclaimed" until ratified; "cifras en corrección" while the jury rectifies them (Art. 12)
        self.prizes.set_prizes(view.prizes, view.ratified or not view.proclaimed, view.correcting)
        self.major.set_state(
            view.major_amount, view.major_limit, view.major_won, view.major_winners, view.major_state, view.next_pot, view.correcting
        )
        if view.minors_sign != self._minors_on:
            self._minors_on = view.minors_sign
            self.minors.setVisible(view.minors_sign)
            self._layout()
        # the claim check (Art. 11) beside the board while the draw is paused (the board stays in
        # sight), then who won what until the next ball
        on_break = view.on_break
        claiming = (view.paused or bool(view.awarded_now)) and not on_break
        if claiming:
            self.claims.set_state(view.word, view.claims if view.paused else (), view.awarded_now)
        cards = claiming and bool(self.claims.shown_claims())
        if (claiming, cards) != (self._claiming, self._cards):
            self._claiming, self._cards = claiming, cards
            self._layout()
        self._show(self.claims, claiming)
        # the break between games (Art. 16)
        if on_break:
            self.breaks.set_state(
                view.game, view.prizes, view.major_amount, view.major_limit, view.major_won,
                view.major_state, view.next_pot, view.major_winners, view.major_per_card,
            )
        self._show(self.breaks, on_break and self.mode == BOARD)
        # announcements: a ball withdrawn by the jury, the red ball (until the next ball)
        lines: list[tuple[str, str]] = []
        if view.correction is not None:
            lines.append(("correction", self.announce.correction_text(view.correction, view.word)))
        if view.red_drawn:
            if self._red_count is None:
                self._red_count = view.count
            if view.count == self._red_count:
                lines.append(("red", self.announce.red_text(view.red_message)))
        else:
            self._red_count = None
        announcing = bool(lines) and not on_break
        changed = self.announce.set_lines(tuple(lines))
        if changed or announcing != self._announcing:
            self._announcing = announcing
            self._layout()
        self._show(self.announce, announcing)
        # the red light (Art. 12) on every public screen
        if view.major_won != self._major_won:
            self._major_won = view.major_won
            self._layout()
        self.red_light.set_on(view.major_won, view.major_amount, view.major_winners)
        self._sync_camera()

    def _show(self, w: QWidget, on: bool) -> None:
        if on and w.isHidden():
            w.show()
            w.raise_()
            self.announce.raise_()
            self.red_light.raise_()
        elif not on and not w.isHidden():
            w.hide()

    # ------------------------------------------------------------ board or camera (Art. 2.4)
    def set_mode(self, mode: str) -> None:
        """``"board"`` (the board, the camera in a corner) or ``"camera"`` (the camera's picture
        full size with the last ball and the ball count over it). Anything else is the board."""
        mode = mode if mode in MODES else BOARD
        if mode == self.mode:
            return
        self.mode = mode
        board = mode == BOARD
        for w in (self.info, self.board, self.last, self.prizes, self.major):
            w.setVisible(board)
        self.camera_ball.setVisible(not board)
        view = self.view
        self._show(self.claims, self._claiming)
        self._show(self.breaks, board and view is not None and view.on_break)
        self._layout()
        self.camera_ball.raise_()
        if self.extra is not None:
            self.extra.raise_()
        self.announce.raise_()
        self.red_light.raise_()
        corner = getattr(self, "link_corner", None)
        if corner is not None:
            corner.raise_()

    @property
    def showing_camera_screen(self) -> bool:
        return self.mode == CAMERA

    def _sync_camera(self) -> None:
        if self.bridge is None:
            return
        st = self.bridge.station.settings
        self.camera.set_source(st.get("camera_source", ""), st.get("camera_zoom", 100))

    def set_extra_panel(self, widget: QWidget | None) -> None:
        """Share this screen with another sign (the poker jackpot): it takes the lower half of the
        camera's corner. None gives the corner back to the camera."""
        if self.extra is not None and self.extra is not widget:
            try:
                self.extra.hide()
                self.extra.setParent(None)
            except RuntimeError:  # already deleted with this display (closing down)
                pass
        self.extra = widget
        if widget is not None:
            widget.setParent(self)
            widget.show()
        self._layout()

    # ------------------------------------------------------------ state for the caller and tests
    @property
    def verifying(self) -> bool:
        """The claim check is on the screen (the draw paused for a claim)."""
        return self.claims.isVisibleTo(self) and self.view is not None and self.view.paused and not self.claims.showing_results()

    @property
    def showing_awards(self) -> bool:
        """Who won what is on the screen (after the award, until the next ball)."""
        return self.claims.isVisibleTo(self) and self.claims.showing_results()

    @property
    def on_break(self) -> bool:
        return self.breaks.isVisibleTo(self)

    @property
    def red_light_on(self) -> bool:
        return self.red_light.isVisibleTo(self) and self.red_light.anim.state() == self.red_light.anim.State.Running

    def announcements(self) -> list[str]:
        return self.announce.texts() if self.announce.isVisibleTo(self) else []

    # ------------------------------------------------------------ layout
    def resizeEvent(self, event) -> None:  # noqa: N802
        self._layout()
        super().resizeEvent(event)

    def _layout(self) -> None:
        if self.mode == CAMERA:
            self._layout_camera()
            return
        W, H = self.width(), self.height()  # noqa: N806
        frame = max(8, int(min(W, H) * 0.025))
        # with the red light on, everything moves inside its frame (the ball count and the
        # minors sign are never under it)
        inset = frame if self.view is not None and self.view.major_won else 0
        m = max(3, int(H * 0.01))
        info_h = int(H * 0.055)
        minors_h = int(H * 0.065) if self._minors_on else 0
        self.info.setGeometry(inset + m, inset, W - 2 * (inset + m), info_h)
        if minors_h:
            self.minors.setGeometry(inset, H - minors_h - inset, W - 2 * inset, minors_h)
        top = inset + info_h
        bottom = H - minors_h - inset - m
        main_h = bottom - top
        x0 = inset + m
        left_w = int((W - 2 * inset) * 0.665)
        right_x = x0 + left_w + m
        right_w = W - inset - right_x - m
        # the red light's banner has its own band at the top of the left column: the board and
        # everything under it move down, nothing of them lies under the banner (issue 24)
        # (a little lower while cards are checked under it: their room is the one left below)
        band = (int(H * 0.095) if self._cards else int(H * 0.11)) if inset else 0
        if band:
            self.red_light.set_banner_area(QRect(x0, top, left_w, band - m))
        top_left = top + band
        # the board is wide and low; its rows are tall enough for digits of 5 % of the screen's
        # height to be read from the back of the hall (issue 24), during a claim too: while cards
        # are checked it keeps just that, and the cards take the room below it, the whole width
        board_h = int(H * (0.42 if self._cards else 0.44))
        # an announcement takes a strip above the board (the board shrinks; all 75 stay visible)
        n = len(self.announce.lines) if self._announcing else 0
        ann_h = min(int(board_h * 0.4), int(board_h * 0.17) * n)
        if ann_h:
            self.announce.setGeometry(x0, top_left, left_w, ann_h - m)
        self.board.setGeometry(x0, top_left + ann_h, left_w, board_h - ann_h)
        low_y = top_left + board_h + m
        low_h = bottom - low_y
        prizes_w = int(left_w * 0.67)
        self.prizes.setGeometry(x0, low_y, prizes_w, low_h)
        self.major.setGeometry(x0 + prizes_w + m, low_y, left_w - prizes_w - m, low_h)
        # the last ball as large as the column allows (its number a fifth of the screen height);
        # while cards are checked (no ball comes out) down to the board's foot
        last_h = int(main_h * (0.62 if self.extra is not None else 0.8))
        if self._cards:
            last_h = top_left + board_h - top
        self.last.setGeometry(right_x, top, right_w, last_h)
        cam_y = top + last_h + m
        if self.extra is not None:
            half = (bottom - cam_y - m) // 2
            self.camera.setGeometry(right_x, cam_y, right_w, half)
            self.extra.setGeometry(right_x, cam_y + half + m, right_w, bottom - cam_y - half - m)
        else:
            self.camera.setGeometry(right_x, cam_y, right_w, bottom - cam_y)
        self.camera.set_layout()
        # the claim check covers the dividend board and the major prize under the board; cards
        # being checked, the camera's corner too: each card's digits and caption at least 2.5 %
        # of the screen's height, under the red light too (issue 24)
        self.claims.setGeometry(x0, low_y, (W - inset - m - x0) if self._cards else left_w, low_h)
        # the break covers the left column under the red light's band
        self.breaks.setGeometry(x0, top_left, left_w, bottom - top_left)
        self.breaks.set_reserve(0)
        self.red_light.setGeometry(0, 0, W, H)
        if not band:
            self.red_light.set_banner_area(QRect(x0, frame, left_w, int(H * 0.2) - frame + top // 2))

    def _layout_camera(self) -> None:
        """The camera full size; the last ball and the ball count in a column on the right, over
        the picture (which keeps that column free when its shape leaves room)."""
        W, H = self.width(), self.height()  # noqa: N806
        frame = max(8, int(min(W, H) * 0.025))
        inset = frame if self.view is not None and self.view.major_won else 0
        m = max(3, int(H * 0.01))
        minors_h = int(H * 0.065) if self._minors_on else 0
        if minors_h:
            self.minors.setGeometry(inset, H - minors_h - inset, W - 2 * inset, minors_h)
        top = inset
        bottom = H - minors_h - inset
        main_h = bottom - top
        self.camera.setGeometry(inset, top, W - 2 * inset, main_h)
        col_w = column_width(W - 2 * inset, H)
        col_x = W - inset - m - col_w
        ball_h = int((main_h - 2 * m) * (0.62 if self.extra is not None else COLUMN_HEIGHT))
        self.camera_ball.setGeometry(col_x, top + m, col_w, ball_h)
        if self.extra is not None:
            ey = top + m + ball_h + m
            self.extra.setGeometry(col_x, ey, col_w, bottom - m - ey)
        free_w = col_x - inset - m  # the camera's part that nothing covers
        self.camera.set_layout(keep_clear=W - 2 * inset - free_w, text_area=QRect(0, 0, free_w, main_h))
        n = len(self.announce.lines) if self._announcing else 0
        ann_h = min(int(main_h * 0.16), int(main_h * 0.07) * n)
        if ann_h:
            self.announce.setGeometry(inset + m, top + m, free_w - m, ann_h)
        self.claims.setGeometry(inset + m, top + m, free_w - m, main_h - 2 * m)
        self.breaks.setGeometry(inset + m, top + m, free_w - m, main_h - 2 * m)
        self.red_light.setGeometry(0, 0, W, H)
        self.red_light.set_banner_area(QRect(inset + m, frame, free_w - m, int(H * 0.2)))

    # ------------------------------------------------------------ lifetime
    def show_on(self, screen: Any | None) -> None:
        """Full screen on ``screen`` (a QScreen), or an ordinary window when None."""
        if screen is None:
            if self.isFullScreen():
                self.showNormal()
            self.setCursor(Qt.CursorShape.ArrowCursor)
            self.show()
            return
        if self.isFullScreen():
            self.showNormal()
        # the screen first (before the native window exists, so a separate X screen works too)
        self.setScreen(screen)
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.setCursor(Qt.CursorShape.BlankCursor)
        # showFullScreen() without its activateWindow(): the keyboard stays with the caller
        self.setWindowState((self.windowState() & ~Qt.WindowState.WindowMaximized) | Qt.WindowState.WindowFullScreen)
        self.setVisible(True)

    def shutdown(self) -> None:
        if self._connected:
            self._connected = False
            try:
                self.bridge.changed.disconnect(self._on_changed)
            except (RuntimeError, TypeError):
                pass
        self.red_light.set_on(False)
        self.camera.stop()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.shutdown()
        super().closeEvent(event)
