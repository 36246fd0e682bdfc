"""The web board's station side, in the Qt event loop (a ``QCoreApplication``: no screen needed).

The hall's log is opened read only — on a folder the SQLite file, on the hall's server through the
display account, as ``hallstation display`` opens it — and followed the same way (``StationBridge``:
SQLite's data_version every 100 ms, PostgreSQL's LISTEN/NOTIFY). At each change the bridge's
``view()``, the very ``BoardView`` the Qt public displays render, becomes the public state
(``state.public_state``) and goes to the server's ``Hub``; a networked hall's lost link goes there
too, so the pages say "Sin conexión con el servidor" in their corner and keep the last state.
"""

from __future__ import annotations

import json
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from hallstation.services.views import BoardView
from hallstation.web.server import MAX_CLIENTS, Hub, WebServer, bind, load_assets
from hallstation.web.state import public_state
from hallstation.web.strings import page_strings

WAIT_S = 2  # a board waiting for the hall's server (or its first log) tries again this often


def state_bytes(view: BoardView) -> bytes:
    """The public state of ``view`` as ``/state.json`` serves it."""
    return json.dumps(public_state(view), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class WebBoard(QObject):
    """Follows one read-only station and hands each new public state to ``hub``."""

    def __init__(self, station: Any, hub: Hub, closed_file: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from hallstation.gui.bridge import StationBridge

        self.station = station
        self.hub = hub
        self.bridge = StationBridge(station, self)
        self.bridge.changed.connect(self.push)
        self.bridge.link.connect(self._on_link)
        self.live = None
        if closed_file:  # no station was writing the folder: opened as a closed file until one does
            from hallstation.gui.terminals import LiveFile

            self.live = LiveFile(station, self)
        self.pushed = b""
        self.push()
        hub.publish(online=True)

    def view(self) -> BoardView:
        return self.bridge.view()

    def push(self, *_args: Any) -> bool:
        """Hand the current public state to the server (True when it changed)."""
        data = state_bytes(self.bridge.view())
        if data == self.pushed:
            return False
        self.pushed = data
        self.hub.publish(state=data)
        return True

    def _on_link(self, text: str) -> None:
        follower = self.bridge.follower
        attention = "" if follower.offline else follower.attention  # (a row that failed its check: not a link fault)
        online = not text or (bool(attention) and text == attention)
        self.hub.publish(online=online, attention=attention if online else "")
        if online:
            self.push()

    def close(self) -> None:
        if self.live is not None:
            self.live.timer.stop()
        self.bridge.detach()
        self.station.close()


def open_station(folder: Path, store: str | None) -> tuple[Any, bool]:
    """The hall's log of ``folder`` (or ``store``), read only; and whether it was a closed file."""
    from hallstation.services.station import Station
    from hallstation.store.eventlog import DB_NAME
    from hallstation.store.location import configured_store

    url = configured_store(folder, store)
    closed_file = url is None and not (folder / (DB_NAME + "-wal")).exists()
    return Station(folder, store=url, read_only=True), closed_file


class _Stop:
    """Ctrl+C (SIGINT) and SIGTERM end the board from the event loop: Python runs signal handlers
    only between bytecodes, so a timer wakes the interpreter every 200 ms."""

    def __init__(self, stop: Callable[[], None]) -> None:
        self.asked = False
        self._stop = stop
        self._previous = {s: signal.signal(s, self._on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
        self.timer = QTimer()
        self.timer.timeout.connect(lambda: self._stop() if self.asked else None)
        self.timer.start(200)

    def _on_signal(self, signum: int, frame: Any) -> None:
        self.asked = True

    def uninstall(self) -> None:
        self.timer.stop()
        for s, handler in self._previous.items():
            signal.signal(s, handler)


def _say(text: str) -> None:
    sys.stderr.write(f"hallstation web: {text}\n")
    sys.stderr.flush()


def run_web(args: Any) -> int:
    """``hallstation web --port P [--bind ADDR]``: serve the hall's board until Ctrl+C or SIGTERM."""
    from hallstation import i18n
    from hallstation.core.errors import RuleError
    from hallstation.paths import ASSETS, data_dir_from
    from hallstation.store.data_folder import check_data_dir
    from hallstation.store.pgstore import NoLogYet, ServerDown

    from hallstation.gui.main_thread_gc import collect_on_main_thread

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    collector = collect_on_main_thread(app)  # the server's thread never collects the board's Qt objects
    stop = _Stop(app.quit)  # from the start: a board stopped while it starts ends cleanly too
    host = getattr(args, "bind", None) or "127.0.0.1"
    port = int(getattr(args, "port", 8080))
    store = getattr(args, "store", None)
    waiting: Exception | None = None
    station = closed_file = None
    try:
        folder = check_data_dir(data_dir_from(getattr(args, "data_dir", None)), write=False)
        try:
            station, closed_file = open_station(folder, store)
        except (ServerDown, NoLogYet) as exc:
            if getattr(args, "no_wait", False):
                raise
            waiting = exc
        lang = getattr(args, "lang", None) or (station.settings["language"] if station is not None else i18n.language())
        i18n.set_language(lang)
        hub = Hub(state_bytes(BoardView()), online=station is not None)
        sock = bind(host, port)
        server = WebServer(hub, load_assets(ASSETS / "web", page_strings(lang)), sock, getattr(args, "max_clients", MAX_CLIENTS))
        server.start()
    except RuleError as exc:
        stop.uninstall()
        collector.stop()
        if station is not None:
            station.close()
        _say(i18n.message(exc))
        return 2
    shown = f"[{server.address}]" if ":" in server.address else server.address
    _say(i18n.translate("WebBoard", "the hall's board at http://{address}:{port}/ (read only; Ctrl+C stops it)").format(address=shown, port=server.port))
    boards: list[WebBoard] = []
    if station is not None:
        boards.append(WebBoard(station, hub, closed_file))
    else:
        _say(i18n.translate("Network", "{problem}; waiting for the hall's server (tried every {seconds} s)").format(problem=i18n.message(waiting), seconds=WAIT_S))
        retry = QTimer()
        retry.setInterval(WAIT_S * 1000)

        def again() -> None:
            try:
                st, closed = open_station(folder, store)
            except (ServerDown, NoLogYet):
                return
            except RuleError as exc:
                _say(i18n.message(exc))
                return
            retry.stop()
            boards.append(WebBoard(st, hub, closed))

        retry.timeout.connect(again)
        retry.start()
    try:
        app.exec()  # a stop asked during the start is seen at the timer's first turn
    finally:
        stop.uninstall()
        server.stop()
        for b in boards:
            b.close()
        collector.stop()
    return 0
