"""A stolen writer password alone gets nothing (issue 20, "done when … a stolen writer password can
neither stop the hall, nor read a PIN hash, nor get a forged row onto any screen"): each terminal
has a certificate of the hall's CA; the server's pg_hba.conf asks hall_writer for it
(``clientcert=verify-full``), so the password alone connects nothing — no lock taken, no row read,
no row inserted. ``store setup`` reads pg_hba.conf (``pg_hba_file_rules``) and says, in one line,
when a rule still admits hall_writer from another PC with its password alone (and, with
``--require-client-certificates``, refuses, changing nothing). All on the session's real server,
over TLS with a CA made by openssl."""

from __future__ import annotations

import os
import shutil
import subprocess

import psycopg
import pytest

from hallstation.devtools.pgserver import DISPLAY_PW, WRITER_PW
from hallstation.i18n import message
from hallstation.services.demo import create_demo_day
from hallstation.services.station import Station
from hallstation.store.pglink import LinkError
from hallstation.store.pgsetup import password_alone
from hallstation.store.pgstore import EVENTS, PgStore
from tests.store.test_failover_setup import run
from tests.store.test_pg_link import hall_ca  # noqa: F401 - the fixture

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def hba(pg_server):
    """The server's pg_hba.conf as it was, back after the test (it is the whole session's)."""
    path = pg_server.data / "pg_hba.conf"
    before = path.read_text(encoding="utf-8")
    yield pg_server
    path.write_text(before, encoding="utf-8")
    pg_server.sql("SELECT pg_reload_conf()")


def _rules(pg_server, *lines):
    path = pg_server.data / "pg_hba.conf"
    path.write_text("".join(f"{ln}\n" for ln in lines) + path.read_text(encoding="utf-8"), encoding="utf-8")


