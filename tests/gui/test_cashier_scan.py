"""The trays' returns by scanner (issue 28, Art. 10): a seller's unsold cards scanned back one by
one or as a range (first and last) into the REAL cashier's desk; the desk shows what came back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.services.checkcode import check_code, load_or_create_secret
from hallstation.services.scancode import hall_mark, scan_text
from tests.gui.test_cashier import desk, es  # noqa: F401 - the desk fixture

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def code(station, series, card, secret=None):
    secret = secret or load_or_create_secret(station.data_dir)
    return scan_text(hall_mark(secret), series, card, check_code(secret, series, station.get_series(series).card(card)))


def scan(qtbot, w, text):
    """The desk's wedge scanner: the code's key clicks, then Enter."""
    edit = w.returns.scan_edit
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_art10_returned_cards_scanned_one_by_one_and_as_a_range(qtbot, desk):
    w = desk("selling")
    st = w.station
    w.seller_combo.setCurrentText("vendedor1")
    w.tray_cards.setText("1-100")
    w.give_button.click()
    tray = st.trays(st.current_game)["vendedor1"]
    box = w.returns
    # one by one: each scan is recorded as it is read
    scan(qtbot, w, code(st, 1, 7))
    scan(qtbot, w, code(st, 1, 9).lower())  # Caps Lock on: the scanner types lower case
    assert tray.returned == {7, 9} and w.message_area.kind == "ok"
    assert box.count_label.text() == back("vendedor1", "7, 9", 2)
    assert [box.scanned_list.item(i).text() for i in range(2)][0].startswith("✓ 9")  # newest first
    # a range: the first card is held (nothing recorded), the last returns all between them
    box.range_button.click()
    scan(qtbot, w, code(st, 1, 30))
    assert tray.returned == {7, 9} and "30" in box.pending_label.text()
    assert box.scanned_list.item(0).text().startswith("▸ 30")
    scan(qtbot, w, code(st, 1, 21))  # last before first: the same range
    assert tray.returned == {7, 9, *range(21, 31)} and box.pending_label.text() == ""
    assert box.count_label.text() == back("vendedor1", "7, 9, 21-30", 12)
    scan(qtbot, w, "41")  # a typed number pairs as well
    scan(qtbot, w, "45")
    assert set(range(41, 46)) <= tray.returned
    box.range_button.click()
    scan(qtbot, w, "50-52")  # and typed ranges keep working
    assert {50, 51, 52} <= tray.returned
    # the money expected follows what came back (the log's figures)
    assert len(tray.sold) == 100 - 2 - 10 - 5 - 3


def back(seller, cards, n):
    from PySide6.QtWidgets import QApplication

    return QApplication.translate("ReturnScanBox", "Back from {seller}: {cards} (total {n})").format(seller=seller, cards=cards, n=n)


def test_art10_a_refused_scan_says_why_in_one_line_and_records_nothing(qtbot, desk):
    w = desk("selling")
    st = w.station
    w.seller_combo.setCurrentText("vendedor1")
    w.tray_cards.setText("1-50")
    w.give_button.click()
    scan(qtbot, w, code(st, 1, 5))
    tray = st.trays(st.current_game)["vendedor1"]
    cases = [
        (code(st, 1, 5), es("Card {card} already came back from {name}'s tray", card=5, name="vendedor1")),
        (code(st, 1, 60), es("Card {card} is not in {name}'s tray", card=60, name="vendedor1")),
        (code(st, 2, 6), es("Card {card} is of series {series}: this game plays series {game_series}", card=6, series=2, game_series=1)),
        (code(st, 1, 6, secret=bytes(range(50, 82))), None),  # another hall's card
        (code(st, 1, 6)[:-1] + ("A" if code(st, 1, 6)[-1] != "A" else "B"), None),  # altered
    ]
    for text, says in cases:
        before = len(st.store)
        scan(qtbot, w, text)
        assert len(st.store) == before and tray.returned == {5}, text
        assert w.message_area.kind == "error" and "\n" not in w.message()
        if says is not None:
            assert w.message() == says
        assert w.returns.scan_edit.selectedText() == text  # the next scan replaces it
        assert w.returns.scanned_list.item(0).text().startswith("✗ ")
    # a range's first card is checked at once, before the last is scanned
    w.returns.range_button.click()
    scan(qtbot, w, code(st, 1, 5))
    assert w.returns.first is None and w.message() == es("Card {card} already came back from {name}'s tray", card=5, name="vendedor1")


def test_art10_a_card_scanned_while_a_button_has_the_focus_comes_back_and_presses_nothing(qtbot, desk):
    """The desk's scanner types while 'Entregar bandeja' has the focus, the next tray's cards
    already written: the code's spaces do not press the button (no tray is given) and the card
    comes back as if scanned into the trays' line."""
    from PySide6.QtWidgets import QApplication

    w = desk("selling")
    st = w.station
    w.seller_combo.setCurrentText("vendedor1")
    w.tray_cards.setText("1-100")
    w.give_button.click()
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    w.tray_cards.setText("101-110")  # the next tray, not given yet
    w.give_button.setFocus()
    qtbot.waitUntil(lambda: w.give_button.hasFocus(), timeout=2000)
    before = len(st.store)
    qtbot.keyClicks(w.give_button, code(st, 1, 7))
    qtbot.keyClick(w.give_button, Qt.Key.Key_Return)
    tray = st.trays(st.current_game)["vendedor1"]
    assert tray.returned == {7} and 101 not in tray.sold and len(st.store) == before + 1
    assert w.message() == back_said("vendedor1", "7", 1) and w.returns.scanned_list.item(0).text().startswith("✓ 7")


def back_said(seller, cards, n):
    from PySide6.QtWidgets import QApplication

    return QApplication.translate("ReturnScanBox", "Back from {seller}: {cards} (total {n}).").format(seller=seller, cards=cards, n=n)
