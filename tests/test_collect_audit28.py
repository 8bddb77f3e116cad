"""Feeds as real sites serve them, collected by a new user (audit of session 28): real processes, a
loopback server.

* HTML's named entities (``&nbsp;``, ``&mdash;``) in an RSS feed, which XML does not define: before, a
  -WARN line "not well-formed XML (undefined entity), salvaged N links" on every poll (mailed by cron), the
  feed read by feedparser's loose parser; a large feed (read item by item past ``STREAM_ABOVE``) was not
  streamed at all.  Now they are read as the characters they name, the feed well-formed.
* FeedBurner feeds give every item's link through feedproxy.google.com and the article's own address in
  ``feedburner:origLink``; Google Alerts feeds give ``https://www.google.com/url?...&url=ARTICLE``, the
  older Google News ones ``news.google.com/news/url?...&url=ARTICLE``.  Before, the redirector's link was
  collected (a request to Google for each, never the same link as the article listed by its own site's
  feed); now the article's address is, deduplicated with the other feeds' links.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from collect_support import cli, feed_route

from corpustools.collect.feeds import parse_feed
from corpustools.net import unwrapped_redirect


def _collect(serve, tmp_path: Path, feeds: dict[str, bytes]) -> tuple[list[str], str]:
    server = serve(host="127.0.0.28")
    for path, body in feeds.items():
        server.routes[path] = feed_route(body)
    lst = tmp_path / "feeds.txt"
    lst.write_text("".join(server.url(p) + "\n" for p in feeds))
    (tmp_path / "ws").mkdir(exist_ok=True)
    out = tmp_path / "links.txt"
    got = cli("collect", "-i", str(lst), "-o", str(out), "--allow-private", "--pause", "0", "-W", str(tmp_path / "ws"))
    assert got.returncode == 0 and "Traceback" not in got.stderr, got.stderr
    return [line.split("\t")[0] for line in out.read_text("utf-8").splitlines()], got.stderr


_ENTITIES = (b'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>News&nbsp;desk</title>'
             b'<item><title>Budget&nbsp;vote &mdash; the council&rsquo;s day&hellip;</title>'
             b'<link>https://news.example.com/budget</link></item>'
             b'<item><title><![CDATA[Tom &amp; Jerry &nbsp; as written]]></title><link>https://news.example.com/tom</link></item>'
             b'<item><title>Caf&eacute; &amp; bar</title><link>https://news.example.com/cafe?a=1&amp;b=2</link></item>'
             b'</channel></rss>')


def test_html_entities_in_a_feed_are_read_without_a_warning(serve, tmp_path: Path) -> None:
    """Before: '-WARN ... not well-formed XML (:1:...: undefined entity), salvaged 3 links' on every poll."""
    links, err = _collect(serve, tmp_path, {"/rss": _ENTITIES})
    assert links == ["https://news.example.com/budget", "https://news.example.com/tom",
                     "https://news.example.com/cafe?a=1&b=2"], err
    assert "-WARN" not in err and "well-formed" not in err, err
    parsed = parse_feed(_ENTITIES, "https://news.example.com/rss")
    assert [link.title for link in parsed.links] == ["Budget vote — the council’s day…", "Tom & Jerry as written",
                                                      "Café & bar"], parsed.links
    assert parsed.warning == "" and parsed.title == "News desk", parsed


def test_a_large_feed_with_html_entities_is_read_item_by_item(tmp_path: Path) -> None:
    """Before: the streaming reader gave up on the undefined entity and the whole feed went to feedparser
    (salvaged, with the warning); now it is streamed (the threshold lowered for the test)."""
    items = b"".join(b"<item><title>Story&nbsp;%d</title><link>https://news.example.com/s/%d</link></item>" % (i, i)
                     for i in range(300))
    body = b'<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>' + items + b"</channel></rss>"
    parsed = parse_feed(body, "https://news.example.com/rss", stream_above=1000)
    assert parsed.items == 300 and len(parsed.links) == 300 and parsed.warning == "", parsed.warning
    assert parsed.links[7].title == "Story 7", parsed.links[7]


def test_a_feed_declaring_its_own_entities_is_left_as_it_is() -> None:
    """Guard: an entity the feed declares itself is not rewritten (feedparser reads its DOCTYPE)."""
    body = (b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY nbsp "&#160;">]><rss version="2.0"><channel><title>T</title>'
            b'<item><title>A&nbsp;B</title><link>https://news.example.com/a</link></item></channel></rss>')
    parsed = parse_feed(body, "https://news.example.com/rss")
    assert [link.url for link in parsed.links] == ["https://news.example.com/a"], parsed


def _feedburner(origin: bool) -> bytes:
    items = b"".join(
        b"<item><title>Story %d</title><link>http://feedproxy.google.com/~r/example/~3/x%d/story%d.htm</link>%s"
        b"<guid isPermaLink='false'>story-%d</guid></item>"
        % (i, i, i, b"<feedburner:origLink>https://news.example.com/story%d.htm?utm_source=feedburner</feedburner:origLink>" % i
           if origin else b"", i) for i in range(3))
    return (b'<?xml version="1.0"?><rss version="2.0" xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0">'
            b"<channel><title>FB</title>" + items + b"</channel></rss>")


_ALERTS = (b'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Google Alert - budget</title>'
           b'<entry><title>Budget</title><link href="https://www.google.com/url?rct=j&amp;sa=t&amp;url=https://news.example.com/budget'
           b'&amp;ct=ga&amp;cd=CAIyGjA&amp;usg=AOvVaw2"/></entry>'
           b'<entry><title>Old News</title><link href="https://news.google.com/news/url?sa=t&amp;fd=R&amp;ct2=us&amp;usg=AFQjCN'
           b'&amp;url=https://other.example.org/a%3Fid%3D5"/></entry>'
           b'<entry><title>Search</title><link href="https://www.google.co.uk/url?q=https://third.example.net/x&amp;sa=U"/></entry>'
           b"</feed>")
_OWN = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>Own</title>'
        b"<item><title>Budget</title><link>https://news.example.com/budget?utm_medium=rss</link></item>"
        b"<item><title>Story 1</title><link>https://news.example.com/story1.htm</link></item></channel></rss>")


def test_feedburner_and_google_links_are_collected_as_the_articles_addresses(serve, tmp_path: Path) -> None:
    """Before: feedproxy.google.com/~r/... and www.google.com/url?... were the links collected."""
    links, err = _collect(serve, tmp_path, {"/fb": _feedburner(True), "/alerts": _ALERTS, "/own": _OWN})
    assert sorted(links) == ["https://news.example.com/budget", "https://news.example.com/story0.htm",
                             "https://news.example.com/story1.htm", "https://news.example.com/story2.htm",
                             "https://other.example.org/a?id=5", "https://third.example.net/x"], err


def test_a_feedburner_feed_of_a_large_size_is_streamed_with_its_original_links() -> None:
    parsed = parse_feed(_feedburner(True), "https://feeds.example.com/fb", stream_above=100)
    assert [link.url for link in parsed.links] == [f"https://news.example.com/story{i}.htm" for i in range(3)]


@pytest.mark.parametrize("url", [
    "http://feedproxy.google.com/~r/example/~3/x0/story0.htm",  # no origLink: the only address there is
    "https://www.google.com/url?sa=t&q=not-an-address",  # a search, no article behind it
    "https://www.google.com/search?q=x&url=https://news.example.com/a",  # not the redirector
    "https://evilgoogle.com/url?url=https://news.example.com/a",
    "https://news.example.com/url?url=https://elsewhere.example.org/",  # a site's own /url page
])
def test_links_that_are_no_known_redirect_are_kept(url: str) -> None:
    """Guard: only the redirectors named in net.REDIRECTORS are unwrapped."""
    assert unwrapped_redirect(url) == url
    if "feedproxy" in url:
        assert [link.url for link in parse_feed(_feedburner(False), "https://f.example.com/").links][0] == url


def test_a_home_page_in_the_feed_list_names_the_feed_it_announces(serve, tmp_path: Path) -> None:
    """Before: '-WARN ... an HTML page, not a feed (try: corpustools discover URL)', the feed unnamed."""
    server = serve(host="127.0.0.29")
    home = (b'<!DOCTYPE html><html><head><title>News</title>'
            b'<link rel="alternate" type="application/rss+xml" title="All news" href="/rss/all.xml">'
            b'<link rel="alternate" type="application/atom+xml" href="https://news.example.com/atom">'
            b"</head><body><h1>News</h1></body></html>")
    server.routes["/"] = feed_route(home, "text/html; charset=utf-8")
    server.routes["/plain"] = feed_route(b"<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>",
                                         "text/html")
    lst = tmp_path / "feeds.txt"
    lst.write_text(server.url("/") + "\n" + server.url("/plain") + "\n")
    (tmp_path / "ws").mkdir()
    got = cli("collect", "-i", str(lst), "-o", str(tmp_path / "links.txt"), "--allow-private", "--pause", "0",
              "-W", str(tmp_path / "ws"))
    said = sorted(line.split(" collect: ", 1)[1] for line in got.stderr.splitlines() if line.startswith("-WARN "))
    assert len(said) == 2 and "Traceback" not in got.stderr, got.stderr  # (the feeds are polled at once: any order)
    assert said[0].startswith(f"{server.url('/')}: an HTML page, not a feed; it announces the feed "
                              f"{server.url('/rss/all.xml')} (and 1 more): put that in the feed list"), got.stderr
    assert said[1] == f"{server.url('/plain')}: an HTML page, not a feed (try: corpustools discover URL)", got.stderr
