"""The hall's server and its hot standby (issue 25): which server a terminal uses, and never two
writers.

The hall runs PostgreSQL's own streaming replication: a primary and a hot standby (``pg_basebackup
-R``, ``synchronous_standby_names``; docs/network.md §8). The terminals are given both, as libpq
takes them: ``postgresql://hall_writer@host1,host2/hall?target_session_attrs=read-write``.

- **The hall's epoch.** Each promotion is recorded, as the promotion step's first act
  (``hallstation store promote``), by a row of the log — ``hall.epoch``, chained and sealed under
  the hall's key like every row — naming the new epoch and the server's new timeline; the
  server's ``hs_meta`` keeps a pointer to that row (``epoch:NNNNNN``), so the check is one small
  query. Each terminal keeps the highest epoch it has seen in its folder (``hall-epoch.mark``,
  sealed under its key).
- **The check, before each command** (a writer's, inside its transaction, after the log's lock;
  a display's, on each new connection): the server is not in recovery (a standby), its timeline
  is the one its last epoch recorded (a server promoted without the epoch recorded — by some
  other tooling, or a restored backup — is not the hall's primary yet), and its epoch is not
  behind the one this terminal has seen (an old primary started again). A server refused is said
  in one line; nothing is recorded on it. A newer epoch is learned once its row is checked
  (hash, and seal under the key when the terminal holds it).
- **The second server.** With synchronous replication a commit waits for the standby. When it does
  not answer, a writer is refused at once, in one line ("el segundo servidor de la sala no
  responde"), before anything is written: the hall chose to record nothing rather than commit on
  one server only (its IT person may choose otherwise: docs/network.md §8).
- **Choosing among the servers.** A multi-host address is looked at host by host (each at once, in
  threads): the terminal takes the primary with the highest epoch, never one behind what it has
  seen; an old primary listed first is passed over. Which server it is now is said to the
  operator ("servidor: host2").

The station never promotes by itself: ``promote`` (``store/promote.py``) is run by the hall's IT
person (or their tooling), against the standby, once the old primary is known to be off.
"""

from __future__ import annotations

import hmac
import json
import threading
from pathlib import Path
from typing import Any

from hallstation.store.eventlog import StoreError, row_hash, seal, write_small_file
from hallstation.store.pglink import LinkError, ServerDown, bounded, cause, connect_one

EPOCH = "hall.epoch"  # the log row a promotion records first
MARK_FILE = "hall-epoch.mark"  # this terminal's highest epoch seen
META_PREFIX = "epoch:"  # hs_meta: 'epoch:000002' -> {"seq": …, "timeline": …}
STANDBY_FN = "hs_standby_ok"  # store setup's function: whether the synchronous standby answers
_MARK_LABEL = "hallstation/hall-epoch/v1"
PROBE_S = 2.5  # a server's look, connection included


class NotPrimary(LinkError):
    """The server is not the hall's current primary (a standby, an old primary, a server promoted
    without the hall's epoch): nothing is recorded on it, nothing read from it is followed."""


class StandbyDown(StoreError):
    """Synchronous replication, and the hall's second server does not answer: nothing recorded."""


