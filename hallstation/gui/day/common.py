"""Small pieces shared by the day's records, the cashier's desk and the day report: the message
area (a refusal is shown, never a crash), role and prize names in the language, money typed by an
operator (never a float), and who may sign what."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from hallstation.core.bingo.prizes import PRIZE_NAMES
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError

ROLE_NAMES = {
    "jury": QT_TRANSLATE_NOOP("Role", "jury member"),
    "manager": QT_TRANSLATE_NOOP("Role", "game manager"),
    "admin": QT_TRANSLATE_NOOP("Role", "administrator"),
    "seller": QT_TRANSLATE_NOOP("Role", "seller"),
    "cashier": QT_TRANSLATE_NOOP("Role", "cashier"),
    "central_cashier": QT_TRANSLATE_NOOP("Role", "central cashier"),
    "caller": QT_TRANSLATE_NOOP("Role", "caller"),
}

MESSAGE_STYLE = {
    "error": "background:#ffebee; color:#b71c1c; border:2px solid #c62828;",
    "ok": "background:#e8f5e9; color:#1b5e20; border:1px solid #2e7d32;",
    "info": "background:#e3f2fd; color:#0d47a1; border:1px solid #1565c0;",
}


def role_label(role: str) -> str:
    return QCoreApplication.translate("Role", ROLE_NAMES.get(role, role))


def prize_label(prize: str) -> str:
    return QCoreApplication.translate("Prize", PRIZE_NAMES.get(prize, prize))


def people_with(station: Any, *roles: str) -> list[str]:
    """Names of the unlocked people holding any of ``roles`` (for the PIN dialogs)."""
    return sorted(u.name for u in station.state.users.values() if set(roles) & set(u.roles) and not u.locked)


def full_name(station: Any, name: str) -> str:
    u = station.state.users.get(name)
    return u.full_name if u is not None and u.full_name else name


def parse_money(text: str) -> int:
    """What the cashier typed, in pesos (``1.234,50``, ``1234.5``, ``$ 800``) → integer cents."""
    t = (text or "").replace("$", "").replace(" ", "").strip()
    if not t:
        raise RuleError("Type the money received, for example 45000 or 45.000,50")
    neg = t.startswith("-")
    t = t.lstrip("-+")
    if "," in t:  # Spanish: '.' groups thousands, ',' the cents
        whole, _, frac = t.replace(".", "").partition(",")
    elif t.count(".") == 1 and len(t.split(".")[1]) in (1, 2):
        whole, _, frac = t.partition(".")
    else:
        whole, frac = t.replace(".", ""), ""
    if not whole:
        whole = "0"
    if not whole.isdigit() or (frac and (not frac.isdigit() or len(frac) > 2)):
        raise RuleError("'{text}' is not an amount of money: write it like 45000 or 45.000,50", text=text)
    return (-1 if neg else 1) * (int(whole) * 100 + int((frac + "00")[:2]))


class MessageArea(QLabel):
    """What happened or why a step was refused (in the operator's language, never blocking)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        f = self.font()
        f.setPointSize(12)
        f.setBold(True)
        self.setFont(f)
        self.kind = ""
        self.setVisible(False)

    def say(self, text: str, kind: str = "info") -> None:
        self.kind = kind
        self.setText(text)
        self.setStyleSheet(MESSAGE_STYLE.get(kind, MESSAGE_STYLE["info"]) + "padding:6px;border-radius:4px;")
        self.setVisible(bool(text))


def ranges_text(numbers: Any) -> str:
    """``{1, 2, 3, 7}`` → ``1-3, 7``."""
    nums = sorted(numbers)
    out: list[str] = []
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}")
        i = j + 1
    return ", ".join(out)
