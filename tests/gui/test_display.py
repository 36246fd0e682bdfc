"""The public display (Arts. 2.3, 2.4, 8, 11, 12, 14, 16, 17, 18), driven through a real station."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QPoint

from hallstation.core.bingo.game import FINISHED
from hallstation.core.money import format_money
from hallstation.gui.bridge import StationBridge
from hallstation.gui.display.camera import CameraPanel, parse_source, zoom_rect
from hallstation.gui.display.painting import LIT_CELL, UNLIT_CELL
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station
from hallstation.services.views import BoardView, PrizeLine

from .shown import shown


def tr(ctx: str, text: str) -> str:
    return QCoreApplication.translate(ctx, text)


@pytest.fixture
def game_station(tmp_path, copy_demo):
    st = Station(copy_demo(tmp_path / "data"), drawer=SeededDrawer(4321))  # create_demo_day's, built once
    yield st
    st.close()


@pytest.fixture
def bridge(game_station):
    b = StationBridge(game_station)
    yield b
    b.detach()


@pytest.fixture
def display(qtbot, bridge):
    d = PublicDisplay(bridge)
    shown(qtbot, d, 1920, 1080)
    yield d
    d.shutdown()


@pytest.fixture
def bare(qtbot):
    d = PublicDisplay(None)
    qtbot.addWidget(d)
    d.resize(1280, 720)
    d.show()
    yield d
    d.shutdown()


def draw_until_winners(station: Station) -> dict[str, list[int]]:
    while True:
        station.draw()
        pw = station.possible_winners()
        if pw:
            return pw


def claim_all(station: Station, pw: dict[str, list[int]]) -> None:
    g = station.current_game
    station.pause()
    for cards in pw.values():
        for c in cards:
            if not any(cl.card == c for cl in g.claims.values() if cl.ball_count == g.ball_count):
                station.claim(g.config.series, c)


def award(station: Station) -> list:
    """The jury's part of each open claim (Art. 11) where the core asks for it, then the award."""
    g = station.current_game
    need = getattr(g.config, "jury_signoffs", 0)
    if need and hasattr(station, "sign_claim"):
        for c in list(g.claims.values()):
            if c.valid and not c.awarded and not getattr(c, "stamp", None):
                for name, pin in (("jurado1", "1111"), ("jurado2", "2222"), ("jurado3", "3333"))[:need]:
                    station.sign_claim(c.id, name, pin)
                station.stamp_claim(c.id)
    awards = station.award()
    # Art. 11: the winners are paid (where the core records payments) so the draw can go on
    g = station.current_game or station.last_game
    if hasattr(station, "pay") and hasattr(g, "prizes_won"):
        cashier = None
        for c in list(g.claims.values()):
            if getattr(c, "awarded", False):
                for prize in g.prizes_won(c):
                    if prize not in getattr(c, "paid", {}):
                        method = "cheque" if prize == "major" else "cash"
                        cashier = cashier or station.authenticate("cajero", "4444")  # the pay desk's cashier
                        station.pay(c.id, prize, method, winner="Ana Pérez", id_doc="1.234.567-8", game=g.number, session=cashier)
        if cashier is not None:
            station.logout(cashier)
    return awards


def cell_colour(d: PublicDisplay, ball: int):
    r = d.board.cell_rects[ball]
    img = d.board.grab().toImage()
    return img.pixelColor(QPoint(r.x() + 3, r.center().y()))


def not_blank(widget) -> bool:
    img = widget.grab().toImage().scaled(64, 36)
    colours = {img.pixel(x, y) for x in range(img.width()) for y in range(img.height())}
    return len(colours) > 8


# ---------------------------------------------------------------- board and last ball (Arts. 2.3, 17)
def test_art2_3_board_lights_numbers_as_they_are_drawn(display, game_station, qtbot):
    assert display.board.lit == frozenset() and not_blank(display)
    drawn = [game_station.draw() for _ in range(3)]
    assert display.board.lit == frozenset(drawn) == game_station.current_game.drawn_set
    unlit = next(b for b in range(1, 76) if b not in drawn)
    assert cell_colour(display, drawn[0]) == LIT_CELL
    assert cell_colour(display, unlit) == UNLIT_CELL
    nxt = game_station.draw()
    # only the new ball and the previous last ball (no longer highlighted) are repainted
    assert display.board.dirty_cells == {nxt, drawn[-1]}
    assert not_blank(display.board)


