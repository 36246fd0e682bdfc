"""The claim entry line: typed ``S-C``, a scanner's ``S-C-CODE``, a bare card number (pure, no Qt)."""

from __future__ import annotations

import pytest

from hallstation.gui.claims.entry import EntryError, parse_claim_entry


@pytest.mark.parametrize(
    "text, expected",
    [
        ("2-145", (2, 145, None)),
        ("2-145-K7QX2M", (2, 145, "K7QX2M")),
        ("2-145-k7qx2m", (2, 145, "K7QX2M")),
        (" 2 145 K7Q X2M ", (2, 145, "K7QX2M")),  # a code typed in groups
        ("2'145'K7QX2M", (2, 145, "K7QX2M")),  # a US-keyboard scanner on a Spanish layout
        ("2/145", (2, 145, None)),
        ("145", (1, 145, None)),  # the game's series
        ("145-K7QX2M", (1, 145, "K7QX2M")),
    ],
)
def test_entry_forms(text, expected):
    assert parse_claim_entry(text, 1) == expected


@pytest.mark.parametrize("text", ["", "   ", "abc", "2-x1", "0-5", "2-0", "2-145-K7?QX"])
def test_entry_refused_with_a_message(text):
    with pytest.raises(EntryError) as e:
        parse_claim_entry(text, 1)
    assert str(e.value)


def test_bare_card_needs_a_game_series():
    with pytest.raises(EntryError):
        parse_claim_entry("145", None)
