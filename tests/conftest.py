import os
import shutil
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HALLSTATION_LANG", "es")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


# ------------------------------------------------------------ the cheap PIN hash (TEST-ONLY)
# scrypt is slow on purpose (hallstation/services/users.py); 2,400 PIN hashes cost the suite minutes.
# Tests make new PINs with a cheap cost, recorded in each credential like any other (and checked with
# the recorded one); the processes the tests start get it from tests/child_env/sitecustomize.py.
# tests/services/test_pin_cost.py keeps the production cost and proves it is what a fresh install uses.
@pytest.fixture(scope="session", autouse=True)
def _cheap_pin_hash():
    from hallstation.services import users
    from tests.child_env import HERE as CHILD_ENV
    from tests.child_env.sitecustomize import TEST_KDF

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(users, "NEW_PIN_KDF", TEST_KDF)
        path = os.environ.get("PYTHONPATH")
        mp.setenv("PYTHONPATH", os.pathsep.join([str(CHILD_ENV), *([path] if path else [])]))
        yield TEST_KDF


@pytest.fixture(autouse=True)
def _fresh_data_dir(tmp_path, monkeypatch):
    """Every test gets its own data folder: nothing ever touches the real one."""
    data = tmp_path / "hallstation-data"
    monkeypatch.setenv("HALLSTATION_DATA_DIR", str(data))
    # this PC's witnesses of the halls (store/proof.py): the test's own user state folder
    monkeypatch.setenv("HALLSTATION_STATE_DIR", str(tmp_path / "hallstation-state"))
    return data


# The files that take longest (pytest --durations by file, 3 workers on 2 cores) go to the workers
# first: pytest-xdist (--dist loadfile --no-loadscope-reorder, tests/run.sh) hands out one file at a
# time in the collection's order, and a long file handed out last keeps one worker busy while the
# others have nothing left to do. The tests of a file keep their order; the other files keep theirs.
LONGEST_FIRST = (
    "gui/test_terminals.py",  # 39 s
    "packaging/test_wheel.py",  # 32 s
    "web/test_browser.py",  # 29 s
    "cli/test_command_line.py",  # 23 s
    "core/poker/test_exhaustive_scalar_ace_low.py",  # 20 s
    "store/test_crash_restart.py",  # 20 s
    "gui/test_window_manager.py",  # 18 s
    "core/poker/test_exhaustive_scalar_ace_high.py",  # 17 s
    "gui/test_report_balls.py",  # 17 s
    "services/test_start_snapshot.py",  # 17 s
    "gui/test_geometry.py",  # 15 s
    "gui/test_jury_in_sight.py",  # 15 s
    "services/test_races_pg.py",  # 15 s
    "core/poker/test_exhaustive.py",  # 14 s
    "gui/test_caller_window.py",  # 14 s
    "gui/test_report.py",  # 14 s
    "services/test_races.py",  # 13 s
    "gui/test_claims.py",  # 13 s
    "gui/test_camera_screen.py",  # 13 s
    "store/test_pg_link.py",  # 13 s
    "store/test_first_minute_kills.py",  # 11 s
    "printing/test_papers_fit.py",  # 11 s
    "gui/test_poker_console.py",  # 10 s
    "gui/test_caller_after_award.py",  # 10 s
)


def pytest_collection_modifyitems(session, config, items):
    first = {name: i for i, name in enumerate(LONGEST_FIRST)}

    def place(pair):
        index, item = pair
        path = item.nodeid.split("::", 1)[0]
        return (first.get(path.removeprefix("tests/"), len(first)), index)

    items[:] = [item for _, item in sorted(enumerate(items), key=place)]


@pytest.fixture
def spanish(qapp):
    """The Qt side speaks Spanish for the test (the screens' words), then as before."""
    from hallstation import i18n

    before = i18n.language()
    t = i18n.install_qt_translator(qapp, "es")
    yield
    qapp.removeTranslator(t)
    i18n.set_language(before)


def _session_language() -> dict:
    from hallstation import i18n

    return dict(i18n._current)


_SESSION_LANGUAGE = _session_language()  # as importing hallstation.i18n made it, before any test


@pytest.fixture(autouse=True)
def _language_as_the_session_began():
    """Every test starts in the session's language (Spanish, $HALLSTATION_LANG) with no --lang chosen:
    a command run in-process with ``--lang en`` (cli.main) or a test's set_language() does not
    follow into the next test, whichever test that is (pytest-xdist hands each worker its own order)."""
    from hallstation import i18n

    # the session's language, whatever a module's fixture or the test before did to it
    i18n._current.clear()
    i18n._current.update(_SESSION_LANGUAGE)
    app = _qt_app()
    if app is not None and getattr(app, "_hs_translator", None) is not None:
        _speak_again(app, None)
    translator = getattr(app, "_hs_translator", None) if app is not None else None
    yield
    i18n._current.clear()
    i18n._current.update(_SESSION_LANGUAGE)
    # … and the Qt application speaks it again: a test that switched or removed the application's
    # translator (the hall's language at a start, --lang en) left the next test's windows in English
    app = _qt_app()
    if app is not None and (getattr(app, "_hs_translator", None) is not None or translator is not None):
        _speak_again(app, translator)


