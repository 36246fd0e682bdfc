"""Where things live: the station's data folder and the shipped assets."""

from __future__ import annotations

import os
from pathlib import Path

from hallstation import APP_NAME

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
UI_DIR = ROOT / "ui"
TRANSLATIONS = ASSETS / "translations"


def default_data_dir() -> Path:
    """The user data folder (platformdirs), or ``$HALLSTATION_DATA_DIR`` when set."""
    env = os.environ.get("HALLSTATION_DATA_DIR")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def data_dir_from(arg: str | None) -> Path:
    return Path(arg).expanduser() if arg else default_data_dir()
