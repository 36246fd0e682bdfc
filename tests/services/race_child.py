"""One of several real processes racing on one data folder (tests/services/test_races.py).

    python race_child.py DATA_DIR ACTION GO_FILE

The child opens the station, does its slow preparation (PIN sign-ins hash with scrypt), says
``{"ready": true}``, waits until GO_FILE exists — every child starts the same instant — then does
ACTION once and reports ``{"ok": …}`` or ``{"refused": "<the message>"}``, and last the
fingerprint of its own state once every child has acted (GO_FILE.done) and it followed the log (``{"state": …}``).
"""

import json
import os
import sys
import time

from hallstation.core.bingo.patterns import LINE
from hallstation.core.errors import RuleError
from hallstation.services.poker import PokerTable
from hallstation.services.station import Station
from tests.services.race_support import fingerprint


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    data_dir, action, go = sys.argv[1], sys.argv[2], sys.argv[3]
    st = Station(data_dir)
    table = PokerTable(st, 1) if action == "jackpot" else None
    prepared = {}
    if action == "pay":
        prepared["cashier"] = st.authenticate("cajero", "4444")
    say({"ready": True})
    while not os.path.exists(go):
        time.sleep(0.0005)
    try:
        if action == "pay":
            g = st.current_game
            claim = min(g.claims)
            st.pay(claim, LINE, "cash", session=prepared["cashier"])
        elif action == "ball":
            st.draw_text("12")
        elif action == "claim":
            st.claim(st.current_game.series.number, 1)
        elif action == "pin":
            st.verify_pin("jurado1", "9999", "jury")
        elif action == "jackpot":
            table.pay_jackpot("supervisor", "7777")
        else:
            raise SystemExit(f"unknown action {action}")
        say({"ok": action})
    except RuleError as e:
        say({"refused": str(e)})
    while not os.path.exists(go + ".done"):  # every child has acted: follow the log to its end
        time.sleep(0.001)
    st.refresh()
    say({"state": fingerprint(st, table)})
    st.close()


if __name__ == "__main__":
    main()
