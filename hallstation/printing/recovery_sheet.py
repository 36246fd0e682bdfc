"""The recovery-code sheet: the first administrator's one-time recovery code on one A5 page, to
print and keep in the hall's safe. The station keeps only the code's hash; this page (and the
PDF, wherever the administrator saved it) is the only copy — delete the PDF once printed.

``print_recovery_sheet(target, name, full_name, code)`` draws it through ``write_pdf``. Needs a
QGuiApplication (fonts).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from hallstation.printing.pdf import MM, font as _font, write_pdf


def print_recovery_sheet(target: Path | str, name: str, full_name: str, code: str, when: str = "") -> Path:
    """Draw the sheet for ``name``'s recovery ``code`` to ``target`` (A5 PDF); returns the path."""
    when = when or datetime.now().strftime("%Y-%m-%d %H:%M")
    title = QCoreApplication.translate("RecoverySheet", "Recovery code of {name}").format(name=name)
    return write_pdf(target, lambda p, w, pw, ph: _draw(p, name, full_name, code, when, pw, ph), title, page="A5")


def _draw(p: QPainter, name: str, full_name: str, code: str, when: str, pw: float, ph: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 12 * MM
    x, w, y = m, pw - 2 * m, m
    ink, soft = QPen(QColor("#111111")), QPen(QColor("#555555"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    centre = Qt.AlignmentFlag.AlignCenter
    wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    band = QRectF(x, y, w, 14 * MM)
    p.fillRect(band, QColor("#4a148c"))
    p.setPen(QPen(QColor("#ffffff")))
    p.setFont(_font(3.8 * MM, True))
    p.drawText(band, centre, QCoreApplication.translate("RecoverySheet", "ADMINISTRATOR RECOVERY CODE"))
    y += 20 * MM
    p.setPen(ink)
    p.setFont(_font(4.2 * MM, True))
    p.drawText(QRectF(x, y, w, 7 * MM), left, f"{name} — {full_name}")
    y += 8 * MM
    p.setPen(soft)
    p.setFont(_font(3.2 * MM))
    p.drawText(QRectF(x, y, w, 6 * MM), left, QCoreApplication.translate("RecoverySheet", "Issued {when}").format(when=when))
    y += 12 * MM
    box = QRectF(x, y, w, 24 * MM)
    p.setPen(QPen(QColor("#4a148c"), 0.8 * MM))
    p.setBrush(QColor("#f3e5f5"))
    p.drawRoundedRect(box, 2 * MM, 2 * MM)
    p.setBrush(Qt.BrushStyle.NoBrush)
    f = _font(9.0 * MM, True)
    f.setFamilies(["DejaVu Sans Mono", "Liberation Mono", "Courier New", "monospace"])
    p.setFont(f)
    p.setPen(ink)
    p.drawText(box, centre, code)
    y += 32 * MM
    p.setFont(_font(3.4 * MM))
    text = QCoreApplication.translate(
        "RecoverySheet",
        "If {name} is locked out (too many wrong PINs, PIN forgotten) and no other administrator can "
        "unlock them, on the station's own computer run:"
    ).format(name=name)
    p.drawText(QRectF(x, y, w, 16 * MM), wrap, text)
    y += 17 * MM
    p.setFont(_font(3.6 * MM, True))
    p.drawText(QRectF(x, y, w, 7 * MM), left, f"hallstation people recover {name}")
    y += 10 * MM
    p.setFont(_font(3.4 * MM))
    p.drawText(
        QRectF(x, y, w, 40 * MM),
        wrap,
        QCoreApplication.translate(
            "RecoverySheet",
            "It asks for this code and a new PIN, unlocks {name} and gives a new code: this one then "
            "stops working. Three wrong codes in a row stop recovery for 15 minutes; every attempt is "
            "recorded. Keep this sheet in the hall's safe, never with the station, and delete the PDF "
            "file once printed: the station keeps only a fingerprint (hash) of the code."
        ).format(name=name),
    )
    p.setPen(soft)
    p.setFont(_font(2.6 * MM))
    p.drawText(QRectF(x, ph - m - 5 * MM, w, 5 * MM), centre, QCoreApplication.translate("RecoverySheet", "HallStation — recorded in the station's audit log"))


__all__ = ["print_recovery_sheet"]
