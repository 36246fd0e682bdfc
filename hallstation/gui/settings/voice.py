"""Ajustes → Voz: the caller's voice on this PC (issue 27).

On/off (off until the caller turns it on), the voice, its speed and volume, the sound output, what
is announced, and "Probar". These are this PC's choices, kept in its ``local.json`` the moment they
change (like the screens): the voice comes out of this PC's speaker, so its output and volume belong
to this PC, and no administrator's PIN stands between the caller and the volume during a game.
When the PC has no speech engine the tab says so, once, with the one package to install.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from PySide6.QtCore import Qt

from hallstation.core.bingo.calls import Announce, bad_counts, parse_counts
from hallstation.services.speech import RATE_MAX, RATE_MIN, VoiceOptions, list_voices


class OutputCombo(QComboBox):
    """The sound outputs: looked up each time the list opens (a speaker plugged in meanwhile shows),
    never before, so opening the settings never wakes the PC's sound system."""

    def __init__(self, parent: QWidget, fill: Any) -> None:
        super().__init__(parent)
        self.fill = fill

    def showPopup(self) -> None:  # noqa: N802
        self.fill()
        super().showPopup()


class VoiceTab(QWidget):
    """The voice's settings; ``voice`` is the caller window's ``CallerVoice`` (or one of its own when
    the settings were opened without it); ``local`` this PC's settings (None: set from the caller)."""

    def __init__(self, parent: QWidget | None, voice: Any, local: Any, bridge: Any = None) -> None:
        super().__init__(parent)
        self.local = local if local is not None else getattr(voice, "local", None)
        if voice is None and self.local is not None:
            from hallstation.gui.voice import CallerVoice

            # opened without the caller window: this tab's own voice, for "Probar" only
            voice = CallerVoice(None, self.local, may_speak=lambda: False, parent=self)
        self.voice = voice
        self.own_voice = voice is not None and voice.bridge is None
        self.bridge = bridge
        self._loading = False
        self._voices_listed = False

        root = QVBoxLayout(self)
        self.status = QLabel(self)
        self.status.setObjectName("voice_status")
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(520)
        root.addWidget(self.status)

        box = QGroupBox(self.tr("The caller's voice — this PC"), self)
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.enabled = QCheckBox(self.tr("Sing each ball on this PC's speaker"), box)
        self.enabled.setObjectName("voice_enabled")
        form.addRow(self.tr("Voice"), self.enabled)
        self.voice_combo = QComboBox(box)
        self.voice_combo.setObjectName("voice_name")
        self.voice_combo.setMinimumWidth(360)
        form.addRow(self.tr("Which voice"), self.voice_combo)
        self.rate = QSpinBox(box)
        self.rate.setObjectName("voice_rate")
        self.rate.setRange(RATE_MIN, RATE_MAX)
        self.rate.setSingleStep(10)
        self.rate.setSuffix(self.tr(" words a minute"))
        form.addRow(self.tr("Speed"), self.rate)
        vol_row = QWidget(box)
        vol_lay = QHBoxLayout(vol_row)
        vol_lay.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal, vol_row)
        self.volume.setObjectName("voice_volume")
        self.volume.setRange(0, 100)
        self.volume.setMinimumWidth(240)
        self.volume_label = QLabel(vol_row)
        self.volume_label.setMinimumWidth(48)
        vol_lay.addWidget(self.volume)
        vol_lay.addWidget(self.volume_label)
        form.addRow(self.tr("Volume"), vol_row)
        self.output = OutputCombo(box, lambda: self._fill_outputs(look=True))
        self.output.setToolTip(self.tr("Choose the hall's loudspeakers: a PC often takes a hall screen's HDMI sound as its default."))
        self.output.setObjectName("voice_output")
        self.output.setMinimumWidth(360)
        form.addRow(self.tr("Sound output"), self.output)
        self.try_button = QPushButton(self.tr("Try it"), box)
        self.try_button.setObjectName("voice_try")
        self.try_button.clicked.connect(self.try_out)
        form.addRow("", self.try_button)
        root.addWidget(box)

        abox = QGroupBox(self.tr("What the voice announces"), self)
        grid = QGridLayout(abox)
        self.says: dict[str, QCheckBox] = {}
        for i, (key, text) in enumerate(
            (
                ("balls", self.tr("Each ball, with its letter (\"B, doce\")")),
                ("red", self.tr("The red ball and what it gives (Art. 2.2)")),
                ("limit", self.tr("The last ball for the major prize (Art. 13)")),
                ("claim", self.tr("\"¡Premio!\" when a claim pauses the draw (Art. 11)")),
                ("major", self.tr("\"Premio mayor\" with the red light (Art. 12)")),
                ("resume", self.tr("The draw resuming")),
                ("correction", self.tr("A ball the jury withdraws")),
            )
        ):
            c = QCheckBox(text, abox)
            c.setObjectName(f"voice_says_{key}")
            self.says[key] = c
            grid.addWidget(c, i // 2, i % 2)
        row = (len(self.says) + 1) // 2
        count_row = QWidget(abox)
        count_lay = QHBoxLayout(count_row)
        count_lay.setContentsMargins(0, 0, 0, 0)
        count_lay.addWidget(QLabel(self.tr("The ball count every"), count_row))
        self.every = QSpinBox(count_row)
        self.every.setObjectName("voice_every")
        self.every.setRange(0, 75)
        self.every.setSpecialValueText(self.tr("never"))
        self.every.setSuffix(self.tr(" balls"))
        count_lay.addWidget(self.every)
        count_lay.addWidget(QLabel(self.tr("and at the counts"), count_row))
        self.counts = QLineEdit(count_row)
        self.counts.setObjectName("voice_counts")
        self.counts.setPlaceholderText(self.tr("e.g. 25, 50"))
        self.counts.setMinimumWidth(160)
        count_lay.addWidget(self.counts)
        count_lay.addStretch(1)
        grid.addWidget(count_row, row, 0, 1, 2)
        self.counts_note = QLabel(abox)
        self.counts_note.setObjectName("voice_counts_note")
        self.counts_note.setWordWrap(True)
        grid.addWidget(self.counts_note, row + 1, 0, 1, 2)
        root.addWidget(abox)
        self.note = QLabel(
            self.tr("These belong to this PC, not to the hall: they are kept in the data folder and apply at once. Ctrl+M in the caller window mutes the voice."),
            self,
        )
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #455a64;")
        root.addWidget(self.note)
        root.addStretch(1)

        self.load()
        for sig in (
            self.enabled.toggled,
            self.voice_combo.currentIndexChanged,
            self.rate.valueChanged,
            self.volume.valueChanged,
            self.output.currentIndexChanged,
            self.every.valueChanged,
            *(c.toggled for c in self.says.values()),
        ):
            sig.connect(self._changed)
        self.counts.editingFinished.connect(self._changed)
        if self.voice is not None:
            self.voice.changed.connect(self._render_status)

    # ------------------------------------------------------------ loading
    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._voices_listed:  # the PC's voices are looked up when the tab is seen
            self._voices_listed = True
            self._fill_lists()

    def hideEvent(self, event: Any) -> None:  # noqa: N802
        super().hideEvent(event)
        if self.own_voice:  # "Probar" ends with the tab; the caller's voice goes on
            self.voice.close()

    def load(self) -> None:
        self._loading = True
        try:
            o = self.voice.options if self.voice is not None else VoiceOptions()
            self.enabled.setChecked(o.enabled)
            self.rate.setValue(o.rate)
            self.volume.setValue(o.volume)
            self.volume_label.setText(f"{o.volume} %")
            a = o.announce
            for key, c in self.says.items():
                c.setChecked(bool(getattr(a, key)))
            self.every.setValue(a.every)
            self.counts.setText(", ".join(str(n) for n in a.counts))
            self._fill_lists(look=False)
        finally:
            self._loading = False
        usable = self.voice is not None and self.local is not None and self.voice.available()
        for w in (self.enabled, self.voice_combo, self.rate, self.volume, self.output, self.try_button, self.every, self.counts, *self.says.values()):
            w.setEnabled(usable)
        self._render_status()

    def _fill_lists(self, look: bool = True) -> None:
        """The voice list (espeak-ng asked only when ``look``) and the output chosen."""
        o = self.voice.options if self.voice is not None else VoiceOptions()
        lang = self.voice.lang if self.voice is not None else "es"
        was = self._loading
        self._loading = True
        try:
            voices = list_voices(lang, self.voice.exe) if look and self.voice is not None and self.voice.exe else []
            self.voice_combo.clear()
            self.voice_combo.addItem(self.tr("The language's usual voice"), "")
            for v in voices:
                kind = self.tr("woman") if v.female else self.tr("man")
                self.voice_combo.addItem(f"{v.name} ({v.id}) — {kind}", v.id)
            if o.voice and self.voice_combo.findData(o.voice) < 0:
                self.voice_combo.addItem(o.voice, o.voice)
            self.voice_combo.setCurrentIndex(max(0, self.voice_combo.findData(o.voice)))
        finally:
            self._loading = was
        self._fill_outputs(look=False, chosen=o.output)

    def _fill_outputs(self, look: bool, chosen: str | None = None) -> None:
        """The sound outputs Qt sees (asked only when ``look``: the list is being opened); ``chosen``
        (default: the one shown) stays chosen."""
        if chosen is None:
            chosen = self.output.currentData() or ""
        outputs = []
        if look and self.voice is not None and self.voice.available():
            from hallstation.gui.voice import sound_outputs

            outputs = sound_outputs()
        was = self._loading
        self._loading = True
        try:
            self.output.clear()
            self.output.addItem(self.tr("The PC's default output"), "")
            for ident, name in outputs:
                self.output.addItem(name, ident)
            if chosen and self.output.findData(chosen) < 0:
                self.output.addItem(self.tr("An output not connected now") if look else self.tr("The output chosen on this PC"), chosen)
            self.output.setCurrentIndex(max(0, self.output.findData(chosen)))
        finally:
            self._loading = was

    def _render_status(self) -> None:
        v = self.voice
        if v is None or self.local is None:
            text, style = self.tr("The voice is set from the caller window of the station."), "color: #455a64;"
        elif not v.available():
            text, style = v.problem or "", "background: #fff3cd; color: #5d4300; border-radius: 4px; padding: 6px 10px;"
        elif v.last_problem:
            text, style = v.last_problem, "background: #fff3cd; color: #5d4300; border-radius: 4px; padding: 6px 10px;"
        elif v.options.enabled:
            text = self.tr("The voice is on: espeak-ng {version} sings each ball once the screens show it.").format(version=v.version() or "")
            style = "color: #1b5e20;"
        else:
            text, style = self.tr("The voice is off on this PC. Turn it on to hear each ball."), "color: #455a64;"
        self.status.setText(text)
        self.status.setStyleSheet(style)

    # ------------------------------------------------------------ changes
    def options(self) -> VoiceOptions:
        """The choices as the fields show them now."""
        base = self.voice.options if self.voice is not None else VoiceOptions()
        announce = Announce(
            **{key: c.isChecked() for key, c in self.says.items()},
            every=self.every.value(),
            counts=parse_counts(self.counts.text()),
        )
        return replace(
            base,
            enabled=self.enabled.isChecked(),
            voice=self.voice_combo.currentData() or "",
            rate=self.rate.value(),
            volume=self.volume.value(),
            output=self.output.currentData() or "",
            announce=announce,
        )

    def _changed(self, *_a: Any) -> None:
        self.volume_label.setText(f"{self.volume.value()} %")
        if self._loading or self.voice is None or self.local is None:
            return
        wrong = bad_counts(self.counts.text())
        self.counts_note.setText(
            self.tr("Not counts from 1 to 75, left out: {words}").format(words=", ".join(wrong)) if wrong else ""
        )
        self.counts_note.setStyleSheet("color: #b71c1c;" if wrong else "")
        self.voice.apply(self.options())

    def try_out(self) -> bool:
        """"Probar": a ball and a count with the choices as they are now."""
        if self.voice is None:
            return False
        word = "BINGO"
        if self.bridge is not None:
            word = self.bridge.view().word
        return self.voice.try_out(self.options(), word)
