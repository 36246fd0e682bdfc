"""Every window fits its screen (issue 11 §1, §4): the caller window at 1280×800, 1366×768 and
1920×1080 in its worst states — a major-prize claim with three claims and thirty other completing
cards, every prize split three ways, the longest messages — and the Sala windows (Caja with a
promotional bonus among them; the day's records, series, report, people, settings and the poker
console on a demo day at 1280×800 and 1366×768). ``tests/gui/geometry.py`` is the check; set ``HALLSTATION_SHOTS``
to a folder to keep a PNG of each state."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from hallstation import i18n
from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR, PATTERN_PRIZES
from tests.core.bingo.helpers import CARD_A, FULL_A
from tests.services.conftest import hall, people_template  # noqa: F401 - the crafted hall, as fixtures

from .geometry import check_window, problems

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SCREENS = [QSize(1280, 800), QSize(1366, 768), QSize(1920, 1080)]
TITLE_BAR = 32  # what a window manager's title bar takes from the screen's height


# ------------------------------------------------------------------ crafted cards
def _with(card, col: int, row: int, number: int):
    cols = [list(c) for c in card]
    cols[col][row] = number
    return tuple(tuple(c) for c in cols)


# three cards marked alike once 2, 6, 65 and 66 are out: each prize falls on the three at once
TWINS = (CARD_A, _with(CARD_A, 0, 1, 6), _with(CARD_A, 4, 4, 66))
EQUALISE = [2, 6, 65, 66]


def line_cards(n: int):
    """``n`` cards sharing only CARD_A's first row (1 16 31 46 61): ball 1 gives each a line."""
    out = []
    for extra in itertools.islice(itertools.combinations(range(7, 16), 4), n):
        out.append(((1, *extra), (16, 21, 22, 23, 24), (31, 35, 36, 37), (46, 51, 52, 53, 54), (61, 67, 68, 69, 70)))
    return tuple(out)


# the order each prize falls on the three twins (the line, T, P, A, the full card within the limit)
STEPS = [[1, 16, 31, 46, 61], [32, 33, 34], [62, 3, 18, 48, 63, 4, 5], [64], [17, 19, 20, 47, 49, 50]]


def longest_rule_error() -> str:
    texts = [t for (ctx, _src), t in i18n.catalog(i18n.language()).items() if ctx == "RuleError"]
    return max(texts, key=len)


