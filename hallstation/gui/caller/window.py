"""The caller's window: draws, corrections, the "¡Premio!" pause, the dividend board, the public
screens' previews and the break between games.

The layout is the Designer form ``ui/caller_window.ui``; the painted parts (lit board, last balls)
go into its placeholder containers. Everything shown is re-rendered from ``bridge.view()`` when the
bridge says the station committed something: no rule is computed here, the station decides and a
refused step comes back as a ``RuleError`` shown in the message area (never a blocking dialog, so
the caller keeps going).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from hallstation import i18n
from hallstation.core.bingo.balls import RED_BALL, label
from hallstation.core.bingo.game import DRAWING, PAUSED, PROCLAIMED, RATIFIED
from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.caller.forms import child, load_form
from hallstation.gui.caller.new_game import NewGameDialog, parse_card_ranges
from hallstation.gui.display.manager import screen_key
from hallstation.gui.caller.previews import PREVIEW_DELAY_MS, PREVIEW_SIZE, PreviewStrip  # noqa: F401 - the tests' sizes
from hallstation.gui.caller.prize_table import PrizeTable
from hallstation.gui.caller.state_banner import StateBanner
from hallstation.gui.caller.widgets import CompactBoard, LastBalls
from hallstation.gui.caller.winners import PossibleWinners, WinnersBox
from hallstation.gui.claims.panel import ClaimPanel
from hallstation.gui.claims.payment import PayDeskIndicator
from hallstation.gui.common import MESSAGE_STYLE, people_with, pin_session, prize_label
from hallstation.gui.dialogs import DialogService
from hallstation.gui.fit import FitLabel, fit_to_screen
from hallstation.printing.cards_pdf import colour_style
from hallstation.services.scancode import looks_scanned


DRAWABLE = ("ratified", "drawing")  # a proclaimed game waits for the jury's ratification (Art. 12)
MESSAGE_LINES = 2  # the message bar's reserved height: two lines, the rest elided (whole text in the tooltip)


def _swap(old: QLabel, new: FitLabel) -> FitLabel:
    """The form's label replaced, in its place, by one that keeps a reserved height and elides."""
    new.setObjectName(old.objectName())
    new.setFont(old.font())
    new.setAlignment(old.alignment())
    if old.toolTip():
        new.setToolTip(old.toolTip())
    parent = old.parentWidget()
    parent.layout().replaceWidget(old, new)
    old.hide()
    old.deleteLater()
    return new


