"""The windows' printing actions: a paper through the print dialog (QPrintDialog + QPrinter) as
well as to PDF — the same ``Paper`` drawing goes to the printer chosen; the dialog goes through the
dialog service's test hook, ``DialogService.handler("print", paper=…, title=…)`` answering instead
of the dialog when set (tests never block) — and the payment receipt of a prize paid."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from hallstation.printing.pdf import Paper


def print_with_dialog(parent: Any, paper: Paper) -> bool:
    """Ask for the printer and print ``paper`` on it; False when cancelled."""
    from hallstation.gui.dialogs import DialogService

    if DialogService.handler is not None:
        return bool(DialogService.handler("print", paper=paper, title=paper.title))
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    from PySide6.QtWidgets import QDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dlg = QPrintDialog(printer, parent)
    dlg.setWindowTitle(paper.title)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return False
    paper.print_on(printer)
    return True


def print_paper(parent: Any, paper: Paper, say: Callable[[str, str], None]) -> bool:
    """"Print…": the print dialog, then the paper on the printer chosen; says what happened."""
    from hallstation import i18n
    from hallstation.core.errors import RuleError

    try:
        done = print_with_dialog(parent, paper)
    except RuleError as err:
        say(i18n.message(err), "error")
        return False
    if done:
        say(QCoreApplication.translate("Papers", "{title}: sent to the printer.").format(title=paper.title), "ok")
    else:
        say(QCoreApplication.translate("Papers", "Printing cancelled."), "info")
    return done


def save_payment_receipt(station: Any, say: Callable[[str, str], None], payment: tuple[int, int, str] | None = None) -> str | None:
    """Write the payment receipt PDF of ``payment`` (game, claim, prize; default: the last prize
    paid) to ``<data folder>/receipts/`` and say where; returns its path (None when refused)."""
    from hallstation import i18n
    from hallstation.core.errors import RuleError
    from hallstation.printing.payment_receipt import last_payment, payment_receipt_from, print_payment_receipt

    payment = payment or last_payment(station)
    if payment is None:
        say(QCoreApplication.translate("Papers", "No prize has been paid yet: there is no payment receipt to print."), "info")
        return None
    try:
        path = print_payment_receipt(payment_receipt_from(station, *payment), station.data_dir)
    except RuleError as err:
        say(i18n.message(err), "error")
        return None
    say(QCoreApplication.translate("Papers", "Payment receipt saved to {path}").format(path=str(path)), "ok")
    return str(path)


__all__ = ["print_paper", "print_with_dialog", "save_payment_receipt"]
