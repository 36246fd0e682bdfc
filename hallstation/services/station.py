"""The station's use cases: commands in, events out.

The station owns the store and the state. Each command asks the rules core to decide, appends the
resulting events in one committed transaction, then folds them into the state and tells the
listeners (the GUI's Qt bridge). At start-up the state is rebuilt by replaying the whole log.
"""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hallstation.core.bingo.balls import RED_BALL, parse_ball
from hallstation.core.bingo.cards import Series, SeriesInfo, check_series_info, generate_series, next_series_look, series_from_cards
from hallstation.core.bingo.game import (
    ELECTRONIC,
    FINISHED,
    MANUAL,
    BingoGame,
    GameConfig,
    expand_ranges,
)
from hallstation.core.bingo.patterns import patterns_from_settings, prize_term
from hallstation.core.bingo.pot import PotAccount
from hallstation.core.bingo.prizes import check_limit, check_promo
from hallstation.core.bingo.scan import WinnerScanner
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.core.money import check_cents
from hallstation.services import settings as settings_mod
from hallstation.services.command import command
from hallstation.services.drawer import SecureDrawer
from hallstation.store.drive_lock import DriveLock, Holder
from hallstation.services.hall import GAME_ROLES, SALES_ROLES, Day, HallOps, Session, role_terms
from hallstation.services.users import MAX_FAILURES, ROLES, User, check_pin_format, new_credentials
from hallstation.services.users import (
    MAX_RECOVERY_FAILURES,
    RECOVERY_LOCK_MINUTES,
    check_recoverable,
    new_recovery_code,
    recovery_lock_until,
)
from hallstation.store.eventlog import DB_NAME, GENESIS, EventStore, StoreError, StoredEvent, VerifyResult, utc_now

Listener = Callable[[list[StoredEvent]], None]


@dataclass
class StationState:
    settings: dict[str, Any] = field(default_factory=settings_mod.defaults)
    series: dict[int, Series] = field(default_factory=dict)
    games: dict[int, BingoGame] = field(default_factory=dict)
    # the major prize's pot, folded from its own events only (core.bingo.pot, Arts. 7 f, 12)
    pot_account: PotAccount = field(default_factory=PotAccount)
    users: dict[str, User] = field(default_factory=dict)
    days: list[Day] = field(default_factory=list)
    last_seq: int = 0
    demo: bool = False  # the log is a demo's, from its first event (``hall.demo``; services/demo.py)

    @property
    def pot(self) -> int:
        return self.pot_account.amount

    @property
    def pot_seeded(self) -> int:
        """The casino's contributions to the current pot, from its start (first pot, or the 3 %
        left by the last win) to its win: the cap (casino_seed_max) is per pot (Art. 7 f)."""
        return self.pot_account.seeded

    @property
    def pot_won_in(self) -> int | None:
        """The game whose major prize started the current pot."""
        return self.pot_account.won_in


