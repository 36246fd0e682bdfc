"""Shared helpers of the headless sub-commands."""

from __future__ import annotations

from hallstation.i18n import translate

from pathlib import Path

from hallstation.commands import CommandError
from hallstation.paths import data_dir_from
from hallstation.store.eventlog import DB_NAME


def open_station(data_dir: str | None, must_exist: bool = False, store: str | None = None, **kw):
    """The station of ``data_dir`` — its log in the folder's SQLite file, or on the hall's server
    (``store``: a command's ``--store``; else $HALLSTATION_STORE or the folder's hall-server.conf;
    ``data_dir`` is then this terminal's own folder)."""
    from hallstation.services.station import Station
    from hallstation.store.location import where

    path = data_dir_from(data_dir)
    # a folder without a log (checked for reading first: a file, an unreadable folder is one line)
    if must_exist and not (path / DB_NAME).exists() and where(path, store) is None:
        raise CommandError(translate("Cli", "no station data in {path} (nothing has been recorded there)").format(path=path))
    # the front door (store/location.open_hall, which the station calls): the folder checked (a
    # read-only opening — a backup on read-only media — only needs to read), made 0700 with its
    # files 0600 (a read-only copy is never touched), where the hall lives, its log opened
    station = Station(path, store=store, **kw)
    if must_exist and station.store.networked and len(station.store) == 0:
        server = station.store.location
        station.close()
        raise CommandError(translate("Cli", "no station data on {server} (nothing has been recorded there)").format(server=server))
    from hallstation.i18n import follow_hall

    follow_hall(station.settings.get("language", "es"))  # unless --lang or $HALLSTATION_LANG chose
    if not kw.get("read_only"):
        station.subscribe(_mark_fault_teller(station))
    return station


def _mark_fault_teller(station):
    """A command's events were saved but the log's mark could not be moved: said once, on stderr
    (the command's own output says what it saved)."""
    import sys

    from hallstation.i18n import message

    told = [None]

    def tell(_events) -> None:
        fault = station.store.mark_fault
        if fault is not None and fault is not told[0]:
            told[0] = fault
            sys.stderr.write(f"hallstation: {message(fault)}\n")

    return tell


def whole(text: str) -> int:
    """A whole number given on the command line, in the digits 0–9 (``int()`` alone would read
    Arabic-Indic ``١٢`` as 12, and ``1_000`` or `` 7 `` too)."""
    import argparse

    from hallstation.core.digits import is_ascii_digits

    if not is_ascii_digits(text.removeprefix("-")):
        if any(ch.isnumeric() and not ch.isascii() for ch in text):
            raise argparse.ArgumentTypeError(translate("Cli", "'{text}' is not a number: write it with the digits 0 to 9").format(text=text))
        raise argparse.ArgumentTypeError(translate("Cli", "'{text}' is not a whole number").format(text=text))
    return int(text)


def positive(text: str) -> int:
    import argparse

    v = whole(text)
    if v < 1:
        raise argparse.ArgumentTypeError(translate("Cli", "'{text}' must be 1 or more").format(text=text))
    return v


def db_path(data_dir: str | None) -> Path:
    return data_dir_from(data_dir) / DB_NAME


def add_user(parser) -> None:
    parser.add_argument(
        "--user",
        metavar="NAME",
        help="who does it, once the station has people (a game manager or administrator); the PIN is "
        "read from $HALLSTATION_PIN or asked",
    )


def sign_in(station, user: str | None):
    """A session for ``--user`` (PIN from $HALLSTATION_PIN or asked without echo), or None when
    the station has no administrator yet (set-up)."""
    if not station.has_admin:
        return None
    if not user:
        raise CommandError(translate("Cli", "this station has people: say who you are with --user NAME (the PIN is asked)"))
    return station.authenticate(user, ask_pin(user))


def ask_pin(user: str) -> str:
    """The PIN of ``user``: $HALLSTATION_PIN, or asked without echo."""
    import getpass
    import os

    import warnings

    pin = os.environ.get("HALLSTATION_PIN")
    if pin is None:
        no_terminal = translate("Cli", "no PIN given: there is no terminal to ask it on (set $HALLSTATION_PIN)")
        try:
            with warnings.catch_warnings():  # no terminal: getpass would warn and read stdin with echo
                warnings.simplefilter("error", getpass.GetPassWarning)
                pin = getpass.getpass(translate("Cli", "PIN for {name}: ").format(name=user))
        except getpass.GetPassWarning:
            raise CommandError(no_terminal) from None
        except EOFError:
            raise CommandError(translate("Cli", "no PIN given")) from None
        # (Ctrl+C goes on to the command line's own handler: a line of its own, exit 130)
    return pin


def sign_in_reading(station, user: str | None):
    """Who asks, on a station opened read-only (``recall``): the person named by ``--user`` with
    their PIN checked, or None when nobody signs in. Nothing is recorded in the copy; on the
    hall's own (writable) folder a wrong PIN is counted all the same, as the station counts it."""
    from hallstation.services.privacy import check_pin_reading

    if not user:
        return None
    pin = ask_pin(user)
    return check_pin_reading(station, user, pin)
