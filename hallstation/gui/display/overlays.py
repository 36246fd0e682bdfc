"""What the public display shows over the board: the claim check (Art. 11), the break between
games (Art. 16), the correction and red-ball announcements (Art. 2.2) and the red light (Art. 12)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRect, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient, QRegion
from PySide6.QtWidgets import QWidget

from hallstation.core.bingo.balls import label
from hallstation.core.money import format_money
from hallstation.i18n import prize_label
from hallstation.gui.display.painting import (
    AMBER,
    BG,
    DEEP_RED,
    GOLD,
    LAST_CELL,
    LAST_TEXT,
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


class ClaimOverlay(OpsWidget):
    """ "VERIFYING PRIZE" with the claimed card(s): 5×5, the drawn numbers marked (Art. 11)."""

    MAX_CARDS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.word = "BINGO"
        self.claims: tuple[ClaimCard, ...] = ()

    def set_state(self, word: str, claims: tuple[ClaimCard, ...]) -> bool:
        if (word, tuple(claims)) == (self.word, self.claims):
            return False
        self.word, self.claims = word, tuple(claims)
        self.refresh()
        return True

    def banner_text(self) -> str:
        return self.tr("VERIFYING PRIZE")

    def card_caption(self, c: ClaimCard) -> str:
        return self.tr("Series {series} · Card {card}").format(series=c.series, card=c.card)

    def card_note(self, c: ClaimCard) -> str:
        if not c.grid:
            return self.tr("Unknown card")
        if not c.valid or c.rejected:
            return self.tr("Not valid")
        done = sorted(((p, v) for p, v in c.completes.items() if not c.prizes or p in c.prizes), key=lambda kv: kv[1][0])
        return ", ".join(self.tr("{prize} at ball {ball}").format(prize=prize_label(p), ball=v[0]) for p, v in done)

    def verdict(self, c: ClaimCard) -> tuple[str, str]:
        """The jury's step shown to the public: (kind, text) — reading, stamped, rejected."""
        if not c.valid or c.rejected:
            return "bad", self.tr("REJECTED")
        if c.stamp is not None:
            return "ok", self.tr("STAMPED No. {stamp}").format(stamp=c.stamp)
        if c.read:
            return "reading", self.tr("Reading: {read} of 24").format(read=c.read)
        return "", ""

    def relayout(self) -> None:
        w, h = self.width(), self.height()
        ops: list[Op] = [Op("rect", QRect(0, 0, w, h), brush=BG)]
        banner_h = int(h * 0.15)
        banner = QRect(0, 0, w, banner_h)
        text = self.banner_text()
        ops.append(Op("rect", banner, brush=AMBER))
        ops.append(Op("text", banner, pen=QColor("#000000"), text=text, font=fitted(int(banner_h * 0.72), text, int(w * 0.94))))
        shown = self.claims[: self.MAX_CARDS]
        if shown:
            n = len(shown)
            pad = max(6, h // 40)
            area_h = h - banner_h - 2 * pad
            cap_h = int(area_h * 0.09)
            grid_side = int(min(area_h - 3 * cap_h, (w - pad * (n + 1)) / n))
            cell = grid_side / 6  # a header row of letters, then five rows
            total_w = n * grid_side + (n - 1) * pad * 3
            x0 = (w - total_w) // 2
            for k, c in enumerate(shown):
                x = int(x0 + k * (grid_side + pad * 3))
                y = banner_h + pad
                cap = self.card_caption(c)
                ops.append(Op("text", QRect(x - pad, y, grid_side + 2 * pad, cap_h), pen=TEXT, text=cap, font=fitted(int(cap_h * 0.7), cap, grid_side + 2 * pad)))
                gy = y + cap_h
                gw = int(cell * 5)
                gx = x + (grid_side - gw) // 2
                num_font = fitted(int(cell * 0.55), "75", int(cell * 0.8))
                for col in range(5):
                    r = QRect(int(gx + col * cell), gy, int(cell) - 2, int(cell) - 2)
                    colour = letter_colour(col)
                    ops.append(Op("rrect", r, brush=colour, radius=cell * 0.1))
                    ops.append(Op("text", r, pen=ink_on(colour), text=self.word[col], font=font(int(cell * 0.6))))
                for i in range(25):
                    row, col = divmod(i, 5)
                    r = QRect(int(gx + col * cell), int(gy + (row + 1) * cell), int(cell) - 2, int(cell) - 2)
                    if not c.grid:
                        ops.append(Op("rrect", r, brush=UNLIT_CELL, radius=cell * 0.1))
                        continue
                    n_ = c.grid[i]
                    marked = c.marked[i] if i < len(c.marked) else False
                    if n_ is None:
                        ops.append(Op("rrect", r, brush=LAST_CELL.darker(140), radius=cell * 0.1))
                        free = self.tr("FREE")
                        ops.append(Op("text", r, pen=LAST_TEXT, text=free, font=fitted(int(cell * 0.3), free, int(cell * 0.85))))
                    elif n_ == c.highlight:
                        # the number the seller just read: lit so the hall can follow the check
                        ring = max(3, int(cell * 0.08))
                        ops.append(Op("rrect", r.adjusted(-ring, -ring, ring, ring), brush=HIGHLIGHT_RING, radius=cell * 0.14))
                        ops.append(Op("rrect", r, brush=HIGHLIGHT_CELL, radius=cell * 0.1))
                        ops.append(Op("text", r, pen=HIGHLIGHT_TEXT, text=str(n_), font=num_font))
                    else:
                        ops.append(Op("rrect", r, brush=LAST_CELL if marked else UNLIT_CELL, radius=cell * 0.1))
                        ops.append(Op("text", r, pen=LAST_TEXT if marked else UNLIT_TEXT.lighter(170), text=str(n_), font=num_font))
                note = self.card_note(c)
                ny = int(gy + 6 * cell)
                note_h = int(cap_h * 0.9)
                ops.append(Op("text", QRect(x - pad, ny, grid_side + 2 * pad, note_h), pen=GOLD if c.valid and not c.rejected else SOFT_TEXT, text=note, font=fitted(int(cap_h * 0.6), note, grid_side + 2 * pad)))
                kind, verdict = self.verdict(c)
                if verdict:
                    vr = QRect(x, ny + note_h, grid_side, min(int(cap_h * 1.1), max(0, h - ny - note_h - pad // 2)))
                    bg = {"bad": RED, "ok": STAMP_GREEN}.get(kind, PANEL)
                    ops.append(Op("rrect", vr, brush=bg, radius=vr.height() * 0.2))
                    ops.append(Op("text", vr, pen=TEXT, text=verdict, font=fitted(int(vr.height() * 0.62), verdict, int(grid_side * 0.92))))
            if len(self.claims) > n:
                more = self.tr("+{n} more").format(n=len(self.claims) - n)
                ops.append(Op("text", QRect(w - int(w * 0.2), h - cap_h, int(w * 0.2) - pad, cap_h), pen=TEXT, text=more, font=font(int(cap_h * 0.6))))
        self.ops = ops


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

    def set_state(self, game: int | None, prizes: tuple[PrizeLine, ...], major_amount: int, major_limit: int, major_won: bool) -> bool:
        state = (game, tuple(prizes), major_amount, major_limit, major_won)
        if state == self.state:
            return False
        self.state = state
        self.refresh()
        return True

    def title_text(self) -> str:
        return self.tr("Break — the next game starts shortly")

    def result_lines(self) -> list[str]:
        if not self.state:
            return []
        out = []
        for line in self.state[1]:
            if line.awarded and line.winners:
                cards = ", ".join(str(c) for c in line.winners)
                amount = format_money(line.per_card[0]) if line.per_card else format_money(line.amount)
                if len(line.winners) == 1:
                    text = self.tr("{prize}: card {cards} — {amount}")
                else:
                    text = self.tr("{prize}: cards {cards} — {amount} each")
                out.append(text.format(prize=prize_label(line.prize), cards=cards, amount=amount))
            elif line.awarded:
                out.append(prize_label(line.prize))
        return out

    def pot_text(self) -> str:
        if not self.state:
            return ""
        return self.tr("Major prize pot: {amount} — up to ball {ball}").format(amount=format_money(self.state[2]), ball=self.state[3])

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
            lh = min(int(h * 0.085), int((y0 + h - y - h * 0.2) / max(1, len(lines))))
            fonts = [fitted(int(lh * 0.75), line, w - 6 * pad) for line in lines]
            common = min(fonts, key=lambda f: f.pixelSize())  # one size for every line
            for line in lines:
                ops.append(Op("text", QRect(pad * 3, y, w - 6 * pad, lh), pen=TEXT, text=line, font=common, flags=LEFT))
                y += lh
        pot = self.pot_text()
        ph = int(h * 0.14)
        pr = QRect(pad, y0 + h - ph - pad, w - 2 * pad, ph)
        ops.append(Op("rrect", pr, brush=PANEL, radius=ph * 0.15))
        ops.append(Op("text", pr, pen=GOLD, text=pot, font=fitted(int(ph * 0.5), pot, int(w * 0.9))))
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
            text += "  ·  " + self.tr("Card {cards}").format(cards=", ".join(str(c) for c in self.winners))
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
        tr = QRect(inner.x() + d + 10, inner.y(), text_w, int(d * 0.62))
        dr = QRect(inner.x() + d + 10, inner.y() + int(d * 0.6), text_w, int(d * 0.4))
        self.ops = [
            Op("text", tr, pen=TEXT, text=title, font=fitted(int(d * 0.5), title, text_w)),
            Op("text", dr, pen=GOLD, text=detail, font=fitted(int(d * 0.3), detail, text_w)),
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
