"""The camera on the blower (Art. 2.4), with digital zoom.

The source is the station setting ``camera_source``: ``""`` (none), ``"camera:<description or id>"``
for a local camera (QCamera), or a URL. An ``http://`` / ``https://`` URL is read as Motion JPEG (or
a JPEG snapshot asked for again and again) by ``mjpeg.MjpegReader`` — what hall IP cameras serve —
and any other URL (``rtsp://`` …), or an HTTP one that serves something else, is played with
QMediaPlayer. Each panel draws the zoomed centre of the latest frame (``camera_zoom`` percent,
100–800).

One ``CameraFeed`` per source, shared by every panel that shows it: an IP camera serves few clients
at once, and one decoder is enough for the three public screens (the camera in a board's corner and
on a screen of its own are the same pictures).

The public board must never stall or show an error dialog because of a camera: QtMultimedia is
imported lazily and guarded (a PC without multimedia libraries simply shows "No camera"); starting a
camera or opening a stream is asynchronous; errors, an unplugged camera or a stream that stops
sending frames (``stall_ms``) turn the panels into the calm "No camera" panel, and the feed tries
again by itself — after 1 s, then 2, 4, up to ``retry_ms`` between tries — so the picture comes back
on its own when the camera does. A stalled QMediaPlayer is never ``stop()``-ped: with FFmpeg that
waits on the GUI thread for the read timeout (about 18 s), so it is only let go (``deleteLater``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRect, QRectF, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from hallstation.gui.display.painting import PANEL, PANEL_EDGE, SOFT_TEXT, UNLIT_TEXT, fitted, font

RETRY_FIRST_MS = 1_000  # the first try again after a failure; doubled each time …
RETRY_MS = 8_000  # … up to this
STALL_MS = 10_000  # a live camera that sends no frame for this long has failed
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


def multimedia_backend() -> bool:
    """Whether Qt Multimedia found a backend (FFmpeg's plugin) on this PC: without one every USB or
    RTSP camera is "Sin cámara" (Qt only logs "No QtMultimedia backends found"). The backend is
    what knows the media formats; Qt's stand-in without one knows none. (Needs a Qt application.)"""
    qm = multimedia()
    if qm is None:
        return False
    from PySide6.QtCore import QLoggingCategory

    # the FFmpeg backend looks for VA-API (hardware decoding) and says, as warnings, that a PC
    # without it has none: not a fault (it decodes in software), and no line for the hall's log
    QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false")
    decode = qm.QMediaFormat.ConversionMode.Decode
    return bool(qm.QMediaFormat().supportedFileFormats(decode))


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


def is_http(url: str) -> bool:
    return url.lower().startswith(("http://", "https://"))


def zoom_rect(width: int, height: int, zoom: int) -> QRect:
    """The centred part of a ``width``×``height`` frame shown at ``zoom`` percent."""
    z = max(100, min(800, int(zoom or 100))) / 100
    w, h = max(1, int(width / z)), max(1, int(height / z))
    return QRect((width - w) // 2, (height - h) // 2, w, h)


# --------------------------------------------------------------------------- the feed
class CameraFeed(QObject):
    """One camera source and its pictures. ``status``: "none" | "starting" | "live" | "failed";
    ``problem`` says why there is no picture (for logs and the caller, never public).

    Signals: ``image_changed(QImage)`` for every new frame, ``status_changed()``."""

    image_changed = Signal(QImage)
    status_changed = Signal()

    stall_ms = STALL_MS
    retry_ms = RETRY_MS
    first_retry_ms = RETRY_FIRST_MS

    def __init__(self, source: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = (source or "").strip()
        self.status = "none"
        self.problem: str | None = None
        self.frame: QImage | None = None
        self.frames = 0  # frames received since the feed was made (tests, bench)
        self.failures = 0
        self.player_only = False  # this URL is not MJPEG: QMediaPlayer plays it
        self._media: dict[str, Any] = {}
        self._needs: dict[int, QSize] = {}  # panel id → the size it draws at (for decoding)
        self._delay = self.first_retry_ms
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.restart)
        self._stall = QTimer(self)
        self._stall.setSingleShot(True)
        self._stall.timeout.connect(lambda: self._fail("no frames"))

    # ------------------------------------------------------------ public
    def start(self) -> None:
        self.restart()

    def set_need(self, key: int, size: QSize | None) -> None:
        """The size panel ``key`` draws the picture at (None: it no longer shows it)."""
        if size is None or size.isEmpty():
            self._needs.pop(key, None)
        else:
            self._needs[key] = QSize(size)
        reader = self._media.get("reader")
        if reader is not None:
            reader.need = self.need()

    def need(self) -> QSize | None:
        if not self._needs:
            return None
        return QSize(max(s.width() for s in self._needs.values()), max(s.height() for s in self._needs.values()))

    def close(self) -> None:
        self._retry.stop()
        self._stall.stop()
        self._teardown()
        self.frame = None
        self._set_status("none")
        self.deleteLater()

    # ------------------------------------------------------------ media
    def restart(self) -> None:
        self._teardown()
        self.frame = None
        self.problem = None
        kind, what = parse_source(self.source)
        if kind == "none":
            self._set_status("none")
            return
        try:
            if kind == "url" and is_http(what) and not self.player_only:
                self._start_reader(what)
            else:
                qm = multimedia()
                if qm is None:
                    self._fail(_multimedia_error or "QtMultimedia unavailable", retry=False)
                    return
                if kind == "camera":
                    if not self._start_camera(qm, what):
                        return
                else:
                    self._start_player(qm, what)
        except Exception as exc:  # a broken backend must not take the board down
            self._fail(str(exc))
            return
        self._stall.start(self.stall_ms)
        self._set_status("starting")

    def _start_reader(self, url: str) -> None:
        try:
            from hallstation.gui.display.mjpeg import MjpegReader
        except ImportError as exc:  # a build without QtNetwork: the media player, if there is one
            self.player_only = True
            qm = multimedia()
            if qm is None:
                raise RuntimeError(f"no MJPEG reader ({exc}) and no QtMultimedia") from exc
            self._start_player(qm, url)
            return
        reader = MjpegReader(url, self)
        reader.need = self.need()
        reader.frame.connect(self._on_image)
        reader.failed.connect(self._fail)
        reader.other_media.connect(self._on_other_media)
        self._media["reader"] = reader
        reader.start()

    def _on_other_media(self, content_type: str) -> None:
        """The HTTP URL serves a video (not JPEG pictures): QMediaPlayer plays it from now on."""
        self.player_only = True
        self.problem = "not MJPEG (" + content_type + "): played as a video stream"
        self.restart()

    def _start_player(self, qm: Any, url: str) -> None:
        player = qm.QMediaPlayer(self)
        sink = qm.QVideoSink(player)  # the player's child: it never outlives the player's engine
        sink.videoFrameChanged.connect(self._on_video_frame)
        player.setVideoSink(sink)
        player.errorOccurred.connect(lambda *_a: self._fail(player.errorString()))
        player.mediaStatusChanged.connect(self._on_media_status)
        self._media.update(sink=sink, player=player)
        player.setSource(QUrl(url))  # opened on the backend's own thread
        player.play()

    def _start_camera(self, qm: Any, what: str) -> bool:
        dev = self._find_camera(qm, what)
        if dev is None:
            self._watch_devices(qm)
            self._fail("camera not found: " + what, retry=False)
            return False
        sink = qm.QVideoSink(self)
        sink.videoFrameChanged.connect(self._on_video_frame)
        cam = qm.QCamera(dev, self)
        session = qm.QMediaCaptureSession(self)
        session.setCamera(cam)
        session.setVideoSink(sink)
        cam.errorOccurred.connect(lambda *_a: self._fail(cam.errorString()))
        self._media.update(sink=sink, camera=cam, session=session, device_id=bytes(dev.id()))
        self._watch_devices(qm)
        cam.start()  # asynchronous
        return True

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
            self.restart()

    def _on_media_status(self, status: Any) -> None:
        qm = multimedia()
        if qm is not None and status in (qm.QMediaPlayer.MediaStatus.InvalidMedia, qm.QMediaPlayer.MediaStatus.EndOfMedia):
            self._fail(str(status))

    def _on_video_frame(self, frame: Any) -> None:
        if not frame.isValid():
            return
        self._on_image(frame.toImage())

    def _on_image(self, image: QImage) -> None:
        if image.isNull():
            return
        self.frame = image
        self.frames += 1
        self._delay = self.first_retry_ms  # a live picture: a later failure retries quickly again
        self._stall.start(self.stall_ms)
        if self.status != "live":
            self.problem = None
            self._set_status("live")
        self.image_changed.emit(image)

    def _fail(self, why: str, retry: bool = True) -> None:
        self.problem = why
        self.failures += 1
        self._stall.stop()
        self._teardown()
        self.frame = None
        if retry and self.source:
            self._retry.start(self._delay)
            self._delay = min(self.retry_ms, self._delay * 2)
        self._set_status("failed", force=True)

    def _set_status(self, status: str, force: bool = False) -> None:
        if status != self.status or force:
            self.status = status
            self.status_changed.emit()

    def _teardown(self) -> None:
        media, self._media = self._media, {}
        devices = media.pop("devices", None)
        if devices is not None and "camera" not in media and self.source.lower().startswith("camera:"):
            self._media["devices"] = devices  # keep watching for the camera to come back
            devices = None
        reader = media.get("reader")
        if reader is not None:
            reader.close()  # aborts the connection at once
        sink = media.get("sink")
        if sink is not None:
            try:
                sink.videoFrameChanged.disconnect()  # no late frame from the old source
            except (RuntimeError, TypeError):
                pass
        player = media.pop("player", None)
        if player is not None:
            # never player.stop(): on a frozen stream it waits on the GUI thread for FFmpeg's read
            # timeout (~18 s). An empty source interrupts the read and ends the playback engine
            # at once; then the player (and its sink, its child) can go.
            for sig in (player.errorOccurred, player.mediaStatusChanged):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
            try:
                player.setSource(QUrl())
            except RuntimeError:
                pass
            player.deleteLater()
            media.pop("sink", None)  # deleted with the player
        cam = media.get("camera")
        if cam is not None:
            try:
                cam.errorOccurred.disconnect()
                cam.stop()
            except (RuntimeError, TypeError):
                pass
            cam.deleteLater()
        for key in ("session", "sink"):
            obj = media.get(key)
            if obj is not None:
                obj.deleteLater()
        if devices is not None:
            devices.deleteLater()


_feeds: dict[str, CameraFeed] = {}
_users: dict[str, int] = {}


def acquire_feed(source: str) -> CameraFeed:
    """The feed of ``source``, started when it is the first panel to show it."""
    source = (source or "").strip()
    feed = _feeds.get(source)
    if feed is None:
        feed = CameraFeed(source)
        _feeds[source] = feed
        _users[source] = 0
        feed.start()
    _users[source] += 1
    return feed


def release_feed(feed: CameraFeed) -> None:
    """One panel less shows ``feed``; the last one closes it."""
    src = feed.source
    if _feeds.get(src) is not feed:
        return
    _users[src] -= 1
    if _users[src] <= 0:
        del _feeds[src], _users[src]
        feed.close()


def open_feeds() -> dict[str, CameraFeed]:
    """The feeds in use (tests, bench)."""
    return dict(_feeds)


# --------------------------------------------------------------------------- the panel
class CameraPanel(QWidget):
    """Shows the blower camera, or a calm "No camera" panel.

    ``keep_clear``: pixels on the right the picture keeps free when its shape leaves room (on the
    camera's own screen, the last ball's column): it is centred in the rest of the panel, or put
    against the left edge when it is too wide for it; ``text_area``: where the "No camera" words go
    (None: the whole panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.source = ""
        self.zoom = 100
        self.keep_clear = 0
        self.text_area: QRect | None = None
        self.feed: CameraFeed | None = None
        self.frames_shown = 0  # frames this panel was asked to repaint (tests, bench)
        self._frame: QImage | None = None
        self._src_rect = QRect()
        self._target = QRect()
        self._font = font(20)
        self._text_rect = QRect()

    # ------------------------------------------------------------ public
    @property
    def status(self) -> str:
        return self.feed.status if self.feed is not None else "none"

    @property
    def problem(self) -> str | None:
        return self.feed.problem if self.feed is not None else None

    @property
    def _media(self) -> dict[str, Any]:
        return self.feed._media if self.feed is not None else {}

    @property
    def showing_picture(self) -> bool:
        return self.status == "live" and self._frame is not None

    @property
    def picture_rect(self) -> QRect:
        """Where the picture is drawn, in the panel (empty when there is none)."""
        return QRect(self._target) if self.showing_picture else QRect()

    def no_camera_text(self) -> str:
        return self.tr("No camera")

    def set_source(self, source: str, zoom: int = 100) -> None:
        source = (source or "").strip()
        zoom = max(100, min(800, int(zoom or 100)))
        if zoom != self.zoom:
            self.zoom = zoom
            self._fit()
            self._tell_need()
            self.update()
        if source == self.source and (self.feed is not None or not source):
            return  # unchanged: a failed source is retried by its feed, not on every ball
        self._release()
        self.source = source
        if source:
            feed = acquire_feed(source)
            self.feed = feed
            feed.image_changed.connect(self._on_image)
            feed.status_changed.connect(self._on_status)
            self._frame = feed.frame
            self._tell_need()
        self._fit()
        self.update()

    def set_layout(self, keep_clear: int = 0, text_area: QRect | None = None) -> None:
        if (keep_clear, text_area) != (self.keep_clear, self.text_area):
            self.keep_clear, self.text_area = max(0, keep_clear), text_area
            self._fit()
            self.update()

    def stop(self) -> None:
        self._release()
        self.source = ""
        self.update()

    def _release(self) -> None:
        feed, self.feed = self.feed, None
        self._frame = None
        if feed is None:
            return
        try:
            feed.image_changed.disconnect(self._on_image)
            feed.status_changed.disconnect(self._on_status)
        except (RuntimeError, TypeError):
            pass
        feed.set_need(id(self), None)
        release_feed(feed)

    # ------------------------------------------------------------ feed
    def _on_image(self, image: QImage) -> None:
        first = self._frame is None or image.size() != self._frame.size()
        self._frame = image
        self.frames_shown += 1
        if first:
            self._fit()
            self.update()
        else:
            self.update(self._target)

    def _on_status(self) -> None:
        if self.status != "live":
            self._frame = None
            self._fit()
        self.update()

    def _tell_need(self) -> None:
        if self.feed is not None:
            z = self.zoom / 100
            self.feed.set_need(id(self), QSize(int(self.width() * z), int(self.height() * z)))

    # ------------------------------------------------------------ drawing
    def _fit(self) -> None:
        w, h = self.width(), self.height()
        area = self.text_area if self.text_area is not None else self.rect()
        self._text_rect = QRect(area)
        self._font = fitted(int(min(h, area.height() * 1.5) * 0.16), self.no_camera_text(), int(area.width() * 0.8))
        if self._frame is None:
            self._target = self.rect()
            return
        fw, fh = self._frame.width(), self._frame.height()
        self._src_rect = zoom_rect(fw, fh, self.zoom)
        sw, sh = self._src_rect.width(), self._src_rect.height()
        scale = min(w / sw, h / sh) if sw and sh else 1
        tw, th = min(w, round(sw * scale)), min(h, round(sh * scale))
        x = max(0, (w - self.keep_clear - tw) // 2)
        self._target = QRect(x, (h - th) // 2, tw, th)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self._fit()
        self._tell_need()
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
            p.drawText(self._text_rect, int(Qt.AlignmentFlag.AlignCenter), self.no_camera_text())
        p.end()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop()
        super().closeEvent(event)
