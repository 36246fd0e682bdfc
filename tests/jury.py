"""The jury's ratification of the central cashier's figures (Art. 12) for the tests: no ball is
drawn before it, so a test that proclaims and then draws ratifies in between with ``ratify``."""

from __future__ import annotations

from typing import Any

# the test halls' jury members and their PINs (tests/services/conftest.py, the demo day)
JURY = (("jurado1", "1111"), ("jurado2", "2222"), ("jurado3", "3333"))


def ratify(station: Any, game: int | None = None, jury=JURY) -> Any:
    """The proclaimed figures ratified with the signatures the game asks for (the hall's
    ``jury_signoffs``); a simulated game's as the simulation's own. Returns the game."""
    g = station.get_game(game)
    if g.ratify_need == 0:
        station.ratify(game=g.number)
        return g
    for name, pin in jury[: g.ratify_need]:
        station.ratify(name, pin, game=g.number)
    return g


def close_and_ratify(station: Any, game: int | None = None, session: Any = None, jury=JURY) -> Any:
    """The central cashier closes the sales (dividends proclaimed) and the jury ratifies them."""
    station.close_sales(game, session=session)
    return ratify(station, game, jury)
