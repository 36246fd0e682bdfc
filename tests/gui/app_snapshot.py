"""What the caller window and the public display show, as plain data (for the crash test)."""


def snapshot(sa) -> dict:
    c = sa.caller
    d = sa.displays.displays[0]
    return {
        "caller": {
            "game": c.game_value.text(),
            "sold": c.sold_value.text(),
            "takings": c.takings_value.text(),
            "count": c.count_value.text(),
            "banner": c.banner.text(),
            "draw_enabled": c.draw_button.isEnabled(),
            "board_lit": sorted(c.board.lit) if hasattr(c.board, "lit") else None,
        },
        "display": {
            "lit": sorted(d.board.lit),
            "last": d.board.last,
            "count": d.last.count_text(),
            "prizes": [list(r) for r in d.prizes.row_texts()],
            "major": d.major.major_text(),
            "verifying": bool(d.verifying),
        },
    }
