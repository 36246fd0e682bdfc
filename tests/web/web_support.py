"""Shared by the web board's tests and bench/bench_web.py: a web board in this process on a hall's
folder (or server), plain HTTP requests, and Server-Sent Events clients in threads."""

from __future__ import annotations

import http.client
import io
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hallstation.paths import ASSETS


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def request(port: int, path: str = "/", method: str = "GET", headers: dict | None = None, body: bytes | None = None, host: str = "127.0.0.1") -> Answer:
    conn = http.client.HTTPConnection(host, port, timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        r = conn.getresponse()
        data = r.read()
        return Answer(r.status, {k.lower(): v for k, v in r.getheaders()}, data)
    finally:
        conn.close()


def raw(port: int, data: bytes, host: str = "127.0.0.1") -> bytes:
    """Send ``data`` as it is and read the answer until the server closes (a malformed request)."""
    with socket.create_connection((host, port), timeout=10) as s:
        s.sendall(data)
        out = b""
        while True:
            try:
                chunk = s.recv(65536)
            except (ConnectionResetError, socket.timeout):
                break
            if not chunk:
                break
            out += chunk
    return out


class WebOnHall:
    """``hallstation web`` in this process: a read-only station on ``folder`` (or ``store``)
    followed by a ``WebBoard``, served on a free port of 127.0.0.1. The Qt event loop must turn
    (qtbot.waitUntil) for the follower to fold what others commit."""

    def __init__(self, folder: Path, store: str | None = None, lang: str = "es", max_clients: int = 100) -> None:
        from hallstation.services.views import BoardView
        from hallstation.web.board import WebBoard, open_station, state_bytes
        from hallstation.web.server import Hub, WebServer, bind, load_assets
        from hallstation.web.strings import page_strings

        self.log = io.StringIO()
        self.hub = Hub(state_bytes(BoardView()))
        station, closed = open_station(Path(folder), store)
        self.server = WebServer(self.hub, load_assets(ASSETS / "web", page_strings(lang)), bind("127.0.0.1", 0), max_clients, log_stream=self.log)
        self.server.start()
        self.board = WebBoard(station, self.hub, closed)
        self.port = self.server.port
        self.url = f"http://127.0.0.1:{self.port}/"

    @property
    def station(self):
        return self.board.station

    def get(self, path: str = "/state.json", **kw) -> Answer:
        return request(self.port, path, **kw)

    def state(self) -> dict:
        return self.get("/state.json").json()

    def close(self) -> None:
        self.server.stop()
        self.board.close()


@dataclass
class SseClient:
    """One page's /events stream in a thread: every event, with the time it arrived."""

    port: int
    host: str = "127.0.0.1"
    events: list[tuple[float, str, bytes]] = field(default_factory=list)
    status: int | None = None
    error: str | None = None

    def __post_init__(self) -> None:
        self._stop = False
        self.connected = threading.Event()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.sock: socket.socket | None = None

    def start(self) -> "SseClient":
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            s = socket.create_connection((self.host, self.port), timeout=30)
            self.sock = s
            s.sendall(f"GET /events HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nAccept: text/event-stream\r\n\r\n".encode())
            buf = b""
            while b"\r\n\r\n" not in buf:
                chunk = s.recv(65536)
                if not chunk:
                    raise ConnectionError("closed before the headers")
                buf += chunk
            head, buf = buf.split(b"\r\n\r\n", 1)
            self.status = int(head.split(b" ", 2)[1])
            self.connected.set()
            if self.status != 200:
                return
            chunked = b"transfer-encoding: chunked" in head.lower()
            body = b""
            while not self._stop:
                # de-chunk what has come, then split it into events
                if chunked:
                    while True:
                        if b"\r\n" not in buf:
                            break
                        size_line, rest = buf.split(b"\r\n", 1)
                        size = int(size_line.split(b";")[0], 16)
                        if len(rest) < size + 2:
                            break
                        body += rest[:size]
                        buf = rest[size + 2:]
                        if size == 0:
                            return
                else:
                    body, buf = body + buf, b""
                while b"\n\n" in body:
                    block, body = body.split(b"\n\n", 1)
                    self._event(block)
                chunk = s.recv(65536)
                if not chunk:
                    return
                buf += chunk
        except OSError as exc:
            self.error = str(exc)
            self.connected.set()

    def _event(self, block: bytes) -> None:
        name, data = "message", b""
        for line in block.split(b"\n"):
            if line.startswith(b"event: "):
                name = line[7:].decode()
            elif line.startswith(b"data: "):
                data = line[6:]
        if block.startswith(b"retry:"):
            return
        with self.lock:
            self.events.append((time.monotonic(), name, data))

    def states(self) -> list[dict]:
        with self.lock:
            return [json.loads(d) for _t, n, d in self.events if n == "state"]

    def messages(self) -> list[tuple[str, bytes]]:
        with self.lock:
            return [(n, d) for _t, n, d in self.events]

    def close(self) -> None:
        self._stop = True
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.sock.close()
        self.thread.join(5)
