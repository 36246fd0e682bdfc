"""The front door to a hall's log: where a terminal's log lives, chosen in one place (issue 13 §1,
issue 20 §4), and the log opened there: ``open_hall``, the one front door, which every ``Station``
calls (issue 23 §3).
Before it, ``store/data_folder.py`` checks the folder; after it, the station verifies the chain and
folds it (``services/station.py``). docs/architecture.md walks the whole opening.

Where, in order: ``--store`` on the command line; ``$HALLSTATION_STORE``; the per-machine setting file
``hall-server.conf`` in the terminal's data folder (one line: the hall's server,
``postgresql://hall_writer@server/hall``); otherwise the embedded default, the SQLite file in the
data folder. The data folder itself stays this terminal's own: the hall's key (writers), the
terminal's witness mark, its screen settings, and the server account's password in
``hall-server.pgpass`` (libpq's passfile format; ``hallstation store connect`` writes both files).

Every credential file there is kept 0600 in a 0700 folder: a terminal tightens them as it reads
them. The password is never shown: every address in a message is ``redact``-ed.

A folder whose hall was copied to a server (``store copy``) holds a keyed mark naming the server
(``moved-to-server.mark``): it refuses to open as a one-PC hall — one clear line naming the server
and how to start the station on it — so the hall never goes on in two places.
"""

from __future__ import annotations

import hmac
import json
import os
import stat
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from hallstation.core.errors import RuleError
from hallstation.store import keys
from hallstation.store.eventlog import DB_NAME, EventStore, LogStore, StoreError, canonical, utc_now, write_small_file
from hallstation.store.pglink import HALL_CLIENT_KEY, PASSFILE, redact_text
from hallstation.store.pgstore import PgStore, is_url

SERVER_FILE = "hall-server.conf"
TERMINAL_FILE = "hall-terminal.conf"  # which terminal this PC is: caller, cashier, display, poker N
TERMINALS = ("caller", "cashier", "display", "poker")
MOVED_FILE = "moved-to-server.mark"
CREDENTIALS = (SERVER_FILE, PASSFILE, keys.SECRET_FILE, "terminal.key", TERMINAL_FILE, HALL_CLIENT_KEY)
_MOVED_LABEL = "hallstation/moved-to-server/v1"


def tighten_credentials(data_dir: Path) -> None:
    """This terminal's folder 0700 and its credential files (the server's address and password,
    the keys, the witness marks) 0600, when they are wider and ours to change."""
    data_dir = Path(data_dir)
    try:
        if not data_dir.is_dir():
            return
        names = [*CREDENTIALS, *(p.name for p in data_dir.glob("witness-*.mark")), *(p.name for p in data_dir.glob("signing-*.pin"))]
        for path, mode in [(data_dir, 0o700), *((data_dir / n, 0o600) for n in names)]:
            try:
                st = os.lstat(path)
            except FileNotFoundError:
                continue
            if stat.S_ISLNK(st.st_mode) or st.st_uid != os.geteuid():
                continue
            if stat.S_IMODE(st.st_mode) & ~mode:
                os.chmod(path, stat.S_IMODE(st.st_mode) & mode)
    except OSError:  # a file system without POSIX modes
        pass


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
            raise StoreError("--store takes the hall's server as postgresql://user@server/database; not '{text}'", text=redact_text(text))
        return text
    env = os.environ.get("HALLSTATION_STORE", "").strip()
    if env:
        if not is_url(env):
            raise StoreError("$HALLSTATION_STORE names the hall's server as postgresql://user@server/database; not '{text}'", text=redact_text(env))
        return env
    path = Path(data_dir) / SERVER_FILE
    try:
        lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    except (FileNotFoundError, NotADirectoryError):
        return None  # no setting file (or no folder yet: the station's own check of it tells)
    except (OSError, UnicodeDecodeError) as exc:
        raise StoreError("The setting file {path} cannot be read ({detail})", path=str(path), detail=getattr(exc, "strerror", None) or str(exc)) from None
    tighten_credentials(path.parent)  # it may hold the account's password: the owner's alone
    lines = [ln for ln in lines if ln and not ln.startswith("#")]
    if len(lines) != 1 or not is_url(lines[0]):
        raise StoreError(
            "The setting file {path} must hold one line, the hall's server (postgresql://user@server/database)",
            path=str(path),
        )
    return lines[0]


