"""Many screens (issue 20 §5): the number board copies its cells from the board painted once per
look (unlit, lit, the last ball), and the last ball's panel takes its balls from memory, painted
while no ball comes. What is kept must never be stale: after a new ball, a correction, a new
size, a new hall word, another language or a new game, the screen shows what a screen made
afresh in that state shows, and what is on the screen after the repaints of the changed places
alone is what a whole repaint paints. No timing (bench/bench_network.py measures the CPU)."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter

from hallstation.gui.display import painting
from hallstation.gui.display.board import NumberBoard
from hallstation.gui.display.painting import LAST_CELL, LIT_CELL, UNLIT_CELL
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.views import BoardView

from .shown import shown

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def image(img: QImage) -> QImage:
    return img.convertToFormat(QImage.Format.Format_RGB32)


def pixels(img: QImage) -> np.ndarray:
    img = image(img)
    return np.frombuffer(img.constBits(), np.uint8, img.sizeInBytes()).reshape(img.height(), -1)[:, : img.width() * 4].astype(int)


# The board's digits and the last ball's are large texts Qt draws as paths: drawn at two moments of
# a process, their antialiased edges may come out a few levels apart (up to about 35 seen), so two
# pictures of the same state are compared channel by channel within that; a stale picture (a cell
# of the wrong look, another letter or number, another size) is hundreds of pixels off by far more.
EDGES = 48


def same(a: QImage, b: QImage) -> bool:
    return a.size() == b.size() and int(np.abs(pixels(a) - pixels(b)).max(initial=0)) <= EDGES


def on_screen(widget) -> QImage:
    """What the screen shows of ``widget`` now: its window's pixels, as its repaints left them."""
    window = widget.window()
    shot = window.screen().grabWindow(window.winId()).toImage()
    return image(shot.copy(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())))


def settle(qtbot, widget=None, painted: int | None = None) -> None:
    """The events processed; with ``painted``: until ``widget`` painted again since then."""
    if widget is not None and painted is not None:
        qtbot.waitUntil(lambda: widget.paint_count > painted, timeout=5000)
    qtbot.wait(20)


def cell_colour(board: NumberBoard, ball: int):
    """The cell's ground on the screen: of the three grounds, the one most of its pixels have."""
    r = board.cell_rects[ball]
    img = on_screen(board)
    grounds = {c.rgb(): c for c in (UNLIT_CELL, LIT_CELL, LAST_CELL)}
    seen = Counter(img.pixel(x, y) for x in range(r.left(), r.right() + 1, 2) for y in range(r.top(), r.bottom() + 1, 2))
    return QColor(grounds[max(grounds, key=lambda rgb: seen.get(rgb, 0))])


@pytest.fixture
def board(qtbot):
    b = NumberBoard()
    shown(qtbot, b, 1276, 475)
    return b


def fresh_board(qtbot, word, lit, last, size) -> QImage:
    b = NumberBoard()
    qtbot.addWidget(b)
    b.resize(size)
    b.set_state(word, frozenset(lit), last)
    return image(b.grab().toImage())


def test_issue20_the_board_after_each_change_is_the_board_made_afresh(board, qtbot):
    drawn: list[int] = []
    steps = [("BINGO", 7), ("BINGO", 70), ("BINGO", 33), ("LOTTO", None), ("LOTTO", 12), ("size", None), ("BINGO", 75)]
    for word, ball in steps:
        before = (board.faces_made, board.relayouts, board.paint_count)
        if word == "size":
            board.resize(900, 300)
            word = board.word
        elif ball is not None:
            drawn.append(ball)
        board.set_state(word, frozenset(drawn), drawn[-1] if drawn else None)
        settle(qtbot, board, before[2])
        if ball is not None and word == board.word and board.relayouts == before[1] and len(drawn) > 2:
            assert board.faces_made == before[0]  # a ball, its looks painted already: none painted again
        assert on_screen(board) == image(board.grab().toImage())  # the changed cells alone repainted: the whole
        assert same(board.grab().toImage(), fresh_board(qtbot, word, drawn, drawn[-1] if drawn else None, board.size()))
    assert cell_colour(board, 75) == LAST_CELL and cell_colour(board, 33) == LIT_CELL and cell_colour(board, 8) == UNLIT_CELL
    # painted again only for a new word and a new size: each of its 4 layouts' 3 looks once, when first needed
    assert 3 * 3 < board.faces_made <= 3 * 4


