#!/bin/sh
# Build the caller PC's one-folder bundle dist/hallstation/ (PyInstaller, packaging/hallstation.spec),
# at the versions in packaging/constraints.txt, with its installer beside the program:
#   sudo sh dist/hallstation/install.sh [--autostart]
# = make bundle. --smoke then starts the bundle once offscreen on an empty folder (CI).
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup_env.sh bundle
# .ci/run's phase figures: with HALLSTATION_CI_TIMES set, each step adds "seconds name" to it
since=$(date +%s)
took() { now=$(date +%s); [ -z "${HALLSTATION_CI_TIMES:-}" ] || echo "$((now - since)) $1" >> "$HALLSTATION_CI_TIMES"; since=$now; }
rm -rf dist/hallstation build/pyinstaller
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/hallstation.spec
cp packaging/install.sh packaging/qt-system-libs.txt dist/hallstation/
echo "== bundle: dist/hallstation ($(du -sh dist/hallstation | cut -f1))"
took "bundle: PyInstaller"
if [ "${1:-}" = --smoke ]; then
    # every library and plugin of the bundle finds every library it links (in the bundle, or the
    # system's that packaging/qt-system-libs.txt installs); no link in it points nowhere
    bad=0
    find dist/hallstation -xtype l > build/dangling.txt
    if [ -s build/dangling.txt ]; then
        echo "== dangling symlinks in the bundle:" >&2; cat build/dangling.txt >&2; bad=1
    fi
    internal=dist/hallstation/_internal
    find dist/hallstation -type f \( -name '*.so' -o -name '*.so.*' \) | sort | while read -r lib; do
        missing=$(LD_LIBRARY_PATH="$internal" ldd "$lib" 2>/dev/null | grep 'not found' || true)
        [ -z "$missing" ] || printf '%s:\n%s\n' "$lib" "$missing"
    done > build/ldd-missing.txt
    if [ -s build/ldd-missing.txt ]; then
        echo "== libraries the bundle's files link but ldd cannot find:" >&2; cat build/ldd-missing.txt >&2; bad=1
    fi
    [ "$bad" = 0 ] || exit 1
    took "bundle smoke: links (ldd)"
    # the start itself: the windows shown and Qt Multimedia's backend (FFmpeg) found — else it exits 1
    data=$(mktemp -d)
    QT_QPA_PLATFORM=offscreen HALLSTATION_LANG=es dist/hallstation/hallstation --demo --data-dir "$data" --smoke
    rm -rf "$data"
    took "bundle smoke: the bundle started offscreen"
fi
