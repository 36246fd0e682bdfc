"""The web board's HTTP side: a small ASGI app served by uvicorn (HTTP/1.1 parsed by h11) in a
thread of its own, on one port.

    GET /             the board (assets/web/index.html, with the page's words in the language)
    GET /board.css, /board.js, /favicon.svg
    GET /state.json   the public state (``state.public_state``), as it is now
    GET /events       Server-Sent Events: ``state`` (the same JSON) at once and at every change,
                      ``link`` ({"online": …}) likewise, and a ``ping`` every HEARTBEAT_S seconds so
                      a page notices a silent network and reconnects

Read only: nothing here writes, no request changes anything (the station side only ever hands the
``Hub`` a new state). Every other path is 404, every other method 405, a request with a body 400,
a malformed request 400 (h11, in one log line, never a traceback); at most ``max_clients``
connections at once (503 beyond); a request's headers capped at MAX_HEADER_BYTES (431) and its
path at MAX_URL_BYTES (414); every answer
forbids framing by another site and is never cached past its freshness.
"""

from __future__ import annotations

import asyncio
import errno
import hashlib
import html
import json
import logging
import socket
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError

HEARTBEAT_S = 2.0  # a ping this often: the page reconnects when it hears nothing for 3 of them
RETRY_MS = 1000  # EventSource's own wait before it reconnects
MAX_CLIENTS = 100  # connections at once (TVs, sticks, tablets, and a few /state.json readers)
MAX_HEADER_BYTES = 8192  # a request's headers; more is refused (431; h11 refuses a slow one, 400)
MAX_URL_BYTES = 2048  # a request's path and query; more is refused (414)
SHUTDOWN_S = 1.0

# What every answer says about itself: never framed by another site, its type not guessed, no
# referrer sent on, and the page may load only what the station itself serves.
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-frame-options", b"DENY"),
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        b"frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-resource-policy", b"same-origin"),
)


class WebError(RuleError):
    """The web board cannot start (the address or the port): one line, exit status 2."""


@dataclass(frozen=True)
class Asset:
    body: bytes
    content_type: bytes
    cache: bytes = b"no-cache"  # the browser asks again each time (an ETag makes it cheap)

    @property
    def etag(self) -> bytes:
        return b'"' + hashlib.sha256(self.body).hexdigest()[:20].encode() + b'"'


def load_assets(folder: Path, strings: dict[str, Any]) -> dict[str, Asset]:
    """The page's files, read once; ``index.html`` gets the page's words (``strings``) and its
    language written in."""
    words = json.dumps(strings, ensure_ascii=False, separators=(",", ":"))
    # a JSON data block inside <script>: nothing in it may close the element or start markup
    words = words.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    page = (folder / "index.html").read_text(encoding="utf-8")
    page = page.replace("{{lang}}", html.escape(str(strings.get("lang", "es"))))
    page = page.replace("{{title}}", html.escape(str(strings.get("title", "HallStation"))))
    page = page.replace("{{strings}}", words)
    return {
        "/": Asset(page.encode("utf-8"), b"text/html; charset=utf-8"),
        "/board.css": Asset((folder / "board.css").read_bytes(), b"text/css; charset=utf-8"),
        "/board.js": Asset((folder / "board.js").read_bytes(), b"text/javascript; charset=utf-8"),
        "/favicon.svg": Asset((folder.parent / "icons" / "hallstation.svg").read_bytes(), b"image/svg+xml"),
    }


# ---------------------------------------------------------------- the latest state, for every page
class Hub:
    """The latest public state and link (JSON bytes), handed over by the station side from its own
    thread (``publish``) and read by the server's loop; every open ``/events`` stream is woken at
    each change. A slow page only ever gets the latest state (nothing queues up behind it)."""

    def __init__(self, state: bytes = b"{}", online: bool = True) -> None:
        self.state = state
        self.link = link_message(online)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.closed = False
        self.streams = 0  # open /events streams (the tests and the bench read it)
        self._changed: asyncio.Event | None = None

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self._changed = asyncio.Event()

    def publish(self, state: bytes | None = None, online: bool | None = None, attention: str = "") -> None:
        """A new state and/or link (from any thread); ``attention``: the log needs attention (a row
        failed its check as it came: the page says so in its corner, over the last good state)."""
        link = None if online is None else link_message(online, attention)
        loop = self.loop
        if loop is None or loop.is_closed():
            self._set(state, link)
            return
        try:
            loop.call_soon_threadsafe(self._set, state, link)
        except RuntimeError:  # the loop stopped meanwhile (shutting down)
            self._set(state, link)

    def close(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._close)
                return
            except RuntimeError:
                pass
        self.closed = True

    def _set(self, state: bytes | None, link: bytes | None) -> None:
        if state is not None:
            self.state = state
        if link is not None:
            self.link = link
        self._wake()

    def _close(self) -> None:
        self.closed = True
        self._wake()

    def _wake(self) -> None:
        if self._changed is not None:
            old, self._changed = self._changed, asyncio.Event()
            old.set()

    async def changed(self, timeout: float) -> bool:
        """Wait for the next change (True) or ``timeout`` seconds (False)."""
        ev = self._changed
        if ev is None:
            await asyncio.sleep(timeout)
            return False
        try:
            await asyncio.wait_for(ev.wait(), timeout)
            return True
        except asyncio.TimeoutError:
            return False


