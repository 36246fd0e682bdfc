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
        self.show_link(link_text(bridge))

    def show_link(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))
        if text and self._over is not None:
            self._follow()

    @property
    def offline(self) -> bool:
        return not self.isHidden() and bool(self.text())

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

    @property
    def offline(self) -> bool:
        return not self.isHidden()

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
