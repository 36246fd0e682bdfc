"""This PC's keyed snapshot of a station's folded state, so a start costs the new tail of the log,
not the season (issue 19 §6).

What it holds is small: what a running station needs. A finished game is kept as its summary (its
number, state, the scalars of its configuration, the highest stamp of its claims) and the rows of
the log it was folded from (the first, the last and the last one's hash); everything else of it —
balls, sold cards, claims, awards, payments — is read from the log the first time something asks
(a report, a recall, a payment after the end), folded from those rows alone, after their chain
has been checked back from the recorded hash (``GameStub``). A series is kept without its decoded
cards (they are decoded again on demand). So a season's 2,000 finished games cost a few
kilobytes, not ten megabytes of objects.

Where: beside this PC's witness of the log — a one-PC hall's in the user's state folder
(``store/proof.py``: ``snapshot-folder-<hash of the folder>.state``), a networked terminal's in
its own folder beside its witness mark (``witness-<hall>.state``). Written whole or not at all (a
fsynced temporary file renamed), at close and every ``EVERY`` rows folded, never inside a
command, never back over a newer one.

It is one line of JSON (format version, a fingerprint of the folding code and the program's
version, the row S it was folded to and that row's hash, its seal) and the pickled state. The seal
is an HMAC under a key derived from the hall's key (a display terminal without it: its own
terminal key), over the line and the state's SHA-256.

A start uses it only when every one of these holds, else it is ignored and the whole log is
checked and replayed (never a wrong state): the seal checks; the format, the folding code and the
version are this program's; this PC's keyed witness has seen at least row S; and row S in the log
still has the recorded hash (``LogStore.verify(after=…)`` checks that, then every row after S).
The state is unpickled only after its seal checked, by an unpickler that builds nothing but
HallStation's classes and plain data.

What a start from it does not read again: the rows up to S, checked when this PC folded them
(a finished game's rows are checked against their recorded hash when read). ``hallstation audit
verify`` checks every row, always.
"""

from __future__ import annotations

import copy
import gc
import hashlib
import hmac
import io
import json
import os
import pickle
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from hallstation.store import keys

FORMAT = 1
EVERY = 5_000  # rows folded between two snapshots written during play (besides the one at close)
_GAME_PREFIXES = ("game", "cards", "ball", "draw", "claim", "prizes", "payment", "tray")
_CONFIG_SCALARS = ("number", "series", "price", "source", "limit", "word", "tie_policy", "unit", "red_ball",
                   "jury_signoffs", "payment_threshold", "simulation")
_SAFE_BUILTINS = {"set", "frozenset", "bytes", "bytearray", "dict", "list", "tuple", "int", "str", "float", "bool", "complex"}
_SAFE = {("collections", "OrderedDict"), ("collections", "defaultdict"), ("collections", "deque"),
         ("copyreg", "_reconstructor"), ("builtins", "object")}
_fingerprint: str | None = None

# (test seam and figures: what the last start and the lazy loads did)
stats: dict[str, int] = {"games_loaded": 0, "rows_loaded": 0}


class SnapshotError(Exception):
    """A finished game's rows in the log are not the ones it was folded from."""


# ---------------------------------------------------------------- the rows of each game
def note(rows: dict[int, list], e: Any) -> None:
    """Called for every row the station folds: the first and last row of each game's events, and
    the last one's hash (where a finished game's detail is read from, and what it is checked
    against)."""
    d = e.data
    n = d.get("game") if type(d) is dict else None
    if type(n) is not int:
        return
    t = e.type
    if t.partition(".")[0] not in _GAME_PREFIXES:
        return
    r = rows.get(n)
    if r is None:
        rows[n] = [e.seq, e.seq, e.hash]
    else:
        r[1], r[2] = e.seq, e.hash


