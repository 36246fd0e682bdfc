"""One ``main()`` for the station: the GUI by default, or a headless sub-command.

The global options ``--data-dir``, ``--lang`` and ``--user`` may come before or after the
sub-command (``hallstation --data-dir D recall`` is ``hallstation recall --data-dir D``). Every
message is in the station's language — argparse's own included: ``--lang``, else
``$HALLSTATION_LANG``, else the hall's setting once a command opens the hall (Spanish by default);
an unknown language is refused. Wrong arguments, an unusable data folder, unknown series or games
print one clear line on stderr and exit with status 2, writing nothing; Ctrl+C exits with 130.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence

from hallstation.commands import COMMAND_MODULES, CommandError, load_command_module
from hallstation.core.errors import RuleError
from hallstation.i18n import LANGUAGES, argparse_language, language_from, translate

DEMO_HELP = (
    "the demo: a demo day with the README's people and PINs, in a folder of its own "
    "(default: the user data folder's HallStation-demo), marked as a demo on every screen and paper; "
    "never a hall's folder or server"
)
USER_HELP = "who does it, for the commands that need a person (the PIN is read from $HALLSTATION_PIN or asked)"
LANG_HELP = "language of the messages and the windows (es, en); default: the hall's setting (es)"
# options of the whole program that every sub-command also accepts (wherever they are written)
GLOBAL_OPTIONS = ("data_dir", "lang", "user", "store")
STORE_HELP = (
    "the hall's PostgreSQL server, postgresql://user@server/database — the password from the data folder's "
    "hall-server.pgpass or $PGPASSWORD, never here (default: $HALLSTATION_STORE, the data folder's hall-server.conf, "
    "else the SQLite file in the data folder)"
)


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"hallstation: {message}\n")
        raise SystemExit(2)


def language_code(text: str) -> str:
    """``--lang``: one of the languages the station speaks."""
    code = language_from(text)
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(
            translate("Cli", "unknown language '{code}': the station speaks {languages}").format(
                code=text, languages=", ".join(LANGUAGES)
            )
        )
    return code


def add_data_dir(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder holding the station's database (default: the user data folder)",
    )
    if not any(a.dest == "store" for a in parser._actions):
        parser.add_argument("--store", metavar="URL", help=STORE_HELP)


def build_parser() -> argparse.ArgumentParser:
    with argparse_language():
        parser = _Parser(
            prog="hallstation",
            description="HallStation: bingo hall and poker jackpot station. 'hallstation' alone starts the "
            "station (the caller window and the hall screens); none of the commands below starts it.",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        add_data_dir(parser)
        parser.add_argument("--lang", type=language_code, default=None, metavar="LANG", help=LANG_HELP)
        parser.add_argument("--user", metavar="NAME", help=USER_HELP)
        parser.add_argument("--demo", action="store_true", help=DEMO_HELP)
        parser.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)  # start, show, stop
        sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
        for name in COMMAND_MODULES:
            load_command_module(name).register(sub, add_data_dir)
        _globals_anywhere(parser, top=True)
        _translate_help(parser)
        parser.epilog = _command_list(parser)
    return parser


def _sub_parsers(parser: argparse.ArgumentParser) -> Iterator[tuple[str, str | None, argparse.ArgumentParser]]:
    """(name, help, parser) of each direct sub-command of ``parser``."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            seen: set[int] = set()
            for name, sp in action.choices.items():
                if id(sp) not in seen:  # aliases share their parser
                    seen.add(id(sp))
                    yield name, helps.get(name), sp


