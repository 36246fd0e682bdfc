"""What the public display shows over the board: the claim check (Art. 11), the break between
games (Art. 16), the correction and red-ball announcements (Art. 2.2) and the red light (Art. 12)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRect, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient, QRegion
from PySide6.QtWidgets import QWidget

from hallstation.core.bingo.balls import label
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.money import format_money
from hallstation.i18n import prize_label
from hallstation.gui.display.painting import (
    AMBER,
    BG,
    DEEP_RED,
    GOLD,
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
    fitted,
    fitted_box,
    fitted_narrow,
    font,
    ink_on,
    letter_colour,
    run_ops,
)
from hallstation.services.views import ClaimCard, PrizeLine

LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
HIGHLIGHT_RING = QColor("#ffffff")
HIGHLIGHT_CELL = QColor("#00b0ff")
HIGHLIGHT_TEXT = QColor("#000000")
STAMP_GREEN = QColor("#1b7a2f")


def award_text(line: PrizeLine) -> str:
    """Who won what, as the hall reads it: "Line — card 150 — $ 180"; co-winners with their split."""
    prize = prize_label(line.prize)
    if not line.winners:
        return prize
    cards = ", ".join(str(c) for c in line.winners)
    amounts = line.per_card or (line.amount,)
    if len(line.winners) == 1:
        return QCoreApplication.translate("AwardText", "{prize} — card {card} — {amount}").format(prize=prize, card=cards, amount=format_money(amounts[0]))
    if len(set(amounts)) == 1:
        return QCoreApplication.translate("AwardText", "{prize} — cards {cards} — {amount} each").format(prize=prize, cards=cards, amount=format_money(amounts[0]))
    return QCoreApplication.translate("AwardText", "{prize} — cards {cards} — {amounts}").format(
        prize=prize, cards=cards, amounts=" / ".join(format_money(a) for a in amounts)
    )


class ClaimOverlay(OpsWidget):
    """The claim check (Art. 11), beside the board (never instead of it): "VERIFYING PRIZE" with
    the claimed card(s), 5×5, the drawn numbers marked; then, once awarded, who won what."""

    MAX_CARDS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.claims: tuple[ClaimCard, ...] = ()
        self.awarded: tuple[PrizeLine, ...] = ()
        self.caption_rects: list[tuple[str, QRect]] = []  # (caption, the room it was fitted in)
        self.cell_rects: list[tuple[int, QRect, bool]] = []  # (number, its cell, drawn) of the shown cards

    def set_state(self, word: str, claims: tuple[ClaimCard, ...], awarded: tuple[PrizeLine, ...] = ()) -> bool:
        if (word, tuple(claims), tuple(awarded)) == (self.word, self.claims, self.awarded):
            return False
        self.word, self.claims, self.awarded = word, tuple(claims), tuple(awarded)
        self.refresh()
        return True

    def shown_claims(self) -> tuple[ClaimCard, ...]:
        """The cards the hall sees: those still being verified (or refused); a card already
        awarded is said in the award's lines instead."""
        pending = tuple(c for c in self.claims if not c.awarded)
        return pending if pending or not self.awarded else ()

    def showing_results(self) -> bool:
        """After the award only the award shows — who won what, no "VERIFYING PRIZE" left under
        it — unless another card of this ball is being verified meanwhile (a co-winner, Art. 14)."""
        if not self.awarded:
            return False
        return not any(c.valid and c.rejected is None and c.grid and not c.awarded for c in self.claims)

    def banner_text(self) -> str:
        if self.showing_results():
            return self.tr("PRIZE AWARDED")
        return self.tr("VERIFYING PRIZE")

    def result_lines(self) -> list[str]:
        return [award_text(line) for line in self.awarded]

    def card_caption(self, c: ClaimCard) -> str:
        return self.tr("Series {series} · Card {card}").format(series=c.series, card=c.card)

    def card_note(self, c: ClaimCard) -> str:
        if not c.grid:
            return self.tr("Unknown card")
        if not c.valid or c.rejected:
            return self.tr("Not valid")
        done = sorted(((p, v) for p, v in c.completes.items() if not c.prizes or p in c.prizes), key=lambda kv: kv[1][0])
        by_ball: dict[int, list[str]] = {}  # several prizes on one ball: named once with it
        for p, v in done:
            by_ball.setdefault(v[0], []).append(prize_label(p))
        return ", ".join(self.tr("{prize} at ball {ball}").format(prize=" · ".join(names), ball=ball) for ball, names in by_ball.items())

    def verdict(self, c: ClaimCard) -> tuple[str, str]:
        """The jury's step shown to the public: (kind, text) — reading, stamped, rejected."""
        if not c.valid or c.rejected:
            return "bad", self.tr("REJECTED")
        if c.stamp is not None:
            return "ok", self.tr("STAMPED No. {stamp}").format(stamp=c.stamp)
        if c.read and c.read >= c.to_read:  # the reading is over: said once, nothing lit any more
            return "ok", self.tr("Reading complete: matches")
        if c.read:
            return "reading", self.tr("Reading: {read} of {total}").format(read=min(c.read, c.to_read), total=c.to_read)
        return "", ""

    def screen_height(self) -> int:
        """The public screen's height: the floors of what the hall reads are fractions of it."""
        parent = self.parentWidget()
        return parent.height() if parent is not None else self.height()

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=BG)]
        self.caption_rects = []
        self.cell_rects = []
        screen_h = self.screen_height()
        # the banner at least 4.5 % of the screen's height, whatever room the overlay has
        banner_h = min(h // 3, max(int(h * 0.11), int(screen_h * 0.045)))
        banner = QRect(0, 0, w, banner_h)
        text = self.banner_text()
        results = self.showing_results()
        ops.append(Op("rect", banner, brush=STAMP_GREEN if results else AMBER))
        ops.append(Op("text", banner, pen=QColor("#ffffff") if results else QColor("#000000"), text=text, font=fitted(int(banner_h * 0.72), text, int(w * 0.94))))
        pad = max(6, h // 40)
        if results:
            lines = self.result_lines()
            top = banner_h + pad
            lh = min(int(h * 0.2), int((h - top - pad) / max(1, len(lines))))
            fonts = [fitted(int(lh * 0.7), line, w - 4 * pad) for line in lines]
            common = min(fonts, key=lambda f: f.pixelSize())
            for i, line in enumerate(lines):
                ops.append(Op("text", QRect(2 * pad, top + i * lh, w - 4 * pad, lh), pen=TEXT, text=line, font=common, flags=LEFT))
            self.ops = ops
            return
        pending = self.shown_claims()
        shown = pending[: self.MAX_CARDS]
        if shown:
            n = len(shown)
            top = banner_h + pad
            area_h = h - top - pad
            slot_w = int((w - pad * (n + 1)) / n)
            side, stacked = self._cell_beside(slot_w, area_h, pad), self._cell_stacked(slot_w, area_h, pad)
            for k, c in enumerate(shown):
                x = int(pad + k * (slot_w + pad))
                if side >= stacked:
                    self._card_beside(ops, c, QRect(x, top, slot_w, area_h), side, pad)
                else:
                    self._card_stacked(ops, c, QRect(x, top, slot_w, area_h), stacked, pad)
            if len(pending) > n:
                more = self.tr("+{n} more").format(n=len(pending) - n)
                ops.append(Op("text", QRect(w - int(w * 0.2), 0, int(w * 0.2) - pad, banner_h), pen=QColor("#000000"), text=more, font=fitted(int(banner_h * 0.6), more, int(w * 0.2) - pad)))
        self.ops = ops

    # a card's grid: a header row of the hall word (HEAD of a cell high) over five rows of cells
    HEAD = 0.55

    def _cell_beside(self, slot_w: int, area_h: int, pad: int) -> int:
        """The cell size with the caption, note and verdict in a column beside the grid: the grid
        as tall as the room; the column about as wide as the grid (the caption on two lines)."""
        return max(4, int(min(area_h / (5 + self.HEAD), (slot_w - 2 * pad) / 11)))

    def _cell_stacked(self, slot_w: int, area_h: int, pad: int) -> int:
        """The cell size with the caption above the grid and the note and verdict below it."""
        return max(4, int(min((area_h - 2 * pad) / (5 + self.HEAD + 4.2), (slot_w - pad) / 5)))

    def _card_beside(self, ops: list[Op], c: ClaimCard, slot: QRect, cell: int, pad: int) -> None:
        gw, gh = cell * 5, int(cell * (5 + self.HEAD))
        tw = slot.width() - gw - 2 * pad
        x = slot.x() + max(0, (slot.width() - gw - 2 * pad - min(tw, int(cell * 8))) // 2)
        top = slot.y() + max(0, (slot.height() - gh) // 2)
        self._grid(ops, c, x, top, cell)
        tx, tw = x + gw + 2 * pad, min(tw, int(cell * 8))
        cap_r = QRect(tx, top, tw, int(cell * 2.1))
        note_r = QRect(tx, cap_r.bottom() + cell // 6, tw, int(cell * 2.2))
        vr = QRect(tx, note_r.bottom() + cell // 6, tw, int(cell * 0.95))
        self._texts(ops, c, cap_r, note_r, vr, cell)

    def _card_stacked(self, ops: list[Op], c: ClaimCard, slot: QRect, cell: int, pad: int) -> None:
        gw = cell * 5
        cap_r = QRect(slot.x(), slot.y(), slot.width(), int(cell * 1.1))
        gy = cap_r.bottom() + pad // 2
        self._grid(ops, c, slot.x() + (slot.width() - gw) // 2, gy, cell)
        note_r = QRect(slot.x(), gy + int(cell * (5 + self.HEAD)) + pad // 2, slot.width(), int(cell * 1.9))
        vr = QRect(slot.x() + slot.width() // 10, note_r.bottom() + 2, slot.width() - slot.width() // 5, int(cell * 0.95))
        self._texts(ops, c, cap_r, note_r, vr, cell)

    def _texts(self, ops: list[Op], c: ClaimCard, cap_r: QRect, note_r: QRect, vr: QRect, cell: int) -> None:
        """The caption (series and card, as large as the card's digits, on two lines when its room
        is narrow), the note (the prizes, wrapped) and the verdict, each fitted to its room."""
        cap = self.card_caption(c)
        note = self.card_note(c)
        kind, verdict = self.verdict(c)
        wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)  # wrapped, not shrunk to one line
        # on two lines it breaks before the card, never between the word and its number
        shown = cap.replace(f" {c.card}", f"\u00a0{c.card}")
        ops.append(Op("text", cap_r, pen=TEXT, text=shown, font=fitted_box(int(cell * 0.9), shown, cap_r, wrap), flags=wrap))
        self.caption_rects.append((cap, cap_r))
        if note:
            ops.append(Op("text", note_r, pen=GOLD if c.valid and not c.rejected else SOFT_TEXT, text=note, font=fitted_box(int(cell * 0.62), note, note_r, wrap), flags=wrap))
        if verdict and vr.height() > 4:
            bg = {"bad": RED, "ok": STAMP_GREEN}.get(kind, PANEL_EDGE)
            ops.append(Op("rrect", vr, brush=bg, radius=vr.height() * 0.2))
            ops.append(Op("text", vr, pen=TEXT, text=verdict, font=fitted(int(vr.height() * 0.66), verdict, int(vr.width() * 0.92))))

    def _grid(self, ops: list[Op], c: ClaimCard, gx: int, gy: int, cell: int) -> None:
        """The card's grid at (gx, gy): the hall word's letters, then 5×5 cells of ``cell`` px,
        the drawn numbers lit; its digits most of the cell's height (narrowed, not shrunk)."""
        head = int(cell * self.HEAD)
        num_font = fitted_narrow(int(cell * 0.9), "75", int(cell * 0.88), least=60)
        letters = font(int(head * 0.8))
        for col in range(5):
            r = QRect(gx + col * cell, gy, cell - 2, head - 2)
            colour = letter_colour(col)
            ops.append(Op("rrect", r, brush=colour, radius=cell * 0.1))
            ops.append(Op("text", r, pen=ink_on(colour), text=self.word[col] if col < len(self.word) else "", font=letters))
        for i in range(25):
            row, col = divmod(i, 5)
            r = QRect(gx + col * cell, gy + head + row * cell, cell - 2, cell - 2)
            if not c.grid:
                ops.append(Op("rrect", r, brush=UNLIT_CELL, radius=cell * 0.1))
                continue
            n_ = c.grid[i]
            marked = c.marked[i] if i < len(c.marked) else False
            if n_ is None:
                ops.append(Op("rrect", r, brush=LIT_CELL.darker(140), radius=cell * 0.1))
                free = self.tr("FREE")
                ops.append(Op("text", r, pen=LAST_TEXT, text=free, font=fitted(int(cell * 0.3), free, int(cell * 0.85))))
                continue
            self.cell_rects.append((n_, r, marked))
            if n_ == c.highlight and c.read < c.to_read:
                # the number the seller just read: lit so the hall can follow the check
                ring = max(3, int(cell * 0.08))
                ops.append(Op("rrect", r.adjusted(-ring, -ring, ring, ring), brush=HIGHLIGHT_RING, radius=cell * 0.14))
                ops.append(Op("rrect", r, brush=HIGHLIGHT_CELL, radius=cell * 0.1))
                ops.append(Op("text", r, pen=HIGHLIGHT_TEXT, text=str(n_), font=num_font))
            else:
                ops.append(Op("rrect", r, brush=LIT_CELL if marked else UNLIT_CELL, radius=cell * 0.1))
                ops.append(Op("text", r, pen=LIT_TEXT if marked else UNLIT_TEXT.lighter(150), text=str(n_), font=num_font))


class BreakOverlay(OpsWidget):
    """The break between games (Art. 16): the last game's results and the major prize pot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: tuple = ()
        self.reserve = 0  # pixels at the top left free for the red light's banner

    def set_reserve(self, px: int) -> None:
        if px != self.reserve:
            self.reserve = px
            self.refresh()

    def set_state(
        self,
        game: int | None,
        prizes: tuple[PrizeLine, ...],
        major_amount: int,
        major_limit: int,
        major_won: bool,
        major_state: str | None = None,
        next_pot: int | None = None,
        major_winners: tuple[int, ...] = (),
        major_per_card: tuple[int, ...] = (),
    ) -> bool:
        major_state = major_state or ("won" if major_won else "open")
        next_pot = major_amount if next_pot is None else next_pot
        state = (game, tuple(prizes), major_amount, major_limit, major_won, major_state, next_pot, tuple(major_winners), tuple(major_per_card))
        if state == self.state:
            return False
        self.state = state
        self.refresh()
        return True

    def title_text(self) -> str:
        return self.tr("Break — the next game starts shortly")

    def result_lines(self) -> list[str]:
        """Who won what in the last game: "Line — card 150 — $ 180", the major prize last."""
        if not self.state:
            return []
        lines = [line for line in self.state[1] if line.awarded]
        if self.state[4]:
            winners = self.state[7]
            # each winner's share, not the whole pot as each one's (it said '$ 10.134 cada uno' for three)
            lines.append(PrizeLine(MAJOR, "Major prize", self.state[2], 0, None, True, winners, self.state[8]))
        return [award_text(line) for line in lines]

    def pot_text(self) -> str:
        """The pot the next game plays for: after a win, what stayed in it (not what was paid)."""
        if not self.state:
            return ""
        amount, limit, state, next_pot = self.state[2], self.state[3], self.state[5], self.state[6]
        if state == "won":
            return self.tr("Major prize pot for the next game: {amount}").format(amount=format_money(next_pot))
        if state == "passed":
            return self.tr("The major prize was not won this game; the pot goes on to the next: {amount}").format(amount=format_money(next_pot))
        return self.tr("Major prize pot: {amount} — up to ball {ball}").format(amount=format_money(amount), ball=limit)

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        pad = max(6, h // 30)
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=BG)]
        if self.reserve:
            self.ops = ops
            ops += self._content(w, h - self.reserve, self.reserve, pad)
            return
        ops += self._content(w, h, 0, pad)
        self.ops = ops

    def _content(self, w: int, h: int, y0: int, pad: int) -> list[Op]:
        ops: list[Op] = []
        title = self.title_text()
        th = int(h * 0.18)
        ops.append(Op("rrect", QRect(pad, y0 + pad, w - 2 * pad, th), brush=PANEL_EDGE, radius=th * 0.15))
        ops.append(Op("text", QRect(pad, y0 + pad, w - 2 * pad, th), pen=GOLD, text=title, font=fitted(int(th * 0.5), title, int(w * 0.9))))
        y = y0 + pad * 2 + th
        lines = self.result_lines()
        if self.state and self.state[0] is not None and lines:
            head = self.tr("Results of game {game}").format(game=self.state[0])
            hh = int(h * 0.09)
            ops.append(Op("text", QRect(pad * 2, y, w - 4 * pad, hh), pen=SOFT_TEXT, text=head, font=fitted(int(hh * 0.75), head, w - 4 * pad), flags=LEFT))
            y += hh
            lh = min(int(h * 0.085), int((y0 + h - y - h * 0.25) / max(1, len(lines))))
            fonts = [fitted(int(lh * 0.75), line, w - 6 * pad) for line in lines]
            common = min(fonts, key=lambda f: f.pixelSize())  # one size for every line
            for line in lines:
                ops.append(Op("text", QRect(pad * 3, y, w - 6 * pad, lh), pen=TEXT, text=line, font=common, flags=LEFT))
                y += lh
        pot = self.pot_text().replace("$ ", "$\u00a0")  # never "$" alone at a line's end
        ph = int(h * 0.2)
        pr = QRect(pad, y0 + h - ph - pad, w - 2 * pad, ph)
        ops.append(Op("rrect", pr, brush=PANEL_EDGE, radius=ph * 0.12))
        wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        tr_ = pr.adjusted(2 * pad, pad // 2, -2 * pad, -pad // 2)
        ops.append(Op("text", tr_, pen=GOLD, text=pot, font=fitted_box(int(ph * 0.4), pot, tr_, wrap), flags=wrap))
        return ops


class AnnouncementBar(OpsWidget):
    """A loud line over the top of the board: a ball withdrawn by the jury, the red ball."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: tuple[tuple[str, str], ...] = ()  # (kind, text)

    def set_lines(self, lines: tuple[tuple[str, str], ...]) -> bool:
        lines = tuple(lines)
        if lines == self.lines:
            return False
        self.lines = lines
        self.refresh()
        return True

    def correction_text(self, ball: int, word: str) -> str:
        return self.tr("Correction: ball {ball} was withdrawn by the jury").format(ball=label(ball, word))

    def red_text(self, message: str) -> str:
        text = self.tr("RED BALL!")
        return f"{text}  {message}" if message else text

    def texts(self) -> list[str]:
        return [t for _, t in self.lines]

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        ops: list[Op] = []
        n = max(1, len(self.lines))
        lh = h / n
        for i, (kind, text) in enumerate(self.lines):
            r = QRect(0, int(i * lh), w, int(lh))
            bg = RED if kind == "red" else AMBER
            ops.append(Op("rect", r, brush=bg))
            ops.append(Op("text", r, pen=QColor("#ffffff") if kind == "red" else QColor("#000000"), text=text, font=fitted(int(lh * 0.6), text, int(w * 0.95))))
        self.ops = ops


class RedLight(QWidget):
    """The red light (Art. 12): a pulsing red frame around the whole screen and a banner on top.

    It covers only the frame and the banner (a mask), so the board under it stays readable, and the
    pulse repaints only that region.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.level = 1.0
        self.amount = 0
        self.winners: tuple[int, ...] = ()
        self.ops: list[Op] = []
        self._banner = QRect()
        self.banner_area: QRect | None = None  # where the banner goes (the window sets it)
        self.anim = QVariantAnimation(self)
        self.anim.setDuration(1000)
        self.anim.setStartValue(0.25)
        self.anim.setKeyValueAt(0.5, 1.0)
        self.anim.setEndValue(0.25)
        self.anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        self.anim.setLoopCount(-1)
        self.anim.valueChanged.connect(self._pulse)
        self.hide()

    @property
    def active(self) -> bool:
        return self.isVisibleTo(self.parentWidget()) if self.parentWidget() else self.isVisible()

    def set_on(self, on: bool, amount: int = 0, winners: tuple[int, ...] = ()) -> None:
        changed = (amount, tuple(winners)) != (self.amount, self.winners)
        self.amount, self.winners = amount, tuple(winners)
        if on:
            if changed or not self.ops:
                self._relayout()
            if self.isHidden():
                self.show()
                self.raise_()
            if self.anim.state() != QVariantAnimation.State.Running:
                self.anim.start()
        else:
            self.anim.stop()
            self.hide()

    def set_banner_area(self, area: QRect | None) -> None:
        self.banner_area = area
        self._relayout()

    def banner_text(self) -> str:
        return self.tr("MAJOR PRIZE WON!")

    def detail_text(self) -> str:
        text = format_money(self.amount)
        if self.winners:
            text += "  ·  " + self.tr("Card(s) {cards}", None, len(self.winners)).format(cards=", ".join(str(c) for c in self.winners))
        return text

    def _pulse(self, value) -> None:
        self.level = float(value)
        self.update(self.mask() if not self.mask().isEmpty() else self.rect())

    def resizeEvent(self, event) -> None:  # noqa: N802
        self._relayout()
        super().resizeEvent(event)

    def _relayout(self) -> None:
        w, h = self.width(), self.height()
        b = max(8, int(min(w, h) * 0.025))
        bh = int(h * 0.2)
        self._banner = QRect(self.banner_area) if self.banner_area is not None else QRect(int(w * 0.1), b, int(w * 0.8), bh)
        bh = self._banner.height()
        region = QRegion(self.rect()).subtracted(QRegion(self.rect().adjusted(b, b, -b, -b))).united(QRegion(self._banner))
        self.setMask(region)
        inner = self._banner.adjusted(bh // 8, bh // 8, -bh // 8, -bh // 8)
        d = inner.height()
        title, detail = self.banner_text(), self.detail_text()
        text_w = inner.width() - 2 * d - 20
        # the amount and the cards as large as the band lets them (they were a third of the title)
        tr = QRect(inner.x() + d + 10, inner.y(), text_w, int(d * 0.56))
        dr = QRect(inner.x() + d + 10, inner.y() + int(d * 0.56), text_w, int(d * 0.44))
        self.ops = [
            Op("text", tr, pen=TEXT, text=title, font=fitted(int(d * 0.48), title, text_w)),
            Op("text", dr, pen=GOLD, text=detail, font=fitted(int(d * 0.4), detail, text_w)),
        ]
        self._lights = (QRect(inner.x(), inner.y(), d, d), QRect(inner.right() - d, inner.y(), d, d))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        red = QColor(RED)
        glow = QColor(DEEP_RED)
        mix = QColor(
            int(glow.red() + (red.red() - glow.red()) * self.level),
            int(glow.green() + (red.green() - glow.green()) * self.level),
            int(glow.blue() + (red.blue() - glow.blue()) * self.level),
        )
        p.fillRect(self.rect(), mix)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#200000"))
        p.drawRoundedRect(self._banner.adjusted(6, 6, -6, -6), 12, 12)
        for r in getattr(self, "_lights", ()):
            g = QRadialGradient(QPointF(r.center()), r.width() / 2)
            g.setColorAt(0.0, QColor(255, int(120 + 135 * self.level), int(120 + 135 * self.level)))
            g.setColorAt(0.45, mix)
            g.setColorAt(1.0, QColor(DEEP_RED))
            p.setBrush(g)
            p.drawEllipse(r)
        run_ops(p, self.ops)
        p.end()


__all__ = ["AnnouncementBar", "BreakOverlay", "ClaimOverlay", "RedLight"]
