"""The day's records as PDF (Art. 9): opening and closing, with the signers and the seals."""

from __future__ import annotations

import pytest

from hallstation.core.errors import RuleError
from hallstation.store import signing
from hallstation.printing.actas import CLOSING, OPENING, acta_from, acta_path, print_acta
from tests.gui.test_day_support import SIGNERS, pdf_not_blank, station_from


def test_art9_opening_acta_pdf(qapp, data_dir):
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    st = station_from("opened", data_dir)
    a = acta_from(st, OPENING)
    assert a.day == 1 and a.limit == 55 and [s.number for s in a.series] == [1, 2]
    assert [s.seal_intact for s in a.series] == [True, False] and a.series[1].remark == "lacre roto en una esquina"
    assert [(n, r) for n, _, r in a.signers] == [("jurado1", "jury"), ("admin", "manager")] and a.time
    with pytest.raises(RuleError):
        acta_from(st, CLOSING)  # not closed yet
    path = print_acta(a, acta_path(data_dir, a))
    assert path.name == "day-1-opening.pdf" and not path.with_name(path.name + ".part").exists()
    fp = signing.fingerprint(signing.public_key(st.store.key))  # the hall's public key (issue 20 §1)
    assert a.key_fingerprint == fp and len(fp.replace(" ", "")) == 32
    pdf_not_blank(path, ["lacre roto en una esquina", "Jurado 1", "55", fp])
    st.close()


def test_art9_closing_acta_pdf_lists_leftovers(qapp, data_dir):
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    st = station_from("opened", data_dir)
    st.close_day(SIGNERS, {2: (False, "sin lacre de repuesto")})
    a = acta_from(st, CLOSING)
    assert [(s.number, s.count, s.played, s.seal_intact) for s in a.series] == [(1, 300, False, True), (2, 300, False, False)]
    last = list(st.store.read())[-1]
    assert (a.log_events, a.log_head) == (last.seq, last.hash)  # the paper anchors the log's head
    path = print_acta(a, acta_path(data_dir, a))
    fp = signing.fingerprint(signing.public_key(st.store.key))  # the hall's public key, for audit verify --public-key
    assert a.key_fingerprint == fp
    pdf_not_blank(path, ["sin lacre de repuesto", "1-300", f"{last.seq}:{last.hash[:16].upper()}", fp])  # the anchor
    st.close()
