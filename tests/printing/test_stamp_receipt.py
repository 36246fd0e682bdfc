"""The stamp receipt PDF (Art. 11): written to receipts/, one page, not blank, with its facts."""

from __future__ import annotations

import pytest

from hallstation.core.money import format_money
from hallstation.printing.stamp_receipt import StampReceipt, print_stamp_receipt, receipt_path

GRID = (1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, None, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65)


def receipt(**kw) -> StampReceipt:
    base = dict(
        game=3, claim=2, series=7, series_color="amarillo", series_letter="A", card=145, ball_count=6, stamp=12,
        stamped_at="2025-03-01 21:14:05", jury=("Juan Pérez", "Ana Gómez"), completes=(("line", 6, "row 1"),),
        amounts=(("line", 72_000, 4, (145, 37)),), payments=(("line", "cash", ""),),
        grid=GRID, marked=tuple(n is None or n in (1, 16, 31, 46, 61) for n in GRID),
    )
    base.update(kw)
    return StampReceipt(**base)


def test_receipt_goes_to_the_receipts_folder(qapp, tmp_path) -> None:
    path = print_stamp_receipt(receipt(), tmp_path)
    assert path == receipt_path(tmp_path, receipt()) == tmp_path / "receipts" / "game-3-stamp-12.pdf"
    assert path.read_bytes().startswith(b"%PDF") and not path.with_name(path.name + ".part").exists()


def test_receipt_pdf_has_its_facts_and_is_not_blank(qapp, tmp_path) -> None:
    qtpdf = pytest.importorskip("PySide6.QtPdf")
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor, QImage, QPainter

    path = print_stamp_receipt(receipt(), tmp_path)
    doc = qtpdf.QPdfDocument(None)
    doc.load(str(path))
    try:
        assert doc.pageCount() == 1
        text = doc.getAllText(0).text()
        for fact in ("12", "145", "Juan Pérez", "Ana Gómez", "2025-03-01 21:14:05", format_money(72_000).split()[-1]):
            assert fact in text, fact
        size = doc.pagePointSize(0)
        img = doc.render(0, QSize(round(size.width() * 60 / 72), round(size.height() * 60 / 72)))
        paper = QImage(img.size(), QImage.Format.Format_RGB32)
        paper.fill(QColor("white"))
        p = QPainter(paper)
        p.drawImage(0, 0, img)
        p.end()
        dark = sum(1 for y in range(0, paper.height(), 2) for x in range(0, paper.width(), 2) if paper.pixelColor(x, y).lightness() < 100)
        total = (paper.width() // 2) * (paper.height() // 2)
        assert total * 0.01 < dark < total * 0.6
    finally:
        doc.close()


def test_printing_again_replaces_the_receipt(qapp, tmp_path) -> None:
    first = print_stamp_receipt(receipt(amounts=()), tmp_path)
    size = first.stat().st_size
    again = print_stamp_receipt(receipt(), tmp_path)
    assert again == first and again.stat().st_size != size
    assert sorted(p.name for p in (tmp_path / "receipts").iterdir()) == ["game-3-stamp-12.pdf"]
