"""``hallstation store copy --from DIR --to postgresql://…`` (and back): a one-PC hall's log, with
its key, into the hall's PostgreSQL server when the hall grows onto the network; or the server's log
into a folder, for an archive. Both sides are verified; a destination that holds a log is refused.
The hall's key stays with the terminals (``--data-dir``: this terminal's folder), never on the
server. Refusals and faults: one line, exit 2."""

from __future__ import annotations

from typing import Any

from hallstation.commands import CommandError
from hallstation.i18n import translate
from hallstation.paths import data_dir_from


def cmd_copy(args: Any) -> int:
    from pathlib import Path

    from hallstation.store.copy import pg_to_sqlite, sqlite_to_pg
    from hallstation.store.pgstore import is_url, redact

    src, dst = args.source, args.target
    terminal = data_dir_from(getattr(args, "data_dir", None))
    if is_url(src) == is_url(dst):
        raise CommandError(translate("Cli", "store copy goes from a folder to a postgresql:// server, or from a server to a folder"))
    if is_url(dst):
        folder = Path(src).expanduser()
        result = sqlite_to_pg(folder, dst, folder if not getattr(args, "data_dir", None) else terminal)
        where = redact(dst)
    else:
        result = pg_to_sqlite(src, terminal, Path(dst).expanduser())
        where = dst
    print(translate("Cli", "store copy: OK, {rows} events copied to {dest}, checked on both sides").format(rows=result.rows, dest=where))
    print(translate("Cli", "head: {anchor}").format(anchor=result.anchor))
    return 0


def register(sub, add_data_dir) -> None:
    store = sub.add_parser("store", help="the hall's log between a PC's folder and the hall's PostgreSQL server")
    ssub = store.add_subparsers(dest="store_command", metavar="ACTION", required=True)
    p = ssub.add_parser(
        "copy",
        help="copy the whole log (verified on both sides) from a folder to an empty postgresql:// database, or back into a new folder",
    )
    p.add_argument("--from", dest="source", required=True, metavar="FROM", help="a hall's folder, or postgresql://user:password@server/database")
    p.add_argument("--to", dest="target", required=True, metavar="TO", help="an empty postgresql:// database, or a new folder for the archive")
    add_data_dir(p)
    p.set_defaults(func=cmd_copy)
