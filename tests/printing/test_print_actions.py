"""The windows' printing actions (issue 10 §2, issue 11 §4): the stamp receipt and the day's
records go through the print dialog ("Print…") as well as to PDF — the same drawing on the printer
chosen — and the payment receipt is offered after a payment (the paid prize's row and the pay desk's
"Print payment receipt" for the last prize paid). The dialog is answered by DialogService.handler."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation.core.bingo.patterns import LINE
from hallstation.gui.dialogs import DialogService
from tests.gui.conftest import _reset_dialog_service, demo_templates, make_app  # noqa: F401 - fixtures
from tests.gui.test_claims import CASHIER, Answers, hall_app  # noqa: F401
from tests.gui.test_day_support import SIGNERS, bridge_from
from tests.gui.test_pay_desk import to_pay
from tests.printing.pdf_check import all_text, read_pages
from tests.services.conftest import hall, people_template  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


class Printer(Answers):
    """Answers the print dialog by printing on a PDF "printer" (a real QPrinter) in ``folder``."""

    def __init__(self, folder, cancel=False, **kw) -> None:
        super().__init__(**kw)
        self.folder, self.cancel, self.printed = folder, cancel, []

    def __call__(self, kind, **kw):
        if kind != "print":
            return super().__call__(kind, **kw)
        self.asked.append((kind, kw))
        if self.cancel:
            return False
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        path = self.folder / f"printed-{len(self.printed)}.pdf"
        printer.setOutputFileName(str(path))
        kw["paper"].print_on(printer)
        self.printed.append(path)
        return True


def test_the_records_print_through_the_print_dialog(qtbot, data_dir, tmp_path):
    from hallstation.gui.day import DayWindow

    bridge = bridge_from("opened", data_dir)
    w = DayWindow(bridge)
    qtbot.addWidget(w)
    try:
        assert w.printer_open_button.isEnabled() and not w.printer_close_button.isEnabled()
        DialogService.handler = h = Printer(tmp_path)
        qtbot.mouseClick(w.printer_open_button, Qt.MouseButton.LeftButton)
        (path,) = h.printed
        text = all_text(read_pages(path))
        assert "lacre roto en una esquina" in text and "Jurado 1" in text  # the opening record, on the printer
        bridge.station.close_day(SIGNERS, {})
        w.render()
        assert w.printer_close_button.isEnabled()
        DialogService.handler = h = Printer(tmp_path, cancel=True)
        qtbot.mouseClick(w.printer_close_button, Qt.MouseButton.LeftButton)
        assert [k for k, _ in h.asked] == ["print"] and not h.printed  # cancelled: nothing printed
    finally:
        bridge.detach()
        bridge.station.close()


def test_stamp_receipt_print_and_payment_receipt_in_the_caller_window(qtbot, hall_app, tmp_path):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    assert not w.pay_desk_indicator.receipt_button.isHidden()
    c = to_pay(qtbot, w, series)
    # the stamp receipt, through the print dialog (next to its PDF button)
    assert p.receipt_print_button.isEnabled()
    DialogService.handler = h = Printer(tmp_path)
    qtbot.mouseClick(p.receipt_print_button, Qt.MouseButton.LeftButton)
    (path,) = h.printed
    assert "SELLO" in all_text(read_pages(path))
    # nothing paid yet: the pay desk's button says so
    DialogService.handler = Answers()
    qtbot.mouseClick(w.pay_desk_indicator.receipt_button, Qt.MouseButton.LeftButton)
    assert w.message_label.property("kind") == "info" and not w.pay_desk_indicator.last_receipt
    # pay the line, then its receipt: from the paid row and from the pay desk
    DialogService.handler = Answers(credentials=[CASHIER])
    qtbot.mouseClick(p.pay_buttons[(LINE, "cash")], Qt.MouseButton.LeftButton)
    assert LINE in c.paid, w.message()
    qtbot.mouseClick(w.pay_desk_indicator.receipt_button, Qt.MouseButton.LeftButton)
    assert w.message_label.property("kind") == "ok", w.message()
    path = w.pay_desk_indicator.last_receipt
    assert path.endswith(f"-payment-{c.id}-{LINE}.pdf") and str(sa.station.data_dir / "receipts") in path
    text = all_text(read_pages(path))
    assert "COMPROBANTE DE PAGO" in text and "efectivo" in text
    if LINE in p.payment_receipt_buttons:  # the claim still open: its paid row offers it too
        qtbot.mouseClick(p.payment_receipt_buttons[LINE], Qt.MouseButton.LeftButton)
        assert w.message_label.property("kind") == "ok"
