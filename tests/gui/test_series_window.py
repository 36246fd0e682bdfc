"""The series window (Arts. 3, 4), driven for real: create, list, inspect, print, cancel, import."""

from __future__ import annotations

import csv
import random
import pytest

from hallstation.gui.dialogs import DialogService

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def answers(**extra):
    def handler(kind, **kw):
        if kind == "credentials":
            return extra.get("credentials", ("admin", "1234"))
        return extra.get(kind)

    return handler


@pytest.fixture
def window(qtbot, bridge):
    from hallstation.gui.series import open_series_window

    DialogService.handler = answers()
    w = open_series_window(bridge)
    qtbot.addWidget(w)
    return w


def table_rows(w):
    t = w.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_art3_create_series_and_see_it_listed(qtbot, window, bridge):
    st = bridge.station
    assert window.signin.session is not None and window.signin.session.name == "admin"
    assert window.number_spin.value() == 3  # the demo has series 1 and 2
    window.cards_spin.setValue(40)
    window.colour_combo.setEditText("verde")
    window.letter_edit.setText("c")
    window.sheet_combo.setCurrentIndex(window.sheet_combo.findData(4))
    qtbot.mouseClick(
        window.create_button, pytest.importorskip("PySide6.QtCore").Qt.MouseButton.LeftButton
    )
    s = st.get_series(3)
    assert (s.info.cards, s.info.color, s.info.letter, s.info.sheet) == (40, "verde", "C", 4)
    assert list(st.store.read())[-1].actor == "admin"
    rows = table_rows(window)
    assert [r[:4] for r in rows] == [
        ["1", "amarillo", "A", "600"],
        ["2", "celeste", "B", "600"],
        ["3", "verde", "C", "40"],
    ]
    used = window.used_by()
    assert used == {1: [1]}  # series 1 is game 1's; 2 and 3 unused
    assert "1" in rows[0][5] and rows[0][5] != rows[1][5] == rows[2][5]
    assert "10" in rows[2][4]  # 40 cards, 4 per sheet: 10 sheets
    assert window.messages.kind == "ok"


def test_art3_series_refused_with_its_reason(window, bridge):
    window.number_spin.setValue(1)  # already exists
    assert not window.create_series()
    assert window.messages.kind == "error" and "1" in window.messages.text()
    assert sorted(bridge.station.state.series) == [1, 2]


def test_art3_inspect_a_card_grid_word_and_check_code(window, bridge):
    from hallstation.services.checkcode import check_code, load_or_create_secret

    st = bridge.station
    window.show_card(2, 17)
    card = st.get_series(2).card(17)
    assert window.card_grid.grid == card.grid
    assert window.card_grid.word == st.settings["hall_word"] == "BINGO"
    assert window.card_grid.colour == "celeste"
    code = check_code(load_or_create_secret(st.data_dir), 2, card)
    assert code in window.code_label.text()
    assert "17" in window.card_title.text()


def _wait_done(qtbot, dlg):
    qtbot.waitUntil(lambda: not dlg.is_running(), timeout=60_000)
    assert dlg.wait(10_000)


def test_art3_print_a_small_series_to_pdf(qtbot, window, bridge, data_dir):
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor
    from PySide6.QtPdf import QPdfDocument

    st = bridge.station
    s = st.create_series(6, color="rojo", letter="R", sheet=2, session=st.authenticate("admin", "1234"))
    window.refresh(select=s.number)
    target = data_dir / "prints" / f"series-{s.number}.pdf"
    asked = {}

    def handler(kind, **kw):
        asked[kind] = kw
        return str(target) if kind == "print_path" else None

    DialogService.handler = handler
    dlg = window.print_selected()
    assert asked["print_path"]["default"] == str(window.default_print_path(s.number)) == str(target)
    _wait_done(qtbot, dlg)
    assert target.exists() and target.stat().st_size > 1000
    doc = QPdfDocument()
    assert doc.load(str(target)) == QPdfDocument.Error.None_
    assert doc.pageCount() == 3  # 6 cards, 2 per sheet
    img = doc.render(0, QSize(300, 420))
    white = QColor("#ffffff").rgb()
    inked = sum(
        1
        for x in range(0, img.width(), 3)
        for y in range(0, img.height(), 3)
        if img.pixel(x, y) != white
    )
    assert inked > 500
    assert window.messages.kind == "ok" and str(target) in window.messages.text()
    doc.close()


