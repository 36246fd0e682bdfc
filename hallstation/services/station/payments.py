"""Prizes paid (Art. 11) by the cashier signed in at the pay desk, once: a race lost to another
terminal is told plainly."""

from __future__ import annotations

from hallstation.core.bingo.game import BingoGame
from hallstation.core.bingo.patterns import prize_term
from hallstation.core.errors import RuleError
from hallstation.services.command import command
from hallstation.services.hall import Session


class PaymentOps:
    """Mixed into ``Station``: payments."""

    @command
    def pay(
        self, claim: int, prize: str, method: str, winner: str = "", id_doc: str = "", game: int | None = None,
        session: Session | None = None,
    ) -> None:
        """A prize paid (Art. 11) by the cashier signed in at the pay desk (``session``, role cashier
        or central cashier), who is named in the payment (``by``). A simulated game pays without people."""
        from hallstation.services.hall import CASHIER_ROLES

        g = self.get_game(game) if game is not None else self._game_with_claim(claim)
        by = self._actor(g, session, CASHIER_ROLES, "paying a prize")
        try:
            events = [(t, {**d, "by": by}) for t, d in g.pay(claim, prize, method, winner, id_doc)]
        except RuleError:
            # the race's loser: another terminal paid it a moment ago (folded by this command's catch-up)
            for e in self.folded_meanwhile("payment.made"):
                if e.data.get("game") == g.number and e.data.get("claim") == claim and e.data.get("prize") == prize:
                    raise RuleError(
                        "The prize '{prize}' of card {card} was already paid at another terminal ({by}): it is not paid twice",
                        prize=prize_term(prize), card=e.data.get("card"), by=e.data.get("by", ""),
                    ) from None
            raise
        self._run(g, events, by)

    def _game_with_claim(self, claim: int) -> BingoGame:
        g = self.current_game or self.last_game
        if g is None:
            raise RuleError("There is no game in progress: create a new game first")
        return g
