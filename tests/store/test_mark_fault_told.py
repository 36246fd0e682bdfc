"""A mark that cannot be moved after a successful COMMIT (issue 19 §5): the command is saved and
says so — "guardado; la marca de nivel no se pudo actualizar: …" — in the window and on the
command line, never "No se pudo guardar"; nothing is lost and no alarm follows."""

from __future__ import annotations

import errno

from hallstation.cli import main
from hallstation.i18n import message
from hallstation.services.station import Station
from hallstation.store import eventlog, proof  # (the marks are written in proof)


def full_disk_for_small_files(monkeypatch):
    def full(path, body):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(proof, "write_small_file", full)


def test_the_window_is_told_saved_and_that_only_the_mark_lags(tmp_path, monkeypatch, qtbot):
    from hallstation.gui.bridge import StationBridge

    st = Station(tmp_path / "hall")
    bridge = StationBridge(st)
    try:
        full_disk_for_small_files(monkeypatch)
        with qtbot.waitSignal(bridge.message) as told:
            st.create_series(30, seed=1)
        assert told.args[0] == "Guardado; la marca de nivel del registro no se pudo actualizar: el disco está lleno"
        assert 1 in st.state.series and st.store.verify().ok  # saved; a log longer than its mark is no alarm
    finally:
        bridge.detach()
        st.close()


def test_the_command_line_says_saved_and_exits_0(tmp_path, monkeypatch, capsys):
    hall = tmp_path / "hall"
    Station(hall).close()
    full_disk_for_small_files(monkeypatch)
    assert main(["series", "create", "--cards", "30", "--data-dir", str(hall)]) == 0
    err = capsys.readouterr().err
    assert err.strip() == "hallstation: Guardado; la marca de nivel del registro no se pudo actualizar: el disco está lleno"
    monkeypatch.undo()
    st = Station(hall)
    try:
        assert st.attention is None and 1 in st.state.series
    finally:
        st.close()


def test_a_write_error_on_the_mark_names_the_disks_words(station, monkeypatch):
    def eio(path, body):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(proof, "write_small_file", eio)
    station.create_series(30, seed=1)
    assert message(station.store.mark_fault) == (
        "Guardado; la marca de nivel del registro no se pudo actualizar: el disco informó un error de escritura (Input/output error)"
    )


def test_a_database_that_cannot_be_opened_for_a_disk_fault_is_not_called_foreign(tmp_path, monkeypatch):
    """SQLite's "disk I/O error" opening a sound database (its shared-memory file cannot grow on
    a full disk) is the disk's fault: said so, never "not a HallStation database, restore it"."""
    import sqlite3

    import pytest

    from hallstation.store.eventlog import DB_NAME, StoreError, inspect_database

    hall = tmp_path / "hall"
    Station(hall).close()
    real = sqlite3.connect

    class IOErr(sqlite3.OperationalError):
        sqlite_errorname = "SQLITE_IOERR_SHMSIZE"

    def failing(*a, **kw):
        raise IOErr("disk I/O error")

    monkeypatch.setattr(sqlite3, "connect", failing)
    monkeypatch.setattr(eventlog, "no_space", lambda _folder: True)
    with pytest.raises(StoreError) as exc:
        inspect_database(hall / DB_NAME)
    monkeypatch.setattr(sqlite3, "connect", real)
    assert message(exc.value) == f"La base de datos de la estación {hall / DB_NAME} no se puede abrir: el disco está lleno"
