"""Run in a child process on a real X server with a window manager (tests/gui/test_jury_in_sight.py):
the station on a hall whose claims are stamped, the caller window framed by the manager, «Award»
pressed, the claim of the card that won the most prizes shown; prints one JSON line with the steps'
viewport and each pay button's rectangle in it, and saves a screenshot."""

from __future__ import annotations

import json
import sys

from tests.gui.wm_child import report, wait_until


def main(data_dir: str, shot: str) -> int:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from hallstation.gui.app import build_app, show_station
    from hallstation.gui.dialogs import DialogService

    DialogService.handler = lambda kind, **kw: None
    sa = build_app(data_dir)
    w = sa.caller
    w.force_close = True
    show_station(sa)
    report("caller", w)
    p = w.claim_panel
    assert p.award_button.isEnabled()
    p.award_button.click()
    g = sa.station.current_game
    best = max((c for c in p.claims() if c.awarded), key=lambda c: len(g.prizes_won(c)))
    p.select_claim(best.id)
    wait_until(lambda: False, 1.0)  # the queued layouts and the scroll to the payments
    view = p.steps.viewport()
    buttons = []
    for (prize, method), b in p.pay_buttons.items():
        r = b.rect().translated(b.mapTo(view, QPoint(0, 0)))
        buttons.append({"prize": prize, "method": method, "rect": list(r.getRect()), "visible": b.isVisible()})
    w.grab().save(shot)
    print(json.dumps({"viewport": list(view.rect().getRect()), "buttons": buttons, "prizes": len(g.prizes_won(best)),
                      "client": list(w.geometry().getRect())}), flush=True)
    QApplication.processEvents()
    sa.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
