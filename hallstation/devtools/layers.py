"""The floors of the code and the rules between them, checked from the code's own imports
(issue 23 §6; docs/architecture.md draws the map).

Every ``import`` and ``from … import`` of a module under ``hallstation/`` counts, at the top of the
file or inside a function (a lazy import is an arrow all the same). The rules:

- **Floors.** Each package imports only its own floor and those below it (``FLOORS``, from the
  ground up): core ← paths, i18n ← store ← services ← printing ← gui ← web ← commands ← cli.
- **No Qt below the windows.** ``core`` and ``services`` import no Qt at all (the rules and the use
  cases run without a screen); ``store`` none either.
- **Paper knows no windows.** ``printing`` imports no ``hallstation.gui`` and no Qt Widgets (it
  draws with QtGui on a QPainter; a print dialog is a window: ``gui/print_dialog.py``).
- **The command line is the top.** Nothing imports ``hallstation.commands`` or ``hallstation.cli``
  but the command line itself (``cli``, ``__main__``, ``commands``).
- **The tools stand beside the code.** Nothing of the code imports ``hallstation.devtools`` (the
  developers' and the tests' tools).
- **No circle** between modules: the import graph of ``hallstation/`` has no cycle.

Usage::

    python -m hallstation.devtools.layers            # the floors and every broken rule; exit 1 if any
    python -m hallstation.devtools.layers --root DIR # the tree in DIR (the folder that holds hallstation/)
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

PKG_NAME = "hallstation"

# The floors, from the ground up: a package may import its own floor and the floors below it.
# (``devtools`` stands beside the code: the developers' and the tests' tools, never imported by it.)
FLOORS: tuple[tuple[str, ...], ...] = (
    ("core",),
    ("paths", "i18n"),
    ("store",),
    ("services",),
    ("printing",),
    ("gui",),
    ("web",),
    ("commands",),
    ("cli", "__main__"),
)
QT = ("PySide6", "shiboken6")
NO_QT = ("core", "store", "services")  # the rules, the log, the use cases: no Qt at all
NO_WIDGETS = ("printing",)  # paper: QtGui on a QPainter, no window
COMMAND_LINE = ("commands", "cli")  # imported by the command line alone
COMMAND_LINE_USERS = ("commands", "cli", "__main__")


@dataclass(frozen=True)
class Arrow:
    """``source`` imports ``target`` (a module of the tree, or an outside name such as
    ``PySide6.QtWidgets``) at ``line``."""

    source: str
    target: str
    line: int

    def __str__(self) -> str:
        return f"{self.source} -> {self.target} (line {self.line})"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path) -> dict[str, Path]:
    """Every module of the package under ``root`` (the folder that holds ``hallstation/``)."""
    return {module_name(p, root): p for p in sorted((root / PKG_NAME).rglob("*.py"))}


def _resolve(name: str, known: dict[str, Path]) -> str:
    """The module of the tree that ``name`` names (the longest known prefix), else ``name``."""
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        candidate = ".".join(parts[:n])
        if candidate in known:
            return candidate
    return name


def arrows(root: Path) -> list[Arrow]:
    """Every import of every module under ``root``/hallstation, resolved to the module it names."""
    known = modules(root)
    found: list[Arrow] = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    found.append(Arrow(name, _resolve(alias.name, known), node.lineno))
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # relative: from the module's own package upwards
                    up = package.split(".")
                    up = up[: len(up) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                for alias in node.names:
                    # ``from hallstation.store import keys`` names the module keys; ``from
                    # hallstation.store.keys import log_key`` the module keys too
                    target = f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else _resolve(base, known)
                    found.append(Arrow(name, target, node.lineno))
    return [a for a in found if a.target != a.source]


def package_of(module: str) -> str | None:
    """The floor's package of a module of the tree (``hallstation.store.keys`` → ``store``)."""
    parts = module.split(".")
    if parts[0] != PKG_NAME:
        return None
    return parts[1] if len(parts) > 1 else ""


def floor_of(package: str | None) -> int | None:
    for i, names in enumerate(FLOORS):
        if package in names:
            return i
    return None


def _outside(target: str, prefixes: tuple[str, ...]) -> bool:
    return any(target == p or target.startswith(p + ".") for p in prefixes)


def broken_rules(found: list[Arrow]) -> list[str]:
    """Every arrow that breaks a rule, as one line saying which rule and where."""
    problems: list[str] = []
    for a in found:
        src, dst = package_of(a.source), package_of(a.target)
        if src in NO_QT and _outside(a.target, QT):
            problems.append(f"{src} imports no Qt: {a}")
        if src in NO_WIDGETS and (_outside(a.target, ("PySide6.QtWidgets", "PySide6.QtPrintSupport")) or dst == "gui"):
            problems.append(f"{src} imports no window (no gui, no Qt Widgets): {a}")
        if dst == "devtools" and src != "devtools":
            problems.append(f"the code imports no devtools: {a}")
        if dst in COMMAND_LINE and src not in COMMAND_LINE_USERS:
            problems.append(f"only the command line imports {dst}: {a}")
        fs, fd = floor_of(src), floor_of(dst)
        if fs is not None and fd is not None and fd > fs:
            problems.append(f"imports only go down ({src} is on floor {fs + 1}, {dst} on floor {fd + 1}): {a}")
    return problems


def circles(found: list[Arrow]) -> list[list[str]]:
    """The circles of the module graph: its strongly connected components of more than one module
    (Tarjan's algorithm, iterative), each sorted, the list sorted."""
    graph: dict[str, set[str]] = {}
    for a in found:
        if package_of(a.target) is not None:
            graph.setdefault(a.source, set()).add(a.target)
            graph.setdefault(a.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    result: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    result.append(sorted(component))
    return sorted(result)


def circle_ties(found: list[Arrow], circle: list[str]) -> list[Arrow]:
    """The arrows that tie one circle."""
    members = set(circle)
    return [a for a in found if a.source in members and a.target in members]


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m hallstation.devtools.layers", description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="the folder that holds hallstation/")
    root = ap.parse_args(argv).root
    found = arrows(root)
    for i, names in enumerate(FLOORS):
        print(f"floor {i + 1}: {', '.join(names)}")
    problems = broken_rules(found)
    for c in circles(found):
        problems.append("circle: " + " <-> ".join(c) + "; tied by " + "; ".join(str(a) for a in circle_ties(found, c)))
    for p in problems:
        print(p)
    print(f"{len(found)} imports read, {len(problems)} broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
