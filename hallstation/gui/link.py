"""The link to the hall's server, on every window (issue 13 §3).

On a networked hall (PostgreSQL) the log follower says within about 2 s when the server stops
answering (``LogFollower.link``, re-emitted by the bridges as ``link``: the text while the link is
down, "" when it is back). The windows keep showing the last state and catch up by themselves;
every command tried meanwhile is refused by the service (``LinkError``: nothing is recorded) and
shown as any refusal is.

- ``add_link_banner(window, bridge)``: an operator's window (the caller, the cashier's desk, the
  dealer's console) gets a clear red banner over its contents while the link is down.
- ``LinkCorner(bridge, parent)``: a public screen (a hall display, a jackpot sign) never shows a
  dialog nor a banner: a calm small line in its bottom-right corner, nothing else.
- Back on another of the hall's servers (the standby promoted, issue 25): both say which for a few
  seconds ("servidor: host2"), calmly.

On a one-PC hall (SQLite) the link never drops: neither ever shows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from hallstation.gui.fit import FitLabel
from hallstation.i18n import translate

BANNER_STYLE = "background:#b71c1c;color:white;font-weight:bold;padding:4px 10px;"
CORNER_STYLE = "background:rgba(0,0,0,150);color:#b0bec5;padding:2px 8px;border-top-left-radius:6px;"
MOVED_STYLE = "background:#1b5e20;color:white;font-weight:bold;padding:4px 10px;"
MOVED_MS = 10_000  # how long "servidor: host2" stays


def on_moved(bridge: Any, slot) -> None:
    """Connect ``slot`` to the follower's "back on another server" (issue 25), when it has one."""
    moved = getattr(getattr(bridge, "follower", None), "moved", None)
    if moved is not None:
        moved.connect(slot)


def link_text(bridge: Any) -> str:
    """What the bridge's follower says about the link now ("" while the server answers), or that
    the log needs attention (a row failed its check as it came: nothing can be recorded either)."""
    follower = getattr(bridge, "follower", None)
    return getattr(follower, "offline", "") or getattr(follower, "attention", "") or ""


class LinkBanner(FitLabel):
    """"Sin conexión con el servidor: …" across the top of a window, only while the link is down.

    ``over``: instead of a line of its own, the banner lies over that widget (a window too tight for
    another line shows it over its own state banner), the same size, following it."""

    def __init__(self, bridge: Any, parent: QWidget | None = None, over: QWidget | None = None) -> None:
        super().__init__("", lines=1, parent=parent, reserve=False)
        self._over = over
        self.setObjectName("linkBanner")
        self.setStyleSheet(BANNER_STYLE)
        f = self.font()
        f.setPointSize(12)
        f.setBold(True)
        self.setFont(f)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if over is not None:
            over.installEventFilter(self)
        bridge.link.connect(self.show_link)
        on_moved(bridge, self.show_moved)
        self.show_link(link_text(bridge))

    def show_link(self, text: str) -> None:
        self.setStyleSheet(BANNER_STYLE)
        self.setText(text)
        self.setVisible(bool(text))
        if text and self._over is not None:
            self._follow()

    def show_moved(self, text: str) -> None:
        """Back on another of the hall's servers: said calmly, for a few seconds."""
        if self.offline:
            return
        self.setStyleSheet(MOVED_STYLE)
        self.setText(text)
        self.setVisible(True)
        if self._over is not None:
            self._follow()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(MOVED_MS, self, lambda t=text: self._moved_done(t))

    def _moved_done(self, text: str) -> None:
        if self.styleSheet() == MOVED_STYLE and self.text() == text:
            self.show_link("")

    @property
    def offline(self) -> bool:
        return not self.isHidden() and bool(self.text()) and self.styleSheet() == BANNER_STYLE

    def _fix_height(self) -> None:
        if getattr(self, "_over", None) is not None:
            self.setFixedHeight(max(1, self._over.height()))
        else:
            super()._fix_height()

    def _follow(self) -> None:
        self.setGeometry(self._over.geometry())
        self._fix_height()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._over and event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show):
            if not self.isHidden():
                self._follow()
        return False


