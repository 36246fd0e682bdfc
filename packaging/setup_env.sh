#!/bin/sh
# Shared by packaging/start.sh and tests/run.sh: make .venv and install the project into it.
#   setup_env.sh [EXTRA]   EXTRA = "test" also installs the test dependencies.
# As root on Debian/Ubuntu it first installs the system libraries Qt needs (apt-get).
set -eu
cd "$(dirname "$0")/.."
extra="${1:-}"
PY="${PYTHON:-python3}"

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [ ! -f .venv/.system-libs ]; then
    echo "== installing the system libraries Qt needs (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends \
        python3-venv libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 \
        libdbus-1-3 libpulse0 libpipewire-0.3-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
        libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0 \
        libglib2.0-0 fonts-dejavu-core >/dev/null
    mkdir -p .venv && touch .venv/.system-libs
fi

if [ ! -x .venv/bin/python ]; then
    echo "== creating the virtual environment .venv"
    "$PY" -m venv .venv || {
        echo "Could not create a virtual environment: install python3-venv (sudo apt-get install python3-venv)" >&2
        exit 1
    }
fi

stamp=".venv/.installed${extra:+-$extra}"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "== installing hallstation${extra:+ with its $extra dependencies} into .venv"
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
    if [ -n "$extra" ]; then
        .venv/bin/python -m pip install -q -e ".[$extra]"
    else
        .venv/bin/python -m pip install -q -e .
    fi
    touch "$stamp"
fi
