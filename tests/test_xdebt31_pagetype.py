"""``pagetype._own_part`` asks the link's host of ``linktarget.site_host`` (session 31: it repeated its urlsplit/hostname
guard; session 32 moved ``pagetype.host_of`` to ``linktarget.site_host``).

A listing's card that leads to a part of the page itself (a live blog's entry, a gallery's slide) is the page's
own; one that leads to another site, or that no parser can read, is not; the host is compared without "www.", as
:func:`linktarget.site_host` gives it for the page."""

from __future__ import annotations

import pytest

from corpustools.vert.linktarget import site_host
from corpustools.vert.pagetype import _own_part

PAGE = "https://www.zpravy.example.cz/live/volby-2026"
OWN = "/live/volby-2026"


@pytest.mark.parametrize("href, own", [
    ("https://www.zpravy.example.cz/live/volby-2026/prispevek-3", True),  # an entry, the page's host with "www."
    ("https://zpravy.example.cz/live/volby-2026/prispevek-3", True),  # ... and without it
    ("/live/volby-2026?post=3", True),  # a relative address: no host of its own
    ("https://www.zpravy.example.cz/live/volby-2026/", True),  # the page itself
    ("https://jine.example.cz/live/volby-2026/prispevek-3", False),  # the same path on another site
    ("https://www.zpravy.example.cz/domov/zastupitelstvo-schvalilo-rozpocet-mesta-2026", False),  # another article
    ("http://[::1/live/volby-2026/prispevek-3", False),  # an address urlsplit refuses (an unclosed IPv6 bracket)
])
def test_own_part_compares_hosts_as_site_host_gives_them(href: str, own: bool) -> None:
    assert _own_part(href, site_host(PAGE), OWN) is own


def test_site_host_drops_www_and_refuses_nothing() -> None:
    assert site_host(PAGE) == "zpravy.example.cz"
    assert site_host("http://[::1/x") == ""
    assert site_host("/relative/path") == ""
