"""Whole other stories a news page appends after its own: the page's document is its own story only.

News sites and WordPress news themes load the next article into the page as the reader scrolls (infinite
scroll: Zox News' ``mvp-post-add-story``, a site's list of full ``<article>`` elements each with its own
``data-path``), and a crawler's copy of the page often holds them already: several stories, each with its
own headline, byline or date, text, and its own address (a link in its headline, ``rel="bookmark"``, a
``data-url``/``data-permalink``/``data-path``).  Those are other addresses' documents (they get their own
when crawled) and near-duplicates here, and the container of the page's text spans them all.

The page's own story is told by its headline (the page's title, ``og:title`` or ``twitter:title``, or its
JSON-LD headline) or by its address (the page's, its ``og:url`` or canonical); the stories after it are
dropped from the tree before the text is walked, each only when it carries all the marks of another
article: a headline (an ``<h1>``, or the first ``<h1>``/``<h2>`` of an ``<article>``) of the rank of the
page's own (the same template: a digest's ``<h2>`` items under its ``<h1>`` are its text, and so are its
``<h1>`` items linked to their stories under its own unlinked ``<h1>``) that opens its
element, ``MIN_STORY_CHARS`` of paragraphs, a date or a byline before half of their text, and an address on the same site that is
neither the page's nor under the page's path (a live blog's entries, a paginated story's parts); the
page's own story must keep ``MIN_STORY_CHARS`` of its own.  A page with no story tied to it keeps all of
them, and so does a live blog, a forum thread or a Q&A page by its metadata; the sections of one article
(documentation's ``<h1>`` sections, a review's products) have no addresses of their own, nor dates.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from typing import Any
from urllib.parse import urljoin, urlsplit

from corpustools.vert.pagemeta import says_article

log = logging.getLogger(__name__)

MIN_STORY_CHARS = 400  # paragraph text of a story, the page's own and each appended one
MAX_LEAD_CHARS = 300  # text before a story's headline in its element: a label, a picture's caption, a date
MAX_HEADLINES = 80  # more is a listing's grid, not a page with a few stories appended
_ADDRESS_ATTRS = ("data-url", "data-permalink", "data-path", "data-href", "data-link", "data-share-url",
                  "data-article-url", "data-post-url", "data-canonical", "data-uri")
_ADDRESSED = ", ".join(f"[{a}]" for a in _ADDRESS_ATTRS) + ', a[rel~="bookmark"], [itemprop="url"], ' \
    '[itemprop="mainEntityOfPage"]'
# a date or a byline of the story's own
_STAMPED = 'time, [class*="date" i], [class*="byline" i], [class*="author" i], [rel="author"], ' \
           '[itemprop="datePublished"], [itemprop="author"]'
_STAMPED_NAMES = re.compile(r"date|byline|author", re.I)  # (a <p class="detail__authors"> is a byline)
# not a page: a picture's, a film's or a script's address in a data-url
_NOT_PAGE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|svg|mp[34]|m3u8|js|css|json|xml|pdf)$", re.I)
_NOT_STORY_TYPES = ("LiveBlogPosting", "DiscussionForumPosting", "QAPage")
_LIVE_ADDRESS = re.compile(r"[/_-](?:live|liveblog|live-?ticker|ticker)(?:[/_.-]|$)", re.I)


def drop_appended(tree: Any, url: str, facts: Any) -> int:
    """Remove from ``tree`` (a selectolax parse, before pruning) the whole stories appended after the
    page's own (see the module's docstring); the number removed."""
    found = tree.css("h1, article")
    if len(found) < 2:
        return 0
    headlines = _headlines(found)
    if len(headlines) < 2 or len(headlines) > MAX_HEADLINES:
        return 0
    if any(t in _NOT_STORY_TYPES for t in facts.schema_types()) or _LIVE_ADDRESS.search(_key(url)[1]):
        return 0
    pages = _page_addresses(tree, url, facts)
    titles = {t for t in (_norm(v) for v in _titles(facts)) if t}
    parts = titles | {t for t in (_norm(v) for title in _titles(facts) for v in _TITLE_PARTS.split(title)) if t}
    holding: dict[int, int] = {}  # element -> the headlines it holds
    for heading in headlines:
        node = heading.parent
        while node is not None:
            holding[node.mem_id] = holding.get(node.mem_id, 0) + 1
            node = node.parent
    units = [(heading, _unit(heading, holding)) for heading in headlines]
    named = [_norm(heading.text()) for heading in headlines]
    # the headline that is a title, else the longest that a title begins or ends with (not the site's name
    # in the page's title: "Headline | Example News Network")
    own = next((i for i, h in enumerate(named) if h in titles), None)
    if own is None:
        matching = [i for i, h in enumerate(named) if _headline_matches(h, parts)]
        own = max(matching, key=lambda i: len(named[i])) if matching else None
    named_own = own is not None
    if own is None:
        own = next((i for i, (_, unit) in enumerate(units)
                    if unit is not None and any(_same(a, p) for a in _addresses(unit, url) for p in pages)), None)
    if own is None and says_article(facts.html):  # none tied to the page: the first story, when it names no other
        own = next((i for i, (_, unit) in enumerate(units)
                    if unit is not None and _paragraph_chars(unit) >= MIN_STORY_CHARS), None)
        if own is not None and any(not any(_same(a, p) for p in pages) for a in _page_like(units[own][1], url)):
            own = None
    if own is None:
        return 0
    drops = []
    own_unit = units[own][1] or units[own][0]
    rank = units[own][0].tag  # the same template: a digest's <h2> items under its <h1> are its text
    # ... and under a headline the page's titles name, no link, a digest's headlines linked to their stories (an
    # unnamed first story's page, found by its place alone, is an infinite scroll's whatever its links)
    linked = _linked(units[own][0]) if named_own else None
    for heading, unit in units[own + 1:]:
        if unit is None or heading.tag != rank or (linked is not None and _linked(heading) != linked) \
                or _contains(unit, own_unit) \
                or _paragraph_chars(unit) < MIN_STORY_CHARS:
            continue
        addresses = _page_like(unit, url)
        if not addresses or any(_same(a, p) or _under(a, p) for a in addresses for p in pages):
            continue
        if not any(_same_site(a, url) for a in addresses) or not _stamped_at_head(unit):
            continue
        drops.append(unit)
    if not drops or _own_chars(own_unit, drops[0]) < MIN_STORY_CHARS:
        return 0
    for unit in drops:
        unit.decompose()
    log.debug(f"{url}: {len(drops)} appended stories dropped")
    return len(drops)


def _headlines(found: list) -> list:
    """The stories' headlines in document order: every ``<h1>``, and the first ``<h1>`` or ``<h2>`` of each
    ``<article>``, of ten characters or more."""
    seen: set[int] = set()
    out = []
    for node in found:
        heading = node if node.tag == "h1" else node.css_first("h1, h2")
        if heading is None or heading.mem_id in seen:
            continue
        seen.add(heading.mem_id)
        if len((heading.text() or "").strip()) >= 10:
            out.append(heading)
    return out  # (lexbor gives the elements of a selector list in document order)


def _unit(heading: Any, holding: dict[int, int]) -> Any:
    """The element of the story ``heading`` opens: its highest ancestor holding no other headline with at
    most ``MAX_LEAD_CHARS`` of text before it; None for the heading alone (another headline beside it)."""
    node, lead, unit = heading, 0, None
    while True:
        parent = node.parent
        if parent is None or parent.tag in ("body", "html", "main") or holding.get(parent.mem_id, 0) > 1:
            return unit
        sibling = node.prev
        while sibling is not None:
            lead += len((sibling.text() or "").strip())
            sibling = sibling.prev
        if lead > MAX_LEAD_CHARS:
            return unit
        node = unit = parent


def _linked(heading: Any) -> bool:
    """The headline is a link (to its story: a digest's or an archive's item, ``<h1><a href>``), as a whole
    article's template does not make it (the page's own, an infinite scroll's next story in the same template)."""
    return heading.css_first("a[href]") is not None or (heading.parent is not None and heading.parent.tag == "a")


