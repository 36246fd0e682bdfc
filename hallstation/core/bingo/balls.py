"""Balls 1–75 under the five letters of the hall word (Arts. 2, 17) and the red ball (Art. 2.2)."""

from __future__ import annotations

from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError

BALLS = 75
PER_COLUMN = 15
DEFAULT_WORD = "BINGO"
RED_BALL = 76  # the optional 76th ball (Art. 2.2); it marks no card and counts for no bonus


def check_word(word: str) -> str:
    """The hall word: any five letters (Art. 17), kept upper case."""
    if not isinstance(word, str):
        raise RuleError("The hall word must be five letters")
    w = word.strip().upper()
    if len(w) != 5 or not all(ch.isalpha() for ch in w):
        raise RuleError("The hall word must be exactly five letters, not '{word}'", word=word)
    return w


def column_of(ball: int) -> int:
    """0 for 1–15 … 4 for 61–75."""
    return (ball - 1) // PER_COLUMN


def column_range(col: int) -> range:
    return range(col * PER_COLUMN + 1, col * PER_COLUMN + PER_COLUMN + 1)


def letter_of(ball: int, word: str = DEFAULT_WORD) -> str:
    if ball == RED_BALL:
        return ""
    return word[column_of(ball)]


def label(ball: int, word: str = DEFAULT_WORD) -> str:
    """``B12``; the red ball is ``ROJA``."""
    if ball == RED_BALL:
        return "ROJA"
    return f"{letter_of(ball, word)}{ball}"


def check_ball(ball: object) -> int:
    if isinstance(ball, bool) or not isinstance(ball, int):
        raise RuleError("A ball is a number from 1 to 75, not {ball!r}", ball=ball)
    if not 1 <= ball <= BALLS:
        raise RuleError("There is no ball {ball}: the balls go from 1 to 75", ball=ball)
    return ball


def parse_ball(text: str, word: str = DEFAULT_WORD) -> int:
    """What the caller typed for a blower ball: ``12`` or ``B12`` (the letter must match)."""
    t = text.strip().upper().replace(" ", "").replace("-", "")
    if not t:
        raise RuleError("Type the ball's number, for example 12 or B12")
    letter = ""
    if t[0].isalpha():
        letter, t = t[0], t[1:]
    if not is_ascii_digits(t):
        if any(ch.isnumeric() for ch in t):  # '²', '١٢': digits to str.isdigit(), not a ball
            raise RuleError("'{text}' is not a ball: type it with the digits 0 to 9, e.g. 12 or B12", text=text.strip())
        raise RuleError("'{text}' is not a ball: type a number from 1 to 75, e.g. 12 or B12", text=text.strip())
    if len(t.lstrip("0")) > 2:  # 100 or more (thousands of digits even): no ball, said as typed
        shown = text.strip() if len(text.strip()) <= 12 else text.strip()[:12] + "…"
        raise RuleError("'{text}' is not a ball: type a number from 1 to 75, e.g. 12 or B12", text=shown)
    ball = check_ball(int(t))
    if letter and letter != letter_of(ball, word):
        raise RuleError(
            "Ball {ball} goes under the letter {right}, not {wrong}",
            ball=ball,
            right=letter_of(ball, word),
            wrong=letter,
        )
    return ball
