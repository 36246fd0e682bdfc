"""The hall's terminals that are not the caller station (issue 13 §2), each on the hall's log —
``--store postgresql://…`` (or $HALLSTATION_STORE, the folder's hall-server.conf) for a networked
hall, else the SQLite file in ``--data-dir``:

- ``hallstation display``: the hall's public screens only, on every screen of this PC, read only
  (on a server, through the account that can only read); no window to operate, no dialog.
- ``hallstation cashier``: a cashier desk — the game, the sales, the sellers' trays, the money
  check, the close of the sales and the prize payments; never the draw.

The caller station is ``hallstation`` alone; a poker table is ``hallstation poker console``. A start
that is refused (no log, no key, no server) says so in one line and exits with status 2. The GUI is
``hallstation/gui/terminals.py``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any


def register(subparsers: Any, add_data_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    display = subparsers.add_parser(
        "display",
        help="a public-display terminal: only the hall's screens, one on each screen of this PC, read only",
    )
    add_data_dir(display)
    display.add_argument("--smoke", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)  # start, show, stop
    display.add_argument(
        "--no-wait", action="store_true",
        help="do not wait for the hall's server when it does not answer yet: say so and exit (status 2)",
    )
    display.set_defaults(func=lambda args: _run("run_display", args))

    cashier = subparsers.add_parser(
        "cashier",
        help="a cashier desk: the game, the sales, the sellers' trays, the money check and the prize payments",
    )
    add_data_dir(cashier)
    cashier.add_argument("--smoke", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    cashier.set_defaults(func=lambda args: _run("run_cashier", args))


def _run(name: str, args: argparse.Namespace) -> int:
    from hallstation.gui import terminals

    return getattr(terminals, name)(args)
