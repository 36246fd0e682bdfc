"""The jury ratifies the figures the central cashier proclaimed, or rectifies them; a game with no
card sold is voided (Art. 12)."""

from __future__ import annotations

from hallstation.services.command import command
from hallstation.services.hall import GAME_ROLES, Session


class RatificationOps:
    """Mixed into ``Station``: the jury's ratification and rectification, and voiding a game."""

    @command
    def ratify(self, jury: str = "", pin: str = "", game: int | None = None) -> bool:
        """A jury member signs, with their PIN, the ratification of the figures the central cashier
        proclaimed (Art. 12); the hall's number of signatures (``jury_signoffs``) ratify them and
        the draw may start. Returns whether the figures are now ratified. A simulated game (no
        jury procedure) is ratified as the simulation's own, without people."""
        g = self.get_game(game)
        if g.ratify_need == 0:
            by = "simulation" if g.config.simulation else (jury or "")
            self._run(g, [(t, {**d, "by": by}) for t, d in g.ratify()], by)
            return True
        g.ratify(jury)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.ratify(jury), jury)
        return g.ratified

    @command
    def rectify(self, jury: str, pin: str, reason: str, game: int | None = None) -> None:
        """A jury member rectifies the proclaimed figures with their PIN and the reason (Art. 12):
        the game goes back to the central cashier, who corrects the sales (a card sold or returned
        by mistake, a seller's tray) and closes them again; the jury then looks again."""
        g = self.get_game(game)
        if g.ratify_need == 0:
            by = "simulation" if g.config.simulation else (jury or "")
            self._run(g, g.rectify(jury or by, reason), by)
            return
        g.rectify(jury, reason)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.rectify(jury, reason), jury)

    @command
    def void_game(self, reason: str, game: int | None = None, session: Session | None = None) -> None:
        """Void a game with no card sold — its sales corrected to none after the jury's
        rectification, or never made — with the reason, by the game manager or the central
        cashier (Art. 12 as RULES.md reads it). Recorded, on the day report; the game ends without
        a ball and the pot stays exactly as it was before the game."""
        g = self.get_game(game)
        actor = self._actor(g, session, GAME_ROLES, "voiding a game")
        self._run(g, [(t, {**d, "by": actor}) for t, d in g.void(reason)], actor)
