import sys

from hallstation.cli import main

sys.exit(main())
