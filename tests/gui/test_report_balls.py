"""The blower monitor in the day report window (issue 14 §2): the day's balls per source as a
pyqtgraph chart (bars: the counts, coloured by how far from expectation; line: the expectation;
dashes: two standard deviations), the χ² figures above it, and the alert — in the window, on its
tab and in the exported PDF — when a source's p-value is below 0.001."""

from __future__ import annotations

import math
import shutil

import pytest

from hallstation.core.bingo.ball_stats import ALERT_P
from hallstation.printing.ball_chart import bar_colour
from hallstation.services.ball_stats import day_stats
from tests.balls_support import ELECTRONIC, MANUAL, FairBlower, LowFirstBlower, play_season
from tests.gui.test_day_support import pdf_not_blank


def pdf_text(path, words=()) -> str:
    """Every page's text (page 1 checked for ink)."""
    from PySide6.QtPdf import QPdfDocument

    pdf_not_blank(path)
    doc = QPdfDocument(None)
    doc.load(str(path))
    try:
        text = " ".join(" ".join(doc.getAllText(i).text().split()) for i in range(doc.pageCount()))
    finally:
        doc.close()
    for word in words:
        assert word in text, (word, text[:800])
    return text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform


def _folder(root, plays):
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    st = Station(root, drawer=SeededDrawer(3))
    try:
        for source, games, blower, seed in plays:
            play_season(st, source, games, blower, seed=seed)
    finally:
        st.close()
    return root


@pytest.fixture(scope="module")
def worn_folder(tmp_path_factory):
    """Games outside any day (the report's "all games"): 4 from a worn blower, 2 from the drawer."""
    return _folder(tmp_path_factory.mktemp("worn") / "hall", [(MANUAL, 4, LowFirstBlower(1), 4), (ELECTRONIC, 2, None, 5)])


@pytest.fixture(scope="module")
def fair_folder(tmp_path_factory):
    return _folder(tmp_path_factory.mktemp("fair") / "hall", [(MANUAL, 5, FairBlower(2), 6)])


class AvoidingBlower:
    """A blower that holds one ball back (a dented ball that never drops): any other ball left."""

    def __init__(self, seed: int, ball: int) -> None:
        import random

        self.rng, self.ball = random.Random(seed), ball

    def pick(self, remaining: list[int]) -> int:
        return self.rng.choice([b for b in remaining if b != self.ball] or remaining)


@pytest.fixture(scope="module")
def one_ball_folder(tmp_path_factory):
    """7 games where ball 45 never came out: too few for Cochran's Q (p about 0.03), enough for the
    per-ball alert (issue 22 §6)."""
    return _folder(tmp_path_factory.mktemp("one-ball") / "hall", [(MANUAL, 7, AvoidingBlower(5, 45), 9)])


def window_on(qtbot, folder, data_dir):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.report.window import DayReportWindow
    from hallstation.services.station import Station

    ensure_qapp()
    shutil.copytree(folder, data_dir, dirs_exist_ok=True)
    bridge = StationBridge(Station(data_dir))
    w = DayReportWindow(bridge)
    qtbot.addWidget(w)
    return w


def shown_bars(chart):
    opts = chart.bars.opts
    return list(opts["height"]), list(opts["brushes"])


