"""``python -m corpustools``: the same as the ``corpustools`` console script."""

import sys

from corpustools.cli import main

sys.exit(main())
