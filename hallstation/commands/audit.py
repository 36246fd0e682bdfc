"""``hallstation audit verify``: check the whole event log — every row's hash, its link to the row
before it and its seal under the installation's key; the high-water mark; and the anchors printed
on the day's papers (``--anchor SEQ:HEAD``, repeatable). Opens the log read-only: it works on a
backup on read-only media and writes nothing beside it."""

from __future__ import annotations

import sys
from typing import Any

from hallstation.commands import CommandError
from hallstation.commands._common import db_path
from hallstation.i18n import translate


def cmd_verify(args: Any) -> int:
    from hallstation.store.eventlog import parse_anchor

    from hallstation.store.location import configured_store, open_hall

    path = db_path(args.data_dir)
    url = configured_store(path.parent, getattr(args, "store", None))
    anchors = [parse_anchor(a) for a in (args.anchor or [])]
    given = getattr(args, "public_key", None)
    expected = ""
    if given is not None:
        from hallstation.store.signing import normal_fingerprint

        expected = normal_fingerprint(given)
        if not expected:
            raise CommandError(translate("Cli", "The hall's public key is its fingerprint as printed on the day's records (32 hex digits) or the whole key (64); not '{text}'").format(text=given))
        if not url:
            raise CommandError(translate("Cli", "--public-key checks the hall's server (--store): a folder's log is checked under its own key"))
    fingerprint = ""
    if url:  # a networked hall: the server's log, read only; the seals under this terminal's key
        # nothing written in the folder (no witness mark, no modes changed: check_folder=False)
        store = open_hall(path.parent, url, read_only=True, witness=False, check_folder=False)
        store.expected_fingerprint = expected  # the inspector's: every signature under that key
    else:
        if not path.exists():
            raise CommandError(translate("Cli", "no station data in {path} (nothing has been recorded there)").format(path=path.parent))
        store = open_hall(path.parent, False, read_only=True, check_folder=False)  # the folder's own file
    try:
        result = store.verify(anchors)
        keyed = store.key is not None
        fingerprint = getattr(store, "fingerprint", "")
        signed = bool(expected) and getattr(store, "signing", None) is not None
    finally:
        store.close()
    if not result.ok:
        why = result.why(translate)
        if result.first_bad is None:
            print(translate("Cli", "audit: FAILED: {reason}").format(reason=why), file=sys.stderr)
        else:
            print(translate("Cli", "audit: FAILED at row {row}: {reason}").format(row=result.first_bad, reason=why), file=sys.stderr)
        return 1
    print(translate("Cli", "audit: OK, {rows} events, chain intact").format(rows=result.rows)
          + (translate("Cli", ", seals valid") if keyed and result.sealed else "")
          + (translate("Cli", ", %n printed anchor(s) match", len(anchors)) if anchors else ""))
    print(translate("Cli", "head: {anchor}").format(anchor=result.anchor))
    if fingerprint:  # the hall's public key, as printed on the day's opening and closing records
        print(translate("Cli", "the hall's public key: {fingerprint}").format(fingerprint=fingerprint))
    if signed and not keyed:  # an inspector with the printed fingerprint: every signature checked under it
        print(translate("Cli", "audit: every signature checked under the hall's public key given ({fingerprint})").format(fingerprint=fingerprint))
        return 0
    if not keyed:  # not a pass: the reason is the last line said (exit 1)
        print(translate("Cli", "audit: not complete: the hall's key (secret.key) is not in {folder}, so the links and hashes were checked but the seals could not be").format(folder=path.parent))
        return 1
    return 0


def register(sub, add_data_dir) -> None:
    audit = sub.add_parser("audit", help="check the event log")
    asub = audit.add_subparsers(dest="audit_command", metavar="ACTION", required=True)
    p = asub.add_parser("verify", help="check the whole chain, its seals and its high-water mark; exit 0 only when intact")
    add_data_dir(p)
    p.add_argument(
        "--anchor",
        action="append",
        metavar="SEQ:HEAD",
        help="the log's length and head as printed on a paper record (repeatable): the log must agree with it",
    )
    p.add_argument(
        "--public-key",
        metavar="FINGERPRINT",
        help="the hall's public key's fingerprint as printed on the day's records: the server's log is checked "
        "under it (every row's signature), with no hall key",
    )
    p.set_defaults(func=cmd_verify)
