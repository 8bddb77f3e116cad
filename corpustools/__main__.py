"""``python -m corpustools``: the same as the ``corpustools`` console script."""

import sys

from corpustools.launch import main

sys.exit(main())