def test_print_on_the_receipt_printer_with_the_cards_qr_codes(qtbot, window, bridge, data_dir):
    """The paper chosen in the window: the receipt printer's roll, a ticket a sheet, every card's
    QR code read back by a real decoder (issue 28)."""
    from hallstation.services.checkcode import load_or_create_secret
    from hallstation.services.scancode import card_scan_text
    from tests.printing.test_card_codes import decoded

    st = bridge.station
    s = st.create_series(4, color="verde", letter="V", sheet=2, session=st.authenticate("admin", "1234"))
    window.refresh(select=s.number)
    window.paper_combo.setCurrentIndex(window.paper_combo.findData("receipt"))
    target = data_dir / "prints" / "receipt.pdf"
    dlg = window.print_series(s.number, target)
    _wait_done(qtbot, dlg)
    secret = load_or_create_secret(st.data_dir)
    assert sorted(decoded(target, 203, sharp=True)) == sorted(card_scan_text(secret, s.number, c) for c in s.cards())


def test_art3_cancel_a_print(qtbot, window, bridge, data_dir):
    target = data_dir / "prints" / "series-2.pdf"
    dlg = window.print_series(2, target)  # 600 cards
    assert dlg.is_running()
    dlg.cancel()
    _wait_done(qtbot, dlg)
    assert not target.exists()
    assert window.messages.kind == "note"


def _write_csv(path, cards, header=True, start=1):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        if header:
            w.writerow(
                ["card"]
                + [f"{l}{i}" for l, n in zip("BINGO", (5, 5, 4, 5, 5)) for i in range(1, n + 1)]
            )
        for i, cols in enumerate(cards, start=start):
            w.writerow([i] + [n for col in cols for n in col])


def test_art4_series_import_good_file(qtbot, window, bridge, data_dir):
    from PySide6.QtCore import Qt

    from hallstation.core.bingo.cards import SeriesInfo, generate_series

    made = generate_series(SeriesInfo(99, "x", "X", 30, 1), random.Random(7))
    path = data_dir / "printer.csv"
    _write_csv(path, [c.columns for c in made.cards()])
    DialogService.handler = answers(import_path=str(path))
    window.number_spin.setValue(7)
    window.colour_combo.setEditText("naranja")
    window.letter_edit.setText("N")
    qtbot.mouseClick(window.import_button, Qt.MouseButton.LeftButton)
    s = bridge.station.get_series(7)
    assert (s.info.cards, s.info.color, s.info.letter) == (30, "naranja", "N")
    assert [c.columns for c in s.cards()] == [c.columns for c in made.cards()]
    assert list(bridge.station.store.read())[-1].data["source"] == "printer.csv"
    assert window.problems_list.count() == 0
    assert "7" in [r[0] for r in table_rows(window)]


def test_art4_series_import_bad_file_refused_whole(window, bridge, data_dir):
    from hallstation.core.bingo.cards import SeriesInfo, generate_series

    made = generate_series(SeriesInfo(99, "x", "X", 6, 1), random.Random(3))
    cards = [[n for col in c.columns for n in col] for c in made.cards()]
    lines = ["card,numbers"]
    lines.append(",".join(map(str, [1, *cards[0]])))  # line 2: good
    wrong_range = list(cards[1])
    wrong_range[0] = 20  # 20 is not a B number
    lines.append(",".join(map(str, [2, *wrong_range])))  # line 3
    lines.append(",".join(map(str, [3, *cards[2][1:]])))  # line 4: only 4 numbers in B
    lines.append(",".join(map(str, [4, *cards[0]])))  # line 5: repeats card 1
    lines.append(",".join(["5", "uno", *map(str, cards[4][1:])]))  # line 6: not a number
    lines.append(",".join(map(str, [6, *cards[5]])))  # line 7: good
    path = data_dir / "bad.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = len(bridge.station.store)
    DialogService.handler = answers(import_path=str(path))
    assert not window.import_file()
    assert [n for n, _ in window.import_problems] == [3, 4, 5, 6]
    shown = [window.problems_list.item(i).text() for i in range(window.problems_list.count())]
    assert len(shown) == 4
    for n, text in zip((3, 4, 5, 6), shown):
        assert str(n) in text
    assert "1" in shown[2]  # repeats card 1
    assert sorted(bridge.station.state.series) == [1, 2]
    assert len(bridge.station.store) == before
    assert window.messages.kind == "error"
