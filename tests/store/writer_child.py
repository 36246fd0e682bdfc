"""Child process for the checks-beside-a-writer test (issue 19 §1): a station's log written as fast
as it can commit, one event per transaction (each moves the high-water mark after its COMMIT, as the
caller's every ball does), until the file STOP appears. Says ``{"started": seq}`` once it writes,
and ``{"last": seq}`` when it ends.

    python writer_child.py DATA_DIR STOP
"""

import json
import sys
from pathlib import Path

from hallstation.store.eventlog import DB_NAME, EventStore


def main():
    data_dir, stop = Path(sys.argv[1]), Path(sys.argv[2])
    store = EventStore(data_dir / DB_NAME)
    n = 0
    store.append([("ball.drawn", {"ball": 1})], actor="cantor")
    sys.stdout.write(json.dumps({"started": store.head()[0]}) + "\n")
    sys.stdout.flush()
    while not stop.exists():
        n += 1
        store.append([("ball.drawn", {"ball": n % 90 + 1})], actor="cantor")
    sys.stdout.write(json.dumps({"last": store.head()[0], "faults": str(store.mark_fault or "")}) + "\n")
    sys.stdout.flush()
    store.close()


if __name__ == "__main__":
    main()