def terminal_role(data_dir: Path) -> tuple[str, int]:
    """Which terminal this PC's folder says it is (``hall-terminal.conf``, written by ``store
    connect``): ("caller", 0) without one, ("display", 0), ("cashier", 0) or ("poker", N). So the
    installer's menu entry and autostart — plain ``hallstation`` — start each PC as its folder says."""
    path = Path(data_dir) / TERMINAL_FILE
    try:
        words = [w for ln in path.read_text(encoding="utf-8").splitlines() if not ln.strip().startswith("#") for w in ln.split()]
    except (FileNotFoundError, NotADirectoryError):
        return "caller", 0
    except (OSError, UnicodeDecodeError) as exc:
        raise StoreError("The setting file {path} cannot be read ({detail})", path=str(path), detail=getattr(exc, "strerror", None) or str(exc)) from None
    if words and words[0] in TERMINALS:
        if words[0] == "poker" and len(words) == 2 and words[1].isascii() and words[1].isdigit() and int(words[1]) >= 1:
            return "poker", int(words[1])
        if words[0] != "poker" and len(words) == 1:
            return words[0], 0
    raise StoreError(
        "The setting file {path} must say which terminal this PC is: caller, cashier, display, or poker and the table's number",
        path=str(path),
    )


def writer_folder(data_dir: Path, url: str | None) -> None:
    """A writer terminal of a networked hall needs the hall's key in its folder before it opens the
    log (else a new, empty server would get a key of this desk's own): one line, nothing made."""
    if url is not None and not keys.secret_path(data_dir).exists():
        raise StoreError(
            "This terminal does not have the hall's key: copy secret.key from the caller PC's folder (or the backup) into {folder}",
            folder=str(data_dir),
        )


def where(data_dir: Path | str, store: str | None | bool = None, *, write: bool = False, writer: bool = False,
          refuse_moved: bool = False) -> str | None:
    """Where the hall of ``data_dir`` lives, decided in one place: the folder checked first
    (``store/data_folder.check_data_dir``: a file, unreadable, or with ``write`` unwritable: one line,
    a missing folder made 0700 only with ``write``), then the hall's server (``configured_store``:
    ``store``, $HALLSTATION_STORE, the folder's hall-server.conf) or None for the folder's SQLite
    file. ``writer``: a writer terminal of a networked hall must hold the hall's key in its folder
    (``writer_folder``); ``refuse_moved``: a folder whose hall went onto a server is refused here,
    read only or not (``check_not_moved``)."""
    from hallstation.store.data_folder import check_data_dir

    data_dir = check_data_dir(Path(data_dir), write=write)
    url = configured_store(data_dir, store)
    if writer:
        writer_folder(data_dir, url)
    if url is None and refuse_moved:
        check_not_moved(data_dir)
    return url


