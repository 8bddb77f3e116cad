"""``pagetype._own_part`` asks the link's host of ``host_of`` (session 31: it repeated its urlsplit/hostname guard).

A listing's card that leads to a part of the page itself (a live blog's entry, a gallery's slide) is the page's
own; one that leads to another site, or that no parser can read, is not; the host is compared without "www.", as
:func:`pagetype.host_of` gives it for the page."""

from __future__ import annotations

import pytest

from corpustools.vert.pagetype import _own_part, host_of

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
def test_own_part_compares_hosts_as_host_of_gives_them(href: str, own: bool) -> None:
    assert _own_part(href, host_of(PAGE), OWN) is own


def test_host_of_drops_www_and_refuses_nothing() -> None:
    assert host_of(PAGE) == "zpravy.example.cz"
    assert host_of("http://[::1/x") == ""
    assert host_of("/relative/path") == ""
