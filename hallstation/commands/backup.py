"""``hallstation backup DEST`` and ``hallstation restore SRC DATA_DIR`` (issue 10 §4).

``backup`` writes a consistent copy of the hall (the database by SQLite's online backup, the
installation key, the high-water mark and a manifest with the head) into the folder DEST, checks
the copy, and prints the head to write down. A log that fails its own check is backed up all the
same (the evidence) and the command exits 1 saying so. ``restore`` checks a backup before it
installs anything, and only into a folder that holds no hall. Refusals and faults: one line, exit 2.
"""

from __future__ import annotations

import sys
from typing import Any

from hallstation.i18n import translate
from hallstation.paths import data_dir_from


def cmd_backup(args: Any) -> int:
    from hallstation.services.backup import backup

    manifest = backup(data_dir_from(args.data_dir), data_dir_from(args.dest), store=getattr(args, "store", None))
    if not manifest["verified"]:
        print(
            translate("Cli", "backup: written to {dest}, but the hall's log FAILED its check: {finding}").format(
                dest=args.dest, finding=manifest["finding"]
            ),
            file=sys.stderr,
        )
        print(translate("Cli", "head: {anchor}").format(anchor=manifest["anchor"]))
        return 1
    print(translate("Cli", "backup: OK, {rows} events written to {dest} and checked").format(rows=manifest["rows"], dest=args.dest))
    print(translate("Cli", "head: {anchor}").format(anchor=manifest["anchor"]))
    return 0


def cmd_restore(args: Any) -> int:
    from hallstation.services.backup import restore

    manifest = restore(data_dir_from(args.src), data_dir_from(args.target))
    print(
        translate("Cli", "restore: OK, {rows} events restored into {dir} (backup of {created})").format(
            rows=manifest["rows"], dir=args.target, created=manifest.get("created", "")
        )
    )
    print(translate("Cli", "head: {anchor}").format(anchor=manifest["anchor"]))
    if manifest.get("witness_seen") is not None:
        print(translate("Cli", "note: this PC had seen the hall's log in {dir} up to row {seen}; the backup ends at row {rows}").format(
            dir=args.target, seen=manifest["witness_seen"], rows=manifest["rows"]))
    return 0


def register(sub, add_data_dir) -> None:
    p = sub.add_parser(
        "backup",
        help="copy the hall (database, key, high-water mark and a manifest) into a new folder DEST, and check the copy",
    )
    p.add_argument("dest", metavar="DEST", help="the folder to write the backup into (made when missing; never overwritten)")
    add_data_dir(p)
    p.set_defaults(func=cmd_backup)

    p = sub.add_parser("restore", help="check a backup, then install it into DATA_DIR (which must not hold a hall)")
    p.add_argument("src", metavar="SRC", help="the backup's folder")
    p.add_argument("target", metavar="DATA_DIR", help="the data folder to restore into (new or empty)")
    p.set_defaults(func=cmd_restore)
