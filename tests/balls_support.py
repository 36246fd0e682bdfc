"""Games for the blower monitor's tests (no tests of its own): whole simulated games played
through the station's services from the blower (balls typed in, chosen by a picker) or the
electronic drawer, and two blowers — a fair one and one that lets the low balls out first."""

from __future__ import annotations

import random
from typing import Any

from hallstation.core.bingo.game import ELECTRONIC, FINISHED, MANUAL


class FairBlower:
    """Every ball left equally likely (seeded)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def pick(self, remaining: list[int]) -> int:
        return self.rng.choice(remaining)


class LowFirstBlower:
    """A worn blower: nine times in ten the lowest ball left comes out, else any."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def pick(self, remaining: list[int]) -> int:
        return min(remaining) if self.rng.random() < 0.9 else self.rng.choice(remaining)


def play_simulated(station: Any, source: str, blower: Any = None, cards: int = 60, seed: int = 1) -> Any:
    """One simulated game (no people, no jury) on a new series of ``cards`` cards, all sold, played
    to the full card: the electronic drawer draws, or the caller types what ``blower`` gives."""
    series = station.create_series(cards, seed=seed)
    game = station.new_game(series.number, 1000, source=source, simulation=True)
    station.open_sales()
    station.sell(list(range(1, cards + 1)))
    station.close_sales()
    station.ratify()
    while game.state != FINISHED:
        if source == ELECTRONIC:
            station.draw()
        else:
            station.draw(blower.pick([b for b in game.remaining() if b <= 75]))
        winners = station.possible_winners()
        if not winners:
            continue
        for card in sorted({c for cs in winners.values() for c in cs}):
            station.claim(series.number, card)
        station.award()
        if game.state != FINISHED:
            station.resume()
    return game


def play_season(station: Any, source: str, games: int, blower: Any = None, cards: int = 60, seed: int = 1) -> list[Any]:
    return [play_simulated(station, source, blower, cards, seed * 1000 + i) for i in range(games)]


__all__ = ["ELECTRONIC", "MANUAL", "FairBlower", "LowFirstBlower", "play_season", "play_simulated"]
