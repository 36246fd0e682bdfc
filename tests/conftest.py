import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HALLSTATION_LANG", "es")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _fresh_data_dir(tmp_path, monkeypatch):
    """Every test gets its own data folder: nothing ever touches the real one."""
    data = tmp_path / "hallstation-data"
    monkeypatch.setenv("HALLSTATION_DATA_DIR", str(data))
    # this PC's witnesses of the halls (store/witness.py): the test's own user state folder
    monkeypatch.setenv("HALLSTATION_STATE_DIR", str(tmp_path / "hallstation-state"))
    return data


@pytest.fixture(autouse=True)
def _language_as_the_session_began():
    """Every test starts in the session's language (Spanish, $HALLSTATION_LANG) with no --lang chosen:
    a command run in-process with ``--lang en`` (cli.main) or a test's set_language() does not
    follow into the next test, whichever test that is (pytest-xdist hands each worker its own order)."""
    from hallstation import i18n

    saved = dict(i18n._current)
    yield
    i18n._current.clear()
    i18n._current.update(saved)


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
