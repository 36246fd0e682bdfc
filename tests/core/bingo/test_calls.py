"""Issue 27: what the caller's voice says — every ball 1–75 with the hall word's letter, the red ball
(Art. 2.2), the ball counts the hall chooses, "¡Premio!" (Art. 11), "Premio mayor" (Art. 12), the
last ball for the major prize (Art. 13), the resumption and a withdrawn ball, in Rioplatense Spanish
and in English."""

import pytest

from hallstation.core.bingo.balls import RED_BALL
from hallstation.core.bingo.calls import (
    Announce,
    CallContext,
    bad_counts,
    ball_call,
    calls_for,
    claim_call,
    correction_call,
    count_call,
    letter_speech,
    limit_call,
    major_call,
    number_words,
    parse_counts,
    red_ball_call,
    resume_call,
    speech_of,
    text_of,
)

# Written out by hand, one per ball, as a caller says them (the oracle, not computed).
ES = (
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
    "dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro "
    "veinticinco veintiséis veintisiete veintiocho veintinueve treinta|treinta y uno|treinta y dos|"
    "treinta y tres|treinta y cuatro|treinta y cinco|treinta y seis|treinta y siete|treinta y ocho|"
    "treinta y nueve|cuarenta|cuarenta y uno|cuarenta y dos|cuarenta y tres|cuarenta y cuatro|"
    "cuarenta y cinco|cuarenta y seis|cuarenta y siete|cuarenta y ocho|cuarenta y nueve|cincuenta|"
    "cincuenta y uno|cincuenta y dos|cincuenta y tres|cincuenta y cuatro|cincuenta y cinco|"
    "cincuenta y seis|cincuenta y siete|cincuenta y ocho|cincuenta y nueve|sesenta|sesenta y uno|"
    "sesenta y dos|sesenta y tres|sesenta y cuatro|sesenta y cinco|sesenta y seis|sesenta y siete|"
    "sesenta y ocho|sesenta y nueve|setenta|setenta y uno|setenta y dos|setenta y tres|"
    "setenta y cuatro|setenta y cinco"
)
ES_WORDS = ES.split("|")[0].split() + ES.split("|")[1:]
EN_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four "
    "twenty-five twenty-six twenty-seven twenty-eight twenty-nine thirty thirty-one thirty-two "
    "thirty-three thirty-four thirty-five thirty-six thirty-seven thirty-eight thirty-nine forty "
    "forty-one forty-two forty-three forty-four forty-five forty-six forty-seven forty-eight "
    "forty-nine fifty fifty-one fifty-two fifty-three fifty-four fifty-five fifty-six fifty-seven "
    "fifty-eight fifty-nine sixty sixty-one sixty-two sixty-three sixty-four sixty-five sixty-six "
    "sixty-seven sixty-eight sixty-nine seventy seventy-one seventy-two seventy-three "
    "seventy-four seventy-five"
).split()


def test_the_oracle_has_a_word_for_every_ball():
    assert len(ES_WORDS) == len(EN_WORDS) == 75


