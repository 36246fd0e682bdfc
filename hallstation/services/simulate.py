"""Whole games played headless through the station's services (``hallstation simulate``).

Each game: a new series of N cards, all sold at the price, sales closed (dividends proclaimed, the
pot takes its 15 %), the figures ratified as the simulation's own (Art. 12: recorded, by
"simulation", with no jury signature), the electronic drawer (seeded: this is a simulation), and
after every ball an automatic claim by every sold card that completes an open prize on that ball,
awarded by the normal rules, until the full card ends the game.
"""

from __future__ import annotations

import random
from typing import Any

from hallstation.core.bingo.game import ELECTRONIC, FINISHED
from hallstation.services.drawer import SeededDrawer
from hallstation.services.station import Station


def play_game(station: Station, cards: int, price: int, limit: int | None, rng: random.Random) -> dict[str, Any]:
    series = station.create_series(cards, seed=rng.randrange(2**63))
    # a simulated game plays without people: no records, no trays, no jury (marked in its event)
    game = station.new_game(series.number, price, source=ELECTRONIC, limit=limit, simulation=True)
    station.open_sales()
    station.sell(list(range(1, cards + 1)))
    station.close_sales()
    station.ratify()  # the figures ratified as the simulation's own (Art. 12): no jury plays
    awards: list[dict[str, Any]] = []
    while game.state != FINISHED:
        station.draw()
        winners = station.possible_winners()
        if not winners:
            continue
        for card in sorted({c for cs in winners.values() for c in cs}):
            station.claim(series.number, card)
        for a in station.award():
            awards.append(
                {
                    "prize": a.prize,
                    "ball_count": game.ball_count,
                    "cards": list(a.cards),
                    "multiplier": a.multiplier,
                    "amount_cents": a.amount,
                    "per_card_cents": list(a.per_card),
                }
            )
        if game.state != FINISHED:
            station.resume()
    return {
        "game": game.number,
        "series": series.number,
        "price_cents": price,
        "sold": sorted(game.sold),
        "takings_cents": game.takings(),
        "limit": game.config.limit,
        "pot_before_draw_cents": game.pot_before_draw,
        "draws": list(game.balls),
        "awards": awards,
    }


def simulate(station: Station, cards: int, games: int, seed: int | None, price: int, limit: int | None) -> dict[str, Any]:
    rng = random.Random(seed)
    station.drawer = SeededDrawer(rng.randrange(2**63))
    return {"games": [play_game(station, cards, price, limit, rng) for _ in range(games)]}
