"""The one thin QObject between the station and the windows: service events become Qt signals.

Every window subscribes to ``changed`` and re-renders from ``view()``; no window reads another's
widgets. The events have been committed before ``changed`` is emitted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from hallstation.services.station import Station
from hallstation.services.views import BoardView, board_view
from hallstation.store.eventlog import StoredEvent


class StationBridge(QObject):
    changed = Signal(object)  # list[StoredEvent], already committed
    message = Signal(str)  # a transient note for the operator (not public)
    link = Signal(str)  # the server's link lost (what to say) or back (""): gui/link.py shows it

    def __init__(self, station: Station, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self._view: BoardView | None = None
        self._view_seq = -1
        self._told_fault = None
        station.subscribe(self._on_events)
        from hallstation.gui.follow import follow

        self.follower = follow(station, self)
        self.follower.link.connect(self.link)

    def _on_events(self, events: list[StoredEvent]) -> None:
        self._view = None
        self.changed.emit(events)
        fault = self.station.store.mark_fault
        if fault is not None and fault is not self._told_fault:  # saved, but its mark could not be
            from hallstation.i18n import message

            self._told_fault = fault
            self.message.emit(message(fault))

    def view(self) -> BoardView:
        seq = self.station.state.last_seq
        if self._view is None or self._view_seq != seq:
            self._view = board_view(self.station)
            self._view_seq = seq
        return self._view

    def detach(self) -> None:
        self.follower.stop()
        self.station.unsubscribe(self._on_events)
