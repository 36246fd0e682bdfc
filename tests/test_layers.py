"""Issue 23 §6: the layering rules, written where the code checks them — the floors (imports only go
down), no Qt in core, store or services, no window in printing, nothing imports the command line
but itself, no circle between modules (hallstation/devtools/layers.py; docs/architecture.md).

The checker itself is proved on small trees made here: each rule fails on a deliberately bad
import, at the top of a file or inside a function, and on the real tree with one bad import added."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from hallstation.devtools.layers import FLOORS, arrows, broken_rules, circles, main

ROOT = Path(__file__).resolve().parent.parent

# The one circle left on this branch: services/backup <-> privacy <-> station, closed by the split
# of services/station.py (issue 23 §1, its own branch). Once closed, this test says so and the
# entry goes: the list can only shrink.


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    """A package ``hallstation`` under ``tmp_path`` with every floor's package and ``files``."""
    pkg = tmp_path / "hallstation"
    for names in FLOORS:
        for name in names:
            if name in ("paths", "i18n", "cli", "__main__"):
                (pkg / f"{name}.py").parent.mkdir(parents=True, exist_ok=True)
                (pkg / f"{name}.py").touch()
            else:
                (pkg / name).mkdir(parents=True, exist_ok=True)
                (pkg / name / "__init__.py").touch()
    (pkg / "__init__.py").touch()
    for rel, body in files.items():
        path = pkg / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(body), encoding="utf-8")
    return tmp_path


def _broken(tmp_path: Path, files: dict[str, str]) -> list[str]:
    return broken_rules(arrows(_tree(tmp_path, files)))


# ------------------------------------------------------------------ the code as it stands
@pytest.fixture(scope="module")
def code_arrows():
    return arrows(ROOT)


def test_the_code_keeps_its_floors_and_rules(code_arrows):
    assert broken_rules(code_arrows) == []


def test_no_circle_between_the_modules_of_hallstation(code_arrows):
    assert circles(code_arrows) == [], "an import circle"


