"""The planner's use cases (issue 14 §1): the plan for a game of N sold cards at a price under the
hall's own rules — the shapes, the ball-count bonus tables and the rounding unit of the settings, the
day's limit (Art. 13), the pot as it stands (the casino's contributions included) — over the sold
cards of a real series or a new random series of N cards made from the seed and never kept.

The figures are the core's (``core.bingo.planner``); here they meet the station: what it holds, the
game manager's role (the planner window), the plan chosen for the day (``plan.chosen`` in the log,
audited like every change, printed with the day's opening record), and the same figures in words
in the station's language for the command line, the window and the printed record.
"""

from __future__ import annotations

import math
import random
import secrets
from dataclasses import dataclass
from typing import Any

import numpy as np

from hallstation.core.bingo.cards import MAX_SERIES_CARDS, Card, SeriesInfo, generate_series
from hallstation.core.bingo.patterns import PATTERN_PRIZES, patterns_from_settings
from hallstation.core.bingo.planner import LIMITS, Plan, PlanRules, Progress, plan as core_plan
from hallstation.core.bingo.prizes import check_bonus_tables, check_limit, check_promo
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.core.money import check_cents, format_money
from hallstation.i18n import language, translate

DEFAULT_DRAWS = 10_000
MAX_DRAWS = 1_000_000
PLANNER_ROLES = ("manager",)  # the game manager sets the day's limit and bonuses (Arts. 8, 13)
EVENT = "plan.chosen"

# how the cards of a plan were chosen (the words: ``cards_words``)
RANDOM, SOLD, FIRST = "random", "sold", "first"


def _prize_name(prize: str) -> str:
    """A prize's name in the same language as the rest of the plan's text (the catalogue's, never the
    Qt translator another window may have installed)."""
    from hallstation.core.bingo.prizes import PRIZE_NAMES

    return translate("Prize", PRIZE_NAMES.get(prize, prize))


def settings_rules(settings: dict[str, Any]) -> dict[str, Any]:
    """The hall's shapes, bonus tables and rounding unit, as the next game would take them."""
    return {
        "patterns": patterns_from_settings(settings["patterns"]),
        "bonus": {k: tuple(tuple(r) for r in v) for k, v in settings["bonus"].items()},
        "unit": settings["rounding_unit"],
    }


def check_request(cards: object, price: object, limit: object, draws: object) -> None:
    """The plan's numbers, refused with the reason before anything is simulated."""
    if isinstance(cards, bool) or not isinstance(cards, int) or not 1 <= cards <= MAX_SERIES_CARDS:
        raise RuleError("A game sells from 1 to 3,000 cards of one series, not {cards}", cards=cards)
    check_cents(price, "card_price")
    if price <= 0:  # type: ignore[operator]
        raise RuleError("The card price must be more than zero")
    check_limit(limit)
    if isinstance(draws, bool) or not isinstance(draws, int) or not 1 <= draws <= MAX_DRAWS:
        raise RuleError("The planner simulates from 1 to {most} draws, not {draws}", most=decimal(MAX_DRAWS, 0), draws=draws)


def game_on(station: Any, series: int) -> Any:
    """The game played (or being sold) on ``series``, if any (Art. 4: at most one)."""
    return next((g for g in station.state.games.values() if g.config.series == series), None)


def playing_cards(station: Any, series: int | None, cards: int, seed: int) -> tuple[list[Card], str]:
    """The cards the plan plays and how they were chosen: the sold cards of the game on ``series``
    when it has sold some (their count must be ``cards``), else its cards 1 to ``cards``; without a
    series, a new random series of ``cards`` cards from ``seed`` (not kept)."""
    if series is None:
        made = generate_series(SeriesInfo(1, "-", "A", cards, 1), random.Random(seed))
        return made.cards(), RANDOM
    if station is None:
        raise RuleError("There is no series {series}", series=series)
    s = station.get_series(series)
    g = game_on(station, series)
    if g is not None and g.sold:
        if len(g.sold) != cards:
            raise RuleError(
                "Game {game} on series {series} sold {sold} cards: plan it with {sold} cards, not {cards}",
                game=g.number, series=series, sold=len(g.sold), cards=cards,
            )
        return [s.card(n) for n in sorted(g.sold)], SOLD
    if cards > len(s):
        raise RuleError("Series {series} holds {have} cards, not {cards}", series=series, have=len(s), cards=cards)
    return [s.card(n) for n in range(1, cards + 1)], FIRST


