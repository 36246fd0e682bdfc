"""The web board's public state (issue 26): ``/state.json`` is the Qt public display's view of the
same log at every step of a whole simulated day, and nothing of the jury's ever reaches it nor any
pushed message (fields checked against the whitelist, no secret of a seeded day in any of them)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from hallstation.core.money import format_money
from hallstation.gui.bridge import StationBridge
from hallstation.gui.display.window import PublicDisplay
from hallstation.services.drawer import SeededDrawer
from hallstation.services.simulate import simulate
from hallstation.services.station import Station
from hallstation.services.views import BoardView, board_view
from hallstation.web.state import LINK_SCHEMA, PHASES, SCHEMA, conforms, public_state
from tests.web.web_support import SseClient, WebOnHall

# every command a simulated day is made of (services/simulate.py): the board is compared after each
DAY_STEPS = ("create_series", "new_game", "open_sales", "sell", "close_sales", "ratify", "draw", "claim", "award", "resume")


def on_the_wire(obj):
    return json.loads(json.dumps(obj))


def stepped(station: Station, after) -> None:
    for name in DAY_STEPS:
        method = getattr(station, name)

        def call(*args, _method=method, _name=name, **kwargs):
            out = _method(*args, **kwargs)
            after(_name)
            return out

        setattr(station, name, call)


def test_state_json_is_the_qt_displays_view_at_every_step_of_a_simulated_day(qtbot, tmp_path, spanish):
    folder = tmp_path / "hall"
    writer = Station(folder)
    writer.change_setting("red_ball", True)  # the red ball comes out of the drawer too (Art. 2.2)
    writer.change_setting("red_ball_message", "Ronda gratis en la barra")
    reader = Station(folder, read_only=True)  # the Qt display terminal of this hall
    bridge = StationBridge(reader)
    display = PublicDisplay(bridge)
    qtbot.addWidget(display)
    display.resize(1280, 720)
    web = WebOnHall(folder)
    client = SseClient(web.port).start()
    seen: dict[str, int] = {}
    try:
        def check(step: str) -> None:
            bridge.follower.poll()  # both fold what the writer just committed (no timer waited on)
            web.board.bridge.follower.poll()
            view = display.view
            assert view == board_view(writer), step  # the Qt display shows the whole log
            got = web.state()
            assert got == on_the_wire(public_state(view)), step
            assert conforms(got) == [], step
            # and the Qt display shows what the JSON says
            assert display.board.lit == frozenset(got["balls"]) and display.board.last == got["last_ball"]
            assert display.last.count == got["count"] == len(got["balls"])
            assert [r[1] for r in display.prizes.row_texts()] == [format_money(p["amount"]) for p in got["prizes"]]
            assert [r[3] for r in display.prizes.row_texts()] == [p["won"] for p in got["prizes"]]
            assert (display.major.amount, display.major.limit, display.major.state) == (
                got["major"]["amount"], got["major"]["limit"], got["major"]["state"])
            assert display.on_break == (got["phase"] in ("break", "none"))
            assert display.verifying == (got["phase"] == "paused")
            assert display.red_light.isVisibleTo(display) == got["red_light"]
            seen[got["phase"]] = seen.get(got["phase"], 0) + 1

        stepped(writer, check)
        check("start")
        report = simulate(writer, cards=60, games=2, seed=26, price=1000, limit=None)
        assert sum(seen.values()) > 100
        assert set(seen) == set(PHASES), seen  # every phase of the day was compared
        assert sum(len(g["awards"]) for g in report["games"]) >= 10
        # the pushed stream carried the same states, the last one the board's last
        qtbot.waitUntil(lambda: bool(client.states()) and client.states()[-1] == web.state(), timeout=5000)
        for name, data in client.messages():
            schema = {"state": SCHEMA, "link": LINK_SCHEMA}.get(name)
            assert schema is not None or (name == "ping" and data == b""), name
            if schema is not None:
                assert conforms(json.loads(data), schema) == []
    finally:
        client.close()
        web.close()
        bridge.detach()
        reader.close()
        writer.close()


SECRETS = ("Ana Pérez", "1.234.567-8", "jurado", "Jurado", "cajero", "Cajero", "cantor", "vendedor", "Administración", "admin",
           "the seller read it wrong", "lectura equivocada")


def strings_in(obj) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for k, v in obj.items() for s in [k, *strings_in(v)]]
    if isinstance(obj, list):
        return [s for v in obj for s in strings_in(v)]
    return []


def test_nothing_of_the_jurys_reaches_the_state_nor_the_pushed_messages(qtbot, hall):
    writer = Station(hall, drawer=SeededDrawer(8))
    web = WebOnHall(hall)
    client = SseClient(web.port).start()
    bodies: list[bytes] = []
    try:
        def look() -> dict:
            web.board.bridge.follower.poll()
            a = web.get("/state.json")
            bodies.append(a.body)
            return a.json()

        g = writer.current_game
        while True:  # a ball on which several sold cards complete a prize
            writer.draw()
            winners = writer.possible_winners()
            if len({c for cs in winners.values() for c in cs}) >= 2:
                break
            look()
        cards = sorted({c for cs in winners.values() for c in cs})
        claimed, others = cards[0], cards[1:]
        writer.pause()
        claim = writer.claim(g.config.series, claimed)
        unsold = next(n for n in range(1, len(g.series) + 1) if n not in g.sold)
        writer.claim(g.config.series, unsold)  # refused: the card was not sold
        for _ in range(2):
            writer.read_number(claim.id)  # the seller reads the card's numbers (lit on the screens)
        state = look()
        assert [c["card"] for c in state["claims"]] == [claimed, unsold]
        assert state["claims"][0]["read"] == 2 and state["claims"][0]["highlight"] is not None
        assert state["claims"][1]["rejected"] or not state["claims"][1]["valid"]
        writer.sign_claim(claim.id, "jurado1", "1111")
        writer.stamp_claim(claim.id)
        look()
        writer.award()
        state = look()
        cashier = writer.authenticate("cajero", "4444")
        for prize in g.prizes_won(g.claims[claim.id]):
            writer.pay(claim.id, prize, "cash", winner="Ana Pérez", id_doc="1.234.567-8", session=cashier)
        writer.logout(cashier)
        writer.resume()
        state = look()
        writer.draw()
        state = look()
        qtbot.waitUntil(lambda: bool(client.states()) and client.states()[-1] == state, timeout=5000)
        # the other cards that complete (the jury's list) are nowhere, only the claimed one
        public_cards = {c["card"] for c in state["claims"]}
        for s in [json.loads(b) for b in bodies] + client.states():
            public_cards |= {c["card"] for c in s["claims"]}
            for p in s["prizes"] + s["awarded_now"]:
                public_cards |= set(p["winners"])
        assert public_cards == {claimed, unsold}
        assert not set(others) & public_cards
        # every message: only the whitelist's fields, and no secret in any of them
        messages = [("state", b) for b in bodies] + client.messages()
        assert len(messages) > 20
        for name, data in messages:
            text = data.decode("utf-8")
            assert not [s for s in SECRETS if s in text], text
            if name == "state":
                obj = json.loads(data)
                assert conforms(obj) == []
                assert set(strings_in(obj)) <= public_strings(obj), strings_in(obj)
            elif name == "link":
                assert conforms(json.loads(data), LINK_SCHEMA) == []
            else:
                assert (name, data) == ("ping", b"")
    finally:
        client.close()
        web.close()
        writer.close()


def public_strings(state: dict) -> set[str]:
    """The only strings a public state may hold: its field names, the prizes' and phases' ids, and
    what the hall itself put on its screens (the word, the series' colour and letter, the red
    ball's message)."""
    from hallstation.core.bingo.prizes import PRIZE_NAMES

    def keys(schema) -> set[str]:
        if isinstance(schema, dict):
            return set(schema) | {k for v in schema.values() for k in keys(v)}
        if isinstance(schema, (list, tuple)):
            return {k for v in schema if v is not None for k in keys(v)}
        return set()

    hall = {state["word"], state["red_ball"]["message"]}
    if state["series"]:
        hall |= {state["series"]["color"], state["series"]["letter"]}
    return keys(SCHEMA) | set(PRIZE_NAMES) | set(PHASES) | {"open", "passed", "won", "electronic", "manual"} | hall


def test_a_field_added_to_the_view_never_reaches_the_web():
    view = dataclasses.replace(BoardView(game=3, series=1, balls=(5, 17)), extra={"possible_winners": [150]}, takings=123456)
    got = public_state(view)
    assert conforms(got) == []
    assert "possible_winners" not in json.dumps(got) and "123456" not in json.dumps(got)


@pytest.mark.parametrize("bad", [
    {"phase": "none"},  # missing fields
    {**on_the_wire(public_state(BoardView())), "pin": "1111"},  # a field not in the whitelist
    {**on_the_wire(public_state(BoardView())), "count": "3"},  # a field of another type
])
def test_the_whitelist_check_finds_what_does_not_belong(bad):
    assert conforms(bad) != []


def test_the_page_speaks_with_the_qt_displays_own_strings_and_every_one_has_its_spanish():
    from hallstation import i18n
    from hallstation.devtools.i18n_extract import all_strings
    from hallstation.web.strings import DISPLAY_TEXTS, page_strings

    used = set(all_strings())
    gone = [(ctx, src) for _key, ctx, src, _plural in DISPLAY_TEXTS if (ctx, src) not in used]
    assert gone == []  # the Qt display still says each of them: the web cannot drift from it
    es, en = page_strings("es"), page_strings("en")
    assert set(es) == set(en)
    for key, ctx, src, plural in DISPLAY_TEXTS:
        found = i18n.catalog("es").get((ctx, src))
        assert found, (ctx, src)
        assert isinstance(es[key], list) == plural == isinstance(found, i18n.Plural), key
        assert en[key] == ([src] if plural else src)
    assert es["offline"] == "Sin conexión" and en["offline"] == "No connection"
    assert es["prize.line"] == "Línea" and es["link_down"] == "Sin conexión con el servidor"
