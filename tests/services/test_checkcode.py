"""Check codes on printed cards (Arts. 3, 14): a forged card can be told from a real one."""

from __future__ import annotations

import os
import random
import stat
import sys

import pytest

from hallstation.core.bingo.cards import Card, check_series_info, generate_series
from hallstation.core.errors import RuleError
from hallstation.services.checkcode import (
    ALPHABET,
    SECRET_BYTES,
    SECRET_FILE,
    check_code,
    load_or_create_secret,
    normalize_code,
    verify_check_code,
)

SECRET = bytes(range(32))
OTHER_SECRET = bytes(range(1, 33))
PINNED = "Z2S5XE"  # HMAC-SHA256(SECRET, domain + b"1:1:" + numbers), first 30 bits


@pytest.fixture(scope="module")
def series():
    return generate_series(check_series_info(7, 50, "rojo", "B", 1), random.Random(7))


def test_code_is_six_unambiguous_characters(series) -> None:
    for card in series.cards():
        code = check_code(SECRET, 7, card)
        assert len(code) == 6
        assert set(code) <= set(ALPHABET)
        assert not set(code) & set("0O1I")


def test_code_is_stable_for_the_same_inputs(series) -> None:
    card = series.card(3)
    again = Card(3, tuple(tuple(c) for c in card.columns))
    assert check_code(SECRET, 7, card) == check_code(SECRET, 7, again) == check_code(SECRET, 7, card)


def test_code_pinned_value() -> None:
    """A code printed today must verify after an upgrade: the derivation is frozen."""
    card = Card(1, ((1, 2, 3, 4, 5), (16, 17, 18, 19, 20), (31, 32, 33, 34), (46, 47, 48, 49, 50), (61, 62, 63, 64, 65)))
    assert check_code(SECRET, 1, card) == check_code(SECRET, 1, card)
    assert check_code(SECRET, 1, card) == PINNED


def test_code_differs_for_another_card_series_or_secret(series) -> None:
    codes = {check_code(SECRET, 7, c) for c in series.cards()}
    assert len(codes) == len(series)  # 50 cards, 2**30 codes: a collision would be a bug
    card = series.card(1)
    assert check_code(SECRET, 8, card) != check_code(SECRET, 7, card)
    assert check_code(OTHER_SECRET, 7, card) != check_code(SECRET, 7, card)
    renumbered = Card(2, card.columns)
    assert check_code(SECRET, 7, renumbered) != check_code(SECRET, 7, card)


def test_art3_forged_numbers_give_another_code(series) -> None:
    card = series.card(5)
    code = check_code(SECRET, 7, card)
    b = list(card.columns[0])
    b[0] = next(n for n in range(1, 16) if n not in b)  # one number changed
    forged = Card(5, (tuple(b),) + card.columns[1:])
    assert check_code(SECRET, 7, forged) != code
    assert not verify_check_code(SECRET, 7, forged, code)
    swapped = Card(5, (tuple(reversed(card.columns[0])),) + card.columns[1:])  # same numbers, moved
    assert check_code(SECRET, 7, swapped) != code


def test_verify_ignores_case_spaces_and_dashes(series) -> None:
    card = series.card(9)
    code = check_code(SECRET, 7, card)
    assert verify_check_code(SECRET, 7, card, code)
    assert verify_check_code(SECRET, 7, card, code.lower())
    assert verify_check_code(SECRET, 7, card, f" {code[:3]}-{code[3:]} ")
    assert verify_check_code(SECRET, 7, card, f"{code[:2]} {code[2:4]} {code[4:]}")
    assert normalize_code("k7q-x2m") == "K7QX2M"


def test_verify_refuses_wrong_codes(series) -> None:
    card = series.card(9)
    code = check_code(SECRET, 7, card)
    wrong = ("3" if code[0] != "3" else "4") + code[1:]
    assert not verify_check_code(SECRET, 7, card, wrong)
    assert not verify_check_code(SECRET, 7, card, "")
    assert not verify_check_code(SECRET, 7, card, code[:5])
    assert not verify_check_code(SECRET, 7, card, code + "A")
    assert not verify_check_code(SECRET, 7, card, "ÑÑÑÑÑÑ")
    assert not verify_check_code(SECRET, 7, card, None)  # type: ignore[arg-type]
    assert not verify_check_code(SECRET, 8, card, code)


def test_a_short_secret_is_refused(series) -> None:
    with pytest.raises(RuleError):
        check_code(b"short", 7, series.card(1))


def test_secret_is_created_once_and_reused(tmp_path) -> None:
    data = tmp_path / "station"
    first = load_or_create_secret(data)
    assert len(first) == SECRET_BYTES
    path = data / SECRET_FILE
    assert path.read_bytes() == first
    assert load_or_create_secret(data) == first
    assert load_or_create_secret(str(data)) == first
    assert [p.name for p in data.iterdir()] == [SECRET_FILE]  # no temporary file left behind
    other = load_or_create_secret(tmp_path / "another")
    assert other != first


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_secret_file_is_private(tmp_path) -> None:
    old = os.umask(0)
    try:
        load_or_create_secret(tmp_path)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / SECRET_FILE).stat().st_mode) == 0o600


@pytest.mark.parametrize("content", [b"", b"x" * 16, b"x" * 31, b"x" * 33, b"x" * 100])
def test_corrupt_secret_is_refused_never_replaced(tmp_path, content) -> None:
    path = tmp_path / SECRET_FILE
    path.write_bytes(content)
    with pytest.raises(RuleError) as err:
        load_or_create_secret(tmp_path)
    assert "damaged" in str(err.value) and str(len(content)) in str(err.value)
    assert err.value.template.startswith("The installation secret")
    assert path.read_bytes() == content  # left as it was, for the operator to restore


def test_secret_created_through_station_data_folder(tmp_path) -> None:
    from hallstation.services.station import Station

    st = Station(tmp_path)
    try:
        series = st.create_series(cards=3, seed=1)
        secret = load_or_create_secret(st.data_dir)
        code = check_code(secret, series.number, series.card(1))
        assert verify_check_code(load_or_create_secret(tmp_path), series.number, series.card(1), code)
    finally:
        st.close()
