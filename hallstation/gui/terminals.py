"""The hall's terminals besides the caller station (issue 13 §2), each on the hall's log — the SQLite
file of one PC's folder, or the hall's PostgreSQL server (``--store``, $HALLSTATION_STORE or the
folder's hall-server.conf):

- ``hallstation display``: a public-display terminal, for a PC driving screens elsewhere in the
  room. Only the hall's public screens, one full screen on each screen of this PC (at most 3), read
  only — on a server through the display account, which can only read; on a folder, the log opened
  read-only. No window to operate, no dialog ever: when the link is lost a small "sin conexión"
  in a corner, the last state kept, caught up by itself.
- ``hallstation cashier``: a cashier desk. One window: the desk (the game, the sales, the sellers'
  trays, the money check, the close of the sales) and the prize payments; never the draw.

Both close on Ctrl+C or SIGTERM as the caller station does (everything is in the log already).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QTabWidget, QVBoxLayout, QWidget

from hallstation.gui.cashier.payments import PaymentsPanel
from hallstation.gui.cashier.window import CashierWindow
from hallstation.gui.claims.payment import PayDesk, PayDeskIndicator
from hallstation.gui.display.manager import DisplayManager
from hallstation.gui.display.placement import WINDOW, clamp_count
from hallstation.gui.link import replace_content
from hallstation.gui.terminal_stop import TerminalStop


# ---------------------------------------------------------------- the display terminal
class TerminalDisplays(DisplayManager):
    """A display terminal's public displays: one on each screen of this PC (at most 3), each full
    screen — there is no caller window to keep in sight, so a PC with one screen shows one board on
    it, full screen too."""

    @property
    def count(self) -> int:
        return clamp_count(len(self.screens()) or 1)

    def plan(self) -> list[str]:
        names = list(dict.fromkeys(s.name for s in self.screens()))
        return [names[i] if i < len(names) else WINDOW for i in range(self.count)]


class LiveFile(QObject):
    """A display terminal on a hall's folder opened while no station was writing it: SQLite opened
    the file as a closed one (immutable), which never shows another's commit. Once a station writes
    it (its -wal appears) the log is opened again, read only, and followed from where it was."""

    INTERVAL_MS = 1000

    def __init__(self, station: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self.timer = QTimer(self)
        self.timer.setInterval(self.INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    @property
    def wal(self) -> Path:
        path = Path(self.station.store.path)
        return path.with_name(path.name + "-wal")

    def check(self) -> bool:
        """True once the log was opened again to follow a station writing it."""
        if not self.wal.exists():
            return False
        from hallstation.store.location import open_hall

        old = self.station.store
        # the folder's own file again (store=False), read only; the folder was checked at the start
        self.station.store = open_hall(Path(old.path).parent, False, read_only=True, check_folder=False)
        old.close()
        self.timer.stop()
        self.station.refresh()
        return True


@dataclass
class DisplayTerminal:
    station: Any
    bridge: Any
    local: Any
    displays: TerminalDisplays
    live: LiveFile | None = None
    closed: bool = field(default=False)

    def show(self) -> None:
        self.displays.start()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.live is not None:
            self.live.timer.stop()
        self.displays.close_all()
        self.bridge.detach()
        self.station.close()


def build_display_terminal(data_dir: Path, store: str | None = None, lang: str | None = None) -> DisplayTerminal:
    """The public displays of ``data_dir``'s hall, read only (not shown yet: ``show()``)."""
    from hallstation.gui.qapp import apply_language, ensure_qapp
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.local_settings import LocalSettings
    from hallstation.services.station import Station
    from hallstation.store.eventlog import DB_NAME
    from hallstation.store.location import where

    ensure_qapp(lang)
    data_dir = Path(data_dir)
    # the folder checked for reading, where the hall lives; a folder whose hall went onto the
    # server shows nothing of its old log
    url = where(data_dir, store, refuse_moved=True)
    closed_file = url is None and not (data_dir / (DB_NAME + "-wal")).exists()
    station = Station(data_dir, store=url, read_only=True)
    apply_language(lang or station.settings["language"])
    bridge = StationBridge(station)
    local = LocalSettings(data_dir)  # read only: the terminal never writes it
    displays = TerminalDisplays(bridge, local)
    live = LiveFile(station, bridge) if closed_file else None
    return DisplayTerminal(station, bridge, local, displays, live)


