"""A locked-out administrator is not the end of the hall: the first administrator's one-time
recovery code (stored only as a hash) unlocks them, sets a new PIN and is replaced by a new code.
Wrong codes are counted; three in a row stop recovery for 15 minutes. All of it is in the log."""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone

import pytest

from hallstation.core.errors import RuleError
from hallstation.services.station import Station
from hallstation.services.users import (
    MAX_FAILURES,
    MAX_RECOVERY_FAILURES,
    RECOVERY_ALPHABET,
    format_recovery_code,
    normalize_recovery_code,
)

CODE = re.compile(rf"^[{RECOVERY_ALPHABET}]{{4}}(-[{RECOVERY_ALPHABET}]{{4}}){{3}}$")


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 20, 0, tzinfo=timezone.utc)

    def __call__(self) -> str:
        self.now += timedelta(seconds=1)
        return self.now.isoformat(timespec="microseconds")


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def hall(data_dir, clock):
    st = Station(data_dir, clock=clock)
    st.code = st.create_user("admin", ["admin", "manager"], "1234", full_name="Administración")
    yield st
    st.close()


def lock_out(st, name="admin"):
    for _ in range(MAX_FAILURES):
        with pytest.raises(RuleError):
            st.verify_pin(name, "0000")
    assert st.state.users[name].locked


def raw_log(st) -> str:
    return "\n".join(f"{e.type} {e.actor} {json.dumps(e.data)}" for e in st.store.read())


def test_the_first_administrator_gets_a_code_and_only_its_hash_is_stored(hall):
    assert CODE.match(hall.code)
    admin = hall.authenticate("admin", "1234")
    assert hall.create_user("cantor", ["caller"], "1000", session=admin) is None
    assert hall.create_user("admin2", ["admin"], "2000", session=admin) is None  # only the first
    events = [e for e in hall.store.read() if e.type == "user.recovery_code_set"]
    assert [e.data["name"] for e in events] == ["admin"]
    assert set(events[0].data) == {"name", "salt", "hash", "kdf"}
    log = raw_log(hall)
    raw = normalize_recovery_code(hall.code)
    assert hall.code not in log and raw not in log and raw.lower() not in log
    # the file itself holds no trace of it either
    db = (hall.data_dir / "hallstation.sqlite3").read_bytes()
    assert raw.encode() not in db and hall.code.encode() not in db
    assert hall.state.users["admin"].has_recovery_code and not hall.state.users["cantor"].has_recovery_code


def test_codes_are_different_each_time(data_dir):
    codes = set()
    for i in range(3):
        st = Station(data_dir / str(i))
        codes.add(st.create_user("admin", ["admin"], "1234"))
        st.close()
    assert len(codes) == 3


def test_recover_unlocks_sets_the_new_pin_and_replaces_the_code(hall):
    lock_out(hall)
    old = hall.code
    new = hall.recover("admin", old.lower().replace("-", " "), "5678")  # typed loosely: still the code
    assert CODE.match(new) and new != old
    u = hall.state.users["admin"]
    assert not u.locked and u.failures == 0
    with pytest.raises(RuleError, match="Wrong PIN"):
        hall.verify_pin("admin", "1234")
    assert hall.authenticate("admin", "5678").name == "admin"
    last = [e for e in hall.store.read()][-4:]  # then the wrong old PIN and the right new one
    assert [e.type for e in last] == ["user.recovered", "user.recovery_code_set", "user.pin_failed", "user.pin_ok"]
    assert last[0].actor == "admin" and last[0].data["was_locked"] is True
    assert "5678" not in raw_log(hall) and normalize_recovery_code(new) not in raw_log(hall)
    # the old code no longer works (and is counted); the new one does
    with pytest.raises(RuleError, match="Wrong recovery code"):
        hall.recover("admin", old, "1111")
    assert hall.recover("admin", new, "2468") != new
    assert hall.authenticate("admin", "2468")


def test_a_wrong_code_is_refused_and_counted_and_three_stop_recovery_for_a_while(hall, clock):
    lock_out(hall)
    wrong = "AAAA-AAAA-AAAA-AAAA"
    with pytest.raises(RuleError, match=r"Wrong recovery code for admin \(2 tries left\)"):
        hall.recover("admin", wrong, "5678")
    assert hall.state.users["admin"].recovery_failures == 1
    assert [e.type for e in hall.store.read()][-1] == "user.recovery_failed"
    with pytest.raises(RuleError, match=r"\(1 tries left\)"):
        hall.recover("admin", wrong, "5678")
    with pytest.raises(RuleError, match="stopped for 15 minutes"):
        hall.recover("admin", wrong, "5678")
    assert [e.type for e in hall.store.read()][-2:] == ["user.recovery_failed", "user.recovery_locked"]
    assert hall.state.users["admin"].locked  # still locked out
    n = len(hall.store)
    # while stopped even the right code is refused, and nothing is written
    with pytest.raises(RuleError, match="try again after"):
        hall.recover("admin", hall.code, "5678")
    assert len(hall.store) == n
    clock.now += timedelta(minutes=16)
    assert hall.recover("admin", hall.code, "5678")
    assert not hall.state.users["admin"].locked


def test_a_bad_new_pin_or_an_unknown_person_is_refused_writing_nothing(hall):
    admin = hall.authenticate("admin", "1234")
    hall.create_user("cantor", ["caller"], "1000", session=admin)
    n = len(hall.store)
    with pytest.raises(RuleError, match="no person called 'nadie'"):
        hall.recover("nadie", hall.code, "5678")
    with pytest.raises(RuleError, match="4 to 12 digits"):
        hall.recover("admin", hall.code, "12")
    with pytest.raises(RuleError, match="cantor has no recovery code"):
        hall.recover("cantor", hall.code, "5678")
    assert len(hall.store) == n
    assert hall.authenticate("admin", "1234")


def test_a_successful_recovery_clears_the_wrong_codes(hall):
    with pytest.raises(RuleError):
        hall.recover("admin", "AAAA-AAAA-AAAA-AAAA", "5678")
    new = hall.recover("admin", hall.code, "5678")
    assert hall.state.users["admin"].recovery_failures == 0
    for _ in range(MAX_RECOVERY_FAILURES - 1):
        with pytest.raises(RuleError, match="tries left"):
            hall.recover("admin", "AAAA-AAAA-AAAA-AAAA", "5678")
    assert hall.recover("admin", format_recovery_code(new), "8642")


def test_replay_after_a_restart_gives_the_same_state(hall, data_dir, clock):
    lock_out(hall)
    with pytest.raises(RuleError):
        hall.recover("admin", "AAAA-AAAA-AAAA-AAAA", "5678")
    new = hall.recover("admin", hall.code, "5678")
    with pytest.raises(RuleError):
        hall.recover("admin", hall.code, "5678")  # the old code: counted
    before = {n: vars(u).copy() for n, u in hall.state.users.items()}
    hall.close()
    again = Station(data_dir, clock=clock)
    try:
        assert {n: vars(u) for n, u in again.state.users.items()} == before
        assert again.state.users["admin"].recovery_failures == 1
        assert again.authenticate("admin", "5678")
        assert again.recover("admin", new, "9999")
    finally:
        again.close()
