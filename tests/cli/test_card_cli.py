"""Headless, for the print shop and the tests (issue 28): ``series print N --out FILE.pdf`` prints a
series as the series window does (its progress on stderr, Ctrl+C cancels cleanly), and ``card check
"SCANNED TEXT"`` says which card a code names and whether it is genuine (exit 0), or why not (exit
2), in one line in Spanish. In-process: ``main()`` as the command line calls it."""

from __future__ import annotations

import os
import re
import signal

import pytest

from hallstation.cli import main
from hallstation.commands import bingo
from hallstation.services.checkcode import check_code, load_or_create_secret
from hallstation.services.scancode import hall_mark, scan_text
from tests.printing.test_card_codes import decoded


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def hall_dir(tmp_path_factory):
    """A hall's folder with series 1 (6 cards, sheets of 2) and series 2 (3 cards)."""
    d = tmp_path_factory.mktemp("hall")
    for cards, sheet in ((6, 2), (3, 1)):
        assert main(["series", "create", "--cards", str(cards), "--sheet", str(sheet), "--seed", "5", "--data-dir", str(d)]) == 0
    return d


def genuine(hall_dir, series, card):
    from hallstation.services.station import Station

    st = Station(hall_dir, read_only=True)
    try:
        secret = load_or_create_secret(hall_dir)
        return scan_text(hall_mark(secret), series, card, check_code(secret, series, st.get_series(series).card(card)))
    finally:
        st.close()


def test_series_print_writes_the_series_as_the_window_does_with_its_progress(qapp, capsys, hall_dir, tmp_path):
    out = tmp_path / "serie-1.pdf"
    code, stdout, err = run(capsys, "series", "print", "1", "--out", str(out), "--data-dir", str(hall_dir))
    assert code == 0, err
    assert "6" in stdout and str(out) in stdout
    assert "serie 1: cartón 6 de 6" in err  # progress on stderr, in Spanish
    assert len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", out.read_bytes())) == 3  # sheets of 2
    texts = decoded(out, 150)
    assert sorted(texts) == sorted(genuine(hall_dir, 1, n) for n in range(1, 7))
    receipt = tmp_path / "r.pdf"
    code, _, err = run(capsys, "series", "print", "2", "--out", str(receipt), "--paper", "receipt", "--data-dir", str(hall_dir))
    assert code == 0, err
    assert sorted(decoded(receipt, 203, sharp=True)) == sorted(genuine(hall_dir, 2, n) for n in range(1, 4))


def files_left(folder):
    """What a command left in the test's folder, but for this PC's own state folder (the witnesses
    of the halls it opened: tests/conftest.py puts it there)."""
    return [p for p in folder.iterdir() if p.name != "hallstation-state"]


def test_series_print_ctrl_c_cancels_cleanly_no_file(qapp, capsys, hall_dir, tmp_path, monkeypatch):
    out = tmp_path / "s.pdf"
    shown = bingo._Progress.__call__

    def interrupted(self, done, total):
        shown(self, done, total)
        if done == 2:
            os.kill(os.getpid(), signal.SIGINT)  # the operator's Ctrl+C, while the cards print

    monkeypatch.setattr(bingo._Progress, "__call__", interrupted)
    code, stdout, err = run(capsys, "series", "print", "1", "--out", str(out), "--data-dir", str(hall_dir))
    assert code == 130 and stdout == ""
    assert "cancelada" in err and "no se escribió ningún archivo" in err
    assert files_left(tmp_path) == []  # neither the PDF nor its partial file
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # Ctrl+C is Ctrl+C again


def test_series_print_refusals_one_line_exit_2(capsys, hall_dir, tmp_path):
    code, _, err = run(capsys, "series", "print", "9", "--out", str(tmp_path / "s.pdf"), "--data-dir", str(hall_dir))
    assert code == 2 and err.strip() == "hallstation: No existe la serie 9"
    code, _, err = run(capsys, "series", "print", "1", "--out", str(tmp_path / "no" / "s.pdf"), "--data-dir", str(hall_dir))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "no existe" in err
    assert files_left(tmp_path) == []
    # a folder as --out: said in Spanish before any card is printed (not libc's 'Is a directory')
    code, _, err = run(capsys, "series", "print", "1", "--out", str(tmp_path), "--data-dir", str(hall_dir))
    assert code == 2 and err.strip() == f"hallstation: No se pudo escribir el PDF {tmp_path}: es una carpeta, no un archivo"
    assert files_left(tmp_path) == []


def test_a_pdf_that_cannot_take_its_place_is_refused_in_the_hall_s_language(qapp, tmp_path, hall_dir):
    """The window's printing too: the file's place taken by a folder is said in Spanish and no
    partial file is left."""
    from hallstation import i18n
    from hallstation.core.errors import RuleError
    from hallstation.printing.cards_pdf import print_series_pdf
    from hallstation.services.station import Station

    st = Station(hall_dir, read_only=True)
    try:
        series = st.get_series(2)
    finally:
        st.close()
    (tmp_path / "s.pdf").mkdir()
    with pytest.raises(RuleError) as err:
        print_series_pdf(series, "BINGO", load_or_create_secret(hall_dir), tmp_path / "s.pdf")
    assert i18n.message(err.value) == f"No se pudo escribir el PDF {tmp_path / 's.pdf'}: es una carpeta, no un archivo"
    assert [p.name for p in tmp_path.iterdir()] == ["s.pdf"]


def test_card_check_genuine_exit_0(capsys, hall_dir):
    text = genuine(hall_dir, 1, 4)
    code, out, err = run(capsys, "card", "check", text, "--data-dir", str(hall_dir))
    assert code == 0, err
    assert out.strip() == f"cartón 4 de la serie 1 (amarillo, letra A): auténtico, código de control {text.split()[-1]} de esta sala"
    # as several words (unquoted), and as a scanner typed it with Caps Lock on
    assert run(capsys, "card", "check", *text.lower().split(), "--data-dir", str(hall_dir))[0] == 0


@pytest.mark.parametrize(
    "make, says",
    [
        (lambda t: " ".join(t.split()[:3] + ["5"] + t.split()[4:]), "está alterado"),
        (lambda t: scan_text(hall_mark(bytes(range(40, 72))), 1, 4, t.split()[-1]), "otra sala"),
        (lambda t: " ".join(t.split()[:3] + ["99"] + t.split()[4:]), "esta sala no tiene"),
        (lambda t: t[:12], "no se puede leer"),
    ],
)
def test_card_check_says_why_not_exit_2(capsys, hall_dir, make, says):
    code, out, err = run(capsys, "card", "check", make(genuine(hall_dir, 1, 4)), "--data-dir", str(hall_dir))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and says in err, err
