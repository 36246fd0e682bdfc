"""The public screens' previews in the caller window (the form's ``previewBox``, promoted to this
class in ``ui/caller_window.ui``): one small picture per public display, refreshed at most once per
``PREVIEW_DELAY_MS`` however many commits come; a windowed public display (one monitor) is told where
the preview is, to sit exactly on it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGroupBox, QLabel, QWidget

PREVIEW_SIZE = QSize(224, 126)
PREVIEW_DELAY_MS = 100


class PreviewStrip(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.displays: Any = None
        self.labels: list[QLabel] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(PREVIEW_DELAY_MS)
        self.timer.timeout.connect(self.refresh)

    def attach(self, displays: Any) -> None:
        """The public displays whose pictures are shown."""
        self.displays = displays

    def schedule(self) -> None:
        if not self.timer.isActive():
            self.timer.start()

    def tell_area(self) -> None:
        """Where the preview is on the screen: a windowed public display (one monitor) sits there."""
        if not hasattr(self.displays, "set_preview_area") or not self.window().isVisible():
            return
        top_left = self.mapToGlobal(QPoint(0, 0))
        self.displays.set_preview_area((top_left.x(), top_left.y(), self.width(), self.height()))

    def refresh(self) -> None:
        displays = list(getattr(self.displays, "displays", []) or [])
        layout = self.layout()
        while len(self.labels) < max(1, len(displays)):
            lab = QLabel()
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lab.setMinimumSize(PREVIEW_SIZE)
            lab.setStyleSheet("background:#111; color:#bbb;")
            layout.addWidget(lab)
            self.labels.append(lab)
        for i, lab in enumerate(self.labels):
            if i >= max(1, len(displays)):
                lab.hide()
                continue
            lab.show()
            if not displays:
                lab.setPixmap(QPixmap())
                lab.setText(QCoreApplication.translate("CallerWindow", "No public screen open"))
                continue
            pix = self.displays.preview(i, PREVIEW_SIZE)
            lab.setText("")
            lab.setPixmap(pix)
            lab.setToolTip(QCoreApplication.translate("CallerWindow", "Public display {n}").format(n=i + 1))
        QTimer.singleShot(0, self.tell_area)  # once the previews are laid out