def _stamped_at_head(unit: Any) -> bool:
    """A date or a byline (``_STAMPED``) heads the story, before half of its paragraphs' text (a standfirst
    may come first): another article's, not a section of the page's own story with a dated box of links at
    its end."""
    seen, stamps = 0, []
    for node in unit.css(_STAMPED + ", p"):  # (in document order)
        if node.tag != "p" or node.css_first(_STAMPED) is not None or _STAMPED_NAMES.search(
                node.attributes.get("class") or ""):
            stamps.append(seen)
        else:
            seen += len((node.text() or "").strip())
    return bool(stamps) and stamps[0] < seen / 2


def _contains(outer: Any, inner: Any) -> bool:
    if inner is None:
        return False
    node = inner
    while node is not None:
        if node.mem_id == outer.mem_id:
            return True
        node = node.parent
    return False


def _paragraph_chars(element: Any) -> int:
    return sum(len((p.text() or "").strip()) for p in element.css("p"))


def _own_chars(own_unit: Any, first_drop: Any) -> int:
    """The paragraph text of the page's own story: of the elements from its unit's up to the one holding
    the first appended story, under the element holding both."""
    path = []
    node = first_drop
    while node is not None:
        path.append(node)
        node = node.parent
    ids = {n.mem_id: i for i, n in enumerate(path)}
    start = own_unit
    while start.parent is not None and start.parent.mem_id not in ids:
        start = start.parent
    if start.parent is None:
        return 0
    stop = path[ids[start.parent.mem_id] - 1].mem_id
    total, node = 0, start
    while node is not None and node.mem_id != stop:
        if node.tag == "p":
            total += len((node.text() or "").strip())
        elif node.tag != "-text":
            total += _paragraph_chars(node)
        node = node.next
    return total


