"""Backups of a hall and restoring them (issue 10 §4).

``backup(data_dir, dest)`` writes into the folder ``dest`` (made 0700 when missing) what a hall
needs to be brought back, and what an inspector needs to check it:

- ``hallstation.sqlite3``: a consistent copy of the log by SQLite's online backup, read through a
  read-only connection (a live station may be writing meanwhile; nothing is written beside it);
- ``secret.key``: the installation secret (the log's seals and the cards' check codes need it);
- ``log.mark``: the keyed high-water mark (copied *before* the database, so the copy always holds
  at least the rows the mark names);
- ``manifest.json``: when, how many rows, the head and its paper anchor, the schema, and the
  SHA-256 of every file — written last, so a folder with a manifest is a complete backup.

The copy is verified (chain, seals, mark) before success is reported. A log that fails its own
check is still backed up — it is the evidence — but the manifest says so (``verified: false``) and
the caller is told. A folder that already holds a backup or a hall is refused, never overwritten.

``restore(src, data_dir)`` checks the backup before it installs anything: the manifest, every
file's hash, the chain, the seals and the mark under the backup's own key, and its head against
the manifest's. Only then are the files copied into ``data_dir`` — which must not hold a hall —
under temporary names and renamed into place (the database last), 0600 in a 0700 folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from hallstation.core.errors import RuleError
from hallstation.services.private_folder import FILE_MODE, private_dir
from hallstation.store.eventlog import DB_NAME, MARK_NAME, EventStore, VerifyResult, anchor, utc_now
from hallstation.store.keys import SECRET_FILE, _fsync_dir

MANIFEST = "manifest.json"
FORMAT = 1
# what a hall is made of, in the order a restore puts it in place (the database last: its
# presence is what makes a folder a hall)
HALL_FILES = (SECRET_FILE, MARK_NAME, DB_NAME)
# names that make a folder "hold a backup or a hall" (never overwritten)
TAKEN = (MANIFEST, DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", SECRET_FILE, MARK_NAME)


class BackupError(RuleError):
    """A backup or a restore refused or failed, in one line; nothing was installed."""


@dataclass(frozen=True)
class Checked:
    """A backup folder found intact by ``check_backup``."""

    manifest: dict[str, Any]
    result: VerifyResult


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _detail(exc: BaseException) -> Any:
    """Why, for a message: an OS error in the station's language (data_folder.reason)."""
    if isinstance(exc, OSError) and exc.errno:
        from hallstation.store.data_folder import reason

        return reason(exc)
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _copy_file(src: Path, dest: Path) -> None:
    """``src`` to ``dest`` (0600, fsynced) through a temporary name beside ``dest``."""
    tmp = dest.with_name(f".{dest.name}.part")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), FILE_MODE)
    try:
        with open(src, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                while block:
                    block = block[os.write(fd, block) :]
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, FILE_MODE)
    os.replace(tmp, dest)


