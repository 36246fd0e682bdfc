"""One QR symbol format, encoded fast: version 2, error correction level Q, alphanumeric mode, mask
pattern 1 — the card codes' (``printing/card_qr.py``).

A general encoder (segno) spends about 1 ms a symbol finding the version, the mode, the blocks and
the placement of every module; a 3,000-card series prints 3,000 of them, all of one format. Here
everything that does not depend on the text is worked out once at import: the function patterns
(finders, separators, timing, the alignment pattern, the format information for Q and mask 1, the
dark module), the order in which the data modules are filled, and the mask. A symbol is then its 22
data codewords, their 22 Reed–Solomon codewords (GF(256), polynomial 0x11D, one block) and 352
module writes: about 0.1 ms. ``tests/printing/test_card_codes.py`` checks every symbol against
segno's for the same text, version, level and mask (module for module), and decodes the printed
ones with zbar. Pure Python (ISO/IEC 18004:2015, sections 7.4–7.10).
"""

from __future__ import annotations

VERSION = 2
SIZE = 17 + 4 * VERSION  # 25 modules a side
DATA_CODEWORDS = 22  # version 2-Q: 44 codewords, one block of 22 data + 22 error correction
EC_CODEWORDS = 22
ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
MAX_CHARS = 29  # what 22 codewords hold in alphanumeric mode
MASK = 1  # (row) mod 2 == 0
_FORMAT_Q_MASK1 = None  # worked out below

# ------------------------------------------------------------------ GF(256) and the generator
_EXP = [0] * 512
_LOG = [0] * 256
_x = 1
for _i in range(255):
    _EXP[_i] = _x
    _LOG[_x] = _i
    _x <<= 1
    if _x & 0x100:
        _x ^= 0x11D
for _i in range(255, 512):
    _EXP[_i] = _EXP[_i - 255]


def _generator(degree: int) -> list[int]:
    g = [1]
    for i in range(degree):
        nxt = [0] * (len(g) + 1)
        for j, c in enumerate(g):
            nxt[j] ^= c
            if c:
                nxt[j + 1] ^= _EXP[_LOG[c] + i]
        g = nxt
    return g


_GEN_LOG = [_LOG[c] for c in _generator(EC_CODEWORDS)[1:]]  # the generator's terms after x^22, as logs


def _ec(data: list[int]) -> list[int]:
    rem = [0] * EC_CODEWORDS
    exp, log, gen = _EXP, _LOG, _GEN_LOG
    for d in data:
        factor = d ^ rem[0]
        rem = rem[1:] + [0]
        if factor:
            lf = log[factor]
            for k, lg in enumerate(gen):
                rem[k] ^= exp[lf + lg]
    return rem


# ------------------------------------------------------------------ the fixed modules
def _format_bits(level_bits: int, mask: int) -> int:
    data = (level_bits << 3) | mask
    rem = data << 10
    for shift in range(14, 9, -1):
        if rem & (1 << shift):
            rem ^= 0x537 << (shift - 10)
    return ((data << 10) | rem) ^ 0x5412


def _template() -> tuple[list[bytearray], list[list[bool]]]:
    """The symbol's fixed modules (rows of 0/1) and which modules are fixed (True) for data."""
    m = [bytearray(SIZE) for _ in range(SIZE)]
    fixed = [[False] * SIZE for _ in range(SIZE)]

    def put(r: int, c: int, dark: int) -> None:
        m[r][c] = dark
        fixed[r][c] = True

    for r0, c0 in ((0, 0), (0, SIZE - 7), (SIZE - 7, 0)):  # finders with their separators
        for r in range(-1, 8):
            for c in range(-1, 8):
                rr, cc = r0 + r, c0 + c
                if 0 <= rr < SIZE and 0 <= cc < SIZE:
                    ring = max(abs(r - 3), abs(c - 3))
                    put(rr, cc, 1 if ring in (0, 1, 3) else 0)
    for i in range(8, SIZE - 8):  # timing patterns
        put(6, i, 1 - i % 2)
        put(i, 6, 1 - i % 2)
    centre = SIZE - 7  # version 2's one alignment pattern, at (18, 18)
    for r in range(-2, 3):
        for c in range(-2, 3):
            put(centre + r, centre + c, 1 if max(abs(r), abs(c)) in (0, 2) else 0)
    fmt = _format_bits(0b11, MASK)  # level Q is 11
    bits = [(fmt >> i) & 1 for i in range(15)]  # bit 0 = the least significant
    # around the top-left finder: bits 0–7 down column 8 (skipping the timing row), 8–14 along row 8
    rows_c8 = [0, 1, 2, 3, 4, 5, 7, 8]
    for i, r in enumerate(rows_c8):
        put(r, 8, bits[i])
    cols_r8 = [7, 5, 4, 3, 2, 1, 0]
    for i, c in enumerate(cols_r8):
        put(8, c, bits[8 + i])
    # the copy: bits 0–7 along row 8 from the right, 8–14 up column 8 from the bottom
    for i in range(8):
        put(8, SIZE - 1 - i, bits[i])
    for i in range(7):
        put(SIZE - 7 + i, 8, bits[8 + i])
    put(SIZE - 8, 8, 1)  # the dark module
    return m, fixed


