"""The link to the hall's server (issue 20 §3, §4), on the session's real PostgreSQL server: a link
that goes silent (a relay that stops forwarding without closing: no TCP timer ever fires) is a lost
link within seconds and nothing is half-done; a fault is said in Spanish, libpq's English never in
it, the password never; the hall over TLS on loopback with a CA of its own, made here with openssl."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import psycopg
import pytest

from hallstation.devtools.pgserver import DISPLAY_PW, WRITER_PW, free_port
from hallstation.devtools.tcpproxy import TcpProxy
from hallstation.i18n import message, set_language
from hallstation.store.pglink import LinkError, STATEMENT_S
from hallstation.store.pgstore import PgStore

LIBPQ_ENGLISH = ("Connection refused", "server closed", "timeout expired", "Is the server running", "certificate verify",
                 "SSL", "password authentication", "consuming input", "pg_hba.conf entry")


def spanish(exc) -> str:
    set_language("es")
    text = message(exc)
    for words in LIBPQ_ENGLISH:
        assert words not in text, text
    return text


@pytest.fixture
def relayed(pg_url, pg_server):
    proxy = TcpProxy(pg_server.port)
    yield proxy, pg_url.replace(f":{pg_server.port}/", f":{proxy.port}/")
    proxy.close()


def test_a_silent_link_refuses_a_command_within_seconds_and_records_nothing(relayed, tmp_path):
    proxy, url = relayed
    st = PgStore(url, tmp_path / "desk")
    st.append([("a", {})])
    proxy.freeze()  # a hung switch: nothing answers, nothing closes
    t0 = time.monotonic()
    with pytest.raises(LinkError) as got:
        st.append([("b", {})])
    took = time.monotonic() - t0
    print(f"a command on a silent link was refused after {took:.2f} s")
    assert took < 5.0
    assert "tiempo de espera agotado" in spanish(got.value) and WRITER_PW not in spanish(got.value)
    # the next command, the link still silent, is refused as quickly: a new connection is given up too
    t0 = time.monotonic()
    with pytest.raises(LinkError):
        st.append([("c", {})])
    assert time.monotonic() - t0 < 5.0
    proxy.thaw()
    st.append([("d", {})])  # back by itself
    assert [e.type for e in st.read()] == ["a", "d"] and st.verify().ok
    st.close()


def test_a_commit_whose_answer_goes_silent_is_in_doubt_then_known_once(relayed, pg_url, tmp_path):
    proxy, url = relayed
    st = PgStore(url, tmp_path / "desk")
    st.append([("a", {})])
    st.before_commit = lambda _pending: proxy.freeze()  # the COMMIT goes out, no answer comes back
    st.begin()
    st.insert([("payment.made", {"claim": 1})], "cajero")
    idem = st._tx["idem"]
    t0 = time.monotonic()
    with pytest.raises(LinkError):
        st.commit()
    assert time.monotonic() - t0 < STATEMENT_S + 1.5 and st.in_doubt == idem
    st.before_commit = None
    proxy.thaw()  # what waited reaches the server: it is committed there, or not, once
    other = PgStore(pg_url, tmp_path / "desk")
    rows = [e.type for e in other.read()]
    assert rows in (["a"], ["a", "payment.made"]) and other.verify().ok
    assert st.is_recorded(idem) == (rows == ["a", "payment.made"])
    st.close(), other.close()


def test_a_fault_is_said_in_spanish_and_never_with_the_password(pg_server, pg_url, tmp_path):
    nobody = f"postgresql://hall_writer:{WRITER_PW}@127.0.0.1:{free_port()}/hall"
    with pytest.raises(LinkError) as got:
        PgStore(nobody, tmp_path / "a")
    text = spanish(got.value)
    assert "Sin conexión con el servidor" in text and "nadie responde" in text and WRITER_PW not in text
    wrong = pg_url.replace(WRITER_PW, "not-the-password")
    with pytest.raises(LinkError) as got:
        PgStore(wrong, tmp_path / "a")
    assert "contraseña" in spanish(got.value) and "not-the-password" not in spanish(got.value)
    with pytest.raises(LinkError) as got:
        PgStore(pg_url.rsplit("/", 1)[0] + "/no_such_hall", tmp_path / "a")
    assert "base" in spanish(got.value)
    # a server error the station has no words for: its SQLSTATE, not its English
    from hallstation.store.pglink import link_error

    try:
        with psycopg.connect(pg_url) as c:
            c.execute("SELECT 1/0")
    except psycopg.Error as exc:
        text = spanish(link_error(exc, "x"))
    assert "22012" in text and "division" not in text


@pytest.fixture(scope="module")
def hall_ca(tmp_path_factory):
    """A certificate authority of the hall's own and the server's certificate (for 127.0.0.1),
    made with openssl as docs/network.md shows; and a second, foreign CA."""
    d = tmp_path_factory.mktemp("tls")

    def ossl(*args):
        subprocess.run(["openssl", *args], cwd=d, check=True, capture_output=True)

    for ca in ("hall-ca", "other-ca"):
        ossl("req", "-new", "-x509", "-nodes", "-days", "30", "-subj", f"/CN={ca}", "-keyout", f"{ca}.key", "-out", f"{ca}.crt")
    ossl("req", "-new", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", "server.key", "-out", "server.csr")
    (d / "server.ext").write_text("subjectAltName=IP:127.0.0.1\n")
    ossl("x509", "-req", "-in", "server.csr", "-CA", "hall-ca.crt", "-CAkey", "hall-ca.key", "-CAcreateserial", "-days", "30",
         "-extfile", "server.ext", "-out", "server.crt")
    return d


def test_the_hall_over_tls_with_its_own_ca(pg_server, hall_ca, tmp_path):
    name = f"tls_{os.getpid()}"
    url = pg_server.new_database(name)
    pg_server.use_tls(hall_ca / "server.crt", hall_ca / "server.key")
    pg_server.admit(f"hostssl {name} hall_writer,hall_display 127.0.0.1/32 scram-sha-256",
                    f"hostnossl {name} hall_writer,hall_display 127.0.0.1/32 reject")
    verify = f"?sslmode=verify-full&sslrootcert={hall_ca / 'hall-ca.crt'}"
    w = PgStore(url + verify, tmp_path / "caller")
    w.append([("ball.drawn", {"ball": 7})])
    assert w.conn.info.pgconn.ssl_in_use
    # a screens PC with the hall's CA in its folder: verify-full by itself
    screens = tmp_path / "screens"
    screens.mkdir()
    (screens / "hall-ca.crt").write_bytes((hall_ca / "hall-ca.crt").read_bytes())
    d = PgStore(pg_server.url("hall_display", DISPLAY_PW, db=name), screens, read_only=True)
    assert d.conn.info.pgconn.ssl_in_use and [e.data for e in d.read()] == [{"ball": 7}] and d.verify().ok
    d.close()
    # without TLS the server does not admit a terminal; a server whose certificate is not the hall's is not believed
    with pytest.raises(LinkError) as got:
        PgStore(url + "?sslmode=disable", tmp_path / "caller")
    assert "pg_hba.conf" in spanish(got.value)
    with pytest.raises(LinkError) as got:
        PgStore(url + f"?sslmode=verify-full&sslrootcert={hall_ca / 'other-ca.crt'}", tmp_path / "caller")
    assert "certificado" in spanish(got.value)
    assert w.verify().ok
    w.close()


def test_with_client_certificates_an_accounts_password_alone_connects_nothing(pg_server, hall_ca, tmp_path):
    """Issue 20 ("a stolen writer password can neither stop the hall …"): the server asks each
    terminal for a certificate of the hall's CA naming its account (pg_hba ``clientcert=verify-full``);
    a terminal's own (``hall-client.crt`` and its key in its folder, 0600) is used by itself; the
    password alone — from any other PC — is refused before it can take a lock or read a row."""
    import shutil

    def ossl(*args):
        subprocess.run(["openssl", *args], cwd=tmp_path, check=True, capture_output=True)

    for role in ("hall_writer", "hall_display"):
        ossl("req", "-new", "-nodes", "-subj", f"/CN={role}", "-keyout", f"{role}.key", "-out", f"{role}.csr")
        ossl("x509", "-req", "-in", f"{role}.csr", "-CA", str(hall_ca / "hall-ca.crt"), "-CAkey", str(hall_ca / "hall-ca.key"),
             "-CAcreateserial", "-days", "30", "-out", f"{role}.crt")
    name = f"cert_{os.getpid()}"
    url = pg_server.new_database(name)
    pg_server.use_tls(hall_ca / "server.crt", hall_ca / "server.key")
    shutil.copyfile(hall_ca / "hall-ca.crt", pg_server.data / "hall-clients-ca.crt")
    pg_server._chown(pg_server.data / "hall-clients-ca.crt")
    pg_server.sql("ALTER SYSTEM SET ssl_ca_file = 'hall-clients-ca.crt'; SELECT pg_reload_conf()")
    pg_server.admit(f"hostssl {name} hall_writer,hall_display 127.0.0.1/32 scram-sha-256 clientcert=verify-full",
                    f"hostnossl {name} hall_writer,hall_display 127.0.0.1/32 reject")

    def terminal(folder: str, cert: str | None):
        d = tmp_path / folder
        d.mkdir(mode=0o700)
        (d / "hall-ca.crt").write_bytes((hall_ca / "hall-ca.crt").read_bytes())
        if cert:
            (d / "hall-client.crt").write_bytes((tmp_path / f"{cert}.crt").read_bytes())
            (d / "hall-client.key").write_bytes((tmp_path / f"{cert}.key").read_bytes())
            (d / "hall-client.key").chmod(0o600)
        return d

    caller = terminal("caller", "hall_writer")
    w = PgStore(url, caller)
    w.append([("ball.drawn", {"ball": 7})])
    assert w.conn.info.pgconn.ssl_in_use
    # the writer's password on another PC (no certificate): refused, nothing taken, nothing read
    with pytest.raises(LinkError):
        PgStore(url, terminal("thief", None))
    # a certificate of the hall's CA for the display account does not open the writer's
    with pytest.raises(LinkError):
        PgStore(url, terminal("screens-as-writer", "hall_display"))
    screens = PgStore(pg_server.url("hall_display", DISPLAY_PW, db=name), terminal("screens", "hall_display"), read_only=True)
    assert [e.data for e in screens.read()] == [{"ball": 7}] and screens.verify().ok
    screens.close()
    assert w.verify().ok
    w.close()


def test_issue20_a_screen_waits_for_a_notification_in_one_call_and_misses_none(pg_url, monkeypatch):
    """The listening thread waits on the socket in one system call for as long as it waits (psycopg's
    own wait woke it every tenth of a second: 4 ms of processor a second on every screen); a
    notification that came during a statement, or is already there, is seen at once; nothing came
    (or only on another channel): False after the time asked."""
    import select

    from hallstation.gui.follow import notified_within

    listener = psycopg.connect(pg_url, autocommit=True)
    writer = psycopg.connect(pg_url, autocommit=True)
    try:
        listener.execute("LISTEN hs_probe")
        calls: list[float] = []
        real = select.select
        monkeypatch.setattr(select, "select", lambda r, w, x, t: (calls.append(t), real(r, w, x, t))[1])
        t0 = time.monotonic()
        assert notified_within(listener, 0.4) is False
        assert time.monotonic() - t0 >= 0.4 and len(calls) == 1  # one wait, not four
        writer.execute("NOTIFY hs_probe")
        time.sleep(0.1)
        listener.execute("SELECT 1")  # (read while a statement ran: psycopg keeps it aside)
        calls.clear()
        assert notified_within(listener, 5) is True and calls == []
        writer.execute("NOTIFY hs_probe, 'a'; NOTIFY hs_probe, 'b'")
        assert notified_within(listener, 5) is True
        assert notified_within(listener, 0.2) is False  # (both taken at once: one look reads every new row)
        t0 = time.monotonic()
        with psycopg.connect(pg_url, autocommit=True) as other:
            other.execute("SELECT pg_notify('hs_other', 'x')")  # (a channel it does not listen to)
        assert notified_within(listener, 0.3) is False and time.monotonic() - t0 >= 0.3
        writer.execute("NOTIFY hs_probe")
        assert notified_within(listener, 5) is True
    finally:
        listener.close()
        writer.close()
