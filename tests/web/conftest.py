"""The web board's fixtures: a demo day built once for the module's tests to copy, and the Qt
display speaking Spanish (the page speaks the station's language, Spanish by default)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def demo_day(tmp_path_factory) -> Path:
    """A demo day's folder (people, series, game 1 ratified, no ball yet), built once: copy it."""
    from hallstation.services.demo import create_demo_day
    from hallstation.services.station import Station

    folder = tmp_path_factory.mktemp("web-demo") / "hall"
    st = Station(folder)
    create_demo_day(st)
    st.close()
    return folder


@pytest.fixture
def hall(tmp_path, demo_day) -> Path:
    folder = tmp_path / "hall"
    shutil.copytree(demo_day, folder)
    return folder


@pytest.fixture
def spanish(qapp):
    from hallstation import i18n

    before = i18n.language()
    t = i18n.install_qt_translator(qapp, "es")
    yield
    qapp.removeTranslator(t)
    i18n.set_language(before)
