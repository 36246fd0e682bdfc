"""The camera on the blower (Art. 2.4), with digital zoom.

The source is the station setting ``camera_source``: ``""`` (none), ``"camera:<description or id>"``
for a local camera (QCamera), or a URL (``rtsp://``, ``http://`` …) played with QMediaPlayer. Frames
arrive through a QVideoSink; the panel keeps the latest one and draws the zoomed centre of it
(``camera_zoom`` percent, 100–800).

The public board must never stall or show an error dialog because of a camera: QtMultimedia is
imported lazily and guarded (a PC without multimedia libraries simply shows "No camera"); starting a
camera or opening a stream is asynchronous in Qt; errors, an unplugged camera or a stream that stops
sending frames turn the panel into the calm "No camera" panel, and a retry timer tries again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt, QTimer, QUrl
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from hallstation.gui.display.painting import PANEL, PANEL_EDGE, SOFT_TEXT, UNLIT_TEXT, fitted, font

RETRY_MS = 15_000
STALL_MS = 10_000
_multimedia: Any = None
_multimedia_error: str | None = None


def multimedia() -> Any:
    """The QtMultimedia module, or None when this PC cannot load it (missing libraries/backends)."""
    global _multimedia, _multimedia_error
    if _multimedia is None and _multimedia_error is None:
        try:
            from PySide6 import QtMultimedia

            _multimedia = QtMultimedia
        except Exception as exc:  # ImportError, OSError: missing libpulse, gstreamer …
            _multimedia_error = str(exc) or exc.__class__.__name__
    return _multimedia


def parse_source(source: str) -> tuple[str, str]:
    """("none", ""), ("camera", description) or ("url", url)."""
    s = (source or "").strip()
    if not s:
        return "none", ""
    if s.lower().startswith("camera:"):
        return "camera", s[len("camera:") :].strip()
    if "://" in s:
        return "url", s
    return "none", ""


def zoom_rect(width: int, height: int, zoom: int) -> QRect:
    """The centred part of a ``width``×``height`` frame shown at ``zoom`` percent."""
    z = max(100, min(800, int(zoom or 100))) / 100
    w, h = max(1, int(width / z)), max(1, int(height / z))
    return QRect((width - w) // 2, (height - h) // 2, w, h)


class CameraPanel(QWidget):
    """Shows the blower camera, or a calm "No camera" panel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.source = ""
        self.zoom = 100
        self.status = "none"  # "none" | "starting" | "live" | "failed"
        self.problem: str | None = None  # why there is no picture (for logs and the caller, never public)
        self._frame: QImage | None = None
        self._src_rect = QRect()
        self._target = QRect()
        self._media: dict[str, Any] = {}
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._restart)
        self._stall = QTimer(self)
        self._stall.setSingleShot(True)
        self._stall.setInterval(STALL_MS)
        self._stall.timeout.connect(lambda: self._fail("no frames"))
        self._font = font(20)

    # ------------------------------------------------------------ public
    @property
    def showing_picture(self) -> bool:
        return self.status == "live" and self._frame is not None

    def no_camera_text(self) -> str:
        return self.tr("No camera")

    def set_source(self, source: str, zoom: int = 100) -> None:
        source = (source or "").strip()
        zoom = max(100, min(800, int(zoom or 100)))
        if zoom != self.zoom:
            self.zoom = zoom
            self._fit()
            self.update()
        if source == self.source and (self.status != "none" or not source):
            return  # unchanged: a failed source is retried by the timer, not on every ball
        self.source = source
        self._restart()

    def stop(self) -> None:
        self._retry.stop()
        self._stall.stop()
        self._teardown()
        self._frame = None
        self.status = "none"
        self.update()

    # ------------------------------------------------------------ media
    def _restart(self) -> None:
        self._teardown()
        self._frame = None
        self.problem = None
        kind, what = parse_source(self.source)
        if kind == "none":
            self.status = "none"
            self.update()
            return
        qm = multimedia()
        if qm is None:
            self._fail(_multimedia_error or "QtMultimedia unavailable", retry=False)
            return
        try:
            sink = qm.QVideoSink(self)
            sink.videoFrameChanged.connect(self._on_frame)
            self._media["sink"] = sink
            if kind == "camera":
                dev = self._find_camera(qm, what)
                if dev is None:
                    self._watch_devices(qm)
                    self._fail("camera not found: " + what, retry=False)
                    return
                cam = qm.QCamera(dev, self)
                session = qm.QMediaCaptureSession(self)
                session.setCamera(cam)
                session.setVideoSink(sink)
                cam.errorOccurred.connect(lambda *_a: self._fail(cam.errorString()))
                self._media.update(camera=cam, session=session, device_id=bytes(dev.id()))
                self._watch_devices(qm)
                cam.start()  # asynchronous
            else:
                player = qm.QMediaPlayer(self)
                player.setVideoSink(sink)
                player.errorOccurred.connect(lambda *_a: self._fail(player.errorString()))
                player.mediaStatusChanged.connect(self._on_media_status)
                self._media["player"] = player
                player.setSource(QUrl(what))  # opened on the backend's own thread
                player.play()
        except Exception as exc:  # a broken backend must not take the board down
            self._fail(str(exc))
            return
        self.status = "starting"
        self._stall.start()
        self.update()

    @staticmethod
    def _find_camera(qm: Any, what: str) -> Any:
        for dev in qm.QMediaDevices.videoInputs():
            if what in (dev.description(), bytes(dev.id()).decode("utf-8", "replace")):
                return dev
        return None

    def _watch_devices(self, qm: Any) -> None:
        if "devices" not in self._media:
            devices = qm.QMediaDevices(self)
            devices.videoInputsChanged.connect(self._on_inputs_changed)
            self._media["devices"] = devices

    def _on_inputs_changed(self) -> None:
        kind, what = parse_source(self.source)
        if kind != "camera":
            return
        present = self._find_camera(multimedia(), what) is not None
        if not present and self.status in ("starting", "live"):
            self._fail("camera unplugged", retry=False)
        elif present and self.status in ("failed", "none"):
            self._restart()

    def _on_media_status(self, status: Any) -> None:
        qm = multimedia()
        if qm is not None and status in (qm.QMediaPlayer.MediaStatus.InvalidMedia, qm.QMediaPlayer.MediaStatus.EndOfMedia):
            self._fail(str(status))

    def _on_frame(self, frame: Any) -> None:
        if not frame.isValid():
            return
        image = frame.toImage()
        if image.isNull():
            return
        first = self._frame is None or image.size() != self._frame.size()
        self._frame = image
        self.status = "live"
        self._stall.start()
        if first:
            self._fit()
        self.update(self._target)

    def _fail(self, why: str, retry: bool = True) -> None:
        self.problem = why
        self._stall.stop()
        self._teardown()
        self._frame = None
        self.status = "failed"
        if retry and self.source:
            self._retry.start()
        self.update()

    def _teardown(self) -> None:
        media, self._media = self._media, {}
        devices = media.pop("devices", None)
        if devices is not None and "camera" not in media and self.source.lower().startswith("camera:"):
            self._media["devices"] = devices  # keep watching for the camera to come back
            devices = None
        for key in ("player", "camera"):
            obj = media.get(key)
            if obj is not None:
                try:
                    obj.errorOccurred.disconnect()
                    obj.stop()
                except (RuntimeError, TypeError):
                    pass
                obj.deleteLater()
        for key in ("session", "sink"):
            obj = media.get(key)
            if obj is not None:
                obj.deleteLater()
        if devices is not None:
            devices.deleteLater()

    # ------------------------------------------------------------ drawing
    def _fit(self) -> None:
        w, h = self.width(), self.height()
        self._font = fitted(int(h * 0.16), self.no_camera_text(), int(w * 0.8))
        if self._frame is None:
            self._target = self.rect()
            return
        fw, fh = self._frame.width(), self._frame.height()
        self._src_rect = zoom_rect(fw, fh, self.zoom)
        sw, sh = self._src_rect.width(), self._src_rect.height()
        scale = min(w / sw, h / sh) if sw and sh else 1
        tw, th = int(sw * scale), int(sh * scale)
        self._target = QRect((w - tw) // 2, (h - th) // 2, tw, th)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self._fit()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(event.rect(), PANEL)
        if self._frame is not None and self.status == "live":
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            p.drawImage(QRectF(self._target), self._frame, QRectF(self._src_rect))
        else:
            p.setPen(PANEL_EDGE)
            p.drawRect(self.rect().adjusted(0, 0, -1, -1))
            p.setFont(self._font)
            p.setPen(SOFT_TEXT if self.status != "failed" else UNLIT_TEXT.lighter(200))
            p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.no_camera_text())
        p.end()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop()
        super().closeEvent(event)
