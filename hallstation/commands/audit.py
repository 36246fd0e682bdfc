"""``hallstation audit verify``: check the whole hash chain of the event log."""

from __future__ import annotations

from hallstation.i18n import translate

import sys
from typing import Any

from hallstation.commands._common import db_path
from hallstation.commands import CommandError


def cmd_verify(args: Any) -> int:
    from hallstation.store.eventlog import EventStore

    path = db_path(args.data_dir)
    if not path.exists():
        raise CommandError(translate("Cli", "no station data in {path} (nothing has been recorded there)").format(path=path.parent))
    store = EventStore(path)
    try:
        result = store.verify()
    finally:
        store.close()
    if not result.ok:
        print(translate("Cli", "audit: FAILED at row {row}: {reason}").format(row=result.first_bad, reason=translate("Cli", result.reason)), file=sys.stderr)
        return 1
    print(translate("Cli", "audit: OK, {rows} events, chain intact").format(rows=result.rows))
    return 0


def register(sub, add_data_dir) -> None:
    audit = sub.add_parser("audit", help="check the event log")
    asub = audit.add_subparsers(dest="audit_command", metavar="ACTION", required=True)
    p = asub.add_parser("verify", help="check the whole hash chain; exit 0 only when intact")
    add_data_dir(p)
    p.set_defaults(func=cmd_verify)
