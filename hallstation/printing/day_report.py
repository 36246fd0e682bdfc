"""The day report as PDF (Arts. 7, 8, 10, 11, 12): the ledger per game and for the day — takings,
each prize awarded with the bonuses as the house's cost, the pot's movements (15 % in, the casino's
seed, 97 % awarded, 3 % kept), the house share, the rounding residue and the cashiers' differences;
the payments: per prize (the major prize included) awarded, paid and still unpaid, and who paid
what — and a bar chart of takings, prizes and the house per game.

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
from hallstation.printing.pdf import MM, Paper, anchor_line, fit_text, new_page, font as _font, CENTRE, LEFT, RIGHT, pens
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.money import format_money
from hallstation.i18n import method_label

REPORTS = "reports"
BAR_COLOURS = ("#1565c0", "#2e7d32", "#ef6c00")


def _t(text: str) -> str:
    return QCoreApplication.translate("DayReport", text)


def report_name(ledger: Any, ext: str) -> str:
    return f"day-{ledger.day if ledger.day is not None else 'all'}-report.{ext}"


def game_residue(g: Any) -> int:
    """What one game left with the house by rounding and prizes not awarded — the rounding of
    the takings' prizes and of the major prize's 97 % included: the figure the summary, the games'
    column and its total all print (one figure, said the same everywhere)."""
    return g.residue + g.major_residue


def day_residue(ledger: Any) -> int:
    return sum(game_residue(g) for g in ledger.games)


def summary_rows(ledger: Any) -> list[tuple[str, int]]:
    """The day's figures, in the order the report and the window show them."""
    t = ledger.totals()
    return [
        (QCoreApplication.translate("DayReport", "Takings (cards sold × price)"), t["takings"]),
        (QCoreApplication.translate("DayReport", "Prizes paid from the takings"), t["prizes_from_takings"]),
        (QCoreApplication.translate("DayReport", "Bonuses paid by the house (Art. 8)"), t["bonus_cost"]),
        (QCoreApplication.translate("DayReport", "Awarded to players (prizes, bonuses, major prize)"), t["awarded_to_players"]),
        (QCoreApplication.translate("DayReport", "Pot at the start of the day"), ledger.pot_start),
        (QCoreApplication.translate("DayReport", "+ 15 % of the takings into the pot (Art. 12)"), t["pot_contribution"]),
        (QCoreApplication.translate("DayReport", "+ Casino's contribution to the pot"), ledger.casino_seed),
        (QCoreApplication.translate("DayReport", "− Major prize won (its game's whole pot)"), ledger.pot_won),
        (QCoreApplication.translate("DayReport", "+ 3 % of it kept as the next pot's start (Art. 7 f)"), ledger.pot_carried),
        (QCoreApplication.translate("DayReport", "Pot at the end of the day"), ledger.pot_end),
        (QCoreApplication.translate("DayReport", "House share (25 %)"), t["house_share"]),
        (QCoreApplication.translate("DayReport", "Rounding residue and prizes not awarded"), day_residue(ledger)),
        (QCoreApplication.translate("DayReport", "House result (share + residue − bonuses)"), t["house_result"]),
        (QCoreApplication.translate("DayReport", "Cashiers' differences (received − expected)"), t["cash_difference"]),
        (QCoreApplication.translate("DayReport", "Paid to the winners ({n} payments)").format(n=t["paid_count"]), t["paid"]),
        (QCoreApplication.translate("DayReport", "Still unpaid ({n} prizes awarded, not paid)").format(n=t["unpaid_count"]), t["unpaid"]),
    ]


BOLD_SUMMARY_ROWS = (0, 9, 12, 15)  # takings, pot at the end, house result, still unpaid


def balance_lines(ledger: Any) -> list[tuple[bool, str]]:
    """What the day's sums say, each (holds, text): every game's takings, and the pot's identity
    (start + contributions + 15 % − major prize won + its 3 % kept = end, RULES.md Art. 12) — a
    difference is an error, never "balanced"."""
    games = ledger.games_balanced()
    out = [(
        games,
        QCoreApplication.translate("DayReport", "✔ Every game balances: takings = prizes + pot + house + residue") if games
        else QCoreApplication.translate("DayReport", "✘ A game does not balance: check the ledger"),
    )]
    if ledger.pot_balanced():
        out.append((True, QCoreApplication.translate("DayReport", "✔ The pot adds up: start + contributions + 15 % − major prize won + 3 % kept = end")))
    else:  # the whole error (the figures) is the red band under the summary
        out.append((False, QCoreApplication.translate("DayReport", "✘ The pot does not add up: see the error below")))
    return out


