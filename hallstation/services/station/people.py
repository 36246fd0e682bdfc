"""People: created with roles and a PIN (stored as a keyed, salted hash), their PINs checked,
counted and locked after too many wrong ones, changed, unlocked, and the administrator's way back
with the one-time recovery code."""

from __future__ import annotations

from typing import Any

from hallstation.core.errors import RuleError
from hallstation.core.folds import folds
from hallstation.services.command import command
from hallstation.services.hall import Session, role_terms
from hallstation.services.users import (
    KDF,
    MAX_FAILURES,
    MAX_RECOVERY_FAILURES,
    RECOVERY_LOCK_MINUTES,
    ROLES,
    User,
    check_pin_format,
    check_recoverable,
    new_credentials,
    new_recovery_code,
    recovery_lock_until,
)
from hallstation.store.eventlog import StoredEvent


class PeopleOps:
    """Mixed into ``Station``: people: creating them, checking, counting and changing their PINs, roles, recovery."""

    @command
    def create_user(
        self, name: str, roles: list[str], pin: str, full_name: str = "", session: Session | None = None, actor: str = "",
        recovery: tuple[str, dict[str, str]] | None = None,
    ) -> str | None:
        """A person with roles and a PIN (stored as a salted hash). An administrator creates people
        once one exists; before that the station is being set up (``actor`` names who does it).
        The first administrator also gets a one-time recovery code: returned here (to be shown
        once and printed), only its hash is recorded. Anyone else: None. A first start gives
        ``recovery`` (``new_recovery_code()``), the code it showed before anything was recorded:
        the administrator and that code in one commit."""
        actor = self.require_admin_after_setup(session, "creating a person") if self.has_admin else (actor or "setup")
        name = (name or "").strip()
        if not name:
            raise RuleError("A person needs a name")
        if name in self.state.users:
            raise RuleError("There is already a person called '{name}'", name=name)
        bad = [r for r in roles if r not in ROLES]
        if bad or not roles:
            raise RuleError("Unknown role '{role}'", role=bad[0] if bad else "")
        events = [("user.created", {"name": name, "full_name": full_name or name, "roles": sorted(roles), **new_credentials(pin, self._pin_key())})]
        code = None
        if "admin" in roles and not self.has_admin:
            code, hashed = recovery or new_recovery_code()
            events.append(("user.recovery_code_set", {"name": name, **hashed}))
        self.commit(events, actor)
        return code

    def verify_pin(self, name: str, pin: str, role: str | None = None) -> User:
        """The person's PIN, checked against its hash; a wrong one is counted, five lock them.

        The hash (scrypt, slow on purpose) is computed before the write lock is taken when the
        check is a command of its own (a sign-in), so one desk's PIN never holds up another's
        ball; the counting is then decided on the whole log like every command."""
        if not self._tx_depth:
            self.refresh()  # the newest PIN and lock state before the slow part
        user = self._pin_user(name)
        # not a PIN at all (too short, letters, '١٢٣٤'): it cannot match, so it is refused as what
        # it is and counts nothing (no wrong PIN, no lockout, nothing written)
        check_pin_format(pin)
        salt, ok = user.salt, user.pin_matches(pin)
        with self.transaction():
            user = self._pin_user(name)  # as it is after what other desks recorded meanwhile
            if user.salt != salt:  # the PIN was changed meanwhile: check against the new one
                ok = user.pin_matches(pin)
            return self._count_pin(user, ok, role)

    def _pin_user(self, name: str) -> User:
        user = self.state.users.get(name)
        if user is None:
            raise RuleError("There is no person called '{name}'", name=name)
        if user.locked:
            raise RuleError("{name} is locked after too many wrong PINs: an administrator must unlock them", name=name)
        return user

    def _count_pin(self, user: User, ok: bool, role: str | None) -> User:
        name = user.name
        if not ok:
            events: list[tuple[str, dict[str, Any]]] = [("user.pin_failed", {"name": name})]
            if user.failures + 1 >= MAX_FAILURES:
                events.append(("user.locked", {"name": name}))
            self.commit(events, name)
            left = MAX_FAILURES - user.failures
            if user.locked:
                err = RuleError("Wrong PIN. {name} is now locked: an administrator must unlock them", name=name)
            else:
                err = RuleError("Wrong PIN for {name} ({left} tries left)", name=name, left=left)
            err.keep_written = True  # the failure counts even though the command is refused
            raise err
        if role is not None and role not in user.roles:
            raise RuleError("{name} is not authorised to do this (needs the role {role})", name=name, role=role_terms((role,)))
        if user.failures:
            self.commit([("user.pin_ok", {"name": name})], name)
        return user

    @command
    def change_pin(self, name: str, new_pin: str, session: Session | None) -> None:
        """A person changes their own PIN, or an administrator sets it."""
        if session is None or session.name != name:
            self.require(session, "admin", doing="changing someone's PIN")
        else:
            self.require(session, *session.roles, doing="changing the PIN")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        self.commit([("user.pin_changed", {"name": name, **new_credentials(new_pin, self._pin_key())})], session.name)

    @command
    def set_roles(self, name: str, roles: list[str], session: Session | None) -> None:
        admin = self.require(session, "admin", doing="changing roles")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        bad = [r for r in roles if r not in ROLES]
        if bad or not roles:
            raise RuleError("Unknown role '{role}'", role=bad[0] if bad else "")
        if name == admin and "admin" not in roles:
            raise RuleError("An administrator cannot remove their own administrator role")
        self.commit([("user.roles_set", {"name": name, "roles": sorted(roles)})], admin)

    @command
    def unlock_user(self, name: str, admin: str, pin: str) -> None:
        self.verify_pin(admin, pin, "admin")
        if name not in self.state.users:
            raise RuleError("There is no person called '{name}'", name=name)
        self.commit([("user.unlocked", {"name": name, "by": admin})], admin)

    @command
    def recover(self, name: str, code: str, new_pin: str) -> str:
        """A locked-out administrator's way back, on the station's own machine: their recovery
        code unlocks them and sets ``new_pin``; a new code is issued (returned, shown once) and the
        old one stops working. A wrong code is counted (three in a row stop recovery for a while)."""
        now = self.store.clock()
        user = check_recoverable(self.state.users.get(name), name, now)
        check_pin_format(new_pin)
        if not user.recovery_code_matches(code):
            events: list[tuple[str, dict[str, Any]]] = [("user.recovery_failed", {"name": name})]
            if user.recovery_failures + 1 >= MAX_RECOVERY_FAILURES:
                events.append(("user.recovery_locked", {"name": name, "until": recovery_lock_until(now)}))
            left = MAX_RECOVERY_FAILURES - user.recovery_failures - 1
            self.commit(events, name)
            if left <= 0:
                err = RuleError(
                    "Wrong recovery code for {name}: recovery is stopped for {minutes} minutes",
                    name=name,
                    minutes=RECOVERY_LOCK_MINUTES,
                )
            else:
                err = RuleError("Wrong recovery code for {name} ({left} tries left)", name=name, left=left)
            err.keep_written = True  # the wrong code counts even though the recovery is refused
            raise err
        fresh, hashed = new_recovery_code()
        self.commit(
            [
                ("user.recovered", {"name": name, "was_locked": user.locked, **new_credentials(new_pin, self._pin_key())}),
                ("user.recovery_code_set", {"name": name, **hashed}),
            ],
            name,
        )
        return fresh

    def _pin_key(self) -> bytes | None:
        """The key PIN hashes are keyed under (``users.pin_key``), from the hall's key this station
        holds (None on a terminal without it: a display never checks a PIN)."""
        from hallstation.services.users import pin_key

        return pin_key(getattr(self.store, "key", None))

    # ------------------------------------------------------------ folding people's events

    @folds("user.created")
    def _fold_user_created(self, e: StoredEvent) -> None:
        d = e.data
        self.state.users[d["name"]] = u = User(d["name"], d.get("full_name", d["name"]), set(d["roles"]), d["salt"], d["hash"])
        u.kdf, u.pin_key = d.get("kdf", u.kdf), self._pin_key()

    @folds("user.pin_failed")
    def _fold_pin_failed(self, e: StoredEvent) -> None:
        self.state.users[e.data["name"]].failures += 1

    @folds("user.pin_ok")
    def _fold_pin_ok(self, e: StoredEvent) -> None:
        self.state.users[e.data["name"]].failures = 0

    @folds("user.locked")
    def _fold_locked(self, e: StoredEvent) -> None:
        self.state.users[e.data["name"]].locked = True

    @folds("user.unlocked")
    def _fold_unlocked(self, e: StoredEvent) -> None:
        u = self.state.users[e.data["name"]]
        u.locked, u.failures = False, 0

    @folds("user.roles_set")
    def _fold_roles_set(self, e: StoredEvent) -> None:
        self.state.users[e.data["name"]].roles = set(e.data["roles"])

    @folds("user.pin_changed")
    def _fold_pin_changed(self, e: StoredEvent) -> None:
        d = e.data
        u = self.state.users[d["name"]]
        u.salt, u.hash, u.kdf = d["salt"], d["hash"], d.get("kdf", u.kdf)

    @folds("user.recovery_code_set")
    def _fold_recovery_code_set(self, e: StoredEvent) -> None:
        d = e.data
        u = self.state.users[d["name"]]
        u.recovery_salt, u.recovery_hash, u.recovery_failures = d["salt"], d["hash"], 0
        u.recovery_kdf = d.get("kdf", KDF)

    @folds("user.recovery_failed")
    def _fold_recovery_failed(self, e: StoredEvent) -> None:
        self.state.users[e.data["name"]].recovery_failures += 1

    @folds("user.recovery_locked")
    def _fold_recovery_locked(self, e: StoredEvent) -> None:
        u = self.state.users[e.data["name"]]
        u.recovery_locked_until, u.recovery_failures = e.data["until"], 0

    @folds("user.recovered")
    def _fold_recovered(self, e: StoredEvent) -> None:
        d = e.data
        u = self.state.users[d["name"]]
        u.locked, u.failures, u.salt, u.hash, u.kdf = False, 0, d["salt"], d["hash"], d.get("kdf", u.kdf)
        u.recovery_failures, u.recovery_locked_until = 0, ""
