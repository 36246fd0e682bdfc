"""The public jackpot sign: the meter (large, ticking up when COIN IN raises it), the jackpot pay
table (Art. 17), and an unmistakable celebration when a jackpot is paid, until GAME OVER resets it.

``JackpotSign(poker_bridge, parent=None)`` is a plain QWidget that paints itself to any size, so
the bingo public display can embed it; ``JackpotSignWindow`` gives it a screen of its own (full
screen on a chosen screen, or a normal window).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from hallstation.core.money import format_money
from hallstation.gui.poker.names import hand_name

GOLD = QColor("#ffc83d")
DEEP = QColor("#07122b")
NAVY = QColor("#10275a")
WHITE = QColor("#ffffff")
RED = QColor("#c4001a")
FLASH_MS = 350
TICK_MS = 1800


class JackpotSign(QWidget):
    """The sign for one table. ``poker_bridge`` has ``changed`` and ``view()`` (PokerBridge)."""

    def __init__(self, poker_bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = poker_bridge
        self.setMinimumSize(320, 180)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        v = poker_bridge.view()
        self._shown = float(v.meter_cents)
        self._target = v.meter_cents
        self._phase = False
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(TICK_MS)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._on_tick)
        self._flash = QTimer(self)
        self._flash.setInterval(FLASH_MS)
        self._flash.timeout.connect(self._on_flash)
        self.table_px: list[int] = []  # the pay table's font sizes at the last paint (tests read them)
        poker_bridge.changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------ state
    def displayed_meter_cents(self) -> int:
        """What the sign shows now (ticks towards the meter after COIN IN)."""
        return int(self._shown)

    def is_celebrating(self) -> bool:
        return self.bridge.view().celebrating

    def refresh(self, *_: object) -> None:
        v = self.bridge.view()
        if v.meter_cents != self._target:
            self._target = v.meter_cents
            if v.meter_cents > self._shown and not v.celebrating:
                self._anim.stop()
                self._anim.setStartValue(float(self._shown))
                self._anim.setEndValue(float(v.meter_cents))
                self._anim.start()
            else:  # the meter going down (a royal, a straight flush, a void): no ticking down
                self._anim.stop()
                self._shown = float(v.meter_cents)
        if v.celebrating and not self._flash.isActive():
            self._phase = True
            self._flash.start()
        elif not v.celebrating and self._flash.isActive():
            self._flash.stop()
        self.update()

    def finish_ticking(self) -> None:
        """Jump to the end of the tick animation (screenshots and tests)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        self._shown = float(self._target)
        self.update()

    def _on_tick(self, value: object) -> None:
        self._shown = float(value)  # type: ignore[arg-type]
        self.update()

    def _on_flash(self) -> None:
        self._phase = not self._phase
        self.update()

    # ------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:  # noqa: N802
        v = self.bridge.view()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        r = QRectF(self.rect())
        if v.celebrating:
            self._paint_celebration(p, r, v)
        else:
            self._paint_meter(p, r, v)
        p.end()

    @staticmethod
    def _fit(p: QPainter, text: str, box: QRectF, max_px: float, bold: bool = True) -> QFont:
        font = QFont()
        font.setBold(bold)
        size = max(8.0, max_px)
        font.setPixelSize(int(size))
        while size > 8:
            w = QFontMetricsF(font).horizontalAdvance(text)
            if w <= box.width():
                break
            size *= max(0.5, min(0.95, box.width() / w))
            font.setPixelSize(int(size))
        p.setFont(font)
        return font

    def _text(self, p: QPainter, box: QRectF, text: str, colour: QColor, max_px: float,
              align=Qt.AlignmentFlag.AlignCenter, bold: bool = True) -> QFont:
        font = self._fit(p, text, box, max_px, bold)
        p.setPen(colour)
        p.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter), text)
        return font

    def _paint_meter(self, p: QPainter, r: QRectF, v) -> None:
        w, h = r.width(), r.height()
        g = QLinearGradient(0, 0, 0, h)
        g.setColorAt(0, NAVY)
        g.setColorAt(1, DEEP)
        p.fillRect(r, g)
        m = min(w, h) * 0.025
        p.setPen(QPen(GOLD, max(2.0, m * 0.35)))
        p.drawRoundedRect(r.adjusted(m, m, -m, -m), m * 2, m * 2)
        inner = r.adjusted(m * 3, m * 2, -m * 3, -m * 2)
        iw, ih = inner.width(), inner.height()
        footer_h = ih * 0.07 if v.last_hits else 0.0
        wide = w > h * 2.2  # a low strip (e.g. a corner of the bingo board): meter left, table right
        if wide:
            head = QRectF(inner.left(), inner.top(), iw * 0.39, ih - footer_h)
            table = QRectF(inner.left() + iw * 0.41, inner.top(), iw * 0.59, ih - footer_h)
        else:
            head = QRectF(inner.left(), inner.top(), iw, ih * 0.40)
            table = QRectF(inner.left() + iw * 0.04, head.bottom() + ih * 0.02, iw * 0.92, ih * 0.58 - footer_h)
        hw, hh = head.width(), head.height()
        top = QRectF(head.left(), head.top(), hw, hh * 0.24)
        self._text(p, top, self.tr("PROGRESSIVE JACKPOT"), GOLD, hh * 0.2)
        sub = QRectF(head.left(), top.bottom(), hw, hh * 0.14)
        self._text(p, sub, self.tr("Caribbean poker · table {table}").format(table=v.table), WHITE,
                   hh * 0.11, bold=False)
        meter_box = QRectF(head.left(), sub.bottom(), hw, hh * 0.62)
        self._text(p, meter_box, format_money(self.displayed_meter_cents()), GOLD, hh * 0.58)
        # the pay table (Art. 17): one row per hand, as tall as the room allows
        rows = v.pay_table
        row_h = table.height() / max(1, len(rows))
        self.table_px: list[int] = []
        for i, line in enumerate(rows):
            box = QRectF(table.left(), table.top() + i * row_h, table.width(), row_h)
            if i % 2 == 0:
                p.fillRect(box.adjusted(-iw * 0.01, row_h * 0.04, iw * 0.01, -row_h * 0.04),
                           QColor(255, 255, 255, 22))
            left = QRectF(box.left(), box.top(), box.width() * 0.52, box.height())
            right = QRectF(box.left() + box.width() * 0.52, box.top(), box.width() * 0.48, box.height())
            f = self._text(p, left, hand_name(line.hand_class).upper(), WHITE, row_h * 0.66,
                           Qt.AlignmentFlag.AlignLeft)
            self.table_px.append(f.pixelSize())
            if line.share_bp is not None:
                pct = line.share_bp / 100
                value = self.tr("{pct} % of the jackpot").format(pct=f"{pct:g}")
            else:
                value = format_money(line.amount_cents)
            f = self._text(p, right, value, GOLD, row_h * 0.66, Qt.AlignmentFlag.AlignRight)
            self.table_px.append(f.pixelSize())
        if v.last_hits:
            hit = v.last_hits[0]
            box = QRectF(inner.left(), inner.bottom() - footer_h, iw, footer_h)
            text = self.tr("Last jackpot: round {round}, seat {seat}, {hand}, {amount}").format(
                round=hit.round, seat=hit.seat, hand=hand_name(hit.hand_class),
                amount=format_money(hit.amount_cents),
            )
            self._text(p, box, text, WHITE, footer_h * 0.6, bold=False)

    def _paint_celebration(self, p: QPainter, r: QRectF, v) -> None:
        w, h = r.width(), r.height()
        bg, fg, accent = (RED, GOLD, WHITE) if self._phase else (GOLD, RED, DEEP)
        p.fillRect(r, bg)
        m = min(w, h) * 0.03
        p.setPen(QPen(fg, m * 0.6))
        p.drawRect(r.adjusted(m, m, -m, -m))
        inner = r.adjusted(m * 2.5, m * 2, -m * 2.5, -m * 2)
        iw, ih = inner.width(), inner.height()
        title = QRectF(inner.left(), inner.top(), iw, ih * 0.42)
        self._text(p, title, self.tr("JACKPOT WON!"), fg, ih * 0.38)
        hits = v.hits
        foot_h = ih * 0.08
        area_top, area_bottom = title.bottom() + ih * 0.02, inner.bottom() - foot_h
        row_h = min(ih * 0.2, (area_bottom - area_top) / max(1, len(hits)))
        box_top = area_top + (area_bottom - area_top - row_h * len(hits)) / 2
        foot = QRectF(inner.left(), inner.bottom() - foot_h, iw, foot_h)
        self._text(p, foot, self.tr("Caribbean poker · table {table} · round {round}").format(
            table=v.table, round=v.round), accent, foot_h * 0.6, bold=False)
        for i, hit in enumerate(hits):
            box = QRectF(inner.left(), box_top + i * row_h, iw, row_h)
            text = self.tr("Seat {seat} · {hand} · {amount}").format(
                seat=hit.seat, hand=hand_name(hit.hand_class).upper(), amount=format_money(hit.amount_cents)
            )
            self._text(p, box, text, accent, row_h * 0.7)


