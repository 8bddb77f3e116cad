"""Feeds of tens of thousands of items are read as a stream (only link, title and date per item): the
same links, titles and dates as feedparser gives, the same safety against entities, the same salvage of
ill-formed XML (which goes to feedparser), and end to end through a real collect process."""

from __future__ import annotations

import time

from collect_support import atom, cli, feed_route, make_workspace, rss1, rss2

from corpustools.collect.feeds import parse_feed

NEVER = 1 << 40  # stream_above: always feedparser


def _items(n: int) -> list[tuple[str, str]]:
    return [(f"Článek <b>{i}</b> &amp; více", f"http://news.example.cz/c/{i}?utm_source=rss") for i in range(n)]


def test_streamed_feeds_give_what_feedparser_gives() -> None:
    for make in (rss2, atom, rss1):
        body = make(_items(2000))
        streamed, parsed = parse_feed(body, "http://news.example.cz/rss", stream_above=0), \
            parse_feed(body, "http://news.example.cz/rss", stream_above=NEVER)
        assert streamed.links == parsed.links and len(streamed.links) == 2000, make.__name__
        assert (streamed.items, streamed.title, streamed.is_feed) == (parsed.items, parsed.title, True)


def test_relative_links_guids_dates_and_userland_namespace() -> None:
    body = b"""<?xml version="1.0" encoding="windows-1250"?>
<rss version="2.0" xmlns="http://backend.userland.com/rss2" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Zpr\xe1vy</title>
<item xml:base="https://news.example.cz/sekce/"><title>Prvn\xed</title><link>prvni</link>
  <pubDate>Fri, 20 Nov 2026 10:00:00 +0100</pubDate></item>
<item><title>Druh\xfd</title><guid isPermaLink="false">https://news.example.cz/guid/2</guid>
  <dc:date>2026-11-20T11:00:00+01:00</dc:date></item>
<item><title>T\xf8et\xed</title><link>/treti</link><pubDate>not a date</pubDate></item>
</channel></rss>"""
    streamed = parse_feed(body, "https://news.example.cz/rss", stream_above=0)
    parsed = parse_feed(body, "https://news.example.cz/rss", stream_above=NEVER)
    assert streamed.links == parsed.links
    assert [ln.url for ln in streamed.links] == ["https://news.example.cz/sekce/prvni",
                                                  "https://news.example.cz/guid/2", "https://news.example.cz/treti"]
    assert [ln.published for ln in streamed.links] == ["2026-11-20T10:00:00+01:00", "2026-11-20T11:00:00+01:00",
                                                        "not a date"]
    assert streamed.title == "Zprávy" and streamed.links[2].title == "Třetí"


def test_entities_are_not_expanded_and_ill_formed_feeds_are_salvaged() -> None:
    entities = ['<!ENTITY lol0 "lollollollollollollollollollol">']
    entities += [f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)]
    laughs = ('<?xml version="1.0"?>\n<!DOCTYPE rss [\n' + "\n".join(entities) + "\n]>\n"
              '<rss version="2.0"><channel><title>&lol9;</title>'
              "<item><title>&lol9;</title><link>http://x.cz/a</link></item></channel></rss>").encode()
    started = time.monotonic()
    parsed = parse_feed(laughs, "http://x.cz/rss", stream_above=0)
    assert time.monotonic() - started < 5
    assert [ln.url for ln in parsed.links] == ["http://x.cz/a"] and len(parsed.links[0].title) < 1000
    broken = rss2(_items(50)).replace(b"</channel></rss>", b"<item><title>cut")  # truncated mid-item
    salvaged = parse_feed(broken, "http://news.example.cz/rss", stream_above=0)
    assert len(salvaged.links) == 50 and salvaged.warning.startswith("not well-formed")


def test_a_feed_of_30000_items_is_collected_whole(serve, tmp_path) -> None:
    server = serve(host="127.0.0.13")
    body = rss2(_items(30_000))
    assert len(body) > 4_000_000  # over the streaming threshold
    server.routes["/big"] = feed_route(body)
    ws = make_workspace(tmp_path, {"big": [server.url("/big")]})
    got = cli("collect", "--allow-private", "--pause", "0", "-W", str(ws.root))
    assert got.returncode == 0, got.stderr
    files = list((ws.collected_links / "big").glob("*.collected"))
    assert len(files) == 1 and len(files[0].read_text().splitlines()) == 30_000
    assert "30000 new links" in got.stderr
