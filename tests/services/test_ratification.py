"""The jury ratifies or rectifies the central cashier's figures before the first ball (Art. 12),
through the services: every step an event naming who signed, no ball before the ratification
(electronic or typed), a rectification back to the central cashier, and in recall."""

import pytest

from hallstation.core.bingo.game import PROCLAIMED, RATIFIED, SELLING
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.recall import recall, recall_text
from hallstation.services.station import Station
from hallstation.services.views import board_view, jury_figures
from tests.jury import ratify


def game_events(st, *types):
    return [e for e in st.store.read() if e.type in types]


def test_art12_a_ball_before_the_ratification_is_refused_typed_or_electronic(hall):
    g = hall.setup(ratified=False)
    assert g.state == PROCLAIMED
    n = len(hall.store)
    for attempt in (lambda: hall.draw_text("B1"), lambda: hall.draw_text("nonsense"), lambda: hall.draw(1)):
        with pytest.raises(RuleError) as e:
            attempt()
        assert "ratif" in e.value.english()
        assert message(e.value).startswith("Ninguna bolilla antes de que el jurado ratifique")
    with pytest.raises(RuleError):
        hall.pause()
    assert len(hall.store) == n and g.balls == []  # nothing recorded


def test_art12_an_electronic_game_refuses_the_drawer_before_the_ratification(people_template, data_dir):
    import shutil

    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    try:
        admin, cajero = st.authenticate("admin", "1234"), st.authenticate("cajero", "4444")
        s = st.create_series(50, seed=3, session=admin)
        st.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")])
        g = st.new_game(s.number, 1000, source="electronic", session=admin)
        st.open_sales(session=admin)
        st.sell([1, 2, 3], session=cajero)
        st.close_sales(session=cajero)
        with pytest.raises(RuleError) as e:
            st.draw()
        assert "Art. 12" in message(e.value)
        assert g.balls == []
        assert st.ratify("jurado1", "1111") is True
        st.draw()
        assert g.ball_count == 1
    finally:
        st.close()


def test_art12_ratified_with_the_hall_s_sign_offs_each_an_event_naming_who_signed(hall):
    g = hall.setup(signoffs=2, ratified=False)
    with pytest.raises(RuleError) as e:
        hall.ratify("cajero", "4444")  # the cashier is not on the jury
    assert "jury" in str(e.value) or "jurado" in message(e.value)
    with pytest.raises(RuleError):
        hall.ratify("jurado1", "9999")  # a wrong PIN: counted, nothing signed
    assert hall.state.users["jurado1"].failures == 1 and g.ratify_signatures == []
    assert hall.ratify("jurado1", "1111") is False
    assert g.state == PROCLAIMED and g.ratify_signatures == ["jurado1"]
    with pytest.raises(RuleError):
        hall.balls(1)  # one signature of the two the hall asks for
    with pytest.raises(RuleError):
        hall.ratify("jurado1", "1111")  # the same person signs once
    assert hall.ratify("jurado2", "2222") is True
    assert g.state == RATIFIED
    signed = game_events(hall, "game.ratification_signed", "game.ratified")
    assert [(e.type, e.actor) for e in signed] == [
        ("game.ratification_signed", "jurado1"),
        ("game.ratification_signed", "jurado2"),
        ("game.ratified", "jurado2"),
    ]
    assert signed[-1].data == {"game": g.number, "proclamation": 1, "signatures": ["jurado1", "jurado2"]}
    hall.balls(1)
    assert g.balls == [1]
    r = recall(hall, g.number)
    assert r["ratification"]["signatures"] == ["jurado1", "jurado2"] and not r["ratified_by_old_rules"]
    assert "Cifras ratificadas por el jurado: jurado1, jurado2 (Art. 12)" in recall_text(r)


