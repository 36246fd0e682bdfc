"""«Award» (step 5) and, beside it, what it is about to award: every prize, card and amount in
sight (never cut to a button's width and a tooltip). Always in sight, under the card and the steps."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from hallstation.core.bingo.game import PAUSED, BingoGame, Claim
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.claims.style import panel_button
from hallstation.i18n import prize_label


def award_lines(g: BingoGame) -> list[str]:
    """What «Award» is about to award, one line per prize with each card and its amount:
    "Line: cards 3, 4 — $ 45 each, total $ 90"; "Major prize: card 1 — $ 10,427"."""
    try:
        calcs = g.compute_awards()
    except (RuleError, AssertionError):
        calcs = []
    return lines_of(calcs)


def awarded_now(g: BingoGame, claims: list[Claim]) -> list:
    """The awards given to this pause's claims (``claims``), in the order they were given."""
    won = {(p, c.card) for c in claims if c.awarded and c.open for p in g.prizes_won(c)}
    return [a for a in g.awards if any((a.prize, card) in won for card in a.cards)]


def lines_of(calcs: list) -> list[str]:
    """One line per prize with each card and its amount (``award_lines``)."""
    lines = []
    for a in calcs:
        prize, total = prize_label(a.prize), format_money(sum(a.per_card))
        if len(a.cards) == 1:
            lines.append(QCoreApplication.translate("ClaimPanel", "{prize}: card {card} — {amount}").format(prize=prize, card=a.cards[0], amount=total))
        elif len(set(a.per_card)) == 1:
            lines.append(QCoreApplication.translate("ClaimPanel", "{prize}: cards {cards} — {amount} each, total {total}").format(
                prize=prize, cards=", ".join(str(n) for n in a.cards), amount=format_money(a.per_card[0]), total=total))
        else:  # a bonus multiplies some cards' share: each card with its own amount
            cards = " · ".join(
                QCoreApplication.translate("ClaimPanel", "card {card} {amount}").format(card=n, amount=format_money(v)) for n, v in zip(a.cards, a.per_card)
            )
            lines.append(QCoreApplication.translate("ClaimPanel", "{prize}: {cards} — total {amount}").format(prize=prize, cards=cards, amount=total))
    return lines


def award_html(lines: list[str], header: str = "") -> str:
    """The award list: one prize a line, in two columns when there are more than three; ``header``
    in bold above it."""
    # an amount never breaks across lines ("$" at a line's end, "200" on the next)
    cells = [f"<td style='padding:0 14px 2px 0;'>{html.escape(line).replace('$ ', '$&nbsp;')}</td>" for line in lines]
    if len(cells) <= 3:
        rows = cells
    else:
        half = (len(cells) + 1) // 2
        rows = [cells[i] + (cells[i + half] if i + half < len(cells) else "<td></td>") for i in range(half)]
    if header and rows:  # in the first row's first cell: no line of its own
        rows[0] = rows[0].replace("'>", f"'><b>{html.escape(header)}</b> ", 1)
    return "<table cellspacing='0'>" + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"


class AwardBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.award_button = panel_button(QCoreApplication.translate("ClaimPanel", "Award"), "#1b5e20", big=True)
        # what «Award» is about to award, every prize, card and amount in sight (never cut to a
        # button's width and a tooltip): the button itself stays plain
        self.award_list = QLabel()
        self.award_list.setObjectName("awardList")
        self.award_list.setWordWrap(True)
        self.award_list.setTextFormat(Qt.TextFormat.RichText)
        alf = self.award_list.font()
        alf.setPointSize(11)
        self.award_list.setFont(alf)
        self.award_list.hide()
        row.addWidget(self.award_button, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.award_list, 1)

    def render(self, g: BingoGame | None, claims: list[Claim] | None = None) -> None:
        """``claims``: this pause's; once awarded, the list says what they were awarded (the
        caller's message bar has two lines: 18 amounts were cut after ten)."""
        paused = g is not None and g.state == PAUSED
        waiting = [x for x in g.claims.values() if x.open and not x.awarded and not g.accepted(x)] if paused else []
        ready = paused and not waiting and any(g.accepted(x) and not x.awarded for x in g.claims.values())
        self.award_button.setEnabled(bool(ready))
        self.award_button.setText(QCoreApplication.translate("ClaimPanel", "Award"))
        if ready:
            lines, header = award_lines(g), ""
        else:
            lines = lines_of(awarded_now(g, claims or [])) if paused else []
            header = QCoreApplication.translate("ClaimPanel", "Awarded:")
        self.award_list.setText(award_html(lines, header))
        self.award_list.setVisible(bool(lines))
        # awarded: the list of what was awarded takes the whole width (fewer lines, the payments'
        # room above it); «Award» comes back with the next claim to award
        self.award_button.setVisible(bool(ready) or not lines)
        self.award_button.setToolTip(
            QCoreApplication.translate("ClaimPanel", "Card {card} is not stamped yet: every claim of this ball is stamped before the award.").format(
                card=waiting[0].card)
            if waiting else ""
        )
