"""The hall's day around the draw (Arts. 6, 9, 10, 12, 13): who may do what (sessions and roles),
the day's signed records (actas), the sellers' trays and the cashiers.

A *session* is what a person's PIN opens: ``station.authenticate(name, pin)``. Services that need a
role take the session and refuse without the role — the GUI only asks for PINs, it never decides.
Until the first administrator exists the station is in set-up mode (settings and people can be
created without a session: that is how a new installation is set up).

Simulated games (``hallstation simulate``) are marked as such in their ``game.created`` event and
play without people: no records, no trays, no jury.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from hallstation.core.bingo.game import SELLING, SETUP, BingoGame, expand_ranges, ranges_of
from hallstation.core.bingo.prizes import check_limit, check_promo
from hallstation.core.errors import RuleError, Terms
from hallstation.core.folds import folds
from hallstation.services.command import command
from hallstation.services.users import ROLE_NAMES
from hallstation.core.money import check_cents

SALES_ROLES = ("seller", "cashier", "central_cashier")
CASHIER_ROLES = ("cashier", "central_cashier")
GAME_ROLES = ("manager", "central_cashier", "admin")


def role_terms(roles) -> Terms:
    return Terms("Role", [ROLE_NAMES.get(r, r) for r in roles])


@dataclass(frozen=True)
class Session:
    name: str
    roles: frozenset[str]
    token: str


@dataclass
class Day:
    number: int
    date: str
    series: list[dict[str, Any]]
    limit: int
    season_plan: bool
    signatures: list[dict[str, str]]
    closed: dict[str, Any] | None = None


@dataclass
class Tray:
    seller: str
    given: set[int] = field(default_factory=set)
    returned: set[int] = field(default_factory=set)
    settled: dict[str, Any] | None = None

    @property
    def sold(self) -> set[int]:
        return self.given - self.returned


class HallOps:
    """Mixed into ``Station``: sessions, day records, trays and cashiers."""

    # -------------------------------------------------------------- sessions
    def authenticate(self, name: str, pin: str, role: str | None = None) -> Session:
        """A session for the person whose PIN this is (a wrong PIN is counted: ``verify_pin``)."""
        user = self.verify_pin(name, pin, role)
        s = Session(user.name, frozenset(user.roles), secrets.token_hex(16))
        self._sessions[s.token] = s
        return s

    def logout(self, session: Session) -> None:
        self._sessions.pop(session.token, None)

    @property
    def has_admin(self) -> bool:
        return any("admin" in u.roles for u in self.state.users.values())

    def require(self, session: Session | None, *roles: str, doing: str = "") -> str:
        """The session's person, if it is a live session with one of ``roles``."""
        if session is None or self._sessions.get(session.token) != session:
            raise RuleError("Sign in with your PIN first: this needs the role {roles}", roles=role_terms(roles))
        user = self.state.users.get(session.name)
        if user is None or user.locked:
            raise RuleError("{name} is locked after too many wrong PINs: an administrator must unlock them", name=session.name)
        if not set(roles) & user.roles:
            raise RuleError("{name} is not authorised to do this (needs the role {role})", name=session.name, role=role_terms(roles))
        return user.name

    def require_admin_after_setup(self, session: Session | None, doing: str) -> str:
        if not self.has_admin:
            return session.name if session else "setup"
        return self.require(session, "admin", doing=doing)

    def _signers(self, signers: list[tuple[str, str]], jury_needed: int) -> list[dict[str, str]]:
        """Check each (name, PIN): ``jury_needed`` jury members and the game manager, all different."""
        names = [n for n, _ in signers]
        if len(set(names)) != len(names):
            raise RuleError("Each person signs once")
        users = []
        for name, pin in signers:
            user = self.verify_pin(name, pin)
            if not {"jury", "manager"} & user.roles:
                raise RuleError("{name} is not authorised to do this (needs the role {role})", name=name, role=role_terms(("jury", "manager")))
            users.append(user)
        # one signs as the game manager (preferably someone who is not also on the jury), the rest as jury
        managers = [u for u in users if "manager" in u.roles]
        manager = next((u for u in managers if "jury" not in u.roles), managers[0] if managers else None)
        out = []
        for u in users:
            role = "manager" if u is manager else "jury" if "jury" in u.roles else None
            if role is None:
                raise RuleError("The record is signed by one game manager; {name} is not a jury member", name=u.name)
            out.append({"name": u.name, "role": role})
        juries = sum(1 for s in out if s["role"] == "jury")
        if juries < jury_needed or not any(s["role"] == "manager" for s in out):
            raise RuleError(
                "The record is signed by {need} jury member(s) and the game manager ({have} jury signature(s) so far)",
                need=jury_needed,
                have=juries,
            )
        return out

    # -------------------------------------------------------------- the day
    @property
    def day(self) -> Day | None:
        return self.state.days[-1] if self.state.days else None

    @property
    def day_open(self) -> bool:
        return self.day is not None and self.day.closed is None

    @command
    def open_day(
        self,
        series: list[dict[str, Any]],
        limit: int,
        signers: list[tuple[str, str]],
        season_plan: bool = False,
        date: str | None = None,
    ) -> Day:
        """The opening record (Art. 9): the series going on sale, each with its seal found intact or
        not (with a remark), the day's major prize limit (Art. 13), signed by the jury and the
        game manager."""
        if self.day_open:
            raise RuleError("Day {day} is already open: close it with its record first", day=self.day.number)
        limit = check_limit(limit)
        if not series:
            raise RuleError("The opening record lists the series going on sale")
        clean, seen = [], set()
        for s in series:
            n = s.get("number")
            self.get_series(n)
            if n in seen:
                raise RuleError("Series {series} is listed twice", series=n)
            seen.add(n)
            used = [g.number for g in self.state.games.values() if g.config.series == n]
            if used:
                raise RuleError(
                    "Series {series} was already used for game {game}: each game uses a different series (Art. 4)",
                    series=n,
                    game=used[0],
                )
            intact = bool(s.get("seal_intact", True))
            remark = (s.get("remark") or "").strip()
            if not intact and not remark:
                raise RuleError("Series {series}: a broken seal needs a remark", series=n)
            clean.append({"number": n, "seal_intact": intact, "remark": remark})
        sigs = self._signers(signers, self.settings["jury_signoffs"])
        date = date or datetime.now(timezone.utc).date().isoformat()
        number = len(self.state.days) + 1
        self.commit(
            [("day.opened", {"day": number, "date": date, "series": clean, "limit": limit, "season_plan": bool(season_plan), "signatures": sigs})],
            sigs[0]["name"],
        )
        return self.day

    @folds("day.opened")
    def _fold_day_opened(self, e: Any) -> None:
        st, d = self.state, e.data
        st.days.append(Day(d["day"], d["date"], d["series"], d["limit"], d["season_plan"], d["signatures"]))
        self.pot_at_day_start[d["day"]] = st.pot

    @folds("day.closed")
    def _fold_day_closed(self, e: Any) -> None:
        st = self.state
        st.days[-1].closed = e.data
        self.pot_at_day_end[st.days[-1].number] = st.pot

    def leftovers(self) -> list[dict[str, Any]]:
        """The unsold cards of every series of the open day (whole series when never played)."""
        day = self.day
        if day is None:
            return []
        out = []
        for s in day.series:
            series = self.get_series(s["number"])
            games = [g for g in self.state.games.values() if g.config.series == s["number"]]
            sold = set().union(*(g.sold for g in games)) if games else set()
            unsold = [n for n in range(1, len(series) + 1) if n not in sold]
            out.append({"series": s["number"], "unsold": ranges_of(unsold) if unsold else [], "count": len(unsold), "played": bool(games)})
        return out

    @command
    def close_day(self, signers: list[tuple[str, str]], resealed: dict[int, tuple[bool, str]] | None = None) -> Day:
        """The closing record (Art. 9): the unsold leftovers of every series, resealed, same signatures."""
        if not self.day_open:
            raise RuleError("There is no open day to close")
        cur = self.current_game
        if cur is not None and not cur.config.simulation:
            raise RuleError("Game {game} is not finished yet", game=cur.number)
        resealed = resealed or {}
        rows = []
        for row in self.leftovers():
            ok, remark = resealed.get(row["series"], (True, ""))
            if not ok and not (remark or "").strip():
                raise RuleError("Series {series}: a broken seal needs a remark", series=row["series"])
            rows.append({**row, "resealed": bool(ok), "remark": (remark or "").strip()})
        sigs = self._signers(signers, self.settings["jury_signoffs"])
        self.commit([("day.closed", {"day": self.day.number, "leftovers": rows, "signatures": sigs})], sigs[0]["name"])
        return self.day

    def day_limit(self) -> int:
        return self.day.limit if self.day_open else self.settings["major_limit"]

    def check_new_game_allowed(self, series: int | None = None) -> None:
        """Raise the reason why no new hall game may be created now (on ``series``), if any."""
        if not self.day_open:
            if self.day is not None:
                raise RuleError("The day's closing record is signed: no new game until the next opening record")
            raise RuleError("No game before the day's opening record is signed (Art. 9)")
        if series is not None and series not in {s["number"] for s in self.day.series}:
            raise RuleError("Series {series} is not in the day's opening record", series=series)

    def unused_series(self, of_day: bool = False) -> list:
        """Series no game has used yet (Art. 4), in order; ``of_day``: only the open day's record's."""
        used = {g.config.series for g in self.state.games.values()}
        numbers = sorted(self.state.series)
        if of_day:
            numbers = [s["number"] for s in self.day.series] if self.day_open else []
        return [self.state.series[n] for n in numbers if n not in used]

    # -------------------------------------------------------------- trays
    def trays(self, game: BingoGame) -> dict[str, Tray]:
        return self._trays.setdefault(game.number, {})

    def _fold_trays(self, t: str, d: dict[str, Any]) -> None:
        if t not in ("cards.sold", "cards.returned", "tray.settled") or "game" not in d:
            return
        seller = d.get("seller")
        if not seller:
            return
        tray = self._trays.setdefault(d["game"], {}).setdefault(seller, Tray(seller))
        if t == "cards.sold":
            tray.given.update(expand_ranges(d["cards"]))
        elif t == "cards.returned":
            tray.returned.update(expand_ranges(d["cards"]))
        else:
            tray.settled = d
        if t != "tray.settled" and tray.settled is not None:
            # a tray corrected after the jury's rectification (Art. 12): its money is checked again
            tray.settled = None

    def _tray_open(self, g: BingoGame, seller: str, tray: Tray | None) -> None:
        """A settled tray takes no more cards, unless the jury rectified the figures and sent the
        sales back to the central cashier (Art. 12): then it is corrected and checked again."""
        if tray and tray.settled and not (g.rectifications and g.state == SELLING):
            raise RuleError("{name}'s tray is already settled for game {game}", name=seller, game=g.number)

    @command
    def give_tray(self, seller: str, cards: list[int], session: Session | None, game: int | None = None) -> None:
        """A cashier hands a seller their tray: these cards leave to be sold (Art. 10)."""
        g = self.get_game(game)
        by = self.require(session, *CASHIER_ROLES, doing="handing out cards")
        user = self.state.users.get(seller)
        if user is None or "seller" not in user.roles:
            raise RuleError("{name} is not a seller", name=seller)
        self._tray_open(g, seller, self.trays(g).get(seller))
        self.commit(g.sell(cards, seller=seller, by=by), by)

    @command
    def return_tray(self, seller: str, cards: list[int], session: Session | None, game: int | None = None) -> None:
        """The seller brings back the unsold cards of their tray."""
        g = self.get_game(game)
        by = self.require(session, *CASHIER_ROLES, doing="receiving unsold cards")
        tray = self.trays(g).get(seller)
        if tray is None:
            raise RuleError("{name} has no tray in game {game}", name=seller, game=g.number)
        self._tray_open(g, seller, tray)
        back = [n for n in cards if n in tray.returned]
        if back:
            raise RuleError("Card {card} already came back from {name}'s tray", card=back[0], name=seller)
        foreign = [n for n in cards if n not in tray.sold]
        if foreign:
            raise RuleError("Card {card} is not in {name}'s tray", card=foreign[0], name=seller)
        self.commit(g.return_cards(cards, seller=seller, by=by), by)

    @command
    def settle_tray(self, seller: str, received: int, session: Session | None, remark: str = "", game: int | None = None) -> dict[str, Any]:
        """A cashier checks the seller's money against cards sold × price and records any difference."""
        g = self.get_game(game)
        by = self.require(session, *CASHIER_ROLES, doing="checking a seller's money")
        if g.state != SELLING:
            raise RuleError("Sales are closed for game {game}: no sale after the draw started", game=g.number)
        tray = self.trays(g).get(seller)
        if tray is None:
            raise RuleError("{name} has no tray in game {game}", name=seller, game=g.number)
        self._tray_open(g, seller, tray)  # after a rectification its money may be checked again
        check_cents(received, "money_received")
        if received < 0:
            raise RuleError("The money received cannot be negative: type what the seller handed in, 0 or more")
        expected = len(tray.sold) * g.config.price
        data = {
            "game": g.number,
            "seller": seller,
            "sold": len(tray.sold),
            "expected": expected,
            "received": received,
            "difference": received - expected,
            "remark": (remark or "").strip(),
            "by": by,
        }
        self.commit([("tray.settled", data)], by)
        return data

    # -------------------------------------------------------------- the game's sales
    @command
    def set_promo(self, promo: dict[str, int], session: Session | None, game: int | None = None) -> None:
        """The promotional bonus of the game (Art. 8.3), set before the draw."""
        g = self.get_game(game)
        by = self.require(session, *GAME_ROLES, doing="setting the promotional bonus")
        if g.state not in (SETUP, SELLING):
            raise RuleError("The promotional bonus is set before the draw")
        self.commit([("game.promo_set", {"game": g.number, "promo": check_promo(promo)})], by)