def test_a_worn_blower_raises_the_alert_and_its_chart_shows_the_counts(qtbot, worn_folder, data_dir):
    w = window_on(qtbot, worn_folder, data_dir)
    try:
        stats = day_stats(w.station, None)
        assert list(stats) == [MANUAL, ELECTRONIC] and stats[MANUAL].alert and not stats[ELECTRONIC].alert
        w.show()
        assert w.balls_alert.isVisible()
        assert w.balls_alert.text().startswith("⚠ ALERTA — Bolillero: las bolillas no salen de forma pareja")
        assert "Bolillero electrónico" not in w.balls_alert.text()  # the drawer is fair
        assert w.chart_tabs.tabText(1) == "⚠ Bolillas sorteadas" and w.chart_tabs.tabText(0) == "Recaudación y premios"
        panel = w.balls_panel
        assert not panel.source_combo.isHidden() and panel.source_combo.count() == 2
        assert panel.source_combo.currentData() == MANUAL  # the alerted source first
        chart = panel.chart
        st = stats[MANUAL]
        heights, brushes = shown_bars(chart)
        assert heights == list(st.counts) and len(heights) == 75
        assert brushes == [bar_colour(st, b) for b in range(1, 76)]
        assert "#b71c1c" in brushes  # balls beyond three standard deviations
        assert chart.expected_line.value() == pytest.approx(st.expected)
        assert [line.value() for line in chart.band] == pytest.approx([st.expected - 2 * math.sqrt(st.variance), st.expected + 2 * math.sqrt(st.variance)])
        assert chart.summary.text().startswith("Bolillero: 4 juegos, ") and "grados de libertad" in chart.chi2.text()
        assert "Cada bolilla debía salir" in chart.detail.text()
        ticks = chart.plot.getAxis("bottom")._tickLevels[0]
        assert [t for _, t in ticks] == ["B 1–15", "I 16–30", "N 31–45", "G 46–60", "O 61–75"]
        panel.choose(ELECTRONIC)
        assert shown_bars(chart)[0] == list(stats[ELECTRONIC].counts)
        assert chart.summary.text().startswith("Bolillero electrónico: 2 juegos, ")
    finally:
        w.bridge.detach()
        w.station.close()


def test_the_pdf_carries_the_alert_and_the_same_figure(qtbot, worn_folder, data_dir):
    w = window_on(qtbot, worn_folder, data_dir)
    try:
        path = w.export_pdf()
        text = pdf_text(path, [
            "⚠ ALERTA — Bolillero: las bolillas no salen de forma pareja",
            "Bolillas sorteadas — ¿es parejo el bolillero?",
            "Bolillero: 4 juegos",
            "Bolillero electrónico: 2 juegos",
            "B 1–15", "O 61–75", "a más de 3",
        ])
        assert text.count("ALERTA") == 2  # on the first page, and under its chart
    finally:
        w.bridge.detach()
        w.station.close()


def test_a_fair_blower_raises_no_alert(qtbot, fair_folder, data_dir):
    w = window_on(qtbot, fair_folder, data_dir)
    try:
        w.show()
        st = day_stats(w.station, None)[MANUAL]
        assert st.p_value > ALERT_P
        assert not w.balls_alert.isVisible() and w.chart_tabs.tabText(1) == "Bolillas sorteadas"
        assert w.balls_panel.source_combo.isHidden()  # one source: no choice to make
        assert shown_bars(w.balls_panel.chart)[0] == list(st.counts)
        text = pdf_text(w.export_pdf(), ["Bolillero: 5 juegos"])
        assert "ALERTA" not in text
    finally:
        w.bridge.detach()
        w.station.close()


def test_a_day_without_balls_says_so(qtbot, data_dir):
    from hallstation.gui.report.window import DayReportWindow
    from tests.gui.test_day_support import bridge_from

    bridge = bridge_from("selling", data_dir)
    w = DayReportWindow(bridge)
    qtbot.addWidget(w)
    try:
        w.show()
        w.chart_tabs.setCurrentIndex(1)
        assert w.balls_panel.empty.isVisible() and not w.balls_panel.chart.isVisible()
        assert not w.balls_alert.isVisible()
        text = pdf_text(w.export_pdf())
        assert "Bolillas sorteadas" not in text
    finally:
        bridge.detach()
        bridge.station.close()


