"""The speech engine of the caller's voice: espeak-ng, a program of the caller PC (offline, no
network service), run as a child process that writes the phrase as a WAV.

Why espeak-ng directly and not Qt's QTextToSpeech (measured on Debian 12, PySide6 6.11, the wheel's
``speechd`` plugin over speech-dispatcher 0.11 with its espeak-ng module): creating the speechd
engine blocked the GUI thread 4.5 s while it started the daemon; it cannot render to a file (no
``Synthesize`` capability, so neither ``voice test`` nor a test can hear what it says); without a
sound server it failed silently (state ``Ready``, no error) and left its daemon hanging on exit; and
its voices carry no usable language (locale ``C``). The only other plugin in the wheel is Qt's
``mock``. espeak-ng itself renders "B, doce" to a WAV in about 30 ms, says why when it cannot
(exit status, its error line), and is one Debian package (``espeak-ng``): the installer brings it.

The GUI (``gui/voice.py``) runs the same command line through ``QProcess`` (never waiting on the GUI
thread) and plays the WAV through Qt Multimedia; ``hallstation voice test`` runs it here, headless.
"""

from __future__ import annotations

import array
import math
import os
import shutil
import struct
import subprocess
import sys
import wave
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any

from hallstation.core.bingo.calls import Announce

ESPEAK = "espeak-ng"
INSTALL_HINT = "sudo apt-get install espeak-ng"
DEFAULT_VOICES = {"es": "es-419", "en": "en-us"}  # Latin American Spanish: the nearest to Rioplatense
RATE_MIN, RATE_MAX, RATE_DEFAULT = 80, 260, 150  # words per minute (a caller speaks slowly and clearly)
VOLUME_DEFAULT = 80  # per cent
RENDER_TIMEOUT_S = 15
QUERY_TIMEOUT_S = 3  # its version and its voices: asked on the GUI thread, so never long
FEMALE = "+f3"  # espeak-ng's variant for a woman's voice


def find_espeak() -> str | None:
    """The espeak-ng program: ``$HALLSTATION_ESPEAK`` (a path; empty: none), else on the PATH, else
    beside the bundle's executable."""
    chosen = os.environ.get("HALLSTATION_ESPEAK")
    if chosen is not None:
        return chosen if chosen and Path(chosen).is_file() and os.access(chosen, os.X_OK) else None
    found = shutil.which(ESPEAK)
    if found:
        return found
    beside = Path(sys.executable).resolve().parent / ESPEAK
    return str(beside) if beside.is_file() and os.access(beside, os.X_OK) else None


# ------------------------------------------------------------------ this PC's choices
@dataclass(frozen=True)
class VoiceOptions:
    """The voice of this PC (``local.json``, key ``voice``): off until the caller turns it on."""

    enabled: bool = False
    voice: str = ""  # espeak-ng voice ("es-419", "es-419+f3"); "" = the language's default
    rate: int = RATE_DEFAULT
    volume: int = VOLUME_DEFAULT
    output: str = ""  # the sound output's id (hex of QAudioDevice.id()); "" = the system's default
    announce: Announce = Announce()

    @classmethod
    def from_dict(cls, d: Any) -> VoiceOptions:
        """From ``local.json``; each wrong value takes its default (a hand-edited file never stops
        the station)."""
        if not isinstance(d, dict):
            return cls()

        def whole(name: str, lo: int, hi: int, default: int) -> int:
            v = d.get(name, default)
            return v if isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi else default

        voice = d.get("voice", "")
        output = d.get("output", "")
        return cls(
            enabled=d.get("enabled") is True,
            voice=voice.strip() if isinstance(voice, str) and _plain(voice) else "",
            rate=whole("rate", RATE_MIN, RATE_MAX, RATE_DEFAULT),
            volume=whole("volume", 0, 100, VOLUME_DEFAULT),
            output=output if isinstance(output, str) else "",
            announce=Announce.from_dict(d.get("announce")),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "enabled": self.enabled,
            "voice": self.voice,
            "rate": self.rate,
            "volume": self.volume,
            "output": self.output,
            "announce": self.announce.to_dict(),
        }

    def voice_for(self, lang: str) -> str:
        return self.voice or DEFAULT_VOICES.get(lang, DEFAULT_VOICES["es"])


def _plain(voice: str) -> bool:
    """A voice name as espeak-ng takes it (letters, digits, - _ +), never an option."""
    v = voice.strip()
    return v == "" or (not v.startswith("-") and all(ch.isascii() and (ch.isalnum() or ch in "-_+") for ch in v))


def espeak_args(voice: str, rate: int, amplitude: int = 100, stdout: bool = True) -> list[str]:
    """espeak-ng's arguments; the text goes on its standard input (UTF-8), so no phrase is ever read
    as an option. ``stdout``: write the WAV there, else play it on the PC's sound itself."""
    args = ["-v", voice, "-s", str(int(rate)), "-a", str(int(amplitude)), "-b", "1"]
    return args + (["--stdout"] if stdout else [])


