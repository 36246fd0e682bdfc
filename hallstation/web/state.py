"""The public state as JSON: ``public_state(view)`` — one function from the ``BoardView`` the Qt
public displays render (``services/views.py``) to what ``/state.json`` and every pushed message
carry. Nothing else of the station is ever read here.

Built by whitelist: each field is named and copied on purpose, so nothing of the jury's (possible
winners, PINs, names, identity documents, signatures, the jury's card colours, the reasons it
writes, the other cards that complete) can reach a browser by a field added to the view later.
``SCHEMA`` is the same whitelist as data (the README documents it; the tests check every message
against it). Money is integer cents, as everywhere in the station.
"""

from __future__ import annotations

from typing import Any

from hallstation.services.views import BoardView, ClaimCard, PrizeLine

VERSION = 1

# What the hall sees, in one word (the page and any integrator switch on it):
NONE = "none"  # no game yet: the board dark, the major prize's pot
SALES = "sales"  # a game is selling its cards (the figures are not proclaimed yet)
PROCLAIMED = "proclaimed"  # the figures proclaimed, waiting for the jury's ratification (Art. 12)
DRAWING = "drawing"  # the draw is on (or about to start: ratified, no ball yet)
PAUSED = "paused"  # the draw paused for a claim (Art. 11): the claimed cards on the screen
AWARDED = "awarded"  # who won what, announced until the next ball
BREAK = "break"  # the game is over: the break screen with its results (Art. 16)
PHASES = (NONE, SALES, PROCLAIMED, DRAWING, PAUSED, AWARDED, BREAK)


def checking(view: BoardView) -> bool:
    """A claimed card of this pause is still being verified (not awarded, nor refused): the
    claimed cards are on the screens; once every one is awarded (or refused), the award is."""
    return any(c.valid and c.rejected is None and c.grid and not c.awarded for c in view.claims)


def phase(view: BoardView) -> str:
    if view.game is None:
        return NONE
    if view.on_break:
        return BREAK
    if view.paused and (not view.awarded_now or checking(view)):
        return PAUSED
    if view.awarded_now:  # after the award only the award shows, until the next ball (issue 24)
        return AWARDED
    if view.state in ("setup", "selling"):
        return SALES
    if view.state == "proclaimed":
        return PROCLAIMED
    return DRAWING


def _ints(values: Any) -> list[int]:
    return [int(v) for v in values]


def _prize(line: PrizeLine) -> dict[str, Any]:
    return {
        "prize": str(line.prize),
        "amount": int(line.amount),
        "promo_pct": int(line.promo_pct),
        "bonus": {"factor": int(line.bonus[0]), "up_to_ball": int(line.bonus[1])} if line.bonus and not line.awarded else None,
        "won": bool(line.awarded),
        "winners": _ints(line.winners),
        "per_card": _ints(line.per_card),
    }


def _award(line: PrizeLine) -> dict[str, Any]:
    return {"prize": str(line.prize), "amount": int(line.amount), "winners": _ints(line.winners), "per_card": _ints(line.per_card)}


def _claim(c: ClaimCard) -> dict[str, Any]:
    # the shapes the claim is for, with the ball each was completed at: what the public screen
    # writes under the card ("Línea en la bolilla 23"); the shape's own name stays the jury's
    done = sorted(((p, v[0]) for p, v in c.completes.items() if not c.prizes or p in c.prizes), key=lambda kv: kv[1])
    return {
        "series": int(c.series),
        "card": int(c.card),
        "known": bool(c.grid),
        "grid": [None if n is None else int(n) for n in c.grid],
        "marked": [bool(m) for m in c.marked],
        "valid": bool(c.valid),
        "rejected": bool(c.rejected),
        "completes": [{"prize": str(p), "ball": int(b)} for p, b in done],
        "read": int(c.read),
        "to_read": int(c.to_read),
        "highlight": None if c.highlight is None else int(c.highlight),
        "stamp": None if c.stamp is None else int(c.stamp),
        "awarded": bool(c.awarded),
    }


