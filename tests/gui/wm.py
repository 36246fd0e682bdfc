"""A real X server (Xvfb) with a real window manager (openbox) for the GUI tests that check what a
hall desktop does to a window: its frame, its placement. Both are test system packages
(packaging/test-system-packages.txt, installed by tests/run.sh): without them these tests fail,
they are not skipped."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import time


def _need(tool: str) -> str:
    path = shutil.which(tool)
    assert path, f"the window manager tests need {tool}: sudo apt-get install xvfb openbox x11-utils"
    return path


@contextlib.contextmanager
def window_manager(*sizes: tuple[int, int]):
    """Xvfb with one X screen per size and openbox managing each; yields the environment for a
    child process on its first screen (QT_QPA_PLATFORM=xcb, DISPLAY)."""
    xvfb, openbox, xprop = _need("Xvfb"), _need("openbox"), _need("xprop")
    screens = []
    for k, (w, h) in enumerate(sizes):
        screens += ["-screen", str(k), f"{w}x{h}x24"]
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-nolisten", "tcp", *screens],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    managers = []
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()  # the server writes its display number once it is ready
        assert number, "Xvfb did not start"
        env = dict(os.environ, DISPLAY=f":{number}.0", QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        for k in range(len(sizes)):
            screen_env = dict(env, DISPLAY=f":{number}.{k}")
            home = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"hallstation-openbox-{number}")
            os.makedirs(home, exist_ok=True)
            screen_env["HOME"] = home  # openbox's cache and settings, not the user's
            managers.append(subprocess.Popen([openbox, "--sm-disable"], env=screen_env,
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            deadline = time.monotonic() + 20
            while True:  # the manager announces itself on the root window
                out = subprocess.run([xprop, "-root", "_NET_SUPPORTING_WM_CHECK"], env=screen_env,
                                     capture_output=True, text=True).stdout
                if "window id" in out:
                    break
                assert time.monotonic() < deadline, "openbox did not start"
                assert managers[-1].poll() is None, "openbox stopped"
                time.sleep(0.05)
        yield env
    finally:
        for p in (*managers, server):
            p.terminate()
        for p in (*managers, server):
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
