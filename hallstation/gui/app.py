"""The GUI entry: one QApplication, the station, the bridge, the caller window and the displays."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from hallstation.core.errors import RuleError
from hallstation.gui.qapp import apply_language, ensure_qapp
from hallstation.paths import data_dir_from


@dataclass
class StationApp:
    """Everything the GUI runs on; tests build one with ``build_app`` and drive it."""

    station: Any
    bridge: Any
    local: Any
    displays: Any
    caller: Any

    def close(self) -> None:
        self.caller.force_close = True
        try:
            self.caller.close()
            self.displays.close_all()
            self.bridge.detach()
        finally:
            self.station.close()  # the caller's lock released, whatever went wrong before


def build_app(data_dir: Path, demo: bool = True, lang: str | None = None, drawer: Any = None, store: str | None = None) -> StationApp:
    """The caller station on ``data_dir``: its log in the folder, or on the hall's server (``store``,
    ``--store``; else $HALLSTATION_STORE or the folder's hall-server.conf)."""
    ensure_qapp(lang)
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.caller.window import CallerWindow
    from hallstation.gui.display.manager import DisplayManager
    from hallstation.gui.local_settings import LocalSettings
    from hallstation.services.demo import create_demo_day, is_empty, tell_recovery_code
    from hallstation.services.first_start import NEW, WAIT, empty_server, first_start
    from hallstation.services.private_folder import prepare_data_dir
    from hallstation.services.station import Station

    prepare_data_dir(data_dir)  # the data folder 0700, its files 0600
    plan = first_start(data_dir, store)  # an empty hall's server is never given a demo day: it waits
    if plan == WAIT:
        raise empty_server(data_dir, store)
    station = Station(data_dir, drawer=drawer, store=store)
    # (``demo``: the station was started with --demo — run_gui decided it; tests build the demo so)
    if demo and plan == NEW and is_empty(station):
        tell_recovery_code(create_demo_day(station))
    apply_language(lang or station.settings["language"])
    bridge = StationBridge(station)
    local = LocalSettings(data_dir)
    displays = DisplayManager(bridge, local)
    caller = CallerWindow(bridge, displays, local)
    if station.demo:  # the operator sees it too, not only the hall's screens
        from hallstation.services.demo import DEMO_WORD

        caller.setWindowTitle(caller.windowTitle() + " — " + DEMO_WORD)
    if station.attention is not None:  # the log failed its check: shown, nothing is recorded
        caller.say(station.attention_text(), "error")
        caller.setWindowTitle(caller.windowTitle() + " — " + QCoreApplication.translate("StationApp", "the event log needs attention"))
        return StationApp(station, bridge, local, displays, caller)
    holder = station.acquire_drive()  # only one caller station drives a hall folder
    if holder is not None:
        caller.follower_only = True
        caller.render()
        caller.say(
            QCoreApplication.translate(
                "StationApp",
                "Another caller station drives this hall ({host}, process {pid}, since {since}): this one shows the game but does not draw, and opens no public screen (the hall's screens are that station's).",
            ).format(host=holder.host, pid=holder.pid, since=holder.since_local()),
            "error",
        )
    return StationApp(station, bridge, local, displays, caller)


