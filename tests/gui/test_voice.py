"""Issue 27: the caller's voice on the real station — the ball is on the public screen before the
voice is handed it, speaking never waits (the draw goes on while a phrase is said, and a new ball
cuts a slow one short), the mute key, a station that does not draw keeps quiet, and without an
engine the station starts, says so once, quietly, and draws as usual."""

from __future__ import annotations

import json
import os
import stat

import pytest
from PySide6.QtCore import QProcess, Qt
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication

from hallstation.core.bingo.calls import ball_call
from hallstation.gui.dialogs import DialogService
from hallstation.gui.voice import MUTE_KEY, REPEAT_KEY, CallerVoice, Speaker
from hallstation.services.speech import VoiceOptions, find_espeak
from tests.gui.test_claims import hall_app  # noqa: F401 - fixture
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

# the offscreen platform when a window is shown; Qt Multimedia on a PC without a sound server
QT_NOISE = ("propagateSizeHints", "PulseAudio", "No audio device", "Couldn't (load|resolve) va", "FFmpeg")
pytestmark = pytest.mark.qt_log_ignore(*QT_NOISE)

ON = VoiceOptions(enabled=True).to_dict()


def voice_on(data_dir, **extra) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "local.json").write_text(json.dumps({"voice": {**ON, **extra}}), encoding="utf-8")


@pytest.fixture
def slow_engine(tmp_path, monkeypatch):
    """An espeak-ng that takes its time (a phrase that never ends by itself): proves speaking never
    waits and a new ball cuts the phrase short."""
    exe = tmp_path / "slow-espeak"
    exe.write_text(
        "#!/bin/sh\n"
        'case "$1" in --version) echo "eSpeak NG text-to-speech: 1.51"; exit 0;;'
        ' --voices*) echo "Pty Language Age/Gender VoiceName File Other"; exit 0;; esac\n'
        "exec sleep 60\n",
        encoding="utf-8",
    )
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("HALLSTATION_ESPEAK", str(exe))
    return str(exe)


@pytest.fixture
def no_engine(monkeypatch):
    monkeypatch.setenv("HALLSTATION_ESPEAK", "")  # the engine made unavailable


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def record_says(monkeypatch):
    """Every phrase handed to the engine, with what the caller had when it was."""
    said = []
    real = Speaker.say

    def say(self, text, *a, **k):
        said.append({"text": text, "when": None})
        real(self, text, *a, **k)
        said[-1]["busy_after"] = self.busy()  # the call returned while the phrase is on its way

    monkeypatch.setattr(Speaker, "say", say)
    return said


def test_the_ball_is_on_the_screens_before_the_voice_and_the_voice_never_waits(make_app, qtbot, data_dir, monkeypatch):
    """20 balls with the voice on: each time the voice is handed a ball, every public screen already
    shows it and has painted it, and the draw had returned; the engine's real process (espeak-ng)
    is still on its way when ``say`` returns."""
    if find_espeak() is None:
        if os.environ.get("CI"):
            pytest.fail("CI installs espeak-ng (packaging/test-system-packages.txt)")
        pytest.skip("espeak-ng is not installed on this PC")
    voice_on(data_dir, announce={"every": 0})
    sa = make_app()
    sa.displays.start()
    displays = list(sa.displays.displays)
    assert displays and sa.caller.voice.active()
    qtbot.waitUntil(lambda: all(d.last.paint_count > 0 for d in displays), timeout=3000)
    drawing = {"now": False}
    real_draw = sa.station.draw

    def draw(*a, **k):
        drawing["now"] = True
        try:
            return real_draw(*a, **k)
        finally:
            drawing["now"] = False

    monkeypatch.setattr(sa.station, "draw", draw)
    seen: list[dict] = []
    before: list[int] = []
    real_say = Speaker.say

    def say(self, text, *a, **k):
        seen.append({
            "ball": sa.bridge.view().last,
            "during_draw": drawing["now"],
            "screens": [d.view.last for d in displays],
            "painted": [d.last.paint_count > before[i] for i, d in enumerate(displays)],
            "text": text,
        })
        real_say(self, text, *a, **k)
        seen[-1]["busy_after"] = self.busy()

    monkeypatch.setattr(Speaker, "say", say)
    for n in range(20):
        before[:] = [d.last.paint_count for d in displays]
        qtbot.mouseClick(sa.caller.draw_button, Qt.MouseButton.LeftButton)
        ball = sa.bridge.view().last
        qtbot.waitUntil(lambda: len(seen) == n + 1, timeout=3000)
        s = seen[-1]
        assert s["ball"] == ball and not s["during_draw"]  # the draw had returned
        assert s["screens"] == [ball] * len(displays)  # every screen shows the ball …
        assert all(s["painted"])  # … and has painted it, before the voice is handed it
        assert s["busy_after"]  # say() returned while espeak-ng is still on its way
        v = sa.bridge.view()
        assert s["text"] == ball_call(ball, v.word).speech + "."
    assert sa.bridge.view().count == 20