def pot_error(ledger: Any) -> str:
    """The pot's identity broken: what its movements make, what the pot is, the difference."""
    if ledger.pot_balanced():
        return ""
    return QCoreApplication.translate(
        "DayReport",
        "✘ ERROR — the pot does not add up: its movements make {expected}, but the pot is {pot} (difference {difference}). "
        "Have the log checked before the next game.",
    ).format(expected=format_money(ledger.pot_expected_end), pot=format_money(ledger.pot_end), difference=format_money(ledger.pot_difference))


GAME_COLUMNS = (
    ("game", QT_TRANSLATE_NOOP("DayReport", "Game")),
    ("series", QT_TRANSLATE_NOOP("DayReport", "Series")),
    ("price", QT_TRANSLATE_NOOP("DayReport", "Price")),
    ("sold", QT_TRANSLATE_NOOP("DayReport", "Sold")),
    ("takings", QT_TRANSLATE_NOOP("DayReport", "Takings")),
    ("prizes_from_takings", QT_TRANSLATE_NOOP("DayReport", "Prizes")),
    ("bonus_cost", QT_TRANSLATE_NOOP("DayReport", "Bonuses")),
    ("pot_contribution", QT_TRANSLATE_NOOP("DayReport", "Pot 15 %")),
    ("major_awarded", QT_TRANSLATE_NOOP("DayReport", "Major awarded")),
    ("house_share", QT_TRANSLATE_NOOP("DayReport", "House 25 %")),
    ("residue", QT_TRANSLATE_NOOP("DayReport", "Residue")),
    ("house_result", QT_TRANSLATE_NOOP("DayReport", "House result")),
    ("cash_difference", QT_TRANSLATE_NOOP("DayReport", "Cash diff.")),
    ("paid", QT_TRANSLATE_NOOP("DayReport", "Paid")),
    ("unpaid", QT_TRANSLATE_NOOP("DayReport", "Unpaid")),
)
MONEY_KEYS = {"price", "takings", "prizes_from_takings", "bonus_cost", "pot_contribution", "major_awarded", "house_share", "residue", "house_result", "cash_difference", "paid", "unpaid"}
COUNTED = {"paid": "paid_count", "unpaid": "unpaid_count"}  # money shown with its count


def column_title(key: str) -> str:
    return QCoreApplication.translate("DayReport", dict(GAME_COLUMNS)[key])


def _cell(d: dict[str, Any], k: str) -> str:
    text = format_money(d[k]) if k in MONEY_KEYS else str(d[k])
    return f"{text} ({d[COUNTED[k]]})" if k in COUNTED else text


def game_cells(g: Any) -> list[str]:
    d = g.to_dict()
    d["residue"] = game_residue(g)
    return [_cell(d, k) for k, _ in GAME_COLUMNS]


def total_cells(ledger: Any) -> list[str]:
    t = dict(ledger.totals(), residue=day_residue(ledger))
    out = []
    for k, _ in GAME_COLUMNS:
        if k == "game":
            out.append(QCoreApplication.translate("DayReport", "Total"))
        elif k == "sold":
            out.append(str(sum(g.sold for g in ledger.games)))
        elif k in t:
            out.append(_cell(t, k))
        else:
            out.append("")
    return out


PRIZE_HEADS = (
    QT_TRANSLATE_NOOP("DayReport", "Prize"),
    QT_TRANSLATE_NOOP("DayReport", "Proclaimed"),
    QT_TRANSLATE_NOOP("DayReport", "Winners"),
    QT_TRANSLATE_NOOP("DayReport", "From takings"),
    QT_TRANSLATE_NOOP("DayReport", "Bonus (house)"),
    QT_TRANSLATE_NOOP("DayReport", "Awarded"),
    QT_TRANSLATE_NOOP("DayReport", "Paid (payments)"),
    QT_TRANSLATE_NOOP("DayReport", "Unpaid (prizes)"),
    QT_TRANSLATE_NOOP("DayReport", "Residue"),
)


