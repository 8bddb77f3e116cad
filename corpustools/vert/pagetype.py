"""Page type: ``article`` (one text: news, blog post), ``listing`` (home, section, tag and category pages:
lists of teasers linking to the texts) or ``other`` (products, forums, documentation, services ...).

A corpus wants the articles; a listing's text is teaser titles and excerpts that repeat the articles,
so ``vert`` drops listings unless ``vert.keep_listings`` (``--keep-listings``) is set, and records the type
of what it keeps as ``<doc type="...">``.

The decision, from what extraction already has (no second parse):

* article: the page says so in its metadata (``og:type`` article, schema.org ``*Article``/``BlogPosting``
  in JSON-LD or microdata);
* listing, only when it is clear (a page wrongly dropped loses all its text, a listing wrongly kept costs
  a few teasers): many teasers (blocks of at least ``TEASER_CHARS`` that are mostly link text, or excerpts
  cut with "… více"/"… more", left after the element filters) making up at least ``TEASER_SHARE`` of the
  page's text, hardly any paragraph text beside them (fewer than ``LISTING_MAX_PROSE`` long plain
  paragraphs and under ``PROSE_PER_TEASER`` characters of them per teaser), at an address that is not an
  article's (a date in the path, a slug of five words or more) nor one item's (a forum thread or post,
  a question, a product: ``/post/123``, ``/t/slug/45``, ``/products/name-2``, ``viewtopic.php``).
  Menus are teasers too, so the share matters: a company's home page or a documentation page with a big
  menu beside its text is not a listing;
* other: a site's root page with teasers that is not clearly a listing (a home page with excerpts);
* article: the kept text has at least ``ARTICLE_PARAGRAPHS`` long plain paragraphs of ``ARTICLE_CHARS``
  together;
* other: the rest.

On wcxb-dev (500 pages with hand-made types) this calls no article, forum, product or service page a
listing; see bench/extract for the confusion table.
"""

from __future__ import annotations

import logging
import re
from urllib.parse import urlsplit

from corpustools.vert.boiler import is_teaser_line
from corpustools.vert.extract import Block
from corpustools.vert.pagemeta import says_article

log = logging.getLogger(__name__)

TEASER_CHARS = 25
TEASER_LINK_SHARE = 0.6
MIN_TEASERS = 8
TEASER_SHARE = 0.5  # teasers hold at least this share of the page's text
LISTING_MAX_PROSE = 3  # a page with this many long plain paragraphs is not clearly a listing
PROSE_PER_TEASER = 20
LONG_PARAGRAPH = 150
ARTICLE_PARAGRAPHS = 4
ARTICLE_CHARS = 1500

# an article's address: a date in the path (/2019/11/18/, /2019-11-18-) or a long slug of words
_ARTICLE_PATH = re.compile(r"/(?:19|20)\d\d[/-][01]?\d[/-]|[^/]+(?:-[^/-]+){4}", re.I)
# one item's address: a forum thread or post, a question, a product (an id or a slug after the word)
_ITEM_PATH = re.compile(r"/(?:posts?|threads?|topics?|t|questions?|comments|discussions?|itm|items?|products?|produkte?"
                        r"|dp|p)/[^/]*[\d-]|(?:viewtopic|showthread|showtopic|viewthread)\.php", re.I)


def article_address(url: str) -> bool:
    """The address looks like an article's (a date in the path, a slug of five words or more)."""
    return bool(_ARTICLE_PATH.search(urlsplit(url).path))


def item_address(url: str) -> bool:
    """The address is one item's: a forum thread or post, a question, a product (``_ITEM_PATH``)."""
    try:
        return bool(_ITEM_PATH.search(urlsplit(url).path))
    except ValueError:
        return False


def _long_plain(block: Block) -> bool:
    return len(block.text) >= LONG_PARAGRAPH and block.link_chars < 0.1 * len(block.text)


def classify(html: str, raw: list[Block], kept: list[Block], url: str, article: bool | None = None) -> str:
    """``article``, ``listing`` or ``other`` for a page with all its blocks ``raw`` and the ``kept`` ones
    (``article``: what :func:`says_article` answered for the page, when the caller already asked)."""
    if says_article(html) if article is None else article:
        return "article"
    teasers = [b for b in raw if len(b.text) >= TEASER_CHARS
               and (b.link_chars > TEASER_LINK_SHARE * len(b.text) or is_teaser_line(b))]
    prose = [b for b in kept if _long_plain(b)]
    prose_chars = sum(len(b.text) for b in prose)
    try:
        path = urlsplit(url).path
    except ValueError:
        path = ""
    if len(teasers) >= MIN_TEASERS:
        share = sum(len(b.text) for b in teasers) / (sum(len(b.text) for b in raw) or 1)
        if share >= TEASER_SHARE and len(prose) < LISTING_MAX_PROSE and prose_chars < PROSE_PER_TEASER * len(teasers) \
                and not _ARTICLE_PATH.search(path) and not _ITEM_PATH.search(path):
            return "listing"
        if not path.strip("/"):
            return "other"  # a home page with excerpts beside its teasers: kept, but not an article
    if len(prose) >= ARTICLE_PARAGRAPHS and prose_chars >= ARTICLE_CHARS:
        return "article"
    return "other"
