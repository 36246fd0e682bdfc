"""The jury's box (step 4): the signatures so far, «Jury signs (PIN)», «Stamp», the stamp once
given, the stamp receipt (PDF or through the print dialog) and withdrawing the claim."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QWidget

from hallstation.core.bingo.game import Claim
from hallstation.gui.claims.style import panel_button


class JuryBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ClaimPanel", "Jury"), parent)
        jb = QGridLayout(self)
        self.signatures_label = QLabel()
        self.signatures_label.setWordWrap(True)
        self.sign_button = panel_button(QCoreApplication.translate("ClaimPanel", "Jury signs (PIN)"), "#6a1b9a")
        self.stamp_button = panel_button(QCoreApplication.translate("ClaimPanel", "Stamp"), "#4e342e")
        self.stamp_label = QLabel()
        self.stamp_label.setWordWrap(True)
        sf = self.stamp_label.font()
        sf.setBold(True)
        sf.setPointSize(12)
        self.stamp_label.setFont(sf)
        self.receipt_button = panel_button(QCoreApplication.translate("ClaimPanel", "Print receipt"))
        self.receipt_print_button = panel_button(QCoreApplication.translate("ClaimPanel", "Print…"))  # the same receipt, through the print dialog
        self.withdraw_button = panel_button(QCoreApplication.translate("ClaimPanel", "Withdraw claim"))
        jb.setContentsMargins(6, 4, 6, 4)
        jb.addWidget(self.signatures_label, 0, 0, 1, 2)
        jb.addWidget(self.sign_button, 1, 0)
        jb.addWidget(self.stamp_button, 1, 1)
        jb.addWidget(self.stamp_label, 2, 0, 1, 2)
        receipt_row = QHBoxLayout()
        receipt_row.addWidget(self.receipt_button, 1)
        receipt_row.addWidget(self.receipt_print_button)
        jb.addLayout(receipt_row, 3, 0, 1, 2)  # rows of their own: the steps column stays narrow
        jb.addWidget(self.withdraw_button, 4, 0, 1, 2)

    def render(self, c: Claim, need: int, names: str, when: str = "") -> None:
        """``names``: the signers' full names ("—" for none); ``when``: the stamp's time."""
        verifying = c.open and c.stamp is None
        self.setVisible(c.open)
        self.signatures_label.setText(QCoreApplication.translate("ClaimPanel", "Signatures: {have} of {need} — {names}").format(
            have=len(c.signatures), need=need, names=names))
        self.sign_button.setText(QCoreApplication.translate("ClaimPanel", "Jury signs card {card} (PIN)").format(card=c.card))
        self.stamp_button.setText(QCoreApplication.translate("ClaimPanel", "Stamp card {card}").format(card=c.card))
        self.withdraw_button.setText(QCoreApplication.translate("ClaimPanel", "Withdraw the claim of card {card}").format(card=c.card))
        self.sign_button.setEnabled(verifying and len(c.signatures) < need)
        self.stamp_button.setEnabled(verifying and len(c.signatures) >= need)
        self.withdraw_button.setEnabled(verifying)
        self.receipt_button.setEnabled(c.stamp is not None)
        self.receipt_print_button.setEnabled(c.stamp is not None)
        if c.stamp is not None:
            self.stamp_label.setText(QCoreApplication.translate("ClaimPanel", "STAMPED No. {stamp} · {time} · {names}").format(stamp=c.stamp, time=when, names=names))
            self.stamp_label.setStyleSheet("color:#b71c1c;border:2px dashed #b71c1c;padding:4px;")
            self.stamp_label.show()
        else:
            self.stamp_label.hide()