@pytest.mark.parametrize("ball", range(1, 76))
def test_every_ball_is_called_with_its_letter_in_spanish_and_english(ball):
    letter = "BINGO"[(ball - 1) // 15]
    es, en = ball_call(ball, "BINGO", "es"), ball_call(ball, "BINGO", "en")
    assert es.text == f"{letter}, {ES_WORDS[ball - 1]}"
    assert en.text == f"{letter}, {EN_WORDS[ball - 1]}"
    assert es.kind == en.kind == "ball"
    assert en.speech == en.text  # English: the engine reads the letter itself
    assert es.speech == f"{letter_speech(letter, 'es')}, {ES_WORDS[ball - 1]}"


def test_art17_the_letter_comes_from_the_hall_word():
    assert ball_call(12, "SALTA").text == "S, doce"
    assert ball_call(16, "SALTA").text == "A, dieciséis"
    assert ball_call(75, "SALTA").text == "A, setenta y cinco"
    assert ball_call(12).text == "B, doce"  # the default word is BINGO
    assert ball_call(12, "BINGO", "en").text == "B, twelve"


def test_spanish_letters_are_spelled_as_the_hall_names_them():
    assert ball_call(12, "BRAVO").speech == "be, doce"
    assert ball_call(50, "BRAVO").speech == "ve corta, cincuenta"  # apart from the B, which sounds the same
    assert letter_speech("W") == "doble ve" and letter_speech("Y") == "ye" and letter_speech("Ñ") == "eñe"
    assert ball_call(50, "BRAVO").text == "V, cincuenta"  # what a person reads keeps the letter


def test_number_words_refuse_what_is_not_a_number_to_call():
    for bad in (-1, 100, True, 1.5, "12"):
        with pytest.raises(ValueError):
            number_words(bad)
    for bad in (0, 77, True):
        with pytest.raises(ValueError):
            ball_call(bad)
    with pytest.raises(ValueError):
        ball_call(12, "BINGO", "fr")


def test_art2_2_the_red_ball_with_what_it_gives():
    assert red_ball_call().text == "¡Bolilla roja!"
    assert red_ball_call("", "en").text == "Red ball!"
    assert red_ball_call("un cartón gratis para el próximo juego").text == "¡Bolilla roja! Un cartón gratis para el próximo juego."
    assert red_ball_call("a free card", "en").text == "Red ball! A free card."
    assert ball_call(RED_BALL).text == "¡Bolilla roja!"


def test_the_ball_count_in_both_languages_with_the_feminine_count():
    assert count_call(10).text == "Van diez bolillas."
    assert count_call(21).text == "Van veintiuna bolillas."
    assert count_call(31).text == "Van treinta y una bolillas."
    assert count_call(11).text == "Van once bolillas."
    assert count_call(1).text == "Va una bolilla."
    assert count_call(10, "en").text == "Ten balls drawn."
    assert count_call(31, "en").text == "Thirty-one balls drawn."
    assert count_call(1, "en").text == "One ball drawn."


def test_the_other_announcements_in_both_languages():
    assert claim_call().text == "¡Premio! Se detiene el sorteo."
    assert claim_call("en").text == "Prize! The draw stops."
    assert major_call().text == "¡Premio mayor!"
    assert major_call("en").text == "Major prize!"
    assert resume_call().text == "Continúa el sorteo."
    assert resume_call("en").text == "The draw goes on."
    assert limit_call().text == "Última bolilla para el premio mayor."
    assert limit_call("en").text == "Last ball for the major prize."
    assert correction_call(12).text == "Corrección: se anula la bolilla B, doce."
    assert correction_call(12).speech == "Corrección: se anula la bolilla be, doce."
    assert correction_call(12, "BINGO", "en").text == "Correction: ball B, twelve is withdrawn."
    assert correction_call(RED_BALL).text == "Corrección: se anula la bolilla roja."
    assert correction_call(RED_BALL, "BINGO", "en").text == "Correction: the red ball is withdrawn."


def _drawn(ball, count):
    return ("ball.drawn", {"game": 1, "ball": ball, "count": count, "source": "electronic"})


def test_every_tenth_ball_and_the_chosen_counts_are_announced():
    announce = Announce(every=10, counts=(25,))
    said = [text_of(calls_for([_drawn(b, n)], CallContext(), announce)) for n, b in enumerate(range(1, 31), 1)]
    with_count = [n for n, s in enumerate(said, 1) if "bolilla" in s]
    assert with_count == [10, 20, 25, 30]
    assert said[9] == "B, diez. Van diez bolillas."
    assert said[24] == "I, veinticinco. Van veinticinco bolillas."
    assert calls_for([_drawn(5, 10)], CallContext(), Announce(every=0)) == [ball_call(5)]  # never
    assert [c.kind for c in calls_for([_drawn(5, 10)], CallContext(), Announce(balls=False))] == ["count"]


def test_art13_the_last_ball_for_the_major_prize_unless_it_was_won():
    ctx = CallContext(major_limit=55)
    calls = calls_for([_drawn(70, 55)], ctx, Announce(every=0))
    assert [c.kind for c in calls] == ["ball", "limit"]
    assert calls_for([_drawn(70, 54)], ctx, Announce(every=0)) == [ball_call(70)]
    assert calls_for([_drawn(70, 55)], CallContext(major_limit=55, major_won_before=True), Announce(every=0)) == [ball_call(70)]
    assert calls_for([_drawn(70, 55)], ctx, Announce(every=0, limit=False)) == [ball_call(70)]


def test_a_commit_s_events_give_their_calls_in_order():
    events = [
        ("draw.paused", {"game": 1, "count": 12}),
        ("claim.opened", {"game": 1}),
        ("prizes.awarded", {"game": 1, "awards": [{"prize": "line"}, {"prize": "major"}]}),
        ("draw.resumed", {"game": 1, "count": 12}),
        ("ball.undone", {"game": 1, "ball": 12}),
        _drawn(RED_BALL, 12),
    ]
    calls = calls_for(events, CallContext(red_message="un cartón gratis"), Announce())
    assert [c.kind for c in calls] == ["claim", "major", "resume", "correction", "red"]
    assert text_of(calls) == (
        "¡Premio! Se detiene el sorteo. ¡Premio mayor! Continúa el sorteo. "
        "Corrección: se anula la bolilla B, doce. ¡Bolilla roja! Un cartón gratis."
    )
    en = calls_for(events, CallContext(), Announce(), "en")
    assert text_of(en) == (
        "Prize! The draw stops. Major prize! The draw goes on. Correction: ball B, twelve is withdrawn. Red ball!"
    )
    # a line alone is not the major prize; each announcement can be left out
    assert calls_for([("prizes.awarded", {"awards": [{"prize": "line"}]})]) == []
    quiet = Announce(claim=False, major=False, resume=False, correction=False, red=False)
    assert calls_for(events, CallContext(), quiet) == []
    assert calls_for([("cards.sold", {"cards": "1-10"})]) == []


def test_the_red_ball_counts_no_ball():
    # the red ball does not move the count (Art. 2.2): no count call comes with it
    calls = calls_for([_drawn(RED_BALL, 10)], CallContext(), Announce(every=10))
    assert [c.kind for c in calls] == ["red"]


def test_announce_from_a_hand_edited_file_takes_defaults_for_wrong_values():
    a = Announce.from_dict({"balls": "yes", "every": 500, "counts": "25, 40, x, 99, 40", "claim": False})
    assert a == Announce(claim=False, counts=(25, 40))
    assert Announce.from_dict(None) == Announce() and Announce.from_dict([1]) == Announce()
    assert Announce.from_dict(Announce(every=5, counts=(30,)).to_dict()) == Announce(every=5, counts=(30,))
    assert parse_counts([5, True, "12", 0, 76]) == (5, 12)
    assert bad_counts("25; 40 x 99") == ["x", "99"]


def test_the_engine_is_given_one_utterance_of_sentences():
    calls = calls_for([_drawn(50, 10)], CallContext(word="BRAVO"), Announce())
    assert speech_of(calls) == "ve corta, cincuenta. Van diez bolillas."
    assert text_of(calls) == "V, cincuenta. Van diez bolillas."
