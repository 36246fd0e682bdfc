"""How long from a committed ball to the public board having repainted it (goal <= 16 ms, one frame),
with the caller's voice off and on (issue 27: a night with the voice on is as fast as one without).

Run offscreen:  QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_display.py [draws]

Two figures: from ``station.draw()`` returning (the ball is committed and the bridge has already
told the display, which queued the repaint of the changed cells) to the board's paintEvent having
run; and the whole round trip from calling ``station.draw()`` (SQLite commit with synchronous=FULL
included) to the repaint. With the voice on, also how long after the commit the voice is handed the
call (it waits for the screens' repaint) and what starting espeak-ng costs the GUI thread.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


GAP_S = 0.1  # between two balls the event loop runs (a caller draws every few seconds)


def run(draws: int, voice: bool, qt_sound: bool = False) -> dict[str, list[float]]:
    """``draws`` balls on a 1920×1080 public board; with ``voice`` the caller's voice is on
    (espeak-ng renders each call in its process and plays it itself, or — ``qt_sound`` — the WAV is
    played by Qt Multimedia, as on a PC whose sound server Qt sees)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.gui.local_settings import LocalSettings
    from hallstation.services.demo import create_demo_day
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.speech import VoiceOptions
    from hallstation.services.station import Station

    out: dict[str, list[float]] = {"after_commit": [], "round_trip": [], "to_voice": [], "say": []}
    with tempfile.TemporaryDirectory() as tmp:
        station = Station(Path(tmp), drawer=SeededDrawer(1))
        create_demo_day(station, cards=3000, sold=3000)
        bridge = StationBridge(station)
        display = PublicDisplay(bridge)
        display.resize(1920, 1080)
        display.show()
        caller_voice = None
        if voice:
            from hallstation.gui.voice import CallerVoice, Speaker

            caller_voice = CallerVoice(bridge, LocalSettings(Path(tmp)))
            caller_voice.apply(VoiceOptions(enabled=True))
            real_say = Speaker.say
            marks: dict[str, float] = {}

            def timed_say(self, *a, **k):  # the GUI thread's share of speaking
                if qt_sound:
                    self.direct = False
                t = time.perf_counter()
                out["to_voice"].append((t - marks["committed"]) * 1000)
                real_say(self, *a, **k)
                out["say"].append((time.perf_counter() - t) * 1000)

            Speaker.say = timed_say
        app.processEvents()
        board = display.board
        for _ in range(min(draws, 75)):
            before = board.paint_count
            t0 = time.perf_counter()
            station.draw()
            t1 = time.perf_counter()
            if voice:
                marks["committed"] = t1
            while board.paint_count == before:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
                if time.perf_counter() - t1 > 1.0:
                    raise SystemExit("the board did not repaint within a second")
            t2 = time.perf_counter()
            out["after_commit"].append((t2 - t1) * 1000)
            out["round_trip"].append((t2 - t0) * 1000)
            while time.perf_counter() - t2 < GAP_S:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        if caller_voice is not None:
            Speaker.say = real_say
            caller_voice.close()
        display.close()
        bridge.detach()
        station.close()
    return out


def main(draws: int = 60) -> None:
    from hallstation.services.speech import find_espeak

    runs = [("voice off", run(draws, False))]
    if find_espeak():
        runs.append(("voice on, espeak-ng plays", run(draws, True)))
        runs.append(("voice on, Qt Multimedia plays", run(draws, True, qt_sound=True)))
    else:
        print("display: espeak-ng is not installed: the voice-on figures are not measured")
    for name, r in runs:
        a, rt = r["after_commit"], r["round_trip"]
        print(
            f"display ({name}): committed ball -> board repainted: median {statistics.median(a):.1f} ms, "
            f"p95 {pct(a, 95):.1f} ms (goal <= 16 ms)"
        )
        print(
            f"display ({name}): station.draw() called -> board repainted (commit included, 3000 cards sold): "
            f"median {statistics.median(rt):.1f} ms, p95 {pct(rt, 95):.1f} ms"
        )
        if r["say"]:
            print(
                f"voice: committed ball -> voice handed the call (after the board's repaint): median "
                f"{statistics.median(r['to_voice']):.1f} ms, p95 {pct(r['to_voice'], 95):.1f} ms; "
                f"the GUI thread's part of speaking (starting espeak-ng): median {statistics.median(r['say']):.2f} ms, "
                f"p95 {pct(r['say'], 95):.2f} ms"
            )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
    # once in a make bench this process, its figures measured, waited at its exit for ever (a futex,
    # with Qt Multimedia's threads alive): the figures are written and the process ends at once
    sys.stdout.flush()
    os._exit(0)
