#!/bin/sh
# The wheel (= make wheel), reproducibly: two builds of one commit are identical byte for byte.
# SOURCE_DATE_EPOCH (default: the last commit's time) is every file's date in the archive; the
# files' order and modes come from the sources. Usage: sh packaging/build_wheel.sh [OUT_DIR]
set -eu
cd "$(dirname "$0")/.."
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || echo 315532800)
fi
export SOURCE_DATE_EPOCH
out=${1:-dist}
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] && PY=${PYTHON:-.venv/bin/python}
"$PY" -m pip wheel -q --no-deps -w "$out" .
rm -rf build/lib build/bdist.*   # (setuptools' work folders in the tree)
ls "$out"/hallstation-*.whl
