"""Issue 21 §5 and §2: what a hall's IT person trips on — the setup scripts wait for the dpkg lock,
local.json is private, every dependency is capped, the bundle keeps Qt Multimedia's FFmpeg plugin
whole and leaves out what the station never loads."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_apt_get_in_the_setup_scripts_waits_for_the_dpkg_lock():
    lines = []
    for script in ("packaging/setup_env.sh", "packaging/install.sh"):
        for line in (ROOT / script).read_text().splitlines():
            code = line.split("#")[0] if not line.lstrip().startswith("echo") else ""
            if re.search(r"\bapt-get\b.*\b(update|install)\b", code):
                lines.append((script, line))
    assert len(lines) >= 4  # setup_env.sh: one update, one install; install.sh: the same
    for script, line in lines:
        assert "-o DPkg::Lock::Timeout=300" in line, (script, line)


def test_every_runtime_dependency_is_capped():
    text = (ROOT / "pyproject.toml").read_text()
    deps = re.search(r"^dependencies = \[(.*?)^\]", text, re.S | re.M).group(1)
    names = re.findall(r'^\s*"([^"]+)"', deps, re.M)
    assert any(n.startswith("pyqtgraph") for n in names)
    for spec in names:
        assert "<" in spec, spec


def test_local_json_is_written_0600_whatever_the_umask(tmp_path):
    from hallstation.gui.local_settings import LocalSettings

    old = os.umask(0o022)
    try:
        (tmp_path / "local.json.tmp").write_text("{}")  # a stale temporary file, 0644
        LocalSettings(tmp_path).set("displays", 2)
    finally:
        os.umask(old)
    assert oct((tmp_path / "local.json").stat().st_mode & 0o777) == "0o600"


def test_the_bundle_spec_keeps_what_the_camera_needs_and_leaves_out_webengine_and_designer():
    spec = (ROOT / "packaging" / "hallstation.spec").read_text()
    unused = re.search(r"^UNUSED_QT = \((.*?)\)$", spec, re.S | re.M).group(1)
    assert "libQt6Quick" not in unused and "libQt6Qml" not in unused  # the FFmpeg plugin links them
    assert "libQt6WebEngine" in unused and "QtWebEngineProcess" in unused
    assert '"designer"' in spec and '"hallstation.devtools"' in spec
    smoke = (ROOT / "packaging" / "build_bundle.sh").read_text()
    assert "ldd" in smoke and "-xtype l" in smoke and "--smoke" in smoke


def test_forms_are_loaded_without_designer_plugins(qtbot):
    import PySide6.QtUiTools as uitools

    from hallstation.gui.caller.forms import load_form
    from hallstation.paths import UI_DIR

    seen = []
    original = uitools.QUiLoader

    class Watching(original):
        def load(self, *a, **kw):
            seen.append(list(self.pluginPaths()))
            return super().load(*a, **kw)

    import hallstation.gui.caller.forms as forms

    forms.QUiLoader = Watching
    try:
        from hallstation.gui.caller.previews import PreviewStrip
        from hallstation.gui.caller.prize_table import PrizeTable

        # as the caller window loads it: with the widgets the form promotes
        form = load_form(sorted(p.name for p in UI_DIR.glob("*.ui"))[0], custom=(PrizeTable, PreviewStrip))
        qtbot.addWidget(form)
    finally:
        forms.QUiLoader = original
    # no folder of Designer plugins is searched (PySide's registerCustomWidget lists an empty path
    # for each promoted class it registers, which names no folder)
    assert len(seen) == 1 and [p for p in seen[0] if p] == []
