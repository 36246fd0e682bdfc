"""packaging/install.sh into a temporary prefix: the bundle, the command, the menu entry with its icon,
the optional autostart entry; an update replaces the copy; --uninstall leaves nothing behind."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALL = ROOT / "packaging" / "install.sh"


def fake_bundle(where: Path, version: str) -> Path:
    """What make bundle leaves in dist/hallstation/, in miniature: the program and its _internal/."""
    b = where / "hallstation"
    (b / "_internal" / "hallstation" / "assets" / "icons").mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "icons" / "hallstation.png", b / "_internal" / "hallstation" / "assets" / "icons")
    (b / "_internal" / f"only-in-{version}.so").write_text(version)
    prog = b / "hallstation"
    prog.write_text(f'#!/bin/sh\necho "hallstation {version} $*"\n')
    prog.chmod(0o755)
    shutil.copy2(INSTALL, b / "install.sh")
    return b


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    r = subprocess.run(["sh", *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    return r


def tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def test_install_update_and_uninstall_leave_nothing_behind(tmp_path):
    prefix = tmp_path / "root"
    prefix.mkdir()
    (prefix / "share").mkdir()
    (prefix / "share" / "keep-me.txt").write_text("not ours")  # a folder that was there before
    before = tree(prefix)

    v1 = fake_bundle(tmp_path / "v1", "1")
    run(str(v1 / "install.sh"), "--prefix", str(prefix), "--autostart", "--data-dir", "/srv/hall data", cwd=tmp_path)
    app = prefix / "opt" / "hallstation"
    assert (app / "hallstation").is_file() and (app / "install.sh").is_file()
    assert (prefix / "bin" / "hallstation").resolve() == (app / "hallstation").resolve()
    out = subprocess.run([str(prefix / "bin" / "hallstation"), "--smoke"], capture_output=True, text=True).stdout
    assert out.strip() == "hallstation 1 --smoke"

    entry = (prefix / "share" / "applications" / "hallstation.desktop").read_text()
    assert f'Exec="{app}/hallstation" --data-dir "/srv/hall data"' in entry
    icon = next(line.split("=", 1)[1] for line in entry.splitlines() if line.startswith("Icon="))
    assert Path(icon).is_file() and icon.endswith(".png")
    autostart = (prefix / "autostart" / "hallstation.desktop").read_text()
    assert "X-GNOME-Autostart-enabled=true" in autostart and f'Exec="{app}/hallstation"' in autostart

    # the update: the new bundle's installer replaces the old copy (nothing of v1 stays)
    v2 = fake_bundle(tmp_path / "v2", "2")
    run(str(v2 / "install.sh"), "--prefix", str(prefix), cwd=tmp_path)
    assert (app / "_internal" / "only-in-2.so").exists() and not (app / "_internal" / "only-in-1.so").exists()
    assert not (prefix / "autostart" / "hallstation.desktop").exists()  # not asked for this time
    out = subprocess.run([str(prefix / "bin" / "hallstation")], capture_output=True, text=True).stdout
    assert out.strip() == "hallstation 2"

    # removed by the installed copy's own script: exactly what was added goes
    r = run(str(app / "install.sh"), "--uninstall", "--prefix", str(prefix), cwd=tmp_path)
    assert "La carpeta de datos no se tocó" in r.stdout  # in the station's language
    assert tree(prefix) == before
    assert (prefix / "share" / "keep-me.txt").read_text() == "not ours"


def test_install_keeps_what_someone_else_put_in_its_folders(tmp_path):
    prefix = tmp_path / "root"
    b = fake_bundle(tmp_path / "b", "1")
    run(str(b / "install.sh"), "--prefix", str(prefix), cwd=tmp_path)
    (prefix / "bin" / "other-tool").write_text("someone else's")
    r = run(str(b / "install.sh"), "--uninstall", "--prefix", str(prefix), cwd=tmp_path)
    assert tree(prefix) == {"bin", "bin/other-tool"}
    assert "se conserva" in r.stderr


@pytest.mark.parametrize("lang, said", [("es", "no hay ningún paquete en"), ("", "no hay ningún paquete en"),
                                        ("en_US", "no bundle in")])
def test_install_refuses_a_missing_bundle_in_the_stations_language(tmp_path, lang, said):
    env = dict(os.environ, HALLSTATION_LANG=lang)
    r = subprocess.run(
        ["sh", str(INSTALL), "--prefix", str(tmp_path / "root"), "--bundle", str(tmp_path / "nothing")],
        capture_output=True, text=True, env=env,
    )
    assert r.returncode == 2 and said in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "root" / "opt").exists()