def test_issue20_a_correction_and_a_new_game_unlight_the_cells(board, qtbot):
    board.set_state("BINGO", frozenset({5, 20, 64}), 64)
    settle(qtbot)
    board.set_state("BINGO", frozenset({5, 20}), 20)  # the jury withdrew 64
    settle(qtbot)
    assert cell_colour(board, 64) == UNLIT_CELL and cell_colour(board, 20) == LAST_CELL and cell_colour(board, 5) == LIT_CELL
    board.set_state("BINGO", frozenset(), None)  # the next game
    settle(qtbot)
    assert all(cell_colour(board, b) == UNLIT_CELL for b in (5, 20, 64))
    assert same(on_screen(board), fresh_board(qtbot, "BINGO", (), None, board.size()))


@pytest.fixture
def display(qtbot):
    d = PublicDisplay(None)
    shown(qtbot, d, 1920, 1080)
    yield d
    d.shutdown()


def parts(d: PublicDisplay) -> dict[str, QImage]:
    """The parts of ``d`` whose drawing is kept in memory: the number board; the last ball's panel
    without the large ball's number (a text that large, drawn as a path, may come out a few levels
    apart on its edges from one painting to the next in a process: the panel draws it each time)."""
    last = image(d.last.grab().toImage())
    p = QPainter(last)
    for op in d.last.ops:
        if op.kind == "text" and op.font is not None and op.font.pixelSize() > d.last.height() // 5:
            p.fillRect(op.rect.adjusted(-4, -op.rect.height() // 2, 4, op.rect.height() // 2), QColor("#ff00ff"))
    p.end()
    return {"board": image(d.board.grab().toImage()), "last ball": last}


def fresh_display(qtbot, view, size) -> dict[str, QImage]:
    d = PublicDisplay(None)
    qtbot.addWidget(d)
    d.resize(size)
    d.render(view)
    got = parts(d)
    d.shutdown()
    return got


def test_issue20_the_display_after_each_change_is_the_display_made_afresh(display, qtbot, spanish):
    views = [
        BoardView(game=1, balls=(9,)),
        BoardView(game=1, balls=(9, 61, 17)),
        BoardView(word="LOTTO", game=1, balls=(9, 61, 17, 44)),
        BoardView(game=2, balls=()),  # a new game
        BoardView(game=2, balls=(75, 76), red_ball=True),  # the red ball
    ]
    for i, view in enumerate(views):
        if i == 3:
            display.resize(1280, 720)
        display.render(view)
        settle(qtbot)
        got, want = parts(display), fresh_display(qtbot, view, display.size())
        assert all(same(got[k], want[k]) for k in got), view


def test_issue20_the_balls_are_painted_into_memory_before_they_come(display, qtbot):
    display.render(BoardView(game=1, balls=(3,)))
    panel = display.last
    qtbot.waitUntil(lambda: panel._warmed is not None and panel._warmed == panel._warm_for, timeout=5000)
    display.grab()  # (the hidden camera screen's ball gets its first size, once)
    made, rendered = painting.ball_ops_made[0], painting.balls_rendered[0]
    balls: list[int] = [3]
    for b in (60, 14, 75, 31, 46, 2, 76):  # every colour, the red ball, at every place
        balls.append(b)
        display.render(BoardView(game=1, balls=tuple(balls)))
        panel.grab()
    assert painting.ball_ops_made[0] == made and painting.balls_rendered[0] == rendered
    # laid out anew (another size), they are painted into memory again for it
    display.resize(1280, 720)
    qtbot.waitUntil(lambda: panel._warmed == panel._warm_for, timeout=5000)
    rendered = painting.balls_rendered[0]
    display.render(BoardView(game=1, balls=tuple(balls) + (50,)))
    panel.grab()
    assert painting.balls_rendered[0] == rendered


def test_issue20_the_board_paints_its_looks_before_the_first_ball(board, qtbot):
    """The three looks painted while no ball comes: the first ball and the second (the first lit
    cell) copy their cells, no look is painted when they come; laid out anew, the same again."""
    for size in ((1276, 475), (900, 300)):
        board.resize(*size)
        qtbot.waitUntil(lambda: len(board._faces) == 3, timeout=5000)
        made = board.faces_made
        board.set_state("BINGO", frozenset({12}), 12)
        settle(qtbot)
        board.set_state("BINGO", frozenset({12, 40}), 40)
        settle(qtbot)
        assert board.faces_made == made and cell_colour(board, 12) == LIT_CELL and cell_colour(board, 40) == LAST_CELL
        board.set_state("BINGO", frozenset(), None)