# ---------------------------------------------------------------- the cashier desk
class CashierDesk(CashierWindow):
    """A cashier desk terminal's window: the desk (``CashierWindow``: the game, the sales, the
    trays, the money check, the close of the sales) and, in a tab of their own, the prize payments;
    the pay desk's cashier in the status bar. Nothing of the draw."""

    def __init__(self, bridge: Any, parent: QWidget | None = None, sign_in: bool = True) -> None:
        super().__init__(bridge, parent, sign_in=False)
        self.setWindowTitle(self.tr("HallStation — Cashier desk"))
        where = getattr(self.station.store, "location", "")
        if self.station.store.networked:
            self.setWindowTitle(self.windowTitle() + " — " + where)
        # the desk's messages above both tabs (a payment's refusal is said where the desk says all)
        holder = self.message_area.parentWidget()
        holder.layout().removeWidget(self.message_area)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.message_area)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("deskTabs")
        lay.addWidget(self.tabs, 1)
        desk = replace_content(self, body)
        self.tabs.addTab(desk, self.tr("Sales, trays and money"))
        self.pay_desk = PayDesk(self.station, self)
        self.payments = PaymentsPanel(bridge, self.pay_desk, self.say)
        self.tabs.addTab(self.payments, "")
        self.pay_desk_indicator = PayDeskIndicator(self.pay_desk, self.say)
        self.statusBar().addPermanentWidget(self.pay_desk_indicator, 1)
        bridge.changed.connect(self._render_tabs)
        self._render_tabs()
        if sign_in:
            self.sign_in()

    def sign_in(self) -> bool:
        """The operator's PIN; a cashier works the pay desk too (issue 24: the desk asked the
        cashier's PIN and then said nobody was at the pay desk)."""
        ok = super().sign_in()
        pay_desk = getattr(self, "pay_desk", None)
        if ok and pay_desk is not None and self.session is not None:
            if pay_desk.adopt(self.session):
                self.say(self.tr("{name} signed in: the desk and its pay desk.").format(name=pay_desk.full_name()), "ok")
            elif pay_desk.session is not None and getattr(pay_desk, "_borrowed", False):
                pay_desk.sign_out()  # the desk changed hands to someone who does not pay prizes
        return ok

    def sign_out(self) -> None:
        pay_desk = getattr(self, "pay_desk", None)
        if pay_desk is not None and getattr(pay_desk, "_borrowed", False):
            pay_desk.sign_out()
        super().sign_out()

    def _render_tabs(self, *_args: Any) -> None:
        n = self.payments.to_pay()
        self.tabs.setTabText(1, self.tr("Prize payments ({n} to pay)").format(n=n) if n else self.tr("Prize payments"))

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.pay_desk.sign_out()
        super().closeEvent(event)


@dataclass
class CashierTerminal:
    station: Any
    bridge: Any
    desk: CashierDesk
    closed: bool = field(default=False)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.desk.close()
        self.bridge.detach()
        self.station.close()


def build_cashier_terminal(data_dir: Path, store: str | None = None, lang: str | None = None, sign_in: bool = True) -> CashierTerminal:
    """The cashier desk of ``data_dir``'s hall (not shown yet); with ``sign_in`` the operator is
    asked for their PIN when it is built."""
    from hallstation.gui.qapp import apply_language, ensure_qapp
    from hallstation.gui.bridge import StationBridge
    from hallstation.services.station import Station
    from hallstation.store.eventlog import DB_NAME, StoreError
    from hallstation.store.location import where

    ensure_qapp(lang)
    data_dir = Path(data_dir)
    url = where(data_dir, store, write=True, writer=True)  # the folder, the server, the hall's key
    if url is None and not (data_dir / DB_NAME).exists():
        raise StoreError("There is no station database in {path}", path=str(data_dir))
    station = Station(data_dir, store=url)
    if len(station.store) == 0:
        station.close()
        raise StoreError("The hall's log on {server} is empty: copy the hall onto it with store copy first", server=station.store.location)
    apply_language(lang or station.settings["language"])
    bridge = StationBridge(station)
    desk = CashierDesk(bridge, sign_in=False)
    if sign_in:
        desk.sign_in()
    return CashierTerminal(station, bridge, desk)


