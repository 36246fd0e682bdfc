"""Child process for the first-minute crash test (issue 19 §4): a brand-new hall's first minute —
its key, its database, its first mark, the first person, the first series, the first game — with
a stall (a sleep, waiting for SIGKILL) at one chosen step:

    python first_minute_child.py DATA_DIR POINT

POINT = replace:K (just before the K-th file is renamed into place: the database, a mark, a
witness — its temporary file written and fsynced), link:1 (the new key written, not yet linked in
place), before_commit:K (inside the K-th write transaction, before COMMIT), after_commit:K (after
the K-th COMMIT, before its mark moves). Every committed event is said on stdout as it is told.
"""

import json
import os
import sys
import time

from hallstation.services.drawer import SeededDrawer


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def stall(point):
    say({"stalled": point})
    time.sleep(3600)


def main():
    data_dir, point = sys.argv[1], sys.argv[2]
    what, _, k = point.partition(":")
    k = int(k or 1)
    calls = {"n": 0}
    inflight = {"seq": None}  # the transaction being committed (a rename inside it moves its mark)

    def counted():
        calls["n"] += 1
        return calls["n"] == k

    if what in ("replace", "link"):
        real = getattr(os, what)

        def patched(src, dst, *a, **kw):
            if counted():
                say({"stalled": point, "committed_to": inflight["seq"]})
                time.sleep(3600)
            return real(src, dst, *a, **kw)

        setattr(os, what, patched)
    from hallstation.services.station import Station
    from hallstation.store.eventlog import EventStore

    real_commit0 = EventStore.commit

    def tracked(self):  # a rename during commit() comes after its COMMIT: the mark's and the witness's
        inflight["seq"] = self._tx["seq"] if self._tx and self._tx["pending"] else None
        try:
            return real_commit0(self)
        finally:
            inflight["seq"] = None

    EventStore.commit = tracked
    if what == "after_commit":
        real_commit = EventStore.commit

        def commit(self):
            seq = self._tx["seq"] if self._tx else None
            pending = bool(self._tx and self._tx["pending"])
            real_write = self.write_mark

            def write_mark(s, h):
                if pending and counted():
                    say({"stalled": point, "committed_to": seq})
                    time.sleep(3600)
                return real_write(s, h)

            self.write_mark = write_mark
            try:
                return real_commit(self)
            finally:
                del self.write_mark

        EventStore.commit = commit

    st = Station(data_dir, drawer=SeededDrawer(7))
    if what == "before_commit":
        st.store.before_commit = lambda events: stall(point) if counted() else None
    st.subscribe(lambda evs: [say({"seq": e.seq, "type": e.type}) for e in evs])
    st.create_user("admin", ["admin", "manager"], "1234")
    admin = st.authenticate("admin", "1234")
    st.create_user("cajero", ["cashier"], "4444", session=admin)
    s = st.create_series(30, seed=3, session=admin)
    st.new_game(s.number, 1000, simulation=True)
    st.open_sales()
    say({"done": st.state.last_seq})
    time.sleep(3600)


if __name__ == "__main__":
    main()
