"""Numbers typed by a person: the ASCII digits 0–9 only.

``str.isdigit()`` is True for ``"²"`` and for Arabic-Indic digits (``"١٢"``), and ``int()`` reads
``"١٢"`` as 12 (and fails on ``"²"``): a ball, a PIN, a card or an amount typed with such characters
is refused instead of being read as some other number (or crashing).
"""

from __future__ import annotations


def is_ascii_digits(text: object) -> bool:
    """One or more of ``0123456789`` and nothing else."""
    return isinstance(text, str) and text.isascii() and text.isdigit()
