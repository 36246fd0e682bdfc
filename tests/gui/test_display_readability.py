"""The public screens read from the back of the hall (issue 11 §2), measured at 1920×1080 on the
widgets' geometry and colours and on the rendered image (QWidget.grab)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QFontMetrics, QRegion

from hallstation.core.bingo.balls import column_of
from hallstation.gui.display.overlays import award_text
from hallstation.gui.display.painting import LIT_CELL, UNLIT_CELL, contrast, digit_height, letter_colour
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.views import BoardView, ClaimCard, PrizeLine

from .shown import shown

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

W, H = 1920, 1080
BALLS = tuple(random.Random(3).sample(range(1, 76), 40))
AMOUNTS = {"line": 18000, "t_l": 36000, "p_u_n": 54000, "a_d_e_s": 72000, "full_card": 360000}
NAMES = {"line": "Line", "t_l": "T or L", "p_u_n": "P, U or N", "a_d_e_s": "A, D, E or S", "full_card": "Full card"}
GAME = dict(game=12, state="drawing", series=7, series_color="Rojo", series_letter="A", major_amount=1_234_500, major_limit=55, on_break=False, proclaimed=True)


def prizes(awarded=None):
    awarded = awarded or {}
    return tuple(
        PrizeLine(p, n, AMOUNTS[p], 0, None, p in awarded, *(awarded.get(p, ((), ()))))
        for p, n in NAMES.items()
    )


def claim(no: int, claim_id: int) -> ClaimCard:
    rng = random.Random(no)
    cols = [rng.sample(range(1 + 15 * c, 16 + 15 * c), 5) for c in range(5)]
    grid = tuple(None if (r, c) == (2, 2) else cols[c][r] for r in range(5) for c in range(5))
    marked = tuple(n is None or n in BALLS for n in grid)
    return ClaimCard(claim_id, 7, no, True, None, grid, marked, {"line": (40, "row 1")}, ("line",), read=5, highlight=grid[4])


@pytest.fixture
def display(qtbot):
    d = PublicDisplay(None)
    shown(qtbot, d, W, H)
    yield d
    d.shutdown()


def shot(d: PublicDisplay, view: BoardView):
    d.render(view)
    return d.grab().toImage()


def cell_background(d: PublicDisplay, img, ball: int) -> QColor:
    """A cell's background, above its digits."""
    r = d.board.cell_rects[ball]
    p = d.board.mapTo(d, QPoint(r.center().x(), r.y() + max(3, r.height() // 10)))
    return img.pixelColor(p)


def ink_rows(img, rect: QRect, is_ink, round_: bool = False) -> int:
    """How many pixel rows of ``rect`` hold ink (the height of what is written there); with
    ``round_``, only inside the ellipse ``rect`` bounds (a ball's face)."""
    cx, cy, rx, ry = rect.center().x(), rect.center().y(), rect.width() / 2, rect.height() / 2

    def inside(x: int, y: int) -> bool:
        return not round_ or ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

    rows = [
        y
        for y in range(rect.top(), rect.bottom() + 1)
        if any(inside(x, y) and is_ink(img.pixelColor(x, y)) for x in range(rect.left(), rect.right() + 1, 2))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def dark(c: QColor) -> bool:
    return max(c.red(), c.green(), c.blue()) < 70


# ---------------------------------------------------------------- the board
def test_lit_cells_fill_their_cell_in_a_bright_colour_contrast_7_to_1(display):
    assert contrast(LIT_CELL, UNLIT_CELL) >= 7  # from the colours the painter uses (13.3:1; it was 1.2:1)
    img = shot(display, BoardView(balls=BALLS, prizes=prizes(), **GAME))
    last = BALLS[-1]
    lit = [cell_background(display, img, b) for b in BALLS if b != last]
    unlit = [cell_background(display, img, b) for b in range(1, 76) if b not in BALLS]
    assert all(c == LIT_CELL for c in lit) and all(c == UNLIT_CELL for c in unlit)
    worst = min(contrast(a, b) for a in set(c.rgb() for c in lit) for b in set(c.rgb() for c in unlit) for a, b in [(QColor(a), QColor(b))])
    assert worst >= 7
    # the last ball's cell stands out from the other lit ones too
    assert cell_background(display, img, last) not in (LIT_CELL, UNLIT_CELL)


def test_board_digits_use_most_of_the_cell_height(display):
    img = shot(display, BoardView(balls=BALLS, prizes=prizes(), **GAME))
    cell = display.board.cell_rects[75]
    metric = digit_height(display.board._num_font)
    assert metric >= 0.5 * cell.height()
    assert metric >= 0.03 * H
    # on the image: the black digits of a lit cell (not the last one)
    b = next(b for b in BALLS[:-1] if b >= 10)
    r = display.board.cell_rects[b]
    rect = QRect(display.board.mapTo(display, r.topLeft()), r.size()).adjusted(3, 3, -3, -3)
    measured = ink_rows(img, rect, dark)
    assert abs(measured - metric) <= 3 and measured >= 0.5 * r.height()


# ---------------------------------------------------------------- the last ball
@pytest.mark.parametrize("ball", [12, 40, 59, 75])
def test_last_ball_number_a_fifth_of_the_screen_with_its_letter_large(display, ball):
    img = shot(display, BoardView(balls=BALLS + (ball,) if ball not in BALLS else BALLS[:-1] + (ball,), **GAME))
    panel = display.last
    assert panel.last == ball
    f = panel.number_font()
    assert digit_height(f) >= 0.2 * H
    # on the image: the black ink inside the ball's white face (the letter is in colour)
    big = panel.big_ball_rect()
    rim = big.width() // 18 + 2
    face = QRect(panel.mapTo(display, big.topLeft()), big.size()).adjusted(rim, rim, -rim, -rim)
    measured = ink_rows(img, face, dark, round_=True)
    number = QFontMetrics(f).tightBoundingRect(str(ball)).height()
    assert abs(measured - number) <= 4 and measured >= 0.2 * H
    letter = next(op for op in panel.ops if op.kind == "text" and op.text == "BINGO"[column_of(ball)])
    assert digit_height(f) > QFontMetrics(letter.font).tightBoundingRect(letter.text).height() >= 0.08 * H


def test_the_n_ball_is_not_white_on_white(display):
    white = QColor("#ffffff")
    assert contrast(letter_colour(2), white) >= 4.5  # N: violet, no longer #eeeeee on a white face
    assert all(contrast(letter_colour(i), white) >= 2 for i in range(5))  # every ball shows its colour
    shot(display, BoardView(balls=(5, 20, 40), **GAME))
    ball = next(op for op in display.last.ops if op.kind == "ball" and op.rect == display.last.big_ball_rect())
    assert ball.brush == letter_colour(2)
    letter = next(op for op in display.last.ops if op.kind == "text" and op.text == "N")
    assert contrast(letter.pen, white) >= 3  # the letter on the white face, in the ball's colour


# ---------------------------------------------------------------- the prizes
def test_prize_amounts_at_least_5_percent_of_the_screen_height(display):
    shot(display, BoardView(balls=BALLS, prizes=prizes(), **GAME))
    fonts = display.prizes.amount_fonts
    assert len(fonts) == 5 and min(digit_height(f) for f in fonts) >= 0.05 * H
    major_amount = max((op for op in display.major.ops if op.kind == "text" and op.text.startswith("$")), key=lambda op: op.font.pixelSize())
    assert digit_height(major_amount.font) >= 0.05 * H


# ---------------------------------------------------------------- claims (Art. 11)
def test_the_board_stays_in_sight_while_three_claims_are_verified(display, spanish):
    view = BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True, claims=(claim(150, 1), claim(1203, 2), claim(2999, 3)))
    img = shot(display, view)
    assert display.verifying and display.board.isVisibleTo(display)
    assert not display.claims.geometry().intersects(display.board.geometry())
    assert not display.claims.geometry().intersects(display.last.geometry())
    # every cell of the board is on the screen as it is: lit or unlit
    last = BALLS[-1]
    for b in range(1, 76):
        if b != last:
            assert cell_background(display, img, b) == (LIT_CELL if b in BALLS else UNLIT_CELL), b
    # the three cards side by side, their captions whole (on two lines where their room is
    # narrow, the card's number never apart from its word) and apart
    caps = display.claims.caption_rects
    assert [c for c, _ in caps] == ["Serie 7 · Cartón 150", "Serie 7 · Cartón 1203", "Serie 7 · Cartón 2999"]
    caption_ops = {op.text.replace("\u00a0", " "): op for op in display.claims.ops if op.kind == "text" and op.text.replace("\u00a0", " ") in dict(caps)}
    for text, rect in caps:
        op = caption_ops[text]
        assert op.text.endswith("Cartón\u00a0" + text.rsplit(" ", 1)[1])
        box = QFontMetrics(op.font).boundingRect(rect, op.flags, op.text)
        assert box.width() <= rect.width() and box.height() <= rect.height(), (text, box, rect)
        assert display.claims.rect().contains(rect)
    for (_, a), (_, b) in zip(caps, caps[1:]):
        assert not a.intersects(b)


def test_after_the_award_the_hall_sees_who_won_what(display, spanish):
    now = (
        PrizeLine("line", "Line", 18000, 0, None, True, (150, 1203), (9000, 9000)),
        PrizeLine("t_l", "T or L", 36000, 0, None, True, (2999,), (36000,)),
    )
    view = BoardView(**GAME, balls=BALLS, prizes=prizes({"line": ((150, 1203), (9000, 9000)), "t_l": ((2999,), (36000,))}), awarded_now=now)
    shot(display, view)
    assert display.showing_awards and not display.verifying and display.board.isVisibleTo(display)
    assert display.claims.banner_text() == "PREMIO ADJUDICADO"
    assert display.claims.result_lines() == ["Línea — cartones 150, 1203 — $ 90 cada uno", "T o L — cartón 2999 — $ 360"]
    assert award_text(PrizeLine("line", "Line", 18000, 0, None, True, (150,), (18000,))) == "Línea — cartón 150 — $ 180"
    # the next ball: the board and the prizes again
    display.render(BoardView(**GAME, balls=BALLS + (76 - 1,) if 75 not in BALLS else BALLS, prizes=view.prizes))
    assert not display.claims.isVisibleTo(display)


# ---------------------------------------------------------------- the major prize (Arts. 12, 13)
def test_major_panel_says_when_the_limit_passed(display, spanish):
    shot(display, BoardView(**GAME, balls=BALLS, prizes=prizes(), major_state="open", next_pot=1_234_500))
    assert display.major.state_text() == "hasta la bolilla 55"
    shot(display, BoardView(**GAME, balls=tuple(range(1, 57)), prizes=prizes(), major_state="passed", next_pot=1_234_500))
    assert display.major.state_text() == "No se ganó en este juego; el pozo sigue al próximo"
    assert any(op.text == display.major.state_text() for op in display.major.ops)


def test_break_after_a_win_shows_the_new_pot_not_the_amount_paid(display, spanish):
    won = BoardView(
        **{**GAME, "on_break": True, "state": "finished", "major_amount": 1_197_400},
        balls=BALLS[:38], prizes=prizes({p: ((150,), (AMOUNTS[p],)) for p in NAMES}),
        major_won=True, major_winners=(150,), major_state="won", next_pot=35_900,
    )
    shot(display, won)
    assert display.on_break
    assert display.breaks.pot_text() == "Pozo del Premio Mayor para el próximo juego: $ 359"
    assert "Premio Mayor — cartón 150 — $ 11.974" in display.breaks.result_lines()
    passed = BoardView(**{**GAME, "on_break": True, "state": "finished"}, balls=tuple(range(1, 60)), prizes=prizes(), major_state="passed", next_pot=1_234_500)
    shot(display, passed)
    assert display.breaks.pot_text() == "El Premio Mayor no se ganó en este juego; el pozo sigue al próximo: $ 12.345"


def test_the_red_light_frame_covers_neither_the_ball_count_nor_the_minors_sign(display):
    won = BoardView(**{**GAME, "on_break": True, "state": "finished"}, balls=BALLS[:38], major_won=True, major_winners=(150,), major_state="won", next_pot=35_900)
    shot(display, won)
    assert display.red_light_on
    lit = display.red_light.mask()
    for w in (display.minors, display.last, display.camera):
        assert not lit.intersects(QRegion(w.geometry())), w
    info = display.info
    count = QRect(info.mapTo(display, QPoint(int(info.width() * 0.7), 0)), QPoint(info.mapTo(display, QPoint(info.width() - 1, info.height() - 1))))
    assert not lit.intersects(QRegion(count))


# ---------------------------------------------------------------- the poker jackpot sign
class _Bridge:
    def __init__(self, celebrating: bool = False) -> None:
        from types import SimpleNamespace

        from PySide6.QtCore import QObject, Signal

        from hallstation.services.poker import PayLine

        class Sig(QObject):
            changed = Signal()

        self._sig = Sig()
        self.changed = self._sig.changed
        hit = SimpleNamespace(seat=3, hand_class="four_of_a_kind", amount_cents=500_000)
        table = (
            PayLine("royal_flush", 10000, 12_345_600), PayLine("straight_flush", 1000, 1_234_560),
            PayLine("four_of_a_kind", None, 500_000), PayLine("full_house", None, 100_000), PayLine("flush", None, 50_000),
        )
        self.v = SimpleNamespace(meter_cents=12_345_600, celebrating=celebrating, table=1, round=7, last_hits=(), hits=(hit,), pay_table=table)

    def view(self):
        return self.v


@pytest.mark.parametrize(("size", "least"), [((613, 170), 16), ((960, 540), 30), ((1920, 1080), 60)])
def test_jackpot_sign_pay_table_readable_at_the_table(qtbot, spanish, size, least):
    from hallstation.gui.poker.sign import JackpotSign

    sign = JackpotSign(_Bridge())
    qtbot.addWidget(sign)
    sign.resize(*size)
    sign.grab()  # paints
    assert len(sign.table_px) == 10 and min(sign.table_px) >= least  # was about 9 px in the board's corner


def test_jackpot_sign_words_match_the_rest(qtbot, spanish):
    from hallstation.gui.poker.sign import JackpotSign

    sign = JackpotSign(_Bridge(celebrating=True))
    qtbot.addWidget(sign)
    words = [sign.tr("PROGRESSIVE JACKPOT"), sign.tr("JACKPOT WON!"), sign.tr("{pct} % of the jackpot")]
    assert words == ["POZO PROGRESIVO", "¡POZO GANADO!", "{pct} % del pozo"]
    assert not any("JACKPOT" in w.upper() for w in words)
