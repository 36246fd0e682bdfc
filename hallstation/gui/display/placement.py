"""Where each public display goes (Art. 2.3): a pure function over plain data, no Qt.

Inputs are the screen names saved for displays 1–3 (screens are remembered by NAME, because the
order and the geometry of screens change when a cable is replugged), the screens present now, the
screen of the caller's window and how many displays the hall wants. The output gives each display
either a screen name (the display goes full screen there) or ``WINDOW`` (an ordinary window beside
the caller window).

Rules, in order:

1. With a single screen (or none) every display is a window: a full-screen board would cover the
   caller's controls.
2. A display keeps its saved screen when that screen is present, is not already taken by an earlier
   display, and is not the caller's screen. (A full-screen display over the caller window would hide
   the draw controls in the middle of a game, so the caller's screen is never used, even if saved.)
3. The other displays take the remaining screens that are not the caller's, in the order given.
4. Never two displays on one screen: a display left without a free screen opens as a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

WINDOW = "window"
MAX_DISPLAYS = 3


@dataclass(frozen=True)
class ScreenInfo:
    """What placement needs to know about a screen (tests build these by hand)."""

    name: str
    geometry: tuple[int, int, int, int] = (0, 0, 1920, 1080)  # x, y, width, height
    primary: bool = False


def clamp_count(count: int) -> int:
    try:
        n = int(count)
    except (TypeError, ValueError):
        n = 1
    return max(1, min(MAX_DISPLAYS, n))


def caller_screen_default(screens: Sequence[ScreenInfo]) -> str | None:
    """When the caller window's screen is not known yet, assume it is the primary screen."""
    for s in screens:
        if s.primary:
            return s.name
    return screens[0].name if screens else None


def place_displays(
    saved: Sequence[str | None],
    screens: Sequence[ScreenInfo],
    caller: str | None,
    count: int,
) -> list[str]:
    """One entry per display: a screen name, or ``WINDOW``."""
    n = clamp_count(count)
    names = [s.name for s in screens]
    if len(set(names)) <= 1:
        return [WINDOW] * n
    saved = list(saved or [])[:n] + [None] * max(0, n - len(saved or []))
    usable = [nm for nm in dict.fromkeys(names) if nm != caller]
    taken: set[str] = set()
    out: list[str | None] = [None] * n
    for i, want in enumerate(saved):
        if want and want in usable and want not in taken:
            out[i] = want
            taken.add(want)
    free = [nm for nm in usable if nm not in taken]
    for i in range(n):
        if out[i] is None:
            out[i] = free.pop(0) if free else WINDOW
    return [o or WINDOW for o in out]


Rect = tuple[int, int, int, int]  # x, y, width, height
CORNER_WIDTH = 320  # a windowed display with no preview area to sit on: small, in the corner


def window_geometry(available: Rect, preview: Rect | None, index: int, count: int = 1) -> Rect:
    """Where a windowed display goes on the caller's own screen (a single monitor), so that it never
    covers one of the caller's controls: exactly over the caller window's preview of the public
    screens (which shows the same picture), the previews side by side when there are several; when
    that area is not known (or not on this screen), a small 16:9 window in the bottom-right corner
    of the screen's available area, each further display stepped to the left."""
    n = max(1, count)
    ax, ay, aw, ah = available
    if preview is not None:
        px, py, pw, ph = preview
        inside = ax <= px and ay <= py and px + pw <= ax + aw and py + ph <= ay + ah
        if inside and pw >= n * 16 and ph >= 9:
            w = pw // n
            return (px + index * w, py, w, ph)
    w = min(CORNER_WIDTH, max(16, aw // (2 * n)))
    h = w * 9 // 16
    return (ax + aw - (index + 1) * w, ay + ah - h, w, h)
