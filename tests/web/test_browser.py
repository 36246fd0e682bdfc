"""The web board in a real browser (issue 26): Debian's chromium and chromium-driver, headless,
driven by Selenium — one browser for the module.

- ``hallstation web`` in a process of its own on a hall's folder, the caller station writing the
  same folder in another (tests/services/terminal_child.py): each ball drawn there is lit on the
  page and becomes the last ball; a claim shows the public claim view; the web board stopped, the
  page says "Sin conexión" in its corner; started again, it catches up by itself.
- The page says what the Qt public display says, state by state, over the states of a simulated day.
- At 1920×1080, 1280×720 and 1080×1920 nothing is cut or off the screen and the board's digits are
  at least 5 % of the screen's height (of its width, the short side, on a portrait screen).

The packages are installed by ``sh tests/run.sh`` (packaging/test-system-packages.txt), as the
PostgreSQL server is: without them these tests fail, they are not skipped.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.money import format_money
from hallstation.gui.bridge import StationBridge
from hallstation.gui.display.window import PublicDisplay
from hallstation.i18n import prize_label
from hallstation.services.simulate import simulate
from hallstation.services.station import Station
from hallstation.services.views import board_view
from hallstation.web.state import public_state
from tests.web.web_support import WebOnHall
from tests.child_env import CHILD_PATH

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
SIZES = ((1920, 1080), (1280, 720), (1080, 1920))
SHOTS = os.environ.get("HALLSTATION_WEB_SHOTS")  # a folder to keep the screenshots in (to look at them)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
                "--disable-dev-shm-usage", f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    viewport(driver, 1920, 1080)
    yield driver
    driver.quit()


def viewport(driver, w: int, h: int) -> None:
    """The page's viewport exactly w×h (a TV's screen), whatever the headless window's frame."""
    driver.set_window_size(w, h)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": False})