class Station(HallOps):
    """One hall station over one SQLite file."""

    def __init__(
        self,
        data_dir: Path | str,
        drawer: Any = None,
        clock: Callable[[], str] = utc_now,
        read_only: bool = False,
        store: str | None | bool = None,
    ) -> None:
        """Open the hall's log (refused with a ``StoreError`` when the folder holds an empty,
        corrupt, foreign or newer database, or a log without its key), verify the whole chain and
        its mark, and replay it. When the check fails or an event cannot be replayed the station
        does not play: ``attention`` names the row and the finding, and nothing can be recorded
        (recall, reports and backups still work). ``read_only`` opens a copy without writing.

        ``store`` names the hall's PostgreSQL server (``postgresql://…``; else ``$HALLSTATION_STORE``
        or the folder's ``hall-server.conf``, ``store/location.py``); without one the log is the SQLite
        file in ``data_dir``. On a server, ``data_dir`` is this terminal's own folder (the hall's key,
        its witness mark)."""
        self.data_dir = Path(data_dir)
        from hallstation.services.privacy import prepare_data_dir
        from hallstation.store.location import open_hall

        # the one front door (store/location.py): the folder checked, where the hall lives, the log
        # opened; the folder 0700 and its files 0600 between the check and the open, whoever opens
        # it (a read-only copy is never touched); the chain's check and the fold are the station's
        self.store = open_hall(self.data_dir, store, clock=clock, read_only=read_only,
                               prepare=None if read_only else prepare_data_dir)
        self._stale = False  # a command's rows were folded but the link dropped before it was known
        self.attention: VerifyResult | None = None
        self.drawer = drawer or SecureDrawer()
        self._listeners: list[Listener] = []
        self._plugins: list[tuple[Callable[[StoredEvent], None], Callable[[], None] | None]] = []
        self._sessions: dict[str, Session] = {}
        self._tx_depth = 0
        self._tx_told: list[StoredEvent] = []  # events folded in the open transaction
        self._tx_ours = False  # did the open transaction insert rows of its own?
        self._drive_lock: DriveLock | None = None
        self._reset()
        self._open_checked()

    def _open_checked(self) -> None:
        rows: list[tuple] = []
        result = self.store.verify(check_json=False, collect=rows)  # the replay below parses every row
        upto = None if result.ok or result.first_bad is None else result.first_bad - 1
        if not result.ok:
            self.attention = result
        if upto is not None:
            rows = [r for r in rows if r[0] <= upto]  # (a mark's finding names a row already read)
        if result.ok and result.rows and self.store.networked:
            self.store.witness(result.rows, result.head)  # this terminal has seen the log this far
        elif result.ok and not self.store.networked:
            self.store.confirm(result.rows, result.head)  # the mark and this PC's witness (a kill may have left them behind)
        for seq, ts, etype, actor, data, h in rows:
            try:
                e = StoredEvent(seq, ts, etype, actor, json.loads(data), h)
                self._apply(e)
            except Exception as exc:  # a malformed event with a valid hash: never brick the station
                self.attention = VerifyResult(
                    False, seq, seq, QT_TRANSLATE_NOOP("Cli", "it cannot be replayed ({error})"),
                    {"error": f"{type(exc).__name__}: {exc}"}, head=h,
                )
                self._reset()
                for good in self.store.read(upto=seq - 1):
                    self._apply(good)
                break

    def attention_text(self) -> str:
        """What is wrong with the log, in the station's language (empty when nothing)."""
        a = self.attention
        if a is None:
            return ""
        from hallstation.i18n import translate

        finding = a.why(translate)
        if a.first_bad is None:
            return translate("Cli", "the event log needs attention: {finding}").format(finding=finding)
        return translate("Cli", "the event log needs attention: row {row}: {finding}").format(row=a.first_bad, finding=finding)

    def _refuse_in_attention(self) -> None:
        if self.store.read_only:
            raise StoreError("This copy of the log is open read-only: nothing can be recorded in it")
        if self.attention is not None:
            raise StoreError(
                "Nothing can be recorded: {finding}. Recall, reports and backups still work; restore the log from the backup",
                finding=self.attention_text(),
            )

    def _reset(self) -> None:
        """The empty state, before any event is folded."""
        self.state = StationState()
        self._head: tuple[int, str] = (0, GENESIS)  # the last row folded, and its hash
        self._scanners: dict[int, WinnerScanner] = {}
        self._trays: dict[int, dict] = {}
        self.game_day: dict[int, int | None] = {}  # game → the day it was played in
        self.pot_seeds: list[tuple[int | None, int]] = []  # (day, amount) of the casino's contributions
        self.pot_at_day_start: dict[int, int] = {}
        self.pot_at_day_end: dict[int, int] = {}  # the pot when each day's closing record was signed

    # ------------------------------------------------------------ plumbing
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def register_plugin(self, fold: Callable[[StoredEvent], None], reset: Callable[[], None] | None = None) -> None:
        """Another part of the station (e.g. the poker tables) folds its own events: ``fold`` sees
        every event the station has folded so far, then each new one as it is folded (its own
        commits and what other processes appended), before any listener is told. ``reset`` brings
        the part back to its empty state when the station has to replay the log."""
        for e in self.store.read(upto=self.state.last_seq):
            fold(e)
        self._plugins.append((fold, reset))

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Catch-up-then-decide: take the file's write lock, fold every event other processes
        appended since the last one this station saw, run the command's decision on that whole
        state (every rule re-checked), append its events, commit. So two processes on one folder
        never both pay one prize, draw over each other, or miss each other's wrong PINs.

        Nested commands share the outer transaction. A command that raises writes nothing, unless
        the error says what it refused must stay recorded (a wrong PIN, ``keep_written``)."""
        if self._tx_depth or self.attention is not None or self.store.read_only:
            # nested in a command already running; or a log that takes no writes (a command that
            # only reads works, one that would write is refused at ``commit``)
            self._tx_depth += 1
            try:
                yield
            finally:
                self._tx_depth -= 1
            return
        if self._stale:
            self._replay()  # the link is back (or this raises LinkError: nothing is decided offline)
        self.store.begin()
        self._tx_depth, self._tx_told, self._tx_ours = 1, [], False
        try:
            self._catch_up()
            yield
        except BaseException as exc:
            self._tx_depth = 0
            if getattr(exc, "keep_written", False) and self._tx_ours:
                self._end_transaction()
            else:
                self._abort_transaction()
            raise
        else:
            self._tx_depth = 0
            self._end_transaction()

    def _end_transaction(self) -> None:
        try:
            self.store.commit()
        except BaseException:
            self._abort_transaction()
            raise
        told, self._tx_told = self._tx_told, []
        self._tell(told)

    def _abort_transaction(self) -> None:
        self.store.rollback()
        told, self._tx_told = self._tx_told, []
        if self._tx_ours:
            # the state folded rows that are not on disk: replay what is
            self._tx_ours = False
            try:
                self._replay()
            except StoreError:
                # the server cannot be reached: the windows still show the state before this
                # command (listeners are told only after a commit); the state is replayed from the
                # server before anything else is decided or followed
                self._stale = True
        else:
            self._tell(told)  # what others committed was folded: the windows show it

    def _replay(self, events: list[StoredEvent] | None = None) -> None:
        """The state again from the whole log — read from the store, or ``events`` (the whole log,
        fetched by the follower's thread)."""
        if events is None:
            self.store.head()  # the server answers (else LinkError, and the state is left as it is)
        self._stale = False
        self._reset()
        for _fold, reset in self._plugins:
            if reset is not None:
                reset()
        plugins, self._plugins = self._plugins, []
        if events is None:
            self._catch_up()
        else:
            for e in events:
                self._apply(e)
            if events and self.store.networked:
                self.store.witness(events[-1].seq, events[-1].hash)
        self._plugins = plugins
        for fold, _reset in plugins:
            for e in self.store.read(upto=self.state.last_seq) if events is None else events:
                fold(e)
        self._tell([])

    def _catch_up(self) -> list[StoredEvent]:
        """Fold every committed event after the last one this station folded — each checked first
        (its link, hash and seal or signature, ``store/signing.py``): a row that fails is not folded,
        the station needs attention naming it, and a command that was to be decided after it is
        refused (nothing is written after it)."""
        from hallstation.store.signing import checked_after

        new, problem = checked_after(self.store, *self.follow_head(stale_ok=True))
        for e in new:
            self._apply(e)
        if self._tx_depth:
            self._tx_told.extend(new)
        if new and self.store.networked:
            self.store.witness(new[-1].seq, new[-1].hash)  # this terminal has seen the log this far
        if problem is not None:
            self._needs_attention(problem)
            if self._tx_depth:
                self._refuse_in_attention()  # inside a command: it is refused, nothing is recorded
        return new

    def _pin_key(self) -> bytes | None:
        """The key PIN hashes are keyed under (``users.pin_key``), from the hall's key this station
        holds (None on a terminal without it: a display never checks a PIN)."""
        from hallstation.services.users import pin_key

        return pin_key(getattr(self.store, "key", None))

    def _needs_attention(self, problem: VerifyResult) -> None:
        """A row failed its check as it came (or the server's log disagrees with this terminal's
        witness): nothing after it is followed or written; the windows are told (``attention_text``)."""
        if self.attention is None:
            self.attention = problem
            if not self._tx_depth:
                self._tell([])

    def follow_head(self, stale_ok: bool = False) -> tuple[int, str]:
        """The last row this station folded and its hash: where a follower checks the next row's
        link from ((0, genesis) when its state is to be replayed whole)."""
        if self._stale and not stale_ok:
            return 0, GENESIS
        return self._head

    def refresh(self) -> list[StoredEvent]:
        """Follow the log: fold what other processes committed and tell the listeners (the GUI
        calls this on a timer when the file's data version moves). A log that needs attention is
        not followed past the row where its check failed."""
        if self._tx_depth or self.attention is not None:
            return []
        if self._stale:
            self._replay()
            return []
        if self.store.networked:
            problem = self.store.witness_problem()
            if problem is not None:  # a server log shorter than seen here, or rewritten: not followed
                self.attention = problem
                self._tell([])
                return []
        new = self._catch_up()
        if new:
            self._tell(new)
        return new

    def follow_from(self) -> int:
        """Where a follower fetches the log from: after the last row this station folded; 0 when
        its state is to be replayed whole (a command's rows were folded, but the link dropped
        before it was known whether they were committed)."""
        return 0 if self._stale else self.state.last_seq

    def follow(
        self, events: list[StoredEvent], after: int, problem: VerifyResult | None = None, witnessed: bool = False
    ) -> list[StoredEvent]:
        """Fold what the follower's thread fetched (``events``, every row after ``after``) and tell
        the listeners — no network here (the GUI thread never waits on it). ``problem``: the
        server's log disagrees with this terminal's witness mark: not followed. Rows this station
        folded meanwhile (its own commits) are skipped; a gap is left for the next fetch.
        ``witnessed``: the follower's thread moves this terminal's witness mark itself (its disk
        write is then never between a ball and the screens)."""
        if self._tx_depth or self.attention is not None:
            return []
        if self._stale:
            if after == 0 and problem is None:
                self._replay(events)
            elif problem is not None:
                self._needs_attention(problem)
            return []
        last = self.state.last_seq
        new = [e for e in events if e.seq > last]
        if new and new[0].seq != last + 1:
            new = []
        for e in new:  # (checked by the follower's thread, up to the first row that failed)
            self._apply(e)
        if new and self.store.networked and not witnessed:
            self.store.witness(new[-1].seq, new[-1].hash)  # this terminal has seen the log this far
        if problem is not None:
            self.attention = problem
            self._tell(new)
            return new
        if new:
            self._tell(new)
        return new

    def _tell(self, events: list[StoredEvent]) -> None:
        for listener in list(self._listeners):
            listener(events)

    def commit(self, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        """Write first, then fold into the state; the listeners are told when the command's
        transaction has committed."""
        if not events:
            return []
        self._refuse_in_attention()
        with self.transaction():
            stored = self.store.insert(events, actor)
            self._tx_ours = True
            for e in stored:
                self._apply(e)
            self._tx_told.extend(stored)
        return stored

    # ------------------------------------------------------------ the caller's lock
    def acquire_drive(self) -> Holder | None:
        """Become the station that drives this hall folder (draws the balls). Returns None when
        this station holds the lock now, or who holds it (host, process, since when)."""
        if self._drive_lock is None:
            self._drive_lock = self.store.drive_lock() if self.store.networked else DriveLock(self.data_dir)
        return self._drive_lock.acquire()

    @property
    def drives(self) -> bool:
        return self._drive_lock is not None and self._drive_lock.held

    def release_drive(self) -> None:
        if self._drive_lock is not None:
            self._drive_lock.release()

    def _need_drive(self) -> None:
        self._refuse_in_attention()  # a read-only terminal (a display) never asks for the caller's lock
        holder = self.acquire_drive()
        if holder is not None:
            raise RuleError(
                "Another caller station drives this hall ({host}, process {pid}, since {since}): this one does not draw",
                host=holder.host,
                pid=holder.pid,
                since=holder.since_local(),
            )

    def close(self) -> None:
        self.release_drive()
        self.store.close()
        if self.state.demo:
            from hallstation.services.demo_mark import demo_opened

            demo_opened(self, False)

    @property
    def demo(self) -> bool:
        """Whether this log is a demo's (marked from its first event): every public screen and
        paper says "DEMOSTRACIÓN", and ``store copy`` never puts it on a hall's server."""
        return self.state.demo

    @property
    def settings(self) -> dict[str, Any]:
        return self.state.settings

    @property
    def pot(self) -> int:
        return self.state.pot

    # ------------------------------------------------------------ folding
    def _apply(self, e: StoredEvent) -> None:
        st, d, t = self.state, e.data, e.type
        st.last_seq = e.seq
        self._head = (e.seq, e.hash)
        if t == "hall.demo":
            st.demo = e.seq == 1  # only a log that is a demo from its first event is one
            if st.demo:
                from hallstation.services.demo_mark import demo_opened

                demo_opened(self, True)
        elif t == "series.created":
            info = SeriesInfo(d["number"], d["color"], d["letter"], d["cards"], d["sheet"])
            st.series[info.number] = Series(info, bytes.fromhex(d["raw"]))
        elif t == "game.created":
            cfg = GameConfig(
                number=d["game"],
                series=d["series"],
                price=d["price"],
                source=d["source"],
                limit=d["limit"],
                word=d["word"],
                patterns=patterns_from_settings(d["patterns"]),
                bonus={k: tuple(tuple(r) for r in v) for k, v in d["bonus"].items()},
                promo=dict(d["promo"]),
                tie_policy=d["tie_policy"],
                unit=d["unit"],
                red_ball=d["red_ball"],
                jury_signoffs=d.get("jury_signoffs", 0),
                payment_threshold=d.get("payment_threshold", 5_000_000),
                simulation=d.get("simulation", False),
            )
            st.games[cfg.number] = BingoGame(cfg, st.series[cfg.series])
            self.game_day[cfg.number] = st.days[-1].number if st.days and st.days[-1].closed is None else None
        elif t == "day.opened":
            st.days.append(Day(d["day"], d["date"], d["series"], d["limit"], d["season_plan"], d["signatures"]))
            self.pot_at_day_start[d["day"]] = st.pot
        elif t == "day.closed":
            st.days[-1].closed = d
            self.pot_at_day_end[st.days[-1].number] = st.pot
        elif "game" in d and t.split(".")[0] in ("game", "cards", "ball", "draw", "claim", "prizes", "payment", "tray"):
            game = st.games[d["game"]]
            if t == "game.sales_closed" and "by" not in d:
                d = {**d, "by": e.actor}  # an older log names the central cashier as the event's actor
            game.apply(t, d)
            self._fold_trays(t, d)
            # the pot moves by its own events only (15 % in, a rectified 15 % out, the major's 97 %)
            st.pot_account.apply(t, d)
        elif t == "pot.seeded":
            st.pot_account.apply(t, d)
            self.pot_seeds.append((st.days[-1].number if st.days and st.days[-1].closed is None else None, d["amount"]))
        elif t == "settings.changed":
            st.settings[d["name"]] = d["value"]
        elif t == "user.created":
            st.users[d["name"]] = u = User(d["name"], d.get("full_name", d["name"]), set(d["roles"]), d["salt"], d["hash"])
            u.kdf, u.pin_key = d.get("kdf", u.kdf), self._pin_key()
        elif t == "user.pin_failed":
            st.users[d["name"]].failures += 1
        elif t == "user.pin_ok":
            st.users[d["name"]].failures = 0
        elif t == "user.locked":
            st.users[d["name"]].locked = True
        elif t == "user.unlocked":
            u = st.users[d["name"]]
            u.locked, u.failures = False, 0
        elif t == "user.roles_set":
            st.users[d["name"]].roles = set(d["roles"])
        elif t == "user.pin_changed":
            u = st.users[d["name"]]
            u.salt, u.hash, u.kdf = d["salt"], d["hash"], d.get("kdf", u.kdf)
        elif t == "user.recovery_code_set":
            u = st.users[d["name"]]
            u.recovery_salt, u.recovery_hash, u.recovery_failures = d["salt"], d["hash"], 0
        elif t == "user.recovery_failed":
            st.users[d["name"]].recovery_failures += 1
        elif t == "user.recovery_locked":
            u = st.users[d["name"]]
            u.recovery_locked_until, u.recovery_failures = d["until"], 0
        elif t == "user.recovered":
            u = st.users[d["name"]]
            u.locked, u.failures, u.salt, u.hash, u.kdf = False, 0, d["salt"], d["hash"], d.get("kdf", u.kdf)
            u.recovery_failures, u.recovery_locked_until = 0, ""
        for plugin, _reset in self._plugins:
            plugin(e)

    # ------------------------------------------------------------ settings
    @command
    def change_setting(self, name: str, value: Any, session: Session | None = None) -> None:
        """An audited change naming who made it (an administrator, once one exists). A running game
        keeps what it was created with: the change applies from the next game."""
        actor = self.require_admin_after_setup(session, "changing a setting")
        value = settings_mod.validate(name, value)
        if self.settings.get(name) == value:
            return
        self.commit([("settings.changed", {"name": name, "value": value, "old": self.settings.get(name)})], actor)

    # ------------------------------------------------------------ users
    @command
    def create_user(
        self, name: str, roles: list[str], pin: str, full_name: str = "", session: Session | None = None, actor: str = "",
        recovery: tuple[str, dict[str, str]] | None = None,
    ) -> str | None:
        """A person with roles and a PIN (stored as a salted hash). An administrator creates people
        once one exists; before that the station is being set up (``actor`` names who does it).
        The first administrator also gets a one-time recovery code: returned here (to be shown
        once and printed), only its hash is recorded. Anyone else: None. A first start gives
        ``recovery`` (``new_recovery_code()``), the code it showed before anything was recorded:
        the administrator and that code in one commit."""
        actor = self.require_admin_after_setup(session, "creating a person") if self.has_admin else (actor or "setup")
        name = (name or "").strip()
        if not name:
            raise RuleError("A person needs a name")
        if name in self.state.users:
            raise RuleError("There is already a person called '{name}'", name=name)
        bad = [r for r in roles if r not in ROLES]
        if bad or not roles:
            raise RuleError("Unknown role '{role}'", role=bad[0] if bad else "")
        events = [("user.created", {"name": name, "full_name": full_name or name, "roles": sorted(roles), **new_credentials(pin, self._pin_key())})]
        code = None
        if "admin" in roles and not self.has_admin:
            code, hashed = recovery or new_recovery_code()
            events.append(("user.recovery_code_set", {"name": name, **hashed}))
        self.commit(events, actor)
        return code

    def verify_pin(self, name: str, pin: str, role: str | None = None) -> User:
        """The person's PIN, checked against its hash; a wrong one is counted, five lock them.

        The hash (scrypt, slow on purpose) is computed before the write lock is taken when the
        check is a command of its own (a sign-in), so one desk's PIN never holds up another's
        ball; the counting is then decided on the whole log like every command."""
        if not self._tx_depth:
            self.refresh()  # the newest PIN and lock state before the slow part
        user = self._pin_user(name)
        # not a PIN at all (too short, letters, '١٢٣٤'): it cannot match, so it is refused as what
        # it is and counts nothing (no wrong PIN, no lockout, nothing written)
        check_pin_format(pin)
        salt, ok = user.salt, user.pin_matches(pin)
        with self.transaction():
            user = self._pin_user(name)  # as it is after what other desks recorded meanwhile
            if user.salt != salt:  # the PIN was changed meanwhile: check against the new one
                ok = user.pin_matches(pin)
            return self._count_pin(user, ok, role)

    def _pin_user(self, name: str) -> User:
        user = self.state.users.get(name)
        if user is None:
            raise RuleError("There is no person called '{name}'", name=name)
        if user.locked:
            raise RuleError("{name} is locked after too many wrong PINs: an administrator must unlock them", name=name)
        return user

    def _count_pin(self, user: User, ok: bool, role: str | None) -> User:
        name = user.name
        if not ok:
            events: list[tuple[str, dict[str, Any]]] = [("user.pin_failed", {"name": name})]
            if user.failures + 1 >= MAX_FAILURES:
                events.append(("user.locked", {"name": name}))
            self.commit(events, name)
            left = MAX_FAILURES - user.failures
            if user.locked:
                err = RuleError("Wrong PIN. {name} is now locked: an administrator must unlock them", name=name)
            else:
                err = RuleError("Wrong PIN for {name} ({left} tries left)", name=name, left=left)
            err.keep_written = True  # the failure counts even though the command is refused
            raise err
        if role is not None and role not in user.roles:
            raise RuleError("{name} is not authorised to do this (needs the role {role})", name=name, role=role_terms((role,)))
        if user.failures:
            self.commit([("user.pin_ok", {"name": name})], name)
        return user

    @command
    def change_pin(self, name: str, new_pin: str, session: Session | None) -> None:
        """A person changes their own PIN, or an administrator sets it."""
        if session is None or session.name != name:
            self.require(session, "admin", doing="changing someone's PIN")
        else:
            self.require(session, *session.roles, doing="changing the PIN")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        self.commit([("user.pin_changed", {"name": name, **new_credentials(new_pin, self._pin_key())})], session.name)

    @command
    def set_roles(self, name: str, roles: list[str], session: Session | None) -> None:
        admin = self.require(session, "admin", doing="changing roles")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        bad = [r for r in roles if r not in ROLES]
        if bad or not roles:
            raise RuleError("Unknown role '{role}'", role=bad[0] if bad else "")
        if name == admin and "admin" not in roles:
            raise RuleError("An administrator cannot remove their own administrator role")
        self.commit([("user.roles_set", {"name": name, "roles": sorted(roles)})], admin)

    @command
    def unlock_user(self, name: str, admin: str, pin: str) -> None:
        self.verify_pin(admin, pin, "admin")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        self.commit([("user.unlocked", {"name": name, "by": admin})], admin)

    @command
    def recover(self, name: str, code: str, new_pin: str) -> str:
        """A locked-out administrator's way back, on the station's own machine: their recovery
        code unlocks them and sets ``new_pin``; a new code is issued (returned, shown once) and the
        old one stops working. A wrong code is counted (three in a row stop recovery for a while)."""
        now = self.store.clock()
        user = check_recoverable(self.state.users.get(name), name, now)
        check_pin_format(new_pin)
        if not user.recovery_code_matches(code):
            events: list[tuple[str, dict[str, Any]]] = [("user.recovery_failed", {"name": name})]
            if user.recovery_failures + 1 >= MAX_RECOVERY_FAILURES:
                events.append(("user.recovery_locked", {"name": name, "until": recovery_lock_until(now)}))
            left = MAX_RECOVERY_FAILURES - user.recovery_failures - 1
            self.commit(events, name)
            if left <= 0:
                err = RuleError(
                    "Wrong recovery code for {name}: recovery is stopped for {minutes} minutes",
                    name=name,
                    minutes=RECOVERY_LOCK_MINUTES,
                )
            else:
                err = RuleError("Wrong recovery code for {name} ({left} tries left)", name=name, left=left)
            err.keep_written = True  # the wrong code counts even though the recovery is refused
            raise err
        fresh, hashed = new_recovery_code()
        self.commit(
            [
                ("user.recovered", {"name": name, "was_locked": user.locked, **new_credentials(new_pin, self._pin_key())}),
                ("user.recovery_code_set", {"name": name, **hashed}),
            ],
            name,
        )
        return fresh

    # ------------------------------------------------------------ series
    def next_series_number(self) -> int:
        return max(self.state.series, default=0) + 1

    def _check_new_series(self, cards: int, number: int | None, color: str, letter: str, sheet: int) -> SeriesInfo:
        number = self.next_series_number() if number is None else number
        info = check_series_info(number, cards, color, letter, sheet)
        if info.number in self.state.series:
            raise RuleError("Series {series} already exists", series=info.number)
        return info

    @command
    def create_series(
        self,
        cards: int,
        number: int | None = None,
        color: str | None = None,
        letter: str | None = None,
        sheet: int = 1,
        seed: int | None = None,
        actor: str = "",
        session: Session | None = None,
    ) -> Series:
        """A series of different cards, reproducible from its seed (recorded). Once the station has
        an administrator, a game manager or an administrator creates it. Without a colour or a
        letter it takes the next one no series has yet (``next_series_look``)."""
        actor = self._series_actor(session, actor)
        if color is None or letter is None:
            next_colour, next_letter = next_series_look(s.info for s in self.state.series.values())
            color = next_colour if color is None else color
            letter = next_letter if letter is None else letter
        info = self._check_new_series(cards, number, color, letter, sheet)
        seed = secrets.randbits(63) if seed is None else seed
        series = generate_series(info, random.Random(seed))
        return self._commit_series(series, {"seed": seed, "source": "generated"}, actor)

    @command
    def import_series(
        self, columns: list, number: int, color: str, letter: str, sheet: int = 1, actor: str = "", source: str = "",
        session: Session | None = None,
    ) -> Series:
        """A printed series from the printer's file, validated whole (same roles as creating one)."""
        actor = self._series_actor(session, actor)
        info = self._check_new_series(len(columns), number, color, letter, sheet)
        series = series_from_cards(info, columns)
        return self._commit_series(series, {"source": source or "imported"}, actor)

    def _series_actor(self, session: Session | None, actor: str) -> str:
        if self.has_admin:
            return self.require(session, "manager", "admin", doing="creating a series")
        return actor or "setup"

    def _commit_series(self, series: Series, extra: dict[str, Any], actor: str) -> Series:
        i = series.info
        self.commit(
            [
                (
                    "series.created",
                    {
                        "number": i.number,
                        "color": i.color,
                        "letter": i.letter,
                        "cards": i.cards,
                        "sheet": i.sheet,
                        "raw": series.raw.hex(),
                        **extra,
                    },
                )
            ],
            actor,
        )
        return self.state.series[i.number]

    def get_series(self, number: int) -> Series:
        s = self.state.series.get(number)
        if s is None:
            raise RuleError("There is no series {series}", series=number)
        return s

    # ------------------------------------------------------------ games
    @property
    def current_game(self) -> BingoGame | None:
        """The newest game that is not finished (there is at most one)."""
        for n in sorted(self.state.games, reverse=True):
            g = self.state.games[n]
            if g.state != FINISHED:
                return g
        return None

    @property
    def last_game(self) -> BingoGame | None:
        return self.state.games[max(self.state.games)] if self.state.games else None

    def get_game(self, number: int | None = None) -> BingoGame:
        if number is None:
            g = self.current_game
            if g is None:
                raise RuleError("There is no game in progress: create a new game first")
            return g
        g = self.state.games.get(number)
        if g is None:
            raise RuleError("There is no game {game}", game=number)
        return g

    @command
    def new_game(
        self,
        series: int,
        price: int,
        source: str | None = None,
        limit: int | None = None,
        promo: dict[str, int] | None = None,
        session: Session | None = None,
        simulation: bool = False,
    ) -> BingoGame:
        """A new game on an unused series of the day's opening record, by the game manager or the
        central cashier. ``simulation=True`` (``hallstation simulate`` only) plays a game without
        people: no records, no trays, no jury."""
        actor = "simulation" if simulation else self.require(session, *GAME_ROLES, doing="creating a game")
        cur = self.current_game
        if cur is not None:
            raise RuleError("Game {game} is not finished yet", game=cur.number)
        s = self.get_series(series)
        used = [g.number for g in self.state.games.values() if g.config.series == s.number]
        if used:
            raise RuleError(
                "Series {series} was already used for game {game}: each game uses a different series (Art. 4)",
                series=s.number,
                game=used[0],
            )
        check_cents(price, "card_price")
        if price <= 0:
            raise RuleError("The card price must be more than zero")
        st = self.settings
        source = source or st["draw_source"]
        if source not in (ELECTRONIC, MANUAL):
            raise RuleError("The draw source is electronic or manual, not '{source}'", source=source)
        if not simulation:
            self.check_new_game_allowed(s.number)
            if limit is not None and limit != self.day_limit():
                raise RuleError("The major prize limit is the day's ({limit} balls, Art. 13)", limit=self.day_limit())
            limit = self.day_limit()
        limit = check_limit(st["major_limit"] if limit is None else limit)
        try:  # a table an older station accepted stays in the log, but no new game plays it (Art. 8)
            settings_mod.validate("bonus", st["bonus"])
        except RuleError as err:
            raise RuleError(
                "No new game with the hall's ball-count bonus table as it stands: {reason}. Correct it in the settings (Art. 8)",
                reason=err,
            ) from None
        number = max(self.state.games, default=0) + 1
        self.commit(
            [
                (
                    "game.created",
                    {
                        "game": number,
                        "series": s.number,
                        "price": price,
                        "source": source,
                        "limit": limit,
                        "word": st["hall_word"],
                        "patterns": st["patterns"],
                        "bonus": st["bonus"],
                        "promo": check_promo(promo or {}),
                        "tie_policy": st["tie_policy"],
                        "unit": st["rounding_unit"],
                        "red_ball": st["red_ball"],
                        "jury_signoffs": 0 if simulation else st["jury_signoffs"],
                        "payment_threshold": st["payment_threshold"],
                        "simulation": simulation,
                    },
                )
            ],
            actor,
        )
        return self.state.games[number]

    def _run(self, game: BingoGame, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        return self.commit(events, actor)

    def _actor(self, g: BingoGame, session: Session | None, roles: tuple[str, ...], doing: str) -> str:
        return "simulation" if g.config.simulation else self.require(session, *roles, doing=doing)

    @command
    def open_sales(self, game: int | None = None, session: Session | None = None) -> None:
        g = self.get_game(game)
        actor = self._actor(g, session, GAME_ROLES, "opening the sales")
        if not g.config.simulation:
            self.check_new_game_allowed(g.config.series)
        self._run(g, g.open_sales(), actor)

    @command
    def sell(self, cards: list[int], game: int | None = None, session: Session | None = None, player: str = "") -> None:
        """A direct sale (at a cashier or by a signed-in seller); ``player`` checks the per-player
        limit (Art. 10) when the hall sets one."""
        g = self.get_game(game)
        actor = self._actor(g, session, SALES_ROLES, "selling cards")
        extra: dict[str, Any] = {}
        if not g.config.simulation:
            extra["by"] = actor
            if session is not None and "seller" in session.roles:
                extra["seller"] = actor
        limit = self.settings["player_limit"]
        player = (player or "").strip()
        if player:
            extra["player"] = player
            if limit:
                have = sum(len(expand_ranges(e.data["cards"])) for e in self._player_sales(g, player))
                if have + len(cards) > limit:
                    raise RuleError(
                        "{player} may buy at most {limit} cards in this game (already {have}, Art. 10)",
                        player=player,
                        limit=limit,
                        have=have,
                    )
        self._run(g, g.sell(cards, **extra), actor)

    def _player_sales(self, g: BingoGame, player: str) -> list[StoredEvent]:
        return [e for e in self.store.read(types=("cards.sold",)) if e.data.get("game") == g.number and e.data.get("player") == player]

    @command
    def return_cards(self, cards: list[int], game: int | None = None, session: Session | None = None) -> None:
        g = self.get_game(game)
        actor = self._actor(g, session, SALES_ROLES, "taking back cards")
        self._run(g, g.return_cards(cards, **({} if g.config.simulation else {"by": actor})), actor)

    @command
    def close_sales(self, game: int | None = None, session: Session | None = None) -> None:
        """The central cashier closes the sales: takings, dividends and the new pot with this game's
        15 % are computed and proclaimed (Arts. 6, 10, 12). Every seller's tray must be settled."""
        g = self.get_game(game)
        actor = self._actor(g, session, ("central_cashier",), "closing the sales")
        open_trays = [t.seller for t in self.trays(g).values() if t.settled is None]
        if open_trays:
            raise RuleError("{name}'s tray is not settled yet: check the money first", name=open_trays[0])
        self._run(g, g.close_sales(self.pot, by=actor), actor)

    # ------------------------------------------------- the jury ratifies the figures (Art. 12)
    @command
    def ratify(self, jury: str = "", pin: str = "", game: int | None = None) -> bool:
        """A jury member signs, with their PIN, the ratification of the figures the central cashier
        proclaimed (Art. 12); the hall's number of signatures (``jury_signoffs``) ratify them and
        the draw may start. Returns whether the figures are now ratified. A simulated game (no
        jury procedure) is ratified as the simulation's own, without people."""
        g = self.get_game(game)
        if g.ratify_need == 0:
            by = "simulation" if g.config.simulation else (jury or "")
            self._run(g, [(t, {**d, "by": by}) for t, d in g.ratify()], by)
            return True
        g.ratify(jury)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.ratify(jury), jury)
        return g.ratified

    @command
    def rectify(self, jury: str, pin: str, reason: str, game: int | None = None) -> None:
        """A jury member rectifies the proclaimed figures with their PIN and the reason (Art. 12):
        the game goes back to the central cashier, who corrects the sales (a card sold or returned
        by mistake, a seller's tray) and closes them again; the jury then looks again."""
        g = self.get_game(game)
        if g.ratify_need == 0:
            by = "simulation" if g.config.simulation else (jury or "")
            self._run(g, g.rectify(jury or by, reason), by)
            return
        g.rectify(jury, reason)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.rectify(jury, reason), jury)

    @command
    def void_game(self, reason: str, game: int | None = None, session: Session | None = None) -> None:
        """Void a game with no card sold — its sales corrected to none after the jury's
        rectification, or never made — with the reason, by the game manager or the central
        cashier (Art. 12 as RULES.md reads it). Recorded, on the day report; the game ends without
        a ball and the pot stays exactly as it was before the game."""
        g = self.get_game(game)
        actor = self._actor(g, session, GAME_ROLES, "voiding a game")
        self._run(g, [(t, {**d, "by": actor}) for t, d in g.void(reason)], actor)

    @command
    def seed_pot(self, amount: int, session: Session | None = None) -> None:
        """The casino's contribution to the major prize fund (Art. 7 f)."""
        actor = self.require(session, "admin", "manager", doing="seeding the pot") if self.has_admin else "setup"
        cur = self.current_game
        # the pot of a draw proclaimed with its sales, its major prize not won yet (Art. 12)
        proclaimed = cur.number if cur is not None and cur.dividends is not None and not cur.major_won() else None
        self.state.pot_account.check_seed(amount, self.settings["casino_seed_max"], proclaimed)
        self.commit([("pot.seeded", {"amount": amount, "pot_after": self.pot + amount})], actor)

    @property
    def casino_seed_left(self) -> int:
        """What the casino may still put into the current pot (the cap is per pot, Art. 7 f)."""
        return self.state.pot_account.seed_left(self.settings["casino_seed_max"])

    @command
    def draw(self, ball: int | None = None, game: int | None = None, actor: str = "") -> int:
        """Draw the next ball: from the electronic drawer, or ``ball`` as the blower gave it. Only
        the station that holds the hall's caller lock draws. No ball before the jury has ratified
        the figures (Art. 12)."""
        g = self.get_game(game)
        g.refuse_before_ratification()
        self._need_drive()
        if ball is None:
            if g.config.source != ELECTRONIC:
                raise RuleError("Game {game} is drawn from the blower: type the ball that came out", game=g.number)
            remaining = g.remaining()
            if not remaining:
                raise RuleError("All the balls have been drawn")
            g.draw(remaining[0], ELECTRONIC)  # check the step is legal before drawing
            ball = self.drawer.pick(remaining)
            source = ELECTRONIC
        else:
            source = MANUAL
        self._run(g, g.draw(ball, source), actor)
        return ball

    @command
    def draw_text(self, text: str, game: int | None = None, actor: str = "") -> int:
        g = self.get_game(game)
        g.refuse_before_ratification()  # said before the typed ball is read (Art. 12)
        if text.strip().upper() in ("R", "ROJA", "RED"):
            ball = RED_BALL
        else:
            ball = parse_ball(text, g.config.word)
        return self.draw(ball, game=g.number, actor=actor)

    @command
    def undo_last_ball(self, jury: str, pin: str, reason: str = "", game: int | None = None) -> int:
        g = self.get_game(game)
        g.undo_last_ball(jury, reason)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        ball = g.balls[-1]
        self._run(g, g.undo_last_ball(jury, reason), jury)
        return ball

    @command
    def pause(self, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.pause(), actor)

    @command
    def claim(
        self, series: int, card: int, game: int | None = None, actor: str = "", check_code: str | None = None, **extra: Any
    ) -> Any:
        """A "¡Premio!" for a card: recorded valid, or rejected with its reason (Arts. 11, 14, 15).
        A typed or scanned check code is verified against the printed one (a forged card fails)."""
        g = self.get_game(game)
        if check_code:
            extra["check_ok"] = self.check_code_matches(g, series, card, check_code)
            extra["check_code"] = check_code.strip().upper()
        self._run(g, g.claim(series, card, **extra), actor)
        return g.claims[max(g.claims)]

    def check_code_matches(self, g: BingoGame, series: int, card: int, typed: str) -> bool:
        from hallstation.services.checkcode import load_or_create_secret, verify_check_code

        s = self.state.series.get(series)
        if s is None or not 1 <= card <= len(s):
            return True  # the claim is refused for the unknown card itself
        return verify_check_code(load_or_create_secret(self.data_dir), series, s.card(card), typed)

    @command
    def read_number(self, claim: int, matches: bool = True, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.read_number(claim, matches), actor)

    @command
    def reject_claim(self, claim: int, reason: str, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.reject(claim, reason), actor)

    @command
    def sign_claim(self, claim: int, jury: str, pin: str, game: int | None = None) -> None:
        """A jury member signs the claim with their PIN."""
        g = self.get_game(game)
        g.sign(claim, jury)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.sign(claim, jury), jury)

    def next_stamp(self) -> int:
        return 1 + max((c.stamp or 0 for g in self.state.games.values() for c in g.claims.values()), default=0)

    @command
    def stamp_claim(self, claim: int, game: int | None = None, actor: str = "") -> int:
        """"Sellar": the stamp number, the time (the event's) and the signatures are recorded."""
        g = self.get_game(game)
        stamp = self.next_stamp()
        self._run(g, g.stamp(claim, stamp), actor)
        return stamp

    @command
    def pay(
        self, claim: int, prize: str, method: str, winner: str = "", id_doc: str = "", game: int | None = None,
        session: Session | None = None,
    ) -> None:
        """A prize paid (Art. 11) by the cashier signed in at the pay desk (``session``, role cashier
        or central cashier), who is named in the payment (``by``). A simulated game pays without people."""
        from hallstation.services.hall import CASHIER_ROLES

        g = self.get_game(game) if game is not None else self._game_with_claim(claim)
        by = self._actor(g, session, CASHIER_ROLES, "paying a prize")
        try:
            events = [(t, {**d, "by": by}) for t, d in g.pay(claim, prize, method, winner, id_doc)]
        except RuleError:
            # the race's loser: another terminal paid it a moment ago (folded by this command's catch-up)
            for e in self.folded_meanwhile("payment.made"):
                if e.data.get("game") == g.number and e.data.get("claim") == claim and e.data.get("prize") == prize:
                    raise RuleError(
                        "The prize '{prize}' of card {card} was already paid at another terminal ({by}): it is not paid twice",
                        prize=prize_term(prize), card=e.data.get("card"), by=e.data.get("by", ""),
                    ) from None
            raise
        self._run(g, events, by)

    def folded_meanwhile(self, etype: str) -> list[StoredEvent]:
        """What other terminals recorded of ``etype`` that this command's own catch-up folded: a
        race the command has just lost (told plainly to whoever lost it)."""
        return [e for e in self._tx_told if e.type == etype] if self._tx_depth else []

    def _game_with_claim(self, claim: int) -> BingoGame:
        g = self.current_game or self.last_game
        if g is None:
            raise RuleError("There is no game in progress: create a new game first")
        return g

    def other_completing_cards(self, game: int | None = None) -> dict[str, list[int]]:
        """For the jury (never public): sold cards with no claim for a prize they would validly
        share now — a prize not yet awarded, or awarded on this ball and not yet paid (Art. 14)."""
        g = self.get_game(game)
        if not g.sold or not g.balls:
            return {}
        found = self.scanner(g).scan(g.balls, g.claimable_prizes())
        valid_for: dict[int, tuple[str, ...]] = {}
        out: dict[str, list[int]] = {}
        for p, cards in found.items():
            for n in cards:
                if n not in valid_for:
                    valid_for[n] = g.evaluate_claim(g.series.number, n)[3]
            left = [n for n in cards if p in valid_for[n]]
            if left:
                out[p] = left
        return out

    @command
    def award(self, game: int | None = None, actor: str = "") -> list:
        g = self.get_game(game)
        stored = self._run(g, g.award(), actor)
        prizes = [a["prize"] for a in stored[-1].data["awards"]]
        return [a for p in prizes for a in g.awards if a.prize == p]

    @command
    def resume(self, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.resume(), actor)

    # ------------------------------------------------------------ winner scan
    def scanner(self, game: BingoGame) -> WinnerScanner:
        sc = self._scanners.get(game.number)
        if sc is None or len(sc) != len(game.sold):
            sc = WinnerScanner([game.series.card(n) for n in sorted(game.sold)], game.config.patterns)
            self._scanners[game.number] = sc
        return sc

    def possible_winners(self, game: int | None = None) -> dict[str, list[int]]:
        """Sold cards that complete an open prize now (for the caller and the jury, never public)."""
        g = self.get_game(game)
        if not g.sold or not g.balls:
            return {}
        return self.scanner(g).scan(g.balls, g.open_prizes)

    # ------------------------------------------------------------ recall
    def game_events(self, number: int) -> list[StoredEvent]:
        self.get_game(number)
        return [e for e in self.store.read() if e.data.get("game") == number]

    def sold_cards(self, number: int) -> list[int]:
        return sorted(self.get_game(number).sold)


__all__ = ["Station", "StationState", "expand_ranges"]
