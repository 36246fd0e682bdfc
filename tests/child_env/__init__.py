"""TEST-ONLY: what the ``python`` processes the tests start are given. ``CHILD_PATH`` is the
``PYTHONPATH`` for a child that must import this checkout: this folder first (its sitecustomize.py
gives the child the cheap PIN hash cost, as tests/conftest.py gives the test process), then the
checkout itself."""

from __future__ import annotations

import os
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CHILD_PATH = os.pathsep.join([str(HERE), str(ROOT)])
