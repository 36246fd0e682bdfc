"""The caller's voice (issue 27): each ball sung from the caller PC's speaker, offline.

``CallerVoice`` listens to the bridge like every screen. For a commit's events it works out the calls
(``core.bingo.calls``) and says them only once the screens have rendered that commit: it posts
itself an event twice at low priority, so the repaints the screens queued while the bridge told them
(``QWidget.update`` posts its request at the same priority, earlier) are done first, whatever order
the windows were connected in. Speaking never waits on the GUI thread: ``Speaker`` renders the phrase
with espeak-ng in a child process (``QProcess``) and plays the WAV through Qt Multimedia; a new
phrase kills the rendering or stops the playing of the one before (a new ball interrupts a slow
phrase).

Sound: Qt Multimedia's output (the one the caller chose in Ajustes, or the system's default) when Qt
sees one; on a PC where Qt sees none (no PulseAudio/PipeWire server, a bare ALSA card) espeak-ng
plays the phrase itself.

Without espeak-ng the station goes on silently: the settings say so (``problem``) and the caller
window says it once, in one quiet line, when the voice is on; never a dialog.

The voice's choices are this PC's (``local.json``, ``voice``), not the hall's audited settings: the
voice is the caller PC's speaker, its volume and output belong to that PC's sound, and muting it
must take one key press in the middle of a game, not an administrator's PIN.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QEvent, QIODevice, QObject, QProcess, Qt, QUrl, Signal

from hallstation import i18n
from hallstation.core.bingo.calls import MAJOR, Call, CallContext, ball_call, calls_for, count_call, speech_of, text_of
from hallstation.services.speech import (
    INSTALL_HINT,
    VoiceOptions,
    engine_version,
    espeak_args,
    find_espeak,
    fix_wav_header,
)

_HOP = QEvent.Type(QEvent.registerEventType())


class _Hop(QEvent):
    def __init__(self, step: int, generation: int) -> None:
        super().__init__(_HOP)
        self.step, self.generation = step, generation


def _post_low(receiver: QObject, event: QEvent) -> None:
    QCoreApplication.postEvent(receiver, event, Qt.EventPriority.LowEventPriority.value)


def sound_outputs() -> list[tuple[str, str]]:
    """(id as hex, description) of the PC's sound outputs that Qt Multimedia sees; [] when none or
    when Qt Multimedia cannot load."""
    from hallstation.gui.display.camera import multimedia

    qm = multimedia()
    if qm is None:
        return []
    try:
        return [(bytes(d.id().toHex()).decode("ascii"), d.description()) for d in qm.QMediaDevices.audioOutputs()]
    except Exception:  # noqa: BLE001 - a PC without a sound backend simply has no outputs
        return []


class Speaker(QObject):
    """Says one phrase at a time, never blocking: espeak-ng renders it (``QProcess``), Qt Multimedia
    plays it. ``say`` returns at once; a new ``say`` or ``stop`` ends the phrase before."""

    started = Signal(str)  # the phrase's sound started (or espeak-ng began playing it itself)
    finished = Signal(str)  # the phrase was said to its end
    # why it could not be said: ("start" | "engine" | "sound", the detail in English); the voice
    # tells it once
    failed = Signal(str, str)

    def __init__(self, exe: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.exe = exe
        self.volume, self.output = 80, ""  # of the phrase being said
        self.text = ""  # the phrase being said
        self.process: QProcess | None = None  # the rendering (or, direct, the playing) of it
        self._ending: set[QProcess] = set()  # killed, kept until they are reaped
        self._player: Any = None
        self._audio: Any = None
        self._audio_output = ""
        self._devices: Any = None
        self._buffer: QBuffer | None = None
        self.direct: bool | None = None  # None: not decided yet; True: espeak-ng plays it itself
        self.playing = False
        self.said = 0  # phrases handed to the sound
        self.interrupted = 0  # phrases cut short by the next

    def busy(self) -> bool:
        return self.playing or (self.process is not None and self.process.state() != QProcess.ProcessState.NotRunning)

    # ------------------------------------------------------------ saying
    def say(self, text: str, voice: str, rate: int, volume: int, output: str = "") -> None:
        """Start saying ``text`` (espeak-ng's ``voice``, ``rate`` words a minute, ``volume`` per cent,
        on the sound ``output``'s id, "" the default) and return at once."""
        if self.busy():
            self.interrupted += 1
        self.stop()
        self.text, self.volume, self.output = text, volume, output
        direct = self._plays_itself()
        proc = QProcess(self)
        proc.setProgram(self.exe)
        amplitude = volume if direct else 100  # Qt's output sets the volume of a rendered WAV
        proc.setArguments(espeak_args(voice, rate, amplitude, stdout=not direct))
        proc.finished.connect(lambda code, status, p=proc: self._on_finished(p, code, status))
        proc.errorOccurred.connect(lambda err, p=proc: self._on_error(p, err))
        if direct:
            proc.started.connect(lambda p=proc: self._on_direct_start(p))
        self.process = proc
        proc.start()
        if self.process is proc:  # (not refused at once: a missing program is said by _on_error)
            proc.write(text.encode("utf-8"))
            proc.closeWriteChannel()

    def stop(self) -> None:
        proc, self.process = self.process, None
        if proc is not None and proc.state() != QProcess.ProcessState.NotRunning:
            self._ending.add(proc)
            proc.kill()  # reaped in _on_finished, never waited for here
        elif proc is not None:
            proc.deleteLater()
        if self._player is not None and self.playing:
            self._player.stop()
        self.playing = False

    def close(self) -> None:
        """At the end of the station: nothing left running."""
        self.stop()
        for proc in list(self._ending):
            proc.waitForFinished(1000)
        self._ending.clear()

    # ------------------------------------------------------------ the process
    def _on_error(self, proc: QProcess, err: QProcess.ProcessError) -> None:
        if proc in self._ending or proc is not self.process:
            return
        if err == QProcess.ProcessError.FailedToStart:
            self.process = None
            proc.deleteLater()
            self.failed.emit("start", proc.errorString())

    def _on_finished(self, proc: QProcess, code: int, status: QProcess.ExitStatus) -> None:
        if proc in self._ending:
            self._ending.discard(proc)
            proc.deleteLater()
            return
        if proc is not self.process:
            return
        self.process = None
        out = bytes(proc.readAllStandardOutput().data())
        err = bytes(proc.readAllStandardError().data()).decode("utf-8", "replace").strip()
        proc.deleteLater()
        if status != QProcess.ExitStatus.NormalExit or code != 0:
            self.playing = False
            self.failed.emit("engine", err.splitlines()[-1] if err else f"espeak-ng ended with status {code}")
            return
        if self.direct:
            self.playing = False
            if err:  # espeak-ng says when it could not open the sound, and still ends with 0
                self.failed.emit("sound", err.splitlines()[-1])
            else:
                self.finished.emit(self.text)
            return
        try:
            wav = fix_wav_header(out)
        except ValueError as exc:
            self.failed.emit("engine", f"espeak-ng gave no sound: {exc}")
            return
        self._play(wav)

    def _on_direct_start(self, proc: QProcess) -> None:
        if proc is self.process:
            self.playing = True
            self.said += 1
            self.started.emit(self.text)

    # ------------------------------------------------------------ the sound
    def _plays_itself(self) -> bool:
        if self.direct is None:
            self.direct = not sound_outputs()
            if self._devices is None:  # a speaker plugged in (or out) later: decided again
                from hallstation.gui.display.camera import multimedia

                qm = multimedia()
                if qm is not None:
                    self._devices = qm.QMediaDevices(self)
                    self._devices.audioOutputsChanged.connect(self._outputs_changed)
        return self.direct

    def _outputs_changed(self) -> None:
        self.direct = None

    def _device(self) -> Any:
        from hallstation.gui.display.camera import multimedia

        qm = multimedia()
        for d in qm.QMediaDevices.audioOutputs():
            if self.output and bytes(d.id().toHex()).decode("ascii") == self.output:
                return d
        return qm.QMediaDevices.defaultAudioOutput()

    def _ensure_player(self) -> Any:
        if self._player is None:
            from PySide6.QtCore import QLoggingCategory

            from hallstation.gui.display.camera import multimedia

            # Qt's FFmpeg backend describes every source it opens on stderr ("Input #0, wav, …"):
            # a line a ball in the caller PC's log; $QT_LOGGING_RULES still brings it back
            QLoggingCategory.setFilterRules("qt.multimedia.ffmpeg.mediadataholder.info=false")
            qm = multimedia()
            self._audio = qm.QAudioOutput(self._device(), self)
            self._audio_output = self.output
            self._player = qm.QMediaPlayer(self)
            self._player.setAudioOutput(self._audio)
            self._player.mediaStatusChanged.connect(self._on_media_status)
            self._player.errorOccurred.connect(self._on_media_error)
        elif self._audio_output != self.output:
            self._audio.setDevice(self._device())
            self._audio_output = self.output
        self._audio.setVolume(self.volume / 100)
        return self._player

    def _play(self, wav: bytes) -> None:
        player = self._ensure_player()
        old = self._buffer
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(wav))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.playing = True
        self.said += 1
        player.setSourceDevice(self._buffer, QUrl("call.wav"))
        player.play()
        if old is not None:
            old.deleteLater()
        self.started.emit(self.text)

    def _on_media_status(self, status: Any) -> None:
        from hallstation.gui.display.camera import multimedia

        if self.playing and status == multimedia().QMediaPlayer.MediaStatus.EndOfMedia:
            self.playing = False
            self.finished.emit(self.text)

    def _on_media_error(self, _error: Any, text: str) -> None:
        if self.playing:
            self.playing = False
            self.failed.emit("sound", text)


