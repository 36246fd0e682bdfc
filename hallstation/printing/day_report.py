"""The day report as PDF (Arts. 7, 8, 10, 12): the ledger per game and for the day — takings, each
prize paid with the bonuses as the house's cost, the pot's movements (15 % in, the casino's seed,
97 % paid, 3 % kept), the house share, the rounding residue and the cashiers' differences — and a
bar chart of takings, prizes and the house per game.

``print_day_report(ledger, target, date=…)`` draws a ``DayLedger`` (``services.ledger.day_ledger``)
with QPdfWriter + QPainter on A4 landscape pages, through a ``.part`` file renamed into place.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPdfWriter,
    QPen,
)

from hallstation.core.bingo.prizes import PRIZE_NAMES
from hallstation.printing.pdf import MM, font as _font, write_pdf
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.money import format_money

REPORTS = "reports"
BAR_COLOURS = ("#1565c0", "#2e7d32", "#ef6c00")


def _t(text: str) -> str:
    return QCoreApplication.translate("DayReport", text)


def report_name(ledger: Any, ext: str) -> str:
    return f"day-{ledger.day if ledger.day is not None else 'all'}-report.{ext}"


def summary_rows(ledger: Any) -> list[tuple[str, int]]:
    """The day's figures, in the order the report and the window show them."""
    t = ledger.totals()
    major_residue = sum(g.major_residue for g in ledger.games)
    return [
        (QCoreApplication.translate("DayReport", "Takings (cards sold × price)"), t["takings"]),
        (QCoreApplication.translate("DayReport", "Prizes paid from the takings"), t["prizes_from_takings"]),
        (QCoreApplication.translate("DayReport", "Bonuses paid by the house (Art. 8)"), t["bonus_cost"]),
        (QCoreApplication.translate("DayReport", "Paid to players (prizes, bonuses, major prize)"), t["paid_to_players"]),
        (QCoreApplication.translate("DayReport", "Pot at the start of the day"), ledger.pot_start),
        (QCoreApplication.translate("DayReport", "+ 15 % of the takings into the pot (Art. 12)"), t["pot_contribution"]),
        (QCoreApplication.translate("DayReport", "+ Casino's contribution to the pot"), ledger.casino_seed),
        (QCoreApplication.translate("DayReport", "− Major prize paid (97 %)"), t["major_paid"]),
        (QCoreApplication.translate("DayReport", "− Kept for the next pot (3 %)"), t["major_carry"]),
        (QCoreApplication.translate("DayReport", "Pot at the end of the day"), ledger.pot_end),
        (QCoreApplication.translate("DayReport", "House share (25 %)"), t["house_share"]),
        (QCoreApplication.translate("DayReport", "Rounding residue and prizes not awarded"), t["residue"] + major_residue),
        (QCoreApplication.translate("DayReport", "House result (share + residue − bonuses)"), t["house_result"]),
        (QCoreApplication.translate("DayReport", "Cashiers' differences (received − expected)"), t["cash_difference"]),
    ]


GAME_COLUMNS = (
    ("game", QT_TRANSLATE_NOOP("DayReport", "Game")),
    ("series", QT_TRANSLATE_NOOP("DayReport", "Series")),
    ("price", QT_TRANSLATE_NOOP("DayReport", "Price")),
    ("sold", QT_TRANSLATE_NOOP("DayReport", "Sold")),
    ("takings", QT_TRANSLATE_NOOP("DayReport", "Takings")),
    ("prizes_from_takings", QT_TRANSLATE_NOOP("DayReport", "Prizes")),
    ("bonus_cost", QT_TRANSLATE_NOOP("DayReport", "Bonuses")),
    ("pot_contribution", QT_TRANSLATE_NOOP("DayReport", "Pot 15 %")),
    ("major_paid", QT_TRANSLATE_NOOP("DayReport", "Major paid")),
    ("house_share", QT_TRANSLATE_NOOP("DayReport", "House 25 %")),
    ("residue", QT_TRANSLATE_NOOP("DayReport", "Residue")),
    ("house_result", QT_TRANSLATE_NOOP("DayReport", "House result")),
    ("cash_difference", QT_TRANSLATE_NOOP("DayReport", "Cash diff.")),
)
MONEY_KEYS = {"price", "takings", "prizes_from_takings", "bonus_cost", "pot_contribution", "major_paid", "house_share", "residue", "house_result", "cash_difference"}


def column_title(key: str) -> str:
    return QCoreApplication.translate("DayReport", dict(GAME_COLUMNS)[key])


def game_cells(g: Any) -> list[str]:
    d = g.to_dict()
    return [format_money(d[k]) if k in MONEY_KEYS else str(d[k]) for k, _ in GAME_COLUMNS]


def total_cells(ledger: Any) -> list[str]:
    t = ledger.totals()
    out = []
    for k, _ in GAME_COLUMNS:
        if k == "game":
            out.append(QCoreApplication.translate("DayReport", "Total"))
        elif k == "sold":
            out.append(str(sum(g.sold for g in ledger.games)))
        elif k in t:
            out.append(format_money(t[k]))
        else:
            out.append("")
    return out


