"""Where a terminal's log lives, chosen in one place (issue 13 §1).

In order: ``--store`` on the command line; ``$HALLSTATION_STORE``; the per-machine setting file
``hall-server.conf`` in the terminal's data folder (one line: the hall's server,
``postgresql://user:password@server/hall``); otherwise the embedded default, the SQLite file in the
data folder. The data folder itself stays this terminal's own: the hall's key (writers), the
terminal's witness mark, its screen settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from hallstation.store.eventlog import DB_NAME, EventStore, LogStore, StoreError, utc_now
from hallstation.store.pgstore import PgStore, is_url

SERVER_FILE = "hall-server.conf"


def configured_store(data_dir: Path, store: str | None | bool = None) -> str | None:
    """The hall's server for this terminal (a ``postgresql://`` address), or None for the SQLite
    file in ``data_dir``. A setting file that does not name a server is refused in one line.
    ``store=False``: the folder's own SQLite file, whatever the machine names (a simulation's
    temporary folder never plays on the hall's server)."""
    if store is False:
        return None
    if store:
        text = str(store).strip()
        if not is_url(text):
            raise StoreError("--store takes the hall's server as postgresql://user:password@server/database; not '{text}'", text=text)
        return text
    env = os.environ.get("HALLSTATION_STORE", "").strip()
    if env:
        if not is_url(env):
            raise StoreError("$HALLSTATION_STORE names the hall's server as postgresql://user:password@server/database; not '{text}'", text=env)
        return env
    path = Path(data_dir) / SERVER_FILE
    try:
        lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    except (FileNotFoundError, NotADirectoryError):
        return None  # no setting file (or no folder yet: the station's own check of it tells)
    except (OSError, UnicodeDecodeError) as exc:
        raise StoreError("The setting file {path} cannot be read ({detail})", path=str(path), detail=getattr(exc, "strerror", None) or str(exc)) from None
    lines = [ln for ln in lines if ln and not ln.startswith("#")]
    if len(lines) != 1 or not is_url(lines[0]):
        raise StoreError(
            "The setting file {path} must hold one line, the hall's server (postgresql://user:password@server/database)",
            path=str(path),
        )
    return lines[0]


def open_store(data_dir: Path | str, store: str | None | bool = None, clock=utc_now, read_only: bool = False) -> LogStore:
    data_dir = Path(data_dir)
    url = configured_store(data_dir, store)
    if url:
        return PgStore(url, data_dir, clock=clock, read_only=read_only)
    return EventStore(data_dir / DB_NAME, clock=clock, read_only=read_only)
