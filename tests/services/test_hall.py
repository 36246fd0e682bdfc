"""The day around the draw: sessions and roles in the services, the day's records, trays and
cashiers, the per-player limit, the promotional bonus (Arts. 6, 8.3, 9, 10, 12, 13)."""

import shutil

import pytest

from hallstation.core.errors import RuleError
from hallstation.services.station import Station


@pytest.fixture
def st(people_template, data_dir):
    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    s = Station(data_dir)
    s.admin = s.authenticate("admin", "1234")
    s.cajero = s.authenticate("cajero", "4444")
    s.create_user("vendedor1", ["seller"], "5555", session=s.admin)
    s.create_user("vendedor2", ["seller"], "5556", session=s.admin)
    s.a = s.create_series(200, seed=1, session=s.admin)
    s.b = s.create_series(200, seed=2, session=s.admin)
    yield s
    s.close()


SIGNERS = [("jurado1", "1111"), ("admin", "1234")]


def open_day(st, limit=55):
    return st.open_day([{"number": st.a.number}, {"number": st.b.number, "seal_intact": False, "remark": "lacre roto en una esquina"}], limit, SIGNERS)


def test_art9_no_game_before_the_opening_record(st):
    with pytest.raises(RuleError) as e:
        st.new_game(st.a.number, 1000, session=st.admin)
    assert "Art. 9" in e.value.english()
    assert not st.state.games


def test_art9_opening_record_signed_by_jury_and_manager(st):
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number}], 55, [("jurado1", "1111")])  # no manager
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number}], 55, [("admin", "1234")])  # no jury
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number}], 55, [("jurado1", "9999"), ("admin", "1234")])  # wrong PIN
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number, "seal_intact": False}], 55, SIGNERS)  # broken seal needs a remark
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number}], 61, SIGNERS)  # Art. 13 limit
    day = open_day(st, 52)
    assert day.limit == 52 and [s["seal_intact"] for s in day.series] == [True, False]
    assert [s["name"] for s in day.signatures] == ["jurado1", "admin"]
    g = st.new_game(st.a.number, 1000, session=st.admin)
    assert g.config.limit == 52  # the day's limit (Art. 13)


def test_art9_jury_count_follows_the_setting(st):
    st.change_setting("jury_signoffs", 2, st.admin)
    with pytest.raises(RuleError):
        st.open_day([{"number": st.a.number}], 55, SIGNERS)
    st.open_day([{"number": st.a.number}], 55, [("jurado1", "1111"), ("jurado2", "2222"), ("admin", "1234")])


def test_art9_closing_record_lists_unsold_leftovers_then_no_new_game(st):
    open_day(st)
    g = st.new_game(st.a.number, 1000, session=st.admin, simulation=False)
    st.open_sales(session=st.admin)
    st.sell(list(range(1, 151)), session=st.cajero)
    st.close_sales(session=st.cajero)
    with pytest.raises(RuleError):
        st.close_day(SIGNERS)  # game 1 not finished
    st.state.games[g.number].state = "finished"  # (the draw itself is tested elsewhere)
    day = st.close_day(SIGNERS, {st.b.number: (True, "")})
    rows = {r["series"]: r for r in day.closed["leftovers"]}
    assert rows[st.a.number]["count"] == 50 and rows[st.a.number]["unsold"] == [[151, 200]]
    assert rows[st.b.number]["count"] == 200 and not rows[st.b.number]["played"]
    with pytest.raises(RuleError) as e:
        st.new_game(st.b.number, 1000, session=st.admin)
    assert "closing record" in e.value.english()


def test_roles_enforced_in_the_services_called_directly(st):
    open_day(st)
    seller = st.authenticate("vendedor1", "5555")
    jury = st.authenticate("jurado1", "1111")
    with pytest.raises(RuleError):
        st.new_game(st.a.number, 1000)  # no session
    with pytest.raises(RuleError):
        st.new_game(st.a.number, 1000, session=jury)  # a jury member does not create games
    st.new_game(st.a.number, 1000, session=st.admin)
    st.open_sales(session=st.admin)
    with pytest.raises(RuleError):
        st.sell([1], session=jury)
    with pytest.raises(RuleError):
        st.give_tray("vendedor1", [1, 2], seller)  # a seller does not hand out trays
    with pytest.raises(RuleError):
        st.close_sales(session=seller)
    with pytest.raises(RuleError):
        st.change_setting("hall_word", "LOTTO", seller)
    with pytest.raises(RuleError):
        st.change_setting("hall_word", "LOTTO")
    with pytest.raises(RuleError):
        st.create_user("intruso", ["admin"], "0000", session=seller)
    forged = type(st.admin)("admin", frozenset({"admin"}), "not-a-real-token")
    with pytest.raises(RuleError):
        st.change_setting("hall_word", "LOTTO", forged)
    st.logout(st.admin)
    with pytest.raises(RuleError):
        st.change_setting("hall_word", "LOTTO", st.admin)  # signed out
    assert st.settings["hall_word"] == "BINGO"


