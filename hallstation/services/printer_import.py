"""A printer's series file: CSV, with or without a header row; each line a card number and its 24
numbers column by column (B×5, I×5, N×4, G×5, O×5). The whole file is validated; a bad file is
refused whole, with every bad line's number and reason, and nothing is imported."""

from __future__ import annotations

import csv
from collections.abc import Iterable

from hallstation.core.bingo.cards import COLUMN_SIZES, MAX_SERIES_CARDS, check_columns
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError


class ImportRefused(RuleError):
    def __init__(self, problems: list[tuple[int, str]]) -> None:
        self.problems = problems
        listed = "; ".join(_why(QT_TRANSLATE_NOOP("Import", "line {line}: {reason}"), line=n, reason=why) for n, why in problems[:20])
        more = _why(QT_TRANSLATE_NOOP("Import", " (and {n} more)"), n=len(problems) - 20) if len(problems) > 20 else ""
        super().__init__(QT_TRANSLATE_NOOP("RuleError", "The file was refused, nothing imported: {problems}"), problems=listed + more)


def _why(template: str, **fields: object) -> str:
    """A line's reason in the current language (templates in context ``Import``)."""
    from hallstation.i18n import translate

    return translate("Import", template).format(**fields)


def read_printer_csv(lines: Iterable[str]) -> list[tuple[tuple[int, ...], ...]]:
    from hallstation.i18n import message

    rows = list(csv.reader(lines))
    problems: list[tuple[int, str]] = []
    cards: dict[int, tuple[tuple[int, ...], ...]] = {}
    seen: dict[tuple, int] = {}
    for lineno, row in enumerate(rows, start=1):
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if lineno == 1 and not cells[0].isdigit():
            continue  # a header row
        if len(cells) != 25:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "{n} fields, expected 25 (card number and 24 numbers)"), n=len(cells))))
            continue
        if not all(c.isdigit() for c in cells):
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "every field must be a whole number"))))
            continue
        nums = [int(c) for c in cells]
        number, flat = nums[0], nums[1:]
        cols, i = [], 0
        for size in COLUMN_SIZES:
            cols.append(tuple(flat[i : i + size]))
            i += size
        try:
            card = check_columns(cols)
        except RuleError as exc:
            problems.append((lineno, message(exc)))
            continue
        if number in cards:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "card {card} appears twice"), card=number)))
            continue
        key = tuple(frozenset(c) for c in card)
        if key in seen:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "card {card} repeats card {other}"), card=number, other=seen[key])))
            continue
        seen[key] = number
        cards[number] = card
    if not problems:
        if not cards:
            problems.append((1, _why(QT_TRANSLATE_NOOP("Import", "the file holds no cards"))))
        elif len(cards) > MAX_SERIES_CARDS:
            problems.append((len(rows), _why(QT_TRANSLATE_NOOP("Import", "{n} cards: a series holds at most {most}"), n=len(cards), most=MAX_SERIES_CARDS)))
        else:
            expected = set(range(1, len(cards) + 1))
            missing = sorted(expected - set(cards))
            if missing:
                problems.append((len(rows), _why(QT_TRANSLATE_NOOP("Import", "cards must be numbered 1 to {last}; card {card} is missing"), last=len(cards), card=missing[0])))
    if problems:
        raise ImportRefused(problems)
    return [cards[n] for n in range(1, len(cards) + 1)]
