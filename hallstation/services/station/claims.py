"""Claims (Arts. 11, 14, 15): a "¡Premio!" recorded and checked, read, rejected, signed and stamped
by the jury, the prizes awarded; the winner scan for the caller and the jury (never public)."""

from __future__ import annotations

from typing import Any

from hallstation.core.bingo.game import BingoGame
from hallstation.core.bingo.scan import WinnerScanner
from hallstation.services.command import command
from hallstation.services.snapshot import stamp_max


class ClaimOps:
    """Mixed into ``Station``: claims, awards and the winner scan."""

    @command
    def claim(
        self, series: int, card: int, game: int | None = None, actor: str = "", check_code: str | None = None, **extra: Any
    ) -> Any:
        """A "¡Premio!" for a card: recorded valid, or rejected with its reason (Arts. 11, 14, 15).
        A typed or scanned check code is verified against the printed one (a forged card fails)."""
        g = self.get_game(game)
        if check_code:
            extra["check_ok"] = self.check_code_matches(g, series, card, check_code)
            extra["check_code"] = check_code.strip().upper()
        self._run(g, g.claim(series, card, **extra), actor)
        return g.claims[max(g.claims)]

    def check_code_matches(self, g: BingoGame, series: int, card: int, typed: str) -> bool:
        from hallstation.services.checkcode import load_or_create_secret, verify_check_code

        s = self.state.series.get(series)
        if s is None or not 1 <= card <= len(s):
            return True  # the claim is refused for the unknown card itself
        return verify_check_code(load_or_create_secret(self.data_dir), series, s.card(card), typed)

    @command
    def read_number(self, claim: int, matches: bool = True, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.read_number(claim, matches), actor)

    @command
    def reject_claim(self, claim: int, reason: str, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.reject(claim, reason), actor)

    @command
    def sign_claim(self, claim: int, jury: str, pin: str, game: int | None = None) -> None:
        """A jury member signs the claim with their PIN."""
        g = self.get_game(game)
        g.sign(claim, jury)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        self._run(g, g.sign(claim, jury), jury)

    def next_stamp(self) -> int:
        return 1 + max((stamp_max(g) for g in self.state.games.values()), default=0)

    @command
    def stamp_claim(self, claim: int, game: int | None = None, actor: str = "") -> int:
        """"Sellar": the stamp number, the time (the event's) and the signatures are recorded."""
        g = self.get_game(game)
        stamp = self.next_stamp()
        self._run(g, g.stamp(claim, stamp), actor)
        return stamp

    @command
    def award(self, game: int | None = None, actor: str = "") -> list:
        g = self.get_game(game)
        stored = self._run(g, g.award(), actor)
        prizes = [a["prize"] for a in stored[-1].data["awards"]]
        return [a for p in prizes for a in g.awards if a.prize == p]

    def other_completing_cards(self, game: int | None = None) -> dict[str, list[int]]:
        """For the jury (never public): sold cards with no claim for a prize they would validly
        share now — a prize not yet awarded, or awarded on this ball and not yet paid (Art. 14)."""
        g = self.get_game(game)
        if not g.sold or not g.balls:
            return {}
        found = self.scanner(g).scan(g.balls, g.claimable_prizes())
        valid_for: dict[int, tuple[str, ...]] = {}
        out: dict[str, list[int]] = {}
        for p, cards in found.items():
            for n in cards:
                if n not in valid_for:
                    valid_for[n] = g.evaluate_claim(g.series.number, n)[3]
            left = [n for n in cards if p in valid_for[n]]
            if left:
                out[p] = left
        return out

    def scanner(self, game: BingoGame) -> WinnerScanner:
        sc = self._scanners.get(game.number)
        if sc is None or len(sc) != len(game.sold):
            sc = WinnerScanner([game.series.card(n) for n in sorted(game.sold)], game.config.patterns)
            self._scanners[game.number] = sc
        return sc

    def possible_winners(self, game: int | None = None) -> dict[str, list[int]]:
        """Sold cards that complete an open prize now (for the caller and the jury, never public)."""
        g = self.get_game(game)
        if not g.sold or not g.balls:
            return {}
        return self.scanner(g).scan(g.balls, g.open_prizes)
