"""Addresses of the tests' server as a terminal's command line takes them: never with the password
(issue 20 §4) — it goes in the environment ($PGPASSWORD) instead, as on a hall's PC."""

from __future__ import annotations

from hallstation.store.pglink import has_password, is_url, redact


def no_password(url: str) -> str:
    """``url`` without its password (its options kept)."""
    from hallstation.commands.store import redact_keep_options

    return redact_keep_options(url)


def argv_and_env(args: list[str]) -> tuple[list[str], dict[str, str]]:
    """``args`` with every address's password taken out, and the environment that carries it."""
    from urllib.parse import urlsplit

    out, env = [], {}
    for a in args:
        if isinstance(a, str) and is_url(a) and has_password(a):
            env["PGPASSWORD"] = urlsplit(a).password or ""
            a = no_password(a)
        out.append(a)
    return out, env


__all__ = ["argv_and_env", "no_password", "redact"]
