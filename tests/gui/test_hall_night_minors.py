"""Issue 24's minors, each as the hall sees it: one ball is "1 bolilla"; the caller's prize table
no longer says "hasta la bolilla 55" once ball 56 is out; the settings name the minors' sign with
the words the sign itself shows."""

from __future__ import annotations

import pytest

from dataclasses import replace

from hallstation import i18n

from .shown import shown

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_one_ball_out_is_said_in_the_singular(make_app):
    sa = make_app()
    w = sa.caller
    sa.station.draw()
    w.render()
    assert w.banner.text().endswith("— 1 bolilla extraída"), w.banner.text()
    sa.station.draw()
    w.render()
    assert w.banner.text().endswith("— 2 bolillas extraídas"), w.banner.text()


def test_the_prize_table_says_the_major_prize_limit_passed(make_app):
    sa = make_app()
    w, st = sa.caller, sa.caller.station
    limit = st.current_game.config.limit
    while st.current_game.ball_count <= limit:  # nobody claims: the limit passes
        st.draw()
    assert sa.bridge.view().major_state == "passed"
    w.render()
    major = w.dividends.rowCount() - 1
    note = w.dividends.item(major, 2).text()
    assert note == f"no se ganó: pasó el límite, la bolilla {limit}", note
    assert "hasta la bolilla" not in note


def test_the_minors_setting_names_the_sign_as_it_reads():
    sign = i18n.translate("MinorsSign", "Minors are not admitted")
    setting = i18n.translate("SettingsWindow", 'Show the sign "Minors are not admitted" (Art. 18)')
    assert sign == "Prohibida la entrada a menores de 18 años"
    assert f'"{sign}"' in setting


def test_the_desk_counts_cards_in_the_singular_too():
    assert i18n.translate("CashierWindow", "%n card(s) sold at the desk.", n=1) == "1 cartón vendido en caja."
    assert i18n.translate("CashierWindow", "%n card(s) taken back at the desk.", n=3) == "3 cartones anulados en caja."


def test_the_public_screen_says_the_ball_count_once(qtbot):
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.services.views import BoardView

    from .test_display_readability import BALLS, GAME, prizes

    d = PublicDisplay(None)
    shown(qtbot, d, 1920, 1080)
    d.render(BoardView(balls=BALLS, prizes=prizes(), **GAME))
    count = d.last.count_text()
    said = [op.text for w in (d.info, d.last, d.board, d.prizes, d.major) for op in w.ops if op.kind == "text" and op.text == count]
    assert said == [count], said
    d.shutdown()


def test_after_the_reading_the_public_card_lights_nothing_and_says_it_is_complete(qtbot):
    """The reading done (5 of 5): no number stays lit in the reading colour and the card says
    the reading is complete, not "Leyendo: 5 de 5"."""
    from hallstation.gui.display.overlays import HIGHLIGHT_CELL
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.services.views import BoardView

    from .test_display_readability import BALLS, GAME, claim, prizes

    d = PublicDisplay(None)
    shown(qtbot, d, 1920, 1080)
    reading = claim(150, 1)  # read=5 of its line's 5 numbers, the fifth lit by the old screen
    done = replace(reading, to_read=5)
    d.render(BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True, claims=(done,)))
    assert d.claims.verdict(done) == ("ok", "Lectura completa: coincide")
    assert not any(op.brush == HIGHLIGHT_CELL for op in d.claims.ops if op.kind == "rrect")
    mid = replace(reading, read=3, to_read=5)
    d.render(BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True, claims=(mid,)))
    assert d.claims.verdict(mid) == ("reading", "Leyendo: 3 de 5")
    assert any(op.brush == HIGHLIGHT_CELL for op in d.claims.ops if op.kind == "rrect")
    d.shutdown()


def test_the_dealer_is_the_crupier_everywhere():
    """The dealer's role reads as the README's demo people and the console say: "crupier"."""
    assert i18n.translate("Role", "dealer") == "crupier"
    from tests.test_glossary import translations

    assert not [t for t in translations() if "pagador" in t[3]]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_card_claiming_several_prizes_names_them_large_on_the_public_screen(qtbot, size):
    """Four prizes on one card: their note wraps instead of shrinking to a 9 px line (0.8 % of
    the height); at least 2 % of the screen's height, alone and beside two other cards."""
    from hallstation.gui.display.overlays import prize_label
    from hallstation.gui.display.painting import digit_height
    from hallstation.gui.display.window import PublicDisplay
    from hallstation.services.views import BoardView

    from .test_display_readability import BALLS, GAME, claim, prizes

    W, H = size  # noqa: N806
    d = PublicDisplay(None)
    shown(qtbot, d, W, H)
    many = {"line": (40, "row 1"), "t_l": (40, "T"), "p_u_n": (40, "P"), "a_d_e_s": (40, "A")}
    card = replace(claim(150, 1), completes=many, prizes=tuple(many))
    for claims in ((card,), (card, claim(1203, 2), claim(2999, 3))):
        d.render(BoardView(**{**GAME, "state": "paused"}, balls=BALLS, prizes=prizes(), paused=True, claims=claims))
        note = d.claims.card_note(card)
        assert all(prize_label(p) in note for p in many), note
        (op,) = [op for op in d.claims.ops if op.kind == "text" and op.text == note]
        least = 0.02 if len(claims) == 1 else 0.015  # (beside two other cards: a third of the width)
        assert digit_height(op.font) >= least * H, (len(claims), op.font.pixelSize())
        assert d.claims.rect().contains(op.rect)
    d.shutdown()