def test_speaking_never_waits_and_a_new_ball_cuts_a_slow_phrase_short(make_app, qtbot, data_dir, slow_engine, monkeypatch):
    voice_on(data_dir)
    said = record_says(monkeypatch)
    sa = make_app()
    voice = sa.caller.voice
    spoken = []
    voice.spoken.connect(spoken.append)
    sa.caller.draw_electronic()
    qtbot.waitUntil(lambda: len(spoken) == 1, timeout=3000)
    first = voice.speaker.process
    assert said[0]["busy_after"] and first.state() != QProcess.ProcessState.NotRunning  # still "saying" it
    pid = first.processId()
    assert sa.caller.draw_button.isEnabled()  # the caller goes on at once
    sa.caller.draw_electronic()  # the next ball while the slow phrase goes on
    qtbot.waitUntil(lambda: len(spoken) == 2, timeout=3000)
    assert voice.speaker.interrupted == 1 and voice.speaker.process is not first
    qtbot.waitUntil(lambda: not alive(pid), timeout=3000)  # killed and reaped
    v = sa.bridge.view()
    assert spoken[1] == ball_call(v.last, v.word).text + "."
    # a claim pauses the draw: "¡Premio!" cuts the ball short too
    sa.caller.pause_for_claim()
    qtbot.waitUntil(lambda: len(spoken) == 3, timeout=3000)
    assert spoken[2] == "¡Premio! Se detiene el sorteo." and voice.speaker.interrupted == 2
    last = voice.speaker.process.processId()
    sa.close()
    assert not alive(last)  # nothing left running after the night


