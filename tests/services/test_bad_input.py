"""Bad input, the rest of the catalogue: a printer's file that is not UTF-8 text, a field of
100 KB, digits that are not 0–9 typed as a ball or a PIN, a series number a hall does not print, a
negative amount of money received. Each is refused with a clear message in Spanish and the log
does not grow."""

from __future__ import annotations

import codecs
import random
import shutil

import pytest

from hallstation import i18n
from hallstation.core.bingo.balls import parse_ball
from hallstation.core.bingo.cards import MAX_SERIES_NUMBER, SeriesInfo, check_series_info, generate_series
from hallstation.core.digits import is_ascii_digits
from hallstation.core.errors import RuleError
from hallstation.services.printer_import import (
    MAX_FIELD_CHARS,
    MAX_FILE_BYTES,
    FileRefused,
    ImportRefused,
    decode_printer_file,
    read_printer_csv,
    read_printer_file,
)
from hallstation.services.station import Station

NOT_ASCII_DIGITS = ["١٢", "B١٢", "۱۲", "²", "1²", "１２", "N٣٣"]  # Arabic-Indic, Persian, superscript, full-width


@pytest.fixture(autouse=True)
def spanish():
    was = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(was)


@pytest.fixture
def st(people_template, data_dir):
    shutil.copytree(people_template, data_dir, dirs_exist_ok=True)
    s = Station(data_dir)
    s.admin = s.authenticate("admin", "1234")
    s.cajero = s.authenticate("cajero", "4444")
    yield s
    s.close()


def test_ascii_digits_only():
    assert is_ascii_digits("0123456789")
    for text in ("", "١٢", "²", "１２", "1 2", "-1", "1_000", " 7", None, 12):
        assert not is_ascii_digits(text)
    assert "²".isdigit() and "١٢".isdigit() and int("١٢") == 12  # why str.isdigit()/int() are not enough


# ----------------------------------------------------------------- balls (Art. 2)
@pytest.mark.parametrize("typed", NOT_ASCII_DIGITS)
def test_art2_ball_typed_with_arabic_indic_digits_refused(hall, typed):
    hall.setup()
    g = hall.current_game
    before = len(hall.store)
    with pytest.raises(RuleError) as exc:
        parse_ball(typed)
    assert i18n.message(exc.value) == f"«{typed}» no es una bolilla: escríbala con los dígitos 0 a 9, por ejemplo 12 o B12"
    with pytest.raises(RuleError):
        hall.draw_text(typed)
    assert len(hall.store) == before and g.balls == []
    assert hall.draw_text("B12") == 12  # the game goes on


def test_art2_letters_typed_as_a_ball_keep_their_message():
    with pytest.raises(RuleError) as exc:
        parse_ball("abc")
    assert i18n.message(exc.value) == "«abc» no es una bolilla: escriba un número del 1 al 75, por ejemplo 12 o B12"


# ----------------------------------------------------------------- PINs
@pytest.mark.parametrize("typed", ["١١١١", "۱۱۱۱", "¹¹¹¹", "１１１１", "11", "abcd", ""])
def test_pin_not_made_of_0_to_9_is_refused_and_not_counted_as_a_wrong_pin(st, typed):
    before = len(st.store)
    for _ in range(6):  # more than the five wrong PINs that lock a person
        with pytest.raises(RuleError) as exc:
            st.verify_pin("jurado1", typed, "jury")
        assert i18n.message(exc.value) == "Un PIN tiene de 4 a 12 dígitos 0–9"
        with pytest.raises(RuleError):
            st.authenticate("jurado1", typed)
    assert len(st.store) == before
    user = st.state.users["jurado1"]
    assert user.failures == 0 and not user.locked
    assert st.verify_pin("jurado1", "1111", "jury").name == "jurado1"


def test_a_wrong_pin_of_digits_still_counts(st):
    before = len(st.store)
    with pytest.raises(RuleError) as exc:
        st.verify_pin("jurado1", "0000", "jury")
    assert "PIN incorrecto" in i18n.message(exc.value) or "incorrecto" in i18n.message(exc.value)
    assert len(st.store) == before + 1 and st.state.users["jurado1"].failures == 1


