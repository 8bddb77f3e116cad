"""Content or boilerplate, block by block: jusText-style classes in context (``container.py`` narrows them
to the main content container).

1. The page language is guessed from its longer blocks; its stop-word list comes from jusText's lists
   (shipped with the jusText package, 100 languages; read as data, the package is not imported).
2. Every block is classed as jusText does: ``bad`` (link density over 0.2, or short with links),
   ``short``, ``near-good`` or ``good`` (by length and stop-word density).
3. Context: short and near-good blocks between good ones become good, headings followed closely by
   good text are kept, isolated near-good blocks away from good text are dropped.
4. ``good_blocks``: jusText's answer alone; ``prose_blocks``, ``plain_lists`` and ``plain_tables``:
   what a page that is not an article adds from outside its main container.  The main content
   container and the blocks kept in and around it are ``container.py``'s.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import os
import re
from collections.abc import Sequence

from corpustools.vert.extract import Block
from corpustools.vert.widths import text_length  # (``classify.text_length``, as its callers ask it)

log = logging.getLogger(__name__)

LENGTH_LOW = 70
LENGTH_HIGH = 200
STOPWORDS_LOW = 0.30
STOPWORDS_HIGH = 0.32
MAX_LINK_DENSITY = 0.2
MAX_HEADING_DISTANCE = 200
# a link-free block inside the container longer than this is text however it is classed; measured with
# text_length, as the classes are: six Japanese or Chinese characters say as much as eighteen Latin letters
INSIDE_MIN_CHARS = 15
SIBLING_LINK_DENSITY = 0.1
CELLS = ("td", "th")  # a table's cells inside the container are kept however short (numbers, names)

_ISO_TO_JUSTEXT = {
    "cs": "Czech", "sk": "Slovak", "en": "English", "de": "German", "pl": "Polish", "hu": "Hungarian",
    "fr": "French", "es": "Spanish", "it": "Italian", "pt": "Portuguese", "nl": "Dutch", "ru": "Russian",
    "uk": "Ukrainian", "sl": "Slovenian", "hr": "Croatian", "sr": "Serbian", "bg": "Bulgarian",
    "ro": "Romanian", "da": "Danish", "sv": "Swedish", "no": "Norwegian_Bokmal", "nb": "Norwegian_Bokmal",
    "fi": "Finnish", "et": "Estonian", "lv": "Latvian", "lt": "Lithuanian", "el": "Greek", "tr": "Turkish",
    "ca": "Catalan", "eu": "Basque", "gl": "Galician", "id": "Indonesian", "ms": "Malay", "vi": "Vietnamese",
    "af": "Afrikaans", "sq": "Albanian", "ar": "Arabic", "he": "Hebrew", "fa": "Persian", "hi": "Hindi",
    # their stop words are as dense in prose as those above (GTK's translated property descriptions of 60
    # characters or more: 89-99 % reach STOPWORDS_LOW, as 78-99 % of the languages above do); without a list a
    # page in these languages was judged by length alone
    "bs": "Bosnian", "mk": "Macedonian", "be": "Belarusian", "nn": "Norwegian_Nynorsk", "cy": "Welsh",
    "eo": "Esperanto", "oc": "Occitan",
}
# a word is letters and digits with the combining marks between them: Python's \w leaves out the vowel signs
# of Indic scripts (and Hebrew points, Arabic harakat, Thai vowels), so "की" was "क" and a Hindi paragraph's
# stop words were found at 0.14 of its words instead of 0.58 (below STOPWORDS_LOW: prose judged bad)
_MARKS = ("\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a"
          "\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u0900-\u0963\u0966-\u096f"
          "\u0971-\u0dff\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u102b-\u103e"
          "\u1056-\u109d\u17b4-\u17d3\u1dc0-\u1dff\u20d0-\u20f0\ufe20-\ufe2f")
_WORD = re.compile(f"[\\w{_MARKS}]+")
# Serbian is written in Cyrillic and in Latin letters; jusText's list is Cyrillic
_SR_LATIN = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "ђ": "đ", "е": "e", "ж": "ž", "з": "z",
                           "и": "i", "ј": "j", "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o",
                           "п": "p", "р": "r", "с": "s", "т": "t", "ћ": "ć", "у": "u", "ф": "f", "х": "h", "ц": "c",
                           "ч": "č", "џ": "dž", "ш": "š"})
# ASCII text's lowered words without ``str.lower`` and the regular expression: one ``bytes.translate``
# lowers the letters and turns every byte that ``\w`` does not match into a space, then ``bytes.split``;
# the stop words as bytes to look them up
_ASCII_WORDS = bytes(ord(chr(c).lower()) if chr(c).isascii() and (chr(c).isalnum() or c == 0x5F) else 0x20
                     for c in range(256))
_ASCII_STOPS: dict[frozenset[str], frozenset[bytes]] = {}
# other text the same way on its UTF-8 bytes: the characters outside ASCII that are not word characters (typographic
# quotes and dashes, no-break spaces) made spaces first, the bytes of the others kept as they are
_UTF8_WORDS = bytes(_ASCII_WORDS[c] if c < 0x80 else c for c in range(256))
_OTHER_NON_WORD = re.compile(f"[^\\x00-\\x7f\\w{_MARKS}]+")
_UTF8_STOPS: dict[frozenset[str], frozenset[bytes]] = {}


def _ascii_stops(stops: frozenset[str]) -> frozenset[bytes]:
    """The ASCII words of ``stops``, encoded (the only ones an ASCII text's words can be)."""
    found = _ASCII_STOPS.get(stops)
    if found is None:
        found = _ASCII_STOPS[stops] = frozenset(w.encode("ascii") for w in stops if w.isascii())
    return found


def _utf8_stops(stops: frozenset[str]) -> frozenset[bytes]:
    """``stops`` encoded as UTF-8, to look up the words :func:`_initial` splits from a text's bytes."""
    found = _UTF8_STOPS.get(stops)
    if found is None:
        found = _UTF8_STOPS[stops] = frozenset(w.encode("utf-8", "surrogatepass") for w in stops)
    return found


@functools.lru_cache(maxsize=64)
def stoplist(lang: str) -> frozenset[str]:
    """jusText's stop words for an ISO 639-1 code (empty when unknown or jusText is not installed)."""
    name = _ISO_TO_JUSTEXT.get(lang)
    spec = importlib.util.find_spec("justext") if name else None
    if not name or spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = os.path.join(list(spec.submodule_search_locations)[0], "stoplists", f"{name}.txt")
    try:
        with open(path, encoding="utf-8") as fh:
            words = frozenset(w.strip().lower() for w in fh if w.strip())
    except OSError:
        return frozenset()
    return words | {w.translate(_SR_LATIN) for w in words} if lang == "sr" else words


def _initial(block: Block, stops: frozenset[str]) -> str:
    length = text_length(block.text)
    density = block.link_chars / len(block.text) if block.text else 0.0
    if density > MAX_LINK_DENSITY:
        return "bad"
    if not stops:  # unknown language: judge by length alone
        return "short" if length < LENGTH_LOW else ("good" if length > LENGTH_HIGH else "near-good")
    if length < LENGTH_LOW:
        return "bad" if block.link_chars else "short"
    text = block.text  # the stop words only for blocks long enough to need them
    if text.isascii():  # \w is [A-Za-z0-9_] here: the words are what is left between the other bytes
        words = text.encode("ascii").translate(_ASCII_WORDS).split()
        stops = _ascii_stops(stops)
    else:  # _WORD.findall(text.lower()) as bytes: the other non-word characters made spaces, then as above
        # (the 6,344 long non-ASCII blocks of the 468 bench pages: 0.086 -> 0.071 CPU-s with the look-ups;
        # a loop over white-space chunks, findall for those not alnum, was the way before)
        lowered = _OTHER_NON_WORD.sub(" ", text.lower())
        words = lowered.encode("utf-8", "surrogatepass").translate(_UTF8_WORDS).split()
        stops = _utf8_stops(stops)
    stop_density = sum(map(stops.__contains__, words)) / len(words) if words else 0.0
    if stop_density >= STOPWORDS_HIGH:
        return "good" if length > LENGTH_HIGH else "near-good"
    if stop_density >= STOPWORDS_LOW:
        return "near-good"
    return "bad"


def _neighbours(classes: list[str], stops: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """For every block, the class of the nearest block before and after it whose class is in ``stops``
    ("bad" at the ends): one pass each way, so pages of thousands of short blocks stay linear."""
    n = len(classes)
    before, after = ["bad"] * n, ["bad"] * n
    last = "bad"
    for i in range(n):
        before[i] = last
        if classes[i] in stops:
            last = classes[i]
    last = "bad"
    for i in range(n - 1, -1, -1):
        after[i] = last
        if classes[i] in stops:
            last = classes[i]
    return before, after


def _context(blocks: Sequence[Block], classes: list[str]) -> list[str]:
    out = list(classes)
    prev_gb, next_gb = _neighbours(classes, ("good", "bad"))
    prev_any, next_any = _neighbours(classes, ("good", "bad", "near-good"))
    for i, c in enumerate(classes):  # short blocks: good only between good ones
        if c != "short":
            continue
        prev, nxt = prev_gb[i], next_gb[i]
        if prev == "good" and nxt == "good":
            out[i] = "good"
        elif prev == "bad" and nxt == "bad":
            out[i] = "bad"
        else:
            out[i] = "good" if "near-good" in (prev_any[i], next_any[i]) and "bad" not in (prev, nxt) else "bad"
    prev_gb, next_gb = _neighbours(out, ("good", "bad"))
    for i, c in enumerate(classes):  # near-good: good when next to good
        if c != "near-good":
            continue
        out[i] = "bad" if prev_gb[i] == "bad" and next_gb[i] == "bad" else "good"
    for i, b in enumerate(blocks):  # headings followed closely by good text
        if b.heading and classes[i] != "bad" and out[i] != "good":
            distance = 0
            for j in range(i + 1, len(blocks)):
                if out[j] == "good":
                    out[i] = "good"
                    break
                distance += len(blocks[j].text)
                if distance > MAX_HEADING_DISTANCE:
                    break
    return out


def stop_density(text: str, stops: frozenset[str]) -> float:
    """The share of ``text``'s words that are stop words of the page's language (0 without a list)."""
    words = _WORD.findall(text.lower())
    return sum(map(stops.__contains__, words)) / len(words) if words and stops else 0.0


_LAST: list = [None]  # (blocks, language, classes) of the last page classified, one tuple: threads may share it


def _classes(blocks: Sequence[Block], lang: str) -> tuple[list[str], list[str]]:
    """Every block's class on its own and in context (jusText's two steps); the answer for the same list
    of blocks is remembered (``select`` and ``prose_blocks`` ask for the same page one after the other)."""
    last = _LAST[0]
    if last is not None and last[0] is blocks and last[1] == lang and len(last[2][0]) == len(blocks):
        return last[2]
    stops = stoplist(lang)
    classes = [_initial(b, stops) for b in blocks]
    if sum(text_length(b.text) for b, c in zip(blocks, classes) if c == "good") < LENGTH_HIGH:
        # no clearly good text (short articles, unusual style): the best blocks there are count as good
        classes = ["good" if c == "near-good" else c for c in classes]
    result = classes, _context(blocks, classes)
    _LAST[0] = (blocks, lang, result)
    return result


def good_blocks(blocks: Sequence[Block], lang: str) -> list[Block]:
    """jusText's answer alone, without a main container: the second opinion for pages where the
    container holds too little of the good text (see ``choose.py``)."""
    if not blocks:
        return []
    _, final = _classes(blocks, lang)
    return [b for b, c in zip(blocks, final) if c == "good"]


_TRUNCATED = ("...", "…", "..")  # a teaser's description cut short


def prose_blocks(blocks: Sequence[Block], lang: str) -> list[Block]:
    """jusText's good blocks that are prose on their own (good or near-good before the context step) and
    hardly link text, and link-free near-good blocks however their neighbours were judged (a service's
    offer between two menus; not a teaser's description cut short with "..."): what a page that is not
    an article adds from outside its main container."""
    if not blocks:
        return []
    initial, final = _classes(blocks, lang)
    return [b for b, c, i in zip(blocks, final, initial) if (c == "good" and i in ("good", "near-good")
            and b.link_chars <= SIBLING_LINK_DENSITY * len(b.text))
            or (i == "near-good" and not b.link_chars and not b.text.endswith(_TRUNCATED))]


PLAIN_LIST_ITEMS = 3  # a list with this many link-free items is a list of facts, not a menu


def plain_lists(blocks: Sequence[Block]) -> list[Block]:
    """The link-free items of lists with at least ``PLAIN_LIST_ITEMS`` link-free items of more than
    ``INSIDE_MIN_CHARS`` characters (a product's features, a service's offers, ingredients), the shorter
    ones too: "Cleanings", "X-rays" between "Tooth-Colored Fillings" and "Root Canals on Select Teeth" are
    items of the same list of a practice's services."""
    items: dict[int, list[Block]] = {}
    long: dict[int, int] = {}
    for b in blocks:
        if b.tag == "li" and not b.link_chars and len(b.ancestors) > 1:
            items.setdefault(b.ancestors[-2], []).append(b)
            if text_length(b.text) > INSIDE_MIN_CHARS:
                long[b.ancestors[-2]] = long.get(b.ancestors[-2], 0) + 1
    return [b for parent, group in items.items() if long.get(parent, 0) >= PLAIN_LIST_ITEMS for b in group]


# the labels of a forum member's panel beside a post (XenForo, vBulletin, phpBB, Discourse; a thread of one post
# shows it once, so it does not recur); not "Ort"/"Location", an event's venue
_MEMBER_TERM = re.compile(r"(?:joined|messages|posts|reaction score|points|likes received|solutions|trophies|"
                          r"registriert|beiträge|mitglied seit|wohnort|inscrit|inscription|messages postés|"
                          r"iscritto|iscrizione|messaggi)\s*:?", re.I)


# (xleft36) a definition list with this many link-free terms is facts: a product's two-line data sheet ("Poids 500 g",
# "Origine France"), where a list's three items are needed to tell it from a menu (a <dl> is never a menu); two terms
# in one list (a forum's posts have a <dl> of one term each, the member's name)
PLAIN_DEFINITIONS = 2


def plain_definitions(blocks: Sequence[Block]) -> list[Block]:
    """The link-free terms of the page's definition lists and their link-free descriptions (also the blocks
    inside a description: a venue's address in its own ``<div>``s), when there are at least
    ``PLAIN_DEFINITIONS`` such terms and none recurs: an event's date, time and venue, an office's contact
    details and opening hours, a product's specifications written as ``<dl>``.  Terms repeated on the page
    are a forum's member panel beside every post ("Joined:", "Posts:") or a teaser's labels, not facts."""
    terms = [b for b in blocks if b.tag == "dt"]
    if len(terms) < PLAIN_DEFINITIONS or len({b.text for b in terms}) < len(terms) \
            or any(_MEMBER_TERM.fullmatch(b.text) for b in terms):
        return []
    pairs: list[list[Block]] = []  # a link-free term with its link-free descriptions
    term = False  # the last term seen was link-free, and what follows describes it
    for b in blocks:
        if b.tag == "dt":
            term = not b.link_chars
            if term:
                pairs.append([b])
        elif b.tag == "dd" or b.parent_tag == "dd":
            if term and not b.link_chars:
                pairs[-1].append(b)
        else:
            term = False
    pairs = [pair for pair in pairs if len(pair) > 1]  # a term whose value is a link ("Category: <a>") goes
    if len(pairs) < PLAIN_DEFINITIONS or (len(pairs) < PLAIN_LIST_ITEMS
                                          and len({pair[0].ancestors[:-1] for pair in pairs}) > 1):
        return []  # (two terms of two lists: a forum's member panel beside each post, "chunix64" over "Member")
    return [b for pair in pairs for b in pair]


PLAIN_TABLE_ROWS = 3  # a table with this many rows and no link in any cell is a table of facts


def plain_tables(blocks: Sequence[Block]) -> list[Block]:
    """The cells of tables with at least ``PLAIN_TABLE_ROWS`` rows of two cells or more, at least half of
    their rows, and no link in any cell (a product's specifications, opening hours, prices, also under a
    heading row of one cell, "Details zum Artikel"; not a form's labels beside its fields, whose rows
    keep one cell of text)."""
    cells: dict[int, list[Block]] = {}
    for b in blocks:
        if b.tag in CELLS and len(b.ancestors) > 2:
            cells.setdefault(b.ancestors[-3], []).append(b)
    out = []
    for group in cells.values():
        if len(group) < 2 * PLAIN_TABLE_ROWS or any(c.link_chars for c in group):
            continue
        per_row: dict[int, int] = {}
        for c in group:
            per_row[c.ancestors[-2]] = per_row.get(c.ancestors[-2], 0) + 1
        wide = sum(1 for n in per_row.values() if n >= 2)
        if wide >= PLAIN_TABLE_ROWS and 2 * wide >= len(per_row):
            out.extend(group)
    return out
