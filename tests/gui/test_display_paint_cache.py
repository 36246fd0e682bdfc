"""Many screens (issue 20 §5): the last ball's panel, laid out again at every ball, takes its balls'
drawing operations and pictures from memory when it has drawn them before (a new game, a repaint),
paints the panel's ground once (not the background, then the edge's rectangle, then the ground's),
and its picture is the same as the one painted from its operations without any cache. No timing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter

from hallstation.gui.display import painting
from hallstation.gui.display.board import LastBallPanel
from hallstation.gui.display.painting import PANEL, PANEL_EDGE, Op, _run, hidden_under, run_ops

from .shown import shown

BALLS = (5, 33, 61, 12, 47, 70, 2)


@pytest.fixture
def panel(qtbot):
    w = LastBallPanel()
    shown(qtbot, w, 614, 752)
    return w


def show(panel, balls):
    panel.set_state("BINGO", balls[-1] if balls else None, tuple(reversed(balls[:-1]))[:5], len(balls))


def uncached(panel) -> QImage:
    """The panel painted from its operations one by one: no ball pixmap, nothing skipped (the last
    ball's letter and number laid from their stamps, which the tests below check)."""
    img = QImage(panel.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.fillRect(panel.rect(), panel.background)
    for o in panel.ops:
        if o.kind == "text" and o.font.pixelSize() > painting.GLYPH_CACHE_PX and painting._stamp(o) is not None:
            painting._stamp_texts(p, [o], 1.0)
        else:
            _run(p, [Op(o.kind, o.rect, o.brush, o.pen, o.text, o.font, o.flags, o.radius, o.width)])
    p.end()
    return img


def picture(widget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def test_issue20_a_game_shown_again_takes_its_balls_from_memory(panel):
    painting._BALL_CACHE.clear()
    for n in range(1, len(BALLS) + 1):
        show(panel, BALLS[:n])
        panel.grab()
    made, rendered = painting.ball_ops_made[0], painting.balls_rendered[0]
    first = picture(panel)
    # the next game draws the same balls: nothing worked out, nothing painted into a new pixmap
    show(panel, ())
    for n in range(1, len(BALLS) + 1):
        show(panel, BALLS[:n])
        panel.grab()
    assert painting.ball_ops_made[0] == made
    assert painting.balls_rendered[0] == rendered
    assert picture(panel) == first


def test_issue20_a_new_ball_is_worked_out_and_painted_once(panel):
    painting._BALL_CACHE.clear()
    painting._ball_ops.cache_clear()
    painting._ball_ops_at.cache_clear()
    show(panel, BALLS[:3])
    panel.grab()
    made, rendered = painting.ball_ops_made[0], painting.balls_rendered[0]
    panel.refresh()  # laid out again, the same balls
    panel.grab()
    panel.grab()
    assert painting.ball_ops_made[0] == made and painting.balls_rendered[0] == rendered
    show(panel, BALLS[:4])
    panel.grab()
    # the new last ball, and the one before it at its small size, worked out; the two before
    # that moved one place: their operations taken from memory, moved to their new places
    assert painting.ball_ops_made[0] == made + 2
    moved = [op for op in panel.ops if op.kind == "ball" and op.rect.height() < panel.height() * 0.3]
    assert len(moved) == 3
    assert all(op.memo is painting._ball_ops(*op.memo["look"])[0].memo for op in moved)
    assert painting.balls_rendered[0] > rendered


def channels_apart(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two pictures of the same size."""
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb:
                worst = max(worst, *(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16, 24)))
    return worst


@pytest.mark.parametrize("n", [0, 1, 4, 7])
def test_issue20_the_cached_picture_is_the_uncached_one(panel, n):
    """The same picture as its operations painted one by one with no cache; a ball painted into
    its pixmap first and then onto the panel may differ from one painted straight onto it by one
    level of one channel on its antialiased rim (rounding of the two blends), nowhere more."""
    show(panel, BALLS[:n])
    panel.grab()  # (the cache filled)
    got, want = picture(panel), uncached(panel)
    if n == 0:
        assert got == want
    else:
        assert channels_apart(got, want) <= 1


@pytest.mark.parametrize("n", [0, 1, 7])
def test_issue20_the_panel_looks_as_with_its_ground_painted_three_times(panel, n):
    """Pixel for pixel the panel of before: the background, the edge's rectangle and the ground's
    rectangle painted one over the other, then the rest."""
    show(panel, BALLS[:n])
    w, h = panel.width(), panel.height()
    img = QImage(panel.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.fillRect(panel.rect(), PANEL)
    run_ops(p, [Op("rect", QRect(0, 0, w, h), brush=PANEL_EDGE), Op("rect", QRect(2, 2, w - 4, h - 4), brush=PANEL)] + panel.ops[4:])
    p.end()
    assert picture(panel) == img


def test_issue20_the_ground_is_painted_from_the_last_rectangle_that_covers_it():
    full, inset = QRect(0, 0, 100, 80), QRect(2, 2, 96, 76)
    ops = [Op("rect", full, brush=QColor("#1b2230")), Op("rect", inset, brush=PANEL), Op("text", inset, pen=QColor("#fff"), text="x")]
    assert hidden_under(ops, QRect(10, 10, 20, 20)) == 1  # inside the ground: from the ground
    assert hidden_under(ops, QRect(0, 0, 100, 80)) == 0  # the edge too: from the edge's rectangle
    assert hidden_under(ops, QRect(-1, 0, 10, 10)) is None  # beyond both: the background first
    see_through = [Op("rect", full, brush=QColor(0, 0, 0, 128))]
    assert hidden_under(see_through, QRect(10, 10, 5, 5)) is None
    ringed = [Op("rect", full, brush=PANEL, pen=QColor("#f00"), width=3)]
    assert hidden_under(ringed, QRect(10, 10, 5, 5)) is None
    assert hidden_under([ops[2]] + ops, QRect(10, 10, 5, 5)) is None  # only the leading rectangles


def test_issue20_the_last_ball_panel_is_filled_once_per_repaint_and_not_under_the_last_ball(panel, qtbot):
    show(panel, BALLS[:2])
    fills = []
    real = QPainter.fillRect

    def counted(self, *a):
        fills.append(a[0])
        return real(self, *a)

    QPainter.fillRect = counted
    try:
        panel.repaint()
    finally:
        QPainter.fillRect = real
    # no place filled twice, and the last ball's place not at all (its picture is opaque, on the
    # panel's ground: issue 20 §5)
    assert fills and all(not a.intersects(b) for i, a in enumerate(fills) for b in fills[i + 1:])
    assert sum(f.width() * f.height() for f in fills) <= panel.width() * panel.height()
    big = panel.big_ball_rect()
    assert big.height() > panel.height() * 0.5 and not any(f.intersects(big) for f in fills)
    assert not any(op.kind == "rect" and op.rect.width() > 2 and op.rect.height() > 2 for op in panel.ops)


# ---------------------------------------------------------------- the large ball's texts as stamps
def big_group(panel):
    big = next(op for op in panel.ops if op.kind == "ball" and op.rect.width() * op.rect.height() > painting.LARGE_BALL_PX)
    i = panel.ops.index(big)
    group = panel.ops[i:i + 1 + big.covers]
    body = painting._body(group)
    return big, body, group[len(body):]


def painted(panel, draw) -> QImage:
    img = QImage(panel.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.fillRect(panel.rect(), panel.background)
    draw(p)
    p.end()
    return img


def warmed(panel, qtbot):
    qtbot.waitUntil(lambda: panel._warm_for is not None and panel._warmed == panel._warm_for, timeout=10000)


def test_issue20_every_large_ball_from_its_stamps_is_the_ball_with_its_texts_drawn(panel, qtbot, monkeypatch):
    """The last ball's letter and number laid from their stamps give, pixel for pixel, the texts as
    drawn (alone, into the picture the stamp was cut from) laid over the ball's body: nothing of
    their ink is cut away, nothing moves — for every ball of the game and the red one."""
    from hallstation.core.bingo.balls import BALLS as ALL, RED_BALL

    drawn: dict[str, QImage] = {}
    real = painting._text_picture

    def kept(op, m, ground):
        img = real(op, m, ground)
        drawn[op.text] = (img, m)
        return img

    monkeypatch.setattr(painting, "_text_picture", kept)
    painting._STAMPS.clear()
    show(panel, (1,))
    warmed(panel, qtbot)  # (the stamps made while no ball comes)
    for b in list(range(1, ALL + 1)) + [RED_BALL]:
        show(panel, (b,))
        big, body, texts = big_group(panel)
        assert len(texts) == (1 if b == RED_BALL else 2) and all(painting._stamp(t) is not None for t in texts)

        def under(p, big=big, body=body):
            p.drawPixmap(big.rect, painting._ball_pixmap(body, 1.0, panel.background))

        def whole(p, texts=texts):
            for t in texts:
                img, m = drawn[t.text]
                p.drawImage(t.rect.x() - m, t.rect.y() - m, img)

        stamped = painted(panel, lambda p, texts=texts: (under(p), painting._stamp_texts(p, texts, 1.0)))
        assert stamped == painted(panel, lambda p: (under(p), whole(p))), b
        # and as Qt draws them on the panel: the same but for an eighth of a pixel on their edges
        assert levels_apart(stamped, painted(panel, lambda p, texts=texts: (under(p), _run(p, texts)))) <= 64


def levels_apart(a: QImage, b: QImage) -> int:
    """``channels_apart`` for whole screens (numpy)."""
    import numpy as np

    def arr(img: QImage):
        return np.frombuffer(img.constBits(), np.uint8, img.sizeInBytes()).astype(np.int16)

    return int(np.abs(arr(a) - arr(b)).max())


def test_issue20_a_ball_painted_takes_its_texts_from_the_stamps(panel, qtbot):
    """Once warm, a new last ball draws no text (its letter and number, the title and the count are
    copied from their stamps); a paint that finds no stamp makes the last ball's at once, draws the
    title and the count, and the panel looks the same either way."""
    painting._STAMPS.clear()
    show(panel, BALLS[:2])
    warmed(panel, qtbot)
    made = painting.stamps_made[0]
    sizes: list[int] = []
    real = QPainter.drawText

    def counted(self, *a):
        sizes.append(self.font().pixelSize())
        return real(self, *a)

    show(panel, BALLS[:3])
    QPainter.drawText = counted
    try:
        panel.repaint()
        assert sizes == [] and painting.stamps_made[0] == made  # (all from the stamps made while no ball came)
        from_stamps = picture(panel)
        painting._STAMPS.clear()
        panel.repaint()
        big_px = max(t.font.pixelSize() for t in big_group(panel)[2])
        assert sizes and max(sizes) == big_px  # (drawn once each, into their new stamps)
        assert painting.stamps_made[0] == made + 2
        again, big = picture(panel), panel.big_ball_rect()
        assert all(again.pixel(x, y) == from_stamps.pixel(x, y)
                   for y in range(0, panel.height(), 3) for x in range(0, panel.width(), 3) if not big.contains(x, y))
    finally:
        QPainter.drawText = real


def test_issue20_a_stamp_too_large_for_the_memory_is_not_kept(panel, qtbot, monkeypatch):
    """A screen so large that a stamp would pass its share of the memory has its texts drawn."""
    monkeypatch.setattr(painting, "STAMP_MOST", 1000)
    painting._STAMPS.clear()
    show(panel, BALLS[:1])
    _big, _body, texts = big_group(panel)
    assert all(painting._stamp(t, make=True) is None for t in texts)
    drawn: list[str] = []
    real = QPainter.drawText
    monkeypatch.setattr(QPainter, "drawText", lambda self, *a: (drawn.append(a[-1]), real(self, *a)))
    painted(panel, lambda p: painting._stamp_texts(p, texts, 1.0))
    assert drawn == [t.text for t in texts]