def _speak_again(app, translator) -> None:
    from PySide6.QtCore import QCoreApplication

    from hallstation import i18n

    lang = i18n.language()
    probe = next((((c, src), t) for (c, src), t in i18n.catalog("es").items() if type(t) is str and t != src), None)
    if probe is None:  # (a test that stood in for the catalogue)
        return
    (context, source), spanish = probe
    said = QCoreApplication.translate(context, source)
    if said == (spanish if lang == "es" else source):
        return
    now = getattr(app, "_hs_translator", None)
    for t in (now, getattr(now, "qt_words", None), translator, getattr(translator, "qt_words", None)):
        if t is not None:
            app.removeTranslator(t)
    app._hs_translator = i18n.install_qt_translator(app, lang)


def _qt_app():
    """The process's Qt application, if a test made one (never made here)."""
    import sys

    core = sys.modules.get("PySide6.QtCore")
    return core.QCoreApplication.instance() if core is not None else None


@pytest.fixture
def data_dir(_fresh_data_dir):
    return _fresh_data_dir


@pytest.fixture
def station(data_dir):
    from hallstation.services.drawer import SeededDrawer
    from hallstation.services.station import Station

    st = Station(data_dir, drawer=SeededDrawer(1234))
    yield st
    st.close()


# ------------------------------------------------------------ the demo day, built once per session
# A demo day (services/demo.py) costs a second to build; tests that start from one copy a template
# built once per session (per xdist worker: under the session's own temporary folder), with its
# key and mark. The template's witness goes to a state folder of the session's own; a copy lives at
# another path, so it starts as a hall this PC has not seen yet, as a hall copied to a new PC would.
@pytest.fixture(scope="session")
def demo_templates_root(tmp_path_factory):
    return tmp_path_factory.mktemp("demo-days")


@pytest.fixture(scope="session")
def demo_template(demo_templates_root):
    """``demo_template(cards=600, sold=450, **settings)`` → the folder of a demo day with those
    arguments (create_demo_day's), built the first time it is asked for in the session."""
    made: dict[tuple, Path] = {}

    def template(cards: int = 600, sold: int = 450, **settings) -> Path:
        key = (cards, sold, *sorted(settings.items()))
        if key not in made:
            from hallstation.services.demo import create_demo_day
            from hallstation.services.station import Station

            folder = demo_templates_root / f"demo-{len(made)}"
            with pytest.MonkeyPatch.context() as mp:
                mp.setenv("HALLSTATION_STATE_DIR", str(demo_templates_root / "state"))
                st = Station(folder)
                try:
                    create_demo_day(st, cards=cards, sold=sold, settings=settings or None)
                finally:
                    st.close()
            made[key] = folder
        return made[key]

    return template


@pytest.fixture(scope="session")
def copy_demo(demo_template):
    """``copy_demo(dest, cards=600, sold=450, **settings)``: a copy of that demo day in ``dest``
    (made if missing; its key, mark and log): what ``create_demo_day`` on a new station there makes."""

    def copy(dest, cards: int = 600, sold: int = 450, **settings) -> Path:
        dest = Path(dest)
        shutil.copytree(demo_template(cards, sold, **settings), dest, dirs_exist_ok=True)
        return dest

    return copy


# ------------------------------------------------------------ a real PostgreSQL server (issue 13)
# One throwaway server per test session, from the distribution's package (initdb into a temporary
# folder, as the unprivileged ``postgres`` user when the tests run as root), on 127.0.0.1; every test
# that asks gets a database of its own on it. Never a mock: the package must be installed (the
# README's test command and .ci/run install it); without it these tests fail, they are not skipped.
@pytest.fixture(scope="session")
def pg_server(tmp_path_factory):
    import shutil
    import tempfile

    from hallstation.devtools.pgserver import PgServer

    # not under /tmp/pytest-of-USER: every other pytest session makes that folder 0700 as it
    # starts, and a server running as another user (root's tests) opens its control file by its
    # whole path at every checkpoint and restart
    folder = Path(tempfile.mkdtemp(prefix="hallstation-pg-"))
    server = PgServer(folder / "pg", durable=False).start()  # no fsync: a test session, not a hall
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


_pg_count = [0]


@pytest.fixture
def pg_url(pg_server):
    """A new, empty hall database on the session's server: the writer terminals' address."""
    if pg_server.proc is None:  # a test stopped it (the faults): it comes back for the next one
        pg_server.start()
    _pg_count[0] += 1
    name = f"hall_t{os.getpid()}_{_pg_count[0]}"
    return pg_server.new_database(name)


@pytest.fixture
def pg_display_url(pg_server, pg_url):
    """The same database through the display role, which can only read."""
    from hallstation.devtools.pgserver import DISPLAY, DISPLAY_PW, WRITER, WRITER_PW

    return pg_url.replace(f"{WRITER}:{WRITER_PW}@", f"{DISPLAY}:{DISPLAY_PW}@")