def _write_json(dest: Path, obj: Any) -> None:
    tmp = dest.with_name(f".{dest.name}.part")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    try:
        os.write(fd, (json.dumps(obj, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, FILE_MODE)
    os.replace(tmp, dest)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# ------------------------------------------------------------ backup
def new_backup_folder(parent: Path | str, day: int | None = None, now: datetime | None = None) -> Path:
    """A folder name for a new backup inside ``parent`` (a USB stick): the local date and time and
    the day's number, never one that exists already."""
    now = now or datetime.now().astimezone()
    base = f"hallstation-backup-{now:%Y-%m-%d-%H%M}" + (f"-day-{day}" if day else "")
    path, n = Path(parent) / base, 1
    while path.exists():
        n += 1
        path = Path(parent) / f"{base}-{n}"
    return path


def backup(data_dir: Path | str, dest: Path | str, store: str | None = None) -> dict[str, Any]:
    """Back the hall of ``data_dir`` up into the folder ``dest``; returns the manifest written.
    ``manifest["verified"]`` is False when the hall's log failed its check (it was backed up all
    the same, as evidence; ``manifest["finding"]`` says what is wrong).

    On a networked hall (``store``, or the terminal's configured server) the log is read from the
    server and written as a SQLite hall — the same backup, restorable on one PC — with the key from
    this terminal's folder ``data_dir``."""
    data_dir, dest = Path(data_dir), Path(dest)
    from hallstation.store.location import configured_store, open_hall

    url = configured_store(data_dir, store)
    if url:
        return _backup_server(url, data_dir, dest)
    db = data_dir / DB_NAME
    if not db.is_file():
        raise BackupError("There is no station database in {path}: nothing to back up", path=str(data_dir))
    if not (data_dir / SECRET_FILE).is_file():
        raise BackupError(
            "The installation key {path} is missing: a backup without it could not be restored. Find secret.key first",
            path=str(data_dir / SECRET_FILE),
        )
    _check_dest(dest, data_dir)
    written: list[Path] = []
    try:
        private_dir(dest)
        # the mark before the database: the copy then holds at least the rows the mark names
        mark = data_dir / MARK_NAME
        if mark.is_file():
            _copy_file(mark, dest / MARK_NAME)
            written.append(dest / MARK_NAME)
        _copy_file(data_dir / SECRET_FILE, dest / SECRET_FILE)
        written.append(dest / SECRET_FILE)
        source = open_hall(data_dir, False, read_only=True, check_folder=False)  # the hall's own file, read only
        try:
            found = source.verify()
            tmp = dest / f".{DB_NAME}.part"
            written.append(tmp)
            source.backup(dest=tmp)
        finally:
            source.close()
        _rollback_journal(tmp)
        _fsync(tmp)
        os.replace(tmp, dest / DB_NAME)
        written[-1] = dest / DB_NAME
        manifest = _check_copy_and_sign(dest, written, found, str(data_dir.resolve()))
    except BackupError:
        _remove(written)
        raise
    except (OSError, sqlite3.Error) as exc:
        _remove(written)
        raise BackupError("The backup could not be written to {dest}: {detail}", dest=str(dest), detail=_detail(exc)) from None
    except RuleError:
        _remove(written)
        raise
    return manifest


def _check_copy_and_sign(dest: Path, written: list[Path], found: VerifyResult, source: str, key: bytes | None = None) -> dict[str, Any]:
    """Verify the copy in ``dest`` (a copy that fails where the hall's log passed means a failing
    disk), then write the manifest last: what a complete backup is, with every file's hash."""
    copy = EventStore(dest / DB_NAME, key=key, read_only=True)
    try:
        result = copy.verify()
        rows, head = copy.head()
        schema = copy.user_version
    finally:
        copy.close()
    if found.ok and not result.ok:
        raise BackupError(
            "The copy written to {dest} does not pass its check ({finding}): the disk may be failing; it was removed",
            dest=str(dest),
            finding=result.why(_translate),
        )
    ok = found.ok and result.ok
    manifest = {
        "format": FORMAT,
        "created": utc_now(),
        "source": source,
        "rows": rows,
        "head": head,
        "anchor": anchor(rows, head),
        "schema": schema,
        "verified": ok,
        "finding": "" if ok else _finding(found if not found.ok else result),
        "files": {p.name: sha256_file(p) for p in written},
    }
    _write_json(dest / MANIFEST, manifest)
    written.append(dest / MANIFEST)
    _fsync_dir(dest)
    return manifest


def _backup_server(url: str, data_dir: Path, dest: Path) -> dict[str, Any]:
    from hallstation.store.copy import write_sqlite
    from hallstation.store.keys import _read_secret, log_key
    from hallstation.store.location import open_hall

    if not (data_dir / SECRET_FILE).is_file():
        raise BackupError(
            "The installation key {path} is missing: a backup without it could not be restored. Find secret.key first",
            path=str(data_dir / SECRET_FILE),
        )
    _check_dest(dest, data_dir)
    written: list[Path] = []
    try:
        private_dir(dest)
        _copy_file(data_dir / SECRET_FILE, dest / SECRET_FILE)
        written.append(dest / SECRET_FILE)
        key = log_key(_read_secret(data_dir / SECRET_FILE))
        source = open_hall(data_dir, url, key=key, read_only=True, check_folder=False)
        try:
            found = source.verify()
            written.append(dest / DB_NAME)
            write_sqlite(source, dest / DB_NAME)
            server = source.location
        finally:
            source.close()
        copy = EventStore(dest / DB_NAME, key=key, read_only=True)
        try:  # the copy's own mark (the server's mark lives in the server's database)
            rows, head = copy.head()
            if rows:
                copy.write_mark(rows, head)
                written.insert(0, dest / MARK_NAME)
        finally:
            copy.close()
        manifest = _check_copy_and_sign(dest, written, found, server, key=key)
    except (BackupError, RuleError):
        _remove(written)
        raise
    except (OSError, sqlite3.Error) as exc:
        _remove(written)
        raise BackupError("The backup could not be written to {dest}: {detail}", dest=str(dest), detail=_detail(exc)) from None
    return manifest


def _rollback_journal(db: Path) -> None:
    """Take the copy out of WAL mode (the live log's mode, copied with its pages): a database in
    rollback-journal mode is read — by ``audit verify``, ``recall``, a restore's check — without
    any ``-wal`` or ``-shm`` file being made beside it, on read-only media or not. A restored hall
    goes back to WAL when the station opens it."""
    conn = sqlite3.connect(str(db), isolation_level=None)
    try:
        mode = conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
    finally:
        conn.close()
    for extra in (db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
        extra.unlink(missing_ok=True)
    if str(mode).lower() != "delete":
        raise BackupError("The copy {path} could not be taken out of WAL mode ({mode})", path=str(db), mode=str(mode))


def _translate(context: str, text: str) -> str:
    from hallstation.i18n import translate

    return translate(context, text)


def _finding(result: VerifyResult) -> str:
    """What the log's check found, in the station's language (as ``audit verify`` says it)."""
    from hallstation.i18n import translate

    why = result.why(translate)
    if result.first_bad is None:
        return why
    return translate("Cli", "row {row}: {finding}").format(row=result.first_bad, finding=why)


def _check_dest(dest: Path, data_dir: Path) -> None:
    if dest.exists() and not dest.is_dir():
        raise BackupError("{dest} is a file, not a folder: choose a folder for the backup", dest=str(dest))
    try:
        if dest.exists() and dest.resolve() == data_dir.resolve():
            raise BackupError("{dest} is the hall's own data folder: choose another folder (a USB stick) for the backup", dest=str(dest))
    except OSError:
        pass
    taken = [n for n in TAKEN if (dest / n).exists()]
    if taken:
        what = "backup" if MANIFEST in taken else "hall"
        if what == "backup":
            raise BackupError(
                "{dest} already holds a backup: it is not overwritten. Choose a new folder (e.g. one named after the day)",
                dest=str(dest),
            )
        raise BackupError(
            "{dest} already holds a hall's files ({names}): they are not overwritten. Choose an empty or new folder",
            dest=str(dest),
            names=", ".join(taken),
        )


def _remove(paths: list[Path]) -> None:
    for p in paths:
        try:
            p.unlink()
        except OSError:
            pass


# ------------------------------------------------------------ restore
def check_backup(src: Path | str) -> Checked:
    """Verify a backup folder without changing it: manifest present and every file's hash
    matching, the chain, the seals and the mark intact under the backup's own key, the head the
    manifest names. Raises ``BackupError`` saying what is wrong."""
    src = Path(src)
    if not src.is_dir():
        raise BackupError("{src} is not a folder: give the backup's folder", src=str(src))
    try:
        manifest = json.loads((src / MANIFEST).read_text(encoding="utf-8"))
        files = manifest["files"]
        if not isinstance(files, dict):
            raise TypeError
    except FileNotFoundError:
        raise BackupError("{src} is not a HallStation backup (it has no {manifest})", src=str(src), manifest=MANIFEST) from None
    except (OSError, ValueError, KeyError, TypeError):
        raise BackupError("The backup's {manifest} in {src} is damaged: it cannot be checked", src=str(src), manifest=MANIFEST) from None
    for name in (DB_NAME, SECRET_FILE):
        if name not in files:
            raise BackupError("The backup in {src} does not list {name}: it is incomplete", src=str(src), name=name)
    for name, digest in files.items():
        if name not in HALL_FILES:
            continue
        path = src / name
        if not path.is_file():
            raise BackupError("The backup's {name} is missing from {src}", name=name, src=str(src))
        try:
            got = sha256_file(path)
        except OSError as exc:
            raise BackupError("The backup's {name} cannot be read: {detail}", name=name, detail=_detail(exc)) from None
        if got != digest:
            raise BackupError(
                "The backup's {name} does not match its manifest: it was damaged or changed after the backup was made",
                name=name,
            )
    wal = src / (DB_NAME + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        raise BackupError(
            "The backup in {src} was opened for writing after it was made ({wal} is beside it): it is not restored",
            src=str(src),
            wal=wal.name,
        )
    if not manifest.get("verified", True):
        raise BackupError(
            "This backup holds a log that failed its check when it was made ({finding}): it is evidence, not restored",
            finding=manifest.get("finding", ""),
        )
    store = EventStore(src / DB_NAME, read_only=True)
    try:
        if store.key is None:
            raise BackupError("The backup in {src} has no installation key: it cannot be checked", src=str(src))
        result = store.verify()
        rows, head = store.head()
    finally:
        store.close()
    if not result.ok:
        raise BackupError("The backup in {src} does not pass its check: {finding}", src=str(src), finding=_finding(result))
    if (rows, head) != (manifest.get("rows"), manifest.get("head")):
        raise BackupError(
            "The backup's log ends at {got}, not where its manifest says ({want}): it is not restored",
            got=anchor(rows, head),
            want=str(manifest.get("anchor") or ""),
        )
    return Checked(manifest, result)


def restore(src: Path | str, data_dir: Path | str) -> dict[str, Any]:
    """Check the backup in ``src`` (``check_backup``), then install it into ``data_dir``, which
    must not hold a hall. Returns the backup's manifest."""
    src, data_dir = Path(src), Path(data_dir)
    checked = check_backup(src)
    taken = [n for n in TAKEN if n != MANIFEST and (data_dir / n).exists()]
    if taken:
        raise BackupError(
            "{dir} already holds a hall ({names}): nothing was restored. Move that folder away first "
            "(e.g. rename it to {old}) or restore into a new folder",
            dir=str(data_dir),
            names=", ".join(taken),
            old=str(data_dir.with_name(data_dir.name + ".old")),
        )
    names = [n for n in HALL_FILES if n in checked.manifest["files"]]
    temps = {n: data_dir / f".{n}.restore" for n in names}
    placed: list[Path] = []
    try:
        private_dir(data_dir)
        for n in names:
            _copy_file(src / n, temps[n])
            if sha256_file(temps[n]) != checked.manifest["files"][n]:
                raise BackupError("The copy of {name} in {dir} does not match the backup: the disk may be failing", name=n, dir=str(data_dir))
        for n in names:  # the database last
            os.replace(temps[n], data_dir / n)
            placed.append(data_dir / n)
        _fsync_dir(data_dir)
        seen = _witness_to_the_backup(data_dir, checked)
    except BackupError:
        _remove([*temps.values(), *placed])
        raise
    except OSError as exc:
        _remove([*temps.values(), *placed])
        raise BackupError("The backup could not be restored into {dir}: {detail}", dir=str(data_dir), detail=_detail(exc)) from None
    return {**checked.manifest, "witness_seen": seen}


def _witness_to_the_backup(data_dir: Path, checked: Checked) -> int | None:
    """A restore is the operator's own act: this PC's witness of the folder is put where the
    restored log ends (else the hall would need attention for ever). Returns the row the witness
    had seen when that was further than the backup (rows this PC saw that the backup lacks)."""
    from hallstation.store import proof
    from hallstation.store.keys import _read_secret, log_key

    before = proof.read_witness(data_dir)
    rows, head = checked.manifest["rows"], checked.manifest["head"]
    proof.write_witness(data_dir, log_key(_read_secret(data_dir / SECRET_FILE)), rows, head, force=True)
    if before is not None and (before["seq"] > rows or (before["seq"] == rows and before["head"] != head)):
        return before["seq"]
    return None
