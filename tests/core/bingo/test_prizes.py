"""Prizes, dividends, bonuses, ties and the major prize in integer cents (Arts. 7, 8, 12, 13, 14)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hallstation.core.bingo.patterns import A_D_E_S, FULL_CARD, LINE, P_U_N, T_L
from hallstation.core.bingo.prizes import (
    Winner,
    award,
    award_major,
    bonus_window,
    check_limit,
    check_promo,
    multiplier,
    proclaim,
)
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money, round_down, split_equally


def test_art7_shares_of_takings():
    d = proclaim(100_000_00, unit=1)  # N$ 100,000 of takings
    assert d.prizes == {LINE: 2_000_00, T_L: 4_000_00, P_U_N: 6_000_00, A_D_E_S: 8_000_00, FULL_CARD: 40_000_00}
    assert d.pot_contribution == 15_000_00
    assert d.house_share == 25_000_00
    assert d.residue == 0


def test_money_rounds_down_to_the_unit_and_residue_goes_to_the_house():
    d = proclaim(12_345, unit=100)  # N$ 123.45
    assert d.prizes[LINE] == 200  # 2 % = 246.9 cents → rounded down to whole pesos
    assert all(v % 100 == 0 for v in d.prizes.values())
    assert d.residue > 0
    assert d.takings == sum(d.prizes.values()) + d.pot_contribution + d.house_share + d.residue


@given(st.integers(0, 10**11), st.sampled_from([1, 10, 100, 500, 1000, 10_000]))
def test_art7_takings_always_balance(takings, unit):
    d = proclaim(takings, unit)
    assert d.takings == sum(d.prizes.values()) + d.pot_contribution + d.house_share + d.residue
    assert d.residue >= 0 and all(v >= 0 and v % unit == 0 for v in d.prizes.values())
    assert all(isinstance(v, int) for v in [*d.prizes.values(), d.pot_contribution, d.house_share, d.residue])


@pytest.mark.parametrize("balls,factor", [(4, 5), (5, 5), (6, 4), (7, 3), (8, 2), (9, 1), (40, 1)])
def test_art8_line_bonus_by_ball_count(balls, factor):
    assert multiplier(LINE, balls) == factor


@pytest.mark.parametrize("balls,factor", [(9, 5), (11, 5), (12, 4), (13, 3), (14, 2), (15, 1)])
def test_art8_t_l_bonus_by_ball_count(balls, factor):
    assert multiplier(T_L, balls) == factor


@pytest.mark.parametrize("prize", [P_U_N, A_D_E_S, FULL_CARD])
def test_art8_no_ball_count_bonus_for_other_prizes(prize):
    assert multiplier(prize, 4) == 1


def test_art8_line_bonus_x5_at_ball_5_paid_by_the_house():
    a = award(LINE, 2_000_00, [Winner(7, 5)])
    assert a.per_card == (10_000_00,) and a.multiplier == 5
    assert a.bonus_cost == 8_000_00


def test_art8_bonus_window_for_the_next_ball():
    assert bonus_window(LINE, 0) == (5, 5)
    assert bonus_window(LINE, 5) == (4, 6)
    assert bonus_window(LINE, 7) == (2, 8)
    assert bonus_window(LINE, 8) is None
    assert bonus_window(T_L, 12) == (3, 13)


def test_art8_3_promotional_bonus_up_to_100_percent():
    a = award(P_U_N, 6_000_00, [Winner(1, 30)], promo_pct=50)
    assert a.per_card == (9_000_00,) and a.bonus_cost == 3_000_00
    with pytest.raises(RuleError):
        check_promo({P_U_N: 101})
    with pytest.raises(RuleError):
        check_promo({"casino": 10})


def test_art14_tie_split_equally_residue_to_house():
    a = award(LINE, 1_000_00, [Winner(3, 20), Winner(1, 20), Winner(2, 20)])
    assert a.cards == (1, 2, 3)
    assert a.per_card == (333_00, 333_00, 333_00)
    assert a.residue == 1_00


def test_art14_each_share_takes_its_own_cards_bonus():
    a = award(LINE, 2_000_00, [Winner(1, 5), Winner(2, 9)])
    assert a.per_card == (5_000_00, 1_000_00)


@given(st.integers(0, 10**9), st.integers(1, 50), st.sampled_from([1, 100, 1000]))
def test_art14_split_never_pays_more_than_the_prize(total, n, unit):
    s = split_equally(total, n, unit)
    assert s.per_share * n + s.residue == total
    assert s.per_share % unit == 0 and 0 <= s.residue


def test_art7f_major_pays_97_percent_and_keeps_3_for_next_pot():
    a = award_major(1_000_000_00, [Winner(9, 48)])
    assert a.per_card == (970_000_00,)
    assert a.carry == 30_000_00


def test_art7f_major_shared_by_co_winners():
    a = award_major(1_000_000_00, [Winner(1, 50), Winner(2, 50), Winner(3, 50)])
    assert a.per_card == (323_333_00,) * 3
    assert a.residue == 1_00 and a.carry == 30_000_00
    assert sum(a.per_card) + a.residue + a.carry == 1_000_000_00


@pytest.mark.parametrize("limit", [49, 61, 0, "55"])
def test_art13_limit_between_50_and_60(limit):
    with pytest.raises(RuleError):
        check_limit(limit)


def test_art13_limits_50_and_60_accepted():
    assert check_limit(50) == 50 and check_limit(60) == 60


def test_money_formatting():
    assert format_money(123456) == "$ 1.234,56"
    assert format_money(100_000_00) == "$ 100.000"
    assert round_down(1999, 100) == 1900
