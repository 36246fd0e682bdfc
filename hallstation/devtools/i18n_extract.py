"""Find every translatable string and check (or update) the Spanish catalogues.

Sources of strings (context, text):
- ``self.tr("…")`` / ``cls.tr("…")`` inside ``class C`` → (C, text)
- ``QCoreApplication.translate("ctx", "…")``, ``translate("ctx", "…")``, ``QT_TRANSLATE_NOOP("ctx", "…")``
- ``RuleError("…", …)`` and its subclasses → ("RuleError", text)
- ``ui/*.ui`` ``<string>`` elements (not ``notr="true"``) → (the form's class, text)

Plurals are Qt's numerus messages: a call with a count — ``self.tr("%n card(s)", None, n)``,
``QCoreApplication.translate("ctx", "%n card(s)", None, n)``, ``translate("ctx", "%n card(s)", n)``
or ``n=`` — needs a ``numerus="yes"`` entry, ``<translation>`` holding one ``<numerusform>`` per
plural form (Spanish: 1, other). A ``RuleError`` template may have a numerus entry too; its
field ``n`` picks the form (``hallstation.i18n.message``).

Usage::

    python -m hallstation.devtools.i18n_extract --check           # list missing translations, exit 1 if any
    python -m hallstation.devtools.i18n_extract --update FILE.ts --only hallstation/gui/display
        # add the missing strings of those sources to FILE.ts as unfinished; then fill in the
        # <translation> elements (and drop type="unfinished") by hand

Several ``*_es.ts`` files may share the work (one per area); the catalogue merges them.
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from hallstation.paths import ROOT, TRANSLATIONS, UI_DIR

PKG = ROOT / "hallstation"
TRANSLATE_FUNCS = {"translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP_CTX"}


def _rule_error_classes(trees: dict[Path, ast.AST]) -> set[str]:
    """``RuleError`` and every class that derives from it, directly or not (one walk of the trees
    collects each class's base names; the closure is then taken over that short list)."""
    bases: list[tuple[str, set[str]]] = []
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = {b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else "" for b in node.bases}
                bases.append((node.name, names))
    names = {"RuleError"}
    changed = True
    while changed:
        changed = False
        for name, of in bases:
            if name not in names and of & names:
                names.add(name)
                changed = True
    return names


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _counted(args: list[ast.AST], keywords: list[ast.keyword], at: int) -> bool:
    """Whether a call passes a count: ``n=`` or a positional argument at ``at`` (after the
    disambiguation) — or at ``at - 1`` when that is not a string nor None (``translate(ctx, text, n)``)."""
    if any(k.arg == "n" for k in keywords):
        return True
    if len(args) > at:
        return True
    if len(args) == at:
        last = args[at - 1]
        return not (isinstance(last, ast.Constant) and (last.value is None or isinstance(last.value, str)))
    return False


class _Visitor(ast.NodeVisitor):
    def __init__(self, errors: set[str], out: set[tuple[str, str]], numerus: set[tuple[str, str]] | None = None) -> None:
        self.errors, self.out, self.classes = errors, out, []
        self.numerus = numerus if numerus is not None else set()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        args = node.args
        if name == "tr" and args and isinstance(f, ast.Attribute) and self.classes:
            text = _literal(args[0])
            if text is not None:
                self.out.add((self.classes[-1], text))
                if _counted(args, node.keywords, 2):
                    self.numerus.add((self.classes[-1], text))
        elif name in TRANSLATE_FUNCS and len(args) >= 2:
            ctx, text = _literal(args[0]), _literal(args[1])
            if ctx is not None and text is not None:
                self.out.add((ctx, text))
                if name == "translate" and _counted(args, node.keywords, 3):
                    self.numerus.add((ctx, text))
        elif name in self.errors and args:
            text = _literal(args[0])
            if text is not None:
                self.out.add(("RuleError", text))
        self.generic_visit(node)


# root -> (the files' stamps, each file's (strings, numerus strings)): the sources are parsed once
# per process while no file changes (the checks ask for several areas in turn).
_SCANS: dict[Path, tuple[tuple, dict[Path, tuple[frozenset, frozenset]]]] = {}


def _scan(root: Path) -> dict[Path, tuple[frozenset, frozenset]]:
    """Each source file's strings and plurals; parsed again only when a file was added, removed or
    changed (size or modification time) since the last scan of ``root``."""
    files = sorted(p for p in root.rglob("*.py") if "devtools" not in p.parts)
    stamp = tuple((p, st.st_mtime_ns, st.st_size) for p in files for st in [p.stat()])
    cached = _SCANS.get(root)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in files}
    errors = _rule_error_classes(trees)
    found: dict[Path, tuple[frozenset, frozenset]] = {}
    for path, tree in trees.items():
        out: set[tuple[str, str]] = set()
        numerus: set[tuple[str, str]] = set()
        _Visitor(errors, out, numerus).visit(tree)
        found[path] = (frozenset(out), frozenset(numerus))
    _SCANS[root] = (stamp, found)
    return found


