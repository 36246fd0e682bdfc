"""Issue 19 §6: a start costs the new tail of the log, not the season. A station starts from this
PC's keyed snapshot of its folded state (``services/snapshot.py``): only the rows after it are
checked and replayed; a finished game is kept as its summary and its detail read from the log when
asked (checked back from its recorded hash). Without a snapshot the rows this PC's witness saw are
checked by their hashes, the rest by their seals too. Any doubt about a snapshot and it is ignored;
``audit verify`` checks every row."""

from __future__ import annotations

import dataclasses
import shutil
import json
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from hallstation.core.bingo.cards import Series
from hallstation.core.bingo.patterns import FULL_CARD, LINE, MAJOR
from hallstation.core.errors import RuleError
from hallstation.services import snapshot
from hallstation.services.station import Station
from hallstation.store import proof
from hallstation.store.eventlog import DB_NAME, EventStore, StoreError, row_hash
from tests.core.bingo.helpers import FULL_A, ROW1_A
from tests.services.test_claims import verify


# ------------------------------------------------------------------ the state, compared whole
def _canon(obj, seen_series=False):
    """A plain, comparable form of a folded state: every lazy part read, caches left out."""
    if isinstance(obj, snapshot.GameStub):
        obj = obj._materialize()
    if isinstance(obj, Series):
        return {"series": _canon(obj.info), "raw": obj.raw.hex()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out = {}
        for f in dataclasses.fields(obj):
            if f.name in ("_cache", "pin_key"):
                continue
            v = getattr(obj, f.name)
            out[f.name] = v.number if (f.name == "series" and isinstance(v, Series)) else _canon(v)
        return out
    if isinstance(obj, snapshot.LazyMap):
        obj = obj.plain()
    if isinstance(obj, dict):
        return sorted((json.dumps(k), _canon(v)) for k, v in obj.items())
    if isinstance(obj, (set, frozenset)):
        return sorted(_canon(v) for v in obj)
    if isinstance(obj, (list, tuple)):
        return [_canon(v) for v in obj]
    return obj


def folded(st: Station):
    """Everything the station folded (its state and the station's own per-game figures)."""
    return _canon({
        "state": st.state, "head": st._head, "trays": st._trays, "game_day": st.game_day, "pot_seeds": st.pot_seeds,
        "pot_at_day_start": st.pot_at_day_start, "pot_at_day_end": st.pot_at_day_end,
    })


def snapshot_file(folder: Path) -> Path:
    wp = proof.witness_path(folder)
    return wp.with_name(wp.name.replace("witness-folder-", "snapshot-folder-").replace(".mark", ".state"))


def full_replay(folder: Path):
    """The state as a start with no snapshot folds it (every row), the snapshot left as it was."""
    path = snapshot_file(folder)
    kept = path.read_bytes() if path.exists() else None
    path.unlink(missing_ok=True)
    st = Station(folder)
    try:
        assert st.started_from == 0 and st.attention is None, st.attention_text()
        return folded(st)
    finally:
        st.store.close()  # (no snapshot written by this one)
        if kept is not None:
            path.write_bytes(kept)


# ------------------------------------------------------------------ a hall's day, played
def _play_game_with_a_late_payment(hall):
    """Cards 1 and 3 share the line (both paid), card 1 completes the full card, and its
    payment ends the game."""
    g = hall.setup()
    hall.balls(*ROW1_A)
    c1, c3 = hall.claim(g.series.number, 1), hall.claim(g.series.number, 3)
    verify(hall, c1, read=False)
    verify(hall, c3, read=False)
    hall.award()
    cashier = hall.authenticate("cajero", "4444")
    hall.pay(c1.id, LINE, "cash", session=cashier)
    hall.pay(c3.id, LINE, "cash", session=cashier)
    hall.resume()
    hall.balls(*[b for b in FULL_A if b not in g.balls])
    full = hall.claim(g.series.number, 1)
    verify(hall, full, read=False)
    hall.award()
    for prize in g.prizes_won(full):
        if prize not in full.paid:
            if prize == MAJOR:
                hall.pay(full.id, prize, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=cashier)
            else:
                hall.pay(full.id, prize, "cash", session=cashier)
    assert g.state == "finished", g.state
    return g, c1, c3, full, cashier


def test_a_start_from_the_snapshot_folds_what_a_full_replay_folds_and_reads_only_the_tail(hall, data_dir):
    g, c1, c3, full, cashier = _play_game_with_a_late_payment(hall)
    number = g.number
    hall.close()  # the snapshot is kept at close
    assert snapshot_file(data_dir).exists()

    st = Station(data_dir)
    last = st.state.last_seq
    assert st.started_from == last and st.start_figures["checked"] == 0 and st.start_figures["replayed"] == 0
    loaded = snapshot.stats["games_loaded"]
    # a finished game is a summary until something asks for its detail
    stub = st.state.games[number]
    assert isinstance(stub, snapshot.GameStub) and not stub.loaded
    assert stub.state == "finished" and stub.config.series == g.config.series and st.next_stamp() == full.stamp + 1
    assert snapshot.stats["games_loaded"] == loaded  # (none of that read the log)
    assert folded(st) == full_replay(data_dir)
    assert stub.loaded  # (the comparison read its detail: balls, claims, payments)

    # what is asked of a finished game after the restart: its recall, its day's ledger
    from hallstation.services.ledger import day_ledger
    from hallstation.services.recall import recall

    assert recall(st, number)
    assert [x.game for x in day_ledger(st).games] == [number]
    st.close()

    st = Station(data_dir)
    assert st.started_from == st.state.last_seq >= last
    assert folded(st) == full_replay(data_dir)
    assert FULL_CARD in st.state.games[number].claims[full.id].paid
    st.close()


def test_a_station_started_from_the_snapshot_plays_the_next_game_without_reading_the_finished_ones(hall, data_dir):
    g, *_ = _play_game_with_a_late_payment(hall)
    hall.close()
    st = Station(data_dir)
    assert st.started_from == st.state.last_seq
    before = snapshot.stats["games_loaded"]
    admin = st.authenticate("admin", "1234")
    s = st.create_series(30, session=admin)
    new = st.new_game(s.number, 1000, session=admin, simulation=True)
    st.open_sales(session=admin)
    st.sell([1, 2, 3])
    st.close_sales()
    st.ratify()
    st.draw()
    assert st.current_game.number == new.number == g.number + 1
    assert snapshot.stats["games_loaded"] == before
    st.close()
    st = Station(data_dir)
    assert st.started_from == st.state.last_seq and st.current_game.number == new.number
    assert folded(st) == full_replay(data_dir)
    st.close()


def test_the_rows_after_the_snapshot_are_checked_and_replayed_and_no_more(hall, data_dir):
    hall.setup()
    hall.close()
    st = Station(data_dir)
    since = st.state.last_seq
    assert st.started_from == since
    st.store.close()  # (killed: no snapshot at close)
    other = Station(data_dir)
    for b in (70, 71, 72):
        other.draw(b)
    other.store.close()
    st = Station(data_dir)
    assert st.started_from == since and st.start_figures == {"checked": 3, "replayed": 3, "hash_only": 0}
    assert st.current_game.balls == [70, 71, 72]
    assert folded(st) == full_replay(data_dir)
    st.close()


# ------------------------------------------------------------------ any doubt: the whole log
def _tamper(path: Path, how: str) -> None:
    raw = bytearray(path.read_bytes())
    line, _, _rest = bytes(raw).partition(b"\n")
    header = json.loads(line)
    if how == "body":
        raw[len(line) + 5] ^= 0x01
    elif how == "mac":
        header["mac"] = "0" * 64
        raw = bytearray(json.dumps(header).encode() + b"\n" + bytes(raw[len(line) + 1 :]))
    elif how == "format":
        header["format"] = snapshot.FORMAT + 1
        raw = bytearray(json.dumps(header).encode() + b"\n" + bytes(raw[len(line) + 1 :]))
    elif how == "seq":
        header["seq"] -= 1
        raw = bytearray(json.dumps(header).encode() + b"\n" + bytes(raw[len(line) + 1 :]))
    elif how == "truncated":
        raw = raw[: len(raw) // 2]
    path.write_bytes(bytes(raw))


@pytest.mark.parametrize("how", ["body", "mac", "format", "seq", "truncated"])
def test_a_tampered_or_foreign_snapshot_is_ignored_and_the_whole_log_replayed(hall, data_dir, how):
    _play_game_with_a_late_payment(hall)
    hall.close()
    _tamper(snapshot_file(data_dir), how)
    st = Station(data_dir)
    assert st.started_from == 0 and st.attention is None
    assert st.start_figures["replayed"] == st.state.last_seq
    assert folded(st) == full_replay(data_dir)
    st.close()


def test_a_snapshot_sealed_under_another_key_is_ignored(hall, data_dir, monkeypatch):
    g, *_ = _play_game_with_a_late_payment(hall)
    hall.state.pot_account.amount += 1_000_000  # the state a forger would like the station to start from
    real_place = snapshot._place
    with monkeypatch.context() as m:
        m.setattr(snapshot, "_place", lambda st: (real_place(st)[0], bytes(32)))  # sealed under another key
        assert snapshot.save(hall)
    hall.state.pot_account.amount -= 1_000_000
    hall.store.close()
    st = Station(data_dir)
    assert st.started_from == 0 and st.attention is None
    assert folded(st) == full_replay(data_dir)
    st.store.close()


def test_a_snapshot_whose_row_is_not_in_the_log_any_more_is_ignored_and_the_rewrite_caught(hall, data_dir):
    """Someone with the key rewrote the log under the snapshot (re-chained and re-sealed every
    row): row S is not the one the snapshot was folded to, every row is read, and this PC's
    witness names the rewrite."""
    _play_game_with_a_late_payment(hall)
    hall.close()
    db = data_dir / DB_NAME
    from hallstation.store import keys

    key = keys.log_key(keys._read_secret(keys.secret_path(data_dir)))
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT seq, ts, type, actor, data FROM events ORDER BY seq").fetchall()
    prev = "0" * 64
    from hallstation.store.eventlog import seal

    for seq, ts, etype, actor, data in rows:
        if seq == 3:
            data = data.replace("}", ',"forged":1}', 1)
        h = row_hash(prev, seq, ts, etype, actor, data)
        conn.execute("UPDATE events SET data=?, prev_hash=?, hash=?, mac=? WHERE seq=?", (data, prev, h, seal(key, seq, h), seq))
        prev = h
    conn.commit()
    conn.close()
    st = Station(data_dir)
    assert st.started_from == 0
    assert st.attention is not None and "rewritten" in st.attention.reason
    st.store.close()


def test_a_row_under_the_snapshot_changed_without_its_hash_is_caught_by_audit_and_by_its_games_detail(hall, data_dir):
    """A row before S whose content was changed but not its hash is not read by a start from the
    snapshot; ``audit verify`` reads it, and so does the finished game's detail when asked."""
    g, *_ = _play_game_with_a_late_payment(hall)
    hall.close()
    db = data_dir / DB_NAME
    conn = sqlite3.connect(db)
    seq, data = conn.execute("SELECT seq, data FROM events WHERE type='ball.drawn' ORDER BY seq LIMIT 1").fetchone()
    conn.execute("UPDATE events SET data=? WHERE seq=?", (data.replace('"ball":', '"ball":7', 1), seq))
    conn.commit()
    conn.close()
    st = Station(data_dir)
    assert st.started_from == st.state.last_seq and st.attention is None
    audit = st.store.verify()
    assert not audit.ok and audit.first_bad == seq
    with pytest.raises(StoreError):
        st.state.games[g.number].balls
    assert st.attention is not None and str(g.number) in st.attention_text()
    with pytest.raises(StoreError):
        st.commit([("bench.tick", {})])  # nothing is recorded on a log that needs attention
    st.store.close()


def test_without_a_snapshot_the_rows_the_witness_saw_are_checked_by_hash_and_a_rewrite_is_caught(hall, data_dir):
    _play_game_with_a_late_payment(hall)
    hall.close()
    snapshot_file(data_dir).unlink()
    st = Station(data_dir)
    assert st.started_from == 0 and st.start_figures["hash_only"] == st.state.last_seq and st.attention is None
    st.store.close()
    snapshot_file(data_dir).unlink(missing_ok=True)
    # a rewrite without the key, re-chained: the seals are not checked under the witness, the
    # witnessed row's hash is — and it differs
    db = data_dir / DB_NAME
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT seq, ts, type, actor, data FROM events ORDER BY seq").fetchall()
    prev = "0" * 64
    for seq, ts, etype, actor, data in rows:
        if seq == 4:
            data = data.replace("}", ',"forged":1}', 1)
        h = row_hash(prev, seq, ts, etype, actor, data)
        conn.execute("UPDATE events SET data=?, prev_hash=?, hash=? WHERE seq=?", (data, prev, h, seq))
        prev = h
    conn.commit()
    conn.close()
    st = Station(data_dir)
    assert st.attention is not None
    assert st.store.verify().first_bad == 4  # audit verify names the first row written without the key
    st.store.close()


def test_a_damaged_archive_is_set_aside_and_the_log_replayed_before_the_next_command(hall, data_dir):
    g, c1, c3, full, _ = _play_game_with_a_late_payment(hall)
    hall.close()
    path = snapshot_file(data_dir)
    raw = bytearray(path.read_bytes())
    raw[-3] ^= 0x01  # in the archive (the finished games), read only when asked
    path.write_bytes(bytes(raw))
    st = Station(data_dir)
    assert st.started_from == st.state.last_seq
    with pytest.raises(StoreError):
        st.state.games[g.number].balls
    assert not path.exists()
    admin = st.authenticate("admin", "1234")  # the whole log replayed first
    st.create_series(12, session=admin)
    assert st.attention is None and FULL_CARD in st.state.games[g.number].claims[full.id].paid
    assert not isinstance(st.state.games[g.number], snapshot.GameStub)
    st.close()
    st = Station(data_dir)
    assert folded(st) == full_replay(data_dir)
    st.close()


def test_a_read_only_copy_keeps_no_snapshot(hall, data_dir):
    hall.setup()
    hall.close()
    path = snapshot_file(data_dir)
    before = path.read_bytes()
    ro = Station(data_dir, read_only=True)
    assert ro.started_from == 0
    ro.close()
    assert path.read_bytes() == before


def test_a_snapshot_is_kept_every_so_many_rows_during_play(hall, data_dir, monkeypatch):
    monkeypatch.setattr(snapshot, "EVERY", 5)
    g = hall.setup()
    seen = []
    for b in (70, 71, 72, 73, 74, 75, 69, 68, 67, 66, 65):
        hall.draw(b)
        head = json.loads(snapshot_file(data_dir).read_bytes().partition(b"\n")[0])
        seen.append(head["seq"])
    assert len(set(seen)) >= 2 and seen[-1] >= hall.state.last_seq - 5
    hall.store.close()  # killed: the last snapshot kept during play is the start's
    st = Station(data_dir)
    assert 0 < st.started_from <= st.state.last_seq and st.current_game.balls[-1] == 65
    st.close()


# ------------------------------------------------------------------ any log: a property
_TEMPLATE: list = []


def _template() -> list[list[tuple[str, str, dict]]]:
    """Three simulated games' rows, one list per game (its series first), made once."""
    if not _TEMPLATE:
        from hallstation.services.simulate import simulate

        with tempfile.TemporaryDirectory() as d:
            st = Station(d)
            simulate(st, cards=12, games=3, seed=7, price=1000, limit=None)
            events = [(e.type, e.actor, e.data) for e in st.store.read()]
            st.store.close()
        per: dict[int, list] = {}
        for etype, actor, data in events:
            n = data["number"] if etype == "series.created" else data["game"]
            per.setdefault(n, []).append((etype, actor, data))
        _TEMPLATE.extend(per.values())
    return _TEMPLATE


def _append(folder: Path, rows: list) -> None:
    """The rows appended as they are (one commit per run of one author)."""
    store = EventStore(folder / DB_NAME)
    i = 0
    while i < len(rows):
        j = i
        while j < len(rows) and rows[j][1] == rows[i][1]:
            j += 1
        store.append([(t, d) for t, _a, d in rows[i:j]], rows[i][1])
        i = j
    store.close()


@hs.composite
def logs(draw):
    """The three games' rows interleaved in any order (each game's own in order), with the
    casino's pot seeds and settings changes between them; where the snapshot is taken."""
    streams = [list(s) for s in _template()]
    order = draw(hs.permutations([i for i, s in enumerate(streams) for _ in s]))
    pos = [0] * len(streams)
    out = []
    for i in order:
        out.append(streams[i][pos[i]])
        pos[i] += 1
    extras = draw(hs.lists(hs.tuples(hs.integers(0, len(out)), hs.sampled_from(["seed", "setting"]), hs.integers(1, 50)), max_size=4))
    for at, kind, v in sorted(extras, reverse=True):
        if kind == "seed":
            out.insert(at, ("pot.seeded", "admin", {"amount": v * 100, "pot_after": 0}))
        else:
            out.insert(at, ("settings.changed", "admin", {"name": "player_limit", "value": v, "old": 0}))
    cut = draw(hs.integers(1, len(out)))
    return out, cut


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(logs())
def test_property_a_start_from_any_snapshot_folds_any_log_as_a_full_replay_does(tmp_path, case):
    rows, cut = case
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    _append(folder, rows[:cut])
    st = Station(folder)
    assert st.attention is None, st.attention_text()
    st.close()  # the snapshot at row cut
    _append(folder, rows[cut:])
    st = Station(folder)
    assert st.started_from == cut and st.start_figures["replayed"] == len(rows) - cut
    assert folded(st) == full_replay(folder)
    st.close()


# ------------------------------------------------------------------ a writer terminal on the hall's server
def test_a_writer_terminal_on_postgresql_starts_from_its_snapshot_as_a_full_replay_does(pg_url, tmp_path):
    from hallstation.services.simulate import simulate

    folder = tmp_path / "caller-pc"
    st = Station(folder, store=pg_url)
    simulate(st, cards=12, games=2, seed=3, price=1000, limit=None)
    last = st.state.last_seq
    st.close()
    path = st.store.witness_path.with_name(st.store.witness_path.name[: -len(".mark")] + ".state")
    assert path.exists()
    st = Station(folder, store=pg_url)
    assert st.started_from == last and st.start_figures == {"checked": 0, "replayed": 0, "hash_only": 0}
    assert st.attention is None
    games = [n for n, g in st.state.games.items() if isinstance(g, snapshot.GameStub)]
    assert len(games) == 2
    got = folded(st)
    st.store.close()
    kept = path.read_bytes()
    path.unlink()
    whole = Station(folder, store=pg_url)
    assert whole.started_from == 0 and whole.start_figures["replayed"] == last
    assert folded(whole) == got
    whole.store.close()
    path.write_bytes(kept)
    # a row after the snapshot, written by another terminal: checked and replayed, and no more
    (tmp_path / "other-pc").mkdir(mode=0o700)
    shutil.copy(folder / "secret.key", tmp_path / "other-pc" / "secret.key")
    other = Station(tmp_path / "other-pc", store=pg_url)
    other.commit([("settings.changed", {"name": "player_limit", "value": 7, "old": 0})], "admin")
    other.close()
    st = Station(folder, store=pg_url)
    assert st.started_from == last and st.start_figures["checked"] == 1 and st.start_figures["replayed"] == 1
    assert st.settings["player_limit"] == 7
    st.close()


def test_a_snapshot_that_cannot_be_kept_during_play_costs_no_ball_and_is_tried_again_only_so_many_rows_on(hall, data_dir, monkeypatch):
    monkeypatch.setattr(snapshot, "EVERY", 5)
    tried = []

    def full_disk(st):
        tried.append(st.state.last_seq)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(snapshot, "payload", full_disk)
    hall.setup()
    balls = (70, 71, 72, 73, 74, 75, 69, 68, 67, 66, 65, 64)
    for b in balls:
        hall.draw(b)  # every ball recorded and shown, whatever the snapshot
    assert hall.current_game.balls[-len(balls):] == list(balls) and hall.attention is None
    assert 1 <= len(tried) <= hall.state.last_seq // 5 + 1  # (the setup wrote rows too)
    assert all(b - a >= 5 for a, b in zip(tried, tried[1:]))
