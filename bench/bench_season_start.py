"""A station's start on a season's log (issue 19 §6): on 2,000 events and on 200,000, on both
engines — a one-PC hall's SQLite folder, and a writer terminal on PostgreSQL (a throwaway server,
``hallstation/devtools/pgserver.py``). Goal: the season's start within 1.5x of the short log's.

A start is ``Station(...)``: open the store, verify, replay to a usable state (the imports are done
before the clock starts, and sqlite-utils' one scan of the installed plugins' entry points, some
tens of milliseconds the first time a process opens a database, whatever the log's length). Each start is a fresh process; the figures are medians of several, wall
clock and the process's CPU time (the machine this runs on is shared: CPU time is the steadier).

The logs are simulated games (series, sales, proclamation, balls, claims, awards) repeated with new
numbers. Measured for each: the start from this PC's keyed snapshot of the folded state (the normal
start: written at the previous close); the start with 1,000 rows after the snapshot (a station killed
mid-day); and the start without a snapshot (the first after an upgrade, or any doubt about it: every
row replayed; the rows this PC's witness saw checked by their hashes, the others by their seals too).
How many rows each start checked and replayed is printed beside it.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_season_start.py [--quick]
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import json, sys, time
import hallstation.services.station, hallstation.services.snapshot, hallstation.services.privacy
import hallstation.store.location, hallstation.store.proof, hallstation.store.pgstore, platformdirs
import sqlite_utils; sqlite_utils.Database(memory=True)  # (its plugins' entry points are scanned once per process)
from hallstation.services.station import Station
folder, url = sys.argv[1], (sys.argv[2] or None)
t, c = time.perf_counter(), time.process_time()
st = Station(folder, store=url)
took, cpu = time.perf_counter() - t, time.process_time() - c
assert st.attention is None, st.attention_text()
out = {"wall": took, "cpu": cpu, "started_from": st.started_from, "rows": st.state.last_seq}
t = time.perf_counter()
st.close()
out["close"] = time.perf_counter() - t
print(json.dumps(out))
"""


def _template(root: Path) -> list[tuple[str, str, dict]]:
    from hallstation.services.simulate import simulate
    from hallstation.services.station import Station

    st = Station(root / "template")
    simulate(st, cards=30, games=4, seed=19, price=1000, limit=None)
    events = [(e.type, e.actor, e.data) for e in st.store.read()]
    st.close()
    return events


def _renumbered(template: list[tuple[str, str, dict]], k: int) -> list[tuple[str, dict]]:
    n = sum(1 for t, _a, _d in template if t == "series.created")
    out = []
    for etype, _actor, data in template:
        d = dict(data)
        if etype == "series.created":
            d["number"] += k * n
        else:
            if "game" in d:
                d["game"] += k * n
            if "series" in d:
                d["series"] += k * n
        out.append((etype, d))
    return out


def build(folder: Path, events: int, template, first_k: int = 0) -> None:
    """``events`` rows of simulated games appended to the SQLite hall in ``folder``."""
    from hallstation.store.eventlog import DB_NAME, EventStore

    s = EventStore(folder / DB_NAME)
    k, done = first_k, 0
    while done < events:
        chunk = _renumbered(template, k)[: events - done]
        for i in range(0, len(chunk), 1000):
            s.append(chunk[i : i + 1000], "simulation")
        done += len(chunk)
        k += 1
    s.close()


