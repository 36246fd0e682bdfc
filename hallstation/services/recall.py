"""A past game, exactly as the log recorded it: balls in order, claims, awards and payments."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.balls import RED_BALL, label
from hallstation.core.bingo.prizes import PRIZE_NAMES
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.money import format_money
from hallstation.i18n import translate
from hallstation.services.station import Station


def recall(station: Station, number: int) -> dict[str, Any]:
    game = station.get_game(number)
    word = game.config.word
    balls: list[dict[str, Any]] = []
    claims: list[dict[str, Any]] = []
    awards: list[dict[str, Any]] = []
    payments: list[dict[str, Any]] = []
    corrections: list[dict[str, Any]] = []
    other: list[dict[str, Any]] = []
    for e in station.game_events(number):
        d = e.data
        if e.type == "ball.drawn":
            balls.append({"count": d["count"], "ball": d["ball"], "label": label(d["ball"], word), "source": d["source"], "time": e.ts})
        elif e.type == "ball.undone":
            balls = [b for b in balls if not (b["ball"] == d["ball"] and b["count"] == d["count"])]
            corrections.append({"ball": d["ball"], "count": d["count"], "jury": d["jury"], "reason": d["reason"], "time": e.ts})
        elif e.type == "claim.made":
            claims.append(
                {
                    "claim": d["claim"],
                    "series": d["series"],
                    "card": d["card"],
                    "count": d["count"],
                    "valid": d["valid"],
                    "reason": d["reason"],
                    "prizes": d["prizes"],
                    "time": e.ts,
                }
            )
        elif e.type == "prizes.awarded":
            for a in d["awards"]:
                awards.append({**a, "count": d["count"], "time": e.ts})
        elif e.type.startswith("payment."):
            payments.append({"type": e.type, **d, "time": e.ts, "by": e.actor})
        elif e.type not in ("cards.sold", "cards.returned"):
            other.append({"type": e.type, "time": e.ts, "by": e.actor})
    return {
        "game": number,
        "series": game.config.series,
        "price_cents": game.config.price,
        "sold": len(game.sold),
        "takings_cents": game.takings(),
        "state": game.state,
        "balls": [b for b in balls if b["ball"] != RED_BALL],
        "red_ball": any(b["ball"] == RED_BALL for b in balls),
        "corrections": corrections,
        "claims": claims,
        "awards": awards,
        "payments": payments,
        "steps": other,
    }


METHODS = {
    "cash": QT_TRANSLATE_NOOP("Cli", "cash"),
    "payment_order": QT_TRANSLATE_NOOP("Cli", "payment order"),
    "cheque": QT_TRANSLATE_NOOP("Cli", "internal cheque"),
}


def recall_text(r: dict[str, Any]) -> str:
    """The recall as lines for a person, in the station's language."""
    prize = lambda p: translate("Prize", PRIZE_NAMES.get(p, p))  # noqa: E731
    lines = [
        translate("Cli", "Game {game} — series {series}, {sold} cards at {price}, takings {takings} ({state})").format(
            game=r["game"], series=r["series"], sold=r["sold"], price=format_money(r["price_cents"]),
            takings=format_money(r["takings_cents"]), state=r["state"],
        ),
        translate("Cli", "Balls ({n}): {balls}").format(n=len(r["balls"]), balls=" ".join(b["label"] for b in r["balls"])),
    ]
    for c in r["corrections"]:
        lines.append(
            translate("Cli", "Correction: ball {ball} (no. {count}) withdrawn by {jury}: {reason}").format(**c).rstrip(": ")
        )
    for c in r["claims"]:
        if c["valid"]:
            verdict = translate("Cli", "valid for {prizes}").format(prizes=", ".join(prize(p) for p in c["prizes"]))
        else:
            verdict = translate("Cli", "rejected ({reason})").format(reason=c["reason"])
        lines.append(
            translate("Cli", "Claim {claim}: series {series} card {card} at ball {count}: {verdict}").format(verdict=verdict, **{k: c[k] for k in ("claim", "series", "card", "count")})
        )
    for a in r["awards"]:
        lines.append(
            translate("Cli", "Award {prize} at ball {count}: cards {cards} ×{multiplier} {amount}").format(
                prize=prize(a["prize"]), count=a["count"], cards=", ".join(map(str, a["cards"])),
                multiplier=max(a["multipliers"]), amount=format_money(sum(a["per_card"])),
            )
        )
    for p in r["payments"]:
        who = translate("Cli", ", to {winner} ({id_doc})").format(winner=p["winner"], id_doc=p["id_doc"]) if p.get("winner") else ""
        lines.append(
            translate("Cli", "Payment: card {card}, {prize}, {amount} by {method}{who}, recorded by {by}").format(
                card=p["card"], prize=prize(p["prize"]), amount=format_money(p["amount"]),
                method=translate("Cli", METHODS.get(p["method"], p["method"])), who=who, by=p["by"],
            )
        )
    return "\n".join(lines) + "\n"
