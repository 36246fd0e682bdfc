"""The stamp receipt (Art. 11): the jury verified a claim and stamped the card.

One A5 page with QPdfWriter + QPainter (the style of ``cards_pdf``): game, series, card, the prizes
the card completes and at which ball, the stamp number and time, the jury members who signed, the
card with its drawn numbers marked, and — once awarded — each prize's amount (bonus factor, co-winners)
and the payments recorded. Written to ``<data folder>/receipts/`` as ``game-G-stamp-S.pdf`` through
a ``.part`` file renamed into place (printing again after the award replaces it).

``receipt_from(station, game, claim)`` gathers the data (pure, testable); ``print_stamp_receipt``
draws it. Needs a QGuiApplication (fonts).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from hallstation.i18n import method_label, pattern_label, prize_label
from hallstation.printing.pdf import MM, Paper, anchor_line, fit_text, font as _font, local_time, log_anchor, CENTRE, LEFT, RIGHT, pens
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money

RECEIPTS = "receipts"


def stamp_time(station: Any, game: int, claim: int) -> str:
    """When claim ``claim`` of game ``game`` was stamped (its event's time, local), or ''."""
    for e in station.store.read(types=("claim.stamped",)):
        if e.data.get("game") == game and e.data.get("claim") == claim:
            return local_time(e.ts)
    return ""


@dataclass(frozen=True)
class StampReceipt:
    game: int
    claim: int
    series: int
    series_color: str
    series_letter: str
    card: int
    ball_count: int
    stamp: int
    stamped_at: str
    jury: tuple[str, ...]  # full names as recorded
    completes: tuple[tuple[str, int, str], ...]  # (prize, ball count, pattern) the claim is valid for
    amounts: tuple[tuple[str, int, int, tuple[int, ...]], ...] = ()  # (prize, amount, ×factor, co-winners)
    payments: tuple[tuple[str, str, str], ...] = ()  # (prize, method, winner)
    word: str = "BINGO"
    grid: tuple[int | None, ...] = ()
    marked: tuple[bool, ...] = ()
    anchor: str = ""  # the log's length and head when printed (hallstation audit verify --anchor)


def receipt_from(station: Any, game: Any, claim: Any) -> StampReceipt:
    """The receipt of a stamped claim (``RuleError`` if it has no stamp yet)."""
    if claim.stamp is None:
        raise RuleError("Claim {claim} is not stamped yet: the jury signs and stamps it first", claim=claim.id)
    users = station.state.users
    card = game.series.card(claim.card)
    drawn = set(game.balls[: claim.ball_count])
    amounts = []
    for a in game.awards:
        if claim.card in a.cards and a.prize in game.prizes_won(claim):
            i = a.cards.index(claim.card)
            amounts.append((a.prize, a.per_card[i], a.multipliers[i] if i < len(a.multipliers) else 1, a.cards))
    return StampReceipt(
        game=game.number,
        claim=claim.id,
        series=claim.series,
        series_color=game.series.info.color,
        series_letter=game.series.info.letter,
        card=claim.card,
        ball_count=claim.ball_count,
        stamp=claim.stamp,
        stamped_at=stamp_time(station, game.number, claim.id),
        jury=tuple(users[n].full_name if n in users else n for n in claim.signatures),
        completes=tuple((p, claim.completes[p][0], claim.completes[p][1]) for p in claim.prizes),
        amounts=tuple(amounts),
        payments=tuple((p, d.get("method", ""), d.get("winner", "")) for p, d in claim.paid.items()),
        word=game.config.word,
        grid=card.grid,
        marked=tuple(n is None or n in drawn for n in card.grid),
        anchor=log_anchor(station),
    )


def receipt_path(data_dir: Path | str, r: StampReceipt) -> Path:
    return Path(data_dir) / RECEIPTS / f"game-{r.game}-stamp-{r.stamp}.pdf"



def stamp_receipt_paper(receipt: StampReceipt) -> Paper:
    """The receipt as a drawing: to a PDF (``print_stamp_receipt``) or a printer (the print dialog)."""
    title = QCoreApplication.translate("StampReceipt", "Stamp receipt {stamp} — game {game}").format(stamp=receipt.stamp, game=receipt.game)
    return Paper(lambda p, w, pw, ph: _draw(p, receipt, pw, ph), title, page="A5")


def print_stamp_receipt(receipt: StampReceipt, data_dir: Path | str) -> Path:
    """Draw the receipt to ``<data_dir>/receipts/game-G-stamp-S.pdf`` (A5); returns the path."""
    return stamp_receipt_paper(receipt).pdf(receipt_path(data_dir, receipt))


def _draw(p: QPainter, r: StampReceipt, pw: float, ph: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 10 * MM
    x, w = m, pw - 2 * m
    y = m
    ink, soft = pens()
    left, right, centre = LEFT, RIGHT, CENTRE

    def line(text: str, size: float = 3.6, bold: bool = False, pen: QPen = ink, flags=left, height: float | None = None) -> None:
        nonlocal y
        h = (height or size * 1.55) * MM
        p.setPen(pen)
        p.setFont(_font(size * MM, bold))
        fit_text(p, QRectF(x, y, w, h), flags, text)
        y += h

    # title band
    band = QRectF(x, y, w, 14 * MM)
    p.fillRect(band, QColor("#0d47a1"))
    p.setPen(QPen(QColor("#ffffff")))
    p.setFont(_font(5.2 * MM, True))
    fit_text(p, band, centre, QCoreApplication.translate("StampReceipt", "STAMP RECEIPT — PRIZE VERIFIED"))
    y += 17 * MM
    # the stamp box
    box = QRectF(x, y, w, 16 * MM)
    p.setPen(QPen(QColor("#b71c1c"), 0.8 * MM))
    p.setBrush(QColor("#fff5f5"))
    p.drawRoundedRect(box, 2 * MM, 2 * MM)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#b71c1c")))
    p.setFont(_font(6.5 * MM, True))
    fit_text(p, box.adjusted(4 * MM, 0, 0, 0), left, QCoreApplication.translate("StampReceipt", "STAMP No. {stamp}").format(stamp=r.stamp))
    p.setFont(_font(3.6 * MM, True))
    fit_text(p, box.adjusted(0, 0, -4 * MM, 0), right, r.stamped_at)
    y += 19 * MM
    line(QCoreApplication.translate("StampReceipt", "Game {game} · Series {series} ({color}, letter {letter}) · Card {card}").format(
        game=r.game, series=r.series, color=r.series_color, letter=r.series_letter, card=r.card), 3.8, True)
    line(QCoreApplication.translate("StampReceipt", "Claim {claim}, made after ball {count}").format(claim=r.claim, count=r.ball_count), 3.2, pen=soft)
    y += 2 * MM
    line(QCoreApplication.translate("StampReceipt", "Prizes completed"), 3.8, True)
    for prize, count, pattern in r.completes:
        line("  • " + QCoreApplication.translate("StampReceipt", "{prize}: at ball {count} ({pattern})").format(prize=prize_label(prize), count=count, pattern=pattern_label(pattern)), 3.4)
    y += 2 * MM
    # the card, marked
    if r.grid:
        cell = 9 * MM
        gx = x + (w - 5 * cell) / 2
        p.setFont(_font(4.2 * MM, True))
        for c in range(5):
            rect = QRectF(gx + c * cell, y, cell, cell * 0.8)
            p.fillRect(rect.adjusted(0.3 * MM, 0.3 * MM, -0.3 * MM, -0.3 * MM), QColor("#0d47a1"))
            p.setPen(QPen(QColor("#ffffff")))
            fit_text(p, rect, centre, r.word[c] if c < len(r.word) else "")
        y += cell * 0.8
        for i, n in enumerate(r.grid):
            row, col = divmod(i, 5)
            rect = QRectF(gx + col * cell, y + row * cell, cell, cell)
            marked = r.marked[i] if i < len(r.marked) else False
            p.setPen(QPen(QColor("#333333"), 0.2 * MM))
            p.setBrush(QColor("#ffe082") if marked and n is not None else QColor("#ffffff"))
            p.drawRect(rect)
            p.setPen(ink)
            p.setFont(_font(3.6 * MM, marked))
            fit_text(p, rect, centre, "★" if n is None else str(n))
        p.setBrush(Qt.BrushStyle.NoBrush)
        y += 5 * cell + 3 * MM
    line(QCoreApplication.translate("StampReceipt", "Signed by the jury"), 3.8, True)
    for name in r.jury:
        line("  • " + name, 3.4)
    if r.amounts:
        y += 2 * MM
        line(QCoreApplication.translate("StampReceipt", "Amounts awarded"), 3.8, True)
        for prize, amount, factor, cards in r.amounts:
            text = f"  • {prize_label(prize)}: {format_money(amount)}"
            if factor > 1:
                text += "  " + QCoreApplication.translate("StampReceipt", "(bonus ×{factor})").format(factor=factor)
            if len(cards) > 1:
                text += "  " + QCoreApplication.translate("StampReceipt", "shared by cards {cards}").format(cards=", ".join(str(c) for c in cards))
            line(text, 3.4)
    if r.payments:
        y += 2 * MM
        line(QCoreApplication.translate("StampReceipt", "Payments"), 3.8, True)
        for prize, method, winner in r.payments:
            text = f"  • {prize_label(prize)}: {method_label(method)}"
            if winner:
                text += f" — {winner}"
            line(text, 3.4)
    # signatures' lines at the foot
    foot = ph - m - 12 * MM
    p.setPen(QPen(QColor("#333333"), 0.25 * MM))
    n = max(1, len(r.jury))
    sw = w / n
    for i in range(n):
        p.drawLine(int(x + i * sw + 3 * MM), int(foot), int(x + (i + 1) * sw - 3 * MM), int(foot))
        p.setFont(_font(2.8 * MM))
        fit_text(p, QRectF(x + i * sw, foot + 1 * MM, sw, 5 * MM), centre, r.jury[i] if i < len(r.jury) else "")
    p.setPen(soft)
    p.setFont(_font(2.6 * MM))
    fit_text(p, QRectF(x, ph - m - 5 * MM, w, 5 * MM), centre, QCoreApplication.translate("StampReceipt", "HallStation — recorded in the station's audit log"))
    if r.anchor:
        p.setFont(_font(2.3 * MM))
        fit_text(p, QRectF(x, ph - m, w, 4.5 * MM), centre, anchor_line(r.anchor))


__all__ = ["RECEIPTS", "StampReceipt", "print_stamp_receipt", "receipt_from", "receipt_path", "stamp_receipt_paper", "stamp_time"]
