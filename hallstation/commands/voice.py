"""``hallstation voice test`` renders what the caller's voice says to a WAV file (for the docs, the
tests and the IT person setting up a caller PC); ``hallstation voice voices`` lists this PC's voices.

``--text "B 12"`` (a ball as the caller types it) is said as the voice calls that ball, "B, doce";
any other text is said as written. The voice, speed and language are this PC's choices from the
data folder's ``local.json`` unless given. Nothing is played and nothing of the hall is opened."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from hallstation.commands import CommandError
from hallstation.i18n import translate


def _options(args: Any):
    from hallstation.paths import data_dir_from
    from hallstation.services.speech import VoiceOptions

    data = None
    try:
        path = Path(data_dir_from(getattr(args, "data_dir", None))) / "local.json"
        if path.is_file():
            data = json.loads(path.read_text(encoding="utf-8")).get("voice")
    except (OSError, ValueError, AttributeError):
        data = None  # a bad file: the defaults (the station says why when it starts)
    return VoiceOptions.from_dict(data)


def _engine() -> str:
    from hallstation.services.speech import INSTALL_HINT, find_espeak

    exe = find_espeak()
    if exe is None:
        raise CommandError(
            translate("Voice", "no voice on this PC: the espeak-ng program is not installed ({command})").format(command=INSTALL_HINT)
        )
    return exe


def phrase(text: str, word: str, lang: str) -> tuple[str, str]:
    """(shown, spoken) for ``--text``: a ball ("B 12", "12", "R") as the voice calls it, else the text."""
    from hallstation.core.bingo.balls import RED_BALL, parse_ball
    from hallstation.core.bingo.calls import ball_call, red_ball_call
    from hallstation.core.errors import RuleError

    t = text.strip()
    if t.upper() in ("R", "ROJA", "RED"):
        call = red_ball_call("", lang)
        return call.text, call.speech
    try:
        ball = parse_ball(t, word)
    except RuleError:
        return t, t
    call = ball_call(ball, word, lang) if ball != RED_BALL else red_ball_call("", lang)
    return call.text, call.speech


def cmd_test(args: Any) -> int:
    from hallstation import i18n
    from hallstation.core.bingo.balls import check_word
    from hallstation.core.errors import RuleError
    from hallstation.services.speech import RATE_MAX, RATE_MIN, SpeechError, render_wav, wav_info

    if not args.text.strip():
        raise CommandError(translate("Voice", "--text: say what to render, e.g. \"B 12\""))
    out = Path(args.out)
    if not out.parent.is_dir():
        raise CommandError(translate("Cli", "--out: the folder {folder} does not exist").format(folder=out.parent))
    exe = _engine()
    try:
        word = check_word(args.word)
    except RuleError as exc:
        from hallstation.i18n import message

        raise CommandError(message(exc)) from None
    options = _options(args)
    lang = i18n.language() if i18n.language() in ("es", "en") else "es"
    rate = args.rate if args.rate is not None else options.rate
    if not RATE_MIN <= rate <= RATE_MAX:
        raise CommandError(translate("Voice", "--rate: from {lo} to {hi} words a minute").format(lo=RATE_MIN, hi=RATE_MAX))
    voice = args.voice or options.voice_for(lang)
    shown, spoken = phrase(args.text, word, lang)
    try:
        wav = render_wav(spoken, voice, rate, exe)
    except SpeechError as exc:
        raise CommandError(translate("Voice", "the voice could not render it: {why}").format(why=exc)) from None
    try:
        out.write_bytes(wav)
    except OSError as exc:  # why in the station's language (strerror is the C library's English)
        from hallstation.core.errors import RuleError
        from hallstation.i18n import message
        from hallstation.store.data_folder import reason

        raise CommandError(message(RuleError("Could not write the file {path}: {error}", path=str(out), error=reason(exc)))) from None
    info = wav_info(wav)
    print(
        translate("Voice", "\"{text}\" ({voice}, {rate} words a minute) → {path}: {seconds:.2f} s").format(
            text=shown, voice=voice, rate=rate, path=out, seconds=info.seconds
        )
    )
    return 0


def cmd_voices(args: Any) -> int:
    from hallstation import i18n
    from hallstation.services.speech import DEFAULT_VOICES, list_voices

    exe = _engine()
    lang = i18n.language() if i18n.language() in ("es", "en") else "es"
    for v in list_voices(lang, exe):
        kind = translate("Voice", "woman") if v.female else translate("Voice", "man")
        usual = "  *" if v.id == DEFAULT_VOICES.get(lang) else ""
        sys.stdout.write(f"{v.id:<14} {v.name} — {kind}{usual}\n")
    return 0


def register(sub, add_data_dir) -> None:
    voice = sub.add_parser("voice", help="the caller's voice: render a phrase to a WAV file, list the voices")
    vsub = voice.add_subparsers(dest="voice_command", metavar="ACTION", required=True)
    p = vsub.add_parser("test", help="render what the voice says to a WAV file (nothing is played)")
    add_data_dir(p)
    p.add_argument("--text", required=True, help="what to say: a ball as typed (\"B 12\", said \"B, doce\") or any text")
    p.add_argument("--out", required=True, metavar="FILE", help="the WAV file to write")
    p.add_argument("--voice", help="the espeak-ng voice (see 'voice voices'); default: this PC's choice")
    p.add_argument("--rate", type=int, metavar="N", help="words a minute; default: this PC's choice")
    p.add_argument("--word", default="BINGO", help="the hall word whose letters go with the balls (default BINGO)")
    p.set_defaults(func=cmd_test)
    p = vsub.add_parser("voices", help="the voices of this PC for the station's language (* the usual one)")
    add_data_dir(p)
    p.set_defaults(func=cmd_voices)
