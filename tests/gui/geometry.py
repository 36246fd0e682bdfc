"""A geometry check for the GUI tests: a window fits its screen, shows nothing cut and nothing on
top of something else.

``check_window(win, screen_rect)`` walks every visible widget of the top-level window ``win`` and
raises one ``AssertionError`` listing every problem (object name, class, text and rectangles):

- the window (its frame) lies inside ``screen_rect`` and its minimum size fits it;
- a scroll area that does not scroll one way holds its contents that way;
- every visible widget lies inside its parent (so inside its window), except the contents of a
  scroll area, which scroll inside its viewport;
- no two visible siblings laid out by the same parent's layout overlap (hidden pages of a stacked
  widget are not visible, so they never count);
- no button, label, check box, line edit, combo box or spin box is squeezed: a button's text fits
  its contents (the style's margins and the style sheet's padding included), a label's text fits
  its contents rectangle, or it word-wraps and its height holds the wrapped lines; a label that
  elides (``elides`` property, hallstation/gui/fit.py) and did (``elided``) holds the whole text
  in its tooltip.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import Qt as QtGuiNs
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QLayout,
    QLineEdit,
    QMainWindow,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStatusBar,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

TOLERANCE = 1  # px: rounding in the styles' metrics


def _name(w: QWidget) -> str:
    text = ""
    if isinstance(w, (QAbstractButton, QLabel)):
        text = w.text().replace("\n", " ")
        if len(text) > 60:
            text = text[:57] + "…"
    name = w.objectName() or "-"
    return f"{type(w).__name__}#{name}" + (f" {text!r}" if text else "")


def _r(rect: QRect) -> str:
    return f"({rect.x()},{rect.y()} {rect.width()}×{rect.height()})"


def _shown(w: QWidget) -> bool:
    return w.isVisible() and not w.isWindow() and w.width() > 0 and w.height() > 0


def _children(w: QWidget) -> list[QWidget]:
    return [c for c in w.children() if isinstance(c, QWidget) and _shown(c)]


def _layout_widgets(layout: QLayout | None) -> list[QWidget]:
    out: list[QWidget] = []
    if layout is None:
        return out
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            out.append(item.widget())
        elif item.layout() is not None:
            out.extend(_layout_widgets(item.layout()))
    return out


def _in_scroll_contents(w: QWidget) -> bool:
    """``w`` is the widget a scroll area scrolls (its parent is the viewport)."""
    parent = w.parentWidget()
    grand = parent.parentWidget() if parent is not None else None
    return isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent


def _scrolled(w: QWidget) -> bool:
    """``w`` lies inside what a scroll area scrolls: out of sight is scrolled away, not cut."""
    p = w.parentWidget()
    while p is not None and not p.isWindow():
        grand = p.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is p:
            return True
        p = grand
    return False


def _scroll_problem(w: QWidget) -> str | None:
    """A scroll area that does not scroll one way must hold its contents that way."""
    if not isinstance(w, QScrollArea) or w.widget() is None or not w.widget().isVisible():
        return None
    inner, view = w.widget(), w.viewport()
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    if w.horizontalScrollBarPolicy() == off and inner.width() > view.width() + TOLERANCE:
        return f"contents {inner.width()} px wide in a viewport of {view.width()} that does not scroll sideways"
    if w.verticalScrollBarPolicy() == off and inner.height() > view.height() + TOLERANCE:
        return f"contents {inner.height()} px tall in a viewport of {view.height()} that does not scroll down"
    return None


def _text_problem(w: QWidget) -> str | None:
    if isinstance(w, QPushButton):
        text = w.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not text:
            return None
        fm = w.fontMetrics()
        tw = max(fm.horizontalAdvance(line) for line in text.split("\n"))
        th = fm.height() * (text.count("\n") + 1)
        if not w.icon().isNull():
            tw += w.iconSize().width() + 4
        if w.property("wraps") and w.width() < w.sizeHint().width() - TOLERANCE:
            return f"wrapping button squeezed: needs {w.sizeHint().width()}, has {w.width()}"
        if w.property("wraps") and w.height() + TOLERANCE < w.heightForWidth(w.width()):
            return f"wrapping button too low: needs {w.heightForWidth(w.width())} at width {w.width()}, has {w.height()}"
        if w.property("wraps"):
            return None
        opt = QStyleOptionButton()
        w.initStyleOption(opt)
        opt.text = ""
        opt.icon = type(opt.icon)()
        need = w.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(tw, th), w)
        if w.width() + TOLERANCE < need.width() or w.height() + TOLERANCE < need.height():
            return f"text cut: needs {need.width()}×{need.height()}, has {w.width()}×{w.height()}"
        return None
    if isinstance(w, (QCheckBox, QRadioButton)):
        hint = w.sizeHint()
        if w.text() and (w.width() + TOLERANCE < hint.width() or w.height() + TOLERANCE < hint.height()):
            return f"text cut: needs {hint.width()}×{hint.height()}, has {w.width()}×{w.height()}"
        return None
    if isinstance(w, QLabel):
        shown = QLabel.text(w)  # what it shows (an eliding label's text() is the whole text)
        if not shown or (w.pixmap() is not None and not w.pixmap().isNull()):
            return None
        cr = w.contentsRect()
        if w.property("elides") and w.property("elided") and w.text() not in w.toolTip():
            return "elided without the whole text in its tooltip"
        if w.wordWrap():
            need_h = w.heightForWidth(w.width())
            if need_h > 0 and w.height() + TOLERANCE < need_h:
                return f"wrapped text cut: needs height {need_h} at width {w.width()}, has {w.height()}"
            return None
        rich = w.textFormat() == Qt.TextFormat.RichText or (w.textFormat() == Qt.TextFormat.AutoText and QtGuiNs.mightBeRichText(shown))
        if rich:
            need = w.minimumSizeHint()
            have = w.size()
        else:
            need = w.fontMetrics().size(0, shown)
            have = cr.size()
        if have.width() + TOLERANCE < need.width() or have.height() + TOLERANCE < need.height():
            return f"text cut: needs {need.width()}×{need.height()}, has {have.width()}×{have.height()} (contents {_r(cr)})"
        return None
    if isinstance(w, (QLineEdit, QComboBox, QAbstractSpinBox)):
        if isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox)):
            return None  # the spin box's or combo box's own line edit: its box is checked
        need = w.minimumSizeHint()
        if w.width() + TOLERANCE < need.width() or w.height() + TOLERANCE < need.height():
            return f"squeezed: needs {need.width()}×{need.height()}, has {w.width()}×{w.height()}"
    return None


def problems(win: QWidget, screen_rect: QRect | None = None) -> list[str]:
    """Every geometry problem of the top-level window ``win`` (empty: it fits)."""
    out: list[str] = []
    if screen_rect is None:
        screen = win.screen()
        screen_rect = screen.availableGeometry()
    frame = win.frameGeometry()
    if not screen_rect.contains(frame):
        out.append(f"window {_name(win)} {_r(frame)} is not inside its screen {_r(screen_rect)}")
    hint = win.minimumSizeHint()
    if hint.width() > screen_rect.width() or hint.height() > screen_rect.height():
        out.append(f"window {_name(win)} needs at least {hint.width()}×{hint.height()}, screen {_r(screen_rect)}")
    wrect = win.rect()

    def walk(parent: QWidget) -> None:
        kids = _children(parent)
        managed = set(_layout_widgets(parent.layout()))
        if isinstance(parent, QMainWindow):
            managed |= {c for c in kids if c in (parent.centralWidget(), parent.menuWidget(), parent.statusBar())}
        for w in kids:
            geo = w.geometry()
            if not _in_scroll_contents(w) and not parent.rect().contains(geo):
                out.append(f"{_name(w)} {_r(geo)} sticks out of its parent {_name(parent)} {_r(parent.rect())}")
            if not _scrolled(w):
                top_left = w.mapTo(win, QPoint(0, 0))
                if not wrect.contains(QRect(top_left, w.size())):
                    out.append(f"{_name(w)} at {_r(QRect(top_left, w.size()))} lies outside its window {_r(wrect)}")
            why = _text_problem(w) or _scroll_problem(w)
            if why:
                out.append(f"{_name(w)} {_r(geo)} in {_name(parent)}: {why}")
        laid = [w for w in kids if w in managed and not isinstance(w, (QMenuBar, QStatusBar))]
        for i, a in enumerate(laid):
            for b in laid[i + 1 :]:
                inter = a.geometry().intersected(b.geometry())
                if inter.width() > TOLERANCE and inter.height() > TOLERANCE:
                    out.append(f"{_name(a)} {_r(a.geometry())} overlaps {_name(b)} {_r(b.geometry())} in {_name(parent)}")
        for w in kids:
            walk(w)

    walk(win)
    return out


def check_window(win: QWidget, screen_rect: QRect | None = None, what: str = "") -> None:
    """Fail loudly, with every problem, when ``win`` does not fit ``screen_rect``."""
    found = problems(win, screen_rect)
    if found:
        head = f"{what or _name(win)}: {len(found)} geometry problem(s) at window {_r(win.frameGeometry())}"
        raise AssertionError(head + "\n  " + "\n  ".join(found))


def check_windows(windows: Iterable[QWidget], screen_rect: QRect | None = None, what: str = "") -> None:
    errors = []
    for w in windows:
        try:
            check_window(w, screen_rect, what)
        except AssertionError as err:
            errors.append(str(err))
    if errors:
        raise AssertionError("\n".join(errors))


def fit_to(win: QWidget, screen_rect: QRect, frame: QSize = QSize(0, 0)) -> None:
    """Place ``win`` as a window manager would on that screen: at its corner, at most the screen's
    size less the frame (title bar), keeping the size the window asks for when that is smaller."""
    avail = QSize(screen_rect.width() - frame.width(), screen_rect.height() - frame.height())
    win.move(screen_rect.topLeft())
    win.resize(win.size().boundedTo(avail))
