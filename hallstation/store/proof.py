"""The proofs a hall's log keeps beside its rows — the seals, the high-water mark, the witnesses —
how each is sealed, written and checked, for both engines (SQLite ``EventStore``, PostgreSQL
``PgStore``) and what a mismatch means (issue 23 §3). The keys they are sealed under come from
``store/keys.py`` (the installation secret and the keys derived from it).

- **A row's seal** (``seal``): HMAC-SHA256 of its number and hash under the hall's log key.
- **The high-water mark** (``mark_seal``): the last (seq, head) a commit left, sealed under the
  hall's key — ``log.mark`` beside the SQLite file, the row of ``hs_mark`` on the server. A mark
  ahead of the rows is a cut log, another row where it saw one a rewritten log (``check_mark``);
  a sealed log without its mark cannot tell a cut (``missing_mark``).
- **This PC's witness of a one-PC hall** (``witness_seal``; issue 19 §3). The mark lives beside
  the database: whoever can cut the log can also put back an older mark, or delete it. So the
  station keeps a second keyed witness of the head in the user's state folder
  (``$HALLSTATION_STATE_DIR``, else the platform's user state folder):
  ``witness-folder-<hash of the folder>.mark``, one per hall folder this PC runs, moved forward
  with the mark (never back) and sealed under the hall's key. Start-up and ``audit verify`` compare
  the log with it (``check_one_pc``): a log shorter than this PC has seen, or with another row where
  it saw one, needs attention, whatever the mark says; a folder this PC saw holding a hall is never
  made into a new, empty hall.
- **A networked terminal's witness** (``mark_seal``, under the hall's key, or a display's own
  ``terminal.key``): ``witness-<hall>.mark`` in the terminal's folder. A server log shorter than
  it, or with another row there, is reported and not followed (``check_terminal_witness``).

Each mark is a small JSON file (``Mark``): (seq, head) and their seal, written whole (a fsynced
temporary file renamed), moved forward and never back, its writers one at a time.

What only the paper anchors (``anchor``) can catch: a rollback of the data folder *and* of every
witness together (the user's state folder restored as well, or the hall moved to another PC with
an older copy). See docs/operations.md.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hallstation.core.errors import QT_TRANSLATE_NOOP, Terms
from hallstation.store.files import write_small_file

GENESIS = "0" * 64  # the chain's start: the "previous hash" of row 1
ANCHOR_HEX = 16  # hex digits of the head printed on paper
STATE_ENV = "HALLSTATION_STATE_DIR"
_LABEL = "witness"


def anchor(seq: int, head: str) -> str:
    """The log's length and head as printed on paper: ``1234:3F2A9C1B77D0E4A5``."""
    return f"{seq}:{head[:ANCHOR_HEX].upper()}"


@dataclass(frozen=True)
class VerifyResult:
    """What a check of a log found: every row good, or the first bad one and why."""

    ok: bool
    rows: int
    first_bad: int | None = None
    reason: str = ""  # English template (context "Cli"), with ``fields``
    fields: dict[str, Any] = field(default_factory=dict)
    head: str = GENESIS  # the last row's hash (of the rows read)
    sealed: bool = True  # the rows carry seals (schema 2): checked under the key
    start: int = 0  # the rows up to it were not read: a start from this PC's keyed snapshot (``after``)
    trusted: int = 0  # the rows up to it were checked by their hashes only: this PC's witness saw them (``trusted``)

    @property
    def anchor(self) -> str:
        return anchor(self.rows, self.head)

    def why(self, translate: Callable[[str, str], str] = lambda _c, t: t) -> str:
        fields = {k: v.sep.join(translate(v.context, w) for w in v) if isinstance(v, Terms) else v for k, v in self.fields.items()}
        return translate("Cli", self.reason).format(**fields)


# ---------------------------------------------------------------- the seals
def seal(key: bytes, seq: int, h: str) -> str:
    """A row's seal under the hall's log key (``LogStore.verify`` computes the same inline)."""
    return hmac.digest(key, f"row:{seq}:{h}".encode("ascii"), "sha256").hex()