# ------------------------------------------------------------------ voices
@dataclass(frozen=True)
class Voice:
    id: str  # what -v takes
    name: str  # espeak-ng's name ("Spanish (Latin America)")
    language: str  # "es-419"
    female: bool = False


def parse_voice_list(text: str) -> list[Voice]:
    """``espeak-ng --voices=LANG``'s table. The MBROLA voices are left out: they need their own
    data, which Debian ships apart (and the list names them without it)."""
    out = []
    for line in text.splitlines()[1:]:
        parts = line.split()
        if len(parts) < 5:
            continue
        language, _age_gender, name, file = parts[1], parts[2], parts[3], parts[4]
        if file.startswith("mb/") or "mbrola" in name.lower():
            continue
        out.append(Voice(language, name.replace("_", " "), language))
    return out


def list_voices(lang: str, exe: str | None = None) -> list[Voice]:
    """This PC's voices for the language, each also as a woman's voice (espeak-ng's ``+f3``); the
    language's default voice first. Empty when espeak-ng is missing."""
    exe = exe or find_espeak()
    if not exe:
        return []
    try:
        done = subprocess.run([exe, f"--voices={lang}"], capture_output=True, timeout=QUERY_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return []
    voices = parse_voice_list(done.stdout.decode("utf-8", "replace"))
    default = DEFAULT_VOICES.get(lang)
    voices.sort(key=lambda v: (v.id != default, v.id))
    out: list[Voice] = []
    for v in voices:
        out.append(v)
        out.append(Voice(v.id + FEMALE, v.name, v.language, female=True))
    return out


# ------------------------------------------------------------------ WAV
def fix_wav_header(data: bytes) -> bytes:
    """espeak-ng's ``--stdout`` streams the WAV with placeholder sizes (it cannot seek back): the
    RIFF and data chunk sizes set to what the bytes hold."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise ValueError("not a WAV file")
    out = bytearray(data)
    struct.pack_into("<I", out, 4, len(out) - 8)
    pos = 12
    while pos + 8 <= len(out):
        chunk, size = out[pos : pos + 4], struct.unpack_from("<I", out, pos + 4)[0]
        if chunk == b"data":
            struct.pack_into("<I", out, pos + 4, len(out) - pos - 8)
            return bytes(out)
        pos += 8 + size + (size & 1)
    raise ValueError("a WAV file without its data")


@dataclass(frozen=True)
class WavInfo:
    seconds: float
    rms: float  # of the samples, 0–1 (full scale 1)
    rate: int
    channels: int


def wav_info(data: bytes) -> WavInfo:
    """How long a 16-bit PCM WAV lasts and how loud it is (RMS of every sample)."""
    with wave.open(BytesIO(data)) as w:
        if w.getsampwidth() != 2:
            raise ValueError("not 16-bit PCM")
        rate, channels = w.getframerate(), w.getnchannels()
        frames = w.readframes(w.getnframes())
    samples = array.array("h")
    samples.frombytes(frames[: len(frames) // 2 * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    n = len(samples)
    rms = math.sqrt(sum(s * s for s in samples) / n) / 32768 if n else 0.0
    return WavInfo(n / channels / rate if rate and channels else 0.0, rms, rate, channels)


class SpeechError(Exception):
    """The engine could not say it (missing, refused the voice, failed): what, in English for the
    log; the callers translate the cases they show."""


def render_wav(text: str, voice: str, rate: int = RATE_DEFAULT, exe: str | None = None) -> bytes:
    """The phrase as a WAV (headless; the GUI runs the same command through QProcess)."""
    exe = exe or find_espeak()
    if not exe:
        raise SpeechError("espeak-ng is not installed")
    try:
        done = subprocess.run(
            [exe, *espeak_args(voice, rate)], input=text.encode("utf-8"), capture_output=True,
            timeout=RENDER_TIMEOUT_S, check=False,
        )
    except subprocess.TimeoutExpired:
        raise SpeechError(f"espeak-ng did not answer within {RENDER_TIMEOUT_S} s") from None
    except OSError as exc:
        raise SpeechError(f"espeak-ng could not start: {exc.strerror or exc}") from None
    if done.returncode != 0 or not done.stdout:
        why = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise SpeechError(why[-1] if why else f"espeak-ng ended with status {done.returncode}")
    return fix_wav_header(done.stdout)


def engine_version(exe: str | None = None) -> str | None:
    """"1.51" (None without espeak-ng)."""
    exe = exe or find_espeak()
    if not exe:
        return None
    try:
        done = subprocess.run([exe, "--version"], capture_output=True, timeout=QUERY_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    words = done.stdout.decode("utf-8", "replace").split()
    for i, w in enumerate(words):
        if w.rstrip(":") == "text-to-speech" and i + 1 < len(words):
            return words[i + 1]
    return words[0] if words else None
