"""The data folder checked before anything opens it (issue 12 §3), in one place for every command
and for the station: a folder that is a file, that cannot be read or written, or whose database
is not a file is refused with one clear line (a ``RuleError``: the CLI prints it and exits 2, the
station shows it and exits 2) instead of a Python traceback.

What the database file holds (empty, damaged, foreign, newer) is the store's to refuse
(``StoreError``); this module looks only at the folder and at what the database path is.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError, Terms
from hallstation.store.eventlog import DB_NAME


class DataFolderError(RuleError):
    """The data folder cannot be used as it is; nothing was read or written."""


# why the operating system refused, in the station's language (strerror is the C library's English)
REASONS = {
    errno.EACCES: QT_TRANSLATE_NOOP("DataFolder", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("DataFolder", "permission denied"),
    errno.EROFS: QT_TRANSLATE_NOOP("DataFolder", "the disk is read-only"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("DataFolder", "the disk is full"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("DataFolder", "part of the path is a file, not a folder"),
    errno.ENOENT: QT_TRANSLATE_NOOP("DataFolder", "a folder on the path cannot be made there"),
    errno.EEXIST: QT_TRANSLATE_NOOP("DataFolder", "a file of that name is in the way"),
    errno.EISDIR: QT_TRANSLATE_NOOP("DataFolder", "it is a folder, not a file"),
    errno.EIO: QT_TRANSLATE_NOOP("DataFolder", "the disk could not be read or written (input/output error)"),
    errno.EADDRINUSE: QT_TRANSLATE_NOOP("DataFolder", "another program uses that address and port"),
    errno.EADDRNOTAVAIL: QT_TRANSLATE_NOOP("DataFolder", "this PC has no such address"),
    errno.ECONNREFUSED: QT_TRANSLATE_NOOP("DataFolder", "no connection (refused)"),
    errno.EHOSTUNREACH: QT_TRANSLATE_NOOP("DataFolder", "no connection (host unreachable)"),
    errno.ETIMEDOUT: QT_TRANSLATE_NOOP("DataFolder", "no connection (timed out)"),
}


def reason(exc: OSError) -> Terms | str:
    """The OS error as words the message translates (one term in context ``DataFolder``)."""
    text = REASONS.get(exc.errno or 0)
    if text is None:
        return exc.strerror or str(exc)
    return Terms("DataFolder", (text,))


def reason_text(exc: OSError) -> str:
    """The OS error in the current language, for a line written with ``translate`` (the C library's
    English only for an error this table does not know)."""
    from hallstation.i18n import translate

    code = getattr(exc, "errno", None) or 0
    # (a file read or written, not a folder made: what is missing is the file or a folder of its path)
    text = QT_TRANSLATE_NOOP("DataFolder", "no such file or folder") if code == errno.ENOENT else REASONS.get(code)
    return translate("DataFolder", text) if text is not None else (getattr(exc, "strerror", None) or str(exc))


def check_data_dir(path: Path | str, write: bool = True) -> Path:
    """``path`` if the station may use it as its data folder, else ``DataFolderError``.

    ``write=False`` (reading: recall, audit, export) never creates anything: a missing folder
    passes (the command then says there is no station data). ``write=True`` makes a missing
    folder (0700) and proves it can be written with a probe file, removed at once."""
    path = Path(path)
    try:
        is_dir = path.is_dir()
        exists = is_dir or path.exists() or path.is_symlink()
    except OSError as exc:  # pragma: no cover - e.g. a name too long
        raise DataFolderError("The data folder {path} cannot be used: {why}", path=str(path), why=reason(exc)) from None
    if exists and not is_dir:
        raise DataFolderError(
            "The data folder {path} is a file, not a folder: give the folder that holds the station's database (--data-dir)",
            path=str(path),
        )
    if is_dir:
        if not os.access(path, os.R_OK | os.X_OK):
            raise DataFolderError("The data folder {path} cannot be read: permission denied", path=str(path))
        db = path / DB_NAME
        if db.is_symlink() or db.exists():
            if not db.is_file():
                raise DataFolderError(
                    "{path} holds a {name} that is not the station's database (it is not a file)", path=str(path), name=DB_NAME
                )
            if not os.access(db, os.R_OK):
                raise DataFolderError("The station's database {path} cannot be read: permission denied", path=str(db))
    if not write:
        return path
    if not is_dir:
        try:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            raise DataFolderError("The data folder {path} cannot be created: {why}", path=str(path), why=reason(exc)) from None
    try:
        fd, probe = tempfile.mkstemp(prefix=".hallstation-probe-", dir=path)
    except OSError as exc:
        raise DataFolderError("The data folder {path} cannot be written: {why}", path=str(path), why=reason(exc)) from None
    os.close(fd)
    os.unlink(probe)
    db = path / DB_NAME
    if db.exists() and not os.access(db, os.W_OK):
        raise DataFolderError("The station's database {path} cannot be written: permission denied", path=str(db))
    return path
