"""The caller window says its plurals through Qt's %n (issue 11 §5)."""

from __future__ import annotations

from hallstation import i18n


def test_the_caller_window_says_its_plurals(make_app):
    """The displays menu says «1 pantalla», «2 pantallas»; the dividends say cartón or cartones."""
    w = make_app().caller
    assert [w.count_actions[n].text() for n in (1, 2, 3)] == ["1 pantalla", "2 pantallas", "3 pantallas"]
    assert i18n.translate("CallerWindow", "WON — card(s) {cards}", 1).format(cards="7") == "GANADO — cartón 7"
    assert i18n.translate("CallerWindow", "✔ card(s) {cards}", 2).format(cards="7, 9") == "✔ cartones 7, 9"


def test_public_screens_name_one_card_or_several_through_numerus(qapp):
    from PySide6.QtCore import QCoreApplication

    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    for ctx in ("PrizeBoard", "MajorPanel", "RedLight"):
        assert QCoreApplication.translate(ctx, "Card(s) {cards}", None, 1).format(cards="150") == "Cartón 150"
        assert QCoreApplication.translate(ctx, "Card(s) {cards}", None, 2).format(cards="150, 1203") == "Cartones 150, 1203"
