"""The article's own headline: without the site's name, and not repeated as the first paragraph.

Titles carry the site's name as a suffix or prefix in many styles (``Headline | iROZHLAS - spolehlivé
zprávy``, ``Headline – Deník.cz``, ``Headline - BBC News``, ``Headline : Le Monde``, ``Headline «
Blog``, ``BBC News: Headline``).  A part is cut only when it names the site: it matches the site names
the page states (``og:site_name``, the JSON-LD publisher or website name, ``application-name``) or the
registered domain (``denik.cz``, ``denik``), compared without accents, case and punctuation.  So a
headline with its own dash or colon ("Brexit: what next") is left whole.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

log = logging.getLogger(__name__)

MAX_HEADLINE = 500
# a separator between headline and site name: | – — - : :: « » · • / ~ with blanks around (":" only after)
# (between Chinese, Japanese or Korean words also "_" and "｜" without blanks: "标题_新浪新闻")
_CJK = "\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
_SEP = re.compile(rf"\s+(?:\|\|?|[–—~•·/]|-{{1,2}}|::?|«|»)\s+|(?<=\S):\s+|(?<=[{_CJK}])\s*[_｜|]\s*(?=[{_CJK}])")


_NOT_ALNUM = re.compile(r"[\W_]+")  # \w is str.isalnum() and "_": what is left is exactly the alphanumerics


def _norm(text: str) -> str:
    return _NOT_ALNUM.sub("", unicodedata.normalize("NFKD", text.casefold()))


def site_keys(site: str, names: Iterable[str]) -> list[str]:
    """The normalized names a title part may use for the site: stated names, the domain, its label."""
    keys = {_norm(n) for n in names if n}
    if site:
        keys.add(_norm(site))
        label = site.split(".")[0]
        keys.add(_norm(label))
    return sorted(k for k in keys if len(k) >= 3)


SITE_EXTRA = 12  # letters a part may have beside the site's name ("BBC News Online"), not a headline's
# ("2024: The year of desktop FreeBSD?" is no site name on freebsd.org)


_ARTICLES = frozenset(("the", "der", "die", "das", "le", "la", "les", "el", "il", "lo"))


def _short_forms(part: str) -> set[str]:
    """A name's initials and the initials of all its words but the last with that word whole (``The New
    York Times``: ``nyt``, ``nytimes``; ``Los Angeles Times``: ``latimes``), as domains shorten names."""
    words = [_norm(w) for w in part.split()]
    words = [w for w in words if w and w not in _ARTICLES]
    if not 2 <= len(words) <= 6:
        return set()
    return {"".join(w[0] for w in words), "".join(w[0] for w in words[:-1]) + words[-1]}


def _names_site(part: str, keys: Sequence[str]) -> bool:
    text = _norm(part)
    if not text:
        return False
    if any(form in keys for form in _short_forms(part)):
        return True
    for key in keys:
        if text == key or (text.startswith(key) or len(key) >= 5 and key in text) and len(text) <= len(key) + SITE_EXTRA:
            return True
    return False


def strip_site(title: str, keys: Sequence[str], prefix: bool = True) -> str:
    """``title`` without a suffix or prefix that names the site (see the module docstring); a title
    whose suffix named the site is not searched for a prefix too (``Deník N - nový list | Deník.cz``)."""
    title = " ".join(title.split())
    if not keys or not title:
        return title
    cuts = [(m.start(), m.end()) for m in _SEP.finditer(title)]
    if not cuts:
        return title
    # suffix: the shortest tail (from a separator to the end) holding a part that names the site
    bounds = [0, *[e for _, e in cuts]]
    ends = [s for s, _ in cuts] + [len(title)]
    for i in range(len(cuts), 0, -1):
        if _names_site(title[bounds[i]:ends[i]], keys):
            head = title[:cuts[i - 1][0]].strip()
            if _norm(head):
                return strip_site(head, keys, prefix=False)
            break
    if not prefix:
        return title
    # prefix: the first part names the site
    first = title[:cuts[0][0]]
    rest = title[cuts[0][1]:].strip()
    if _names_site(first, keys) and len(_norm(rest)) > len(_norm(first)):  # "Ridge Wallet - Royal Black": a
        return rest  # product of the brand the site is named after, not the site's name before a headline
    return title


_SLUG = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+){2,}$")


def choose(candidates: Sequence[str], h1: str, keys: Sequence[str]) -> str:
    """The first usable candidate (in order of trust) without the site's name.  A candidate that is only
    the site's name or a URL slug (``adac-kindersitztest-2018``) is passed over; one that is the page's
    ``<h1>`` followed by a separator and more (an unknown site name) becomes the ``<h1>``."""
    h1 = " ".join(h1.split())
    for candidate in candidates:
        text = strip_site(candidate, keys)
        if not _norm(text) or _norm(text) in keys or _SLUG.match(text):
            continue
        if h1 and text != h1 and text.startswith(h1) and _SEP.match(text, len(h1)):
            text = h1
        return _cap(text)
    return ""


def _cap(text: str) -> str:
    if len(text) > MAX_HEADLINE:
        text = text[:MAX_HEADLINE].rsplit(" ", 1)[0]
    return text


def same_text(a: str, b: str) -> bool:
    """Equal after case, accents, punctuation and blanks are ignored."""
    na = _norm(a)
    return bool(na) and na == _norm(b)


def drop_repeated(blocks: list[Any], headline: str, look: int = 3) -> tuple[list[Any], int]:
    """Remove a block among the first ``look`` that repeats the headline (a visible ``<h1>`` is usually
    one); never the only block.  Returns (blocks, number removed)."""
    if not headline or len(blocks) < 2:
        return blocks, 0
    for i, block in enumerate(blocks[:look]):
        if same_text(block.text, headline):
            return blocks[:i] + blocks[i + 1:], 1
    return blocks, 0