def test_art2_3_a_drawn_ball_is_painted_at_the_next_frame(display, game_station, qapp):
    before = display.board.paint_count
    ball = game_station.draw()
    qapp.processEvents()
    assert display.board.paint_count > before and display.board.is_lit(ball)


def test_art2_3_last_ball_large_with_previous_five_and_count(display, game_station, bridge):
    drawn = [game_station.draw() for _ in range(8)]
    last = display.last
    assert last.last == drawn[-1]
    assert last.previous == tuple(reversed(drawn[-6:-1]))
    assert last.count == 8 and last.count_text() == tr("LastBallPanel", "Balls: {count}").format(count=8)
    # the big ball takes a good part of the screen height
    big = max((op.rect for op in last.ops if op.kind == "ball"), key=lambda r: r.height())
    assert big.height() >= 0.28 * display.height()


def test_art17_board_letters_follow_the_hall_word(bare):
    view = BoardView(word="LOTTO", balls=(1, 20))
    bare.render(view)
    letters = [op.text for op in bare.board.ops if op.kind == "text"]
    assert letters == list("LOTTO")
    assert bare.last.word == "LOTTO"


def test_display_shows_spanish_by_default(spanish, bare):
    bare.render(BoardView(balls=tuple(range(1, 24)), minors_sign=True))
    assert bare.last.count_text() == "Bolillas: 23"
    assert bare.minors.text() == "Prohibida la entrada a menores de 18 años"
    assert bare.camera.no_camera_text() == "Sin cámara"


def test_fonts_scale_with_the_window(bare, qtbot):
    bare.resize(960, 540)
    small = bare.board._num_font.pixelSize()
    bare.resize(1920, 1080)
    assert bare.board._num_font.pixelSize() > small * 1.6


# ---------------------------------------------------------------- dividend board (Arts. 7, 8, 11, 14)
def test_art8_bonus_window_shown_live(display, game_station, spanish):
    for _ in range(3):
        game_station.draw()
    rows = {name: note for name, _amount, note, _aw in display.prizes.row_texts()}
    assert rows[tr("Prize", "Line")] == "×5 hasta la bolilla 5"
    assert rows[tr("Prize", "T or L")] == "×5 hasta la bolilla 11"
    assert rows[tr("Prize", "Full card")] == ""


def test_art8_3_promotional_bonus_on_the_board(bare):
    line = PrizeLine("line", "Line", 18000, 50, (3, 7), False)
    bare.render(BoardView(prizes=(line,), game=1))
    assert bare.prizes.bonus_text(line) == "   ".join(
        [tr("PrizeBoard", "×{factor} up to ball {ball}").format(factor=3, ball=7), tr("PrizeBoard", "+{pct} %").format(pct=50)]
    )
    name, amount, note, awarded = bare.prizes.row_texts()[0]
    assert name == tr("Prize", "Line") and amount == "$ 180" and not awarded


def test_art11_awarded_prize_goes_dark(display, game_station):
    pw = draw_until_winners(game_station)
    claim_all(game_station, pw)
    awards = award(game_station)
    assert awards
    view = display.bridge.view()
    dark = {p.prize for p in view.prizes if p.awarded}
    assert dark == {a.prize for a in awards if a.prize != "major"}
    for (name, _amount, note, awarded), line in zip(display.prizes.row_texts(), view.prizes):
        assert awarded == line.awarded
        if awarded:  # Art. 14: the winners and the split are shown
            assert all(str(c) in note for c in line.winners)
        else:
            assert str(line.winners) not in note
    assert not_blank(display.prizes)


