"""The hall's data folder is the operator's alone (issue 10 §5): created 0700, its files 0600,
whatever the umask.

``prepare_data_dir`` makes a missing folder that way and tightens an existing one (the folder, its
sub-folders and every file in them) before a station opens it for writing; a folder opened
read-only (a backup on read-only media) is never touched. Below the station, the backups and the
privacy rules, which all use it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600


def private_dir(path: Path | str) -> Path:
    """``path`` as a folder only its owner can enter (made, with its parents, when missing)."""
    path = Path(path)
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    os.chmod(path, DIR_MODE)  # mkdir's mode is cut by the umask; an existing folder keeps its own
    return path


def private_file(path: Path | str) -> Path:
    path = Path(path)
    os.chmod(path, FILE_MODE)
    return path


def prepare_data_dir(data_dir: Path | str) -> Path:
    """Make the data folder 0700 (created when missing) and tighten what is already in it: every
    sub-folder 0700, every file 0600. Best effort on a file system without POSIX modes."""
    root = private_dir(data_dir)
    try:
        for folder, dirs, files in os.walk(root):
            for name in dirs:
                _tighten(Path(folder) / name, DIR_MODE)
            for name in files:
                _tighten(Path(folder) / name, FILE_MODE)
    except OSError:  # pragma: no cover - a file system that keeps no modes
        pass
    return root


def _tighten(path: Path, mode: int) -> None:
    try:
        st = os.lstat(path)
        if stat.S_ISLNK(st.st_mode):
            return
        if stat.S_IMODE(st.st_mode) & ~mode:  # only ever take rights away
            os.chmod(path, stat.S_IMODE(st.st_mode) & mode)
    except OSError:  # pragma: no cover
        pass
