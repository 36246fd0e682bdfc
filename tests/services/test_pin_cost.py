"""The PIN hash's cost: what ships, and what a credential records.

The suite makes its PINs with a cheap scrypt cost (tests/conftest.py, tests/child_env/): the one
place the production cost is kept is here, where a fresh install — a ``python`` started without the
test folder on its path — makes its first administrator and the hash is recomputed independently."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import sys
from pathlib import Path

from hallstation.services import users
from hallstation.services.users import HALL_KEYED, KDF, User, hash_pin, kdf_params, new_credentials, new_recovery_code

ROOT = Path(__file__).resolve().parents[2]

FRESH_INSTALL = """
import json, sys
from hallstation.services.station import Station
from hallstation.services.users import NEW_PIN_KDF
st = Station(sys.argv[1])
code = st.create_user("admin", ["admin"], "4321")
made = {e.type: e.data for e in st.store if e.type.startswith("user.")}
print(json.dumps({"new_pin_kdf": NEW_PIN_KDF, "made": made, "code": code}))
st.close()
"""


def test_a_fresh_install_hashes_pins_with_the_production_scrypt_cost(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(ROOT), HALLSTATION_DATA_DIR=str(tmp_path / "unused"))
    r = subprocess.run([sys.executable, "-c", FRESH_INSTALL, str(tmp_path / "hall")], env=env, cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["new_pin_kdf"] == KDF == "scrypt-n16384-r8-p1"  # the cost that ships: N=2^14, r=8, p=1
    made, code = out["made"]["user.created"], out["made"]["user.recovery_code_set"]
    assert made["kdf"] == KDF + HALL_KEYED and code["kdf"] == KDF
    # the recorded recovery code's hash, recomputed here with scrypt at N=16384, r=8, p=1
    raw = out["code"].replace("-", "")
    expected = hashlib.scrypt(raw.encode(), salt=bytes.fromhex(code["salt"]), n=16384, r=8, p=1, dklen=32, maxmem=64 << 20)
    assert hmac.compare_digest(expected.hex(), code["hash"])


def test_the_suite_makes_cheap_hashes_only_through_its_own_test_hook():
    # the program's own default is the production cost; this session's lowered one is the tests'
    assert users.KDF == "scrypt-n16384-r8-p1" and users.NEW_PIN_KDF != users.KDF
    assert User.__dataclass_fields__["kdf"].default == KDF  # an older log's credential: production


def test_a_pin_is_checked_with_the_cost_its_credential_recorded(monkeypatch):
    import secrets

    # made at the production cost (as every hall before this change): still matches
    salt = secrets.token_bytes(16)
    old = User("ana", "Ana", {"cashier"}, salt.hex(), hash_pin("1234", salt), kdf=KDF)
    assert old.pin_matches("1234") and not old.pin_matches("1235")
    # made at another cost: matches with its own recorded parameters, not the production ones
    monkeypatch.setattr(users, "NEW_PIN_KDF", "scrypt-n32-r2-p1")
    made = new_credentials("5678")
    assert made["kdf"] == "scrypt-n32-r2-p1"
    assert made["hash"] == hashlib.scrypt(b"5678", salt=bytes.fromhex(made["salt"]), n=32, r=2, p=1, dklen=32).hex()
    cheap = User("bea", "Bea", {"cashier"}, made["salt"], made["hash"], kdf=made["kdf"])
    assert cheap.pin_matches("5678") and not cheap.pin_matches("5679")
    wrong_cost = User("bea", "Bea", {"cashier"}, made["salt"], made["hash"], kdf="scrypt-n64-r2-p1")
    assert not wrong_cost.pin_matches("5678")
    # a recovery code too
    code, hashed = new_recovery_code()
    u = User("admin", "Admin", {"admin"}, made["salt"], made["hash"], kdf=made["kdf"],
             recovery_salt=hashed["salt"], recovery_hash=hashed["hash"], recovery_kdf=hashed["kdf"])
    assert u.recovery_code_matches(code) and not u.recovery_code_matches("2222-2222-2222-2222")


def test_a_credential_of_an_unknown_kdf_never_matches():
    made = new_credentials("1234")
    for kdf in ("argon2id", "scrypt-n16-r1", "scrypt-nX-r1-p1", "scrypt-n3-r1-p1", "scrypt-n16-r1-p1 ",
                "scrypt-n16-r1-p0", "scrypt-n16-r1-p999", "scrypt-n1048576-r64-p1"):  # (the last two: too dear, refused)
        u = User("ana", "Ana", {"cashier"}, made["salt"], made["hash"], kdf=kdf)
        assert not u.pin_matches("1234"), kdf
    assert kdf_params("scrypt-n16384-r8-p1" + HALL_KEYED) == {"n": 16384, "r": 8, "p": 1, "dklen": 32}


def test_a_pin_changed_in_a_station_keeps_the_old_and_new_costs_apart(station, monkeypatch):
    """A hall whose people were made at one cost and whose PIN is changed at another: the fold keeps
    each credential's own KDF, so both sign in."""
    station.create_user("admin", ["admin"], "1234")
    admin = station.authenticate("admin", "1234")
    station.create_user("ana", ["cashier"], "1111", session=admin)
    monkeypatch.setattr(users, "NEW_PIN_KDF", "scrypt-n32-r1-p1")
    station.change_pin("ana", "2222", session=admin)
    assert station.state.users["admin"].kdf != station.state.users["ana"].kdf
    assert station.authenticate("admin", "1234") is not None and station.authenticate("ana", "2222") is not None


def test_the_children_the_tests_start_get_the_cheap_cost_only_from_the_test_folder():
    """tests/child_env on PYTHONPATH (as the suite gives its children) lowers the cost for new PINs;
    the program's own modules, imported without it, keep the production cost (the test above)."""
    from tests.child_env import CHILD_PATH
    from tests.child_env.sitecustomize import TEST_KDF

    code = "from hallstation.services import users; print(users.NEW_PIN_KDF, users.KDF)"
    r = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=CHILD_PATH), cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [TEST_KDF, KDF]