def test_with_the_alert_the_window_still_fits_1280x800_and_1366x768(qtbot, worn_folder, data_dir):
    """The alert's band and the balls' tab (both sources, the choice shown) on the small screens."""
    from tests.gui.test_geometry import SALA_SCREENS, check_sizes

    w = window_on(qtbot, worn_folder, data_dir)
    try:
        w.show()
        qtbot.waitExposed(w)
        for page in (0, 1):
            w.chart_tabs.setCurrentIndex(page)
            check_sizes(qtbot, w, f"report_balls_{page}", SALA_SCREENS)
        assert w.balls_alert.isVisible() and w.balls_panel.chart.plot.height() >= 90
    finally:
        w.close()
        w.bridge.detach()
        w.station.close()


def test_art2_one_ball_held_back_is_named_with_its_z_in_the_window_and_the_pdf_though_q_stays_quiet(qtbot, one_ball_folder, data_dir):
    """Issue 22 §6: the per-ball alert alone (Q below its level) — the window's red band and the
    tab say which ball and its z, the line beside the chart names it in red, and the PDF says it."""
    w = window_on(qtbot, one_ball_folder, data_dir)
    try:
        st = day_stats(w.station, None)[MANUAL]
        assert not st.q_alert and st.p_value > ALERT_P and st.max_z_alert and st.counts[44] == 0
        e = sum(st.draws) / 75
        z = -e / math.sqrt(sum(k / 75 * (1 - k / 75) for k in st.draws))  # ball 45 never came out
        assert st.max_z_ball == 45 and st.max_z == pytest.approx(z)
        z_text = ("−" + f"{abs(z):.2f}").replace(".", ",")
        w.show()
        alert = w.balls_alert.text()
        assert w.balls_alert.isVisible() and w.chart_tabs.tabText(1) == "⚠ Bolillas sorteadas"
        assert alert.startswith("⚠ ALERTA — Bolillero: la bolilla N45 salió 0 veces contra ")
        assert f"(z = {z_text}; p = " in alert and "para la mayor de las 75, menor que 0,001" in alert
        assert "no salen de forma pareja" not in alert  # Q did not ring
        label = w.balls_panel.chart.max_z
        assert label.text().startswith(f"Bolilla más alejada N45: z = {z_text}, p = 0,000") and label.text().endswith("(para las 75)")
        assert "#b71c1c" in label.styleSheet()
        pdf_text(w.export_pdf(), [
            "⚠ ALERTA — Bolillero: la bolilla N45 salió 0 veces",
            f"Bolilla más alejada: N45, 0 veces (z = {z_text})",
        ])
    finally:
        w.bridge.detach()
        w.station.close()


def test_the_chi2_p_value_is_shown_whole_at_1280x800_and_1366x768(qtbot, worn_folder, data_dir):
    """Issue 24 minor: the day report window cut the blower test's p-value ("… (74 grados de li…").
    Each source's χ² figures and p-value are read whole beside the chart, on the small screens."""
    from hallstation.services.ball_stats import p_text
    from tests.gui.test_geometry import SALA_SCREENS, check_sizes

    w = window_on(qtbot, worn_folder, data_dir)
    try:
        w.show()
        qtbot.waitExposed(w)
        w.chart_tabs.setCurrentIndex(1)
        stats = day_stats(w.station, None)
        chart = w.balls_panel.chart
        for size in SALA_SCREENS:
            check_sizes(qtbot, w, "report_chi2", [size])
            for source, st in stats.items():
                w.balls_panel.choose(source)
                qtbot.waitUntil(lambda: chart.chi2.width() >= chart.chi2.sizeHint().width())
                p = f"p = {p_text(st.p_value)}"
                assert chart.chi2.isVisible() and chart.chi2.text().endswith(p), (chart.chi2.text(), p)
                right = chart.chi2.mapTo(chart, chart.chi2.rect().topRight()).x()
                assert right < chart.width(), (size, right, chart.width())
                shown = chart.summary.shown_text()
                assert shown == chart.summary.text() and "…" not in shown, shown
    finally:
        w.close()
        w.bridge.detach()
        w.station.close()
