"""One fold table (issue 23 §4): every event type the code writes has exactly one fold, beside the
state it changes, and every fold is reached — by the station (``Station.FOLDS``) and by the poker
tables (``PokerTable.FOLDS``). Replay, a command's own rows, the catch-up and the followers all fold
through the same table; a type it does not know changes nothing, as before."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from pathlib import Path

import pytest

import hallstation
from hallstation.core.bingo.game import FINISHED
from hallstation.core.bingo.patterns import MAJOR
from hallstation.core.errors import RuleError
from hallstation.core.folds import FoldTable, folds
from hallstation.core.poker import PokerSettings
from hallstation.services.demo import create_demo_day
from hallstation.services.poker import JACKPOT_PENDING, PokerTable
from hallstation.services.station import Station

# the store's own bookkeeping row (an old log sealed on upgrade): no state of the hall changes by it
STORE_ROWS = {"log.sealed"}
# ("type", {…}) / ("type", data) as the code writes an event; or a module's constant naming one
EVENT = re.compile(r'\(\s*(?:"([a-z_]+\.[a-z_]+)"|([A-Z][A-Z_]*EVENT)),\s*(?:\{|[a-z_]\w*\s*\))')


def written_types() -> dict[str, set[str]]:
    """Every event type the code writes, from the source of the floors that write the log (the rules
    core decides events, the services and the store append them): type → the files that write it."""
    root = Path(hallstation.__file__).parent
    found: dict[str, set[str]] = {}
    for path in sorted(p for floor in ("core", "services", "store") for p in (root / floor).rglob("*.py")):
        rel = path.relative_to(root.parent)
        for literal, constant in EVENT.findall(path.read_text(encoding="utf-8")):
            if constant:
                literal = getattr(importlib.import_module(".".join(rel.with_suffix("").parts)), constant)
            found.setdefault(literal, set()).add(str(rel))
    return found


def test_every_event_type_the_code_writes_has_exactly_one_fold_and_no_fold_is_for_nothing():
    written = written_types()
    assert "hall.demo" in written and "tray.settled" in written and "poker.bet" in written  # (the scan sees them)
    poker = {t for t in written if t.startswith("poker.")}
    bingo = set(written) - poker - STORE_ROWS
    assert bingo - Station.FOLDS.types == set(), "written, folded by no one"
    assert Station.FOLDS.types - bingo == set(), "a fold no code writes for"
    assert poker == PokerTable.FOLDS.types
    assert not STORE_ROWS & (Station.FOLDS.types | PokerTable.FOLDS.types)


def test_a_type_marked_twice_is_refused_when_the_table_is_made():
    class One:
        @folds("x.happened")
        def _a(self, e):
            pass

    class Two(One):
        @folds("x.happened")
        def _b(self, e):
            pass

    assert FoldTable.of(One).where("x.happened") == "test_a_type_marked_twice_is_refused_when_the_table_is_made.<locals>.One._a"
    with pytest.raises(TypeError, match="folded twice"):
        FoldTable.of(Two)


S = PokerSettings(min_ante_cents=1_000, max_ante_cents=100_000, jackpot_bet_cents=1_000,
                  meter_share_bp=7_000, meter_seed_cents=1_000_000)


def _play_to_the_end(st: Station) -> None:
    """Game 1 of the demo day to its end, as the caller, the jury and the cashier do; its first
    claim is withdrawn and made again, its first ball undone, a pause resumed."""
    g = st.current_game
    cashier = st.authenticate("cajero", "4444")
    st.draw(actor="cantor")
    st.undo_last_ball("jurado1", "1111", "typed twice")
    st.pause(actor="cantor")
    st.resume(actor="cantor")
    withdrawn = False
    while g.state != FINISHED:
        st.draw(actor="cantor")
        won = st.possible_winners()
        if not won:
            continue
        st.pause(actor="cantor")
        cards = sorted({c for cs in won.values() for c in cs})
        if not withdrawn:
            first = st.claim(g.series.number, cards[0], actor="cantor")
            st.reject_claim(first.id, "withdrawn", actor="cantor")
            withdrawn = True
        claims = [st.claim(g.series.number, card, actor="cantor") for card in cards]
        for c in claims:
            for _ in range(len(g.claim_reading(c))):
                st.read_number(c.id, True, actor="cantor")
            st.sign_claim(c.id, "jurado1", "1111")
            st.stamp_claim(c.id, actor="cantor")
        st.award(actor="cantor")
        for c in claims:
            for prize in g.prizes_won(c):
                if prize in c.paid:
                    continue
                if prize == MAJOR:
                    st.pay(c.id, prize, "cheque", winner="Ana Pérez", id_doc="1.234.567-8", session=cashier)
                else:
                    st.pay(c.id, prize, "cash", session=cashier)
        if g.state != FINISHED:
            st.resume(actor="cantor")


def _hall_night(st: Station) -> None:
    """A demo day, its game played to the end with claims and payments, a second game rectified and
    voided, the day closed, the people's PINs and recovery, and a poker round with a jackpot."""
    code = create_demo_day(st, cards=60, price=2000, sold=40)
    admin = st.authenticate("admin", "1234")
    cajero = st.authenticate("cajero", "4444")
    st.change_setting("red_ball_message", "¡Bolilla roja!", admin)
    _play_to_the_end(st)
    # game 2: its figures rectified, every card back, voided (Art. 12)
    b = max(st.state.series)
    st.new_game(b, 2000, session=admin)
    st.set_promo({}, admin)
    st.open_sales(session=admin)
    st.sell([1, 2], session=cajero)
    st.close_sales(session=cajero)
    st.rectify("jurado1", "1111", "recount")
    st.return_cards([1, 2], session=cajero)
    st.void_game("nothing sold", session=cajero)
    st.close_day([("jurado1", "1111"), ("admin", "1234")])
    # people
    st.set_roles("cantor", ["caller", "seller"], admin)
    st.change_pin("cantor", "1001", admin)
    with pytest.raises(RuleError):
        st.authenticate("jurado2", "0000")
    st.authenticate("jurado2", "2222")  # a right PIN after a wrong one clears the count
    for _ in range(5):
        with pytest.raises(RuleError):
            st.authenticate("vendedor1", "0000")
    assert st.state.users["vendedor1"].locked
    st.unlock_user("vendedor1", "admin", "1234")
    st.recover("admin", code, "5678")
    for _ in range(3):
        with pytest.raises(RuleError):
            st.recover("admin", "NOT-THE-CODE", "5679")
    # poker: a table opened, its settings changed, a round with a royal flush's jackpot paid
    PokerTable(st, 1)
    t = PokerTable(st, 1, S)
    t.sign_in("crupier", "6666")
    t.open_round()
    t.place_bet(1, 1_000, jackpot=True)
    t.coin_in()
    t.enter_cards(1, "AS KS QS JS 10S")
    t.enter_cards("dealer", "AD KD 4H 3C 2C")
    t.call(1)
    t.settle()
    assert t.state == JACKPOT_PENDING
    t.pay_jackpot("supervisor", "7777")
    t.game_over()
    t.sign_out()


