"""``hallstation people add NAME --role ROLE …``: the hall's people from the command line — on a new
hall's folder the first one is its administrator (a new hall's first start, as the station's
first-start dialog does it: the PIN typed twice, the one-time recovery code shown once); then the
administrator (``--user``) adds everyone else.

``hallstation people recover NAME``: a locked-out administrator's way back, with the one-time
recovery code they received when they were created.

It works on the station's own machine only: the data folder (``--data-dir``) is a local folder
(every store is one today). The code and the new PIN are asked on the terminal without echo, or
read from ``$HALLSTATION_RECOVERY_CODE`` and ``$HALLSTATION_NEW_PIN`` (scripts, tests). Errors
are one line on stderr and exit status 2, nothing written — except a wrong code, which is counted
(three in a row stop recovery for that person for 15 minutes).
"""

from __future__ import annotations

import os
from typing import Any

from hallstation.commands import CommandError
from hallstation.commands._common import open_station
from hallstation.core.errors import RuleError
from hallstation.i18n import translate


def _ask(prompt: str, missing: str) -> str:
    """Typed on the terminal without echo; without a terminal (a script) it is ``missing``."""
    import getpass
    import sys

    if not sys.stdin.isatty():
        raise CommandError(missing)
    try:
        return getpass.getpass(prompt)
    except EOFError:  # (Ctrl+C: the command line's own handler, exit 130)
        sys.stderr.write("\n")
        raise CommandError(missing) from None


def _recovery_code(name: str) -> str:
    code = os.environ.get("HALLSTATION_RECOVERY_CODE")
    if code is None:
        code = _ask(translate("Cli", "Recovery code for {name}: ").format(name=name), translate("Cli", "no recovery code given (type it on the terminal or set $HALLSTATION_RECOVERY_CODE)"))
    return code


def _new_pin(name: str) -> str:
    """The new PIN, from $HALLSTATION_NEW_PIN or typed twice (the format is checked first)."""
    from hallstation.services.users import check_pin_format

    pin = os.environ.get("HALLSTATION_NEW_PIN")
    if pin is not None:
        return check_pin_format(pin)
    missing = translate("Cli", "no new PIN given (type it on the terminal or set $HALLSTATION_NEW_PIN)")
    pin = check_pin_format(_ask(translate("Cli", "New PIN for {name} (4 to 12 digits): ").format(name=name), missing))
    if _ask(translate("Cli", "The new PIN again: "), missing) != pin:
        raise CommandError(translate("Cli", "the two PINs are different: nothing was changed"))
    return pin


def cmd_recover(args: Any) -> int:
    from hallstation.i18n import message
    from hallstation.services.users import check_recoverable

    station = open_station(args.data_dir, must_exist=True, store=getattr(args, "store", None))
    try:
        name = args.name
        # refuse at once what no code can fix (unknown person, no code, recovery stopped)
        check_recoverable(station.state.users.get(name), name, station.store.clock())
        code = _recovery_code(name)
        pin = _new_pin(name)
        fresh = station.recover(name, code, pin)
    except RuleError as exc:
        raise CommandError(message(exc)) from None
    finally:
        station.close()
    print(translate("Cli", "{name} is unlocked and has the new PIN; the old recovery code no longer works.").format(name=name))
    print(translate("Cli", "New recovery code (shown only now: write it down and keep it in a safe place):"))
    print(f"    {fresh}")
    return 0


def cmd_add(args: Any) -> int:
    from hallstation.commands._common import sign_in
    from hallstation.i18n import message
    from hallstation.paths import data_dir_from
    from hallstation.services.first_start import NEW, first_start

    roles = sorted(set(args.role or []))
    name = (args.name or "").strip()
    new_hall = first_start(data_dir_from(args.data_dir), getattr(args, "store", None)) == NEW
    if new_hall and "admin" not in roles:  # refused before anything is made
        raise CommandError(translate("Cli", "{folder} holds no hall yet: its first person is its administrator (--role admin)").format(
            folder=data_dir_from(args.data_dir)))
    pin = _new_pin(name)
    station = open_station(args.data_dir, store=getattr(args, "store", None))
    try:
        session = sign_in(station, getattr(args, "user", None))
        code = station.create_user(name, roles, pin, full_name=args.full_name or "", session=session,
                                   actor="first start" if session is None else "")
    except RuleError as exc:
        raise CommandError(message(exc)) from None
    finally:
        station.close()
    from hallstation.services.users import ROLE_NAMES

    shown = ", ".join(translate("Role", ROLE_NAMES.get(r, r)) for r in roles)
    print(translate("Cli", "{name} added ({roles}).").format(name=name, roles=shown))
    if code:
        print(translate("Cli", "{name} is the hall's first administrator. One-time recovery code (shown only now: write it down "
                        "and keep it in the hall's safe; it unlocks {name} with hallstation people recover):").format(name=name))
        print(f"    {code}")
    return 0


def register(sub, add_data_dir) -> None:
    from hallstation.services.users import ROLES

    people = sub.add_parser("people", help="the hall's people")
    psub = people.add_subparsers(dest="people_command", metavar="ACTION", required=True)
    a = psub.add_parser(
        "add",
        help="add a person with their roles and PIN (typed twice, or $HALLSTATION_NEW_PIN); on a new hall's folder "
        "the first is its administrator and gets the one-time recovery code; then an administrator adds the rest (--user)",
    )
    a.add_argument("name", metavar="NAME", help="the person's name, to sign in")
    a.add_argument("--role", action="append", choices=ROLES, required=True, help="a role (repeatable)")
    a.add_argument("--full-name", metavar="TEXT", help="the person's full name (default: the name)")
    a.add_argument(
        "--user", metavar="NAME",
        help="who does it, once the hall has an administrator (the PIN is read from $HALLSTATION_PIN or asked)",
    )
    add_data_dir(a)
    a.set_defaults(func=cmd_add)
    p = psub.add_parser(
        "recover",
        help="unlock a locked-out administrator with their recovery code and set a new PIN "
        "(on the station's own machine; code and PIN asked, or $HALLSTATION_RECOVERY_CODE / $HALLSTATION_NEW_PIN)",
    )
    p.add_argument("name", metavar="NAME", help="who is recovered (the administrator's name)")
    add_data_dir(p)
    p.set_defaults(func=cmd_recover)
