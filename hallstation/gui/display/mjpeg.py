"""Network cameras that serve Motion JPEG over HTTP — what most IP cameras in a hall offer
(``multipart/x-mixed-replace``, one JPEG per part) — or a JPEG snapshot the station asks for again
and again.

Why not QMediaPlayer for these: it plays them, but when such a stream freezes (the camera hangs,
a switch drops the packets), ``QMediaPlayer.stop()`` waits on the GUI thread for FFmpeg's read
timeout — about 18 seconds here, during which no public board repaints a ball. The reader below is
QNetworkAccessManager's: every step is asynchronous, ``abort()`` returns at once, and nothing of it
can hold the board up. A URL that turns out to serve something else (HLS, MP4 …) is handed back
(``other_media``) and the camera panel plays it with QMediaPlayer.

``MjpegParser`` is plain Python over bytes (the tests feed it by hand); ``MjpegReader`` is the
network side and decodes only the newest frame, at most ``max_fps`` a second, at the size the
screens need (a large camera frame shown in a corner is decoded at a half or a quarter of its size,
which JPEG does cheaply).
"""

from __future__ import annotations

import re
import time

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QSize, QTimer, QUrl, Signal
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

SOI = b"\xff\xd8"  # a JPEG starts with these two bytes …
EOI = b"\xff\xd9"  # … and ends with these
MAX_BUFFER = 16 * 1024 * 1024  # a stream that never delimits a frame does not eat the PC's memory
SNAPSHOT_MS = 200  # a snapshot camera is asked again this long after each picture (5 a second)

_BOUNDARY = re.compile(r'boundary\s*=\s*(?:"([^"]+)"|([^";,\s]+))', re.I)


def boundary_of(content_type: str) -> str | None:
    """The multipart boundary of a Content-Type header, or None."""
    m = _BOUNDARY.search(content_type or "")
    return (m.group(1) or m.group(2)) if m else None


def content_kind(content_type: str) -> str:
    """"mjpeg", "jpeg" (a single picture) or "other" for a response's Content-Type."""
    ct = (content_type or "").split(";", 1)[0].strip().lower()
    if ct.startswith("multipart/"):
        return "mjpeg"
    if ct in ("image/jpeg", "image/jpg", "image/pjpeg"):
        return "jpeg"
    return "other"


class MjpegParser:
    """Cuts a multipart stream into its JPEG pictures.

    Each part is ``--boundary``, its header lines, an empty line, then the picture: its length is
    taken from ``Content-Length`` when the camera sends one, otherwise the picture runs to the next
    boundary. Without a known boundary the JPEG markers themselves delimit the pictures. Parts that
    are not JPEG pictures are skipped.
    """

    def __init__(self, boundary: str | None = None) -> None:
        self.buffer = bytearray()
        self.delims: list[bytes] = []
        if boundary:
            b = boundary.encode("latin-1", "replace")
            self.delims = [b"--" + b] + ([b] if b.startswith(b"--") else [])
        self.dropped = 0  # bytes thrown away (garbage, or a buffer that never found a frame)

    def _find_delim(self, start: int = 0) -> tuple[int, int]:
        """(position, length) of the first boundary line at or after ``start``, or (-1, 0)."""
        best = (-1, 0)
        for d in self.delims:
            i = self.buffer.find(d, start)
            if i >= 0 and (best[0] < 0 or i < best[0]):
                best = (i, len(d))
        return best

    def feed(self, data: bytes) -> list[bytes]:
        """Add ``data``; return the complete pictures it finished, oldest first."""
        self.buffer += data
        out = self._parts() if self.delims else self._markers()
        if len(self.buffer) > MAX_BUFFER:
            self.dropped += len(self.buffer)
            self.buffer.clear()
        return out

    def _parts(self) -> list[bytes]:
        out: list[bytes] = []
        buf = self.buffer
        while True:
            at, dlen = self._find_delim()
            if at < 0:
                # keep a tail as long as a boundary line (it may be cut in two)
                keep = max(len(d) for d in self.delims) + 2
                if len(buf) > keep:
                    self.dropped += len(buf) - keep
                    del buf[: len(buf) - keep]
                return out
            if at:
                self.dropped += at
                del buf[:at]
            head_end, sep = buf.find(b"\r\n\r\n", dlen), 4
            lf_end = buf.find(b"\n\n", dlen)
            if lf_end >= 0 and (head_end < 0 or lf_end < head_end):
                head_end, sep = lf_end, 2
            if head_end < 0:
                return out  # the part's headers are not all here yet
            body = head_end + sep
            length = None
            for line in bytes(buf[dlen:head_end]).split(b"\n"):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    try:
                        length = int(value.strip())
                    except ValueError:
                        length = None
            if length is not None and length >= 0:
                if len(buf) < body + length:
                    return out  # the picture is still arriving
                picture = bytes(buf[body : body + length])
                del buf[: body + length]
            else:
                nxt, _ = self._find_delim(body)
                if nxt < 0:
                    return out
                picture = bytes(buf[body:nxt]).rstrip(b"\r\n")
                del buf[:nxt]
            if picture.startswith(SOI):
                out.append(picture)

    def _markers(self) -> list[bytes]:
        out: list[bytes] = []
        buf = self.buffer
        while True:
            start = buf.find(SOI)
            if start < 0:
                if len(buf) > 1:
                    self.dropped += len(buf) - 1
                    del buf[: len(buf) - 1]
                return out
            end = buf.find(EOI, start + 2)
            if end < 0:
                if start:
                    self.dropped += start
                    del buf[:start]
                return out
            out.append(bytes(buf[start : end + 2]))
            del buf[: end + 2]


