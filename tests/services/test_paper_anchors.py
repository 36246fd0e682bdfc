"""Paper anchors (issue 10 §2): every printed record carries the log's length and head; the
`audit verify --anchor` of what the paper says passes on the untouched log and names the row once
the log was rewritten before it — even by someone holding the key."""

from __future__ import annotations

import json
import re

from hallstation.cli import main as cli
from hallstation.printing.actas import OPENING, acta_from, acta_path, print_acta
from hallstation.printing.stamp_receipt import print_stamp_receipt, receipt_from
from hallstation.store import keys
from hallstation.store.eventlog import anchor
from tests.store.test_tampering import rewrite_from
from tests.core.bingo.helpers import ROW1_A
from tests.services.test_claims import verify

ANCHOR = re.compile(r"(\d+):([0-9A-F]{16})")


def pdf_text(path) -> str:
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    try:
        return " ".join(doc.getAllText(i).text() for i in range(doc.pageCount()))
    finally:
        doc.close()


def printed_anchor(path) -> str:
    m = ANCHOR.search(pdf_text(path).replace("\n", " "))
    assert m, "no anchor on the paper"
    return f"{m.group(1)}:{m.group(2)}"


def rewrite_with_the_key(folder, seq: int) -> None:
    """A forger holding the database AND the key changes one row and reseals all after it."""
    key = keys.log_key(keys.load_or_create_secret(folder))
    rewrite_from(folder, seq, lambda d: json.dumps({**json.loads(d), "forged": True}), key)


def test_the_opening_record_and_the_stamp_receipt_carry_the_anchor_audit_checks(qapp, hall, data_dir, capsys):
    from hallstation.gui.app import ensure_qapp

    ensure_qapp()
    g = hall.setup()
    acta = print_acta(acta_from(hall, OPENING), acta_path(data_dir, acta_from(hall, OPENING)))
    hall.balls(*ROW1_A)
    c = hall.claim(g.series.number, 1)
    verify(hall, c)
    receipt = print_stamp_receipt(receipt_from(hall, g, c), data_dir)
    on_acta, on_receipt = printed_anchor(acta), printed_anchor(receipt)
    assert on_receipt == anchor(*hall.store.head())
    assert int(on_acta.split(":")[0]) < int(on_receipt.split(":")[0])
    hall.award()
    hall.close()

    assert cli(["audit", "verify", "--data-dir", str(data_dir), "--anchor", on_acta, "--anchor", on_receipt]) == 0
    out = capsys.readouterr().out
    assert "2 printed anchor(s)" in out or "coinciden 2 anclas impresas" in out

    rewrite_with_the_key(data_dir, int(on_acta.split(":")[0]) - 1)  # a row before the opening record's anchor
    assert cli(["audit", "verify", "--data-dir", str(data_dir)]) == 1  # this PC's witness saw the rows before…
    from hallstation.store.proof import witness_path

    witness_path(data_dir).unlink()  # …so the forger rolls it back too (or the log is checked on another PC)
    capsys.readouterr()
    assert cli(["audit", "verify", "--data-dir", str(data_dir)]) == 0  # the forger fooled the file checks…
    capsys.readouterr()
    assert cli(["audit", "verify", "--data-dir", str(data_dir), "--anchor", on_acta]) == 1  # …not the paper
    err = capsys.readouterr().err
    assert on_acta.split(":")[0] in err and ("anchor" in err or "ancla" in err)
