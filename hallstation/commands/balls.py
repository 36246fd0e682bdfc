"""``hallstation balls stats``: the blower monitor (issue 14 §2) — over a span of games, for the
blower and the electronic drawer apart, how often each ball came out against how often it should
have, the χ² test (Cochran's Q, for draws without replacement) with its p-value, and the balls
furthest from expectation. Opens the log read-only, like ``recall`` and ``audit verify``: it works
on a backup on read-only media and writes nothing."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from hallstation.commands import CommandError
from hallstation.commands._common import open_station
from hallstation.core.errors import RuleError
from hallstation.i18n import message, translate


def date_argument(text: str):
    """``--from`` / ``--to``: a date written YYYY-MM-DD (a bad one: argparse's one line, exit 2)."""
    from hallstation.services.ball_stats import parse_date

    try:
        return parse_date(text)
    except RuleError as exc:
        raise argparse.ArgumentTypeError(message(exc)) from None


def cmd_stats(args: Any) -> int:
    from hallstation.services.ball_stats import span_stats, stats_json, stats_text

    start, end = args.date_from, args.date_to
    if start is not None and end is not None and start > end:
        raise CommandError(
            translate("BallStats", "--from {start} is after --to {end}: the span would hold no game").format(
                start=start.isoformat(), end=end.isoformat()
            )
        )
    # read-only: a backup on read-only media, or the hall's server (--store), and nothing written
    station = open_station(args.data_dir, must_exist=True, read_only=True, store=getattr(args, "store", None))
    try:
        try:
            stats = span_stats(station, args.source, start, end)
        except RuleError as exc:
            raise CommandError(message(exc)) from None
        word = station.settings.get("hall_word", "BINGO")
        attention = station.attention_text()
    finally:
        station.close()
    if attention:  # the figures stop where the log's check failed
        print(translate("BallStats", "balls: the log needs attention, the figures stop before the row it names: {why}").format(why=attention), file=sys.stderr)
    if args.json:
        if args.source is not None:
            data: dict[str, Any] = stats_json(stats[args.source], word, start, end)
        else:
            data = {s: stats_json(st, word, start, end) for s, st in stats.items()}
        json.dump(data, sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(stats_text(stats, word, start, end))
    return 0


def register(sub, add_data_dir) -> None:
    balls = sub.add_parser("balls", help="the blower monitor: is the blower (or the electronic drawer) fair?")
    bsub = balls.add_subparsers(dest="balls_command", metavar="ACTION", required=True)
    p = bsub.add_parser(
        "stats",
        help="how often each ball came out against how often it should have, the χ² test and its p-value (read-only)",
    )
    add_data_dir(p)
    p.add_argument(
        "--source",
        choices=("manual", "electronic"),
        help="manual (the blower, balls typed in) or electronic (the drawer); default: both, apart",
    )
    p.add_argument("--from", dest="date_from", type=date_argument, metavar="DATE", help="first date of the span, YYYY-MM-DD (its day's date)")
    p.add_argument("--to", dest="date_to", type=date_argument, metavar="DATE", help="last date of the span, YYYY-MM-DD (included)")
    p.add_argument("--json", action="store_true", help="print JSON (with --source: one object; without: one per source)")
    p.set_defaults(func=cmd_stats)
