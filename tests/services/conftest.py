import shutil

import pytest

from hallstation.core.bingo.balls import label
from tests.core.bingo.helpers import CARD_A, CARD_B, CARD_C
from tests.jury import ratify


@pytest.fixture(scope="session")
def people_template(tmp_path_factory):
    """A data folder with the jury and the admin created once (scrypt is slow on purpose)."""
    from hallstation.services.station import Station

    root = tmp_path_factory.mktemp("people")
    st = Station(root)
    st.create_user("admin", ["admin", "manager"], "1234")
    admin = st.authenticate("admin", "1234")
    for name, roles, pin in (
        ("jurado1", ["jury"], "1111"),
        ("jurado2", ["jury"], "2222"),
        ("jurado3", ["jury"], "3333"),
        ("cantor", ["caller"], "1000"),
        ("cajero", ["cashier", "central_cashier"], "4444"),
    ):
        st.create_user(name, roles, pin, session=admin)
    st.close()
    return root


@pytest.fixture
def hall(people_template, data_dir):
    """A station with people and a blower game on the crafted series (CARD_A, CARD_B, CARD_C),
    all three sold, the figures ratified by the jury (Art. 12), ready for the first ball
    (``setup(ratified=False)``: proclaimed, waiting for the jury). ``hall.balls(*numbers)`` types them in."""
    from hallstation.services.station import Station

    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    st = Station(data_dir)
    admin = st.authenticate("admin", "1234")
    cajero = st.authenticate("cajero", "4444")
    st.seed_pot(1_000_000_00 // 100, session=admin)  # N$ 10,000 of casino seed
    st.admin, st.cajero = admin, cajero

    def setup(signoffs=1, tie_policy="shared", limit=55, price=100_000, sold=(1, 2, 3), cards=(CARD_A, CARD_B, CARD_C), ratified=True):
        st.change_setting("jury_signoffs", signoffs, admin)
        st.change_setting("tie_policy", tie_policy, admin)
        s = st.import_series([tuple(map(tuple, c)) for c in cards], st.next_series_number(), "amarillo", "A", session=admin)
        juries = [("jurado1", "1111"), ("jurado2", "2222"), ("jurado3", "3333")][:signoffs]
        st.open_day([{"number": s.number}], limit, [*juries, ("admin", "1234")])
        g = st.new_game(s.number, price, source="manual", session=admin)
        st.open_sales(session=admin)
        st.sell(list(sold), session=cajero)
        st.close_sales(session=cajero)
        if ratified:
            ratify(st)
        return g

    def balls(*numbers):
        for n in numbers:
            st.draw_text(label(n))

    st.setup, st.balls = setup, balls
    yield st
    st.close()
