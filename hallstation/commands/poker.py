"""``hallstation poker …``: headless Caribbean poker tools (errors in the station's language).

- ``poker rank [--ace-low]``: hands on stdin, one per line (``AS KD 10H 9C 2S``); prints for each
  its class and integer ordering key (higher wins, equal keys tie). Blank lines are skipped. When
  any line is bad, every bad line is reported on stderr with its line number, nothing is printed on
  stdout, and the exit status is 2.
- ``poker simulate --hands N --strategy pair-or-better|ak-or-better [--ace-low] [--seed S]
  [--meter CENTS] [--ante CENTS] [--json]``: one player against the dealer, N rounds, with the
  jackpot bet every round; the meter starts at ``--meter`` and follows Art. 17 (a royal takes it and
  it restarts at its seed, a straight flush takes 10 %, the fixed prizes are the house's).
- ``poker console [--data-dir DIR] [--table N] [--store URL]``: the dealer console and the jackpot
  sign (on a second screen when there is one) of table N on the station's data folder, or on the
  hall's PostgreSQL server (``--store``: a poker table's terminal; its folder holds the hall's key);
  an empty folder gets the demo day (dealer ``crupier`` PIN 6666, ``supervisor`` PIN 7777).
"""

from __future__ import annotations

from hallstation.i18n import translate

import argparse
import json
import secrets
import sys
from collections.abc import Callable
from typing import Any

from hallstation.commands import CommandError
from hallstation.commands._common import whole
from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.core.poker.names import HAND_NAMES
from hallstation.i18n import message  # noqa: E402


