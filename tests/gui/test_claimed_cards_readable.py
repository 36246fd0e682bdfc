"""The claimed cards on the public screen read from the hall, through the major prize's award
(issue 24, walk of round 3), measured on the rendered screen (QWidget.grab) at 1920×1080 and
1280×720:

- every card shown to the hall keeps its digits and its caption (series and card) at least 2.5 %
  of the screen's height — one card, three side by side, and three under the red light (co-winners
  checked after the major prize was awarded) — while the board keeps its 5 % and the red light its
  own band, over neither the board nor the cards;
- after the award only the award shows: "PREMIO ADJUDICADO" and who won what, no orange
  "VERIFICANDO PREMIO" bar left under the red light, the awarded cards no longer "being verified".

The hall: three cards that complete the full card on the same ball within the major prize's limit
(Arts. 12, 14), claimed, signed, stamped and awarded through the station (the services' ``hall``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QRegion

from hallstation.core.bingo.balls import label
from hallstation.core.bingo.patterns import FULL_CARD, MAJOR
from hallstation.gui.display.painting import AMBER, digit_height
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.views import board_view
from tests.core.bingo.helpers import CARD_A, FULL_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .shown import shown
from .test_display_readability import dark, ink_rows
from .test_geometry import keep

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SIZES = [(1920, 1080), (1280, 720)]
FLOOR = 0.025  # card digits and captions: 27 px on a 1080-line screen (they were 9–10 px)
# CARD_A and two cards that differ from it in one number of the B column: all three complete the
# full card (and the major prize) on ball 1, the last one drawn
CARD_6 = ((1, 2, 3, 4, 6), *CARD_A[1:])
CARD_7 = ((1, 2, 3, 4, 7), *CARD_A[1:])
DRAWN = [b for b in FULL_A if b != 1] + [6, 7, 1]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def screen(request, qtbot):
    w, h = request.param
    d = PublicDisplay(None)
    shown(qtbot, d, w, h)
    yield d, w, h
    d.shutdown()


@pytest.fixture
def major_three(hall):  # noqa: F811
    """The station paused on ball 1 with the three cards claimed, signed and stamped."""
    g = hall.setup(cards=(CARD_A, CARD_6, CARD_7), sold=(1, 2, 3))
    for b in DRAWN:
        hall.draw_text(label(b))
    hall.pause()
    claims = []
    for card in (1, 2, 3):
        c = hall.claim(g.series.number, card)
        assert c.valid, c.reason
        hall.sign_claim(c.id, "jurado1", "1111")
        hall.stamp_claim(c.id)
        claims.append(c)
    assert {a.prize for a in hall.current_game.compute_awards()} >= {FULL_CARD, MAJOR}
    return hall, claims


def ink_bands(img, rect: QRect, is_ink) -> list[int]:
    """The heights of the runs of pixel rows of ``rect`` holding ink: one per line of text."""
    rows = [any(is_ink(img.pixelColor(x, y)) for x in range(rect.left(), rect.right() + 1)) for y in range(rect.top(), rect.bottom() + 1)]
    bands, run = [], 0
    for on in rows + [False]:
        if on:
            run += 1
        elif run:
            bands.append(run)
            run = 0
    return bands


def light(c: QColor) -> bool:
    return min(c.red(), c.green(), c.blue()) > 180


def measure_cards(d: PublicDisplay, img) -> tuple[int, int]:
    """(the smallest two-digit number of a lit cell, the smallest line of a caption) of the cards
    on the screen, in pixels of ink."""
    o = d.claims
    at = o.mapTo(d, QPoint(0, 0))
    digits = [ink_rows(img, r.translated(at).adjusted(2, 2, -2, -2), dark) for n, r, lit in o.cell_rects if lit and n >= 10]
    captions = [min(ink_bands(img, r.translated(at), light)) for _, r in o.caption_rects]
    assert digits and captions
    return min(digits), min(captions)


def test_every_claimed_card_keeps_digits_and_caption_of_2_5_percent(screen, major_three):
    d, w, h = screen
    st, claims = major_three
    view = board_view(st)
    # one card, then three side by side, then the three again under the red light (co-winners
    # being checked once the major prize has been awarded: the same cards, not yet awarded)
    states = {
        "one card": replace(view, claims=view.claims[:1]),
        "three cards": view,
        "three cards, red light": replace(view, major_won=True, major_winners=(1,), major_state="won"),
    }
    measured = {}
    for name, v in states.items():
        d.render(v)
        img = d.grab().toImage()
        keep(d, f"claimed_cards_{name.replace(' ', '_').replace(',', '')}_{w}x{h}.png")
        assert d.verifying and len(d.claims.caption_rects) == len(v.claims), name
        digits, caption = measure_cards(d, img)
        measured[name] = (digits, caption)
        assert digits >= FLOOR * h, f"{name} at {w}×{h}: card digits {digits} px = {digits / h:.1%}"
        assert caption >= FLOOR * h, f"{name} at {w}×{h}: caption {caption} px = {caption / h:.1%}"
        # the cards inside the screen and apart; the board beside them, whole and readable
        cards = QRect(d.claims.mapTo(d, QPoint(0, 0)), d.claims.size())
        assert d.rect().contains(cards)
        board = QRect(d.board.mapTo(d, QPoint(0, 0)), d.board.size())
        assert not cards.intersects(board) and not cards.intersects(d.last.geometry())
        for _, r in d.claims.caption_rects:
            assert d.claims.rect().contains(r)
        board_digits = min(ink_rows(img, d.board.cell_rects[b].translated(board.topLeft()).adjusted(3, 3, -3, -3), dark)
                           for b in v.balls[:-1] if b >= 10)
        assert board_digits >= 0.05 * h, f"{name} at {w}×{h}: board digits {board_digits} px"
        # the last ball's panel, lower while the cards are checked, keeps its ball count large
        (count,) = [op for op in d.last.ops if op.kind == "text" and op.text == d.last.count_text()]
        assert digit_height(count.font) >= FLOOR * h, f"{name} at {w}×{h}: ball count {digit_height(count.font)} px"
        if v.major_won:  # the red light in its own band: over neither the board nor the cards
            lit = d.red_light.mask()
            assert d.red_light_on
            assert not lit.intersects(QRegion(board)) and not lit.intersects(QRegion(cards)), name
            assert d.red_light.banner_area.bottom() < board.top()
    print(f"claimed cards at {w}×{h} (digits, caption):", {k: f"{a / h:.1%}, {b / h:.1%}" for k, (a, b) in measured.items()})


def amber_pixels(img, rect: QRect) -> int:
    a = AMBER
    return sum(1 for y in range(rect.top(), rect.bottom() + 1, 3) for x in range(rect.left(), rect.right() + 1, 3)
               if img.pixelColor(x, y) == a)


def test_after_the_major_award_only_the_award_shows(screen, major_three, spanish):
    d, w, h = screen
    st, claims = major_three
    d.render(board_view(st))
    img = d.grab().toImage()
    cards = QRect(d.claims.mapTo(d, QPoint(0, 0)), d.claims.size())
    assert d.verifying and d.claims.banner_text() == "VERIFICANDO PREMIO"
    assert amber_pixels(img, cards) > 0  # the orange bar while the cards are checked
    st.award()
    view = board_view(st)
    assert view.paused and view.major_won and len(view.claims) == 3  # awarded, not yet paid: still in the view
    d.render(view)
    img = d.grab().toImage()
    keep(d, f"major_awarded_{w}x{h}.png")
    cards = QRect(d.claims.mapTo(d, QPoint(0, 0)), d.claims.size())
    assert d.red_light_on and d.showing_awards and not d.verifying
    assert d.claims.banner_text() == "PREMIO ADJUDICADO"
    assert amber_pixels(img, cards) == 0, "an orange 'VERIFICANDO PREMIO' bar left under the award"
    assert d.claims.caption_rects == [] and d.claims.cell_rects == []  # the awarded cards are said in the lines
    lines = d.claims.result_lines()
    assert any(line.startswith("Premio Mayor — cartones 1, 2, 3") for line in lines), lines
    assert any(line.startswith("Cartón lleno — cartones 1, 2, 3") for line in lines), lines
    texts = [op.text for op in d.claims.ops if op.kind == "text"]
    assert "VERIFICANDO PREMIO" not in texts and all(line in texts for line in lines)
    # a co-winner's card checked after the award (Art. 14): it alone is "being verified"
    pending = replace(view.claims[0], claim=99, card=3, stamp=None, awarded=False, read=3)
    d.render(replace(view, claims=(*view.claims, pending)))
    assert d.verifying and d.claims.banner_text() == "VERIFICANDO PREMIO"
    assert [c for c, _ in d.claims.caption_rects] == ["Serie {} · Cartón 3".format(pending.series)]


def test_the_break_says_each_winners_share_of_the_major_prize(screen, major_three, spanish):
    """Three cards share the major prize (Art. 14): the break's results say each one's share,
    not the whole pot as each one's ("$ 10.134 cada uno" for three winners of $ 10.134), on the
    Qt display and in the web's state."""
    from hallstation.core.money import format_money
    from hallstation.web.state import public_state

    d, w, h = screen
    st, claims = major_three
    st.award()
    g = st.current_game
    for c in claims:
        for p in g.prizes_won(g.claims[c.id]):
            st.pay(c.id, p, "cheque" if p == MAJOR else "cash", winner="Ana Pérez", id_doc="1.234.567-8", session=st.cajero)
    view = board_view(st)
    major = next(a for a in st.last_game.awards if a.prize == MAJOR)
    assert view.on_break and len(set(major.per_card)) == 1 and len(major.per_card) == 3
    d.render(view)
    keep(d, f"break_three_winners_{w}x{h}.png")
    assert d.on_break
    share, total = format_money(major.per_card[0]), format_money(major.amount)
    (line,) = [x for x in d.breaks.result_lines() if x.startswith("Premio Mayor")]
    assert line == f"Premio Mayor — cartones 1, 2, 3 — {share} cada uno", line
    assert total not in line
    assert public_state(view)["major"]["per_card"] == list(major.per_card)