def prize_heads() -> list[str]:
    return [_t(h) for h in PRIZE_HEADS]


def _prize_name(prize: str) -> str:
    return QCoreApplication.translate("Prize", PRIZE_NAMES.get(prize, prize))


def _counted(cents: int, n: int) -> str:
    return f"{format_money(cents)} ({n})"


def prize_rows(g: Any) -> list[list[str]]:
    """One game's prizes (the major prize last, when it was won): proclaimed, winners, awarded
    (from the takings and the house's bonus), paid and still unpaid — as the report's cells."""
    rows = []
    for pl in g.prizes:
        acc = g.account(pl.prize)
        rows.append([
            _prize_name(pl.prize), format_money(pl.base), str(pl.winners) if pl.awarded else QCoreApplication.translate("DayReport", "not awarded"),
            format_money(pl.from_takings), format_money(pl.bonus_cost), format_money(pl.awarded_total),
            _counted(acc.paid, acc.paid_count), _counted(acc.unpaid, acc.unpaid_count), format_money(pl.residue),
        ])
    major = g.account("major")
    if g.major_awarded or g.major_carry or major.awarded_count:
        rows.append([
            _prize_name("major"), format_money(g.pot_before_draw), str(major.awarded_count), "—", "—",
            format_money(g.major_awarded), _counted(major.paid, major.paid_count), _counted(major.unpaid, major.unpaid_count),
            QCoreApplication.translate("DayReport", "3 % kept {amount}").format(amount=format_money(g.major_carry)),
        ])
    return rows




def payment_line(p: dict[str, Any]) -> str:
    """"Card 12 · Line · $ 400 · cash · paid by cajero" (and the winner, for the major prize)."""
    text = QCoreApplication.translate("DayReport", "Card {card} · {prize} · {amount} · {method} · paid by {by}").format(
        card=p["card"], prize=_prize_name(p["prize"]), amount=format_money(p["amount"]),
        method=method_label(p["method"]), by=p["by"] or "—",
    )
    if p.get("winner"):
        text += " · " + QCoreApplication.translate("DayReport", "to {winner}").format(winner=p["winner"])
    return text


def ratification_lines(g: Any) -> list[str]:
    """Who ratified the game's figures, and every rectification with its reason (Art. 12)."""
    lines = []
    for r in getattr(g, "rectifications", ()):
        if r.get("withdrawn"):  # rectified after it was ratified, before the first ball
            lines.append(QCoreApplication.translate(
                "DayReport", "Ratification by {names} withdrawn and figures rectified by {jury} (proclamation {n}, takings {takings}): {reason}"
            ).format(names=", ".join(r["withdrawn"]), jury=r["jury"], n=r["proclamation"], takings=format_money(r["takings"]), reason=r["reason"]))
        else:
            lines.append(QCoreApplication.translate("DayReport", "Rectified by {jury} (proclamation {n}, takings {takings}): {reason}").format(
                jury=r["jury"], n=r["proclamation"], takings=format_money(r["takings"]), reason=r["reason"]))
    voided = getattr(g, "voided", None)
    if voided:
        lines.append(QCoreApplication.translate("DayReport", "Game voided by {name}, no card sold: {reason}").format(
            name=voided.get("by") or "—", reason=voided["reason"]))
    elif getattr(g, "ratified_by", None):
        lines.append(QCoreApplication.translate("DayReport", "Figures ratified by {names} (Art. 12)").format(names=", ".join(g.ratified_by)))
    elif getattr(g, "ratified_old_rules", False):
        lines.append(QCoreApplication.translate("DayReport", "Figures drawn with no ratification recorded (an older log)"))
    elif g.takings:
        lines.append(QCoreApplication.translate("DayReport", "Figures proclaimed, waiting for the jury's ratification (Art. 12)"))
    return lines


def paid_by_lines(ledger: Any) -> list[str]:
    """The day's payments per cashier: "cajero: 5 payments, $ 12.400"."""
    return [
        QCoreApplication.translate("DayReport", "{name}: {n} payments, {amount}").format(name=name or "—", n=n, amount=format_money(cents))
        for name, (n, cents) in ledger.paid_by().items()
    ]