# ---------------------------------------------------------------- a finished game, read when asked
class _ConfigStub:
    """A finished game's configuration before its detail is read: its scalars; anything else
    (patterns, bonus, promo) reads the game."""

    __slots__ = ("_game",)

    def __init__(self, game: "GameStub") -> None:
        object.__setattr__(self, "_game", game)

    def __getattr__(self, name: str) -> Any:
        game = object.__getattribute__(self, "_game")
        summary = object.__getattribute__(game, "_summary")
        if name in _CONFIG_SCALARS and object.__getattribute__(game, "_full") is None:
            return summary["config"][name]
        return getattr(game._materialize().config, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(object.__getattribute__(self, "_game")._materialize().config, name, value)


class GameStub:
    """A finished game as the snapshot keeps it: ``number``, ``state``, ``config``'s scalars and
    ``stamp_max`` answer at once; any other attribute or method reads the game's rows from the log
    (checked back from their recorded hash), folds them, and from then on is the whole game's."""

    __slots__ = ("_summary", "_full", "_station")

    def __init__(self, summary: dict[str, Any], station: Any) -> None:
        object.__setattr__(self, "_summary", summary)
        object.__setattr__(self, "_full", None)
        object.__setattr__(self, "_station", station)

    @property
    def number(self) -> int:
        return self._summary["config"]["number"]

    @property
    def state(self) -> str:
        full = self._full
        return self._summary["state"] if full is None else full.state

    @property
    def config(self) -> Any:
        full = self._full
        return _ConfigStub(self) if full is None else full.config

    @property
    def stamp_max(self) -> int:
        full = self._full
        return self._summary["stamp_max"] if full is None else stamp_max(full)

    @property
    def loaded(self) -> bool:
        return self._full is not None

    def _materialize(self) -> Any:
        full = self._full
        if full is None:
            full = load_game(self._station, self._summary)
            object.__setattr__(self, "_full", full)
        return full

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._materialize(), name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._materialize(), name, value)

    def __repr__(self) -> str:
        return f"GameStub(number={self.number}, state={self.state!r}, loaded={self.loaded})"


def stamp_max(game: Any) -> int:
    """The highest stamp of a game's claims (0: none), without reading a finished game's detail."""
    if isinstance(game, GameStub):
        return game.stamp_max
    return max((c.stamp or 0 for c in game.claims.values()), default=0)


def load_game(station: Any, summary: dict[str, Any]) -> Any:
    """A finished game folded again from its rows (first..last): their chain is checked back from
    the recorded hash of the last one first (each row's hash of its content, each link), so what
    is folded is what this PC folded when the game was played. A row that differs: the station
    needs attention and ``StoreError`` says so."""
    from hallstation.store.eventlog import StoredEvent, StoreError, row_hash

    number, first, last, head = summary["config"]["number"], summary["first"], summary["last"], summary["head"]
    got = [tuple(r[:7]) for r in station.store._rows(upto=last, after=first - 1)]
    bad = len(got) != last - first + 1 or (got and got[-1][6] != head)
    prev = None
    for seq, ts, etype, actor, data, prev_hash, h in got if not bad else ():
        if (prev is not None and prev_hash != prev) or row_hash(prev_hash, seq, ts, etype, actor, data) != h:
            bad = True
            break
        prev = h
    if bad:
        from hallstation.core.errors import QT_TRANSLATE_NOOP
        from hallstation.store.eventlog import VerifyResult

        problem = VerifyResult(
            False, last, first,
            QT_TRANSLATE_NOOP("Cli", "the rows of game {game} are not the ones this PC folded: the log was rewritten"),
            {"game": number},
        )
        try:
            station._needs_attention(problem)
        except Exception:  # noqa: BLE001 - (a station closing: the error below says it)
            pass
        raise StoreError("The event log needs attention: the rows of game {game} are not the ones this PC folded: the log was rewritten", game=number)
    scratch = _scratch(station, summary["config"]["series"])
    loads = json.loads
    for seq, ts, etype, actor, data, _p, h in got:
        d = loads(data)
        if type(d) is dict and d.get("game") == number and etype.partition(".")[0] in _GAME_PREFIXES:
            scratch._apply(StoredEvent(seq, ts, etype, actor, d, h))
    stats["games_loaded"] += 1
    stats["rows_loaded"] += len(got)
    return scratch.state.games[number]


def _scratch(station: Any, series: int) -> Any:
    """A station of the same class that folds one game's rows (its own empty state, the game's
    series): whatever folding function the station has, used as it is."""
    cls = type(station)
    scratch = cls.__new__(cls)
    scratch._plugins = []
    scratch.store = station.store
    scratch._reset()
    scratch.state.series = {series: station.state.series[series]}
    return scratch