def _globals_anywhere(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """The global options given after a sub-command override the ones given before it, and the
    ones given before it are not reset by a sub-command's own default (argparse copies every
    default of a sub-parser over the namespace): below the top, their default is SUPPRESS. A
    sub-command that takes ``--user`` says so (``_takes_user``). A group (``audit``, ``series`` …)
    takes them too, between its name and its action (``hallstation audit --data-dir D verify``)."""
    leaf = not any(True for _ in _sub_parsers(parser))
    have = {a.dest for a in parser._actions}
    if not top and "lang" not in have:
        parser.add_argument("--lang", type=language_code, metavar="LANG", help=LANG_HELP)
    if not top and not leaf:
        if "data_dir" not in have:
            add_data_dir(parser)
        if "user" not in have:
            parser.add_argument("--user", metavar="NAME", help=USER_HELP)
    for action in parser._actions:
        if not top and action.dest in GLOBAL_OPTIONS:
            action.default = argparse.SUPPRESS
            if action.dest == "lang" and action.type is None:
                action.type = language_code
        if leaf and not top and action.dest == "user":
            parser.set_defaults(_takes_user=True)
    for _name, _help, sp in _sub_parsers(parser):
        _globals_anywhere(sp)


def _metavar(action: argparse.Action) -> str | None:
    """The name argparse shows for an action's value (``DIR``, ``ACTION`` …; from its dest when it
    has none), or None when it shows none or its choices."""
    if isinstance(action.metavar, str):
        return action.metavar
    if action.metavar is not None or action.nargs == 0 or action.choices is not None:
        return None
    return action.dest.upper() if action.option_strings else action.dest


def _translate_help(parser: argparse.ArgumentParser) -> None:
    """Help lines, descriptions, the sub-commands' one-liners and the values' names (``CARPETA``,
    ``ACCIÓN``, also in argparse's own errors) in the station's language (context ``CliHelp``; a
    test checks the catalogue has them all)."""
    if parser.description:
        parser.description = translate("CliHelp", parser.description)
    for action in parser._actions:
        if action.help and action.help is not argparse.SUPPRESS:
            action.help = translate("CliHelp", action.help)
        name = _metavar(action)
        if name is not None and not isinstance(action, argparse._HelpAction):
            action.metavar = translate("CliHelp", name)
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                if choice.help:
                    choice.help = translate("CliHelp", choice.help)
    for _name, _help, sp in _sub_parsers(parser):
        _translate_help(sp)


def help_texts(parser: argparse.ArgumentParser | None = None) -> Iterator[str]:
    """Every help line, description and sub-command one-liner of the parser, untranslated (the
    catalogue check); built in English."""
    if parser is None:
        from hallstation import i18n

        saved = i18n.language()
        i18n.set_language("en")
        try:
            parser = build_parser()
        finally:
            i18n.set_language(saved)
        yield parser.description or ""
    for action in parser._actions:
        if action.help and action.help is not argparse.SUPPRESS and not isinstance(action, argparse._HelpAction):
            yield action.help
        name = _metavar(action)
        if name is not None and not isinstance(action, argparse._HelpAction):
            yield name
    for _name, help_text, sp in _sub_parsers(parser):
        if help_text:
            yield help_text
        if sp.description:
            yield sp.description
        yield from help_texts(sp)


def _command_list(parser: argparse.ArgumentParser) -> str:
    """Every command, sub-commands included (``poker console`` …), one line each."""
    rows: list[tuple[str, str]] = []

    def walk(p: argparse.ArgumentParser, path: str) -> None:
        for name, help_text, sp in _sub_parsers(p):
            if any(True for _ in _sub_parsers(sp)):
                walk(sp, f"{path} {name}")
            else:
                rows.append((f"{path} {name}", help_text or ""))

    walk(parser, "hallstation")
    import shutil
    import textwrap

    width = max(len(r[0]) for r in rows) + 4
    columns = max(width + 30, min(shutil.get_terminal_size().columns, 110))
    head = translate("Cli", "every command (none of them starts the station; 'hallstation' alone does):")
    lines = [head]
    for cmd, text in rows:
        wrapped = textwrap.wrap(text, columns - width) or [""]
        lines.append(f"  {cmd.ljust(width - 2)}{wrapped[0]}")
        lines += [" " * width + more for more in wrapped[1:]]
    return "\n".join(lines)


def _preset_language(argv: Sequence[str]) -> None:
    """Speak ``--lang`` from the first message on (argparse's too): looked for before parsing. A
    wrong code is left to the parser, which refuses it."""
    from hallstation import i18n

    for i, arg in enumerate(argv):
        if arg == "--":
            break
        value = None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value is not None and language_from(value) is not None:
            i18n.choose_language(language_from(value))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    import os

    env = os.environ.get("HALLSTATION_LANG", "")
    if env.strip() and language_from(env) is None:  # never English (or anything) by surprise
        sys.stderr.write("hallstation: " + translate("Cli", "$HALLSTATION_LANG is '{code}': the station speaks {languages} (es_AR and the like are Spanish)").format(
            code=env, languages=", ".join(LANGUAGES)) + "\n")
        return 2
    try:
        _preset_language(argv)
        parser = build_parser()
        with argparse_language():
            args = parser.parse_args(argv)
        return _run(args)
    except KeyboardInterrupt:  # Ctrl+C in a headless command: one line, the usual status
        sys.stderr.write("\nhallstation: " + translate("Cli", "interrupted") + "\n")
        return 130


def _run(args: argparse.Namespace) -> int:
    from hallstation import i18n

    if args.lang:
        i18n.choose_language(args.lang)
    try:
        if args.user and not getattr(args, "_takes_user", False):
            raise CommandError(
                translate("Cli", "--user: this command asks nobody to sign in (the station asks in its windows)")
                if args.command is None
                else translate("Cli", "--user: the command '{command}' asks nobody to sign in").format(command=args.command)
            )
        from hallstation.commands.store import refuse_passwords

        refuse_passwords(args)  # a password in an address on the command line: refused before anything
        if getattr(args, "demo", False):
            if args.store:  # (a server given in the environment or a folder's file is refused on opening)
                raise CommandError(translate("Cli", "--demo: the demo lives in a folder of its own, never on the hall's server (--store)"))
            if args.data_dir is None:  # the demo's own folder, never the hall's
                from hallstation.paths import default_demo_dir

                args.data_dir = str(default_demo_dir())
        if args.data_dir is not None and args.command is not None:  # (the station says it in a dialog too)
            from hallstation.paths import data_dir_from
            from hallstation.store.data_folder import check_data_dir

            check_data_dir(data_dir_from(args.data_dir), write=False)
        if args.command is None:
            return _run_terminal(args)
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
        from hallstation.store.data_folder import reason_text

        sys.stderr.write(f"hallstation: {reason_text(exc)}: {exc.filename or ''}\n")
        return 2


def _run_terminal(args: argparse.Namespace) -> int:
    """``hallstation`` alone: the terminal this PC's data folder says it is (``hall-terminal.conf``,
    written by ``store connect``; the caller station without one) — so the installer's menu entry and
    autostart start every PC of the hall the right way."""
    from hallstation.paths import data_dir_from
    from hallstation.store.location import terminal_role

    role, table = terminal_role(data_dir_from(args.data_dir))
    if role == "display":
        from hallstation.gui.terminals import run_display

        return run_display(args)
    if role == "cashier":
        from hallstation.gui.terminals import run_cashier

        return run_cashier(args)
    if role == "poker":
        from hallstation.commands.poker import run_console

        args.table = table
        return run_console(args)
    from hallstation.gui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
