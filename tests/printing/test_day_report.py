"""The day report PDF (Arts. 7, 12): figures, several pages when there are many games."""

from __future__ import annotations

from hallstation.printing.day_report import print_day_report, summary_rows
from hallstation.services.ledger import day_ledger
from tests.gui.test_day_support import pdf_not_blank


def test_art7_day_report_pdf_of_a_simulated_day(qapp, station, tmp_path):
    from hallstation.gui.app import ensure_qapp
    from hallstation.services.simulate import simulate

    ensure_qapp()
    simulate(station, 200, 6, seed=4, price=1500, limit=55)
    led = day_ledger(station)
    rows = dict(summary_rows(led))
    assert len(rows) == 16 and led.balanced()
    path = print_day_report(led, tmp_path / "r" / "day.pdf", date="2025-03-01")
    text = pdf_not_blank(path, ["$ 18.000", "2025-03-01"])  # 200 × $ 15 × 6 games
    assert "✔" in text
