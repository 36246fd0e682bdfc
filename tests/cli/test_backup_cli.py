"""``hallstation backup DEST`` / ``restore SRC DATA_DIR`` on the command line, and ``recall``'s
privacy: winners' names and documents masked unless a signed-in manager or administrator asks."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from hallstation.cli import main
from hallstation.store.eventlog import DB_NAME, EventStore
from tests.services.backup_support import ID_DOC, WINNER, listing, paid_hall

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def hall(data_dir):
    return paid_hall(data_dir)


def test_backup_restore_verify_round_trip_in_spanish(hall, tmp_path, capsys):
    code, out, err = run(capsys, "backup", str(tmp_path / "b"), "--data-dir", str(hall))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("copia de seguridad: correcta") and lines[1].startswith("cabeza: ")
    head = lines[1].split(": ", 1)[1]
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(tmp_path / "b"))
    assert code == 0 and f"cabeza: {head}" in out
    code, out, err = run(capsys, "restore", str(tmp_path / "b"), str(tmp_path / "new"))
    assert code == 0, err
    assert out.startswith("restauración: correcta") and f"cabeza: {head}" in out
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(tmp_path / "new"))
    assert code == 0 and f"cabeza: {head}" in out


def test_backup_refusals_are_one_line_exit_2(hall, tmp_path, capsys):
    assert run(capsys, "backup", str(tmp_path / "b"), "--data-dir", str(hall))[0] == 0
    for args in (
        ["backup", str(tmp_path / "b"), "--data-dir", str(hall)],  # already holds a backup
        ["backup", str(tmp_path / "c"), "--data-dir", str(tmp_path / "none")],  # no hall there
        ["restore", str(tmp_path / "b"), str(hall)],  # the target holds a hall
        ["restore", str(tmp_path / "none"), str(tmp_path / "x")],  # not a backup
    ):
        code, out, err = run(capsys, *args)
        assert code == 2 and not out, args
        assert len(err.strip().splitlines()) == 1 and err.startswith("hallstation: "), err
    code, _, err = run(capsys, "restore", str(tmp_path / "b"), str(hall))
    assert "ya tiene una sala" in err and f"{hall.name}.old" in err


def test_backup_of_a_broken_log_is_written_and_exits_1(hall, tmp_path, capsys):
    conn = sqlite3.connect(hall / DB_NAME)
    conn.execute("UPDATE events SET actor = 'otro' WHERE seq = 5")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "backup", str(tmp_path / "b"), "--data-dir", str(hall))
    assert code == 1 and (tmp_path / "b" / DB_NAME).exists()
    assert "FALLÓ" in err and "fila 5" in err and out.startswith("cabeza: ")
    code, _, err = run(capsys, "restore", str(tmp_path / "b"), str(tmp_path / "new"))
    assert code == 2 and not (tmp_path / "new" / DB_NAME).exists()


def test_recall_masks_winners_without_a_manager(hall, capsys, monkeypatch):
    code, out, err = run(capsys, "recall", "--data-dir", str(hall))
    assert code == 0
    assert WINNER not in out and ID_DOC not in out
    assert "J*** P****" in out and "***4567" in out
    assert "--user" in err
    code, out, _ = run(capsys, "recall", "1", "--json", "--data-dir", str(hall))
    (pay,) = json.loads(out)["payments"]
    assert (pay["winner"], pay["id_doc"]) == ("J*** P****", "***4567")
    monkeypatch.setenv("HALLSTATION_PIN", "4444")
    code, out, _ = run(capsys, "recall", "--user", "cajero", "--data-dir", str(hall))  # a cashier: masked
    assert code == 0 and WINNER not in out and "J*** P****" in out
    store = EventStore(hall / DB_NAME, read_only=True)
    try:
        (paid,) = [e for e in store.read(types=("payment.made",)) if e.data.get("winner")]
    finally:
        store.close()
    assert (paid.data["winner"], paid.data["id_doc"]) == (WINNER, ID_DOC)  # the log keeps them


def test_recall_shows_winners_to_a_signed_in_administrator(hall, capsys, monkeypatch):
    monkeypatch.setenv("HALLSTATION_PIN", "1234")
    code, out, err = run(capsys, "recall", "--user", "admin", "--data-dir", str(hall))
    assert code == 0 and WINNER in out and ID_DOC in out and "J***" not in out and not err
    code, out, _ = run(capsys, "recall", "--json", "--user", "admin", "--data-dir", str(hall))
    (pay,) = json.loads(out)["payments"]
    assert (pay["winner"], pay["id_doc"]) == (WINNER, ID_DOC)


def test_recall_wrong_pin_is_refused_and_counted_on_the_hall(hall, capsys, monkeypatch):
    monkeypatch.setenv("HALLSTATION_PIN", "9999")
    code, out, err = run(capsys, "recall", "--user", "admin", "--data-dir", str(hall))
    assert code == 2 and not out and "PIN" in err and len(err.strip().splitlines()) == 1
    store = EventStore(hall / DB_NAME, read_only=True)
    try:
        last = list(store.read())[-1]
    finally:
        store.close()
    assert (last.type, last.data["name"]) == ("user.pin_failed", "admin")  # no way round the lock-out


def test_recall_writes_nothing_on_the_hall(hall, capsys):
    before = listing(hall)
    assert run(capsys, "recall", "--data-dir", str(hall))[0] == 0
    after = listing(hall)
    assert {k: v for k, v in after.items() if not k.startswith(DB_NAME + "-")} == {k: v for k, v in before.items() if not k.startswith(DB_NAME + "-")}
    assert after[DB_NAME] == before[DB_NAME]


def test_backup_as_a_real_process(hall, tmp_path):
    exe = [sys.executable, "-m", "hallstation"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([*exe, "backup", str(tmp_path / "b"), "--data-dir", str(hall)], cwd=ROOT, capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([*exe, "restore", str(tmp_path / "b"), str(tmp_path / "new")], cwd=ROOT, capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
