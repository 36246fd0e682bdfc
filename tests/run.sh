#!/bin/sh
# Install the test dependencies (as root on Debian/Ubuntu also the system libraries Qt needs)
# and run the whole test suite offscreen. Arguments go to pytest.
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup_env.sh test
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
