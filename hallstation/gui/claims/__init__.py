"""The jury's claim panel (Arts. 8, 11, 12, 14, 15): card entry (typed or scanned), the card and the
open prizes it completes, reading the numbers, the jury's PINs, the stamp and its receipt, the award,
the payments and the missed winners — docked in the caller window while the draw is paused."""

from hallstation.gui.claims.entry import EntryError, parse_claim_entry

__all__ = ["EntryError", "parse_claim_entry"]
