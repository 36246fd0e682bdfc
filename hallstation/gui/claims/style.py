"""The jury panel's look, shared by its pieces: the verdict colours, the buttons with a visible
focus ring, and how a piece empties a layout it re-renders."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from hallstation.gui.fit import FitButton

OK_STYLE = "background:#e8f5e9; color:#1b5e20; border:2px solid #2e7d32;"
BAD_STYLE = "background:#ffebee; color:#b71c1c; border:2px solid #c62828;"
STEP_STYLE = "background:#fff8e1; color:#5d4037; border:2px solid #ffa000;"
DONE_STYLE = "background:#e3f2fd; color:#0d47a1; border:2px solid #1565c0;"


FOCUS_RING = "QPushButton:focus{border:3px solid #ffeb3b;outline:none;}"
PLAIN_STYLE = (
    "QPushButton{background:#eceff1;color:#111;border:1px solid #90a4ae;border-radius:6px;padding:4px 12px;}"
    "QPushButton:focus{border:3px solid #0d47a1;outline:none;}"
    "QPushButton:disabled{color:#9e9e9e;}"
)


def panel_button(text: str, colour: str | None = None, big: bool = False, enter: bool = False) -> QPushButton:
    """A panel button with a visible focus ring. ``enter``: Enter presses it when focused — only the
    reading's «Matches» and the card check; an irreversible step (stamp, award, pay, reject) is
    never pressed by Enter (autoDefault off), so Enter cannot carry the jury through two of them."""
    b = FitButton(text)  # a long text wraps onto two lines instead of widening the caller window
    b.setAutoDefault(enter)
    b.setDefault(False)
    b.setMinimumHeight(44 if big else 34)
    f = b.font()
    f.setPointSize(14 if big else 11)
    f.setBold(True)
    b.setFont(f)
    if colour:
        b.setStyleSheet(
            f"QPushButton{{background:{colour};color:white;border-radius:6px;padding:4px 12px;}}"
            + FOCUS_RING
            + "QPushButton:disabled{background:#cfd8dc;color:#f5f5f5;}"
        )
    else:
        b.setStyleSheet(PLAIN_STYLE)
    return b


def clear_layout(layout) -> None:
    """Every widget of ``layout`` hidden and deleted, never made a window of its own: a widget added
    to a shown parent has a queued show pending, and taking its parent away before that show runs
    would open it as a framed top-level window (issue 24: dozens flashed over the caller screen)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()  # explicitly hidden: the pending show does nothing
            w.deleteLater()  # still the panel's child until it is deleted
        elif item.layout() is not None:
            clear_layout(item.layout())
