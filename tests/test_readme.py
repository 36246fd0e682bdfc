"""The README's quick start: exactly two commands, and the first one really starts the station."""

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def quick_start_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_quick_start_is_exactly_two_commands_and_ci_runs_the_second():
    cmds = quick_start_commands()
    assert cmds == ["sh packaging/start.sh --demo", "sh tests/run.sh"]
    assert "sh tests/run.sh" in (ROOT / ".ci" / "run").read_text()


def test_the_start_command_starts_the_station_on_a_new_folder_with_a_demo_day(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(
        ["sh", "packaging/start.sh", "--demo", "--data-dir", str(tmp_path / "hall"), "--smoke"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "ventanas mostradas: sí" in r.stdout and "cámaras (Qt Multimedia): sí" in r.stdout
    assert (tmp_path / "hall" / "hallstation.sqlite3").exists()
    assert "demostración" in (r.stdout + r.stderr).lower()
    r = subprocess.run([str(ROOT / ".venv" / "bin" / "hallstation"), "audit", "verify", "--data-dir", str(tmp_path / "hall")], capture_output=True, text=True)
    assert r.returncode == 0