def _addresses(unit: Any, base: str) -> list[str]:
    """The addresses a story's element gives itself: its headline's link, ``rel="bookmark"``, microdata's
    ``url``, a ``data-url``-like attribute (a path without its leading slash is the site's)."""
    out = []
    links = []
    heading = unit.css_first("h1, h2")
    if heading is not None:
        link = heading.css_first("a[href]")
        if link is None and heading.parent is not None and heading.parent.tag == "a":
            link = heading.parent
        if link is not None:
            links.append(link)
    for node in [unit, *unit.css(_ADDRESSED)]:
        attrs = node.attributes
        for name in _ADDRESS_ATTRS:
            value = (attrs.get(name) or "").strip()
            if value and not value.startswith(("#", "javascript:")):
                out.append(_join(base, value if "://" in value or value.startswith("/") else "/" + value))
        if node.tag == "a" and "bookmark" in (attrs.get("rel") or "").split():
            links.append(node)
        elif attrs.get("itemprop") in ("url", "mainEntityOfPage"):
            value = (attrs.get("href") or attrs.get("content") or attrs.get("itemid") or "").strip()
            if value:
                out.append(_join(base, value))
    for link in links:
        value = (link.attributes.get("href") or "").strip()
        if value and not value.startswith(("#", "javascript:", "mailto:")):
            out.append(_join(base, value))
    return [a for a in out if a]


def _join(base: str, value: str) -> str:
    """``value`` resolved against ``base``; "" for an address that is none ("http://[::1": no host)."""
    try:
        return urljoin(base, value)
    except ValueError:
        return ""


def _page_like(unit: Any, base: str) -> list[str]:
    """The addresses of pages a story's element gives itself (not a picture's in a ``data-url``)."""
    return [a for a in _addresses(unit, base) if not _NOT_PAGE.search(_key(a)[1])]


def _page_addresses(tree: Any, url: str, facts: Any) -> list[str]:
    out = [url]
    for key in ("og:url", "twitter:url"):
        value = facts.meta.get(key, "").strip()
        if value:
            out.append(_join(url, value))
    link = tree.css_first('link[rel="canonical"]')
    if link is not None and (link.attributes.get("href") or "").strip():
        out.append(_join(url, (link.attributes.get("href") or "").strip()))
    return [a for a in out if a]


def _titles(facts: Any) -> list[str]:
    out = [facts.title, facts.meta.get("og:title", ""), facts.meta.get("twitter:title", "")]
    for item in facts.articles():
        headline = item.get("headline")
        if isinstance(headline, str):
            out.append(headline)
    return out


_PUNCT = re.compile(r"[\W_]+")
_TITLE_PARTS = re.compile(r"\s[|\-–—:·»•/]\s")  # a title's parts: "Headline | Site", "Site – Headline"


def _norm(text: str) -> str:
    """Letters and digits of a headline, lowered, one space between words (quotes and dashes gone)."""
    return _PUNCT.sub(" ", unicodedata.normalize("NFKC", text or "")).strip().casefold()


_MIN_MATCH = 15  # a title's part this long or longer names the headline it begins or ends


def _headline_matches(h: str, parts: set[str]) -> bool:
    """The headline ``h`` (normalized: ``_norm``) is a title with the site's name before or after it
    ("Headline | Site"), or a title or a title's part (``parts``) is the headline cut short ("… Messenger"
    of "… Messenger Worldwide")."""
    if len(h) < _MIN_MATCH:
        return False
    return any(t.startswith(h) or t.endswith(h) or (len(t) >= _MIN_MATCH and h.startswith(t)) for t in parts)


def _key(address: str) -> tuple[str, str, str]:
    """Host (without "www."), path (without its last slash) and query of an address."""
    try:
        parts = urlsplit(address)
    except ValueError:
        return "", "", ""
    host = parts.netloc.lower().removeprefix("www.")
    return host, parts.path.rstrip("/"), parts.query


def _same(a: str, b: str) -> bool:
    ka, kb = _key(a), _key(b)
    return ka[:2] == kb[:2] and (ka[2] == kb[2] or not ka[2] or not kb[2])


def _under(a: str, b: str) -> bool:
    """``a`` is a part of the page ``b``: its path continues ``b``'s (a live blog's entry, a story's page 2)."""
    ka, kb = _key(a), _key(b)
    return ka[0] == kb[0] and bool(kb[1]) and ka[1].startswith(kb[1] + "/")


def _same_site(a: str, b: str) -> bool:
    ha, hb = _key(a)[0], _key(b)[0]
    return bool(ha) and (ha == hb or ha.endswith("." + hb) or hb.endswith("." + ha))
