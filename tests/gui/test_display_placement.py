"""Art. 2.3: where the 1–3 public displays go — the pure placement function, with fake screens."""

from __future__ import annotations

import pytest

from hallstation.gui.display.placement import WINDOW, ScreenInfo, caller_screen_default, clamp_count, place_displays

CALLER = ScreenInfo("DP-1", (0, 0, 1920, 1080), primary=True)
TV1 = ScreenInfo("HDMI-1", (1920, 0, 1920, 1080))
TV2 = ScreenInfo("HDMI-2", (3840, 0, 1920, 1080))
TV3 = ScreenInfo("DP-2", (5760, 0, 1280, 720))


def test_art2_3_placement_module_has_no_qt():
    import hallstation.gui.display.placement as placement

    import ast

    tree = ast.parse(open(placement.__file__, encoding="utf-8").read())
    mods = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    mods |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(m.startswith("PySide6") for m in mods)


def test_art2_3_single_screen_opens_displays_as_windows():
    assert place_displays([], [CALLER], "DP-1", 1) == [WINDOW]
    assert place_displays(["DP-1"], [CALLER], "DP-1", 2) == [WINDOW, WINDOW]
    assert place_displays([], [], None, 1) == [WINDOW]


def test_art2_3_displays_placed_by_saved_screen_name():
    screens = [CALLER, TV1, TV2]
    assert place_displays(["HDMI-2", "HDMI-1"], screens, "DP-1", 2) == ["HDMI-2", "HDMI-1"]


def test_art2_3_saved_name_kept_when_screen_order_and_geometry_change():
    moved = [ScreenInfo("HDMI-2", (0, 0, 1280, 720)), CALLER, ScreenInfo("HDMI-1", (99, 99, 800, 600))]
    assert place_displays(["HDMI-1", "HDMI-2"], moved, "DP-1", 2) == ["HDMI-1", "HDMI-2"]


def test_art2_3_missing_saved_screen_falls_back_to_a_free_screen_not_the_callers():
    assert place_displays(["GONE-9"], [CALLER, TV1], "DP-1", 1) == ["HDMI-1"]


def test_art2_3_unsaved_displays_take_non_caller_screens_in_order():
    assert place_displays([], [CALLER, TV1, TV2, TV3], "DP-1", 3) == ["HDMI-1", "HDMI-2", "DP-2"]
    # the caller may be on any screen, not only the primary
    assert place_displays([], [CALLER, TV1, TV2], "HDMI-1", 2) == ["DP-1", "HDMI-2"]


def test_art2_3_never_two_displays_on_one_screen_extra_ones_are_windows():
    assert place_displays([], [CALLER, TV1], "DP-1", 3) == ["HDMI-1", WINDOW, WINDOW]
    # both saved on the same screen: the first keeps it, the second takes another free one
    assert place_displays(["HDMI-1", "HDMI-1"], [CALLER, TV1, TV2], "DP-1", 2) == ["HDMI-1", "HDMI-2"]
    assert place_displays(["HDMI-1", "HDMI-1"], [CALLER, TV1], "DP-1", 2) == ["HDMI-1", WINDOW]


def test_art2_3_saved_screen_keeps_priority_over_an_earlier_unsaved_display():
    # display 1 has no choice, display 2 saved HDMI-1: display 1 must not steal it
    assert place_displays(["", "HDMI-1"], [CALLER, TV1, TV2], "DP-1", 2) == ["HDMI-2", "HDMI-1"]


def test_art2_3_callers_screen_is_never_covered_even_if_saved():
    assert place_displays(["DP-1"], [CALLER, TV1], "DP-1", 1) == ["HDMI-1"]
    assert place_displays(["DP-1", "HDMI-1"], [CALLER, TV1], "DP-1", 2) == [WINDOW, "HDMI-1"]


def test_art2_3_unknown_caller_screen_uses_every_screen():
    assert place_displays([], [CALLER, TV1], None, 2) == ["DP-1", "HDMI-1"]


def test_art2_3_count_is_clamped_to_one_to_three():
    assert clamp_count(0) == 1 and clamp_count(9) == 3 and clamp_count("2") == 2 and clamp_count(None) == 1
    assert len(place_displays([], [CALLER, TV1, TV2, TV3], "DP-1", 7)) == 3
    assert place_displays(["HDMI-1", "HDMI-2", "DP-2"], [CALLER, TV1, TV2, TV3], "DP-1", 1) == ["HDMI-1"]


def test_art2_3_default_caller_screen_is_the_primary():
    assert caller_screen_default([TV1, CALLER]) == "DP-1"
    assert caller_screen_default([TV1, TV2]) == "HDMI-1"
    assert caller_screen_default([]) is None


@pytest.mark.parametrize("n", [1, 2, 3])
def test_art2_3_placement_output_never_repeats_a_screen(n):
    import itertools

    screens = [CALLER, TV1, TV2]
    names = ["", "DP-1", "HDMI-1", "HDMI-2", "GONE"]
    for saved in itertools.product(names, repeat=n):
        for caller in (None, "DP-1", "HDMI-2"):
            out = place_displays(list(saved), screens, caller, n)
            real = [o for o in out if o != WINDOW]
            assert len(out) == n and len(real) == len(set(real)) and caller not in real


# ------------------------------------------------------------------ one monitor: the windowed display
def test_issue11_windowed_display_sits_exactly_on_the_callers_preview():
    from hallstation.gui.display.placement import window_geometry

    screen = (0, 0, 1280, 768)
    preview = (1000, 560, 260, 170)
    assert window_geometry(screen, preview, 0, 1) == preview
    # two windowed displays share the preview area side by side, never beyond it
    a, b = window_geometry(screen, preview, 0, 2), window_geometry(screen, preview, 1, 2)
    assert a == (1000, 560, 130, 170) and b == (1130, 560, 130, 170)


def test_issue11_windowed_display_without_a_preview_is_small_in_the_corner():
    from hallstation.gui.display.placement import window_geometry

    for screen in ((0, 0, 1280, 800), (0, 0, 1366, 768), (1920, 0, 1920, 1080)):
        x, y, w, h = window_geometry(screen, None, 0, 1)
        sx, sy, sw, sh = screen
        assert (x + w, y + h) == (sx + sw, sy + sh) and w <= 320 and h == w * 9 // 16
    # a preview area off this screen is not used
    assert window_geometry((0, 0, 1280, 800), (1500, 10, 200, 100), 0, 1)[2] <= 320
