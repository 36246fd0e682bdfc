"""A past game, exactly as the log recorded it: who proclaimed its figures and who ratified them
(with any rectification and its reason, Art. 12), balls in order, claims, awards and payments — each
payment with the cashier who paid it — and the poker tables' jackpot payments with the supervisor
who authorised them and the dealer at the table (read from the log only)."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.balls import RED_BALL, label
from hallstation.core.bingo.game import STATE_NAMES
from hallstation.core.bingo.prizes import PRIZE_NAMES
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.core.money import format_money
from hallstation.core.poker.names import HAND_NAMES
from hallstation.i18n import method_label, translate
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
    proclamations: list[dict[str, Any]] = []
    rectifications: list[dict[str, Any]] = []
    ratification: dict[str, Any] | None = None
    voided: dict[str, Any] | None = None
    for e in station.game_events(number):
        d = e.data
        if e.type == "game.sales_closed":
            proclamations.append({"sold": d["sold"], "takings_cents": d["dividends"]["takings"], "by": e.actor, "time": e.ts})
        elif e.type == "game.ratified":
            # who ratified the figures (Art. 12): the jury's signatures, or the simulation's own
            ratification = {"signatures": list(d["signatures"]), "by": d.get("by", ""), "proclamation": d["proclamation"], "time": e.ts}
        elif e.type == "game.rectified":
            rectifications.append(
                {"jury": d["jury"], "reason": d["reason"], "proclamation": d["proclamation"], "sold": d["sold"],
                 "takings_cents": d["dividends"]["takings"], "time": e.ts,
                 "withdrawn": list(d["withdrawn"]["signatures"]) if d.get("withdrawn") else []}
            )
            if d.get("withdrawn"):  # rectified after ratifying, before the first ball: withdrawn
                ratification = None
        elif e.type == "game.voided":
            voided = {"reason": d["reason"], "by": d.get("by") or e.actor, "time": e.ts}
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
            # who paid: the cashier named in the payment (older logs: whoever recorded it)
            payments.append({"type": e.type, **d, "time": e.ts, "by": d.get("by") or e.actor})
        elif e.type not in ("cards.sold", "cards.returned"):
            other.append({"type": e.type, "time": e.ts, "by": e.actor})
    return {
        "game": number,
        "series": game.config.series,
        "price_cents": game.config.price,
        "sold": len(game.sold),
        "takings_cents": game.takings(),
        "state": game.state,
        "proclamations": proclamations,
        "ratification": ratification,
        # a game of an older log, drawn with no ratification recorded, counts as ratified by the
        # rules of its day (the station had no ratification step then)
        "ratified_by_old_rules": game.ratified_by_old_rules,
        "rectifications": rectifications,
        "voided": voided,  # a game with no card sold, voided with its reason
        "balls": [b for b in balls if b["ball"] != RED_BALL],
        "red_ball": any(b["ball"] == RED_BALL for b in balls),
        "corrections": corrections,
        "claims": claims,
        "awards": awards,
        "payments": payments,
        "steps": other,
    }




# a game's state and who acted, as a person reads them (the log records the code's words)
GAME_STATES = STATE_NAMES  # the core's one list of a game's states, translated (context GameState)
ACTORS = {"simulation": QT_TRANSLATE_NOOP("GameState", "the simulation"), "setup": QT_TRANSLATE_NOOP("GameState", "the set-up")}


def state_label(state: str) -> str:
    return translate("GameState", GAME_STATES[state]) if state in GAME_STATES else state


def actor_label(actor: str) -> str:
    return translate("GameState", ACTORS[actor]) if actor in ACTORS else actor


def recall_text(r: dict[str, Any]) -> str:
    """The recall as lines for a person, in the station's language."""
    prize = lambda p: translate("Prize", PRIZE_NAMES.get(p, p))  # noqa: E731
    lines = [
        translate("Cli", "Game {game} — series {series}, {sold} cards at {price}, takings {takings} ({state})").format(
            game=r["game"], series=r["series"], sold=r["sold"], price=format_money(r["price_cents"]),
            takings=format_money(r["takings_cents"]), state=state_label(r["state"]),
        ),
    ]
    lines += ratification_lines(r)
    lines.append(
        translate("Cli", "Balls ({n}): {balls}").format(n=len(r["balls"]), balls=" ".join(b["label"] for b in r["balls"])),
    )
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
            translate("Cli", "Payment: card {card}, {prize}, {amount} by {method}{who}, paid by {by}").format(
                card=p["card"], prize=prize(p["prize"]), amount=format_money(p["amount"]),
                method=method_label(p["method"]), who=who, by=p["by"] or "—",
            )
        )
    awarded = {a["prize"]: (len(a["cards"]), sum(a["per_card"])) for a in r["awards"]}  # the last award of each prize stands
    for name, (n, cents) in awarded.items():
        paid = [p for p in r["payments"] if p["type"] == "payment.made" and p["prize"] == name]
        lines.append(
            translate("Cli", "{prize}: awarded {awarded} to {n} card(s), paid {paid} in {k} payment(s), unpaid {unpaid}").format(
                prize=prize(name), awarded=format_money(cents), n=n, paid=format_money(sum(p["amount"] for p in paid)),
                k=len(paid), unpaid=format_money(cents - sum(p["amount"] for p in paid)),
            )
        )
    return "\n".join(lines) + "\n"


