"""A printer's series file: CSV, with or without a header row; each line a card number and its 24
numbers column by column (B×5, I×5, N×4, G×5, O×5). The whole file is validated; a bad file is
refused whole, with every bad line's number and reason, and nothing is imported."""

from __future__ import annotations

import csv
from collections.abc import Iterable

from hallstation.core.bingo.cards import COLUMN_SIZES, MAX_SERIES_CARDS, check_columns
from hallstation.core.errors import RuleError


class ImportRefused(RuleError):
    def __init__(self, problems: list[tuple[int, str]]) -> None:
        self.problems = problems
        listed = "; ".join(f"line {n}: {why}" for n, why in problems[:20])
        more = f" (and {len(problems) - 20} more)" if len(problems) > 20 else ""
        super().__init__("The file was refused, nothing imported: {problems}", problems=listed + more)


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
            problems.append((lineno, f"{len(cells)} fields, expected 25 (card number and 24 numbers)"))
            continue
        if not all(c.isdigit() for c in cells):
            problems.append((lineno, "every field must be a whole number"))
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
            problems.append((lineno, f"card {number} appears twice"))
            continue
        key = tuple(frozenset(c) for c in card)
        if key in seen:
            problems.append((lineno, f"card {number} repeats card {seen[key]}"))
            continue
        seen[key] = number
        cards[number] = card
    if not problems:
        if not cards:
            problems.append((1, "the file holds no cards"))
        elif len(cards) > MAX_SERIES_CARDS:
            problems.append((len(rows), f"{len(cards)} cards: a series holds at most {MAX_SERIES_CARDS}"))
        else:
            expected = set(range(1, len(cards) + 1))
            missing = sorted(expected - set(cards))
            if missing:
                problems.append((len(rows), f"cards must be numbered 1 to {len(cards)}; card {missing[0]} is missing"))
    if problems:
        raise ImportRefused(problems)
    return [cards[n] for n in range(1, len(cards) + 1)]
