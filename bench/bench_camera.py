"""The board keeps repainting balls on time whatever the camera does (Art. 2.4, issue 15 §2).

Run offscreen:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_camera.py [balls per case]

Two public displays at 1920×1080 on one station: a board (the camera in its corner) and the
camera's own screen (the picture full size, the last ball over it), both showing one live camera: a
Motion-JPEG stream served on 127.0.0.1 (the tests' ``tests/gui/mjpeg_server.py``, 640×480 at 25
frames a second). For each case, balls are drawn one every 200 ms and each is timed from
``station.draw()`` returning (committed, the displays told) to the board's number grid having
repainted, and to the camera screen's last ball having repainted; and the longest the GUI thread
was held meanwhile (a 5 ms timer's worst gap, the draws' own commits left out). Cases:

- no camera;
- the camera live;
- the stream stopped (the camera gone: connection refused, tried again 1 s, 2 s … later);
- the stream frozen (connection open, no frame) through the stall time, the failure and the tries
  again — read by the station's MJPEG reader;
- the same, served as a video (not MJPEG) so QMediaPlayer (FFmpeg) plays it: stopping a frozen
  FFmpeg stream used to hold the GUI thread ~18 s.

The stall time is shortened to 1 s here (10 s in the hall) so that the failure happens among the
timed balls. Goal: p95 <= 16 ms (one frame) with no camera; <= 50 ms while the camera fails.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def load_server():
    spec = importlib.util.spec_from_file_location("mjpeg_server", ROOT / "tests" / "gui" / "mjpeg_server.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.MjpegServer


def main(per_case: int = 14) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.display.camera import CameraFeed, open_feeds
    from hallstation.gui.display.window import BOARD, CAMERA, PublicDisplay
    from hallstation.services.demo import create_demo_day
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    MjpegServer = load_server()  # noqa: N806
    CameraFeed.stall_ms = 1000
    per_case = max(3, min(per_case, 75 // 5))

    def pump(seconds: float, until=lambda: False) -> bool:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            if until():
                return True
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        return until()

    with tempfile.TemporaryDirectory() as tmp:
        station = Station(Path(tmp), drawer=SeededDrawer(5))
        create_demo_day(station, cards=3000, sold=3000)
        admin = station.authenticate("admin", "1234")
        bridge = StationBridge(station)
        board = PublicDisplay(bridge, 0)
        screen = PublicDisplay(bridge, 1)
        for d, mode in ((board, BOARD), (screen, CAMERA)):
            d.resize(1920, 1080)
            d.set_mode(mode)
            d.show()
        pump(0.2)

        def measure(name: str, during=None) -> None:
            gaps = [0.0]
            last = [time.perf_counter()]

            def tick() -> None:
                now = time.perf_counter()
                gaps[0] = max(gaps[0], now - last[0])
                last[0] = now

            timer = QTimer()
            timer.timeout.connect(tick)
            timer.start(5)
            on_board: list[float] = []
            on_screen: list[float] = []
            frames0 = screen.camera.frames_shown
            for i in range(per_case):
                if during is not None:
                    during(i)
                b0, c0 = board.board.paint_count, screen.camera_ball.paint_count
                station.draw()  # (its SQLite commit is not counted as the GUI thread held)
                t = last[0] = time.perf_counter()
                seen: dict[str, float] = {}

                def both() -> bool:
                    now = time.perf_counter()
                    if "board" not in seen and board.board.paint_count > b0:
                        seen["board"] = now
                    if "screen" not in seen and screen.camera_ball.paint_count > c0:
                        seen["screen"] = now
                    return len(seen) == 2

                if not pump(2.0, both):
                    raise SystemExit(f"{name}: a ball was not repainted within 2 s")
                on_board.append((seen["board"] - t) * 1000)
                on_screen.append((seen["screen"] - t) * 1000)
                pump(0.2)
            timer.stop()
            frames = screen.camera.frames_shown - frames0
            print(
                f"camera: {name}: committed ball -> board repainted: median {statistics.median(on_board):.1f} ms, "
                f"p95 {pct(on_board, 95):.1f} ms; -> camera screen's last ball repainted: median "
                f"{statistics.median(on_screen):.1f} ms, p95 {pct(on_screen, 95):.1f} ms; GUI thread held at most "
                f"{gaps[0] * 1000:.0f} ms; camera frames shown {frames}, camera now {screen.camera.status}"
            )

        measure("no camera")

        srv = MjpegServer(size=(640, 480), fps=25).start()
        station.change_setting("camera_source", srv.url, admin)
        station.change_setting("camera_zoom", 150, admin)
        if not pump(5, lambda: screen.camera.showing_picture and board.camera.showing_picture):
            raise SystemExit("the camera did not come up")
        measure("live 640x480 MJPEG at 25 fps")
        feed = open_feeds()[srv.url]
        reader = feed._media.get("reader")
        if reader is not None:
            print(f"camera: one connection for both screens ({srv.requests} request), last frame decoded in {reader.decode_ms:.1f} ms")

        srv.stop()
        measure("stream stopped (camera gone, tried again)")
        srv.start()
        pump(5, lambda: screen.camera.showing_picture)
        measure("stream frozen (MJPEG reader): stall, failure, tries again", during=lambda i: i == 0 and srv.stall())
        srv.stop()

        video = MjpegServer(size=(640, 480), fps=25, content_type="video/x-motion-jpeg").start()
        station.change_setting("camera_source", video.url, admin)
        if not pump(8, lambda: screen.camera.showing_picture):
            print("camera: (QMediaPlayer could not play the video stream here: its case is skipped)")
        else:
            measure("stream frozen (QMediaPlayer/FFmpeg): stall, failure, tries again", during=lambda i: i == 0 and video.stall())
        video.stop()

        for d in (board, screen):
            d.shutdown()
            d.close()
        pump(0.2)
        bridge.detach()
        station.close()
    print("camera: goal p95 <= 16 ms with no camera, <= 50 ms while the camera fails; never a held GUI thread")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 14)
