"""The menu items say the titles of the windows they open (issue 11 §5): in Spanish, each item of
the caller window's Hall menu begins with its window's title (without "HallStation — " and the
articles in brackets)."""

from __future__ import annotations

import re
from pathlib import Path

from hallstation.i18n import catalog

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "hallstation" / "gui"
WINDOWS = {
    "day": GUI / "day" / "window.py",
    "cashier": GUI / "cashier" / "window.py",
    "series": GUI / "series" / "window.py",
    "report": GUI / "report" / "window.py",
    "planner": GUI / "planner" / "window.py",
    "people": GUI / "people" / "window.py",
    "settings": GUI / "settings" / "window.py",
    "poker": GUI / "poker" / "console.py",
}


def spanish(source: str) -> str:
    found = [t for (ctx, src), t in catalog("es").items() if src == source]
    assert found, f"no Spanish for {source!r}"
    return found[0]


def menu_items() -> dict[str, str]:
    text = (GUI / "caller" / "window.py").read_text(encoding="utf-8")
    return dict(re.findall(r'\("(\w+)", self\.tr\("([^"]+)"\)\)', text))


def title(path: Path) -> str:
    m = re.search(r'setWindowTitle\(self\.tr\("([^"]+)"\)', path.read_text(encoding="utf-8"))
    assert m, path
    return m.group(1)


def core(text: str) -> str:
    text = text.replace("&", "").rstrip("…").strip()
    text = re.sub(r"^HallStation — ", "", text)
    return re.split(r" \(| — |,|:", text)[0].strip().lower()


def test_every_hall_menu_item_says_its_window_s_title():
    items = menu_items()
    assert set(WINDOWS) <= set(items), items
    bad = []
    for key, path in WINDOWS.items():
        item, head = spanish(items[key]), core(spanish(title(path)))
        if not item.replace("&", "").lower().startswith(head):
            bad.append(f"{key}: menu «{item}» vs window «{spanish(title(path))}»")
    assert bad == [], "\n".join(bad)