def ratification_lines(r: dict[str, Any]) -> list[str]:
    """Who ratified the game's figures and every rectification with its reason (Art. 12)."""
    lines = []
    for x in r.get("rectifications", ()):
        if x.get("withdrawn"):
            lines.append(translate("Cli", "Ratification by {names} withdrawn before the first ball (Art. 12)").format(names=", ".join(x["withdrawn"])))
        lines.append(
            translate("Cli", "Figures rectified by {jury} (proclamation {n}: {sold} cards, takings {takings}): {reason}").format(
                jury=x["jury"], n=x["proclamation"], sold=x["sold"], takings=format_money(x["takings_cents"]), reason=x["reason"],
            )
        )
    rat = r.get("ratification")
    if r.get("voided"):
        lines.append(translate("Cli", "Game voided by {by}, no card sold: {reason}").format(by=r["voided"]["by"] or "—", reason=r["voided"]["reason"]))
    elif rat is not None:
        if rat["signatures"]:
            lines.append(translate("Cli", "Figures ratified by the jury: {names} (Art. 12)").format(names=", ".join(rat["signatures"])))
        else:
            lines.append(translate("Cli", "Figures ratified by {by}, with no jury (Art. 12)").format(by=actor_label(rat["by"]) or "—"))
    elif r.get("ratified_by_old_rules"):
        lines.append(translate("Cli", "Figures drawn with no ratification recorded (an older log, before the jury's ratification step)"))
    elif r.get("state") == "proclaimed":
        lines.append(translate("Cli", "Figures proclaimed, waiting for the jury's ratification (Art. 12)"))
    return lines


HANDS = HAND_NAMES


def _hand(value: Any) -> str:
    """A hand class as logged (its number, or its label) → ``royal_flush``…"""
    if isinstance(value, int):
        from hallstation.core.poker.evaluator import HandClass

        return HandClass(value).label
    return str(value)


def poker_jackpots(station: Station, table: int | None = None) -> list[dict[str, Any]]:
    """Every poker jackpot payment (Art. 17) in the log, oldest first: the table and round, the
    supervisor who authorised it with their PIN, the dealer at the table, each hit and the total."""
    out = []
    for e in station.store.read(types=("poker.jackpot_paid",)):
        d = e.data
        if table is not None and d.get("table") != table:
            continue
        hits = [{"seat": h["seat"], "hand": _hand(h["hand_class"]), "amount_cents": h["amount_cents"]} for h in d.get("hits", [])]
        out.append(
            {
                "table": d.get("table"),
                "round": d.get("round"),
                "supervisor": d.get("by") or e.actor,
                "dealer": d.get("dealer") or "",
                "hits": hits,
                "paid_cents": sum(p.get("amount_cents", 0) for p in d.get("payments", [])),
                "meter_before_cents": d.get("meter_before_cents"),
                "meter_after_cents": d.get("meter_after_cents"),
                "time": e.ts,
            }
        )
    return out


def poker_jackpots_text(rows: list[dict[str, Any]]) -> str:
    """The poker jackpot payments as lines for a person, in the station's language."""
    if not rows:
        return translate("Cli", "No poker jackpot has been paid.") + "\n"
    lines = []
    for r in rows:
        hits = ", ".join(
            translate("Cli", "seat {seat} {hand} {amount}").format(
                seat=h["seat"], hand=translate("PokerNames", HANDS.get(h["hand"], h["hand"])), amount=format_money(h["amount_cents"])
            )
            for h in r["hits"]
        )
        lines.append(
            translate("Cli", "Poker table {table}, round {round}: jackpot {amount} paid ({hits}), authorised by supervisor {supervisor}, dealer {dealer}").format(
                table=r["table"], round=r["round"], amount=format_money(r["paid_cents"]), hits=hits,
                supervisor=r["supervisor"] or "—", dealer=r["dealer"] or "—",
            )
        )
    return "\n".join(lines) + "\n"
