"""The feeds a web page announces (``<link rel="alternate" type="application/rss+xml" href=...>``): read by
``discover`` for the pages it is given, and by ``collect`` to name them when a feed list holds a page's
address instead of its feed's.  Below both, so that neither imports the other for it."""

from __future__ import annotations

from corpustools.net import normalize_url

FEED_TYPES = ("application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json",
              "application/xml", "text/xml", "application/rss", "text/rss+xml")


def feed_links(html: bytes | str, page_url: str) -> list[str]:
    """The feed URLs a page announces with ``<link rel="alternate" type="...">``, absolute, in order."""
    from selectolax.lexbor import LexborHTMLParser

    text = html.decode("utf-8", "replace") if isinstance(html, bytes) else html
    tree = LexborHTMLParser(text)
    base = page_url
    base_node = tree.css_first("base[href]")
    if base_node is not None:
        base = normalize_url(base_node.attributes.get("href") or "", base=page_url) or page_url
    found: list[str] = []
    for node in tree.css("link[href]"):
        attrs = node.attributes
        rels = (attrs.get("rel") or "").lower().split()
        kind = (attrs.get("type") or "").lower().split(";")[0].strip()
        if "alternate" not in rels or kind not in FEED_TYPES or kind == "application/feed+json":
            continue
        url = normalize_url(attrs.get("href") or "", base=base)
        if url and url not in found:
            found.append(url)
    return found
