"""Where things live: the station's data folder and the shipped runtime files.

The runtime files (translations, Designer forms, icons) live in the repository's top-level
``assets/`` and ``ui/`` folders; the wheel and the PyInstaller bundle carry them inside the package
as ``hallstation/assets`` and ``hallstation/ui`` (``setup.py`` maps them). They are found through
``importlib.resources``: the installed package's own copy when it has one (wheel, bundle), else the
repository's folders beside the package (a source checkout or an editable install).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from hallstation import APP_NAME

# The repository (or, once installed, the folder holding the package): the devtools scan sources here.
ROOT = Path(__file__).resolve().parent.parent


def _resource_dir(name: str) -> Path:
    """The folder ``name`` (``assets``, ``ui``) of the runtime files, as a real path."""
    packaged = resources.files("hallstation") / name  # a pathlib.Path: installed unpacked, or frozen
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return ROOT / name


ASSETS = _resource_dir("assets")
UI_DIR = _resource_dir("ui")
TRANSLATIONS = ASSETS / "translations"
ICONS = ASSETS / "icons"
ICON = ICONS / "hallstation.svg"  # the bingo ball: window icon and the desktop entry's icon
ICON_PNG = ICONS / "hallstation.png"


def default_data_dir() -> Path:
    """The user data folder (platformdirs), or ``$HALLSTATION_DATA_DIR`` when set."""
    env = os.environ.get("HALLSTATION_DATA_DIR")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def default_demo_dir() -> Path:
    """The demo's own folder (``hallstation --demo``): beside the hall's, never the hall's —
    ``~/.local/share/HallStation-demo`` on Linux (``$HALLSTATION_DATA_DIR``-demo when that is set)."""
    base = default_data_dir()
    return base.with_name(base.name + "-demo")


def data_dir_from(arg: str | None) -> Path:
    return Path(arg).expanduser() if arg else default_data_dir()
