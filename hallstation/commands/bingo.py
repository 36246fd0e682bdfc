"""Bingo sub-commands: ``series create|export|import|print``, ``card check``, ``simulate``, ``recall``
(``--poker``: the poker jackpot payments)."""

from __future__ import annotations

from hallstation.i18n import translate

import csv
import functools
import json
import sys
from collections.abc import Callable
from typing import Any

from hallstation.commands import CommandError
from hallstation.commands._common import add_user, open_station, positive, sign_in, whole
from hallstation.core.errors import RuleError


def guarded(func: Callable[[Any], int]) -> Callable[[Any], int]:
    """Rule errors become one clear (translated) line and exit status 2."""

    @functools.wraps(func)
    def run(args: Any) -> int:
        from hallstation.i18n import message

        try:
            return func(args)
        except RuleError as exc:
            raise CommandError(message(exc)) from None

    return run


# ---------------------------------------------------------------- series
@guarded
def cmd_series_create(args: Any) -> int:
    from hallstation.core.bingo.cards import check_series_info

    # check the arguments before anything is opened or written
    check_series_info(args.number or 1, args.cards, "x" if args.color is None else args.color, "A" if args.letter is None else args.letter, args.sheet)
    station = open_station(args.data_dir, store=getattr(args, "store", None))
    try:
        session = sign_in(station, args.user)
        s = station.create_series(args.cards, args.number, args.color, args.letter, args.sheet, args.seed, actor="cli", session=session)
        i = s.info
        print(translate("Cli", "series {number}: {cards} cards, colour {color}, letter {letter}, sheets of {sheet}").format(number=i.number, cards=i.cards, color=i.color, letter=i.letter, sheet=i.sheet))
    finally:
        station.close()
    return 0


def series_json(series) -> dict[str, Any]:
    i = series.info
    return {
        "series": {"number": i.number, "color": i.color, "letter": i.letter, "cards": i.cards, "sheet": i.sheet},
        "cards": [{"number": c.number, "columns": [list(col) for col in c.columns]} for c in series.cards()],
    }


@guarded
def cmd_series_export(args: Any) -> int:
    station = open_station(args.data_dir, must_exist=True, store=getattr(args, "store", None))
    try:
        s = station.get_series(args.number)
        if args.format == "json":
            json.dump(series_json(s), sys.stdout)
            sys.stdout.write("\n")
        else:
            # the printer's CSV for an outside print shop: each card's numbers, its check code and
            # the text of its QR code (the shop prints both; only this hall's key makes them)
            from hallstation.services.checkcode import check_code, load_or_create_secret
            from hallstation.services.printer_import import CODE_COLUMNS
            from hallstation.services.scancode import hall_mark, scan_text

            secret = load_or_create_secret(station.data_dir)
            mark = hall_mark(secret)
            w = csv.writer(sys.stdout, lineterminator="\n")
            word = station.settings["hall_word"]
            header = ["card"]
            for col, size in zip(word, (5, 5, 4, 5, 5)):
                header += [f"{col}{k + 1}" for k in range(size)]
            w.writerow(header + list(CODE_COLUMNS))
            for c in s.cards():
                code = check_code(secret, s.number, c)
                w.writerow([c.number, *[n for col in c.columns for n in col], code, scan_text(mark, s.number, c.number, code)])
    finally:
        station.close()
    return 0


@guarded
def cmd_series_import(args: Any) -> int:
    from hallstation.services.printer_import import read_printer_file

    try:
        columns = read_printer_file(args.file)  # UTF-8 only; refused whole, before the log is opened
    except OSError as exc:
        from hallstation.store.data_folder import reason_text

        raise CommandError(translate("Cli", "cannot read {file}: {why}").format(file=args.file, why=reason_text(exc))) from None
    station = open_station(args.data_dir, store=getattr(args, "store", None))
    try:
        session = sign_in(station, args.user)
        s = station.import_series(
            columns, args.number, args.color, args.letter, args.sheet, actor="cli", source=str(args.file), session=session
        )
        print(translate("Cli", "series {number}: {cards} cards imported").format(number=s.info.number, cards=s.info.cards))
    finally:
        station.close()
    return 0