def public_state(view: BoardView) -> dict[str, Any]:
    """The public state of ``view`` (a ``BoardView``), as plain JSON types."""
    balls = _ints(view.balls)
    return {
        "version": VERSION,
        "phase": phase(view),
        "word": str(view.word),
        "game": None if view.game is None else int(view.game),
        "series": None if view.series is None else {
            "number": int(view.series), "color": str(view.series_color), "letter": str(view.series_letter),
        },
        "source": str(view.source),
        "balls": balls,
        "last_ball": balls[-1] if balls else None,
        "previous": _ints(view.previous),
        "count": len(balls),
        "proclaimed": bool(view.proclaimed),
        "ratified": bool(view.ratified),
        # the jury is rectifying the figures (Art. 12): no amount stands, the page says so instead
        "correcting": bool(view.correcting),
        "voided": bool(view.voided),
        "prizes": [_prize(line) for line in view.prizes],
        "major": {
            "amount": int(view.major_amount),
            "limit": int(view.major_limit),
            "state": str(view.major_state),
            "winners": _ints(view.major_winners),
            "per_card": _ints(view.major_per_card),
        },
        "pot": int(view.next_pot),
        "red_light": bool(view.major_won),
        "red_ball": {"in_play": bool(view.red_ball), "drawn": bool(view.red_drawn), "message": str(view.red_message)},
        "correction": None if view.correction is None else int(view.correction),
        "awarded_now": [_award(line) for line in view.awarded_now],
        "claims": [_claim(c) for c in view.claims],
        "minors_sign": bool(view.minors_sign),
        "demo": bool(view.demo),
    }


# ---------------------------------------------------------------- the whitelist as data
# A field is a type (int, str, bool), a tuple of types (None allowed: ``(int, None)``), a list
# ``[item]`` or a dict of fields. The tests walk every message against it: a key not named here,
# or a value of another type, fails them.
_PRIZE = {"prize": str, "amount": int, "promo_pct": int, "bonus": ({"factor": int, "up_to_ball": int}, None),
          "won": bool, "winners": [int], "per_card": [int]}
_AWARD = {"prize": str, "amount": int, "winners": [int], "per_card": [int]}
_CLAIM = {"series": int, "card": int, "known": bool, "grid": [(int, None)], "marked": [bool], "valid": bool,
          "rejected": bool, "completes": [{"prize": str, "ball": int}], "read": int, "to_read": int,
          "highlight": (int, None), "stamp": (int, None), "awarded": bool}
SCHEMA: dict[str, Any] = {
    "version": int,
    "phase": str,
    "word": str,
    "game": (int, None),
    "series": ({"number": int, "color": str, "letter": str}, None),
    "source": str,
    "balls": [int],
    "last_ball": (int, None),
    "previous": [int],
    "count": int,
    "proclaimed": bool,
    "ratified": bool,
    "correcting": bool,
    "voided": bool,
    "prizes": [_PRIZE],
    "major": {"amount": int, "limit": int, "state": str, "winners": [int], "per_card": [int]},
    "pot": int,
    "red_light": bool,
    "red_ball": {"in_play": bool, "drawn": bool, "message": str},
    "correction": (int, None),
    "awarded_now": [_AWARD],
    "claims": [_CLAIM],
    "minors_sign": bool,
    "demo": bool,
}
# The other message the page is sent: whether the station reads the hall's log (a networked
# hall's server may be away; the page then says so in its corner and keeps the last state).
# ``attention``: the log needs attention — a row failed its check and was not folded (issue 20 §1):
# the page says it, naming the row, over the last good state.
LINK_SCHEMA: dict[str, Any] = {"online": bool, "attention": str}


def conforms(value: Any, schema: Any = SCHEMA, where: str = "state") -> list[str]:
    """What in ``value`` is not in ``schema`` (empty: it conforms), one line per difference."""
    if isinstance(schema, tuple):
        if value is None and None in schema:
            return []
        options = [s for s in schema if s is not None]
        results = [conforms(value, s, where) for s in options]
        return [] if any(not r for r in results) else results[0]
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            return [f"{where}: not an object"]
        out = [f"{where}.{k}: not in the whitelist" for k in value if k not in schema]
        out += [f"{where}.{k}: missing" for k in schema if k not in value]
        for k, sub in schema.items():
            if k in value:
                out += conforms(value[k], sub, f"{where}.{k}")
        return out
    if isinstance(schema, list):
        if not isinstance(value, list):
            return [f"{where}: not a list"]
        return [line for i, item in enumerate(value) for line in conforms(item, schema[0], f"{where}[{i}]")]
    if schema is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, schema)
    return [] if ok else [f"{where}: {type(value).__name__}, not {schema.__name__}"]
