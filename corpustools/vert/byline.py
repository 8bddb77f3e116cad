"""A byline alone in a block ("Par Jean Dupont", "Von Markus Balser, Berlin", "Autor: Jan Novák"): on an
article page the writer's name is not the article's text (``boiler.clean`` asks only there: a blog's list
of posts keeps each post's writer).  The names must look like names, so that a heading that opens with the
same word ("Di Maio", "Von Rechts wegen", "Par ailleurs", "By the way") stays.
"""

from __future__ import annotations

import logging
import re

from corpustools.vert import phrases

log = logging.getLogger(__name__)

# a byline alone in a block: "Par Jean Dupont", "Von Markus Balser, Berlin", "Por Steven Lee Myers, Keith
# Bradsher y" (the next writer's name was a link of its own), "Autor: Jan Novák"
_BYLINE = re.compile(r"(?:" + phrases.BYLINE_WORDS + r")\s*:?\s+([^\d:|]{2,55}?)(?:\s+(?:and|und|et|e|y|en|a|i|és))?", re.I)
_NAME_SPLIT = re.compile(r"\s*(?:,|&|/|\s(?:and|und|et|e|y|en|a|i|és)\s)\s*")  # "ČTK / AP": two agencies
_PARTICLES = frozenset(("de", "van", "von", "der", "den", "di", "da", "del", "della", "la", "le", "du", "dos", "das",
                        "ten", "ter", "zu", "el", "bin", "al"))
BYLINE = 60  # ... judged on blocks up to this length
_AGENCIES = frozenset(("reuters", "afp", "ap", "dpa", "bloomberg", "ansa", "efe", "pap", "čtk", "tasr", "mti", "anp",
                       "belga", "apa", "sda", "associated press", "the associated press", "staff", "cnn"))


def byline(text: str) -> bool:
    """``_BYLINE`` whose names are names: each part of one to four words, all capitalized but for particles
    ("van", "de"), two words at least in all (after "By" an agency alone: "By Reuters"); no digits (a date beside the
    name is a dateline some truths keep)."""
    found = _BYLINE.fullmatch(text)
    if found is None:
        return False
    words = 0
    for name in _NAME_SPLIT.split(found.group(1)):
        parts = name.split()
        if not 1 <= len(parts) <= 4:
            return False
        for part in parts:
            if not (part[0].isupper() or part in _PARTICLES):
                return False
        words += len(parts)
    # one agency alone after "By" or a labelled byword ("Autor: ČTK", "autor: Reuters")
    return words >= 2 or ((text[:2].lower() == "by" or ":" in text) and found.group(1).lower() in _AGENCIES)
