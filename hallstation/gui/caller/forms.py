"""Loading Qt Designer forms (``ui/*.ui``) at runtime with QUiLoader."""

from __future__ import annotations

from PySide6.QtCore import QFile, QIODevice
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

from hallstation.paths import UI_DIR


def load_form(name: str, parent: QWidget | None = None, custom: tuple[type, ...] = ()) -> QWidget:
    """The form ``ui/<name>`` as a widget (its strings translated with the form's class as context).
    ``custom``: the widget classes the form promotes (its ``<customwidgets>``), made by the loader."""
    f = QFile(str(UI_DIR / name))
    if not f.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(str(UI_DIR / name))
    loader = QUiLoader()
    # the forms use Qt's own widgets only: no Designer plugin is looked for (Qt's ship one that
    # loads QtWebEngine, another Qt Quick, each on the first form)
    loader.clearPluginPaths()
    for cls in custom:
        loader.registerCustomWidget(cls)
    try:
        widget = loader.load(f, parent)
    finally:
        f.close()
    if widget is None:
        raise RuntimeError(f"could not load the form {name}")
    return widget


def child(form: QWidget, cls: type, name: str):
    """A named child of a loaded form; a missing one is a programming error, said loudly."""
    w = form.findChild(cls, name)
    if w is None:
        raise LookupError(f"{name} ({cls.__name__}) is missing from the form")
    return w
