"""Shared helpers for the day's records, cashier and report tests (no tests of its own): data
folders built once per test process and copied (PIN hashes are slow on purpose), the dialog
service's scripted answers, and a PDF checker."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hallstation.services.demo import DEMO_USERS

_TEMPLATES: dict[str, Path] = {}
SIGNERS = [("jurado1", "1111"), ("admin", "1234")]


def _people(st) -> None:
    admin = None
    for name, full, roles, pin in DEMO_USERS:
        st.create_user(name, roles, pin, full_name=full, session=admin)
        if admin is None:
            admin = st.authenticate("admin", "1234")
    st.seed_pot(1_000_000, session=admin)
    st.create_series(300, color="amarillo", letter="A", sheet=1, seed=11, session=admin)
    st.create_series(300, color="celeste", letter="B", sheet=1, seed=12, session=admin)
    st.create_series(300, color="verde", letter="C", sheet=1, seed=13, session=admin)
    st.logout(admin)


def _opened(st) -> None:
    _people(st)
    st.open_day([{"number": 1}, {"number": 2, "seal_intact": False, "remark": "lacre roto en una esquina"}], 55, SIGNERS)


def _selling(st) -> None:
    """Day open, game 1 on series 1 (price $ 20) with sales open, signed in as nobody."""
    _opened(st)
    admin = st.authenticate("admin", "1234")
    st.new_game(1, 2000, source="electronic", session=admin)
    st.open_sales(session=admin)
    st.logout(admin)


BUILDERS = {"people": _people, "opened": _opened, "selling": _selling}


def template(kind: str) -> Path:
    """A data folder in state ``kind`` ("people", "opened", "selling"), built once per process."""
    if kind not in _TEMPLATES:
        from hallstation.services.station import Station

        root = Path(tempfile.mkdtemp(prefix=f"hs-day-{kind}-"))
        st = Station(root)
        BUILDERS[kind](st)
        st.close()
        _TEMPLATES[kind] = root
    return _TEMPLATES[kind]


def station_from(kind: str, data_dir: Path, drawer=None):
    from hallstation.services.station import Station

    shutil.copytree(template(kind), data_dir, dirs_exist_ok=True)
    return Station(data_dir, drawer=drawer)


def bridge_from(kind: str, data_dir: Path, drawer=None):
    from hallstation.gui.app import ensure_qapp
    from hallstation.gui.bridge import StationBridge

    ensure_qapp()
    st = station_from(kind, data_dir, drawer)
    return StationBridge(st)


class Answers:
    """``DialogService.handler``: credentials answered in order from a list; every call recorded.
    Other kinds answer from ``other[kind]`` (a value or a callable)."""

    def __init__(self, creds=(), **other) -> None:
        self.creds = list(creds)
        self.other = other
        self.calls: list[tuple[str, dict]] = []

    def __call__(self, kind, **kw):
        self.calls.append((kind, kw))
        if kind == "credentials":
            return self.creds.pop(0) if self.creds else None
        v = self.other.get(kind)
        return v(**kw) if callable(v) else v

    def more(self, *creds) -> Answers:
        self.creds.extend(creds)
        return self

    def kinds(self, kind: str) -> list[dict]:
        return [kw for k, kw in self.calls if k == kind]


def pdf_not_blank(path, words=()) -> str:
    """Open ``path`` with QtPdf, render page 1 and check for ink; returns page 1's text."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    try:
        assert doc.pageCount() >= 1
        text = " ".join(doc.getAllText(0).text().split())
        for w in words:
            assert w in text, (w, text[:600])
        size = doc.pagePointSize(0)
        img = doc.render(0, QSize(round(size.width() * 50 / 72), round(size.height() * 50 / 72)))
        paper = QImage(img.size(), QImage.Format.Format_RGB32)
        paper.fill(QColor("white"))
        painter = QPainter(paper)
        painter.drawImage(0, 0, img)
        painter.end()
        dark = sum(1 for y in range(0, paper.height(), 3) for x in range(0, paper.width(), 3) if paper.pixelColor(x, y).lightness() < 110)
        total = (paper.width() // 3) * (paper.height() // 3)
        assert total * 0.005 < dark < total * 0.6, (dark, total)
        return text
    finally:
        doc.close()


def play_to_end(st, jury=("jurado1", "1111")) -> list:
    """Play the current (proclaimed) game to its end through the services, as the caller and the
    jury do (tests/services/test_claims.py): the jury ratifies the figures if it has not yet, draw, "¡Premio!" for every sold card completing an
    open prize, the seller reads the claimed shapes' numbers, the jury signs with the PIN and stamps, award,
    pay each prize (the major prize by internal cheque with the winner's identity), resume."""
    from hallstation.core.bingo.game import FINISHED
    from hallstation.core.bingo.patterns import MAJOR

    g = st.current_game
    if g.waiting_for_jury:  # the jury ratifies the proclaimed figures first (Art. 12)
        from tests.jury import ratify

        ratify(st)
    paid = []
    cashier = st.authenticate("cajero", "4444")  # the cashier signed in at the pay desk
    while g.state != FINISHED:
        st.draw(actor="cantor")
        won = st.possible_winners()
        if not won:
            continue
        st.pause(actor="cantor")
        claims = [st.claim(g.series.number, card, actor="cantor") for card in sorted({c for cs in won.values() for c in cs})]
        for c in claims:
            for _ in range(len(st.current_game.claim_reading(c))):  # the claimed shapes' numbers
                st.read_number(c.id, True, actor="cantor")
            st.sign_claim(c.id, *jury)
            st.stamp_claim(c.id, actor="cantor")
        st.award(actor="cantor")
        for c in claims:
            for prize in g.prizes_won(c):
                if prize in c.paid:
                    continue
                if prize == MAJOR:
                    st.pay(c.id, prize, "cheque", winner="Sra. Ganadora", id_doc="1.234.567-8", session=cashier)
                else:
                    st.pay(c.id, prize, "cash", session=cashier)
                paid.append((c.card, prize))
        if g.state != FINISHED:
            st.resume(actor="cantor")
    st.logout(cashier)
    return paid
