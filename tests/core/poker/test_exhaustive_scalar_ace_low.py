"""The scalar evaluator ``rank`` agrees with the vectorised ``rank_array`` on every one of the
2,598,960 five-card hands, with the hall setting ``ace_low_straight`` on (A-2-3-4-5 a straight). (A file of its own, as is its ace-high twin
``test_exhaustive_scalar_ace_high.py``: each pass takes half a minute of CPU, and pytest-xdist keeps a file on one
worker, so the two passes and ``test_exhaustive.py`` run on different workers.)"""

from __future__ import annotations

import pytest

from tests.core.poker.scalar_pass import assert_scalar_agrees_on_every_hand


@pytest.mark.slow
def test_scalar_rank_agrees_with_vectorised_on_every_hand_ace_low() -> None:
    assert_scalar_agrees_on_every_hand(ace_low=True)
