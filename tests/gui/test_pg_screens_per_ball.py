"""Many screens (issue 20 §5): what a screens PC does for each ball is small — it reads from the
server only the rows after the last one it folded (in one round trip, the new rows' link to the
last checked row's hash checked with them), folds only those, and repaints only what changed: the
two cells of the number board that changed (not the rectangle between them), the last ball's
panel and the ball count; nothing of a part whose data did not change, nothing of a part that is
hidden. On the real PostgreSQL server, through the display account; no timing here (the CPU it
costs is measured by bench/bench_network.py)."""

from __future__ import annotations

import pytest

from hallstation.gui.bridge import StationBridge
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.station import Station
from tests.gui.conftest import ScriptedDrawer
from tests.gui.test_terminals import make_hall

from .shown import shown

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, showing windows


@pytest.fixture
def screens(qtbot, tmp_path, pg_url, pg_display_url):
    hall = make_hall(pg_url, tmp_path / "caller")
    caller = Station(hall, store=pg_url, drawer=ScriptedDrawer([5, 70, 33, 41]))
    assert caller.acquire_drive() is None
    display_station = Station(tmp_path / "screens", store=pg_display_url, read_only=True)
    bridge = StationBridge(display_station)
    board = PublicDisplay(bridge)
    shown(qtbot, board, 1920, 1080)
    yield caller, display_station, bridge, board
    bridge.detach()
    display_station.close()
    caller.close()


def _shows(board, balls):
    return board.view is not None and board.view.balls == tuple(balls) and board.board.paint_count > 0


def test_issue20_a_screen_reads_only_the_new_rows_and_repaints_only_what_changed(qtbot, screens):
    caller, st, bridge, board = screens
    follower = bridge.follower
    caller.draw()
    qtbot.waitUntil(lambda: _shows(board, [5]), timeout=5000)
    cells = board.board.cell_rects
    # the second ball, 70, far from 5 on the board: the two cells repainted, each alone
    read, head = follower.rows_read, caller.state.last_seq
    paints = {name: getattr(board, name).paint_count for name in ("board", "last", "info", "prizes", "major", "minors")}
    relayouts, prizes = board.camera_ball.relayouts, board.prizes.prizes
    caller.draw()
    new_rows = caller.state.last_seq - head
    qtbot.waitUntil(lambda: _shows(board, [5, 70]) and board.board.paint_count > paints["board"] and board.last.paint_count > paints["last"], timeout=5000)
    assert follower.rows_read - read == new_rows >= 1  # only the rows after the last one folded
    assert st.state.last_seq == caller.state.last_seq
    assert board.board.dirty_cells == {5, 70}
    assert sorted(r.getRect() for r in board.board.painted) == sorted(cells[b].getRect() for b in (5, 70))
    between = cells[5].united(cells[70])
    assert all(r.width() * r.height() < between.width() * between.height() / 4 for r in board.board.painted)
    # what did not change is not repainted; the camera screen's last ball, hidden here, not even laid out
    if board.prizes.prizes == prizes:  # (a prize's live bonus window may have moved with the ball)
        assert board.prizes.paint_count == paints["prizes"]
    assert board.major.paint_count == paints["major"] and board.minors.paint_count == paints["minors"]
    assert board.info.paint_count == paints["info"]  # the game and series line: the same drawing (the count is the last ball's)
    assert board.camera_ball.isHidden() and board.camera_ball.relayouts == relayouts
    # shown, it is laid out at once with the last ball
    board.set_mode("camera")
    assert board.camera_ball.relayouts == relayouts + 1 and board.camera_ball.last == 70
    assert board.camera_ball.number_font() is not None


def test_issue20_each_notification_costs_one_read_of_the_new_rows_and_the_witness_follows(qtbot, screens):
    caller, st, bridge, _board = screens
    follower = bridge.follower
    for n in range(1, 4):
        head = caller.state.last_seq
        read = follower.rows_read
        caller.draw()
        qtbot.waitUntil(lambda n=n: st.current_game is not None and len(st.current_game.balls) == n, timeout=5000)
        assert follower.rows_read - read == caller.state.last_seq - head  # never the log again
    # the screens PC's witness mark follows, once the screens have the ball
    qtbot.waitUntil(lambda: (st.store.read_witness() or {}).get("seq") == caller.state.last_seq, timeout=5000)
    assert st.store.witness_problem() is None


def test_issue20_a_part_repaints_only_the_places_whose_drawing_changed(qtbot):
    """A part of the board whose state changes repaints the places of the operations that changed
    (before and after), not the whole part: the game line's game number, not the series beside it."""
    from hallstation.gui.display.board import InfoBar
    from hallstation.gui.display.painting import reach

    bar = InfoBar()
    qtbot.addWidget(bar)
    bar.resize(1900, 60)
    bar.set_state(3, 2, "rojo", "R", 10)
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.waitUntil(lambda: bar.paint_count > 0, timeout=3000)
    before, left, right = bar.paint_count, bar.ops[0], bar.ops[1]
    bar.set_state(4, 2, "rojo", "R", 10)  # the game's number moved: the left text only
    qtbot.waitUntil(lambda: bar.paint_count > before, timeout=3000)
    painted = bar.painted[0]
    for r in bar.painted[1:]:
        painted = painted.united(r)
    assert painted.intersects(left.rect) and painted.contains(reach(bar.ops[0]).intersected(bar.rect()))
    assert not painted.contains(right.rect)  # the right-hand text's place is not repainted
    # the count alone moved (it is not on the game line): not even laid out again, no repaint asked for
    asked, relayouts = [], bar.relayouts
    bar.update = lambda *a: asked.append(a)
    texts = bar.texts()
    bar.set_state(4, 2, "rojo", "R", 11)
    assert bar.relayouts == relayouts and asked == [] and bar.texts() == texts and bar.state[4] == 11
    bar.set_state(5, 2, "rojo", "R", 11)
    assert len(asked) == 1 and asked[0][0].boundingRect().intersects(left.rect) and not asked[0][0].contains(right.rect.center())
