"""Large feeds read as a stream: only each item's link, title and date are kept.

feedparser builds a dictionary of a dozen keys (with nested detail dictionaries and parsed dates) for
every item: a feed of 200,000 items took about 1 GB, and a collector polling several at once 1.44 GB.
Above :data:`STREAM_ABOVE` bytes the feed is read with an incremental XML parser instead (defusedxml's
iterparse: no DTD entities, no external resources), each item is reduced to a
:class:`~corpustools.collect.store.Link` as soon as it ends and then dropped from the tree.  RSS 0.9x
/2.0, RSS 1.0 (RDF) and Atom are read; the date texts are handed over raw, so they match
what feedparser gives for small feeds (the caller turns them into text as it does for feedparser's).  A large feed that is not well-formed XML (or declares
entities) returns None and the caller salvages it with feedparser as before.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

STREAM_ABOVE = 4_000_000  # bytes: smaller feeds go to feedparser (every quirk it knows)

_ATOM = "{http://www.w3.org/2005/Atom}"
_ATOM03 = "{http://purl.org/atom/ns#}"
_RSS1 = "{http://purl.org/rss/1.0/}"
_DC = "{http://purl.org/dc/elements/1.1/}"
_DCTERMS = "{http://purl.org/dc/terms/}"
_XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"
# RSS 2.0 written in a default namespace (UserLand's): read as plain RSS
_RSS2_NAMESPACES = ("{http://backend.userland.com/rss2}", "{http://backend.userland.com/rss}")
ITEM_TAGS = {"item", f"{_RSS1}item", f"{_ATOM}entry", f"{_ATOM03}entry"}
TITLE_TAGS = {"title", f"{_RSS1}title", f"{_ATOM}title", f"{_ATOM03}title", f"{_DC}title"}
CHANNEL_TAGS = {"channel", f"{_RSS1}channel", f"{_ATOM}feed", f"{_ATOM03}feed"}
# in feedparser's order of preference: published, then updated, then created
DATE_TAGS = (("pubDate", f"{_ATOM}published", f"{_ATOM03}issued", f"{_DCTERMS}issued"),
             (f"{_DC}date", f"{_ATOM}updated", f"{_ATOM03}modified", f"{_DCTERMS}modified"),
             (f"{_ATOM03}created", f"{_DCTERMS}created"))


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _dates(item: Any) -> list[str]:
    """The item's date texts, published first, then updated, then created (as feedparser ranks them)."""
    found = []
    for tags in DATE_TAGS:
        for tag in tags:
            node = item.find(tag)
            if node is not None and (node.text or "").strip():
                found.append(node.text.strip())
                break
    return found


_FEEDBURNER_ORIGINAL = "{http://rssnamespace.org/feedburner/ext/1.0}origLink"


def _link(item: Any) -> str:
    original = item.find(_FEEDBURNER_ORIGINAL)  # the article's own address, as feeds.parse_feed takes it
    if original is not None and (original.text or "").strip().lower().startswith(("http://", "https://")):
        return original.text.strip()
    for child in item:
        name = _local(child.tag)
        if name == "link" and child.tag in ("link", f"{_RSS1}link") and (child.text or "").strip():
            return child.text.strip()
    for child in item:
        if child.tag in (f"{_ATOM}link", f"{_ATOM03}link") and child.get("href") \
                and child.get("rel", "alternate") == "alternate":
            return child.get("href", "")
    for child in item:
        if child.tag in ("guid", f"{_ATOM}id", f"{_ATOM03}id") and (child.text or "").strip():
            value = child.text.strip()
            if value.startswith(("http://", "https://")):  # feedparser takes a guid even if not a permalink
                return value
    about = item.get("{http://www.w3.org/1999/02/22-rdf-syntax-ns#}about") or ""
    return about if about.startswith(("http://", "https://")) else ""


def _text(node: Any) -> str:
    return "".join(node.itertext()) if node is not None else ""


def stream_items(body: bytes, on_item: Callable[[str, str, list[str], str], None],
                 cut: bool = False) -> tuple[str, str, int] | None:
    """Call ``on_item(link, title, dates, base)`` for every item of the feed in ``body`` (``dates``: the
    published, updated and created texts present; ``base``: the item's ``xml:base``, or ""); returns (version, feed title, number of items), or None when the bytes
    are not a well-formed RSS/Atom document.  ``cut``: ``body`` is the head of a feed cut short (at
    ``max_bytes``), so the error at its end is expected: the items read whole before it are kept."""
    from urllib.parse import urljoin
    from xml.etree.ElementTree import ParseError

    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import iterparse

    stack: list[Any] = []
    bases: list[str] = []
    version, title, items = "", "", 0
    try:
        for event, elem in iterparse(io.BytesIO(body), events=("start", "end")):
            if event == "start":
                if elem.tag.startswith(_RSS2_NAMESPACES):
                    elem.tag = elem.tag.split("}", 1)[1]
                base = bases[-1] if bases else ""
                if elem.get(_XML_BASE):
                    base = urljoin(base, elem.get(_XML_BASE, "")) if base else elem.get(_XML_BASE, "")
                bases.append(base)
                if not stack:
                    root = _local(elem.tag).lower()
                    version = {"rss": "rss", "rdf": "rss10", "feed": "atom"}.get(root, "")
                    if not version:
                        return None
                stack.append(elem)
                continue
            stack.pop()
            base = bases.pop()
            if elem.tag in ITEM_TAGS:
                items += 1
                on_item(_link(elem), _text(elem.find(next((t for t in TITLE_TAGS if elem.find(t) is not None),
                                                          "title"))), _dates(elem), base)
                if stack:
                    stack[-1].remove(elem)  # the item is done: nothing of it stays in memory
            elif elem.tag in TITLE_TAGS and stack and stack[-1].tag in CHANNEL_TAGS and not title:
                title = _text(elem)
    except (ParseError, DefusedXmlException, ValueError, LookupError) as exc:
        if cut and items and isinstance(exc, ParseError):
            return version, title, items
        log.debug(f"streaming feed parser gave up: {exc}")
        return None
    return version, title, items