def keep(widget: QWidget, name: str) -> None:
    folder = os.environ.get("HALLSTATION_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / name))


def settle(qtbot, w: QWidget) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def own_render(w: QWidget) -> bool:
    """The window's own ``render()`` (its state drawn again), not QWidget.render(target)."""
    return any("render" in vars(c) for c in type(w).__mro__ if not c.__module__.startswith(("PySide6", "Shiboken")))


def check_sizes(qtbot, w: QWidget, name: str, sizes=SCREENS) -> dict[str, QSize]:
    """At each screen size: the window placed as a maximised window would be (the screen less a
    title bar), the state rendered again, nothing grown, every check of tests/gui/geometry.py."""
    measured = {}
    errors = []
    for size in sizes:
        screen = QRect(0, 0, size.width(), size.height())
        frame = w.frameGeometry().size() - w.geometry().size()
        room = QSize(size.width() - frame.width(), size.height() - TITLE_BAR - frame.height())
        w.move(0, 0)
        w.resize(room)
        settle(qtbot, w)
        if own_render(w):
            w.render()
        settle(qtbot, w)
        measured[f"{size.width()}x{size.height()}"] = w.size()
        keep(w, f"{name}_{size.width()}x{size.height()}.png")
        found = problems(w, screen)
        if w.width() > room.width() or w.height() > room.height():
            found.insert(0, f"the window grew to {w.width()}×{w.height()}")
        if found:
            errors.append(f"{name} at {size.width()}×{size.height()} (window {w.width()}×{w.height()}):\n  " + "\n  ".join(found))
    if errors:
        raise AssertionError("\n".join(errors))
    return measured


# ------------------------------------------------------------------ the worst states
@pytest.fixture
def crafted_app(hall, make_app, qtbot):  # noqa: F811
    def build(cards, sold, signoffs=1):
        from .test_claims import show

        g = hall.setup(signoffs=signoffs, cards=cards, sold=sold)
        hall.close()
        sa = make_app(copy=False)
        sa.caller.resize(1280, 800)
        show(qtbot, sa.caller)
        return sa, g.series.number

    return build


def _draw(sa, *numbers):
    from hallstation.core.bingo.balls import label

    for n in numbers:
        sa.station.draw_text(label(n))


def _claim_and_stamp(sa, series, cards):
    st = sa.station
    st.pause()
    out = []
    for n in cards:
        c = st.claim(series, n)
        assert c.valid, (n, c.reason)
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
        out.append(c)
    return out


def _pay_all(sa, claims):
    st = sa.station
    cashier = st.authenticate("cajero", "4444")
    g = st.current_game
    for c in claims:
        for prize in g.prizes_won(c):
            if prize in c.paid:
                continue
            if prize == MAJOR:
                st.pay(c.id, prize, "cheque", winner="María de los Ángeles Rodríguez Fernández", id_doc="1.234.567-8", session=cashier)
            else:
                st.pay(c.id, prize, "cash", session=cashier)


def test_caller_window_major_prize_three_claims_thirty_other_cards(qtbot, crafted_app):
    cards = TWINS + line_cards(30)
    sa, series = crafted_app(cards, sold=range(1, len(cards) + 1))
    w, p = sa.caller, sa.caller.claim_panel
    rest = [n for n in FULL_A if n not in EQUALISE and n != 1]
    _draw(sa, *EQUALISE, *rest, 1)  # ball 1 last: the twins' full card, everybody else's line
    st = sa.station
    st.pause()
    claims = [st.claim(series, n) for n in (1, 2, 3)]
    assert all(FULL_CARD in c.prizes for c in claims), [(c.prizes, c.reason) for c in claims]
    sa.bridge.changed.emit([])
    w.render()
    others = st.other_completing_cards()
    assert len(others[LINE]) == 30
    assert len(p.missed_buttons) >= 1 and p.claim_list.count() == 3
    w.say(longest_rule_error(), "error")
    verifying = check_sizes(qtbot, w, "caller_major_verifying")
    # stamped, awarded: the payment rows (the major prize's cheque, the full card's cash)
    for c in claims:
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
    st.award()
    p.select_claim(claims[0].id)
    w.say(longest_rule_error(), "error")
    awarded = check_sizes(qtbot, w, "caller_major_awarded")
    assert any(k[1] == "cheque" for k in p.pay_buttons)
    print("caller window, major prize:", verifying, awarded)


def test_caller_window_every_prize_split(qtbot, crafted_app):
    sa, series = crafted_app(TWINS, sold=(1, 2, 3))
    w = sa.caller
    st = sa.station
    _draw(sa, *EQUALISE)
    for k, step in enumerate(STEPS):
        _draw(sa, *step)
        claims = _claim_and_stamp(sa, series, (1, 2, 3))
        st.award()
        if k < len(STEPS) - 1:
            _pay_all(sa, claims)
            st.resume()
    g = st.current_game
    awarded = {a.prize: a.cards for a in g.awards}
    assert all(awarded.get(p) == (1, 2, 3) for p in (*PATTERN_PRIZES, MAJOR)), awarded
    w.render()
    w.claim_panel.select_claim(claims[0].id)
    w.say(longest_rule_error(), "error")
    split = check_sizes(qtbot, w, "caller_every_prize_split")
    _pay_all(sa, claims)  # the major prize paid: the game is over (the break)
    if st.current_game is not None and st.current_game.state == "paused":
        st.resume()
    w.render()
    w.say(longest_rule_error(), "error")
    check_sizes(qtbot, w, "caller_every_prize_split_finished")
    print("caller window, every prize split:", split)
    assert FULL_CARD in awarded


# ------------------------------------------------------------------ the Sala windows
def test_cashier_window_with_a_promotional_bonus_fits(qtbot, data_dir):
    from hallstation.gui.cashier import CashierWindow
    from hallstation.gui.dialogs import DialogService
    from tests.gui.test_day_support import Answers, bridge_from

    bridge = bridge_from("opened", data_dir)
    DialogService.handler = Answers([("cajero", "4444")])
    w = CashierWindow(bridge)
    qtbot.addWidget(w)
    try:
        for spin in w.promo_spins.values():
            spin.setValue(100)
        w.create_button.click()
        w.message_area.say(longest_rule_error(), "error")
        w.show()
        qtbot.waitExposed(w)
        assert w.height() <= 800 - TITLE_BAR, w.size()
        sizes = check_sizes(qtbot, w, "cashier_promo")
        print("cashier window:", sizes)
    finally:
        w.close()
        bridge.detach()
        bridge.station.close()


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_one_monitor_the_public_display_covers_no_caller_control(tmp_path, size):
    """A child process on ONE offscreen screen of that size: the windowed public display sits on
    the caller window's preview, over none of its buttons or fields."""
    import json
    import subprocess
    import sys

    cfg = tmp_path / "screens.json"
    cfg.write_text(json.dumps({"screens": [{"name": "ONE", "x": 0, "y": 0, "width": size[0], "height": size[1], "logicalDpi": 96}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={cfg}")
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run(
        [sys.executable, "-m", "tests.gui.one_monitor_child", str(tmp_path / "data")],
        cwd=root, env=env, capture_output=True, text=True, timeout=240,
    )
    assert run.returncode == 0 and "display" in run.stdout and "covered" not in run.stdout, run.stdout + run.stderr[-2000:]


# ------------------------------------------------------------------ the other Sala windows
SALA_SCREENS = [QSize(1280, 800), QSize(1366, 768)]


def _sala_window(kind: str, bridge, data_dir, monkeypatch):
    """The window the Sala menu opens for ``kind``, on a demo day, an administrator signed in where
    the window asks for one, and the longest refusal in its message area."""
    from hallstation.gui.dialogs import DialogService
    from tests.gui.test_day_support import Answers

    DialogService.handler = Answers([("admin", "1234")])
    if kind == "day":
        from hallstation.gui.day.window import DayWindow

        w = DayWindow(bridge)
        w.say(longest_rule_error(), "error")
    elif kind == "series":
        from hallstation.gui.series.window import SeriesWindow

        w = SeriesWindow(bridge)
        w.signin.sign_in()
        w.messages.error(longest_rule_error())
    elif kind == "report":
        from hallstation.gui.report.window import DayReportWindow

        w = DayReportWindow(bridge)
        w.say(longest_rule_error(), "error")
    elif kind == "people":
        from hallstation.gui.people.window import PeopleWindow

        w = PeopleWindow(bridge)
        w.signin.sign_in()
        w.select("supervisor")
        w.messages.error(longest_rule_error())
    elif kind == "settings":
        from hallstation.gui.local_settings import LocalSettings
        from hallstation.gui.settings.window import SettingsWindow
        from tests.gui.conftest import FakeDisplayManager

        local = LocalSettings(data_dir)
        monkeypatch.setattr(SettingsWindow, "list_cameras", staticmethod(lambda: ["USB Camera"]))  # no camera probing
        w = SettingsWindow(bridge, FakeDisplayManager(bridge, local), local)
        w.signin.sign_in()
        w.messages.error(longest_rule_error())
    elif kind == "poker":
        from hallstation.gui.poker.bridge import PokerBridge
        from hallstation.gui.poker.console import PokerConsole
        from hallstation.services.poker import PokerTable

        DialogService.handler = Answers([("crupier", "6666")])
        w = PokerConsole(PokerBridge(PokerTable(bridge.station, 1)))
        w.sign_in()
    else:
        raise KeyError(kind)
    DialogService.handler = None
    return w


@pytest.mark.parametrize("kind", ["day", "series", "report", "people", "settings", "poker"])
def test_sala_window_fits(qtbot, bridge, data_dir, monkeypatch, kind):
    """Every window of the Sala menu fits 1280×800 and 1366×768 (each tab of a window with tabs)."""
    from PySide6.QtWidgets import QTabWidget

    w = _sala_window(kind, bridge, data_dir, monkeypatch)
    qtbot.addWidget(w)
    try:
        w.show()
        qtbot.waitExposed(w)
        tabs = [t for t in w.findChildren(QTabWidget) if t.isVisible()]
        pages = range(tabs[0].count()) if tabs else [None]
        sizes = {}
        for page in pages:
            if page is not None:
                tabs[0].setCurrentIndex(page)
            sizes[page] = check_sizes(qtbot, w, f"sala_{kind}_{page}", SALA_SCREENS)
        print(kind, sizes)
    finally:
        w.close()