def test_art12_rectified_then_corrected_by_the_central_cashier_proclaimed_again_and_ratified(hall):
    g = hall.setup(sold=(1, 2, 3), ratified=False)
    pot_before = hall.pot - g.dividends.pot_contribution
    assert g.proclaimed_pot_before == pot_before
    with pytest.raises(RuleError):
        hall.rectify("jurado1", "1111", "  ")  # a rectification records its reason
    hall.rectify("jurado1", "1111", "Card 3 was returned unsold by its seller")
    assert g.state == SELLING and g.dividends is None
    assert hall.pot == pot_before  # the rectified 15 % is out of the pot again
    (e,) = game_events(hall, "game.rectified")
    assert e.actor == "jurado1" and e.data["reason"] == "Card 3 was returned unsold by its seller"
    assert e.data["sold"] == 3 and e.data["dividends"]["takings"] == 3 * 100_000
    with pytest.raises(RuleError):
        hall.ratify("jurado1", "1111")  # nothing proclaimed to ratify now
    with pytest.raises(RuleError):
        hall.balls(1)
    hall.return_cards([3], session=hall.cajero)  # the central cashier corrects the sales
    hall.close_sales(session=hall.cajero)  # and proclaims again
    assert g.state == PROCLAIMED and g.proclamations == 2 and g.dividends.takings == 2 * 100_000
    assert hall.pot == pot_before + g.dividends.pot_contribution
    f = jury_figures(hall)
    assert f.proclamation == 2 and f.sold == 2 and f.takings == 200_000 and f.balanced
    assert f.rectifications[0]["reason"] == "Card 3 was returned unsold by its seller"
    assert board_view(hall).proclaimed and not board_view(hall).ratified
    hall.ratify("jurado2", "2222")  # the jury looks again: another member may ratify
    assert g.state == RATIFIED and g.ratification["proclamation"] == 2
    assert board_view(hall).ratified
    hall.balls(1)
    text = recall_text(recall(hall, g.number))
    assert "Cifras rectificadas por jurado1 (proclamación 1: 3 cartones, recaudación $ 3.000): Card 3 was returned unsold by its seller" in text
    assert "Cifras ratificadas por el jurado: jurado2 (Art. 12)" in text


def test_art12_a_seller_s_tray_corrected_after_a_rectification_is_checked_again(hall):
    hall.create_user("vendedor1", ["seller"], "5555", session=hall.admin)
    hall.change_setting("jury_signoffs", 1, hall.admin)
    s = hall.create_series(60, seed=4, session=hall.admin)
    hall.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")])
    g = hall.new_game(s.number, 1000, session=hall.admin)
    hall.open_sales(session=hall.admin)
    hall.give_tray("vendedor1", list(range(1, 21)), hall.cajero)
    hall.settle_tray("vendedor1", 20 * 1000, hall.cajero)
    with pytest.raises(RuleError):
        hall.return_tray("vendedor1", [20], hall.cajero)  # settled: no correction before a rectification
    hall.close_sales(session=hall.cajero)
    hall.rectify("jurado1", "1111", "vendedor1 brought card 20 back unsold")
    hall.return_tray("vendedor1", [20], hall.cajero)
    assert hall.trays(g)["vendedor1"].settled is None
    with pytest.raises(RuleError):
        hall.close_sales(session=hall.cajero)  # the corrected tray's money is checked again first
    hall.settle_tray("vendedor1", 19 * 1000, hall.cajero)
    hall.close_sales(session=hall.cajero)
    assert g.dividends.takings == 19 * 1000
    f = jury_figures(hall)
    assert f.trays == (("vendedor1", 19, 19_000, 19_000),) and f.direct == 0
    hall.ratify("jurado1", "1111")
    assert g.state == RATIFIED


def test_art12_the_figures_shown_to_the_jury_say_how_each_was_reached(hall):
    g = hall.setup(ratified=False)
    f = jury_figures(hall)
    assert (f.sold, f.price, f.takings) == (3, 100_000, 300_000)
    line = next(x for x in f.shares if x.prize == "line")
    assert (line.share_bp, line.exact, line.amount) == (200, 6_000, 6_000)
    assert (f.pot_bp, f.pot_contribution) == (1500, 45_000)
    assert f.pot_after == f.pot_before + f.pot_contribution == g.pot_before_draw
    assert f.casino == 1_000_000  # the fixture's seed of the pot (N$ 10,000)
    assert f.need == 1 and f.signatures == () and f.proclaimed_by == "cajero" and f.balanced


