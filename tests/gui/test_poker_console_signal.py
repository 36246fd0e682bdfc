"""The poker console stops cleanly on SIGTERM (issue 20, "Also"): its process — the dealer signed in,
or its PIN still asked — ends with status 0, no traceback, and its log verifies."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.child_env import CHILD_PATH
from tests.cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("console_child.py")


def _handles(pid: int, sig: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (sig - 1) & 1)
    return False


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("mode", ["signed", "asked"])
def test_the_poker_console_stops_cleanly_on_sigterm(tmp_path, mode):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=CHILD_PATH, HALLSTATION_LANG="es")
    env.pop("HALLSTATION_STORE", None)
    p = subprocess.Popen([sys.executable, str(CHILD), str(tmp_path / "table"), mode], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
    try:
        if mode == "signed":
            line = p.stdout.readline()
            assert line.strip() == "signed in", (line, p.poll())
        deadline = time.monotonic() + 120
        while not _handles(p.pid, signal.SIGTERM):  # the console's own stop is in place
            assert p.poll() is None and time.monotonic() < deadline, p.communicate()
            time.sleep(0.1)
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    r = run_cli("audit", "verify", "--data-dir", str(tmp_path / "table"))
    assert r.returncode == 0, r.stdout + r.stderr
