"""``hallstation store …``: the hall's log between a PC's folder and the hall's PostgreSQL server.

- ``store setup --store ADMIN_URL``: set the server up (once, by the hall's IT person; safe to run
  again): the roles ``hall_owner``, ``hall_writer`` and ``hall_display`` (passwords from
  ``$HALLSTATION_WRITER_PASSWORD`` and ``$HALLSTATION_DISPLAY_PASSWORD``), the hall's database and
  its objects, the grants, the public screens' view and the limits (``store/pgsetup.py``).
- ``store connect --store postgresql://ACCOUNT@SERVER/hall``: point this terminal at the server —
  ``hall-server.conf`` (the address, no password) and ``hall-server.pgpass`` (the account's password,
  from ``$HALLSTATION_STORE_PASSWORD`` or asked without echo) in its data folder, both 0600 in a 0700
  folder — after trying the connection (nothing is written when it fails).
- ``store copy --from DIR --to postgresql://…`` (and back): a one-PC hall's log, with its key, into
  the hall's server when the hall grows onto the network (the folder is then marked as moved); or
  the server's log into a folder, for an archive. Both sides are verified; a destination that
  holds a log is refused. The hall's key stays with the terminals (``--data-dir``: this terminal's
  folder), never on the server.

A password is never taken from the command line (every program on the PC can read it there).
Refusals and faults: one line, exit 2."""

from __future__ import annotations

import os
from typing import Any

from hallstation.commands import CommandError
from hallstation.i18n import translate
from hallstation.core.errors import QT_TRANSLATE_NOOP
from hallstation.paths import data_dir_from

ROLE_NAMES = (  # the terminals, as 'store connect' names them
    QT_TRANSLATE_NOOP("Cli", "caller"),
    QT_TRANSLATE_NOOP("Cli", "cashier"),
    QT_TRANSLATE_NOOP("Cli", "display"),
    QT_TRANSLATE_NOOP("Cli", "poker"),
)

MIN_PASSWORD = 12  # the server accounts' passwords: long, since the hall's network can try them


def _password(variable: str, role: str) -> str | None:
    pw = os.environ.get(variable)
    if pw is not None and len(pw) < MIN_PASSWORD:
        raise CommandError(translate("Cli", "{variable}: the password of {role} needs at least {n} characters").format(
            variable=variable, role=role, n=MIN_PASSWORD))
    return pw or None


def cmd_setup(args: Any) -> int:
    from hallstation.store.pglink import is_url
    from hallstation.store.pgsetup import DISPLAY, REPLICA, WRITER, setup_hall

    url = getattr(args, "store", None)
    if not url or not is_url(url):
        raise CommandError(translate("Cli", "store setup needs --store with the server's administrator account, e.g. postgresql://postgres@server/hall"))
    result = setup_hall(
        url,
        _password("HALLSTATION_WRITER_PASSWORD", WRITER),
        _password("HALLSTATION_DISPLAY_PASSWORD", DISPLAY),
        writer_connections=args.writer_connections,
        display_connections=args.display_connections,
        replica_password=_replica_password(args, REPLICA),
        require_certificates=getattr(args, "require_client_certificates", False),
    )
    print(translate("Cli", "store setup: OK, the hall's database {db} on {server}").format(db=result.database, server=_host(url)))
    if result.password_alone:  # a stolen writer password would be enough from another PC: said, in one line
        from hallstation.i18n import message
        from hallstation.store.pgsetup import password_alone_error

        print(translate("Cli", "warning: {what}").format(what=message(password_alone_error(result.password_alone, WRITER))))
    if result.made:
        print(translate("Cli", "made: {what}").format(what=", ".join(result.made)))
    if result.updated:
        print(translate("Cli", "already there, brought up to date: {what}").format(what=", ".join(result.updated)))
    print(translate("Cli", "writer terminals (caller, cashier desks, poker consoles): {url}").format(url=_terminal_url(url, WRITER)))
    print(translate("Cli", "screens PCs (hallstation display): {url}").format(url=_terminal_url(url, DISPLAY)))
    if getattr(args, "replication", False):
        print(translate("Cli", "the standby copies this server as {account} (pg_basebackup -R, docs/network.md)").format(account=REPLICA))
    return 0


def _replica_password(args: Any, role: str) -> str | None:
    """--replication: the standby's account, its password from $HALLSTATION_REPLICATION_PASSWORD."""
    if not getattr(args, "replication", False):
        return None
    pw = _password("HALLSTATION_REPLICATION_PASSWORD", role)
    if not pw:
        raise CommandError(translate("Cli", "store setup --replication: give the standby's account's password in $HALLSTATION_REPLICATION_PASSWORD"))
    return pw


