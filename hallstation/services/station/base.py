"""The station's log and state: commands in, events out.

The station owns the store and the state. Each command (the use-case modules beside this one) asks
the rules core to decide, appends the resulting events in one committed transaction, then folds them
into the state and tells the listeners (the GUI's Qt bridge). At start-up the state is rebuilt by
replaying the whole log.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from hallstation.core.bingo.scan import WinnerScanner
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.folds import FoldTable, folds
from hallstation.services.drawer import SecureDrawer
from hallstation.store.drive_lock import DriveLock
from hallstation.services.hall import Session
from hallstation.services import snapshot
from hallstation.services.station.state import Listener, StationState
from hallstation.store.eventlog import GENESIS, StoreError, StoredEvent, VerifyResult, utc_now


class StationBase:
    """The hall's log and the state folded from it: opening and checking the log, commands' transactions
    (catch-up-then-decide), following what others append, replaying.

    Every event is folded by ``_apply`` through the class's fold table (``core/folds.py``): each
    use-case module marks the method that folds each of its event types with ``@folds(type)``,
    beside the state it changes, and the table of ``Station`` gathers them all."""

    FOLDS: ClassVar[FoldTable] = FoldTable({})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.FOLDS = FoldTable.of(cls)  # the station's one fold table, from its use cases' marks

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
        from hallstation.services.private_folder import prepare_data_dir
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
        self.started_from = 0  # the row this PC's snapshot of the state was folded to (0: the whole log replayed)
        self._snapshot_seq = 0  # the row of the last snapshot kept or started from
        self._reset()
        self._open_checked()

    def _open_checked(self) -> None:
        rows: list[tuple] = []
        # from this PC's keyed snapshot (services/snapshot.py): only the rows after it are read,
        # checked and replayed; else every row, those this PC's witness saw without their seals
        snap = snapshot.load(self)
        trusted = None if snap is not None else snapshot.trusted_head(self)
        result = self.store.verify(check_json=False, collect=rows, after=snap[:2] if snap else None, trusted=trusted)
        if snap is not None and result.start:
            try:
                snapshot.restore(self, *snap)
                self.started_from = result.start
            except Exception:  # noqa: BLE001 - any doubt: the whole log again
                self._reset()
                rows = []
                result = self.store.verify(check_json=False, collect=rows)  # the replay below parses every row
        elif snap is not None:
            snapshot.let_go(snap)  # row S is not the row it was folded to: every row was read instead
        self.start_figures = {"checked": result.rows - result.start, "replayed": len(rows), "hash_only": result.trusted}
        upto = None if result.ok or result.first_bad is None else result.first_bad - 1
        if upto is not None and upto < self.started_from:  # (a mark's finding before the snapshot's row)
            self._reset()
            self.started_from = 0
            rows = self.store.raw_rows(upto)
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
                self._fold_all(self.store.read(upto=seq - 1))
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
        self._game_rows: dict[int, list] = {}  # game → [its first row, its last row, that row's hash] (snapshot.note)

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
            self._fold_all(events)
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
        self._fold_all(new)
        if self._tx_depth:
            self._tx_told.extend(new)
        if new and self.store.networked:
            self.store.witness(new[-1].seq, new[-1].hash)  # this terminal has seen the log this far
        if problem is not None:
            self._needs_attention(problem)
            if self._tx_depth:
                self._refuse_in_attention()  # inside a command: it is refused, nothing is recorded
        return new

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
        self._fold_all(new)  # (checked by the follower's thread, up to the first row that failed)
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
        if events and not self._tx_depth:
                snapshot.maybe_save(self)  # (after the screens were told: every snapshot.EVERY rows)

    def commit(self, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        """Write first, then fold into the state; the listeners are told when the command's
        transaction has committed."""
        if not events:
            return []
        self._refuse_in_attention()
        with self.transaction():
            stored = self.store.insert(events, actor)
            self._tx_ours = True
            self._fold_all(stored)
            self._tx_told.extend(stored)
        return stored

    def close(self) -> None:
        self.release_drive()
        snapshot.at_close(self)  # this PC's keyed snapshot of the folded state, for the next start
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

    def _apply(self, e: StoredEvent) -> None:
        """Fold one event: the head moves to it, the fold table's method for its type changes the
        state (a type it does not know changes nothing), then the plugins see it."""
        self.state.last_seq = e.seq
        self._head = (e.seq, e.hash)
        snapshot.note(self._game_rows, e)
        self.FOLDS.fold(self, e)
        for plugin, _reset in self._plugins:
            plugin(e)

    def _fold_all(self, events: Iterable[StoredEvent]) -> None:
        """Fold ``events`` in order (the replay of a whole log, or what follows a snapshot)."""
        for e in events:
            self._apply(e)

    @folds("hall.demo")
    def _fold_demo(self, e: StoredEvent) -> None:
        self.state.demo = e.seq == 1  # only a log that is a demo from its first event is one
        if self.state.demo:
            from hallstation.services.demo_mark import demo_opened

            demo_opened(self, True)

    def folded_meanwhile(self, etype: str) -> list[StoredEvent]:
        """What other terminals recorded of ``etype`` that this command's own catch-up folded: a
        race the command has just lost (told plainly to whoever lost it)."""
        return [e for e in self._tx_told if e.type == etype] if self._tx_depth else []
