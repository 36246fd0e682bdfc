"""The blower monitor over the log (issue 14 §2): the balls of every game in a span of dates, for
the blower (``manual``: the balls the caller typed) and the electronic drawer apart, counted and
tested by ``core.bingo.ball_stats``; and the words the command line, the day report's window and
its PDF say them with.

Where the log keeps it: each ``ball.drawn`` event holds the ball and its ``source`` (the game's,
fixed in its ``game.created``: a game is drawn from one source, a ball from the other is refused).
A ball withdrawn by a correction (``ball.undone``) was never drawn; the red ball is not one of the
75. A game's date is its day's (the opening record's), or — a game outside any day, e.g. a
simulation — the UTC date it was created. Read-only: it only looks at the station's state and log.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from hallstation.core.bingo.ball_stats import ALERT_P, BallStats, ball_stats
from hallstation.core.bingo.balls import PER_COLUMN, label
from hallstation.core.bingo.game import ELECTRONIC, MANUAL
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.i18n import translate

SOURCES = (MANUAL, ELECTRONIC)
SOURCE_TITLES = {
    MANUAL: QT_TRANSLATE_NOOP("BallStats", "Blower"),
    ELECTRONIC: QT_TRANSLATE_NOOP("BallStats", "Electronic drawer"),
}


def check_source(source: str | None) -> str | None:
    if source is not None and source not in SOURCES:
        raise RuleError("The draw source is electronic or manual, not '{source}'", source=source)
    return source


def parse_date(text: str) -> date:
    """A date as the station writes it, ``2025-03-01``."""
    t = text.strip() if isinstance(text, str) else ""
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", t):
        try:
            return date.fromisoformat(t)
        except ValueError:
            pass
    raise RuleError("'{text}' is not a date: write it as YYYY-MM-DD, e.g. 2025-03-01", text=text)


def _iso(text: str | None) -> date | None:
    try:
        return date.fromisoformat(str(text)[:10])
    except ValueError:
        return None


def game_dates(station: Any) -> dict[int, date | None]:
    """Every game's date: its day's, else the UTC date its ``game.created`` was recorded."""
    days = {d.number: _iso(d.date) for d in station.state.days}
    created = {e.data.get("game"): _iso(e.ts) for e in station.store.read(types=("game.created",))}
    out: dict[int, date | None] = {}
    for number in station.state.games:
        day = station.game_day.get(number)
        out[number] = days.get(day) if day is not None and days.get(day) is not None else created.get(number)
    return out


def game_balls(game: Any, source: str) -> list[int]:
    """The balls of ``source`` the game drew and kept (corrections withdrawn, no red ball)."""
    return [b for b, s in zip(game.balls, game.sources) if s == source]


def span_stats(
    station: Any, source: str | None = None, start: date | None = None, end: date | None = None
) -> dict[str, BallStats]:
    """Per source (both, or ``source``), the balls of the games dated from ``start`` to ``end``
    (both included; None: no bound)."""
    check_source(source)
    if start is not None and end is not None and start > end:
        raise RuleError("The span starts on {start}, after it ends on {end}", start=start.isoformat(), end=end.isoformat())
    dates = game_dates(station) if start is not None or end is not None else {}
    chosen = []
    for number, game in sorted(station.state.games.items()):
        d = dates.get(number)
        if start is not None and (d is None or d < start):
            continue
        if end is not None and (d is None or d > end):
            continue
        chosen.append(game)
    return {s: ball_stats((game_balls(g, s) for g in chosen), s) for s in (SOURCES if source is None else (source,))}


def day_stats(station: Any, day: int | None) -> dict[str, BallStats]:
    """The day's games (``day`` None: the games outside any day), per source that drew a ball."""
    games = [g for n, g in sorted(station.state.games.items()) if station.game_day.get(n) == day]
    out = {s: ball_stats((game_balls(g, s) for g in games), s) for s in SOURCES}
    return {s: st for s, st in out.items() if st.balls}


