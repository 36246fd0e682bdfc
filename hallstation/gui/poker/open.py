"""The dealer's console opened on a station already running (the caller window's Hall menu), with
its jackpot sign; ``hallstation poker console`` builds its own station and calls the same widgets."""

from __future__ import annotations

from typing import Any


def open_console_on(station: Any, table: int = 1, displays: Any = None) -> Any:
    """The dealer console on a station already open (the caller window's Hall menu); the dealer
    signs in. With ``displays`` (the bingo's DisplayManager) the jackpot sign shares the public
    displays; without, it gets a screen of its own (or a window)."""
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.poker.bridge import PokerBridge
    from hallstation.gui.poker.console import PokerConsole
    from hallstation.gui.poker.sign import JackpotSignWindow, sign_screen
    from hallstation.services.poker import PokerTable

    bridge = PokerBridge(PokerTable(station, table))
    console = PokerConsole(bridge)
    console.show()
    if displays is not None:
        displays.share_jackpot(bridge)
        console.destroyed.connect(lambda *_: displays.share_jackpot(None))
    else:
        sign = JackpotSignWindow(bridge)
        console.sign_window = sign  # kept alive with the console
        sign.show_on(sign_screen(QApplication.instance().screens(), console.screen()))
    console.raise_()
    console.sign_in()
    return console
