"""The dealer's console read whole at 1280×800 and 1366×768 (issue 24, walk of round 3): after a
settled round with four seats, two jackpot hits among them, and after a void round, every column
of the payments — "Concepto" with its longest kinds, "Apuesta al pozo devuelta (anulada)" — every
heading, the state line ("Pase liquidado — presione GAME OVER", "Pase anulado (Art. 9) — …") and
the dealer's "Carta alta / califica" are whole without a tooltip, and the console fits the screen
less a window manager's title bar (tests/gui/geometry.py's check on every widget)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetrics

from hallstation.gui.poker.names import PAYMENTS, payment_name

from .test_geometry import check_sizes
from .test_poker_console import answers, bet, cards, click, console, people  # noqa: F401 - fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SIZES = [QSize(1280, 800), QSize(1366, 768)]


def table_problems(c) -> list[str]:
    """Every cell and heading of the payments whole in its column, every column in sight."""
    t = c.payments_table
    cells = QFontMetrics(t.font())
    heads = QFontMetrics(c.heading_font())
    out = []
    for col in range(t.columnCount()):
        width = t.columnWidth(col)
        head = t.horizontalHeaderItem(col).text()
        if heads.horizontalAdvance(head) + 8 > width:
            out.append(f"heading {head!r}: {heads.horizontalAdvance(head)} px in a {width} px column")
        for row in range(t.rowCount()):
            text = t.item(row, col).text()
            if cells.horizontalAdvance(text) + 6 > width:
                out.append(f"{head} {text!r}: {cells.horizontalAdvance(text)} px in a {width} px column")
        if t.columnViewportPosition(col) + width > t.viewport().width() + 1:
            out.append(f"column {head!r} past the table's edge ({t.columnViewportPosition(col) + width} > {t.viewport().width()})")
    return out


def test_a_settled_round_reads_whole_at_1280_and_1366(console, answers, qtbot):  # noqa: F811
    c = console
    click(qtbot, c.seats[1].plus)
    click(qtbot, c.seats[1].jackpot)
    bet(qtbot, c, 3, 100, jackpot=True)
    bet(qtbot, c, 5, 75)
    bet(qtbot, c, 7, 50, jackpot=True)
    click(qtbot, c.coin_in_button)
    cards(qtbot, c, 1, "5S 7S 9S JS QS")
    cards(qtbot, c, 3, "6S 6H 6D 10C 10H")
    cards(qtbot, c, 5, "8H 8D 2S 3D 5C")
    cards(qtbot, c, 7, "AH KH 2D 7C 9D")
    cards(qtbot, c, "dealer", "AD KC 4H 3C 2C")  # high card: qualifies
    for seat, d in ((1, "call"), (3, "call"), (5, "fold"), (7, "call")):
        click(qtbot, c.seats[seat].call_button if d == "call" else c.seats[seat].fold_button)
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.state == "settled" and len(v.payments) >= 8
    assert c.state_label.text() == "Pase liquidado — presione GAME OVER"
    assert c.dealer_result.text() == "Carta alta\ncalifica"
    qtbot.wait(200)
    check_sizes(qtbot, c, "poker_settled", SIZES)  # labels whole (or wrapped with their height), buttons whole
    for size in SIZES:
        c.resize(size.width(), size.height() - 32)
        qtbot.waitUntil(lambda: c.payments_table.viewport().width() > 0)
        assert table_problems(c) == [], size
        assert c.payments_table.horizontalScrollBar().maximum() == 0
    # the columns are wide enough for every kind of payment there is, not only for this round's
    t = c.payments_table
    longest = max((payment_name(k) for k in PAYMENTS), key=QFontMetrics(t.font()).horizontalAdvance)
    assert longest == "Apuesta al pozo devuelta (anulada)"
    assert QFontMetrics(t.font()).horizontalAdvance(longest) + 6 <= t.columnWidth(2)


def test_a_void_round_reads_whole_at_1280_and_1366(console, answers, qtbot):  # noqa: F811
    c = console
    bet(qtbot, c, 2, 100, jackpot=True)
    bet(qtbot, c, 6, 100)
    click(qtbot, c.coin_in_button)
    cards(qtbot, c, 2, "5S 7S 9S JS QS")
    cards(qtbot, c, 6, "8H 8D 2S 3D 5C")
    cards(qtbot, c, "dealer", "2C 3C 4D 8C 9D 7H")  # six cards: the whole round is void (Art. 9)
    assert c.view().dealer_void
    assert c.dealer_result.text() == "ANULADO: 6 cartas — se anula todo el pase (Art. 9)"
    click(qtbot, c.settle_button)
    v = c.view()
    assert v.round_void
    assert c.state_label.text() == "Pase anulado (Art. 9) — presione GAME OVER"
    assert "Apuesta al pozo devuelta (anulada)" in [c.payments_table.item(i, 2).text() for i in range(c.payments_table.rowCount())]
    qtbot.wait(200)
    check_sizes(qtbot, c, "poker_void", SIZES)
    for size in SIZES:
        c.resize(size.width(), size.height() - 32)
        qtbot.waitUntil(lambda: c.payments_table.viewport().width() > 0)
        assert table_problems(c) == [], size