def register(subparsers: Any, add_data_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    poker = subparsers.add_parser("poker", help="Caribbean poker: rank hands, simulate rounds")
    add_data_dir(poker)
    sub = poker.add_subparsers(dest="poker_command", metavar="POKER_COMMAND")
    sub.required = True

    rank_p = sub.add_parser("rank", help="rank hands read from stdin, one per line")
    add_data_dir(rank_p)
    rank_p.add_argument(
        "--ace-low", action="store_true", help="A-2-3-4-5 is a straight (setting ace_low_straight)"
    )
    rank_p.set_defaults(func=lambda args: run_rank(args))

    sim = sub.add_parser("simulate", help="play N rounds, one player against the dealer")
    add_data_dir(sim)
    sim.add_argument("--hands", type=whole, required=True, metavar="N", help="rounds to play")
    sim.add_argument(
        "--strategy", required=True, choices=("pair-or-better", "ak-or-better"),
        help="when the player calls",
    )
    sim.add_argument("--ace-low", action="store_true", help="A-2-3-4-5 is a straight")
    sim.add_argument("--seed", type=whole, default=None, help="random seed (default: from secrets)")
    sim.add_argument("--meter", type=whole, default=None, metavar="CENTS",
                     help="jackpot meter at the start, in cents (default: the meter seed setting)")
    sim.add_argument("--ante", type=whole, default=None, metavar="CENTS",
                     help="ANTE in cents (default: the minimum ANTE setting)")
    sim.add_argument("--json", action="store_true", help="print JSON")
    sim.set_defaults(func=lambda args: run_simulate(args))

    register_console(sub, add_data_dir)


def rank_lines(lines: list[str], ace_low: bool) -> tuple[list[str], list[str]]:
    """``(outputs, errors)`` for the given input lines; outputs only for good, non-blank lines."""
    from hallstation.core.poker.evaluator import class_of, rank

    out: list[str] = []
    errors: list[str] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            key = rank(line, ace_low=ace_low)
        except RuleError as exc:
            errors.append(translate("Cli", "line {line}: {reason}").format(line=number, reason=message(exc)))
            continue
        label = class_of(key).label
        out.append(f"{label} {key} {translate('PokerNames', HANDS[label])}")
    return out, errors


# the classes by name in the station's language (the first word of a ``rank`` line stays the
# class's fixed label, for scripts; the name follows the key)
HANDS = HAND_NAMES
OUTCOMES = {
    "fold": QT_TRANSLATE_NOOP("PokerNames", "Folded"),
    "dealer_not_qualified": QT_TRANSLATE_NOOP("PokerNames", "Dealer does not qualify"),
    "dealer_wins": QT_TRANSLATE_NOOP("PokerNames", "Dealer wins"),
    "push": QT_TRANSLATE_NOOP("PokerNames", "Push"),
}
STRATEGIES = {
    "pair-or-better": QT_TRANSLATE_NOOP("Cli", "call with a pair or better"),
    "ak-or-better": QT_TRANSLATE_NOOP("Cli", "call with ace-king or better"),
}


def outcome_name(key: str) -> str:
    """A simulation outcome (``fold``, ``player_wins_flush`` …) in the station's language."""
    if key.startswith("player_wins_") and key[len("player_wins_"):] in HANDS:
        hand = translate("PokerNames", HANDS[key[len("player_wins_"):]])
        return translate("Cli", "player wins with {hand}").format(hand=hand)
    return translate("PokerNames", OUTCOMES[key]) if key in OUTCOMES else key


def run_rank(args: argparse.Namespace) -> int:
    out, errors = rank_lines(sys.stdin.read().splitlines(), args.ace_low)
    if errors:
        for err in errors:
            sys.stderr.write(f"hallstation: poker rank: {err}\n")
        return 2
    if out:
        sys.stdout.write("\n".join(out) + "\n")
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    import numpy as np

    from hallstation.core.poker.settings import PokerSettings
    from hallstation.core.poker.simulation import simulate

    if args.hands < 1:
        raise CommandError(translate("Cli", "--hands must be at least 1, not {n}").format(n=args.hands))
    if args.ante is not None and args.ante < 1:
        raise CommandError(translate("Cli", "--ante must be at least 1 cent, not {n}").format(n=args.ante))
    if args.meter is not None and args.meter < 0:
        raise CommandError(translate("Cli", "--meter must be 0 cents or more, not {n}").format(n=args.meter))
    if args.seed is not None and args.seed < 0:
        raise CommandError(translate("Cli", "--seed must be 0 or more, not {n}").format(n=args.seed))
    seed = args.seed if args.seed is not None else secrets.randbits(63)
    settings = PokerSettings(ace_low_straight=args.ace_low)
    try:
        result = simulate(
            args.hands,
            args.strategy,
            np.random.default_rng(seed),
            settings,
            ante_cents=args.ante,
            meter_cents=args.meter,
        )
    except RuleError as exc:
        raise CommandError(message(exc)) from exc
    data = {"seed": seed, **result.to_dict(settings)}
    if args.json:
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return 0
    jp = data["jackpot"]
    yes_no = translate("Cli", "yes") if data["ace_low_straight"] else translate("Cli", "no")
    lines = [
        translate("Cli", "rounds: {rounds}  strategy: {strategy}  A-2-3-4-5 is a straight: {ace_low}  seed: {seed}").format(
            rounds=data["rounds"], strategy=translate("Cli", STRATEGIES[data["strategy"]]), ace_low=yes_no, seed=seed),
        translate("Cli", "house edge on the ANTE: {edge} (± {error})").format(
            edge=f"{data['house_edge_ante']:.4%}", error=f"{data['house_edge_std_error']:.4%}"),
        translate("Cli", "call rate: {rate}").format(rate=f"{data['call_rate']:.4%}"),
    ]
    lines += [f"  {outcome_name(name)}: {freq:.6f}" for name, freq in data["frequencies"].items()]
    exact = jp["return_per_bet_exact"]
    if exact is None:
        lines.append(translate("Cli", "jackpot bet value is 0: no jackpot return"))
    else:
        lines += [
            translate("Cli", "jackpot return per bet, the meter following Art. 17 from {meter} cents: {value} simulated").format(
                meter=jp["meter_cents"], value=f"{jp['return_per_bet']:.4f}"),
            "  " + translate("Cli", "meter: fed {fed}, paid {paid}, casino seed {seed}, now {now} cents; "
                             "house paid {fixed} fixed prizes + {beyond} beyond the meter").format(
                fed=jp["meter_fed_cents"], paid=jp["paid_from_meter_cents"], seed=jp["reseed_cents"],
                now=jp["meter_end_cents"], fixed=jp["house_prizes_cents"], beyond=jp["shortfall_cents"]),
            translate("Cli", "jackpot return per bet at a meter held at {meter} cents: {value} simulated, {exact} exact").format(
                meter=jp["meter_cents"], value=f"{jp['return_per_bet_fixed_meter']:.4f}", exact=f"{exact:.4f}"),
        ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def register_console(sub: Any, add_data_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    con = sub.add_parser("console", help="open the dealer console and the jackpot sign of a table")
    add_data_dir(con)
    con.add_argument("--table", type=whole, default=1, metavar="N", help="table number (default 1)")
    con.add_argument("--lang", default=None, help="language of the console (es, en); default: the hall's setting (es)")
    con.set_defaults(func=lambda args: run_console(args))


def open_console(data_dir: Any, table: int = 1, lang: str | None = None, store: str | None = None) -> Any:
    """Build the station, the table, the bridge, the console and the sign window (not shown).

    On an empty data folder the demo day is created first (its people include the dealer
    ``crupier`` and the ``supervisor``), so the README's demo works. With ``store`` (or
    $HALLSTATION_STORE, the folder's hall-server.conf) the table is a terminal of the hall's server:
    its folder must hold the hall's key, and the hall's log must have been started by the caller."""
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.poker.bridge import PokerBridge
    from hallstation.gui.poker.console import PokerConsole
    from hallstation.gui.poker.sign import JackpotSignWindow
    from hallstation.paths import data_dir_from
    from hallstation.services.demo import create_demo_day, is_empty, tell_recovery_code
    from hallstation.services.poker import PokerTable
    from hallstation.services.station import Station

    if isinstance(table, bool) or not isinstance(table, int) or table < 1:
        raise CommandError(translate("Cli", "--table must be 1 or more, not {n}").format(n=table))
    from hallstation.services.data_folder import check_data_dir

    from hallstation.gui.terminals import writer_folder
    from hallstation.store.eventlog import StoreError
    from hallstation.store.location import configured_store

    path = check_data_dir(data_dir_from(data_dir))  # a file, unreadable, unwritable: one line, exit 2
    url = configured_store(path, store)
    writer_folder(path, url)  # a table of a networked hall: the hall's key first, nothing made
    ensure_qapp(lang)
    station = Station(path, store=url)
    if is_empty(station):
        if station.store.networked:
            station.close()
            raise StoreError("The hall's log on {server} is empty: copy the hall onto it with store copy first", server=station.store.location)
        tell_recovery_code(create_demo_day(station))
    poker_table = PokerTable(station, table)
    bridge = PokerBridge(poker_table)
    console = PokerConsole(bridge)
    sign = JackpotSignWindow(bridge)
    return station, bridge, console, sign


def open_console_on(station: Any, table: int = 1, displays: Any = None) -> Any:
    """The dealer console on a station already open (the caller window's Hall menu); the dealer
    signs in. With ``displays`` (the bingo's DisplayManager) the jackpot sign shares the public
    displays; without, it gets a screen of its own (or a window)."""
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.poker.bridge import PokerBridge
    from hallstation.gui.poker.console import PokerConsole
    from hallstation.gui.poker.sign import JackpotSignWindow, sign_screen
    from hallstation.services.poker import PokerTable

    bridge = PokerBridge(PokerTable(station, table))
    console = PokerConsole(bridge)
    console.show()
    if displays is not None:
        displays.share_jackpot(bridge)
        console.destroyed.connect(lambda *_: displays.share_jackpot(None))
    else:
        sign = JackpotSignWindow(bridge)
        console.sign_window = sign  # kept alive with the console
        sign.show_on(sign_screen(QApplication.instance().screens(), console.screen()))
    console.raise_()
    console.sign_in()
    return console


def run_console(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.poker.sign import sign_screen

    station, bridge, console, sign = open_console(args.data_dir, args.table, getattr(args, "lang", None), getattr(args, "store", None))
    app = QApplication.instance()
    console.show()
    sign.show_on(sign_screen(app.screens(), console.screen()))
    console.raise_()
    from hallstation.gui.terminals import TerminalStop

    stopped: list[bool] = []
    # Ctrl+C, SIGTERM: the table's terminal ends — also while the dealer's PIN is asked (the stop
    # is in place before the sign-in: a signal then closes the dialog, unanswered, and ends cleanly)
    stop = TerminalStop(lambda: (stopped.append(True), sign.close(), console.close(), app.quit()))
    if not console.sign_in():
        stop.uninstall()
        sign.close()
        console.close()
        bridge.detach()
        station.close()
        return 0 if stopped else 1
    if stopped:
        code = 0
    else:
        code = app.exec()
    stop.uninstall()
    bridge.detach()
    station.close()
    return code
