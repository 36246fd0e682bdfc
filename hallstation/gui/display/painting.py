"""Small drawing kit for the public display: the hall's colours, fonts that fit, and a widget that
paints a precomputed list of drawing operations.

Every display widget computes *what* to draw (rects, fonts, texts, colours) when its state or its
size changes, and ``paintEvent`` only replays that list, skipping operations outside the region Qt
asks for. So a paint is pure drawing, and a partial ``update(rect)`` costs only what it covers.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBitmap, QBrush, QColor, QFont, QFontMetrics, QImage, QPainter, QPaintEvent, QPen, QPixmap, QRadialGradient, QRegion
from PySide6.QtWidgets import QWidget

# The hall look: near-black background; a drawn number fills its whole cell in a bright colour
# (read from the back of the hall by the cell, not by the digits); one colour per letter.
BG = QColor("#05070b")
PANEL = QColor("#0c1018")
PANEL_EDGE = QColor("#1b2230")
UNLIT_CELL = QColor("#10151f")
UNLIT_TEXT = QColor("#56607a")
LIT_CELL = QColor("#ffd93b")
LIT_TEXT = QColor("#000000")
LAST_CELL = QColor("#ffffff")  # the last ball: white, ringed in red
LAST_TEXT = QColor("#000000")
LAST_RING = QColor("#ff1e1e")
TEXT = QColor("#f4f4f4")
SOFT_TEXT = QColor("#9aa4b5")
DARK_TEXT = QColor("#3e4654")
GOLD = QColor("#ffc933")
RED = QColor("#ff1e1e")
DEEP_RED = QColor("#5a0000")
AMBER = QColor("#ff9f0a")
GREEN = QColor("#2ecc71")
# B blue, I red, N violet (not white: the balls have a white face), G green, O orange
LETTER_COLOURS = (QColor("#1f6bff"), QColor("#e3262e"), QColor("#9b40e0"), QColor("#1fae4b"), QColor("#ff9f0a"))
FONT_FAMILY = "DejaVu Sans"


def font(px: int, bold: bool = True, condensed: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    if condensed:
        f.setStretch(QFont.Stretch.SemiCondensed)
    return f


def fitted(px: int, text: str, width: int, bold: bool = True, condensed: bool = False) -> QFont:
    """The font of at most ``px`` pixels in which ``text`` fits ``width`` (measured once for the
    same text and room: every ball lays the last ball's panel out again, issue 20 §5)."""
    return QFont(_fitted(px, text, width, bold, condensed))  # (a copy: the caller may change it)


@lru_cache(maxsize=1024)
def _fitted(px: float, text: str, width: float, bold: bool, condensed: bool) -> QFont:
    f = font(px, bold, condensed)
    if width <= 0 or not text:
        return f
    w = QFontMetrics(f).horizontalAdvance(text)
    if w > width:
        f.setPixelSize(max(6, int(f.pixelSize() * width / w)))
    return f


def fitted_narrow(px: int, text: str, width: int, least: int = 66) -> QFont:
    """The font of ``px`` pixels, narrowed (down to ``least`` % of its width) before it is made
    smaller, in which ``text`` fits ``width``: the board's digits keep their height (the back
    row reads the height) where the cell is narrow."""
    f = font(px)
    if width <= 0 or not text:
        return f
    w = QFontMetrics(f).horizontalAdvance(text)
    if w > width:
        f.setStretch(max(least, int(100 * width / w)))
        w = QFontMetrics(f).horizontalAdvance(text)
        if w > width:
            f.setPixelSize(max(6, int(f.pixelSize() * width / w)))
    return f


def letter_colour(index: int) -> QColor:
    return LETTER_COLOURS[index % 5]


def ink_on(colour: QColor) -> QColor:
    """Black or white text, whichever reads better on ``colour`` (the higher contrast)."""
    black, white = QColor("#000000"), QColor("#ffffff")
    return black if contrast(colour, black) >= contrast(colour, white) else white


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(colour.redF()) + 0.7152 * lin(colour.greenF()) + 0.0722 * lin(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio (1 to 21) between two colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(colour: QColor, background: QColor, ratio: float = 4.5) -> QColor:
    """``colour`` darkened (or lightened) until it reads on ``background`` at ``ratio`` (worked out
    once per pair of colours: a relayout asks it for every ball it shows)."""
    return QColor.fromRgba(_readable_on(QColor(colour).rgba(), QColor(background).rgba(), ratio))


@lru_cache(maxsize=256)
def _readable_on(colour: int, background_rgba: int, ratio: float) -> int:
    c, background = QColor.fromRgba(colour), QColor.fromRgba(background_rgba)
    darker = luminance(background) > 0.2
    for _ in range(40):
        if contrast(c, background) >= ratio:
            break
        c = c.darker(112) if darker else c.lighter(112)
    return c.rgba()


def digit_height(f: QFont) -> int:
    """The height in pixels of the digits in ``f`` (their ink, not the line)."""
    return QFontMetrics(f).tightBoundingRect("0123456789").height()


@dataclass
class Op:
    kind: str  # "rect", "rrect", "ellipse", "text", "ball"
    rect: QRect
    brush: QColor | QBrush | None = None
    pen: QColor | None = None
    text: str = ""
    font: QFont | None = None
    flags: int = int(Qt.AlignmentFlag.AlignCenter)
    radius: float = 0.0
    width: float = 0.0
    covers: int = 0  # a "ball": the ops after it that are its face and text (painted once, then from a cache)
    memo: dict = field(default_factory=dict, compare=False, repr=False)  # a ball's cache keys, worked out once
    # a text that lies on a plain ground of this colour (and on nothing else): drawn from its stamp
    # when one was made (``warm_text``), which gives the same pixels (issue 20 §5: the ball count)
    ground: QColor | None = None


def fitted_box(px: int, text: str, rect: QRect, flags: int, bold: bool = True) -> QFont:
    """The font of at most ``px`` pixels in which ``text`` (wrapped by ``flags``) fits ``rect``."""
    f = font(px, bold)
    while f.pixelSize() > 6:
        box = QFontMetrics(f).boundingRect(rect, flags, text)
        if box.width() <= rect.width() and box.height() <= rect.height():
            break
        f.setPixelSize(max(6, int(f.pixelSize() * 0.92)))
    return f


def ball_ops(rect: QRect, colour: QColor, top: str, bottom: str, top_px: int, bottom_px: int) -> list[Op]:
    """A bingo ball: a coloured ball with a large white face holding the letter (in the ball's
    colour, darkened to read on white) over the number (black).

    The same ball is worked out once (the last ball's panel lays its six balls out again at every
    ball, issue 20 §5), at the top left corner; a ball that moved (the five before the last move
    one place at every ball) takes those operations moved to its place: the operations and their
    fonts and colours are shared, never to be changed."""
    return list(_ball_ops_at((rect.width(), rect.height(), QColor(colour).rgba(), top, bottom, top_px, bottom_px), rect.x(), rect.y()))


ball_ops_made = [0]  # how many balls' operations were worked out (not taken from the memory)


@lru_cache(maxsize=512)
def _ball_ops_at(look: tuple, x: int, y: int) -> tuple[Op, ...]:
    """The operations of the ball ``look`` (worked out once, at 0, 0) moved to ``x``, ``y`` (their
    pixmaps' keys, which do not depend on the place, shared)."""
    made = _ball_ops(*look)
    if not x and not y:
        return made
    return tuple(
        Op(op.kind, op.rect.translated(x, y), op.brush, op.pen, op.text, op.font, op.flags, op.radius, op.width, op.covers, op.memo)
        for op in made
    )


@lru_cache(maxsize=256)
def _ball_ops(w: int, h: int, rgba: int, top: str, bottom: str, top_px: int, bottom_px: int) -> tuple[Op, ...]:
    ball_ops_made[0] += 1
    rect, colour = QRect(0, 0, w, h), QColor.fromRgba(rgba)
    ops = [Op("ball", rect, brush=colour)]
    rim = max(2, rect.width() // 18)
    inner = rect.adjusted(rim, rim, -rim, -rim)
    white = QColor("#ffffff")
    ops.append(Op("ellipse", inner, brush=white))
    f = inner.height()
    if top:
        tr = QRect(inner.x(), inner.y() + int(f * 0.05), inner.width(), int(f * 0.30))
        br = QRect(inner.x(), inner.y() + int(f * 0.33), inner.width(), int(f * 0.55))
        ops.append(Op("text", tr, pen=readable_on(colour, white, 3.0), text=top, font=font(top_px)))
        ops.append(Op("text", br, pen=QColor("#000000"), text=bottom, font=fitted(bottom_px, bottom, int(inner.width() * 0.88))))
    else:
        ops.append(Op("text", inner, pen=QColor("#000000"), text=bottom, font=fitted(bottom_px, bottom, int(inner.width() * 0.84))))
    ops[0].covers = len(ops) - 1
    # what its look depends on (its place aside): its pixmaps' keys, without reading its texts' fonts
    ops[0].memo["look"] = (w, h, rgba, top, bottom, top_px, bottom_px)
    return tuple(ops)


# A ball's gradient and face cost most of a repaint on a large screen (antialiased ellipses): each
# ball's body (its size and colour) is painted once into a pixmap and drawn from it after. A small
# ball's look, letter and number included, is kept whole (the last ball panel shows it again, one
# place down, at every ball); a large one has its letter and number drawn over its body, so a new
# last ball costs a pixmap and two texts, not a new ball (issue 20 §5: the bodies are five colours
# at a few sizes, the large balls' numbers 75).
_BALL_CACHE: OrderedDict[tuple, QPixmap] = OrderedDict()
_BALL_CACHE_SIZE = 400  # pixmaps (the 75 small balls of a few panels, the large bodies)
_BALL_CACHE_BYTES = 48 << 20  # and at most this much memory (a large ball's body is a megabyte or more)
balls_rendered = [0]  # how many balls' pixmaps were painted (not taken from the cache)
LARGE_BALL_PX = 200 * 200  # a ball larger than this has its texts drawn over its body, not kept with it


def _ball_key(group: list[Op], dpr: float) -> tuple:
    head = group[0]
    key = head.memo.get((len(group), dpr))  # (a ball's operations are shared and never changed)
    if key is None:
        look = head.memo.get("look")
        if look is not None and len(group) == 1 + head.covers:  # a ball from ball_ops, whole
            key = ("ball", dpr) + look
        elif look is not None and all(op.kind != "text" for op in group):  # its body
            key = ("body", dpr) + look[:3]
        else:
            key = _work_out_key(group, dpr)
        head.memo[(len(group), dpr)] = key
    return key


def _work_out_key(group: list[Op], dpr: float) -> tuple:
    head = group[0]
    return (head.rect.width(), head.rect.height(), QColor(head.brush).rgba(), dpr) + tuple(
        (op.kind, op.rect.x() - head.rect.x(), op.rect.y() - head.rect.y(), op.rect.width(), op.rect.height(), op.text,
         op.font.toString() if op.font is not None else "", QColor(op.pen).rgba() if op.pen is not None else 0)
        for op in group[1:]
    )


def _ball_pixmap(group: list[Op], dpr: float, ground: QColor | None = None) -> QPixmap:
    key = _ball_key(group, dpr)
    if ground is not None:
        key = ("on", QColor(ground).rgba()) + key
    pix = _BALL_CACHE.get(key)
    if pix is not None:
        _BALL_CACHE.move_to_end(key)
        return pix
    balls_rendered[0] += 1
    r = group[0].rect
    pix = QPixmap(max(1, int(r.width() * dpr)), max(1, int(r.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent if ground is None else ground)
    q = QPainter(pix)
    q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    q.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    q.translate(-r.x(), -r.y())
    body = _body(group)
    if len(body) < len(group) or ground is not None:  # the body from its own pixmap, the texts over it
        q.drawPixmap(r, _ball_pixmap(body, dpr))
        _run(q, group[len(body):])
    else:
        _run(q, [Op(op.kind, op.rect, op.brush, op.pen, op.text, op.font, op.flags, op.radius, op.width) for op in group])
    q.end()
    _BALL_CACHE[key] = pix
    while len(_BALL_CACHE) > 1 and (len(_BALL_CACHE) > _BALL_CACHE_SIZE or sum(_bytes(p) for p in _BALL_CACHE.values()) > _BALL_CACHE_BYTES):
        _BALL_CACHE.popitem(last=False)
    return pix


def _bytes(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def run_ops(p: QPainter, ops: list[Op], clip: QRect | None = None, ground: QColor | None = None) -> None:
    """Paint ``ops`` (within ``clip``). ``ground``: the plain colour the large balls lie on — their
    body is then copied from a picture made on that colour, opaque (no blend, and nothing under
    them to paint first: ``OpsWidget.paintEvent``); their letter and number are laid over it from
    their stamps (``_stamp_texts``)."""
    i, n = 0, len(ops)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    while i < n:
        op = ops[i]
        if op.kind == "ball" and op.covers:
            group = ops[i:i + 1 + op.covers]
            i += 1 + op.covers
            if clip is None or op.rect.intersects(clip):
                if op.rect.width() * op.rect.height() > LARGE_BALL_PX:  # (its texts over its body)
                    body = _body(group)
                    p.drawPixmap(op.rect, _ball_pixmap(body, dpr, ground))
                    _stamp_texts(p, group[len(body):], dpr)
                else:
                    p.drawPixmap(op.rect, _ball_pixmap(group, dpr))
            continue
        i += 1
        if clip is None or op.rect.intersects(clip):  # (what lies elsewhere costs a test, not a call)
            _run(p, (op,))


# A large ball's letter and number (a third of the screen high) are outlined and filled at every
# paint — Qt keeps glyphs in its cache only up to GLYPH_CACHE_PX — which cost a public screen 0.3 to
# 0.4 ms at every ball, a third of its last ball's panel (issue 20 §5). Each is made once into a
# stamp: the text drawn alone, by a painter of its own, into a transparent picture cut to its ink.
# Its pixels are the text's colour times its coverage, so laid over the ball's body it blends each
# pixel as the text drawn there would: a copy's cost (0.02 ms). Qt's own drawing of a large text
# is not the same all through a process: it moves by up to an eighth of a pixel (some levels on
# its edges) with what was drawn before it (found by the panel's tests); a stamp keeps one drawing,
# the same at every ball. The stamps are made while no ball comes (``warm_balls``), or at once by a
# paint that finds none. The 75 numbers of a 1920×1080 screen take about 26 MB; a screen so large
# that one stamp passes STAMP_MOST has its texts drawn as before. A text on a plain ground (the
# panel's title and ball count, ``Op.ground``) is stamped on that ground, opaque.
_STAMPS: OrderedDict[tuple, tuple[int, int, QImage] | None] = OrderedDict()
_STAMPS_BYTES = 48 << 20  # every stamp of a panel (80: 75 numbers and 5 letters) fits
STAMP_MOST = _STAMPS_BYTES // 80
stamps_made = [0]  # how many stamps were made (not taken from the memory)
GLYPH_CACHE_PX = 64  # Qt's glyph cache takes glyphs up to this size; a larger text is outlined and filled


def _stamp(op: Op, make: bool = False) -> tuple[int, int, QImage] | None:
    """The stamp of ``op``'s text (a large ball's, or one on its ground): (its place from the
    text's rectangle, the picture), or None when there is none (``make``: it is made, unless it
    would be too large)."""
    key = op.memo.get("stamp")
    if key is None:
        ground = QColor(op.ground).rgba() if op.ground is not None else None
        key = op.memo["stamp"] = (op.text, op.font.key(), QColor(op.pen).rgba(), op.rect.width(), op.rect.height(), op.flags, ground)
    if key in _STAMPS:
        _STAMPS.move_to_end(key)
        return _STAMPS[key]
    if not make:
        return None
    stamps_made[0] += 1
    m = op.font.pixelSize() // 2 + 4  # (room for a line taller than its box, and glyphs beyond it)
    img = _text_picture(op, m, None)
    ink = _ink(img)
    got = None
    if not ink.isEmpty() and ink.width() * ink.height() * 4 <= STAMP_MOST:
        if op.ground is not None:  # on its ground: the text blended there, opaque
            img = _text_picture(op, m, op.ground)
        got = (ink.x() - m, ink.y() - m, img.copy(ink))
    _STAMPS[key] = got
    while len(_STAMPS) > 1 and sum(g[2].sizeInBytes() for g in _STAMPS.values() if g is not None) > _STAMPS_BYTES:
        _STAMPS.popitem(last=False)
    return got



def _text_picture(op: Op, m: int, ground: QColor | None) -> QImage:
    """``op``'s text drawn as it is drawn in place, ``m`` pixels in from each side of a picture
    that is transparent (None) or of the colour ``ground``."""
    r = op.rect
    img = QImage(r.width() + 2 * m, r.height() + 2 * m, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0 if ground is None else ground)
    q = QPainter(img)
    q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    q.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    q.setFont(op.font)
    q.setPen(op.pen)
    q.drawText(QRect(m, m, r.width(), r.height()), op.flags, op.text)
    q.end()
    return img


def _ink(img: QImage) -> QRect:
    """The rectangle of ``img``'s pixels that are not wholly transparent (its faintest edge too)."""
    return QRegion(QBitmap.fromImage(img.createMaskFromColor(0, Qt.MaskMode.MaskInColor))).boundingRect()


def _stamp_texts(p: QPainter, texts: list[Op], dpr: float) -> None:
    """A large ball's texts over its body: from their stamps where the scale is one (made now if
    they were not yet; drawn where a stamp would be too large)."""
    for op in texts:
        if not _laid(p, op, _stamp(op, make=True) if dpr == 1.0 else None):
            _run(p, [op])


def _laid(p: QPainter, op: Op, got: tuple[int, int, QImage] | None) -> bool:
    """``op``'s stamp ``got`` laid in its place (False: there is none)."""
    if got is None:
        return False
    p.drawImage(op.rect.x() + got[0], op.rect.y() + got[1], got[2])
    return True


def warm_text(op: Op, dpr: float) -> None:
    """Make the stamp of a text on its ground now (while no ball comes: ``_stamp``)."""
    if op.ground is not None and dpr == 1.0:
        _stamp(op, make=True)


def _body(group: list[Op]) -> list[Op]:
    return [g for g in group if g.kind != "text"]


def warm_balls(ops: list[Op], dpr: float, ground: QColor | None = None) -> None:
    """Paint the pixmaps of the balls in ``ops`` now (while the screen waits for the next ball), so
    that a ball's first appearance costs a copy, not a painting (issue 20 §5)."""
    for i, op in enumerate(ops):
        if op.kind == "ball" and op.covers:
            group = ops[i:i + 1 + op.covers]
            if op.rect.width() * op.rect.height() > LARGE_BALL_PX:  # (as ``run_ops`` takes them)
                body = _body(group)
                _ball_pixmap(body, dpr, ground)
                if dpr == 1.0:
                    for t in group[len(body):]:
                        _stamp(t, make=True)
            else:
                _ball_pixmap(group, dpr)


def _run(p: QPainter, ops: list[Op], clip: QRect | None = None) -> None:
    for op in ops:
        if clip is not None and not op.rect.intersects(clip):
            continue
        k = op.kind
        if k == "text":
            if op.ground is not None and p.device().devicePixelRatioF() == 1.0 and _laid(p, op, _stamp(op)):
                continue
            p.setFont(op.font)
            p.setPen(op.pen)
            p.drawText(op.rect, op.flags, op.text)
            continue
        p.setPen(QPen(op.pen, op.width) if op.pen is not None and op.width else Qt.PenStyle.NoPen)
        if k == "ball":
            r = QRectF(op.rect)
            g = QRadialGradient(r.center().x() - r.width() * 0.18, r.center().y() - r.height() * 0.2, r.width() * 0.62)
            base = QColor(op.brush)
            g.setColorAt(0.0, base.lighter(150))
            g.setColorAt(0.7, base)
            g.setColorAt(1.0, base.darker(220))
            p.setBrush(QBrush(g))
            p.drawEllipse(r)
            continue
        p.setBrush(op.brush if op.brush is not None else Qt.BrushStyle.NoBrush)
        if k == "rect":
            p.drawRect(op.rect)
        elif k == "rrect":
            p.drawRoundedRect(QRectF(op.rect), op.radius, op.radius)
        elif k == "ellipse":
            p.drawEllipse(QRectF(op.rect))


class OpsWidget(QWidget):
    """Paints ``self.ops`` (rebuilt by ``relayout``) over an opaque background."""

    background = BG
    lazy_when_hidden = False
    balls_on_ground = False  # its large balls lie on its background: drawn opaque (``run_ops``'s ground)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.ops: list[Op] = []
        self.paint_count = 0
        self.relayouts = 0  # how many times its drawing list was worked out
        self.painted: list[QRect] = []  # the rectangles the last paint painted
        self.hidden_skipped = 0  # operations (and backgrounds) not painted: under an opaque rectangle
        self._stale = False  # its state changed while it was hidden: laid out when it is shown

    def relayout(self) -> None:  # subclasses fill self.ops
        self.ops = []

    def refresh(self) -> None:
        """Its state changed: its drawing list again and a repaint — for a part that says so
        (``lazy_when_hidden``), not while it is hidden (the camera screen's last ball on a board
        screen, at every ball: issue 20 §5): then when it is shown."""
        if self.lazy_when_hidden and self.isHidden():
            self._stale = True
            return
        self.relayouts += 1
        old = self.ops
        self.relayout()
        self.update_changed(old, self.ops)

    def update_changed(self, old: list[Op], new: list[Op]) -> None:
        """Repaint where the drawing list changed: the places of the operations that differ, before
        and after (the ball count's text alone when only the count moved, a prize's row when its
        live bonus window did — issue 20 §5); the whole widget when the list changed its shape."""
        if not old or len(old) != len(new) or type(self).paintEvent is not OpsWidget.paintEvent:
            self.update()  # (a part that paints more than its list — the red light's glow — is repainted whole)
            return
        region = QRegion()
        i, n = 0, len(new)
        while i < n:
            a, b = old[i], new[i]
            if a.kind == b.kind == "ball" and a.covers == b.covers and a.covers:
                # a ball is one piece: its rectangle holds all it paints (its texts inside it)
                k = 1 + b.covers
                if any(x is not y and x != y for x, y in zip(old[i:i + k], new[i:i + k])):
                    region += a.rect
                    region += b.rect
                i += k
                continue
            if a is not b and a != b:
                region += reach(a)
                region += reach(b)
            i += 1
        if not region.isEmpty():
            self.update(region)

    def setVisible(self, visible: bool) -> None:  # noqa: N802
        if visible and self._stale:
            self._stale = False
            self.relayouts += 1
            self.relayout()
        super().setVisible(visible)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.relayout()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Paints the rectangles Qt asks for one by one (a few changed places are not their
        bounding rectangle)."""
        self.paint_count += 1
        region = event.region()
        balls: list[QRect] = []
        large: list[QRect] = []
        if self.balls_on_ground:  # a large ball's part of the place in one piece: its number drawn once
            large = [op.rect for op in self.ops if op.kind == "ball" and op.covers and op.rect.width() * op.rect.height() > LARGE_BALL_PX]
            for r in large:
                if region.intersects(r):
                    balls.append(region.intersected(r).boundingRect())
                    region = region.subtracted(QRegion(r))
        self.painted = balls + ([region.boundingRect()] if region.rectCount() > 8 else bands(region, large))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        ground = self.background if self.balls_on_ground else None
        for clip in self.painted:
            p.save()
            p.setClipRect(clip)
            start = hidden_under(self.ops, clip, ground is not None)
            if start is None:  # nothing opaque covers the place: the background first
                p.fillRect(clip, self.background)
                start = 0
            else:
                self.hidden_skipped += start + 1
            run_ops(p, self.ops[start:], clip, ground)
            p.restore()
        p.end()


def bands(region: QRegion, apart: list[QRect] = ()) -> list[QRect]:
    """The rectangles of ``region``, those side by side in one band as one (the five balls before
    the last in a row: one pass over the drawing list, not five; what lies between them is
    painted again as it was) — unless the one would reach into a place of ``apart``."""
    out: list[QRect] = []
    band = None
    for r in region:  # (in bands, each from left to right)
        if out and band == (r.top(), r.height()):
            joined = out[-1].united(r)
            if not any(joined.intersects(a) for a in apart):
                out[-1] = joined
                continue
        out.append(QRect(r))
        band = (r.top(), r.height())
    return out


def hidden_under(ops: list[Op], clip: QRect, balls: bool = False) -> int | None:
    """The index of the last plain opaque rectangle that covers ``clip`` whole (None when none
    does): what is painted before it there is painted over (a panel's background, its frame's
    fill), so a repaint starts from it (issue 20 §5: the last ball's panel was filled three times
    at every ball). Only the leading rectangles are looked at (a panel's ground comes first).
    ``balls``: a large ball's picture on its ground (``run_ops``) is opaque too: a place inside
    its rectangle starts from it (the new last ball: nothing under it painted first)."""
    found = None
    for i, op in enumerate(ops):
        if op.kind != "rect":
            break
        if (op.pen is None or not op.width) and isinstance(op.brush, QColor) and op.brush.alpha() == 255 and op.rect.contains(clip):
            found = i
    if balls:
        for i, op in enumerate(ops):
            if op.kind == "ball" and op.covers and op.rect.width() * op.rect.height() > LARGE_BALL_PX and op.rect.contains(clip):
                found = i
    return found


def reach(op: Op) -> QRect:
    """Where ``op`` may paint: its rectangle, with its pen's width and the antialiasing around it;
    a text's line may stand above and below its box."""
    m = int(op.width) + 2
    if op.kind == "text":
        return op.rect.adjusted(-m, -op.rect.height() // 2 - m, m, op.rect.height() // 2 + m)
    return op.rect.adjusted(-m, -m, m, m)