def test_a_new_pin_in_other_digits_is_refused(st):
    before = len(st.store)
    with pytest.raises(RuleError) as exc:
        st.create_user("vendedor9", ["seller"], "١٢٣٤", session=st.admin)
    assert i18n.message(exc.value) == "Un PIN tiene de 4 a 12 dígitos 0–9"
    with pytest.raises(RuleError):
        st.change_pin("jurado1", "١٢٣٤", st.admin)
    assert len(st.store) == before and "vendedor9" not in st.state.users


# ----------------------------------------------------------------- series numbers (Art. 3)
def test_art3_series_number_beyond_what_a_hall_prints_refused(st):
    assert MAX_SERIES_NUMBER == 9_999
    with pytest.raises(RuleError) as exc:
        check_series_info(10_000, 10, "verde", "V", 1)
    assert i18n.message(exc.value) == "No hay serie 10000 en los cartones de una sala: el número de serie va de 1 a 9999"
    before = len(st.store)
    with pytest.raises(RuleError):
        st.create_series(10, number=10_000, session=st.admin)
    with pytest.raises(RuleError):
        st.create_series(10, number=10**12, session=st.admin)
    cards = [c.columns for c in generate_series(SeriesInfo(1, "x", "X", 5, 1), random.Random(1)).cards()]
    with pytest.raises(RuleError):
        st.import_series(cards, 10_000, "verde", "V", session=st.admin)
    assert len(st.store) == before and not st.state.series
    assert st.create_series(10, number=9_999, session=st.admin).info.number == 9_999


# ----------------------------------------------------------------- money received (Art. 10)
def test_art10_negative_money_received_refused(st):
    st.create_user("vendedor1", ["seller"], "5555", session=st.admin)
    s = st.create_series(100, seed=1, session=st.admin)
    st.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")])
    st.new_game(s.number, 1000, session=st.admin)
    st.open_sales(session=st.admin)
    st.give_tray("vendedor1", list(range(1, 11)), st.cajero)
    before = len(st.store)
    for received in (-1, -10_000):
        with pytest.raises(RuleError) as exc:
            st.settle_tray("vendedor1", received, st.cajero)
        assert i18n.message(exc.value) == "El dinero recibido no puede ser negativo: escriba lo que entregó el vendedor, 0 o más"
    assert len(st.store) == before and st.trays(st.current_game)["vendedor1"].settled is None
    assert st.settle_tray("vendedor1", 0, st.cajero)["difference"] == -10 * 1000  # nothing handed in is 0, recorded


# ----------------------------------------------------------------- the printer's file (Art. 4)
def _series_csv(cards: int = 5, header: bool = True) -> str:
    made = generate_series(SeriesInfo(1, "x", "X", cards, 1), random.Random(5))
    lines = ["cartón," + ",".join(f"{l}{i}" for l, n in zip("BINGO", (5, 5, 4, 5, 5)) for i in range(1, n + 1))] if header else []
    for c in made.cards():
        lines.append(",".join(map(str, [c.number, *[n for col in c.columns for n in col]])))
    return "\n".join(lines) + "\n"


def _refusal(path) -> str:
    with pytest.raises(FileRefused) as exc:
        read_printer_file(path)
    return i18n.message(exc.value)


def test_art4_printer_file_in_utf8_with_or_without_bom_accepted(tmp_path):
    text = _series_csv()
    for name, data in (("plain.csv", text.encode("utf-8")), ("bom.csv", codecs.BOM_UTF8 + text.encode("utf-8")),
                       ("crlf.csv", text.replace("\n", "\r\n").encode("utf-8"))):
        (tmp_path / name).write_bytes(data)
        assert len(read_printer_file(tmp_path / name)) == 5