def test_a_hall_night_writes_every_folded_type_and_its_replay_reaches_every_fold(station, data_dir, monkeypatch):
    _hall_night(station)
    live = station.state
    written = Counter(e.type for e in station.store.read())
    station.close()

    reached: Counter[tuple[str, str]] = Counter()
    fold = FoldTable.fold

    def recording(table, target, event):
        done = fold(table, target, event)
        reached[(type(target).__name__, event.type)] += done
        return done

    monkeypatch.setattr(FoldTable, "fold", recording)
    from hallstation.services import snapshot

    monkeypatch.setattr(snapshot, "load", lambda station: None)  # the whole log replayed, not this PC's snapshot
    again = Station(data_dir)  # the replay at start
    PokerTable(again, 1)  # the poker table folds the log from its start
    try:
        assert again.attention is None
        station_reached = {t for (who, t), n in reached.items() if who == "Station" and n}
        poker_reached = {t for (who, t), n in reached.items() if who == "PokerTable" and n}
        assert station_reached == Station.FOLDS.types  # every fold of the station reached …
        assert poker_reached == PokerTable.FOLDS.types  # … and of the poker table
        # … and every type the night wrote was folded by one of them
        assert set(written) == Station.FOLDS.types | PokerTable.FOLDS.types
        assert again.state.users == live.users and again.state.settings == live.settings
        assert again.pot == station.pot and [d.closed for d in again.state.days] == [d.closed for d in live.days]
    finally:
        again.close()


def test_a_type_no_table_knows_changes_nothing_and_replays_as_before(station, data_dir):
    seen = []
    station.register_plugin(seen.append)
    station.create_series(30, seed=3)
    before = (dict(station.state.settings), set(station.state.series), station.pot)
    (e,) = station.commit([("hall.future_thing", {"from": "a newer station"})], "test")
    assert e.type not in Station.FOLDS and station.state.last_seq == e.seq and station.follow_head() == (e.seq, e.hash)
    assert seen[-1] == e  # the plugins still see it
    assert (dict(station.state.settings), set(station.state.series), station.pot) == before
    station.close()
    again = Station(data_dir)
    try:
        assert again.attention is None and again.state.last_seq == e.seq and set(again.state.series) == before[1]
    finally:
        again.close()
