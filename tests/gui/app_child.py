"""Child for the GUI crash test: the real station (caller window + public display, offscreen),
driven by the caller's keys; after each step it prints what both windows show, then waits to be
killed with SIGKILL.

    python app_child.py DATA_DIR STEPS      STEPS: e.g. "draw*9,premio"
"""

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from hallstation.gui.app import build_app, ensure_qapp  # noqa: E402
from tests.gui.app_snapshot import snapshot  # noqa: E402


def main():
    data_dir, steps = sys.argv[1], sys.argv[2]
    app = ensure_qapp()
    sa = build_app(data_dir)
    sa.caller.show()
    sa.displays.start()
    QTest.qWaitForWindowExposed(sa.caller)
    sa.caller.activateWindow()
    deadline = time.monotonic() + 5
    while app.activeWindow() is not sa.caller and time.monotonic() < deadline:
        app.processEvents()
    sa.displays.start()  # the caller's screen is known now
    for step in steps.split(","):
        name, _, times = step.partition("*")
        for _ in range(int(times or 1)):
            if name == "draw":
                QTest.keyClick(sa.caller, Qt.Key.Key_Space)
            elif name == "premio":
                QTest.keyClick(sa.caller, Qt.Key.Key_F12)
            app.processEvents()
    sys.stdout.write(json.dumps(snapshot(sa)) + "\n")
    sys.stdout.flush()
    while True:  # shown on the screens: now the power goes
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    main()