def cmd_promote(args: Any) -> int:
    """The promotion step (issue 25): the standby made the hall's primary (pg_promote) and the
    hall's next epoch recorded in the log as its first act."""
    from hallstation.store.promote import PROMOTED, promote
    from hallstation.store.pglink import is_url

    url = getattr(args, "store", None)
    if not url or not is_url(url):
        raise CommandError(translate("Cli", "store promote needs --store with the standby's administrator account, e.g. postgresql://postgres@standby/hall"))
    if "," in url.split("?", 1)[0]:
        raise CommandError(translate("Cli", "store promote takes one server, the standby to promote: not a list of servers"))
    done = promote(url, data_dir_from(getattr(args, "data_dir", None)))
    print(translate("Cli", PROMOTED).format(**done))
    print(translate("Cli", "the terminals go on on it by themselves; the old primary is rebuilt as the new standby before it is started again (docs/network.md)"))
    return 0


def _host(url: str) -> str:
    from psycopg.conninfo import conninfo_to_dict

    d = conninfo_to_dict(url)
    host = d.get("host") or "localhost"
    return host if host.startswith("/") or not d.get("port") else f"{host}:{d['port']}"


def _terminal_url(admin_url: str, role: str) -> str:
    from psycopg.conninfo import conninfo_to_dict

    d = conninfo_to_dict(admin_url)
    host = d.get("host") or "SERVER"
    if host.startswith("/"):
        host = "SERVER"
    port = f":{d['port']}" if d.get("port") else ""
    return f"postgresql://{role}@{host}{port}/{d.get('dbname', 'hall')}"


def cmd_connect(args: Any) -> int:
    import getpass
    import warnings
    from pathlib import Path

    from psycopg.conninfo import conninfo_to_dict

    from hallstation.services.private_folder import private_dir
    from hallstation.store.eventlog import write_small_file
    from hallstation.store.location import SERVER_FILE, TERMINAL_FILE, open_hall
    from hallstation.store.pglink import PASSFILE, is_url, redact

    url = getattr(args, "store", None)
    if not url or not is_url(url):
        raise CommandError(translate("Cli", "store connect needs --store with this terminal's account on the hall's server, e.g. postgresql://hall_writer@server/hall"))
    folder = data_dir_from(getattr(args, "data_dir", None))
    info = conninfo_to_dict(url)
    if not info.get("user"):
        raise CommandError(translate("Cli", "store connect: name the account in the address (postgresql://hall_writer@server/hall)"))
    pw = os.environ.get("HALLSTATION_STORE_PASSWORD")
    if pw is None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", getpass.GetPassWarning)
                pw = getpass.getpass(translate("Cli", "Password of {account} on the hall's server: ").format(account=info["user"]))
        except getpass.GetPassWarning:
            raise CommandError(translate("Cli", "no password given: there is no terminal to ask it on (set $HALLSTATION_STORE_PASSWORD)")) from None
        except EOFError:  # (Ctrl+C: the command line's own handler, exit 130)
            raise CommandError(translate("Cli", "no password given")) from None
    # tried first, with the password given here: nothing is written when it does not work
    store = open_hall(folder, url, read_only=True, witness=False, password=pw, check_folder=False)  # the folder may not exist yet
    try:
        rows = len(store)
        public = store.public
    finally:
        store.close()
    role = args.terminal or ("display" if public else "caller")
    if public and role != "display":
        raise CommandError(translate("Cli", "store connect: the account {account} only reads the public screens' view: this PC can only be a display terminal (--terminal display)").format(account=info["user"]))
    if role == "poker" and not args.table:
        raise CommandError(translate("Cli", "store connect: a poker table's terminal needs its table's number (--table N)"))
    private_dir(folder)
    from hallstation.store.failover import hosts

    pairs = hosts(url) or [(info.get("host") or "*", info.get("port") or "*")]  # the hall's servers, each a line
    lines = []
    for host, port in pairs:
        fields = [host or "*", port or "*", info.get("dbname") or "*", info["user"], pw]
        lines.append(":".join(f.replace("\\", "\\\\").replace(":", "\\:") for f in fields))
    write_small_file(Path(folder) / PASSFILE, ("\n".join(lines) + "\n").encode("utf-8"))
    write_small_file(Path(folder) / SERVER_FILE, (redact_keep_options(url) + "\n").encode("utf-8"))
    write_small_file(Path(folder) / TERMINAL_FILE, (f"{role} {args.table}" if role == "poker" else role).encode("utf-8") + b"\n")
    print(translate("Cli", "store connect: OK, this terminal uses {server} ({rows} events on the server{public})").format(
        server=redact(url), rows=rows, public=translate("Cli", ", the public screens' view") if public else ""))
    print(translate("Cli", "written: {files}").format(files=", ".join(str(Path(folder) / n) for n in (SERVER_FILE, PASSFILE, TERMINAL_FILE))))
    print(translate("Cli", "'hallstation' (the menu entry, the autostart) starts this PC as: {role}").format(
        role=translate("Cli", role) + (f" {args.table}" if role == "poker" else "")))
    from hallstation.store import keys

    if role != "display" and not keys.secret_path(folder).exists():
        print(translate("Cli", "copy the hall's secret.key into {folder} before the first start (from the caller PC's folder or the backup)").format(folder=folder))
    return 0


