"""Privacy of the hall's data (issue 10 §5).

- The data folder is the operator's alone: created 0700, its files 0600, whatever the umask
  (``services/private_folder.py``, below the station and the backups that use it too).
- Winners' names and identity documents (Art. 12) stay in the log in full; what is *shown* of them
  by ``recall`` is masked unless a signed-in game manager or administrator asks
  (``mask_name("Juan Pérez") == "J*** P****"``, ``mask_doc("1.234.567-8") == "***5678"``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

# who may see winners' names and identity documents in full
SEE_WINNERS_ROLES = frozenset({"manager", "admin"})
WINNER_FIELDS = ("winner", "id_doc")


# ------------------------------------------------------------ winners' names and documents
def mask_name(name: str) -> str:
    """Each word's first letter and stars: ``"Juan Pérez"`` → ``"J*** P****"``."""
    return " ".join(w[0] + "*" * (len(w) - 1) for w in (name or "").split())


def mask_doc(doc: str) -> str:
    """Stars and the last four digits (or characters): ``"1.234.567-8"`` → ``"***5678"``."""
    doc = (doc or "").strip()
    if not doc:
        return ""
    digits = [c for c in doc if c.isalnum()]
    tail = "".join(digits[-4:]) if len(digits) > 4 else ""
    return "***" + tail


def may_see_winners(roles: Any) -> bool:
    return bool(SEE_WINNERS_ROLES & set(roles or ()))


def mask_recall(data: dict[str, Any]) -> dict[str, Any]:
    """The recall (``services.recall.recall``) with winners' names and documents masked; the rest
    as it is. The log is not touched: this is only what is shown."""
    out = dict(data)
    out["payments"] = [
        {**p, "winner": mask_name(p.get("winner", "")), "id_doc": mask_doc(p.get("id_doc", ""))}
        if any(p.get(f) for f in WINNER_FIELDS)
        else dict(p)
        for p in data.get("payments", [])
    ]
    out["masked"] = True
    return out


def check_pin_reading(station: Any, name: str, pin: str) -> Any:
    """The person ``name`` if ``pin`` is theirs, on a station opened read-only (nothing can be
    recorded in it). A wrong PIN is refused; on the hall's own folder (writable, not a backup) it
    is counted there as the station counts it (five lock the person), so reading is no way round
    the lock-out."""
    from hallstation.core.errors import RuleError
    from hallstation.services.users import check_pin_format

    user = station.state.users.get(name)
    if user is None:
        raise RuleError("There is no person called '{name}'", name=name)
    if user.locked:
        raise RuleError("{name} is locked after too many wrong PINs: an administrator must unlock them", name=name)
    try:
        check_pin_format(pin)
        ok = user.pin_matches(pin)
    except RuleError:
        ok = False
    if ok:
        return user
    _count_wrong_pin(Path(station.data_dir), name, pin, getattr(station.store, "url", None))
    raise RuleError("Wrong PIN for {name} (this copy is read-only: the attempt is not recorded in it)", name=name)


def _count_wrong_pin(data_dir: Path, name: str, pin: str, server: str | None = None) -> None:
    """Record a wrong PIN in the hall's own log (raises the station's refusal when it did)."""
    from hallstation.core.errors import RuleError
    from hallstation.services.backup import MANIFEST
    from hallstation.services.station import Station
    from hallstation.store.eventlog import DB_NAME

    if server is None and ((data_dir / MANIFEST).exists() or not os.access(data_dir / DB_NAME, os.W_OK) or not os.access(data_dir, os.W_OK)):
        return  # a backup, or read-only media: nothing is written to it
    try:
        live = Station(data_dir, store=server if server else False)
    except RuleError:
        return
    try:
        if live.attention is None:
            live.verify_pin(name, pin)
    except RuleError as err:
        if getattr(err, "keep_written", False):
            raise
    finally:
        live.close()
