#!/bin/sh
# Build the caller PC's one-folder bundle dist/hallstation/ (PyInstaller, packaging/hallstation.spec),
# at the versions in packaging/constraints.txt, with its installer beside the program:
#   sudo sh dist/hallstation/install.sh [--autostart]
# = make bundle. --smoke then starts the bundle once offscreen on an empty folder (CI).
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup_env.sh bundle
rm -rf dist/hallstation build/pyinstaller
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/hallstation.spec
cp packaging/install.sh packaging/qt-system-libs.txt dist/hallstation/
echo "== bundle: dist/hallstation ($(du -sh dist/hallstation | cut -f1))"
if [ "${1:-}" = --smoke ]; then
    data=$(mktemp -d)
    QT_QPA_PLATFORM=offscreen dist/hallstation/hallstation --data-dir "$data" --smoke
    rm -rf "$data"
fi