def link_message(online: bool, attention: str = "") -> bytes:
    return json.dumps({"online": bool(online), "attention": attention or ""}).encode()


def sse(event: str, data: bytes) -> bytes:
    return b"event: " + event.encode() + b"\ndata: " + data + b"\n\n"


# ---------------------------------------------------------------- the ASGI app
class BoardApp:
    """The web board's routes (ASGI 3). Read only: GET and HEAD, nothing else."""

    def __init__(self, hub: Hub, assets: dict[str, Asset]) -> None:
        self.hub = hub
        self.assets = assets
        self.paths = set(assets) | {"/state.json", "/events"}

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        method = scope["method"]
        path = scope["path"]
        raw_headers = scope.get("headers", ())
        headers = {k.lower(): v for k, v in raw_headers}
        if len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"") > MAX_URL_BYTES:
            await self._plain(send, 414, b"Request-URI too long\n")
            return
        if sum(len(k) + len(v) + 4 for k, v in raw_headers) > MAX_HEADER_BYTES:
            await self._plain(send, 431, b"Request header fields too large\n")
            return
        if self._has_body(headers):
            await self._plain(send, 400, b"Bad request: this board takes no request body\n")
            return
        if path not in self.paths:
            await self._plain(send, 404, b"Not found\n", head=method == "HEAD")
            return
        if method not in ("GET", "HEAD"):
            await self._plain(send, 405, b"Method not allowed: this board is read only\n", extra=((b"allow", b"GET, HEAD"),))
            return
        head = method == "HEAD"
        if path == "/events":
            await self._events(receive, send, head)
        elif path == "/state.json":
            await self._send(send, 200, self.hub.state, b"application/json", b"no-store", head=head)
        else:
            asset = self.assets[path]
            if headers.get(b"if-none-match") == asset.etag:
                await self._send(send, 304, b"", asset.content_type, asset.cache, extra=((b"etag", asset.etag),), head=True)
            else:
                await self._send(send, 200, asset.body, asset.content_type, asset.cache, extra=((b"etag", asset.etag),), head=head)

    @staticmethod
    def _has_body(headers: dict[bytes, bytes]) -> bool:
        if b"transfer-encoding" in headers:
            return True
        length = headers.get(b"content-length", b"0").strip()
        return length not in (b"", b"0")

    async def _plain(self, send: Any, status: int, text: bytes, extra: tuple = (), head: bool = False) -> None:
        await self._send(send, status, text, b"text/plain; charset=utf-8", b"no-store", extra=extra, head=head)

    @staticmethod
    async def _send(send: Any, status: int, body: bytes, content_type: bytes, cache: bytes, extra: tuple = (), head: bool = False) -> None:
        headers = [(b"content-type", content_type), (b"cache-control", cache), (b"content-length", str(len(body)).encode())]
        if status == 304:
            headers = [(b"cache-control", cache)]
        headers += list(extra) + list(SECURITY_HEADERS)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": b"" if head else body})

    async def _events(self, receive: Any, send: Any, head: bool) -> None:
        """One page's stream: the state and the link now, then each change, a ping between."""
        headers = [
            (b"content-type", b"text/event-stream; charset=utf-8"),
            (b"cache-control", b"no-store"),
            (b"x-accel-buffering", b"no"),  # a reverse proxy in front passes each event at once
        ] + list(SECURITY_HEADERS)
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        if head:
            await send({"type": "http.response.body", "body": b""})
            return
        hub = self.hub
        gone = asyncio.Event()

        async def watch() -> None:  # the page closed the stream (or its network went away)
            while True:
                message = await receive()
                if message["type"] == "http.disconnect":
                    gone.set()
                    return

        watcher = asyncio.ensure_future(watch())
        closed = asyncio.ensure_future(gone.wait())  # one for the stream's life (not one per wait)
        hub.streams += 1
        try:
            await send({"type": "http.response.body", "body": b"retry: %d\n\n" % RETRY_MS, "more_body": True})
            sent_state = sent_link = None
            while not gone.is_set() and not hub.closed:
                chunk = b""
                if hub.state is not sent_state:
                    sent_state = hub.state
                    chunk += sse("state", sent_state)
                if hub.link is not sent_link:
                    sent_link = hub.link
                    chunk += sse("link", sent_link)
                if chunk:
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                waker = asyncio.ensure_future(hub.changed(HEARTBEAT_S))
                await asyncio.wait({waker, closed}, return_when=asyncio.FIRST_COMPLETED)
                if not waker.done():
                    waker.cancel()
                elif not waker.result() and not gone.is_set() and not hub.closed:
                    await send({"type": "http.response.body", "body": b"event: ping\ndata: \n\n", "more_body": True})
            if not gone.is_set():
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            hub.streams -= 1
            watcher.cancel()
            closed.cancel()


