"""The claim field reads a card's QR code as the hall's keyboard-wedge scanner types it (issue 28,
Arts. 11, 14): key clicks and Enter into the REAL caller window's claim panel.

A genuine code opens the claim for its card in one step. A code that is altered, of another key
(another hall), or malformed is refused in one line with its reason and nothing is recorded: it
names no card of this hall. A genuine card of this hall that was not sold, or is of another series,
is a claim like a typed one: rejected with its reason recorded (RULES.md "Claims", Arts. 11, 14).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hallstation import i18n
from hallstation.services.checkcode import check_code, load_or_create_secret
from hallstation.services.scancode import ALTERED, MALFORMED, WRONG_HALL, ScanRefused, hall_mark, identify, parse_scan, scan_text
from tests.gui.test_claims import balls, enter, game, hall_app, premio, refused  # noqa: F401 - fixtures
from tests.core.bingo.helpers import ROW1_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

# What a wedge scanner left on its factory US layout types on the PC's layout: the US key of each
# character, read through the PC's layout (the characters a card code may hold, and a few others).
US_ON = {
    "es": {"-": "'", "/": "-", ":": "Ñ", ";": "ñ", "_": "?"},  # Spain
    "latam": {"-": "'", "/": "-", ":": "Ñ", ";": "ñ", "_": "?"},  # Latin America
    "pt": {"-": "'", "/": "-", ":": "Ç", ";": "ç", "_": "?"},
}


def wedge(text: str, layout: str, caps_lock: bool = False) -> str:
    """``text`` as the scanner types it on ``layout`` (Caps Lock inverts the letters' case)."""
    typed = "".join(US_ON[layout].get(ch, ch) for ch in text)
    return typed.swapcase() if caps_lock else typed


def genuine(sa, series, card):
    secret = load_or_create_secret(sa.station.data_dir)
    s = sa.station.get_series(series)
    return scan_text(hall_mark(secret), series, card, check_code(secret, series, s.card(card)))


def made(sa):
    return [e for e in sa.station.store.read(types=("claim.made",))]


@pytest.mark.parametrize("layout, caps_lock", [("es", False), ("latam", True)])
def test_art11_scanned_code_opens_the_claim_of_its_card_in_one_step(qtbot, hall_app, layout, caps_lock):
    sa, _, series = hall_app()
    w, p = sa.caller, sa.caller.claim_panel
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    text = genuine(sa, series, 1)
    typed = wedge(text, layout, caps_lock)
    assert typed == (text.lower() if caps_lock else text)  # letters, digits and spaces survive the layout
    c = enter(qtbot, w, typed)  # the scanner's key clicks, then its Enter suffix
    assert c is not None and c.valid and c.card == 1 and c.series == series
    (event,) = made(sa)
    assert event.data["scanned"] is True and event.data["check_code"] == text.split()[-1]
    assert p.entry.text() == "" and w.message_label.property("kind") == "ok"
    assert p.match_button.hasFocus()  # straight on to reading the numbers


def test_a_code_typed_with_dashes_by_a_us_scanner_on_a_spanish_pc_is_read_too(qtbot, hall_app):
    sa, _, series = hall_app()
    w = sa.caller
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    dashed = genuine(sa, series, 1).replace(" ", "-")
    c = enter(qtbot, w, wedge(dashed, "es"))  # "HS1'7KQ2'…": the dash's key is ' in Spanish
    assert c is not None and c.valid and c.card == 1


def _refused_nothing_recorded(qtbot, sa, w, text, reason):
    before = len(sa.station.store)
    assert enter(qtbot, w, text) is None
    assert len(sa.station.store) == before and not game(sa).claims  # nothing recorded
    message = w.message()
    assert w.message_label.property("kind") == "error" and "\n" not in message
    p = w.claim_panel
    assert p.entry.hasFocus() and p.entry.selectedText() == text  # the next scan replaces it
    with pytest.raises(ScanRefused) as err:
        identify(load_or_create_secret(sa.station.data_dir), sa.station.state.series, text)
    assert err.value.reason == reason and message == i18n.message(err.value)
    return message


def test_art14_altered_foreign_or_malformed_code_refused_with_its_reason_nothing_recorded(qtbot, hall_app):
    sa, _, series = hall_app()
    w = sa.caller
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    head, mark, s, _card, code2 = genuine(sa, series, 2).split()
    code1 = genuine(sa, series, 1).split()[-1]
    # card 2's code printed on a forged "card 1" (the one that completes the line)
    message = _refused_nothing_recorded(qtbot, sa, w, " ".join((head, mark, s, "1", code2)), ALTERED)
    assert "alterado" in message and "cartón 1 " in message
    tampered = code1[:-1] + ("A" if code1[-1] != "A" else "B")  # one character of the code changed
    _refused_nothing_recorded(qtbot, sa, w, " ".join((head, mark, s, "1", tampered)), ALTERED)
    # another hall's key: same series, same card, its own (genuine there) check code
    other_key = bytes(range(100, 132))
    card = sa.station.get_series(series).card(1)
    foreign = scan_text(hall_mark(other_key), series, 1, check_code(other_key, series, card))
    assert "otra sala" in _refused_nothing_recorded(qtbot, sa, w, foreign, WRONG_HALL)
    for text in ("HS1 ABCD 12", "HS9 ABCD 1 1 ABCDEF", "HS1 ABCD 1 1 AB0DEF"):  # cut short, unknown version, a 0
        _refused_nothing_recorded(qtbot, sa, w, text, MALFORMED)
    c = enter(qtbot, w, genuine(sa, series, 1))  # and the genuine card is then taken at once
    assert c is not None and c.valid


def test_art11_genuine_card_not_sold_is_rejected_with_its_reason_recorded(qtbot, hall_app):
    sa, _, series = hall_app(sold=(2, 3))  # card 1 completes the line but nobody bought it
    w = sa.caller
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, genuine(sa, series, 1))
    refused(w, "not_sold", sa, c)  # a claim of this hall: the rule records its rejection
    assert i18n.translate("RuleError", "Card {card} was not sold for this game").format(card=1) in w.message()
    assert not game(sa).awards and [e.data["reason"] for e in made(sa)] == ["not_sold"]