class CallerVoice(QObject):
    """The voice of the caller PC: the calls of each commit, once the screens have shown it."""

    spoken = Signal(str)  # the text handed to the engine (after the screens rendered)
    changed = Signal()  # options, mute or problem changed (the menu and the settings follow)
    trouble = Signal(str)  # the first problem of the night, translated: said once, quietly

    def __init__(
        self,
        bridge: Any,
        local: Any,
        may_speak: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.bridge, self.local, self.may_speak = bridge, local, may_speak
        self.options = VoiceOptions.from_dict(local.get("voice") if local is not None else None)
        self.muted = False
        self.exe = find_espeak()
        self.speaker: Speaker | None = None
        self.last_calls: list[Call] = []
        self.last_problem: str | None = None  # what went wrong last (translated, for the settings)
        self._told = False
        self._version: str | None = None
        self._pending: list[Call] = []
        self._generation = 0
        self._listening = bridge is not None
        if bridge is not None:
            bridge.changed.connect(self._on_changed)

    # ------------------------------------------------------------ state
    @property
    def lang(self) -> str:
        lang = i18n.language()
        return lang if lang in ("es", "en") else "es"

    def available(self) -> bool:
        return self.exe is not None

    @property
    def problem(self) -> str | None:
        """Why there is no voice on this PC (translated), or None."""
        if self.exe is None:
            return QCoreApplication.translate(
                "Voice", "No voice on this PC: the espeak-ng program is not installed. The station goes on without it; to hear the balls, install it ({command})."
            ).format(command=INSTALL_HINT)
        return None

    def active(self) -> bool:
        return self.options.enabled and not self.muted and self.exe is not None

    def version(self) -> str | None:
        """espeak-ng's version, asked once."""
        if self._version is None and self.exe:
            self._version = engine_version(self.exe) or ""
        return self._version or None

    def apply(self, options: VoiceOptions) -> None:
        """New choices (the settings): kept for this PC at once and used from the next phrase."""
        was_on = self.options.enabled
        self.options = options
        if self.local is not None and self.local.get("voice") != options.to_dict():
            self.local.set("voice", options.to_dict())
        if not options.enabled and was_on:
            self.stop()
        self.changed.emit()

    def set_muted(self, muted: bool) -> None:
        """The caller's mute (Ctrl+M): silent at once; not kept (a new start speaks as set)."""
        if muted == self.muted:
            return
        self.muted = muted
        if muted:
            self.stop()
        self.changed.emit()

    def stop(self) -> None:
        self._generation += 1  # a call waiting for the screens is dropped too
        if self.speaker is not None:
            self.speaker.stop()

    def close(self) -> None:
        self.stop()
        if self.bridge is not None and self._listening:
            self._listening = False
            self.bridge.changed.disconnect(self._on_changed)
        if self.speaker is not None:
            self.speaker.close()

    # ------------------------------------------------------------ the game's calls
    def _on_changed(self, events: Any) -> None:
        if not self.active() or not self.may_speak():
            return
        pairs = [(e.type, e.data) for e in events]
        if not any(t in ("ball.drawn", "ball.undone", "draw.paused", "draw.resumed", "prizes.awarded") for t, _ in pairs):
            return
        v = self.bridge.view()
        won_now = any(
            t == "prizes.awarded" and any(isinstance(a, dict) and a.get("prize") == MAJOR for a in d.get("awards", ()))
            for t, d in pairs
        )
        ctx = CallContext(word=v.word, major_limit=v.major_limit, major_won_before=v.major_won and not won_now, red_message=v.red_message)
        calls = calls_for(pairs, ctx, self.options.announce, self.lang)
        if calls:
            self._queue(calls)

    def _queue(self, calls: list[Call]) -> None:
        """Said once the screens have painted this commit (two low-priority hops; see the module)."""
        self._pending = calls
        self._generation += 1
        _post_low(self, _Hop(1, self._generation))

    def event(self, e: QEvent) -> bool:  # noqa: D401
        if e.type() == _HOP:
            if e.generation != self._generation:  # a newer commit, or a stop, came meanwhile
                return True
            if e.step == 1:
                _post_low(self, _Hop(2, e.generation))
            elif self.active() and self.may_speak():
                self.speak(self._pending)
            return True
        return super().event(e)

    # ------------------------------------------------------------ speaking
    def _speaker(self) -> Speaker | None:
        if self.exe is None:
            return None
        if self.speaker is None:
            self.speaker = Speaker(self.exe, self)
            self.speaker.failed.connect(self._on_failed)
            self.speaker.finished.connect(self._on_said)
        return self.speaker

    def _say(self, calls: list[Call], options: VoiceOptions) -> bool:
        speaker = self._speaker()
        if speaker is None or not calls:
            return False
        o = options
        speaker.say(speech_of(calls), o.voice_for(self.lang), o.rate, o.volume, o.output)
        self.spoken.emit(text_of(calls))
        return True

    def speak(self, calls: list[Call]) -> bool:
        """Hand the calls to the engine now (returns at once). False when there is no engine."""
        if not self._say(calls, self.options):
            return False
        self.last_calls = list(calls)
        return True

    def repeat(self) -> bool:
        """Say the last calls again (the caller's Ctrl+R: "¿cuál salió?")."""
        if not self.last_calls or not self.active():
            return False
        return self.speak(self.last_calls)

    def try_out(self, options: VoiceOptions, word: str = "BINGO") -> bool:
        """The settings' "Probar": a ball and a count with these choices, even before turning it on."""
        return self._say([ball_call(12, word, self.lang), count_call(10, self.lang)], options)

    def _on_said(self, _text: str) -> None:
        if self.last_problem is not None:  # heard again (the sound came back): the problem is over
            self.last_problem = None
            self.changed.emit()

    def _on_failed(self, kind: str, detail: str) -> None:
        if kind == "sound":
            text = QCoreApplication.translate(
                "Voice", "The voice cannot be heard: this PC's sound output could not be opened ({why}). The station goes on without it."
            )
        elif kind == "start":
            text = QCoreApplication.translate("Voice", "The voice could not start espeak-ng ({why}); the station goes on without it.")
        else:
            text = QCoreApplication.translate("Voice", "The voice could not speak ({why}); the station goes on without it.")
        self.last_problem = text.format(why=detail)
        self.changed.emit()
        if not self._told:  # one quiet line for the night, never a dialog
            self._told = True
            self.trouble.emit(self.last_problem)


# ------------------------------------------------------------------ the caller window's menu
MUTE_KEY = "Ctrl+M"  # Space draws, F9 the red ball, F12 "¡Premio!"; none of them is taken
REPEAT_KEY = "Ctrl+R"


def add_voice_menu(window: Any, voice: CallerVoice, say: Callable[[str, str], None], open_settings: Callable[[], Any]) -> Any:
    """The caller window's "Voice" menu: mute (Ctrl+M, at once, also while typing a blower ball),
    repeat the last call (Ctrl+R) and the voice's settings."""
    from PySide6.QtGui import QAction, QKeySequence

    translate = QCoreApplication.translate
    menu = window.menuBar().addMenu(translate("Voice", "&Voice"))
    mute = QAction(translate("Voice", "Mute the voice"), window)
    mute.setCheckable(True)
    mute.setShortcut(QKeySequence(MUTE_KEY))
    repeat = QAction(translate("Voice", "Repeat the last call"), window)
    repeat.setShortcut(QKeySequence(REPEAT_KEY))
    settings = QAction(translate("Voice", "Voice settings…"), window)
    for act in (mute, repeat, settings):
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        menu.addAction(act)

    def render() -> None:
        on = voice.options.enabled and voice.available()
        mute.setEnabled(on)
        mute.setChecked(voice.muted)
        repeat.setEnabled(on and not voice.muted)
        if not voice.available():
            tip = voice.problem or ""
        elif not voice.options.enabled:
            tip = translate("Voice", "The voice is off on this PC: turn it on in Hall, Settings, Voice.")
        else:
            tip = ""
        for act in (mute, repeat):
            act.setToolTip(tip)
        menu.setToolTipsVisible(bool(tip))

    def on_mute(checked: bool) -> None:
        voice.set_muted(checked)
        if checked:
            say(translate("Voice", "Voice muted ({key} to hear it again).").format(key=MUTE_KEY), "info")
        else:
            say(translate("Voice", "Voice on again."), "ok")

    def on_repeat() -> None:
        if not voice.repeat():
            say(translate("Voice", "Nothing to repeat yet."), "info")

    mute.toggled.connect(on_mute)
    repeat.triggered.connect(on_repeat)
    settings.triggered.connect(lambda _checked=False: open_settings())
    voice.changed.connect(render)
    render()
    window.voice_actions = {"mute": mute, "repeat": repeat, "settings": settings}
    return menu
