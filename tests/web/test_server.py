"""The web board's HTTP side (issue 26): read only (no request changes anything), every other path
404, every other method 405, bad requests 400 without a traceback in the log, a cap on connections
and on a request's size, headers that forbid framing by other sites, sensible caching; and 50 pages
at once, every one getting every ball."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station
from hallstation.web.server import MAX_HEADER_BYTES, MAX_URL_BYTES
from tests.web.web_support import SseClient, WebOnHall, raw, request

ROOT = Path(__file__).resolve().parents[2]
PATHS = ("/", "/board.css", "/board.js", "/favicon.svg", "/state.json")


@pytest.fixture
def web(qtbot, hall):
    w = WebOnHall(hall)
    yield w
    w.close()


def framing_forbidden(headers: dict) -> bool:
    return headers.get("x-frame-options") == "DENY" and "frame-ancestors 'none'" in headers.get("content-security-policy", "")


def test_the_board_serves_its_page_its_files_and_the_state_each_with_its_type_and_caching(web):
    types = {"/": "text/html", "/board.css": "text/css", "/board.js": "text/javascript", "/favicon.svg": "image/svg+xml", "/state.json": "application/json"}
    for path, kind in types.items():
        a = web.get(path)
        assert a.status == 200, path
        assert a.headers["content-type"].startswith(kind)
        assert framing_forbidden(a.headers) and a.headers["x-content-type-options"] == "nosniff"
        assert a.headers["cache-control"] == ("no-store" if path == "/state.json" else "no-cache")
        assert "server" not in a.headers
    page = web.get("/").body.decode()
    assert '<html lang="es">' in page and "HallStation — tablero de la sala" in page
    strings = json.loads(page.split('<script id="strings" type="application/json">', 1)[1].split("</script>", 1)[0])
    assert strings["minors"] == "Prohibida la entrada a menores de 18 años" and strings["offline"] == "Sin conexión"
    # nothing from another site: every file the page loads is the station's own
    assert "http://" not in page and "https://" not in page and "//" not in web.get("/board.css").body.decode().replace("/*", "").replace("*/", "")
    # a file the browser has is not sent again
    etag = web.get("/board.js").headers["etag"]
    again = web.get("/board.js", headers={"If-None-Match": etag})
    assert again.status == 304 and again.body == b"" and framing_forbidden(again.headers)
    head = web.get("/state.json", method="HEAD")
    assert head.status == 200 and head.body == b""


def test_every_other_path_is_404_and_every_other_method_405(web):
    for path in ("/index.html", "/state", "/events/", "/../secret.key", "/hallstation.sqlite3", "/admin", "/state.json/x", "/%00"):
        a = web.get(path)
        assert a.status == 404, path
        assert framing_forbidden(a.headers)
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS"):
        for path in PATHS + ("/events",):
            a = web.get(path, method=method)
            assert a.status == 405, (method, path)
            assert a.headers["allow"] == "GET, HEAD"


def test_no_request_changes_anything_and_bad_ones_get_400_without_a_traceback(web):
    before_len, before_state = len(web.station.store), web.state()
    for path in PATHS + ("/events", "/draw", "/claim"):
        for method in ("GET", "POST", "PUT", "DELETE"):
            a = web.get(path, method=method, body=b'{"ball": 12}', headers={"Content-Type": "application/json"})
            assert a.status in (400, 404), (method, path, a.status)
    assert web.get("/state.json", headers={"Transfer-Encoding": "chunked"}, body=b"x").status == 400
    # malformed HTTP, an oversized request line or header: refused by the parser with 400
    assert raw(web.port, b"GARBAGE\r\n\r\n").startswith(b"HTTP/1.1 400")
    assert raw(web.port, b"GET /state.json HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 400")  # no Host
    assert raw(web.port, b"GET /" + b"a" * (MAX_URL_BYTES + 10) + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").startswith(b"HTTP/1.1 414")
    assert raw(web.port, b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: " + b"b" * (MAX_HEADER_BYTES + 10) + b"\r\n\r\n").startswith(b"HTTP/1.1 431")
    # and one that never ends its headers is refused once it passes the cap (h11)
    assert raw(web.port, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * (MAX_HEADER_BYTES * 3)).startswith(b"HTTP/1.1 400")
    # a WebSocket upgrade is not taken either: the live updates are /events
    ws = raw(web.port, b"GET /state.json HTTP/1.1\r\nHost: x\r\nConnection: close, Upgrade\r\nUpgrade: websocket\r\n"
             b"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
    assert not ws.startswith(b"HTTP/1.1 101")
    assert len(web.station.store) == before_len and web.state() == before_state
    log = web.log.getvalue()
    assert "Traceback" not in log and "File \"" not in log
    assert "hallstation web: Se rechazó una petición mal formada (400)" in log
    assert all(line.startswith("hallstation web: ") for line in log.splitlines())


def test_at_most_max_clients_connections_at_once(qtbot, hall):
    web = WebOnHall(hall, max_clients=3)
    clients = [SseClient(web.port).start() for _ in range(3)]
    try:
        for c in clients:
            assert c.connected.wait(5) and c.status == 200
        qtbot.waitUntil(lambda: web.hub.streams == 3, timeout=5000)
        assert web.get("/state.json").status == 503  # a fourth connection is refused meanwhile
        over = SseClient(web.port).start()
        assert over.connected.wait(5) and over.status == 503
        over.close()
        clients.pop().close()  # one page closes: there is room again
        qtbot.waitUntil(lambda: web.hub.streams == 2, timeout=5000)
        assert web.get("/state.json").status == 200
    finally:
        for c in clients:
            c.close()
        web.close()


def test_fifty_pages_at_once_every_one_gets_every_ball(qtbot, hall):
    writer = Station(hall, drawer=SeededDrawer(50))
    web = WebOnHall(hall)
    clients = [SseClient(web.port).start() for _ in range(50)]
    try:
        qtbot.waitUntil(lambda: web.hub.streams == 50, timeout=10000)
        drawn = []
        for _ in range(8):
            drawn.append(writer.draw())
            n = len(drawn)
            # the follower's own timer folds the commit (the Qt loop turns while we wait)
            qtbot.waitUntil(lambda: all(bool(c.states()) and c.states()[-1]["count"] == n for c in clients), timeout=5000)
        for c in clients:
            assert c.error is None
            seen = [tuple(s["balls"]) for s in c.states()]
            for k in range(len(drawn) + 1):
                assert tuple(drawn[:k]) in seen  # each ball, in its turn, on every page
            assert c.states()[-1]["last_ball"] == drawn[-1]
    finally:
        for c in clients:
            c.close()
        web.close()
        writer.close()


def run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "hallstation", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def test_the_command_refuses_what_cannot_work_in_one_line_with_status_2(tmp_path, hall):
    from hallstation.cli import build_parser

    args = build_parser().parse_args(["web", "--data-dir", str(hall)])
    assert (args.bind, args.port, args.max_clients) == ("127.0.0.1", 8080, 100)  # this PC only, unless the hall says
    for argv, says in (
        (["web", "--data-dir", str(tmp_path / "nothing"), "--port", "0"], "No hay"),
        (["web", "--data-dir", str(hall), "--port", "99999"], "no es un puerto"),
        (["web", "--data-dir", str(hall), "--bind", "no-such-host.invalid", "--port", "0"], "no puede escuchar"),
    ):
        r = run_cli(*argv)
        assert r.returncode == 2, (argv, r.stderr)
        assert len(r.stderr.strip().splitlines()) == 1 and says in r.stderr, r.stderr
        assert "Traceback" not in r.stderr


def test_a_port_in_use_is_said_in_one_line(hall, web):
    r = run_cli("web", "--data-dir", str(hall), "--port", str(web.port))
    assert r.returncode == 2 and "ya está en uso" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_a_board_on_a_folder_no_station_writes_yet_follows_the_station_once_it_starts(qtbot, hall):
    web = WebOnHall(hall)  # no station on the folder: SQLite opens it as a closed file
    try:
        assert web.board.live is not None and web.state()["count"] == 0
        writer = Station(hall, drawer=SeededDrawer(3))
        try:
            ball = writer.draw()
            qtbot.waitUntil(lambda: web.state()["balls"] == [ball], timeout=5000)
        finally:
            writer.close()
    finally:
        web.close()


def test_the_page_speaks_english_with_lang_en(qtbot, hall):
    web = WebOnHall(hall, lang="en")
    try:
        page = web.get("/").body.decode()
        assert '<html lang="en">' in page and "HallStation — the hall's board" in page and '"minors":"Minors are not admitted"' in page
    finally:
        web.close()


def test_a_page_open_for_hours_costs_the_same_after_a_thousand_changes(qtbot, hall):
    import asyncio

    web = WebOnHall(hall)
    page = SseClient(web.port).start()
    try:
        qtbot.waitUntil(lambda: web.hub.streams == 1, timeout=5000)

        async def tasks() -> int:
            return len(asyncio.all_tasks())

        def count() -> int:
            return asyncio.run_coroutine_threadsafe(tasks(), web.hub.loop).result(5)

        before = count()
        base = web.hub.state
        for i in range(1000):
            web.hub.publish(state=base[:-1] + b',"n":%d}' % i)
        qtbot.waitUntil(lambda: bool(page.messages()) and page.messages()[-1][1].endswith(b'"n":999}'), timeout=10000)
        assert count() <= before + 2  # nothing piles up per change
    finally:
        page.close()
        web.close()
