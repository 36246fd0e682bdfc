"""The series of cards: generated from a recorded seed or imported from the printer's file."""

from __future__ import annotations

import random
import secrets
from typing import Any

from hallstation.core.bingo.cards import (
    Series,
    SeriesInfo,
    check_series_info,
    generate_series,
    next_series_look,
    series_from_cards,
)
from hallstation.core.errors import RuleError
from hallstation.core.folds import folds
from hallstation.services.command import command
from hallstation.services.hall import Session
from hallstation.store.eventlog import StoredEvent


class SeriesOps:
    """Mixed into ``Station``: series: created, imported, looked up."""

    def next_series_number(self) -> int:
        return max(self.state.series, default=0) + 1

    def _check_new_series(self, cards: int, number: int | None, color: str, letter: str, sheet: int) -> SeriesInfo:
        number = self.next_series_number() if number is None else number
        info = check_series_info(number, cards, color, letter, sheet)
        if info.number in self.state.series:
            raise RuleError("Series {series} already exists", series=info.number)
        return info

    @command
    def create_series(
        self,
        cards: int,
        number: int | None = None,
        color: str | None = None,
        letter: str | None = None,
        sheet: int = 1,
        seed: int | None = None,
        actor: str = "",
        session: Session | None = None,
    ) -> Series:
        """A series of different cards, reproducible from its seed (recorded). Once the station has
        an administrator, a game manager or an administrator creates it. Without a colour or a
        letter it takes the next one no series has yet (``next_series_look``)."""
        actor = self._series_actor(session, actor)
        if color is None or letter is None:
            next_colour, next_letter = next_series_look(s.info for s in self.state.series.values())
            color = next_colour if color is None else color
            letter = next_letter if letter is None else letter
        info = self._check_new_series(cards, number, color, letter, sheet)
        seed = secrets.randbits(63) if seed is None else seed
        series = generate_series(info, random.Random(seed))
        return self._commit_series(series, {"seed": seed, "source": "generated"}, actor)

    @command
    def import_series(
        self, columns: list, number: int, color: str, letter: str, sheet: int = 1, actor: str = "", source: str = "",
        session: Session | None = None,
    ) -> Series:
        """A printed series from the printer's file, validated whole (same roles as creating one)."""
        actor = self._series_actor(session, actor)
        info = self._check_new_series(len(columns), number, color, letter, sheet)
        series = series_from_cards(info, columns)
        return self._commit_series(series, {"source": source or "imported"}, actor)

    def _series_actor(self, session: Session | None, actor: str) -> str:
        if self.has_admin:
            return self.require(session, "manager", "admin", doing="creating a series")
        return actor or "setup"

    def _commit_series(self, series: Series, extra: dict[str, Any], actor: str) -> Series:
        i = series.info
        self.commit(
            [
                (
                    "series.created",
                    {
                        "number": i.number,
                        "color": i.color,
                        "letter": i.letter,
                        "cards": i.cards,
                        "sheet": i.sheet,
                        "raw": series.raw.hex(),
                        **extra,
                    },
                )
            ],
            actor,
        )
        return self.state.series[i.number]

    @folds("series.created")
    def _fold_series_created(self, e: StoredEvent) -> None:
        d = e.data
        info = SeriesInfo(d["number"], d["color"], d["letter"], d["cards"], d["sheet"])
        self.state.series[info.number] = Series(info, bytes.fromhex(d["raw"]))

    def get_series(self, number: int) -> Series:
        s = self.state.series.get(number)
        if s is None:
            raise RuleError("There is no series {series}", series=number)
        return s
