"""A new series defaults to the next unused colour and letter in the service too (issue 11 §5)."""

from __future__ import annotations

from hallstation.services.station import Station


def test_a_new_series_takes_the_next_colour_and_letter_no_series_has(tmp_path):
    st = Station(tmp_path / "hall")
    try:
        looks = [(s.info.color, s.info.letter) for s in (st.create_series(3, seed=i) for i in range(2))]
        assert looks == [("amarillo", "A"), ("celeste", "B")]
        chosen = st.create_series(3, color="verde", letter="Z", seed=5)  # what is given is kept
        assert (chosen.info.color, chosen.info.letter) == ("verde", "Z")
        half = st.create_series(3, color="azul", seed=6)  # only the letter is the next one
        assert (half.info.color, half.info.letter) == ("azul", "C")
        nxt = st.create_series(3, seed=7)  # verde and azul are taken now
        assert (nxt.info.color, nxt.info.letter) == ("rojo", "D")
    finally:
        st.close()