def add_link_banner(window: QMainWindow, bridge: Any, over: QWidget | None = None) -> LinkBanner:
    """Put a ``LinkBanner`` over ``window``'s central widget (hidden while the link is up); with
    ``over``, lying on that widget instead of taking a line of the window's height."""
    if over is not None:
        banner = LinkBanner(bridge, over.parentWidget(), over=over)
        window.link_banner = banner  # type: ignore[attr-defined]
        return banner
    content = window.takeCentralWidget()
    host = QWidget()
    host.setObjectName("linkHost")
    lay = QVBoxLayout(host)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.setSpacing(0)
    banner = LinkBanner(bridge, host)
    lay.addWidget(banner)
    if content is not None:
        lay.addWidget(content, 1)
    window.setCentralWidget(host)
    window.link_banner = banner  # type: ignore[attr-defined]
    return banner


def replace_content(window: QMainWindow, new: QWidget) -> QWidget | None:
    """Swap what sits under ``window``'s link banner for ``new``; returns what was there."""
    host = window.centralWidget()
    lay = host.layout()
    old = lay.itemAt(1).widget() if lay.count() > 1 else None
    if old is not None:
        lay.removeWidget(old)
        old.setParent(None)
    lay.addWidget(new, 1)
    return old


class LinkCorner(QLabel):
    """A public screen's small, calm "sin conexión con el servidor" in its bottom-right corner
    while the link is down; the screen keeps showing the last state under it."""

    def __init__(self, bridge: Any, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("linkCorner")
        self.setStyleSheet(CORNER_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self._bridge = bridge
        self.hide()
        parent.installEventFilter(self)
        bridge.link.connect(self.show_link)
        on_moved(bridge, self.show_moved)
        changed = getattr(bridge, "changed", None)
        if changed is not None:
            changed.connect(self._keep_on_top)  # an overlay raised by a change never covers it
        self.show_link(link_text(bridge))

    def show_link(self, text: str) -> None:
        if text:
            follower = getattr(self._bridge, "follower", None)
            attention = getattr(follower, "attention", "")
            if attention and text == attention and not getattr(follower, "offline", ""):
                # a row failed its check: said, naming the row, over the last good state — short,
                # as everything in this corner (the operators' windows say the whole finding)
                a = getattr(getattr(self._bridge, "station", None), "attention", None)
                row = getattr(a, "first_bad", None)
                self.setText(translate("Network", "the event log needs attention: row {row}").format(row=row) if row is not None
                             else translate("Network", "the event log needs attention"))
            else:
                self.setText(translate("Network", "No connection to the server"))
            self._place()
            self.show()
            self.raise_()
        else:
            self.hide()

    def show_moved(self, text: str) -> None:
        """Back on another of the hall's servers: the corner says which, for a few seconds."""
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(MOVED_MS, self, lambda t=text: self.hide() if self.text() == t else None)

    @property
    def offline(self) -> bool:
        return not self.isHidden() and self.text() == translate("Network", "No connection to the server")

    def _keep_on_top(self, *_args: Any) -> None:
        if not self.isHidden():
            self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        f = self.font()
        f.setPixelSize(max(11, parent.height() // 45))  # small on any screen, readable up close
        self.setFont(f)
        self.adjustSize()
        self.move(parent.width() - self.width(), parent.height() - self.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._place()
            self._keep_on_top()
        return False


class DemoMark(QLabel):
    """A demo's public screen says so: "DEMOSTRACIÓN" at the middle of its top edge (between the
    game's line and the ball count; never over the minors' sign or the link's corner), always on
    top, for as long as the screen shows a demo's log (``station.demo``, from its first event)."""

    STYLE = ("background:#e65100;color:white;font-weight:bold;padding:1px 12px;"
             "border-bottom-left-radius:6px;border-bottom-right-radius:6px;")

    def __init__(self, parent: QWidget) -> None:
        from hallstation.services.demo import DEMO_WORD

        super().__init__(DEMO_WORD, parent)
        self.setObjectName("demoMark")
        self.setStyleSheet(self.STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        parent.installEventFilter(self)
        self._place()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        f = self.font()
        f.setPixelSize(max(12, parent.height() // 40))
        self.setFont(f)
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 0)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.ChildAdded):
            self._place()
        return False


def demo_mark(widget: QWidget, bridge: Any) -> DemoMark | None:
    """``widget`` (a public screen) gets the demo's mark when its bridge's station is a demo's."""
    station = getattr(bridge, "station", None)
    if station is None or not getattr(station, "demo", False):
        return None
    mark = DemoMark(widget)
    changed = getattr(bridge, "changed", None)
    if changed is not None:
        changed.connect(mark.raise_)  # an overlay raised by a change never covers it
    return mark
