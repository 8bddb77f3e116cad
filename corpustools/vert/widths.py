"""How much text a string holds, with Chinese, Japanese and Korean characters weighed as the letters they say as
much as: the length thresholds of the extractor's classes and of the notices mean the same in every script.  A
module of its own, below both: the notices are asked by the furniture pass, which the classes' ``Block`` comes after.
"""

from __future__ import annotations

import re

_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")
WIDE_FACTOR = 3  # a Chinese/Japanese/Korean character carries about as much as three Latin letters


def text_length(text: str) -> int:
    """Characters, with CJK scripts weighted so that length thresholds mean the same in every script."""
    sample = text[:200]
    if sample.isascii() or _WIDE.search(sample) is None:  # most text: no need to count
        return len(text)
    wide = len(_WIDE.findall(sample))
    return len(text) * WIDE_FACTOR if wide > len(sample) * 0.3 else len(text)
