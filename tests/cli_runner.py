"""``hallstation ARGS`` run in the test's own process, answered as ``subprocess.run`` would: the exit
status, what it wrote on stdout and stderr (Python's warnings included, as a process prints them).

For the headless commands, where a child process proves nothing more than the call does and costs
a second of Python and Qt start-up. Kept as real processes (``python -m hallstation``): the station
and its windows (``--smoke``, ``poker console``, ``cashier``), signals and exit codes on them, a
real process's own stdout, and whatever is about process isolation.

As a new process: ``$HALLSTATION_LANG`` (``lang``, else none) and ``env`` are its environment, the
language is the one that environment gives (hallstation/i18n.py, as on import), the input is
``input`` (never a terminal), and nothing of the run is left behind: the environment, the language
and the streams are put back."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import warnings


class _Input(io.StringIO):
    def fileno(self) -> int:  # not a terminal, like /dev/null
        raise io.UnsupportedOperation("fileno")


def run_cli(*args: str, lang: str | None = "es", env: dict | None = None, input: str | None = None,
            unset: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    """``hallstation *args`` in this process; ``unset``: variables its environment has not."""
    from hallstation import i18n
    from hallstation.cli import main

    saved_env = dict(os.environ)
    saved_lang = dict(i18n._current)
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    try:
        os.environ.pop("HALLSTATION_LANG", None)
        if lang:
            os.environ["HALLSTATION_LANG"] = lang
        for name in unset:
            os.environ.pop(name, None)
        os.environ.update(env or {})
        # what importing hallstation.i18n makes of the environment in a new process
        i18n._current.clear()
        i18n._current.update(lang=i18n.environment_language() or i18n.DEFAULT_LANGUAGE,
                             chosen=i18n.environment_language() is not None)
        sys.stdin = _Input(input or "")
        with warnings.catch_warnings(record=True) as caught, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            warnings.simplefilter("default")
            try:
                code = main(list(args))
            except SystemExit as e:  # argparse: --help, a wrong argument
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
                if isinstance(e.code, str):
                    err.write(e.code + "\n")
        for w in caught:
            err.write(warnings.formatwarning(w.message, w.category, w.filename, w.lineno))
    finally:
        sys.stdin = stdin
        os.environ.clear()
        os.environ.update(saved_env)
        i18n._current.clear()
        i18n._current.update(saved_lang)
    return subprocess.CompletedProcess(["hallstation", *args], code, out.getvalue(), err.getvalue())
