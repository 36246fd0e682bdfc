"""The built wheel is self-contained: installed into a fresh virtual environment (its dependencies at
the versions of packaging/constraints.txt) and run from outside the repository, it speaks Spanish,
ranks poker hands and starts the station's windows on an empty folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
SOURCES = ("pyproject.toml", "setup.py", "README.md", "hallstation", "assets", "ui")

pytestmark = pytest.mark.slow


def _run(cmd, **kw):
    kw.setdefault("capture_output", True)
    kw.setdefault("text", True)
    kw.setdefault("timeout", 600)
    r = subprocess.run(cmd, **kw)
    assert r.returncode == 0, f"{cmd}\n{r.stdout}\n{r.stderr}"
    return r


EPOCH = "1767225600"  # SOURCE_DATE_EPOCH of the builds here: one commit's date


def _build(src: Path, out: Path) -> Path:
    """The wheel of the sources copied at ``src``, built the way it ships (packaging/build_wheel.sh)."""
    env = dict(os.environ, SOURCE_DATE_EPOCH=EPOCH, PYTHON=sys.executable)
    _run(["sh", str(src / "packaging" / "build_wheel.sh"), str(out)], cwd=src, env=env)
    (found,) = out.glob("hallstation-*.whl")
    return found


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built by packaging/build_wheel.sh from a copy of the sources (the working tree is
    shared: no build/ left in it); the reproducibility test builds a second one to compare."""
    return _build(_sources(tmp_path_factory.mktemp("src")), tmp_path_factory.mktemp("wheels"))


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment (no access to the repository) with the wheel installed. Its
    dependencies are not downloaded and copied again (half a gigabyte of Qt, ~30 s): the test
    environment's own, installed at the versions of packaging/constraints.txt, are seen through a
    path file — which shows the environment no hallstation of the repository's (an editable
    install's finder is a path file of that folder, and path files of a folder added so are not
    read) — and ``pip check`` proves they satisfy every dependency the wheel declares."""
    import sysconfig

    venv = tmp_path_factory.mktemp("venv") / "env"
    base = getattr(sys, "_base_executable", sys.executable)
    _run([base, "-m", "venv", str(venv)])
    py = str(venv / "bin" / "python")
    _run([py, "-m", "pip", "install", "-q", "--no-compile", "--no-deps", str(wheel)])
    site = Path(_run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    deps = Path(sysconfig.get_paths()["purelib"])
    assert deps != site and not deps.is_relative_to(ROOT / "hallstation")
    (site / "zz_the_dependencies.pth").write_text(f"{deps}\n")
    _run([py, "-m", "pip", "check"])  # every Requires-Dist of the wheel, at the versions found
    return venv


def _outside_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HALLSTATION_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    return env


def test_the_wheel_carries_every_runtime_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = [p.relative_to(ROOT) for p in (ROOT / "assets").rglob("*") if p.is_file()]
    expected += [p.relative_to(ROOT) for p in (ROOT / "ui").glob("*.ui")]
    assert any(str(p).startswith("assets/translations/") for p in expected)
    assert any(str(p).startswith("assets/icons/") for p in expected)
    missing = [str(p) for p in expected if f"hallstation/{p}" not in names]
    assert not missing, f"not in the wheel: {missing}"


def test_installed_copy_finds_its_files_in_the_installed_package(installed, tmp_path):
    py = installed / "bin" / "python"
    r = _run(
        [str(py), "-c", "import hallstation.paths as p, hallstation.i18n as i; "
         "print(p.ASSETS); print(p.UI_DIR); print(p.ICON_PNG.is_file()); print(len(i.catalog('es')))"],
        cwd=tmp_path, env=_outside_env(tmp_path),
    )
    assets, ui_dir, icon, count = r.stdout.split()
    assert Path(assets).is_relative_to(installed) and Path(ui_dir).is_relative_to(installed)
    assert not Path(assets).is_relative_to(ROOT)
    assert icon == "True" and int(count) > 100


def test_simulate_speaks_spanish_from_outside_the_repository(installed, tmp_path):
    r = _run(
        [str(installed / "bin" / "hallstation"), "simulate", "--cards", "300", "--games", "2", "--seed", "1"],
        cwd=tmp_path, env=_outside_env(tmp_path),
    )
    assert "juego 1" in r.stdout and "bolillas" in r.stdout and "cartones" in r.stdout, r.stdout


def test_poker_rank_from_outside_the_repository(installed, tmp_path):
    r = _run(
        [str(installed / "bin" / "hallstation"), "poker", "rank"],
        input="AS KS QS JS 10S\n", cwd=tmp_path, env=_outside_env(tmp_path),
    )
    assert r.stdout.split()[0] == "royal_flush"


def test_the_station_starts_both_windows_on_an_empty_folder(installed, tmp_path):
    hall = tmp_path / "hall"
    r = _run(
        [str(installed / "bin" / "hallstation"), "--demo", "--data-dir", str(hall), "--smoke"],
        cwd=tmp_path, env=_outside_env(tmp_path),
    )
    assert "ventanas mostradas: sí" in r.stdout and "cámaras (Qt Multimedia): sí" in r.stdout
    assert "demostración" in r.stdout + r.stderr  # the demo day, told in Spanish
    assert (hall / "hallstation.sqlite3").exists()


def test_every_installed_package_is_pinned_at_the_tested_version(installed):
    """The constraints file holds the whole runtime closure: nothing installed unpinned."""
    pins = {}
    for line in CONSTRAINTS.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, version = line.split("==")
            pins[name.lower().replace("_", "-")] = version
    r = _run([str(installed / "bin" / "python"), "-m", "pip", "list", "--format=freeze"])
    unpinned = []
    for line in r.stdout.split():
        name, version = line.split("==")
        key = name.lower().replace("_", "-")
        if key in ("hallstation", "pip", "setuptools", "wheel"):
            continue
        if pins.get(key) != version:
            unpinned.append(f"{name}=={version} (constraints: {pins.get(key)})")
    assert not unpinned, unpinned


def test_the_web_board_serves_its_page_from_the_installed_package(installed, tmp_path):
    import http.client
    import signal
    import socket

    from hallstation.services.station import Station

    hall = tmp_path / "hall"
    Station(hall).close()  # an empty hall's log
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    p = subprocess.Popen([str(installed / "bin" / "hallstation"), "web", "--data-dir", str(hall), "--port", str(port)],
                         cwd=tmp_path, env=_outside_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert f"http://127.0.0.1:{port}/" in p.stderr.readline()  # said once it serves
        for path, kind in (("/", "text/html"), ("/board.js", "text/javascript"), ("/board.css", "text/css"), ("/state.json", "application/json")):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", path)
            r = conn.getresponse()
            assert r.status == 200 and r.getheader("content-type").startswith(kind) and r.read()
            conn.close()
    finally:
        p.send_signal(signal.SIGTERM)
        p.communicate(timeout=30)
    assert p.returncode == 0


def _sources(dest: Path, touch: float | None = None) -> Path:
    for name in (*SOURCES, "packaging/build_wheel.sh"):
        path = ROOT / name
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        if path.is_dir():
            shutil.copytree(path, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, dest / name)
    if touch is not None:  # another checkout of the same commit: every file with another date
        for f in dest.rglob("*"):
            os.utime(f, (touch, touch))
    return dest


def test_two_wheel_builds_of_one_commit_are_identical(wheel, tmp_path):
    """A second build, from another checkout of the same commit (every file with another date),
    is byte for byte the module's wheel (built from a copy with the files' own dates)."""
    import hashlib
    import time

    again = _build(_sources(tmp_path / "src", time.time() + 3600), tmp_path / "out")
    assert again.name == wheel.name
    assert hashlib.sha256(again.read_bytes()).hexdigest() == hashlib.sha256(wheel.read_bytes()).hexdigest()