class CallerWindow(QMainWindow):
    station_closed = Signal()  # the caller closed the window: the station ends

    def __init__(self, bridge: Any, displays: Any, local: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pause_note: tuple[str, int] | None = None  # the pause's message and the claims then
        self.force_close = False  # closing from the program (tests, a stop signal) does not ask
        self.follower_only = False  # another caller station drives this hall: show, do not draw
        self.bridge = bridge
        self.station = bridge.station
        self.displays = displays
        self.local = local
        self.setWindowTitle(self.tr("HallStation — Caller"))

        self.form = load_form("caller_window.ui", self, custom=(PrizeTable, PreviewStrip))
        self.setCentralWidget(self.form)
        f = self.form
        self.game_value: QLabel = child(f, QLabel, "gameValue")
        self.series_value: QLabel = child(f, QLabel, "seriesValue")
        self.price_value: QLabel = child(f, QLabel, "priceValue")
        self.sold_value: QLabel = child(f, QLabel, "soldValue")
        self.takings_value: QLabel = child(f, QLabel, "takingsValue")
        self.count_value: QLabel = child(f, QLabel, "countValue")
        self.limit_value: QLabel = child(f, QLabel, "limitValue")
        self.source_value: QLabel = child(f, QLabel, "sourceValue")
        # texts that change with the game keep a reserved height and elide (never grow the window)
        self.banner: StateBanner = _swap(child(f, QLabel, "stateBanner"), StateBanner())
        from hallstation.gui.link import add_link_banner

        # "sin conexión con el servidor" over the state banner while a networked hall's link is down
        add_link_banner(self, bridge, over=self.banner)
        self.message_label: QLabel = _swap(child(f, QLabel, "messageLabel"), FitLabel(lines=MESSAGE_LINES))
        self.draw_button: QPushButton = child(f, QPushButton, "drawButton")
        self.manual_edit: QLineEdit = child(f, QLineEdit, "manualEdit")
        self.manual_button: QPushButton = child(f, QPushButton, "manualButton")
        self.red_button: QPushButton = child(f, QPushButton, "redButton")
        self.undo_button: QPushButton = child(f, QPushButton, "undoButton")
        self.new_game_button: QPushButton = child(f, QPushButton, "newGameButton")
        self.sales_button: QPushButton = child(f, QPushButton, "salesButton")
        # the jury ratifies or rectifies the proclaimed figures before the first ball (Art. 12)
        self.jury_button = QPushButton(self.tr("Jury: ratify or rectify the figures…"))
        self.jury_button.setObjectName("juryButton")
        self.sales_button.parentWidget().findChild(QHBoxLayout, "secondaryRow").addWidget(self.jury_button)
        self.jury_review: Any = None
        self.premio_button: QPushButton = child(f, QPushButton, "premioButton")
        self.resume_button: QPushButton = child(f, QPushButton, "resumeButton")
        self.left_stack: QStackedWidget = child(f, QStackedWidget, "leftStack")
        form_winners = child(f, QLabel, "winnersLabel")
        self.winners_label = PossibleWinners()
        self.winners_label.setObjectName(form_winners.objectName())
        self.winners_label.setToolTip(form_winners.toolTip())
        self.winners_box = WinnersBox(self.winners_label)
        form_winners.parentWidget().layout().replaceWidget(form_winners, self.winners_box)
        form_winners.hide()
        form_winners.deleteLater()
        self.dividends: PrizeTable = child(f, PrizeTable, "dividendTable")
        self.preview_box: PreviewStrip = child(f, PreviewStrip, "previewBox")
        self.preview_box.attach(displays)

        self.last_balls = LastBalls()
        child(f, QWidget, "lastBallsHost").layout().addWidget(self.last_balls)
        self.board = CompactBoard()
        child(f, QWidget, "boardHost").layout().addWidget(self.board)
        self._style()
        # the jury's claim panel takes the left column while the draw is paused (Art. 11)
        self.claim_panel = ClaimPanel(bridge, self.say)
        child(f, QWidget, "claimPage").layout().addWidget(self.claim_panel)
        # the pay desk (Art. 11): the cashier who pays the prizes, always in sight
        self.pay_desk = self.claim_panel.pay_desk
        self.pay_desk_indicator = PayDeskIndicator(self.pay_desk, self.say)
        self.statusBar().addPermanentWidget(self.pay_desk_indicator, 1)

        self.draw_button.clicked.connect(self.draw_electronic)
        self.manual_edit.returnPressed.connect(self.draw_manual)
        # a card's code scanned into the blower's field is taken whole (a ball is at most 6 keys)
        self._ball_length = self.manual_edit.maxLength()
        self.manual_edit.textChanged.connect(
            lambda text: self.manual_edit.setMaxLength(64 if looks_scanned(text) else self._ball_length)
        )
        self.manual_button.clicked.connect(self.draw_manual)
        self.red_button.clicked.connect(self.draw_red)
        self.undo_button.clicked.connect(self.undo_last_ball)
        self.premio_button.clicked.connect(self.pause_for_claim)
        self.resume_button.clicked.connect(self.resume)
        self.new_game_button.clicked.connect(self.new_game)
        self.sales_button.clicked.connect(self.sell_cards)
        self.jury_button.clicked.connect(self.review_figures)

        # Space draws from anywhere in the window except a text field (a line edit or spin box
        # takes the key itself through Qt's shortcut override); F9 red ball; F12 "¡Premio!".
        self.space_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.on_space)
        self.red_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F9), self, self.draw_red)
        self.premio_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F12), self, self.pause_for_claim)
        from hallstation.gui.scan_catcher import ScanCatcher

        # a card scanned outside the claim field is a claim, never four balls drawn by its spaces
        self.scan_catcher = ScanCatcher(self, self.scanned_card)
        for b in self.form.findChildren(QPushButton):
            if not self.claim_panel.isAncestorOf(b):
                b.setAutoDefault(False)  # the jury panel's buttons take Enter

        self.preview_timer = self.preview_box.timer

        self._build_menus()
        self._build_pay_desk_menu()
        from hallstation.gui.voice import CallerVoice, add_voice_menu

        # the caller's voice (issue 27): this PC's speaker, silent on a station that does not draw
        self.voice = CallerVoice(bridge, local, may_speak=lambda: not self.follower_only, parent=self)
        add_voice_menu(self, self.voice, self.say, self.open_voice_settings)
        sig = getattr(displays, "screens_changed", None)
        if sig is not None:
            sig.connect(self._on_screens_changed)
        bridge.changed.connect(self._on_changed)
        bridge.link.connect(lambda _text: self.render())  # offline: no ball can be drawn
        bridge.message.connect(lambda text: self.say(text, "error"))  # e.g. a fault of the disk

        geo = local.get("caller_geometry")
        restored = False
        if isinstance(geo, str) and geo:
            restored = self.restoreGeometry(QByteArray.fromHex(geo.encode("ascii")))
        if not restored:
            # the whole of its screen's available area: once a window manager has framed it, it
            # is fitted to that area less the frame (at 1366×768 it opened 1280 wide, 84 px unused)
            screen = self.screen() or QGuiApplication.primaryScreen()
            self.resize(screen.availableGeometry().size() if screen is not None else QSize(1280, 800))
        self._fit_screen()

        self.render()
        self.schedule_previews()
        if isinstance(getattr(local, "on_problem", None), list):
            local.on_problem.append(lambda text: self.say(text, "error"))
        if getattr(local, "problem", None):
            self.say(local.problem, "error")
        elif self.voice.options.enabled and self.voice.problem:  # once, quietly: the night goes on
            self.say(self.voice.problem, "info")
        self.voice.trouble.connect(lambda text: self.say(text, "info"))

    # ------------------------------------------------------------------ look
    def _style(self) -> None:
        big = self.draw_button.font()
        big.setPointSize(20)
        big.setBold(True)
        for b in (self.draw_button, self.premio_button, self.resume_button):
            b.setFont(big)
        self.draw_button.setStyleSheet(
            "QPushButton{background:#1b5e20;color:white;border-radius:8px;padding:6px 18px;}"
            "QPushButton:disabled{background:#9e9e9e;color:#eeeeee;}"
        )
        self.premio_button.setStyleSheet(
            "QPushButton{background:#c62828;color:white;border-radius:8px;padding:6px 18px;}"
            "QPushButton:disabled{background:#bdbdbd;color:#eeeeee;}"
        )
        self.resume_button.setStyleSheet(
            "QPushButton{background:#1565c0;color:white;border-radius:8px;padding:6px 18px;}"
            "QPushButton:disabled{background:#bdbdbd;color:#eeeeee;}"
        )
        self.red_button.setStyleSheet("QPushButton{color:#b71c1c;font-weight:bold;} QPushButton:disabled{color:#9e9e9e;}")
        edit_font = self.manual_edit.font()
        edit_font.setPointSize(18)
        edit_font.setBold(True)
        self.manual_edit.setFont(edit_font)
        self.banner.set_look()
        self.jury_button.setMinimumHeight(56)
        jury_font = self.jury_button.font()
        jury_font.setPointSize(14)
        jury_font.setBold(True)
        self.jury_button.setFont(jury_font)
        self.jury_button.setStyleSheet("QPushButton{background:#e65100;color:white;border-radius:8px;padding:6px 18px;}")
        self.new_game_button.setMinimumHeight(56)
        self.new_game_button.setFont(big)
        self.new_game_button.setStyleSheet(
            "QPushButton{background:#0d47a1;color:white;border-radius:8px;padding:6px 18px;}"
        )
        msg_font = self.message_label.font()
        msg_font.setPointSize(13)
        msg_font.setBold(True)
        self.message_label.setFont(msg_font)
        value_font = self.game_value.font()
        value_font.setPointSize(15)
        value_font.setBold(True)
        for lab in (
            self.game_value,
            self.series_value,
            self.price_value,
            self.sold_value,
            self.takings_value,
            self.count_value,
            self.limit_value,
            self.source_value,
        ):
            lab.setFont(value_font)
            lab.setTextFormat(Qt.TextFormat.RichText)
        self.winners_label.set_look()
        self.winners_box.reserve()
        self.dividends.set_look()
        self.say("")  # the message bar keeps its place, empty
        for b in (self.premio_button, self.resume_button):
            b.setMinimumHeight(52)
        self.draw_button.setMinimumHeight(64)

    def _build_menus(self) -> None:
        hall = self.menuBar().addMenu(self.tr("&Hall"))
        self.hall_actions: dict[str, QAction] = {}
        for key, text in (
            ("day", self.tr("Day records (opening and closing)…")),
            ("cashier", self.tr("Cashier: games, sellers and sales…")),
            ("series", self.tr("Series and cards…")),
            ("report", self.tr("Day report…")),
            ("planner", self.tr("Day planner: limit and bonuses…")),
            ("people", self.tr("People and PINs…")),
            ("settings", self.tr("Settings…")),
            ("poker", self.tr("Poker table and jackpot sign…")),
        ):
            act = QAction(text, self)
            act.triggered.connect(lambda _checked=False, key=key: self.open_window(key))
            hall.addAction(act)
            self.hall_actions[key] = act
        self._windows: dict[str, Any] = {}
        menu = self.menuBar().addMenu(self.tr("&Screens"))
        self.screens_menu = menu
        self.count_group = QActionGroup(self)
        self.count_group.setExclusive(True)
        count_menu = menu.addMenu(self.tr("Number of public displays"))
        self.count_actions: dict[int, QAction] = {}
        for n in (1, 2, 3):
            act = QAction(self.tr("%n display(s)", None, n), self, checkable=True)
            act.triggered.connect(lambda _checked=False, n=n: self.set_display_count(n))
            self.count_group.addAction(act)
            count_menu.addAction(act)
            self.count_actions[n] = act
        self.assign_menu = menu.addMenu(self.tr("Which screen shows which display"))
        self._rebuild_assign_menu()
        # Art. 2.4: each screen shows the board, or the camera full size with the last ball
        from hallstation.gui.display.menu import DisplayModeMenu

        self.mode_menu = DisplayModeMenu(self.displays, menu)
        menu.addMenu(self.mode_menu)

    def _build_pay_desk_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Pay desk"))
        self.pay_desk_sign_in_action = QAction(self.tr("Cashier signs in (PIN)…"), self)
        self.pay_desk_sign_in_action.triggered.connect(self.pay_desk_sign_in)
        self.pay_desk_sign_out_action = QAction(self.tr("Cashier signs out"), self)
        self.pay_desk_sign_out_action.triggered.connect(self.pay_desk_sign_out)
        menu.addAction(self.pay_desk_sign_in_action)
        menu.addAction(self.pay_desk_sign_out_action)
        self.pay_desk.changed.connect(self._render_pay_desk)
        self._render_pay_desk()

    def pay_desk_sign_in(self) -> bool:
        return self.pay_desk.sign_in(self, self.say)

    def pay_desk_sign_out(self) -> None:
        self.pay_desk.sign_out(self.say)

    def _render_pay_desk(self) -> None:
        self.pay_desk_sign_out_action.setEnabled(self.pay_desk.session is not None)

    def open_window(self, key: str) -> Any:
        """Open (or bring back) one of the hall's other windows, on this same station."""
        w = self._windows.get(key)
        if w is not None and w.isVisible():
            w.raise_()
            w.activateWindow()
            return w
        b = self.bridge
        if key == "day":
            from hallstation.gui.day.window import open_day_window

            w = open_day_window(b, self)
        elif key == "cashier":
            from hallstation.gui.cashier.window import open_cashier_window

            w = open_cashier_window(b, self)
        elif key == "series":
            from hallstation.gui.series.window import open_series_window

            w = open_series_window(b, self)
        elif key == "report":
            from hallstation.gui.report.window import open_day_report

            w = open_day_report(b, self)
        elif key == "planner":
            from hallstation.gui.planner.window import open_planner_window

            w = open_planner_window(b, self)
        elif key == "people":
            from hallstation.gui.people.window import open_people_window

            w = open_people_window(b, self)
        elif key == "settings":
            from hallstation.gui.settings.window import open_settings_window

            w = open_settings_window(b, self.displays, self.local, self)
        elif key == "poker":
            from hallstation.gui.poker.open import open_console_on

            # the jackpot sign shares the public displays unless this PC gives it a screen of its own
            share = not self.local.get("poker_screen")
            w = open_console_on(self.station, 1, self.displays if share and hasattr(self.displays, "share_jackpot") else None)
        else:
            raise KeyError(key)
        self._windows[key] = w
        return w

    def open_voice_settings(self) -> Any:
        w = self.open_window("settings")
        if getattr(w, "voice_tab", None) is not None:
            w.tabs.setCurrentWidget(w.voice_tab)
        return w

    def _display_count(self) -> int:
        n = self.local.get("displays")
        return n if isinstance(n, int) and 1 <= n <= 3 else 1

    def _rebuild_assign_menu(self) -> None:
        n = self._display_count()
        for k, act in self.count_actions.items():
            act.setChecked(k == n)
        self.assign_menu.clear()
        saved = list(self.local.get("display_screens") or [])
        names = [screen_key(s) for s in QGuiApplication.screens()]
        for i in range(n):
            sub = self.assign_menu.addMenu(self.tr("Public display {n}").format(n=i + 1))
            group = QActionGroup(sub)
            group.setExclusive(True)
            for k, name in enumerate(names):
                act = QAction(name or self.tr("Screen {n}").format(n=k + 1), sub, checkable=True)
                act.setChecked(i < len(saved) and saved[i] == name)
                act.triggered.connect(lambda _checked=False, i=i, name=name: self.assign_display(i, name))
                group.addAction(act)
                sub.addAction(act)

    def _on_screens_changed(self, *_args: Any) -> None:
        self._rebuild_assign_menu()
        self.schedule_previews()

    # ----------------------------------------------------------- messages
    def say(self, text: str, kind: str = "info") -> None:
        """The message area: what happened or why a step was refused (never blocks)."""
        style = MESSAGE_STYLE.get(kind, MESSAGE_STYLE["info"]) if text else "background:transparent;border:1px solid transparent;"
        self.message_label.setStyleSheet(style + "padding:3px 6px;border-radius:4px;")
        self.message_label.setText(text)
        self.message_label.setProperty("kind", kind)

    def message(self) -> str:
        return self.message_label.text()

    def _refused(self, err: RuleError) -> None:
        self.say(i18n.message(err), "error")

    def _label(self, ball: int) -> str:
        v = self.bridge.view()
        if ball == RED_BALL:
            return self.tr("RED")
        return label(ball, v.word)

    # -------------------------------------------------------------- drawing
    def on_space(self) -> None:
        focus = QGuiApplication.focusObject()
        if isinstance(focus, (QLineEdit, QAbstractSpinBox)):
            return  # typing: the field takes its own keys
        v = self.bridge.view()
        if v.game is not None and v.source == "manual" and v.state in DRAWABLE:
            self.manual_edit.setFocus()
            self.say(self.tr("This game is drawn from the blower: type the ball that came out and press Enter."), "info")
            return
        self.draw_electronic()

    def draw_electronic(self) -> None:
        try:
            ball = self.station.draw()
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Ball {label}").format(label=self._label(ball)), "ok")

    def draw_manual(self) -> None:
        text = self.manual_edit.text()
        if looks_scanned(text):  # a card scanned into the blower's field: a claim, not a ball
            self.manual_edit.clear()
            self.scanned_card(text)
            return
        try:
            ball = self.station.draw_text(text)
        except RuleError as err:
            self._refused(err)
            self.manual_edit.selectAll()
            self.manual_edit.setFocus()
            return
        self.manual_edit.clear()
        self.manual_edit.setFocus()
        self.say(self.tr("Ball {label}").format(label=self._label(ball)), "ok")

    def draw_red(self) -> None:
        v = self.bridge.view()
        if not v.red_ball:
            self.say(self.tr("The red ball is not in play in this game (Art. 2.2: a hall setting)."), "info")
            return
        try:
            self.station.draw_text("R")
        except RuleError as err:
            self._refused(err)
            return
        msg = self.tr("The red ball is out (Art. 2.2).")
        if v.red_message:
            msg += " " + v.red_message
        self.say(msg, "ok")

    def _jury_names(self) -> list[str]:
        return people_with(self.station, "jury")

    def undo_last_ball(self) -> None:
        v = self.bridge.view()
        try:
            # Is a correction possible at all? The rules say so before anyone is asked for a PIN.
            self.station.get_game().undo_last_ball("", "")
        except RuleError as err:
            self._refused(err)
            return
        title = self.tr("Correct the last ball")
        last = self._label(v.balls[-1])
        reason = DialogService.text(self, title, self.tr("Why is ball {label} withdrawn?").format(label=last), self.tr("Wrong entry"))
        if reason is None:
            self.say(self.tr("Correction cancelled: nothing changed."), "info")
            return
        done: dict[str, int] = {}

        def withdraw(name: str, pin: str) -> None:
            # run from the PIN dialog: a wrong PIN keeps it open (the reason is not asked again)
            done["ball"] = self.station.undo_last_ball(name, pin, reason or "")

        try:
            cred = DialogService.credentials(
                self,
                title,
                self.tr("A jury member authorises withdrawing ball {label}").format(label=last),
                self._jury_names(),
                check=withdraw,
            )
        except RuleError as err:
            self._refused(err)
            return
        if cred is None or "ball" not in done:
            self.say(self.tr("Correction cancelled: nothing changed."), "info")
            return
        name, ball = cred[0], done["ball"]
        self.say(
            self.tr("Ball {label} withdrawn, authorised by {name}; the public screens announce the correction.").format(
                label=self._label(ball), name=name
            ),
            "ok",
        )

    # ---------------------------------------------------------------- claims
    def pause_for_claim(self) -> None:
        """"¡Premio!" (button or F12): the draw pauses everywhere and the jury's card entry has the
        focus; pressed again during the pause it only brings the focus back for another claim."""
        if not self.bridge.view().paused:
            try:
                self.station.pause()
            except RuleError as err:
                self._refused(err)
                return
            self.say(self.tr("Draw paused for a claim: type or scan the card in the jury's panel."), "info")
            g = self.station.current_game
            # said for this pause until a claim is entered: ``_clear_stale_message`` drops it then
            self._pause_note = (self.message(), len(g.claims) if g is not None else 0)
        self.claim_panel.focus_entry()

    def scanned_card(self, text: str) -> None:
        """A card's code read by the scanner outside the claim field (issue 28): a claimed card
        brought to the jury. The draw pauses as for "¡PREMIO!" and the claim of the card is opened
        in the jury's panel, or refused with its reason; never a ball drawn."""
        if not self.bridge.view().paused:
            self.pause_for_claim()
            if not self.bridge.view().paused:
                return  # refused (no game drawing, …): the station's reason is said
        self.claim_panel.entry.setText(text)
        self.claim_panel.submit_entry()

    def resume(self) -> None:
        try:
            self.station.resume()
        except RuleError as err:
            self._refused(err)
            return
        self.say(self.tr("Draw resumed."), "ok")
        self.draw_button.setFocus()

    # ------------------------------------------------------- between games
    def _unused_series(self) -> list[tuple[int, str]]:
        out = []
        for s in self.station.unused_series(of_day=self.station.day_open):
            i = s.info
            out.append((i.number, self.tr("Series {n} — {color}, letter {letter}, {cards} cards").format(
                n=i.number, color=i.color, letter=i.letter, cards=i.cards)))
        return out

    def _say_why_no_series(self) -> None:
        """No unused series of the open day: the real reason. No signed opening record (or it is
        closed), or every series it lists was played while other series are unused but not in the
        record (Art. 9), or no series is unused at all (Art. 4)."""
        try:
            self.station.check_new_game_allowed()
        except RuleError as err:
            self._refused(err)
            return
        outside = [s.info.number for s in self.station.unused_series()]
        if outside:
            self.say(
                self.tr(
                    "Every series of the day's signed opening record has been used (Art. 4). Series not used yet but not in that record: {numbers}; a game is played only on a series the opening record lists (Art. 9)."
                ).format(numbers=", ".join(str(n) for n in outside)),
                "error",
            )
            return
        self.say(self.tr("There is no unused series: each game needs a different series (Art. 4). Create one first."), "error")

    def new_game(self) -> None:
        series = self._unused_series()
        if not series:
            self._say_why_no_series()
            return
        last = self.station.last_game
        price = last.config.price if last else 2000
        first = self.station.state.series[series[0][0]]
        answer = DialogService.form(
            self,
            "new_game",
            NewGameDialog,
            series=series,
            price=price,
            source=self.station.settings["draw_source"],
            cards=f"1-{first.info.cards}",
        )
        if not answer:
            return
        try:
            cards = parse_card_ranges(answer["cards"])
        except RuleError as err:
            self._refused(err)
            return
        session = self._cashier_session(self.tr("New game"))
        if session is None:
            return
        try:
            game = self.station.new_game(answer["series"], answer["price"], answer["source"], session=session)
        except RuleError as err:
            self.station.logout(session)
            self._refused(err)
            return
        self._sell(cards, game.number, session)

    def _cashier_session(self, title: str):
        """The central cashier signs in with their PIN (the services check the role)."""
        names = people_with(self.station, "central_cashier")
        try:
            # the PIN and the role are checked in the PIN dialog: a wrong PIN keeps it open
            session = pin_session(self, self.station, title, self.tr("The central cashier signs in"), names, "central_cashier")
        except RuleError as err:
            self._refused(err)
            return None
        if session is None:
            self.say(self.tr("Cancelled: nothing changed."), "info")
        return session

    def sell_cards(self) -> None:
        text = DialogService.text(self, self.tr("Sell cards"), self.tr("Cards sold (e.g. 1-450, 500-520):"), "")
        if text is None:
            return
        try:
            cards = parse_card_ranges(text)
        except RuleError as err:
            self._refused(err)
            return
        session = self._cashier_session(self.tr("Sell cards"))
        if session is not None:
            self._sell(cards, None, session)

    def _sell(self, cards: list[int], game: int | None, session) -> None:
        """The quick sales step at the central cashier's desk: open, sell, close (dividends proclaimed).
        Sellers' trays are handled in the cashier's window."""
        try:
            g = self.station.get_game(game)
            if g.state == "setup":
                self.station.open_sales(g.number, session=session)
            self.station.sell(cards, g.number, session=session)
            self.station.close_sales(g.number, session=session)
        except RuleError as err:
            self._refused(err)
            return
        finally:
            self.station.logout(session)
        if g.waiting_for_jury:
            self.say(self.tr("Game {game}: {n} cards sold, dividends proclaimed. The jury ratifies or rectifies the figures before the first ball (Art. 12).").format(
                game=g.number, n=len(g.sold)), "ok")
            self.jury_button.setFocus()
            return
        self.say(self.tr("Game {game}: {n} cards sold, dividends proclaimed. Ready for the first ball.").format(
            game=g.number, n=len(g.sold)), "ok")
        self.draw_button.setFocus()

    # ------------------------------------------------------------- the jury (Art. 12)
    def review_figures(self) -> Any:
        """The jury's review of the proclaimed figures: ratify (jury PINs) or rectify (a reason).
        The window stays open beside the caller's; no ball is drawn until the figures are ratified."""
        from hallstation.gui.caller.jury_review import JuryReviewDialog

        d = self.jury_review
        if d is not None and d.isVisible():
            d.render()
            d.raise_()
            d.activateWindow()
            return d
        d = JuryReviewDialog(self.bridge, self.say, self)
        self.jury_review = d
        d.show()
        return d

    # ------------------------------------------------------------- screens
    def set_display_count(self, n: int) -> None:
        self.displays.set_count(n)
        if self.local.get("displays") != n:
            self.local.set("displays", n)
        self._rebuild_assign_menu()
        self.schedule_previews()

    def assign_display(self, index: int, screen_name: str) -> None:
        self.displays.assign(index, screen_name)
        before = list(self.local.get("display_screens") or [])
        saved = before + [""] * (index + 1 - len(before))
        saved[index] = screen_name
        if saved != before:
            self.local.set("display_screens", saved)
        self._rebuild_assign_menu()
        self.schedule_previews()

    def schedule_previews(self) -> None:
        self.preview_box.schedule()

    @property
    def preview_labels(self) -> list[QLabel]:
        return self.preview_box.labels

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.schedule_previews()

    def moveEvent(self, event) -> None:  # noqa: N802
        super().moveEvent(event)
        self.schedule_previews()

    def refresh_previews(self) -> None:
        self.preview_box.refresh()

    # ---------------------------------------------------------------- render
    def _on_changed(self, _events: Any = None) -> None:
        self.render()
        self.schedule_previews()

    def render(self) -> None:
        v = self.bridge.view()
        self._clear_stale_message(v)
        self._render_header(v)
        self._render_banner(v)
        self._render_balls(v)
        self._render_controls(v)
        self._render_dividends(v)
        self._render_claims(v)
        self._render_winners(v)

    def _clear_stale_message(self, v) -> None:
        """The pause's "type or scan the card" is said until a claim is entered or the pause ends
        (it stayed in the message bar through the award and the break)."""
        note = getattr(self, "_pause_note", None)
        if note is None:
            return
        text, claims = note
        g = self.station.current_game
        if v.state != "paused" or g is None or len(g.claims) > claims:
            self._pause_note = None
            if self.message() == text:
                self.say("")

    def _render_header(self, v) -> None:
        none = "—"
        self.game_value.setText(str(v.game) if v.game is not None else none)
        if v.series is not None:
            swatch = colour_style(v.series_color).band.name()  # as the printed cards are tinted
            self.series_value.setText(
                f'<span style="background:{swatch};">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;'
                + self.tr("{n} · {color} · {letter}").format(n=v.series, color=v.series_color, letter=v.series_letter)
            )
        else:
            self.series_value.setText(none)
        has = v.game is not None
        self.price_value.setText(format_money(v.price) if has else none)
        self.sold_value.setText(str(v.sold) if has else none)
        self.takings_value.setText(format_money(v.takings) if has else none)
        self.count_value.setText(str(v.count))
        self.limit_value.setText(self.tr("{n} balls").format(n=v.major_limit))
        if has:
            self.source_value.setText(self.tr("Electronic") if v.source == "electronic" else self.tr("Blower"))
        else:
            self.source_value.setText(none)

    def _render_banner(self, v) -> None:
        self.banner.render(v, self.station)

    def _render_balls(self, v) -> None:
        note = ""
        if v.correction is not None:
            note = self.tr("Ball {label} withdrawn by the jury (correction announced)").format(label=label(v.correction, v.word))
        elif v.red_drawn:
            note = self.tr("Red ball drawn") + (f": {v.red_message}" if v.red_message else "")
        self.last_balls.set_state(
            label(v.last, v.word) if v.last else "",
            tuple(label(b, v.word) for b in v.previous),
            note,
            v.red_drawn,
        )
        self.last_balls.setToolTip(note)
        self.board.set_state(v.word, v.lit, v.last, v.correction)

    def _render_controls(self, v) -> None:
        # a station that does not drive the hall (another caller station holds it) shows, never draws
        drawable = v.game is not None and v.state in DRAWABLE and not self.follower_only
        electronic = v.source == "electronic"
        from hallstation.gui.link import link_text

        offline = bool(link_text(self.bridge))  # the hall's server does not answer: no ball can be recorded
        self.draw_button.setEnabled(drawable and electronic and not offline)
        manual_game = v.game is not None and not electronic and v.state not in ("finished",) and not self.follower_only
        self.manual_edit.setEnabled(manual_game)
        self.manual_button.setEnabled(manual_game)
        # the placeholder follows the game's drawing mode (a blower game's break said "Electronic draw")
        self.manual_edit.setPlaceholderText(
            self.tr("Electronic draw") if v.game is not None and electronic else self.tr("e.g. B12")
        )
        self.red_button.setVisible(v.red_ball)
        self.red_button.setEnabled(v.red_ball and not v.red_drawn and drawable and not electronic)
        self.red_button.setToolTip(
            self.tr("The electronic drawer includes the red ball among the balls it draws")
            if electronic
            else self.tr("Enter the red ball when it comes out of the blower")
        )
        self.undo_button.setEnabled(v.state == "drawing" and v.count > 0)
        self.premio_button.setEnabled(drawable)
        g = self.station.current_game
        self.resume_button.setEnabled(v.paused and g is not None and not g.pending_claims())
        self.left_stack.setCurrentIndex(1 if v.paused else 0)
        self.new_game_button.setVisible(v.state in ("none", "finished"))
        self.sales_button.setVisible(v.state in ("setup", "selling"))
        self.jury_button.setVisible(v.state in ("proclaimed", "ratified"))  # rectified until the first ball (Art. 12)

    def _render_dividends(self, v) -> None:
        self.dividends.render(v)

    def _render_claims(self, v) -> None:
        self.claim_panel.render()

    def _render_winners(self, v) -> None:
        """Caller-only: the possible winners (``winners.PossibleWinners``). Never on a public screen."""
        self.winners_label.render(v, self.station)

    # ---------------------------------------------------------------- window
    def _fit_screen(self) -> None:
        """Never larger than the screen it is on less its frame (a saved geometry from a bigger
        monitor included), again once a window manager has framed it (``fit_to_screen``)."""
        fit_to_screen(self)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit_screen()
        handle = self.windowHandle()
        if handle is not None and not getattr(self, "_screen_hooked", False):
            handle.screenChanged.connect(self._tell_caller_screen)
            self._screen_hooked = True
        self._tell_caller_screen()

    def _tell_caller_screen(self, *_args: Any) -> None:
        screen = self.screen()
        if screen is not None and hasattr(self.displays, "set_caller_screen"):
            self.displays.set_caller_screen(screen_key(screen))

    def game_running(self) -> bool:
        g = self.station.current_game
        return g is not None and g.state in (PROCLAIMED, RATIFIED, DRAWING, PAUSED)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Closing the caller window ends the station and its public displays — after asking,
        when a game is being played (it stays exactly where it is for the next start)."""
        if self.isVisible() and not self.force_close and self.game_running():
            g = self.station.current_game
            if not DialogService.confirm(
                self,
                self.tr("Close the station"),
                self.tr("Game {game} is being played. Close the station anyway? The game stays exactly where it is and goes on at the next start.").format(game=g.number),
            ):
                event.ignore()
                return
        # every step of the closing runs, whatever the disk says (a full disk: the screen settings
        # are not saved — said in one line — and the displays still go down, the lock is released)
        if self.isVisible():
            _finish(lambda: self.local.set("caller_geometry", bytes(self.saveGeometry().toHex()).decode("ascii")))
        _finish(self.preview_timer.stop)
        _finish(self.voice.close)
        _finish(self.pay_desk.sign_out)  # the pay desk's session ends with the window
        super().closeEvent(event)
        self.force_close = True  # decided: the application's quit that follows does not ask again
        _finish(self.displays.close_all)
        self.station_closed.emit()


def _finish(step) -> None:
    """One step of closing the station: a fault is said in one line (stderr), and the closing
    goes on."""
    try:
        step()
    except Exception as exc:  # noqa: BLE001 - a closing never stops half-way
        import sys

        from hallstation.core.errors import RuleError
        from hallstation.i18n import message

        sys.stderr.write(f"hallstation: {message(exc) if isinstance(exc, RuleError) else exc}\n")
