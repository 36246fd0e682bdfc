"""The hall's log on a PostgreSQL server (psycopg 3): one log, many terminals on the hall's network.

The same rows as the SQLite file — sequence number, time, type, actor, data, the chain's previous
hash, the row's hash and its seal under the hall's log key — the same schema version, the same
verification (``LogStore.verify``). What the network adds:

- **Serialised appends.** A write transaction locks the table ``hs_append`` (``LOCK TABLE … IN
  EXCLUSIVE MODE``, waiting at most ``lock_timeout``) before it reads the head, so terminals on
  different PCs append one at a time, each after folding what the others appended
  (catch-up-then-decide, ``Station.transaction``). The display account has no privilege on that
  table, so it can take no lock a writer waits for (PostgreSQL checks no privilege on advisory
  locks: they are not used).
- **Idempotency.** Each write transaction carries a key of its own on its first row (a UNIQUE
  column): the server never records one command twice. When the link drops while COMMIT is on its
  way, the terminal asks for the key once the server answers again: the command was committed once,
  or not at all.
- **Notifications.** A commit sends ``NOTIFY hallstation_log, 'SEQ:HEAD'``: every terminal that
  LISTENs wakes and folds what it has not seen (``gui/follow.py``).
- **Witnesses.** Every terminal keeps its own keyed mark of the highest (seq, head) it has seen
  (``witness-….mark`` in its folder). A server log shorter than that, or with another row there, is
  reported, and not followed. The server also keeps the keyed mark of its last commit (``hs_mark``).
  Both are sealed and checked as the SQLite file's are (``store/proof.py``).
- **Signatures** (issue 20 §1, ``store/signing.py``). Every row also carries the hall's Ed25519
  signature (column ``sig``): a terminal without the hall's key (a screens PC, an inspector) checks
  each row under the hall's public key (``hs_meta.signing``, pinned in its folder); every terminal
  checks each new row before it is folded (``check_after``; the follower's thread, ``raw_after``).
- **The caller's lock** is the table ``hs_drive`` locked by a transaction left open on a connection
  of its own for as long as the caller station runs: the server drops it when that connection
  ends, however it ends. Who holds it (host, process, since) is in ``hs_caller``.
- **The public screens' view.** The display account reads ``hs_public``, never ``hs_events``: the
  same rows, but a person's row (``user.*``: names, salts, PIN hashes) comes as ``log.private``
  without its data, and a winner's name and identity document are left out of a payment, a
  bettor's name out of a sale. Such a row's link and hash are still checked, and the hall's
  signature vouches for its hash (``store/signing.py``); its content cannot be (``whole`` is false).
- **Faults.** A lost link is one clear ``LinkError`` ("sin conexión con el servidor"); nothing is
  half-done (a transaction that did not commit left nothing on the server). Every statement has a
  deadline (``store/pglink.py``): a link that went silent is a lost link within seconds.

The tables, the roles and their privileges are made by ``hallstation store setup``
(``store/pgsetup.py``), never by a terminal. The key is never on the server: each writer terminal
keeps the hall's ``secret.key`` in its folder. A display terminal connects through a role that can
only read the public view and needs no key.
"""

from __future__ import annotations

import hmac
import json
import os
import socket
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.store import failover, keys, proof, signing
from hallstation.store.failover import connect  # noqa: F401 - (the store's users take it from here too)
from hallstation.store.eventlog import (
    GENESIS,
    SCHEMA_VERSION,
    LogStore,
    StoredEvent,
    StoreError,
    VerifyResult,
    anchor,
    mark_seal,
    utc_now,
    write_fault,
)
from hallstation.store.pglink import (  # noqa: F401 - the link's names, for the store's users
    CONN_OPTIONS,
    CONNECT_TIMEOUT,
    LONG_S,
    PING_S,
    STATEMENT_S,
    STATEMENT_TIMEOUT_MS,
    LinkError,
    NoLogYet,
    NotSetUp,
    ServerDown,
    bounded,
    cause,
    has_password,
    is_url,
    link_error,
    redact,
)

EVENTS, META, MARK, CALLER = "hs_events", "hs_meta", "hs_mark", "hs_caller"
APPEND, DRIVE, PUBLIC = "hs_append", "hs_drive", "hs_public"
CHANNEL = "hallstation_log"
PRIVATE = "log.private"  # how the public view shows a person's row
TERMINAL_KEY = "terminal.key"


def put_mark(conn: Any, key: bytes | None, seq: int, head: str) -> None:
    """Inside the open transaction: the server's high-water mark (``hs_mark``) moved to (seq, head),
    sealed under the hall's key (``proof.mark_seal``; checked by ``proof.check_mark``)."""
    conn.execute(
        f"INSERT INTO {MARK} (id, seq, head, mac) VALUES (1, %s, %s, %s) "
        "ON CONFLICT (id) DO UPDATE SET seq = EXCLUDED.seq, head = EXCLUDED.head, mac = EXCLUDED.mac",
        [seq, head, mark_seal(key, seq, head) if key else ""],
    )


def _psycopg():
    import psycopg

    return psycopg


