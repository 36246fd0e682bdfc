"""Child for the poker console's signal test: ``hallstation poker console --table 1`` on a folder,
as its process runs it. ``signed``: the dealer's PIN is typed into the real PIN dialog and "signed
in" printed once it was accepted; ``asked``: the PIN dialog is left open.

    python console_child.py DATA_DIR signed|asked
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402

from hallstation.gui.app import ensure_qapp  # noqa: E402


def main() -> int:
    data_dir, mode = sys.argv[1], sys.argv[2]
    ensure_qapp()
    if mode == "signed":
        from tests.gui.pin_driver import answer_pins

        seen = answer_pins([[("crupier", "6666")]])

        def told() -> None:
            if seen and seen[0] and not seen[0][-1][0]:  # the dialog closed: accepted
                print("signed in", flush=True)
            else:
                QTimer.singleShot(50, told)

        QTimer.singleShot(50, told)
    from hallstation.cli import main as hallstation

    return hallstation(["--demo", "poker", "console", "--table", "1", "--data-dir", data_dir])  # (a demo: an empty folder is no hall)


if __name__ == "__main__":
    sys.exit(main())