@pytest.mark.parametrize("encoding, found", [("utf-16", "UTF-16"), ("utf-16-le", "UTF-16"), ("utf-16-be", "UTF-16"), ("utf-32", "UTF-32")])
def test_art4_printer_file_in_utf16_refused_naming_the_encodings(tmp_path, encoding, found):
    path = tmp_path / "series.csv"
    path.write_bytes(_series_csv().encode(encoding))
    said = _refusal(path)
    assert said == (
        f"El archivo está en {found}: el archivo de series de la imprenta debe ser texto CSV en UTF-8 (con o sin BOM). "
        "Guárdelo de nuevo como «CSV UTF-8» e impórtelo; no se importó nada"
    )


def test_art4_printer_file_in_latin1_refused_naming_the_encodings(tmp_path):
    path = tmp_path / "series.csv"
    path.write_bytes(_series_csv().encode("latin-1"))  # the header's 'cartón'
    said = _refusal(path)
    assert said.startswith("El archivo no está en UTF-8 (el byte 5 no se puede leer; parece Latin-1 / Windows-1252)")
    assert "debe ser texto CSV en UTF-8 (con o sin BOM)" in said and "no se importó nada" in said


@pytest.mark.parametrize(
    "data",
    [
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)),  # a picture
        random.Random(1).randbytes(4096),  # noise
        b"1,2,3\x00\x01\x02,4\n",  # text with a NUL and control bytes in it
        b"1,2,3\x07,4\n",  # a control byte in otherwise good UTF-8
    ],
)
def test_art4_printer_file_in_binary_refused(tmp_path, data):
    path = tmp_path / "series.csv"
    path.write_bytes(data)
    assert _refusal(path) == (
        "El archivo no es texto (contiene datos binarios): el archivo de series de la imprenta es texto CSV en UTF-8 "
        "(con o sin BOM); no se importó nada"
    )


def test_art4_printer_file_larger_than_a_series_refused_before_it_is_read(tmp_path):
    path = tmp_path / "series.csv"
    path.write_bytes(b"1" * (MAX_FILE_BYTES + 5))
    assert _refusal(path) == (
        f"El archivo tiene {MAX_FILE_BYTES + 5} bytes: un archivo de series de la imprenta tiene como máximo "
        f"{MAX_FILE_BYTES} bytes (3.000 cartones); no se importó nada"
    )
    with pytest.raises(FileRefused):
        decode_printer_file(b"\n" * (MAX_FILE_BYTES + 1))


def test_art4_printer_file_with_a_field_of_100_kb_refused(tmp_path):
    lines = _series_csv().splitlines()
    cells = lines[2].split(",")
    cells[3] = "7" * 100_000
    lines[2] = ",".join(cells)
    path = tmp_path / "series.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ImportRefused) as exc:
        read_printer_file(path)
    assert exc.value.problems == [(3, "un campo de 100000 caracteres: un campo tiene como máximo 32")]
    assert "línea 3: un campo de 100000 caracteres" in i18n.message(exc.value)


def test_art4_printer_file_with_a_long_field_or_line_refused():
    lines = _series_csv().splitlines()
    cells = lines[1].split(",")
    cells[0] = "0" * (MAX_FIELD_CHARS + 1)  # '000…01' is a number, but no printer writes it
    long_field = ",".join(cells)
    long_line = ",".join(["1"] * 300)  # short fields, far too many
    quoted = '"' + "9" * 200  # an open quote does not swallow the next lines
    with pytest.raises(ImportRefused) as exc:
        read_printer_csv([lines[0], long_field, long_line, quoted, *lines[2:]])
    problems = dict(exc.value.problems)
    assert problems[2] == f"un campo de {MAX_FIELD_CHARS + 1} caracteres: un campo tiene como máximo 32"
    assert problems[3] == "la línea tiene 599 caracteres: la línea de un cartón tiene como máximo 400"
    assert problems[4] == "un campo de 200 caracteres: un campo tiene como máximo 32"
    assert sorted(problems) == [2, 3, 4]


