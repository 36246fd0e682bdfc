"""What a station's state is, as plain data, to compare processes with a fresh replay."""


def fingerprint(st, table=None) -> dict:
    games = {}
    for n, g in sorted(st.state.games.items()):
        games[str(n)] = {
            "state": g.state,
            "balls": list(g.balls),
            "sold": len(g.sold),
            "claims": [[c.id, c.card, c.valid, c.reason, c.stamp, sorted(c.paid)] for c in g.claims.values()],
            "awards": [[a.prize, list(a.cards), list(a.per_card)] for a in g.awards],
        }
    users = {n: [u.failures, u.locked] for n, u in sorted(st.state.users.items())}
    out = {"seq": st.state.last_seq, "pot": st.pot, "games": games, "users": users}
    if table is not None:
        out["table"] = [table.meter_cents, table.state, table.round_number]
    return out


def seen_as(st, fp: dict) -> dict:
    """``fp`` as station ``st`` can see it: a terminal reading the public screens' view (a display
    on the hall's server) never sees the hall's people (issue 20 §2), the rest is the same."""
    return {**fp, "users": {}} if getattr(st.store, "public", False) else fp
