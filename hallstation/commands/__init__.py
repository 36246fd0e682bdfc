"""Headless sub-commands. Each module has ``register(subparsers, add_data_dir)`` which adds its
parsers and sets ``func`` (taking the parsed ``args``, returning an exit status)."""

from __future__ import annotations

import importlib
from types import ModuleType

# Module names under hallstation.commands; each registers one or more sub-commands.
COMMAND_MODULES = ("bingo", "audit", "poker", "people", "backup", "store", "balls", "plan", "terminals", "web", "voice")


class CommandError(Exception):
    """A user error on the command line: printed as one line on stderr, exit status 2."""


def load_command_module(name: str) -> ModuleType:
    return importlib.import_module(f"hallstation.commands.{name}")
