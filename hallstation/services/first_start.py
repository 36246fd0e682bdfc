"""What a station does when its hall's log is empty, decided in one place (issues 20 §4, 21 §1).

- ``PLAY``: the log holds the hall — the station starts on it.
- ``NEW``: a one-PC folder that was never used — a new hall's first start: its administrator's name
  and PIN (typed, never a default), the recovery code shown and printable, then the hall's people
  (the GUI's first-start dialog; on the command line ``hallstation people add``). Never a demo.
- ``DEMO``: the same, started with ``--demo`` — the station makes the demo day (README), marked as
  a demo from its first event; a demo lives in a folder of its own, never on a hall's server.
- ``WAIT``: the hall's server holds no log yet (the caller station whose own folder holds no hall
  offers a new hall's first start on it, gui/app.py; cancelled, it waits) — never a demo day there (its people and PINs would
  become the hall's, and ``store copy`` would then refuse the real hall): the station says "copie la
  sala con store copy" and waits, looking again by itself, until the hall is copied onto it.

The look at a server opens nothing and writes nothing (no key is made for an empty server).
"""

from __future__ import annotations

from pathlib import Path

from hallstation.store.eventlog import StoreError

PLAY, NEW, DEMO, WAIT = "play", "new", "demo", "wait"
WAIT_S = 2  # how often a waiting station looks at the server again


class EmptyServer(StoreError):
    """The hall's server holds no log yet: the hall is copied onto it with ``store copy``."""


def first_start(data_dir: Path | str, store: str | None | bool = None, demo: bool = False) -> str:
    from hallstation.store import keys
    from hallstation.store.location import configured_store
    from hallstation.store.pgstore import log_length

    data_dir = Path(data_dir)
    url = configured_store(data_dir, store)
    if url is None:
        if keys.log_has_events(data_dir):
            if demo:
                check_demo_folder(data_dir)
            return PLAY
        return DEMO if demo else NEW
    if demo:
        raise StoreError("The demo lives in a folder of its own, never on the hall's server: start it without --store (hallstation --demo)")
    return PLAY if log_length(url, data_dir) > 0 else WAIT


def check_demo_folder(data_dir: Path | str) -> None:
    """``--demo`` on a folder that holds a log: only a demo's (a hall's is never shown as one)."""
    from hallstation.services.demo import log_is_demo

    if not log_is_demo(data_dir):
        raise StoreError(
            "{folder} holds a hall, not a demo: the demo starts in a folder of its own (hallstation --demo, without --data-dir)",
            folder=str(data_dir),
        )


def empty_server(data_dir: Path | str, store: str | None | bool = None) -> EmptyServer:
    """What a station waiting for its hall's server says (the server named without its password)."""
    from hallstation.store.location import configured_store
    from hallstation.store.pglink import redact

    server = redact(configured_store(Path(data_dir), store) or "")
    return EmptyServer(
        "The hall's server {server} holds no log yet: copy the hall onto it with store copy "
        "(on the caller PC: hallstation store copy --from THE_HALL'S_FOLDER --to {server}). This station waits for it",
        server=server,
    )
