"""The major prize's pot changes only by its own events, and the day's ledger checks its identity
(Arts. 7 f, 12, 14; RULES.md): pot at the start + casino contributions + 15 % of each game − major
prize won + its 3 % kept = pot at the end. A contribution made while a game that won the major is
paused for its payments stays in the (next) pot when a co-winner's split is recomputed; a game
voided with no card sold leaves the pot exactly as it was; a broken identity is an error, never
"balanced"."""

from __future__ import annotations

import pytest

from hallstation.core.bingo.game import FINISHED
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.errors import RuleError
from hallstation.i18n import message
from hallstation.services.ledger import day_csv, day_ledger
from hallstation.services.station import Station
from tests.core.bingo.helpers import CARD_A, CARD_C
from tests.core.bingo.test_claim_rules import CARD_D, FULL_BOTH
from tests.jury import ratify
from tests.services.test_claims import verify


def major(g):
    return next(a for a in g.awards if a.prize == MAJOR)


def test_art7f_art14_a_contribution_after_the_major_stays_when_a_co_winner_s_split_is_recomputed(hall, data_dir):
    """The issue's case: the major awarded to card 1, the casino contributes while the game is
    paused for the payments, then card 2 — full on the same ball — is awarded its share: the pot
    keeps the 3 % and the contribution (it went from 1,000,225 to 225)."""
    g = hall.setup(cards=(CARD_A, CARD_D, CARD_C), sold=(1, 2, 3))
    hall.balls(*FULL_BOTH)  # cards 1 and 2 are full on ball 25
    a = hall.claim(g.series.number, 1)
    verify(hall, a, read=False)
    hall.award()
    carry = major(g).carry
    assert hall.pot == carry and major(g).cards == (1,)
    seeded_before = hall.state.pot_seeded
    hall.seed_pot(1_000_000, session=hall.admin)  # the next pot's start, while paused for the payments
    assert hall.pot == carry + 1_000_000
    d = hall.claim(g.series.number, 2)
    verify(hall, d, read=False)
    hall.award()  # the major's split recomputed for the co-winner (Art. 14)
    assert major(g).cards == (1, 2) and major(g).carry == carry
    assert hall.pot == carry + 1_000_000  # the contribution never vanishes
    assert hall.state.pot_seeded == 1_000_000 != seeded_before  # counted for the new pot's cap, from its start
    led = day_ledger(hall)
    assert led.pot_balanced() and led.balanced()
    assert led.pot_end == led.pot_start + led.casino_seed + led.pot_contributions - led.pot_won + led.pot_carried
    assert led.casino_seed == 1_000_000 and led.pot_won == g.pot_before_draw and led.pot_carried == carry
    hall.close()
    again = Station(data_dir)  # the same pot from the log
    try:
        assert again.pot == carry + 1_000_000 and again.state.pot_seeded == 1_000_000
        assert day_ledger(again).pot_balanced()
    finally:
        again.close()


def test_art12_the_day_s_pot_adds_up_through_a_rectification_and_contributions(hall):
    g = hall.setup(sold=(1, 2, 3), ratified=False)
    start = day_ledger(hall).pot_start
    hall.rectify("jurado1", "1111", "card 3 came back unsold")
    hall.seed_pot(250_000, session=hall.admin)  # between the proclamations: into this game's pot
    hall.return_cards([3], session=hall.cajero)
    hall.close_sales(session=hall.cajero)
    ratify(hall)
    assert g.pot_before_draw == start + 250_000 + g.dividends.pot_contribution == hall.pot
    led = day_ledger(hall)
    assert led.pot_balanced() and led.pot_contributions == g.dividends.pot_contribution
    assert led.pot_expected_end == led.pot_end == hall.pot


def test_art12_a_pot_that_does_not_add_up_is_an_error_never_balanced(hall):
    hall.setup()
    assert day_ledger(hall).balanced()
    hall.state.pot_account.amount -= 100  # what a folding defect would do: 100 cents gone
    led = day_ledger(hall)
    assert led.games_balanced() and not led.pot_balanced() and not led.balanced()
    assert led.pot_difference == -100 and led.pot_expected_end == led.pot_end + 100
    assert day_csv(led).strip().splitlines()[-1].endswith("False")


def test_art12_a_closed_day_s_pot_is_the_pot_at_its_closing_record(hall):
    """A contribution after the closing record belongs to no day: the closed day still adds up."""
    g = hall.setup(cards=(CARD_A, CARD_D, CARD_C), sold=(1,))
    hall.balls(*FULL_BOTH)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    for p in g.prizes_won(c):
        amount = next(a for a in g.awards if a.prize == p).per_card[0]
        if p == MAJOR:
            hall.pay(c.id, p, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=hall.cajero)
        else:
            hall.pay(c.id, p, "payment_order" if amount > g.config.payment_threshold else "cash", session=hall.cajero)
    assert g.state == FINISHED
    hall.close_day([("jurado1", "1111"), ("admin", "1234")])
    end = hall.pot
    hall.seed_pot(300_000, session=hall.admin)
    led = day_ledger(hall, hall.day.number)
    assert led.pot_end == end and led.pot_balanced()


def test_art12_a_game_whose_corrected_sales_are_empty_is_voided_and_the_pot_is_as_before(hall):
    g = hall.setup(sold=(1, 2), ratified=False)
    pot_before = hall.pot - g.dividends.pot_contribution
    hall.rectify("jurado1", "1111", "the seller's tray never left the desk")
    assert hall.pot == pot_before
    hall.return_cards([1, 2], session=hall.cajero)
    with pytest.raises(RuleError):
        hall.close_sales(session=hall.cajero)  # nothing sold: it cannot be closed …
    n = len(hall.store)
    with pytest.raises(RuleError):
        hall.void_game("nothing sold")  # … and only the game manager or the central cashier voids it
    with pytest.raises(RuleError) as e:
        hall.void_game("  ", session=hall.cajero)
    assert message(e.value) == "Anular un juego registra su motivo"
    assert len(hall.store) == n
    hall.void_game("Every card came back after the jury's rectification", session=hall.cajero)
    assert g.state == FINISHED and hall.current_game is None and g.voided["by"] == "cajero"
    assert hall.pot == pot_before  # exactly as before the game
    led = day_ledger(hall)
    gl = led.games[-1]
    assert gl.voided == {"reason": "Every card came back after the jury's rectification", "by": "cajero"}
    assert gl.takings == gl.pot_contribution == 0 and led.pot_balanced() and led.balanced()
    from hallstation.services.recall import recall, recall_text

    r = recall(hall, g.number)
    assert r["voided"]["reason"] == "Every card came back after the jury's rectification" and not r["ratified_by_old_rules"]
    assert "Juego anulado por cajero, sin cartones vendidos: Every card came back after the jury's rectification" in recall_text(r)
    with pytest.raises(RuleError):
        hall.void_game("again", game=g.number, session=hall.cajero)  # a finished game is not voided twice
    hall.close_day([("jurado1", "1111"), ("admin", "1234")])  # the day closes with it


def test_art12_a_game_with_cards_sold_is_not_voided(hall):
    g = hall.setup(sold=(1,), ratified=False)
    hall.rectify("jurado1", "1111", "recount")
    with pytest.raises(RuleError) as e:
        hall.void_game("no players", session=hall.cajero)
    assert e.value.fields["n"] == 1 and "(1)" in message(e.value)
    assert g.voided is None
