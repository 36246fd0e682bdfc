"""Issue 27: the voice's engine, espeak-ng, offline. With the engine installed (CI installs it, like
PostgreSQL) "B, doce" renders to a WAV of speech length and loudness; ``hallstation voice test``
writes it; without the engine the command says so in one line (exit 2). The WAV helpers and this
PC's choices are checked on data made here."""

from __future__ import annotations

import io
import json
import math
import os
import struct
import wave

import pytest

from hallstation.cli import main
from hallstation.core.bingo.calls import Announce
from hallstation.services.speech import (
    RATE_DEFAULT,
    VoiceOptions,
    espeak_args,
    find_espeak,
    fix_wav_header,
    list_voices,
    parse_voice_list,
    render_wav,
    wav_info,
)

SPEECH_S = (0.4, 3.0)  # "B, doce" is a second or so
SILENCE_RMS = 0.01  # well below a voice (espeak-ng's is about 0.09 of full scale)


@pytest.fixture(autouse=True)
def _language():
    """A ``--lang en`` here must not leak into the next test."""
    from hallstation import i18n

    saved = i18n.language(), i18n._current.get("chosen")
    yield
    i18n.set_language(saved[0])
    i18n._current["chosen"] = saved[1]


def _engine() -> str:
    exe = find_espeak()
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("CI installs espeak-ng (packaging/test-system-packages.txt): the voice's engine is missing")
        pytest.skip("espeak-ng is not installed on this PC")
    return exe


def _tone(seconds: float, amplitude: float, rate: int = 22050) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        n = int(seconds * rate)
        w.writeframes(b"".join(struct.pack("<h", int(amplitude * 32767 * math.sin(2 * math.pi * 440 * i / rate))) for i in range(n)))
    return buf.getvalue()


def test_wav_info_measures_length_and_loudness():
    info = wav_info(_tone(0.5, 0.5))
    assert info.seconds == pytest.approx(0.5, abs=0.001)
    assert info.rms == pytest.approx(0.5 / math.sqrt(2), rel=0.01)  # a sine's RMS
    assert wav_info(_tone(0.25, 0.0)).rms == 0.0


def test_a_streamed_wav_gets_its_true_sizes():
    good = _tone(0.3, 0.2)
    streamed = bytearray(good)
    struct.pack_into("<I", streamed, 4, 0x7FFFF000)  # as espeak-ng --stdout writes them
    struct.pack_into("<I", streamed, 40, 0x7FFFF000)
    assert fix_wav_header(bytes(streamed)) == good
    with pytest.raises(ValueError):
        fix_wav_header(b"not a wav at all")


def test_the_text_goes_on_standard_input_never_as_an_option():
    args = espeak_args("es-419", 150, 80)
    assert args == ["-v", "es-419", "-s", "150", "-a", "80", "-b", "1", "--stdout"]
    assert "--stdout" not in espeak_args("es-419", 150, stdout=False)


def test_the_voice_list_leaves_out_mbrola_voices_that_need_other_data():
    table = (
        "Pty Language       Age/Gender VoiceName          File                 Other Languages\n"
        " 3  es-es           --/F      spanish-mbrola-3   mb/mb-es3            (es 3)\n"
        " 5  es              --/M      Spanish_(Spain)    roa/es               \n"
        " 5  es-419          --/M      Spanish_(Latin_America) roa/es-419           (es-mx 6)(es 6)\n"
    )
    voices = parse_voice_list(table)
    assert [(v.id, v.name) for v in voices] == [("es", "Spanish (Spain)"), ("es-419", "Spanish (Latin America)")]


def test_this_pc_s_choices_from_a_hand_edited_file():
    o = VoiceOptions.from_dict({"enabled": "yes", "voice": "-x; rm", "rate": 9000, "volume": 50, "announce": {"every": 5}})
    assert o == VoiceOptions(enabled=False, voice="", rate=RATE_DEFAULT, volume=50, announce=Announce(every=5))
    assert VoiceOptions.from_dict("junk") == VoiceOptions()
    o = VoiceOptions(enabled=True, voice="es-419+f3", rate=120, volume=70, output="ab12", announce=Announce(counts=(25,)))
    assert VoiceOptions.from_dict(json.loads(json.dumps(o.to_dict()))) == o
    assert VoiceOptions().voice_for("es") == "es-419" and VoiceOptions().voice_for("en") == "en-us"
    assert not VoiceOptions().enabled  # off until the caller turns it on


def test_b_doce_renders_to_speech_length_audio():
    exe = _engine()
    info = wav_info(render_wav("B, doce.", "es-419", 150, exe))
    assert SPEECH_S[0] <= info.seconds <= SPEECH_S[1]
    assert info.rms > SILENCE_RMS
    voices = list_voices("es", exe)
    assert voices[0].id == "es-419" and any(v.female for v in voices)


def test_voice_test_renders_the_ball_as_the_voice_calls_it(tmp_path, capsys):
    _engine()
    out = tmp_path / "b12.wav"
    assert main(["voice", "test", "--text", "B 12", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "«B, doce»" in said and str(out) in said
    info = wav_info(out.read_bytes())
    assert SPEECH_S[0] <= info.seconds <= SPEECH_S[1] and info.rms > SILENCE_RMS
    # English, and a text that is not a ball said as written
    assert main(["--lang", "en", "voice", "test", "--text", "12", "--out", str(out)]) == 0
    assert '"B, twelve"' in capsys.readouterr().out  # (English quotes it so)
    assert main(["--lang", "es", "voice", "test", "--text", "Buenas noches, sala", "--out", str(out)]) == 0
    assert "«Buenas noches, sala»" in capsys.readouterr().out


def test_voice_test_refuses_in_one_line_and_writes_nothing(tmp_path, capsys, monkeypatch):
    _engine()
    out = tmp_path / "x.wav"
    assert main(["voice", "test", "--text", "B 12", "--out", str(out), "--voice", "zz-nowhere"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("hallstation: ") and err.count("\n") == 1 and not out.exists()
    assert main(["voice", "test", "--text", "B 12", "--out", str(out), "--rate", "5"]) == 2
    assert "80" in capsys.readouterr().err and not out.exists()
    # an --out that cannot be written: why, in Spanish (never the C library's English)
    code = main(["voice", "test", "--text", "B 12", "--out", str(tmp_path / "no" / "x.wav")])
    assert code == 2 and capsys.readouterr().err.strip() == f"hallstation: --out: la carpeta {tmp_path / 'no'} no existe"
    assert main(["voice", "test", "--text", "B 12", "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"hallstation: No se pudo escribir el archivo {tmp_path}: es una carpeta, no un archivo"
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setenv("HALLSTATION_ESPEAK", "")  # the engine made unavailable
    assert main(["voice", "test", "--text", "B 12", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "espeak-ng" in err and "apt-get install espeak-ng" in err and err.count("\n") == 1
    assert not out.exists()


def test_the_installer_brings_the_engine_and_the_tests_install_it():
    """The caller PC's installer installs the system packages of qt-system-libs.txt (install.sh):
    espeak-ng is one; ``sh tests/run.sh`` installs those of test-system-packages.txt."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "packaging"

    def names(file):
        return {w for line in (root / file).read_text(encoding="utf-8").splitlines() if not line.startswith("#") for w in line.split()}

    assert "espeak-ng" in names("qt-system-libs.txt")
    assert "qt-system-libs.txt" in (root / "install.sh").read_text(encoding="utf-8")
    assert {"espeak-ng", "zbar-tools", "poppler-utils"} <= names("test-system-packages.txt")
