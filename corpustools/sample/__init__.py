"""The built-in sample: three small news sites (Czech, Slovak, English) and their feed lists.

The files live in ``corpustools/data/sample/`` (package data); :mod:`corpustools.sample.server` serves
them from loopback hosts for ``corpustools demo`` and for the tests.
"""

from __future__ import annotations

from pathlib import Path

SAMPLE_DIR = Path(__file__).resolve().parent.parent / "data" / "sample"
