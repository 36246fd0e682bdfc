"""The major prize's pot from game to game (Arts. 7 f, 12, 13), folded from its own events.

The pot changes only by what is its own business, never by a recomputation:

- ``game.sales_closed``: + the game's 15 % (its proclamation's ``pot_contribution``);
- ``game.rectified``: − that 15 % again (the rectified proclamation is void; the next one adds its own);
- ``pot.seeded``: + the casino's contribution, whenever it was made (Art. 7 f: "la iniciación de
  este fondo") — while a game that won the major prize is paused for its payments too;
- ``prizes.awarded`` with the major prize: − what the major takes out of the pot, its 97 % (paid to
  the winners, with what their equal split leaves to the house); the 3 % stays (Art. 7 f). A
  co-winner's claim on the same ball recomputes the split (Art. 14) but not what leaves the pot,
  so only the difference from what that game's major had already taken is moved — zero for the
  same pot. The pot is never *set* to a figure an award carries.

The identity therefore holds at every moment::

    pot = pot at the start + contributions + Σ 15 % − Σ (major prize won − its 3 % carried)

and ``services.ledger`` checks it for every day. The casino's contributions are capped per pot,
from its start (the first pot, or the 3 % left by the last win) to its win: ``seeded`` counts them
and starts again at the first award of a major prize.

Pure: no Qt, no storage, no clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.errors import RuleError
from hallstation.core.money import check_cents


def major_out(award: dict[str, Any]) -> int:
    """What a major prize's award takes out of the pot: the 97 % its winners share (each share,
    and what the equal split leaves to the house). The 3 % (``carry``) stays in the pot."""
    return sum(award["per_card"]) + award["residue"]


@dataclass
class PotAccount:
    """The pot and the casino's contributions to the current pot."""

    amount: int = 0
    seeded: int = 0  # the casino's contributions to the current pot, from its start (Art. 7 f)
    won_in: int | None = None  # the game whose major prize started the current pot
    taken: dict[int, int] = field(default_factory=dict)  # game → what its major prize took out

    def apply(self, etype: str, d: dict[str, Any]) -> None:
        if etype == "game.sales_closed":
            self.amount += d["dividends"]["pot_contribution"]
        elif etype == "game.rectified":
            self.amount -= d["dividends"]["pot_contribution"]
        elif etype == "pot.seeded":
            self.amount += d["amount"]
            self.seeded += d["amount"]
        elif etype == "prizes.awarded":
            for a in d["awards"]:
                if a["prize"] != MAJOR:
                    continue
                game = d["game"]
                out = major_out(a)
                self.amount -= out - self.taken.get(game, 0)  # a co-winner's split: the same pot
                self.taken[game] = out
                if self.won_in != game:
                    self.won_in, self.seeded = game, 0

    def seed_left(self, maximum: int) -> int:
        """What the casino may still put into the current pot (the cap is per pot, Art. 7 f)."""
        return max(0, maximum - self.seeded)

    def check_seed(self, amount: object, maximum: int, proclaimed_game: int | None = None) -> int:
        """A casino contribution the pot may take now (Art. 7 f): a positive number of cents within
        what is left of the cap; refused while ``proclaimed_game``'s pot (proclaimed with its
        sales, its major prize not won yet) is being played for."""
        check_cents(amount, "casino_contribution")
        assert isinstance(amount, int)
        if amount <= 0:
            raise RuleError("The casino's contribution must be more than zero")
        if proclaimed_game is not None:
            # the pot of this draw was proclaimed (Art. 12): money added now would be neither in
            # this game's major prize nor carried to the next pot when the major is won
            raise RuleError(
                "The casino's contribution goes into the pot between games: game {game}'s pot was proclaimed with its sales",
                game=proclaimed_game,
            )
        left = self.seed_left(maximum)
        if amount > left:
            raise RuleError(
                "The casino puts at most {maximum} cents into one pot, from its start to its win; "
                "{left} cents are left for this pot (Art. 7 f)",
                maximum=maximum,
                left=left,
            )
        return amount


__all__ = ["PotAccount", "major_out"]
