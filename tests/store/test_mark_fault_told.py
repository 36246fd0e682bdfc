"""A mark that cannot be moved after a successful COMMIT (issue 19 §5): the command is saved and
says so — "guardado; la marca de nivel no se pudo actualizar: …" — in the window and on the
command line, never "No se pudo guardar"; nothing is lost and no alarm follows."""

from __future__ import annotations

import errno

from hallstation.cli import main
from hallstation.i18n import message
from hallstation.services.station import Station
from hallstation.store import eventlog


def full_disk_for_small_files(monkeypatch):
    def full(path, body):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(eventlog, "write_small_file", full)


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

    monkeypatch.setattr(eventlog, "write_small_file", eio)
    station.create_series(30, seed=1)
    assert message(station.store.mark_fault) == (
        "Guardado; la marca de nivel del registro no se pudo actualizar: el disco informó un error de escritura (Input/output error)"
    )
