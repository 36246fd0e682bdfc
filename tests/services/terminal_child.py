"""One terminal of a networked hall in a process of its own (tests/services/test_network_day.py).

    python terminal_child.py FOLDER [read-only]      (the hall's server in $HALLSTATION_STORE)

It opens a Station on the server with FOLDER as its own data folder, says ``{"ready": …}``, then
reads one JSON request a line — ``{"run": "<python statements>"}`` with ``st`` (the station),
``tables`` (its poker tables by number), ``PokerTable`` and ``result`` in scope — and answers each with
``{"ok": result}`` or ``{"refused": "<the message>"}``; ``{"state": true}`` folds what the other
terminals committed and answers with the fingerprint of its state.
"""

import json
import sys

from hallstation.core.errors import RuleError
from hallstation.services.poker import PokerTable
from hallstation.services.station import Station
from tests.services.race_support import fingerprint


def say(obj):
    sys.stdout.write(json.dumps(obj, default=str) + "\n")
    sys.stdout.flush()


def main():
    folder = sys.argv[1]
    read_only = len(sys.argv) > 2 and sys.argv[2] == "read-only"
    st = Station(folder, read_only=read_only)
    tables: dict[int, PokerTable] = {}
    say({"ready": st.state.last_seq, "networked": st.store.networked})
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("state"):
            st.refresh()
            n = req.get("table")
            if n and n not in tables:
                tables[n] = PokerTable(st, n)
            say({"state": fingerprint(st, tables[n] if n else None)})
            continue
        scope = {"st": st, "tables": tables, "PokerTable": PokerTable, "result": None}
        try:
            exec(req["run"], scope)  # noqa: S102 - the test's own script
            say({"ok": scope["result"]})
        except RuleError as exc:
            say({"refused": str(exc)})
    st.close()


if __name__ == "__main__":
    main()
