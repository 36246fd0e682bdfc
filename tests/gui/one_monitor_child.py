"""Run in a child process on an offscreen platform with ONE screen of the size given (issue 11 §1):
the caller window and a windowed public display; prints the controls the display covers."""

from __future__ import annotations

import sys


def main(data_dir: str) -> int:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget

    from hallstation.gui.app import build_app

    sa = build_app(data_dir)
    w = sa.caller
    w.force_close = True
    w.show()
    sa.displays.start()
    for _ in range(30):
        QApplication.processEvents()
    w.refresh_previews()
    for _ in range(10):
        QApplication.processEvents()
    screen = w.screen().availableGeometry()
    print("screen", screen.width(), screen.height(), "caller", w.frameGeometry(), "preview", sa.displays.preview_area)
    bad = 0
    for d in sa.displays.displays:
        area = d.frameGeometry()
        print("display", area.x(), area.y(), area.width(), area.height(), "fullscreen" if d.isFullScreen() else "window")
        for c in w.findChildren(QWidget):
            if not c.isVisible() or not isinstance(c, (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)):
                continue
            r = QRect(c.mapToGlobal(c.rect().topLeft()), c.size())
            if r.intersects(area):
                print("covered", type(c).__name__, c.objectName(), c.text() if hasattr(c, "text") else "")
                bad += 1
    sa.close()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