def test_issue20_store_setup_says_when_pg_hba_admits_the_writer_with_its_password_alone(hba, capsys, monkeypatch):
    pg_server = hba
    db = f"hba_{os.getpid()}"
    admin = pg_server.admin_url(db)
    env = {"HALLSTATION_WRITER_PASSWORD": WRITER_PW, "HALLSTATION_DISPLAY_PASSWORD": DISPLAY_PW}  # (the session's own: the roles are the server's)
    # a rule of the hall's network with passwords alone: refused with --require-client-certificates, nothing made
    _rules(pg_server, f"hostssl {db} hall_writer,hall_display 192.168.10.0/24 scram-sha-256")
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--require-client-certificates", "--store", admin, env=env)
    assert code == 2 and len(err.strip().splitlines()) == 1, (out, err)
    assert "pg_hba.conf (línea 1) admite a hall_writer desde 192.168.10.0/24 solo con su contraseña" in err
    assert "clientcert=verify-full" in err and "Traceback" not in err
    with psycopg.connect(pg_server.admin_url()) as conn:
        assert conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [db]).fetchone() is None  # nothing made
    # without it: the hall is set up, and the same line said as a warning
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--store", admin, env=env)
    assert code == 0, err
    # the writers' own timeouts, set on the account (defaults a session could change: the certificate is the guard)
    with psycopg.connect(admin) as conn:
        settings = dict(c.split("=", 1) for c in conn.execute("SELECT rolconfig FROM pg_roles WHERE rolname = 'hall_writer'").fetchone()[0])
    assert {"statement_timeout", "idle_in_transaction_session_timeout", "lock_timeout"} <= set(settings), settings
    warnings = [ln for ln in out.splitlines() if ln.startswith("aviso:")]
    assert len(warnings) == 1 and "(línea 1)" in warnings[0] and "192.168.10.0/24" in warnings[0], out
    # the certificate asked for: nothing to say (and a password-only rule for the server itself is no gap)
    path = pg_server.data / "pg_hba.conf"
    path.write_text(path.read_text(encoding="utf-8").replace(
        f"hostssl {db} hall_writer,hall_display 192.168.10.0/24 scram-sha-256\n",
        f"hostssl {db} hall_writer,hall_display 192.168.10.0/24 scram-sha-256 clientcert=verify-full\n"
        f"host {db} hall_writer 127.0.0.1/32 scram-sha-256\n"
        f"host {db} all 10.0.0.0/8 reject\n"
        f"hostssl {db} hall_display 0.0.0.0/0 scram-sha-256\n"
        f"hostssl {db} hall_writer 192.168.20.0/24 cert\n"), encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--require-client-certificates", "--store", admin, env=env)
    assert code == 0 and "aviso" not in out, (out, err)
    # any account, any database, any address: the writer is among "all"
    _rules(pg_server, "host all all 0.0.0.0/0 md5")
    with psycopg.connect(admin) as conn:
        assert password_alone(conn, db) == [(1, "0.0.0.0/0")]
    monkeypatch.delenv("HALLSTATION_WRITER_PASSWORD")
    monkeypatch.delenv("HALLSTATION_DISPLAY_PASSWORD")


def _certificate(tmp_path, ca, role: str) -> None:
    def ossl(*args):
        subprocess.run(["openssl", *args], cwd=tmp_path, check=True, capture_output=True)

    ossl("req", "-new", "-nodes", "-subj", f"/CN={role}", "-keyout", f"{role}.key", "-out", f"{role}.csr")
    ossl("x509", "-req", "-in", f"{role}.csr", "-CA", str(ca / "hall-ca.crt"), "-CAkey", str(ca / "hall-ca.key"),
         "-CAcreateserial", "-days", "30", "-out", f"{role}.crt")


def test_issue20_a_terminal_with_its_certificate_runs_the_hall_and_a_stolen_password_alone_gets_nothing(hba, hall_ca, qtbot, tmp_path, capsys, monkeypatch):  # noqa: F811
    from hallstation.gui.bridge import StationBridge

    pg_server = hba
    for role in ("hall_writer", "hall_display"):
        _certificate(tmp_path, hall_ca, role)
    name = f"certhall_{os.getpid()}"
    url = pg_server.new_database(name)
    pg_server.use_tls(hall_ca / "server.crt", hall_ca / "server.key")
    shutil.copyfile(hall_ca / "hall-ca.crt", pg_server.data / "hall-clients-ca.crt")
    pg_server._chown(pg_server.data / "hall-clients-ca.crt")
    pg_server.sql("ALTER SYSTEM SET ssl_ca_file = 'hall-clients-ca.crt'; SELECT pg_reload_conf()")
    # the hall's rules, as docs/network.md §1 writes them (here the hall's network is the loopback)
    _rules(pg_server, f"hostssl {name} hall_writer,hall_display 127.0.0.1/32 scram-sha-256 clientcert=verify-full",
           f"hostnossl {name} hall_writer,hall_display 127.0.0.1/32 reject")
    pg_server.sql("SELECT pg_reload_conf()")

    def terminal(folder: str, cert: str | None):
        d = tmp_path / folder
        d.mkdir(mode=0o700)
        shutil.copyfile(hall_ca / "hall-ca.crt", d / "hall-ca.crt")
        if cert:
            shutil.copyfile(tmp_path / f"{cert}.crt", d / "hall-client.crt")
            shutil.copyfile(tmp_path / f"{cert}.key", d / "hall-client.key")
            os.chmod(d / "hall-client.key", 0o644)  # as copied: the terminal keeps it 0600 by itself
        return d

    # the caller PC, with its certificate: the hall is made and the caller draws
    caller_dir = terminal("caller", "hall_writer")
    caller = Station(caller_dir, store=url)
    create_demo_day(caller, cards=30, sold=30)
    assert caller.store.conn.info.pgconn.ssl_in_use
    assert (os.stat(caller_dir / "hall-client.key").st_mode & 0o777) == 0o600
    assert caller.acquire_drive() is None
    # a screens PC with its own certificate follows it: the ball reaches its board
    screens = Station(terminal("screens", "hall_display"), store=pg_server.display_url(db=name), read_only=True)
    bridge = StationBridge(screens)
    try:
        ball = caller.draw()
        qtbot.waitUntil(lambda: screens.current_game is not None and list(screens.current_game.balls) == [ball], timeout=5000)
    finally:
        bridge.detach()
        screens.close()
    # the writer's password on another PC, without a certificate: refused, in Spanish, before anything
    thief = terminal("thief", None)
    with pytest.raises(LinkError) as got:
        PgStore(url, thief)
    said = message(got.value)
    assert "certificado de este PC" in said and WRITER_PW not in said, said
    assert "del servidor no es" not in said  # (not the server's certificate: this PC's own is missing)
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(url + f"?sslmode=verify-full&sslrootcert={hall_ca / 'hall-ca.crt'}").close()
    # nor does the screens' certificate open the writer's account
    with pytest.raises(LinkError):
        PgStore(url, terminal("screens-as-writer", "hall_display"))
    # the hall went on: one ball, nothing else written
    with psycopg.connect(pg_server.admin_url(name)) as conn:
        assert conn.execute(f"SELECT max(seq) FROM {EVENTS}").fetchone()[0] == caller.state.last_seq
    # and store setup, run again on it, has nothing to say about pg_hba.conf
    code, out, err = run(capsys, monkeypatch, "store", "setup", "--require-client-certificates", "--store", pg_server.admin_url(name))
    assert code == 0 and "aviso" not in out, (out, err)
    caller.close()