def run_gui(args: Any) -> int:
    lang = getattr(args, "lang", None)
    app = ensure_qapp(lang)
    try:
        from hallstation.services.first_start import EmptyServer
        from hallstation.store.location import where

        # a file, an unreadable or unwritable folder: refused in one line before anything is made;
        # then where the hall lives (store/location.py, the front door the station opens through)
        folder = data_dir_from(getattr(args, "data_dir", None))
        url = where(folder, getattr(args, "store", None), write=True)
        demo = bool(getattr(args, "demo", False))
        from hallstation.services.first_start import NEW, WAIT, first_start
        from hallstation.store.keys import log_has_events

        # a new hall (a folder that never held a log, no --demo): its first start, never a demo;
        # --demo on a hall's folder or server: refused
        plan = first_start(folder, url, demo=demo)
        admin = None
        if plan == NEW:
            admin = first_start_dialog(folder, bool(getattr(args, "smoke", False)))
            if not isinstance(admin, str):
                return admin  # left (nothing recorded), or the smoke start's check
        elif plan == WAIT and not getattr(args, "smoke", False) and not log_has_events(folder):
            # a new hall started on its empty server (no hall in this folder to copy onto it):
            # its first start there; cancelled, the station waits for store copy as before
            from hallstation.store.pglink import redact

            admin = first_start_dialog(folder, store=url, server=redact(url or ""))
            if admin == 0 and STOPPED[0]:
                return 0  # Ctrl+C or SIGTERM during the dialog: nothing recorded
            if not isinstance(admin, str):
                admin = None
        try:
            sa = build_app(folder, demo=demo, lang=lang, store=getattr(args, "store", None))
        except EmptyServer as exc:  # the hall is not on its server yet: said, and waited for
            if getattr(args, "smoke", False):
                raise
            from hallstation.gui.hall_wait import wait_for_hall

            if not wait_for_hall(exc, folder, getattr(args, "store", None)):
                return 0
            sa = build_app(folder, demo=demo, lang=lang, store=getattr(args, "store", None))
    except RuleError as exc:  # a folder or database the station refuses: said once, nothing made
        from hallstation.gui.dialogs import DialogService
        from hallstation.i18n import message

        text = message(exc)
        sys.stderr.write(f"hallstation: {text}\n")
        if not getattr(args, "smoke", False):
            DialogService.error(None, QCoreApplication.translate("StationApp", "HallStation cannot start"), text)
        return 2
    sa.caller.station_closed.connect(app.quit)
    show_station(sa)
    if getattr(args, "smoke", False):
        # start, show both windows once, and stop: proves the start command works (tests, installs)
        from PySide6.QtCore import QTimer

        shown: list[bool] = []

        def check() -> None:  # (quitting closes the windows, so look before)
            boards = sa.caller.follower_only or (bool(sa.displays.displays) and all(d.isVisible() for d in sa.displays.displays))
            shown.append(sa.caller.isVisible() and boards)
            sa.caller.force_close = True
            app.quit()

        QTimer.singleShot(300, check)
        app.exec()
        ok = bool(shown and shown[0])
        from hallstation.gui.display.camera import multimedia_backend
        from hallstation.i18n import translate

        camera = multimedia_backend()  # the install check fails without one: no camera would ever show
        yes, no = translate("StationApp", "yes"), translate("StationApp", "no")
        print(translate("StationApp", "hallstation: started on {where} ({events} events), windows shown: {ok}, cameras (Qt Multimedia): {camera}").format(
            where=sa.station.data_dir, events=len(sa.station.store), ok=yes if ok else no, camera=yes if camera else no))
        sa.close()
        return 0 if ok and camera else 1
    if admin is not None:  # the new hall's people, created by its administrator (signs in)
        from PySide6.QtCore import QTimer

        from hallstation.gui.people.window import open_people_window

        QTimer.singleShot(0, lambda: open_people_window(sa.bridge, sa.caller))
    stop = install_stop_signals(sa)
    code = app.exec()
    stop.uninstall()
    sa.close()
    return code


STOPPED = [False]  # the last first-start dialog was left by a signal


