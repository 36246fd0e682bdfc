"""Printing a series to PDF (Arts. 2.5, 3, 4, 17): sheets, content, check codes, cancel."""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPainter

from hallstation.core.bingo.cards import sheets
from hallstation.core.errors import RuleError
from hallstation.printing.cards_pdf import NEUTRAL, card_labels, colour_style, print_series_pdf
from hallstation.services.checkcode import check_code

try:
    from PySide6.QtPdf import QPdfDocument
except ImportError:  # pragma: no cover - QtPdf is an add-on
    QPdfDocument = None

needs_qtpdf = pytest.mark.skipif(QPdfDocument is None, reason="PySide6.QtPdf not installed")


def raw_page_count(path: Path) -> int:
    """Page objects in the PDF file (``/Type /Page``, not ``/Pages``)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))


class Pdf:
    """A loaded PDF (QtPdf): page count, page text, page image."""

    def __init__(self, path: Path) -> None:
        self.doc = QPdfDocument(None)
        self.doc.load(str(path))
        assert self.doc.status() == QPdfDocument.Status.Ready

    def pages(self) -> int:
        return self.doc.pageCount()

    def text(self, page: int) -> str:
        return self.doc.getAllText(page).text()

    def image(self, page: int, dpi: int = 60) -> QImage:
        size = self.doc.pagePointSize(page)
        img = self.doc.render(page, QSize(round(size.width() * dpi / 72), round(size.height() * dpi / 72)))
        paper = QImage(img.size(), QImage.Format.Format_RGB32)  # the render is transparent: put it on paper
        paper.fill(QColor("white"))
        painter = QPainter(paper)
        painter.drawImage(0, 0, img)
        painter.end()
        return paper

    def close(self) -> None:
        self.doc.close()


@pytest.fixture
def pdf_of(qapp):
    opened: list[Pdf] = []

    def load(path: Path) -> Pdf:
        p = Pdf(path)
        opened.append(p)
        return p

    yield load
    for p in opened:
        p.close()


def pixels(img: QImage, step: int = 2):
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            yield img.pixelColor(x, y)


# ------------------------------------------------------------ sheets and pages


@pytest.mark.parametrize("sheet", [1, 2, 3, 4])
def test_art4_sheets_of_1_to_4_cards_per_page(qapp, tmp_path, series_factory, secret, sheet) -> None:
    series = series_factory(7, sheet=sheet)
    path = tmp_path / f"series_{sheet}.pdf"
    assert print_series_pdf(series, "BINGO", secret, path) is True
    assert path.exists() and not (tmp_path / f"series_{sheet}.pdf.part").exists()
    assert path.read_bytes().startswith(b"%PDF")
    assert raw_page_count(path) == math.ceil(7 / sheet) == len(sheets(series))


@needs_qtpdf
@pytest.mark.parametrize("sheet", [1, 4])
def test_art4_page_count_seen_by_a_pdf_reader(qapp, tmp_path, series_factory, secret, pdf_of, sheet) -> None:
    series = series_factory(10, sheet=sheet)
    path = tmp_path / "s.pdf"
    print_series_pdf(series, "BINGO", secret, path)
    assert pdf_of(path).pages() == math.ceil(10 / sheet)


@needs_qtpdf
@pytest.mark.parametrize("sheet", [1, 2, 3, 4])
def test_art4_every_card_of_a_sheet_is_on_its_page(qapp, tmp_path, series_factory, secret, pdf_of, sheet) -> None:
    series = series_factory(9, sheet=sheet)
    path = tmp_path / "s.pdf"
    print_series_pdf(series, "BINGO", secret, path)
    pdf = pdf_of(path)
    for page, numbers in enumerate(sheets(series)):
        text = pdf.text(page)
        for n in numbers:
            assert f"{n:04d}" in text
            assert check_code(secret, series.number, series.card(n)) in text


@needs_qtpdf
def test_page_is_not_blank(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    path = tmp_path / "s.pdf"
    print_series_pdf(series_factory(4, sheet=4), "BINGO", secret, path)
    img = pdf_of(path).image(0)
    dark = sum(1 for c in pixels(img) if c.lightness() < 80)
    total = (img.width() // 2) * (img.height() // 2)
    assert dark > total * 0.02  # numbers, letters, frames
    assert dark < total * 0.6  # still mostly paper


def test_content_streams_are_not_empty_without_qtpdf(qapp, tmp_path, series_factory, secret) -> None:
    """The check that works without QtPdf: the page descriptions have real content."""
    one = tmp_path / "one.pdf"
    print_series_pdf(series_factory(1), "BINGO", secret, one)
    assert one.stat().st_size > 5_000  # fonts and one drawn card


# ------------------------------------------------------------ what a card shows


@needs_qtpdf
def test_art3_printed_numbers_and_check_code_match_the_card(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    series = series_factory(1, number=31, letter="C", color="verde")
    path = tmp_path / "s.pdf"
    print_series_pdf(series, "BINGO", secret, path)
    text = pdf_of(path).text(0)
    card = series.card(1)
    tokens = text.split()
    for n in card.numbers:
        assert str(n) in tokens
    assert check_code(secret, 31, card) in tokens
    assert "0001" in tokens
    assert "31" in text and "C" in tokens and "VERDE" in tokens


@needs_qtpdf
def test_art3_rows_are_printed_top_to_bottom_as_stored(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    series = series_factory(1)
    path = tmp_path / "s.pdf"
    print_series_pdf(series, "BINGO", secret, path)
    lines = [line.split() for line in pdf_of(path).text(0).splitlines()]
    grid = series.card(1).grid
    for row in range(5):
        expected = [str(n) for n in grid[row * 5 : row * 5 + 5] if n is not None]
        assert expected in lines


@needs_qtpdf
def test_art17_hall_word_printed_over_the_five_columns(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    path = tmp_path / "s.pdf"
    print_series_pdf(series_factory(1), "lotto", secret, path)
    lines = [line.split() for line in pdf_of(path).text(0).splitlines()]
    assert ["L", "O", "T", "T", "O"] in lines


@needs_qtpdf
def test_art2_5_free_centre_is_marked(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    path = tmp_path / "s.pdf"
    print_series_pdf(series_factory(1), "BINGO", secret, path)
    free = card_labels()["free"]  # "FREE", or "LIBRE" when a Spanish translator is installed
    assert free in ("FREE", "LIBRE")
    assert free in pdf_of(path).text(0).split()


@needs_qtpdf
def test_spanish_card_words(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    from hallstation.i18n import install_qt_translator, language, set_language

    before = language()
    translator = install_qt_translator(qapp, "es")
    try:
        path = tmp_path / "s.pdf"
        print_series_pdf(series_factory(1), "BINGO", secret, path)
        text = pdf_of(path).text(0)
    finally:
        qapp.removeTranslator(translator)
        set_language(before)
    for word in ("LIBRE", "SERIE", "LETRA", "CARTÓN", "CONTROL", "hoja"):
        assert word in text


@needs_qtpdf
def test_known_colour_tints_the_card_unknown_is_neutral(qapp, tmp_path, series_factory, secret, pdf_of) -> None:
    def reddish(colour: str) -> int:
        path = tmp_path / f"{colour}.pdf"
        print_series_pdf(series_factory(1, color=colour), "BINGO", secret, path)
        return sum(1 for c in pixels(pdf_of(path).image(0)) if c.red() > 180 and c.green() < 90 and c.blue() < 90)

    assert reddish("rojo") > 200
    assert reddish("Turquesa") == 0


def test_colour_names() -> None:
    assert colour_style("Rojo") is colour_style("roja") is colour_style(" ROJO ")
    assert colour_style("amarilla") is colour_style("Amarillo")
    assert colour_style("Violeta") is not NEUTRAL
    for name in ("amarillo", "celeste", "rojo", "verde", "azul", "rosa", "naranja", "blanco", "violeta", "gris"):
        assert colour_style(name) is not NEUTRAL
    assert colour_style("turquesa") is NEUTRAL
    assert colour_style("") is NEUTRAL
    white = colour_style("blanco")
    assert white.frame != QColor("#ffffff")  # a white series still has a visible frame
    assert colour_style("azul").band_text == QColor("#ffffff")
    assert colour_style("amarillo").band_text != QColor("#ffffff")


# ------------------------------------------------------------ progress, cancel, errors


def test_progress_reports_every_card(qapp, tmp_path, series_factory, secret) -> None:
    seen: list[tuple[int, int]] = []
    print_series_pdf(series_factory(6, sheet=4), "BINGO", secret, tmp_path / "s.pdf", progress=lambda d, t: seen.append((d, t)))
    assert seen == [(i, 6) for i in range(1, 7)]


def test_cancel_stops_early_and_leaves_no_file(qapp, tmp_path, series_factory, secret) -> None:
    series = series_factory(200, sheet=2)
    path = tmp_path / "s.pdf"
    done: list[int] = []
    ok = print_series_pdf(
        series, "BINGO", secret, path, progress=lambda d, t: done.append(d), should_cancel=lambda: len(done) >= 5
    )
    assert ok is False
    assert done == [1, 2, 3, 4, 5]  # asked between cards: stopped before the sixth
    assert list(tmp_path.iterdir()) == []  # neither the PDF nor the partial file


def test_cancel_keeps_an_older_complete_file_untouched(qapp, tmp_path, series_factory, secret) -> None:
    path = tmp_path / "s.pdf"
    path.write_bytes(b"%PDF earlier print")
    assert print_series_pdf(series_factory(5), "BINGO", secret, path, should_cancel=lambda: True) is False
    assert path.read_bytes() == b"%PDF earlier print"
    assert list(tmp_path.iterdir()) == [path]


def test_bad_hall_word_is_refused(qapp, tmp_path, series_factory, secret) -> None:
    with pytest.raises(RuleError):
        print_series_pdf(series_factory(1), "BING", secret, tmp_path / "s.pdf")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX paths")
def test_unwritable_path_is_a_clear_error(qapp, tmp_path, series_factory, secret) -> None:
    with pytest.raises(RuleError) as err:
        print_series_pdf(series_factory(1), "BINGO", secret, tmp_path / "missing" / "s.pdf")
    assert "Could not write the PDF" in str(err.value)


def test_needs_a_gui_application(tmp_path) -> None:
    """Without a QGuiApplication (fonts) it says so instead of crashing."""
    import subprocess

    code = (
        "import random, sys\n"
        "from hallstation.core.bingo.cards import check_series_info, generate_series\n"
        "from hallstation.printing.cards_pdf import print_series_pdf\n"
        "s = generate_series(check_series_info(1, 1, 'rojo', 'A', 1), random.Random(1))\n"
        "try:\n"
        "    print_series_pdf(s, 'BINGO', bytes(32), sys.argv[1])\n"
        "except RuntimeError as e:\n"
        "    print('refused:', e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "s.pdf")], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert "refused: print_series_pdf needs a QGuiApplication" in out.stdout, out.stderr
    assert list(tmp_path.iterdir()) == []
