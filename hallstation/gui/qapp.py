"""The station's one QApplication: made once (name, icon, desktop entry, the hall's language), and
its language changed before the windows are built. Every window and terminal of the GUI starts
here; nothing here knows a window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from hallstation import APP_NAME, ORG_NAME


def ensure_qapp(lang: str | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QApplication.setOrganizationName(ORG_NAME)
        QApplication.setApplicationName(APP_NAME)
        app = QApplication(sys.argv[:1])
        from PySide6.QtGui import QIcon

        from hallstation.paths import ICON_PNG

        app.setWindowIcon(QIcon(str(ICON_PNG)))  # the bingo ball, as the desktop entry's
        QApplication.setDesktopFileName("hallstation")  # Wayland: match hallstation.desktop
    from hallstation import i18n
    if getattr(app, "_hs_translator", None) is None:
        app._hs_translator = i18n.install_qt_translator(app, lang or i18n.language())  # type: ignore[attr-defined]
    return app  # type: ignore[return-value]


def apply_language(lang: str) -> None:
    """Speak ``lang`` from now on (before the windows are built): the hall's setting, unless the
    command line said otherwise."""
    from hallstation import i18n

    app = QApplication.instance()
    if app is None or i18n.language() == lang and getattr(app, "_hs_translator", None) is not None:
        return
    old = getattr(app, "_hs_translator", None)
    if old is not None:
        app.removeTranslator(old)
        if getattr(old, "qt_words", None) is not None:
            app.removeTranslator(old.qt_words)
    app._hs_translator = i18n.install_qt_translator(app, lang)  # type: ignore[attr-defined]