# ---------------------------------------------------------------- red light (Art. 12)
def test_art12_red_light_on_when_major_won(bare, qtbot):
    bare.render(BoardView(game=1, major_amount=1_234_500, major_limit=55))
    assert not bare.red_light_on
    bare.render(BoardView(game=1, major_amount=1_234_500, major_limit=55, major_won=True, major_winners=(77,)))
    assert bare.red_light_on
    assert "77" in bare.red_light.detail_text() and "$ 12.345" in bare.red_light.detail_text()
    level = bare.red_light.level
    qtbot.waitUntil(lambda: abs(bare.red_light.level - level) > 0.05, timeout=2000)  # it pulses
    bare.render(BoardView(game=2))
    assert not bare.red_light_on


def test_art12_major_prize_amount_and_limit_announced(display, spanish):
    view = display.bridge.view()
    assert view.major_amount > 0
    assert display.major.major_text() == f"Premio Mayor {format_money(view.major_amount)} — hasta la bolilla {view.major_limit}"
    assert display.major.limit == view.major_limit == 55


# ---------------------------------------------------------------- claims (Art. 11)
def test_art11_verifying_banner_with_the_claimed_card_when_paused(display, game_station, spanish):
    assert not display.verifying
    pw = draw_until_winners(game_station)
    claim_all(game_station, pw)
    assert display.verifying
    assert display.claims.banner_text() == "VERIFICANDO PREMIO"
    shown = display.claims.claims
    assert shown and all(len(c.grid) == 25 and c.grid[12] is None for c in shown)
    drawn = game_station.current_game.drawn_set
    for c in shown:
        assert c.marked == tuple(n is None or n in drawn for n in c.grid)
    assert not_blank(display.claims)
    award(game_station)
    if game_station.current_game is not None:
        game_station.resume()
        assert not display.verifying


# ---------------------------------------------------------------- corrections, red ball (Art. 2)
def test_art2_correction_announced_until_the_next_ball(display, game_station, spanish):
    for _ in range(3):
        game_station.draw()
    ball = game_station.undo_last_ball("jurado1", "1111")
    from hallstation.core.bingo.balls import label

    assert display.announcements() == [f"Corrección: la bolilla {label(ball)} fue anulada por el jurado"]
    assert not display.board.is_lit(ball)
    game_station.draw()
    assert display.announcements() == []


def test_art2_2_red_ball_announced(bare):
    bare.render(BoardView(game=1, balls=(3, 4), red_ball=True, red_drawn=True, red_message="Ronda gratis", on_break=False))
    texts = bare.announcements()
    assert len(texts) == 1 and "Ronda gratis" in texts[0] and tr("AnnouncementBar", "RED BALL!") in texts[0]
    bare.render(BoardView(game=1, balls=(3, 4, 5), red_ball=True, red_drawn=True, red_message="Ronda gratis", on_break=False))
    assert bare.announcements() == []


# ---------------------------------------------------------------- break, minors (Arts. 16, 18)
def test_art16_break_screen_after_the_game_finishes(display, game_station):
    g = game_station.current_game
    assert not display.on_break
    while g.state != FINISHED:
        claim_all(game_station, draw_until_winners(game_station))
        award(game_station)
        if g.state != FINISHED:
            game_station.resume()
    assert display.on_break
    assert display.breaks.title_text() == tr("BreakOverlay", "Break — the next game starts shortly")
    lines = display.breaks.result_lines()
    view = display.bridge.view()
    assert len(lines) == 5 + view.major_won  # the major prize last, when it was won
    assert all(tr("Prize", line.name) in text for line, text in zip(view.prizes, lines))
    # the pot the next game plays for: after a win what stayed in it, not what was paid
    assert format_money(view.next_pot if view.major_won else view.major_amount) in display.breaks.pot_text()
    assert not_blank(display.breaks)


def test_art18_minors_sign_always_visible_unless_turned_off(display, game_station):
    assert display.minors.isVisibleTo(display)
    assert display.minors.text() == tr("MinorsSign", "Minors are not admitted")
    admin = game_station.authenticate("admin", "1234")
    game_station.change_setting("minors_sign", False, admin)
    assert not display.minors.isVisibleTo(display)
    game_station.change_setting("minors_sign", True, admin)
    assert display.minors.isVisibleTo(display)


