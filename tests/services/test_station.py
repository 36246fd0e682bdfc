"""The station's services: commands in, events out, state rebuilt by replay."""

import pytest

from hallstation.core.bingo.game import FINISHED, PAUSED
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.drawer import SecureDrawer, SeededDrawer
from hallstation.services.simulate import play_game
from hallstation.services.station import Station
from tests.jury import ratify


def ready_game(station, cards=200, sold=150, price=1000):
    s = station.create_series(cards, seed=5)
    g = station.new_game(s.number, price, simulation=True)
    station.open_sales()
    station.sell(list(range(1, sold + 1)))
    station.close_sales()
    ratify(station)
    return s, g


def state_of(station):
    g = station.last_game
    return (
        station.pot,
        {n: (x.state, list(x.balls), sorted(x.sold), [(c.card, c.valid, c.prizes) for c in x.claims.values()], [a.to_dict() for a in x.awards]) for n, x in station.state.games.items()},
        sorted(station.state.series),
        g.number if g else None,
    )


def test_every_command_is_committed_before_it_is_shown(station):
    seen = []
    station.subscribe(lambda evs: seen.append([(e.seq, e.type) for e in evs]))
    ready_game(station)
    station.draw()
    last = seen[-1]
    assert last[0][1] == "ball.drawn"
    rows = station.store.db.execute("SELECT seq, type FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    assert tuple(rows) == last[-1]


def test_state_rebuilt_by_replay_equals_live_state(data_dir):
    st = Station(data_dir, drawer=SeededDrawer(3))
    st.seed_pot(100_000)
    ready_game(st)
    for _ in range(10):
        st.draw()
    live = state_of(st)
    st.close()
    st2 = Station(data_dir)
    assert state_of(st2) == live
    st2.close()


def test_art12_pot_takes_15_percent_before_the_draw(station):
    station.seed_pot(500_000)
    _, g = ready_game(station, sold=100, price=1000)
    assert g.pot_before_draw == 500_000 + 15_000
    assert station.pot == 515_000


def test_art4_each_game_uses_a_different_series(station):
    rng_series, g = ready_game(station)
    station.drawer = SeededDrawer(1)
    with pytest.raises(RuleError):
        station.new_game(rng_series.number, 1000, simulation=True)  # game 1 still running
    while g.state != FINISHED:
        station.draw()
        w = station.possible_winners()
        if w:
            for c in sorted({c for cs in w.values() for c in cs}):
                station.claim(rng_series.number, c)
            station.award()
            if g.state != FINISHED:
                station.resume()
    with pytest.raises(RuleError) as e:
        station.new_game(rng_series.number, 1000, simulation=True)
    assert "Art. 4" in e.value.english()


def test_electronic_drawer_is_secrets_by_default(data_dir):
    st = Station(data_dir)
    assert isinstance(st.drawer, SecureDrawer) and not st.drawer.seeded
    st.close()


def test_manual_game_takes_typed_balls_and_refuses_the_drawer(station):
    s = station.create_series(50, seed=1)
    station.new_game(s.number, 1000, source="manual", simulation=True)
    station.open_sales()
    station.sell([1, 2, 3])
    station.close_sales()
    ratify(station)
    assert station.draw_text("b12") == 12
    with pytest.raises(RuleError):
        station.draw()
    for bad in ("12", "I13", "76", "x"):
        n = len(station.store)
        with pytest.raises(RuleError):
            station.draw_text(bad)
        assert len(station.store) == n
    assert station.current_game.balls == [12]


def test_spanish_message_for_a_refused_ball(station):
    ready_game(station)
    b = station.draw()
    with pytest.raises(RuleError) as e:
        station.current_game.draw(b, "electronic")
    assert "ya salió" in message(e.value)


def test_art2_undo_needs_a_jury_pin_and_is_logged(station):
    station.create_user("jurado1", ["jury"], "1111")
    station.create_user("cantor", ["caller"], "1000")
    ready_game(station)
    first, second = station.draw(), station.draw()
    with pytest.raises(RuleError):
        station.undo_last_ball("jurado1", "9999")
    with pytest.raises(RuleError):
        station.undo_last_ball("cantor", "1000")  # not a jury member
    assert station.current_game.balls == [first, second]
    station.undo_last_ball("jurado1", "1111", "typed wrong")
    assert station.current_game.balls == [first]
    undo = [e for e in station.store.read() if e.type == "ball.undone"]
    assert undo[0].data["ball"] == second and undo[0].actor == "jurado1"


def test_five_wrong_pins_lock_until_an_admin_unlocks(station):
    station.create_user("jurado1", ["jury"], "1111")
    station.create_user("admin", ["admin"], "1234")
    for _ in range(5):
        with pytest.raises(RuleError):
            station.verify_pin("jurado1", "0000", "jury")
    with pytest.raises(RuleError) as e:
        station.verify_pin("jurado1", "1111", "jury")
    assert "locked" in e.value.english()
    station.unlock_user("jurado1", "admin", "1234")
    assert station.verify_pin("jurado1", "1111", "jury").name == "jurado1"


def test_pins_stored_only_as_salted_hashes(station):
    station.create_user("a", ["jury"], "1111")
    station.create_user("b", ["jury"], "1111")
    rows = [e.data for e in station.store.read() if e.type == "user.created"]
    assert all("1111" not in str(r) for r in rows)
    assert rows[0]["hash"] != rows[1]["hash"]  # salted


def test_possible_winners_lists_sold_cards_only(station):
    s, g = ready_game(station, cards=300, sold=100)
    while not station.possible_winners():
        station.draw()
    for cards in station.possible_winners().values():
        assert all(c <= 100 for c in cards)


def test_claim_pauses_and_award_resume_cycle(station):
    s, g = ready_game(station)
    while not station.possible_winners():
        station.draw()
    cards = sorted({c for cs in station.possible_winners().values() for c in cs})
    station.claim(s.number, cards[0])
    assert g.state == PAUSED
    with pytest.raises(RuleError):
        station.draw()
    station.award()
    station.resume()
    assert g.state == "drawing"


def test_whole_simulated_game_balances(station):
    import random

    r = play_game(station, 300, 1000, 55, random.Random(2))
    prizes = {a["prize"] for a in r["awards"]}
    assert {"line", "t_l", "p_u_n", "a_d_e_s", "full_card"} <= prizes
    assert r["takings_cents"] == 300 * 1000