def test_art11_genuine_card_of_another_series_is_rejected_with_its_reason_recorded(qtbot, hall_app):
    sa, _, series = hall_app()
    w = sa.caller
    admin = sa.station.authenticate("admin", "1234")
    other = sa.station.create_series(5, None, None, None, 1, 3, session=admin)
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, genuine(sa, other.number, 1))
    refused(w, "other_series", sa, c)
    assert [e.data["series"] for e in made(sa)] == [other.number]


def test_typing_the_card_number_keeps_working(qtbot, hall_app):
    sa, _, series = hall_app()
    w = sa.caller
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, "1")
    assert c is not None and c.valid and "scanned" not in made(sa)[0].data
    qtbot.keyClick(w.claim_panel.entry, Qt.Key.Key_Return)  # Enter on the empty field does nothing
    assert len(made(sa)) == 1


def test_art11_the_code_zbar_reads_off_the_printed_card_opens_its_claim(qtbot, hall_app, tmp_path):
    """The whole chain: the hall's series printed as the series window prints it, the page rendered
    (pdftoppm) and read by a real decoder (zbar), and what it read typed into the claim field as the
    scanner types it: the claim of the card the code was printed on."""
    from hallstation.printing.cards_pdf import print_series_pdf
    from tests.printing.test_card_codes import decoded

    sa, _, series = hall_app()
    w = sa.caller
    s = sa.station.get_series(series)
    pdf = tmp_path / "serie.pdf"
    assert print_series_pdf(s, sa.station.settings["hall_word"], load_or_create_secret(sa.station.data_dir), pdf)
    read = {parse_scan(t).card: t for t in decoded(pdf, 150)}
    assert sorted(read) == list(range(1, len(s) + 1))
    balls(qtbot, w, *ROW1_A)
    premio(qtbot, w)
    c = enter(qtbot, w, read[1])
    assert c is not None and c.valid and (c.series, c.card) == (series, 1)
    assert made(sa)[0].data["scanned"] is True


