#!/bin/sh
# Install the test dependencies (as root on Debian/Ubuntu also the system libraries Qt needs)
# and run the whole test suite offscreen, on every core of the machine (pytest-xdist: a worker a
# core and one more, each with its own PostgreSQL server, X servers, folders and ports; a test file stays on one
# worker, so its module fixtures are made once). Arguments go to pytest (-n 0: one process;
# PYTEST_XDIST_AUTO_NUM_WORKERS=N: N workers).
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup_env.sh test
export QT_QPA_PLATFORM=offscreen
# Python's bytecode cache on: the suite starts hundreds of Python processes, and without it each one
# compiles every module it imports again. On a new checkout the test modules are compiled (their
# asserts rewritten by pytest) once, before the workers start, not by every worker at once: 17 s of
# processor a worker.
unset PYTHONDONTWRITEBYTECODE
if ! ls tests/__pycache__/conftest.*-pytest-*.pyc >/dev/null 2>&1; then
    .venv/bin/python -m pytest -q -p no:cacheprovider --collect-only tests >/dev/null 2>&1 || true
fi
# pytest-xdist: a worker a core and one more (a worker often waits on a child process, a server or a
# timer; the one more keeps the cores busy meanwhile). The files go out in the collection's order,
# the longest first (tests/conftest.py), not xdist's own (the files with most tests first, which
# handed the single 20-second exhaustive passes out last). A worker that dies is not replaced: the
# run ends with the failure said, not waiting on the rest.
workers=$(( $(nproc) + 1 ))
exec .venv/bin/python -m pytest -n "${PYTEST_XDIST_AUTO_NUM_WORKERS:-$workers}" --dist loadfile --no-loadscope-reorder --max-worker-restart=0 "$@"