@dataclass(frozen=True)
class PlanRun:
    """A plan and what it was made from."""

    plan: Plan
    seed: int
    series: int | None
    cards_from: str  # RANDOM, SOLD or FIRST

    def record(self) -> dict[str, Any]:
        """The plan as ``hallstation plan --json`` prints it, and as ``plan.chosen`` records it."""
        r = self.plan.rules
        out = self.plan.to_json()
        out.update(
            series=self.series,
            cards_from=self.cards_from,
            seed=self.seed,
            bonus_tables={k: [list(row) for row in v] for k, v in r.bonus.items()},
            promo=dict(r.promo),
        )
        return out


@dataclass(frozen=True)
class PlanJob:
    """Everything a plan is made from, read from the station (on its own thread): the rules, the
    playing cards, the seed. ``run`` only computes, so it may run on a worker thread."""

    rules: PlanRules
    cards: tuple[Card, ...]
    seed: int
    series: int | None
    cards_from: str
    draws: int

    def run(self, progress: Progress | None = None) -> PlanRun:
        result = core_plan(self.rules, self.cards, np.random.default_rng(self.seed), self.draws, progress=progress)
        return PlanRun(result, self.seed, self.series, self.cards_from)


def prepare_plan(
    station: Any,
    cards: int,
    price: int,
    limit: int,
    series: int | None = None,
    draws: int = DEFAULT_DRAWS,
    seed: int | None = None,
    bonus: dict[str, Any] | None = None,
    promo: dict[str, int] | None = None,
) -> PlanJob:
    """The plan for ``cards`` sold cards at ``price`` cents with the major prize ``limit`` under the
    hall's rules (``station``; None: the default settings and an empty pot), ready to run. ``bonus``
    and ``promo`` try other bonus tables, or a promotional bonus, than the settings'. Refused with a
    ``RuleError`` before anything is simulated."""
    from hallstation.services import settings as settings_mod

    check_request(cards, price, limit, draws)
    settings = station.settings if station is not None else settings_mod.defaults()
    rules = settings_rules(settings)
    if bonus is not None:
        rules["bonus"] = check_bonus_tables({k: [tuple(row) for row in v] for k, v in bonus.items()})
    seed = secrets.randbits(63) if seed is None else seed
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise RuleError("A seed is a whole number from 0 up, not {seed}", seed=seed)
    played, cards_from = playing_cards(station, series, cards, seed)
    plan_rules = PlanRules(
        cards=len(played),
        price=price,
        limit=limit,
        patterns=rules["patterns"],
        bonus=rules["bonus"],
        promo=check_promo(promo or {}),
        unit=rules["unit"],
        pot_start=station.pot if station is not None else 0,
    )
    return PlanJob(plan_rules, tuple(played), seed, series, cards_from, draws)


def make_plan(station: Any, cards: int, price: int, limit: int, progress: Progress | None = None, **kw: Any) -> PlanRun:
    """``prepare_plan`` and run it (the command line)."""
    return prepare_plan(station, cards, price, limit, **kw).run(progress)


# -------------------------------------------------------------------------- the game manager
def require_planner(station: Any, session: Any) -> str:
    """The planner is the game manager's: the session's person, or the refusal."""
    return station.require(session, *PLANNER_ROLES, doing="planning the day")