def test_art4_printer_file_with_arabic_indic_digits_refused():
    lines = _series_csv().splitlines()
    arabic = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
    lines[2] = lines[2].translate(arabic)
    lines[3] = lines[3].replace(",", ",²", 1)
    first_line_arabic = lines[1].translate(arabic)  # without a header, line 1 is a card, not a header
    with pytest.raises(ImportRefused) as exc:
        read_printer_csv(lines)
    assert exc.value.problems == [(3, "los números deben escribirse con los dígitos 0 a 9"), (4, "los números deben escribirse con los dígitos 0 a 9")]
    with pytest.raises(ImportRefused) as exc:
        read_printer_csv([first_line_arabic, *lines[2:]])
    assert exc.value.problems[0] == (1, "los números deben escribirse con los dígitos 0 a 9")


def test_art4_printer_file_refused_before_anything_is_written(st, tmp_path):
    before = len(st.store)
    for data in (_series_csv().encode("utf-16"), _series_csv().encode("latin-1"), b"\x00\x01\x02"):
        path = tmp_path / "series.csv"
        path.write_bytes(data)
        with pytest.raises(RuleError):
            st.import_series(read_printer_file(path), 3, "verde", "V", session=st.admin)
    assert len(st.store) == before and not st.state.series


# ----------------------------------------------------------------- one language in every refusal
ENGLISH = ("the card price", "the money received", "the casino's contribution", "«line»", "'line'", "must be", "source",
           "selling", "paused", "electronic", "manual", "Cannot", "drawn from")


def spoken_once(text: str) -> str:
    for word in ENGLISH:
        assert word not in text, (word, text)
    return text


def test_art12_art10_refusals_about_money_speak_one_language(st):
    st.create_user("vendedor1", ["seller"], "5555", session=st.admin)
    s = st.create_series(40, seed=1, session=st.admin)
    st.open_day([{"number": s.number}], 55, [("jurado1", "1111"), ("admin", "1234")])
    with pytest.raises(RuleError) as exc:
        st.new_game(s.number, "20", session=st.admin)
    assert spoken_once(i18n.message(exc.value)) == "El precio del cartón debe ser una cantidad entera de centésimos, no '20'"
    with pytest.raises(RuleError) as exc:
        st.seed_pot(12.5, session=st.admin)
    assert spoken_once(i18n.message(exc.value)) == "El aporte del casino debe ser una cantidad entera de centésimos, no 12.5"
    g = st.new_game(s.number, 1000, session=st.admin)
    with pytest.raises(RuleError) as exc:
        st.sell([1], session=st.cajero)  # before the sales open
    assert spoken_once(i18n.message(exc.value)) == "No se puede vender cartones ahora: el juego 1 está en preparación"
    st.open_sales(session=st.admin)
    st.give_tray("vendedor1", [1, 2], st.cajero)
    with pytest.raises(RuleError) as exc:
        st.settle_tray("vendedor1", "2000", st.cajero)
    assert spoken_once(i18n.message(exc.value)) == "El dinero recibido debe ser una cantidad entera de centésimos, no '2000'"
    st.settle_tray("vendedor1", 2000, st.cajero)
    st.close_sales(session=st.cajero)
    st.ratify("jurado1", "1111")
    with pytest.raises(RuleError) as exc:
        st.draw_text("B7")  # an electronic game: a typed ball is the other source
    assert spoken_once(i18n.message(exc.value)) == "El juego 1 se sortea con el bolillero electrónico; se rechaza una bolilla del bolillero"
    assert g.balls == []


def test_art15_the_already_paid_refusal_names_the_prize_in_spanish(hall):
    from hallstation.core.bingo.patterns import LINE
    from tests.core.bingo.helpers import ROW1_A
    from tests.services.test_claims import verify

    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    hall.pay(c.id, LINE, "cash", session=hall.cajero)
    with pytest.raises(RuleError) as exc:
        hall.pay(c.id, LINE, "cash", session=hall.cajero)
    assert spoken_once(i18n.message(exc.value)) == "El premio «Línea» del cartón 1 ya está pagado"
    with pytest.raises(RuleError) as exc:
        hall.pay(c.id, "full_card", "cash", session=hall.cajero)
    assert spoken_once(i18n.message(exc.value)) == "El cartón 1 no ganó el premio «Cartón lleno»"


