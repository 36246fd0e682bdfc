"""The QR code on every printed card (issue 28): printed to PDF, rendered with ``pdftoppm`` and
decoded with a real decoder (zbar's ``zbarimg``), every card's code names its own series, number
and check code — on A4 (1 to 4 cards a sheet) and on the receipt printer's roll. Both tools are
Debian packages (poppler-utils, zbar-tools: packaging/test-system-packages.txt); without them
these tests fail, they are not skipped."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from hallstation.printing.card_qr import MODULES, QUIET, SymbolRects, qr_matrix
from hallstation.printing.cards_pdf import (
    FOOTER_C,
    PAD_W,
    PRINTER_DPI,
    card_height,
    page_layout,
    print_series_pdf,
    qr_module_mm,
)
from hallstation.services.checkcode import check_code
from hallstation.services.scancode import hall_mark, identify, parse_scan, scan_text


def decoded(pdf: Path, dpi: int, sharp: bool = False) -> list[str]:
    """Every QR code zbar finds on the PDF's pages rendered at ``dpi`` (grey; ``sharp``: no
    anti-aliasing, as a thermal printer prints at its own resolution)."""
    for tool in ("pdftoppm", "zbarimg"):
        assert shutil.which(tool), f"{tool} is missing: apt-get install poppler-utils zbar-tools"
    out = pdf.with_suffix("")
    cmd = ["pdftoppm", "-r", str(dpi), "-gray"] + (["-aa", "no", "-aaVector", "no"] if sharp else []) + [str(pdf), str(out)]
    subprocess.run(cmd, check=True, timeout=60)
    pages = sorted(pdf.parent.glob(out.name + "-*.pgm"))
    assert pages
    run = subprocess.run(
        ["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", *map(str, pages)],
        capture_output=True, text=True, timeout=60,
    )
    return run.stdout.splitlines()


@pytest.mark.parametrize(
    "sheet, cards, paper, dpi",
    [
        (1, 2, "a4", 150),
        (2, 2, "a4", 150),
        (3, 3, "a4", 150),
        (4, 4, "a4", 150),
        (4, 4, "receipt", 203),  # the receipt printer's own resolution
    ],
)
def test_every_card_code_decodes_to_its_own_series_number_and_check_code(
    qapp, tmp_path, series_factory, secret, sheet, cards, paper, dpi
):
    series = series_factory(cards, sheet=sheet, number=731)
    pdf = tmp_path / "s.pdf"
    assert print_series_pdf(series, "BINGO", secret, pdf, paper=paper)
    texts = decoded(pdf, dpi, sharp=paper == "receipt")
    assert len(texts) == cards, texts  # one code a card, every one read
    got = {}
    for text in texts:
        code = parse_scan(text)
        assert code.hall == hall_mark(secret)
        got[code.card] = (code.series, code.code)
        assert identify(secret, {731: series}, text).card == code.card  # genuine with the hall's key
    assert got == {n: (731, check_code(secret, 731, series.card(n))) for n in range(1, cards + 1)}


def test_the_code_is_what_a_scanner_types_upper_case_letters_digits_spaces(secret, series_factory):
    series = series_factory(1, number=12)
    text = scan_text(hall_mark(secret), 12, 1, check_code(secret, 12, series.card(1)))
    assert text.startswith("HS1 ") and len(text.split(" ")) == 5
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
    longest = scan_text("ZZZZ", 99_999, 99_999, "ZZZZZZ")
    assert len(qr_matrix(longest)) == MODULES  # the largest numbers still fit the same symbol


@pytest.mark.parametrize("paper", ["a4", "receipt"])
@pytest.mark.parametrize("sheet", [1, 2, 3, 4])
def test_module_is_whole_printer_dots_and_big_enough_to_scan(sheet, paper):
    card_w = page_layout(sheet, paper).card_w
    module = qr_module_mm(card_w, paper)
    dots = module / (25.4 / PRINTER_DPI[paper])
    assert abs(dots - round(dots)) < 1e-9 and round(dots) >= 3
    assert 0.37 <= module <= 0.6  # every 2D scanner reads 0.37 mm (15 mil) modules
    # the symbol and its quiet zone fit under the grid, inside the card, clear of the numbers
    c = card_w * (1 - 2 * PAD_W) / 5
    assert (MODULES + QUIET) * module <= FOOTER_C * c
    pad = card_w * PAD_W
    assert pad >= QUIET * module  # the quiet zone at its right and below is the card's margin


def test_receipt_ticket_is_the_roll_width_and_holds_the_sheet(qapp, tmp_path, series_factory, secret):
    layout = page_layout(3, "receipt")
    assert layout.width == 80 and layout.card_w <= 72  # an 80 mm roll prints 72 mm
    assert len(layout.slots) == 3
    bottom = layout.slots[-1][1] + card_height(layout.card_w)
    assert bottom <= layout.footer[1] < layout.height
    pdf = tmp_path / "r.pdf"
    series = series_factory(5, sheet=3)
    assert print_series_pdf(series, "BINGO", secret, pdf, paper="receipt")
    import re

    assert len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf.read_bytes())) == 2  # a ticket a sheet


def test_symbol_rects_cover_exactly_the_dark_modules(qapp):
    matrix = qr_matrix("HS1 7KQ2 12 145 K7QX2M")
    rects = SymbolRects(2.0)(matrix)
    dark = {(r, c) for r, row in enumerate(matrix) for c, v in enumerate(row) if v}
    covered = set()
    for rect in rects:
        r = round(rect.top() / 2)
        for c in range(round(rect.left() / 2), round(rect.right() / 2)):
            assert (r, c) not in covered
            covered.add((r, c))
    assert covered == dark


# ------------------------------------------------------------------ the cards' own QR encoder
def _alnum_text(rng, length):
    from hallstation.printing.qr_fixed import ALPHANUMERIC

    return "".join(rng.choice(ALPHANUMERIC) for _ in range(length))


def test_the_fast_encoder_makes_segnos_symbol_module_for_module():
    """printing/qr_fixed.py (version 2-Q, mask 1, worked out once) against segno, a general
    encoder, for every length a card code can have and beyond: the same 625 modules. (At the
    lengths whose data end on a byte boundary after the terminator segno writes one more zero byte
    before the pad bytes; both are read the same — ``test_every_card_code_decodes…`` decodes ours —
    so there the data codewords are compared up to the terminator and the rest of the symbol must
    still be a valid one of ours.)"""
    import random

    import segno

    from hallstation.printing import qr_fixed

    rng = random.Random(28)
    aligned = 0
    for length in range(1, qr_fixed.MAX_CHARS + 1):
        for _ in range(40):
            text = _alnum_text(rng, length)
            ours = tuple(bytes(r) for r in qr_fixed.qr_matrix(text))
            ref = segno.make_qr(text, error="q", version=2, mask=1, boost_error=False, mode="alphanumeric")
            theirs = tuple(bytes(r) for r in ref.matrix)
            bits = 13 + 11 * (length // 2) + 6 * (length % 2)
            if bits + 4 < 8 * qr_fixed.DATA_CODEWORDS and (bits + 4) % 8 == 0:
                aligned += 1
                words = [int("".join(str(ref.matrix[r][c] ^ inv) for r, c, inv in qr_fixed._PLACES[i:i + 8]), 2)
                         for i in range(0, 8 * qr_fixed.DATA_CODEWORDS, 8)]
                assert words[: (bits + 4) // 8] == qr_fixed.data_codewords(text)[: (bits + 4) // 8], text
                continue
            assert ours == theirs, text
    assert aligned  # the boundary case was met


def test_the_fast_encoder_refuses_what_a_card_code_is_not():
    from hallstation.printing import qr_fixed

    with pytest.raises(ValueError):
        qr_fixed.qr_matrix("a lower-case text")
    with pytest.raises(ValueError):
        qr_fixed.qr_matrix("A" * (qr_fixed.MAX_CHARS + 1))


def test_symbol_rects_from_the_rows_as_ints_are_the_same_as_from_the_matrix(qapp):
    from hallstation.printing.card_qr import qr_rows

    text = "HS1 7KQ2 12 145 K7QX2M"
    assert [r.getRect() for r in SymbolRects(3.0)(qr_rows(text))] == [r.getRect() for r in SymbolRects(3.0)(qr_matrix(text))]