def print_day_report(ledger: Any, target: Path | str, date: str = "", hall: str = "") -> Path:
    """Draw ``ledger`` to ``target`` (A4 landscape, as many pages as it needs); returns the path."""
    title = QCoreApplication.translate("DayReport", "Day report {day}").format(day=ledger.day if ledger.day is not None else "—")
    return write_pdf(target, lambda p, w, pw, ph: _draw(p, w, ledger, pw, ph, date, hall), title, landscape=True)


def _draw(p: QPainter, writer: QPdfWriter, led: Any, pw: float, ph: float, date: str, hall: str) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 12 * MM
    x, w = m, pw - 2 * m
    y = m
    ink = QPen(QColor("#111111"))
    soft = QPen(QColor("#555555"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    centre = Qt.AlignmentFlag.AlignCenter
    page = [1]

    def footer() -> None:
        p.setPen(soft)
        p.setFont(_font(2.5 * MM))
        p.drawText(QRectF(x, ph - m + 2 * MM, w, 5 * MM), centre, QCoreApplication.translate("DayReport", "HallStation — day report, page {n}").format(n=page[0]))

    def need(h: float) -> None:
        nonlocal y
        if y + h > ph - m:
            footer()
            writer.newPage()
            page[0] += 1
            y = m

    # title band
    band = QRectF(x, y, w, 13 * MM)
    p.fillRect(band, QColor("#0d47a1"))
    p.setPen(QPen(QColor("#ffffff")))
    p.setFont(_font(6 * MM, True))
    day = led.day if led.day is not None else "—"
    p.drawText(band.adjusted(4 * MM, 0, 0, 0), left, QCoreApplication.translate("DayReport", "DAY REPORT — day {day}").format(day=day))
    p.setFont(_font(3.4 * MM))
    stamp = datetime.now().strftime("%Y-%m-%d %H:%M")
    p.drawText(band.adjusted(0, 0, -4 * MM, 0), right, QCoreApplication.translate("DayReport", "{date} · printed {now}").format(date=date or "", now=stamp))
    y += 16 * MM
    if hall:
        p.setPen(ink)
        p.setFont(_font(3.6 * MM, True))
        p.drawText(QRectF(x, y, w, 6 * MM), left, hall)
        y += 7 * MM

    # summary (left) and chart (right)
    top = y
    sw = w * 0.48
    rh = 5.6 * MM
    for i, (label, cents) in enumerate(summary_rows(led)):
        if i % 2 == 0:
            p.fillRect(QRectF(x, y, sw, rh), QColor("#f3f6fb"))
        p.setPen(ink)
        bold = i in (0, 9, 12)
        p.setFont(_font(3.1 * MM, bold))
        p.drawText(QRectF(x + 2 * MM, y, sw * 0.72, rh), left, label)
        p.drawText(QRectF(x, y, sw - 2 * MM, rh), right, format_money(cents))
        y += rh
    ok = led.balanced()
    p.setPen(QPen(QColor("#1b5e20" if ok else "#b71c1c")))
    p.setFont(_font(3.4 * MM, True))
    p.drawText(
        QRectF(x + 2 * MM, y + 1 * MM, sw, rh),
        left,
        QCoreApplication.translate("DayReport", "✔ Every game balances: takings = prizes + pot + house + residue") if ok else QCoreApplication.translate("DayReport", "✘ A game does not balance: check the ledger"),
    )
    y += rh + 2 * MM
    _chart(p, led, QRectF(x + w * 0.53, top, w * 0.47, y - top))
    y += 4 * MM

    # the games
    fracs = [0.05, 0.05, 0.07, 0.05, 0.09, 0.09, 0.08, 0.08, 0.08, 0.09, 0.08, 0.10, 0.09]
    rh = 6.4 * MM

    def row(cells: list[str], fill: str | None = None, bold: bool = False) -> None:
        nonlocal y
        need(rh)
        if fill:
            p.fillRect(QRectF(x, y, w, rh), QColor(fill))
        cx = x
        p.setFont(_font(2.9 * MM, bold))
        for c, f in zip(cells, fracs):
            p.setPen(QPen(QColor("#b71c1c")) if c.startswith("-$") else ink)
            p.drawText(QRectF(cx, y, w * f - 1.5 * MM, rh), right, c)
            cx += w * f
        y += rh

    need(rh * 3)
    p.setPen(ink)
    p.setFont(_font(3.8 * MM, True))
    p.drawText(QRectF(x, y, w, 6 * MM), left, QCoreApplication.translate("DayReport", "Games"))
    y += 7 * MM
    row([column_title(k) for k, _ in GAME_COLUMNS], "#e3eaf8", True)
    for i, g in enumerate(led.games):
        row(game_cells(g), "#fafafa" if i % 2 else None)
    p.setPen(QPen(QColor("#333333"), 0.3 * MM))
    p.drawLine(int(x), int(y), int(x + w), int(y))
    row(total_cells(led), "#fff8e1", True)
    y += 5 * MM

    # each game's prizes
    pf = [0.22, 0.14, 0.10, 0.14, 0.14, 0.14, 0.12]
    heads = [QCoreApplication.translate("DayReport", "Prize"), QCoreApplication.translate("DayReport", "Proclaimed"), QCoreApplication.translate("DayReport", "Winners"), QCoreApplication.translate("DayReport", "From takings"), QCoreApplication.translate("DayReport", "Bonus (house)"), QCoreApplication.translate("DayReport", "Paid"), QCoreApplication.translate("DayReport", "Residue")]
    for g in led.games:
        need(rh * (len(g.prizes) + 4))
        p.setPen(ink)
        p.setFont(_font(3.4 * MM, True))
        p.drawText(QRectF(x, y, w, 6 * MM), left, QCoreApplication.translate("DayReport", "Game {game} · series {series} · {sold} cards · pot before the draw {pot}").format(
            game=g.game, series=g.series, sold=g.sold, pot=format_money(g.pot_before_draw)))
        y += 6.5 * MM
        lines = [heads] + [
            [QCoreApplication.translate("Prize", PRIZE_NAMES.get(pl.prize, pl.prize)), format_money(pl.base), str(pl.winners) if pl.awarded else QCoreApplication.translate("DayReport", "not awarded"),
             format_money(pl.from_takings), format_money(pl.bonus_cost), format_money(pl.paid_total), format_money(pl.residue)]
            for pl in g.prizes
        ]
        if g.major_paid or g.major_carry:
            lines.append([QCoreApplication.translate("Prize", PRIZE_NAMES["major"]), format_money(g.pot_before_draw), "1+", "—", "—", format_money(g.major_paid),
                          QCoreApplication.translate("DayReport", "3 % kept {amount}").format(amount=format_money(g.major_carry))])
        for j, cells in enumerate(lines):
            need(rh)
            if j == 0:
                p.fillRect(QRectF(x, y, w * 0.7, rh), QColor("#eeeeee"))
            cx = x
            p.setFont(_font(2.9 * MM, j == 0))
            p.setPen(ink)
            for k, (c, f) in enumerate(zip(cells, pf)):
                p.drawText(QRectF(cx + 1 * MM, y, w * 0.7 * f - 2 * MM, rh), left if k == 0 else right, c)
                cx += w * 0.7 * f
            y += rh
        if g.trays:
            diff = ", ".join(f"{t['seller']}: {format_money(t['difference'])}" + (f" ({t['remark']})" if t.get("remark") else "") for t in g.trays)
            need(rh)
            p.setFont(_font(2.9 * MM))
            p.setPen(soft)
            p.drawText(QRectF(x, y, w, rh), left, QCoreApplication.translate("DayReport", "Trays settled — differences: {list}").format(list=diff))
            y += rh
        y += 3 * MM
    footer()


def _chart(p: QPainter, led: Any, r: QRectF) -> None:
    """Takings, prizes paid and the house's result per game, as grouped bars."""
    p.setPen(QPen(QColor("#bdbdbd"), 0.2 * MM))
    p.drawRect(r)
    p.setPen(QPen(QColor("#111111")))
    p.setFont(_font(3.2 * MM, True))
    p.drawText(QRectF(r.x(), r.y() + 1 * MM, r.width(), 6 * MM), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("DayReport", "Takings, prizes and house per game"))
    series = [(g.game, g.takings, g.paid_to_players, g.house_result) for g in led.games]
    if not series:
        return
    top = max(1, max(max(s[1], s[2], s[3]) for s in series))
    plot = r.adjusted(8 * MM, 10 * MM, -4 * MM, -14 * MM)
    p.setPen(QPen(QColor("#333333"), 0.25 * MM))
    base = plot.bottom()
    p.drawLine(int(plot.left()), int(base), int(plot.right()), int(base))
    gw = plot.width() / len(series)
    bw = gw * 0.8 / 3
    for i, (game, *vals) in enumerate(series):
        gx = plot.left() + i * gw + gw * 0.1
        for k, v in enumerate(vals):
            h = plot.height() * max(0, v) / top
            p.fillRect(QRectF(gx + k * bw, base - h, bw * 0.92, h), QColor(BAR_COLOURS[k]))
        p.setPen(QPen(QColor("#111111")))
        p.setFont(_font(2.8 * MM))
        p.drawText(QRectF(plot.left() + i * gw, base + 0.5 * MM, gw, 4.5 * MM), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("DayReport", "Game {game}").format(game=game))
    lx = r.x() + 4 * MM
    ly = r.bottom() - 7 * MM
    for k, name in enumerate((QCoreApplication.translate("DayReport", "Takings"), QCoreApplication.translate("DayReport", "Paid to players"), QCoreApplication.translate("DayReport", "House result"))):
        p.fillRect(QRectF(lx, ly + 1 * MM, 3.5 * MM, 3.5 * MM), QColor(BAR_COLOURS[k]))
        p.setPen(QPen(QColor("#111111")))
        p.setFont(_font(2.8 * MM))
        p.drawText(QRectF(lx + 5 * MM, ly, 40 * MM, 5.5 * MM), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        lx += r.width() / 3


__all__ = ["GAME_COLUMNS", "REPORTS", "column_title", "game_cells", "print_day_report", "report_name", "summary_rows", "total_cells"]