def test_a_simulated_game_is_ratified_as_the_simulation_s_own(station):
    s = station.create_series(40, seed=2)
    g = station.new_game(s.number, 1000, simulation=True)
    station.open_sales()
    station.sell(list(range(1, 41)))
    station.close_sales()
    with pytest.raises(RuleError):
        station.draw()
    assert station.ratify() is True
    (e,) = game_events(station, "game.ratified")
    assert e.actor == "simulation" and e.data["by"] == "simulation" and e.data["signatures"] == []
    station.draw()
    assert "Cifras ratificadas por la simulación, sin jurado (Art. 12)" in recall_text(recall(station, g.number))


def test_simulate_records_the_ratification_of_every_game(station):
    from hallstation.services.simulate import simulate

    out = simulate(station, 30, 2, 7, 1000, None)
    assert len(out["games"]) == 2
    rat = game_events(station, "game.ratified")
    assert [e.data["game"] for e in rat] == [1, 2] and {e.actor for e in rat} == {"simulation"}


def test_an_old_log_drawn_right_after_the_proclamation_still_replays(data_dir):
    """A log written before the ratification step: its game went from the proclamation straight
    to the balls. It replays as it was played, and counts as ratified by the old rules."""
    st = Station(data_dir)
    s = st.create_series(40, seed=2)
    g = st.new_game(s.number, 1000, simulation=True)
    st.open_sales()
    st.sell(list(range(1, 41)))
    st.close_sales()
    # what an older station recorded: the balls, with no ratification
    st.commit([("ball.drawn", {"game": g.number, "ball": b, "source": "electronic", "count": i + 1}) for i, b in enumerate((7, 22, 41))])
    st.close()
    st = Station(data_dir)
    try:
        assert st.attention is None
        g = st.current_game
        assert g.balls == [7, 22, 41] and g.state == "drawing"
        assert g.ratified and g.ratified_by_old_rules
        r = recall(st, g.number)
        assert r["ratification"] is None and r["ratified_by_old_rules"]
        assert "sin ratificación registrada" in recall_text(r)
        st.draw()  # the game goes on
        assert board_view(st).ratified
    finally:
        st.close()


def test_restart_between_proclaiming_and_ratifying_keeps_the_step(hall, data_dir):
    hall.setup(signoffs=2, ratified=False)
    hall.ratify("jurado3", "3333")
    st = Station(data_dir)  # the station started again on the same log
    try:
        g = st.current_game
        assert g.state == PROCLAIMED and g.ratify_signatures == ["jurado3"]
        assert st.ratify("jurado1", "1111") is True
        assert g.ratification["signatures"] == ["jurado3", "jurado1"]
    finally:
        st.close()


# ------------------------------------------------ the jury checks someone else's work (Art. 12)
def cashier_on_the_jury_game(hall, signoffs=1):
    """A game whose sales 'cajera' closed: she is the central cashier and on the jury too."""
    hall.create_user("cajera", ["cashier", "central_cashier", "jury"], "4545", session=hall.admin)
    hall.change_setting("jury_signoffs", signoffs, hall.admin)
    cajera = hall.authenticate("cajera", "4545")
    s = hall.create_series(40, seed=5, session=hall.admin)
    juries = [("jurado1", "1111"), ("jurado2", "2222"), ("jurado3", "3333")][:signoffs]
    hall.open_day([{"number": s.number}], 55, [*juries, ("admin", "1234")])
    g = hall.new_game(s.number, 1000, session=hall.admin)
    hall.open_sales(session=hall.admin)
    hall.sell([1, 2, 3], session=cajera)
    hall.close_sales(session=cajera)
    return g


