"""Page type: ``article`` (one text: news, blog post), ``listing`` (home, section, tag and category pages:
lists of teasers linking to the texts) or ``other`` (products, forums, documentation, services ...).

A corpus wants the articles; a listing's text is teaser titles and excerpts that repeat the articles,
so ``vert`` drops listings unless ``vert.keep_listings`` (``--keep-listings``) is set, and records the type
of what it keeps as ``<doc type="...">``.

The decision, from what extraction already has (no second parse):

* article: the page says so in its metadata (``og:type`` article, schema.org ``*Article``/``BlogPosting``
  in JSON-LD or microdata);
* listing: many teasers (blocks of at least ``TEASER_CHARS`` that are mostly link text, or excerpts cut
  with "… více"/"… more", left after the element filters) and little paragraph text beside them (under ``PROSE_PER_TEASER`` characters of long
  plain paragraphs per teaser) at an address that does not look like an article's (a date in the path,
  a slug of five words or more), or a site's root page with a few teasers;
* article: the kept text has at least ``ARTICLE_PARAGRAPHS`` long plain paragraphs of ``ARTICLE_CHARS``
  together;
* other: the rest.

On wcxb-dev (500 pages with hand-made types) this calls 1 of 229 articles a listing; see bench/extract
for the confusion table.
"""

from __future__ import annotations

import logging
import re
from urllib.parse import urlsplit

from corpustools.vert.boiler import is_teaser_line
from corpustools.vert.extract import Block

log = logging.getLogger(__name__)

TEASER_CHARS = 25
TEASER_LINK_SHARE = 0.6
MIN_TEASERS = 8
ROOT_MIN_TEASERS = 5
PROSE_PER_TEASER = 20
LONG_PARAGRAPH = 150
ARTICLE_PARAGRAPHS = 4
ARTICLE_CHARS = 1500

_ARTICLE_META = {  # a literal to find quickly (a case-insensitive pattern over a whole page is slow), then the test
    "og:type": re.compile(r"""og:type["']?[^>]{0,40}content=["']?article""", re.I),
    '"@type"': re.compile(r""""@type"\s*:\s*\[?\s*"(?:News|Blog|Report|Scholarly|Tech|Opinion|Analysis|Review)?"""
                          r"""(?:Article|Posting)\b""", re.I),
    "schema.org/": re.compile(r"schema\.org/(?:News|Blog)?(?:Article|Posting)\b", re.I),
}
_CONTENT_BEFORE = re.compile(r"""content=["']?article["'\s][^<>]{0,40}$""", re.I)  # <meta content=.. property=..>
MAX_LOOKS = 50  # occurrences of each literal looked at (JSON-LD graphs can have hundreds of "@type")


def says_article(html: str) -> bool:
    """The page's metadata calls it an article (Open Graph, JSON-LD or microdata)."""
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

# an article's address: a date in the path (/2019/11/18/, /2019-11-18-) or a long slug of words
_ARTICLE_PATH = re.compile(r"/(?:19|20)\d\d[/-][01]?\d[/-]|[^/]+(?:-[^/-]+){4}", re.I)


def _long_plain(block: Block) -> bool:
    return len(block.text) >= LONG_PARAGRAPH and block.link_chars < 0.1 * len(block.text)


def classify(html: str, raw: list[Block], kept: list[Block], url: str) -> str:
    """``article``, ``listing`` or ``other`` for a page with all its blocks ``raw`` and the ``kept`` ones."""
    if says_article(html):
        return "article"
    teasers = sum(1 for b in raw if len(b.text) >= TEASER_CHARS
                  and (b.link_chars > TEASER_LINK_SHARE * len(b.text) or is_teaser_line(b)))
    prose = [b for b in kept if _long_plain(b)]
    prose_chars = sum(len(b.text) for b in prose)
    try:
        path = urlsplit(url).path
    except ValueError:
        path = ""
    if teasers >= MIN_TEASERS and prose_chars < PROSE_PER_TEASER * teasers and not _ARTICLE_PATH.search(path):
        return "listing"
    if not path.strip("/") and teasers >= ROOT_MIN_TEASERS:
        return "listing"
    if len(prose) >= ARTICLE_PARAGRAPHS and prose_chars >= ARTICLE_CHARS:
        return "article"
    return "other"
