"""Prize patterns as 5×5 masks (Art. 7, shapes decided in RULES.md; editable hall settings).

A mask is a 25-bit int: bit ``row*5 + col`` set when that cell is needed. The free centre always
counts as marked. Text form: five rows of five characters, ``X`` needed, ``.`` not, ``*`` the
centre, rows separated by ``/`` (``"X...X/...../..*../...../X...X"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hallstation.core.bingo.cards import CENTRE
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms

FULL_MASK = (1 << 25) - 1

# Prize identifiers, in board order (Art. 7 a–e, f).
LINE, T_L, P_U_N, A_D_E_S, FULL_CARD, MAJOR = "line", "t_l", "p_u_n", "a_d_e_s", "full_card", "major"
PATTERN_PRIZES = (LINE, T_L, P_U_N, A_D_E_S, FULL_CARD)

PRIZE_NAMES = {  # English names; the GUI translates them (context "Prize")
    LINE: QT_TRANSLATE_NOOP("Prize", "Line"),
    T_L: QT_TRANSLATE_NOOP("Prize", "T or L"),
    P_U_N: QT_TRANSLATE_NOOP("Prize", "P, U or N"),
    A_D_E_S: QT_TRANSLATE_NOOP("Prize", "A, D, E or S"),
    FULL_CARD: QT_TRANSLATE_NOOP("Prize", "Full card"),
    MAJOR: QT_TRANSLATE_NOOP("Prize", "Major prize"),
}


def prize_term(prize: str) -> Terms | str:
    """A prize as a refusal names it, translated with it (an unknown word stays as it was typed)."""
    return Terms("Prize", (PRIZE_NAMES[prize],)) if prize in PRIZE_NAMES else prize


def mask_from_text(text: str) -> int:
    if not isinstance(text, str):
        raise RuleError("A pattern is five rows of five cells, not '{text}'", text=str(text))
    rows = [r.strip() for r in text.replace("\n", "/").split("/") if r.strip()]
    rows = [r.replace(" ", "") for r in rows]
    if len(rows) != 5 or any(len(r) != 5 for r in rows):
        raise RuleError("A pattern is five rows of five cells, not '{text}'", text=text)
    m = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch in "Xx#1":
                m |= 1 << (r * 5 + c)
            elif ch not in ".*0-_":
                raise RuleError("A pattern cell is X (needed) or . (not needed), not '{ch}'", ch=ch)
    m &= ~(1 << CENTRE)  # the free centre is always marked
    if m == 0:
        raise RuleError("A pattern needs at least one cell")
    return m


def mask_to_text(mask: int) -> str:
    rows = []
    for r in range(5):
        row = ""
        for c in range(5):
            i = r * 5 + c
            row += "*" if i == CENTRE else ("X" if mask >> i & 1 else ".")
        rows.append(row)
    return "/".join(rows)


def _lines() -> list[tuple[str, int]]:
    out = []
    for r in range(5):
        out.append((f"row {r + 1}", sum(1 << (r * 5 + c) for c in range(5))))
    for c in range(5):
        out.append((f"column {c + 1}", sum(1 << (r * 5 + c) for r in range(5))))
    out.append(("diagonal \\", sum(1 << (i * 5 + i) for i in range(5))))
    out.append(("diagonal /", sum(1 << (i * 5 + 4 - i) for i in range(5))))
    return [(n, m & ~(1 << CENTRE)) for n, m in out]


_SHAPES = {
    "four corners": "X...X/...../..*../...../X...X",
    "T": "XXXXX/..X../..*../..X../..X..",
    "L": "X..../X..../X.*../X..../XXXXX",
    "P": "XXXXX/X...X/XX*XX/X..../X....",
    "U": "X...X/X...X/X.*.X/X...X/XXXXX",
    "N": "X...X/XX..X/X.*.X/X..XX/X...X",
    "A": "XXXXX/X...X/XX*XX/X...X/X...X",
    "D": "XXXX./X...X/X.*.X/X...X/XXXX.",
    "E": "XXXXX/X..../XX*XX/X..../XXXXX",
    "S": "XXXXX/X..../XX*XX/....X/XXXXX",
    "full card": "XXXXX/XXXXX/XX*XX/XXXXX/XXXXX",
}


@dataclass(frozen=True)
class Pattern:
    name: str
    mask: int


PatternSet = dict[str, tuple[Pattern, ...]]


def default_patterns() -> PatternSet:
    """The defaults of RULES.md: line = 12 lines or four corners; T/L; P/U/N; A/D/E/S; full card."""
    shape = {k: mask_from_text(v) for k, v in _SHAPES.items()}
    return {
        LINE: tuple(Pattern(n, m) for n, m in _lines()) + (Pattern("four corners", shape["four corners"]),),
        T_L: (Pattern("T", shape["T"]), Pattern("L", shape["L"])),
        P_U_N: tuple(Pattern(k, shape[k]) for k in "PUN"),
        A_D_E_S: tuple(Pattern(k, shape[k]) for k in "ADES"),
        FULL_CARD: (Pattern("full card", shape["full card"]),),
    }


def patterns_to_settings(ps: PatternSet) -> dict[str, list[list[str]]]:
    return {prize: [[p.name, mask_to_text(p.mask)] for p in pats] for prize, pats in ps.items()}


def check_pattern_settings(data: object) -> dict[str, list[list[str]]]:
    """The shape of the ``patterns`` setting, before its shapes are read: for each prize (and
    nothing else), a list of shapes, each a name and its five rows of five cells. A malformed
    value is refused with what it should be, never a Python error."""
    if not isinstance(data, dict):
        raise RuleError("The patterns are, for each prize, a list of shapes: each a name and five rows of five cells")
    unknown = [k for k in data if k not in PATTERN_PRIZES]
    if unknown:
        raise RuleError("There is no prize '{prize}'", prize=str(unknown[0]))
    for prize in PATTERN_PRIZES:
        entries = data.get(prize)
        if entries is None or entries == [] or entries == ():
            raise RuleError("The prize '{prize}' needs at least one pattern", prize=prize_term(prize))
        if not isinstance(entries, (list, tuple)) or any(
            not isinstance(e, (list, tuple)) or len(e) != 2 or not isinstance(e[0], str) or not e[0].strip() or not isinstance(e[1], str)
            for e in entries
        ):
            raise RuleError(
                "Each shape of the prize '{prize}' is a name and five rows of five cells, e.g. [\"T\", \"XXXXX/..X../..*../..X../..X..\"]",
                prize=prize_term(prize),
            )
    patterns_from_settings(data)  # every shape readable, the full card untouched
    return {p: [[str(n), str(t)] for n, t in data[p]] for p in PATTERN_PRIZES}


def patterns_from_settings(data: dict[str, list[list[str]]]) -> PatternSet:
    """Validate an edited pattern set (from the settings): every prize, at least one shape each."""
    out: PatternSet = {}
    for prize in PATTERN_PRIZES:
        entries = data.get(prize)
        if not entries:
            raise RuleError("The prize '{prize}' needs at least one pattern", prize=prize_term(prize))
        out[prize] = tuple(Pattern(str(name), mask_from_text(text)) for name, text in entries)
    if out[FULL_CARD] != (Pattern(out[FULL_CARD][0].name, FULL_MASK & ~(1 << CENTRE)),):
        raise RuleError("The full card is all 24 numbers and cannot be edited")
    return out


def completes(cells_marked: int, mask: int) -> bool:
    return mask & ~cells_marked == 0