def test_art12_the_central_cashier_on_the_jury_cannot_ratify_the_figures_she_proclaimed(hall):
    g = cashier_on_the_jury_game(hall)
    (closed,) = game_events(hall, "game.sales_closed")
    assert closed.data["by"] == "cajera" and g.proclaimers == ["cajera"]
    n = len(hall.store)
    for step in (lambda: hall.ratify("cajera", "4545"), lambda: hall.rectify("cajera", "4545", "my own mistake")):
        with pytest.raises(RuleError) as e:
            step()
        assert message(e.value).startswith("cajera cerró la venta del juego")
        assert "el jurado controla el trabajo de otro (Art. 12)" in message(e.value)
    assert len(hall.store) == n and hall.state.users["cajera"].failures == 0  # refused before the PIN
    assert g.state == PROCLAIMED
    assert hall.ratify("jurado1", "1111") is True  # someone else's sign-off ratifies
    assert g.ratification["signatures"] == ["jurado1"]


def test_art12_the_hall_s_signatures_come_from_people_other_than_the_cashier(hall):
    g = cashier_on_the_jury_game(hall, signoffs=2)
    assert g.ratify_need == 2
    assert hall.ratify("jurado1", "1111") is False
    with pytest.raises(RuleError):
        hall.ratify("cajera", "4545")  # would be the second signature: refused
    with pytest.raises(RuleError):
        hall.ratify("jurado1", "1111")  # the same person twice: refused
    assert g.state == PROCLAIMED and g.ratify_signatures == ["jurado1"]
    assert hall.ratify("jurado2", "2222") is True
    assert g.ratification["signatures"] == ["jurado1", "jurado2"]


def test_art12_the_settings_ask_at_least_one_jury_signature(hall):
    for bad in (0, 4, -1):
        with pytest.raises(RuleError):
            hall.change_setting("jury_signoffs", bad, hall.admin)
    hall.change_setting("jury_signoffs", 3, hall.admin)
    assert hall.settings["jury_signoffs"] == 3


def test_art12_the_demo_day_s_jury_ratifies_the_central_cashier_s_figures(station):
    from hallstation.services.demo import create_demo_day

    create_demo_day(station, cards=60, sold=40)
    g = station.current_game
    assert g.state == RATIFIED and g.proclaimers == ["cajero"]
    assert "cajero" not in g.ratification["signatures"]


# ------------------------------------------------ rectified until the first ball (Art. 12)
def test_art12_the_jury_rectifies_after_ratifying_until_the_first_ball(hall):
    g = hall.setup(signoffs=1)  # ratified by jurado1
    assert g.state == RATIFIED
    hall.rectify("jurado2", "2222", "seller 1 handed in card 3 unsold")
    (e,) = game_events(hall, "game.rectified")
    assert e.data["withdrawn"] == {"signatures": ["jurado1"], "by": ""} and e.actor == "jurado2"
    assert g.state == SELLING and g.ratification is None and g.ratify_signatures == []
    v = board_view(hall)
    assert v.correcting and not v.proclaimed  # the boards say "cifras en corrección"
    with pytest.raises(RuleError):
        hall.balls(1)  # the withdrawn ratification stands for nothing
    hall.return_cards([3], session=hall.cajero)
    hall.close_sales(session=hall.cajero)
    assert not board_view(hall).correcting
    ratify(hall)
    hall.balls(1)
    n = len(hall.store)
    with pytest.raises(RuleError) as err:
        hall.rectify("jurado1", "1111", "too late")
    assert "primera bolilla" in message(err.value) and len(hall.store) == n
    text = recall_text(recall(hall, g.number))
    assert "Ratificación de jurado1 retirada antes de la primera bolilla (Art. 12)" in text
    assert "seller 1 handed in card 3 unsold" in text
    assert "Cifras ratificadas por el jurado: jurado1 (Art. 12)" in text  # the new ratification


def test_art12_a_rectification_never_changes_the_day_s_plan(hall):
    g = hall.setup(price=100_000, limit=52, ratified=False)
    plan = (g.config.price, g.config.patterns, g.config.limit, g.config.bonus)
    hall.change_setting("patterns", hall.settings["patterns"], hall.admin)
    hall.rectify("jurado1", "1111", "recount")
    hall.close_sales(session=hall.cajero)
    assert (g.config.price, g.config.patterns, g.config.limit, g.config.bonus) == plan
    f = jury_figures(hall)
    assert f.price == 100_000