class _Progress:
    """``series print``'s progress on stderr: one line rewritten in place on a terminal, a line
    every tenth of the series otherwise (a log file)."""

    def __init__(self, series: int, stream: Any = None) -> None:
        self.series, self.stream = series, stream or sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        step = max(1, total // (100 if self.tty else 10))
        if done != total and done // step == self.shown:
            return
        self.shown = done // step
        text = translate("Cli", "series {series}: card {done} of {total}").format(series=self.series, done=done, total=total)
        self.stream.write(("\r" + text + ("\n" if done == total else "")) if self.tty else text + "\n")
        self.stream.flush()


@guarded
def cmd_series_print(args: Any) -> int:
    import os
    import signal
    import threading
    from pathlib import Path

    from hallstation.services.checkcode import load_or_create_secret

    out = Path(args.out)
    if not out.parent.is_dir():
        raise CommandError(translate("Cli", "--out: the folder {folder} does not exist").format(folder=out.parent))
    if out.is_dir():  # said before the cards are printed, not after
        import errno

        from hallstation.store.data_folder import reason

        raise RuleError("Could not write the PDF {path}: {error}", path=str(out), error=reason(IsADirectoryError(errno.EISDIR, "")))
    station = open_station(args.data_dir, must_exist=True, store=getattr(args, "store", None))
    try:
        series = station.get_series(args.number)
        word = station.settings["hall_word"]
        secret = load_or_create_secret(station.data_dir)
    finally:
        station.close()
    from PySide6.QtGui import QGuiApplication

    from hallstation import i18n
    from hallstation.printing.cards_pdf import print_series_pdf

    app = QGuiApplication.instance()
    if app is None:  # the fonts need an application; no screen needed (a print shop's server)
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(sys.argv[:1])
    translator = i18n.install_qt_translator(app, i18n.language())  # the card's words in the hall's language
    stop = threading.Event()
    handlers = {}
    for sig in (signal.SIGINT, getattr(signal, "SIGTERM", None)):
        if sig is not None:
            handlers[sig] = signal.signal(sig, lambda *_: stop.set())  # asked between two cards
    try:
        done = print_series_pdf(series, word, secret, out, progress=_Progress(series.number), should_cancel=stop.is_set, paper=args.paper)
    finally:
        for sig, old in handlers.items():
            signal.signal(sig, old)
        app.removeTranslator(translator)
        if getattr(translator, "qt_words", None) is not None:
            app.removeTranslator(translator.qt_words)
    if not done:
        sys.stderr.write("\nhallstation: " + translate("Cli", "printing of series {series} cancelled: no file was written").format(series=series.number) + "\n")
        return 130
    print(translate("Cli", "series {series}: {cards} cards printed to {path}").format(series=series.number, cards=len(series), path=out))
    return 0


# ---------------------------------------------------------------- card
@guarded
def cmd_card_check(args: Any) -> int:
    from hallstation.services.checkcode import secret_path
    from hallstation.services.scancode import identify_on

    text = " ".join(args.text)
    station = open_station(args.data_dir, must_exist=True, read_only=True, store=getattr(args, "store", None))
    try:
        if not secret_path(station.data_dir).exists():
            raise CommandError(translate("Cli", "this station has no installation key ({path}): it has printed no card").format(path=secret_path(station.data_dir)))
        found = identify_on(station, text)  # ScanRefused: one line with the reason, exit 2
        info = station.get_series(found.series).info
    finally:
        station.close()
    print(
        translate("Cli", "card {card} of series {series} ({color}, letter {letter}): genuine, check code {code} of this hall").format(
            card=found.card, series=found.series, color=info.color, letter=info.letter, code=found.code
        )
    )
    return 0


# ---------------------------------------------------------------- simulate
@guarded
def cmd_simulate(args: Any) -> int:
    from hallstation.core.bingo.cards import MAX_SERIES_CARDS
    from hallstation.core.bingo.prizes import check_limit

    if args.cards > MAX_SERIES_CARDS:
        raise CommandError(translate("Cli", "--cards: a series holds at most {n} cards").format(n=MAX_SERIES_CARDS))
    if args.limit is not None:
        check_limit(args.limit)
    if args.data_dir is None:  # never the hall's own folder: a temporary one, removed afterwards
        import shutil
        import tempfile

        folder = tempfile.mkdtemp(prefix="hallstation-simulate-")
        try:
            result = _simulate_in(folder, args)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        print(translate("Cli", "simulate: played in the temporary folder {path}, now removed (--data-dir DIR keeps the games)").format(path=folder), file=sys.stderr)
    else:
        result = _simulate_in(args.data_dir, args)
    if args.json:
        json.dump(result, sys.stdout)
        sys.stdout.write("\n")
    else:
        from hallstation.core.bingo.prizes import PRIZE_NAMES
        from hallstation.core.money import format_money

        for g in result["games"]:
            print(translate("Cli", "game {game}: series {series}, {cards} cards, {balls} balls").format(
                game=g["game"], series=g["series"], cards=len(g["sold"]), balls=len(g["draws"])))
            for a in g["awards"]:
                print("  " + translate("Cli", "{prize} at ball {ball}: cards {cards} ×{multiplier} {amount}").format(
                    prize=translate("Prize", PRIZE_NAMES[a["prize"]]), ball=a["ball_count"],
                    cards=", ".join(map(str, a["cards"])), multiplier=a["multiplier"], amount=format_money(a["amount_cents"])))
    return 0


def _simulate_in(data_dir: Any, args: Any) -> dict[str, Any]:
    from hallstation.paths import data_dir_from
    from hallstation.store.data_folder import check_data_dir
    from hallstation.services.simulate import simulate
    from hallstation.store.eventlog import DB_NAME

    path = check_data_dir(data_dir_from(data_dir), write=False)
    if (path / DB_NAME).exists():  # a hall's (or an earlier simulation's) log: never added to
        from hallstation.services.station import Station

        station = Station(path, read_only=True, store=False)
        try:
            hall = bool(station.state.users)
        finally:
            station.close()
        if hall:
            raise CommandError(
                translate("Cli", "simulate plays in a folder of its own: {path} holds a hall's data; give another --data-dir").format(path=path)
            )
    station = open_station(str(path), store=False)  # its own folder's file, never the hall's server
    try:
        return simulate(station, args.cards, args.games, args.seed, args.price, args.limit)
    finally:
        station.close()


# ---------------------------------------------------------------- recall
@guarded
def cmd_recall(args: Any) -> int:
    from hallstation.services.recall import poker_jackpots, poker_jackpots_text, recall, recall_text

    from hallstation.commands._common import sign_in_reading
    from hallstation.services.privacy import mask_recall, may_see_winners

    # read-only: works on a backup on read-only media and writes nothing (no migration, no WAL)
    station = open_station(args.data_dir, must_exist=True, read_only=True, store=getattr(args, "store", None))
    if getattr(args, "poker", False):
        try:
            rows = poker_jackpots(station, args.table)
        finally:
            station.close()
        if args.json:
            json.dump({"poker_jackpots": rows}, sys.stdout)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(poker_jackpots_text(rows))
        return 0
    try:
        number = args.game
        if number is None:
            last = station.last_game
            if last is None:
                raise CommandError(translate("Cli", "no game has been played yet"))
            number = last.number
        data = recall(station, number)
        viewer = sign_in_reading(station, getattr(args, "user", None))
    finally:
        station.close()
    if viewer is None or not may_see_winners(viewer.roles):  # the log keeps them in full
        data = mask_recall(data)
        if any(p.get("winner") for p in data["payments"]):
            print(translate("Cli", "recall: winners' names and documents are masked: a game manager or administrator sees them with --user NAME"), file=sys.stderr)
    if args.json:
        json.dump(data, sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(recall_text(data))
    return 0


def register(sub, add_data_dir) -> None:
    series = sub.add_parser("series", help="create, export, import or print card series")
    ssub = series.add_subparsers(dest="series_command", metavar="ACTION", required=True)

    p = ssub.add_parser("create", help="generate a series of different cards")
    add_data_dir(p)
    p.add_argument("--cards", type=positive, required=True, help="how many cards (1–3000)")
    p.add_argument("--number", type=positive, help="series number (default: the next one)")
    p.add_argument("--color", help="series colour (default: the next one no series has)")
    p.add_argument("--letter", help="series letter (default: the next one no series has)")
    p.add_argument("--sheet", type=whole, choices=(1, 2, 3, 4), default=1, help="cards per printed sheet")
    p.add_argument("--seed", type=whole, help="reproducible generation from this seed")
    add_user(p)
    p.set_defaults(func=cmd_series_create)

    p = ssub.add_parser("export", help="print a series' cards as JSON or CSV")
    add_data_dir(p)
    p.add_argument("number", type=positive, metavar="K", help="series number")
    p.add_argument("--format", choices=("json", "csv"), default="json", help="json (default) or csv")
    p.set_defaults(func=cmd_series_export)

    p = ssub.add_parser("import", help="import a printed series from the printer's CSV file")
    add_data_dir(p)
    p.add_argument("file", help="CSV: card number and its 24 numbers column by column")
    p.add_argument("--number", type=positive, required=True, help="series number")
    p.add_argument("--color", required=True, help="series colour")
    p.add_argument("--letter", required=True, help="series letter")
    p.add_argument("--sheet", type=whole, choices=(1, 2, 3, 4), default=1, help="cards per printed sheet")
    add_user(p)
    p.set_defaults(func=cmd_series_import)

    p = ssub.add_parser("print", help="print a series' cards to PDF, with their QR codes, as the series window does")
    add_data_dir(p)
    p.add_argument("number", type=positive, metavar="K", help="series number")
    p.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write (replaced only once complete)")
    p.add_argument("--paper", choices=("a4", "receipt"), default="a4", help="a4 (default) or receipt: the receipt printer's 80 mm roll")
    p.set_defaults(func=cmd_series_print)

    card = sub.add_parser("card", help="check a card's scanned code")
    csub = card.add_subparsers(dest="card_command", metavar="ACTION", required=True)
    p = csub.add_parser("check", help="which card a scanned code names, and whether it is genuine (exit 0) or why not (exit 2)")
    add_data_dir(p)
    p.add_argument("text", nargs="+", metavar="TEXT", help="the code's text as the scanner typed it, e.g. \"HS1 7KQ2 12 145 K7QX2M\"")
    p.set_defaults(func=cmd_card_check)

    p = sub.add_parser(
        "simulate",
        help="play whole games headless through the services, in a temporary folder of its own (never a hall's)",
    )
    add_data_dir(p)
    p.add_argument("--cards", type=positive, required=True, help="cards sold in each game (1–3000)")
    p.add_argument("--games", type=positive, required=True, help="how many games")
    p.add_argument("--seed", type=whole, help="reproducible games from this seed")
    p.add_argument("--price", type=positive, default=1000, help="card price in cents (default 1000)")
    p.add_argument("--limit", type=whole, help="major prize ball limit, 50–60 (default: the setting)")
    p.add_argument("--json", action="store_true", help="print the games as JSON")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("recall", help="a past game's balls, claims, awards and payments (who paid what), from the log")
    add_data_dir(p)
    p.add_argument("game", nargs="?", type=positive, help="game number (default: the last one)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--poker", action="store_true", help="the poker jackpot payments instead: supervisor and dealer of each")
    p.add_argument("--table", type=positive, help="with --poker: only this table")
    p.add_argument(
        "--user",
        metavar="NAME",
        help="a game manager or administrator, to see winners' names and identity documents (masked otherwise); "
        "the PIN is read from $HALLSTATION_PIN or asked",
    )
    p.set_defaults(func=cmd_recall)
