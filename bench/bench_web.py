"""A ball drawn at the station → on 50 browser connections of the web board (issue 26; goal: every
page within 250 ms of the commit, p95).

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_web.py [draws] [clients]

``hallstation web`` runs as the hall runs it, a process of its own on the station's folder; this
process is the caller station (it draws one ball at a time) and the 50 pages (Server-Sent Events
clients in threads, tests/web/web_support.py). Each latency is from calling ``station.draw()`` (the
commit included) to the moment a page has the state with that ball.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_MS = 250


def main(draws: int = 40, clients: int = 50) -> None:
    from hallstation.services.demo import create_demo_day
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station
    from tests.web.web_support import SseClient

    folder = Path(tempfile.mkdtemp(prefix="hallstation-bench-web-")) / "hall"
    st = Station(folder, drawer=SeededDrawer(26))
    create_demo_day(st)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ)
    env.pop("HALLSTATION_STORE", None)
    web = subprocess.Popen([sys.executable, "-m", "hallstation", "web", "--data-dir", str(folder), "--port", str(port)],
                           cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    web.stderr.readline()  # serving
    pages = [SseClient(port).start() for _ in range(clients)]
    try:
        for p in pages:
            p.connected.wait(10)
        deadline = time.monotonic() + 10
        while not all(p.states() for p in pages) and time.monotonic() < deadline:
            time.sleep(0.01)
        latencies: list[float] = []
        missed = 0
        for n in range(1, draws + 1):
            t0 = time.monotonic()
            st.draw()
            # the time each page had the state with this ball (its event's arrival time)
            deadline = t0 + 5
            arrived: dict[int, float] = {}
            while len(arrived) < clients and time.monotonic() < deadline:
                for i, p in enumerate(pages):
                    if i in arrived:
                        continue
                    with p.lock:
                        for t, name, data in reversed(p.events):
                            if name == "state" and json.loads(data)["count"] >= n:
                                arrived[i] = t
                                break
                time.sleep(0.002)
            missed += clients - len(arrived)
            latencies += [(t - t0) * 1000 for t in arrived.values()]
            time.sleep(0.05)  # the next ball a little later, as a caller calls them
        latencies.sort()
        p95 = latencies[int(len(latencies) * 0.95) - 1]
        print(f"web board: {draws} balls to {clients} pages (SSE, hallstation web in its own process, SQLite folder)")
        print(f"  commit -> page  p50 {statistics.median(latencies):6.1f} ms   p95 {p95:6.1f} ms   max {latencies[-1]:6.1f} ms"
              f"   (goal <= {GOAL_MS} ms)   {'OK' if p95 <= GOAL_MS and not missed else 'OVER'}")
        print(f"  deliveries {len(latencies)} of {draws * clients}, missed {missed}")
    finally:
        for p in pages:
            p.close()
        web.send_signal(signal.SIGTERM)
        web.wait(20)
        st.close()


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    main(*args)
