"""A hall with a paid major prize (the winner's name and document in the log), built once per test
process and copied: for the backup, restore and privacy tests (no tests of its own)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from tests.jury import ratify

WINNER, ID_DOC = "Juan Pérez", "1.234.567"
_TEMPLATE: list[Path] = []


def _build(root: Path) -> None:
    from hallstation.core.bingo.balls import label
    from hallstation.core.bingo.patterns import MAJOR
    from hallstation.services.station import Station
    from tests.core.bingo.helpers import CARD_A, CARD_B, CARD_C, FULL_A

    st = Station(root)
    try:
        st.create_user("admin", ["admin", "manager"], "1234")
        admin = st.authenticate("admin", "1234")
        st.create_user("jurado1", ["jury"], "1111", session=admin)
        st.create_user("cajero", ["cashier", "central_cashier"], "4444", session=admin)
        cajero = st.authenticate("cajero", "4444")
        st.seed_pot(1_000_000, session=admin)
        s = st.import_series([tuple(map(tuple, c)) for c in (CARD_A, CARD_B, CARD_C)], st.next_series_number(), "amarillo", "A", session=admin)
        st.open_day([{"number": s.number}], 50, [("jurado1", "1111"), ("admin", "1234")])
        st.new_game(s.number, 100_000, source="manual", session=admin)
        st.open_sales(session=admin)
        st.sell([1], session=cajero)
        st.close_sales(session=cajero)
        ratify(st)
        for n in FULL_A:
            st.draw_text(label(n))
        c = st.claim(s.number, 1)
        st.sign_claim(c.id, "jurado1", "1111")
        st.stamp_claim(c.id)
        st.award()
        st.pay(c.id, MAJOR, "cheque", winner=WINNER, id_doc=ID_DOC, session=cajero)
    finally:
        st.close()


def paid_hall(data_dir: Path) -> Path:
    """``data_dir`` holding the hall (people admin/1234, jurado1/1111, cajero/4444; game 1 on
    series 1, its major prize paid by cheque to WINNER, ID_DOC)."""
    if not _TEMPLATE:
        root = Path(tempfile.mkdtemp(prefix="hs-paid-")) / "hall"
        _build(root)
        _TEMPLATE.append(root)
    shutil.copytree(_TEMPLATE[0], data_dir, dirs_exist_ok=True)
    return data_dir


def listing(folder: Path) -> dict[str, tuple[int, int, bytes]]:
    """Every file in ``folder``: (size, mtime_ns, bytes) — to see that nothing was written."""
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns, p.read_bytes()) for p in sorted(folder.iterdir())}
