"""Child process for the crash tests: plays a game through the services and reports every
committed event on stdout; at the requested point it stops (or stalls inside a transaction) and
waits to be killed with SIGKILL.

    python kill_child.py DATA_DIR POINT     POINT = balls:N | claim | award
                                            | proclaimed | ratify:1 | rectified

The last three play a hall game with people whose figures two jury members ratify (Art. 12): it
stops once the central cashier proclaimed, after the first jury signature, or once the jury
rectified the figures.
"""

import json
import sys
import time

from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def hall_game(st, point):
    """People, the day's opening record, a game sold and proclaimed; two jury signatures ratify."""
    st.create_user("admin", ["admin", "manager"], "1234")
    admin = st.authenticate("admin", "1234")
    for name, roles, pin in (("jurado1", ["jury"], "1111"), ("jurado2", ["jury"], "2222"), ("cajero", ["cashier", "central_cashier"], "4444")):
        st.create_user(name, roles, pin, session=admin)
    st.change_setting("jury_signoffs", 2, admin)
    s = st.create_series(300, seed=9, session=admin)
    st.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("jurado2", "2222"), ("admin", "1234")])
    cajero = st.authenticate("cajero", "4444")
    st.new_game(s.number, 1000, source="electronic", session=admin)
    st.open_sales(session=admin)
    st.sell(list(range(1, 301)), session=cajero)
    st.close_sales(session=cajero)
    if point == "ratify:1":
        st.ratify("jurado1", "1111")
    elif point == "rectified":
        st.rectify("jurado2", "2222", "card 300 was not sold")
    say({"ready": point})
    time.sleep(3600)


def main():
    data_dir, point = sys.argv[1], sys.argv[2]
    st = Station(data_dir, drawer=SeededDrawer(42))
    st.subscribe(lambda evs: [say({"seq": e.seq, "type": e.type, "data": e.data}) for e in evs])
    if point in ("proclaimed", "ratify:1", "rectified"):
        hall_game(st, point)
        return
    s = st.create_series(300, seed=9)
    g = st.new_game(s.number, 1000, simulation=True)
    st.open_sales()
    st.sell(list(range(1, 301)))
    st.close_sales()
    st.ratify()  # the simulation's own ratification (Art. 12)

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
