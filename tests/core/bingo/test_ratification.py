"""The jury ratifies or rectifies the central cashier's figures before the first ball (Art. 12):
"el Jurado tomará conocimiento y ratificará o rectificará los cálculos efectuados"."""

import copy

import pytest

from hallstation.core.bingo.game import DRAWING, PROCLAIMED, RATIFIED, SELLING
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from tests.core.bingo.helpers import crafted_game, draw, run


def snapshot(g):
    return copy.deepcopy((g.state, g.balls, g.sold, g.dividends, g.ratify_signatures, g.ratification, g.rectifications))


def test_art12_no_ball_before_the_jury_ratifies():
    g = crafted_game(ratified=False, jury_signoffs=1)
    assert g.state == PROCLAIMED and g.waiting_for_jury and not g.ratified
    before = snapshot(g)
    for source in ("electronic", "manual"):
        with pytest.raises(RuleError) as e:
            g.draw(5, source)
        assert "ratif" in str(e.value)
        assert "ratifique" in message(e.value)  # said in Spanish to the hall
    with pytest.raises(RuleError):
        g.claim(1, 1)  # no claim either: nothing can pause a draw that has not started
    assert snapshot(g) == before


def test_art12_ratified_with_the_hall_s_number_of_signatures():
    g = crafted_game(ratified=False, jury_signoffs=2)
    events = g.ratify("jurado1")
    assert [t for t, _ in events] == ["game.ratification_signed"]
    run(g, events)
    assert g.state == PROCLAIMED and g.ratify_signatures == ["jurado1"]
    with pytest.raises(RuleError) as e:
        g.ratify("jurado1")  # one person signs once
    assert "another jury member" in str(e.value)
    with pytest.raises(RuleError):
        g.draw(5, "electronic")  # one signature of two: still waiting
    events = g.ratify("jurado2")
    assert [t for t, _ in events] == ["game.ratification_signed", "game.ratified"]
    assert events[-1][1]["signatures"] == ["jurado1", "jurado2"] and events[-1][1]["proclamation"] == 1
    run(g, events)
    assert g.state == RATIFIED and g.ratified and not g.ratified_by_old_rules
    with pytest.raises(RuleError) as e:
        g.ratify("jurado3")
    assert "already ratified" in str(e.value)
    with pytest.raises(RuleError):
        g.rectify("jurado3", "too late")  # ratified figures stand
    draw(g, 70)
    assert g.state == DRAWING


def test_art12_a_game_without_a_jury_procedure_is_ratified_as_its_own():
    g = crafted_game(ratified=False)  # jury_signoffs=0: a simulation
    events = g.ratify()
    assert events == [("game.ratified", {"game": 1, "proclamation": 1, "signatures": []})]
    run(g, events)
    assert g.state == RATIFIED


def test_art12_rectified_figures_go_back_to_the_central_cashier_and_are_proclaimed_again():
    g = crafted_game(ratified=False, jury_signoffs=2, sold=[1, 2], pot=5000)
    run(g, g.ratify("jurado1"))
    with pytest.raises(RuleError) as e:
        g.rectify("jurado2", "   ")
    assert "reason" in str(e.value)
    events = g.rectify("jurado2", "Card 2 was returned by seller 1")
    (t, d), = events
    assert t == "game.rectified"
    assert d["reason"] == "Card 2 was returned by seller 1" and d["jury"] == "jurado2"
    assert d["signatures"] == ["jurado1"] and d["sold"] == 2 and d["dividends"]["takings"] == 2000
    assert d["pot_before"] == 5000 and d["pot_after"] == 5000 + 300
    run(g, events)
    assert g.state == SELLING and g.dividends is None and g.ratify_signatures == [] and not g.ratified
    with pytest.raises(RuleError) as e:
        g.ratify("jurado1")
    assert "not proclaimed" in str(e.value)
    run(g, g.return_cards([2]))  # the central cashier corrects the sales
    run(g, g.close_sales(pot_before=5000))
    assert g.state == PROCLAIMED and g.proclamations == 2 and g.dividends.takings == 1000
    assert g.ratify_signatures == []  # the earlier signature was for the rectified figures
    run(g, g.ratify("jurado1"))
    run(g, g.ratify("jurado2"))
    assert g.state == RATIFIED and g.ratification["proclamation"] == 2
    assert len(g.rectifications) == 1


def test_an_old_log_drawn_straight_after_its_proclamation_replays_as_ratified_by_the_old_rules():
    g = crafted_game(ratified=False, jury_signoffs=1)
    # the events an older station wrote: a ball right after the proclamation
    run(g, [("ball.drawn", {"game": 1, "ball": 70, "source": "electronic", "count": 1})])
    assert g.state == DRAWING and g.balls == [70]
    assert g.ratified and g.ratified_by_old_rules and g.ratification is None