def start(folder: Path, url: str | None, env: dict) -> dict:
    r = subprocess.run([sys.executable, "-c", CHILD, str(folder), url or ""], capture_output=True, text=True, env=env)
    if r.returncode:
        raise SystemExit(f"a start failed: {r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def _discard(folder: Path, url: str | None) -> None:
    """This PC's snapshot of the log removed (the next start replays every row)."""
    for f in [*Path(os.environ["HALLSTATION_STATE_DIR"]).glob("snapshot-folder-*.state"), *folder.glob("witness-*.state")]:
        f.unlink()


def measure(folder: Path, url: str | None, events: int, template, env: dict, reps: int) -> dict:
    def med(runs: list[dict], k: str) -> float:
        return statistics.median(r[k] for r in runs)

    out: dict = {}
    first = start(folder, url, env)  # no snapshot yet: every row (the snapshot written at its close)
    assert first["started_from"] == 0
    snaps = [start(folder, url, env) for _ in range(reps)]
    assert all(r["started_from"] == events for r in snaps), snaps
    out["snapshot"] = (med(snaps, "wall"), med(snaps, "cpu"), 0, snaps[0]["close"])
    # 1,000 rows after the snapshot (a station killed mid-day kept none of them)
    tail = []
    for i in range(reps):
        append_tail(folder, url, template, 1000, events // 370 + 10 + 10 * i)
        tail.append(start(folder, url, env))  # (its close keeps a new snapshot: the next tail is 1,000 rows again)
    out["tail"] = (med(tail, "wall"), med(tail, "cpu"), statistics.median(r["rows"] - r["started_from"] for r in tail), 0.0)
    whole = []
    for _ in range(max(3, reps // 2)):
        _discard(folder, url)
        r = start(folder, url, env)
        assert r["started_from"] == 0
        whole.append(r)
    out["whole"] = (med(whole, "wall"), med(whole, "cpu"), whole[0]["rows"], med(whole, "close"))
    return out


def append_tail(folder: Path, url: str | None, template, rows: int, k: int) -> None:
    """``rows`` more rows appended without a station (no snapshot follows them), this PC's
    witness moved as a writer's commit moves it."""
    if url is None:
        build(folder, rows, template, first_k=k)
        return
    from hallstation.store.pgstore import PgStore

    s = PgStore(url, folder)
    chunk: list = []
    while len(chunk) < rows:
        chunk += _renumbered(template, k)
        k += 1
    s.append(chunk[:rows], "simulation")
    s.close()


def main(quick: bool = False) -> None:
    from hallstation.devtools.pgserver import PgServer
    from hallstation.store.copy import sqlite_to_pg

    reps = 3 if quick else 7
    sizes = (2_000, 200_000)
    results: dict[tuple[str, int], dict] = {}
    with tempfile.TemporaryDirectory() as d:
        root = Path(d)
        os.environ["HALLSTATION_STATE_DIR"] = str(root / "state")
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
        env.pop("HALLSTATION_STORE", None)
        template = _template(root)
        for n in sizes:
            build(root / f"hall-{n}", n, template)
        for n in sizes:
            results[("SQLite folder", n)] = measure(root / f"hall-{n}", None, n, template, env, reps)
        server = PgServer(root / "pg").start()
        try:
            for n in sizes:
                url = server.new_database(f"season_{n}")
                source = root / f"source-{n}"
                build(source, n, template)
                terminal = root / f"terminal-{n}"
                terminal.mkdir(mode=0o700)
                sqlite_to_pg(source, url, terminal)
                results[("PostgreSQL terminal", n)] = measure(terminal, url, n, template, env, reps)
        finally:
            server.stop()
    for (engine, n), r in results.items():
        w, c, _, close = r["snapshot"]
        tw, tc, trows, _ = r["tail"]
        ww, wc, wrows, wclose = r["whole"]
        print(f"start, {engine}, {n:,} events: from this PC's snapshot {w * 1000:.0f} ms (CPU {c * 1000:.0f} ms), "
              f"its close (writes the snapshot) {close * 1000:.0f} ms; with {trows:,.0f} rows after the snapshot "
              f"{tw * 1000:.0f} ms (CPU {tc * 1000:.0f} ms); without a snapshot ({wrows:,} rows replayed) "
              f"{ww * 1000:.0f} ms (CPU {wc * 1000:.0f} ms), its close {wclose * 1000:.0f} ms")
    for engine in ("SQLite folder", "PostgreSQL terminal"):
        small, season = results[(engine, sizes[0])]["snapshot"], results[(engine, sizes[1])]["snapshot"]
        print(f"start, {engine}: season / short log, from the snapshot: wall {season[0] / small[0]:.2f}x, "
              f"CPU {season[1] / small[1]:.2f}x (goal <= 1.5x; medians of {reps} fresh processes, "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv[1:])
