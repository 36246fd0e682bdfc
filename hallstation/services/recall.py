"""A past game, exactly as the log recorded it: balls in order, claims, awards and payments."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.balls import RED_BALL, label
from hallstation.core.money import format_money
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


def recall_text(r: dict[str, Any]) -> str:
    lines = [
        f"Game {r['game']} — series {r['series']}, {r['sold']} cards at {format_money(r['price_cents'])}, "
        f"takings {format_money(r['takings_cents'])} ({r['state']})",
        f"Balls ({len(r['balls'])}): " + " ".join(b["label"] for b in r["balls"]),
    ]
    for c in r["corrections"]:
        lines.append(f"Correction: ball {c['ball']} (no. {c['count']}) withdrawn by {c['jury']} {c['reason']}".rstrip())
    for c in r["claims"]:
        verdict = "valid for " + ", ".join(c["prizes"]) if c["valid"] else f"rejected ({c['reason']})"
        lines.append(f"Claim {c['claim']}: series {c['series']} card {c['card']} at ball {c['count']}: {verdict}")
    for a in r["awards"]:
        lines.append(
            f"Award {a['prize']} at ball {a['count']}: cards {', '.join(map(str, a['cards']))} "
            f"×{max(a['multipliers'])} {format_money(sum(a['per_card']))}"
        )
    for p in r["payments"]:
        who = f", to {p['winner']} ({p['id_doc']})" if p.get("winner") else ""
        lines.append(
            f"Payment: card {p['card']}, {p['prize']}, {format_money(p['amount'])} by {p['method']}{who}, recorded by {p['by']}"
        )
    return "\n".join(lines) + "\n"