def mark_seal(key: bytes, seq: int, head: str) -> str:
    """The seal of a log's high-water mark (``log.mark`` beside the SQLite file, the server's mark
    row, a networked terminal's ``witness-….mark``) under the hall's key: both engines' one."""
    return hmac.new(key, f"mark:{seq}:{head}".encode("ascii"), hashlib.sha256).hexdigest()


def witness_seal(key: bytes, seq: int, head: str) -> str:
    """The seal of this PC's witness of a one-PC hall (``witness-folder-….mark``)."""
    return hmac.new(key, f"{_LABEL}:{seq}:{head}".encode("ascii"), hashlib.sha256).hexdigest()


def sealed_right(key: bytes | None, mark: dict[str, Any], sealer: Callable[[bytes, int, str], str] = mark_seal) -> bool:
    """Whether ``mark`` (as ``Mark.read`` gives it) carries its seal under ``key``."""
    if key is None or mark["seq"] < 0:
        return False
    # (as bytes: a forged seal of any characters is a wrong seal, never an error)
    return hmac.compare_digest(str(mark["mac"] or "").encode("utf-8"), sealer(key, mark["seq"], mark["head"]).encode("ascii"))


# ---------------------------------------------------------------- a mark on disk
@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """The writers of the mark ``path`` one at a time, across processes (``<name>.lock``)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover
        fcntl = None  # type: ignore[assignment]
    lock = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield
    finally:
        os.close(lock)


class Mark:
    """One keyed mark file: (seq, head) sealed under ``key`` by ``sealer``, in JSON with ``extra``
    (where it comes from), written whole, moved forward and never back. ``lock``: its writers one
    at a time (default: ``file_lock``, across processes); ``make_folder``: its folder is made
    (0700) when missing; ``absent``: the read errors that mean "no mark" (any other: unreadable)."""

    def __init__(
        self,
        path: Path,
        key: bytes | None,
        *,
        sealer: Callable[[bytes, int, str], str] = mark_seal,
        extra: dict[str, str] | None = None,
        lock: AbstractContextManager | None = None,
        make_folder: bool = False,
        absent: tuple[type[OSError], ...] = (FileNotFoundError,),
    ) -> None:
        self.path = Path(path)
        self.key = key
        self.sealer = sealer
        self.extra = extra or {}
        self._lock = lock
        self.make_folder = make_folder
        self.absent = absent

    def _locked(self) -> AbstractContextManager:
        return self._lock if self._lock is not None else file_lock(self.path)

    def read(self) -> dict[str, Any] | None:
        """{seq, head, mac, path}: None when there is none; ``seq`` -1 when it cannot be read."""
        try:
            d = json.loads(self.path.read_text(encoding="utf-8"))
            return {"seq": int(d["seq"]), "head": str(d["head"]), "mac": str(d["mac"]), "path": str(self.path)}
        except self.absent:
            return None
        except (OSError, ValueError, KeyError, TypeError):
            return {"seq": -1, "head": "", "mac": "", "path": str(self.path)}  # unreadable: reported by the checks

    def ok(self, mark: dict[str, Any]) -> bool:
        return sealed_right(self.key, mark, self.sealer)

    def advance(self, seq: int, head: str, force: bool = False) -> None:
        """Move the mark forward to (seq, head), never back: a process that committed earlier and
        writes later leaves the newer mark in place (``force``: a restore, the operator's own act,
        puts it where the restored log ends). Nothing without a key. OSError for the caller."""
        if self.key is None:
            return
        if self.make_folder:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with self._locked():
            cur = self.read()
            if not force and cur is not None and cur["seq"] >= seq and self.ok(cur):
                return
            body = {"seq": seq, "head": head, "mac": self.sealer(self.key, seq, head), **self.extra}
            write_small_file(self.path, json.dumps(body, ensure_ascii=False).encode("utf-8"))

    def remove_stray(self) -> None:
        """The temporary files a killed write of this mark left (no writer is inside one while the
        lock is held). OSError for the caller."""
        if not self.path.parent.is_dir():
            return
        with self._locked():
            for stray in self.path.parent.glob(f".{self.path.name}.*.tmp"):
                stray.unlink(missing_ok=True)


# ---------------------------------------------------------------- this PC's witness of a one-PC hall
def state_dir() -> Path:
    """The user's state folder for HallStation (``$HALLSTATION_STATE_DIR`` when set)."""
    env = os.environ.get(STATE_ENV)
    if env:
        return Path(env)
    from platformdirs import user_state_dir

    from hallstation import APP_NAME

    return Path(user_state_dir(APP_NAME, appauthor=False))


