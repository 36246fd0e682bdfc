"""This PC's own settings (window geometry, which screen shows which public display and whether it
shows the board or the camera full size, the caller's voice), kept apart from the hall's audited settings, in
``local.json`` in the data folder.

A corrupt file never stops the station: the defaults are used and ``problem`` says what and why,
so the caller window can tell the operator.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

DEFAULTS: dict[str, Any] = {
    "displays": 1,  # how many public displays (1–3, Art. 2.3)
    "display_screens": [],  # screen name chosen for display 1, 2, 3
    "display_modes": {},  # screen name (or "window N") → "camera": that screen shows the camera full size (Art. 2.4)
    "caller_geometry": None,  # hex of QWidget.saveGeometry()
    "poker_screen": "",  # screen name for the jackpot sign, "" = share the bingo display
    "voice": {},  # the caller's voice on this PC (services.speech.VoiceOptions; off until turned on)
}


class LocalSettings:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "local.json"
        self.values: dict[str, Any] = dict(DEFAULTS)
        self.problem: str | None = None
        self.save_problem: str | None = None  # the last save that failed (a full disk)
        self.on_problem: list = []  # told what a failed save means (the caller window says it)
        self.load()

    def load(self) -> None:
        if not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except (OSError, ValueError) as exc:
            self.problem = QCoreApplication.translate(
                "LocalSettings",
                "The screen settings file {path} could not be read ({why}); the defaults are used.",
            ).format(path=self.path, why=exc)
            return
        for k, v in data.items():
            if k in DEFAULTS:
                self.values[k] = v

    def get(self, key: str) -> Any:
        return self.values.get(key, DEFAULTS.get(key))

    def set(self, key: str, value: Any) -> None:
        self.values[key] = value
        self.save()

    def save(self) -> bool:
        """Written whole (a temporary file renamed into place), private to the folder's owner (0600,
        as every file of the data folder: README), whatever the umask. A full or read-only disk
        never stops the station (nor its closing): the settings hold until it closes,
        ``on_problem`` is told once per fault, and False returned."""
        tmp = self.path.with_suffix(".json.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                os.fchmod(fh.fileno(), 0o600)  # (an old tmp file keeps its mode through O_CREAT)
                fh.write(json.dumps(self.values, indent=2))
            os.replace(tmp, self.path)
        except OSError as exc:
            from hallstation.store.data_folder import reason_text  # the cause in the hall's language

            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
            self.save_problem = QCoreApplication.translate(
                "LocalSettings", "The screen settings could not be saved in {path} ({why}): they hold until the station closes."
            ).format(path=self.path, why=reason_text(exc))
            for tell in list(self.on_problem):
                tell(self.save_problem)
            return False
        return True
