import shutil

import pytest

from hallstation.core.bingo.balls import label
from tests.core.bingo.helpers import CARD_A, CARD_B, CARD_C


@pytest.fixture(scope="session")
def people_template(tmp_path_factory):
    """A data folder with the jury and the admin created once (scrypt is slow on purpose)."""
    from hallstation.services.station import Station

    root = tmp_path_factory.mktemp("people")
    st = Station(root)
    for name, roles, pin in (
        ("jurado1", ["jury"], "1111"),
        ("jurado2", ["jury"], "2222"),
        ("jurado3", ["jury"], "3333"),
        ("admin", ["admin", "manager"], "1234"),
        ("cantor", ["caller"], "1000"),
    ):
        st.create_user(name, roles, pin)
    st.close()
    return root


@pytest.fixture
def hall(people_template, data_dir):
    """A station with people and a blower game on the crafted series (CARD_A, CARD_B, CARD_C),
    all three sold, ready for the first ball. ``hall.balls(*numbers)`` types them in."""
    from hallstation.services.station import Station

    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    st.seed_pot(1_000_000_00 // 100)  # N$ 10,000 of casino seed

    def setup(signoffs=1, tie_policy="shared", limit=55, price=100_000, sold=(1, 2, 3), cards=(CARD_A, CARD_B, CARD_C)):
        st.change_setting("jury_signoffs", signoffs)
        st.change_setting("tie_policy", tie_policy)
        st.change_setting("major_limit", limit)
        s = st.import_series([tuple(map(tuple, c)) for c in cards], st.next_series_number(), "amarillo", "A")
        g = st.new_game(s.number, price, source="manual")
        st.open_sales()
        st.sell(list(sold))
        st.close_sales()
        return g

    def balls(*numbers):
        for n in numbers:
            st.draw_text(label(n))

    st.setup, st.balls = setup, balls
    yield st
    st.close()