def first_start_dialog(folder: Path, smoke: bool = False, store: str | None = None, server: str = "") -> str | int:
    """A new hall's first start (gui/first_start.py): the administrator's name once recorded, or an
    exit status — 0 when it was left (closed, cancelled, Ctrl+C or SIGTERM: nothing recorded); with
    ``smoke`` the dialog is shown once and closed (0 when it was shown), nothing recorded."""
    from PySide6.QtCore import QTimer

    from hallstation.gui.first_start import FirstStartDialog, run_first_start
    from hallstation.gui.terminal_stop import TerminalStop
    from hallstation.i18n import translate

    if smoke:
        dialog = FirstStartDialog(None, folder)
        seen: list[bool] = []

        def look() -> None:
            seen.append(dialog.isVisible())
            dialog.reject()

        QTimer.singleShot(300, look)
        dialog.exec()
        ok = bool(seen and seen[0])
        print(translate("StationApp", "hallstation: {folder} holds no hall yet: its first start was shown ({ok}); nothing recorded").format(
            folder=folder, ok=translate("StationApp", "yes") if ok else translate("StationApp", "no")))
        return 0 if ok else 1
    stop = TerminalStop(lambda: None)  # a signal closes the dialog: nothing is recorded
    try:
        name = run_first_start(folder, stopped=lambda: stop.stopped, store=store, server=server)
    finally:
        stop.uninstall()
    STOPPED[0] = stop.stopped
    return 0 if name is None or stop.stopped else name


def show_station(sa: StationApp) -> None:
    """The caller window, then the public displays, and the keyboard the caller's from the start
    (the first Space draws: no click needed after a public screen opened).

    A follower — another caller station drives this hall (``build_app`` found its lock held) —
    opens no public display: the hall's screens are the driving station's, and a second full-screen
    board would lie over the first one's (issue 24)."""
    sa.caller.show()
    if not sa.caller.follower_only:
        sa.displays.start()
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.platformName() not in ("offscreen", "minimal"):  # (no window system to ask there)
        sa.caller.raise_()
        sa.caller.activateWindow()


class StopSignals:
    """Ctrl+C (SIGINT) and SIGTERM stop the station as closing its window does: at once when no
    game is being played; while one is, the window asks first, and declining keeps the station
    running. So that a shutdown never hangs on that question, a second signal — or no answer
    within ``grace_ms`` (30 s) — closes the station anyway (the game stays exactly where it is:
    every ball and claim is already in the log).

    Python runs its signal handlers only between bytecodes, so a timer wakes the interpreter
    every 100 ms while Qt's event loop waits. The question is asked outside that timer's slot: Qt
    never fires a timer again while its slot is still running, so a question asked from it (a
    nested event loop) would leave the second signal unseen until the grace ran out."""

    WAKE_MS = 100

    def __init__(self, sa: StationApp, grace_ms: int = 30_000) -> None:
        import signal

        from PySide6.QtCore import QTimer

        self.sa, self.grace_ms, self.asking = sa, grace_ms, False
        self.pending: list[int] = []
        self.previous = {s: signal.signal(s, self._on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
        self.wake = QTimer()
        self.wake.timeout.connect(self._handle)
        self.wake.start(self.WAKE_MS)

    def _on_signal(self, signum: int, frame: Any) -> None:
        self.pending.append(signum)  # handled from the event loop, not inside the handler

    def _handle(self) -> None:
        if not self.pending:
            return
        self.pending.clear()
        if self.asking:  # the second signal while the window asks: close anyway
            self.force()
            return
        from PySide6.QtCore import QTimer

        self.asking = True
        QTimer.singleShot(0, self._ask)  # (the wake timer stays free to see the second signal)

    def _ask(self) -> None:
        from PySide6.QtCore import QTimer

        grace = QTimer()
        grace.setSingleShot(True)
        grace.timeout.connect(self.force)
        grace.start(self.grace_ms)
        try:
            self.sa.caller.close()  # asks while a game is being played
        finally:
            grace.stop()
            self.asking = False
        if self.sa.caller.force_close and self.sa.caller.isVisible():  # forced while asking
            self.sa.caller.close()

    def force(self) -> None:
        self.sa.caller.force_close = True
        dialog = QApplication.activeModalWidget()
        if dialog is not None:  # the question is left unanswered: it closes, the station too
            dialog.close()
        else:
            self.sa.caller.close()

    def uninstall(self) -> None:
        import signal

        self.wake.stop()
        for s, handler in self.previous.items():
            signal.signal(s, handler)


def install_stop_signals(sa: StationApp, grace_ms: int = 30_000) -> StopSignals:
    return StopSignals(sa, grace_ms)
