"""The blower monitor in the day report's PDF (issue 14 §2): the alert on the first page when a
source's p-value is below 0.001, one figure per source drawn with QPainter — every label whole and
inside its box — and nothing of it for a day without balls (the report as before)."""

from __future__ import annotations

import pytest

from hallstation.printing import pdf
from hallstation.printing.day_report import print_day_report
from hallstation.services.ball_stats import day_stats
from hallstation.services.ledger import DayLedger, day_ledger
from tests.balls_support import ELECTRONIC, MANUAL, LowFirstBlower, play_season
from tests.printing.pdf_check import check_fits, read_pages


def pdf_text(path, page: int | None = None) -> str:
    """The text of every page (or of one)."""
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    try:
        pages = range(doc.pageCount()) if page is None else [page]
        return " ".join(" ".join(doc.getAllText(i).text().split()) for i in pages)
    finally:
        doc.close()


@pytest.fixture
def qt(qapp):
    from hallstation.gui.app import ensure_qapp

    return ensure_qapp()


@pytest.fixture(scope="module")
def worn(tmp_path_factory):
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    st = Station(tmp_path_factory.mktemp("worn") / "hall", drawer=SeededDrawer(3))
    play_season(st, MANUAL, 3, LowFirstBlower(2), seed=7)
    play_season(st, ELECTRONIC, 1, seed=8)
    yield st
    st.close()


def test_the_alert_and_the_figures_fit_their_boxes(qt, worn, tmp_path):
    """Every label of the alert and of the figures whole and inside its box (on a ledger without
    its games' tables, to read back only the pages this draws)."""
    balls = day_stats(worn, None)
    assert balls[MANUAL].alert and not balls[ELECTRONIC].alert
    with pdf.recording() as drawn:
        path = print_day_report(DayLedger(None, [], 0, 0, 0), tmp_path / "day.pdf", balls=balls, word="BINGO")
    text = check_fits(path, drawn)
    assert "Bolillas sorteadas — ¿es parejo el bolillero? (prueba χ² y la bolilla más alejada; alerta con p menor que 0,001)" in text
    for words in ("Bolillero: 3 juegos", "Bolillero electrónico: 1 juego,", "B 1–15", "O 61–75", "a más de 3", "Cada bolilla debía salir",
                  "Bolilla más alejada: ", "para el mayor |z| de las 75 bolillas p = "):
        assert words in text, words


def test_the_day_s_report_says_the_alert_on_its_first_page(qt, worn, tmp_path):
    path = print_day_report(day_ledger(worn), tmp_path / "day.pdf", date="2025-03-01", balls=day_stats(worn, None))
    first, text = pdf_text(path, 0), pdf_text(path)
    assert "⚠ ALERTA — Bolillero: las bolillas no salen de forma pareja" in first
    assert text.count("⚠ ALERTA") == 2  # the first page's, and the one under the blower's figure
    assert text.index("Juego 4 · serie 4") < text.index("Bolillas sorteadas")  # the figures after the games


def test_a_hall_word_names_the_columns(qt, worn, tmp_path):
    path = print_day_report(day_ledger(worn), tmp_path / "day.pdf", balls=day_stats(worn, None), word="LOTTO")
    text = pdf_text(path)
    assert "L 1–15" in text and "O 61–75" in text and "B 1–15" not in text


def test_without_the_balls_the_report_is_as_before(qt, worn, tmp_path):
    path = print_day_report(day_ledger(worn), tmp_path / "day.pdf")
    text = pdf_text(path)
    assert "Bolillas sorteadas" not in text and "ALERTA" not in text
