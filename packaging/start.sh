#!/bin/sh
# Install HallStation into .venv (first time only) and start the station.
# Arguments go to the program, e.g.  sh packaging/start.sh --data-dir /tmp/hall
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup_env.sh
exec .venv/bin/hallstation "$@"
