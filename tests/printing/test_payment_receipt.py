"""The payment receipt (issue 10 §2; Arts. 11, 12): one A5 page per payment — game, series, card,
prize, the amount in the hall's format, the method, the winner and identity document of the major
prize (the card retained), the cashier who paid, the time and the log's anchor."""

from __future__ import annotations

import pytest

from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.printing import pdf
from hallstation.printing.payment_receipt import (
    payment_receipt_from,
    payment_receipt_paper,
    payment_receipt_path,
    print_payment_receipt,
)
from hallstation.store.eventlog import anchor
from tests.printing.pdf_check import all_text, check_fits, read_pages


def _claim(st, prize="major", card=1):
    g = st.state.games[1]
    return g, next(c for c in g.claims.values() if c.card == card and prize in c.paid)


def _payments(st, card=1):
    g = st.state.games[1]
    return [(c, prize) for c in g.claims.values() if c.card == card for prize in c.paid]


def test_payment_receipt_data_from_the_log(played_day):
    st = played_day
    assert {prize for _, prize in _payments(st)} >= {"line", "full_card", "major"}
    g, c = _claim(st, "line")
    line = payment_receipt_from(st, 1, c.id, "line")
    award = next(a for a in g.awards if a.prize == "line")
    assert (line.game, line.claim, line.card, line.series, line.prize) == (1, c.id, 1, 1, "line")
    assert line.amount == award.per_card[award.cards.index(1)] and line.method == "cash"
    assert (line.paid_by, line.paid_by_name) == ("cajero", "Cajero central")  # the payment.made event's "by"
    assert line.paid_at and not line.card_retained and not line.winner
    assert line.anchor == anchor(*st.store.head())
    g, c = _claim(st, "major")
    major = payment_receipt_from(st, g, c, "major")  # the game and the claim themselves work too
    assert (major.method, major.winner, major.id_doc, major.card_retained) == ("cheque", "Sra. Ganadora", "1.234.567-8", True)
    with pytest.raises(RuleError):
        payment_receipt_from(st, 1, 999, "line")
    with pytest.raises(RuleError):
        payment_receipt_from(st, 1, c.id, "no such prize")


def test_payment_receipt_pdf_says_the_facts_and_the_anchor(qapp, played_day, tmp_path):
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    st = played_day
    for c, prize in _payments(st):
        r = payment_receipt_from(st, 1, c.id, prize)
        with pdf.recording() as drawn:
            path = print_payment_receipt(r, tmp_path)
        assert path == payment_receipt_path(tmp_path, r) == tmp_path / "receipts" / f"game-1-payment-{c.id}-{prize}.pdf"
        assert not path.with_name(path.name + ".part").exists()
        text = check_fits(path, drawn)  # every text inside the page and its box
        for fact in (format_money(r.amount), "Cajero central", r.paid_at, r.anchor, "Cartón", "Juego"):
            assert fact in text, (fact, text)
        assert "0.00" not in text and f"{r.amount / 100:.2f}" not in text  # the hall's format only
        if prize == "major":
            for fact in ("Sra. Ganadora", "1.234.567-8", "cheque interno", "casino"):
                assert fact in text, (fact, text)
        elif prize == "line":
            assert "efectivo" in text


def test_payment_receipt_goes_to_a_printer_too(qapp, played_day, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    _, c = _claim(played_day)
    r = payment_receipt_from(played_day, 1, c.id, "major")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    payment_receipt_paper(r).print_on(printer)
    pages = read_pages(tmp_path / "printed.pdf")
    assert len(pages) == 1 and round(pages[0].size[0]) == 420  # A5, 148 mm
    assert "Sra. Ganadora" in all_text(pages) and r.anchor in all_text(pages)


LONG_NAME = "María de los Ángeles Fernández Rodríguez de la Santísima Trinidad Pérez-Castellanos y Olivera"


def test_a_long_winners_name_wraps_at_the_receipts_size_whole(qapp, played_day, tmp_path):
    """Issue 24 minor: a long winner's name shrank to about 4 pt to fit one line. It goes on to
    more lines at the size of the other values: its capitals as tall as the identity document's
    digits, every letter printed inside its box, on the page."""
    from dataclasses import replace

    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    _, c = _claim(played_day)
    r = replace(payment_receipt_from(played_day, 1, c.id, "major"), winner=LONG_NAME)
    with pdf.recording() as drawn:
        path = print_payment_receipt(r, tmp_path)
    text = check_fits(path, drawn)
    assert "".join(LONG_NAME.split()) in "".join(text.split())  # whole
    page = read_pages(path)[0]

    def boxes_of(s):
        i = page.text.find("".join(s.split()))
        assert i >= 0, s
        return list(zip(page.text[i : i + len("".join(s.split()))], page.boxes[i:]))

    caps = [b.height() for ch, b in boxes_of(LONG_NAME) if ch.isupper()]
    digits = [b.height() for ch, b in boxes_of(r.id_doc) if ch.isdigit()]
    assert max(caps) >= 0.85 * max(digits), (max(caps), max(digits))
    tops = [b.top() for ch, b in boxes_of(LONG_NAME)]
    assert max(tops) - min(tops) > 1.5 * max(digits)  # on more than one line, not shrunk onto one
