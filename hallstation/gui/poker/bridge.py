"""The one QObject between a poker table and its windows: committed ``poker.*`` events of the
table become the ``changed`` signal; ``view()`` is a pure snapshot (:class:`PokerView`).

The console and the jackpot sign (and the bingo public display, when it embeds the sign) subscribe
to ``changed`` and re-render from ``view()``; none of them reads another's widgets.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from hallstation.services.poker import PokerTable, PokerView
from hallstation.store.eventlog import StoredEvent


class PokerBridge(QObject):
    changed = Signal(object)  # list[StoredEvent] of this table, already committed
    link = Signal(str)  # the server's link lost (what to say) or back (""): gui/link.py shows it

    def __init__(self, table: PokerTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.station = table.station
        self._view: PokerView | None = None
        self._seq = -1
        self.station.subscribe(self._on_events)
        from hallstation.gui.follow import follow

        # what other consoles and stations commit shows here too; the server's link as well
        self.follower = follow(self.station, self)
        self.follower.link.connect(self.link)

    def _on_events(self, events: list[StoredEvent]) -> None:
        mine = [e for e in events if e.type.startswith("poker.") and e.data.get("table") == self.table.table]
        if mine:
            self._view = None
            self.changed.emit(mine)

    def view(self) -> PokerView:
        seq = self.station.state.last_seq
        if self._view is None or self._seq != seq:
            self._view = self.table.view()
            self._seq = seq
        return self._view

    def detach(self) -> None:
        self.station.unsubscribe(self._on_events)
