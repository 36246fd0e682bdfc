"""Cards and series (Arts. 2.5, 3, 4).

A card is 5×5: columns B I N G O hold 5, 5, 4, 5, 5 numbers of their own fifteen; the centre is
free. ``columns`` keeps each column top to bottom as printed (N without the centre). A card is
also a bit mask over the balls (bit ``n`` set for each of its numbers) and a 5×5 grid whose cell
``row*5 + col`` holds a number or ``None`` for the centre.

A series holds up to 3,000 different cards numbered from 1, with a series number, a colour and a
letter, printed as sheets of 1–4 cards. Cards are stored compactly as 24 bytes each (hex in the
event log).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cached_property

from hallstation.core.bingo.balls import column_range
from hallstation.core.errors import RuleError

COLUMN_SIZES = (5, 5, 4, 5, 5)
NUMBERS_PER_CARD = 24
CENTRE = 12  # cell index of the free centre (row 2, column 2)
MAX_SERIES_CARDS = 3000
SHEET_SIZES = (1, 2, 3, 4)
MAX_SERIES_NUMBER = 9_999  # what a hall prints on a sheet: four digits


@dataclass(frozen=True)
class Card:
    number: int
    columns: tuple[tuple[int, ...], ...]

    @cached_property
    def grid(self) -> tuple[int | None, ...]:
        """25 cells, row-major; the centre is ``None``."""
        cells: list[int | None] = [None] * 25
        for c, col in enumerate(self.columns):
            rows = (0, 1, 3, 4) if c == 2 else (0, 1, 2, 3, 4)
            for r, n in zip(rows, col):
                cells[r * 5 + c] = n
        return tuple(cells)

    @cached_property
    def mask(self) -> int:
        m = 0
        for col in self.columns:
            for n in col:
                m |= 1 << n
        return m

    @cached_property
    def numbers(self) -> frozenset[int]:
        return frozenset(n for col in self.columns for n in col)

    @property
    def key(self) -> tuple[frozenset[int], ...]:
        """Identity of the combination: the same numbers in the same columns, any order."""
        return tuple(frozenset(col) for col in self.columns)

    def to_bytes(self) -> bytes:
        return bytes(n for col in self.columns for n in col)

    def cells_mask(self, drawn_mask: int) -> int:
        """25-bit mask of the cells marked by the drawn balls (the free centre always)."""
        m = 1 << CENTRE
        for i, n in enumerate(self.grid):
            if n is not None and drawn_mask >> n & 1:
                m |= 1 << i
        return m


def check_columns(columns: object) -> tuple[tuple[int, ...], ...]:
    """Validate a card's columns: 5/5/4/5/5 distinct numbers of each column's fifteen."""
    if not isinstance(columns, (list, tuple)) or len(columns) != 5:
        raise RuleError("A card has five columns")
    out = []
    for c, (col, size) in enumerate(zip(columns, COLUMN_SIZES)):
        if not isinstance(col, (list, tuple)) or len(col) != size:
            raise RuleError(
                "Column {col} of a card holds {size} numbers, not {got}",
                col=c + 1,
                size=size,
                got=len(col) if isinstance(col, (list, tuple)) else col,
            )
        rng = column_range(c)
        for n in col:
            if isinstance(n, bool) or not isinstance(n, int) or n not in rng:
                raise RuleError(
                    "Column {col} takes numbers from {lo} to {hi}; {n} does not belong there",
                    col=c + 1,
                    lo=rng.start,
                    hi=rng.stop - 1,
                    n=n,
                )
        if len(set(col)) != size:
            raise RuleError("Column {col} repeats a number", col=c + 1)
        out.append(tuple(col))
    return tuple(out)


def card_from_bytes(number: int, raw: bytes) -> Card:
    cols, i = [], 0
    for size in COLUMN_SIZES:
        cols.append(tuple(raw[i : i + size]))
        i += size
    return Card(number, tuple(cols))


@dataclass(frozen=True)
class SeriesInfo:
    number: int
    color: str
    letter: str
    cards: int
    sheet: int = 1


@dataclass
class Series:
    info: SeriesInfo
    raw: bytes  # 24 bytes per card, card 1 first
    _cache: dict[int, Card] = field(default_factory=dict, repr=False)

    @property
    def number(self) -> int:
        return self.info.number

    def __len__(self) -> int:
        return self.info.cards

    def card(self, number: int) -> Card:
        if not 1 <= number <= self.info.cards:
            raise RuleError(
                "Series {series} has cards 1 to {last}; there is no card {card}",
                series=self.info.number,
                last=self.info.cards,
                card=number,
            )
        c = self._cache.get(number)
        if c is None:
            off = (number - 1) * NUMBERS_PER_CARD
            c = self._cache[number] = card_from_bytes(number, self.raw[off : off + NUMBERS_PER_CARD])
        return c

    def cards(self) -> list[Card]:
        return [self.card(i) for i in range(1, self.info.cards + 1)]

    def sheet_of(self, card_number: int) -> int:
        """The sheet (1-based) a card is printed on."""
        return (card_number - 1) // self.info.sheet + 1


# The colours of the printed cards (in this order: ``printing.cards_pdf.COLOURS`` tints them) and
# the letters a series takes by default.
SERIES_COLOURS = ("amarillo", "celeste", "rojo", "verde", "azul", "rosa", "naranja", "blanco", "violeta", "gris")
SERIES_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def next_series_look(used) -> tuple[str, str]:
    """The colour and the letter a new series takes by default: the first colour of the printed
    cards and the first letter that no series in ``used`` (SeriesInfo-like: ``color``, ``letter``)
    has yet — the cycle starts again when every one is taken."""
    used = list(used)
    colours = {str(getattr(u, "color", "")).strip().lower() for u in used}
    letters = {str(getattr(u, "letter", "")).strip().upper() for u in used}
    colour = next((c for c in SERIES_COLOURS if c not in colours), SERIES_COLOURS[len(used) % len(SERIES_COLOURS)])
    letter = next((x for x in SERIES_LETTERS if x not in letters), SERIES_LETTERS[len(used) % len(SERIES_LETTERS)])
    return colour, letter


def check_series_info(number: int, cards: int, color: str, letter: str, sheet: int) -> SeriesInfo:
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise RuleError("A series number is a whole number from 1 up, not {number}", number=number)
    if number > MAX_SERIES_NUMBER:
        raise RuleError("There is no series {number} on a hall's sheets: a series number goes from 1 to 9999", number=number)
    if isinstance(cards, bool) or not isinstance(cards, int) or not 1 <= cards <= MAX_SERIES_CARDS:
        raise RuleError("A series holds from 1 to 3,000 cards, not {cards}", cards=cards)
    if sheet not in SHEET_SIZES:
        raise RuleError("Sheets hold 1, 2, 3 or 4 cards, not {sheet}", sheet=sheet)
    color = (color or "").strip()
    if not color:
        raise RuleError("A series needs a colour")
    letter = (letter or "").strip().upper()
    if len(letter) != 1 or not letter.isalpha():
        raise RuleError("A series letter is a single letter, not '{letter}'", letter=letter)
    return SeriesInfo(number, color, letter, cards, sheet)


def generate_series(info: SeriesInfo, rng: random.Random) -> Series:
    """``info.cards`` different cards drawn with ``rng`` (reproducible from its seed).

    Each column is a random choice of its fifteen, printed in ascending order top to bottom.
    """
    seen: set[bytes] = set()
    out = bytearray()
    ranges = [list(column_range(c)) for c in range(5)]
    sample = rng.sample
    while len(seen) < info.cards:
        raw = b"".join(bytes(sorted(sample(ranges[c], COLUMN_SIZES[c]))) for c in range(5))
        if raw in seen:  # the same combination (columns sorted, so order-free): draw again
            continue
        seen.add(raw)
        out += raw
    return Series(info, bytes(out))


def series_from_cards(info: SeriesInfo, cards: list[tuple[tuple[int, ...], ...]]) -> Series:
    """A series from given columns (a printer's file): validated, all different."""
    if len(cards) != info.cards:
        raise RuleError("The series says {cards} cards but {got} were given", cards=info.cards, got=len(cards))
    seen: dict[tuple[frozenset[int], ...], int] = {}
    out = bytearray()
    for i, cols in enumerate(cards, start=1):
        cols = check_columns(cols)
        key = tuple(frozenset(c) for c in cols)
        if key in seen:
            raise RuleError("Card {card} repeats card {other}", card=i, other=seen[key])
        seen[key] = i
        out += bytes(n for col in cols for n in col)
    return Series(info, bytes(out))


def sheets(series: Series) -> list[list[int]]:
    """Card numbers grouped by printed sheet."""
    per = series.info.sheet
    return [list(range(s, min(s + per, series.info.cards + 1))) for s in range(1, series.info.cards + 1, per)]
