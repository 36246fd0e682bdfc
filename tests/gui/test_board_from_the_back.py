"""The board read from the back of the hall and the red light beside it (issue 24 majors 4, 5),
measured on the rendered public screen (QWidget.grab) at 1920×1080 and 1280×720: the board's
digits at least 5 % of the screen's height — while the draw runs, while three claims are verified
and under the red light — and the red light's banner over none of the board's rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QRegion

from hallstation.gui.display.window import PublicDisplay
from hallstation.services.views import BoardView

from .shown import shown
from .test_display_readability import BALLS, GAME, claim, dark, ink_rows, prizes
from .test_geometry import keep

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SIZES = [(1920, 1080), (1280, 720)]
ALL = tuple(b for b in range(1, 76))


def views():
    drawing = BoardView(balls=BALLS, prizes=prizes(), **GAME)
    verifying = BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True,
                          claims=(claim(150, 1), claim(1203, 2), claim(2999, 3)))
    # the major prize won: its verification, then the break after it (the red light on)
    red_verifying = BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True,
                              claims=(claim(150, 1),), major_won=True, major_winners=(150,), major_state="won")
    red_break = BoardView(**{**GAME, "on_break": True, "state": "finished"}, balls=BALLS, prizes=prizes(),
                          major_won=True, major_winners=(150,), major_state="won", next_pot=35_900)
    return {"drawing": drawing, "verifying": verifying, "red light, verifying": red_verifying, "red light, break": red_break}


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def screen(request, qtbot):
    w, h = request.param
    d = PublicDisplay(None)
    shown(qtbot, d, w, h)
    yield d, w, h
    d.shutdown()


def digit_rows(d: PublicDisplay, img, ball: int) -> int:
    """The height of a lit cell's black digits on the image, in pixels."""
    r = d.board.cell_rects[ball]
    rect = QRect(d.board.mapTo(d, r.topLeft()), r.size()).adjusted(3, 3, -3, -3)
    return ink_rows(img, rect, dark)


def test_board_digits_at_least_5_percent_of_the_screen_height(screen):
    d, w, h = screen
    measured = {}
    for name, view in views().items():
        d.render(view)
        img = d.grab().toImage()
        assert img.height() == h
        if d.on_break:  # between games the break's results cover the board's column
            continue
        assert d.board.isVisibleTo(d), name
        keep(d, f"board_{name.replace(' ', '_').replace(',', '')}_{w}x{h}.png")
        # every two-digit lit cell but the last ball's (its own colours): 10…75
        rows = [digit_rows(d, img, b) for b in BALLS[:-1] if b >= 10]
        measured[name] = min(rows)
        assert min(rows) >= 0.05 * h, f"{name} at {w}×{h}: digits {min(rows)} px, {min(rows) / h:.1%} of the height"
    print(f"board digits at {w}×{h}:", {k: f"{v} px = {v / h:.1%}" for k, v in measured.items()})


def test_the_red_light_covers_no_row_of_the_board(screen):
    d, w, h = screen
    for name, view in views().items():
        if not view.major_won:
            continue
        d.render(view)
        img = d.grab().toImage()
        keep(d, f"red_light_{name.replace(' ', '_').replace(',', '')}_{w}x{h}.png")
        assert d.red_light_on, name
        lit = d.red_light.mask()
        board = QRect(d.board.mapTo(d, QPoint(0, 0)), d.board.size())
        assert not lit.intersects(QRegion(board)), f"{name} at {w}×{h}: the red light {lit.boundingRect()} over the board {board}"
        for b in ALL:  # on the image: every cell shows its own colour, nothing red over it
            r = d.board.cell_rects[b]
            p = d.board.mapTo(d, QPoint(r.center().x(), r.y() + max(3, r.height() // 10)))
            c = img.pixelColor(p)
            assert not (c.red() > 150 and c.green() < 80 and c.blue() < 80), (name, b, c.name())
        # the banner keeps its band: its text is inside the screen, above the board
        banner = d.red_light.banner_area
        assert banner is not None and banner.bottom() < board.top() and banner.height() >= 0.08 * h
