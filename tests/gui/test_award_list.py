"""The award step shows what it awards (issue 24 major 3): six prizes on one ball — the line
shared by four cards, T o L, P, U o N, A, D, E o S, the full card and the major prize — listed
prize by prize with every card and amount above a plain «Award» button, nothing of it cut to a
button's width or left to a tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QTextDocument

from hallstation.core.bingo.balls import label
from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, MAJOR, P_U_N, T_L
from hallstation.core.money import format_money
from hallstation.i18n import prize_label
from tests.core.bingo.helpers import CARD_A, FULL_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .test_claims import show, tr
from .test_geometry import check_sizes, keep as keep_shot

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

X = 5  # the last ball: every card below completes its prize on it, with CARD_A's 24 numbers out
# B column 1..5 on each (5 = X); the other numbers drawn only where the card's shape is
LINE_CARD = ((1, 2, 3, 4, 5), (21, 22, 23, 24, 25), (36, 37, 38, 39), (51, 52, 53, 54, 55), (66, 67, 68, 69, 70))
L_CARD = ((1, 2, 3, 4, 5), (21, 22, 23, 24, 20), (36, 37, 38, 34), (51, 52, 53, 54, 50), (66, 67, 68, 69, 65))
P_CARD = ((5, 1, 2, 3, 4), (16, 21, 18, 22, 23), (31, 36, 37, 38), (46, 51, 48, 52, 53), (61, 62, 63, 66, 67))
D_CARD = ((1, 2, 5, 3, 4), (16, 21, 22, 23, 20), (31, 36, 37, 34), (46, 51, 52, 53, 50), (66, 62, 63, 64, 67))
CARDS = (CARD_A, LINE_CARD, L_CARD, P_CARD, D_CARD)


def test_award_lists_every_prize_card_and_amount_in_sight(qtbot, hall, make_app):  # noqa: F811
    g = hall.setup(cards=CARDS, sold=range(1, len(CARDS) + 1))
    series = g.series.number
    hall.close()
    sa = make_app(copy=False)
    w, p = sa.caller, sa.caller.claim_panel
    w.resize(1280, 800)
    show(qtbot, w)
    st = sa.station
    for n in [b for b in FULL_A if b != X] + [X]:
        st.draw_text(label(n))
    st.pause()
    for card in range(1, len(CARDS) + 1):
        c = st.claim(series, card)
        assert c.valid, (card, c.reason)
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
    sa.bridge.changed.emit([])
    w.render()
    calcs = st.current_game.compute_awards()
    assert {a.prize for a in calcs} == {LINE, T_L, P_U_N, A_D_E_S, FULL_CARD, MAJOR}
    assert p.award_button.isEnabled()
    assert p.award_button.text() == tr("ClaimPanel", "Award")  # plain: the list says what
    assert p.award_button.toolTip() == ""
    doc = QTextDocument()
    doc.setHtml(p.award_list.text())
    shown = " ".join(doc.toPlainText().replace("\xa0", " ").split())
    assert p.award_list.isVisible()
    for a in calcs:
        assert prize_label(a.prize) in shown, a.prize
        if len(a.cards) == 1:
            text = tr("ClaimPanel", "{prize}: card {card} — {amount}").format(
                prize=prize_label(a.prize), card=a.cards[0], amount=format_money(a.per_card[0]))
        else:
            assert len(set(a.per_card)) == 1
            text = tr("ClaimPanel", "{prize}: cards {cards} — {amount} each, total {total}").format(
                prize=prize_label(a.prize), cards=", ".join(map(str, a.cards)), amount=format_money(a.per_card[0]),
                total=format_money(sum(a.per_card)))
        assert text in shown, (text, shown)
    line = next(a for a in calcs if a.prize == LINE)
    assert len(line.cards) >= 4  # shared: the longest row of the list
    # the whole list in sight at each screen size: a word-wrapped label whose height holds it
    check_sizes(qtbot, w, "award_six_prizes", sizes=[QSize(1280, 800), QSize(1366, 768)])
    assert p.award_list.height() >= p.award_list.heightForWidth(p.award_list.width())
    bottom_right = p.award_list.mapTo(w, p.award_list.rect().bottomRight())
    assert w.rect().contains(bottom_right)
    keep_shot(w, "award_six_prizes.png")
