"""The games: created on an unused series of the day, the current one found, their events recalled."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.game import ELECTRONIC, FINISHED, MANUAL, BingoGame, GameConfig
from hallstation.core.bingo.patterns import patterns_from_settings
from hallstation.core.bingo.prizes import check_limit, check_promo
from hallstation.core.errors import RuleError
from hallstation.core.folds import folds
from hallstation.core.money import check_cents
from hallstation.services import settings as settings_mod
from hallstation.services.command import command
from hallstation.services.hall import GAME_ROLES, Session
from hallstation.store.eventlog import StoredEvent

# the steps of a game: every type the game folds (marked in ``core/bingo/game.py``), and the sellers'
# trays' settlement; each also reaches the trays and the pot (``_fold_game_event``)
GAME_EVENTS = (*sorted(BingoGame.FOLDS.types), "tray.settled")


class GameOps:
    """Mixed into ``Station``: games: the current and last game, a new game, what a game recorded."""

    @property
    def current_game(self) -> BingoGame | None:
        """The newest game that is not finished (there is at most one)."""
        for n in sorted(self.state.games, reverse=True):
            g = self.state.games[n]
            if g.state != FINISHED:
                return g
        return None

    @property
    def last_game(self) -> BingoGame | None:
        return self.state.games[max(self.state.games)] if self.state.games else None

    def get_game(self, number: int | None = None) -> BingoGame:
        if number is None:
            g = self.current_game
            if g is None:
                raise RuleError("There is no game in progress: create a new game first")
            return g
        g = self.state.games.get(number)
        if g is None:
            raise RuleError("There is no game {game}", game=number)
        return g

    @command
    def new_game(
        self,
        series: int,
        price: int,
        source: str | None = None,
        limit: int | None = None,
        promo: dict[str, int] | None = None,
        session: Session | None = None,
        simulation: bool = False,
    ) -> BingoGame:
        """A new game on an unused series of the day's opening record, by the game manager or the
        central cashier. ``simulation=True`` (``hallstation simulate`` only) plays a game without
        people: no records, no trays, no jury."""
        actor = "simulation" if simulation else self.require(session, *GAME_ROLES, doing="creating a game")
        cur = self.current_game
        if cur is not None:
            raise RuleError("Game {game} is not finished yet", game=cur.number)
        s = self.get_series(series)
        used = [g.number for g in self.state.games.values() if g.config.series == s.number]
        if used:
            raise RuleError(
                "Series {series} was already used for game {game}: each game uses a different series (Art. 4)",
                series=s.number,
                game=used[0],
            )
        check_cents(price, "card_price")
        if price <= 0:
            raise RuleError("The card price must be more than zero")
        st = self.settings
        source = source or st["draw_source"]
        if source not in (ELECTRONIC, MANUAL):
            raise RuleError("The draw source is electronic or manual, not '{source}'", source=source)
        if not simulation:
            self.check_new_game_allowed(s.number)
            if limit is not None and limit != self.day_limit():
                raise RuleError("The major prize limit is the day's ({limit} balls, Art. 13)", limit=self.day_limit())
            limit = self.day_limit()
        limit = check_limit(st["major_limit"] if limit is None else limit)
        try:  # a table an older station accepted stays in the log, but no new game plays it (Art. 8)
            settings_mod.validate("bonus", st["bonus"])
        except RuleError as err:
            raise RuleError(
                "No new game with the hall's ball-count bonus table as it stands: {reason}. Correct it in the settings (Art. 8)",
                reason=err,
            ) from None
        number = max(self.state.games, default=0) + 1
        self.commit(
            [
                (
                    "game.created",
                    {
                        "game": number,
                        "series": s.number,
                        "price": price,
                        "source": source,
                        "limit": limit,
                        "word": st["hall_word"],
                        "patterns": st["patterns"],
                        "bonus": st["bonus"],
                        "promo": check_promo(promo or {}),
                        "tie_policy": st["tie_policy"],
                        "unit": st["rounding_unit"],
                        "red_ball": st["red_ball"],
                        "jury_signoffs": 0 if simulation else st["jury_signoffs"],
                        "payment_threshold": st["payment_threshold"],
                        "simulation": simulation,
                    },
                )
            ],
            actor,
        )
        return self.state.games[number]

    @folds("game.created")
    def _fold_game_created(self, e: StoredEvent) -> None:
        st, d = self.state, e.data
        cfg = GameConfig(
            number=d["game"],
            series=d["series"],
            price=d["price"],
            source=d["source"],
            limit=d["limit"],
            word=d["word"],
            patterns=patterns_from_settings(d["patterns"]),
            bonus={k: tuple(tuple(r) for r in v) for k, v in d["bonus"].items()},
            promo=dict(d["promo"]),
            tie_policy=d["tie_policy"],
            unit=d["unit"],
            red_ball=d["red_ball"],
            jury_signoffs=d.get("jury_signoffs", 0),
            payment_threshold=d.get("payment_threshold", 5_000_000),
            simulation=d.get("simulation", False),
        )
        st.games[cfg.number] = BingoGame(cfg, st.series[cfg.series])
        self.game_day[cfg.number] = st.days[-1].number if st.days and st.days[-1].closed is None else None

    @folds(*GAME_EVENTS)
    def _fold_game_event(self, e: StoredEvent) -> None:
        """A step of a game: the game folds it (``BingoGame.apply``), then the sellers' trays
        (``HallOps._fold_trays``) and the pot (``PotAccount.apply``) take what is theirs of it."""
        st, d, t = self.state, e.data, e.type
        if "game" not in d:
            return
        game = st.games[d["game"]]
        if t == "game.sales_closed" and "by" not in d:
            d = {**d, "by": e.actor}  # an older log names the central cashier as the event's actor
        game.apply(t, d)
        self._fold_trays(t, d)
        # the pot moves by its own events only (15 % in, a rectified 15 % out, the major's 97 %)
        st.pot_account.apply(t, d)

    def _run(self, game: BingoGame, events: list[tuple[str, dict[str, Any]]], actor: str = "") -> list[StoredEvent]:
        return self.commit(events, actor)

    def _actor(self, g: BingoGame, session: Session | None, roles: tuple[str, ...], doing: str) -> str:
        return "simulation" if g.config.simulation else self.require(session, *roles, doing=doing)

    def game_events(self, number: int) -> list[StoredEvent]:
        self.get_game(number)
        return [e for e in self.store.read() if e.data.get("game") == number]

    def sold_cards(self, number: int) -> list[int]:
        return sorted(self.get_game(number).sold)
