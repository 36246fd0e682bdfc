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
    draw(g, 70)
    assert g.state == DRAWING
    with pytest.raises(RuleError) as e:
        g.rectify("jurado3", "too late")  # after the first ball, no rectification
    assert "first ball" in str(e.value) and "primera bolilla" in message(e.value)


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


# ------------------------------------------------ the jury checks someone else's work (Art. 12)
def test_art12_whoever_closed_the_sales_cannot_sign_their_ratification_even_holding_the_jury_role():
    g = crafted_game(ratified=False, jury_signoffs=1)
    run(g, [(t, d) for t, d in g.rectify("jurado2", "recount")])  # back to the cashier
    run(g, g.close_sales(pot_before=0, by="cajero1"))  # a central cashier who is also on the jury
    assert g.proclaimers == ["cajero1"] and g.proclaimed_by == "cajero1"
    before = snapshot(g)
    for step in (lambda: g.ratify("cajero1"), lambda: g.rectify("cajero1", "my own figures")):
        with pytest.raises(RuleError) as e:
            step()
        assert "someone else's work" in str(e.value)
        assert message(e.value).startswith("cajero1 cerró la venta del juego 1 y proclamó sus cifras")
    assert snapshot(g) == before
    run(g, g.ratify("jurado1"))  # another jury member does
    assert g.state == RATIFIED and g.ratification["signatures"] == ["jurado1"]


def test_art12_a_cashier_who_proclaimed_an_earlier_proclamation_still_cannot_ratify_the_game():
    g = crafted_game(ratified=False, jury_signoffs=2)
    run(g, g.rectify("jurado1", "card 2 was never sold"))
    run(g, g.close_sales(pot_before=0, by="ana"))
    run(g, g.rectify("jurado1", "and card 3 neither"))
    run(g, g.close_sales(pot_before=0, by="beto"))
    assert g.proclaimers == ["ana", "beto"] and g.proclaimed_by == "beto"
    for name in ("ana", "beto"):
        with pytest.raises(RuleError):
            g.ratify(name)
    run(g, g.ratify("jurado1"))
    with pytest.raises(RuleError):
        g.ratify("jurado1")  # the sign-offs come from distinct people
    run(g, g.ratify("jurado2"))
    assert g.ratified


# ------------------------------------------------ rectified until the first ball (Art. 12)
def test_art12_rectified_after_ratifying_until_the_first_ball_the_ratification_withdrawn():
    g = crafted_game(ratified=False, jury_signoffs=2, pot=5000)
    run(g, g.ratify("jurado1"))
    run(g, g.ratify("jurado2"))
    assert g.state == RATIFIED and g.rectifiable
    events = g.rectify("jurado3", "seller 2 brought card 3 back unsold")
    (t, d), = events
    assert d["withdrawn"] == {"signatures": ["jurado1", "jurado2"], "by": ""}
    assert d["signatures"] == ["jurado1", "jurado2"]  # void now
    run(g, events)
    assert g.state == SELLING and g.ratification is None and not g.ratified and g.correcting
    assert g.rectifications[-1]["withdrawn"]["signatures"] == ["jurado1", "jurado2"]
    with pytest.raises(RuleError):
        g.draw(70, "electronic")  # the withdrawn ratification stands for nothing
    run(g, g.return_cards([3]))
    run(g, g.close_sales(pot_before=5000))
    assert g.ratify_signatures == []  # the old signatures are void: the jury signs again
    run(g, g.ratify("jurado1"))
    run(g, g.ratify("jurado2"))
    draw(g, 70)
    assert not g.rectifiable
    with pytest.raises(RuleError):
        g.rectify("jurado3", "too late")


def test_art12_the_plan_is_not_the_cashier_s_calculation_a_rectification_never_changes_it():
    g = crafted_game(ratified=False, jury_signoffs=1, price=1234, limit=52)
    plan = (g.config.price, g.config.patterns, g.config.limit)
    run(g, g.rectify("jurado1", "recount"))
    run(g, g.close_sales(pot_before=0))
    assert (g.config.price, g.config.patterns, g.config.limit) == plan


# ------------------------------------------------ a game with no card sold is voided
def test_art12_a_game_whose_corrected_sales_are_empty_is_voided_with_its_reason():
    g = crafted_game(ratified=False, jury_signoffs=1, sold=[1, 2])
    run(g, g.rectify("jurado1", "the seller's tray was never handed out"))
    with pytest.raises(RuleError) as e:
        g.void("nothing was sold")  # two cards still sold
    assert e.value.fields["n"] == 2
    run(g, g.return_cards([1, 2]))
    with pytest.raises(RuleError):
        g.close_sales(pot_before=0)  # nothing sold: it cannot be closed …
    with pytest.raises(RuleError):
        g.void("   ")  # … and a void records its reason
    events = g.void("every card came back after the rectification")
    assert events == [("game.voided", {"game": 1, "reason": "every card came back after the rectification", "proclamations": 1, "rectifications": 1})]
    run(g, events)
    assert g.state == "finished" and g.voided["reason"] == "every card came back after the rectification"
    assert g.balls == [] and g.awards == []
