"""What a page's metadata says it is: an article (Open Graph, JSON-LD, microdata) or a forum thread.

Plain text searches over the page's source, no parse and no imports from the extractor, so that both
the element filters (``furniture.py``: a forum's posts are named as comments) and the page type
(``pagetype.py``) can ask.
"""

from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

_ARTICLE_META = {  # a literal to find quickly (a case-insensitive pattern over a whole page is slow), then the test
    "og:type": re.compile(r"""og:type["']?[^>]{0,40}content=["']?article""", re.I),
    # ((xleft30) a live blog's ``LiveBlogPosting`` too: its entries, each linking its own anchor or permalink, are no
    # listing's teasers)
    '"@type"': re.compile(r""""@type"\s*:\s*\[?\s*"(?:News|Blog|Report|Scholarly|Tech|Opinion|Analysis|Review|LiveBlog)?"""
                          r"""(?:Article|Posting)\b""", re.I),
    "schema.org/": re.compile(r"schema\.org/(?:News|Blog|LiveBlog)?(?:Article|Posting)\b", re.I),
}
_CONTENT_BEFORE = re.compile(r"""content=["']?article["'\s][^<>]{0,40}$""", re.I)  # <meta content=.. property=..>
MAX_LOOKS = 50  # occurrences of each literal looked at (JSON-LD graphs can have hundreds of "@type")


def says_article(html: str) -> bool:
    """The page's metadata calls it an article (Open Graph, JSON-LD or microdata).  The answer for the
    last page asked about is remembered: the furniture pass asks on a page with comment elements, the
    extractor again (three searches of the whole page, 0.04 ms)."""
    global _LAST
    page, found = _LAST  # one read of one tuple: another thread may replace it, never half of it
    if html is page:
        return found
    found = _says_article(html)
    _LAST = (html, found)
    return found


_LAST: tuple[str | None, bool] = (None, False)  # the page (the very string) says_article was last asked about, and its answer


def _says_article(html: str) -> bool:
    for literal, pattern in _ARTICLE_META.items():
        start = html.find(literal)
        looks = 0
        while start >= 0 and looks < MAX_LOOKS:
            if pattern.match(html, start, start + 120):
                return True
            if literal == "og:type" and _CONTENT_BEFORE.search(html, max(0, start - 80), start):
                return True
            start = html.find(literal, start + 1)
            looks += 1
    return False


_FORUM_META = re.compile(r"schema\.org/DiscussionForumPosting\b|\"@type\"\s*:\s*\"DiscussionForumPosting\"")


def says_forum(html: str) -> bool:
    """The page's metadata calls it a forum thread (schema.org; a ``QAPage``'s comments are comments)."""
    return "DiscussionForumPosting" in html and _FORUM_META.search(html) is not None