def test_settings_write_money_as_the_hall_does(qtbot):
    from hallstation.gui.settings.window import MoneyField

    f = MoneyField(None, "threshold", 10_000_000)
    qtbot.addWidget(f)
    f.set_cents(5_000_000)
    assert f.spin.text() == "$ 50.000,00" and f.cents() == 5_000_000
    f.spin.lineEdit().selectAll()
    qtbot.keyClicks(f.spin.lineEdit(), "1.234,5")
    f.spin.interpretText()
    assert f.cents() == 123_450 and f.shown.text() == "$ 1.234,50"


def test_the_planner_pot_axis_is_written_as_money(qapp):
    from hallstation.gui.planner.window import MoneyAxis, PlannerWindow

    chart = PlannerWindow._chart("game", "pesos", money=True)
    axis = chart.getAxis("left")
    assert isinstance(axis, MoneyAxis)
    assert axis.tickStrings([0, 25_000, 50_000, 1_250_000], 1.0, 25_000) == ["$ 0", "$ 25.000", "$ 50.000", "$ 1.250.000"]
    assert not axis.autoSIPrefix


@pytest.mark.parametrize("who, pays", [(("cajero", "4444"), True), (("vendedor1", "5555"), False)])
def test_the_cashier_desk_operator_works_its_pay_desk(qtbot, make_app, who, pays):
    """The desk asks the operator's PIN once: a cashier is then at the pay desk too (it said
    "nadie identificado"); a seller is not, and signing out of the desk leaves nobody there."""
    from hallstation.gui.dialogs import DialogService
    from hallstation.gui.terminals import CashierDesk

    from .test_claims import Answers

    sa = make_app()
    DialogService.handler = Answers([who])
    desk = CashierDesk(sa.bridge)
    qtbot.addWidget(desk)
    assert desk.session is not None and desk.session.name == who[0]
    if pays:
        assert desk.pay_desk.session is desk.session
        assert "nadie" not in desk.pay_desk.caption().lower()
    else:
        assert desk.pay_desk.session is None
    desk.sign_out()
    assert desk.pay_desk.session is None and desk.session is None
    desk.close()


def test_the_desk_shows_the_games_own_draw_source(qtbot, make_app):
    from hallstation.gui.cashier.window import CashierWindow
    from hallstation.gui.dialogs import DialogService

    from .test_claims import Answers

    sa = make_app("manual")  # the demo's game 1 on the blower
    st = sa.station
    st.change_setting("draw_source", "electronic", st.authenticate("admin", "1234"))  # the hall's default changed since
    assert st.current_game.config.source == "manual"
    DialogService.handler = Answers([("cajero", "4444")])
    w = CashierWindow(sa.bridge)
    qtbot.addWidget(w)
    assert w.blower_radio.isChecked() and not w.electronic_radio.isChecked()
    w.close()


def test_art9_no_new_game_on_a_series_outside_the_signed_opening_record_says_so(make_app, data_dir):
    """Every series of the day's opening record played, another series unused but not in that
    record: Caja says the real reason (the record), not "no unused series… create one first"."""
    from hallstation.services.demo import DEMO_USERS
    from hallstation.services.station import Station

    st = Station(data_dir)
    admin = None
    for name, full, roles, pin in DEMO_USERS:
        st.create_user(name, roles, pin, full_name=full, session=admin)
        admin = admin or st.authenticate("admin", "1234")
    a = st.create_series(600, color="amarillo", letter="A", sheet=2, session=admin)
    b = st.create_series(600, color="celeste", letter="B", sheet=2, session=admin)
    juries = [(n, p) for n, _, roles, p in DEMO_USERS if "jury" in roles][: st.settings["jury_signoffs"]]
    st.open_day([{"number": a.number, "seal_intact": True}], st.settings["major_limit"], [*juries, ("admin", "1234")])
    st.new_game(a.number, 2000, session=admin)
    st.logout(admin)
    st.close()

    sa = make_app(copy=False)
    w = sa.caller
    games = len(sa.station.state.games)
    w.new_game()
    said = w.message_label.text()
    assert w.message_label.property("kind") == "error"
    assert len(sa.station.state.games) == games
    assert "acta de apertura firmada" in said and f": {b.number};" in said, said
    assert "Cree una primero" not in said, said
