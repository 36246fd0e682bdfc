"""Texts that never push a window outwards: a label with a reserved height of ``lines`` lines that
wraps its text into them and elides what does not fit, the whole text in its tooltip; and a scroll
area that keeps the focused control in view.

``FitLabel.text()`` is the whole text (what the code said); the label shows the fitted version.
The geometry check of the GUI tests reads the ``elides``/``elided`` properties."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QTextLayout
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)


class FitLabel(QLabel):
    def __init__(self, text: str = "", lines: int = 1, parent: QWidget | None = None, reserve: bool = True) -> None:
        super().__init__(parent)
        self._full = ""
        self._lines = max(1, lines)
        self._reserve = reserve
        self._own_tip = ""
        self.setProperty("elides", True)
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self.setText(text)

    # the whole text in, the fitted text shown
    def setText(self, text: str) -> None:  # noqa: N802
        self._full = text or ""
        self._fit()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        return QLabel.text(self)

    def setToolTip(self, tip: str) -> None:  # noqa: N802
        self._own_tip = tip or ""
        self._fit()

    def set_lines(self, lines: int) -> None:
        self._lines = max(1, lines)
        self._fix_height()
        self._fit()

    def _fix_height(self) -> None:
        m = self.contentsMargins()
        h = self.fontMetrics().lineSpacing() * self._lines + m.top() + m.bottom() + 2
        if self._reserve or self._full:
            self.setFixedHeight(h)

    def sizeHint(self) -> QSize:  # noqa: N802
        m = self.contentsMargins()
        fm = self.fontMetrics()
        return QSize(min(600, fm.horizontalAdvance(self._full) + m.left() + m.right() + 2), self.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(40, self.height())

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._fix_height()
            self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        self._fix_height()
        width = max(10, self.contentsRect().width() - 2)
        shown = fit_lines(self._full, self.font(), width, self._lines)
        elided = shown.split() != self._full.split()
        QLabel.setText(self, shown)
        self.setProperty("elided", elided)
        tip = self._own_tip
        if elided:
            tip = self._full if not tip else tip + "\n\n" + self._full
        QLabel.setToolTip(self, tip)


def fit_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """``text`` broken into at most ``lines`` lines of ``width`` pixels; the last one elided."""
    fm = QFontMetrics(font)
    out: list[str] = []
    paragraphs = text.split("\n")
    for k, para in enumerate(paragraphs):
        layout = QTextLayout(para, font)
        layout.beginLayout()
        starts = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            starts.append((line.textStart(), line.textLength()))
        layout.endLayout()
        if not starts:
            starts = [(0, 0)]
        for i, (s, n) in enumerate(starts):
            if len(out) == lines - 1 and (i < len(starts) - 1 or k < len(paragraphs) - 1):
                rest = para[s:] + ("" if k == len(paragraphs) - 1 else " " + " ".join(paragraphs[k + 1 :]))
                rest = " ".join(rest.split())
                out.append(fm.elidedText(rest, Qt.TextElideMode.ElideRight, width))
                return "\n".join(out)
            out.append(para[s : s + n].rstrip())
    return "\n".join(out)


class _LastInput(QObject):
    """Whether the operator's last press in a window was the mouse's or a key's (one filter per
    application; a PIN typed in a dialog does not count for the window behind it)."""

    mouse: dict[int, bool] = {}
    _installed: _LastInput | None = None

    @classmethod
    def by_mouse(cls, widget: QWidget) -> bool:
        try:
            return cls.mouse.get(id(widget.window()), False)
        except RuntimeError:
            return False

    @classmethod
    def install(cls) -> None:
        app = QApplication.instance()
        if app is not None and cls._installed is None:
            cls._installed = cls(app)
            app.installEventFilter(cls._installed)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        t = event.type()
        if t in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and isinstance(obj, QWidget):
            _LastInput.mouse[id(obj.window())] = t == QEvent.Type.MouseButtonPress
        return False


class FollowScrollArea(QScrollArea):
    """A vertical scroll area whose contents fill its width; the focused control inside is kept
    in view (the jury's next step is where the keyboard is)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the scroll bar's room is always kept: contents that grow never narrow (and so rewrap and
        # move) the controls under the operator's pointer (issue 24)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._follow)
        _LastInput.install()

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and obj is self.widget():
            self._hold_height()
        return super().eventFilter(obj, event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._hold_height()

    def _hold_height(self) -> None:
        """The contents at least as tall as their layout needs at the viewport's width (wrapped
        texts and buttons included): QScrollArea sizes them by their width-free minimum, which
        squeezed the jury's steps until they grew and jumped."""
        inner = self.widget()
        lay = inner.layout() if inner is not None else None
        if lay is None or not lay.hasHeightForWidth():
            return
        need = lay.totalHeightForWidth(self.viewport().width())
        if need > 0 and inner.minimumHeight() != need:
            inner.setMinimumHeight(need)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: N802
        # QScrollArea scrolls here to whatever takes the focus, also when a button just pressed is
        # disabled and Qt hands its focus on. Pressed with the keyboard (the reading's Enter) the
        # steps follow the focus; clicked with the mouse nothing moves under the pointer (the
        # steps jumped after each signature).
        if _LastInput.by_mouse(self):
            return QWidget.focusNextPrevChild(self, next_)
        return super().focusNextPrevChild(next_)

    def _follow(self, old, new) -> None:
        try:
            inner = self.widget()
        except RuntimeError:  # deleted
            return
        try:
            handed_off = old is not None and not old.isEnabled()
        except RuntimeError:
            handed_off = False
        if handed_off and _LastInput.by_mouse(self):  # a clicked step disabled its button: no jump
            return
        if new is not None and inner is not None and inner.isAncestorOf(new):
            self._bring(new)
            if not _LastInput.by_mouse(self):  # once the step's render is laid out, again
                QTimer.singleShot(0, lambda: self._bring(new))

    def _bring(self, new: QWidget) -> None:
        try:
            if not new.hasFocus() or not self.widget().isAncestorOf(new):
                return
            shown = QRect(new.mapTo(self.viewport(), QPoint(0, 0)), new.size())
        except RuntimeError:  # deleted meanwhile
            return
        if self.viewport().rect().contains(shown):  # already in sight (clicked): nothing moves
            return
        self.ensureWidgetVisible(new, 10, 10)


class FitButton(QPushButton):
    """A push button whose long text wraps onto two lines instead of widening the window (a third
    line's worth is elided, the whole text in the tooltip). ``text()`` stays the whole text."""

    MAX_WIDTH = 220

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setProperty("wraps", True)
        sp = self.sizePolicy()
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)

    def _one_line(self) -> QSize:
        return super().sizeHint()

    def _chrome(self) -> QSize:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = ""
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(0, 0), self)

    def sizeHint(self) -> QSize:  # noqa: N802
        one = self._one_line()
        if one.width() <= self.MAX_WIDTH:
            return one
        return QSize(self.MAX_WIDTH, self.heightForWidth(self.MAX_WIDTH))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        one = self._one_line()
        if width >= one.width():
            return max(one.height(), self.minimumHeight())
        chrome = self._chrome()
        return max(self.minimumHeight(), chrome.height() + 2 * self.fontMetrics().lineSpacing() + 2)

    def wrapped(self) -> bool:
        return self.width() < self._one_line().width()

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.wrapped():
            QPushButton.setToolTip(self, self.property("own_tip") or "")
            super().paintEvent(event)
            return
        p = QStylePainter(self)
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        text = opt.text.replace("&&", "\0").replace("&", "").replace("\0", "&")
        opt.text = ""
        p.drawControl(QStyle.ControlElement.CE_PushButton, opt)
        area = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self)
        shown = fit_lines(text, self.font(), max(10, area.width() - 4), 2)
        role = QPalette.ColorRole.ButtonText
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        p.setPen(self.palette().color(group, role))
        p.drawText(area, int(Qt.AlignmentFlag.AlignCenter), shown)
        tip = self.property("own_tip") or ""
        QPushButton.setToolTip(self, text if not tip else tip + "\n\n" + text)

    def setToolTip(self, tip: str) -> None:  # noqa: N802
        self.setProperty("own_tip", tip or "")
        QPushButton.setToolTip(self, tip)


