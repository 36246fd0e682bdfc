"""Dialogs that ask the operator go through this small service, so tests never block on
``exec()``: a test replaces ``DialogService.handler`` with answers (Picard's pattern)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("DialogService", text)


class DialogService:
    """``handler(kind, **kw)`` answers instead of a real dialog when set (tests)."""

    handler: Callable[..., Any] | None = None

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        if cls.handler is not None:
            cls.handler("error", title=title, text=text)
            return
        QMessageBox.warning(parent, title, text)

    @classmethod
    def info(cls, parent: QWidget | None, title: str, text: str) -> None:
        if cls.handler is not None:
            cls.handler("info", title=title, text=text)
            return
        QMessageBox.information(parent, title, text)

    @classmethod
    def confirm(cls, parent: QWidget | None, title: str, text: str) -> bool:
        if cls.handler is not None:
            return bool(cls.handler("confirm", title=title, text=text))
        return QMessageBox.question(parent, title, text) == QMessageBox.StandardButton.Yes

    @classmethod
    def text(cls, parent: QWidget | None, title: str, label: str, default: str = "") -> str | None:
        if cls.handler is not None:
            return cls.handler("text", title=title, label=label, default=default)
        value, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, default)
        return value if ok else None

    @classmethod
    def folder(cls, parent: QWidget | None, title: str, start: str = "") -> str | None:
        """Ask for a folder (e.g. a USB stick); None when cancelled."""
        if cls.handler is not None:
            return cls.handler("folder", title=title, start=start)
        from PySide6.QtWidgets import QFileDialog

        path = QFileDialog.getExistingDirectory(parent, title, start)
        return path or None

    @classmethod
    def credentials(
        cls,
        parent: QWidget | None,
        title: str,
        role_label: str,
        names: list[str],
        check: Callable[[str, str], Any] | None = None,
    ) -> tuple[str, str] | None:
        """Ask who (from ``names``, nobody pre-selected) and their PIN; None when cancelled.

        ``check(name, pin)`` — the service's verification, or the very action the PIN authorises —
        runs on OK: a ``RuleError`` (a wrong PIN…) keeps the dialog open with its message for
        another try, so the caller gets (name, pin) only once the check has passed. A test's
        ``handler`` answers once with (name, pin); the check then runs and its ``RuleError``
        reaches the caller (a scripted answer cannot retry)."""
        if cls.handler is not None:
            answer = cls.handler("credentials", title=title, role=role_label, names=names)
            if answer is not None and check is not None:
                check(*answer)
            return answer
        from hallstation.gui.pin_dialog import PinDialog

        dlg = PinDialog(parent, title, role_label, names, check=check)
        if dlg.exec():
            return dlg.name(), dlg.pin()
        return None

    @classmethod
    def form(cls, parent: QWidget | None, kind: str, factory: Callable[..., Any], **kw: Any) -> Any:
        """A dialog with several fields: ``factory(parent, **kw)`` builds it, its ``values()`` is the
        answer; None when cancelled. Tests answer ``handler(kind, **kw)`` instead."""
        if cls.handler is not None:
            return cls.handler(kind, **kw)
        dlg = factory(parent, **kw)
        if dlg.exec():
            return dlg.values()
        return None
