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
    return data


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
