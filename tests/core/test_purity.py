"""The rules core is pure Python: no Qt, no SQLite (ARCHITECTURE.md)."""

import subprocess
import sys


def test_core_imports_no_qt_and_no_sqlite():
    code = (
        "import sys, pkgutil, importlib, hallstation.core as c\n"
        "for m in pkgutil.walk_packages(c.__path__, 'hallstation.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'sqlite3', '_sqlite3', 'sqlite_utils', 'pyqtgraph')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