def redact_keep_options(url: str) -> str:
    """``url`` without its password, keeping its options (``sslmode``, ``sslrootcert``…)."""
    from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.partition(':')[0]}@{host}"
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "password"])
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


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
        from hallstation.services.demo import log_is_demo

        if log_is_demo(folder):  # a demo's people and PINs are public: never a hall's evidence
            raise CommandError(translate("Cli", "store copy: {folder} holds a demo (marked as one from its first event): a demo is never copied onto a hall's server").format(folder=folder))
        result = sqlite_to_pg(folder, dst, folder if not getattr(args, "data_dir", None) else terminal)
        where = redact(dst)
    else:
        result = pg_to_sqlite(src, terminal, Path(dst).expanduser())
        where = dst
    print(translate("Cli", "store copy: OK, {rows} events copied to {dest}, checked on both sides").format(rows=result.rows, dest=where))
    print(translate("Cli", "head: {anchor}").format(anchor=result.anchor))
    return 0


def refuse_passwords(args: Any) -> None:
    """A password written in an address on the command line is refused (every program on this PC
    can read a command line), before anything is done."""
    from hallstation.store.pglink import has_password, is_url

    for name in ("store", "source", "target"):
        value = getattr(args, name, None)
        if isinstance(value, str) and is_url(value.strip()) and has_password(value.strip()):
            raise CommandError(translate(
                "Cli",
                "the password is not given on the command line (every program on this PC can read it there): "
                "leave it out of the address; the terminal reads it from hall-server.pgpass in its data folder "
                "(hallstation store connect writes it) or from $PGPASSWORD",
            ))


def register(sub, add_data_dir) -> None:
    store = sub.add_parser("store", help="the hall's log between a PC's folder and the hall's PostgreSQL server")
    ssub = store.add_subparsers(dest="store_command", metavar="ACTION", required=True)
    s = ssub.add_parser(
        "setup",
        help="set the hall's PostgreSQL server up (roles, database, tables, grants, the public view, limits; safe to run again); "
        "--store names the server's administrator account, the passwords come from $HALLSTATION_WRITER_PASSWORD and $HALLSTATION_DISPLAY_PASSWORD",
    )
    add_data_dir(s)
    s.add_argument("--writer-connections", type=int, default=40, metavar="N",
                   help="at most N connections of the writer terminals' account (default 40: about 3 per terminal)")
    s.add_argument("--display-connections", type=int, default=20, metavar="N",
                   help="at most N connections of the screens' account (default 20: 2 per screens PC)")
    s.add_argument("--require-client-certificates", action="store_true",
                   help="refuse, changing nothing, while pg_hba.conf admits hall_writer from another PC with its password alone "
                   "(without it: a warning)")
    s.add_argument("--replication", action="store_true",
                   help="also the hot standby's replication account hall_replica (its password from $HALLSTATION_REPLICATION_PASSWORD)")
    s.set_defaults(func=cmd_setup)
    pr = ssub.add_parser(
        "promote",
        help="make the hall's standby its primary (pg_promote) and record the hall's next epoch in the log as its first act; "
        "--store names the standby's administrator account, --data-dir a writer terminal's folder (the hall's key). "
        "Only once the old primary is off",
    )
    add_data_dir(pr)
    pr.set_defaults(func=cmd_promote)
    c = ssub.add_parser(
        "connect",
        help="point this terminal at the hall's server: tries the account given in --store (password from "
        "$HALLSTATION_STORE_PASSWORD or asked), then writes hall-server.conf and hall-server.pgpass in its data folder",
    )
    add_data_dir(c)
    c.add_argument("--terminal", choices=("caller", "cashier", "display", "poker"), default=None,
                   help="which terminal this PC is, for 'hallstation' alone (the menu entry, the autostart); "
                   "default: display for the screens' account, else caller")
    c.add_argument("--table", type=int, default=0, metavar="N", help="the poker table's number (--terminal poker)")
    c.set_defaults(func=cmd_connect)
    p = ssub.add_parser(
        "copy",
        help="copy the whole log (verified on both sides) from a folder to an empty postgresql:// database, or back into a new folder",
    )
    p.add_argument("--from", dest="source", required=True, metavar="FROM", help="a hall's folder, or postgresql://user@server/database")
    p.add_argument("--to", dest="target", required=True, metavar="TO", help="an empty postgresql:// database, or a new folder for the archive")
    add_data_dir(p)
    p.set_defaults(func=cmd_copy)