# ---------------------------------------------------------------- the log, in one line a fault
_LOG_WORDS = {
    "Invalid HTTP request received.": QT_TRANSLATE_NOOP("WebBoard", "A malformed request was refused (400)"),
    "Unsupported upgrade request.": QT_TRANSLATE_NOOP("WebBoard", "A WebSocket request was refused: the board's live updates are Server-Sent Events at /events"),
}
_LOG_DROPPED = ("No supported WebSocket library detected",)


class _OneLine(logging.Formatter):
    """``hallstation web: <message>``, one line; never a traceback (the log is read by the hall's IT,
    and a bad request is the sender's fault, not the station's)."""

    def format(self, record: logging.LogRecord) -> str:
        from hallstation.i18n import translate

        text = record.getMessage()
        if text in _LOG_WORDS:
            text = translate("WebBoard", _LOG_WORDS[text])
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            text = f"{text.strip()} ({type(exc).__name__}: {exc})"
        return "hallstation web: " + " ".join(text.split())


class _Quiet(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not any(record.getMessage().startswith(p) for p in _LOG_DROPPED)


def _configure_logging(stream: Any = None) -> None:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(_OneLine())
    handler.addFilter(_Quiet())
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "asyncio"):
        log = logging.getLogger(name)
        log.handlers[:] = [handler]
        log.propagate = False
        log.setLevel(logging.WARNING)


# ---------------------------------------------------------------- the server, in its own thread
def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (port 0: any free port), or ``WebError``."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as exc:
        raise WebError("The web board cannot listen on {address}: {why}", address=host, why=str(exc)) from None
    family, kind, proto, _name, addr = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restart right after a stop
        sock.bind(addr)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise WebError("Port {port} of {address} is already in use: stop what uses it or choose another port (--port)", port=port, address=host) from None
        from hallstation.store.data_folder import reason

        raise WebError("The web board cannot listen on {address} port {port}: {why}", address=host, port=port, why=reason(exc)) from None
    sock.setblocking(False)
    return sock


class WebServer:
    """uvicorn serving ``BoardApp`` on ``sock`` in a thread of its own (its own asyncio loop);
    ``start()`` returns once it accepts connections, ``stop()`` once it has closed them."""

    def __init__(self, hub: Hub, assets: dict[str, Asset], sock: socket.socket, max_clients: int = MAX_CLIENTS, log_stream: Any = None) -> None:
        import uvicorn

        self.hub = hub
        self.sock = sock
        self.max_clients = max_clients
        config = uvicorn.Config(
            BoardApp(hub, assets),
            http="h11",
            ws="none",
            lifespan="off",
            loop="asyncio",
            log_config=None,
            access_log=False,
            server_header=False,
            # uvicorn refuses a request once the connections already open reach the limit, the
            # request's own included: one more lets max_clients pages in
            limit_concurrency=max_clients + 1,
            h11_max_incomplete_event_size=MAX_HEADER_BYTES,
            timeout_graceful_shutdown=SHUTDOWN_S,
            timeout_keep_alive=5,
        )
        _configure_logging(log_stream)  # after uvicorn's own set-up, which would keep its defaults
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self._run, name="hallstation-web", daemon=True)
        self.failure: BaseException | None = None

    @property
    def port(self) -> int:
        return self.sock.getsockname()[1]

    @property
    def address(self) -> str:
        return self.sock.getsockname()[0]

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # noqa: BLE001 - said by start(), or in the log
            self.failure = exc

    async def _serve(self) -> None:
        self.hub.attach(asyncio.get_running_loop())
        await self.server.serve(sockets=[self.sock])

    def start(self, timeout: float = 10.0) -> None:
        self.thread.start()
        waited = 0.0
        while not self.server.started and self.thread.is_alive() and waited < timeout:
            self.thread.join(0.01)
            waited += 0.01
        if not self.server.started:
            why = self.failure or "it did not start"
            raise WebError("The web board could not start: {why}", why=str(why))

    def stop(self) -> None:
        self.hub.close()
        self.server.should_exit = True
        self.thread.join(SHUTDOWN_S + 4)
        try:
            self.sock.close()
        except OSError:
            pass