# ---------------------------------------------------------------- where, and under which key
def fold_fingerprint() -> str:
    """SHA-256 of the program's version and of the files of the code that folds the log into the
    station's state (the rules core and the services: their names, sizes and times): any change,
    and an older snapshot is not loaded."""
    global _fingerprint
    if _fingerprint is None:
        from hallstation import __version__

        root = Path(__file__).resolve().parent.parent
        h = hashlib.sha256(f"format:{FORMAT}:version:{__version__}".encode())
        files = sorted([*root.joinpath("core").rglob("*.py"), *root.joinpath("services").rglob("*.py")])
        for f in files:  # (each file's size and time: a new or changed program never reads an old snapshot)
            st = f.stat()
            h.update(f"{f.relative_to(root)}:{st.st_size}:{st.st_mtime_ns}\0".encode("utf-8"))
        _fingerprint = h.hexdigest()
    return _fingerprint


def _place(station: Any) -> tuple[Path, bytes] | None:
    """(the snapshot's path, the key it is sealed under) for this station's store, or None when
    it keeps none (a read-only copy, a store without a witness on this PC, no key)."""
    from hallstation.store.eventlog import EventStore

    store = station.store
    if store.read_only:
        return None
    if isinstance(store, EventStore):
        if store.key is None or not getattr(store, "_witnessing", False) or not store.sealed:
            return None
        from hallstation.store import proof

        wp = proof.witness_path(store.path.parent)
        return wp.with_name(wp.name.replace("witness-folder-", "snapshot-folder-").replace(".mark", ".state")), store.key
    if getattr(store, "networked", False) and getattr(store, "_witnessing", False) and not getattr(store, "public", False):
        key = getattr(store, "key", None)
        if key is None:
            return None  # (a display's start checks the public view's signatures: every row, as before)
        wp = store.witness_path
        return wp.with_name(wp.name[: -len(".mark")] + ".state"), key
    return None


def _witnessed(station: Any) -> dict[str, Any] | None:
    """This PC's keyed witness of the store's log (seq, head), when it checks; else None."""
    mark = station.store.witness_mark  # (either engine's: ``store/proof.py``)
    seen = mark.read()
    return seen if seen is not None and mark.ok(seen) else None


def trusted_head(station: Any) -> tuple[int, str] | None:
    """(W, hash) this PC's keyed witness saw: the rows up to it need no seal checked again."""
    if _place(station) is None:
        return None
    seen = _witnessed(station)
    return (seen["seq"], seen["head"]) if seen is not None and seen["seq"] > 0 else None


def _seal(hall_key: bytes, header: dict[str, Any]) -> str:
    """The header's seal: its format, folding code, row, hash, and the size and digest of each part."""
    text = json.dumps({k: header[k] for k in ("format", "fold", "seq", "head", "core", "archive")}, sort_keys=True)
    return hmac.new(keys.snapshot_key(hall_key), text.encode("ascii"), hashlib.sha256).hexdigest()


# ---------------------------------------------------------------- the archive: read when asked
class Archive:
    """The part of a snapshot a start does not need: the finished games' summaries, the series and
    the sellers' trays of those games. Its bytes are read, checked against the digest the sealed
    header names, and unpickled the first time one of them is asked for."""

    def __init__(self, fh: Any, path: Path, offset: int, size: int, digest: str, station: Any) -> None:
        self._fh = fh  # (the file the start read, kept open: a newer snapshot renamed over it leaves these bytes)
        self._path, self._offset, self._size, self._digest, self._station = path, offset, size, digest, station
        self._data: dict[str, dict] | None = None

    def section(self, name: str) -> dict:
        if self._data is None:
            from hallstation.store.eventlog import StoreError

            fh, self._fh = self._fh, None
            try:
                if fh is None:
                    raise OSError("closed")
                fh.seek(self._offset)
                body = fh.read(self._size)
                if len(body) != self._size or not hmac.compare_digest(hashlib.sha256(body).hexdigest(), self._digest):
                    raise ValueError("digest")
                was = gc.isenabled()
                gc.disable()
                try:
                    self._data = _Unpickler(io.BytesIO(body)).load()
                finally:
                    if was:
                        gc.enable()
            except Exception:  # noqa: BLE001 - set aside: the whole log is replayed before the next command
                try:
                    self._path.unlink(missing_ok=True)
                except OSError:
                    pass
                self._station._stale = True
                raise StoreError(
                    "This PC's snapshot of the hall's state could not be read (damaged): it was set aside and the "
                    "log is replayed from its first row before the next command; try again"
                ) from None
            finally:
                if fh is not None:
                    fh.close()
        return self._data[name]

    def close(self) -> None:
        fh, self._fh = self._fh, None
        if fh is not None:
            fh.close()


