"""Google News feeds (session 29, issue 12's "never lose a page").

A Google News feed (``news.google.com/rss/search?q=...``, ``/rss/topics/...``) links every article through
Google: ``https://news.google.com/rss/articles/CBMi...?oc=5``.  The id is a base64url protobuf; until 2024
its string field 4 held the publisher's address itself.  Before, that Google address was the link
collected: the same article in two Google feeds (or in the publisher's own feed) was two links, and the
page was downloaded through Google's redirect (its consent page in the EU).  Now the address is read from
the id when the id holds it plainly; an opaque id (the newer ``CBMi...AU_yqL...`` ones, resolved only by
Google's servers) is kept as the link it is: never lost.  No network: the ids are made here as Google
makes them.
"""

from __future__ import annotations

import base64

import pytest

from corpustools.collect.feeds import parse_feed
from corpustools.net import unwrapped_redirect


def _article_id(url: str, amp: str = "") -> str:
    """An id of Google News's pre-2024 form: field 1 = 19, field 4 = the address (field 26: its AMP page)."""
    def string(tag: bytes, value: str) -> bytes:
        data, length, size = value.encode(), b"", len(value.encode())
        while True:
            length += bytes([(size & 0x7F) | (0x80 if size > 0x7F else 0)])
            size >>= 7
            if not size:
                break
        return tag + length + data
    return base64.urlsafe_b64encode(b"\x08\x13" + string(b"\x22", url) + string(b"\xd2\x01", amp)).decode().rstrip("=")


# an id of the newer form (2024 on): field 4 holds a token, not the address
OPAQUE = "CBMiK0FVX3lxTE5hQlJ3eVhQRlJIaWVZa0lNZkpvdXVSQ0RYTFdScHZXV0ctbFRSckhP0gEA"
LONG = "https://www.zeit.de/politik/deutschland/2024-03/haushalt-bundestag-schuldenbremse-einigung-koalition-finanzminister"


def _feed(*links: str) -> bytes:
    items = "".join(
        f"<item><title>Story {i} - Publisher</title><link>{link}</link>"
        f'<guid isPermaLink="false">{link.rsplit("/", 1)[1].split("?")[0]}</guid>'
        f"<pubDate>Mon, 30 Nov 2026 0{i}:00:00 GMT</pubDate>"
        f'<description>&lt;a href="{link}" target="_blank"&gt;Story {i}&lt;/a&gt;</description>'
        f'<source url="https://www.publisher.example">Publisher</source></item>'
        for i, link in enumerate(links))
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" '
            f'xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator>'
            f'<title>"haushalt" - Google News</title><link>https://news.google.com/search?q=haushalt&amp;hl=de</link>'
            f"<language>de</language><description>Google News</description>{items}</channel></rss>").encode()


def test_the_publishers_address_is_read_from_an_article_id() -> None:
    """Before: the links were news.google.com/rss/articles/CBMi...?oc=5, Google's, not the articles'."""
    links = [f"https://news.google.com/rss/articles/{_article_id('https://www.publisher.example/politik/a-1.html')}?oc=5",
             f"https://news.google.com/rss/articles/{_article_id(LONG, LONG.replace('www.', 'amp.'))}?oc=5",
             f"https://news.google.com/articles/{_article_id('http://news.example.cz/clanek/2')}"]
    parsed = parse_feed(_feed(*links), "https://news.google.com/rss/search?q=haushalt&hl=de&gl=DE&ceid=DE:de")
    assert [link.url for link in parsed.links] == ["https://www.publisher.example/politik/a-1.html", LONG,
                                                   "http://news.example.cz/clanek/2"]


def test_an_opaque_article_id_is_kept_as_the_link_it_is() -> None:
    """Guard: the newer ids hold no address: the link is Google's, kept (never lost), not mangled."""
    link = f"https://news.google.com/rss/articles/{OPAQUE}?oc=5"
    parsed = parse_feed(_feed(link), "https://news.google.com/rss/topics/CAAqJggKIiBDQkFTRWdvSUwyMHZNRGx1YlY4U0FtVnVHZ0pWVXlnQVAB")
    assert [link.url for link in parsed.links] == [link]


@pytest.mark.parametrize("url", [
    f"https://news.google.com/rss/articles/{OPAQUE}?oc=5",
    "https://news.google.com/rss/articles/@@@notbase64@@@",  # not an id at all
    "https://news.google.com/rss/articles/" + base64.urlsafe_b64encode(b"\x08\x13\x22\x40https://cut").decode(),  # cut
    "https://news.google.com/topics/" + _article_id("https://x.example/a"),  # a topic page, not an article
    "https://news.google.example/rss/articles/" + _article_id("https://x.example/a"),  # not Google's host
    "https://news.google.com/rss/articles/" + _article_id("javascript:alert(1)"),  # no http(s) address
])
def test_links_that_hold_no_readable_address_are_kept(url: str) -> None:
    assert unwrapped_redirect(url) == url
