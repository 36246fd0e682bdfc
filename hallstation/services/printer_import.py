"""A printer's series file: CSV, with or without a header row; each line a card number and its 24
numbers column by column (B×5, I×5, N×4, G×5, O×5). The whole file is validated; a bad file is
refused whole, with every bad line's number and reason, and nothing is imported. The file the hall
sends a print shop (``series export --format csv``) has two more columns, named in its header:
each card's check code and the text of its QR code; read back, they are left aside (only the
hall's key makes them, and it makes them again when it prints).

The file is text in UTF-8 (with or without a BOM; plain ASCII is UTF-8). A file in UTF-16 or
UTF-32, in Latin-1 / Windows-1252, or not text at all is refused before it is parsed, saying which
encoding is accepted and, when it can be told, which one was found. A file larger than
``MAX_FILE_BYTES``, a line longer than ``MAX_LINE_CHARS`` or a field longer than
``MAX_FIELD_CHARS`` is refused too: a card's line is 25 short numbers."""

from __future__ import annotations

import codecs
import csv
import os
from collections.abc import Iterable
from os import PathLike

from hallstation.core.bingo.cards import COLUMN_SIZES, MAX_SERIES_CARDS, check_columns
from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError

ACCEPTED_ENCODING = "UTF-8"
MAX_FILE_BYTES = 1_000_000  # 3,000 cards of 25 numbers are about 250 KB
MAX_LINE_CHARS = 400  # a card's line is at most about 90 characters
MAX_FIELD_CHARS = 32  # a number, or a header's column name
CODE_COLUMNS = ("check_code", "scan_code")  # the print shop's columns after the 25 (named in the header)

_C0_CONTROLS = frozenset(range(0x00, 0x20)) - {0x09, 0x0A, 0x0D}  # no text file holds these


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


class FileRefused(RuleError):
    """The file as a whole is not a printer's CSV (encoding, size): nothing was read from it."""


def decode_printer_file(data: bytes) -> str:
    """The file's bytes as text, or ``FileRefused`` naming the encoding accepted (and the one found)."""
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(len(data))
    found = None
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        found = "UTF-32"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        found = "UTF-16"
    elif b"\x00" in data:
        # UTF-16 without a BOM: ASCII text with a NUL beside every character
        even, odd = data[0::2], data[1::2]
        if data and (even.count(0) > len(even) * 0.4 or odd.count(0) > len(odd) * 0.4):
            found = "UTF-16"
        else:
            raise _not_text()
    if found is not None:
        raise FileRefused(
            "The file is in {found}: a printer's series file must be CSV text in {accepted} (with or without BOM). "
            "Save it again as 'CSV UTF-8' and import it; nothing imported",
            found=found,
            accepted=ACCEPTED_ENCODING,
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if any(b in _C0_CONTROLS for b in data):
            raise _not_text() from None
        raise FileRefused(
            "The file is not in {accepted} (byte {offset} cannot be read; it looks like Latin-1 / Windows-1252): "
            "a printer's series file must be CSV text in {accepted} (with or without BOM). "
            "Save it again as 'CSV UTF-8' and import it; nothing imported",
            accepted=ACCEPTED_ENCODING,
            offset=exc.start + 1,
        ) from None
    if any(ord(ch) in _C0_CONTROLS for ch in text):
        raise _not_text()
    return text


def _not_text() -> FileRefused:
    return FileRefused(
        "The file is not text (it holds binary data): a printer's series file is CSV text in {accepted} "
        "(with or without BOM); nothing imported",
        accepted=ACCEPTED_ENCODING,
    )


def _too_big(size: int) -> FileRefused:
    return FileRefused(
        "The file is {size} bytes: a printer's series file is at most {most} bytes (3,000 cards); nothing imported",
        size=size,
        most=MAX_FILE_BYTES,
    )


def read_printer_file(path: str | PathLike[str]) -> list[tuple[tuple[int, ...], ...]]:
    """The cards of the printer's file at ``path`` (``OSError`` if it cannot be read; ``FileRefused``
    or ``ImportRefused`` when it is not a good series file). Reads at most one byte past the limit."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise _too_big(os.fstat(fh.fileno()).st_size)
    return read_printer_csv(decode_printer_file(data).splitlines())


def read_printer_csv(lines: Iterable[str]) -> list[tuple[tuple[int, ...], ...]]:
    from hallstation.i18n import message

    problems: list[tuple[int, str]] = []
    cards: dict[int, tuple[tuple[int, ...], ...]] = {}
    seen: dict[tuple, int] = {}
    lineno = 0
    extra = 0  # the code columns a header names after the card's 25
    for lineno, line in enumerate(lines, start=1):
        line = line.rstrip("\r\n")
        if len(line) > MAX_LINE_CHARS:
            longest = max(len(piece) for piece in line.split(","))
            if longest > MAX_FIELD_CHARS:
                problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "a field of {n} characters: a field holds at most {most}"), n=longest, most=MAX_FIELD_CHARS)))
            else:
                problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "the line is {n} characters long: a card's line is at most {most}"), n=len(line), most=MAX_LINE_CHARS)))
            continue
        try:
            row = next(csv.reader([line]), [])  # one line is one card: no field runs over two lines
        except csv.Error:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "the line cannot be read as CSV"))))
            continue
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        longest = max(len(c) for c in cells)
        if longest > MAX_FIELD_CHARS:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "a field of {n} characters: a field holds at most {most}"), n=longest, most=MAX_FIELD_CHARS)))
            continue
        other_digits = any(ch.isnumeric() and not ch.isascii() for c in cells for ch in c)
        if lineno == 1 and not is_ascii_digits(cells[0]) and not other_digits:
            if tuple(c.lower() for c in cells[25:]) == CODE_COLUMNS:
                extra = len(CODE_COLUMNS)
            continue  # a header row
        if extra and len(cells) == 25 + extra:
            cells = cells[:25]
        if len(cells) != 25:
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "{n} fields, expected 25 (card number and 24 numbers)"), n=len(cells))))
            continue
        if other_digits:  # '²', '١٢': digits to str.isdigit(), and int('١٢') is 12
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "a number must be written with the digits 0 to 9"))))
            continue
        if not all(is_ascii_digits(c) for c in cells):
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
            problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "{n} cards: a series holds at most {most}"), n=len(cards), most=MAX_SERIES_CARDS)))
        else:
            expected = set(range(1, len(cards) + 1))
            missing = sorted(expected - set(cards))
            if missing:
                problems.append((lineno, _why(QT_TRANSLATE_NOOP("Import", "cards must be numbered 1 to {last}; card {card} is missing"), last=len(cards), card=missing[0])))
    if problems:
        raise ImportRefused(problems)
    return [cards[n] for n in range(1, len(cards) + 1)]
