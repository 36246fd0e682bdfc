"""The hall's settings in one window: the hall word (Art. 17), the red ball (Art. 2.2), the prize
shapes, money (rounding, payment threshold, casino seed), bonuses (Art. 8), ties (Art. 14), the
jury, the major-prize limit (Art. 13), the draw source, the camera (Art. 2.4), the public screens
(Art. 2.3), the language, the minors sign (Art. 18), the per-player limit (Art. 10) and this PC's
voice (``settings/voice.py``).

An administrator signs in with their PIN when the window opens. "Save changes" validates every
changed setting first (one refusal changes nothing), then records each as an audited event naming
who made it (``station.change_setting``). A game in progress keeps the settings it was created
with: the changes apply from the next game, and the window says so. Money is shown in pesos and
stored in cents. The screens are this PC's own settings (LocalSettings / DisplayManager).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hallstation.core.errors import RuleError
from hallstation.core.money import format_money
from hallstation.gui.fit import keep_on_screen
from hallstation.gui.people.common import MessageArea, SignInBar
from hallstation.gui.settings.bonus import BonusEditor
from hallstation.gui.settings.patterns import PatternEditor
from hallstation.i18n import message
from hallstation.services import settings as settings_mod
from hallstation.gui.fit import fit_to_screen

MAX_DISPLAYS = 3


def video_inputs() -> list[str]:
    """The cameras of this PC (QtMultimedia imported lazily; none when it cannot load)."""
    try:
        from hallstation.gui.display.camera import multimedia

        qm = multimedia()
        if qm is None:
            return []
        return [d.description() for d in qm.QMediaDevices.videoInputs()]
    except Exception:  # noqa: BLE001 - a PC without multimedia simply has no camera list
        return []


class MoneyField(QWidget):
    """An amount typed in pesos, kept in cents; the amount as the hall writes it beside it."""

    def __init__(self, parent: QWidget | None, name: str, maximum_pesos: float) -> None:
        super().__init__(parent)
        self.spin = QDoubleSpinBox(self)
        self.spin.setObjectName(name)
        self.spin.setDecimals(2)
        self.spin.setRange(0, maximum_pesos)
        self.spin.setPrefix("$ ")
        # written as the hall writes money ("$ 50.000,00"), not "$ 50000.00" (issue 24)
        self.spin.setLocale(QLocale(QLocale.Language.Spanish, QLocale.Country.Uruguay))
        self.spin.setGroupSeparatorShown(True)
        self.spin.setMinimumWidth(180)
        self.shown = QLabel(self)
        self.shown.setStyleSheet("color: #455a64;")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.spin)
        lay.addWidget(self.shown, 1)
        self.spin.valueChanged.connect(lambda _v: self.shown.setText(format_money(self.cents())))

    def cents(self) -> int:
        return round(self.spin.value() * 100)

    def set_cents(self, cents: int) -> None:
        self.spin.setValue(cents / 100)
        self.shown.setText(format_money(cents))


class SettingsWindow(QMainWindow):
    list_cameras = staticmethod(video_inputs)  # tests may replace it

    def __init__(
        self, bridge: Any, displays: Any = None, local: Any = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # its frame included, under a window manager too
        self.bridge, self.displays, self.local = bridge, displays, local
        self.station = bridge.station
        self._cameras_listed = False
        self.setWindowTitle(self.tr("Hall settings"))
        fit_to_screen(self, 1280, 740)  # never larger than a 1280×800 screen less its title bar
        central = QWidget(self)
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        self.messages = MessageArea(central)
        self.signin = SignInBar(self.station, self.tr("Hall settings"), self.messages, central)
        root.addWidget(self.signin)
        self.game_note = QLabel(central)
        self.game_note.setObjectName("game_note")
        self.game_note.setWordWrap(True)
        self.game_note.setStyleSheet(
            "QLabel { background: #fff3cd; color: #5d4300; border-radius: 4px; padding: 6px 10px; }"
        )
        root.addWidget(self.game_note)
        self.tabs = QTabWidget(central)
        root.addWidget(self.tabs, 1)

        self.tabs.addTab(self._hall_tab(), self.tr("Hall"))
        self.tabs.addTab(self._game_tab(), self.tr("Game and money"))
        self.patterns = PatternEditor(self)
        self.patterns.setObjectName("pattern_editor")
        self.tabs.addTab(self.patterns, self.tr("Prize shapes"))
        self.bonus = BonusEditor(self)
        self.bonus.setObjectName("bonus_editor")
        self.tabs.addTab(self.bonus, self.tr("Bonuses (Art. 8)"))
        self.tabs.addTab(self._screens_tab(), self.tr("Screens and camera"))
        from hallstation.gui.settings.voice import VoiceTab

        # the caller's voice: this PC's, like the screens (issue 27)
        self.voice_tab = VoiceTab(self, getattr(parent, "voice", None), local if local is not None else getattr(displays, "local", None), bridge)
        self.tabs.addTab(self.voice_tab, self.tr("Voice"))
        self.tabs.currentChanged.connect(self._on_tab)

        bottom = QHBoxLayout()
        self.pending_label = QLabel(central)
        self.pending_label.setObjectName("pending")
        self.pending_label.setWordWrap(True)
        bottom.addWidget(self.pending_label, 1)
        self.discard_button = QPushButton(self.tr("Discard changes"), central)
        self.discard_button.setObjectName("discard")
        self.discard_button.clicked.connect(self.discard)
        self.save_button = QPushButton(self.tr("Save changes"), central)
        self.save_button.setObjectName("save")
        self.save_button.setDefault(True)
        self.save_button.setStyleSheet("QPushButton { font-weight: bold; padding: 6px 18px; }")
        self.save_button.clicked.connect(self.save)
        bottom.addWidget(self.discard_button)
        bottom.addWidget(self.save_button)
        root.addLayout(bottom)
        root.addWidget(self.messages)

        self.patterns.edited.connect(self._update_pending)
        for sig in (
            self.word_edit.textChanged,
            self.red_check.toggled,
            self.red_message.textChanged,
            self.minors_check.toggled,
            self.player_spin.valueChanged,
            self.language_combo.currentIndexChanged,
            self.draw_combo.currentIndexChanged,
            self.tie_combo.currentIndexChanged,
            self.jury_spin.valueChanged,
            self.limit_spin.valueChanged,
            self.rounding.spin.valueChanged,
            self.threshold.spin.valueChanged,
            self.seed_max.spin.valueChanged,
            self.camera_combo.currentIndexChanged,
            self.camera_url.textChanged,
            self.zoom_spin.valueChanged,
        ):
            sig.connect(self._update_pending)
        self.bonus.edited.connect(self._update_pending)
        self.bridge.changed.connect(self._on_changed)
        self.load()

    # ------------------------------------------------------------ tabs
    def _hint(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setWordWrap(True)
        label.setMinimumWidth(520)
        label.setStyleSheet("color: #455a64;")
        return label

    def _hall_tab(self) -> QWidget:
        w = QWidget(self)
        form = QFormLayout(w)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.word_edit = QLineEdit(w)
        self.word_edit.setObjectName("hall_word")
        self.word_edit.setMaxLength(5)
        self.word_edit.setMinimumWidth(140)
        self.word_edit.textEdited.connect(lambda t: self.word_edit.setText(t.upper()))
        form.addRow(self.tr("Hall word (Art. 17)"), self.word_edit)
        form.addRow(
            "",
            self._hint(self.tr("Five letters, one over each column of the cards and the board.")),
        )
        self.red_check = QCheckBox(self.tr("The hall uses the red ball, a 76th ball (Art. 2.2)"), w)
        self.red_check.setObjectName("red_ball")
        form.addRow(self.tr("Red ball"), self.red_check)
        self.red_message = QLineEdit(w)
        self.red_message.setObjectName("red_ball_message")
        self.red_message.setMinimumWidth(520)
        self.red_message.setPlaceholderText(self.tr("For example: a free card for the next game"))
        form.addRow(self.tr("What the red ball gives"), self.red_message)
        self.minors_check = QCheckBox(
            self.tr('Show the sign "Minors are not admitted" (Art. 18)'), w
        )
        self.minors_check.setObjectName("minors_sign")
        form.addRow(self.tr("Minors"), self.minors_check)
        self.player_spin = QSpinBox(w)
        self.player_spin.setObjectName("player_limit")
        self.player_spin.setRange(0, 3000)
        self.player_spin.setSpecialValueText(self.tr("no limit"))
        self.player_spin.setSuffix(self.tr(" cards"))
        form.addRow(self.tr("Cards per player and game (Art. 10)"), self.player_spin)
        self.language_combo = QComboBox(w)
        self.language_combo.setObjectName("language")
        self.language_combo.addItem("Español", "es")
        self.language_combo.addItem("English", "en")
        form.addRow(self.tr("Language"), self.language_combo)
        form.addRow(
            "", self._hint(self.tr("A new language applies the next time the station starts."))
        )
        return w

    def _game_tab(self) -> QWidget:
        w = QWidget(self)
        form = QFormLayout(w)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.draw_combo = QComboBox(w)
        self.draw_combo.setObjectName("draw_source")
        self.draw_combo.addItem(self.tr("Electronic drawer of the station"), "electronic")
        self.draw_combo.addItem(self.tr("Blower: the caller types each ball"), "manual")
        form.addRow(self.tr("Balls come from (new games)"), self.draw_combo)
        self.tie_combo = QComboBox(w)
        self.tie_combo.setObjectName("tie_policy")
        self.tie_combo.addItem(
            self.tr("Shared: every claim before the next ball shares the prize"), "shared"
        )
        self.tie_combo.addItem(
            self.tr("Strict: only cards completed on the last ball drawn"), "strict"
        )
        form.addRow(self.tr("Ties (Art. 14)"), self.tie_combo)
        self.jury_spin = QSpinBox(w)
        self.jury_spin.setObjectName("jury_signoffs")
        self.jury_spin.setRange(1, 3)
        # one figure for each prize, the ratification of each game's figures and the day's records
        # (Arts. 9, 11, 12); whoever proclaimed a game's figures never signs their ratification
        form.addRow(self.tr("Jury sign-offs (each prize, each game's figures, the records)"), self.jury_spin)
        self.limit_spin = QSpinBox(w)
        self.limit_spin.setObjectName("major_limit")
        self.limit_spin.setRange(50, 60)
        self.limit_spin.setSuffix(self.tr(" balls"))
        form.addRow(self.tr("Major prize limit, default (Art. 13)"), self.limit_spin)
        form.addRow(
            "",
            self._hint(
                self.tr(
                    "The day's limit is fixed in the opening record; this is the value proposed."
                )
            ),
        )
        self.rounding = MoneyField(w, "rounding_unit", 1000)
        form.addRow(self.tr("Prizes rounded down to"), self.rounding)
        self.threshold = MoneyField(w, "payment_threshold", 10**10)
        form.addRow(self.tr("Payment order or cash above (Art. 11)"), self.threshold)
        self.seed_max = MoneyField(w, "casino_seed_max", 10**10)
        form.addRow(
            self.tr("Casino's contribution to the major prize, at most (Art. 7 f)"), self.seed_max
        )
        return w

    def _screens_tab(self) -> QWidget:
        w = QWidget(self)
        lay = QVBoxLayout(w)
        sbox = QGroupBox(self.tr("Public screens (Art. 2.3) — this PC"), w)
        sform = QFormLayout(sbox)
        sform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.count_spin = QSpinBox(sbox)
        self.count_spin.setObjectName("display_count")
        self.count_spin.setRange(1, MAX_DISPLAYS)
        self.count_spin.valueChanged.connect(self._render_screen_rows)
        sform.addRow(self.tr("Number of public displays"), self.count_spin)
        self.screen_combos: list[QComboBox] = []
        for i in range(MAX_DISPLAYS):
            c = QComboBox(sbox)
            c.setObjectName(f"display_screen_{i + 1}")
            c.setMinimumWidth(300)
            self.screen_combos.append(c)
            sform.addRow(self.tr("Display {n} shows on").format(n=i + 1), c)
        self.screens_button = QPushButton(self.tr("Apply screens"), sbox)
        self.screens_button.setObjectName("apply_screens")
        self.screens_button.clicked.connect(self.apply_screens)
        sform.addRow(self.screens_button)
        self.screens_note = self._hint("")
        sform.addRow(self.screens_note)
        lay.addWidget(sbox)

        cbox = QGroupBox(self.tr("Camera over the blower (Art. 2.4)"), w)
        cform = QFormLayout(cbox)
        cform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.camera_combo = QComboBox(cbox)
        self.camera_combo.setObjectName("camera_choice")
        self.camera_combo.setMinimumWidth(360)
        self.camera_combo.currentIndexChanged.connect(self._render_camera_url)
        cform.addRow(self.tr("Camera"), self.camera_combo)
        self.camera_url = QLineEdit(cbox)
        self.camera_url.setObjectName("camera_url")
        self.camera_url.setMinimumWidth(420)
        self.camera_url.setPlaceholderText("rtsp://192.168.1.50/stream")
        cform.addRow(self.tr("Network camera address"), self.camera_url)
        self.zoom_spin = QSpinBox(cbox)
        self.zoom_spin.setObjectName("camera_zoom")
        self.zoom_spin.setRange(100, 800)
        self.zoom_spin.setSingleStep(25)
        self.zoom_spin.setSuffix(" %")
        cform.addRow(self.tr("Digital zoom"), self.zoom_spin)
        self.find_cameras = QPushButton(self.tr("Look for cameras again"), cbox)
        self.find_cameras.clicked.connect(lambda: self._fill_cameras(force=True))
        cform.addRow(self.find_cameras)
        lay.addWidget(cbox)
        lay.addStretch(1)
        return w

    # ------------------------------------------------------------ loading
    def _on_changed(self, events) -> None:
        if any(
            e.type in ("settings.changed", "game.created", "game.finished")
            or e.type.startswith("game.")
            for e in events
        ):
            self._render_game_note()
        if any(e.type == "settings.changed" for e in events):
            self._update_pending()

    def load(self) -> None:
        """Every field from the station's settings (and this PC's screens)."""
        s = self.station.settings
        self.word_edit.setText(s["hall_word"])
        self.red_check.setChecked(bool(s["red_ball"]))
        self.red_message.setText(s["red_ball_message"])
        self.minors_check.setChecked(bool(s["minors_sign"]))
        self.player_spin.setValue(int(s["player_limit"]))
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(s["language"])))
        self.draw_combo.setCurrentIndex(max(0, self.draw_combo.findData(s["draw_source"])))
        self.tie_combo.setCurrentIndex(max(0, self.tie_combo.findData(s["tie_policy"])))
        self.jury_spin.setValue(int(s["jury_signoffs"]))
        self.limit_spin.setValue(int(s["major_limit"]))
        self.rounding.set_cents(int(s["rounding_unit"]))
        self.threshold.set_cents(int(s["payment_threshold"]))
        self.seed_max.set_cents(int(s["casino_seed_max"]))
        self.patterns.set_patterns(s["patterns"], s["hall_word"])
        self.bonus.set_tables(s["bonus"])
        self._fill_cameras()
        self.zoom_spin.setValue(int(s["camera_zoom"]))
        self._load_screens()
        self._render_game_note()
        self._update_pending()

    def _fill_cameras(self, force: bool = False) -> None:
        """The camera list; the PC's cameras are looked up only when the tab is shown (or asked)."""
        current = self.station.settings["camera_source"]
        if force or (self._cameras_listed is False and self.tabs.currentIndex() == 4):
            self._cameras = self.list_cameras()
            self._cameras_listed = True
        names = list(getattr(self, "_cameras", []))
        self.camera_combo.blockSignals(True)
        self.camera_combo.clear()
        self.camera_combo.addItem(self.tr("No camera"), "")
        if current.startswith("camera:") and current[7:].strip() not in names:
            names.append(current[7:].strip())
        for n in names:
            self.camera_combo.addItem(self.tr("Camera: {name}").format(name=n), "camera:" + n)
        self.camera_combo.addItem(self.tr("Network camera (address below)"), "url")
        if "://" in current:
            self.camera_combo.setCurrentIndex(self.camera_combo.count() - 1)
            self.camera_url.setText(current)
        else:
            self.camera_combo.setCurrentIndex(max(0, self.camera_combo.findData(current)))
        self.camera_combo.blockSignals(False)
        self._render_camera_url()

    def _render_camera_url(self, *_a) -> None:
        self.camera_url.setEnabled(self.camera_combo.currentData() == "url")

    def _on_tab(self, index: int) -> None:
        if index == 4 and not self._cameras_listed:
            choice = self.camera_combo.currentData()
            url = self.camera_url.text()
            self._fill_cameras(force=True)
            if choice == "url":
                self.camera_combo.setCurrentIndex(self.camera_combo.count() - 1)
                self.camera_url.setText(url)
            elif choice is not None:
                self.camera_combo.setCurrentIndex(max(0, self.camera_combo.findData(choice)))

    def camera_source(self) -> str:
        choice = self.camera_combo.currentData()
        if choice == "url":
            return self.camera_url.text().strip()
        return choice or ""

    # ------------------------------------------------------------ screens (this PC)
    def _screen_names(self) -> list[str]:
        if self.displays is not None:
            names = getattr(self.displays, "screen_names", None)
            if callable(names):
                return list(names())
        from PySide6.QtGui import QGuiApplication

        return [s.name() for s in QGuiApplication.screens()]

    def _load_screens(self) -> None:
        source = self.local
        if source is None and self.displays is not None:
            source = getattr(self.displays, "local", None)
        enabled = source is not None or self.displays is not None
        count = 1
        saved: list[str] = []
        if self.displays is not None and hasattr(self.displays, "count"):
            count = int(self.displays.count)
        elif source is not None:
            count = int(source.get("displays") or 1)
        if source is not None:
            saved = [str(x or "") for x in (source.get("display_screens") or [])]
        names = self._screen_names()
        self.count_spin.setValue(max(1, min(MAX_DISPLAYS, count)))
        for i, c in enumerate(self.screen_combos):
            c.clear()
            c.addItem(self.tr("Automatic (a screen the caller is not using)"), "")
            for n in names:
                c.addItem(n, n)
            want = saved[i] if i < len(saved) else ""
            if want and c.findData(want) < 0:
                c.addItem(self.tr("{name} (not connected now)").format(name=want), want)
            c.setCurrentIndex(max(0, c.findData(want)))
        for w in [self.count_spin, self.screens_button, *self.screen_combos]:
            w.setEnabled(enabled)
        self.screens_note.setText(
            self.tr(
                "These belong to this PC, not to the hall: they are kept in the data folder and apply at once."
            )
            if enabled
            else self.tr("The screens are set from the caller window of the station.")
        )
        self._render_screen_rows()

    def _render_screen_rows(self, *_a) -> None:
        n = self.count_spin.value()
        for i, c in enumerate(self.screen_combos):
            c.setVisible(i < n)
            label = c.parentWidget().layout().labelForField(c) if c.parentWidget() else None
            if label is not None:
                label.setVisible(i < n)

    def apply_screens(self) -> None:
        n = self.count_spin.value()
        chosen = [self.screen_combos[i].currentData() or "" for i in range(n)]
        if self.displays is not None:
            self.displays.set_count(n)
            for i, name in enumerate(chosen):
                self.displays.assign(i, name)
        elif self.local is not None:
            self.local.set("displays", n)
            self.local.set("display_screens", chosen)
        self.messages.ok(self.tr("Public displays: {n}. Saved for this PC.").format(n=n))

    # ------------------------------------------------------------ values and saving
    def values(self) -> dict[str, Any]:
        """The audited settings as the fields show them now (money in cents)."""
        return {
            "hall_word": self.word_edit.text().strip().upper(),
            "red_ball": self.red_check.isChecked(),
            "red_ball_message": self.red_message.text().strip(),
            "patterns": self.patterns.patterns(),
            "rounding_unit": self.rounding.cents(),
            "payment_threshold": self.threshold.cents(),
            "bonus": self.bonus.tables(),
            "tie_policy": self.tie_combo.currentData(),
            "jury_signoffs": self.jury_spin.value(),
            "major_limit": self.limit_spin.value(),
            "casino_seed_max": self.seed_max.cents(),
            "draw_source": self.draw_combo.currentData(),
            "camera_source": self.camera_source(),
            "camera_zoom": self.zoom_spin.value(),
            "language": self.language_combo.currentData(),
            "minors_sign": self.minors_check.isChecked(),
            "player_limit": self.player_spin.value(),
        }

    def labels(self) -> dict[str, str]:
        return {
            "hall_word": self.tr("hall word"),
            "red_ball": self.tr("red ball"),
            "red_ball_message": self.tr("red ball message"),
            "patterns": self.tr("prize shapes"),
            "rounding_unit": self.tr("rounding"),
            "payment_threshold": self.tr("payment threshold"),
            "bonus": self.tr("bonus tables"),
            "tie_policy": self.tr("ties"),
            "jury_signoffs": self.tr("jury sign-offs"),
            "major_limit": self.tr("major prize limit"),
            "casino_seed_max": self.tr("casino's contribution"),
            "draw_source": self.tr("draw source"),
            "camera_source": self.tr("camera"),
            "camera_zoom": self.tr("zoom"),
            "language": self.tr("language"),
            "minors_sign": self.tr("minors sign"),
            "player_limit": self.tr("cards per player"),
        }

    def changes(self) -> dict[str, Any]:
        """The settings whose field differs from the station's (compared once validated)."""
        out = {}
        current = self.station.settings
        for name, value in self.values().items():
            try:
                normal = settings_mod.validate(name, value)
            except RuleError:
                normal = value
            if normal != current.get(name):
                out[name] = value
        return out

    def save(self) -> bool:
        """Validate every change first (a refusal changes nothing), then record each one."""
        changes = self.changes()
        if not changes:
            self.messages.note(
                self.tr("Nothing to save: the settings are as the station has them.")
            )
            return True
        labels = self.labels()
        problems = []
        clean = {}
        for name, value in changes.items():
            try:
                clean[name] = settings_mod.validate(name, value)
            except RuleError as exc:
                label = labels[name]
                problems.append(f"{label[:1].upper()}{label[1:]}: {message(exc)}")
        if problems:
            self.messages.error(
                self.tr("Nothing was saved. {problems}").format(problems=" · ".join(problems))
            )
            return False
        saved = []
        try:
            for name, value in clean.items():
                self.station.change_setting(name, value, self.signin.session)
                saved.append(name)
        except RuleError as exc:
            done = (
                (
                    self.tr(" Already saved: {names}.").format(
                        names=", ".join(labels[n] for n in saved)
                    )
                )
                if saved
                else ""
            )
            self.messages.error(message(exc) + done)
            self._update_pending()
            return False
        text = self.tr("Saved by {name}: {what}.").format(
            name=self.signin.actor or "—", what=", ".join(labels[n] for n in saved)
        )
        game = self.station.current_game
        if game is not None:
            text += " " + self.tr(
                "Game {game} keeps the settings it started with; the changes apply from the next game."
            ).format(game=game.number)
        if "language" in saved:
            text += " " + self.tr("The new language applies the next time the station starts.")
        self.messages.ok(text)
        if "hall_word" in saved:
            self.patterns.word = clean["hall_word"]
            self.patterns._show_shape()
        self._update_pending()
        return True

    def discard(self) -> None:
        self.load()
        self.messages.note(self.tr("Changes discarded: the fields show the station's settings."))

    def _update_pending(self, *_a) -> None:
        changes = self.changes()
        labels = self.labels()
        if changes:
            self.pending_label.setText(
                self.tr("Not saved yet: {what}").format(what=", ".join(labels[n] for n in changes))
            )
            self.pending_label.setStyleSheet("color: #8a4b00; font-weight: bold;")
        else:
            self.pending_label.setText(self.tr("No unsaved changes."))
            self.pending_label.setStyleSheet("color: #455a64;")

    def _render_game_note(self) -> None:
        game = self.station.current_game
        if game is None:
            self.game_note.setVisible(False)
            return
        self.game_note.setText(
            self.tr(
                "Game {game} is in progress: it keeps the settings it was created with (word {word}). "
                "Whatever you change here applies from the next game."
            ).format(game=game.number, word=game.config.word)
        )
        self.game_note.setVisible(True)

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        self.signin.sign_out(quiet=True)
        try:
            self.bridge.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


def open_settings_window(
    bridge: Any, displays: Any = None, local: Any = None, parent: QWidget | None = None
) -> SettingsWindow:
    """The settings window, shown (non-modal); the administrator is asked to sign in."""
    w = SettingsWindow(bridge, displays, local, parent)
    w.show()
    w.signin.sign_in()
    return w