def _folder_id(data_dir: Path) -> str:
    try:
        name = str(Path(data_dir).resolve())
    except OSError:
        name = str(Path(data_dir).absolute())
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:16]


def witness_path(data_dir: Path | str) -> Path:
    """Where this PC keeps its witness of the hall in ``data_dir``."""
    return state_dir() / f"witness-folder-{_folder_id(Path(data_dir))}.mark"


def folder_witness(data_dir: Path | str, key: bytes | None = None) -> Mark:
    """This PC's witness of the one-PC hall in ``data_dir``, as a ``Mark``."""
    return Mark(
        witness_path(data_dir), key, sealer=witness_seal, extra={"folder": str(Path(data_dir).absolute())},
        make_folder=True, absent=(FileNotFoundError, NotADirectoryError),
    )


def read_witness(data_dir: Path | str) -> dict[str, Any] | None:
    """This PC's witness of ``data_dir`` (None when it has none; ``seq`` -1 when unreadable)."""
    return folder_witness(data_dir).read()


def witness_ok(key: bytes | None, mark: dict[str, Any]) -> bool:
    return sealed_right(key, mark, witness_seal)


def write_witness(data_dir: Path | str, key: bytes, seq: int, head: str, force: bool = False) -> None:
    """Move this PC's witness of ``data_dir`` forward to (seq, head), never back (``force``: a
    restore, the operator's own act, puts it where the restored log ends). OSError for the caller."""
    folder_witness(data_dir, key).advance(seq, head, force)


def remove_stray(data_dir: Path | str) -> None:
    """The temporary files a killed write of this folder's witness left."""
    folder_witness(data_dir).remove_stray()


# ---------------------------------------------------------------- a networked terminal's witness
def terminal_witness_path(data_dir: Path, hall_id: str) -> Path:
    """Where a networked terminal keeps its witness of the hall ``hall_id`` (its own folder)."""
    return Path(data_dir) / f"witness-{hall_id[:16]}.mark"


# ---------------------------------------------------------------- the checks: what a mismatch means
def check_mark(
    key: bytes, mark: dict[str, Any], rows: int, prev: str, sealed: bool, path: str, what: str, hash_at: Callable[[int], str | None],
) -> VerifyResult | None:
    """A high-water mark (``log.mark``, ``hs_mark``; ``path`` names it) against the rows read, up
    to (rows, prev): damaged or forged, cut, or rewritten (``hash_at``: a row's hash in the log)."""
    if not sealed_right(key, mark):
        return VerifyResult(False, rows, None, QT_TRANSLATE_NOOP("Cli", "the high-water mark {path} is damaged or was not written with the installation's key"), {"path": path}, prev, sealed)
    if mark["seq"] > rows:
        return VerifyResult(
            False, rows, rows + 1,
            QT_TRANSLATE_NOOP("Cli", "the log is cut: {missing} rows are missing after row {rows} (the high-water mark says {mark})"),
            {"missing": mark["seq"] - rows, "rows": rows, "mark": mark["seq"], "what": what}, prev, sealed,
        )
    if mark["seq"] > 0 and hash_at(mark["seq"]) != mark["head"]:
        return VerifyResult(
            False, rows, mark["seq"],
            QT_TRANSLATE_NOOP("Cli", "it is not the row the high-water mark recorded: the log was rewritten"),
            head=prev, sealed=sealed,
        )
    return None