def day_report_paper(
    ledger: Any, date: str = "", hall: str = "", anchor: str = "", balls: dict[str, Any] | None = None, word: str = "BINGO"
) -> Paper:
    """The report as a drawing (a PDF or a printer); ``anchor`` is the log's length and head when
    printed (``pdf.log_anchor(station)``), on the foot of every page; ``balls`` the day's blower
    monitor (``services.ball_stats.day_stats``: its alert on the first page, its figures last)."""
    title = QCoreApplication.translate("DayReport", "Day report {day}").format(day=ledger.day if ledger.day is not None else "—")
    return Paper(lambda p, w, pw, ph: _draw(p, w, ledger, pw, ph, date, hall, anchor, balls, word), title, landscape=True)


def print_day_report(
    ledger: Any, target: Path | str, date: str = "", hall: str = "", anchor: str = "", balls: dict[str, Any] | None = None, word: str = "BINGO"
) -> Path:
    """Draw ``ledger`` to ``target`` (A4 landscape, as many pages as it needs); returns the path."""
    return day_report_paper(ledger, date, hall, anchor, balls, word).pdf(target)


def _draw(
    p: QPainter, writer: QPdfWriter, led: Any, pw: float, ph: float, date: str, hall: str, anchor: str = "",
    balls: dict[str, Any] | None = None, word: str = "BINGO",
) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 12 * MM
    x, w = m, pw - 2 * m
    y = m
    ink, soft = pens()
    left, right, centre = LEFT, RIGHT, CENTRE
    page = [1]

    def footer() -> None:
        p.setPen(soft)
        p.setFont(_font(2.5 * MM))
        fit_text(p, QRectF(x, ph - m + 1 * MM, w, 5 * MM), centre, QCoreApplication.translate("DayReport", "HallStation — day report, page {n}").format(n=page[0]))
        if anchor:
            p.setFont(_font(2.3 * MM))
            fit_text(p, QRectF(x, ph - m + 5.5 * MM, w, 4.5 * MM), centre, anchor_line(anchor))

    def need(h: float) -> None:
        nonlocal y
        if y + h > ph - m:
            footer()
            new_page(writer)
            page[0] += 1
            y = m

    # title band
    band = QRectF(x, y, w, 13 * MM)
    p.fillRect(band, QColor("#0d47a1"))
    p.setPen(QPen(QColor("#ffffff")))
    p.setFont(_font(6 * MM, True))
    day = led.day if led.day is not None else "—"
    fit_text(p, band.adjusted(4 * MM, 0, 0, 0), left, QCoreApplication.translate("DayReport", "DAY REPORT — day {day}").format(day=day))
    p.setFont(_font(3.4 * MM))
    stamp = datetime.now().strftime("%Y-%m-%d %H:%M")
    fit_text(p, band.adjusted(0, 0, -4 * MM, 0), right, QCoreApplication.translate("DayReport", "{date} · printed {now}").format(date=date or "", now=stamp))
    y += 16 * MM
    if hall:
        p.setPen(ink)
        p.setFont(_font(3.6 * MM, True))
        fit_text(p, QRectF(x, y, w, 6 * MM), left, hall)
        y += 7 * MM

    # summary (left) and chart (right)
    top = y
    sw = w * 0.48
    rh = 5.6 * MM
    for i, (label, cents) in enumerate(summary_rows(led)):
        if i % 2 == 0:
            p.fillRect(QRectF(x, y, sw, rh), QColor("#f3f6fb"))
        p.setPen(ink)
        bold = i in BOLD_SUMMARY_ROWS
        p.setFont(_font(3.1 * MM, bold))
        fit_text(p, QRectF(x + 2 * MM, y, sw * 0.72, rh), left, label)
        fit_text(p, QRectF(x, y, sw - 2 * MM, rh), right, format_money(cents))
        y += rh
    for ok, text in balance_lines(led):
        p.setPen(QPen(QColor("#1b5e20" if ok else "#b71c1c")))
        p.setFont(_font(3.4 * MM, True))
        fit_text(p, QRectF(x + 2 * MM, y + 1 * MM, sw, rh), left, text)
        y += rh
    y += 2 * MM
    _chart(p, led, QRectF(x + w * 0.53, top, w * 0.47, y - top))
    y += 4 * MM
    if not led.pot_balanced():  # the pot's identity broken: an error across the page, not a footnote
        box = QRectF(x, y, w, 11 * MM)
        p.fillRect(box, QColor("#b71c1c"))
        p.setPen(QPen(QColor("#ffffff")))
        p.setFont(_font(3.3 * MM, True))
        fit_text(p, box.adjusted(2 * MM, 0, -2 * MM, 0), left | Qt.TextFlag.TextWordWrap, pot_error(led))
        y += 13 * MM
    y = _ball_alerts(p, balls or {}, word, x, y, w)  # the blower monitor's alert (issue 14 §2)

    # the games
    fracs = [0.04, 0.04, 0.055, 0.06, 0.075, 0.065, 0.09, 0.065, 0.07, 0.065, 0.06, 0.075, 0.06, 0.09, 0.09]  # sum 1
    rh = 6.4 * MM

    heading = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap

    def row(cells: list[str], fill: str | None = None, bold: bool = False, head: bool = False) -> None:
        """One line of the games' table; the heading wraps on two lines (never clipped)."""
        nonlocal y
        h = rh * 1.7 if head else rh
        need(h)
        if fill:
            p.fillRect(QRectF(x, y, w, h), QColor(fill))
        cx = x
        p.setFont(_font(2.9 * MM, bold))
        for c, f in zip(cells, fracs):
            p.setPen(QPen(QColor("#b71c1c")) if c.startswith("-$") else ink)
            fit_text(p, QRectF(cx, y, w * f - 1.5 * MM, h), heading if head else right, c)
            cx += w * f
        y += h

    need(rh * 3)
    p.setPen(ink)
    p.setFont(_font(3.8 * MM, True))
    fit_text(p, QRectF(x, y, w, 6 * MM), left, QCoreApplication.translate("DayReport", "Games"))
    y += 7 * MM
    row([column_title(k) for k, _ in GAME_COLUMNS], "#e3eaf8", True, head=True)
    for i, g in enumerate(led.games):
        row(game_cells(g), "#fafafa" if i % 2 else None)
    p.setPen(QPen(QColor("#333333"), 0.3 * MM))
    p.drawLine(int(x), int(y), int(x + w), int(y))
    row(total_cells(led), "#fff8e1", True)
    y += 3 * MM
    who = paid_by_lines(led)
    if who:
        need(rh * 2)
        p.setPen(ink)
        p.setFont(_font(3.1 * MM, True))
        fit_text(p, QRectF(x, y, w, rh), left, QCoreApplication.translate("DayReport", "Who paid — {list}").format(list="; ".join(who)))
        y += rh
    y += 2 * MM

    # each game's prizes
    pf = [0.16, 0.10, 0.08, 0.10, 0.10, 0.10, 0.12, 0.12, 0.12]
    pw_ = w * 0.92
    heads = prize_heads()
    for g in led.games:
        need(rh * (len(g.prizes) + 4))
        p.setPen(ink)
        p.setFont(_font(3.4 * MM, True))
        fit_text(p, QRectF(x, y, w, 6 * MM), left, QCoreApplication.translate("DayReport", "Game {game} · series {series} · {sold} cards · pot before the draw {pot}").format(
            game=g.game, series=g.series, sold=g.sold, pot=format_money(g.pot_before_draw)))
        y += 6.5 * MM
        for line in ratification_lines(g):  # who ratified the figures, any rectification (Art. 12)
            need(rh)
            p.setFont(_font(2.9 * MM))
            p.setPen(soft)
            fit_text(p, QRectF(x, y, w, rh), left, line)
            y += rh
        lines = [heads] + prize_rows(g)
        for j, cells in enumerate(lines):
            h = rh * 1.7 if j == 0 else rh
            need(h)
            if j == 0:
                p.fillRect(QRectF(x, y, pw_, h), QColor("#eeeeee"))
            cx = x
            p.setFont(_font(2.9 * MM, j == 0))
            p.setPen(ink)
            for k, (c, f) in enumerate(zip(cells, pf)):
                flags = left if k == 0 else right
                if j == 0:
                    flags = flags | Qt.TextFlag.TextWordWrap
                fit_text(p, QRectF(cx + 1 * MM, y, pw_ * f - 2 * MM, h), flags, c)
                cx += pw_ * f
            y += h
        if g.payments:
            need(rh * 2)
            p.setFont(_font(3.0 * MM, True))
            p.setPen(ink)
            fit_text(p, QRectF(x, y, w, rh), left, QCoreApplication.translate("DayReport", "Payments — who paid what"))
            y += rh
            p.setFont(_font(2.9 * MM))
            for pay in g.payments:
                need(rh)
                fit_text(p, QRectF(x + 4 * MM, y, w - 4 * MM, rh), left, payment_line(pay))
                y += rh
        if g.trays:
            diff = ", ".join(f"{t['seller']}: {format_money(t['difference'])}" + (f" ({t['remark']})" if t.get("remark") else "") for t in g.trays)
            need(rh)
            p.setFont(_font(2.9 * MM))
            p.setPen(soft)
            fit_text(p, QRectF(x, y, w, rh), left, QCoreApplication.translate("DayReport", "Trays settled — differences: {list}").format(list=diff))
            y += rh
        y += 3 * MM
    if balls:  # the blower monitor's figures: one chart per source (issue 14 §2)
        from hallstation.printing.ball_chart import chart_height, draw_ball_chart, section_title

        need(7 * MM + chart_height(next(iter(balls.values())), word))
        p.setPen(ink)
        p.setFont(_font(3.8 * MM, True))
        fit_text(p, QRectF(x, y, w, 6 * MM), left, section_title())
        y += 7 * MM
        for st in balls.values():
            need(chart_height(st, word))
            draw_ball_chart(p, st, QRectF(x, y, w, chart_height(st, word)), word)
            y += chart_height(st, word) + 3 * MM
    footer()