def _data_order(fixed: list[list[bool]]) -> list[tuple[int, int]]:
    """The data modules in the order the codewords' bits fill them (two columns at a time, from
    the bottom right, up then down, the vertical timing column skipped)."""
    out: list[tuple[int, int]] = []
    col, upward = SIZE - 1, True
    while col > 0:
        if col == 6:
            col -= 1
        rows = range(SIZE - 1, -1, -1) if upward else range(SIZE)
        for r in rows:
            for c in (col, col - 1):
                if not fixed[r][c]:
                    out.append((r, c))
        col -= 2
        upward = not upward
    return out


_TEMPLATE, _FIXED = _template()
_ORDER = _data_order(_FIXED)[: 8 * (DATA_CODEWORDS + EC_CODEWORDS)]  # the rest: remainder bits (light)
_REMAINDER = _data_order(_FIXED)[8 * (DATA_CODEWORDS + EC_CODEWORDS):]
# the template with the mask already applied to the data modules that stay light (the remainder)
for _r, _c in _REMAINDER:
    _TEMPLATE[_r][_c] = 1 if _r % 2 == 0 else 0
# each data module's position with the mask folded in: (row, column, inverted)
_PLACES = [(r, c, r % 2 == 0) for r, c in _ORDER]
_ALNUM = {ch: i for i, ch in enumerate(ALPHANUMERIC)}


def data_codewords(text: str) -> list[int]:
    """The 22 data codewords of ``text`` in alphanumeric mode (mode 0010, a 9-bit count, pairs
    in 11 bits, a last single character in 6, the terminator, pad bytes 0xEC 0x11)."""
    if len(text) > MAX_CHARS:
        raise ValueError(f"a version 2-Q symbol holds at most {MAX_CHARS} alphanumeric characters")
    try:
        values = [_ALNUM[ch] for ch in text]
    except KeyError:
        raise ValueError(f"{text!r} is not QR alphanumeric text") from None
    bits, n = 0b0010, 4
    bits, n = (bits << 9) | len(values), n + 9
    for i in range(0, len(values) - 1, 2):
        bits, n = (bits << 11) | (values[i] * 45 + values[i + 1]), n + 11
    if len(values) % 2:
        bits, n = (bits << 6) | values[-1], n + 6
    capacity = 8 * DATA_CODEWORDS
    term = min(4, capacity - n)
    bits, n = bits << term, n + term
    pad = (-n) % 8
    bits, n = bits << pad, n + pad
    out = list(bits.to_bytes(n // 8, "big"))
    filler = (0xEC, 0x11)
    while len(out) < DATA_CODEWORDS:
        out.append(filler[(len(out) - n // 8) % 2])
    return out


# ------------------------------------------------------------------ the symbol as one integer
# Module (row, column) is bit ``row * ROW_BITS + column`` of an int. Reed–Solomon coding is linear
# over GF(2), and so are the placement and the mask, so the symbol of ``text`` is the symbol of no
# data (every data module at its mask's value, the fixed patterns as they are) XOR, for each of the
# 22 data codewords, what that codeword's value contributes — its own 8 modules and its share of
# the 22 error-correction codewords' — worked out once for every value: 22 × 256 ints. A symbol is
# then 22 lookups and XORs.
ROW_BITS = 32
_BASE: int | None = None
_CONTRIB: list[list[int]] = []


def _bit(r: int, c: int) -> int:
    return 1 << (r * ROW_BITS + c)


def _tables() -> tuple[int, list[list[int]]]:
    global _BASE
    if _BASE is None:
        base = 0
        for r, row in enumerate(_TEMPLATE):
            for c, dark in enumerate(row):
                if dark:
                    base |= _bit(r, c)
        for r, c, inv in _PLACES:
            if inv:
                base |= _bit(r, c)
        places = [_bit(r, c) for r, c, _inv in _PLACES]
        table: list[list[int]] = []
        for j in range(DATA_CODEWORDS):
            basis = []
            for b in range(8):
                data = [0] * DATA_CODEWORDS
                data[j] = 1 << b
                words = data + _ec(data)
                v = 0
                for k, w in enumerate(words):
                    for shift in range(8):
                        if (w >> (7 - shift)) & 1:
                            v |= places[8 * k + shift]
                basis.append(v)
            row = [0] * 256
            for w in range(1, 256):
                low = w & -w
                row[w] = row[w ^ low] ^ basis[low.bit_length() - 1]
            table.append(row)
        _CONTRIB[:] = table
        _BASE = base
    return _BASE, _CONTRIB


def qr_bits(text: str) -> int:
    """The symbol of ``text`` as an int: module (row, column) dark when bit ``row * 32 + column``
    is set."""
    base, contrib = _tables()
    v = base
    for j, w in enumerate(data_codewords(text)):
        v ^= contrib[j][w]
    return v


def rows_of(bits: int) -> tuple[int, ...]:
    """The symbol's 25 rows as 25-bit ints (bit ``column``)."""
    mask = (1 << SIZE) - 1
    return tuple((bits >> (r * ROW_BITS)) & mask for r in range(SIZE))


def qr_matrix(text: str) -> tuple[bytearray, ...]:
    """The symbol's 25 rows (1 = dark module) for ``text``."""
    return tuple(bytearray((row >> c) & 1 for c in range(SIZE)) for row in rows_of(qr_bits(text)))
