"""The payment receipt (Arts. 11, 12): one prize of one card paid to its winner.

One A5 page per payment with QPdfWriter + QPainter (the style of ``stamp_receipt``): game, series,
card, prize, the amount in the hall's money format, how it was paid (cash, payment order, internal
cheque), for the major prize the winner and their identity document (the card stays with the
casino), who paid it — the cashier named in the ``payment.made`` event — when, lines for the
signatures and the log's anchor. Written to ``<data folder>/receipts/`` as
``game-G-payment-C-P.pdf`` (claim C, prize P) through a ``.part`` file renamed into place.

``payment_receipt_from(station, game, claim, prize)`` gathers the data (pure, testable);
``payment_receipt_paper`` is the drawing (to a PDF or a printer); ``print_payment_receipt`` writes
the PDF. Needs a QGuiApplication (fonts).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from hallstation.core.bingo.patterns import prize_term
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.i18n import method_label, prize_label
from hallstation.printing.pdf import MM, Paper, anchor_line, fit_text, font as _font, local_time, log_anchor, CENTRE, LEFT, RIGHT, pens

RECEIPTS = "receipts"
MAJOR = "major"


@dataclass(frozen=True)
class PaymentReceipt:
    game: int
    claim: int
    series: int
    series_color: str
    series_letter: str
    card: int
    prize: str
    amount: int  # cents
    method: str  # cash | payment_order | cheque
    paid_by: str  # the cashier's user name (the event's "by")
    paid_by_name: str  # their full name as recorded
    paid_at: str  # local time of the payment.made event
    winner: str = ""
    id_doc: str = ""
    card_retained: bool = False  # the major prize: the card stays with the casino (Art. 12)
    stamp: int | None = None
    hall: str = ""
    anchor: str = ""  # the log's length and head when printed


def _game(station: Any, game: Any) -> Any:
    if hasattr(game, "claims"):
        return game
    g = station.state.games.get(int(game))
    if g is None:
        raise RuleError("There is no game {game}", game=game)
    return g


def payment_receipt_from(station: Any, game: Any, claim: Any, prize: str) -> PaymentReceipt:
    """The receipt of the payment of ``prize`` for ``claim`` of ``game`` (a game or its number, a
    claim or its id); ``RuleError`` when that prize was not paid."""
    g = _game(station, game)
    claim_id = claim.id if hasattr(claim, "id") else int(claim)
    c = g.claims.get(claim_id)
    if c is None or prize not in c.paid:
        raise RuleError("The prize '{prize}' of claim {claim} is not paid yet", prize=prize_term(prize), claim=claim_id)
    d = dict(c.paid[prize])
    when, by = "", d.get("by", "")
    for e in station.store.read(types=("payment.made",)):
        if e.data.get("game") == g.number and e.data.get("claim") == claim_id and e.data.get("prize") == prize:
            when, by = local_time(e.ts), e.data.get("by") or e.actor or by
    users = station.state.users
    full = users[by].full_name if by in users and users[by].full_name else by
    info = g.series.info
    return PaymentReceipt(
        game=g.number,
        claim=claim_id,
        series=c.series,
        series_color=info.color,
        series_letter=info.letter,
        card=c.card,
        prize=prize,
        amount=int(d.get("amount", 0)),
        method=d.get("method", ""),
        paid_by=by or "",
        paid_by_name=full or "",
        paid_at=when,
        winner=d.get("winner", "") or "",
        id_doc=d.get("id_doc", "") or "",
        card_retained=bool(d.get("card_retained", prize == MAJOR)),
        stamp=c.stamp,
        hall=station.settings.get("hall_name", "") or "",
        anchor=log_anchor(station),
    )


def last_payment(station: Any) -> tuple[int, int, str] | None:
    """The last prize paid (game, claim, prize), from the log; None before the first payment."""
    last = None
    for e in station.store.read(types=("payment.made",)):
        last = (e.data.get("game"), e.data.get("claim"), e.data.get("prize"))
    return last


def payment_receipt_path(data_dir: Path | str, r: PaymentReceipt) -> Path:
    return Path(data_dir) / RECEIPTS / f"game-{r.game}-payment-{r.claim}-{r.prize}.pdf"



def title(r: PaymentReceipt) -> str:
    return QCoreApplication.translate("PaymentReceipt", "Payment receipt — game {game}, card {card}").format(game=r.game, card=r.card)


def payment_receipt_paper(r: PaymentReceipt) -> Paper:
    return Paper(lambda p, dev, pw, ph: _draw(p, r, pw, ph), title(r), page="A5")


def print_payment_receipt(receipt: PaymentReceipt, data_dir: Path | str) -> Path:
    """Draw the receipt to ``<data_dir>/receipts/game-G-payment-C-P.pdf`` (A5); returns the path."""
    return payment_receipt_paper(receipt).pdf(payment_receipt_path(data_dir, receipt))


def _draw(p: QPainter, r: PaymentReceipt, pw: float, ph: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 10 * MM
    x, w = m, pw - 2 * m
    y = m
    ink, soft = pens()
    left, right, centre = LEFT, RIGHT, CENTRE

    def line(text: str, size: float = 3.6, bold: bool = False, pen: QPen = ink, flags=left) -> None:
        nonlocal y
        h = size * 1.6 * MM
        p.setPen(pen)
        fit_text(p, QRectF(x, y, w, h), flags, text, _font(size * MM, bold))
        y += h

    def field(label: str, value: str, size: float = 3.6, wrap: bool = False) -> None:
        """A label and its value on a row; ``wrap``: a long value (a winner's name) goes on to
        up to three lines at the row's size instead of shrinking to fit one (issue 24: ~4 pt)."""
        nonlocal y
        h = size * 1.7 * MM
        vw, f, flags = w * 0.62, _font(size * MM, True), left
        if wrap:
            flags = left | Qt.TextFlag.TextWordWrap
            fm = QFontMetricsF(f, p.device())
            need = fm.boundingRect(QRectF(0, 0, vw * 0.99, 1e6), int(flags), value).height()
            h = max(h, min(need, 3 * fm.lineSpacing()) + (h - fm.height()))
        p.setPen(soft)
        fit_text(p, QRectF(x, y, w * 0.36, size * 1.7 * MM), left, label, _font(size * MM))
        p.setPen(ink)
        fit_text(p, QRectF(x + w * 0.38, y, vw, h), flags, value, f)
        y += h

    band = QRectF(x, y, w, 14 * MM)
    p.fillRect(band, QColor("#1b5e20"))
    p.setPen(QPen(QColor("#ffffff")))
    fit_text(p, band.adjusted(3 * MM, 0, -3 * MM, 0), centre, QCoreApplication.translate("PaymentReceipt", "PAYMENT RECEIPT — PRIZE PAID"), _font(5.2 * MM, True))
    y += 16 * MM
    if r.hall:
        line(r.hall, 3.6, True, flags=centre)
    # the amount, big
    box = QRectF(x, y, w, 20 * MM)
    p.setPen(QPen(QColor("#1b5e20"), 0.8 * MM))
    p.setBrush(QColor("#f1f8e9"))
    p.drawRoundedRect(box, 2 * MM, 2 * MM)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#1b5e20")))
    fit_text(p, box.adjusted(4 * MM, 0, -w * 0.45, 0), left, prize_label(r.prize), _font(5.0 * MM, True))
    fit_text(p, box.adjusted(w * 0.45, 0, -4 * MM, 0), right, format_money(r.amount), _font(7.0 * MM, True))
    y += 24 * MM
    field(QCoreApplication.translate("PaymentReceipt", "Game"), str(r.game))
    field(QCoreApplication.translate("PaymentReceipt", "Series"), QCoreApplication.translate("PaymentReceipt", "{series} ({color}, letter {letter})").format(series=r.series, color=r.series_color, letter=r.series_letter))
    field(QCoreApplication.translate("PaymentReceipt", "Card"), str(r.card))
    field(QCoreApplication.translate("PaymentReceipt", "Prize"), prize_label(r.prize))
    field(QCoreApplication.translate("PaymentReceipt", "Amount"), format_money(r.amount))
    field(QCoreApplication.translate("PaymentReceipt", "Method"), method_label(r.method))
    if r.stamp is not None:
        field(QCoreApplication.translate("PaymentReceipt", "Stamp No."), str(r.stamp))
    field(QCoreApplication.translate("PaymentReceipt", "Paid by"), r.paid_by_name if r.paid_by_name == r.paid_by or not r.paid_by else f"{r.paid_by_name} ({r.paid_by})", wrap=True)
    field(QCoreApplication.translate("PaymentReceipt", "Paid at"), r.paid_at or "—")
    if r.winner or r.id_doc:
        y += 2 * MM
        field(QCoreApplication.translate("PaymentReceipt", "Winner"), r.winner or "—", wrap=True)
        field(QCoreApplication.translate("PaymentReceipt", "Identity document"), r.id_doc or "—", wrap=True)
    if r.card_retained:
        y += 2 * MM
        p.setPen(QPen(QColor("#b71c1c")))
        line(QCoreApplication.translate("PaymentReceipt", "The card stays with the casino (Art. 12)."), 3.6, True, pen=QPen(QColor("#b71c1c")))
    # signatures at the foot: the cashier and the winner
    foot = ph - m - 16 * MM
    p.setPen(QPen(QColor("#333333"), 0.25 * MM))
    sw = w / 2
    names = (QCoreApplication.translate("PaymentReceipt", "Cashier: {name}").format(name=r.paid_by_name or "—"), QCoreApplication.translate("PaymentReceipt", "Received by the winner"))
    for i, name in enumerate(names):
        p.setPen(QPen(QColor("#333333"), 0.25 * MM))
        p.drawLine(int(x + i * sw + 4 * MM), int(foot), int(x + (i + 1) * sw - 4 * MM), int(foot))
        p.setPen(ink)
        fit_text(p, QRectF(x + i * sw, foot + 1 * MM, sw, 5 * MM), centre, name, _font(2.8 * MM))
    p.setPen(soft)
    fit_text(p, QRectF(x, ph - m - 5 * MM, w, 5 * MM), centre, QCoreApplication.translate("PaymentReceipt", "HallStation — recorded in the station's audit log"), _font(2.6 * MM))
    if r.anchor:
        fit_text(p, QRectF(x, ph - m, w, 4.5 * MM), centre, anchor_line(r.anchor), _font(2.3 * MM))


__all__ = [
    "PaymentReceipt",
    "last_payment",
    "payment_receipt_from",
    "payment_receipt_paper",
    "payment_receipt_path",
    "print_payment_receipt",
]
