"""What a link's address says about where it leads: the site it is on and whether it leads to one document.

Page typing (a listing's teasers lead to documents), the container's and the chooser's card tests and the
furniture's offer cards all ask the same two questions of an ``href``; they live here, below all of them, so
that the extractor's modules can ask them without importing the page typer, which reads the extractor's blocks.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from corpustools.vert.suffixes import domain_of

WORDS_SLUG = re.compile(r"[^/_-]+(?:[_-][^/_-]+){3,}")  # a slug of four words or more, an article's or a product's


def site_host(url: str) -> str:
    """The page's host without "www." ("" when ``url`` has none), as :func:`document_target` compares them.

    Not :func:`corpustools.net.host_of`, the host with its port that politeness counts requests per: two
    addresses of one site with and without "www." are one site here."""
    try:
        return (urlsplit(url).hostname or "").removeprefix("www.")
    except ValueError:
        return ""


def site_domain(host: str) -> str:
    """(xreview33) The domain a site registers of ``host`` (a :func:`site_host`), its subdomains left out
    (``suffixes.domain_of``: "sport.idnes.cz" -> "idnes.cz", "news.bbc.co.uk" -> "bbc.co.uk"), but a blog platform's
    subdomain whole (``_SHARED_HOSTING``): one newsroom's sections are one site, two writers on one platform are two."""
    domain = domain_of(host)
    return host if domain in _SHARED_HOSTING else domain


# blog platforms whose subdomains are their writers' own sites ("alice.substack.com", "bob.blogspot.com"): a roundup of
# other writers' posts on the same platform links elsewhere
_SHARED_HOSTING = frozenset(("blogspot.com", "wordpress.com", "substack.com", "tumblr.com", "github.io", "medium.com",
                             "wixsite.com", "weebly.com", "livejournal.com", "ghost.io", "blog.cz", "blogspot.cz",
                             "over-blog.com", "hatenablog.com", "typepad.com", "neocities.org", "gitlab.io",
                             "netlify.app", "pages.dev", "webnode.cz", "webnode.com", "jimdofree.com", "blogger.com"))


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
