"""The parts of the public board (Arts. 2.3, 7, 8, 11, 12, 17, 18): the 75 numbers under the hall
word, the last ball, the dividend board, the major prize, the game line and the minors sign.

Each part is an ``OpsWidget``: it recomputes its drawing list when its state or its size changes
and repaints only what changed (the number board repaints just the changed cells).
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from hallstation.core.bingo.balls import BALLS, PER_COLUMN, RED_BALL, column_of, letter_of
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.money import format_money
from hallstation.i18n import prize_label
from hallstation.gui.display.painting import (
    AMBER,
    DARK_TEXT,
    GOLD,
    LAST_CELL,
    LAST_RING,
    LAST_TEXT,
    LIT_CELL,
    LIT_TEXT,
    PANEL,
    PANEL_EDGE,
    RED,
    SOFT_TEXT,
    TEXT,
    UNLIT_CELL,
    UNLIT_TEXT,
    Op,
    OpsWidget,
    ball_ops,
    fitted,
    fitted_box,
    fitted_narrow,
    font,
    ink_on,
    letter_colour,
    run_ops,
    warm_balls,
    warm_text,
)
from hallstation.services.views import PrizeLine


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - marker read by i18n_extract
    return text


def ball_text(ball: int, word: str) -> tuple[str, str]:
    """(letter, number) of a ball for the big circles; the red ball has no letter."""
    if ball == RED_BALL:
        return "", QCoreApplication.translate("LastBallPanel", "RED")
    return letter_of(ball, word), str(ball)


# what a part paints into memory while no ball comes, it paints this long after a layout (not at
# every step of a window being resized)
WARM_AFTER_MS = 300
LAST_PLACE = -1  # the last ball's place in its panel (the five before it: 0 to 4)


# --------------------------------------------------------------------------- number board
class NumberBoard(OpsWidget):
    """The 75 numbers in five rows under the letters of the hall word; lit as they are drawn.

    ``set_state`` repaints only the cells whose look changed (newly lit, unlit by a correction,
    and the previous and new last ball, which is highlighted).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.lit: frozenset[int] = frozenset()
        self.last: int | None = None
        self.cell_rects: dict[int, QRect] = {}
        self.letter_rects: list[QRect] = []
        self.dirty_cells: set[int] = set()  # the cells the last set_state asked to repaint
        self.painted: list[QRect] = []  # the rectangles the last paint painted
        self._num_font = font(20)
        self._faces: dict[tuple[str, float], QPixmap] = {}  # the board painted in each look (``faces``)
        self.faces_made = 0  # how many times it was painted whole into them
        self._warm = QTimer(self)  # the looks painted while no ball comes (not at the first ball that needs them)
        self._warm.setSingleShot(True)
        self._warm.timeout.connect(self._warm_faces)

    # ------------------------------------------------------------ state
    def set_state(self, word: str, lit: frozenset[int], last: int | None) -> set[int]:
        lit = frozenset(b for b in lit if 1 <= b <= BALLS)
        last = last if last is not None and 1 <= last <= BALLS else None
        if word != self.word:
            self.word, self.lit, self.last = word, lit, last
            self.dirty_cells = set(range(1, BALLS + 1))
            self.refresh()
            return self.dirty_cells
        changed = set(lit ^ self.lit)
        if last != self.last:
            changed.update(b for b in (last, self.last) if b is not None)
        self.lit, self.last = lit, last
        self.dirty_cells = changed
        for b in changed:
            if b in self.cell_rects:
                self.update(self.cell_rects[b])
        return changed

    def is_lit(self, ball: int) -> bool:
        return ball in self.lit

    # ------------------------------------------------------------ layout
    def relayout(self) -> None:
        w, h = self.width(), self.height()
        gap = max(2, min(w, h) // 120)
        cols = PER_COLUMN + 1  # the letter, then 15 numbers
        letter = 0.75  # the letter's column is narrower: the numbers get the width
        cw = (w - gap * (cols + 1)) / (PER_COLUMN + letter)
        lw = cw * letter
        rh = (h - gap * 6) / 5
        self.letter_rects, self.cell_rects = [], {}
        for row in range(5):
            y = int(gap + row * (rh + gap))
            self.letter_rects.append(QRect(gap, y, int(lw), int(rh)))
            for i in range(PER_COLUMN):
                x = int(gap + lw + gap + i * (cw + gap))
                self.cell_rects[row * PER_COLUMN + i + 1] = QRect(x, y, int(cw), int(rh))
        # the digits most of the cell's height, narrowed rather than made smaller where the cell
        # is narrow (the back row reads their height: ≥ 5 % of the screen's, issue 24)
        self._num_font = fitted_narrow(int(rh * 0.9), "75", int(cw * 0.96), least=62)
        letter_font = fitted(int(rh * 0.78), "W", int(lw * 0.9))
        self.ops = []
        for i, r in enumerate(self.letter_rects):
            c = letter_colour(i)
            self.ops.append(Op("rrect", r, brush=c, radius=r.height() * 0.12))
            self.ops.append(Op("text", r, pen=ink_on(c), text=self.word[i] if i < len(self.word) else "", font=letter_font))
        self._faces = {}  # (painted again at the new size, word and font: while no ball comes, or when first needed)
        self._warm.start(WARM_AFTER_MS)

    def _warm_faces(self) -> None:
        """One look of the board painted (the next after a moment: a ball that comes meanwhile is
        not kept waiting), until the three are (issue 20 §5: the first ball of a screen, and the
        second, painted the whole board once more before they were seen)."""
        if self.isHidden():
            return
        dpr = self.devicePixelRatioF()
        missing = [look for look in (self.UNLIT, self.LAST, self.LIT) if (look, dpr) not in self._faces]
        if missing:
            self.faces(missing[0], dpr)
            if len(missing) > 1:
                self._warm.start(0)

    # a cell's look: unlit, lit, or the last ball (white, ringed in red)
    UNLIT, LIT, LAST = "unlit", "lit", "last"

    def look_of(self, b: int) -> str:
        return self.LAST if b == self.last else self.LIT if b in self.lit else self.UNLIT

    def _cell_look(self, b: int, look: str) -> list[Op]:
        r = self.cell_rects[b]
        rad = r.height() * 0.12
        bg, fg = {self.LAST: (LAST_CELL, LAST_TEXT), self.LIT: (LIT_CELL, LIT_TEXT)}.get(look, (UNLIT_CELL, UNLIT_TEXT))
        ops = [Op("rect", r, brush=self.background), Op("rrect", r, brush=bg, radius=rad)]
        if look == self.LAST:  # white, ringed in red: the one the caller just called
            ring = max(3.0, r.height() / 11)
            half = int(ring / 2)
            ops[-1] = Op("rrect", r.adjusted(half, half, -half, -half), brush=bg, pen=LAST_RING, width=ring, radius=rad)
        ops.append(Op("text", r, pen=fg, text=str(b), font=self._num_font))
        return ops

    def faces(self, look: str, dpr: float = 1.0) -> QPixmap:
        """The whole board painted with every cell in ``look`` (the letters, the gaps, the 75
        numbers), once for the board's size, word and font: a repaint copies the cells it needs
        from it, never drawing a number again (issue 20 §5: the board's digits are larger than the
        glyphs Qt keeps, each was drawn as a path at every ball). Laid out again (a new size, hall
        word or language), the board paints them anew."""
        key = (look, dpr)
        pix = self._faces.get(key)
        if pix is None:
            self.faces_made += 1
            pix = QPixmap(max(1, int(self.width() * dpr)), max(1, int(self.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(self.background)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            run_ops(p, self.ops)
            for b in self.cell_rects:
                run_ops(p, self._cell_look(b, look))
            p.end()
            self._faces[key] = pix
        return pix

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Paints the rectangles of the region Qt asks for, one by one: a new ball asks for two
        cells (the new last ball, the one before it), which may lie across the board — their
        bounding rectangle would repaint every cell between them (issue 20 §5). Each is copied
        from the board's faces (``faces``): the unlit board, then every lit cell and the last ball
        in it from theirs."""
        self.paint_count += 1
        self.painted = [event.region().boundingRect()] if event.region().rectCount() > 8 else list(event.region())
        p = QPainter(self)
        dpr = self.devicePixelRatioF()
        for clip in self.painted:
            cells = [(b, r) for b, r in self.cell_rects.items() if r.intersects(clip)]
            if len(cells) == 1 and cells[0][1].contains(clip):  # (a cell alone: from its look's face)
                p.drawPixmap(QRectF(clip), self.faces(self.look_of(cells[0][0]), dpr), _source(clip, dpr))
                continue
            p.drawPixmap(QRectF(clip), self.faces(self.UNLIT, dpr), _source(clip, dpr))
            for b, r in cells:
                look = self.look_of(b)
                if look != self.UNLIT:
                    part = r.intersected(clip)
                    p.drawPixmap(QRectF(part), self.faces(look, dpr), _source(part, dpr))
        p.end()


def _source(r: QRect, dpr: float) -> QRectF:
    """``r`` in a pixmap's own pixels (its device pixel ratio ``dpr``)."""
    return QRectF(r.x() * dpr, r.y() * dpr, r.width() * dpr, r.height() * dpr)


# --------------------------------------------------------------------------- last ball
class LastBallPanel(OpsWidget):
    """The last ball, large, with its letter; the five before it; the ball count."""

    background = PANEL
    balls_on_ground = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.last: int | None = None
        self.previous: tuple[int, ...] = ()
        self.count = 0
        self._warm_for: tuple | None = None  # what the layout's balls and count depend on (their places and sizes, the word, the language)
        self._warmed: tuple | None = None  # those whose pictures were painted into memory
        self._warm = QTimer(self)
        self._warm.setSingleShot(True)
        self._warm.timeout.connect(self._warm_balls)
        self._warming: tuple | None = None  # (what it is for, its steps left)
        self._frame: dict | None = None  # what its layout keeps from one ball to the next (``_lay_frame``)

    def set_state(self, word: str, last: int | None, previous: tuple[int, ...], count: int) -> bool:
        state = (word, last, tuple(previous), count)
        if state == (self.word, self.last, self.previous, self.count):
            return False
        self.word, self.last, self.previous, self.count = state
        self.refresh()
        return True

    def count_text(self, count: int | None = None) -> str:
        return self.tr("Balls: {count}").format(count=self.count if count is None else count)

    # the last ball's number, as a fraction of the ball's white face (its digits' ink is about
    # 0.45 of the face: a fifth of a 1080-line screen when the ball is half the screen high)
    NUMBER_PX = 0.62
    LETTER_PX = 0.27

    def big_ball_rect(self) -> QRect:
        big = [op.rect for op in self.ops if op.kind in ("ball", "ellipse") and op.rect.height() > self.height() * 0.3]
        return max(big, key=lambda r: r.height()) if big else QRect()

    def number_font(self):
        """The font of the last ball's number (None when there is no ball yet)."""
        if self.last is None:
            return None
        number = ball_text(self.last, self.word)[1]
        fonts = [op.font for op in self.ops if op.kind == "text" and op.text == number and op.font is not None]
        return QFont(max(fonts, key=lambda f: f.pixelSize())) if fonts else None  # (a copy: the balls' operations are shared)

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        # at least 4.5 % of the screen's height: the ball count stays as large when the panel is
        # made lower while claimed cards are checked under the board (issue 24)
        screen_h = self.parentWidget().height() if self.parentWidget() is not None else h
        key = (w, h, screen_h, self.word, self.tr("LAST BALL"), self.count_text(0))
        frame = self._frame
        if frame is None or frame["key"] != key:
            frame = self._frame = self._lay_frame(w, h, screen_h, key)
        ops: list[Op] = list(frame["ground"])
        ops.append(self._count_op(frame, self.count_text()))
        ops += frame["waiting"] if self.last is None else self._at(frame, self.last, LAST_PLACE)
        # the five before the last, newest first (each ball's drawing at each place made while no ball came)
        previous = self.previous
        for i in range(len(frame["places"])):
            ops += self._at(frame, previous[i], i) if i < len(previous) else (frame["empty"][i],)
        self.ops = ops
        self._warm_for = frame["key"]
        if self._warmed != self._warm_for:
            self._warm.start(WARM_AFTER_MS)

    @staticmethod
    def _count_op(frame: dict, count: str) -> Op:
        """The ball count's text (one per count shown, kept with the frame): on the panel's ground,
        from its stamp once the panel has made it (``_warm_steps``)."""
        op = frame["count"].get(count)
        if op is None:
            r, px, half = frame["count_at"]
            op = frame["count"][count] = Op("text", r, pen=TEXT, text=count, font=fitted(px, count, half), flags=frame["right"], ground=PANEL)
        return op

    def _lay_frame(self, w: int, h: int, screen_h: int, key: tuple) -> dict:
        """What the panel's layout keeps from one ball to the next at one size (issue 20 §5: it is
        laid out again at every ball): its ground and title, the places of the count and the balls,
        and the drawing of each ball at each place once it was shown there (the same operations,
        so a repaint compares them at a glance)."""
        # its ground is the background (PANEL), its 2-pixel edge four strips: the panel is filled
        # once per repaint, not three times (the background, the edge's rectangle, the ground's)
        ground = [Op("rect", r, brush=PANEL_EDGE) for r in (QRect(0, 0, w, 2), QRect(0, h - 2, w, 2), QRect(0, 2, 2, h - 4), QRect(w - 2, 2, 2, h - 4))]
        pad = max(4, h // 60)
        title_h = max(int(h * 0.07), min(int(h * 0.12), int(screen_h * 0.045)))
        # the title on the left, the ball count on the right, over the ball
        title = self.tr("LAST BALL")
        half = (w - 3 * pad) // 2
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        ground.append(Op("text", QRect(2 * pad, pad, half, title_h), pen=SOFT_TEXT, text=title, font=fitted(int(title_h * 0.6), title, half), flags=left, ground=PANEL))
        prev_d = int(min((w - 2 * pad) / 5.6, h * 0.12))
        big_top = pad + title_h
        big_d = int(min(w - 2 * pad, h - big_top - prev_d - 3 * pad))
        big = QRect((w - big_d) // 2, big_top, big_d, big_d)
        wait = self.tr("Waiting for the first ball")
        waiting = [
            Op("ellipse", big, brush=UNLIT_CELL, pen=PANEL_EDGE, width=max(2, big_d / 60)),
            Op("text", big.adjusted(big_d // 10, 0, -big_d // 10, 0), pen=SOFT_TEXT, text=wait, font=fitted(int(big_d * 0.08), wait, int(big_d * 0.8)), flags=int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)),
        ]
        py = big.bottom() + pad
        step = (w - 2 * pad) / 5
        places = [QRect(int(pad + i * step + (step - prev_d) / 2), py, prev_d, prev_d) for i in range(5)]
        return {
            "key": key, "ground": ground, "right": right, "big": big, "places": places, "waiting": waiting,
            "count_at": (QRect(w - 2 * pad - half, pad, half, title_h), int(title_h * 0.8), half), "count": {},
            "empty": [Op("ellipse", r, brush=UNLIT_CELL) for r in places], "balls": {},
        }

    def _ball(self, b: int, rect: QRect, letter_px: int, number_px: int) -> list[Op]:
        letter, number = ball_text(b, self.word)
        colour = RED if b == RED_BALL else letter_colour(column_of(b))
        return ball_ops(rect, colour, letter, number, letter_px, number_px)

    def _big_ball(self, b: int, rect: QRect) -> list[Op]:
        face = rect.width() * 8 // 9
        return self._ball(b, rect, int(face * self.LETTER_PX), int(face * self.NUMBER_PX))

    def _small_ball(self, b: int, rect: QRect) -> list[Op]:
        return self._ball(b, rect, int(rect.width() * 0.24), int(rect.width() * 0.46))

    def _warm_balls(self) -> None:
        """While no ball comes (just after the panel was laid out): every ball's operations at each
        of the panel's places, its small picture, the large balls' bodies and the stamps of their
        letters and numbers painted into memory, the ball count's font for every count, so that at
        each ball the panel takes them from memory (issue 20 §5: a ball's first appearance was
        worked out and painted at once). A step at a time (a ball that comes meanwhile is not kept
        waiting)."""
        if self._warm_for is None or self.isHidden():
            return
        if self._warming is None or self._warming[0] != self._warm_for:
            self._warming = (self._warm_for, self._warm_steps(self._frame))
        if next(self._warming[1], None) is None:
            self._warmed, self._warming = self._warm_for, None
        else:
            self._warm.start(0)

    def _warm_steps(self, frame: dict) -> Iterator[bool]:
        dpr = self.devicePixelRatioF()
        balls = list(range(1, BALLS + 1)) + [RED_BALL]
        for i in range(len(frame["places"])):
            warm_balls([op for b in balls for op in self._at(frame, b, i)], dpr)
            yield True
        for k in range(0, len(balls), 8):  # (their bodies, letters and numbers: a few milliseconds a ball)
            warm_balls([op for b in balls[k:k + 8] for op in self._at(frame, b, LAST_PLACE)], dpr, self.background)
            yield True
        for op in frame["ground"]:  # the title (the count's place reaches it), the count at every count
            warm_text(op, dpr)
        for n in range(BALLS + 2):
            warm_text(self._count_op(frame, self.count_text(n)), dpr)
        yield True

    def _at(self, frame: dict, b: int, place: int) -> list[Op]:
        """Ball ``b``'s drawing at ``place`` (the ``place``-th before the last, or LAST_PLACE: the
        last ball), worked out once and kept with the frame."""
        ops = frame["balls"].get((b, place))
        if ops is None:
            ops = frame["balls"][(b, place)] = (
                self._big_ball(b, frame["big"]) if place == LAST_PLACE else self._small_ball(b, frame["places"][place])
            )
        return ops


# --------------------------------------------------------------------------- dividend board
class PrizeBoard(OpsWidget):
    """Every prize with its amount, its live bonus window and promotional bonus; an awarded prize
    goes dark (Art. 11) and shows its winning card(s) and split (Art. 14). Until the jury has
    ratified the proclaimed figures (Art. 12) its title says they are as proclaimed."""

    background = PANEL

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prizes: tuple[PrizeLine, ...] = ()
        self.ratified = True  # False: proclaimed, the jury has not ratified them yet (Art. 12)
        # the jury rectified the figures: no amount stands until they are proclaimed again
        self.correcting = False
        self.amount_fonts: list = []  # the amounts' fonts, one per row (tests measure them)

    def set_prizes(self, prizes: tuple[PrizeLine, ...], ratified: bool = True, correcting: bool = False) -> bool:
        prizes = tuple(prizes)
        if (prizes, ratified, correcting) == (self.prizes, self.ratified, self.correcting):
            return False
        self.prizes, self.ratified, self.correcting = prizes, ratified, correcting
        self.refresh()
        return True

    def title_text(self) -> str:
        if self.correcting:
            return self.tr("PRIZES — the jury is rectifying the figures")
        if self.ratified:
            return self.tr("PRIZES")
        return self.tr("PRIZES — as proclaimed, to be ratified by the jury")

    def correcting_text(self) -> str:
        """What stands in place of an amount while the figures are being rectified (never $ 0)."""
        return self.tr("figures being corrected")

    # texts (public so tests and the caller preview can check them)
    def bonus_text(self, line: PrizeLine) -> str:
        parts = []
        if line.bonus and not line.awarded:
            parts.append(self.tr("×{factor} up to ball {ball}").format(factor=line.bonus[0], ball=line.bonus[1]))
        if line.promo_pct:
            parts.append(self.tr("+{pct} %").format(pct=line.promo_pct))
        return "   ".join(parts)

    def winners_text(self, line: PrizeLine) -> str:
        if not line.awarded:
            return ""
        if not line.winners:
            return self.tr("Awarded")
        cards = ", ".join(str(c) for c in line.winners)
        text = self.tr("Card(s) {cards}", None, len(line.winners)).format(cards=cards)
        if line.per_card:
            amounts = sorted(set(line.per_card))
            if len(line.winners) > 1 and len(amounts) == 1:
                text += " · " + self.tr("{amount} each").format(amount=format_money(amounts[0]))
            else:
                text += " · " + " / ".join(format_money(a) for a in line.per_card)
        return text

    def row_texts(self) -> list[tuple[str, str, str, bool]]:
        """(name, amount, note, awarded) for each prize as the board shows it."""
        out = []
        for line in self.prizes:
            note = self.winners_text(line) if line.awarded else self.bonus_text(line)
            amount = self.correcting_text() if self.correcting else format_money(line.amount)
            out.append((prize_label(line.prize), amount, "" if self.correcting else note, line.awarded))
        return out

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=PANEL_EDGE), Op("rect", QRect(2, 2, w - 4, h - 4), brush=PANEL)]
        pad = max(4, h // 40)
        rows = self.row_texts()
        n = max(5, len(rows))
        title_h = int(h * 0.06)
        title = self.title_text()
        plain = self.ratified and not self.correcting
        ops.append(Op("text", QRect(pad * 2, pad, w - 4 * pad, title_h), pen=SOFT_TEXT if plain else AMBER, text=title, font=fitted(int(title_h * 0.8), title, w // 2 if plain else w - 4 * pad), flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)))
        rh = (h - title_h - 2 * pad) / n
        # each row: the name over its note (bonus window, or the winners) on the left, the amount
        # large on the right, its digits as tall as the row allows
        amount_w = int(w * 0.46)
        text_w = w - amount_w - 5 * pad
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.amount_fonts = []
        for i, (name, amount, note, awarded) in enumerate(rows):
            y = int(title_h + pad + i * rh)
            row = QRect(pad, y, w - 2 * pad, int(rh) - max(2, pad // 2))
            rowh = row.height()
            ops.append(Op("rrect", row, brush=PANEL.darker(130) if awarded else PANEL.lighter(140), radius=rowh * 0.12))
            name_c = SOFT_TEXT if awarded else TEXT
            amount_c = SOFT_TEXT if awarded else AMBER if self.correcting else GOLD
            note_c = TEXT if awarded else AMBER
            name_h = int(rowh * (0.56 if note else 1.0))
            ops.append(Op("text", QRect(row.x() + pad, y, text_w, name_h), pen=name_c, text=name, font=fitted(int(rowh * 0.42), name, text_w), flags=int(left)))
            if note:
                nr = QRect(row.x() + pad, y + name_h - pad // 2, text_w, rowh - name_h)
                ops.append(Op("text", nr, pen=note_c, text=note, font=fitted(int(nr.height() * 0.78), note, text_w, condensed=True), flags=int(left)))
            af = fitted(int(rowh * 0.95), amount, amount_w)  # ≥ 5 % of the screen's height under the taller board
            self.amount_fonts.append(af)
            ops.append(Op("text", QRect(row.right() - pad - amount_w, y, amount_w, rowh), pen=amount_c, text=amount, font=af, flags=int(right)))
        self.ops = ops


# --------------------------------------------------------------------------- major prize
class MajorPanel(OpsWidget):
    """The major prize pot and its ball limit (Arts. 12, 13); red when it has been won."""

    background = PANEL

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amount = 0
        self.limit = 0
        self.won = False
        self.winners: tuple[int, ...] = ()
        self.state = "open"  # "open", "passed" (the limit passed without it) or "won"
        self.next_pot = 0
        self.correcting = False  # the jury is rectifying the figures: no pot stands (Art. 12)

    def set_state(
        self, amount: int, limit: int, won: bool, winners: tuple[int, ...] = (), state: str | None = None, next_pot: int = 0,
        correcting: bool = False,
    ) -> bool:
        state = state or ("won" if won else "open")
        full = (amount, limit, won, tuple(winners), state, next_pot, correcting)
        if full == (self.amount, self.limit, self.won, self.winners, self.state, self.next_pot, self.correcting):
            return False
        self.amount, self.limit, self.won, self.winners, self.state, self.next_pot, self.correcting = full
        self.refresh()
        return True

    def amount_text(self) -> str:
        """The pot in big digits, or what stands in its place while the figures are rectified."""
        return self.tr("figures being corrected") if self.correcting else format_money(self.amount)

    def limit_text(self) -> str:
        return self.tr("up to ball {ball}").format(ball=self.limit)

    def major_text(self) -> str:
        """One line, as announced: "Major prize $ 123.456 — up to ball 55"."""
        return self.tr("{name} {amount} — up to ball {ball}").format(
            name=prize_label(MAJOR), amount=self.amount_text(), ball=self.limit
        )

    def state_text(self) -> str:
        """What the panel says besides the amount, true at this moment."""
        if self.state == "won":
            text = self.tr("WON!")
            if self.winners:
                cards = ", ".join(str(c) for c in self.winners)
                text += "  " + self.tr("Card(s) {cards}", None, len(self.winners)).format(cards=cards)
            return text
        if self.state == "passed":
            return self.tr("Not won this game: the pot goes on to the next one")
        return self.limit_text()

    def next_text(self) -> str:
        if self.state == "won":
            return self.tr("Next game's pot: {amount}").format(amount=format_money(self.next_pot))
        return ""

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        edge = RED if self.won else GOLD.darker(170) if self.state == "open" else PANEL_EDGE
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=edge), Op("rect", QRect(3, 3, w - 6, h - 6), brush=PANEL)]
        pad = max(4, h // 30)
        inner = w - 2 * pad
        title = prize_label(MAJOR).upper()
        title_c = RED if self.won else GOLD if self.state == "open" else SOFT_TEXT
        ops.append(Op("text", QRect(pad, pad, inner, int(h * 0.17)), pen=title_c, text=title, font=fitted(int(h * 0.12), title, inner)))
        amount = self.amount_text()
        ops.append(Op("text", QRect(pad, int(h * 0.19), inner, int(h * 0.3)), pen=AMBER if self.correcting else TEXT, text=amount, font=fitted(int(h * 0.24), amount, inner)))
        wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        note = self.state_text()
        colour = RED if self.won else AMBER
        nxt = self.next_text().replace("$ ", "$\u00a0")  # wrapped: the amount stays whole
        note_r = QRect(pad, int(h * 0.52), inner, int(h * (0.26 if nxt else 0.44)))
        ops.append(Op("text", note_r, pen=colour, text=note, font=fitted_box(int(h * 0.11), note, note_r, wrap), flags=wrap))
        if nxt:
            nr = QRect(pad, int(h * 0.79), inner, int(h * 0.18))
            ops.append(Op("text", nr, pen=TEXT, text=nxt, font=fitted_box(int(h * 0.08), nxt, nr, wrap), flags=wrap))
        self.ops = ops


# --------------------------------------------------------------------------- game line, minors sign
class InfoBar(OpsWidget):
    """The game and its series, across the top (the ball count is the last ball panel's)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: tuple = ()

    def set_state(self, game: int | None, series: int | None, color: str, letter: str, count: int) -> bool:
        state = (game, series, color, letter, count)
        drawn = state[:4] == self.state[:4]  # (the ball count is not on it: no new drawing list at every ball)
        self.state = state
        if drawn:
            return False
        self.refresh()
        return True

    def texts(self) -> tuple[str, str]:
        if not self.state or self.state[0] is None:
            return self.tr("Bingo"), ""
        game, series, color, letter, count = self.state
        left = self.tr("Game {game}").format(game=game)
        if series is not None:
            left += "   ·   " + self.tr("Series {series} {color} {letter}").format(series=series, color=color, letter=letter).strip()
        return left, ""  # the ball count is said once, over the last ball (issue 24: it was said twice)

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        left, right = self.texts()
        pad = max(4, h // 5)
        self.ops = [
            Op("text", QRect(pad, 0, int(w * 0.7), h), pen=SOFT_TEXT, text=left, font=fitted(int(h * 0.62), left, int(w * 0.7)), flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)),
            Op("text", QRect(int(w * 0.7), 0, int(w * 0.3) - pad, h), pen=TEXT, text=right, font=fitted(int(h * 0.62), right, int(w * 0.3)), flags=int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)),
        ]


class MinorsSign(OpsWidget):
    """The sign that minors are not admitted (Art. 18)."""

    def text(self) -> str:
        return self.tr("Minors are not admitted")

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        text = self.text()
        badge = QRect(int(w * 0.02), int(h * 0.1), int(h * 0.8), int(h * 0.8))
        self.ops = [
            Op("rect", QRect(0, 0, w, h), brush=PANEL),
            Op("ellipse", badge, brush=RED),
            Op("ellipse", badge.adjusted(badge.width() // 8, badge.height() // 8, -badge.width() // 8, -badge.height() // 8), brush=TEXT),
            Op("text", badge, pen=RED, text="18", font=font(int(h * 0.4))),
            Op("text", QRect(badge.right() + h // 3, 0, w - badge.right() - h, h), pen=TEXT, text=text, font=fitted(int(h * 0.55), text, w - badge.right() - h), flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)),
        ]
