"""Child process for the crash tests: plays a game through the services and reports every
committed event on stdout; at the requested point it stops (or stalls inside a transaction) and
waits to be killed with SIGKILL.

    python kill_child.py DATA_DIR POINT     POINT = balls:N | claim | award
"""

import json
import sys
import time

from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    data_dir, point = sys.argv[1], sys.argv[2]
    st = Station(data_dir, drawer=SeededDrawer(42))
    st.subscribe(lambda evs: [say({"seq": e.seq, "type": e.type, "data": e.data}) for e in evs])
    s = st.create_series(300, seed=9)
    g = st.new_game(s.number, 1000, simulation=True)
    st.open_sales()
    st.sell(list(range(1, 301)))
    st.close_sales()

    def stall_forever(events):
        if any(t == "prizes.awarded" for t, _ in events):
            say({"stalled": "prizes.awarded"})
            time.sleep(3600)

    if point.startswith("balls:"):
        for _ in range(int(point.split(":")[1])):
            st.draw()
        say({"ready": point})
        time.sleep(3600)
    while not st.possible_winners():
        st.draw()
    cards = sorted({c for cs in st.possible_winners().values() for c in cs})
    st.claim(s.number, cards[0])
    if point == "claim":
        say({"ready": point})
        time.sleep(3600)
    st.store.before_commit = stall_forever
    st.award()  # stalls inside the transaction, before COMMIT
    del g


if __name__ == "__main__":
    main()
