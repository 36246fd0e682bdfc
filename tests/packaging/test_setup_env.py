"""packaging/setup_env.sh (tests/run.sh, start.sh, make bundle and CI share it): one pip run serves
every smaller set of extras, and apt-get asks no mirror when every system package is installed.
Run in a scratch copy of the files it reads, with apt-get, dpkg-query, id and the venv's python
replaced by scripts that write down how they were called (nothing is installed for real)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def scratch(tmp_path):
    """The repository's files setup_env.sh reads, a .venv whose python only writes down its
    arguments, and a PATH where root's apt-get and dpkg-query write theirs (dpkg-query says every
    package is installed but those in $MISSING)."""
    repo = tmp_path / "repo"
    (repo / "packaging").mkdir(parents=True)
    for name in ("packaging/setup_env.sh", "packaging/qt-system-libs.txt", "packaging/test-system-packages.txt",
                 "packaging/constraints.txt", "pyproject.toml", "setup.py"):
        shutil.copy2(ROOT / name, repo / name)
    old = time.time() - 3600  # the sources an hour old: a stamp made now is newer
    for f in repo.rglob("*"):
        os.utime(f, (old, old))
    calls = tmp_path / "calls.txt"
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    scripts = {
        # apt-get's install takes its time ($APT_SECONDS) and says when it is done
        "apt-get": (f'echo "apt-get $*" >> {calls}\n'
                    f'case "$*" in *" install "*) sleep "${{APT_SECONDS:-0}}"; echo "(apt-get done)" >> {calls} ;; esac\n'),
        "id": 'if [ "$1" = -u ]; then echo 0; else /usr/bin/id "$@"; fi\n',
        "dpkg-query": ('p=$(eval echo \\${$#})\n'
                       'case " $MISSING " in *" $p "*) exit 1 ;; esac\n'
                       'printf "install ok installed"\n'),
    }
    for name, body in scripts.items():
        (bin_ / name).write_text("#!/bin/sh\n" + body)
        (bin_ / name).chmod(0o755)
    venv_bin = repo / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text(f'#!/bin/sh\necho "python $*" >> {calls}\n')
    (venv_bin / "python").chmod(0o755)
    (repo / ".venv" / ".test-system-packages").touch()  # (the tests' own apt-get: not this test's)

    def run(extra: str = "", missing: str = "", apt_seconds: float = 0) -> list[str]:
        calls.write_text("")
        env = dict(os.environ, PATH=f"{bin_}:{os.environ['PATH']}", MISSING=missing, APT_SECONDS=str(apt_seconds))
        env.pop("HALLSTATION_CI_TIMES", None)
        r = subprocess.run(["sh", "packaging/setup_env.sh", *([extra] if extra else [])], cwd=repo, env=env,
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stdout + r.stderr
        return calls.read_text().splitlines()

    run.repo = repo
    return run


def pip_installs(calls: list[str]) -> list[str]:
    return [c.split()[-1] for c in calls if c.startswith("python -m pip install") and "--upgrade pip" not in c]


def test_every_system_package_installed_asks_no_mirror(scratch):
    calls = scratch("bundle")
    assert not [c for c in calls if c.startswith("apt-get")], calls
    assert (scratch.repo / ".venv" / ".system-libs").exists()


def test_one_system_package_missing_updates_and_installs_the_list(scratch):
    calls = scratch("bundle", missing="libxcb-cursor0")
    apt = [c for c in calls if c.startswith("apt-get")]
    assert len(apt) == 2 and " update " in f"{apt[0]} " and " install " in apt[1], apt
    assert "libxcb-cursor0" in apt[1] and "python3-venv" in apt[1] and "espeak-ng" in apt[1]
    assert apt[0].startswith("apt-get -o DPkg::Lock::Timeout=300")


def test_one_pip_run_for_tests_and_bundle_serves_each_alone_and_the_station(scratch):
    assert pip_installs(scratch("test,bundle")) == [".[test,bundle]"]
    for extra in ("test", "bundle", ""):
        assert pip_installs(scratch(extra)) == [], extra
    assert pip_installs(scratch("bundle,test")) == []


def test_fewer_extras_installed_do_not_serve_more(scratch):
    assert pip_installs(scratch("bundle")) == [".[bundle]"]
    assert pip_installs(scratch("test")) == [".[test]"]
    assert pip_installs(scratch("test,bundle")) == [".[test,bundle]"]  # neither stamp has both


def test_a_newer_constraints_file_installs_again(scratch):
    assert pip_installs(scratch("test,bundle")) == [".[test,bundle]"]
    later = time.time() + 60
    os.utime(scratch.repo / "packaging" / "constraints.txt", (later, later))
    assert pip_installs(scratch("test")) == [".[test]"]


def test_apt_get_runs_beside_pip_and_the_script_waits_for_it(scratch):
    """One apt-get for every missing system package, in the background while pip installs (neither
    needs the other); the script ends only once apt-get is done, and marks the packages as in."""
    calls = scratch("test,bundle", missing="libxcb-cursor0", apt_seconds=2)
    pip = calls.index("python -m pip install -q --no-compile -c packaging/constraints.txt -e .[test,bundle]")
    done = calls.index("(apt-get done)")
    assert pip < done, calls  # pip did not wait for apt-get
    assert done == len(calls) - 1  # … but the script did
    assert len([c for c in calls if c.startswith("apt-get") and " install " in c]) == 1
    assert (scratch.repo / ".venv" / ".system-libs").exists()
