"""The bundle's entry point (PyInstaller runs this file): the same main() as the `hallstation` command."""

import sys

from hallstation.cli import main

if __name__ == "__main__":
    sys.exit(main())
