"""The jury's review of the central cashier's figures in the caller window (Art. 12), driven for
real: the caller window says the game waits for the jury and the station refuses a ball (the
button, Space, a typed ball); the review shows how each figure was reached; the jury ratifies with
its PINs, or rectifies with a reason that sends the sales back to the central cashier; the public
screens show the dividends as proclaimed until they are ratified. The review fits 1280×800 with
its longest content."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from hallstation import i18n
from hallstation.core.bingo.patterns import PATTERN_PRIZES
from hallstation.gui.dialogs import DialogService

from .geometry import check_window, fit_to
from .test_day_support import Answers, station_from

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

LONG_REASON = (
    "El vendedor 2 devolvió los cartones 281 a 300 sin vender y la bandeja se liquidó como si los hubiera vendido; "
    "además el cartón 12 se cargó dos veces en la caja central y hay que revisar la bandeja del vendedor 1 entera"
)


def es(text: str, **fields) -> str:
    return i18n.translate("RuleError", text).format(**fields)


def proclaimed_folder(data_dir, signoffs: int = 1, trays: bool = False, promo: bool = False, rectified: int = 0) -> None:
    """The day's game 1 (series 1, $ 20) sold and proclaimed, waiting for the jury; with sellers'
    trays, a promotional bonus on every prize and ``rectified`` rectifications before, for the
    longest review."""
    st = station_from("opened", data_dir)
    try:
        admin = st.authenticate("admin", "1234")
        cajero = st.authenticate("cajero", "4444")
        st.change_setting("jury_signoffs", signoffs, admin)  # the game takes the hall's number
        st.new_game(1, 2000, source="electronic", session=admin)
        st.open_sales(session=admin)
        if promo:
            st.set_promo({p: 100 for p in PATTERN_PRIZES}, admin)
        if trays:
            st.give_tray("vendedor1", list(range(1, 141)), cajero)
            st.give_tray("vendedor2", list(range(141, 281)), cajero)
            st.settle_tray("vendedor1", 140 * 2000, cajero, "completo")
            st.settle_tray("vendedor2", 140 * 2000 - 1000, cajero, "faltan $10")
        st.sell(list(range(281 if trays else 1, 301)), session=cajero)
        st.close_sales(session=cajero)
        for k in range(rectified):
            st.rectify("jurado1", "1111", f"{k + 1}. {LONG_REASON}")
            st.return_cards([300 - k], session=cajero)
            st.close_sales(session=cajero)
    finally:
        st.close()


def window(qtbot, make_app):
    sa = make_app(fake=True)
    w = sa.caller
    w.show()
    qtbot.waitExposed(w)
    return sa, w


def test_art12_the_caller_window_waits_for_the_jury_and_the_station_refuses_a_ball(qtbot, make_app, data_dir):
    proclaimed_folder(data_dir)
    sa, w = window(qtbot, make_app)
    v = sa.bridge.view()
    assert v.state == "proclaimed" and v.proclaimed and not v.ratified
    assert w.banner.property("state") == "proclaimed"
    assert "jurado" in w.banner.text() and "Art. 12" in w.banner.text()
    assert w.jury_button.isVisible() and not w.draw_button.isEnabled() and not w.premio_button.isEnabled()
    refusal = es(
        "No ball before the jury ratifies the figures (Art. 12): game {game} is waiting for the jury "
        "to ratify or rectify the central cashier's figures", game=1)
    n = len(sa.station.store)
    w.draw_electronic()  # the button is disabled, the service is asked all the same (Space)
    assert w.message() == refusal and w.message_label.property("kind") == "error"
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert w.message() == refusal
    assert sa.station.get_game().balls == [] and len(sa.station.store) == n  # nothing recorded


def test_art12_the_jury_ratifies_in_the_review_and_the_draw_starts(qtbot, make_app, data_dir):
    proclaimed_folder(data_dir, signoffs=2)
    sa, w = window(qtbot, make_app)
    # the public screens: the dividends as proclaimed until the jury ratifies them
    from hallstation.gui.display.window import PublicDisplay

    screen = PublicDisplay(sa.bridge)
    qtbot.addWidget(screen)
    assert not screen.prizes.ratified and "ratific" in screen.prizes.title_text()
    w.jury_button.click()
    d = w.jury_review
    assert d is not None and d.isVisible()
    rows = {r[0]: r for r in d.rows(d.figures())}
    f = d.figures()
    assert f.sold == 300 and f.takings == 300 * 2000
    takings = [r for r in d.rows(f) if r[0] == "takings"][0]
    assert takings[2] == "300 cartones vendidos × $ 20 por cartón" and takings[3] == "$ 6.000"
    line = [r for r in d.rows(f) if r[0] == "prize"][0]
    assert line[2] == "2 % de la recaudación" and line[3] == "$ 120"
    assert rows["pot"][3] == "$ 900" and "15 %" in rows["pot"][2]
    assert "aporte del casino: $ 10.000" in rows["pot_before"][2]
    assert d.table.rowCount() == len(d.rows(f))
    assert "0 de 2 firmas" in d.status_label.text()
    DialogService.handler = Answers([("jurado1", "1111")])  # the second jury member does not come
    d.ratify_button.click()
    g = sa.station.current_game
    assert g.ratify_signatures == ["jurado1"] and g.waiting_for_jury
    assert d.message_area.kind == "info" and "1 de 2" in d.message_area.text()
    assert "1 de 2 firmas" in d.status_label.text()
    asked = DialogService.handler.kinds("credentials")[-1]
    assert "jurado1" not in asked["names"]  # who has signed is not asked again
    DialogService.handler = Answers([("jurado2", "2222")])
    d.ratify_button.click()
    assert g.state == "ratified" and g.ratification["signatures"] == ["jurado1", "jurado2"]
    # the review closes; its button stays until the first ball: the jury may still rectify
    assert not d.isVisible() and w.jury_button.isVisible()
    assert w.banner.property("state") == "ratified" and w.draw_button.isEnabled()
    assert "Jurado 1, Jurado 2" in w.message()
    assert screen.prizes.ratified and screen.prizes.title_text() == QApplication.translate("PrizeBoard", "PRIZES")
    w.draw_electronic()
    assert sa.bridge.view().count == 1
    assert not w.jury_button.isVisible()  # after the first ball, no rectification


def test_art12_the_jury_rectifies_with_a_reason_then_the_central_cashier_corrects_and_proclaims_again(qtbot, make_app, data_dir):
    proclaimed_folder(data_dir)
    sa, w = window(qtbot, make_app)
    d = w.review_figures()
    DialogService.handler = Answers([], text="")  # no reason: nothing recorded
    d.rectify_button.click()
    assert sa.station.current_game.waiting_for_jury and d.message_area.kind == "info"
    DialogService.handler = Answers([("jurado2", "2222")], text="El cartón 300 no se vendió")
    d.rectify_button.click()
    g = sa.station.current_game
    assert g.state == "selling" and g.rectifications[-1]["reason"] == "El cartón 300 no se vendió"
    assert g.rectifications[-1]["jury"] == "jurado2"
    assert "rectificadas" in w.banner.text() and w.sales_button.isVisible() and not w.jury_button.isVisible()
    assert "El cartón 300 no se vendió" in w.message() and not d.isVisible()
    d = w.review_figures()  # opened now, it says where the figures are
    assert "El cartón 300 no se vendió" in d.status_label.text()
    assert not d.ratify_button.isEnabled() and not d.rectify_button.isEnabled()
    d.close()
    w.draw_electronic()
    assert w.message_label.property("kind") == "error" and g.balls == []
    cajero = sa.station.authenticate("cajero", "4444")
    sa.station.return_cards([300], session=cajero)
    sa.station.close_sales(session=cajero)
    assert g.state == "proclaimed" and g.proclamations == 2 and g.dividends.takings == 299 * 2000
    assert w.jury_button.isVisible()
    d = w.review_figures()
    assert any(r[0] == "rectified" and "El cartón 300 no se vendió" in r[2] for r in d.rows(d.figures()))
    DialogService.handler = Answers([("jurado1", "1111")])
    d.ratify_button.click()
    assert g.state == "ratified"


def test_art12_the_review_fits_1280x800_with_its_longest_content(qtbot, make_app, data_dir):
    proclaimed_folder(data_dir, signoffs=3, trays=True, promo=True, rectified=3)
    sa, w = window(qtbot, make_app)
    DialogService.handler = Answers([("jurado1", "1111"), ("jurado2", "2222")])
    d = w.review_figures()
    d.ratify_button.click()  # two of three signatures: the longest status
    DialogService.handler = None
    assert d.isVisible() and w.jury_review is d  # still open, waiting for the third signature
    # the longest message the review shows: the longest refusal of the station
    texts = [t for (ctx, _src), t in i18n.catalog(i18n.language()).items() if ctx == "RuleError"]
    d.say(max(texts, key=len), "error")
    screen = QRect(0, 0, 1280, 800)
    fit_to(d, screen)
    qtbot.waitExposed(d)
    QApplication.processEvents()
    f = d.figures()
    assert len(f.rectifications) == 3 and len(f.trays) == 2 and len(f.signatures) == 2
    assert d.table.rowCount() == 1 + 5 + 5 + 2 + 1 + 3  # takings, prizes, pot…, trays, desk, rectifications
    check_window(d, screen, "jury review at 1280×800")
    # every word of how each figure was reached can be read (wrapped, never cut short)
    t = d.table
    for r in range(t.rowCount()):
        for c in (0, 1):
            item = t.item(r, c)
            need = t.fontMetrics().boundingRect(QRect(0, 0, t.columnWidth(c) - 8, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
            assert need.height() <= t.rowHeight(r), (r, c, item.text())
    import os

    if os.environ.get("HALLSTATION_SHOTS"):
        d.grab().save(os.path.join(os.environ["HALLSTATION_SHOTS"], "jury_review.png"))


def test_art12_the_caller_window_waiting_for_the_jury_fits_its_screens(qtbot, make_app, data_dir):
    from PySide6.QtCore import QSize

    from .geometry import problems

    proclaimed_folder(data_dir, signoffs=3)
    sa, w = window(qtbot, make_app)
    w.draw_electronic()  # the refusal in the message bar
    errors = []
    for size in (QSize(1280, 800), QSize(1366, 768)):
        frame = w.frameGeometry().size() - w.geometry().size()
        w.move(0, 0)
        w.resize(QSize(size.width() - frame.width(), size.height() - 32 - frame.height()))
        for _ in range(3):
            QApplication.processEvents()
            qtbot.wait(10)
        assert w.jury_button.isVisible()
        errors += problems(w, QRect(0, 0, size.width(), size.height()))
    assert errors == []


def test_art12_the_review_says_the_plan_is_never_rectified_and_rectifies_after_ratifying_until_the_first_ball(qtbot, make_app, data_dir):
    proclaimed_folder(data_dir)
    sa, w = window(qtbot, make_app)
    d = w.review_figures()
    plan = d.plan_label.text()
    assert "El precio del cartón, las figuras de los premios y el límite del premio mayor son el plan del día" in plan
    assert "una rectificación nunca los cambia" in plan
    asked = Answers([("cajero", "4444")])  # the central cashier is not offered: he proclaimed them
    DialogService.handler = asked
    d.ratify_button.click()
    assert "cajero" not in asked.kinds("credentials")[-1]["names"]
    DialogService.handler = Answers([("jurado1", "1111")])
    d.ratify_button.click()  # the review is still open: another jury member signs
    g = sa.station.current_game
    assert g.state == "ratified" and w.jury_button.isVisible()
    d = w.review_figures()  # ratified, no ball yet: the jury may still rectify
    assert "hasta la primera bolilla el jurado aún puede rectificar" in d.status_label.text().lower()
    assert d.rectify_button.isEnabled() and not d.ratify_button.isEnabled()
    DialogService.handler = Answers([("jurado2", "2222")], text="El vendedor 1 devolvió el cartón 300")
    d.rectify_button.click()
    assert g.state == "selling" and g.ratification is None
    assert g.rectifications[-1]["withdrawn"]["signatures"] == ["jurado1"]
    assert "rectificadas" in w.banner.text()
    cajero = sa.station.authenticate("cajero", "4444")
    sa.station.return_cards([300], session=cajero)
    sa.station.close_sales(session=cajero)
    DialogService.handler = Answers([("jurado1", "1111")])
    w.review_figures().ratify_button.click()
    w.draw_electronic()
    assert g.ball_count == 1 and not w.jury_button.isVisible()
    d = w.review_figures()
    assert not d.rectify_button.isEnabled()  # after the first ball, no rectification
