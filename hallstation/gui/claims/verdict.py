"""The claim's verdict (step 2): VALID / REJECTED / STAMPED / AWARDED / PAID in its colour, and for
each open prize whether the card completes it and at which ball (× bonus)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from hallstation.core.bingo.game import BingoGame, Claim
from hallstation.core.bingo.patterns import FULL_CARD, MAJOR, PATTERN_PRIZES
from hallstation.core.bingo.prizes import multiplier
from hallstation.gui.claims.style import BAD_STYLE, DONE_STYLE, OK_STYLE, STEP_STYLE
from hallstation.i18n import pattern_label, prize_label


def prize_lines(g: BingoGame, c: Claim) -> list[tuple[bool | None, str]]:
    """Per open prize: (completes?, text) — "Line: yes, at ball 6 ×4"; "Full card: no"."""
    out: list[tuple[bool | None, str]] = []
    cfg = g.config
    for p in PATTERN_PRIZES:
        name = prize_label(p)
        if p in c.completes:
            count, pattern = c.completes[p]
            if p in c.prizes:
                factor = multiplier(p, count, cfg.bonus)
                text = QCoreApplication.translate("ClaimPanel", "{prize}: YES, at ball {count}").format(prize=name, count=count)
                if factor > 1:
                    text += f" ×{factor}"
                text += f" ({pattern_label(pattern)})"
                out.append((True, text))
            elif c.open or c.reason in ("prize_awarded", "after_paid", "late"):
                why = QCoreApplication.translate("ClaimPanel", "not on the last ball") if c.reason == "late" else QCoreApplication.translate("ClaimPanel", "already awarded")
                out.append((None, QCoreApplication.translate("ClaimPanel", "{prize}: at ball {count}, but {why}").format(prize=name, count=count, why=why)))
        elif p not in g.awarded_prizes or g.award_count.get(p, -1) >= c.ball_count:
            out.append((False, QCoreApplication.translate("ClaimPanel", "{prize}: no").format(prize=name)))
    if FULL_CARD in c.prizes:
        count = c.completes[FULL_CARD][0]
        if count <= cfg.limit:
            out.append((True, QCoreApplication.translate("ClaimPanel", "{prize}: YES — full card at ball {count}, limit {limit} (red light)").format(
                prize=prize_label(MAJOR), count=count, limit=cfg.limit)))
        else:
            out.append((False, QCoreApplication.translate("ClaimPanel", "{prize}: no (full card at ball {count}, limit {limit})").format(
                prize=prize_label(MAJOR), count=count, limit=cfg.limit)))
    return out


class ClaimVerdict(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(5)
        self.verdict_label = QLabel()
        vf = self.verdict_label.font()
        vf.setPointSize(13)
        vf.setBold(True)
        self.verdict_label.setFont(vf)
        self.verdict_label.setWordWrap(True)
        box.addWidget(self.verdict_label)
        self.prizes_label = QLabel()
        pf = self.prizes_label.font()
        pf.setPointSize(11)
        self.prizes_label.setFont(pf)
        self.prizes_label.setTextFormat(Qt.TextFormat.RichText)
        self.prizes_label.setWordWrap(True)
        box.addWidget(self.prizes_label)

    def render(self, g: BingoGame, c: Claim, reason: str) -> None:
        if not c.open:
            self.verdict_label.setText(QCoreApplication.translate("ClaimPanel", "REJECTED: {reason}").format(reason=reason))
            style = BAD_STYLE
        elif g.settled(c):
            style = DONE_STYLE
            self.verdict_label.setText(QCoreApplication.translate("ClaimPanel", "PAID — claim settled"))
        elif c.awarded:
            style = OK_STYLE
            self.verdict_label.setText(QCoreApplication.translate("ClaimPanel", "AWARDED — record the payment below"))
        elif c.stamp is not None:
            style = OK_STYLE
            self.verdict_label.setText(QCoreApplication.translate("ClaimPanel", "VALID · STAMPED No. {stamp} — press Award").format(stamp=c.stamp))
        else:
            style = STEP_STYLE
            self.verdict_label.setText(QCoreApplication.translate("ClaimPanel", "VALID — the jury verifies: read, sign, stamp"))
        self.verdict_label.setStyleSheet(style + "padding:6px;border-radius:6px;")
        self.verdict_label.setProperty("kind", "bad" if not c.open else "ok")

        rows = []
        for yes, text in prize_lines(g, c):
            colour = "#1b5e20" if yes else ("#8d6e63" if yes is None else "#757575")
            mark = "✔" if yes else ("•" if yes is None else "✘")
            weight = "bold" if yes else "normal"
            rows.append(f'<div style="color:{colour};font-weight:{weight};">{mark} {text}</div>')
        self.prizes_label.setText("".join(rows))
