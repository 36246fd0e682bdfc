"""Privacy (issue 10 §5): the data folder 0700 and its files 0600 whatever the umask; winners'
names and documents masked in what is shown unless a manager or administrator asks."""

from __future__ import annotations

import os
import stat

import pytest

from hallstation.services.privacy import mask_doc, mask_name, mask_recall, may_see_winners
from hallstation.services.private_folder import prepare_data_dir
from hallstation.store.eventlog import DB_NAME, MARK_NAME
from hallstation.store.keys import SECRET_FILE


def mode(p) -> int:
    return stat.S_IMODE(os.lstat(p).st_mode)


@pytest.fixture
def loose_umask():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.mark.parametrize(
    "name,masked",
    [("Juan Pérez", "J*** P****"), ("Ana", "A**"), ("  María  José   Gómez ", "M**** J*** G****"), ("", "")],
)
def test_mask_name(name, masked):
    assert mask_name(name) == masked


@pytest.mark.parametrize("doc,masked", [("1.234.567", "***4567"), ("1.234.567-8", "***5678"), ("AB-99", "***"), ("", "")])
def test_mask_doc(doc, masked):
    assert mask_doc(doc) == masked


def test_mask_recall_masks_only_what_is_shown():
    data = {"game": 1, "payments": [{"winner": "Juan Pérez", "id_doc": "1.234.567", "amount": 5}, {"winner": "", "id_doc": "", "amount": 1}]}
    out = mask_recall(data)
    assert out["payments"][0] == {"winner": "J*** P****", "id_doc": "***4567", "amount": 5}
    assert out["payments"][1]["winner"] == "" and out["masked"]
    assert data["payments"][0]["winner"] == "Juan Pérez"  # the original is left alone


def test_who_may_see_winners():
    assert may_see_winners({"manager"}) and may_see_winners(["admin", "seller"])
    assert not may_see_winners({"cashier", "central_cashier", "jury"}) and not may_see_winners(None)


def test_prepare_data_dir_makes_0700_and_tightens_what_is_there(tmp_path, loose_umask):
    new = prepare_data_dir(tmp_path / "a" / "hall")
    assert mode(new) == 0o700
    old = tmp_path / "old"
    (old / "actas").mkdir(parents=True)
    (old / "actas" / "day-1-opening.pdf").write_bytes(b"%PDF")
    (old / "local.json").write_text("{}")
    os.chmod(old, 0o755)
    outside = tmp_path / "outside.txt"
    outside.write_text("not the hall's")
    os.chmod(outside, 0o644)
    os.symlink(outside, old / "link")
    prepare_data_dir(old)
    assert mode(old) == 0o700 and mode(old / "actas") == 0o700
    assert mode(old / "actas" / "day-1-opening.pdf") == 0o600 and mode(old / "local.json") == 0o600
    assert mode(outside) == 0o644  # a link is never followed


def test_the_station_folder_and_every_file_private_whatever_the_umask(tmp_path, loose_umask, capsys):
    from hallstation.cli import main
    from hallstation.commands._common import open_station

    hall = tmp_path / "hall"
    assert main(["series", "create", "--cards", "5", "--data-dir", str(hall)]) == 0
    st = open_station(str(hall))
    try:
        st.change_setting("jury_signoffs", 2)
        assert st.acquire_drive() is None
        names = {p.name for p in hall.iterdir()}
        assert {DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", SECRET_FILE, MARK_NAME, MARK_NAME + ".lock", "caller.lock"} <= names
        assert mode(hall) == 0o700
        assert {p.name: mode(p) for p in hall.iterdir()} == {n: 0o600 for n in names}
    finally:
        st.close()
    capsys.readouterr()


def test_a_read_only_open_never_changes_modes(tmp_path, loose_umask):
    from hallstation.commands._common import open_station
    from hallstation.services.station import Station

    hall = tmp_path / "hall"
    Station(hall).close()
    os.chmod(hall, 0o750)
    open_station(str(hall), read_only=True).close()
    assert mode(hall) == 0o750
