"""The scalar evaluator ``rank`` agrees with the vectorised ``rank_array`` on every one of the
2,598,960 five-card hands, with the hall setting ``ace_low_straight`` on (A-2-3-4-5 a straight). (A file of its own, as is its ace-high twin
``test_exhaustive_scalar_ace_high.py``: each pass takes half a minute of CPU, and pytest-xdist keeps a file on one
worker, so the two passes and ``test_exhaustive.py`` run on different workers.)"""

from __future__ import annotations

import numpy as np
import pytest

from hallstation.core.poker import rank
from hallstation.core.poker.fast import N_HANDS, all_hands, rank_array

ACE_LOW = True


@pytest.mark.slow
def test_scalar_rank_agrees_with_vectorised_on_every_hand_ace_low() -> None:
    hands = all_hands()
    assert hands.shape == (N_HANDS, 5)
    keys = rank_array(hands, ACE_LOW)
    scalar = np.fromiter(
        (rank(h, ACE_LOW) for h in map(tuple, hands.tolist())), dtype=np.int64, count=N_HANDS
    )
    mismatch = np.flatnonzero(scalar != keys)
    assert mismatch.size == 0, hands[mismatch[:5]]