def test_the_command_says_what_is_broken_and_fails(tmp_path, capsys):
    good = _tree(tmp_path / "good", {"store/keys.py": "from hallstation.core import errors\n", "core/errors.py": ""})
    assert main(["--root", str(good)]) == 0
    out = capsys.readouterr().out
    assert "floor 1: core" in out and "floor 3: store" in out and "0 broken" in out
    bad = _tree(tmp_path / "bad", {"store/keys.py": "from hallstation.store.eventlog import DB_NAME\n",
                                   "store/eventlog.py": "from hallstation.store import keys\nimport PySide6\n"})
    assert main(["--root", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "store imports no Qt: hallstation.store.eventlog -> PySide6 (line 2)" in out
    assert "circle: hallstation.store.eventlog <-> hallstation.store.keys; tied by" in out and "2 broken" in out


# ------------------------------------------------------------------ each rule fails on a bad import
def test_core_imports_no_qt(tmp_path):
    broken = _broken(tmp_path, {"core/rules.py": "from PySide6.QtCore import QObject\n"})
    assert broken == ["core imports no Qt: hallstation.core.rules -> PySide6.QtCore (line 1)"]


def test_core_imports_nothing_above_it(tmp_path):
    broken = _broken(tmp_path, {"core/rules.py": "def f():\n    from hallstation.store import keys\n", "store/keys.py": ""})
    assert broken == ["imports only go down (core is on floor 1, store on floor 3): hallstation.core.rules -> hallstation.store.keys (line 2)"]


def test_store_imports_nothing_above_it_even_lazily(tmp_path):
    files = {"store/pgstore.py": "def acquire():\n    from hallstation.services.drive_lock import Holder\n", "services/drive_lock.py": "class Holder: ...\n"}
    assert _broken(tmp_path, files) == [
        "imports only go down (store is on floor 3, services on floor 4): hallstation.store.pgstore -> hallstation.services.drive_lock (line 2)"]


def test_services_import_no_qt(tmp_path):
    broken = _broken(tmp_path, {"services/station.py": "import PySide6.QtCore\n"})
    assert broken == ["services imports no Qt: hallstation.services.station -> PySide6.QtCore (line 1)"]


def test_printing_imports_no_window(tmp_path):
    files = {"printing/print_dialog.py": "from hallstation.gui.dialogs import DialogService\nfrom PySide6.QtWidgets import QDialog\n",
             "gui/dialogs.py": "", "printing/pdf.py": "from PySide6.QtGui import QPainter\n"}
    broken = _broken(tmp_path, files)
    assert "printing imports no window (no gui, no Qt Widgets): hallstation.printing.print_dialog -> hallstation.gui.dialogs (line 1)" in broken
    assert "printing imports no window (no gui, no Qt Widgets): hallstation.printing.print_dialog -> PySide6.QtWidgets (line 2)" in broken
    assert not [b for b in broken if "pdf" in b]  # drawing on a QPainter is paper's own


def test_nothing_but_the_command_line_imports_commands_or_cli(tmp_path):
    files = {"gui/caller/window.py": "def open_window():\n    from hallstation.commands.poker import open_console_on\n",
             "web/server.py": "from hallstation import cli\n", "commands/poker.py": "", "commands/store.py": "from hallstation.commands import poker\n",
             "cli.py": "from hallstation.commands import poker\n"}
    broken = _broken(tmp_path, files)
    assert "only the command line imports commands: hallstation.gui.caller.window -> hallstation.commands.poker (line 2)" in broken
    assert "only the command line imports cli: hallstation.web.server -> hallstation.cli (line 1)" in broken
    assert not [b for b in broken if "commands.store" in b.split(": ", 1)[1].split(" ->")[0] or "hallstation.cli ->" in b]


def test_relative_imports_are_read_too(tmp_path):
    files = {"store/eventlog.py": "from ..services import station\n", "services/station.py": ""}
    assert _broken(tmp_path, files) == [
        "imports only go down (store is on floor 3, services on floor 4): hallstation.store.eventlog -> hallstation.services.station (line 1)"]


def test_a_circle_is_found_even_through_a_lazy_import(tmp_path):
    files = {"store/pglink.py": "from hallstation.store.eventlog import StoreError\ndef connect():\n    from hallstation.store import failover\n",
             "store/failover.py": "from hallstation.store.pglink import connect\n", "store/eventlog.py": "class StoreError(Exception): ...\n"}
    root = _tree(tmp_path, files)
    assert broken_rules(arrows(root)) == []
    assert circles(arrows(root)) == [["hallstation.store.failover", "hallstation.store.pglink"]]


def test_one_bad_import_in_a_copy_of_the_real_tree_fails_the_rules(tmp_path):
    shutil.copytree(ROOT / "hallstation", tmp_path / "hallstation", ignore=shutil.ignore_patterns("__pycache__"))
    window = tmp_path / "hallstation" / "gui" / "caller" / "window.py"
    window.write_text(window.read_text(encoding="utf-8") + "\n\ndef _bad():\n    from hallstation.commands.poker import run_console\n", encoding="utf-8")
    keys = tmp_path / "hallstation" / "store" / "keys.py"
    keys.write_text(keys.read_text(encoding="utf-8") + "\n\ndef _bad():\n    from hallstation.store.eventlog import DB_NAME\n", encoding="utf-8")
    found = arrows(tmp_path)
    broken = broken_rules(found)
    assert broken and all("hallstation.gui.caller.window -> hallstation.commands.poker" in b for b in broken)
    assert any(b.startswith("only the command line imports commands") for b in broken)
    assert any(b.startswith("imports only go down (gui is on floor 6, commands on floor 8)") for b in broken)
    assert circles(found) == [["hallstation.store.eventlog", "hallstation.store.keys"]]
