"""``hallstation plan``: the game manager's planner on the command line (issue 14 §1).

    hallstation plan --cards N --price CENTS --limit L [--series K] [--draws D] [--seed S] [--json]

The odds of the major prize within the limit, the games until it is won and the pot then, the ball
count at which each prize is won (10 %, 50 %, 90 %) and the house's cost of the Art. 8 bonuses per
game, under the hall's own shapes, bonus tables, rounding and pot (the data folder is only read; a
folder with no station yet plans with the default settings and an empty pot). ``--series K`` plays
the real cards of series K (its sold cards once its game has sold some); without it a new random
series of N cards is made from the seed and not kept. Every Monte Carlo figure has its standard
error. Wrong arguments: one line, exit status 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from hallstation.commands._common import open_station, positive, whole
from hallstation.commands.bingo import guarded
from hallstation.i18n import translate


def _hall(data_dir: str | None, store: str | None = None) -> Any:
    """The hall's station, read-only (its folder's file, or the hall's server), or None when the
    folder holds no station yet."""
    from hallstation.paths import data_dir_from
    from hallstation.store.data_folder import check_data_dir
    from hallstation.store.eventlog import DB_NAME
    from hallstation.store.location import configured_store

    path = check_data_dir(data_dir_from(data_dir), write=False)
    url = configured_store(path, store)
    if url is None and not (path / DB_NAME).exists():
        return None
    return open_station(str(path), must_exist=True, read_only=True, store=url)


@guarded
def cmd_plan(args: Any) -> int:
    from hallstation.services.planner import DEFAULT_DRAWS, check_request, make_plan, plan_text

    if args.draws is None:
        args.draws = DEFAULT_DRAWS

    # the numbers first: a wrong one is refused before the hall is opened or anything simulated
    check_request(args.cards, args.price, args.limit, args.draws)
    station = _hall(args.data_dir, getattr(args, "store", None))
    try:
        if args.series is not None and station is None:
            from hallstation.commands import CommandError
            from hallstation.paths import data_dir_from

            raise CommandError(
                translate("Cli", "no station data in {path} (nothing has been recorded there)").format(path=data_dir_from(args.data_dir))
            )
        run = make_plan(station, args.cards, args.price, args.limit, series=args.series, draws=args.draws, seed=args.seed)
    finally:
        if station is not None:
            station.close()
    record = run.record()
    if args.json:
        json.dump(record, sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(plan_text(record))
    return 0


def register(sub, add_data_dir) -> None:
    # (the planner, and numpy with it, is imported by the command, not by every command line's parser)
    p = sub.add_parser(
        "plan",
        help="the planner: the odds and the cost of a major prize limit and the bonuses, by simulation over real cards",
    )
    add_data_dir(p)
    p.add_argument("--cards", type=positive, required=True, help="cards sold in the game (1–3000)")
    p.add_argument("--price", type=positive, required=True, help="card price in cents")
    p.add_argument("--limit", type=whole, required=True, help="major prize ball limit, 50–60 (Art. 13)")
    p.add_argument("--series", type=positive, metavar="K", help="play the cards of series K (default: a new random series, not kept)")
    p.add_argument("--draws", type=positive, default=None, help="how many draws to simulate (default 10000)")
    p.add_argument("--seed", type=whole, help="reproducible series and draws from this seed")
    p.add_argument("--json", action="store_true", help="print the plan as JSON")
    p.set_defaults(func=cmd_plan)
