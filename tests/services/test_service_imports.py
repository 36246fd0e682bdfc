"""The services import one way (issue 23 §1): the data folder's modes sit below the station, the
backups and the privacy rules that all use them, and no import — at the top of a file or inside a
function — closes a circle between two services modules."""

from __future__ import annotations

import ast
from pathlib import Path

import hallstation

ROOT = Path(hallstation.__file__).parent


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _graph(floor: str) -> dict[str, set[str]]:
    """Module → the modules of ``hallstation.<floor>`` it imports anywhere in its text."""
    files = {_module(p): p for p in (ROOT / floor).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
        graph[name] = {m for m in found if m in files and m != name}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_circle_between_services_modules():
    assert _circles(_graph("services")) == []


def test_the_folder_modes_are_below_the_station_the_backups_and_privacy():
    g = _graph("services")
    assert g["hallstation.services.private_folder"] == set()  # it needs no other service
    privacy = "hallstation.services.privacy"
    users = [m for m in g if m == "hallstation.services.backup" or m.startswith("hallstation.services.station")]
    assert len(users) > 3
    for m in users:
        assert privacy not in g[m], m  # only privacy reaches up (to Station and the backup's manifest)
    assert "hallstation.services.private_folder" in g["hallstation.services.backup"]
    assert "hallstation.services.private_folder" in g["hallstation.services.station.base"] | g["hallstation.services.station"]


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