# ---------------------------------------------------------------- camera (Art. 2.4)
def test_art2_4_no_camera_source_shows_sin_camara(display):
    cam = display.camera
    assert cam.source == "" and cam.status == "none" and not cam.showing_picture
    assert cam._media == {}  # no media object is created without a source


@pytest.mark.qt_log_ignore(".*")
def test_art2_4_unreachable_camera_url_shows_sin_camara_without_raising(display, game_station, qtbot):
    game_station.change_setting("camera_source", "rtsp://127.0.0.1:9/blower", game_station.authenticate("admin", "1234"))
    cam = display.camera
    assert cam.source == "rtsp://127.0.0.1:9/blower"
    assert not cam.showing_picture
    qtbot.waitUntil(lambda: cam.status == "failed", timeout=12_000)
    assert cam.problem
    game_station.draw()  # the board keeps going
    assert display.board.lit


@pytest.mark.qt_log_ignore(".*")
def test_art2_4_missing_local_camera_shows_sin_camara(qtbot):
    cam = CameraPanel()
    qtbot.addWidget(cam)
    cam.set_source("camera:No Such Camera", 300)
    assert cam.status == "failed" and not cam.showing_picture and cam.zoom == 300
    cam.set_source("", 100)
    assert cam.status == "none"


def test_art2_4_camera_source_and_zoom():
    assert parse_source("") == ("none", "")
    assert parse_source("camera:USB Video") == ("camera", "USB Video")
    assert parse_source("rtsp://10.0.0.5/live") == ("url", "rtsp://10.0.0.5/live")
    assert parse_source("garbage") == ("none", "")
    assert zoom_rect(1920, 1080, 100).getRect() == (0, 0, 1920, 1080)
    assert zoom_rect(1920, 1080, 200).getRect() == (480, 270, 960, 540)
    assert zoom_rect(1920, 1080, 800).width() == 240
    assert zoom_rect(1920, 1080, 5000).width() == 240  # clamped to 800 %


def test_render_accepts_qwidget_render_arguments(bare):
    from PySide6.QtGui import QPixmap

    pm = QPixmap(200, 100)
    bare.render(pm)  # QWidget.render still works
    view = dataclasses.replace(BoardView(), balls=(5,))
    bare.render(view)
    assert bare.board.is_lit(5)


# ---------------------------------------------------------------- the jury rectifies (Art. 12)
def test_art12_while_the_jury_rectifies_the_boards_say_figures_being_corrected_never_zero(display, game_station, spanish):
    """The demo's figures ratified; the jury rectifies before the first ball: every prize and the
    major prize say "cifras en corrección" instead of an amount (never $ 0 in big digits) until
    the central cashier proclaims again."""
    st = game_station
    before = [line.amount for line in display.bridge.view().prizes]
    st.rectify("jurado2", "2222", "vendedor2 devolvió 5 cartones sin vender")
    v = display.bridge.view()
    assert v.correcting and not v.proclaimed and all(line.amount == 0 for line in v.prizes)
    display.render(v)
    rows = display.prizes.row_texts()
    assert [r[1] for r in rows] == ["cifras en corrección"] * 5
    assert "rectificando" in display.prizes.title_text()
    assert display.major.amount_text() == "cifras en corrección"
    assert "cifras en corrección" in display.major.major_text()
    texts = [op.text for op in display.prizes.ops + display.major.ops if getattr(op, "text", None)]
    assert texts.count("cifras en corrección") == 6  # five prizes and the major, drawn
    assert "$ 0" not in texts and not any(t.startswith("$") for t in texts)
    caj = st.authenticate("cajero", "4444")
    st.close_sales(session=caj)  # proclaimed again: the amounts are back (as proclaimed)
    v = display.bridge.view()
    display.render(v)
    assert not v.correcting and [line.amount for line in v.prizes] == before
    assert display.prizes.row_texts()[0][1] == format_money(before[0])
    assert display.major.amount_text() == format_money(v.major_amount)