def not_set_up(server: str) -> NotSetUp:
    return NotSetUp(
        "The hall's database on {server} is not set up for HallStation (or was set up by an older one): "
        "the server's administrator runs 'hallstation store setup' on it (safe to run again)",
        server=server,
    )


def log_length(url: str, data_dir: Path | str | None = None, password: str | None = None) -> int:
    """How many rows the hall's log on the server holds — a look that opens nothing and writes
    nothing (no key is made, no witness): whether the hall has been copied there yet."""
    psycopg = _psycopg()
    where = redact(url)
    conn = connect(url, where, data_dir, password)
    try:
        with bounded(conn):
            have = conn.execute(
                "SELECT to_regclass(%s) IS NOT NULL AND has_table_privilege(%s, 'SELECT'), to_regclass(%s) IS NOT NULL",
                [EVENTS, EVENTS, PUBLIC],
            ).fetchone()
            if not have[0] and not have[1]:
                raise not_set_up(where)
            rel = EVENTS if have[0] else PUBLIC
            return conn.execute(f"SELECT coalesce(max(seq), 0) FROM {rel}").fetchone()[0]
    except psycopg.Error as exc:
        raise link_error(exc, where) from None
    finally:
        conn.close()


class PgStore(LogStore):
    """The hall's log in a PostgreSQL database. ``data_dir`` is this terminal's own folder: the
    hall's key (writers), its witness mark, its passfile. ``witness=False`` (an audit from any
    folder) writes nothing there: no witness mark, no terminal key."""

    def __init__(
        self,
        url: str,
        data_dir: Path | str,
        clock: Callable[[], str] = utc_now,
        key: bytes | None = None,
        read_only: bool = False,
        witness: bool = True,
        password: str | None = None,
    ) -> None:
        self.url = url
        self.password = password  # (when not in the address, the passfile or the environment)
        self.location = redact(url)
        self.data_dir = Path(data_dir)
        self._init_common(clock, read_only)
        self.online = True
        self.shut = False  # closed by its owner
        self.link_down = ""  # what the follower's thread saw: the link is down (commands refused at once)
        self.recheck = False  # the link came back: this terminal's own connection is tried before use
        self.in_doubt: str | None = None  # the idempotency key of a COMMIT whose answer was lost
        self.refusal: StoreError | None = None  # why the last server reached is not the hall's primary (issue 25)
        self._witnessing = witness
        self._witness_lock = threading.Lock()
        self.public = False  # reads the public screens' view (the display account)
        self.server_head: int | None = None  # the server's last row, as the last witness check saw it
        self.rel = EVENTS
        self.conn = connect(url, self.location, self.data_dir, password)
        with self._guard():
            self._open_schema()
            seq, _head = self.head()
        self.key = key if key is not None else self._load_key(has_rows=seq > 0)
        self._key_checked = False
        if self.key is not None:
            self._check_key_id(self._meta().get("key_id"))
        self._witness_key = self.key if self.key is not None else self._terminal_key()
        # this terminal's witness of the hall's log (``store/proof.py``); the follower's thread
        # writes it too (off the GUI thread)
        self.witness_mark = proof.Mark(
            proof.terminal_witness_path(self.data_dir, self.hall_id), self._witness_key,
            extra={"server": self.location}, lock=self._witness_lock, make_folder=True,
        )
        self._open_signing(has_rows=seq > 0)
        self._last_seq, self._last_hash = self.head()
        if witness:  # a terminal (an audit or a copy reads any of the hall's servers, writes nothing)
            with self._guard():
                failover.check(self)  # a standby, an old primary, a server promoted without the epoch: refused
        self.server = failover.server_name(self.conn)  # which of the hall's servers this is ("servidor: host2")

    # ------------------------------------------------------------ the link
    @property
    def networked(self) -> bool:
        return True

    @contextmanager
    def _guard(self, seconds: float = STATEMENT_S) -> Iterator[Any]:
        """Statements on the link: each group given up after ``seconds``; a psycopg fault said as
        one line (``LinkError`` when the link is lost)."""
        psycopg = _psycopg()
        if self._tx is None:
            if self.link_down:  # the follower saw the link drop: refused at once, no wait
                if self.refusal is not None:  # (only an old primary, a standby answers: said as it is)
                    raise self.refusal
                raise LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=self.location, detail=cause(None))
            if not self.online or self.recheck or self.conn.closed or self.conn.broken:
                self._ensure_link()  # outside a transaction a lost link is brought back first
        with bounded(self.conn, seconds) as deadline:
            try:
                yield deadline
            except psycopg.Error as exc:
                err = link_error(exc, self.location, timed_out=deadline.fired)
                if isinstance(err, LinkError):
                    self.online = False
                raise err from None

    def reconnect(self) -> bool:
        """Open a new connection when the link was lost; True when the server answers."""
        self.recheck = False
        try:
            if not self.conn.closed and not self.conn.broken:
                with bounded(self.conn, STATEMENT_S):
                    self.conn.execute("SELECT 1")
                self.online = True
                return True
        except Exception:  # noqa: BLE001 - a broken connection raises whatever it raises
            pass
        try:
            self.conn.close()
        except Exception:  # noqa: BLE001
            pass
        try:
            self.conn = connect(self.url, self.location, self.data_dir, self.password)
            if self._witnessing:
                with bounded(self.conn):
                    failover.check(self)  # the hall's primary of the current epoch, or refused (issue 25)
        except StoreError as exc:
            self.refusal = exc if isinstance(exc, (failover.NotPrimary, failover.StandbyDown)) else None
            if self.refusal is not None:
                self.conn.close()
            self.online = False
            return False
        except _psycopg().Error:
            self.conn.close()
            self.refusal = None
            self.online = False
            return False
        self.refusal = None
        self.server = failover.server_name(self.conn)
        self.online = True
        self._tx = None
        return True

    def _ensure_link(self) -> None:
        if not self.online or self.recheck or getattr(self, "conn", None) is None or self.conn.closed or self.conn.broken:
            if not self.reconnect():
                if self.refusal is not None:
                    raise self.refusal  # the server reached is not the hall's primary: said as it is
                raise LinkError("No connection to the server {server}: nothing was recorded ({detail})", server=self.location, detail=cause(None))

    def ping(self) -> bool:
        try:
            self._ensure_link()
            with self._guard():
                self.conn.execute("SELECT 1")
            return True
        except StoreError:
            return False

    # ------------------------------------------------------------ schema
    def _open_schema(self) -> None:
        c = self.conn
        have, public, readable = c.execute(
            "SELECT to_regclass(%s) IS NOT NULL, to_regclass(%s) IS NOT NULL, "
            "to_regclass(%s) IS NOT NULL AND has_table_privilege(%s, 'SELECT')",
            [EVENTS, PUBLIC, EVENTS, EVENTS],
        ).fetchone()
        if not have:
            if self.read_only:
                raise NoLogYet(
                    "The hall's database on {server} holds no log yet: the hall is copied onto it with 'hallstation store copy'",
                    server=self.location,
                )
            raise not_set_up(self.location)
        if not c.execute("SELECT to_regclass(%s) IS NOT NULL", [META]).fetchone()[0]:
            raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=self.location)
        if not readable:
            if not public:
                raise not_set_up(self.location)
            self.public, self.rel = True, PUBLIC  # the display account: the public screens' view
        try:
            meta = dict(c.execute(f"SELECT name, value FROM {META}").fetchall())
        except _psycopg().errors.UndefinedColumn:
            raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=self.location) from None
        version = int(meta.get("schema_version", "0"))
        if version > SCHEMA_VERSION:
            raise StoreError(
                "The database {path} was written by a newer HallStation (schema {version}; this one reads up to {mine}): update the station",
                path=self.location, version=version, mine=SCHEMA_VERSION,
            )
        if version < 1 or "hall_id" not in meta:
            raise StoreError("{path} is not a HallStation database (damaged or another program's file): restore it from the backup", path=self.location)
        if not self.read_only and not self.public and not c.execute("SELECT to_regclass(%s) IS NOT NULL", [APPEND]).fetchone()[0]:
            raise not_set_up(self.location)  # set up by an older HallStation: no lock a display cannot take
        if not c.execute("SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass(%s) AND attname = 'sig'", [self.rel]).fetchone():
            raise not_set_up(self.location)  # set up by an older HallStation: no signatures (issue 20 §1)
        self.hall_id = meta["hall_id"]

    @property
    def user_version(self) -> int:
        return SCHEMA_VERSION

    def _meta(self) -> dict[str, str]:
        with self._guard():
            return dict(self.conn.execute(f"SELECT name, value FROM {META}").fetchall())

    def _check_key_id(self, known: str | None) -> None:
        if known is None or self.key is None:
            return
        if not hmac.compare_digest(known, keys.key_id(self.key)):
            raise StoreError(
                "The key in {folder} is not the hall's: the log on {server} was sealed with another secret.key. "
                "Copy the hall's secret.key from the caller PC's folder (or the backup)",
                folder=str(self.data_dir), server=self.location,
            )
        self._key_checked = True

    def claim_key(self) -> None:
        """Inside the open transaction: record the hall's key fingerprint when the log has none
        (its first writer), else check this terminal's key against it. Two terminals that each made
        a key for an empty hall cannot both write: the second is refused."""
        if self._key_checked or self.key is None:
            return
        self.conn.execute(f"INSERT INTO {META} (name, value) VALUES ('key_id', %s) ON CONFLICT (name) DO NOTHING", [keys.key_id(self.key)])
        self._check_key_id(self.conn.execute(f"SELECT value FROM {META} WHERE name = 'key_id'").fetchone()[0])

    def _load_key(self, has_rows: bool) -> bytes | None:
        path = keys.secret_path(self.data_dir)
        try:
            return keys.log_key(keys._read_secret(path))
        except (FileNotFoundError, NotADirectoryError):
            pass
        if self.read_only or not self._witnessing:
            return None  # a display: the links and hashes are checked, the seals cannot be
        if has_rows:
            raise StoreError(
                "This terminal does not have the hall's key: copy secret.key from the caller PC's folder (or the backup) into {folder}",
                folder=str(self.data_dir),
            )
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        return keys.log_key(keys.load_or_create_secret(self.data_dir))

    def _terminal_key(self) -> bytes | None:
        """A display terminal's own key, for its witness mark only (never the hall's key); made
        when missing unless this store writes nothing (``witness=False``)."""
        path = self.data_dir / TERMINAL_KEY
        try:
            return keys._read_secret(path)
        except (FileNotFoundError, NotADirectoryError):
            if not self._witnessing:
                return None
            self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
            keys._create_secret(path)
            return keys._read_secret(path)

    # ------------------------------------------------------------ the hall's signatures (issue 20 §1)
    def _open_signing(self, has_rows: bool) -> None:
        """The hall's public key as the server records it (``signing.py``): a writer signs with the
        key its own ``secret.key`` gives and records it when the log has none yet; a terminal without
        the key checks the server's against the copy it pinned at its first contact."""
        self._signer = signing.Signer(self.key) if self.key is not None else None
        self.signing: signing.Checker | None = None
        self.signing_problem: VerifyResult | None = None
        self.expected_fingerprint = ""  # an inspector's (``audit verify --public-key``)
        self._load_signing(self._meta().get(signing.META_NAME))
        if self.signing is None and self._signer is not None and has_rows and not self.read_only and self._witnessing:
            with self._guard():  # under the append lock, so the key's first row is the next one
                self.conn.execute("BEGIN")
                try:
                    self.conn.execute(f"LOCK TABLE {APPEND} IN EXCLUSIVE MODE")
                    self.claim_signing()
                    self.conn.execute("COMMIT")
                except BaseException:
                    self._quietly("ROLLBACK")
                    raise

    def _load_signing(self, value: str | None) -> None:
        try:
            checker = signing.parse_record(value, self.hall_id)
        except ValueError:
            finding = QT_TRANSLATE_NOOP("Cli", "the hall's public key on the server is damaged or was not recorded with the hall's key")
            if self._signer is not None:
                from hallstation.i18n import translate

                raise StoreError("The log on {server} needs attention: {finding}", server=self.location, finding=translate("Cli", finding)) from None
            self.signing_problem = VerifyResult(False, 0, None, finding)
            return
        if checker is None:
            return
        if self._signer is not None and checker.public != self._signer.public:
            raise StoreError(
                "The log on {server} needs attention: the public key recorded there ({fingerprint}) is not the one "
                "the hall's key gives ({mine}): it was recorded without the hall's key",
                server=self.location, fingerprint=checker.fingerprint, mine=signing.fingerprint(self._signer.public),
            )
        if self._signer is None and self._witness_key is not None:
            pinned = signing.read_pin(self.data_dir, self.hall_id, self._witness_key)
            if pinned == "":
                self.signing_problem = VerifyResult(
                    False, 0, None, QT_TRANSLATE_NOOP("Cli", "this terminal's copy of the hall's public key {path} is damaged"),
                    {"path": str(signing.pin_path(self.data_dir, self.hall_id))},
                )
                return
            if pinned is not None and pinned != checker.public:
                self.signing_problem = VerifyResult(
                    False, 0, None,
                    QT_TRANSLATE_NOOP("Cli", "the hall's public key on the server ({fingerprint}) is not the one this terminal keeps ({pinned}): the log's signatures were replaced"),
                    {"fingerprint": checker.fingerprint, "pinned": signing.fingerprint(pinned)},
                )
                return
            if pinned is None and self._witnessing:
                try:
                    signing.write_pin(self.data_dir, self.hall_id, self._witness_key, checker.public)
                except OSError as exc:
                    self.mark_fault = write_fault(exc)
        self.signing = checker

    def claim_signing(self) -> None:
        """Inside the open transaction, under the append lock: record the hall's public key when
        the server has none yet (its first signed row is the next one); the first record stays
        (``hs_meta`` is insert-only for the writers)."""
        if self._signer is None or self.signing is not None:
            return
        seq = self.conn.execute(f"SELECT coalesce(max(seq), 0) FROM {EVENTS}").fetchone()[0]
        self.conn.execute(
            f"INSERT INTO {META} (name, value) VALUES (%s, %s) ON CONFLICT (name) DO NOTHING",
            [signing.META_NAME, self._signer.record(self.hall_id, seq + 1)],
        )
        self._load_signing(self.conn.execute(f"SELECT value FROM {META} WHERE name = %s", [signing.META_NAME]).fetchone()[0])

    def reload_signing(self, conn: Any = None) -> None:
        """A terminal without the key, on a log whose key was not recorded yet: look again (on the
        follower's connection), so the rows signed from then on are checked."""
        if self.signing is not None or self.signing_problem is not None:
            return
        c = conn if conn is not None else self.conn
        got = c.execute(f"SELECT value FROM {META} WHERE name = %s", [signing.META_NAME]).fetchone()
        if got is not None:
            self._load_signing(got[0])

    @property
    def fingerprint(self) -> str:
        """The hall's public key's fingerprint, as printed on the day's records ("" when unknown)."""
        if self._signer is not None:
            return signing.fingerprint(self._signer.public)
        return self.signing.fingerprint if self.signing is not None else ""

    def _fingerprint_problem(self) -> VerifyResult | None:
        want = self.expected_fingerprint
        if not want:
            return None
        have = signing.normal_fingerprint(self.signing.public) if self.signing is not None else ""
        if have != want:
            return VerifyResult(
                False, 0, None,
                QT_TRANSLATE_NOOP("Cli", "the hall's public key on the server ({fingerprint}) is not the one given ({given})"),
                {"fingerprint": self.signing.fingerprint if self.signing is not None else "-", "given": want.upper()},
            )
        return None

    def _signed_already(self) -> tuple[int, int]:
        """(rows whose signatures this terminal checked as they came, the row of its witness mark):
        a terminal's start checks the signatures after its witness mark, and that row's own."""
        if not self._witnessing or self._witness_key is None or self.expected_fingerprint:
            return 0, 0
        mark = self.witness_mark.read()
        if mark is None or mark["seq"] <= 0 or not self.witness_mark.ok(mark):
            return 0, 0
        return mark["seq"], mark["seq"]

    def raw_after(self, after: int, conn: Any = None) -> list[tuple]:
        """Every row after ``after`` as ``signing.check_rows`` checks it (the follower's thread asks
        on its own connection, within its own deadline)."""
        whole = "whole" if self.public else "true"
        sql = f"SELECT seq, ts, type, actor, data, prev_hash, hash, mac, sig, {whole} FROM {self.rel} WHERE seq > %s ORDER BY seq"
        if conn is not None:
            return conn.execute(sql, [after]).fetchall()
        with self._guard():
            return self.conn.execute(sql, [after]).fetchall()

    def check_after(self, after: int, prev_hash: str):
        """The rows after ``after`` that check, and the first that does not (``signing.check_rows``)."""
        if self.signing_problem is not None:
            return [], self.signing_problem
        return signing.check_rows(self.raw_after(after), after, prev_hash, self.key, self.signing)

    def _rows_signed(self, batch: int = 20_000) -> Iterator[tuple]:
        whole = "whole" if self.public else "true"
        yield from self._batched(f"SELECT seq, ts, type, actor, data, prev_hash, hash, mac, sig, {whole} FROM {self.rel} ORDER BY seq", [], batch)

    # ------------------------------------------------------------ transactions
    def begin(self) -> None:
        if self._tx is not None:
            raise RuntimeError("a write transaction is already open")
        if self.read_only:
            raise StoreError("This terminal's server account can only read the hall's log: nothing can be recorded from it")
        self._ensure_link()
        with self._guard():
            self.conn.execute("BEGIN")
            try:
                # before each command: this server is the hall's primary of the current epoch, and
                # its synchronous standby answers (issue 25); else refused, nothing written
                failover.check(self, standby=True)
                # the appends one at a time: a lock the display account has no privilege for
                self.conn.execute(f"LOCK TABLE {APPEND} IN EXCLUSIVE MODE")
                self.claim_key()
                self.claim_signing()
                seq, prev = self.head()
            except BaseException as exc:
                self.rollback()
                if isinstance(exc, failover.NotPrimary):
                    self.online = False  # the next command looks for the hall's primary again
                    self.conn.close()
                raise
        self._tx = {"seq": seq, "prev": prev, "pending": [], "idem": uuid.uuid4().hex, "idem_used": False}

    def head(self) -> tuple[int, str]:
        with self._guard():
            last = self.conn.execute(f"SELECT seq, hash FROM {self.rel} ORDER BY seq DESC LIMIT 1").fetchone()
        return (last[0], last[1]) if last else (0, GENESIS)

    def _insert_rows(self, rows: list[tuple]) -> None:
        tx = self._tx
        assert tx is not None
        out = []
        for r in rows:
            idem = None
            if not tx["idem_used"]:
                idem, tx["idem_used"] = tx["idem"], True
            out.append((*r, idem, self._signer.sign(r[0], r[6]) if self._signer is not None else ""))
        with self._guard():
            with self.conn.cursor() as cur:
                cur.executemany(
                    f"INSERT INTO {EVENTS} (seq, ts, type, actor, data, prev_hash, hash, mac, idem, sig) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                    out,
                )

    def commit(self) -> None:
        tx = self._tx
        if tx is None:
            raise RuntimeError("commit outside a write transaction")
        psycopg = _psycopg()
        try:
            with self._guard() as deadline:
                if tx["pending"]:
                    seq, head = tx["seq"], tx["prev"]
                    put_mark(self.conn, self.key, seq, head)
                    self.conn.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{seq}:{head}"])
                if self.before_commit is not None and tx["pending"]:
                    self.before_commit(tx["pending"])
                try:
                    self.conn.execute("COMMIT")
                except (psycopg.OperationalError, psycopg.InterfaceError):
                    # a silent link (the deadline fired) is not asked again now: the command is in
                    # doubt, and the follower folds it once the link is back if it was committed
                    if tx["pending"] and self._committed_after_all(tx["idem"], ask=not deadline.fired):
                        self._tx = None
                        self._done(tx)
                        return
                    raise
        except BaseException:
            self._tx = None
            self._quietly("ROLLBACK")
            raise
        self._tx = None
        self._done(tx)

    def _quietly(self, sql: str) -> None:
        """``sql`` (ROLLBACK) when the connection is in a transaction; a broken link is let be (the
        server rolls back by itself)."""
        try:
            if not self.conn.closed and not self.conn.broken and self.conn.info.transaction_status != 0:  # not IDLE
                with bounded(self.conn):
                    self.conn.execute(sql)
        except Exception:  # noqa: BLE001
            pass

    def _done(self, tx: dict[str, Any]) -> None:
        self._last_seq, self._last_hash = tx["seq"], tx["prev"]
        self.in_doubt = None
        if tx["pending"]:
            try:
                self.witness(tx["seq"], tx["prev"])
                self.mark_fault = None
            except StoreError as exc:
                self.mark_fault = exc

    def _committed_after_all(self, idem: str, ask: bool = True) -> bool:
        """The link dropped while COMMIT was on its way: ask the server (on a new connection) whether
        this transaction's key is recorded. Unanswerable: the command is in doubt until the link is
        back; the follower then folds it if it was committed."""
        self.in_doubt = idem
        if not ask or not self.reconnect():
            self.online = False
            return False
        try:
            with bounded(self.conn):
                got = self.conn.execute(f"SELECT 1 FROM {EVENTS} WHERE idem = %s", [idem]).fetchone()
        except Exception:  # noqa: BLE001
            self.online = False
            return False
        self.in_doubt = None
        return got is not None

    def is_recorded(self, idem: str) -> bool:
        with self._guard():
            return self.conn.execute(f"SELECT 1 FROM {EVENTS} WHERE idem = %s", [idem]).fetchone() is not None

    def rollback(self) -> None:
        self._tx = None
        self._quietly("ROLLBACK")

    def data_version(self) -> int:
        """The last sequence number on the server (a follower that cannot LISTEN polls this)."""
        return self.head()[0]

    # ------------------------------------------------------------ reading
    def read(self, after: int = 0, types: tuple[str, ...] | None = None, upto: int | None = None) -> Iterator[StoredEvent]:
        sql = f"SELECT seq, ts, type, actor, data, hash FROM {self.rel} WHERE seq > %s"
        params: list[Any] = [after]
        if upto is not None:
            sql += " AND seq <= %s"
            params.append(upto)
        if types:
            sql += " AND type = ANY(%s)"
            params.append(list(types))
        sql += " ORDER BY seq"
        with self._guard():
            rows = self.conn.execute(sql, params).fetchall()
        loads = json.loads
        for seq, ts, etype, actor, data, h in rows:
            yield StoredEvent(seq, ts, etype, actor, loads(data), h)

    def _rows(self, upto: int | None = None, batch: int = 20_000, after: int = 0) -> Iterator[tuple]:
        whole = ", whole" if self.public else ""  # (the public view: whether the row's content is whole)
        sql = f"SELECT seq, ts, type, actor, data, prev_hash, hash, mac{whole} FROM {self.rel} WHERE seq > %s"
        params: list[Any] = [after]
        if upto is not None:
            sql += " AND seq <= %s"
            params.append(upto)
        yield from self._batched(sql + " ORDER BY seq", params, batch)

    def _batched(self, sql: str, params: list[Any], batch: int) -> Iterator[tuple]:
        """One query (under the long deadline); its rows handed out ``batch`` at a time."""
        with self._long():
            cur = self.conn.cursor()
            cur.execute(sql, params)
        while True:
            with self._guard():
                rows = cur.fetchmany(batch)
            yield from rows
            if len(rows) < batch:
                cur.close()
                return

    def _hash_at(self, seq: int) -> str | None:
        with self._guard():
            got = self.conn.execute(f"SELECT hash FROM {self.rel} WHERE seq = %s", [seq]).fetchone()
        return got[0] if got else None

    def _check_mark(self, rows: int, prev: str, sealed: bool) -> VerifyResult | None:
        with self._guard():
            got = self.conn.execute(f"SELECT seq, head, mac FROM {MARK} WHERE id = 1").fetchone()
        if got is not None and self.key is not None:
            mark = {"seq": got[0], "head": got[1], "mac": got[2]}
            bad = proof.check_mark(self.key, mark, rows, prev, sealed, f"{self.location} ({MARK})", MARK, self._hash_at)
            if bad is not None:
                return bad
        return self.witness_problem(rows, prev)

    @contextmanager
    def _long(self) -> Iterator[Any]:
        """A whole-log read or a copy: the server's and this terminal's deadlines are longer for
        what runs inside (a season's log is read in one statement)."""
        with self._guard(LONG_S) as deadline:
            self.conn.execute(f"SET statement_timeout = {int(LONG_S * 1000)}")
            try:
                yield deadline
            finally:
                try:
                    self.conn.execute(f"SET statement_timeout = {STATEMENT_TIMEOUT_MS}")
                except Exception:  # noqa: BLE001 - the link is gone: the next connection has its own
                    pass

    def _verify(
        self, anchors: list[tuple[int, str]] | tuple, check_json: bool, collect: list | None = None,
        after: tuple[int, str] | None = None, trusted: tuple[int, str] | None = None,
    ) -> VerifyResult:
        """A writer's terminal (the hall's key): as ``LogStore._verify`` (``after``: from this
        terminal's keyed snapshot); the public view: every row (``_verify_public``)."""
        if not self.public and self.key is not None:
            return super()._verify(anchors, check_json, collect, after, trusted)
        return self._verify_public(anchors, check_json, collect)

    def _verify_public(self, anchors: list[tuple[int, str]] | tuple, check_json: bool, collect: list | None) -> VerifyResult:
        """The public screens' view: every row's number and link; the hash of every row whose
        content is whole (a person's row and a payment's winner are not in the view, so theirs
        cannot be recomputed here); the seals when the key is here, else the hall's signatures; the
        anchors; the witness. (Also a terminal without the key reading the whole log: an inspector.)

        Signatures: an inspector (``audit verify --public-key``) checks every row's. A terminal's
        start checks those after its witness mark (what it saw was checked as it came), and of
        those only the ones the chain does not already vouch for: the last row's signature vouches
        for every whole row before it (each hash covers the row before), back to a row whose
        content the view leaves out — whose own link is vouched for by the signature of the row
        before it. So a season's log starts in seconds on a new screens PC; when one of them fails,
        every signature is read to name the first row that fails."""
        problem = self.signing_problem or self._fingerprint_problem()
        if problem is not None:
            return problem
        checker, skip = self.signing, self._signed_already()
        every = bool(self.expected_fingerprint)  # the inspector's: every row's signature
        spots: list[tuple[int, str, str]] = []  # the signatures the chain does not vouch for
        last: tuple[int, str, str] | None = None
        prev, expected_seq, rows = GENESIS, 1, 0
        wanted: dict[int, list[str]] = {}
        for seq, head in anchors:
            wanted.setdefault(seq, []).append(head)
        key = self.key
        shown_in_part = signing.shown_in_part
        each = checker if every else None  # (else the chain's spots below, after the loop)
        for row in self._rows_signed():
            seq, ts, etype, actor, data, _p, h, _mac, sig, whole = row
            rows += 1
            whole = whole or not shown_in_part(etype, data)
            bad = signing.row_problem(row, expected_seq, prev, key, each)
            if bad is None and check_json:
                try:
                    json.loads(data)
                except ValueError:
                    bad = QT_TRANSLATE_NOOP("Cli", "its data is not valid JSON")
            if bad is not None:
                return VerifyResult(False, rows, seq, bad, head=prev)
            for want in wanted.pop(seq, ()):
                if not h.startswith(want):
                    return VerifyResult(
                        False, rows, seq,
                        QT_TRANSLATE_NOOP("Cli", "it does not match the printed anchor {anchor}: the log was rewritten up to there"),
                        {"anchor": anchor(seq, want)}, head=prev,
                    )
            if key is None and checker is not None and not every:
                if not whole and last is not None:
                    spots.append(last)  # the link of a row left out is vouched for by the row before it
                last = (seq, h, sig) if (seq > skip[0] or seq == skip[1]) else None
            prev, expected_seq = h, seq + 1
            if collect is not None:
                collect.append((seq, ts, etype, actor, data, h))
        if last is not None:
            spots.append(last)
        if any(not checker.ok(*spot) for spot in spots):
            return self._first_unsigned(checker, skip[0])
        if wanted:
            seq = min(wanted)
            return VerifyResult(
                False, rows, seq,
                QT_TRANSLATE_NOOP("Cli", "the printed anchor {anchor} names a row the log does not have: {missing} rows are missing"),
                {"anchor": anchor(seq, wanted[seq][0]), "missing": seq - rows}, head=prev,
            )
        return self._check_mark(rows, prev, True) or VerifyResult(True, rows, head=prev)

    def _first_unsigned(self, checker: signing.Checker, after: int) -> VerifyResult:
        """A signature the chain relies on failed: every signature after ``after`` is read, and the
        first row whose signature fails is named (the rows before it are the good log)."""
        prev = GENESIS
        with self._long():
            if after:
                prev = self.conn.execute(f"SELECT hash FROM {self.rel} WHERE seq = %s", [after]).fetchone()[0]
            got = self.conn.execute(f"SELECT seq, hash, sig FROM {self.rel} WHERE seq > %s ORDER BY seq", [after]).fetchall()
        for seq, h, sig in got:
            if not checker.ok(seq, h, sig):
                return VerifyResult(
                    False, seq, seq,
                    QT_TRANSLATE_NOOP("Cli", "its signature does not match the hall's public key: the row was written without the hall's key"),
                    head=prev,
                )
            prev = h
        return VerifyResult(False, len(got), None, QT_TRANSLATE_NOOP("Cli", "its signature does not match the hall's public key: the row was written without the hall's key"), head=prev)

    # ------------------------------------------------------------ this terminal as a witness
    @property
    def witness_path(self) -> Path:
        return self.witness_mark.path

    def read_witness(self) -> dict[str, Any] | None:
        return self.witness_mark.read()

    def witness(self, seq: int, head: str) -> None:
        """Move this terminal's mark forward to (seq, head) — never back (nothing is written by a
        store that writes nothing in its folder, ``witness=False``)."""
        if not self._witnessing:
            return
        try:
            self.witness_mark.advance(seq, head)
        except OSError as exc:
            raise write_fault(exc) from None

    def witness_problem(self, rows: int | None = None, prev: str = GENESIS, conn: Any = None) -> VerifyResult | None:
        """The server's log against what this terminal has seen (``proof.check_terminal_witness``).
        ``conn``: asked on that connection (the follower's thread), within its ping's deadline."""
        sql = f"SELECT (SELECT max(seq) FROM {self.rel}), (SELECT hash FROM {self.rel} WHERE seq = %s)"

        def ask(seq: int) -> tuple[int | None, str | None]:
            if conn is not None:
                with bounded(conn, PING_S):
                    last, there = conn.execute(sql, [seq]).fetchone()
            else:
                with self._guard():
                    last, there = self.conn.execute(sql, [seq]).fetchone()
            self.server_head = last or 0  # (the follower's thread: no need to ask for the head again)
            return last, there

        return proof.check_terminal_witness(self.witness_mark, rows, prev, ask)

    # ------------------------------------------------------------ copies
    def backup(self, suffix: str = ".bak", dest: Path | None = None) -> Path:
        """A consistent SQLite copy of the server's log (the rows as they are, seals included)."""
        if dest is None:
            raise StoreError("A copy of the server's log needs a destination folder")
        from hallstation.store.sqlite_copy import rows_to_sqlite

        rows_to_sqlite(self, Path(dest))
        return Path(dest)

    def drive_lock(self) -> "PgDriveLock":
        return PgDriveLock(self.url, self.location, self.data_dir, self.password)

    def close(self) -> None:
        self.shut = True  # (a follower's thread on this store ends with it)
        try:
            self.conn.close()
        except Exception:  # noqa: BLE001
            pass