def python_strings(root: Path = PKG, only: str | None = None, numerus: set[tuple[str, str]] | None = None) -> set[tuple[str, str]]:
    """Strings of the package's sources; ``only``: just the files whose path (from the repo root)
    starts with it, e.g. ``hallstation/gui/display``; ``numerus``: a set that receives the strings
    used with a count (plurals)."""
    out: set[tuple[str, str]] = set()
    for path, (strings, counted) in _scan(root).items():
        if only and not str(path.relative_to(ROOT)).startswith(only):
            continue
        out |= strings
        if numerus is not None:
            numerus |= counted
    return out


def numerus_strings(only: str | None = None) -> set[tuple[str, str]]:
    """The (context, text) of the sources' plurals: calls with a count, which need numerus entries."""
    found: set[tuple[str, str]] = set()
    python_strings(only=only, numerus=found)
    return found


def ui_strings(ui_dir: Path = UI_DIR, only: str | None = None) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    for path in sorted(ui_dir.glob("*.ui")):
        if only and not str(path.relative_to(ROOT)).startswith(only):
            continue
        root = ET.parse(path).getroot()
        ctx = root.findtext("class") or path.stem
        for s in root.iter("string"):
            if s.get("notr") == "true" or not (s.text or "").strip():
                continue
            out.add((ctx, s.text))
    return out


def all_strings(only: str | None = None) -> set[tuple[str, str]]:
    return python_strings(only=only) | ui_strings(only=only)


def catalogue_entries(lang: str = "es") -> dict[tuple[str, str], str | None]:
    """Every message of every ``*_{lang}.ts``: translation, or None when unfinished/empty; a
    numerus message's is a ``hallstation.i18n.Plural`` (its ``forms``)."""
    from hallstation.i18n import read_translation

    out: dict[tuple[str, str], str | None] = {}
    for path in sorted(TRANSLATIONS.glob(f"*_{lang}.ts")):
        for ctx in ET.parse(path).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                src = msg.findtext("source")
                if src is not None:
                    if out.get((name, src)) is None:
                        out[(name, src)] = read_translation(msg)
    return out


def missing(lang: str = "es") -> list[tuple[str, str]]:
    """Strings without a translation, and plurals whose entry is not numerus (no forms to choose)."""
    from hallstation.i18n import Plural

    have = catalogue_entries(lang)
    plurals = numerus_strings()
    return sorted(k for k in all_strings() if not have.get(k) or (k in plurals and not isinstance(have[k], Plural)))


def update(ts_file: Path, lang: str = "es", only: str | None = None) -> int:
    """Add every string (of the sources under ``only``) that no catalogue has yet to ``ts_file``
    as unfinished; returns how many."""
    have = catalogue_entries(lang)
    todo = sorted(k for k in all_strings(only) if k not in have)
    plurals = numerus_strings(only)
    if ts_file.exists():
        tree = ET.parse(ts_file)
        root = tree.getroot()
    else:
        root = ET.Element("TS", {"version": "2.1", "language": f"{lang}_ES" if lang == "es" else lang})
        tree = ET.ElementTree(root)
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    for ctx, text in todo:
        c = contexts.get(ctx)
        if c is None:
            c = ET.SubElement(root, "context")
            ET.SubElement(c, "name").text = ctx
            contexts[ctx] = c
        m = ET.SubElement(c, "message", {"numerus": "yes"} if (ctx, text) in plurals else {})
        ET.SubElement(m, "source").text = text
        t = ET.SubElement(m, "translation", {"type": "unfinished"})
        if (ctx, text) in plurals:
            for _ in range(2):  # Spanish: one, other
                ET.SubElement(t, "numerusform")
    ET.indent(tree, space="    ")
    ts_file.parent.mkdir(parents=True, exist_ok=True)
    with open(ts_file, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    return len(todo)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="i18n_extract")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--update", metavar="FILE.ts")
    ap.add_argument("--lang", default="es")
    ap.add_argument("--only", metavar="PATH", help="only sources whose path starts with PATH (e.g. hallstation/gui/display)")
    a = ap.parse_args(argv)
    if a.update:
        n = update(Path(a.update), a.lang, a.only)
        print(f"{n} new strings added to {a.update} (unfinished: translate them)")
    miss = [k for k in missing(a.lang) if not a.only or k in all_strings(a.only)]
    for ctx, text in miss:
        print(f"missing [{ctx}] {text!r}")
    if a.check or not a.update:
        print(f"{len(all_strings())} strings, {len(miss)} without a {a.lang} translation")
    return 1 if miss else 0


if __name__ == "__main__":
    sys.exit(main())