def stats_json(stats: BallStats, word: str = "BINGO", start: date | None = None, end: date | None = None) -> dict[str, Any]:
    d = stats.to_dict(word)
    d["from"] = start.isoformat() if start else None
    d["to"] = end.isoformat() if end else None
    return d


# ------------------------------------------------------------------ in words
def number(x: float, digits: int = 1) -> str:
    """``80.25`` → ``80,3``: a figure in the hall's format (decimal comma, as its money)."""
    text = f"{x:,.{digits}f}"
    return text.replace(",", "\0").replace(".", ",").replace("\0", ".")


def p_text(p: float | None) -> str:
    """A p-value for people: ``0,29``, ``0,0032``, ``3,2 × 10⁻⁷``."""
    if p is None:
        return "—"
    if p >= 0.01:
        return number(p, 2)
    if p >= 0.0001:
        return number(p, 4)
    if p <= 0:
        return "< 10⁻³⁰⁰"
    exponent = int(f"{p:e}".split("e")[1])
    mantissa = p / 10**exponent
    sup = str(exponent).translate(str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹"))
    return f"{number(mantissa, 1)} × 10{sup}"


def source_title(source: str | None) -> str:
    return translate("BallStats", SOURCE_TITLES.get(source or "", source or ""))


def furthest_text(stats: BallStats, word: str = "BINGO", n: int = 5) -> str:
    """``B7 18 (+9,5), G52 1 (−7,5)``: the balls furthest from expectation, their count and how
    far from it."""
    parts = []
    for f in stats.furthest(n, word):
        diff = f["difference"]
        sign = "+" if diff >= 0 else "−"
        parts.append(f"{f['label']} {f['count']} ({sign}{number(abs(diff), 1)})")
    return ", ".join(parts)


def summary_line(stats: BallStats) -> str:
    """``Blower: 12 games, 640 balls · χ² = 80,3 (74 degrees of freedom) · p = 0,29`` (in the
    station's language: the window and the PDF speak it too, ``install_qt_translator`` sets it)."""
    return summary_head(stats) + " · " + chi2_figures(stats)


def summary_head(stats: BallStats) -> str:
    """``Blower: 12 games, 640 balls``: the summary's first part, which source and how much."""
    return translate("BallStats", "{source}: {games}, {balls}").format(
        source=source_title(stats.source),
        games=translate("BallStats", "%n game(s)", stats.games),
        balls=translate("BallStats", "%n ball(s)", stats.balls),
    )


def chi2_figures(stats: BallStats) -> str:
    """``χ² = 80,3 (74 degrees of freedom) · p = 0,29``: the χ² test's figures (the window shows
    them whole, never elided: the p-value is what the jury reads)."""
    if stats.chi2 is None:
        return translate("BallStats", "too few balls for the test")
    return translate("BallStats", "χ² = {chi2} ({dof} degrees of freedom) · p = {p}").format(
        chi2=number(stats.chi2, 1), dof=stats.dof, p=p_text(stats.p_value)
    )


def signed(x: float, digits: int = 2) -> str:
    """``-3.912`` → ``−3,91`` (a true minus sign), ``2.5`` → ``+2,50``."""
    return ("−" if x < 0 else "+") + number(abs(x), digits)


def max_z_line(stats: BallStats, word: str = "BINGO") -> str:
    """The per-ball test: the ball furthest from expectation, its z and the p-value of the largest
    |z| of the 75 balls (empty when there is nothing to test)."""
    b = stats.max_z_ball
    if b is None or stats.max_z is None:
        return ""
    return translate(
        "BallStats", "Furthest ball: {ball}, {count} times (z = {z}); for the largest |z| of the 75 balls p = {p}"
    ).format(ball=label(b, word), count=stats.counts[b - 1], z=signed(stats.max_z), p=p_text(stats.max_z_p))


def max_z_short(stats: BallStats, word: str = "BINGO") -> str:
    """The per-ball test in a few words (the window's line beside the expectation)."""
    b = stats.max_z_ball
    if b is None or stats.max_z is None:
        return ""
    return translate("BallStats", "Furthest ball {ball}: z = {z}, p = {p} (for the 75)").format(
        ball=label(b, word), z=signed(stats.max_z), p=p_text(stats.max_z_p)
    )


def alert_lines(stats: BallStats, word: str = "BINGO") -> list[str]:
    """The alerts to raise, each below p = 0.001: Cochran's Q over the 75 balls, and one ball too
    far from expectation (its z, corrected for the 75 balls)."""
    out = []
    if stats.q_alert:
        out.append(translate("BallStats", "⚠ ALERT — {source}: the balls do not come out evenly (p = {p}, below {level}); furthest from expectation: {balls}. Have it inspected.").format(
            source=source_title(stats.source), p=p_text(stats.p_value), level=number(ALERT_P, 3), balls=furthest_text(stats, word, 3)
        ))
    if stats.max_z_alert and stats.max_z_ball is not None and stats.max_z is not None:
        b = stats.max_z_ball
        out.append(translate("BallStats", "⚠ ALERT — {source}: ball {ball} came out {count} times against {expected} expected (z = {z}; p = {p} for the largest of the 75, below {level}). Have the blower and that ball inspected.").format(
            source=source_title(stats.source), ball=label(b, word), count=stats.counts[b - 1], expected=number(stats.expected, 1),
            z=signed(stats.max_z), p=p_text(stats.max_z_p), level=number(ALERT_P, 3),
        ))
    return out


def alert_line(stats: BallStats, word: str = "BINGO") -> str:
    """The alerts, one per line (empty when there is none)."""
    return "\n".join(alert_lines(stats, word))


def detail_lines(stats: BallStats, word: str = "BINGO") -> list[str]:
    """What follows the summary: the expectation, the furthest balls, the furthest ball's test,
    the approximation's note."""
    if not stats.balls:
        return []
    lines = [
        translate("BallStats", "Each ball should have come out {expected} times; furthest from it: {balls}").format(
            expected=number(stats.expected, 2), balls=furthest_text(stats, word)
        )
    ]
    z_line = max_z_line(stats, word)
    if z_line:
        lines.append(z_line)
    if stats.few_balls:
        lines.append(translate("BallStats", "Fewer than 5 expected per ball: the test is only a rough guide."))
    return lines


def stats_text(all_stats: dict[str, BallStats], word: str = "BINGO", start: date | None = None, end: date | None = None) -> str:
    """The command line's words: per source, the summary, the counts under each letter, the
    expectation, the furthest balls and the alert."""
    if start and end:
        span = translate("BallStats", "Games from {start} to {end}").format(start=start.isoformat(), end=end.isoformat())
    elif start:
        span = translate("BallStats", "Games from {start} on").format(start=start.isoformat())
    elif end:
        span = translate("BallStats", "Games up to {end}").format(end=end.isoformat())
    else:
        span = translate("BallStats", "Every game in the log")
    lines = [span]
    for source, st in all_stats.items():
        lines.append("")
        if not st.balls:
            lines.append(translate("BallStats", "{source}: no ball drawn in these games.").format(source=source_title(source)))
            continue
        lines.append(summary_line(st))
        for col in range(5):
            first = col * PER_COLUMN + 1
            cells = " ".join(f"{b}:{st.counts[b - 1]}" for b in range(first, first + PER_COLUMN))
            lines.append(f"  {word[col]}  {cells}")
        lines += ["  " + x for x in detail_lines(st, word)]
        alerts = alert_lines(st, word)
        if alerts:
            lines += alerts
        elif st.p_value is not None:
            lines.append("  " + translate("BallStats", "No alert: the alert is raised below p = {level}.").format(level=number(ALERT_P, 3)))
    return "\n".join(lines) + "\n"


__all__ = [
    "SOURCES",
    "alert_line",
    "alert_lines",
    "max_z_line",
    "max_z_short",
    "check_source",
    "day_stats",
    "detail_lines",
    "furthest_text",
    "game_balls",
    "game_dates",
    "number",
    "p_text",
    "parse_date",
    "source_title",
    "span_stats",
    "stats_json",
    "stats_text",
    "summary_head",
    "summary_line",
    "chi2_figures",
]
