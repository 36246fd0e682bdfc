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
    # the hall's formats, as the planner's: "5,22 %", "$ 100.000", "0,0123" (never "5.2200%" or cents)
    from hallstation.core.money import format_money as money
    from hallstation.services.planner import decimal

    def pct(x: float, digits: int = 2) -> str:
        return decimal(100 * x, digits) + " %"

    yes_no = translate("Cli", "yes") if data["ace_low_straight"] else translate("Cli", "no")
    lines = [
        translate("Cli", "rounds: {rounds}  strategy: {strategy}  A-2-3-4-5 is a straight: {ace_low}  seed: {seed}").format(
            rounds=data["rounds"], strategy=translate("Cli", STRATEGIES[data["strategy"]]), ace_low=yes_no, seed=seed),
        translate("Cli", "house edge on the ANTE: {edge} (± {error})").format(
            edge=pct(data["house_edge_ante"]), error=pct(data["house_edge_std_error"])),
        translate("Cli", "call rate: {rate}").format(rate=pct(data["call_rate"])),
    ]
    lines += [f"  {outcome_name(name)}: {pct(freq, 4)}" for name, freq in data["frequencies"].items()]
    exact = jp["return_per_bet_exact"]
    if exact is None:
        lines.append(translate("Cli", "jackpot bet value is 0: no jackpot return"))
    else:
        lines += [
            translate("Cli", "jackpot return per bet, the meter following Art. 17 from {meter}: {value} simulated").format(
                meter=money(jp["meter_cents"]), value=decimal(jp["return_per_bet"], 4)),
            "  " + translate("Cli", "meter: fed {fed}, paid {paid}, casino seed {seed}, now {now}; "
                             "house paid {fixed} fixed prizes + {beyond} beyond the meter").format(
                fed=money(jp["meter_fed_cents"]), paid=money(jp["paid_from_meter_cents"]), seed=money(jp["reseed_cents"]),
                now=money(jp["meter_end_cents"]), fixed=money(jp["house_prizes_cents"]), beyond=money(jp["shortfall_cents"])),
            translate("Cli", "jackpot return per bet at a meter held at {meter}: {value} simulated, {exact} exact").format(
                meter=money(jp["meter_cents"]), value=decimal(jp["return_per_bet_fixed_meter"], 4), exact=decimal(exact, 4)),
        ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def register_console(sub: Any, add_data_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    con = sub.add_parser("console", help="open the dealer console and the jackpot sign of a table")
    add_data_dir(con)
    con.add_argument("--table", type=whole, default=1, metavar="N", help="table number (default 1)")
    con.add_argument("--lang", default=None, help="language of the console (es, en); default: the hall's setting (es)")
    con.set_defaults(func=lambda args: run_console(args))


def open_console(data_dir: Any, table: int = 1, lang: str | None = None, store: str | None = None, demo: bool = False) -> Any:
    """Build the station, the table, the bridge, the console and the sign window (not shown).

    With ``demo`` (``hallstation --demo poker console``) an empty data folder gets the demo day
    first (its people include the dealer ``crupier`` and the ``supervisor``); without, a folder
    that holds no hall yet is refused (a new hall starts at the caller station). With ``store`` (or
    $HALLSTATION_STORE, the folder's hall-server.conf) the table is a terminal of the hall's server:
    its folder must hold the hall's key, and the hall's log must have been started by the caller."""
    from hallstation.gui.qapp import ensure_qapp
    from hallstation.gui.poker.bridge import PokerBridge
    from hallstation.gui.poker.console import PokerConsole
    from hallstation.gui.poker.sign import JackpotSignWindow
    from hallstation.paths import data_dir_from
    from hallstation.services.demo import create_demo_day, is_empty, tell_recovery_code
    from hallstation.services.poker import PokerTable
    from hallstation.services.station import Station

    if isinstance(table, bool) or not isinstance(table, int) or table < 1:
        raise CommandError(translate("Cli", "--table must be 1 or more, not {n}").format(n=table))
    from hallstation.store.eventlog import StoreError
    from hallstation.store.location import where

    path = data_dir_from(data_dir)
    # the folder (a file, unreadable, unwritable: one line, exit 2) and where the hall lives; a
    # table of a networked hall needs the hall's key first, nothing made (store/location.py)
    url = where(path, store, write=True, writer=True)
    from hallstation.services.first_start import NEW, first_start

    if first_start(path, url, demo=demo) == NEW:  # nothing opened, nothing made
        raise StoreError(
            "{folder} holds no hall yet: a new hall starts at the caller station (hallstation, its first start); "
            "to try the console with the demo: hallstation --demo poker console",
            folder=str(path),
        )
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


def run_console(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.poker.sign import sign_screen

    station, bridge, console, sign = open_console(args.data_dir, args.table, getattr(args, "lang", None), getattr(args, "store", None),
                                                  demo=bool(getattr(args, "demo", False)))
    app = QApplication.instance()
    console.show()
    sign.show_on(sign_screen(app.screens(), console.screen()))
    console.raise_()
    from hallstation.gui.terminal_stop import TerminalStop

    # Ctrl+C, SIGTERM: the table's terminal ends — from the start, the dealer's sign-in included
    # (a PIN left unanswered records nothing)
    stop = TerminalStop(lambda: (sign.close(), console.close(), app.quit()))
    code = 0
    if console.sign_in() and not stop.stopped:
        code = app.exec()
    elif not stop.stopped:
        code = 1  # the sign-in was cancelled
    stop.uninstall()
    sign.close()
    console.close()
    bridge.detach()
    station.close()
    return code
