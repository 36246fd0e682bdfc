"""The web board of a networked hall (issue 26): on the hall's PostgreSQL server it reads through the
display account (which can only read), follows the caller's commits (LISTEN/NOTIFY), tells the
pages when the server is away ({"online": false}: "Sin conexión con el servidor" in their corner)
while it keeps serving the last state, and catches up by itself when the server is back."""

from __future__ import annotations

import json

from hallstation.services.demo import create_demo_day
from hallstation.services.station import Station
from hallstation.store.pgstore import LinkError
from tests.gui.conftest import ScriptedDrawer
from tests.web.web_support import SseClient, WebOnHall


def links(client: SseClient) -> list[bool]:
    return [json.loads(d)["online"] for n, d in client.messages() if n == "link"]


def test_on_the_halls_server_the_board_reads_as_the_display_and_says_when_the_server_is_away(qtbot, tmp_path, pg_server, pg_url, pg_display_url):
    writer = Station(tmp_path / "caller", store=pg_url, drawer=ScriptedDrawer([12, 40, 71]))
    create_demo_day(writer)
    web = WebOnHall(tmp_path / "screens", store=pg_display_url)
    client = SseClient(web.port).start()
    try:
        assert web.station.store.read_only and web.station.store.conn.info.user == "hall_display"
        qtbot.waitUntil(lambda: bool(client.states()) and client.states()[-1]["game"] == 1, timeout=5000)
        writer.draw()
        qtbot.waitUntil(lambda: client.states()[-1]["balls"] == [12], timeout=3000)
        assert links(client) == [True]
        pg_server.kill()
        try:
            qtbot.waitUntil(lambda: links(client)[-1:] == [False], timeout=5000)
            assert web.state()["balls"] == [12]  # the pages keep the last state meanwhile
        finally:
            if pg_server.proc is None:
                pg_server.start()
        qtbot.waitUntil(lambda: links(client)[-1:] == [True], timeout=15000)
        try:
            writer.draw()
        except LinkError:  # the caller's own connection died with the server: its next try reconnects
            writer.draw()
        qtbot.waitUntil(lambda: client.states()[-1]["balls"] == [12, 40], timeout=5000)
        assert web.state()["balls"] == [12, 40]
    finally:
        client.close()
        web.close()
        writer.close()


def test_a_board_started_before_the_halls_server_serves_at_once_and_shows_the_hall_when_it_answers(tmp_path, pg_server, pg_url, pg_display_url):
    import os
    import signal
    import socket
    import subprocess
    import sys
    import time
    from pathlib import Path

    from hallstation.devtools.tcpproxy import TcpProxy
    from tests.web.web_support import request

    root = Path(__file__).resolve().parents[2]
    writer = Station(tmp_path / "caller", store=pg_url)
    create_demo_day(writer)
    writer.close()
    proxy = TcpProxy(pg_server.port)
    proxy.cut()  # the server does not answer yet
    url = pg_display_url.replace(f":{pg_server.port}/", f":{proxy.port}/")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HALLSTATION_LANG="es")
    env.pop("HALLSTATION_STORE", None)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    argv = [sys.executable, "-m", "hallstation", "web", "--store", url, "--data-dir", str(tmp_path / "screens"), "--port", str(port)]
    from tests.pg_support import argv_and_env

    argv, secret = argv_and_env(argv)  # the password never on the command line (issue 20 §4): $PGPASSWORD
    env.update(secret)
    try:
        quick = subprocess.run(argv + ["--no-wait"], cwd=root, env=env, capture_output=True, text=True, timeout=60)
        assert quick.returncode == 2 and "Sin conexión con el servidor" in quick.stderr and len(quick.stderr.strip().splitlines()) == 1
        p = subprocess.Popen(argv, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert f":{port}/" in p.stderr.readline()  # it serves at once
            assert "esperando al servidor de la sala" in p.stderr.readline()
            state = request(port, "/state.json").json()
            assert state["phase"] == "none"
            events = SseClient(port).start()
            deadline = time.monotonic() + 10
            while not links(events) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert links(events) == [False]  # the pages say "Sin conexión con el servidor"
            proxy.mend()
            deadline = time.monotonic() + 60
            while request(port, "/state.json").json()["game"] != 1 and time.monotonic() < deadline:
                time.sleep(0.2)
            assert request(port, "/state.json").json()["game"] == 1
            while links(events)[-1:] != [True] and time.monotonic() < deadline:
                time.sleep(0.05)
            assert links(events)[-1] is True
            events.close()
            p.send_signal(signal.SIGTERM)
            assert p.wait(timeout=30) == 0
        finally:
            if p.poll() is None:
                p.kill()
                p.wait()
            p.stdout.close()
            p.stderr.close()
    finally:
        proxy.close()


def test_a_forged_row_never_reaches_the_pages_and_they_say_the_log_needs_attention_naming_it(qtbot, tmp_path, pg_url, pg_display_url):
    """Issue 20 §1: a row added with nothing but the writer account's password (right hash, bogus
    signature, NOTIFY) is checked by the web board's station — it holds no hall key: the hall's
    signature — and never folded; the pages keep the last good state and say why in their corner."""
    from tests.store.test_pg_signing import forge

    writer = Station(tmp_path / "caller", store=pg_url, drawer=ScriptedDrawer([12]))
    create_demo_day(writer)
    web = WebOnHall(tmp_path / "screens", store=pg_display_url)
    client = SseClient(web.port).start()
    try:
        writer.draw()
        qtbot.waitUntil(lambda: bool(client.states()) and client.states()[-1]["balls"] == [12], timeout=5000)
        bad = forge(pg_url, "ball.drawn", {"game": writer.current_game.config.number, "ball": 5})
        said = lambda: [json.loads(d) for n, d in client.messages() if n == "link"][-1]  # noqa: E731
        qtbot.waitUntil(lambda: bool(said()["attention"]), timeout=5000)
        assert said()["online"] and f"fila {bad}" in said()["attention"] and "necesita atención" in said()["attention"]
        assert client.states()[-1]["balls"] == [12] and web.state()["balls"] == [12]
        assert web.station.attention.first_bad == bad and web.station.store.key is None
    finally:
        client.close()
        web.close()
        writer.close()
