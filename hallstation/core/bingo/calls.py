"""What the caller's voice says (issue 27): each ball with the hall word's letter ("B, doce"), the red
ball (Art. 2.2), the ball count the hall chooses to announce, "¡Premio!" when a claim pauses the draw
(Art. 11), "¡Premio mayor!" with the red light (Art. 12), the resumption of the draw and a ball the
jury withdraws.

Pure text, no Qt and no engine: the number words are language data (Rioplatense Spanish, English),
not translations of one English template, so both languages live here side by side; the voice
(``gui/voice.py``) speaks what ``calls_for`` returns in the station's language.

Each ``Call`` has the text a person reads (``B, doce``) and the text the speech engine is given: in
Spanish the letter is spelled as the hall names it ("ve corta", "doble ve", "ye"), so a voice never
guesses how to read a lone letter and a hall word with a B and a V keeps them apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hallstation.core.bingo.balls import BALLS, DEFAULT_WORD, RED_BALL, letter_of
from hallstation.core.bingo.patterns import MAJOR

LANGS = ("es", "en")

_ES_UNITS = ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve")
_ES_TEENS = ("diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve")
_ES_TWENTIES = (
    "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro",
    "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve",
)
_ES_TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}

_EN_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_EN_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_EN_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}

# How a Spanish-speaking hall names each letter aloud (the Rioplatense "ve corta" keeps V apart
# from B, which sound the same).
ES_LETTER_NAMES = {
    "A": "a", "B": "be", "C": "ce", "D": "de", "E": "e", "F": "efe", "G": "ge", "H": "hache",
    "I": "i", "J": "jota", "K": "ka", "L": "ele", "M": "eme", "N": "ene", "Ñ": "eñe", "O": "o",
    "P": "pe", "Q": "cu", "R": "erre", "S": "ese", "T": "te", "U": "u", "V": "ve corta",
    "W": "doble ve", "X": "equis", "Y": "ye", "Z": "zeta",
}


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"the voice speaks {', '.join(LANGS)}, not {lang!r}")
    return lang


def number_words(n: int, lang: str = "es") -> str:
    """0–99 in words: ``12`` → "doce" / "twelve", ``75`` → "setenta y cinco" / "seventy-five"."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 99:
        raise ValueError(f"number words go from 0 to 99, not {n!r}")
    tens, units = divmod(n, 10)
    if _lang(lang) == "es":
        if tens == 0:
            return _ES_UNITS[units]
        if tens == 1:
            return _ES_TEENS[units]
        if tens == 2:
            return _ES_TWENTIES[units]
        return _ES_TENS[tens] + (f" y {_ES_UNITS[units]}" if units else "")
    if tens == 0:
        return _EN_UNITS[units]
    if tens == 1:
        return _EN_TEENS[units]
    return _EN_TENS[tens] + (f"-{_EN_UNITS[units]}" if units else "")


def _feminine(words: str) -> str:
    """Spanish before a feminine noun: "veintiuna bolillas", "treinta y una bolillas"."""
    if words == "uno" or words.endswith("uno"):
        return words[:-3] + "una"
    return words


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


@dataclass(frozen=True)
class Call:
    """One thing the voice says: ``text`` as a person reads it, ``speech`` as the engine is given it."""

    kind: str  # "ball", "red", "count", "limit", "claim", "major", "resume", "correction"
    text: str
    speech: str = ""

    def __post_init__(self) -> None:
        if not self.speech:
            object.__setattr__(self, "speech", self.text)


def letter_speech(letter: str, lang: str = "es") -> str:
    """A letter of the hall word as the voice says it."""
    if _lang(lang) == "es":
        return ES_LETTER_NAMES.get(letter.upper(), letter)
    return letter


def ball_call(ball: int, word: str = DEFAULT_WORD, lang: str = "es") -> Call:
    """``B, doce`` / ``B, twelve``; the red ball (76) is ``red_ball_call``."""
    if ball == RED_BALL:
        return red_ball_call("", lang)
    if isinstance(ball, bool) or not isinstance(ball, int) or not 1 <= ball <= BALLS:
        raise ValueError(f"a ball goes from 1 to {BALLS}, not {ball!r}")
    letter = letter_of(ball, word)
    number = number_words(ball, lang)
    return Call("ball", f"{letter}, {number}", f"{letter_speech(letter, lang)}, {number}")


def red_ball_call(message: str = "", lang: str = "es") -> Call:
    """The red ball (Art. 2.2), with what the hall says it gives."""
    head = "¡Bolilla roja!" if _lang(lang) == "es" else "Red ball!"
    extra = (message or "").strip()
    return Call("red", f"{head} {_sentence(_capital(extra))}" if extra else head)


def count_call(count: int, lang: str = "es") -> Call:
    """The ball count: "Van diez bolillas." / "Ten balls drawn."."""
    words = number_words(count, lang)
    if _lang(lang) == "es":
        text = "Va una bolilla." if count == 1 else f"Van {_feminine(words)} bolillas."
    else:
        text = "One ball drawn." if count == 1 else f"{_capital(words)} balls drawn."
    return Call("count", text)


def limit_call(lang: str = "es") -> Call:
    """The last ball that can still give the major prize (Art. 13)."""
    return Call("limit", "Última bolilla para el premio mayor." if _lang(lang) == "es" else "Last ball for the major prize.")


def claim_call(lang: str = "es") -> Call:
    """A claim pauses the draw (Art. 11)."""
    return Call("claim", "¡Premio! Se detiene el sorteo." if _lang(lang) == "es" else "Prize! The draw stops.")


