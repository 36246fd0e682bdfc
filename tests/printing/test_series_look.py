"""A new series defaults to the next colour and letter no series uses yet (issue 11 §5)."""

from __future__ import annotations

from types import SimpleNamespace as NS

from hallstation.printing.cards_pdf import COLOURS, next_series_look


def test_the_first_series_is_amarillo_a_and_the_next_ones_take_what_is_free():
    first = list(COLOURS)[0]
    assert next_series_look([]) == (first, "A")
    used = [NS(color="amarillo", letter="A"), NS(color="celeste", letter="B")]
    assert next_series_look(used) == ("rojo", "C")
    assert next_series_look([NS(color="Rojo", letter="c")]) == ("amarillo", "A")  # case does not matter


def test_when_every_colour_is_taken_the_cycle_starts_again():
    used = [NS(color=c, letter=chr(65 + i)) for i, c in enumerate(COLOURS)]
    colour, letter = next_series_look(used)
    assert colour in COLOURS and letter == chr(65 + len(COLOURS))


def test_the_series_window_offers_the_next_look(qtbot, data_dir):
    from hallstation.gui.series.window import SeriesWindow
    from tests.gui.test_day_support import bridge_from

    bridge = bridge_from("people", data_dir)  # series 1–3: amarillo A, celeste B, verde C
    try:
        w = SeriesWindow(bridge)
        qtbot.addWidget(w)
        assert (w.colour_combo.currentText(), w.letter_edit.text()) == ("rojo", "D")
    finally:
        bridge.detach()
        bridge.station.close()


def test_the_core_and_the_printed_cards_agree_on_the_colours():
    from hallstation.core.bingo import cards

    assert tuple(COLOURS) == cards.SERIES_COLOURS and next_series_look is cards.next_series_look
