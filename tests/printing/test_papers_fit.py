"""The printed papers never clip a label (issue 11 §4): each PDF is rendered back with QtPdf and
every character's box must lie inside its page, and every text drawn inside the box it was given
(``pdf.fit_text`` shrinks what would not fit) — the day report ("Premio Mayor", "Precio",
"Vendidas"), the stamp receipt's title, the records; and the figures printed agree with the ledger
(the residue is one figure in the summary, the games' column and its total)."""

from __future__ import annotations

import pytest

from hallstation.core.money import format_money
from hallstation.printing import pdf
from hallstation.printing.actas import CLOSING, OPENING, acta_from, acta_path, print_acta
from hallstation.printing.day_report import (
    GAME_COLUMNS,
    day_residue,
    game_cells,
    print_day_report,
    summary_rows,
    total_cells,
)
from hallstation.printing.stamp_receipt import print_stamp_receipt, receipt_from
from hallstation.services.ledger import DayLedger, GameLedger, day_ledger
from tests.gui.test_day_support import SIGNERS, station_from
from tests.printing.pdf_check import check_fits, outside_boxes, read_pages

RESIDUE = [k for k, _ in GAME_COLUMNS].index("residue")


@pytest.fixture
def qt(qapp):
    from hallstation.gui.app import ensure_qapp

    return ensure_qapp()


def test_day_report_labels_whole_and_inside_their_cells(qt, played_day, tmp_path):
    led = day_ledger(played_day)
    with pdf.recording() as drawn:
        path = print_day_report(led, tmp_path / "day.pdf", date="2025-03-01", hall="Sala Central", anchor=pdf.log_anchor(played_day))
    text = check_fits(path, drawn)
    for label in ("Premio Mayor", "Precio", "Vendidas", "Bonificaciones", "Mayor adjudicado", "Cartón lleno", "Sin pagar"):
        assert label in text, label
    assert pdf.log_anchor(played_day) in text  # the log's anchor when printed (issue 10 §2)
    assert format_money(led.takings) in text and format_money(led.totals()["paid"]) in text


def test_the_check_catches_a_clipped_label(qt, played_day, tmp_path, monkeypatch):
    """Without the shrinking the Spanish headings overflow their columns: the check says so."""
    monkeypatch.setattr(pdf, "fitted_font", lambda painter, rect, text, f, flags=0: f)
    with pdf.recording() as drawn:
        path = print_day_report(day_ledger(played_day), tmp_path / "clipped.pdf")
    assert outside_boxes(read_pages(path), drawn)


def test_stamp_receipt_title_and_lines_fit(qt, played_day, tmp_path):
    g = played_day.state.games[1]
    c = next(c for c in g.claims.values() if "major" in c.paid)
    with pdf.recording() as drawn:
        path = print_stamp_receipt(receipt_from(played_day, g, c), tmp_path)
    text = check_fits(path, drawn)
    assert "COMPROBANTE DE SELLO — PREMIO VERIFICADO" in text


def test_the_records_fit(qt, data_dir):
    st = station_from("opened", data_dir)
    try:
        for kind in (OPENING, CLOSING):
            if kind == CLOSING:
                st.close_day(SIGNERS, {2: (False, "sin lacre de repuesto: se guardó en una bolsa con la firma del jurado")})
            a = acta_from(st, kind)
            with pdf.recording() as drawn:
                path = print_acta(a, acta_path(data_dir, a))
            text = check_fits(path, drawn)
            assert "Jurado 1" in text
    finally:
        st.close()


def test_the_residue_is_one_figure_in_the_summary_the_column_and_the_total(qt, tmp_path):
    """Half a peso left by rounding the major prize: the summary said $ 0,50 and the column $ 0."""
    g = GameLedger(game=1, series=1, price=2000, sold=10, takings=20000, pot_contribution=3000, house_share=5000,
                   rounding_residue=0, major_residue=50)
    led = DayLedger(1, [g], 0, 0, 0)
    rows = summary_rows(led)
    residue = next(cents for label, cents in rows if label.startswith("Residuo"))
    assert residue == day_residue(led) == 50
    assert game_cells(g)[RESIDUE] == total_cells(led)[RESIDUE] == format_money(50) == "$ 0,50"
    with pdf.recording() as drawn:
        path = print_day_report(led, tmp_path / "residue.pdf")
    text = check_fits(path, drawn)
    assert "Residuo de redondeo y premios no adjudicados $ 0,50" in text
    assert text.count("$ 0,50") >= 3  # the summary, the game's row, the total
