"""Store figures for issue 9 (catch-up-then-decide). Prints; asserts nothing.

- the cost of one command through ``Station.transaction`` (write lock, catch-up, decide, append,
  commit) against a bare ``EventStore.append`` of the same event; and when one event from another
  process must be folded first
- appends per second with two processes writing to one hall folder, and the chain afterwards
- how long a follower takes to show another process's commit (polling ``data_version`` every
  100 ms, as the windows do)
- issue 10: what the keyed high-water mark adds to a commit; a season's log (200,000 events)
  verified — links, hashes, seals and mark — at start-up (goal <= 2 s), and the whole start
"""

from __future__ import annotations

import multiprocessing as mp
import statistics
import tempfile
import time
from pathlib import Path

from hallstation.services.station import Station
from hallstation.store.eventlog import DB_NAME, EventStore


def per_command(n: int = 200) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as d:
        store = EventStore(Path(d) / "bare" / DB_NAME)
        bare, unmarked = [], []
        for i in range(n):
            t = time.perf_counter()
            store.append([("bench.tick", {"i": i})])
            bare.append(time.perf_counter() - t)
        store.write_mark = lambda *_a: None  # the same commit without moving the mark
        for i in range(n):
            t = time.perf_counter()
            store.append([("bench.tick", {"i": i})])
            unmarked.append(time.perf_counter() - t)
        store.close()
        st = Station(Path(d) / "hall")
        other = Station(Path(d) / "hall")
        tx, tx_catch = [], []
        for i in range(n):
            t = time.perf_counter()
            st.commit([("bench.tick", {"i": i})])
            tx.append(time.perf_counter() - t)
            other.commit([("bench.tick", {"i": -i})])  # st has one event to fold next time
            t = time.perf_counter()
            st.commit([("bench.tick", {"i": i})])
            tx_catch.append(time.perf_counter() - t)
            other.refresh()
        st.close()
        other.close()
    ms = lambda xs: statistics.median(xs) * 1000  # noqa: E731
    return {"bare": ms(bare), "unmarked": ms(unmarked), "transaction": ms(tx), "transaction_with_catch_up": ms(tx_catch)}


def _writer(folder: str, seconds: float, start, out) -> None:
    st = Station(folder)
    start.wait()
    n, end = 0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        st.commit([("bench.tick", {"n": n})])
        n += 1
    st.close()
    out.put(n)


def two_writers(seconds: float = 3.0) -> tuple[float, int, int, bool]:
    with tempfile.TemporaryDirectory() as d:
        Station(d).close()
        ctx = mp.get_context("spawn")
        start, out = ctx.Event(), ctx.Queue()
        procs = [ctx.Process(target=_writer, args=(d, seconds, start, out)) for _ in range(2)]
        for p in procs:
            p.start()
        time.sleep(1.5)  # both imported and open
        start.set()
        counts = [out.get() for _ in procs]
        for p in procs:
            p.join()
        store = EventStore(Path(d) / DB_NAME)
        rows, ok = len(store), store.verify().ok
        store.close()
        return sum(counts) / seconds, sum(counts), rows, ok


def follow_latency(samples: int = 30) -> tuple[float, float]:
    """The writer commits at arbitrary moments; the follower (another connection, its own thread)
    looks every 100 ms like the windows' timer and folds what it finds."""
    import random
    import threading

    with tempfile.TemporaryDirectory() as d:
        writer, follower = Station(d), Station(d)
        seen: list[float] = []
        stop = threading.Event()

        def follow() -> None:
            version = follower.store.data_version()
            while not stop.is_set():
                v = follower.store.data_version()
                if v != version:
                    version = v
                    follower.refresh()
                    seen.append(time.perf_counter())
                time.sleep(0.1)

        th = threading.Thread(target=follow)
        th.start()
        rnd, lat = random.Random(1), []
        for i in range(samples):
            time.sleep(0.15 + rnd.random() * 0.1)
            before = len(seen)
            t = time.perf_counter()
            writer.commit([("bench.tick", {"i": i})])
            while len(seen) == before:
                time.sleep(0.001)
            lat.append(seen[-1] - t)
        stop.set()
        th.join()
        writer.close()
        follower.close()
    return statistics.median(lat) * 1000, max(lat) * 1000


def season(events: int = 200_000) -> tuple[float, float, float]:
    """Verify a season's log, then start a station on it (verify + replay)."""
    with tempfile.TemporaryDirectory() as d:
        s = EventStore(Path(d) / DB_NAME)
        batch = []
        for i in range(events):
            batch.append(("bench.tick", {"game": i // 75 + 1, "ball": i % 75 + 1, "source": "electronic", "count": i % 75 + 1}))
            if len(batch) == 1000:
                s.append(batch)
                batch = []
        t = time.perf_counter()
        ok = s.verify(check_json=False).ok  # as at start-up: the replay parses each row
        verify_s = time.perf_counter() - t
        t = time.perf_counter()
        ok = ok and s.verify().ok  # as `audit verify`: each row's JSON too
        audit_s = time.perf_counter() - t
        s.close()
        assert ok
        t = time.perf_counter()
        Station(d).close()
        return verify_s, audit_s, time.perf_counter() - t


def main() -> None:
    c = per_command()
    print(f"one command, bare append:                 {c['bare']:.2f} ms (median, synchronous=FULL, mark included)")
    print(f"  … without moving the high-water mark:   {c['unmarked']:.2f} ms (the mark adds {c['bare'] - c['unmarked']:.2f} ms)")
    print(f"one command through the transaction:      {c['transaction']:.2f} ms "
          f"(+{c['transaction'] - c['bare']:.2f} ms for lock, catch-up query, decide)")
    print(f"  … with one foreign event to fold first: {c['transaction_with_catch_up']:.2f} ms")
    rate, total, rows, ok = two_writers()
    print(f"two processes writing to one folder:      {rate:.0f} appends/s ({total} appended, {rows} rows, chain intact: {ok})")
    med, worst = follow_latency()
    print(f"another process's commit shown here:      {med:.0f} ms median, {worst:.0f} ms worst (goal <= 250 ms)")
    v, audit, start = season()
    print(f"a season's log (200,000 events) verified: {v:.2f} s at start-up (goal <= 2 s), {audit:.2f} s by audit verify "
          f"(JSON too); the station's whole start on it (verify + replay) {start:.2f} s")


if __name__ == "__main__":
    main()
