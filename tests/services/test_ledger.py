"""Money that always balances (Arts. 7, 8, 12): a property test over any sales and draws."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hallstation.core.bingo.cards import SeriesInfo, generate_series
from hallstation.core.bingo.game import BingoGame, GameConfig
from hallstation.core.bingo.patterns import default_patterns
from hallstation.core.bingo.scan import WinnerScanner
from hallstation.services.ledger import day_csv, day_ledger, game_ledger


def play(cards, sold, price, unit, seed, pot, promo):
    series = generate_series(SeriesInfo(1, "x", "A", cards, 1), random.Random(seed))
    g = BingoGame(GameConfig(1, 1, price, patterns=default_patterns(), unit=unit, promo=promo, limit=60), series)

    def run(evs):
        for t, d in evs:
            g.apply(t, d)

    run(g.open_sales())
    run(g.sell(list(range(1, sold + 1))))
    run(g.close_sales(pot))
    run(g.ratify())
    sc = WinnerScanner([series.card(n) for n in sorted(g.sold)], g.config.patterns)
    balls = random.Random(seed + 1).sample(range(1, 76), 75)
    for b in balls:
        run(g.draw(b, "electronic"))
        won = sc.scan(g.balls, g.open_prizes)
        if won:
            for c in sorted({c for cs in won.values() for c in cs}):
                run(g.claim(1, c))
            run(g.award())
            if g.state == "finished":
                break
            run(g.resume())
    return g


@settings(max_examples=40, deadline=None)
@given(
    cards=st.integers(1, 300),
    data=st.data(),
    price=st.integers(1, 500_000),
    unit=st.sampled_from([1, 10, 100, 500, 1000]),
    seed=st.integers(0, 2**31),
    pot=st.integers(0, 10**9),
    promo=st.dictionaries(st.sampled_from(["line", "t_l", "p_u_n", "a_d_e_s", "full_card"]), st.integers(0, 100), max_size=3),
)
def test_art7_takings_equal_prizes_pot_house_and_residue_for_any_sales_and_draws(cards, data, price, unit, seed, pot, promo):
    sold = data.draw(st.integers(1, cards))
    g = play(cards, sold, price, unit, seed, pot, promo)
    led = game_ledger(g)
    assert led.balanced()
    assert led.takings == led.prizes_from_takings + led.pot_contribution + led.house_share + led.residue
    for p in led.prizes:
        assert p.awarded  # the full card ends the game; every prize is complete by then
        assert p.awarded_total == p.from_takings + p.bonus_cost
        assert p.from_takings + p.residue == p.base
        assert p.bonus_cost >= 0 and p.residue >= 0
    if led.major_awarded:
        assert led.major_awarded + led.major_carry + led.major_residue == g.pot_before_draw
    assert all(isinstance(v, int) for v in (led.takings, led.residue, led.bonus_cost, led.house_result))


def test_day_ledger_and_csv_for_a_simulated_day(station):
    from hallstation.services.simulate import simulate

    simulate(station, 200, 3, seed=4, price=1500, limit=55)
    day = day_ledger(station)
    assert len(day.games) == 3 and day.balanced()
    t = day.totals()
    assert t["takings"] == 3 * 200 * 1500
    text = day_csv(day)
    lines = text.strip().splitlines()
    assert lines[0].startswith("game,series,price") and len(lines) == 5
    assert lines[-1].startswith("total") and lines[-1].endswith("True")


# ------------------------------------------------------------------ payments: paid ≤ awarded (Arts. 11, 14, 15)
PAY_METHODS = ("cash", "payment_order", "cheque")


@settings(max_examples=60, deadline=None)
@given(
    cards=st.integers(2, 60),
    price=st.integers(1, 200_000),
    seed=st.integers(0, 2**31),
    data=st.data(),
)
def test_art15_paid_never_exceeds_awarded_for_any_sequence_of_payments(cards, price, seed, data):
    """Whatever the order of claims and payments — co-winners claiming late, payments tried twice,
    for the wrong prize or the wrong method, the game stopped anywhere — for every prize of the
    game (the major prize included) paid ≤ awarded, in cents and in count, and awarded − paid is
    what the ledger says is still unpaid."""
    from hallstation.core.bingo.patterns import MAJOR
    from hallstation.core.errors import RuleError

    series = generate_series(SeriesInfo(1, "x", "A", cards, 1), random.Random(seed))
    g = BingoGame(GameConfig(1, 1, price, patterns=default_patterns(), unit=1, limit=60, payment_threshold=data.draw(st.sampled_from([1, 5_000, 5_000_000]))), series)

    def run(evs):
        for t, d in evs:
            g.apply(t, d)

    def attempt(step):
        try:
            run(step())
        except RuleError:
            pass  # refused: nothing recorded

    run(g.open_sales())
    run(g.sell(list(range(1, cards + 1))))
    run(g.close_sales(data.draw(st.integers(0, 10**8))))
    run(g.ratify())
    sc = WinnerScanner([series.card(n) for n in sorted(g.sold)], g.config.patterns)
    stop = data.draw(st.integers(1, 75))
    for b in random.Random(seed + 1).sample(range(1, 76), 75)[:stop]:
        run(g.draw(b, "electronic"))
        won = sorted({c for cs in sc.scan(g.balls, g.open_prizes).values() for c in cs})
        if not won:
            continue
        first = data.draw(st.lists(st.sampled_from(won), min_size=1, unique=True))
        for c in first:
            attempt(lambda c=c: g.claim(1, c))
        attempt(g.award)
        # random payments, some of them not allowed, and late co-winners in between
        for _ in range(data.draw(st.integers(0, 8))):
            if data.draw(st.booleans()):
                late = data.draw(st.sampled_from(won))
                attempt(lambda late=late: g.claim(1, late))
                attempt(g.award)
            if not g.claims:
                continue
            cid = data.draw(st.sampled_from(sorted(g.claims)))
            prize = data.draw(st.sampled_from([*{a.prize for a in g.awards}, MAJOR, "line"]))
            method = data.draw(st.sampled_from(PAY_METHODS))
            attempt(lambda: [(t, {**d, "by": "cajero"}) for t, d in g.pay(cid, prize, method, "Ana", "1")])
        led = game_ledger(g)
        for acc in led.accounts:
            assert 0 <= acc.paid <= acc.awarded and 0 <= acc.paid_count <= acc.awarded_count
            assert acc.unpaid == acc.awarded - acc.paid and acc.unpaid_count == acc.awarded_count - acc.paid_count
            assert all(p["by"] == "cajero" for p in acc.payments)
            award = next((a for a in g.awards if a.prize == acc.prize), None)
            assert acc.awarded == (award.amount if award else 0)
        assert led.paid <= led.awarded == sum(a.amount for a in g.awards)
        if g.state == "finished":
            break
        if g.state == "paused":
            attempt(g.resume)
            if g.state == "paused":
                break
