"""A PIN's hash is keyed under the hall's key too (issue 20, "Done when … a stolen writer password
can … not read a PIN hash"): the writer account reads every row of the log, people's rows too, but
without the hall's secret.key a PIN hash is worth nothing — not even the right PIN matches it."""

from __future__ import annotations

import json

import psycopg

from hallstation.services.demo import create_demo_day
from hallstation.services.station import Station
from hallstation.services import users
from hallstation.services.users import HALL_KEYED, User, hash_pin, new_credentials, pin_key
from hallstation.store.pgstore import EVENTS


def test_a_pin_hash_read_with_a_stolen_writer_password_does_not_match_even_the_right_pin(pg_url, tmp_path):
    st = Station(tmp_path / "caller", store=pg_url)
    create_demo_day(st)  # its people: cajero's PIN is 4444
    with psycopg.connect(pg_url) as c:  # the thief's view: every row, people's too
        rows = [json.loads(d) for (d,) in c.execute(f"SELECT data FROM {EVENTS} WHERE type = 'user.created'").fetchall()]
    cajero = next(r for r in rows if r["name"] == "cajero")
    kdf = users.NEW_PIN_KDF  # the cost new PINs are made with (the suite's cheap one: tests/conftest.py)
    assert cajero["kdf"] == kdf + HALL_KEYED
    assert cajero["hash"] != hash_pin("4444", bytes.fromhex(cajero["salt"]), kdf=kdf)  # the right PIN, without the key: no match
    assert cajero["hash"] == hash_pin("4444", bytes.fromhex(cajero["salt"]), pin_key(st.store.key), kdf=kdf)
    assert st.verify_pin("cajero", "4444") is not None  # the hall's terminals sign in as before
    st.close()
    # a terminal that holds the key: a desk
    import shutil

    from hallstation.store import keys

    (tmp_path / "desk").mkdir()
    shutil.copy(keys.secret_path(tmp_path / "caller"), keys.secret_path(tmp_path / "desk"))
    desk = Station(tmp_path / "desk", store=pg_url)
    assert desk.state.users["cajero"].pin_matches("4444") and not desk.state.users["cajero"].pin_matches("4445")
    desk.close()


def test_a_pin_hash_of_an_older_log_still_matches_and_a_keyed_one_never_without_the_key():
    import secrets

    salt = secrets.token_bytes(16)
    old = User("ana", "Ana", {"cashier"}, salt.hex(), hash_pin("1234", salt))  # kdf KDF: as older logs wrote it
    assert old.pin_matches("1234") and not old.pin_matches("1235")
    key = pin_key(b"k" * 32)
    made = new_credentials("1234", key)
    keyed = User("ana", "Ana", {"cashier"}, made["salt"], made["hash"], kdf=made["kdf"])
    assert not keyed.pin_matches("1234")  # no key here: never matched
    keyed.pin_key = key
    assert keyed.pin_matches("1234") and not keyed.pin_matches("1235")
    keyed.pin_key = pin_key(b"x" * 32)  # another hall's key
    assert not keyed.pin_matches("1234")
