"""What the jury needs is in sight, whole (issue 24, what the third walk still found on the caller's
side): after «Award» every «Pay» button of the card is inside the steps' viewport with no scrolling
(the major prize's cheque button included), the award names every prize, card and amount without a
tooltip, the other completing cards wrap in a grid, the possible winners are shown whole, and the
jury's signatures leave the steps where they were. Measured from the rendered widgets: the pay
buttons under openbox at 1280×800 and 1366×768, the rest offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from hallstation.core.bingo.balls import label
from hallstation.core.bingo.patterns import MAJOR
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_claims import hall_app  # noqa: F401 - fixture

from .test_award_list import CARDS, X
from .test_claims import show
from .test_geometry import TITLE_BAR, keep as keep_shot
from tests.core.bingo.helpers import FULL_A

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SIZES = [QSize(1280, 800), QSize(1366, 768)]


def settle(qtbot):
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(10)


def six_prizes(qtbot, hall, make_app, size: QSize):  # noqa: F811
    """Six prizes on one ball (tests/gui/test_award_list.py), every claim stamped, the caller window
    at ``size`` less a title bar."""
    g = hall.setup(cards=CARDS, sold=range(1, len(CARDS) + 1))
    series = g.series.number
    hall.close()
    sa = make_app(copy=False)
    w = sa.caller
    w.move(0, 0)
    w.resize(size.width(), size.height() - TITLE_BAR)
    show(qtbot, w)
    st = sa.station
    for n in [b for b in FULL_A if b != X] + [X]:
        st.draw_text(label(n))
    st.pause()
    claims = []
    for card in range(1, len(CARDS) + 1):
        c = st.claim(series, card)
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
        claims.append(c)
    sa.bridge.changed.emit([])
    w.render()
    settle(qtbot)
    return sa, claims


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_after_the_award_every_pay_button_of_the_major_winner_is_in_sight(tmp_path, hall, size):  # noqa: F811
    """Under openbox on a caller screen of that size: after «Award», the claim of the card that won
    six prizes (the major prize among them) shows every one of its «Pay» buttons inside the steps'
    viewport, with no scrolling by the jury (the major prize's cheque button was below the fold)."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    from .wm import window_manager

    g = hall.setup(cards=CARDS, sold=range(1, len(CARDS) + 1))
    series = g.series.number
    for n in [b for b in FULL_A if b != X] + [X]:
        hall.draw_text(label(n))
    hall.pause()
    for card in range(1, len(CARDS) + 1):
        c = hall.claim(series, card)
        hall.sign_claim(c.id, "jurado1", "1111")
        hall.stamp_claim(c.id)
    data = hall.data_dir
    hall.close()
    root = Path(__file__).resolve().parents[2]
    shot = tmp_path / f"pay_in_sight_{size[0]}.png"
    with window_manager(size, (1920, 1080)) as env:
        run = subprocess.run([sys.executable, "-m", "tests.gui.jury_child", str(data), str(shot)],
                             cwd=root, env=env, capture_output=True, text=True, timeout=400)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    import os
    import shutil

    if os.environ.get("HALLSTATION_SHOTS"):
        shutil.copy(shot, Path(os.environ["HALLSTATION_SHOTS"]) / shot.name)
    rows = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    framed = next(r for r in rows if r.get("window") == "caller")
    assert framed["framed"], framed
    out = next(r for r in rows if "viewport" in r)
    assert out["prizes"] == 6 and any(b["prize"] == MAJOR and b["method"] == "cheque" for b in out["buttons"]), out
    view = QRect(*out["viewport"])
    hidden = [b for b in out["buttons"] if not (b["visible"] and view.contains(QRect(*b["rect"])))]
    assert not hidden, (hidden, out["viewport"], out["client"])


def plain(html_text: str) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(html_text)
    return " ".join(doc.toPlainText().replace("\xa0", " ").split())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
def test_after_the_award_every_prize_card_and_amount_is_read_whole(qtbot, hall, make_app, size):  # noqa: F811
    """The message bar said "Adjudicado: …" with every amount and cut it after about ten: the award
    list beside «Award» now says what was awarded, whole, and the message line is not cut."""
    from hallstation.core.money import format_money
    from hallstation.i18n import prize_label

    sa, claims = six_prizes(qtbot, hall, make_app, size)
    w, p = sa.caller, sa.caller.claim_panel
    qtbot.mouseClick(p.award_button, Qt.MouseButton.LeftButton)
    settle(qtbot)
    keep_shot(w, f"awarded_{size.width()}.png")
    awards = sa.station.current_game.awards
    assert sum(len(a.cards) for a in awards) >= 9
    assert w.message_label.shown_text() == w.message_label.text(), w.message_label.shown_text()  # not cut
    lst = p.award_list
    assert lst.isVisible()
    shown = plain(lst.text())
    for a in awards:
        assert prize_label(a.prize) in shown, (a.prize, shown)
        for card, amount in zip(a.cards, a.per_card):
            assert str(card) in shown and format_money(amount) in shown, (a.prize, card, amount, shown)
    assert lst.height() >= lst.heightForWidth(lst.width())  # every line laid out in its height
    assert w.rect().contains(lst.mapTo(w, lst.rect().bottomRight()))


def many_completing(qtbot, hall, make_app, n: int):  # noqa: F811
    """CARD_A and ``n`` other cards completing the line on row 1's fifth ball, all sold."""
    from .test_window_manager import ROW1, line_cards

    from tests.core.bingo.helpers import CARD_A

    cards = (CARD_A, *line_cards(n))
    g = hall.setup(cards=cards, sold=range(1, len(cards) + 1))
    series = g.series.number
    hall.close()
    sa = make_app(copy=False)
    w = sa.caller
    w.move(0, 0)
    w.resize(1280, 800 - TITLE_BAR)
    show(qtbot, w)
    for n_ in ROW1:
        sa.station.draw_text(label(n_))
    sa.bridge.changed.emit([])
    w.render()
    settle(qtbot)
    return sa, series


def test_the_possible_winners_are_shown_whole(qtbot, hall, make_app):  # noqa: F811
    """31 cards complete the line: the caller's «Possible winners» names every one of them, wrapped
    whole (it was cut with "…" after three lines, the rest in a tooltip): what is beyond its three
    reserved lines scrolls into sight."""
    sa, _ = many_completing(qtbot, hall, make_app, 30)
    w = sa.caller
    keep_shot(w, "possible_winners.png")
    lab = w.winners_label
    assert lab.property("count") == 31
    text = lab.text()
    import re

    shown = {int(x) for x in re.findall(r"\d+", text.split("\n", 1)[1])}
    assert shown >= set(range(1, 32)), sorted(set(range(1, 32)) - shown)
    box = w.winners_box
    assert lab.height() >= lab.heightForWidth(lab.width())  # every line laid out, none cut
    assert lab.width() <= box.viewport().width()  # wrapped, never sideways
    reach = box.verticalScrollBar().maximum() + box.viewport().height()
    assert reach >= lab.height(), (reach, lab.height())  # the last line scrolls into sight


def test_the_other_completing_cards_wrap_in_a_grid(qtbot, hall, make_app):  # noqa: F811
    """30 cards complete the line besides the claimed one: their buttons wrap in rows, as many a row
    as fit, with no sideways scroll bar (one button at a time and a scroll bar was the walk's)."""
    sa, series = many_completing(qtbot, hall, make_app, 30)
    w, p = sa.caller, sa.caller.claim_panel
    sa.station.pause()
    sa.bridge.changed.emit([])
    w.render()
    c = p.open_claim(series, 1)
    assert c is not None and c.valid
    qtbot.waitUntil(lambda: len(p.missed_buttons) == 30)
    settle(qtbot)
    keep_shot(w, "missed_grid.png")
    scroll = p.missed_scroll
    assert not scroll.horizontalScrollBar().isVisible()
    view = scroll.viewport()
    buttons = list(p.missed_buttons.values())
    rows: dict[int, list] = {}
    for b in buttons:
        r = b.rect().translated(b.mapTo(scroll.widget(), QPoint(0, 0)))
        assert r.left() >= 0 and r.right() < view.width(), (b.text(), r, view.width())
        rows.setdefault(r.top(), []).append(r)
    tops = sorted(rows)
    assert len(rows[tops[1]]) >= 3, {t: len(v) for t, v in rows.items()}  # several a row
    gap = p.missed_buttons_row.spacing()
    for t in tops[:-1]:  # a full row: the next button would not have fitted
        last = max(rows[t], key=lambda r: r.right())
        nxt = min(rows[tops[tops.index(t) + 1]], key=lambda r: r.left())
        assert last.right() + gap + nxt.width() > view.width(), (t, last, nxt.width(), view.width())
    first_row = rows[tops[0]]
    assert all(view.rect().contains(r) for r in first_row)


def test_each_jury_signature_leaves_the_steps_where_they_were(qtbot, hall_app):  # noqa: F811
    """Three jury members sign one by one (one PIN, then «Jury signs» again): after each signature
    the steps do not re-scroll and «Jury signs» and «Stamp» stay under the pointer (they moved
    between claims after each signature in the walk)."""
    from hallstation.gui.dialogs import DialogService
    from tests.core.bingo.helpers import ROW1_A

    from .test_claims import Answers, balls, enter, premio

    sa, _, series = hall_app(signoffs=3)
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, 70, *ROW1_A)
    premio(qtbot, w)
    c1 = enter(qtbot, w, f"{series}-1")
    enter(qtbot, w, f"{series}-3")  # a second claim: the list of claims is shown too
    p.select_claim(c1.id)
    settle(qtbot)
    p.steps.ensureWidgetVisible(p.stamp_button)  # the jury scrolls to the buttons it is about to press
    settle(qtbot)
    view = p.steps.viewport()
    for b in (p.sign_button, p.stamp_button):
        assert view.rect().contains(b.rect().translated(b.mapTo(view, QPoint(0, 0))))
    bar = p.steps.verticalScrollBar()
    scrolled = bar.value()
    sign_at, stamp_at = p.sign_button.mapTo(w, QPoint(0, 0)), p.stamp_button.mapTo(w, QPoint(0, 0))
    for k, jury in enumerate((("jurado1", "1111"), ("jurado2", "2222"), ("jurado3", "3333")), start=1):
        DialogService.handler = Answers(credentials=[jury])  # one PIN, then the next is cancelled
        qtbot.mouseClick(p.sign_button, Qt.MouseButton.LeftButton)
        settle(qtbot)
        assert len(p.claim().signatures) == k and p.selected == c1.id
        assert bar.value() == scrolled, (k, bar.value(), scrolled)
        assert p.sign_button.mapTo(w, QPoint(0, 0)) == sign_at and p.stamp_button.mapTo(w, QPoint(0, 0)) == stamp_at, k
    assert p.stamp_button.isEnabled()
