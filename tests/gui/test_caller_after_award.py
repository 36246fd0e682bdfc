"""Issue 24, the caller's screen after an award (third walk): the prize table names every co-winner
and amount without a tooltip and without growing the window; the state banner no longer says a claim
is being checked once it is awarded; the claim entry's placeholder is whole; cards already claimed
are no longer "possible winners"; the pause's message does not outlive the pause; a blower game's
ball field never says "electronic draw"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from hallstation.core.bingo.balls import label
from hallstation.core.money import format_money
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_award_list import CARDS, X
from .test_claims import show, tr
from .test_geometry import check_sizes, keep as keep_shot, settle
from tests.core.bingo.helpers import FULL_A

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _setup(qtbot, hall, make_app, claim=range(1, len(CARDS) + 1), size=QSize(1280, 800)):  # noqa: F811
    """Five cards completing six prizes on ball X (the line shared by all five), the cards in
    ``claim`` claimed, signed and stamped in the REAL caller window; not yet awarded."""
    g = hall.setup(cards=CARDS, sold=range(1, len(CARDS) + 1))
    series = g.series.number
    hall.close()
    sa = make_app(copy=False)
    w = sa.caller
    w.resize(size)
    show(qtbot, w)
    st = sa.station
    for n in [b for b in FULL_A if b != X] + [X]:
        st.draw_text(label(n))
    w.pause_for_claim()
    for card in claim:
        c = st.claim(series, card)
        assert c.valid, (card, c.reason)
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
    sa.bridge.changed.emit([])
    w.render()
    return sa


@pytest.fixture
def claimed(qtbot, hall, make_app):  # noqa: F811
    return _setup(qtbot, hall, make_app)


def test_cards_already_claimed_are_no_longer_possible_winners(qtbot, hall, make_app):  # noqa: F811
    sa = _setup(qtbot, hall, make_app, claim=(1, 2, 3))
    w = sa.caller
    text = w.winners_label.text()
    assert w.winners_label.property("count") == 2, text  # cards 4 and 5 complete the line, unclaimed
    cards_line = text.split("\n")[1]
    assert "4" in cards_line and "5" in cards_line, text
    for n in ("1", "2", "3"):
        assert n not in cards_line.replace(tr("CallerWindow", "Cards: {detail}").split("{")[0], ""), text
    w.claim_panel.award()  # whoever did not claim it by now shares nothing more once it is paid
    w.render()
    keep_shot(w, "winners_after_claims.png")


def test_every_card_claimed_leaves_no_possible_winner(claimed):
    w = claimed.caller
    assert w.winners_label.property("count") == 0, w.winners_label.text()
    assert w.winners_label.text() == tr("CallerWindow", "Possible winners: none")


def test_the_banner_stops_saying_a_claim_is_checked_once_awarded(claimed):
    sa = claimed
    w = sa.caller
    checking = tr("CallerWindow", "DRAW PAUSED — CLAIM BEING CHECKED")
    assert checking in w.banner.text()
    w.claim_panel.award()
    w.render()
    assert sa.bridge.view().state == "paused"  # the payments keep the draw paused
    assert checking not in w.banner.text(), w.banner.text()
    assert tr("CallerWindow", "DRAW PAUSED — AWARDED: RECORD THE PAYMENTS") in w.banner.text()
    fm = w.banner.fontMetrics()
    assert fm.horizontalAdvance(w.banner.text()) <= w.banner.contentsRect().width(), w.banner.text()


def test_the_pause_message_goes_once_a_claim_is_entered(qtbot, hall, make_app):  # noqa: F811
    sa = _setup(qtbot, hall, make_app, claim=())
    w, st = sa.caller, sa.station
    note = tr("CallerWindow", "Draw paused for a claim: type or scan the card in the jury's panel.")
    assert w.message() == note
    c = st.claim(st.current_game.series.number, 1)  # entered at another jury terminal, say
    assert c.valid
    sa.bridge.changed.emit([])
    qtbot.waitUntil(lambda: w.message() != note, timeout=2000)
    assert w.message() == ""


def test_a_blower_game_never_says_electronic_draw(qtbot, claimed):
    sa = claimed
    w = sa.caller
    assert sa.bridge.view().source != "electronic"
    w.claim_panel.award()
    w.render()
    assert w.manual_edit.placeholderText() == tr("CallerWindow", "e.g. B12")
    st = sa.station
    # every prize paid and the major won: the game ends, the break
    from .test_claims import pay_all
    for cid in sorted(st.current_game.claims):
        pay_all(qtbot, w, cid)
    w.render()  # the major prize is won and paid: the game is over, the break
    assert sa.bridge.view().state == "finished", sa.bridge.view().state
    keep_shot(w, "blower_break.png")
    assert w.manual_edit.placeholderText() == tr("CallerWindow", "e.g. B12"), sa.bridge.view().state


def test_the_banner_says_the_draw_can_resume_once_the_claim_is_paid(qtbot, hall, make_app):  # noqa: F811
    sa = _setup(qtbot, hall, make_app, claim=(2,))  # the line only
    w = sa.caller
    w.claim_panel.award()
    from .test_claims import pay_all

    pay_all(qtbot, w, min(sa.station.current_game.claims))
    w.render()
    assert sa.bridge.view().state == "paused"
    assert w.banner.text() == tr("CallerWindow", "DRAW PAUSED — PAID: THE DRAW CAN RESUME"), w.banner.text()
    assert w.resume_button.isEnabled()


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1366, 768)], ids=["1280x800", "1366x768"])
def test_the_prize_table_shows_every_co_winner_and_amount_whole(qtbot, hall, make_app, size):  # noqa: F811
    sa = _setup(qtbot, hall, make_app, size=size)
    w = sa.caller
    w.claim_panel.award()
    w.render()
    check_sizes(qtbot, w, "prize_table_co_winners", sizes=[size])  # the window still fits its screen
    t = w.dividends
    awards = sa.station.current_game.awards
    assert max(len(a.cards) for a in awards) == 5
    for r, a in enumerate(awards):
        item = t.item(r, 2)
        text = item.text()
        for c in a.cards:
            assert str(c) in text, (r, text)
        assert format_money(a.per_card[0]) in text or a.prize == "major", (r, text)
        assert item.toolTip() == ""
        # every wrapped line of the note fits its column, and the row holds all its lines
        fm = t.fontMetrics().__class__(item.font().resolve(t.font()))
        assert fm.height() >= t.fontMetrics().height()  # the table's 12 pt, as drawn
        width = t.columnWidth(2) - t.NOTE_PAD
        words = text.split(" ")
        assert max(fm.horizontalAdvance(word) for word in words) <= width
        lines = t.note_lines(r)
        assert t.rowHeight(r) >= lines * fm.lineSpacing(), (r, text, lines, t.rowHeight(r))
        assert t.visualItemRect(item).width() >= width
    # the table is as tall as its rows: no row hidden below it
    assert t.height() >= t.horizontalHeader().height() + sum(t.rowHeight(r) for r in range(t.rowCount()))
    bottom = t.mapTo(w, t.rect().bottomLeft())
    assert w.rect().contains(bottom)
    keep_shot(w, f"prize_table_co_winners_{size.width()}.png")


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1366, 768)], ids=["1280x800", "1366x768"])
def test_the_claim_entry_placeholder_is_whole(qtbot, hall, make_app, size):  # noqa: F811
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    sa = _setup(qtbot, hall, make_app, claim=(), size=size)
    w = sa.caller
    w.resize(size.width(), size.height() - 32)
    settle(qtbot, w)
    e = w.claim_panel.entry
    assert e.isVisible() and e.text() == ""
    opt = QStyleOptionFrame()
    e.initStyleOption(opt)
    room = e.style().subElementRect(QStyle.SubElement.SE_LineEditContents, opt, e).width() - 4  # the edit's own margins
    text = e.placeholderText()
    assert text == tr("ClaimPanel", "1-145, or scan the card")
    assert e.fontMetrics().horizontalAdvance(text) <= room, (text, e.fontMetrics().horizontalAdvance(text), room)
    keep_shot(w, f"claim_entry_{size.width()}.png")