# ------------------------------------------------------------------ addresses
def hosts(url: str) -> list[tuple[str, str]]:
    """The (host, port) pairs of an address (libpq's rules: one port for all, or one per host)."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        d = conninfo_to_dict(url)
    except Exception:  # noqa: BLE001 - a malformed address: libpq says so when it connects
        return []
    hs = (d.get("host") or "").split(",")
    ps = str(d.get("port") or "").split(",")
    if len(ps) == 1:
        ps = ps * len(hs)
    if len(ps) != len(hs) or d.get("hostaddr"):
        return []
    return list(zip(hs, ps))


def multi_host(url: str) -> bool:
    return len(hosts(url)) > 1


def one_host(url: str, host: str, port: str) -> str:
    """``url`` for one of its hosts (the judging is the station's: no ``target_session_attrs``)."""
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    d = conninfo_to_dict(url)
    d.pop("target_session_attrs", None)
    d["host"] = host
    if port:
        d["port"] = port
    else:
        d.pop("port", None)
    return make_conninfo("", **d)


def server_name(conn: Any) -> str:
    """The server a connection is on, as the operator is told it ("host2", "host2:5433")."""
    try:
        host, port = conn.info.host, conn.info.port
    except Exception:  # noqa: BLE001
        return "?"
    return host if str(port) in ("", "5432") or host.startswith("/") else f"{host}:{port}"


# ------------------------------------------------------------------ this terminal's epoch mark
def _mark_mac(key: bytes, hall_id: str, epoch: int) -> str:
    return hmac.new(key, f"{_MARK_LABEL}|{hall_id}|{epoch}".encode("utf-8"), "sha256").hexdigest()


def floor(data_dir: Path | str | None) -> int:
    """The highest epoch this terminal's folder says it has seen (0 without a mark) — to choose
    among servers before its key is at hand; the mark's seal is checked by ``known_epoch``."""
    if data_dir is None:
        return 0
    try:
        return max(0, int(json.loads((Path(data_dir) / MARK_FILE).read_text(encoding="utf-8"))["epoch"]))
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def known_epoch(store: Any) -> int:
    """The highest epoch this terminal has seen of this hall: its mark (0 without one, or for a mark
    of another hall). The mark carries a seal under the terminal's key, as its witness mark does;
    it is not needed to read the number: a higher number only refuses more servers (the safe
    side), and a mark removed from the folder is gone, as a witness mark is."""
    try:
        d = json.loads((Path(store.data_dir) / MARK_FILE).read_text(encoding="utf-8"))
        return max(int(d["epoch"]), 0) if d.get("hall_id") == store.hall_id else 0
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return 0


def remember(store: Any, epoch: int) -> None:
    """Move this terminal's epoch mark up to ``epoch`` (never down; nothing when it writes nothing)."""
    key = getattr(store, "_witness_key", None)
    if key is None or not getattr(store, "_witnessing", True) or epoch <= known_epoch(store):
        return
    body = json.dumps({"hall_id": store.hall_id, "epoch": epoch, "mac": _mark_mac(key, store.hall_id, epoch)})
    try:
        Path(store.data_dir).mkdir(parents=True, exist_ok=True, mode=0o700)
        write_small_file(Path(store.data_dir) / MARK_FILE, body.encode("utf-8"))
    except OSError as exc:
        from hallstation.store.eventlog import write_fault

        raise write_fault(exc) from None


# ------------------------------------------------------------------ a server's standing
_LOOK = (
    "SELECT pg_is_in_recovery(), "
    "CASE WHEN pg_is_in_recovery() THEN NULL ELSE pg_walfile_name(pg_current_wal_lsn()) END, "
    f"(SELECT name || ' ' || value FROM hs_meta WHERE name LIKE '{META_PREFIX}%' ORDER BY name DESC LIMIT 1)"
)


class Standing:
    """What one look at a server found."""

    __slots__ = ("server", "recovery", "timeline", "epoch", "epoch_seq", "epoch_timeline", "standby_ok")

    def __init__(self, server: str, row: tuple, standby_ok: bool = True) -> None:
        recovery, walfile, meta = row[:3]
        self.server = server
        self.recovery = bool(recovery)
        self.timeline = int(walfile[:8], 16) if walfile else None
        self.epoch, self.epoch_seq, self.epoch_timeline = 0, 0, 1  # before any promotion: timeline 1
        if meta:
            name, _, value = meta.partition(" ")
            try:
                d = json.loads(value)
                self.epoch = int(name[len(META_PREFIX):])
                self.epoch_seq, self.epoch_timeline = int(d["seq"]), int(d["timeline"])
            except (ValueError, KeyError, TypeError):
                self.epoch, self.epoch_timeline = -1, -1  # a damaged pointer: never the primary
        self.standby_ok = standby_ok

    def problem(self, known: int) -> StoreError | None:
        """Why this server is not the hall's primary for a terminal that has seen epoch ``known``."""
        if self.recovery:
            return NotPrimary(
                "The server {server} is the hall's standby (it only follows the primary): nothing is recorded on it", server=self.server)
        if self.epoch < 0 or self.timeline != self.epoch_timeline:
            return NotPrimary(
                "The server {server} was made a primary without the hall's epoch: nothing is recorded on it until "
                "'hallstation store promote' is run on it", server=self.server)
        if self.epoch < known:
            return NotPrimary(
                "The server {server} is an old primary of the hall (epoch {epoch}, this terminal has seen {known}): "
                "nothing is recorded on it nor followed from it", server=self.server, epoch=self.epoch, known=known)
        return None


def _has_standby_fn(conn: Any) -> bool:
    cached = getattr(conn, "_hs_standby_fn", None)
    if cached is None:
        cached = conn.execute("SELECT to_regprocedure(%s) IS NOT NULL", [f"{STANDBY_FN}()"]).fetchone()[0]
        try:
            conn._hs_standby_fn = cached
        except AttributeError:
            pass
    return cached


def look(conn: Any, server: str, standby: bool = False) -> Standing:
    """One look at the server on ``conn`` (``standby``: whether its synchronous standby answers too)."""
    if standby and _has_standby_fn(conn):
        row = conn.execute(_LOOK + f", {STANDBY_FN}()").fetchone()
        return Standing(server, row, bool(row[3]))
    return Standing(server, conn.execute(_LOOK).fetchone())


def _epoch_row_ok(store: Any, conn: Any, s: Standing) -> bool:
    """The row a newer epoch points at is the hall's own: a ``hall.epoch`` row naming that epoch
    and timeline, its hash right, its seal right under the hall's key (when this terminal holds it)."""
    row = conn.execute(f"SELECT seq, ts, type, actor, data, prev_hash, hash, mac FROM {store.rel} WHERE seq = %s", [s.epoch_seq]).fetchone()
    if row is None:
        return False
    seq, ts, etype, actor, data, prev_hash, h, mac = row
    if etype != EPOCH or row_hash(prev_hash, seq, ts, etype, actor, data) != h:
        return False
    if store.key is not None and not hmac.compare_digest(mac, seal(store.key, seq, h)):
        return False
    try:
        d = json.loads(data)
        return int(d["epoch"]) == s.epoch and int(d["timeline"]) == s.epoch_timeline
    except (ValueError, KeyError, TypeError):
        return False


def check(store: Any, conn: Any = None, standby: bool = False) -> Standing:
    """The server ``store`` is on (or ``conn``'s) is the hall's current primary for this terminal,
    else ``NotPrimary`` (``StandbyDown`` when ``standby`` and the synchronous standby does not
    answer). A newer epoch, its row checked, is remembered. Statements of the caller's deadline."""
    conn = conn if conn is not None else store.conn
    s = look(conn, server_name(conn), standby)
    if getattr(store, "promoting", False) and not s.recovery:
        return s  # the promotion step itself: it records the epoch
    known = known_epoch(store)
    bad = s.problem(known)
    if bad is not None:
        raise bad
    if s.epoch > known:
        if not _epoch_row_ok(store, conn, s):
            raise NotPrimary(
                "The server {server} names an epoch of the hall that its log does not prove: nothing is recorded on it",
                server=s.server)
        remember(store, s.epoch)
    if not s.standby_ok:
        raise StandbyDown(
            "The hall's second server (the standby) does not answer, and every commit waits for it: nothing was recorded. "
            "Bring the standby back, or the IT person turns synchronous replication off (docs/network.md)")
    return s


# ------------------------------------------------------------------ choosing among the servers
def connect(url: str, server: str | None = None, data_dir: Path | str | None = None, password: str | None = None, **settings: Any):
    """A connection to the hall's server (``pglink.connect_one``: autocommit, the link's timeouts,
    passwords, the hall's CA). A multi-host address
    (``postgresql://h1,h2/hall?target_session_attrs=read-write``) connects to the hall's current
    primary among them."""
    if multi_host(url):  # the hall's primary and its standby (issue 25): the primary of the hall's epoch
        return connect_primary(url, lambda info, host: connect(info, host, data_dir, password, **settings), data_dir)
    return connect_one(url, server, data_dir, password, **settings)


def connect_primary(url: str, connect_one, data_dir: Path | str | None = None) -> Any:
    """A connection to the hall's primary among the hosts of ``url``: each looked at (at once, in
    threads); a standby, a server promoted without the epoch and one behind this terminal's epoch
    (or behind another host's) are passed over. ``connect_one(conninfo, name)`` opens one (the link's
    own options and deadlines; the server's name for messages). Nobody answers: the first host's ``ServerDown``; only servers that
    are not the primary: the first one's refusal."""
    pairs = hosts(url)
    found: list[Any] = [None] * len(pairs)

    def probe(i: int, host: str, port: str) -> None:
        try:
            conn = connect_one(one_host(url, host, port), f"{host}:{port}" if port else host)
        except StoreError as exc:
            found[i] = exc
            return
        try:
            with bounded(conn, PROBE_S):
                found[i] = (conn, look(conn, server_name(conn)))
        except Exception as exc:  # noqa: BLE001 - a server that fails its look is not chosen
            _close(conn)
            found[i] = ServerDown("No connection to the server {server} ({detail})", server=host, detail=cause(exc))

    threads = [threading.Thread(target=probe, args=(i, h, p), daemon=True) for i, (h, p) in enumerate(pairs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    looked = [f for f in found if isinstance(f, tuple)]
    known = max([floor(data_dir)] + [s.epoch for _c, s in looked if s.problem(0) is None])
    chosen = None
    for conn, s in looked:
        if chosen is None and s.problem(known) is None:
            chosen = conn
        else:
            _close(conn)
    if chosen is not None:
        return chosen
    refusals = [s.problem(known) for _c, s in looked]
    if refusals:
        raise refusals[0]
    errors = [f for f in found if isinstance(f, StoreError)]
    raise errors[0] if errors else ServerDown("No connection to the server {server} ({detail})", server=url, detail=cause(None))


def _close(conn: Any) -> None:
    try:
        conn.close()
    except Exception:  # noqa: BLE001
        pass
