"""One pass of the scalar evaluator over every five-card hand, compared with the vectorised one
(used by ``test_exhaustive_scalar_ace_high.py`` and ``test_exhaustive_scalar_ace_low.py``)."""

from __future__ import annotations

import numpy as np

from hallstation.core.poker import rank
from hallstation.core.poker.fast import N_HANDS, all_hands, rank_array


def assert_scalar_agrees_on_every_hand(ace_low: bool) -> None:
    hands = all_hands()
    assert hands.shape == (N_HANDS, 5)
    keys = rank_array(hands, ace_low)
    # each hand as the tuple of five ints the console passes (zip of the five columns: no list made per hand)
    scalar = np.fromiter((rank(h, ace_low) for h in zip(*hands.T.tolist())), dtype=np.int64, count=N_HANDS)
    mismatch = np.flatnonzero(scalar != keys)
    assert mismatch.size == 0, hands[mismatch[:5]]
