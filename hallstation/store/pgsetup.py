"""Setting up the hall's PostgreSQL server (issue 20 §2): ``hallstation store setup --store ADMIN_URL``.

One function, ``setup_hall``, run by the server's administrator (a superuser account), makes
everything a hall needs and is safe to run again (a hall set up by an older HallStation is brought
up to date; no row of the log is touched):

- **Three roles.** ``hall_owner`` (no login) owns the database and every table, view and function
  of the hall; ``hall_writer`` (the caller, the cashier desks, the poker consoles) may read the log
  and append to it — INSERT and SELECT, never UPDATE, DELETE, TRUNCATE nor DISABLE TRIGGER (it owns
  nothing) — and lock what serialises the appends and the caller; ``hall_display`` (the screens
  PCs) reads only the public screens' view ``hs_public``, the schema version and the server's
  mark: never a person's row (names, salts, PIN hashes), never a winner's name or document, and
  no table whose lock would stop a writer.
- **Limits.** A connection limit per role (a display account that opens every connection it can
  no longer locks the writers out), and on each role the timeouts every terminal also asks for
  (``store/pglink.py``): statements, the log's lock, a transaction left idle.
- **Passwords** are never on the command line: the writer's and the display's from
  ``$HALLSTATION_WRITER_PASSWORD`` and ``$HALLSTATION_DISPLAY_PASSWORD`` (a role that exists keeps its
  password when the variable is not set); the server receives them as SCRAM verifiers, never in
  clear. The administrator's own from its passfile, ``$PGPASSWORD`` or the server's local socket.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from hallstation.core.errors import QT_TRANSLATE_NOOP, RuleError
from hallstation.store.eventlog import SCHEMA_VERSION
from hallstation.store.pglink import (
    IDLE_TX_TIMEOUT_MS,
    LOCK_TIMEOUT_MS,
    STATEMENT_TIMEOUT_MS,
    cause,
    redact,
)
from hallstation.store.pgstore import APPEND, CALLER, DRIVE, EVENTS, MARK, META, PRIVATE, PUBLIC

OWNER, WRITER, DISPLAY = "hall_owner", "hall_writer", "hall_display"
REPLICA = "hall_replica"  # the standby's account for streaming replication (issue 25)
WRITER_CONNECTIONS = 40  # a writer terminal uses up to 3 (its log, its follower, the caller's lock)
DISPLAY_CONNECTIONS = 20  # a screens PC uses 2 (its log, its follower)
TABLES = (EVENTS, META, MARK, CALLER, APPEND, DRIVE)
EVENT_COLUMNS = ("seq", "ts", "type", "actor", "data", "prev_hash", "hash", "mac", "idem", "sig")

# What the public screens may not read: a person's rows whole, a winner's name and document, a bettor's name (a sale's player)
_PRIVATE_ROW = "e.type LIKE 'user.%'"
_WINNER = r'"(winner|id_doc|player)":("([^"\\]|\\.)*"|[^],}]*)'

SCHEMA_SQL = f"""
CREATE TABLE IF NOT EXISTS {META} (name text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS {EVENTS} (
    seq bigint PRIMARY KEY,
    ts text NOT NULL,
    type text NOT NULL,
    actor text NOT NULL,
    data text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    mac text NOT NULL,
    idem text UNIQUE,
    sig text NOT NULL DEFAULT ''
);
-- the hall's signature of each row (store/signing.py): added to a hall set up by an older HallStation
ALTER TABLE {EVENTS} ADD COLUMN IF NOT EXISTS sig text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS hs_events_type ON {EVENTS} (type);
CREATE TABLE IF NOT EXISTS {MARK} (id int PRIMARY KEY CHECK (id = 1), seq bigint NOT NULL, head text NOT NULL, mac text NOT NULL);
CREATE TABLE IF NOT EXISTS {CALLER} (id int PRIMARY KEY CHECK (id = 1), host text NOT NULL, pid int NOT NULL, since text NOT NULL);
CREATE TABLE IF NOT EXISTS {APPEND} (locked_by_writers_only boolean);
CREATE TABLE IF NOT EXISTS {DRIVE} (locked_by_the_caller_only boolean);
CREATE OR REPLACE FUNCTION hs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'the hall''s event log is append-only'; END $$;
CREATE OR REPLACE VIEW {PUBLIC} AS
SELECT e.seq, e.ts,
    CASE WHEN {_PRIVATE_ROW} THEN '{PRIVATE}' ELSE e.type END AS type,
    CASE WHEN {_PRIVATE_ROW} THEN '' ELSE e.actor END AS actor,
    CASE WHEN {_PRIVATE_ROW} THEN '{{}}'
         ELSE regexp_replace(e.data, '{_WINNER}', '"\\1":""', 'g') END AS data,
    e.prev_hash, e.hash, e.mac,
    NOT ({_PRIVATE_ROW} OR e.data ~ '"(winner|id_doc|player)":') AS whole,
    e.sig
FROM {EVENTS} e;
"""

TRIGGER_SQL = f"""CREATE TRIGGER hs_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON {EVENTS}
    FOR EACH STATEMENT EXECUTE FUNCTION hs_append_only()"""

GRANTS_SQL = f"""
REVOKE ALL ON {", ".join(TABLES)}, {PUBLIC} FROM PUBLIC, {WRITER}, {DISPLAY};
GRANT SELECT, INSERT ON {EVENTS}, {META} TO {WRITER};
GRANT SELECT, INSERT, UPDATE ON {MARK}, {CALLER} TO {WRITER};
GRANT UPDATE ON {APPEND}, {DRIVE} TO {WRITER};
GRANT SELECT ON {PUBLIC}, {META}, {MARK} TO {DISPLAY};
"""

# Whether the synchronous standby answers (issue 25): the writers ask before each command, and are
# refused at once when every commit would wait for a standby that is not there. Only the server's
# administrator sees the standbys' state (pg_stat_replication): the function runs as its owner, the
# administrator that ran store setup, with nothing to pass it and a fixed search path.
STANDBY_SQL = """
CREATE OR REPLACE FUNCTION hs_standby_ok() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog AS $$
SELECT current_setting('synchronous_standby_names') = ''
    OR current_setting('synchronous_commit') IN ('off', 'local')
    OR pg_is_in_recovery()
    OR EXISTS (SELECT 1 FROM pg_stat_replication WHERE sync_state IN ('sync', 'quorum'))
$$
"""


class SetupError(RuleError):
    """The server could not be set up (one line; what was done before is safe to do again)."""


@dataclass
class SetupResult:
    server: str
    database: str
    made: list[str] = field(default_factory=list)  # what did not exist and was created
    updated: list[str] = field(default_factory=list)  # what existed and was brought up to date
    # pg_hba.conf's rules that admit the writers' account from another PC with its password alone:
    # (line number, the addresses it names)
    password_alone: list[tuple[int, str]] = field(default_factory=list)


PASSWORD_ALONE = QT_TRANSLATE_NOOP(
    "RuleError",
    "pg_hba.conf (line {line}) admits {role} from {address} with its password alone, so a stolen password is enough: "
    "give each terminal a certificate of the hall's CA and end the line with clientcert=verify-full (docs/network.md §1)",
)


def password_alone_error(found: list[tuple[int, str]], role: str = "hall_writer") -> "SetupError":
    """The one line that says it (the first rule's addresses; every rule's line)."""
    return SetupError(PASSWORD_ALONE, line=", ".join(str(n) for n, _a in found), role=role, address=found[0][1])
LOCAL_NETS = ("127.0.0.0/8", "::1/128")  # the server itself: a thief there holds the server already


def password_alone(conn: Any, db: str, role: str = "hall_writer") -> list[tuple[int, str]]:
    """The rules of the server's pg_hba.conf (``pg_hba_file_rules``: the administrator's to read)
    under which ``role`` may connect to ``db`` from another PC without a client certificate: a
    network rule (host, hostssl, …) naming that database (or all) and that account (or all, or a
    group it is in), for an address beyond the server itself, whose method is neither ``reject``
    nor ``cert`` and which does not ask ``clientcert=verify-full``. Rules that say the same for
    fewer addresses after a ``reject`` are reported too (pg_hba.conf is read in order; a report
    too many is safer than one too few)."""
    import ipaddress

    rows = conn.execute(
        "SELECT line_number, type, database, user_name, address, netmask, auth_method, options, error "
        "FROM pg_hba_file_rules ORDER BY line_number"
    ).fetchall()
    groups = {r[0] for r in conn.execute(  # (none before the account exists)
        "SELECT g.rolname FROM pg_roles g JOIN pg_roles u ON u.rolname = %s AND u.oid <> g.oid WHERE pg_has_role(u.oid, g.oid, 'MEMBER')", [role]
    ).fetchall()}
    local = [ipaddress.ip_network(n) for n in LOCAL_NETS]
    found = []
    for line, kind, databases, users, address, netmask, method, options, _error in rows:
        if not (kind or "").startswith("host"):  # (a hostssl line while TLS is off has an error, and matches once it is on)
            continue
        if not ({"all", db} & set(databases or ()) or ("sameuser" in (databases or ()) and db == role)):
            continue
        names = set(users or ())
        if not ({"all", role} & names or {f"+{g}" for g in groups} & names):
            continue
        if method in ("reject", "cert") or any(o.replace(" ", "") == "clientcert=verify-full" for o in (options or ())):
            continue
        where = address or "all"
        if address not in ("samehost",) and address is not None:
            try:
                net = ipaddress.ip_network(f"{address}/{netmask}" if netmask else address, strict=False)
                if any(net.version == n.version and net.subnet_of(n) for n in local):
                    continue
                where = str(net)
            except ValueError:  # a host name, samenet, all
                pass
        elif address == "samehost":
            continue
        found.append((int(line), where))
    return found


def _psycopg():
    import psycopg

    return psycopg


def _admin_connect(url: str, dbname: str | None = None):
    psycopg = _psycopg()
    from psycopg.conninfo import make_conninfo

    info = make_conninfo(url, dbname=dbname) if dbname else url
    return psycopg.connect(info, autocommit=True, connect_timeout=5, application_name="hallstation-setup")


def _fail(exc: BaseException, server: str) -> SetupError:
    text = str(exc).lower()
    if "password authentication failed" in text or "no password supplied" in text:
        return SetupError("The server {server} refused the administrator's account (user or password wrong)", server=server)
    return SetupError("The server {server} could not be set up ({detail})", server=server, detail=cause(exc))


def setup_hall(
    admin_url: str,
    writer_password: str | None = None,
    display_password: str | None = None,
    writer_connections: int = WRITER_CONNECTIONS,
    display_connections: int = DISPLAY_CONNECTIONS,
    replica_password: str | None = None,
    require_certificates: bool = False,
) -> SetupResult:
    """Set up (or bring up to date) the hall's database named in ``admin_url`` — an account of the
    server's administrator — with its roles, objects, grants, public view and limits.
    ``replica_password``: also the standby's replication account ``hall_replica`` (issue 25).
    The server's pg_hba.conf is read: the rules that admit ``hall_writer`` from another PC with its
    password alone are in ``password_alone`` — or, ``require_certificates``, refused before
    anything is changed (``SetupError``)."""
    psycopg = _psycopg()
    from psycopg.conninfo import conninfo_to_dict

    server = redact(admin_url)
    db = conninfo_to_dict(admin_url).get("dbname") or ""
    if not db or db in ("postgres", "template0", "template1"):
        raise SetupError("Name the hall's database in the address, e.g. postgresql://postgres@server/hall; not '{db}'", db=db)
    result = SetupResult(server, db)
    try:
        try:
            admin = _admin_connect(admin_url)
            exists = True
        except psycopg.OperationalError as exc:
            if not (getattr(exc, "sqlstate", None) == "3D000" or ("database" in str(exc) and "does not exist" in str(exc))):
                raise
            admin = _admin_connect(admin_url, "postgres")  # the server's own database, to create the hall's
            exists = False
        with admin:
            if not admin.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]:
                raise SetupError("store setup needs the server's administrator account (a superuser, e.g. postgres)")
            result.password_alone = password_alone(admin, db, WRITER)
            if result.password_alone and require_certificates:  # refused before anything is changed
                raise password_alone_error(result.password_alone, WRITER)
            if exists:
                _not_foreign(admin, result)  # refused before anything is changed
            _roles(admin, result, writer_password, display_password, writer_connections, display_connections)
            if replica_password:
                _replica(admin, result, replica_password)
            _database(admin, result, db, exists)
        with _admin_connect(admin_url) as hall:
            _objects(hall, result)
    except RuleError:
        raise
    except psycopg.Error as exc:
        raise _fail(exc, server) from exc
    return result


def _role_exists(conn: Any, name: str) -> bool:
    return conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [name]).fetchone() is not None


def _roles(conn: Any, result: SetupResult, writer_pw: str | None, display_pw: str | None, writers: int, displays: int) -> None:
    from psycopg import sql

    plain = sql.SQL("NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS")
    if _role_exists(conn, OWNER):
        conn.execute(sql.SQL("ALTER ROLE {} NOLOGIN {}").format(sql.Identifier(OWNER), plain))
        result.updated.append(OWNER)
    else:
        conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN {}").format(sql.Identifier(OWNER), plain))
        result.made.append(OWNER)
    for name, pw, limit, variable in (
        (WRITER, writer_pw, writers, "$HALLSTATION_WRITER_PASSWORD"),
        (DISPLAY, display_pw, displays, "$HALLSTATION_DISPLAY_PASSWORD"),
    ):
        exists = _role_exists(conn, name)
        if not exists and not pw:
            raise SetupError("The account {role} does not exist yet: give its password in {variable}", role=name, variable=variable)
        parts = [sql.SQL("LOGIN"), plain, sql.SQL("CONNECTION LIMIT {}").format(sql.Literal(int(limit)))]
        if pw:  # a SCRAM verifier made here: the password itself never reaches the server
            verifier = conn.pgconn.encrypt_password(pw.encode("utf-8"), name.encode("utf-8"), b"scram-sha-256").decode("ascii")
            parts.append(sql.SQL("PASSWORD {}").format(sql.Literal(verifier)))
        verb = sql.SQL("ALTER ROLE") if exists else sql.SQL("CREATE ROLE")
        conn.execute(sql.SQL("{} {} {}").format(verb, sql.Identifier(name), sql.SQL(" ").join(parts)))
        (result.updated if exists else result.made).append(name)
        # never a member of the owner (a writer would own the log through it)
        if conn.execute(
            "SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid JOIN pg_roles u ON u.oid = m.member "
            "WHERE r.rolname = %s AND u.rolname = %s", [OWNER, name],
        ).fetchone():
            conn.execute(sql.SQL("REVOKE {} FROM {}").format(sql.Identifier(OWNER), sql.Identifier(name)))
    timeouts = {
        "statement_timeout": f"{STATEMENT_TIMEOUT_MS}ms",
        "idle_in_transaction_session_timeout": f"{IDLE_TX_TIMEOUT_MS}ms",
    }
    for name, extra in ((WRITER, {"lock_timeout": f"{LOCK_TIMEOUT_MS}ms"}), (DISPLAY, {"default_transaction_read_only": "on"})):
        for setting, value in {**timeouts, **extra}.items():
            conn.execute(sql.SQL("ALTER ROLE {} SET {} = {}").format(sql.Identifier(name), sql.Identifier(setting), sql.Literal(value)))


def _replica(conn: Any, result: SetupResult, password: str) -> None:
    """The standby's account: LOGIN REPLICATION and nothing else (no database of the hall, no
    table); a SCRAM verifier, never the password itself. pg_hba.conf admits it from the standby
    alone (docs/network.md §8)."""
    from psycopg import sql

    exists = _role_exists(conn, REPLICA)
    verifier = conn.pgconn.encrypt_password(password.encode("utf-8"), REPLICA.encode("utf-8"), b"scram-sha-256").decode("ascii")
    conn.execute(sql.SQL("{} {} LOGIN REPLICATION NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS CONNECTION LIMIT 4 PASSWORD {}").format(
        sql.SQL("ALTER ROLE") if exists else sql.SQL("CREATE ROLE"), sql.Identifier(REPLICA), sql.Literal(verifier)))
    (result.updated if exists else result.made).append(REPLICA)


def _database(conn: Any, result: SetupResult, db: str, exists: bool) -> None:
    from psycopg import sql

    name = sql.Identifier(db)
    if not exists:
        conn.execute(sql.SQL("CREATE DATABASE {} OWNER {} ENCODING 'UTF8' TEMPLATE template0").format(name, sql.Identifier(OWNER)))
        result.made.append(db)
    else:
        owner = conn.execute("SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = %s", [db]).fetchone()[0]
        if owner != OWNER:
            conn.execute(sql.SQL("ALTER DATABASE {} OWNER TO {}").format(name, sql.Identifier(OWNER)))
        result.updated.append(db)
    conn.execute(sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC, {}, {}").format(name, sql.Identifier(WRITER), sql.Identifier(DISPLAY)))
    conn.execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}, {}").format(name, sql.Identifier(WRITER), sql.Identifier(DISPLAY)))


def _not_foreign(conn: Any, result: SetupResult) -> None:
    cols = [r[0] for r in conn.execute(
        "SELECT attname FROM pg_attribute WHERE attrelid = to_regclass(%s) AND attnum > 0 AND NOT attisdropped ORDER BY attnum", [EVENTS],
    ).fetchall()]
    if cols and tuple(cols) not in (EVENT_COLUMNS, EVENT_COLUMNS[:-1]):  # (without sig: set up by an older HallStation)
        raise SetupError("The database {server} holds another program's table {table}: it is not made into a hall", server=result.server, table=EVENTS)


def _objects(conn: Any, result: SetupResult) -> None:
    """Inside the hall's database: the tables, the trigger, the public view, the grants."""
    _not_foreign(conn, result)
    conn.execute("BEGIN")
    try:
        conn.execute(f"REVOKE CREATE ON SCHEMA public FROM PUBLIC, {WRITER}, {DISPLAY}")
        conn.execute(f"GRANT USAGE, CREATE ON SCHEMA public TO {OWNER}")
        conn.execute(f"GRANT USAGE ON SCHEMA public TO {WRITER}, {DISPLAY}")
        # a hall set up by an older HallStation: its objects belonged to hall_writer
        for (table,) in conn.execute(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'public' AND c.relname = ANY(%s) AND pg_get_userbyid(c.relowner) <> %s",
            [[*TABLES, PUBLIC], OWNER],
        ).fetchall():
            conn.execute(f"ALTER TABLE {table} OWNER TO {OWNER}")
            result.updated.append(table)
        if conn.execute("SELECT 1 FROM pg_proc WHERE proname = 'hs_append_only'").fetchone():
            conn.execute(f"ALTER FUNCTION hs_append_only() OWNER TO {OWNER}")
        conn.execute(f"ALTER DEFAULT PRIVILEGES FOR ROLE {WRITER} IN SCHEMA public REVOKE ALL ON TABLES FROM {DISPLAY}")
        conn.execute(STANDBY_SQL)
        conn.execute("REVOKE ALL ON FUNCTION hs_standby_ok() FROM PUBLIC")
        conn.execute(f"GRANT EXECUTE ON FUNCTION hs_standby_ok() TO {WRITER}, {DISPLAY}")
        conn.execute(f"SET LOCAL ROLE {OWNER}")
        made = {r[0] for r in conn.execute("SELECT relname FROM pg_class WHERE relname = ANY(%s)", [[*TABLES, PUBLIC]]).fetchall()}
        conn.execute(SCHEMA_SQL)
        result.made += [t for t in (*TABLES, PUBLIC) if t not in made]
        if not conn.execute("SELECT 1 FROM pg_trigger WHERE tgname = 'hs_events_append_only'").fetchone():
            conn.execute(TRIGGER_SQL)
        conn.execute(
            f"INSERT INTO {META} (name, value) VALUES ('schema_version', %s), ('hall_id', %s) ON CONFLICT (name) DO NOTHING",
            [str(SCHEMA_VERSION), uuid.uuid4().hex],
        )
        conn.execute(GRANTS_SQL)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
