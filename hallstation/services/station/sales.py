"""A game's sales (Arts. 6, 10): opened, cards sold and taken back, closed by the central cashier
with the takings, dividends and pot proclaimed."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.game import BingoGame, expand_ranges
from hallstation.core.errors import RuleError
from hallstation.services.command import command
from hallstation.services.hall import GAME_ROLES, SALES_ROLES, Session
from hallstation.store.eventlog import StoredEvent


class SalesOps:
    """Mixed into ``Station``: sales: opened, sold, returned, closed."""

    @command
    def open_sales(self, game: int | None = None, session: Session | None = None) -> None:
        g = self.get_game(game)
        actor = self._actor(g, session, GAME_ROLES, "opening the sales")
        if not g.config.simulation:
            self.check_new_game_allowed(g.config.series)
        self._run(g, g.open_sales(), actor)

    @command
    def sell(self, cards: list[int], game: int | None = None, session: Session | None = None, player: str = "") -> None:
        """A direct sale (at a cashier or by a signed-in seller); ``player`` checks the per-player
        limit (Art. 10) when the hall sets one."""
        g = self.get_game(game)
        actor = self._actor(g, session, SALES_ROLES, "selling cards")
        extra: dict[str, Any] = {}
        if not g.config.simulation:
            extra["by"] = actor
            if session is not None and "seller" in session.roles:
                extra["seller"] = actor
        limit = self.settings["player_limit"]
        player = (player or "").strip()
        if player:
            extra["player"] = player
            if limit:
                have = sum(len(expand_ranges(e.data["cards"])) for e in self._player_sales(g, player))
                if have + len(cards) > limit:
                    raise RuleError(
                        "{player} may buy at most {limit} cards in this game (already {have}, Art. 10)",
                        player=player,
                        limit=limit,
                        have=have,
                    )
        self._run(g, g.sell(cards, **extra), actor)

    def _player_sales(self, g: BingoGame, player: str) -> list[StoredEvent]:
        return [e for e in self.store.read(types=("cards.sold",)) if e.data.get("game") == g.number and e.data.get("player") == player]

    @command
    def return_cards(self, cards: list[int], game: int | None = None, session: Session | None = None) -> None:
        g = self.get_game(game)
        actor = self._actor(g, session, SALES_ROLES, "taking back cards")
        self._run(g, g.return_cards(cards, **({} if g.config.simulation else {"by": actor})), actor)

    @command
    def close_sales(self, game: int | None = None, session: Session | None = None) -> None:
        """The central cashier closes the sales: takings, dividends and the new pot with this game's
        15 % are computed and proclaimed (Arts. 6, 10, 12). Every seller's tray must be settled."""
        g = self.get_game(game)
        actor = self._actor(g, session, ("central_cashier",), "closing the sales")
        open_trays = [t.seller for t in self.trays(g).values() if t.settled is None]
        if open_trays:
            raise RuleError("{name}'s tray is not settled yet: check the money first", name=open_trays[0])
        self._run(g, g.close_sales(self.pot, by=actor), actor)