def test_art15_the_race_loser_s_already_paid_refusal_names_the_prize_in_spanish(hall, data_dir):
    """Two terminals on one hall: the one that pays second is told "Ya pagado en otra terminal"
    with the prize's name, never the log's word «line»."""
    from hallstation.core.bingo.patterns import LINE
    from tests.core.bingo.helpers import ROW1_A
    from tests.services.test_claims import verify

    g = hall.setup()
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c, read=False)
    hall.award()
    other = Station(data_dir)  # the second terminal, behind the first by the payment to come
    try:
        session = other.authenticate("cajero", "4444")
        hall.pay(c.id, LINE, "cash", session=hall.cajero)
        n = len(hall.store)
        with pytest.raises(RuleError) as exc:
            other.pay(c.id, LINE, "cash", session=session)
        assert spoken_once(i18n.message(exc.value)) == (
            "Ya pagado en otra terminal: el premio «Línea» del cartón 1 lo pagó cajero; no se paga dos veces"
        )
        assert len(other.store) == n
    finally:
        other.close()


# ----------------------------------------------------------------- malformed settings and huge numbers
MALFORMED_PATTERNS = [
    None, "XXXXX", 12, [], ["line"], {"line": "X...X"}, {"line": [["row 1"]]}, {"line": [["row 1", 5]]},
    {"line": [[1, "XXXXX/...../..*../...../....."]]}, {"line": [["", "XXXXX/...../..*../...../....."]]},
    {"bingo": [["T", "XXXXX/..X../..*../..X../..X.."]]}, {"line": [None]}, {"line": [["a", "b", "c"]]},
]


@pytest.mark.parametrize("value", MALFORMED_PATTERNS, ids=range(len(MALFORMED_PATTERNS)))
def test_art7_a_malformed_patterns_setting_is_refused_with_a_clear_message(st, value):
    before, n = st.settings["patterns"], len(st.store)
    if isinstance(value, dict):  # the other prizes as they are: only the malformed one is wrong
        value = {**{k: v for k, v in before.items() if k not in value}, **value}
    with pytest.raises(RuleError) as exc:
        st.change_setting("patterns", value, st.admin)
    text = i18n.message(exc.value)
    assert text and ("figura" in text or "premio" in text), text
    assert st.settings["patterns"] == before and len(st.store) == n


def test_art7_a_well_formed_patterns_setting_is_still_taken(st):
    value = {k: [list(p) for p in v] for k, v in st.settings["patterns"].items()}
    value["t_l"] = [["T", "XXXXX/..X../..*../..X../..X.."]]  # the L taken out
    st.change_setting("patterns", value, st.admin)
    assert st.settings["patterns"]["t_l"] == [["T", "XXXXX/..X../..*../..X../..X.."]]


@pytest.mark.parametrize("typed", ["5" * 5000, "B" + "1" * 5000, "0" * 4999 + "7" * 10, "100", "1" * 40])
def test_art2_a_ball_of_thousands_of_digits_typed_through_the_service_is_refused(hall, typed):
    hall.setup()
    g = hall.current_game
    n = len(hall.store)
    with pytest.raises(RuleError) as exc:
        hall.draw_text(typed)
    text = i18n.message(exc.value)
    assert "no es una bolilla" in text and len(text) < 120
    with pytest.raises(RuleError) as exc:
        hall.draw(int("9" * 4000) * 10**2000)  # a number Python will not even write out
    assert "No existe la bolilla" in i18n.message(exc.value) and len(i18n.message(exc.value)) < 120
    assert len(hall.store) == n and g.balls == []
    assert hall.draw_text("B12") == 12


def test_art10_a_refusal_never_fails_on_a_number_too_long_to_write(st):
    for name in ("player_limit", "rounding_unit", "casino_seed_max"):
        with pytest.raises(RuleError) as exc:
            st.change_setting(name, 10**5000, st.admin)
        assert "≈1.00e+5000" in i18n.message(exc.value)
