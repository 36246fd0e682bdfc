"""What a station does when its hall's log is empty, decided in one place (issue 20 §4; a later
issue adds a first-start dialog for a brand-new hall here).

- ``PLAY``: the log holds the hall — the station starts on it.
- ``DEMO``: a one-PC folder that was never used — the station makes the demo day (README).
- ``WAIT``: the hall's server holds no log yet — never a demo day there (its people and PINs would
  become the hall's, and ``store copy`` would then refuse the real hall): the station says "copie la
  sala con store copy" and waits, looking again by itself, until the hall is copied onto it.

The look at a server opens nothing and writes nothing (no key is made for an empty server).
"""

from __future__ import annotations

from pathlib import Path

from hallstation.store.eventlog import StoreError

PLAY, DEMO, WAIT = "play", "demo", "wait"
WAIT_S = 2  # how often a waiting station looks at the server again


class EmptyServer(StoreError):
    """The hall's server holds no log yet: the hall is copied onto it with ``store copy``."""


def first_start(data_dir: Path | str, store: str | None | bool = None) -> str:
    from hallstation.store import keys
    from hallstation.store.location import configured_store
    from hallstation.store.pgstore import log_length

    data_dir = Path(data_dir)
    url = configured_store(data_dir, store)
    if url is None:
        return PLAY if keys.log_has_events(data_dir) else DEMO
    return PLAY if log_length(url, data_dir) > 0 else WAIT


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