class LazyMap(MutableMapping):
    """A mapping whose older values stay in the snapshot's archive until one is asked for: its keys
    are known at once (whole numbers, kept as runs: a season's 2,000 games are one run), each
    archived value is made the first time it is read."""

    def __init__(self, live: dict, archived: list, archive: Archive | None, section: str, make: Any = None) -> None:
        self._live = live
        self._runs = [range(a, b) for a, b in archived]  # the archive's keys, in order
        self._gone: set = set()  # archive keys deleted since
        self._archive, self._section, self._make = archive, section, make

    def _archived(self, key: Any) -> bool:
        if type(key) is not int or key in self._gone:
            return False
        for r in self._runs:
            if key in r:
                return True
        return False

    def _fetch(self, key: Any) -> Any:
        value = self._archive.section(self._section)[key]
        if self._make is not None:
            value = self._make(value)
        self._live[key] = value
        return value

    def __getitem__(self, key: Any) -> Any:
        try:
            return self._live[key]
        except KeyError:
            if self._archived(key):
                return self._fetch(key)
            raise

    def get(self, key: Any, default: Any = None) -> Any:
        v = self._live.get(key, _MISSING)
        if v is not _MISSING:
            return v
        return self._fetch(key) if self._archived(key) else default

    def __contains__(self, key: object) -> bool:
        return key in self._live or self._archived(key)

    def __setitem__(self, key: Any, value: Any) -> None:
        self._gone.discard(key)
        self._live[key] = value

    def __delitem__(self, key: Any) -> None:
        in_archive = self._archived(key)
        if key in self._live:
            del self._live[key]
        elif not in_archive:
            raise KeyError(key)
        if in_archive or any(key in r for r in self._runs):
            self._gone.add(key)

    def _in_runs(self, key: Any) -> bool:
        return type(key) is int and any(key in r for r in self._runs)

    def __iter__(self) -> Any:
        gone = self._gone
        for r in self._runs:
            for k in r:
                if k not in gone:
                    yield k
        for k in list(self._live):
            if not self._in_runs(k):
                yield k

    def __len__(self) -> int:
        return sum(len(r) for r in self._runs) - len(self._gone) + sum(1 for k in self._live if not self._in_runs(k))

    def __repr__(self) -> str:
        return f"LazyMap({len(self._live)} read, runs {self._runs})"

    def plain(self) -> dict:
        """Every value read (the archive unpickled): a plain dict, in order."""
        return {k: self[k] for k in list(self)}


def _runs(keys: list[int]) -> list[tuple[int, int]]:
    """Sorted whole numbers as runs [start, stop)."""
    out: list[list[int]] = []
    for k in sorted(keys):
        if out and out[-1][1] == k:
            out[-1][1] = k + 1
        else:
            out.append([k, k + 1])
    return [(a, b) for a, b in out]


_MISSING = object()


def _plain(m: Any) -> dict:
    return m.plain() if isinstance(m, LazyMap) else dict(m)


# ---------------------------------------------------------------- write
class _Pickler(pickle.Pickler):
    def reducer_override(self, obj: Any) -> Any:
        from hallstation.core.bingo.cards import Series

        if type(obj) is Series:
            return Series, (obj.info, obj.raw)  # without the decoded cards (made again on demand)
        return NotImplemented


def _dumps(obj: Any) -> bytes:
    buf = io.BytesIO()
    _Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buf.getvalue()


def _summary(game: Any, rows: list | None) -> dict[str, Any]:
    if isinstance(game, GameStub):
        s = dict(game._summary)
        if game.loaded:
            cfg = game.config
            s.update(config={k: getattr(cfg, k) for k in _CONFIG_SCALARS}, state=game.state, stamp_max=game.stamp_max)
        if rows is not None:  # (rows folded into it after its summary was kept: a payment after the end)
            s.update(last=rows[1], head=rows[2])
        return s
    cfg = game.config
    return {
        "config": {k: getattr(cfg, k) for k in _CONFIG_SCALARS},
        "state": game.state,
        "stamp_max": stamp_max(game),
        "first": rows[0], "last": rows[1], "head": rows[2],
    }


