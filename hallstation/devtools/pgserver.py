"""A throwaway PostgreSQL server from the distribution's package, for the tests and the bench.

``PgServer(folder).start()`` runs ``initdb`` into ``folder`` and starts ``postgres`` listening on
127.0.0.1 at a free port (and on a unix socket in the folder). As root (CI) the server runs as the
package's unprivileged ``postgres`` user, as PostgreSQL requires. ``kill()`` stops it the hard way
(SIGKILL of the postmaster: a server lost mid-game), ``start()`` brings it back on the same port and
data, ``stop()`` ends it. ``url(user, password)`` is a ``postgresql://`` address for a terminal.

A hot standby (issue 25): ``PgServer.standby_of(primary, folder)`` copies a running primary with
``pg_basebackup -R`` (streaming replication, PostgreSQL's own: ``primary_conninfo`` written by it)
and starts it on a port of its own; ``primary.synchronous(standby)`` makes the primary wait for it
at every commit (``synchronous_standby_names``), ``promote()`` is ``pg_promote()``.

Each hall on it is set up by the same function as ``hallstation store setup`` (``store/pgsetup.py``,
docs/network.md): the roles ``hall_owner``, ``hall_writer`` (the caller, cashier and poker terminals)
and ``hall_display`` (public screens, the public view only), the tables, grants and limits.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

WRITER, WRITER_PW = "hall_writer", "writer-password"
DISPLAY, DISPLAY_PW = "hall_display", "display-password"
DB = "hall"
TEMPLATE = "hall_template"
# a whole test session shares the roles (and their connection limits) over its many databases
LIMITS = {"writer_connections": 120, "display_connections": 60}


def pg_bin_dir() -> Path | None:
    """The newest installed server binaries (``/usr/lib/postgresql/N/bin``), or $PG_BIN."""
    env = os.environ.get("PG_BIN")
    if env:
        return Path(env)
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"), key=lambda p: int(Path(p).parent.parent.name))
    return Path(found[-1]).parent if found else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgServer:
    """``durable=False`` (the tests): no fsync — a killed server still loses nothing committed (the
    operating system keeps what it wrote); only a crash of the machine would, and a test session's
    hundred databases are not synced one file at a time at every checkpoint."""

    def __init__(self, folder: Path | str, port: int | None = None, durable: bool = True) -> None:
        self.folder = Path(folder)
        self.durable = durable
        self.data = self.folder / "pgdata"
        self.port = port or free_port()
        self.bin = pg_bin_dir()
        if self.bin is None:
            raise RuntimeError("PostgreSQL's server is not installed (Debian: apt-get install postgresql)")
        self.proc: subprocess.Popen | None = None
        self._as_root = os.geteuid() == 0
        self._template = False

    def _cmd(self, *argv: str) -> list[str]:
        if self._as_root:
            return ["runuser", "-u", "postgres", "--", *argv]
        return list(argv)

    def _chown(self, path: Path) -> None:
        if self._as_root:
            shutil.chown(path, "postgres", "postgres")

    def _reach(self) -> None:
        """The postgres user must reach its folder: every folder above it searchable (again at each
        start — another pytest session makes /tmp/pytest-of-USER 0700 when it begins)."""
        p = self.folder
        while self._as_root and p != p.parent:
            p = p.parent
            try:
                os.chmod(p, os.stat(p).st_mode | 0o001)
            except OSError:
                break

    def init(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        os.chmod(self.folder, 0o755)
        self._chown(self.folder)
        self._reach()
        subprocess.run(
            self._cmd(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust",
                      "--no-sync", "-E", "UTF8", "--locale=C"),
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        conf = self.data / "postgresql.conf"
        with open(conf, "a", encoding="utf-8") as fh:
            fh.write(
                f"\nport = {self.port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{self.folder}'\n"
                f"fsync = {'on' if self.durable else 'off'}\nmax_connections = 200\nshared_buffers = 32MB\n"
            )
        hba = self.data / "pg_hba.conf"
        hba.write_text(
            "local all postgres trust\nlocal all all scram-sha-256\n"
            "host all postgres 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 scram-sha-256\n"
            "host replication postgres 127.0.0.1/32 trust\n",
            encoding="utf-8",
        )

    def start(self, timeout: float = 30.0) -> "PgServer":
        if not self.data.exists():
            self.init()
            fresh = True
        else:
            fresh = False
            self._reach()
        log = open(self.folder / "server.log", "ab")
        self.proc = subprocess.Popen(
            self._cmd(str(self.bin / "postgres"), "-D", str(self.data)), stdout=log, stderr=log, start_new_session=True
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"PostgreSQL did not start: {(self.folder / 'server.log').read_text(errors='replace')[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    pass
                if self._ready():
                    break
            except OSError:
                pass
            time.sleep(0.1)
        else:
            raise RuntimeError("PostgreSQL did not answer in time")
        if fresh:
            self.create_hall()
        return self

    # ------------------------------------------------------------ a hot standby (issue 25)
    @classmethod
    def standby_of(cls, primary: "PgServer", folder: Path | str, name: str = "hall_standby") -> "PgServer":
        """A hot standby of ``primary`` (running), on loopback at a port of its own: its data copied
        with ``pg_basebackup -R`` (which writes ``primary_conninfo`` and ``standby.signal``), named
        ``name`` for the primary's ``synchronous_standby_names`` (``application_name`` in the
        ``primary_conninfo`` that ``-R`` writes, as docs/network.md §8 does it); started and streaming."""
        standby = cls(folder, durable=primary.durable)
        standby.folder.mkdir(parents=True, exist_ok=True)
        os.chmod(standby.folder, 0o755)
        standby._chown(standby.folder)
        standby._reach()
        subprocess.run(
            standby._cmd(str(standby.bin / "pg_basebackup"), "-d", f"host=127.0.0.1 port={primary.port} user=postgres application_name={name}",
                         "-D", str(standby.data), "-R", "-X", "stream", "--no-sync", "-c", "fast"),
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        with open(standby.data / "postgresql.conf", "a", encoding="utf-8") as fh:
            fh.write(f"\nport = {standby.port}\nunix_socket_directories = '{standby.folder}'\nhot_standby = on\n")
        standby.start()
        return standby

    def synchronous(self, names: str = "hall_standby", level: str = "on") -> None:
        """Every commit waits for the standby ``names`` (``synchronous_commit = level``: ``on``,
        ``remote_apply``); ``names=""``: no waiting."""
        self.sql(f"ALTER SYSTEM SET synchronous_standby_names = '{names}'; ALTER SYSTEM SET synchronous_commit = '{level}'; "
                 "SELECT pg_reload_conf()")

    def streaming(self, timeout: float = 20.0) -> None:
        """Wait until a synchronous standby streams from this primary."""
        import psycopg

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with psycopg.connect(self.admin_url(), autocommit=True) as conn:
                if conn.execute("SELECT count(*) FROM pg_stat_replication WHERE sync_state IN ('sync', 'quorum')").fetchone()[0]:
                    return
            time.sleep(0.05)
        raise RuntimeError("the standby does not stream from the primary")

    def promote(self) -> None:
        """``pg_promote()``: this standby becomes a primary (waits until it takes writes)."""
        import psycopg

        with psycopg.connect(self.admin_url(), autocommit=True) as conn:
            if not conn.execute("SELECT pg_promote(true, 30)").fetchone()[0]:
                raise RuntimeError("the standby was not promoted")

    def _ready(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(self.admin_url(), connect_timeout=2):
                return True
        except psycopg.Error:
            return False

    def admin_url(self, db: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{db}"

    def url(self, user: str = WRITER, password: str = WRITER_PW, db: str = DB, port: int | None = None) -> str:
        return f"postgresql://{user}:{password}@127.0.0.1:{port or self.port}/{db}"

    def writer_url(self, port: int | None = None, db: str = DB) -> str:
        return self.url(WRITER, WRITER_PW, db=db, port=port)

    def display_url(self, port: int | None = None, db: str = DB) -> str:
        return self.url(DISPLAY, DISPLAY_PW, db=db, port=port)

    def sql(self, statements: str, db: str = "postgres") -> None:
        import psycopg

        with psycopg.connect(self.admin_url(db), autocommit=True) as conn:
            for statement in (s.strip() for s in statements.split(";")):
                if statement:  # one at a time: CREATE DATABASE runs outside a transaction
                    conn.execute(statement)

    def create_hall(self, db: str = DB) -> None:
        """The hall's database, its roles and objects, as ``hallstation store setup`` makes them."""
        from hallstation.store.pgsetup import setup_hall

        setup_hall(self.admin_url(db), WRITER_PW, DISPLAY_PW, **LIMITS)

    def new_database(self, name: str) -> str:
        """Another empty hall on this server (one per test), set up as ``store setup`` does;
        returns its writer URL. (A clone of a hall set up once — ``store setup`` run again on the
        clone, which has its own hall id — costs a third of setting each one up from nothing.)"""
        import uuid

        from hallstation.store.pgsetup import setup_hall

        if not self._template:
            setup_hall(self.admin_url(TEMPLATE), **LIMITS)
            self._template = True
        self.sql(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE} STRATEGY {'WAL_LOG' if self.durable else 'FILE_COPY'}")
        self.sql(f"UPDATE hs_meta SET value = '{uuid.uuid4().hex}' WHERE name = 'hall_id'", db=name)
        setup_hall(self.admin_url(name), **LIMITS)  # the roles exist already: their passwords are kept
        return self.url(db=name)

    def admit(self, *lines: str) -> None:
        """Put ``lines`` first in pg_hba.conf (e.g. ``hostssl hall all 127.0.0.1/32 scram-sha-256``) and
        reload: the server admits connections as a hall's would."""
        hba = self.data / "pg_hba.conf"
        hba.write_text("".join(f"{ln}\n" for ln in lines) + hba.read_text(encoding="utf-8"), encoding="utf-8")
        self.sql("SELECT pg_reload_conf()")

    def use_tls(self, cert: Path, key: Path) -> None:
        """TLS on, with this certificate and key (copied into the server's folder, its user's alone)."""
        for src, name in ((cert, "server.crt"), (key, "server.key")):
            dest = self.data / name
            shutil.copyfile(src, dest)
            os.chmod(dest, 0o600)
            self._chown(dest)
        self.sql("ALTER SYSTEM SET ssl = on; ALTER SYSTEM SET ssl_cert_file = 'server.crt'; "
                 "ALTER SYSTEM SET ssl_key_file = 'server.key'; SELECT pg_reload_conf()")

    def kill(self) -> None:
        """The server lost the hard way (SIGKILL to the postmaster and its children)."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self._reap()

    def stop(self) -> None:
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGINT)  # fast shutdown
            self.proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            self.kill()
        self._reap()

    def _reap(self) -> None:
        if self.proc is not None:
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                pass
        self.proc = None
        # children (backends) of a killed postmaster die with their group; wait for the port
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    time.sleep(0.05)
            except OSError:
                break
        (self.data / "postmaster.pid").unlink(missing_ok=True)
        # and its socket's lock: a killed postmaster may linger as a zombie for a moment (a
        # container's init reaps late), and a new one refuses a lock naming a live process
        (self.folder / f".s.PGSQL.{self.port}.lock").unlink(missing_ok=True)
