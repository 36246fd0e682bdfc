"""Bad input on the command line (issue 10 §7): numbers in digits other than 0–9, a series number
a hall does not print, a printer's file that is not UTF-8 text. One line in Spanish, exit 2, and
nothing written."""

import pytest

from hallstation.cli import main
from hallstation.store.eventlog import DB_NAME


def run(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse refuses an argument before any command runs
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("option, typed", [("--cards", "١٢"), ("--cards", "۱۲"), ("--number", "٣"), ("--seed", "²"), ("--sheet", "١")])
def test_numbers_typed_in_other_digits_refused(capsys, tmp_path, option, typed):
    args = {"--cards": "5", "--number": "3", "--seed": "1", "--sheet": "1"}
    args[option] = typed
    code, out, err = run(capsys, "series", "create", *[x for kv in args.items() for x in kv], "--data-dir", str(tmp_path))
    assert code == 2 and out == ""
    assert f"«{typed}» no es un número: escríbalo con los dígitos 0 a 9" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / DB_NAME).exists()


def test_numbers_with_underscores_or_letters_refused(capsys, tmp_path):
    code, _, err = run(capsys, "series", "create", "--cards", "1_0", "--data-dir", str(tmp_path))
    assert code == 2 and "«1_0» no es un número entero" in err
    code, _, err = run(capsys, "series", "create", "--cards", "0", "--data-dir", str(tmp_path))
    assert code == 2 and "«0» debe ser 1 o más" in err


def test_art3_series_number_beyond_what_a_hall_prints_refused(capsys, tmp_path):
    code, _, err = run(capsys, "series", "create", "--cards", "5", "--number", "10000", "--data-dir", str(tmp_path))
    assert code == 2 and "No hay serie 10000 en los cartones de una sala: el número de serie va de 1 a 9999" in err
    assert not (tmp_path / DB_NAME).exists()
    code, _, err = run(capsys, "series", "create", "--cards", "5", "--number", "9999", "--data-dir", str(tmp_path))
    assert code == 0, err


@pytest.mark.parametrize(
    "encoding, says",
    [
        ("utf-16", "El archivo está en UTF-16: el archivo de series de la imprenta debe ser texto CSV en UTF-8 (con o sin BOM)"),
        ("latin-1", "El archivo no está en UTF-8 (el byte 5 no se puede leer; parece Latin-1 / Windows-1252)"),
    ],
)
def test_art4_printer_file_not_in_utf8_refused(capsys, tmp_path, encoding, says):
    run(capsys, "series", "create", "--cards", "4", "--seed", "2", "--data-dir", str(tmp_path / "src"))
    _, csv_text, _ = run(capsys, "series", "export", "1", "--format", "csv", "--data-dir", str(tmp_path / "src"))
    path = tmp_path / "imprenta.csv"
    path.write_bytes(csv_text.replace("card", "cartón", 1).encode(encoding))
    code, out, err = run(capsys, "series", "import", str(path), "--number", "5", "--color", "verde", "--letter", "V", "--data-dir", str(tmp_path / "hall"))
    assert code == 2 and out == "" and says in err and "no se importó nada" in err
    assert not (tmp_path / "hall" / DB_NAME).exists()  # refused before the log is opened
    path.write_bytes(csv_text.encode("utf-8-sig"))
    code, _, err = run(capsys, "series", "import", str(path), "--number", "5", "--color", "verde", "--letter", "V", "--data-dir", str(tmp_path / "hall"))
    assert code == 0, err


def test_art4_printer_file_of_binary_data_refused(capsys, tmp_path):
    path = tmp_path / "imprenta.csv"
    path.write_bytes(bytes(range(256)))
    code, _, err = run(capsys, "series", "import", str(path), "--number", "5", "--color", "verde", "--letter", "V", "--data-dir", str(tmp_path / "hall"))
    assert code == 2 and "El archivo no es texto (contiene datos binarios)" in err
    assert not (tmp_path / "hall" / DB_NAME).exists()
