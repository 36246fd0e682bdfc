"""``hallstation store copy`` between a PC's folder and a real PostgreSQL server, and ``audit
verify`` / ``backup`` / ``restore`` / ``recall`` of a networked hall (issue 13 §1, §4). Refusals are one
line and exit 2; nothing is written."""

from __future__ import annotations

import pytest

from hallstation.cli import main
from hallstation.store.eventlog import DB_NAME, EventStore
from tests.services.backup_support import paid_hall


def run(capsys, *args, lang="en", keep_password=False):
    """``hallstation ARGS`` in this process; an address's password goes in $PGPASSWORD, as a hall's
    terminal gives it (on the command line it is refused), unless ``keep_password``."""
    import os

    from hallstation import i18n
    from tests.pg_support import argv_and_env

    args = (*args, "--lang", lang) if lang else args
    secret = {}
    if not keep_password:
        args, secret = argv_and_env(list(args))
    saved = i18n.language()
    before = os.environ.get("PGPASSWORD")
    os.environ.update(secret)
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = exc.code
    finally:
        i18n.set_language(saved)  # a --lang here must not leak into the next test
        if before is None:
            os.environ.pop("PGPASSWORD", None)
        else:
            os.environ["PGPASSWORD"] = before
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def hall(data_dir):
    return paid_hall(data_dir)


def head_of(folder):
    st = EventStore(folder / DB_NAME, read_only=True)
    try:
        return st.verify().anchor
    finally:
        st.close()


def test_a_one_pc_hall_grows_onto_the_server_and_copies_back_for_an_archive(hall, pg_url, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HALLSTATION_LANG", "en")
    anchor = head_of(hall)
    code, out, err = run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url)
    assert code == 0, err
    assert "checked on both sides" in out and f"head: {anchor}" in out
    assert "writer-password" not in out  # the password is never printed
    # the server's log verifies from this terminal (its folder holds the key) …
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(hall), "--store", pg_url)
    assert code == 0, err
    assert f"head: {anchor}" in out and "seals valid" in out
    # … and back into a new folder, the same head
    code, out, err = run(capsys, "store", "copy", "--from", pg_url, "--to", str(tmp_path / "archive"), "--data-dir", str(hall))
    assert code == 0, err
    assert head_of(tmp_path / "archive") == anchor
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(tmp_path / "archive"))
    assert code == 0 and f"head: {anchor}" in out


def test_a_backup_of_a_networked_hall_restores_on_one_pc(hall, pg_url, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HALLSTATION_LANG", "en")
    anchor = head_of(hall)
    assert run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url)[0] == 0
    terminal = tmp_path / "cashier-pc"
    terminal.mkdir()
    (terminal / "secret.key").write_bytes((hall / "secret.key").read_bytes())
    (terminal / "hall-server.conf").write_text(pg_url + "\n")  # the per-machine setting file
    code, out, err = run(capsys, "backup", str(tmp_path / "b"), "--data-dir", str(terminal))
    assert code == 0, err
    assert f"head: {anchor}" in out
    code, out, err = run(capsys, "restore", str(tmp_path / "b"), str(tmp_path / "restored"))
    assert code == 0, err
    assert head_of(tmp_path / "restored") == anchor


def test_refusals_are_one_line_and_write_nothing(hall, pg_url, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HALLSTATION_LANG", "en")
    assert run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url)[0] == 0
    # a server that already holds a log
    code, out, err = run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url)
    assert code == 2 and "already holds" in err and len(err.strip().splitlines()) == 1
    # two folders, or two servers
    code, out, err = run(capsys, "store", "copy", "--from", str(hall), "--to", str(tmp_path / "x"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    # a server nobody answers on
    from hallstation.devtools.pgserver import free_port

    nobody = f"postgresql://u:secretpw@127.0.0.1:{free_port()}/hall"
    code, out, err = run(capsys, "store", "copy", "--from", str(hall), "--to", nobody)
    assert code == 2 and "No connection to the server" in err and "secretpw" not in err
    assert len(err.strip().splitlines()) == 1
    # a password on the command line: refused before anything, and never echoed
    for argv in (("store", "copy", "--from", str(hall), "--to", nobody), ("audit", "verify", "--store", nobody),
                 ("--store", nobody, "display", "--no-wait")):
        code, out, err = run(capsys, *argv, keep_password=True)
        assert code == 2 and "command line" in err and "secretpw" not in err + out, err
        assert len(err.strip().splitlines()) == 1
    # a mistyped scheme is not echoed with its password either
    code, out, err = run(capsys, "audit", "verify", "--store", "postgresq://hall_writer:secretpw@server/hall", keep_password=True)
    assert code == 2 and "secretpw" not in err and "hall_writer@server" in err, err
    # a setting file that names no server
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "hall-server.conf").write_text("the server is in the back room\n")
    code, out, err = run(capsys, "audit", "verify", "--data-dir", str(tmp_path / "t"))
    assert code == 2 and "hall-server.conf" in err and len(err.strip().splitlines()) == 1


def test_in_spanish_by_default(hall, pg_url, capsys):
    code, out, err = run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url, lang=None)
    assert code == 0, err
    assert "comprobado" in out.lower() and "cabeza: " in out


def test_recall_and_plan_read_the_halls_server(hall, pg_url, tmp_path, capsys):
    assert run(capsys, "store", "copy", "--from", str(hall), "--to", pg_url)[0] == 0
    desk = tmp_path / "desk"
    desk.mkdir()
    (desk / "secret.key").write_bytes((hall / "secret.key").read_bytes())
    code, out, err = run(capsys, "recall", "1", "--json", "--data-dir", str(desk), "--store", pg_url)
    assert code == 0, err
    import json

    data = json.loads(out)
    assert data["game"] == 1 and data["balls"]
    assert "Juan" not in out  # the winner's name masked, as on one PC
    code, out, err = run(capsys, "plan", "--cards", "1", "--price", "100000", "--limit", "55", "--series", "1",
                         "--draws", "200", "--seed", "1", "--json", "--data-dir", str(desk), "--store", pg_url)
    assert code == 0, err
    assert json.loads(out)["cards"] == 1  # the sold cartón of the server's game 1


def test_a_simulation_never_plays_on_the_halls_server(pg_url, pg_server, tmp_path, capsys, monkeypatch):
    import psycopg

    monkeypatch.setenv("HALLSTATION_STORE", pg_url)  # this machine names the hall's server
    code, out, err = run(capsys, "simulate", "--cards", "30", "--games", "2", "--seed", "3", "--json",
                         "--data-dir", str(tmp_path / "sim"))
    assert code == 0, err
    db = pg_url.rsplit("/", 1)[1]
    with psycopg.connect(pg_server.admin_url(db), autocommit=True) as a:
        assert a.execute("SELECT count(*) FROM hs_events").fetchone()[0] == 0  # untouched
