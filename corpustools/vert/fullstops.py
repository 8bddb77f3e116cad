"""How a sentence ends in the scripts of the web: the one place the extractor's rules and the tokenizer read it.

The rules that tell prose from a teaser's title, a card's name or a menu's line ask whether a block ends as a
sentence ends.  Asked as ``text.endswith((".", "!", "?"))`` they knew Latin, Greek and Cyrillic text only: a
Chinese or Japanese paragraph ends in 。, a Hindi one in ।, an Urdu one in ۔, an Arabic question in ؟, and a
Thai or Lao paragraph in no mark at all (they end sentences with a space, and a paragraph with its last
letter).  A paragraph after a "ข่าวที่เกี่ยวข้อง" box was taken for one of its teasers and went with it.
So with a sentence's start: asked as ``text[0].isupper()`` it knew only the scripts with capitals (:func:`opens_sentence`).
"""

from __future__ import annotations

import re

FULL_STOPS = "\u3002\uff01\uff1f\uff61"  # 。！？｡ (CJK): a sentence ends there, spaces or not
# ؟ ۔ । ॥ ։ ። ፧ ፨ ။ ។ ៕ ། ༎: the full stops and question marks of Arabic, Urdu, the Indic scripts, Armenian,
# Ethiopic, Myanmar, Khmer and Tibetan
OWN_STOPS = "\u061f\u06d4\u0964\u0965\u0589\u1362\u1367\u1368\u104b\u17d4\u17d5\u0f0d\u0f0e"
# closing quotes and brackets a sentence's mark may stand before
CLOSERS = "\"'\u2019\u201d\u00bb)\\]}\u300d\u300f\uff09\u3011\u3009\u300b\uff63"
_AFTER_MARK = "\"”“„'»«)’」』）】"  # what ``ends_sentence`` strips from a block's end (opening quotes too: „…“)
_ENDS = frozenset(".!?" + FULL_STOPS + OWN_STOPS)
# the letters of Thai and Lao, which end a sentence with a space and a paragraph with its last letter
_NO_STOP = ("\u0e01", "\u0eff")


def ends_sentence(text: str, ellipsis: bool = True) -> bool:
    """``text`` ends as a sentence does, a closing quote or bracket after its mark: . ! ? (… when
    ``ellipsis``), another script's full stop or question mark, or the last letter of a Thai or Lao
    paragraph.  The mark of Latin text is tested first (most blocks)."""
    end = text.rstrip(_AFTER_MARK)
    if not end:
        return False
    last = end[-1]
    if last in _ENDS:
        return True
    if last == "…":
        return ellipsis
    return not last.isascii() and _NO_STOP[0] <= last <= _NO_STOP[1] and not last.isdigit()


def opens_sentence(text: str) -> bool:
    """(xnews33) ``text`` opens as a sentence does: with a capital, or with a letter of a script without capitals
    (Arabic, Hebrew, Persian, Thai, Chinese, Japanese, Amharic), whose first letter is none: a Persian or Hebrew lead
    under a title was taken for a line opening in small letters and went."""
    first = text[:1]
    return first.isupper() or (first.isalpha() and not first.islower())


# a sentence's end inside a text: a word's letter or digit and its mark ("… the plan. The …", "…计划。"), or another
# script's mark after a character that is no space nor digit (। follows a vowel sign, no \w); the mark is searched
# first, then what stands before it: four times faster than a search from each letter
SENTENCE_INSIDE = re.compile(f"[.!?…。！？{OWN_STOPS}](?:(?<=\\w[.!?…。！？])|(?<=[^\\s\\d][{OWN_STOPS}]))")