def sign_screen(screens: Sequence, console_screen) -> object | None:
    """The screen for the sign: the first one that is not the console's; None when there is only
    one (the sign then opens as a normal window)."""
    for s in screens:
        if s is not console_screen:
            return s
    return None


class JackpotSignWindow(QWidget):
    """The sign in a window of its own: full screen on ``screen``, or a normal window."""

    def __init__(self, poker_bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Jackpot — table {table}").format(table=poker_bridge.view().table))
        self.sign = JackpotSign(poker_bridge, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.sign)
        from hallstation.gui.link import LinkCorner

        self.link_corner = LinkCorner(poker_bridge, self)  # a lost link: a small line, never a dialog
        from hallstation.gui.link import demo_mark

        self.demo_mark = demo_mark(self, poker_bridge)  # a demo's sign says "DEMOSTRACIÓN"
        self._screen = None
        app = QApplication.instance()
        if app is not None:
            app.screenRemoved.connect(self._on_screen_removed)  # type: ignore[attr-defined]

    def show_on(self, screen=None) -> None:
        """Full screen on ``screen``; a normal 960×540 window when ``screen`` is None."""
        self._screen = screen
        if screen is None:
            self.showNormal()
            self.resize(960, 540)
            return
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()

    def _on_screen_removed(self, screen) -> None:
        if screen is self._screen:
            self.show_on(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11) and self.isFullScreen():
            self.show_on(None)
            return
        super().keyPressEvent(event)