def check_one_pc(
    key: bytes | None, mark: dict[str, Any] | None, seen: dict[str, Any] | None, rows: int, prev: str, sealed: bool,
    mark_path: str, hash_at: Callable[[int], str | None], expects_mark: Callable[[], bool],
) -> VerifyResult | None:
    """A one-PC hall's rows, up to (rows, prev), against its mark ``log.mark`` (``mark``, read
    before the rows) and this PC's witness of the folder (``seen``, read before the mark).
    ``expects_mark``: whether the log has had a commit since it was sealed (so keeps a mark)."""
    if mark is None and key is not None and sealed and rows and expects_mark():
        # a log shorter than this PC's witness says so, naming both; else the mark's absence
        return _check_folder_witness(key, None, seen, rows, prev, sealed, mark_path, hash_at) or VerifyResult(
            False, rows, None, QT_TRANSLATE_NOOP("Cli", "the high-water mark {path} is missing: a cut log could not be told"), {"path": mark_path}, prev, sealed
        )
    if mark is not None and key is not None:
        found = check_mark(key, mark, rows, prev, sealed, mark_path, mark_path, hash_at)
        if found is not None:
            return found
    return _check_folder_witness(key, mark, seen, rows, prev, sealed, mark_path, hash_at)


def _check_folder_witness(
    key: bytes | None, mark: dict[str, Any] | None, seen: dict[str, Any] | None, rows: int, prev: str, sealed: bool,
    mark_path: str, hash_at: Callable[[int], str | None],
) -> VerifyResult | None:
    """The rows against this PC's witness of the folder: a log shorter than this PC has seen, or
    another row where it saw one, needs attention — naming the witness and the mark, whatever the
    mark says (an older mark put back, or none)."""
    if seen is None or key is None:
        return None
    if not witness_ok(key, seen):
        return VerifyResult(
            False, rows, None,
            QT_TRANSLATE_NOOP("Cli", "this PC's witness of the log {path} is damaged or was not written with the hall's key"),
            {"path": seen["path"]}, prev, sealed,
        )
    if seen["seq"] > rows:
        fields = {"missing": seen["seq"] - rows, "rows": rows, "seen": seen["seq"], "path": seen["path"], "mark": mark_path}
        if mark is None:
            why = QT_TRANSLATE_NOOP("Cli", "the log is cut: {missing} rows are missing after row {rows} (this PC's witness {path} saw row {seen}; the high-water mark {mark} is missing)")
        else:
            fields["said"] = mark["seq"]
            why = QT_TRANSLATE_NOOP("Cli", "the log is cut: {missing} rows are missing after row {rows} (this PC's witness {path} saw row {seen}; the high-water mark {mark} says {said})")
        return VerifyResult(False, rows, rows + 1, why, fields, prev, sealed)
    if seen["seq"] > 0 and hash_at(seen["seq"]) != seen["head"]:
        return VerifyResult(
            False, rows, seen["seq"],
            QT_TRANSLATE_NOOP("Cli", "it is not the row this PC's witness {path} saw: the log was rewritten"),
            {"path": seen["path"]}, prev, sealed,
        )
    return None


def check_terminal_witness(
    witness: Mark, rows: int | None, prev: str, ask: Callable[[int], tuple[int | None, str | None]],
) -> VerifyResult | None:
    """The server's log against what this terminal has seen (``witness``): shorter, or another row
    there. ``ask(seq)``: the server's last row and the hash of its row ``seq``."""
    mark = witness.read()
    if mark is None or witness.key is None:
        return None
    if not witness.ok(mark):
        return VerifyResult(False, rows or 0, None, QT_TRANSLATE_NOOP("Cli", "this terminal's witness mark {path} is damaged"), {"path": str(witness.path)}, prev)
    last, there = ask(mark["seq"])
    last = last or 0
    if last < mark["seq"]:
        return VerifyResult(
            False, last, last + 1,
            QT_TRANSLATE_NOOP("Cli", "the server's log is shorter than this terminal has seen: {missing} rows are missing after row {rows} (this terminal saw {mark})"),
            {"missing": mark["seq"] - last, "rows": last, "mark": mark["seq"]}, prev,
        )
    if mark["seq"] > 0 and there != mark["head"]:
        return VerifyResult(
            False, last, mark["seq"],
            QT_TRANSLATE_NOOP("Cli", "the server's log disagrees with what this terminal has seen: its row is not the one seen here (the log was rewritten)"),
            head=prev,
        )
    return None
