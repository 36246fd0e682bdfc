"""Run in a child process on a real X server with a window manager (tests/gui/test_window_manager.py):
the caller window and every window of the Hall menu opened on a demo day, each measured once the
window manager has framed it. Prints one JSON line per window:
``{"window": key, "frame": [x, y, w, h], "client": [...], "available": [...]}``."""

from __future__ import annotations

import json
import sys
import time


def wait_until(condition, seconds: float = 10.0) -> bool:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if condition():
            return True
        QApplication.instance().thread().msleep(20)  # the X server and the manager answer meanwhile
    return condition()


def framed(w) -> bool:
    """The window manager's frame is around it (a title bar at least) and nothing moves any more."""
    return w.isVisible() and w.frameGeometry().height() > w.geometry().height()


def settled(w):
    last = {"geo": None, "same": 0}

    def check() -> bool:
        geo = (w.frameGeometry().getRect(), w.geometry().getRect())
        last["same"] = last["same"] + 1 if geo == last["geo"] else 0
        last["geo"] = geo
        return framed(w) and last["same"] >= 10

    return check


def report(key: str, w) -> None:
    ok = wait_until(settled(w))
    avail = w.screen().availableGeometry()
    print(json.dumps({
        "window": key,
        "framed": ok,
        "frame": list(w.frameGeometry().getRect()),
        "client": list(w.geometry().getRect()),
        "available": list(avail.getRect()),
    }), flush=True)


def main(data_dir: str, keys: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.app import build_app, show_station
    from hallstation.gui.dialogs import DialogService

    DialogService.handler = lambda kind, **kw: None  # every PIN prompt and question: cancelled
    sa = build_app(data_dir)
    w = sa.caller
    w.force_close = True
    show_station(sa)  # as the station starts: the caller window, then the public displays
    report("caller", w)
    active = wait_until(lambda: QApplication.activeWindow() is w and w.draw_button.window() is w)
    displays = [d.screen().name() for d in sa.displays.displays if d.isVisible()]
    print(json.dumps({"keyboard": "caller" if active else repr(QApplication.activeWindow()), "displays": displays}), flush=True)
    for key in keys:
        win = w.open_window(key)
        report(key, win)
        win.close()
    sa.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
