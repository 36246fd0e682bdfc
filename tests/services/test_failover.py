"""The hall's server fails over to its hot standby (issue 25), on real PostgreSQL servers on loopback:
a primary and a synchronous standby made with PostgreSQL's own streaming replication
(``pg_basebackup -R``, ``synchronous_standby_names``), the terminals given both
(``postgresql://…@127.0.0.1:P1,127.0.0.1:P2/hall?target_session_attrs=read-write``).

- The primary killed (``kill -9``) in the middle of a night; the standby promoted (``store
  promote``: ``pg_promote()`` and the hall's epoch as its first act); the caller, the cashier desk
  and the display each say "Sin conexión", then go on on the new primary by themselves within 10 s
  and say which server; nothing any of them saw is missing, nothing is doubled, every state equals
  a fresh replay, the chain, the seals and the witnesses agree.
- The old primary started again as it was: every writer refuses it (one line), a display does not
  follow it, a terminal that never saw the failover passes it over.
- A commit in flight when the primary dies: recorded once or not at all.
- The standby down, with synchronous replication: a writer says so in one line, nothing recorded.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
from pathlib import Path

import psycopg
import pytest

from hallstation.core.bingo.patterns import LINE
from hallstation.core.errors import RuleError
from hallstation.devtools.pgserver import DISPLAY, DISPLAY_PW, WRITER, WRITER_PW, PgServer
from hallstation.i18n import message, set_language
from hallstation.services.demo import create_demo_day
from hallstation.services.station import Station
from hallstation.store import failover, promote
from hallstation.store.eventlog import StoreError
from hallstation.store.failover import NotPrimary, StandbyDown
from hallstation.store.pglink import LinkError
from hallstation.store.pgstore import PgStore
from tests.services.race_support import fingerprint, seen_as

pytestmark = pytest.mark.slow


class Pair:
    """A primary and its synchronous hot standby, each a throwaway server on loopback."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="hallstation-pair-"))
        self.primary = PgServer(self.folder / "primary", durable=False).start()
        self.standby = PgServer.standby_of(self.primary, self.folder / "standby")
        self.primary.synchronous("hall_standby")
        self.primary.streaming()
        self.stopped: list[int] = []  # processes a test stopped (SIGSTOP), continued at the end

    def url(self, user: str = WRITER, pw: str = WRITER_PW) -> str:
        return (f"postgresql://{user}:{pw}@127.0.0.1:{self.primary.port},127.0.0.1:{self.standby.port}/hall"
                "?target_session_attrs=read-write")

    def close(self) -> None:
        for pid in self.stopped:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        for s in (self.primary, self.standby):
            s.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def pair():
    p = Pair()
    yield p
    p.close()


def spanish(exc) -> str:
    set_language("es")
    text = message(exc)
    assert "\n" not in text
    return text


def hall_on(pair: Pair, tmp_path: Path) -> Path:
    caller_dir = tmp_path / "caller-pc"
    st = Station(caller_dir, store=pair.url())
    create_demo_day(st, cards=60, sold=40)
    st.close()
    return caller_dir


def with_key(tmp_path: Path, name: str, key_from: Path | None) -> Path:
    f = tmp_path / name
    f.mkdir()
    if key_from is not None:
        shutil.copy(key_from / "secret.key", f / "secret.key")
    return f


def log_of(url: str, folder: Path) -> list:
    st = PgStore(url, folder, witness=False, read_only=True)
    try:
        return [(e.seq, e.type, e.data) for e in st.read()]
    finally:
        st.close()


def rows_on(server: PgServer) -> int:
    """How many rows the hall's log holds on that one server (its administrator's look)."""
    with psycopg.connect(server.admin_url("hall"), autocommit=True) as conn:
        return conn.execute("SELECT count(*) FROM hs_events").fetchone()[0]


def audit(folder: Path, url: str, monkeypatch, capsys) -> tuple[int, str]:
    """``hallstation audit verify`` as the hall's IT person runs it (the password in the environment)."""
    from hallstation.cli import main
    from tests.pg_support import argv_and_env

    argv, env = argv_and_env(["audit", "verify", "--data-dir", str(folder), "--store", url])
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    finally:
        set_language("es")
    out, err = capsys.readouterr()
    return code, out + err