def choose_plan(station: Any, run: PlanRun, session: Any) -> dict[str, Any]:
    """The game manager chooses the plan for the day: recorded (``plan.chosen``), to be printed
    with the day's opening record."""
    with station.transaction():
        who = require_planner(station, session)
        data = {**run.record(), "day": station.day.number if station.day_open else None}
        station.commit([(EVENT, data)], who)
    return data


def chosen_plan(station: Any, day: int | None = None) -> dict[str, Any] | None:
    """The plan chosen for ``day`` (default: the last day, or the next one when none is open):
    the last ``plan.chosen`` recorded after the day before was closed and before this day's own
    closing record; with who chose it (``by``) and when (``time``)."""
    days = station.state.days
    d = next((x for x in days if x.number == day), None) if day is not None else (days[-1] if days else None)
    bounds: dict[str, int] = {}
    for e in station.store.read(types=("day.opened", "day.closed")):
        bounds[f"{e.type}:{e.data.get('day')}"] = e.seq
    lo, hi = 0, None
    if d is not None:
        lo = bounds.get(f"day.closed:{d.number - 1}", 0)
        hi = bounds.get(f"day.closed:{d.number}")
        if day is None and d.closed is not None:  # the last day is closed: the plan for the next
            lo, hi = hi or 0, None
    found = None
    for e in station.store.read(types=(EVENT,)):
        if e.seq > lo and (hi is None or e.seq < hi):
            found = {**e.data, "by": e.actor, "time": e.ts}
    return found


# -------------------------------------------------------------------------- in words
def decimal(x: float, digits: int = 1) -> str:
    """A number in the language's way: ``1.234,5`` in Spanish, ``1,234.5`` in English."""
    text = f"{x:,.{digits}f}"
    if language() == "es":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


def percent(p: float, digits: int | None = None) -> str:
    """A probability as a percentage, with enough decimals to show a small one (``0,0097 %``)."""
    pct = 100 * p
    if digits is None:
        digits = 1 if pct == 0 or pct >= 1 else min(6, 1 - math.floor(math.log10(pct)))
    return decimal(pct, digits) + " %"


def money(cents: float) -> str:
    return format_money(int(round(cents)))


def cards_words(n: int) -> str:
    return translate("Planner", "%n card(s)", n)


def cards_from_words(record: dict[str, Any]) -> str:
    n, series = record["cards"], record.get("series")
    how = record.get("cards_from", RANDOM)
    if how == SOLD:
        return translate("Planner", "the {cards} sold of series {series}").format(cards=cards_words(n), series=series)
    if how == FIRST:
        return translate("Planner", "cards 1 to {last} of series {series}").format(last=n, series=series)
    return translate("Planner", "a new random series of {cards}, not kept").format(cards=cards_words(n))


def _balls(x: float) -> str:
    """A standard error in balls: ``0``, ``0,5``, ``1``."""
    return str(int(x)) if float(x).is_integer() else decimal(x, 1)


def _pm(value: str, err: str) -> str:
    return translate("Planner", "{value} (± {error})").format(value=value, error=err)


