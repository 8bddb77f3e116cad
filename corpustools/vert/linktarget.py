"""What a link's address says about where it leads: the site it is on and whether it leads to one document.

Page typing (a listing's teasers lead to documents), the container's and the chooser's card tests and the
furniture's offer cards all ask the same two questions of an ``href``; they live here, below all of them, so
that the extractor's modules can ask them without importing the page typer, which reads the extractor's blocks.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

WORDS_SLUG = re.compile(r"[^/_-]+(?:[_-][^/_-]+){3,}")  # a slug of four words or more, an article's or a product's


def site_host(url: str) -> str:
    """The page's host without "www." ("" when ``url`` has none), as :func:`document_target` compares them.

    Not :func:`corpustools.net.host_of`, the host with its port that politeness counts requests per: two
    addresses of one site with and without "www." are one site here."""
    try:
        return (urlsplit(url).hostname or "").removeprefix("www.")
    except ValueError:
        return ""


def document_target(href: str, host: str) -> bool:
    """The link leads to one document: another site, or an address with a digit (an id, a date) or a slug
    of four words or more in its last segment."""
    try:
        parts = urlsplit(href)
        other = (parts.hostname or "").removeprefix("www.")
    except ValueError:
        return False
    if other and other != host:
        return True
    path = parts.path.rstrip("/")
    return any(c.isdigit() for c in path) or any(c.isdigit() for c in parts.query) \
        or WORDS_SLUG.fullmatch(path.rsplit("/", 1)[-1]) is not None