def test_the_primary_killed_mid_night_the_standby_takes_over_and_the_old_primary_is_never_a_second_writer(pair, tmp_path, qtbot, monkeypatch, capsys):
    from hallstation.gui.bridge import StationBridge
    from hallstation.gui.follow import follow
    from hallstation.gui.link import LinkBanner

    caller_dir = hall_on(pair, tmp_path)
    caller = Station(caller_dir, store=pair.url())
    cashier = Station(with_key(tmp_path, "cashier-desk", caller_dir), store=pair.url())
    display = Station(with_key(tmp_path, "screens-pc", None), store=pair.url(DISPLAY, DISPLAY_PW), read_only=True)
    terminals = {"caller": caller, "cashier": cashier, "display": display}
    bridge = StationBridge(caller)
    banner = LinkBanner(bridge)
    qtbot.addWidget(banner)
    followers = {name: (bridge.follower if st is caller else follow(st)) for name, st in terminals.items()}
    try:
        assert caller.acquire_drive() is None
        # the night: balls until a line, the claim, the award, the payment at the desk
        card = None
        for _ in range(75):
            caller.draw()
            found = caller.possible_winners()
            if found.get(LINE):
                card = found[LINE][0]
                break
        assert card is not None
        c = caller.claim(caller.current_game.series.number, card)
        caller.sign_claim(c.id, "jurado1", "1111")
        caller.stamp_claim(c.id)
        caller.award()
        qtbot.waitUntil(lambda: cashier.state.last_seq == caller.state.last_seq, timeout=5000)
        cashier.pay(c.id, LINE, "cash", session=cashier.authenticate("cajero", "4444"))
        qtbot.waitUntil(lambda: caller.state.last_seq == cashier.state.last_seq, timeout=5000)
        caller.resume()
        caller.draw()
        qtbot.waitUntil(lambda: all(st.state.last_seq == cashier.state.last_seq for st in terminals.values()), timeout=5000)
        seen = {name: fingerprint(st) for name, st in terminals.items()}
        seen_log = log_of(pair.url(), with_key(tmp_path, "inspector", caller_dir))
        assert seen["display"]["games"] == seen["caller"]["games"]

        # the primary dies the hard way: every terminal says so
        pair.primary.kill()
        qtbot.waitUntil(lambda: all(f.offline for f in followers.values()), timeout=5000)
        assert all("Sin conexión" in f.offline for f in followers.values())
        assert banner.offline
        with pytest.raises(LinkError):
            caller.draw()
        assert {name: fingerprint(st) for name, st in terminals.items()} == seen  # the last state stays

        # the IT person promotes the standby; every terminal goes on by itself within 10 s
        new = f"127.0.0.1:{pair.standby.port}"
        done = promote.promote(pair.standby.admin_url("hall"), with_key(tmp_path, "it-person", caller_dir))
        assert done["epoch"] == 1 and done["server"] == new
        qtbot.waitUntil(lambda: not any(f.offline for f in followers.values()), timeout=10_000)
        assert all(f.serving == f"servidor: {new}" for f in followers.values())
        assert banner.text() == f"servidor: {new}" and not banner.offline and banner.isVisible()
        caller.draw()  # the caller draws on (its lock is taken again on the new primary)
        assert failover.server_name(caller._drive_lock._conn) == new
        with pytest.raises(RuleError, match="Another caller station"):
            cashier.draw()  # and only the caller draws there
        cashier.commit([("note.added", {"text": "desk back"})], actor="cajero")  # and the desk records
        qtbot.waitUntil(lambda: all(st.state.last_seq == caller.state.last_seq for st in terminals.values()), timeout=5000)

        # nothing any terminal saw is missing, nothing doubled; the state is a fresh replay
        after = log_of(pair.url(), tmp_path / "inspector")
        assert after[: len(seen_log)] == seen_log
        assert [t for _s, t, _d in after[len(seen_log):]] == ["hall.epoch", "ball.drawn", "note.added"]
        balls = list(caller.current_game.balls)
        assert len(balls) == len(set(balls)) == len(seen["caller"]["games"][str(caller.current_game.number)]["balls"]) + 1
        paid = [d for _s, t, d in after if t == "payment.made"]
        assert len(paid) == 1
        fresh = Station(tmp_path / "inspector", store=pair.url())
        want = fingerprint(fresh)
        assert fresh.store.verify().ok and fresh.store.server == new
        fresh.close()
        for name, st in terminals.items():
            assert fingerprint(st) == seen_as(st, want), name
            assert st.store.verify().ok, name  # the chain, the seals (writers), the server's mark
            assert st.store.witness_problem() is None, name  # and this terminal's witness

        # hallstation audit verify on the multi-host address (the new primary), under each writer's
        # key and against its witness mark
        for folder in (caller_dir, tmp_path / "cashier-desk"):
            code, out = audit(folder, pair.url(), monkeypatch, capsys)
            assert code == 0 and "auditoría: correcta" in out and "sellos válidos" in out, out

        # the old primary started again as it was: its log is the new primary's up to the last
        # commit any terminal saw (an audit reads it: it writes nothing), and it is never a second writer
        pair.primary.start()
        assert log_of(pair.primary.writer_url(), tmp_path / "inspector")[: len(seen_log)] == seen_log
        old_only = {"writer": pair.primary.writer_url(), "display": pair.primary.display_url()}
        for name, folder, url in (("caller", caller_dir, old_only["writer"]), ("cashier", tmp_path / "cashier-desk", old_only["writer"]),
                                  ("display", tmp_path / "screens-pc", old_only["display"])):
            with pytest.raises(NotPrimary) as got:
                Station(folder, store=url, read_only=name == "display")
            assert "es un primario antiguo" in spanish(got.value), name
        # the terminals running: their links cut, they look again; the old primary is listed first
        with psycopg.connect(pair.standby.admin_url("hall"), autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename IN (%s, %s)", [WRITER, DISPLAY])
        before_old = rows_on(pair.primary)
        for st in (caller, cashier):
            st.store.ping()  # each finds its link cut (as its next command would), and looks again
        caller.draw()
        qtbot.waitUntil(lambda: display.state.last_seq == caller.state.last_seq, timeout=10_000)
        assert caller.store.server == new and cashier.store.server == new
        assert rows_on(pair.primary) == before_old  # nothing written there
        # a terminal that never saw the failover passes the old primary over too
        stranger = PgStore(pair.url(DISPLAY, DISPLAY_PW), with_key(tmp_path, "new-screens-pc", None), read_only=True)
        assert stranger.server == new
        stranger.close()
        # the new primary away, only the old one answers: a writer refuses it in one line
        pair.standby.stop()
        qtbot.waitUntil(lambda: bool(followers["cashier"].offline and followers["display"].offline), timeout=5000)
        with pytest.raises(NotPrimary) as got:
            cashier.authenticate("cajero", "4444")
        assert "es un primario antiguo" in spanish(got.value)
        # the display does not follow it either: it stays "sin conexión", the old primary refused
        assert followers["display"].offline and isinstance(display.store.refusal, NotPrimary)
        assert rows_on(pair.primary) == before_old
    finally:
        for st in terminals.values():
            f = getattr(st, "_follower", None)
            if f is not None:
                f.stop()
            st.close()


def test_a_commit_in_flight_at_the_kill_is_recorded_once_or_not_at_all(pair, tmp_path):
    caller_dir = hall_on(pair, tmp_path)
    caller = Station(caller_dir, store=pair.url())
    try:
        assert caller.acquire_drive() is None
        caller.draw()
        caller.draw()
        before = list(caller.current_game.balls)

        # the promotion refused while the primary is alive (the standby still streams from it)
        with pytest.raises(StoreError) as got:
            promote.promote(pair.standby.admin_url("hall"), caller_dir, settle_s=0.5)
        assert "sigue recibiendo el registro" in spanish(got.value)
        with psycopg.connect(pair.standby.admin_url(), autocommit=True) as admin:
            assert admin.execute("SELECT pg_is_in_recovery()").fetchone()[0]  # nothing was done

        # the standby down, with synchronous replication: one plain line, nothing recorded
        pair.standby.stop()
        with pytest.raises(StandbyDown) as got:
            caller.draw()
        assert "el segundo servidor de la sala" in spanish(got.value).lower()
        assert caller.current_game.balls == before and len(caller.store) == caller.state.last_seq
        pair.standby.start()
        pair.primary.streaming()

        # the standby stalls (its commit acknowledgement never comes), the primary dies while the
        # ball's COMMIT waits for it
        with psycopg.connect(pair.standby.admin_url(), autocommit=True) as admin:
            receiver = admin.execute("SELECT pid FROM pg_stat_wal_receiver").fetchone()[0]
        os.kill(receiver, signal.SIGSTOP)
        pair.stopped.append(receiver)

        def die(_pending):
            threading.Timer(0.3, pair.primary.kill).start()

        caller.store.before_commit = die
        with pytest.raises(LinkError):
            caller.draw()
        caller.store.before_commit = None
        os.kill(receiver, signal.SIGCONT)
        promote.promote(pair.standby.admin_url("hall"), caller_dir)
        caller.refresh()
        balls = list(caller.current_game.balls)
        assert balls[:2] == before and len(balls) in (2, 3)  # the ball in flight: once, or not at all
        log = log_of(pair.url(), with_key(tmp_path, "inspector", caller_dir))
        drawn = [d["ball"] for _s, t, d in log if t == "ball.drawn"]
        assert drawn == balls
        caller.draw()  # and the night goes on
        assert len(caller.current_game.balls) == len(balls) + 1
        fresh = Station(tmp_path / "inspector", store=pair.url())
        assert fingerprint(fresh) == fingerprint(caller) and fresh.store.verify().ok
        fresh.close()
    finally:
        caller.close()


# ------------------------------------------------------------------ the checks, on the session's server
def test_a_server_whose_epoch_its_log_does_not_prove_or_whose_timeline_is_not_the_epochs_is_refused(pg_url, pg_server, tmp_path):
    st = PgStore(pg_url, tmp_path / "caller")
    st.append([("a", {})])
    db = pg_url.rsplit("/", 1)[1]
    # an epoch pointing at a row that is not the hall's epoch row
    pg_server.sql("""INSERT INTO hs_meta (name, value) VALUES ('epoch:000001', '{"seq": 1, "timeline": 1}')""", db=db)
    with pytest.raises(NotPrimary) as got:
        st.append([("b", {})])
    assert "no demuestra" in spanish(got.value)
    # a server on another timeline than its last epoch recorded: promoted without the hall's epoch
    pg_server.sql("""INSERT INTO hs_meta (name, value) VALUES ('epoch:000002', '{"seq": 1, "timeline": 7}')""", db=db)
    with pytest.raises(NotPrimary) as got:
        PgStore(pg_url, with_key(tmp_path, "desk", tmp_path / "caller"))
    assert "store promote" in spanish(got.value)
    # nothing was written; an audit (a store that writes nothing) still reads that server's log
    assert [t for _s, t, _d in log_of(pg_url, tmp_path / "inspector")] == ["a"]
    st.close()


def test_a_multi_host_address_is_read_as_libpq_reads_it():
    assert failover.hosts("postgresql://w@h1:5433,h2:5434/hall?target_session_attrs=read-write") == [("h1", "5433"), ("h2", "5434")]
    assert failover.hosts("postgresql://w@h1,h2/hall") == [("h1", ""), ("h2", "")]
    assert failover.hosts("postgresql://w@h1,h2:6000/hall") == [("h1", ""), ("h2", "6000")]
    assert not failover.multi_host("postgresql://w@h1/hall")
    info = failover.one_host("postgresql://w@h1:5433,h2:5434/hall?target_session_attrs=read-write&sslmode=verify-full", "h2", "5434")
    assert "host=h2" in info and "port=5434" in info and "target_session_attrs" not in info and "sslmode=verify-full" in info
