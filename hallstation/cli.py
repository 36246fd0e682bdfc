"""One ``main()`` for the station: the GUI by default, or a headless sub-command.

Every sub-command takes ``--data-dir``. Wrong arguments, unknown series or games print one clear
line on stderr and exit with status 2, writing nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from hallstation.commands import COMMAND_MODULES, CommandError, load_command_module
from hallstation.core.errors import RuleError


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"hallstation: {message}\n")
        raise SystemExit(2)


def add_data_dir(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder holding the station's database (default: the user data folder)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hallstation", description="HallStation: bingo hall and poker jackpot station")
    add_data_dir(parser)
    parser.add_argument("--lang", default=None, help="interface language (es, en); default: the hall's setting (es)")
    parser.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)  # start, show, stop
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    for name in COMMAND_MODULES:
        load_command_module(name).register(sub, add_data_dir)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from hallstation.gui.app import run_gui

        return run_gui(args)
    try:
        return int(args.func(args) or 0)
    except CommandError as exc:
        sys.stderr.write(f"hallstation: {exc}\n")
        return 2
    except RuleError as exc:  # a refusal or a fault of the file or the disk: one line, nothing changed
        from hallstation.i18n import message

        sys.stderr.write(f"hallstation: {message(exc)}\n")
        return 2
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        return 0
    except OSError as exc:
        sys.stderr.write(f"hallstation: {exc.strerror or exc}: {exc.filename or ''}\n")
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
