#!/bin/sh
# Shared by packaging/start.sh and tests/run.sh: make .venv and install the project into it.
#   setup_env.sh [EXTRA]   EXTRA = "test" also installs the test dependencies, "bundle" PyInstaller
#                          ("test,bundle" both).
# As root on Debian/Ubuntu it first installs the system libraries Qt needs (apt-get).
set -eu
cd "$(dirname "$0")/.."
extra="${1:-}"
PY="${PYTHON:-python3}"
# .ci/run's phase figures: with HALLSTATION_CI_TIMES set, each step done here adds "seconds name" to it
since=$(date +%s)
took() { now=$(date +%s); [ -z "${HALLSTATION_CI_TIMES:-}" ] || echo "$((now - since)) $1" >> "$HALLSTATION_CI_TIMES"; since=$now; }

# The packages named that dpkg does not have installed: apt-get runs (update and install) only when
# one is missing — a machine that has them all (a CI image, a second clone) asks no mirror.
not_installed() {
    for p in "$@"; do
        [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || echo "$p"
    done
}

# As root, the system packages missing are installed by one apt-get (update, then install), in the
# background while the virtual environment is made and pip installs into it (neither needs them);
# the script waits for it before it checks the tests' tools and ends.
apt_list="" apt_marks="" apt_pid=""
# shellcheck disable=SC2046  # one package name a word
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [ ! -f .venv/.system-libs ]; then
    if [ -n "$(not_installed python3-venv $(grep -v '^#' packaging/qt-system-libs.txt))" ]; then
        echo "== installing the system libraries Qt needs (apt-get)"
        apt_list="python3-venv $(grep -v '^#' packaging/qt-system-libs.txt | tr '\n' ' ')"
    fi
    apt_marks=".venv/.system-libs"
fi

# The tests start a throwaway PostgreSQL server from the distribution's package (the networked
# hall's store is tested on a real server, never a mock) and drive the web board in Debian's
# chromium through its chromium-driver, render the caller's voice with espeak-ng, decode the
# printed cards' QR codes with zbar (pages rendered by poppler's pdftoppm), and open the windows
# under openbox on Xvfb: as root, install them with the tests.
case ",$extra," in *,test,*)
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [ ! -f .venv/.test-system-packages ] \
        && { ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || [ ! -x /usr/bin/chromedriver ] \
             || ! command -v espeak-ng >/dev/null 2>&1 \
             || ! command -v zbarimg >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1 \
             || ! command -v Xvfb >/dev/null 2>&1 || ! command -v openbox >/dev/null 2>&1 \
             || ! command -v xprop >/dev/null 2>&1; }; then
        echo "== installing the PostgreSQL server, the browser, zbar, poppler, Xvfb and openbox the tests use (apt-get)"
        apt_list="$apt_list $(grep -v '^#' packaging/test-system-packages.txt | tr '\n' ' ')"
        apt_marks="$apt_marks .venv/.test-system-packages"
    fi
    ;;
esac
mkdir -p .venv
if [ -n "$apt_list" ]; then
    (
        export DEBIAN_FRONTEND=noninteractive
        apt-get -o DPkg::Lock::Timeout=300 update -qq
        # shellcheck disable=SC2086  # one package name a word
        apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends $apt_list >/dev/null
    ) &
    apt_pid=$!
fi
apt_since=$(date +%s)
apt_done() {  # wait for the system packages (once); their marks when they are in
    [ -n "$apt_pid" ] || { [ -z "$apt_marks" ] || touch $apt_marks; apt_marks=""; return 0; }
    wait "$apt_pid" || { echo "The system packages could not be installed: $apt_list" >&2; exit 1; }
    apt_pid=""
    # shellcheck disable=SC2086
    touch $apt_marks
    apt_marks=""
    [ -z "${HALLSTATION_CI_TIMES:-}" ] || echo "$(($(date +%s) - apt_since)) apt: the system packages (beside venv and pip)" >> "$HALLSTATION_CI_TIMES"
}

since=$(date +%s)
if [ ! -x .venv/bin/python ]; then
    echo "== creating the virtual environment .venv"
    # (a Debian python without ensurepip needs python3-venv: made again once apt-get has put it in)
    "$PY" -m venv .venv 2>/dev/null || { apt_done; "$PY" -m venv .venv; } || {
        echo "Could not create a virtual environment: install python3-venv (sudo apt-get install python3-venv)" >&2
        exit 1
    }
    took "venv: created"
fi

# Every dependency at the version CI tested (packaging/constraints.txt; make constraints refreshes it).
# One install serves every smaller set of extras: after "test,bundle" (CI), "test" (tests/run.sh),
# "bundle" (make bundle) and none (start.sh) find their dependencies there and run no pip again.
installed() {  # $1: the extras asked ("a,b" or ""); true when a stamp newer than the sources covers them
    for s in .venv/.installed .venv/.installed-*; do
        [ -f "$s" ] || continue
        if [ pyproject.toml -nt "$s" ] || [ setup.py -nt "$s" ] || [ packaging/constraints.txt -nt "$s" ]; then
            continue
        fi
        have=",${s#.venv/.installed-},"
        [ "$s" != .venv/.installed ] || have=",,"
        ok=yes
        for want in $(echo "$1" | tr ',' ' '); do
            case "$have" in *,"$want",*) ;; *) ok=no ;; esac
        done
        [ "$ok" = no ] || return 0
    done
    return 1
}
if ! installed "$extra"; then
    echo "== installing hallstation${extra:+ with its $extra dependencies} into .venv"
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
    # --no-compile: Python compiles what is imported as it first imports it; compiling all 5,000
    # files of the dependencies here (scipy, PyInstaller …) took 22 s of processor time (measured)
    .venv/bin/python -m pip install -q --no-compile -c packaging/constraints.txt -e ".${extra:+[$extra]}"
    touch ".venv/.installed${extra:+-$extra}"
    took "pip: hallstation[${extra}] and its dependencies"
fi
apt_done
case ",$extra," in *,test,*)
    if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && [ -z "${PG_BIN:-}" ]; then
        echo "The tests need PostgreSQL's server: sudo apt-get install postgresql (or set PG_BIN to its bin folder)" >&2
        exit 1
    fi
    if [ ! -x /usr/bin/chromedriver ] || [ ! -x /usr/bin/chromium ]; then
        echo "The web board's tests need a browser: sudo apt-get install chromium chromium-driver" >&2
        exit 1
    fi
    if ! command -v zbarimg >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
        echo "The tests decode the printed cards' QR codes: sudo apt-get install zbar-tools poppler-utils" >&2
        exit 1
    fi
    if ! command -v Xvfb >/dev/null 2>&1 || ! command -v openbox >/dev/null 2>&1 || ! command -v xprop >/dev/null 2>&1; then
        echo "The windows are tested under a real window manager: sudo apt-get install xvfb openbox x11-utils" >&2
        exit 1
    fi
    ;;
esac