def test_settings_changes_are_audited_with_who_and_wait_for_the_next_game(st):
    open_day(st)
    g1 = st.new_game(st.a.number, 1000, session=st.admin)
    st.change_setting("hall_word", "LOTTO", st.admin)
    ev = [e for e in st.store.read() if e.type == "settings.changed"][-1]
    assert ev.actor == "admin" and ev.data == {"name": "hall_word", "value": "LOTTO", "old": "BINGO"}
    assert g1.config.word == "BINGO"  # the running game keeps its word


def test_art10_trays_returns_and_the_cashiers_money_check(st):
    open_day(st)
    g = st.new_game(st.a.number, 1000, session=st.admin)
    st.open_sales(session=st.admin)
    st.give_tray("vendedor1", list(range(1, 51)), st.cajero)
    st.give_tray("vendedor2", list(range(51, 101)), st.cajero)
    with pytest.raises(RuleError):
        st.give_tray("vendedor2", [50], st.cajero)  # already with vendedor1: sold twice
    with pytest.raises(RuleError):
        st.give_tray("jurado1", [150], st.cajero)  # not a seller
    st.return_tray("vendedor2", list(range(91, 101)), st.cajero)
    with pytest.raises(RuleError):
        st.return_tray("vendedor2", [5], st.cajero)  # not in that tray
    with pytest.raises(RuleError):
        st.close_sales(session=st.cajero)  # trays not settled
    a = st.settle_tray("vendedor1", 50 * 1000, st.cajero)
    b = st.settle_tray("vendedor2", 40 * 1000 - 500, st.cajero, "faltan 5 pesos")
    assert a["difference"] == 0 and b["expected"] == 40_000 and b["difference"] == -500
    with pytest.raises(RuleError):
        st.settle_tray("vendedor1", 1, st.cajero)  # settled once
    with pytest.raises(RuleError):
        st.close_sales(session=st.authenticate("vendedor1", "5555"))
    st.close_sales(session=st.cajero)
    assert len(g.sold) == 90 and g.dividends.takings == 90_000
    with pytest.raises(RuleError):
        st.give_tray("vendedor1", [150], st.cajero)  # no sale after the sales closed


def test_art10_per_player_limit(st):
    st.change_setting("player_limit", 6, st.admin)
    open_day(st)
    st.new_game(st.a.number, 1000, session=st.admin)
    st.open_sales(session=st.admin)
    st.sell([1, 2, 3, 4], session=st.cajero, player="Mesa 12 — Sra. Gómez")
    with pytest.raises(RuleError) as e:
        st.sell([5, 6, 7], session=st.cajero, player="Mesa 12 — Sra. Gómez")
    assert "Art. 10" in e.value.english()
    st.sell([5, 6], session=st.cajero, player="Mesa 12 — Sra. Gómez")
    st.sell([7, 8, 9], session=st.cajero, player="otro")


def test_art8_3_promotional_bonus_set_before_the_draw(st):
    open_day(st)
    g = st.new_game(st.a.number, 1000, session=st.admin)
    st.set_promo({"full_card": 100, "line": 50}, st.admin)
    assert g.config.promo == {"full_card": 100, "line": 50}
    with pytest.raises(RuleError):
        st.set_promo({"line": 150}, st.admin)
    st.open_sales(session=st.admin)
    st.sell(list(range(1, 101)), session=st.cajero)
    st.close_sales(session=st.cajero)
    with pytest.raises(RuleError):
        st.set_promo({"line": 10}, st.admin)


def test_restart_keeps_day_trays_and_promo(st, data_dir):
    open_day(st)
    st.new_game(st.a.number, 1000, session=st.admin)
    st.set_promo({"line": 25}, st.admin)
    st.open_sales(session=st.admin)
    st.give_tray("vendedor1", list(range(1, 11)), st.cajero)
    st.settle_tray("vendedor1", 10_000, st.cajero)
    st.close()
    s2 = Station(data_dir)
    g = s2.current_game
    assert s2.day_open and s2.day.limit == 55
    assert g.config.promo == {"line": 25}
    assert s2.trays(g)["vendedor1"].settled["received"] == 10_000
    s2.close()


def test_pin_change_and_roles_by_admin_only(st):
    seller = st.authenticate("vendedor1", "5555")
    st.change_pin("vendedor1", "9876", seller)  # their own
    with pytest.raises(RuleError):
        st.change_pin("vendedor2", "1111", seller)  # someone else's
    assert st.verify_pin("vendedor1", "9876").name == "vendedor1"
    with pytest.raises(RuleError):
        st.set_roles("vendedor1", ["admin"], seller)
    st.set_roles("vendedor1", ["seller", "cashier"], st.admin)
    assert st.state.users["vendedor1"].roles == {"seller", "cashier"}
    with pytest.raises(RuleError):
        st.set_roles("admin", ["jury"], st.admin)


def test_art9_a_signer_holding_both_roles_signs_where_needed(st):
    st.set_roles("jurado2", ["jury", "manager"], st.admin)
    day = st.open_day([{"number": st.a.number}], 55, [("jurado1", "1111"), ("jurado2", "2222")])
    assert [(s["name"], s["role"]) for s in day.signatures] == [("jurado1", "jury"), ("jurado2", "manager")]
