"""``hallstation web``: the hall's board as a web page for any screen with a browser (issue 26).

Read only, like ``hallstation display``: on a folder it follows the SQLite log opened read only, on
the hall's server (``--store``, $HALLSTATION_STORE or the folder's hall-server.conf) it reads
through the display account. It serves ``/`` (the board), ``/state.json`` (the public state) and
``/events`` (the live updates) on ``--bind`` (default 127.0.0.1: this PC only; the hall's LAN
address, or 0.0.0.0, for its TVs) and ``--port``. The server is ``hallstation/web/``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any



def port_number(text: str) -> int:
    from hallstation.i18n import translate

    try:
        port = int(text.strip())
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(translate("WebBoard", "'{text}' is not a port: give a number from 1 to 65535").format(text=text))
    return port


def client_count(text: str) -> int:
    from hallstation.i18n import translate

    try:
        n = int(text.strip())
    except ValueError:
        n = 0
    if not 1 <= n <= 10000:
        raise argparse.ArgumentTypeError(translate("WebBoard", "'{text}' is not a number of connections: give one from 1 to 10000").format(text=text))
    return n


def register(subparsers: Any, add_data_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    web = subparsers.add_parser(
        "web",
        help="the hall's board as a web page for the TVs and tablets of the hall, read only",
    )
    add_data_dir(web)
    web.add_argument("--port", type=port_number, default=8080, metavar="P", help="the port to serve on (default 8080)")
    web.add_argument(
        "--bind", metavar="ADDR", default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1, this PC only; the PC's address on the hall's network, or 0.0.0.0, for its TVs)",
    )
    web.add_argument(
        "--max-clients", type=client_count, default=100, metavar="N",
        help="at most this many connections at once (default 100); more are refused until one closes",
    )
    web.add_argument(
        "--no-wait", action="store_true",
        help="do not wait for the hall's server when it does not answer yet: say so and exit (status 2)",
    )
    web.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    from hallstation.web.board import run_web

    return run_web(args)
