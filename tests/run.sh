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
# pytest-xdist: a worker a core and one more (a worker often waits on a child process, a server or a
# timer; the one more keeps the cores busy meanwhile). A worker that dies is not replaced: the run
# ends with the failure said, not waiting on the rest.
workers=$(( $(nproc) + 1 ))
exec .venv/bin/python -m pytest -n "${PYTEST_XDIST_AUTO_NUM_WORKERS:-$workers}" --dist loadfile --max-worker-restart=0 "$@"