def fit_to_screen(window: QWidget, width: int | None = None, height: int | None = None) -> None:
    """``window`` at ``width``×``height`` (or its present size), never larger than its screen's
    available area less its frame, and inside that area; kept so when it is shown and when a
    window manager puts its frame around it (``keep_on_screen``)."""
    screen = window.screen() or QApplication.primaryScreen()
    size = QSize(width or window.width(), height or window.height())
    keep_on_screen(window)
    if screen is None:
        window.resize(size)
        return
    _fit(window, size)


def _fit(window: QWidget, size: QSize) -> None:
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    room = QSize(avail.width() - frame.width(), avail.height() - frame.height())
    target = size.boundedTo(room).expandedTo(window.minimumSize())
    if target != window.size():
        window.resize(target)
    fg = window.frameGeometry()
    if not avail.contains(fg):
        x = max(avail.left(), min(fg.x(), avail.right() - fg.width() + 1))
        y = max(avail.top(), min(fg.y(), avail.bottom() - fg.height() + 1))
        window.move(x, y)


class _KeepOnScreen(QObject):
    """Fits its window into the screen's available area less the frame when it is shown and each
    time the frame changes: a window manager frames a window only after it is mapped, so the frame
    is unknown when the window sizes itself (under openbox a 1280×800 caller window plus its title
    bar hid its bottom row on a 1280×800 monitor). A window the operator moved keeps its place as
    long as its frame stays the same; maximised and full-screen windows are the manager's."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)  # its window is its parent: no Python cycle between the two
        self.frame: QSize | None = None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in self.EVENTS and obj is self.parent():
            w = obj
            frame = w.frameGeometry().size() - w.geometry().size()
            if event.type() == QEvent.Type.Show or (w.isVisible() and frame != self.frame):
                self.frame = frame
                if not (w.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen)):
                    _fit(w, w.size())
        return False

    EVENTS = (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize)


def keep_on_screen(window: QWidget) -> None:
    """``window`` stays inside its screen's available area, its frame included (once)."""
    if window.findChild(_KeepOnScreen, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
        window.installEventFilter(_KeepOnScreen(window))


def scrolling(inner: QWidget) -> QScrollArea:
    """``inner`` in a frameless scroll area that fills its width: a window's contents that may
    be taller than a small screen scroll instead of pushing the window off it."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(inner)
    return area