# ---------------------------------------------------------------- running
def _refused_start(exc: Exception, smoke: bool) -> int:
    """A terminal that cannot start says why in one line and exits 2 at once: no dialog waits for
    an answer (a terminal is often started by a service or over ssh, where nobody would see it)."""
    import sys

    from hallstation.i18n import message

    sys.stderr.write(f"hallstation: {message(exc)}\n")
    return 2


def _smoke(app: QApplication, shown: Callable[[], bool], what: str, station: Any) -> int:
    """Start, show the windows once, stop: proves the terminal's start works (tests, installs)."""
    seen: list[bool] = []

    def check() -> None:
        seen.append(shown())
        app.quit()

    QTimer.singleShot(300, check)
    app.exec()
    ok = bool(seen and seen[0])
    from hallstation.i18n import translate

    print(translate("Network", "hallstation {what}: started on {where} ({events} events), windows shown: {ok}").format(
        what=what, where=station.store.location, events=len(station.store),
        ok=translate("StationApp", "yes") if ok else translate("StationApp", "no")))
    return 0 if ok else 1


WAIT_S = 2  # a display terminal waiting for the hall's server tries again this often


def run_display(args: Any) -> int:
    from hallstation.core.errors import RuleError
    from hallstation.gui.qapp import ensure_qapp
    from hallstation.paths import data_dir_from

    lang = getattr(args, "lang", None)
    smoke = getattr(args, "smoke", False)
    app = ensure_qapp(lang)
    from hallstation.store.pgstore import NoLogYet, ServerDown

    told = False
    stop = TerminalStop(app.quit)  # from the start: a terminal stopped while it waits or starts ends cleanly
    while True:
        if stop.pending:
            stop.uninstall()
            return 0
        try:
            folder = data_dir_from(getattr(args, "data_dir", None))
            term = build_display_terminal(folder, getattr(args, "store", None), lang)
            break
        except (ServerDown, NoLogYet) as exc:
            # a screens PC that boots before the hall's server (or before the caller has started
            # on it) waits for it, saying so once, instead of leaving the hall's screens dark
            if smoke or getattr(args, "no_wait", False):
                stop.uninstall()
                return _refused_start(exc, smoke)
            if not told:
                import sys

                from hallstation.i18n import message, translate

                sys.stderr.write("hallstation: " + translate("Network", "{problem}; waiting for the hall's server (tried every {seconds} s)").format(
                    problem=message(exc), seconds=WAIT_S) + "\n")
                told = True
            import time

            for _ in range(WAIT_S * 10):  # a stop asked meanwhile is seen within 0.1 s
                if stop.pending:
                    break
                time.sleep(0.1)
        except RuleError as exc:  # a public screen never shows a dialog: one line, exit 2
            stop.uninstall()
            return _refused_start(exc, smoke)
    term.show()
    if smoke:
        stop.uninstall()
        code = _smoke(app, lambda: bool(term.displays.displays) and all(d.isVisible() for d in term.displays.displays), "display", term.station)
        term.close()
        return code
    app.setQuitOnLastWindowClosed(True)
    code = app.exec()  # a stop that came during the start is handled at once (its timer)
    stop.uninstall()
    term.close()
    return code


def run_cashier(args: Any) -> int:
    from hallstation.core.errors import RuleError
    from hallstation.gui.qapp import ensure_qapp
    from hallstation.paths import data_dir_from

    lang = getattr(args, "lang", None)
    smoke = getattr(args, "smoke", False)
    app = ensure_qapp(lang)
    try:
        folder = data_dir_from(getattr(args, "data_dir", None))
        term = build_cashier_terminal(folder, getattr(args, "store", None), lang, sign_in=False)
    except RuleError as exc:  # like every terminal: one line, exit 2 at once, no dialog to answer
        return _refused_start(exc, smoke)
    term.desk.show()
    if smoke:
        code = _smoke(app, term.desk.isVisible, "cashier", term.station)
        term.close()
        return code
    QTimer.singleShot(0, term.desk.sign_in)  # the operator signs in once the desk is on the screen
    stop = TerminalStop(lambda: (term.desk.close(), app.quit()))
    code = app.exec()
    stop.uninstall()
    term.close()
    return code