def wait(driver, script: str, timeout: float = 10.0, *args):
    """Wait until the page's ``script`` returns something true; return it. A script that fails
    because the page is still building what it reads (a cell not made yet: ``null.className``) is
    asked again, as one that returns false."""
    from selenium.common.exceptions import JavascriptException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.05, ignored_exceptions=(JavascriptException,)).until(
        lambda d: d.execute_script(script, *args)
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ------------------------------------------------------------------ what the page shows, read back
PAGE_TEXTS = """
const t = id => { const e = document.getElementById(id); return e ? e.textContent : null; };
const shown = id => { const e = document.getElementById(id); return !!e && !e.hidden && e.offsetParent !== null; };
const all = sel => Array.from(document.querySelectorAll(sel)).filter(e => e.offsetParent !== null).map(e => e.textContent);
return {
  info: [t('info-left'), t('info-right')],
  last_count: t('last-count'),
  prizes_title: t('prizes-title'),
  rows: Array.from(document.querySelectorAll('.prize-row')).map(r => [
    r.querySelector('.prize-name').textContent, r.querySelector('.prize-amount').textContent,
    r.querySelector('.prize-note') ? r.querySelector('.prize-note').textContent : '', r.classList.contains('won')]),
  major: [t('major-title'), t('major-amount'), t('major-note'), shown('major-next') ? t('major-next') : ''],
  claims: shown('claims'),
  claims_banner: shown('claims') ? t('claims-banner') : null,
  captions: all('.claim-caption'), notes: all('.claim-card .claim-note'), verdicts: all('.claim-verdict'),
  results: all('.result-line'),
  on_break: shown('break'),
  break: shown('break') ? [t('break-title'), shown('break-head') ? t('break-head') : '', all('.break-line'), t('break-pot')] : null,
  announce: shown('announce') ? all('.announce-line') : [],
  red: shown('redlight') ? [t('red-title'), t('red-detail')] : null,
  minors: shown('minors'),
};
"""


def qt_texts(d: PublicDisplay) -> dict:
    """The same, from the Qt public display (its widgets' own texts)."""
    from hallstation.i18n import translate

    v = d.view
    claims = d.claims.isVisibleTo(d)
    results = claims and d.claims.showing_results()
    shown = d.claims.shown_claims()[: d.claims.MAX_CARDS] if claims and not results else ()
    on_break = d.breaks.isVisibleTo(d)
    brk = None
    if on_break:
        lines = d.breaks.result_lines()
        head = translate("BreakOverlay", "Results of game {game}").format(game=v.game) if v.game is not None and lines else ""
        brk = [d.breaks.title_text(), head, lines, d.breaks.pot_text()]
    return {
        "info": list(d.info.texts()),
        "last_count": d.last.count_text(),
        "prizes_title": d.prizes.title_text(),
        "rows": [list(r) for r in d.prizes.row_texts()],
        "major": [prize_label(MAJOR).upper(), d.major.amount_text(), d.major.state_text(), d.major.next_text()],
        "claims": claims,
        "claims_banner": d.claims.banner_text() if claims else None,
        "captions": [d.claims.card_caption(c) for c in shown],
        "notes": [d.claims.card_note(c) for c in shown if d.claims.card_note(c)],
        "verdicts": [d.claims.verdict(c)[1] for c in shown if d.claims.verdict(c)[1]],
        "results": d.claims.result_lines() if results else [],
        "on_break": on_break,
        "break": brk,
        "announce": d.announcements(),
        "red": [d.red_light.banner_text(), d.red_light.detail_text()] if d.red_light.isVisibleTo(d) else None,
        "minors": d.minors.isVisibleTo(d),
    }


def plain(obj):
    """NBSP as a space: both displays keep "$ 1.234" whole when they wrap it."""
    return json.loads(json.dumps(obj).replace("\\u00a0", " "))


# ------------------------------------------------------------------ the hall, in other processes
class Writer:
    """The caller station on the folder, in a process of its own (one JSON request a line)."""

    def __init__(self, folder: Path) -> None:
        env = dict(os.environ, PYTHONPATH=CHILD_PATH)
        env.pop("HALLSTATION_STORE", None)
        self.p = subprocess.Popen([sys.executable, str(ROOT / "tests" / "services" / "terminal_child.py"), str(folder)],
                                  cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert "ready" in json.loads(self.p.stdout.readline())

    def run(self, code: str):
        self.p.stdin.write(json.dumps({"run": code}) + "\n")
        self.p.stdin.flush()
        answer = json.loads(self.p.stdout.readline())
        assert "ok" in answer, answer
        return answer["ok"]

    def close(self) -> None:
        self.p.stdin.close()
        self.p.wait(20)
        self.p.stdout.close()


class WebProcess:
    """``hallstation web`` on the folder, in a process of its own."""

    def __init__(self, folder: Path, port: int) -> None:
        self.folder, self.port = folder, port
        self.p: subprocess.Popen | None = None

    def start(self) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env.pop("HALLSTATION_STORE", None)
        self.p = subprocess.Popen([sys.executable, "-m", "hallstation", "web", "--data-dir", str(self.folder), "--port", str(self.port)],
                                  cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.p.stderr.readline()  # it says where it serves once it does
        assert f":{self.port}/" in line, line

    def stop(self) -> str:
        self.p.send_signal(signal.SIGTERM)
        _out, err = self.p.communicate(timeout=20)
        assert self.p.returncode == 0, err
        return err


def test_a_ball_drawn_at_the_station_reaches_the_page_a_claim_shows_and_a_lost_board_catches_up(browser, hall, qtbot, spanish):
    writer = Writer(hall)
    web = WebProcess(hall, free_port())
    web.start()
    reader = Station(hall, read_only=True)  # a Qt public display of the same hall, to compare texts
    bridge = StationBridge(reader)
    display = PublicDisplay(bridge)
    qtbot.addWidget(display)
    display.resize(1920, 1080)

    def same_texts() -> None:
        # both follow the log on their own (the page through the web board's process): once both
        # have the writer's last commit they say the same
        deadline = time.monotonic() + 5
        while True:
            bridge.follower.poll()
            page, qt = plain(browser.execute_script(PAGE_TEXTS)), plain(qt_texts(display))
            if page == qt or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert page == qt

    try:
        viewport(browser, 1920, 1080)
        browser.get(f"http://127.0.0.1:{web.port}/")
        wait(browser, "return window.hallBoard.state && window.hallBoard.state.game === 1")
        assert browser.execute_script("return document.getElementById('offline').hidden")
        same_texts()
        drawn = []
        for _ in range(3):
            ball = writer.run("result = st.draw()")
            drawn.append(ball)
            wait(browser, "return document.getElementById('cell-' + arguments[0]).className === 'cell now'", 5, ball)
            assert browser.execute_script("return document.querySelector('#last-ball .ball-number').textContent") == str(ball)
            for before in drawn[:-1]:  # the balls before it stay lit
                assert browser.execute_script("return document.getElementById('cell-' + arguments[0]).className", before) == "cell lit"
            assert browser.execute_script("return document.getElementById('last-count').textContent") == f"Bolillas: {len(drawn)}"
        same_texts()
        # a claim: the public claim view with the claimed card, then the reading, the stamp
        card = writer.run(
            "while not st.possible_winners(): st.draw()\n"
            "result = min(c for cs in st.possible_winners().values() for c in cs)\n"
            "st.pause()\n"
            "claim = st.claim(st.current_game.config.series, result)")
        wait(browser, "return !document.getElementById('claims').hidden && document.querySelector('.claim-card') !== null", 5)
        assert browser.execute_script("return document.getElementById('claims-banner').textContent") == "VERIFICANDO PREMIO"
        assert browser.execute_script("return document.querySelector('.claim-card').getAttribute('data-card')") == str(card)
        bridge.follower.poll()
        grid = display.view.claims[0].grid
        cells = browser.execute_script("return Array.from(document.querySelectorAll('.card-grid .n')).map(e => e.textContent)")
        assert cells == ["LIBRE" if n is None else str(n) for n in grid]
        same_texts()
        writer.run("st.read_number(st.current_game.claims[max(st.current_game.claims)].id)")
        wait(browser, "return document.querySelector('.card-grid .n.hl') !== null", 5)
        writer.run("c = max(st.current_game.claims)\nst.sign_claim(c, 'jurado1', '1111')\nst.stamp_claim(c)\nst.award()")
        # after the award only the award shows (issue 24): no card left "being verified" under it
        wait(browser, "return document.getElementById('claims-banner').textContent === 'PREMIO ADJUDICADO'"
                      " && document.querySelector('.claim-card') === null && document.querySelector('.prize-row.won') !== null", 5)
        same_texts()
        writer.run(
            "g = st.current_game\nc = g.claims[max(g.claims)]\ns = st.authenticate('cajero', '4444')\n"
            "for p in g.prizes_won(c): st.pay(c.id, p, 'cash', winner='Ana Pérez', id_doc='1.234.567-8', session=s)\n"
            "st.logout(s)\nst.resume()")
        wait(browser, "return document.getElementById('claims-banner').textContent === 'PREMIO ADJUDICADO'", 5)
        same_texts()
        assert not [s for s in ("Ana Pérez", "1.234.567-8", "jurado1", "Jurado 1", "1111", "4444") if s in browser.page_source]
        # the web board stops: the page says so in its corner, calmly, and keeps the last state
        web.stop()
        wait(browser, "const e = document.getElementById('offline'); return !e.hidden && e.textContent === 'Sin conexión'", 12)
        corner = browser.execute_script("const r = document.getElementById('offline').getBoundingClientRect(); return [r.right, r.bottom, r.width, r.height]")
        assert corner[0] == 1920 and corner[1] == 1080 and corner[2] < 1920 * 0.2 and corner[3] < 1080 * 0.05
        missed = [writer.run("result = st.draw()") for _ in range(2)]  # meanwhile the hall goes on
        web.start()
        wait(browser, "return document.getElementById('offline').hidden && document.getElementById('cell-' + arguments[0]).className === 'cell now'", 12, missed[-1])
        assert browser.execute_script("return document.getElementById('cell-' + arguments[0]).className", missed[0]) == "cell lit"
        same_texts()
    finally:
        if web.p is not None and web.p.poll() is None:
            web.stop()
        writer.close()
        bridge.detach()
        reader.close()


def test_a_silent_network_between_the_tv_and_the_board_says_sin_conexion_and_the_page_catches_up(browser, hall):
    """Issue 26: the network between a TV and the board goes silent (a hung switch: nothing closed,
    nothing answered — a relay that stops forwarding): the page's own watchdog notices, says "Sin
    conexión" in its corner and keeps the last state; the hall goes on; the network back, the page
    reconnects by itself and catches up."""
    from hallstation.devtools.tcpproxy import TcpProxy

    writer = Writer(hall)
    web = WebProcess(hall, free_port())
    web.start()
    relay = TcpProxy(web.port)
    try:
        viewport(browser, 1920, 1080)
        browser.get(f"http://127.0.0.1:{relay.port}/")
        first = writer.run("result = st.draw()")
        wait(browser, "return document.getElementById('cell-' + arguments[0]).className === 'cell now'", 10, first)
        assert browser.execute_script("return document.getElementById('offline').hidden")
        relay.freeze()
        missed = [writer.run("result = st.draw()") for _ in range(2)]  # the hall goes on meanwhile
        wait(browser, "const e = document.getElementById('offline'); return !e.hidden && e.textContent === 'Sin conexión'", 30)
        assert browser.execute_script("return document.getElementById('cell-' + arguments[0]).className", first) == "cell now"  # the last state kept
        assert browser.execute_script("return document.getElementById('cell-' + arguments[0]).className", missed[-1]) == "cell"
        relay.thaw()
        wait(browser, "return document.getElementById('offline').hidden && document.getElementById('cell-' + arguments[0]).className === 'cell now'", 30, missed[-1])
        assert browser.execute_script("return document.getElementById('cell-' + arguments[0]).className", missed[0]) == "cell lit"
        assert browser.execute_script("return document.getElementById('last-count').textContent") == "Bolillas: 3"
    finally:
        relay.close()
        if web.p is not None and web.p.poll() is None:
            web.stop()
        writer.close()


# ------------------------------------------------------------------ a day's states, in both displays
@pytest.fixture(scope="module")
def day_views(tmp_path_factory):
    """The views of a simulated day with the red ball, a major prize won and a correction: a few
    of each phase, in the order they came."""
    st = Station(tmp_path_factory.mktemp("web-day") / "hall")
    st.change_setting("red_ball", True)
    st.change_setting("red_ball_message", "Ronda gratis")
    views = []
    draw = st.draw

    def recorded(*a, **kw):
        out = draw(*a, **kw)
        views.append(board_view(st))
        return out

    for name in ("close_sales", "claim", "award", "resume"):
        original = getattr(st, name)

        def record(*a, _original=original, **kw):
            out = _original(*a, **kw)
            views.append(board_view(st))
            return out

        setattr(st, name, record)
    st.draw = recorded
    simulate(st, cards=300, games=2, seed=4, price=1500, limit=60)  # seed 4: the full card of game 1 takes the major prize
    st.close()
    # a ball withdrawn by the jury, announced until the next ball (Art. 2.2)
    drawing = next(v for v in views if v.state == "drawing" and v.count > 10)
    views.append(dataclasses.replace(drawing, correction=drawing.balls[-1] + 1 if drawing.balls[-1] < 75 else 1))
    # the jury rectifying the figures before the first ball (Art. 12): "cifras en corrección"
    proclaimed = next(v for v in views if v.state == "proclaimed")
    views.append(dataclasses.replace(proclaimed, correcting=True, ratified=False))
    return views


def pick(views, *tests):
    out = []
    for test in tests:
        out.append(next(v for v in views if test(v)))
    return out


def test_the_page_says_what_the_qt_display_says_state_by_state(browser, hall, qtbot, spanish, day_views):
    web = WebOnHall(hall)
    display = PublicDisplay(None)
    qtbot.addWidget(display)
    display.resize(1920, 1080)
    try:
        viewport(browser, 1920, 1080)
        browser.get(web.url)
        wait(browser, "return window.hallBoard.state !== null")
        phases, red = set(), False
        special = [i for i, v in enumerate(day_views) if v.paused or v.awarded_now or v.on_break or v.red_drawn or v.correction or v.correcting]
        breaks = {i for i, v in enumerate(day_views) if v.on_break}
        for i in sorted(set(range(0, len(day_views), 10)) | set(special[::2]) | breaks):  # in the day's order
            view = day_views[i]
            display.render(view)
            state = public_state(view)
            browser.execute_script("window.hallBoard.render(arguments[0])", state)
            page = browser.execute_script(PAGE_TEXTS)
            assert plain(page) == plain(qt_texts(display)), state
            phases.add(state["phase"])
            red = red or state["red_light"]
        assert {"proclaimed", "drawing", "paused", "awarded", "break"} <= phases
        assert red  # the red light was compared too
        correcting = public_state(day_views[-1])
        browser.execute_script("window.hallBoard.render(arguments[0])", correcting)
        display.render(day_views[-1])
        page = browser.execute_script(PAGE_TEXTS)
        assert plain(page) == plain(qt_texts(display))
        words = json.dumps(plain(page), ensure_ascii=False)
        assert "cifras en corrección" in words and "$ 0" not in words
    finally:
        web.close()


FIT_REPORT = """
const vw = innerWidth, vh = innerHeight, bad = [];
const visible = e => e.offsetParent !== null || getComputedStyle(e).position === 'absolute';
document.querySelectorAll('.fit, .fitwrap, .cell, .letter, .card-grid > div, .panel, .claims, .break, .info, .minors, .announce-line, .red-banner, .ball, .offline').forEach(e => {
  if (e.hidden || !visible(e)) return;
  const r = e.getBoundingClientRect();
  if (!r.width || !r.height) return;
  if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) bad.push(['off the screen', e.id || e.className, r.left, r.top, r.right, r.bottom]);
  if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) bad.push(['cut', e.id || e.className, e.textContent.slice(0, 50), e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]);
});
const c = document.getElementById('cell-75'), s = getComputedStyle(c);
const ctx = document.createElement('canvas').getContext('2d');
ctx.font = s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
const m = ctx.measureText('0123456789');
const cells = Array.from({length: 75}, (_, i) => document.getElementById('cell-' + (i + 1)).getBoundingClientRect());
return {bad: bad, digits: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent, cells: cells.length,
        board: document.getElementById('board').getBoundingClientRect().toJSON(), vw: vw, vh: vh};
"""


def test_the_board_fits_a_1920x1080_a_1280x720_and_a_portrait_screen_and_reads_from_afar(browser, hall, tmp_path, day_views, qtbot):
    web = WebOnHall(hall)
    states = pick(
        day_views,
        lambda v: v.state == "drawing" and v.count >= 30 and not v.awarded_now,
        lambda v: v.paused and len(v.claims) >= 2,
        lambda v: v.paused and len(v.claims) == 1,
        lambda v: bool(v.awarded_now) and not v.paused and not v.on_break,
        lambda v: v.correction is not None,
        lambda v: v.on_break and v.major_won,
    )
    shots = Path(SHOTS) if SHOTS else tmp_path
    try:
        browser.get(web.url)
        wait(browser, "return window.hallBoard.state !== null")
        for w, h in SIZES:
            viewport(browser, w, h)
            wait(browser, "return innerWidth === arguments[0] && innerHeight === arguments[1]", 5, w, h)
            for k, view in enumerate(states):
                browser.execute_script("window.hallBoard.render(arguments[0])", public_state(view))
                report = browser.execute_script(FIT_REPORT)
                browser.save_screenshot(str(shots / f"web_{w}x{h}_{k}.png"))
                assert report["bad"] == [], (w, h, k, report["bad"])
                if not view.on_break:  # the board is on the screen: digits read from 20 m
                    short = min(w, h)
                    assert report["digits"] >= 0.05 * short, (w, h, report["digits"])
                    if w > h:
                        assert report["digits"] >= 0.05 * h
        # the offline corner fits too, over whatever the page shows
        browser.execute_script("document.getElementById('offline').hidden = false; document.getElementById('offline').textContent = 'Sin conexión con el servidor'")
        assert browser.execute_script(FIT_REPORT)["bad"] == []
    finally:
        viewport(browser, 1920, 1080)
        web.close()