class PgDriveLock:
    """The caller's lock of a PostgreSQL hall: the table ``hs_drive`` locked (``EXCLUSIVE``, which
    needs a privilege the display account does not have) by a transaction left open on a
    connection of its own for as long as the caller station runs — the server drops the lock when
    that connection ends, however it ends. Who holds it (host, process, since) is in ``hs_caller``,
    written on a short connection of its own (the lock's transaction writes nothing, so it holds
    back no vacuum)."""

    def __init__(self, url: str, server: str, data_dir: Path | str | None = None, password: str | None = None) -> None:
        self.url = url
        self.server = server
        self.data_dir = data_dir
        self.password = password
        self._conn = None

    @property
    def held(self) -> bool:
        return self._conn is not None and not self._conn.closed and not self._conn.broken

    def acquire(self):
        from hallstation.store.drive_lock import Holder

        psycopg = _psycopg()
        if self._conn is not None:
            try:
                with bounded(self._conn):
                    self._conn.execute("SELECT 1")
                return None
            except psycopg.Error:
                self._drop()
        # the lock's transaction stays open while the caller runs: never ended for being idle
        conn = connect(self.url, self.server, self.data_dir, self.password, idle_in_transaction_session_timeout=0)
        try:
            with bounded(conn):
                conn.execute("BEGIN")
                try:
                    conn.execute(f"LOCK TABLE {DRIVE} IN EXCLUSIVE MODE NOWAIT")
                except psycopg.errors.LockNotAvailable:
                    conn.execute("ROLLBACK")
                    got = conn.execute(f"SELECT host, pid, since FROM {CALLER} WHERE id = 1").fetchone()
                    conn.close()
                    return Holder(*got) if got else Holder("?", 0, "")
            with connect(self.url, self.server, self.data_dir, self.password) as note, bounded(note):
                note.execute(
                    f"INSERT INTO {CALLER} (id, host, pid, since) VALUES (1, %s, %s, %s) "
                    "ON CONFLICT (id) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid, since = EXCLUDED.since",
                    [socket.gethostname(), os.getpid(), datetime.now(timezone.utc).isoformat(timespec="seconds")],
                )
        except psycopg.Error as exc:
            conn.close()
            raise link_error(exc, self.server) from None
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        return None

    def _drop(self) -> None:
        try:
            if self._conn is not None:
                self._conn.close()
        except Exception:  # noqa: BLE001
            pass
        self._conn = None

    def release(self) -> None:
        if self._conn is None:
            return
        try:
            if not self._conn.broken:
                with bounded(self._conn):
                    self._conn.execute("ROLLBACK")
        except Exception:  # noqa: BLE001 - a lost link released it already
            pass
        self._drop()