def decode_jpeg(data: bytes, need: QSize | None = None) -> QImage:
    """The picture in ``data``; when ``need`` (the size the screens draw it at) is at most half of
    the picture's, it is decoded at a half, a quarter or an eighth of its size (libjpeg scales while
    decoding, which costs less than the full picture)."""
    ba = QByteArray(data)
    buf = QBuffer(ba)
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf, QByteArray(b"jpeg"))
    size = reader.size()
    if need is not None and size.isValid() and need.width() > 0 and need.height() > 0:
        f = 1
        while f < 8 and size.width() >= need.width() * f * 2 and size.height() >= need.height() * f * 2:
            f *= 2
        if f > 1:
            reader.setScaledSize(QSize(size.width() // f, size.height() // f))
    image = reader.read()
    buf.close()
    return image


class MjpegReader(QObject):
    """Reads one camera URL. Signals: ``frame(QImage)`` for each picture shown, ``failed(str)`` when
    the stream ends or cannot be had (the caller retries), ``other_media(str)`` with the
    Content-Type when the URL serves something else than JPEG pictures."""

    frame = Signal(QImage)
    failed = Signal(str)
    other_media = Signal(str)

    max_fps = 30.0

    def __init__(self, url: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = QUrl(url)
        self.need: QSize | None = None  # the largest size a screen draws the picture at
        self.kind = ""  # "mjpeg" or "jpeg" once the camera answered
        self.frames = 0
        self.decode_ms = 0.0  # the last picture's decoding time
        self._net = QNetworkAccessManager(self)
        self._net.authenticationRequired.connect(self._on_auth)
        self._reply: QNetworkReply | None = None
        self._parser: MjpegParser | None = None
        self._snapshot = bytearray()
        self._auth_tried = False
        self._closed = False
        self._pending: bytes | None = None
        self._last_decode = 0.0
        self._decode_timer = QTimer(self)
        self._decode_timer.setSingleShot(True)
        self._decode_timer.timeout.connect(self._decode_pending)
        self._again = QTimer(self)  # the next snapshot
        self._again.setSingleShot(True)
        self._again.setInterval(SNAPSHOT_MS)
        self._again.timeout.connect(self._request)

    # ------------------------------------------------------------ on / off
    def start(self) -> None:
        self._request()

    def close(self) -> None:
        """Stop at once (abort the connection); no signal is sent after this."""
        self._closed = True
        self._decode_timer.stop()
        self._again.stop()
        self._pending = None
        self._drop_reply()
        self.deleteLater()

    def _drop_reply(self) -> None:
        """Abort the open request, with none of its signals reaching us any more."""
        reply, self._reply = self._reply, None
        if reply is None:
            return
        for sig in (reply.metaDataChanged, reply.readyRead, reply.finished):
            try:
                sig.disconnect()
            except (RuntimeError, TypeError):
                pass
        reply.abort()
        reply.deleteLater()

    # ------------------------------------------------------------ network
    def _request(self) -> None:
        if self._closed:
            return
        req = QNetworkRequest(self.url)
        req.setRawHeader(b"User-Agent", b"HallStation")
        req.setRawHeader(b"Accept", b"multipart/x-mixed-replace, image/jpeg;q=0.9, */*;q=0.1")
        req.setAttribute(QNetworkRequest.Attribute.CacheLoadControlAttribute, QNetworkRequest.CacheLoadControl.AlwaysNetwork)
        self._snapshot.clear()
        self._parser = None
        reply = self._net.get(req)
        reply.metaDataChanged.connect(self._on_headers)
        reply.readyRead.connect(self._on_data)
        reply.finished.connect(self._on_finished)
        self._reply = reply

    def _on_auth(self, _reply: QNetworkReply, auth) -> None:
        # the user and password written in the camera's address (http://user:pass@camera/…), once
        if not self._auth_tried and self.url.userName():
            self._auth_tried = True
            auth.setUser(self.url.userName())
            auth.setPassword(self.url.password())

    def _on_headers(self) -> None:
        reply = self._reply
        if reply is None or self.kind and self._parser is not None:
            return
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        if status is not None and int(status) >= 300:
            return  # a redirect is followed by Qt; an error is reported when the reply finishes
        ctype = bytes(reply.rawHeader("Content-Type")).decode("latin-1", "replace")
        kind = content_kind(ctype)
        if kind == "other":
            self._give_up_other(ctype)
            return
        self.kind = kind
        if kind == "mjpeg":
            self._parser = MjpegParser(boundary_of(ctype))

    def _give_up_other(self, ctype: str) -> None:
        self._drop_reply()
        if not self._closed:
            self.other_media.emit(ctype or "?")

    def _on_data(self) -> None:
        reply = self._reply
        if reply is None:
            return
        data = bytes(reply.readAll())
        if self.kind == "mjpeg" and self._parser is not None:
            pictures = self._parser.feed(data)
            if pictures:
                self._offer(pictures[-1])  # only the newest one is worth decoding
        elif self.kind == "jpeg":
            self._snapshot += data
            if len(self._snapshot) > MAX_BUFFER:
                self._fail("the camera's picture is too large")

    def _on_finished(self) -> None:
        reply, self._reply = self._reply, None
        if reply is None:
            return
        reply.deleteLater()
        if self._closed:
            return
        if reply.error() != QNetworkReply.NetworkError.NoError:
            status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
            why = reply.errorString()
            self._fail(f"HTTP {int(status)}: {why}" if status else why)
            return
        if self.kind == "jpeg" and self._snapshot:
            self._offer(bytes(self._snapshot))
            self._snapshot.clear()
            self._again.start()  # ask for the next picture
            return
        self._fail("the camera closed the stream")

    def _fail(self, why: str) -> None:
        if self._closed:
            return
        self._drop_reply()
        self.failed.emit(why)

    # ------------------------------------------------------------ decoding
    def _offer(self, picture: bytes) -> None:
        """Decode ``picture`` now, or as soon as ``max_fps`` allows (a newer one replaces it)."""
        self._pending = picture
        if self._decode_timer.isActive():
            return
        wait = self._last_decode + 1 / self.max_fps - time.perf_counter()
        if wait > 0:
            self._decode_timer.start(max(1, int(wait * 1000)))
        else:
            self._decode_pending()

    def _decode_pending(self) -> None:
        picture, self._pending = self._pending, None
        if picture is None or self._closed:
            return
        t0 = time.perf_counter()
        image = decode_jpeg(picture, self.need)
        self._last_decode = time.perf_counter()
        self.decode_ms = (self._last_decode - t0) * 1000
        if image.isNull():
            return  # a damaged picture: the next one will do
        self.frames += 1
        self.frame.emit(image)
