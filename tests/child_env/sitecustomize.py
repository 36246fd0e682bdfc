"""TEST-ONLY: the cheap PIN hash cost for the ``python`` processes the tests start.

tests/conftest.py puts this folder first on ``PYTHONPATH`` for the test session, so every Python
child started by a test imports this module at start-up (``site``). It changes one thing: once
``hallstation.services.users`` is imported, new PINs and recovery codes are hashed with
``TEST_KDF`` instead of the production cost (scrypt is slow on purpose: 2,400 hashes cost the
suite minutes). Each credential records the KDF it was made with and is checked with that, so
what is made here verifies as any hall's would. Nothing in the program can do this: the folder is
not shipped, and a hall's PC never has it on its path. tests/services/test_pin_cost.py proves a
fresh install, started without this folder, hashes with the production cost.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys

TEST_KDF = "scrypt-n16-r1-p1"
_USERS = "hallstation.services.users"


class _CheapLoader(importlib.abc.Loader):
    def __init__(self, loader) -> None:
        self._loader = loader

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module) -> None:
        self._loader.exec_module(module)
        module.NEW_PIN_KDF = TEST_KDF

    def __getattr__(self, name):  # get_source, get_code …: the real loader's
        return getattr(self._loader, name)


class _CheapPinFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != _USERS:
            return None
        sys.meta_path.remove(self)  # the real finders find the module
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is not None and spec.loader is not None:
            spec.loader = _CheapLoader(spec.loader)
        return spec


sys.meta_path.insert(0, _CheapPinFinder())
