"""The hall's settings, declared once with their defaults and validators.

Settings are events (``settings.changed``), so every change is audited with who made it. A game
copies what it needs when it is created, so a change waits for the next game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from hallstation.core.bingo.balls import check_word
from hallstation.core.bingo.patterns import check_pattern_settings, default_patterns, patterns_to_settings
from hallstation.core.bingo.prizes import DEFAULT_BONUS, LIMIT_MAX, LIMIT_MIN, MAX_CASINO_SEED_CENTS, check_bonus_tables
from hallstation.core.errors import RuleError


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise RuleError("This setting is yes or no")
    return v


def _int_range(lo: int, hi: int) -> Callable[[Any], int]:
    def check(v: Any) -> int:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise RuleError("This setting takes a whole number from {lo} to {hi}, not {value}", lo=lo, hi=hi, value=v)
        return v

    return check


def _choice(*options: str) -> Callable[[Any], str]:
    def check(v: Any) -> str:
        if v not in options:
            raise RuleError("This setting takes one of {options}, not '{value}'", options=", ".join(options), value=v)
        return v

    return check


def _text(v: Any) -> str:
    if not isinstance(v, str):
        raise RuleError("This setting takes text")
    return v.strip()


def _patterns(v: Any) -> dict:
    return check_pattern_settings(v)


def _bonus(v: Any) -> dict:
    """Ball-count bonus tables within the regulation's ceiling: only the line and T or L, at most
    ×5 (Art. 8)."""
    if not isinstance(v, dict) or any(
        not isinstance(rows, (list, tuple)) or any(not isinstance(r, (list, tuple)) or len(r) != 2 for r in rows)
        for rows in v.values()
    ):
        raise RuleError("A bonus row is a ball count (1–75) and a factor (1–5)")
    tables = check_bonus_tables({k: [tuple(r) for r in rows] for k, rows in v.items()})
    return {k: [list(r) for r in rows] for k, rows in tables.items()}


# name → (default, validator)
SETTINGS: dict[str, tuple[Any, Callable[[Any], Any]]] = {
    "hall_word": ("BINGO", check_word),
    "red_ball": (False, _bool),
    "red_ball_message": ("", _text),
    "patterns": (patterns_to_settings(default_patterns()), _patterns),
    "rounding_unit": (100, _int_range(1, 100_000)),
    "payment_threshold": (5_000_000, _int_range(0, 10**12)),
    "bonus": ({k: [list(r) for r in v] for k, v in DEFAULT_BONUS.items()}, _bonus),
    "tie_policy": ("shared", _choice("shared", "strict")),
    "jury_signoffs": (1, _int_range(1, 3)),
    "major_limit": (55, _int_range(LIMIT_MIN, LIMIT_MAX)),
    "casino_seed_max": (MAX_CASINO_SEED_CENTS, _int_range(0, 10**12)),
    "draw_source": ("electronic", _choice("electronic", "manual")),
    "camera_source": ("", _text),
    "camera_zoom": (100, _int_range(100, 800)),
    "language": ("es", _choice("es", "en")),
    "minors_sign": (True, _bool),
    "player_limit": (0, _int_range(0, 3000)),
}


def defaults() -> dict[str, Any]:
    return {k: copy.deepcopy(v[0]) for k, v in SETTINGS.items()}


def validate(name: str, value: Any) -> Any:
    if name not in SETTINGS:
        raise RuleError("There is no setting '{name}'", name=name)
    return SETTINGS[name][1](value)
