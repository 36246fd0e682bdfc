"""Where balls come from: the live electronic drawer on ``secrets``; seeded only for simulations
and tests."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence


class SecureDrawer:
    """The station's live electronic drawer: a cryptographically secure choice."""

    seeded = False

    def pick(self, remaining: Sequence[int]) -> int:
        return secrets.choice(list(remaining))


class SeededDrawer:
    """Reproducible draws for simulations and tests only."""

    seeded = True

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def pick(self, remaining: Sequence[int]) -> int:
        return self.rng.choice(list(remaining))