def major_call(lang: str = "es") -> Call:
    """The major prize is won: the red light is on (Art. 12)."""
    return Call("major", "¡Premio mayor!" if _lang(lang) == "es" else "Major prize!")


def resume_call(lang: str = "es") -> Call:
    return Call("resume", "Continúa el sorteo." if _lang(lang) == "es" else "The draw goes on.")


def correction_call(ball: int, word: str = DEFAULT_WORD, lang: str = "es") -> Call:
    """The jury withdrew the last ball: whoever heard it called hears it withdrawn."""
    es = _lang(lang) == "es"
    if ball == RED_BALL:
        return Call("correction", "Corrección: se anula la bolilla roja." if es else "Correction: the red ball is withdrawn.")
    b = ball_call(ball, word, lang)
    if es:
        return Call("correction", f"Corrección: se anula la bolilla {b.text}.", f"Corrección: se anula la bolilla {b.speech}.")
    return Call("correction", f"Correction: ball {b.text} is withdrawn.")


# ------------------------------------------------------------------ what the hall announces
@dataclass(frozen=True)
class Announce:
    """What the voice says besides nothing (a PC's choice, ``local.json``'s ``voice.announce``)."""

    balls: bool = True
    red: bool = True
    every: int = 10  # the ball count every this many balls (0: never)
    counts: tuple[int, ...] = ()  # and at these counts
    limit: bool = True  # the last ball for the major prize (Art. 13)
    claim: bool = True
    major: bool = True
    resume: bool = True
    correction: bool = True

    def says_count(self, count: int) -> bool:
        if count <= 0:
            return False
        return bool(self.every and count % self.every == 0) or count in self.counts

    @classmethod
    def from_dict(cls, d: Any) -> Announce:
        """From what ``local.json`` holds; a missing or wrong value takes its default (a hand-edited
        file never stops the voice)."""
        if not isinstance(d, dict):
            return cls()
        base = cls()
        out: dict[str, Any] = {}
        for name in ("balls", "red", "limit", "claim", "major", "resume", "correction"):
            v = d.get(name, getattr(base, name))
            out[name] = v if isinstance(v, bool) else getattr(base, name)
        every = d.get("every", base.every)
        out["every"] = every if isinstance(every, int) and not isinstance(every, bool) and 0 <= every <= BALLS else base.every
        out["counts"] = parse_counts(d.get("counts", ()))
        return cls(**out)

    def to_dict(self) -> dict[str, Any]:
        return {
            "balls": self.balls, "red": self.red, "every": self.every, "counts": list(self.counts),
            "limit": self.limit, "claim": self.claim, "major": self.major, "resume": self.resume,
            "correction": self.correction,
        }


def parse_counts(value: Any) -> tuple[int, ...]:
    """Counts from a list or from text ("25, 40 50"): those from 1 to 75, sorted, once each."""
    if isinstance(value, str):
        items: Iterable[Any] = value.replace(";", ",").replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        return ()
    out = set()
    for item in items:
        if isinstance(item, bool):
            continue
        if isinstance(item, str) and item.strip().isascii() and item.strip().isdigit():
            item = int(item.strip())
        if isinstance(item, int) and 1 <= item <= BALLS:
            out.add(item)
    return tuple(sorted(out))


def bad_counts(text: str) -> list[str]:
    """The words of a typed count list that are not counts from 1 to 75 (for the settings' message)."""
    words = text.replace(";", ",").replace(",", " ").split()
    return [w for w in words if not (w.isascii() and w.isdigit() and 1 <= int(w) <= BALLS)]


@dataclass(frozen=True)
class CallContext:
    """What the calls need to know of the game besides its events (``BoardView``'s fields)."""

    word: str = DEFAULT_WORD
    major_limit: int = 0
    major_won_before: bool = False  # won before these events (no "last ball" call after it)
    red_message: str = ""


def calls_for(
    events: Iterable[tuple[str, dict]], ctx: CallContext = CallContext(), announce: Announce = Announce(), lang: str = "es"
) -> list[Call]:
    """The calls one commit's events make, in order: ``[("ball.drawn", {"ball": 12, "count": 10})]``
    → "B, doce", "Van diez bolillas." (with the default choices)."""
    _lang(lang)
    out: list[Call] = []
    major_won = ctx.major_won_before
    for etype, data in events:
        if etype == "ball.drawn":
            ball = data.get("ball")
            count = data.get("count", 0)
            if ball == RED_BALL:
                if announce.red:
                    out.append(red_ball_call(ctx.red_message, lang))
                continue
            if announce.balls and isinstance(ball, int):
                out.append(ball_call(ball, ctx.word, lang))
            if announce.says_count(count):
                out.append(count_call(count, lang))
            if announce.limit and ctx.major_limit and count == ctx.major_limit and not major_won:
                out.append(limit_call(lang))
        elif etype == "ball.undone" and announce.correction and isinstance(data.get("ball"), int):
            out.append(correction_call(data["ball"], ctx.word, lang))
        elif etype == "draw.paused" and announce.claim:
            out.append(claim_call(lang))
        elif etype == "prizes.awarded":
            if any(isinstance(a, dict) and a.get("prize") == MAJOR for a in data.get("awards", ())):
                if announce.major and not major_won:
                    out.append(major_call(lang))
                major_won = True
        elif etype == "draw.resumed" and announce.resume:
            out.append(resume_call(lang))
    return out


def speech_of(calls: Iterable[Call]) -> str:
    """One utterance: the calls' speech as sentences ("B, doce. Van diez bolillas.")."""
    return " ".join(_sentence(c.speech) for c in calls)


def text_of(calls: Iterable[Call]) -> str:
    return " ".join(_sentence(c.text) for c in calls)
