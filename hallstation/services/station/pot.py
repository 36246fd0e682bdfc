"""The major prize's pot and the casino's contributions to it (Arts. 7 f, 12)."""

from __future__ import annotations

from hallstation.core.folds import folds
from hallstation.services.command import command
from hallstation.services.hall import Session
from hallstation.store.eventlog import StoredEvent


class PotOps:
    """Mixed into ``Station``: the pot and the casino's seed."""

    @property
    def pot(self) -> int:
        return self.state.pot

    @command
    def seed_pot(self, amount: int, session: Session | None = None) -> None:
        """The casino's contribution to the major prize fund (Art. 7 f)."""
        actor = self.require(session, "admin", "manager", doing="seeding the pot") if self.has_admin else "setup"
        cur = self.current_game
        # the pot of a draw proclaimed with its sales, its major prize not won yet (Art. 12)
        proclaimed = cur.number if cur is not None and cur.dividends is not None and not cur.major_won() else None
        self.state.pot_account.check_seed(amount, self.settings["casino_seed_max"], proclaimed)
        self.commit([("pot.seeded", {"amount": amount, "pot_after": self.pot + amount})], actor)

    @property
    def casino_seed_left(self) -> int:
        """What the casino may still put into the current pot (the cap is per pot, Art. 7 f)."""
        return self.state.pot_account.seed_left(self.settings["casino_seed_max"])

    @folds("pot.seeded")
    def _fold_pot_seeded(self, e: StoredEvent) -> None:
        st, d = self.state, e.data
        st.pot_account.apply(e.type, d)
        self.pot_seeds.append((st.days[-1].number if st.days and st.days[-1].closed is None else None, d["amount"]))