def open_hall(
    data_dir: Path | str,
    store: str | None | bool = None,
    *,
    read_only: bool = False,
    clock=utc_now,
    writer: bool = False,
    check_folder: bool = True,
    prepare: Callable[[Path], Any] | None = None,
    witness: bool = True,
    key: bytes | None = None,
    password: str | None = None,
) -> LogStore:
    """THE front door: how a hall is opened, in one function. The folder checked and where the hall
    lives decided (``where``: the folder, then ``store`` / $HALLSTATION_STORE / hall-server.conf /
    the folder's SQLite file; with ``writer`` the hall's key must be in the folder), then the log
    opened on that engine — ``PgStore`` on the hall's server (the folder's credential files
    tightened first) or ``EventStore`` on the folder's SQLite file (refused when the folder's hall
    moved to a server, unless ``read_only``). Each engine checks what it opens (the database, the
    hall's key, the server's key fingerprint, the signing pin) and refuses in one line
    (``StoreError``; the folder's ``DataFolderError`` is a ``RuleError`` too).

    What this door does not do, on purpose: the verification of the whole chain and its mark and the
    fold of the events into the hall's state stay in ``services/station.Station``, which calls this
    function as it opens (and tightens the folder's modes just before, ``services/privacy``).

    ``prepare``: called with the folder once it passed its check and before the log opens (the
    station's ``prepare_data_dir``: the folder 0700, its files 0600; the store imports no services).
    ``check_folder=False``: the folder is neither checked nor tightened (a reading of a folder the
    caller checked its own way: ``audit``, ``store connect`` before the folder exists, a backup's
    source).
    ``witness=False``: nothing is written in the folder (a networked reader's witness mark);
    ``key``: the log's key given (else the folder's); ``password``: the server account's password
    when it is not in the address or the passfile (``store connect`` tries it first)."""
    data_dir = Path(data_dir)
    if check_folder:
        url = where(data_dir, store, write=not read_only)
        if prepare is not None:
            prepare(data_dir)
    else:
        url = configured_store(data_dir, store)
    if url:
        if check_folder:
            tighten_credentials(data_dir)
        return PgStore(url, data_dir, clock=clock, key=key, read_only=read_only, witness=witness, password=password)
    if not read_only:
        check_not_moved(data_dir)
    return EventStore(data_dir / DB_NAME, clock=clock, key=key, read_only=read_only)


# ------------------------------------------------------------------ a hall moved to a server
def _moved_mac(key: bytes, fields: dict[str, Any]) -> str:
    return hmac.new(key, (_MOVED_LABEL + canonical(fields)).encode("utf-8"), "sha256").hexdigest()


def mark_moved(folder: Path, server: str, hall_id: str, rows: int, head: str, key: bytes) -> Path:
    """After ``store copy`` onto ``server``: the keyed mark that this folder's hall lives there now."""
    fields = {"server": server, "hall_id": hall_id, "rows": rows, "head": head,
              "at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    path = Path(folder) / MOVED_FILE
    try:
        write_small_file(path, json.dumps({**fields, "mac": _moved_mac(key, fields)}).encode("utf-8"))
    except OSError as exc:
        from hallstation.store.eventlog import write_fault

        raise write_fault(exc) from None
    return path


def moved_to(folder: Path) -> dict[str, Any] | None:
    """The mark of a folder whose hall was copied to a server (``ok``: its seal checked under the
    folder's key), or None."""
    path = Path(folder) / MOVED_FILE
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        fields = {k: d[k] for k in ("server", "hall_id", "rows", "head", "at")}
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return {"server": "?", "at": "?", "ok": False}
    try:
        key = keys.log_key(keys._read_secret(keys.secret_path(folder)))
        ok = hmac.compare_digest(str(d.get("mac", "")), _moved_mac(key, fields))
    except (OSError, ValueError, RuleError):
        ok = False
    return {**fields, "ok": ok}


def check_not_moved(folder: Path) -> None:
    """Refuse to open ``folder`` as a one-PC hall when its hall was copied to a server."""
    moved = moved_to(folder)
    if moved is None:
        return
    if not moved["ok"]:
        raise StoreError(
            "{folder} is marked as copied to the hall's server, but the mark {path} is damaged or not sealed with this folder's key: "
            "the folder does not open as a one-PC hall. Start the station on the hall's server (--store, or hall-server.conf)",
            folder=str(folder), path=str(Path(folder) / MOVED_FILE),
        )
    raise StoreError(
        "This hall was copied to the server {server} on {at}: {folder} no longer opens as a one-PC hall (the hall goes on there). "
        "Start the station on the server: write {server} in {conf} (hallstation store connect), or give --store",
        server=moved["server"], at=str(moved["at"])[:10], folder=str(folder), conf=str(Path(folder) / SERVER_FILE),
    )
