"""A live camera for the tests: an MJPEG stream (``multipart/x-mixed-replace``) on 127.0.0.1,
the way hall IP cameras serve their picture, made of generated JPEG frames.

Each frame is a solid colour with a small pattern in its centre (so a test can tell the zoomed
centre from the whole frame). The server runs on its own thread; ``stop()`` stops the stream
(open connections are cut, new ones refused) and ``start()`` serves again on the same port, as a
camera that is unplugged and plugged back.

Usage::

    cam = MjpegServer(colour=(20, 160, 60)).start()
    cam.url        # http://127.0.0.1:PORT/video.mjpg
    cam.stall()    # keep the connection open but send no more frames (a frozen camera)
    cam.stop(); cam.start()
"""

from __future__ import annotations

import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BOUNDARY = "hallframe"


def jpeg_frame(width: int, height: int, colour: tuple[int, int, int], centre: tuple[int, int, int] | None = None,
               quality: int = 90) -> bytes:
    """A JPEG of ``width``×``height`` in ``colour``, with a ``centre`` square a quarter of each side
    (Qt's own JPEG writer: the station already depends on it, no imaging library needed)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor(*colour))
    if centre is not None:
        from PySide6.QtGui import QPainter

        p = QPainter(img)
        w, h = width // 4, height // 4
        p.fillRect((width - w) // 2, (height - h) // 2, w, h, QColor(*centre))
        p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "JPEG", quality)
    buf.close()
    return bytes(data)


class MjpegServer:
    def __init__(self, colour: tuple[int, int, int] = (20, 160, 60), centre: tuple[int, int, int] | None = (230, 30, 200),
                 size: tuple[int, int] = (320, 240), fps: float = 15.0, path: str = "/video.mjpg",
                 content_type: str | None = None) -> None:
        self.size = size
        # what the stream says it is (a camera may call its MJPEG something else than multipart)
        self.content_type = content_type or f"multipart/x-mixed-replace; boundary={BOUNDARY}"
        self.requests = 0  # GET requests for the stream (how many clients connected)
        self.fps = fps
        self.path = path
        self.frames_sent = 0
        self._frame = b""
        self.set_colour(colour, centre)
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._running = threading.Event()
        self._stalled = threading.Event()
        self._lock = threading.Lock()
        self._conns: list[socket.socket] = []
        # a free port, kept for every restart (the display keeps pointing at the same URL)
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        self.port = s.getsockname()[1]
        s.close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{self.path}"

    def set_colour(self, colour: tuple[int, int, int], centre: tuple[int, int, int] | None = None) -> None:
        self.colour, self.centre = colour, centre
        self._frame = jpeg_frame(self.size[0], self.size[1], colour, centre)

    # ------------------------------------------------------------ on / off
    def start(self) -> MjpegServer:
        if self._server is not None:
            return self
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def log_message(self, *_args) -> None:  # quiet
                pass

            def do_GET(self) -> None:  # noqa: N802
                if self.path.split("?", 1)[0] != owner.path:
                    self.send_error(404)
                    return
                with owner._lock:
                    owner._conns.append(self.connection)
                    owner.requests += 1
                self.send_response(200)
                self.send_header("Content-Type", owner.content_type)
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                try:
                    while owner._running.is_set():
                        if not owner._stalled.is_set():
                            frame = owner._frame
                            head = (f"--{BOUNDARY}\r\nContent-Type: image/jpeg\r\n"
                                    f"Content-Length: {len(frame)}\r\n\r\n").encode("ascii")
                            self.wfile.write(head + frame + b"\r\n")
                            self.wfile.flush()
                            owner.frames_sent += 1
                        time.sleep(1 / owner.fps)
                except (BrokenPipeError, ConnectionResetError, OSError):
                    pass

        server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        server.daemon_threads = True
        server.allow_reuse_address = True
        self._server = server
        self._running.set()
        self._stalled.clear()
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stall(self, on: bool = True) -> None:
        """Keep the connections open but send nothing (a camera that froze)."""
        if on:
            self._stalled.set()
        else:
            self._stalled.clear()

    def stop(self) -> None:
        """The camera goes away: every connection is cut and the port closed."""
        server, self._server = self._server, None
        self._running.clear()
        if server is None:
            return
        server.shutdown()
        server.server_close()
        with self._lock:
            conns, self._conns = self._conns, []
        for c in conns:
            try:
                c.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            try:
                c.close()
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(2)
            self._thread = None

    def __enter__(self) -> MjpegServer:
        return self.start()

    def __exit__(self, *_exc) -> None:
        self.stop()