def _ball_alerts(p: QPainter, balls: dict[str, Any], word: str, x: float, y: float, w: float) -> float:
    """The blower monitor's alerts (Cochran's Q, or the furthest ball, below p = 0.001), on the first page."""
    from hallstation.services.ball_stats import alert_lines

    for st in balls.values():
        for line in alert_lines(st, word):
            p.fillRect(QRectF(x, y, w, 6.5 * MM), QColor("#b71c1c"))
            p.setPen(QPen(QColor("#ffffff")))
            p.setFont(_font(3.3 * MM, True))
            fit_text(p, QRectF(x + 2 * MM, y, w - 4 * MM, 6.5 * MM), LEFT, line)
            y += 8 * MM
    return y


def _chart(p: QPainter, led: Any, r: QRectF) -> None:
    """Takings, prizes paid and the house's result per game, as grouped bars."""
    p.setPen(QPen(QColor("#bdbdbd"), 0.2 * MM))
    p.drawRect(r)
    p.setPen(QPen(QColor("#111111")))
    p.setFont(_font(3.2 * MM, True))
    fit_text(p, QRectF(r.x(), r.y() + 1 * MM, r.width(), 6 * MM), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("DayReport", "Takings, prizes and house per game"))
    series = [(g.game, g.takings, g.awarded_to_players, g.house_result) for g in led.games]
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
        fit_text(p, QRectF(plot.left() + i * gw, base + 0.5 * MM, gw, 4.5 * MM), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("DayReport", "Game {game}").format(game=game))
    lx = r.x() + 4 * MM
    ly = r.bottom() - 7 * MM
    for k, name in enumerate((QCoreApplication.translate("DayReport", "Takings"), QCoreApplication.translate("DayReport", "Awarded to players"), QCoreApplication.translate("DayReport", "House result"))):
        p.fillRect(QRectF(lx, ly + 1 * MM, 3.5 * MM, 3.5 * MM), QColor(BAR_COLOURS[k]))
        p.setPen(QPen(QColor("#111111")))
        p.setFont(_font(2.8 * MM))
        fit_text(p, QRectF(lx + 5 * MM, ly, 40 * MM, 5.5 * MM), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        lx += r.width() / 3


__all__ = [
    "BOLD_SUMMARY_ROWS",
    "balance_lines",
    "pot_error",
    "GAME_COLUMNS",
    "REPORTS",
    "column_title",
    "day_report_paper",
    "day_residue",
    "game_residue",
    "game_cells",
    "paid_by_lines",
    "payment_line",
    "print_day_report",
    "prize_heads",
    "prize_rows",
    "report_name",
    "summary_rows",
    "total_cells",
]
