"""Review of session 28's unwrapping of redirecting links in feeds (``net.unwrapped_redirect``) and of the
HTML entities a feed's titles carry (``feeds._html_entities_numbered``).

* A Google redirect wrapped in another (a Facebook share of a Google Alert's link, or Google's own
  ``url=`` holding a ``/url?q=``): only the outer one was unwrapped, the link collected was still Google's.
* A feed list's web page whose announced feed address is broken (``href="http://[::1/feed"``) was said as
  "feed parser failed: ValueError('Invalid IPv6 URL')" (``net.normalize_url`` let urljoin's ValueError
  out; ``discover`` met the same).  A page announcing only itself (``href="/"``, a theme's slip) is no
  feed named, under any spelling of its address (guard).
* A redirect whose parameter holds a broken address (``http://[::1``): it was taken, and the link then
  dropped as no address at all; the redirector's own link is kept instead.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
from collect_support import cli, feed_route

from corpustools.collect.feeds import _html_entities_numbered, parse_feed
from corpustools.net import unwrapped_redirect

_ARTICLE = "https://news.example.com/2026/12/budget.html"


def _feed(*links: str) -> bytes:
    items = "".join(f"<item><title>Story {i}&nbsp;&mdash; news</title><link>{link.replace('&', '&amp;')}</link></item>"
                    for i, link in enumerate(links))
    return f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>T</title>{items}</channel></rss>'.encode()


def test_a_redirect_inside_a_redirect_is_unwrapped_to_the_article() -> None:
    inner = f"https://www.google.com/url?q={quote(_ARTICLE, safe='')}&sa=D"
    outer = f"https://l.facebook.com/l.php?u={quote(inner, safe='')}&h=AT0"
    google = f"https://www.google.com/url?rct=j&sa=t&url={quote(inner, safe='')}&ct=ga"
    assert unwrapped_redirect(outer) == _ARTICLE
    parsed = parse_feed(_feed(outer, google), "https://alerts.example.com/feed")
    assert [link.url for link in parsed.links] == [_ARTICLE], parsed.problem
    assert parsed.links[0].title == "Story 0 \u2014 news"


@pytest.mark.parametrize("link", [
    "https://www.google.com/url?rct=j&url=http://[::1&ct=ga",  # a broken address in it
    "https://www.google.com/url?q=javascript:alert(1)",
    "https://www.google.com/url?q=/search%3Fq%3Dbudget",  # relative: Google's own page
    "https://www.google.com/url?q=https://",  # no host
])
def test_a_redirect_to_no_address_is_kept_as_it_is(link: str) -> None:
    assert unwrapped_redirect(link) == link
    parsed = parse_feed(_feed(link), "https://alerts.example.com/feed")
    assert len(parsed.links) == 1 and parsed.links[0].url.startswith("https://www.google.com/url?"), parsed.links


def test_a_page_announcing_itself_or_a_broken_feed_address_is_said_plainly(serve, tmp_path: Path) -> None:
    """Before: "feed parser failed: ValueError('Invalid IPv6 URL')" for the second."""
    server = serve(host="127.0.0.30")
    head = b'<!DOCTYPE html><html><head><title>News</title><link rel="alternate" type="application/rss+xml" href="%s">'
    server.routes["/"] = feed_route(head % b"/" + b"</head><body>x</body></html>", "text/html")
    server.routes["/broken"] = feed_route(head % b"http://[::1/feed" + b"</head><body>x</body></html>", "text/html")
    lst = tmp_path / "feeds.txt"
    lst.write_text(server.url("/") + "\n" + server.url("/broken") + "\n")
    (tmp_path / "ws").mkdir()
    got = cli("collect", "-i", str(lst), "-o", str(tmp_path / "links.txt"), "--allow-private", "--pause", "0",
              "-W", str(tmp_path / "ws"))
    assert "Traceback" not in got.stderr, got.stderr
    said = sorted(line.split(" collect: ", 1)[1] for line in got.stderr.splitlines() if line.startswith("-WARN "))
    assert said == [f"{server.url(p)}: an HTML page, not a feed (try: corpustools discover URL)"
                    for p in ("/", "/broken")], got.stderr


def test_a_page_announcing_itself_names_no_feed_under_any_spelling_of_its_address() -> None:
    page = b'<!DOCTYPE html><html><head><link rel="alternate" type="application/rss+xml" href="/"></head><body>x</body></html>'
    for url in ("https://example.com", "https://Example.com:443/?utm_source=x"):
        assert parse_feed(page, url, "text/html").problem == "an HTML page, not a feed (try: corpustools discover URL)"


def test_a_feed_of_many_unclosed_cdata_sections_is_read_in_time() -> None:
    """Before: 76 s for this feed of 600 KB (the CDATA regex scanned to its end from each open section)."""
    import time

    body = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>News&nbsp;today</title>'
            + b"<item><description><![CDATA[abc &nbsp;" * 20000 + b"</channel></rss>")
    started = time.monotonic()
    parse_feed(body, "https://f.example/feed")
    assert time.monotonic() - started < 10


def test_html_entities_become_references_outside_cdata_only() -> None:
    """Guard: &nbsp; in a title is read; inside CDATA and an escaped '&amp;nbsp;' stay as written."""
    body = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>'
            b"<item><title>Caf&eacute;&nbsp;news &amp;nbsp; here</title><link>https://n.example/a?x=1&amp;y=2</link>"
            b"<description><![CDATA[<p>A&nbsp;B</p>]]></description></item></channel></rss>")
    for stream_above in (1 << 30, 10):
        parsed = parse_feed(body, "https://f.example/feed", stream_above=stream_above)
        assert [link.url for link in parsed.links] == ["https://n.example/a?x=1&y=2"], (stream_above, parsed.problem)
        assert parsed.links[0].title.startswith("Café news "), parsed.links
    mended = _html_entities_numbered(body)
    assert b"Caf&#233;&#160;news &amp;nbsp; here" in mended and b"<![CDATA[<p>A&nbsp;B</p>]]>" in mended
