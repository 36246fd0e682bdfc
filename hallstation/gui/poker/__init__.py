"""The poker table's windows: the dealer console and the public jackpot sign (and their bridge)."""
