"""Who ratified each game's figures, and every rectification with its reason (Art. 12), on paper:
the closing record of the day and the day report (and the report window's line)."""

from __future__ import annotations

import pytest

from hallstation.printing.actas import CLOSING, acta_from, acta_path, print_acta
from hallstation.printing.day_report import print_day_report, ratification_lines
from hallstation.services.ledger import day_ledger
from tests.gui.test_day_support import SIGNERS, pdf_not_blank, play_to_end, station_from

REASON = "el cartón 30 volvió sin vender"


def all_text(path) -> str:
    """Every page's text of a PDF, in one string."""
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    try:
        return " ".join(" ".join(doc.getAllText(i).text().split()) for i in range(doc.pageCount()))
    finally:
        doc.close()


@pytest.fixture(scope="module")
def rectified_day(tmp_path_factory):
    """Day 1: game 1 sold, its figures rectified by jurado2 (a card returned unsold), proclaimed
    again and ratified by jurado1, played to its end, and the day closed."""
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    st = station_from("selling", tmp_path_factory.mktemp("rectified") / "data")
    cajero = st.authenticate("cajero", "4444")
    st.sell(list(range(1, 31)), session=cajero)
    st.close_sales(session=cajero)
    st.rectify("jurado2", "2222", REASON)
    st.return_cards([30], session=cajero)
    st.close_sales(session=cajero)
    st.ratify("jurado1", "1111")
    play_to_end(st)
    st.close_day(SIGNERS)
    yield st
    st.close()


def test_art12_the_closing_record_says_who_ratified_each_game_and_why_it_was_rectified(rectified_day, tmp_path):
    st = rectified_day
    a = acta_from(st, CLOSING)
    (g,) = a.games
    assert g.number == 1 and g.ratified_by == ("Jurado 1",) and g.time and not g.old_rules
    (r,) = g.rectifications
    assert r[0] == "Jurado 2" and r[1] and r[2] == REASON
    path = print_acta(a, acta_path(tmp_path, a))
    text = pdf_not_blank(path, ["Ratificación por el jurado de las cifras de cada juego (Art. 12)", REASON])
    assert "Juego 1: cifras ratificadas por Jurado 1" in text
    assert "Juego 1: rectificadas por Jurado 2" in text


def test_art12_the_day_report_says_who_ratified_and_every_rectification(rectified_day, tmp_path):
    led = day_ledger(rectified_day)
    (g,) = led.games
    assert g.ratified_by == ["jurado1"] and not g.ratified_old_rules
    assert g.rectifications == [{"jury": "jurado2", "reason": REASON, "proclamation": 1, "takings": 30 * 2000, "withdrawn": []}]
    lines = ratification_lines(g)
    assert lines == [
        f"Rectificadas por jurado2 (proclamación 1, recaudación $ 600): {REASON}",
        "Cifras ratificadas por jurado1 (Art. 12)",
    ]
    assert led.balanced() and g.takings == 29 * 2000
    path = print_day_report(led, tmp_path / "day.pdf")
    pdf_not_blank(path)
    text = all_text(path)
    assert "Cifras ratificadas por jurado1 (Art. 12)" in text and REASON in text


def test_the_report_window_shows_the_selected_game_s_ratification(qtbot, rectified_day):
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.report.window import DayReportWindow

    bridge = StationBridge(rectified_day)
    try:
        w = DayReportWindow(bridge)
        qtbot.addWidget(w)
        assert "Cifras ratificadas por jurado1 (Art. 12)" in w.ratification_label.text()
        assert REASON in w.ratification_label.text()
    finally:
        bridge.detach()
