"""The day's records ("actas", Art. 9) as PDF: the opening record (the series going on sale, their
seals found intact or not with a remark, the major prize ball limit of the day or the season plan —
Art. 13) and the closing record (the unsold leftovers of every series, resealed or not, and who
ratified each game's figures with any rectification and its reason — Art. 12), each with the
signers' names, roles and the time, and lines for the handwritten signatures.

``acta_from(station, "opening"|"closing")`` gathers the data from the log (pure; ``with_plan=True``
adds to the opening record the plan the game manager chose in the planner, issue 14); ``print_acta``
draws it with QPdfWriter + QPainter (the style of ``cards_pdf``/``stamp_receipt``), through a
``.part`` file renamed into place. Needs a QGuiApplication (fonts).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPdfWriter,
    QPen,
)

from hallstation.printing.pdf import MM, Paper, anchor_line, fit_text, font as _font, local_time, new_page
from hallstation.store.eventlog import anchor
from hallstation.core.errors import RuleError
from hallstation.services.users import ROLE_NAMES

ACTAS = "actas"
OPENING, CLOSING = "opening", "closing"

def _role(role: str) -> str:
    name = QCoreApplication.translate("Role", ROLE_NAMES.get(role, role))
    return name[:1].upper() + name[1:]


def _t(text: str) -> str:
    return QCoreApplication.translate("Acta", text)


@dataclass(frozen=True)
class ActaSeries:
    number: int
    color: str
    letter: str
    cards: int
    seal_intact: bool  # opening: found intact; closing: resealed
    remark: str
    unsold: str = ""  # closing: ranges of the unsold cards
    count: int = 0  # closing: how many
    played: bool = False


@dataclass(frozen=True)
class ActaGame:
    """A game of the day on the closing record: who ratified its figures (Art. 12), and when."""

    number: int
    ratified_by: tuple[str, ...]  # full names (the simulation's own: "simulation")
    time: str  # local time of the ratification
    old_rules: bool = False  # an older log: drawn with no ratification recorded
    rectifications: tuple[tuple[str, str, str], ...] = ()  # (full name, local time, reason)


@dataclass(frozen=True)
class Acta:
    kind: str  # OPENING or CLOSING
    day: int
    date: str
    time: str  # when the record was signed (local)
    limit: int
    season_plan: bool
    series: tuple[ActaSeries, ...]
    signers: tuple[tuple[str, str, str], ...]  # (name, full name, role)
    hall: str = ""
    log_events: int = 0  # the event log when printed: its length and the head of its hash chain,
    log_head: str = ""  # so the paper record can prove later that no event was removed
    plan: dict[str, Any] | None = None  # opening: the plan chosen in the planner, when asked for
    games: tuple[ActaGame, ...] = ()  # closing: the day's games and the jury's ratification of each
    key_fingerprint: str = ""  # the hall's public key (store/signing.py): an inspector checks the server's log with it


def acta_from(station: Any, kind: str = OPENING, day: int | None = None, with_plan: bool = False) -> Acta:
    """The record of ``day`` (default: the last), from the log; ``RuleError`` if it is not signed.
    ``with_plan``: the opening record also prints the plan chosen for the day in the planner."""
    days = station.state.days
    d = next((x for x in days if x.number == day), None) if day is not None else (days[-1] if days else None)
    if d is None:
        raise RuleError("There is no opening record yet")
    if kind == CLOSING and d.closed is None:
        raise RuleError("Day {day} has no closing record yet", day=d.number)
    etype = "day.opened" if kind == OPENING else "day.closed"
    ts = next((e.ts for e in station.store.read(types=(etype,)) if e.data.get("day") == d.number), "")
    users = station.state.users
    sigs = d.signatures if kind == OPENING else d.closed["signatures"]
    signers = tuple((s["name"], users[s["name"]].full_name if s["name"] in users else s["name"], s["role"]) for s in sigs)
    rows = []
    if kind == OPENING:
        for s in d.series:
            info = station.get_series(s["number"]).info
            rows.append(ActaSeries(info.number, info.color, info.letter, info.cards, s["seal_intact"], s.get("remark", "")))
    else:
        for s in d.closed["leftovers"]:
            info = station.get_series(s["series"]).info
            unsold = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in s["unsold"])
            rows.append(
                ActaSeries(info.number, info.color, info.letter, info.cards, s["resealed"], s.get("remark", ""), unsold, s["count"], s["played"])
            )
    head = station.store.head()
    games = acta_games(station, d.number) if kind == CLOSING else ()
    plan = None
    if with_plan and kind == OPENING:
        from hallstation.services.planner import chosen_plan

        plan = chosen_plan(station, d.number)
        if plan is not None:
            who = plan.get("by", "")
            plan = {**plan, "by_full": users[who].full_name if who in users else who, "time_local": local_time(plan.get("time", ""))}
    acta = Acta(
        kind,
        d.number,
        d.date,
        local_time(ts),
        d.limit,
        d.season_plan,
        tuple(rows),
        signers,
        station.settings.get("hall_name", "") or "",
        head[0],
        head[1] if head[0] else "",
        plan,
    )
    return replace(acta, games=games, key_fingerprint=key_fingerprint(station.store))


def key_fingerprint(store: Any) -> str:
    """The fingerprint of the hall's public key, which signs the log's rows on the hall's server
    (the same key on a one-PC hall: it comes from the hall's key)."""
    from hallstation.store import signing

    fp = getattr(store, "fingerprint", "")
    if not fp and getattr(store, "key", None) is not None:
        fp = signing.fingerprint(signing.public_key(store.key))
    return fp


def acta_games(station: Any, day: int) -> tuple[ActaGame, ...]:
    """The day's games with who ratified their figures and every rectification (Art. 12)."""
    users = station.state.users
    full = lambda name: users[name].full_name if name in users else name  # noqa: E731
    times: dict[tuple[str, int], list[str]] = {}
    for e in station.store.read(types=("game.ratified", "game.rectified")):
        times.setdefault((e.type, e.data.get("game")), []).append(local_time(e.ts))
    out = []
    for n, g in sorted(station.state.games.items()):
        if station.game_day.get(n) != day or g.dividends is None and not g.rectifications:
            continue
        rat = g.ratification
        names = tuple(full(x) for x in rat["signatures"]) or (rat.get("by", ""),) if rat else ()
        rect = tuple(
            (full(r["jury"]), t, r["reason"]) for r, t in zip(g.rectifications, times.get(("game.rectified", n), []) + [""] * len(g.rectifications))
        )
        out.append(ActaGame(n, names, (times.get(("game.ratified", n)) or [""])[-1], g.ratified_by_old_rules, rect))
    return tuple(out)


def _draw_games(a: Acta, text: Any, paragraph: Any) -> None:
    """Each game of the day: who ratified the central cashier's figures, and any rectification
    with its reason (Art. 12)."""
    text("", 2.0)
    text(QCoreApplication.translate("Acta", "The jury's ratification of each game's figures (Art. 12)"), 3.8, True)
    for g in a.games:
        for name, time, reason in g.rectifications:
            paragraph(
                QCoreApplication.translate("Acta", "Game {game}: rectified by {name} at {time}: {reason}").format(
                    game=g.number, name=name, time=time or "—", reason=reason),
                3.2,
            )
        if g.ratified_by:
            line = QCoreApplication.translate("Acta", "Game {game}: figures ratified by {names} at {time}").format(
                game=g.number, names=", ".join(g.ratified_by), time=g.time or "—")
        elif g.old_rules:
            line = QCoreApplication.translate("Acta", "Game {game}: drawn with no ratification recorded (an older log)").format(game=g.number)
        else:
            line = QCoreApplication.translate("Acta", "Game {game}: figures not ratified").format(game=g.number)
        paragraph("  • " + line, 3.3)


def acta_path(data_dir: Path | str, acta: Acta) -> Path:
    return Path(data_dir) / ACTAS / f"day-{acta.day}-{acta.kind}.pdf"


def acta_paper(acta: Acta) -> Paper:
    """The record as a drawing: to a PDF (``print_acta``) or a printer (the print dialog)."""
    return Paper(lambda p, w, pw, ph: _draw(p, w, acta, pw, ph), title(acta))


def print_acta(acta: Acta, target: Path | str) -> Path:
    """Draw the record to ``target`` (A4 portrait); returns the path."""
    return acta_paper(acta).pdf(target)


def title(acta: Acta) -> str:
    return QCoreApplication.translate("Acta", "Opening record") if acta.kind == OPENING else QCoreApplication.translate("Acta", "Closing record")


def _draw(p: QPainter, writer: QPdfWriter, a: Acta, pw: float, ph: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    m = 16 * MM
    x, w = m, pw - 2 * m
    y = m
    ink = QPen(QColor("#111111"))
    soft = QPen(QColor("#555555"))
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    centre = Qt.AlignmentFlag.AlignCenter
    wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def new_page_if(need: float) -> None:
        nonlocal y
        if y + need > ph - m - 10 * MM:
            new_page(writer)
            y = m

    def text(s: str, size: float = 3.6, bold: bool = False, pen: QPen = ink, flags=left, height: float | None = None) -> None:
        nonlocal y
        h = (height or size * 1.6) * MM
        new_page_if(h)
        p.setPen(pen)
        p.setFont(_font(size * MM, bold))
        fit_text(p, QRectF(x, y, w, h), flags, s)
        y += h

    def paragraph(s: str, size: float = 3.4) -> None:
        nonlocal y
        p.setFont(_font(size * MM))
        r = p.boundingRect(QRectF(x, y, w, 200 * MM), wrap, s)
        new_page_if(r.height())
        p.setPen(ink)
        fit_text(p, QRectF(x, y, w, r.height() + 1 * MM), wrap, s)
        y += r.height() + 2 * MM

    # title band
    band = QRectF(x, y, w, 16 * MM)
    p.fillRect(band, QColor("#0d47a1"))
    p.setPen(QPen(QColor("#ffffff")))
    p.setFont(_font(7 * MM, True))
    fit_text(p, band, centre, title(a).upper())
    y += 19 * MM
    text(QCoreApplication.translate("Acta", "Bingo — Art. 9 of the regulation (Resolución 181/980)"), 3.2, pen=soft, flags=centre)
    if a.hall:
        text(a.hall, 3.6, True, flags=centre)
    y += 3 * MM
    text(QCoreApplication.translate("Acta", "Day {day} · Date {date} · Signed at {time}").format(day=a.day, date=a.date, time=a.time or "—"), 4.0, True)
    y += 2 * MM
    if a.kind == OPENING:
        paragraph(
            QCoreApplication.translate("Acta", "The undersigned, members of the jury and the game manager, identify the series going on sale "
                "today and record the state of the seal that kept each of them until it was opened for play."
            )
        )
    else:
        paragraph(
            QCoreApplication.translate("Acta", "The day's sessions ended, the undersigned identify the unsold leftovers of every series "
                "of the day, which are resealed, and record the state of each seal."
            )
        )
    y += 2 * MM
    # the series table
    if a.kind == OPENING:
        cols = [(QCoreApplication.translate("Acta", "Series"), 0.12), (QCoreApplication.translate("Acta", "Colour / letter"), 0.22), (QCoreApplication.translate("Acta", "Cards"), 0.12), (QCoreApplication.translate("Acta", "Seal"), 0.18), (QCoreApplication.translate("Acta", "Remark"), 0.36)]
    else:
        cols = [(QCoreApplication.translate("Acta", "Series"), 0.09), (QCoreApplication.translate("Acta", "Unsold cards"), 0.29), (QCoreApplication.translate("Acta", "Count"), 0.13), (QCoreApplication.translate("Acta", "Resealed"), 0.15), (QCoreApplication.translate("Acta", "Remark"), 0.34)]
    row_h = 8 * MM
    new_page_if(row_h * 2)
    cx = x
    p.fillRect(QRectF(x, y, w, row_h), QColor("#e3eaf8"))
    p.setFont(_font(3.2 * MM, True))
    p.setPen(ink)
    for name, frac in cols:
        fit_text(p, QRectF(cx + 1.5 * MM, y, w * frac - 3 * MM, row_h), left, name)
        cx += w * frac
    y += row_h
    for s in a.series:
        if a.kind == OPENING:
            seal = QCoreApplication.translate("Acta", "intact") if s.seal_intact else QCoreApplication.translate("Acta", "NOT intact")
            cells = [str(s.number), f"{s.color} · {s.letter}", str(s.cards), seal, s.remark or "—"]
        else:
            seal = QCoreApplication.translate("Acta", "yes") if s.seal_intact else QCoreApplication.translate("Acta", "NO")
            unsold = s.unsold or QCoreApplication.translate("Acta", "none (all sold)")
            if not s.played:
                unsold = QCoreApplication.translate("Acta", "whole series (not played): {ranges}").format(ranges=s.unsold)
            cells = [str(s.number), unsold, str(s.count), seal, s.remark or "—"]
        p.setFont(_font(3.1 * MM))
        heights = [p.boundingRect(QRectF(0, 0, w * f - 3 * MM, 100 * MM), wrap, c).height() for c, (_, f) in zip(cells, cols)]
        h = max(row_h, max(heights) + 3 * MM)
        new_page_if(h)
        cx = x
        for i, (c, (_, frac)) in enumerate(zip(cells, cols)):
            bad = (i == 3) and not s.seal_intact
            p.setPen(QPen(QColor("#b71c1c")) if bad else ink)
            p.setFont(_font(3.1 * MM, bad))
            fit_text(p, QRectF(cx + 1.5 * MM, y + 1.5 * MM, w * frac - 3 * MM, h - 2 * MM), wrap, c)
            cx += w * frac
        p.setPen(QPen(QColor("#9e9e9e"), 0.2 * MM))
        p.drawLine(int(x), int(y + h), int(x + w), int(y + h))
        y += h
    y += 5 * MM
    if a.kind == OPENING:
        if a.season_plan:
            limit = QCoreApplication.translate("Acta", "Major prize (Art. 13): the season plan in force, {limit} balls.").format(limit=a.limit)
        else:
            limit = QCoreApplication.translate("Acta", "Major prize (Art. 13): won with the full card in at most {limit} balls today.").format(limit=a.limit)
        text(limit, 3.8, True)
        if a.plan is not None:
            _draw_plan(a, text)
    else:
        total = sum(s.count for s in a.series)
        text(QCoreApplication.translate("Acta", "Unsold cards in all: {count}").format(count=total), 3.8, True)
        if a.games:
            _draw_games(a, text, paragraph)
    y += 6 * MM
    text(QCoreApplication.translate("Acta", "Signed with their PINs"), 3.8, True)
    for name, full, role in a.signers:
        text("  • " + QCoreApplication.translate("Acta", "{full} ({name}) — {role}").format(full=full, name=name, role=_role(role)), 3.4)
    # signature lines
    n = max(1, len(a.signers))
    per_row = min(3, n)
    rows = (n + per_row - 1) // per_row
    need = rows * 26 * MM
    new_page_if(need + 10 * MM)
    y = max(y + 10 * MM, ph - m - 10 * MM - need)
    sw = w / per_row
    for i, (name, full, role) in enumerate(a.signers):
        r, c = divmod(i, per_row)
        ly = y + r * 26 * MM + 14 * MM
        p.setPen(QPen(QColor("#333333"), 0.25 * MM))
        p.drawLine(int(x + c * sw + 4 * MM), int(ly), int(x + (c + 1) * sw - 4 * MM), int(ly))
        p.setPen(ink)
        p.setFont(_font(3.0 * MM, True))
        fit_text(p, QRectF(x + c * sw, ly + 1 * MM, sw, 4.5 * MM), centre, full)
        p.setPen(soft)
        p.setFont(_font(2.8 * MM))
        fit_text(p, QRectF(x + c * sw, ly + 5.5 * MM, sw, 4.5 * MM), centre, _role(role))
    p.setPen(soft)
    p.setFont(_font(2.6 * MM))
    if a.key_fingerprint:  # (the band above the footer is kept free by new_page_if)
        fit_text(p, QRectF(x, ph - m - 4 * MM, w, 5 * MM), centre, QCoreApplication.translate(
            "Acta", "Hall's public key {fingerprint} — check: hallstation audit verify --public-key"
        ).format(fingerprint=a.key_fingerprint))
    fit_text(p, QRectF(x, ph - m, w, 5 * MM), centre, QCoreApplication.translate("Acta", "HallStation — recorded in the station's audit log"))
    if a.log_head:
        fit_text(p, 
            QRectF(x, ph - m + 4 * MM, w, 5 * MM),
            centre,
            anchor_line(anchor(a.log_events, a.log_head)),
        )


def _draw_plan(a: Acta, text: Callable[..., None]) -> None:
    """The plan chosen in the planner (issue 14): who chose it and when, and its figures."""
    from hallstation.services.planner import PLAN_TITLE, by_limit_parts, plan_rows

    plan = a.plan or {}
    text("", 2.0)
    text(QCoreApplication.translate("Planner", PLAN_TITLE), 3.8, True)
    text(
        QCoreApplication.translate("Acta", "Chosen by {full} ({name}) at {time}").format(
            full=plan.get("by_full", ""), name=plan.get("by", ""), time=plan.get("time_local") or "—"
        ),
        3.2,
    )
    if plan.get("limit") != a.limit:
        text(
            QCoreApplication.translate("Acta", "The plan was made for a limit of {plan} balls; the day's limit is {limit}.").format(
                plan=plan.get("limit"), limit=a.limit
            ),
            3.2,
            True,
        )
    for what, value in plan_rows(plan, by_limit=False):
        text(f"  {what}: {value}", 3.1)
    parts = by_limit_parts(plan)  # the chance at each limit, on two lines (the window draws it)
    if parts:
        head = QCoreApplication.translate("Planner", "Major prize by limit")
        half = (len(parts) + 1) // 2
        text(f"  {head}: " + ", ".join(parts[:half]) + ",", 3.1)
        text("    " + ", ".join(parts[half:]), 3.1)


__all__ = ["ACTAS", "CLOSING", "OPENING", "Acta", "ActaGame", "ActaSeries", "acta_games", "acta_from", "acta_paper", "acta_path", "print_acta", "title"]