def test_art11_a_card_scanned_while_a_button_has_the_focus_is_its_claim_never_four_balls(qtbot, make_app):
    """The jury scans a claimed card before anyone pressed ¡PREMIO!, the caller's draw button
    having the focus: the code's four spaces are not four Space presses (each would draw a ball)
    nor its Enter a press of the button. The draw pauses as for ¡PREMIO! and the claim of the
    scanned card is opened, in one step."""
    from tests.gui.test_claims import show

    sa = make_app()  # the demo's electronic game
    w = sa.caller
    show(qtbot, w)
    w.draw_electronic()
    w.draw_button.setFocus()
    qtbot.waitUntil(lambda: w.draw_button.hasFocus(), timeout=2000)
    g = sa.station.current_game
    count = sa.bridge.view().count
    text = genuine(sa, g.series.number, 7)
    qtbot.keyClicks(w.draw_button, text.lower())  # (Caps Lock on: the scanner types lower case)
    qtbot.keyClick(w.draw_button, Qt.Key.Key_Return)
    assert sa.bridge.view().count == count  # no ball drawn
    assert sa.bridge.view().paused
    (event,) = made(sa)
    assert (event.data["series"], event.data["card"], event.data["scanned"]) == (g.series.number, 7, True)
    assert w.claim_panel.isVisible() and w.claim_panel.claim().card == 7
    assert not w.scan_catcher.reading()  # Space and Enter are the caller's again after the code


def test_art11_a_card_scanned_into_the_blower_s_field_is_its_claim_not_a_ball(qtbot, hall_app):
    """The blower's field has the focus in a blower game (a ball is at most 6 keys): the whole
    code is taken and opens the claim of its card."""
    sa, _, series = hall_app()
    w = sa.caller
    balls(qtbot, w, *ROW1_A)
    assert w.manual_edit.hasFocus()
    count = sa.bridge.view().count
    qtbot.keyClicks(w.manual_edit, genuine(sa, series, 1))
    qtbot.keyClick(w.manual_edit, Qt.Key.Key_Return)
    c = w.claim_panel.claim()
    assert c is not None and c.valid and c.card == 1 and sa.bridge.view().count == count
    assert made(sa)[0].data["scanned"] is True
    assert w.manual_edit.text() == "" and w.manual_edit.maxLength() == 6  # a ball's length again


def test_a_scanner_without_its_enter_suffix_never_holds_the_caller_s_space(qtbot, make_app):
    """A scanner set up without its Enter suffix types a code and no Enter: once its keys have
    stopped (a scanner's come milliseconds apart), the caller's Space draws again."""
    from hallstation.gui import scan_catcher
    from tests.gui.test_claims import show

    sa = make_app()
    w = sa.caller
    show(qtbot, w)
    now = [100.0]
    w.scan_catcher.clock = lambda: now[0]  # the catcher's clock, moved by hand (no waiting)
    w.draw_electronic()
    w.draw_button.setFocus()
    qtbot.waitUntil(lambda: w.draw_button.hasFocus(), timeout=2000)
    count = sa.bridge.view().count
    qtbot.keyClicks(w.draw_button, "HS1 MD7C 1 4 TC22CD")  # no Enter
    assert w.scan_catcher.reading() and sa.bridge.view().count == count  # its spaces drew nothing
    now[0] += scan_catcher.STALE_S / 2
    qtbot.keyClick(w.draw_button, Qt.Key.Key_Space)  # still within a scan's pace: the code's
    assert sa.bridge.view().count == count
    now[0] += scan_catcher.STALE_S * 2
    qtbot.keyClick(w.draw_button, Qt.Key.Key_Space)  # the caller's, long after
    assert sa.bridge.view().count == count + 1 and not w.scan_catcher.reading()
    assert not sa.bridge.view().paused and not made(sa)