def payload(station: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """What is kept, in two parts: what a start needs (the core), and the finished games'
    summaries, their series and trays (the archive, read when asked)."""
    from hallstation.core.bingo.game import FINISHED

    st = station.state
    rows = station._game_rows
    series = _plain(st.series)
    trays = {n: t for n, t in _plain(station._trays).items() if t}  # (an empty entry is one a reader made)
    live_games: dict[int, Any] = {}
    summaries: dict[int, dict[str, Any]] = {}
    for n, g in _plain(st.games).items():
        if g.state == FINISHED and (n in rows or isinstance(g, GameStub)):
            summaries[n] = _summary(g, rows.get(n))
        else:
            live_games[n] = g._materialize() if isinstance(g, GameStub) else g
    in_play = {g.config.series for g in live_games.values()}
    # a series is archived once every game on it is finished (a series not played yet stays)
    played = {s["config"]["series"] for s in summaries.values()}
    old_series = [n for n in series if n in played and n not in in_play]
    users = {}
    for name, u in st.users.items():
        u = copy.copy(u)
        u.pin_key = None  # the hall's PIN key never leaves the memory
        users[name] = u
    state = copy.copy(st)
    state.games, state.users = live_games, users
    state.series = {n: s for n, s in series.items() if n not in set(old_series)}
    core = {
        "state": state, "head": tuple(station._head),
        "archived_games": _runs(list(summaries)), "archived_series": _runs(old_series),
        "trays": {n: t for n, t in trays.items() if n not in summaries}, "archived_trays": _runs([n for n in trays if n in summaries]),
        "game_day": station.game_day, "pot_seeds": station.pot_seeds, "pot_at_day_start": station.pot_at_day_start,
        "pot_at_day_end": station.pot_at_day_end,
        "game_rows": {n: r for n, r in rows.items() if n not in summaries},
    }
    archive = {
        "games": summaries, "series": {n: series[n] for n in old_series}, "trays": {n: trays[n] for n in summaries if n in trays},
    }
    return core, archive


def save(station: Any) -> bool:
    """Keep the station's folded state for its next start on this PC. Only a state folded from
    checked rows this PC's witness has seen, with nothing pending, never over a newer snapshot; a
    fault of the disk is no error (the snapshot only saves time). Returns whether it was written."""
    try:
        place = _place(station)
        if place is None or station.attention is not None or station._stale or station._tx_depth:
            return False
        seq, head = station._head
        if seq <= 0 or station.state.last_seq != seq:
            return False
        seen = _witnessed(station)
        if seen is None or seen["seq"] < seq:
            return False  # this PC's witness has not seen these rows: the next start could not use it
        path, key = place
        cur = _header(path)
        if cur is not None and cur.get("seq", 0) >= seq and cur.get("fold") == fold_fingerprint():
            station._snapshot_seq = seq
            return False  # another station of this PC kept one as new (or newer)
        core, archive = payload(station)
        core_b, archive_b = _dumps(core), _dumps(archive)
        header: dict[str, Any] = {
            "format": FORMAT, "fold": fold_fingerprint(), "seq": int(seq), "head": str(head),
            "core": [len(core_b), hashlib.sha256(core_b).hexdigest()],
            "archive": [len(archive_b), hashlib.sha256(archive_b).hexdigest()],
        }
        header["mac"] = _seal(key, header)
        from hallstation.store.files import write_small_file

        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        _remove_strays(path)
        write_small_file(path, json.dumps(header).encode("ascii") + b"\n" + core_b + archive_b)
    except Exception:  # noqa: BLE001 - a full disk, a state that cannot be kept: the next start replays the log
        return False
    station._snapshot_seq = seq
    return True


def at_close(station: Any) -> None:
    """The station closes: its snapshot kept (once), the archive it started from let go."""
    if not getattr(station.store, "shut", False) and not getattr(station, "_snapshot_closed", False):
        save(station)
    station._snapshot_closed = True
    archive = getattr(station, "_snapshot_archive", None)
    if archive is not None:
        archive.close()


def maybe_save(station: Any) -> None:
    """During play: a snapshot every ``EVERY`` rows folded (after the screens were told)."""
    if station.state.last_seq - getattr(station, "_snapshot_seq", 0) >= EVERY:
        station._snapshot_seq = station.state.last_seq  # (a snapshot that cannot be kept now is tried again EVERY rows on)
        save(station)


def _header(path: Path) -> dict[str, Any] | None:
    try:
        with open(path, "rb") as fh:
            return json.loads(fh.readline().decode("ascii"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None


def _remove_strays(path: Path) -> None:
    """The temporary files of snapshot writes killed midway (their process is gone)."""
    for stray in path.parent.glob(f".{path.name}.*.tmp"):
        pid = stray.name[len(path.name) + 2 : -len(".tmp")]
        try:
            os.kill(int(pid), 0)
            continue  # (another station closing now, still writing it)
        except ProcessLookupError:
            pass
        except (ValueError, OSError):
            continue
        stray.unlink(missing_ok=True)


# ---------------------------------------------------------------- read
class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if module == "hallstation" or module.startswith("hallstation.") or (module == "builtins" and name in _SAFE_BUILTINS) or (module, name) in _SAFE:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a station's state")


def load(station: Any) -> tuple[int, str, dict[str, Any]] | None:
    """(S, hash of row S, the kept state) when this PC's snapshot for the station's log may be
    used (its seal, format, folding code and this PC's witness all agree), else None. Row S
    against the log is the caller's check (``verify(after=(S, hash))``). The archive is not read
    here (``Archive``: when asked)."""
    place = _place(station)
    if place is None:
        return None
    path, key = place
    fh = None
    try:
        fh = open(path, "rb")
        line = fh.readline(4096)
        header = json.loads(line.decode("ascii"))
        seq, head = header["seq"], header["head"]
        if not (type(seq) is int and seq > 0 and isinstance(head, str) and isinstance(header.get("mac"), str)):
            raise ValueError("header")
        if header["format"] != FORMAT or header["fold"] != fold_fingerprint():
            raise ValueError("another program's")
        if not hmac.compare_digest(header["mac"], _seal(key, header)):
            raise ValueError("seal")
        (core_size, core_digest), (archive_size, archive_digest) = header["core"], header["archive"]
        body = fh.read(core_size)
        if len(body) != core_size or not hmac.compare_digest(hashlib.sha256(body).hexdigest(), core_digest):
            raise ValueError("digest")
        seen = _witnessed(station)
        if seen is None or seen["seq"] < seq:
            raise ValueError("a snapshot beyond what this PC's witness saw is not this PC's")
        was = gc.isenabled()
        gc.disable()  # (no cyclic garbage is made while the state is built)
        try:
            kept = _Unpickler(io.BytesIO(body)).load()
        finally:
            if was:
                gc.enable()
        kept["archive"] = (fh, path, len(line) + core_size, archive_size, archive_digest)
    except Exception:  # noqa: BLE001 - any doubt: the whole log is checked and replayed
        if fh is not None:
            fh.close()
        return None
    return seq, head, kept


def restore(station: Any, seq: int, head: str, kept: dict[str, Any]) -> None:
    """The station's state from a snapshot ``load`` accepted (ValueError when it is not a state
    folded up to its row: the caller replays the whole log)."""
    from hallstation.services.station.state import StationState

    archive = Archive(*kept["archive"], station)
    state = kept.get("state") if isinstance(kept, dict) else None
    if not isinstance(state, StationState) or tuple(kept["head"]) != (seq, head) or state.last_seq != seq:
        archive.close()
        raise ValueError("the snapshot is not a state folded up to its row")
    station._snapshot_archive = archive
    state.games = LazyMap(state.games, kept["archived_games"], archive, "games", lambda summary: GameStub(summary, station))
    state.series = LazyMap(state.series, kept["archived_series"], archive, "series")
    station.state, station._head = state, (seq, head)
    station._trays = LazyMap(kept["trays"], kept["archived_trays"], archive, "trays")
    station.game_day, station.pot_seeds = kept["game_day"], kept["pot_seeds"]
    station.pot_at_day_start, station.pot_at_day_end = kept["pot_at_day_start"], kept["pot_at_day_end"]
    station._game_rows = kept["game_rows"]
    key = station._pin_key()
    for u in state.users.values():
        u.pin_key = key
    station._snapshot_seq = seq
    if state.demo:
        from hallstation.services.demo_mark import demo_opened

        demo_opened(station, True)


def let_go(kept: tuple[int, str, dict[str, Any]] | None) -> None:
    """A snapshot ``load`` accepted but the start did not use (row S is not in the log as it was)."""
    if kept is not None and isinstance(kept[2].get("archive"), tuple):
        kept[2]["archive"][0].close()


def discard(data_dir: Path | str) -> None:
    """Remove this PC's snapshot of the one-PC hall in ``data_dir`` (a restore puts another log
    in its place)."""
    from hallstation.store import proof

    wp = proof.witness_path(data_dir)
    try:
        wp.with_name(wp.name.replace("witness-folder-", "snapshot-folder-").replace(".mark", ".state")).unlink(missing_ok=True)
    except OSError:
        pass
