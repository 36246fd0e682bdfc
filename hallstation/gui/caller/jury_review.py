"""The jury's review of the central cashier's figures before the first ball (Art. 12: "el Jurado
tomará conocimiento y ratificará o rectificará los cálculos efectuados").

The window shows how each proclaimed figure was reached — the takings (cards sold × price), each
prize's share, the 15 % into the major prize pot with the casino's contribution, the house's 25 %,
the rounding residue, the sellers' trays — and the jury either **ratifies** them (each jury member
signs with their PIN, as many as the hall's setting asks, none of them the central cashier who
proclaimed the figures) or **rectifies** them (a recorded reason and a jury member's PIN send the
sales back to the central cashier, who corrects them and proclaims again; the jury then looks
again) — until the first ball, even after ratifying (the ratification is withdrawn). The card
price, the patterns and the major prize's limit are the day's plan: the window says a
rectification never changes them. The station decides every step: this window only
shows and asks, and a refused step comes back as the service's message.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.common import MESSAGE_STYLE, people_with, prize_label
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import FitLabel
from hallstation.services.views import JuryFigures, jury_figures

RATIFY_STYLE = (
    "QPushButton{background:#1b5e20;color:white;border-radius:6px;padding:8px 14px;font-weight:bold;}"
    "QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
)
RECTIFY_STYLE = (
    "QPushButton{background:#e65100;color:white;border-radius:6px;padding:8px 14px;font-weight:bold;}"
    "QPushButton:disabled{background:#b0bec5;color:#eceff1;}"
)


def _pct(bp: int) -> str:
    """Basis points as the hall writes a percentage: 200 → "2 %", 1550 → "15,5 %"."""
    whole, rest = divmod(bp, 100)
    return f"{whole} %" if not rest else f"{whole},{rest:02d}".rstrip("0") + " %"


class JuryReviewDialog(QDialog):
    """Non-modal: the caller keeps the station in sight while the jury reviews (the draw waits)."""

    def __init__(self, bridge: Any, say: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.station = bridge.station
        self.outer_say = say  # the caller window's message bar
        self.setWindowTitle(self.tr("Jury: ratify or rectify the figures (Art. 12)"))
        self.setObjectName("juryReview")
        root = QVBoxLayout(self)
        root.setSpacing(8)
        self.title_label = FitLabel(lines=1)
        f = self.title_label.font()
        f.setPointSize(14)
        f.setBold(True)
        self.title_label.setFont(f)
        root.addWidget(self.title_label)
        self.note_label = FitLabel(lines=2)
        self.note_label.setText(
            self.tr("The jury takes note of the central cashier's figures and ratifies or rectifies them. "
                    "No ball is drawn before they are ratified; until the first ball the jury may still rectify them.")
        )
        root.addWidget(self.note_label)
        # what a rectification corrects, and what it never changes (Arts. 9, 12, 13)
        self.plan_label = FitLabel(lines=2)
        self.plan_label.setObjectName("planNote")
        self.plan_label.setStyleSheet("color:#37474f;")
        self.plan_label.setText(
            self.tr("The card price, the prizes' patterns and the major prize's limit are the day's plan (Arts. 9, 13): a "
                    "rectification never changes them; it corrects the central cashier's calculation (the sales, the trays, "
                    "the takings, the shares, the pot).")
        )
        root.addWidget(self.plan_label)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("figuresTable")
        self.table.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("How it was reached"), self.tr("Amount")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # the jury reads every word of how a figure was reached (a rectification's reason too):
        # the lines wrap, each row as tall as its text, and the table scrolls
        self.table.setWordWrap(True)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        hdr = self.table.horizontalHeader()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        tf = self.table.font()
        tf.setPointSize(12)
        self.table.setFont(tf)
        hdr.sectionResized.connect(lambda *_a: self.table.resizeRowsToContents())
        root.addWidget(self.table, 1)
        self.status_label = FitLabel(lines=2)
        sf = self.status_label.font()
        sf.setPointSize(12)
        sf.setBold(True)
        self.status_label.setFont(sf)
        root.addWidget(self.status_label)
        # what happened or why a step was refused: two lines reserved, the rest elided (tooltip)
        self.message_area = FitLabel(lines=2)
        self.message_area.setObjectName("message")
        self.message_area.kind = ""
        mf = self.message_area.font()
        mf.setBold(True)
        self.message_area.setFont(mf)
        root.addWidget(self.message_area)
        buttons = QHBoxLayout()
        self.ratify_button = QPushButton(self.tr("Ratify — jury PIN…"))
        self.ratify_button.setObjectName("ratifyButton")
        self.ratify_button.setStyleSheet(RATIFY_STYLE)
        self.rectify_button = QPushButton(self.tr("Rectify — reason and jury PIN…"))
        self.rectify_button.setObjectName("rectifyButton")
        self.rectify_button.setStyleSheet(RECTIFY_STYLE)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("closeButton")
        for b in (self.ratify_button, self.rectify_button, self.close_button):
            b.setAutoDefault(False)
            b.setMinimumHeight(40)
        buttons.addWidget(self.ratify_button)
        buttons.addWidget(self.rectify_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        root.addLayout(buttons)
        self.say("")  # the message line keeps its place, empty
        self.ratify_button.clicked.connect(self.ratify)
        self.rectify_button.clicked.connect(self.rectify)
        self.close_button.clicked.connect(self.close)
        bridge.changed.connect(self._on_changed)
        self.resize(960, 620)
        self._fit_screen()
        self.render()

    # ------------------------------------------------------------ helpers
    def _fit_screen(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        avail = screen.availableGeometry()
        self.resize(min(self.width(), avail.width() - 40), min(self.height(), avail.height() - 60))

    def say(self, text: str, kind: str = "info") -> None:
        m = self.message_area
        m.kind = kind
        m.setProperty("kind", kind)
        style = MESSAGE_STYLE.get(kind, MESSAGE_STYLE["info"]) if text else "background:transparent;border:1px solid transparent;"
        m.setStyleSheet(style + "padding:3px 6px;border-radius:4px;")
        m.setText(text)
        if self.outer_say is not None and kind in ("ok", "error"):
            self.outer_say(text, kind)

    def _refused(self, err: RuleError) -> None:
        from hallstation import i18n

        self.say(i18n.message(err), "error")

    def _full(self, name: str) -> str:
        u = self.station.state.users.get(name)
        return u.full_name if u is not None and u.full_name and u.full_name != name else name

    def figures(self) -> JuryFigures | None:
        g = self.station.current_game
        if g is None or g.dividends is None:
            return None
        return jury_figures(self.station, g.number)

    # ------------------------------------------------------------ render
    def _on_changed(self, _events: Any = None) -> None:
        if self.isVisible():
            self.render()

    def rows(self, f: JuryFigures) -> list[tuple[str, str, str, str]]:
        """(kind, figure, how it was reached, amount) for every line the jury checks."""
        money = format_money
        unit = money(f.unit)
        out = [
            ("takings", self.tr("Takings"), self.tr("{sold} cards sold × {price} per card").format(sold=f.sold, price=money(f.price)), money(f.takings))
        ]
        for s in f.shares:
            how = self.tr("{pct} of the takings").format(pct=_pct(s.share_bp))
            if s.exact != s.amount:
                how += " " + self.tr("({exact}, rounded down to {unit})").format(exact=money(s.exact), unit=unit)
            if s.promo_pct:
                how += " · " + self.tr("+{pct} % promotion: {bonus}, the house's (Art. 8.3)").format(pct=s.promo_pct, bonus=money(s.promo))
            out.append(("prize", prize_label(s.prize), how, money(s.amount)))
        out.append(("pot", self.tr("Into the major prize pot"), self.tr("{pct} of the takings, before the draw (Art. 12)").format(pct=_pct(f.pot_bp)), money(f.pot_contribution)))
        out.append(("house", self.tr("House share"), self.tr("{pct} of the takings").format(pct=_pct(f.house_bp)), money(f.house_share)))
        out.append(("residue", self.tr("Rounding residue (the house's)"), self.tr("takings − prizes − pot − house share"), money(f.residue)))
        out.append(
            ("pot_before", self.tr("Pot before this game"), self.tr("of which the casino's contribution: {casino} (Art. 7 f)").format(casino=money(f.casino)), money(f.pot_before))
        )
        out.append(
            ("pot_after", self.tr("New pot proclaimed (major prize)"), self.tr("{before} + {contribution}").format(before=money(f.pot_before), contribution=money(f.pot_contribution)), money(f.pot_after))
        )
        for seller, sold, expected, received in f.trays:
            how = self.tr("{n} cards × {price} = {expected}; received {received}").format(n=sold, price=money(f.price), expected=money(expected), received=money(received))
            out.append(("tray", self.tr("Tray of {name}").format(name=self._full(seller)), how, money(received)))
        if f.trays and f.direct:
            out.append(("desk", self.tr("Sold at the desk"), self.tr("{n} cards in no seller's tray").format(n=f.direct), money(f.direct * f.price)))
        for r in f.rectifications:
            how = self.tr("by {name}: {reason}").format(name=self._full(r["jury"]), reason=r["reason"])
            out.append(("rectified", self.tr("Rectified (proclamation {n})").format(n=r["proclamation"]), how, money(r["dividends"]["takings"])))
        return out

    def render(self) -> None:
        g = self.station.current_game
        f = self.figures()
        if f is None:
            self.table.setRowCount(0)
            if g is not None and g.rectifications and g.state == "selling":
                last = g.rectifications[-1]
                self.title_label.setText(self.tr("Game {game}: figures rectified, back with the central cashier").format(game=g.number))
                self.status_label.setText(
                    self.tr("Rectified by {name}: {reason}. The central cashier corrects the sales and proclaims again; then the jury looks again.").format(
                        name=self._full(last["jury"]), reason=last["reason"])
                )
            else:
                self.title_label.setText(self.tr("No figures proclaimed to review"))
                self.status_label.setText(self.tr("The central cashier proclaims the figures when the sales close."))
            self.ratify_button.setEnabled(False)
            self.rectify_button.setEnabled(False)
            return
        by = self._full(f.proclaimed_by) if f.proclaimed_by else "—"
        self.title_label.setText(
            self.tr("Game {game}: the central cashier's figures (proclamation {n}, by {name})").format(game=f.game, n=f.proclamation, name=by)
        )
        rows = self.rows(f)
        t = self.table
        t.setRowCount(len(rows))
        bold = QFont(t.font())
        bold.setBold(True)
        for r, (kind, name, how, amount) in enumerate(rows):
            for c, text in enumerate((name, how, amount)):
                item = t.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    t.setItem(r, c, item)
                item.setText(text)
                item.setToolTip(text)  # a cell too narrow for its text elides it
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setFont(bold if kind in ("takings", "pot_after") or c == 2 else t.font())
                item.setForeground(QBrush(QColor("#bf360c")) if kind == "rectified" else QBrush())
        t.resizeRowsToContents()
        waiting = g is not None and g.waiting_for_jury
        if waiting:
            have = len(f.signatures)
            names = ", ".join(self._full(n) for n in f.signatures) or "—"
            self.status_label.setText(
                self.tr("Waiting for the jury: {have} of %n signature(s) to ratify ({names}).", None, max(1, f.need)).format(have=have, names=names)
            )
        elif g is not None and g.ratification is not None and g.rectifiable:
            names = ", ".join(self._full(n) for n in g.ratification["signatures"]) or g.ratification.get("by", "")
            self.status_label.setText(
                self.tr("Ratified by {names}: the draw may start. Until the first ball the jury may still rectify "
                        "(the ratification is then withdrawn).").format(names=names)
            )
        elif g is not None and g.ratification is not None:
            names = ", ".join(self._full(n) for n in g.ratification["signatures"]) or g.ratification.get("by", "")
            self.status_label.setText(self.tr("Ratified by {names}: the draw may start.").format(names=names))
        else:
            self.status_label.setText(self.tr("The figures stand for the draw."))
        self.ratify_button.setEnabled(waiting)
        self.rectify_button.setEnabled(g is not None and g.rectifiable)

    # ------------------------------------------------------------ the jury's steps
    def ratify(self) -> bool:
        """Ask each missing jury member's PIN in turn until the figures are ratified."""
        g = self.station.current_game
        if g is None or not g.waiting_for_jury:
            return False
        if g.ratify_need == 0:  # a game without a jury procedure
            try:
                self.station.ratify()
            except RuleError as err:
                self._refused(err)
                return False
            return self._ratified(g)
        need = g.ratify_need
        while g.waiting_for_jury:
            k = len(g.ratify_signatures) + 1
            before = len(g.ratify_signatures)
            try:
                # the signature is recorded from the PIN dialog: a wrong PIN keeps it open to retry
                cred = DialogService.credentials(
                    self,
                    self.tr("Ratification: jury signature {k} of {need}").format(k=k, need=need),
                    self.tr("Jury member {k} of {need} ratifies the figures of game {game}").format(k=k, need=need, game=g.number),
                    # the jury checks someone else's work: whoever proclaimed the figures does not sign
                    [n for n in people_with(self.station, "jury") if n not in g.ratify_signatures and n not in g.proclaimers],
                    check=lambda name, pin: self.station.ratify(name, pin, game=g.number),
                )
            except RuleError as err:
                self._refused(err)
                return False
            if cred is None or (len(g.ratify_signatures) == before and g.waiting_for_jury):
                self.say(self.tr("Ratification not finished: {have} of {need} signatures.").format(have=len(g.ratify_signatures), need=need), "info")
                return False
        return self._ratified(g)

    def _ratified(self, g: Any) -> bool:
        sigs = g.ratification["signatures"] if g.ratification else []
        names = ", ".join(self._full(n) for n in sigs) or (g.ratification or {}).get("by", "")
        self.say(self.tr("Game {game}: figures ratified by {names}. Ready for the first ball.").format(game=g.number, names=names), "ok")
        self.render()
        self.close()
        return True

    def rectify(self) -> bool:
        """A recorded reason and a jury member's PIN send the figures back to the central cashier."""
        g = self.station.current_game
        if g is None or not g.rectifiable:
            return False
        title = self.tr("Rectify the figures")
        if not g.waiting_for_jury:  # ratified, before the first ball: the ratification is withdrawn
            title = self.tr("Withdraw the ratification and rectify the figures")
        reason = DialogService.text(
            self, title, self.tr("What must the central cashier correct? (e.g. a card sold or returned by mistake, a seller's tray)"), ""
        )
        if reason is None or not reason.strip():
            self.say(self.tr("Rectification cancelled: the figures wait for the jury."), "info")
            return False
        done: dict[str, bool] = {}

        def record(name: str, pin: str) -> None:
            self.station.rectify(name, pin, reason, game=g.number)
            done["ok"] = True

        try:
            cred = DialogService.credentials(
                self,
                title,
                self.tr("A jury member records the rectification of game {game}").format(game=g.number),
                [n for n in people_with(self.station, "jury") if n not in g.proclaimers],
                check=record,
            )
        except RuleError as err:
            self._refused(err)
            return False
        if cred is None or not done:
            self.say(self.tr("Rectification cancelled: the figures wait for the jury."), "info")
            return False
        self.say(
            self.tr("Game {game}: figures rectified by {name} ({reason}). The central cashier corrects the sales and closes them again.").format(
                game=g.number, name=self._full(cred[0]), reason=reason.strip()),
            "ok",
        )
        self.render()
        self.close()  # the figures are the central cashier's again; the jury looks at the new ones
        return True

    def closeEvent(self, event) -> None:  # noqa: N802
        try:
            self.bridge.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)