def plan_rows(record: dict[str, Any], by_limit: bool = True) -> list[tuple[str, str]]:
    """The plan's figures as (what, value) lines, in the language: the window's table, the printed
    record and the command line's words (``by_limit``: with the major prize's odds at every limit
    from 50 to 60 on one line — the window draws them)."""
    rows: list[tuple[str, str]] = []
    add = lambda what, value: rows.append((what, value))  # noqa: E731
    limit = record["limit"]
    add(translate("Planner", "Cards"), cards_from_words(record))
    add(translate("Planner", "Card price"), money(record["price_cents"]))
    add(translate("Planner", "Major prize limit (Art. 13)"), translate("Planner", "{limit} balls").format(limit=limit))
    add(translate("Planner", "Major prize won within the limit, per game"), _pm(percent(record["p_major"]), percent(record["p_major_stderr"])))
    single = record["p_major_single_card"]
    odds = translate("Planner", "1 in {odds}").format(odds=decimal(1 / single, 0)) if single > 0 else "—"
    add(translate("Planner", "One card alone (exact)"), f"{percent(single)} ({odds})")
    games = record.get("expected_games_to_major")
    if games is None:
        add(translate("Planner", "Games until the major prize is won"), translate("Planner", "not won in any simulated draw"))
    else:
        add(translate("Planner", "Games until the major prize is won"), _pm(decimal(games, 1), decimal(record["expected_games_to_major_stderr"], 1)))
    pot = record.get("expected_pot_at_win_cents")
    add(translate("Planner", "The pot now (the casino's contributions included)"), money(record["pot_start_cents"]))
    add(translate("Planner", "Into the pot each game (15 % of the takings, Art. 12)"), money(record["pot_contribution_cents"]))
    if pot is not None:
        add(translate("Planner", "Expected pot in the game that wins it"), _pm(money(pot), money(record["expected_pot_at_win_cents_stderr"])))
    quant, qse = record["ball_count_quantiles"], record.get("ball_count_quantiles_stderr", {})
    for prize in PATTERN_PRIZES:
        if prize not in quant:
            continue
        q, e = quant[prize], qse.get(prize, (0, 0, 0))
        add(
            translate("Planner", "{prize}: won at ball (10 %, 50 %, 90 % of games)").format(prize=_prize_name(prize)),
            translate("Planner", "{p10} · {p50} · {p90} (± {e10} · {e50} · {e90})").format(
                p10=q[0], p50=q[1], p90=q[2], e10=_balls(e[0]), e50=_balls(e[1]), e90=_balls(e[2])
            ),
        )
    costs, cse = record["bonus_cost_cents_per_game"], record.get("bonus_cost_cents_per_game_stderr", {})
    for prize, cost in costs.items():
        add(
            translate("Planner", "{prize}: bonus cost to the house per game (Art. 8)").format(prize=_prize_name(prize)),
            _pm(money(cost), money(cse.get(prize, 0))),
        )
    by = by_limit_parts(record)
    if by and by_limit:
        add(translate("Planner", "Major prize by limit"), ", ".join(by))
    add(translate("Planner", "Simulated draws (seed)"), f"{decimal(record['draws'], 0)} ({record.get('seed', '—')})")
    return rows


def by_limit_parts(record: dict[str, Any]) -> list[str]:
    """The major prize's chance at each limit from 50 to 60 (``50: 1,5 %``), as far as the plan has them."""
    by = {str(k): v for k, v in (record.get("p_major_by_limit") or {}).items()}
    return [translate("Planner", "{limit}: {p}").format(limit=n, p=percent(by[str(n)], 1)) for n in LIMITS if str(n) in by]


def plan_text(record: dict[str, Any]) -> str:
    """The plan in words for the command line: a heading, then one line per figure."""
    head = translate("Planner", "Plan for {cards} at {price} each, major prize limit {limit} balls").format(
        cards=cards_words(record["cards"]), price=money(record["price_cents"]), limit=record["limit"]
    )
    lines = [head]
    for what, value in plan_rows(record):
        lines.append(f"  {what}: {value}")
    return "\n".join(lines) + "\n"


# the operator's names of the figures in a saved plan (the printed record says them too)
PLAN_TITLE = QT_TRANSLATE_NOOP("Planner", "The day's plan (planner)")

__all__ = [
    "DEFAULT_DRAWS",
    "EVENT",
    "MAX_DRAWS",
    "PLANNER_ROLES",
    "PlanJob",
    "PlanRun",
    "check_request",
    "choose_plan",
    "by_limit_parts",
    "chosen_plan",
    "decimal",
    "make_plan",
    "money",
    "percent",
    "plan_rows",
    "plan_text",
    "playing_cards",
    "prepare_plan",
    "require_planner",
    "settings_rules",
]