def test_the_mute_key_silences_at_once_and_no_shortcut_collides(make_app, qtbot, data_dir, slow_engine):
    voice_on(data_dir)
    sa = make_app()
    w = sa.caller
    voice = w.voice
    spoken = []
    voice.spoken.connect(spoken.append)
    keys = [s.key().toString() for s in w.findChildren(QShortcut)]
    keys += [a.shortcut().toString() for a in w.findChildren(type(w.voice_actions["mute"])) if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)), keys
    assert {"Space", "F9", "F12", MUTE_KEY, REPEAT_KEY} <= set(keys)
    w.draw_electronic()
    qtbot.waitUntil(lambda: len(spoken) == 1, timeout=3000)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    qtbot.keyClick(w, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # Ctrl+M
    qtbot.waitUntil(lambda: voice.muted, timeout=2000)
    assert not voice.speaker.busy()  # the phrase stopped at once
    assert w.voice_actions["mute"].isChecked() and MUTE_KEY in w.message()
    w.draw_electronic()
    qtbot.wait(50)  # (two event-loop hops would have been enough to speak)
    assert len(spoken) == 1  # muted: the ball is drawn, nothing said
    w.voice_actions["mute"].trigger()
    assert not voice.muted
    w.voice_actions["repeat"].trigger()  # "¿cuál salió?": the last ball said again
    qtbot.waitUntil(lambda: len(spoken) == 2, timeout=3000)
    v = sa.bridge.view()
    assert spoken[1] == ball_call(v.balls[0], v.word).text + "."  # the last call made, not the muted ball


def test_a_station_that_does_not_draw_keeps_quiet(make_app, qtbot, data_dir, slow_engine):
    voice_on(data_dir)
    sa = make_app()
    spoken = []
    sa.caller.voice.spoken.connect(spoken.append)
    sa.caller.follower_only = True  # another caller station drives the hall: its PC speaks
    sa.station.draw()
    qtbot.wait(50)
    assert spoken == []
    sa.caller.follower_only = False
    sa.station.draw()
    qtbot.waitUntil(lambda: len(spoken) == 1, timeout=3000)


def test_without_an_engine_the_station_starts_says_so_once_and_draws(make_app, qtbot, data_dir, no_engine):
    voice_on(data_dir)
    dialogs = []
    DialogService.handler = lambda kind, **k: dialogs.append(kind)
    sa = make_app()
    w = sa.caller
    voice = w.voice
    assert not voice.available() and voice.problem
    assert w.message() == voice.problem and w.message_label.property("kind") == "info"  # one quiet line
    assert "espeak-ng" in voice.problem and "apt-get install espeak-ng" in voice.problem
    spoken = []
    voice.spoken.connect(spoken.append)
    for _ in range(3):
        w.draw_electronic()
    qtbot.wait(50)
    assert sa.bridge.view().count == 3 and spoken == []
    assert voice.problem not in w.message()  # said once: the balls took the line since
    assert not w.voice_actions["mute"].isEnabled()
    assert "error" not in dialogs  # never a dialog
    # the settings say it too, with the one package to install; nothing to set there
    DialogService.handler = lambda kind, **k: None  # the administrator does not sign in
    s = w.open_voice_settings()
    qtbot.addWidget(s)
    assert s.tabs.currentWidget() is s.voice_tab
    assert s.voice_tab.status.text() == voice.problem
    assert not s.voice_tab.enabled.isEnabled() and not s.voice_tab.try_button.isEnabled()


@pytest.mark.qt_log_ignore(*QT_NOISE, "raise", "grabbing the keyboard")  # the list's popup offscreen
def test_the_voice_settings_are_this_pc_s_and_apply_at_once(make_app, qtbot, data_dir, slow_engine, monkeypatch):
    import hallstation.gui.voice as voice_mod

    looked = []
    monkeypatch.setattr(voice_mod, "sound_outputs", lambda: looked.append(1) or [("aa01", "Parlantes de la sala"), ("bb02", "HDMI")])
    sa = make_app()
    w = sa.caller
    voice = w.voice
    assert not voice.options.enabled  # off until the caller turns it on
    DialogService.handler = lambda kind, **k: None
    s = w.open_voice_settings()
    qtbot.addWidget(s)
    tab = s.voice_tab
    qtbot.waitUntil(lambda: tab.isVisible(), timeout=2000)
    assert looked == []  # opening the settings never wakes the sound system
    tab.output.showPopup()  # the outputs are looked up as the list opens
    assert looked and [tab.output.itemText(i) for i in range(tab.output.count())] == [
        tab.tr("The PC's default output"), "Parlantes de la sala", "HDMI"]
    tab.output.hidePopup()
    tab.output.setCurrentIndex(1)
    assert voice.options.output == "aa01"
    events_before = len(sa.station.store)
    tab.enabled.setChecked(True)
    tab.rate.setValue(120)
    tab.volume.setValue(60)
    tab.every.setValue(5)
    tab.says["claim"].setChecked(False)
    tab.counts.setText("25, 40, 99")
    tab.counts.editingFinished.emit()
    assert voice.options.enabled and voice.options.rate == 120 and voice.options.volume == 60
    assert voice.options.announce.every == 5 and voice.options.announce.counts == (25, 40)
    assert not voice.options.announce.claim
    assert "99" in tab.counts_note.text()  # said, and left out
    saved = json.loads((data_dir / "local.json").read_text(encoding="utf-8"))["voice"]
    assert VoiceOptions.from_dict(saved) == voice.options  # kept for this PC at once
    assert len(sa.station.store) == events_before  # not an audited hall setting
    assert s.changes() == {}  # nothing pending for "Save changes"
    assert tab.voice_combo.count() >= 1 and tab.output.itemData(0) == ""
    spoken = []
    voice.spoken.connect(spoken.append)
    qtbot.mouseClick(tab.try_button, Qt.MouseButton.LeftButton)  # "Probar"
    assert spoken == ["B, doce. Van diez bolillas."]
    assert voice.speaker.busy()
    tab.enabled.setChecked(False)
    assert not voice.options.enabled and not voice.speaker.busy()  # turned off: silent at once
    s.close()
    s2 = w.open_voice_settings()  # opened again: the choices as kept, the output by its id
    qtbot.addWidget(s2)
    assert s2.voice_tab.output.currentData() == "aa01" and s2.voice_tab.rate.value() == 120


def test_a_voice_opened_without_a_caller_only_tries(qtbot, data_dir, slow_engine):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.local_settings import LocalSettings

    ensure_qapp()
    data_dir.mkdir(parents=True, exist_ok=True)
    voice = CallerVoice(None, LocalSettings(data_dir), may_speak=lambda: False)
    spoken = []
    voice.spoken.connect(spoken.append)
    assert voice.try_out(VoiceOptions(), "SALTA")
    assert spoken == ["S, doce. Van diez bolillas."]
    voice.close()
    assert not voice.speaker.busy()


def test_the_rendered_call_plays_through_qt_multimedia_to_its_end(qtbot, capfd):
    """espeak-ng's WAV (its streamed header put right) played from memory by Qt Multimedia: started,
    then at its end finished; a second phrase during the first stops it (no sound device here: Qt
    plays it silently, as far as the end)."""
    exe = find_espeak()
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("CI installs espeak-ng (packaging/test-system-packages.txt)")
        pytest.skip("espeak-ng is not installed on this PC")
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    speaker = Speaker(exe)
    speaker.direct = False  # through Qt Multimedia, as on a PC with a sound server
    events = []
    speaker.started.connect(lambda t: events.append(("started", t)))
    speaker.finished.connect(lambda t: events.append(("finished", t)))
    speaker.failed.connect(lambda k, d: events.append(("failed", k, d)))
    try:
        speaker.say("Bingo, bingo, bingo, bingo.", "es-419", 150, 80)
        qtbot.waitUntil(lambda: bool(events), timeout=3000)
        assert events == [("started", "Bingo, bingo, bingo, bingo.")] and speaker.playing
        speaker.say("B.", "es-419", 260, 80)  # cuts the first short
        qtbot.waitUntil(lambda: ("finished", "B.") in events, timeout=5000)
        assert events == [("started", "Bingo, bingo, bingo, bingo."), ("started", "B."), ("finished", "B.")]
        assert speaker.interrupted == 1 and speaker.said == 2 and not speaker.busy()
        assert "Input #0" not in capfd.readouterr().err  # FFmpeg's description of each phrase, not on stderr
    finally:
        speaker.close()


def test_an_engine_that_breaks_during_the_night_is_said_once_quietly(make_app, qtbot, data_dir, tmp_path, monkeypatch):
    broken = tmp_path / "broken-espeak"
    broken.write_text("not a program\n", encoding="utf-8")  # executable, but the system cannot run it
    broken.chmod(0o755)
    monkeypatch.setenv("HALLSTATION_ESPEAK", str(broken))
    voice_on(data_dir)
    dialogs = []
    DialogService.handler = lambda kind, **k: dialogs.append(kind)
    sa = make_app()
    w = sa.caller
    troubles = []
    w.voice.trouble.connect(troubles.append)
    w.draw_electronic()
    qtbot.waitUntil(lambda: bool(troubles), timeout=3000)
    assert w.message() == troubles[0] and "espeak-ng" in troubles[0]  # one quiet line
    for _ in range(3):
        w.draw_electronic()
        qtbot.wait(20)
    assert len(troubles) == 1 and sa.bridge.view().count == 4  # said once; the draw goes on
    assert w.voice.last_problem == troubles[0] and "error" not in dialogs


@pytest.mark.parametrize(
    "lang, voice, claim, major, resume",
    [
        ("es", "es-419", "¡Premio! Se detiene el sorteo.", "¡Premio mayor!", "Continúa el sorteo."),
        ("en", "en-us", "Prize! The draw stops.", "Major prize!", "The draw goes on."),
    ],
)
def test_art11_art12_the_claim_the_resumption_and_the_major_prize_said_from_the_real_flow(
    qtbot, hall_app, data_dir, slow_engine, monkeypatch, lang, voice, claim, major, resume
):
    """A night's announcements from the caller window's own claim panel (not made-up events): F12
    says "¡Premio!", the line's award says nothing more, the resumption is said, and the full card
    within the limit says "¡Premio mayor!" as the red light goes on; with ``--lang en`` in English,
    by the English voice."""
    from hallstation import i18n
    from tests.core.bingo.helpers import FULL_A, ROW1_A
    from tests.gui.test_claims import award, balls, enter, pay_all, premio, read, show, sign_and_stamp

    voice_on(data_dir, announce={"every": 0})
    before = i18n.language()
    i18n.set_language(lang)  # as 'hallstation --lang en' sets it
    monkeypatch.setattr(i18n, "set_language", lambda _lang: None)  # (the window keeps it)
    try:
        voices = []
        real = Speaker.say
        monkeypatch.setattr(Speaker, "say", lambda self, text, v, *a, **k: (voices.append(v), real(self, text, v, *a, **k)))
        sa, _, series = hall_app(limit=50, sold=(1,))
        w = sa.caller
        spoken = []
        w.voice.spoken.connect(spoken.append)
        sa.displays.start()
        display = sa.displays.displays[0]
        show(qtbot, w)  # the caller's window in front again
        balls(qtbot, w, *ROW1_A)
        qtbot.waitUntil(lambda: bool(spoken) and spoken[-1] == ball_call(ROW1_A[-1], "BINGO", lang).text + ".", timeout=3000)
        premio(qtbot, w)
        qtbot.waitUntil(lambda: spoken[-1] == claim, timeout=3000)
        enter(qtbot, w, f"{series}-1")
        sign_and_stamp(qtbot, w)
        award(qtbot, w)  # a line: nothing said for it
        pay_all(qtbot, w)
        qtbot.mouseClick(w.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: spoken[-1] == resume, timeout=3000)
        assert major not in spoken
        balls(qtbot, w, *[n for n in FULL_A if n not in ROW1_A])
        show(qtbot, w)  # (the pay desk's sign-in left no window active)
        premio(qtbot, w)
        qtbot.waitUntil(lambda: spoken[-1] == claim, timeout=3000)
        enter(qtbot, w, f"{series}-1")
        read(qtbot, w, 24)
        sign_and_stamp(qtbot, w)
        award(qtbot, w)
        qtbot.waitUntil(lambda: spoken[-1] == major, timeout=3000)
        qtbot.waitUntil(lambda: display.red_light_on, timeout=2000)  # with the red light
        assert spoken.count(major) == 1 and set(voices) == {voice}
    finally:
        monkeypatch.undo()
        i18n.set_language(before)


def test_the_voice_speed_and_volume_chosen_are_the_ones_the_engine_is_given(make_app, qtbot, data_dir, monkeypatch):
    """With the PC's real espeak-ng: its voices listed when the tab is seen (a woman's among
    them), and the voice, speed and volume chosen there are what "Probar" and the next ball hand
    the engine."""
    if find_espeak() is None:
        if os.environ.get("CI"):
            pytest.fail("CI installs espeak-ng (packaging/test-system-packages.txt)")
        pytest.skip("espeak-ng is not installed on this PC")
    given = []
    real = Speaker.say
    monkeypatch.setattr(Speaker, "say", lambda self, text, *a, **k: (given.append((text, *a)), real(self, text, *a, **k)))
    sa = make_app()
    w = sa.caller
    DialogService.handler = lambda kind, **k: None
    s = w.open_voice_settings()
    qtbot.addWidget(s)
    s.show()
    tab = s.voice_tab
    qtbot.waitUntil(lambda: tab.voice_combo.findData("es-419+f3") >= 0, timeout=5000)
    tab.enabled.setChecked(True)
    tab.voice_combo.setCurrentIndex(tab.voice_combo.findData("es-419+f3"))
    tab.rate.setValue(200)
    tab.volume.setValue(35)
    qtbot.mouseClick(tab.try_button, Qt.MouseButton.LeftButton)
    assert given[-1] == ("be, doce. Van diez bolillas.", "es-419+f3", 200, 35, "")  # (the letter as the hall names it)
    w.draw_electronic()
    v = sa.bridge.view()
    qtbot.waitUntil(lambda: len(given) == 2, timeout=3000)
    assert given[-1] == (ball_call(v.last, v.word).speech + ".", "es-419+f3", 200, 35, "")
