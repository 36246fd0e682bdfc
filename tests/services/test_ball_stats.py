"""The blower monitor over the log (issue 14 §2): which balls it counts — each ball.drawn with its
source, a corrected ball withdrawn, never the red ball — and which games a span of dates holds
(a game's date is its day's)."""

from __future__ import annotations

import pytest

from hallstation.core.bingo.balls import RED_BALL
from hallstation.core.errors import RuleError
from hallstation.services.ball_stats import day_stats, game_dates, parse_date, span_stats
from tests.jury import ratify


def test_the_typed_balls_are_counted_a_corrected_one_is_not_nor_the_red_ball(hall):
    hall.change_setting("red_ball", True, hall.admin)
    g = hall.setup()
    hall.balls(5, 17, 33)
    hall.undo_last_ball("jurado1", "1111", "se anotó 33, salió 38")
    hall.balls(38)
    hall.draw(RED_BALL)
    s = span_stats(hall)["manual"]
    assert s.games == 1 and s.balls == 3 and g.balls == [5, 17, 38]
    assert [s.counts[b - 1] for b in (5, 17, 33, 38)] == [1, 1, 0, 1]
    assert span_stats(hall)["electronic"].balls == 0
    day = day_stats(hall, hall.day.number)
    assert list(day) == ["manual"] and day["manual"].counts == s.counts


def test_a_game_s_date_is_its_day_s(people_template, data_dir):
    import shutil

    from hallstation.services.station import Station

    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    st = Station(data_dir, clock=lambda: "2025-03-02T01:30:00.000000+00:00")  # recorded after midnight UTC
    try:
        admin = st.authenticate("admin", "1234")
        cajero = st.authenticate("cajero", "4444")
        st.change_setting("jury_signoffs", 1, admin)
        s = st.create_series(40, seed=3, session=admin)
        st.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")], date="2025-03-01")
        st.new_game(s.number, 1000, source="manual", session=admin)
        st.open_sales(session=admin)
        st.sell(list(range(1, 41)), session=cajero)
        st.close_sales(session=cajero)
        ratify(st)
        st.draw_text("B7")
        assert {n: d.isoformat() for n, d in game_dates(st).items()} == {1: "2025-03-01"}
        assert span_stats(st, "manual", parse_date("2025-03-01"), parse_date("2025-03-01"))["manual"].balls == 1
        assert span_stats(st, "manual", parse_date("2025-03-02"))["manual"].games == 0
    finally:
        st.close()


@pytest.mark.parametrize("text", ["2025-3-1", "01/03/2025", "ayer", "2025-02-30", "٢٠٢٥-٠٣-٠١", "20250301", ""])
def test_a_date_is_written_yyyy_mm_dd(text):
    with pytest.raises(RuleError):
        parse_date(text)


def test_a_span_ends_after_it_starts_and_a_source_is_one_of_two(station):
    with pytest.raises(RuleError):
        span_stats(station, None, parse_date("2025-03-02"), parse_date("2025-03-01"))
    with pytest.raises(RuleError):
        span_stats(station, "blower")
    assert {s: st.balls for s, st in span_stats(station).items()} == {"manual": 0, "electronic": 0}
