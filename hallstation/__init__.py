"""HallStation: the caller's station for a live bingo hall and the Caribbean poker jackpot console."""

__version__ = "0.1.0"
APP_NAME = "HallStation"
ORG_NAME = "HallStation"
