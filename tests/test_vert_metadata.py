"""Document metadata: the publication date and where it came from, the headline, the site, the author.

Pages are written here; the feed date is carried through real collect -> download -> vert runs against
loopback servers.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from collect_support import feed_route, loop_settings, make_workspace
from httpserver import Route
from vert_support import CS_TEXT, CS_TEXT2, docs_of, make_warc, read_vert, settings_data

from corpustools import executors
from corpustools.collect.run import collect_workspace
from corpustools.download.run import download_workspace
from corpustools.vert.headline import site_keys, strip_site
from corpustools.vert.metadata import crawled_time, page_metadata, site_of
from corpustools.vert.run import convert

CRAWLED = "2026-11-20T10:15:02.123456Z"
BODY = f"<article><h1>Vláda schválila rozpočet</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"


def html(head: str = "", body: str = BODY, title: str = "Vláda schválila rozpočet | Deník.cz") -> str:
    return f"<!DOCTYPE html><html><head><title>{title}</title>{head}</head><body>{body}</body></html>"


def jsonld(**fields: object) -> str:
    return f'<script type="application/ld+json">{json.dumps({"@type": "NewsArticle", **fields})}</script>'


def meta(prop: str, content: str, attr: str = "property") -> str:
    return f'<meta {attr}="{prop}" content="{content}">'


URL = "https://www.denik.cz/domov/vlada-schvalila-rozpocet.html"


# -- dates --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("head, url, date, source", [
    (jsonld(datePublished="2026-11-18T21:00:00+01:00"), URL, "2026-11-18", "jsonld"),
    ('<script type="application/ld+json">{"@graph": [{"@type": "WebSite", "name": "Deník"}, '
     '{"@type": "Article", "datePublished": "2026-11-17"}]}</script>', URL, "2026-11-17", "jsonld"),
    ('<script type="application/ld+json">{"@type": "NewsArticle", "datePublished": "2026-11-17T10:00:00+01:00",'
     ' "headline": "Bad "quotes"",}</script>' + meta("article:published_time", "2026-11-16"), URL, "2026-11-17",
     "jsonld"),  # not JSON: the date is still read from it
    (meta("article:published_time", "2026-11-16T08:00:00+01:00"), URL, "2026-11-16", "meta"),
    (meta("og:published_time", "2026-11-15"), URL, "2026-11-15", "meta"),
    (meta("DC.date.issued", "2026-11-14", "name"), URL, "2026-11-14", "meta"),
    ('<meta itemprop="datePublished" content="2026-11-13">', URL, "2026-11-13", "meta"),
    ("", "https://www.example.com/2026/11/12/budget.html", "2026-11-12", "url"),
    ("", "https://www.example.com/news/budget-20261111.html", "2026-11-11", "url"),
    (meta("published", "November 10th, 2026", "name"), URL, "2026-11-10", "meta"),  # a month written as a word
    (jsonld(datePublished="9. listopadu 2026"), URL, "2026-11-09", "jsonld"),
])
def test_each_date_source(head, url, date, source):
    found = page_metadata(html(head), url, CRAWLED, search_page=False)
    assert (found.date, found.date_source, found.year, found.month) == (date, source, date[:4], date[:7])


def test_the_page_search_finds_a_date_written_in_the_text_only():
    body = BODY.replace("<h1>", '<span class="clanek-datum">10. 11. 2026 14:21</span><h1>')
    found = page_metadata(html(body=body), URL, CRAWLED)
    assert (found.date, found.date_source) == ("2026-11-10", "page")  # day-first, as written
    assert page_metadata(html(body=body), URL, CRAWLED, htmldate=True).date == "2026-11-10"
    assert page_metadata(html(body=body), URL, CRAWLED, search_page=False).date_source == "none"


@pytest.mark.parametrize("line, date", [
    ('<span class="datum">Publikováno 8. března 2013, 14:21</span>', "2013-03-08"),
    ('<p class="byline">Posted on Nov 21st, 2018 by Jane</p>', "2018-11-21"),
    ('<div>Veröffentlicht am 3. März 2020</div>', "2020-03-03"),
    ('<div>Mis à jour le 12 septembre 2019</div><div>Publié le 5 septembre 2019</div>', "2019-09-05"),  # the oldest
    ('<div>Publicado el 8 de mayo de 2021</div>', "2021-05-08"),
])
def test_the_last_resort_reads_dates_written_in_the_text(line, date):
    body = BODY.replace("<h1>", line + "<h1>")
    found = page_metadata(html(body=body), URL, CRAWLED)
    assert (found.date, found.date_source) == (date, "page")


def test_the_last_resort_does_not_load_dateparser_nor_htmldate():
    """dateparser (htmldate's free-text fallback) compiles its locales in every worker on first use,
    seconds of CPU, enough to break the first document's time cap: the page search must do without it;
    and htmldate itself (a second parse of the page, a quarter of a worker's CPU) only when asked for."""
    body = BODY.replace("<h1>", '<span class="date">8. března 2013</span><h1>')
    code = ("import sys\n"
            "from corpustools.vert.metadata import page_metadata\n"
            f"found = page_metadata({html(body=body)!r}, {URL!r}, {CRAWLED!r})\n"
            "print(found.date, found.date_source, 'dateparser' in sys.modules, 'htmldate' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.split() == ["2013-03-08", "page", "False", "False"], done.stderr


def test_the_feed_date_wins_then_jsonld_then_meta_then_url():
    head = jsonld(datePublished="2026-11-18") + meta("article:published_time", "2026-11-16")
    url = "https://www.example.com/2026/11/12/budget.html"
    feed = {"published": "2026-11-19T23:30:00+01:00", "feed": "https://www.example.com/rss"}
    assert page_metadata(html(head), url, CRAWLED, feed).date == "2026-11-19"  # the feed's local day
    assert page_metadata(html(head), url, CRAWLED).date == "2026-11-18"
    assert page_metadata(html(meta("article:published_time", "2026-11-16")), url, CRAWLED).date == "2026-11-16"
    assert page_metadata(html(), url, CRAWLED).date == "2026-11-12"


def test_future_and_ancient_dates_are_passed_over_and_the_crawl_time_is_never_a_date():
    head = jsonld(datePublished="2027-01-05") + meta("article:published_time", "1985-06-01")
    found = page_metadata(html(head), "https://www.example.com/a.html", CRAWLED, {"published": "2031-01-01"})
    assert (found.date, found.date_source) == ("", "none")
    assert found.crawled == "2026-11-20T10:15:02Z" and found.year == "" and found.month == ""
    # a site's "today" in its header, found by htmldate's free-text search next to the capture day, is not
    # taken for the article's date; the same page captured later would have it
    today = BODY.replace("<h1>", "<div class='top'>Dnes je 19.11.2026, svátek má Alžběta</div><h1>")
    assert page_metadata(html(body=today), "https://www.example.com/a.html", CRAWLED).date == ""
    later = page_metadata(html(body=today), "https://www.example.com/a.html", "2026-12-20T08:00:00Z")
    assert (later.date, later.date_source) == ("2026-11-19", "page")
    # the next day is still believable (a publisher east of UTC), later days are not
    assert page_metadata(html(jsonld(datePublished="2026-11-21")), URL, CRAWLED).date == "2026-11-21"
    assert page_metadata(html(jsonld(datePublished="2026-11-22")), URL, CRAWLED).date_source == "none"


def test_a_utc_time_just_after_the_urls_day_is_the_urls_local_day():
    url = "https://blog.example.com/2026/11/12/evening-post/"
    utc = page_metadata(html(meta("article:published_time", "2026-11-13T03:10:00+00:00")), url, CRAWLED)
    assert (utc.date, utc.date_source) == ("2026-11-12", "url")
    local = page_metadata(html(meta("article:published_time", "2026-11-13T03:10:00+01:00")), url, CRAWLED)
    assert (local.date, local.date_source) == ("2026-11-13", "meta")  # stated in local time: as written


def test_crawled_is_utc_to_the_second():
    assert crawled_time("2026-11-20T10:15:02.123456Z") == "2026-11-20T10:15:02Z"
    assert crawled_time("2026-11-20T11:15:02+01:00") == "2026-11-20T10:15:02Z"
    assert crawled_time("20261120101502") == "2026-11-20T10:15:02Z"  # ARC
    assert crawled_time("2026-11-20T10:15:02.123456789Z") == "2026-11-20T10:15:02Z"  # nanoseconds (jwarc)
    assert crawled_time("2026-11-20T00:15:02-01:30") == "2026-11-20T01:45:02Z"
    assert crawled_time("garbage") == ""


def test_a_warc_date_at_the_calendars_edge_is_no_crash_but_unread():
    """A WARC-Date whose offset takes it past year 9999 or before year 1 in UTC raised OverflowError, and the
    record's page went with it; it is a date that cannot be read, as a malformed one."""
    assert crawled_time("9999-12-31T23:59:59-01:00") == ""
    assert crawled_time("0001-01-01T00:30:00+01:00") == ""
    assert crawled_time("9999-12-31T23:59:59+01:00") == "9999-12-31T22:59:59Z"


# -- headline ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("title, url, site_name", [
    ("Vláda schválila rozpočet | iROZHLAS - spolehlivé zprávy", "https://www.irozhlas.cz/x", ""),
    ("Vláda schválila rozpočet - Deník.cz", "https://www.denik.cz/x", ""),
    ("Vláda schválila rozpočet – Aktuálně.cz", "https://zpravy.aktualne.cz/x", ""),
    ("Vláda schválila rozpočet — The Guardian", "https://www.theguardian.com/x", ""),
    ("Vláda schválila rozpočet : Le Monde", "https://www.lemonde.fr/x", ""),
    ("Vláda schválila rozpočet « Můj blog", "https://mujblog.example.cz/x", "Můj blog"),
    ("iDNES.cz » Vláda schválila rozpočet", "https://www.idnes.cz/x", ""),
    ("BBC News: Vláda schválila rozpočet", "https://www.bbc.co.uk/news/x", "BBC News"),
])
def test_site_name_is_cut_from_the_title_in_each_style(title, url, site_name):
    head = meta("og:site_name", site_name) if site_name else ""
    body = f"<article><p>{CS_TEXT}</p></article>"  # no <h1>: the <title> is all there is
    found = page_metadata(html(head, body, title), url, CRAWLED, search_page=False)
    assert found.headline == "Vláda schválila rozpočet"
    assert found.title == title  # the raw <title> stays as the title attribute


def test_a_headline_with_its_own_dash_or_colon_is_left_whole():
    keys = site_keys("denik.cz", ["Deník"])
    assert strip_site("Brexit: co bude dál - Deník.cz", keys) == "Brexit: co bude dál"
    assert strip_site("Babiš - Fiala: 2:1", keys) == "Babiš - Fiala: 2:1"
    assert strip_site("Deník N - nový list | Deník.cz", keys) == "Deník N - nový list"


def test_headline_order_jsonld_then_og_title_then_h1():
    head = jsonld(headline="Z JSON-LD") + meta("og:title", "Z og:title | Deník.cz")
    assert page_metadata(html(head), URL, CRAWLED, search_page=False).headline == "Z JSON-LD"
    assert page_metadata(html(meta("og:title", "Z og:title | Deník.cz")), URL, CRAWLED,
                         search_page=False).headline == "Z og:title"
    assert page_metadata(html(title="Titulek stránky"), URL, CRAWLED,
                         search_page=False).headline == "Vláda schválila rozpočet"  # the <h1>


def test_a_headline_that_is_only_the_site_name_or_a_slug_is_passed_over():
    head = jsonld(headline="adac-kindersitztest-herbst-2018") + meta("og:title", "Deník") + meta("og:site_name", "Deník")
    assert page_metadata(html(head), URL, CRAWLED, search_page=False).headline == "Vláda schválila rozpočet"


def test_unknown_site_name_after_the_h1_is_cut():
    found = page_metadata(html(title="Vláda schválila rozpočet | Nějaký Web s Heslem"), "https://x.example.org/a",
                          CRAWLED, search_page=False)
    assert found.headline == "Vláda schválila rozpočet"


# -- site, author -------------------------------------------------------------------------------------

@pytest.mark.parametrize("url, site", [
    ("https://www.bbc.co.uk/news/world", "bbc.co.uk"),
    ("https://news.something.gov.uk/a", "something.gov.uk"),
    ("https://zpravy.idnes.cz/a", "idnes.cz"),
    ("https://www.abc.net.au/news/a", "abc.net.au"),
    ("https://shop.example.com.au/a", "example.com.au"),
    ("http://127.0.0.1:8080/a", "127.0.0.1"),
    ("https://www.xn--luouk-uva4it5a4g.cz/a", "žluťoučký.cz"),
])
def test_site_is_the_registered_domain_under_multi_part_suffixes(url, site):
    assert site_of(url) == site


def test_no_network_at_run_time(serve):
    """The suffix list is read from the installed package, and a page that is nothing but a URL is not
    fetched by htmldate (it downloads a string that looks like a URL)."""
    trap = serve({"/trap": Route("<html><body><time datetime='2026-11-02'>x</time></body></html>")},
                 host="127.0.0.62")
    found = page_metadata(trap.url("/trap"), "https://www.bbc.co.uk/news/a", CRAWLED)
    assert trap.hits == [] and found.date == "" and found.site == "bbc.co.uk"
    code = ("import socket\n"
            "def refuse(*a, **k): raise OSError('network used')\n"
            "socket.socket = refuse; socket.create_connection = refuse; socket.getaddrinfo = refuse\n"
            "from corpustools.vert.metadata import site_of\n"
            "print(site_of('https://news.something.gov.uk/a'))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "something.gov.uk", done.stderr


def test_author_from_jsonld_then_meta():
    head = jsonld(author=[{"@type": "Person", "name": "Jana Nováková"}, {"name": "Petr Svoboda"}])
    assert page_metadata(html(head), URL, CRAWLED, search_page=False).author == "Jana Nováková; Petr Svoboda"
    head = meta("author", "Jana Nováková", "name") + meta("article:author", "https://www.facebook.com/jana")
    assert page_metadata(html(head), URL, CRAWLED, search_page=False).author == "Jana Nováková"
    assert page_metadata(html(meta("byl", "By Jane Doe", "name")), URL, CRAWLED, search_page=False).author == "Jane Doe"
    assert page_metadata(html(), URL, CRAWLED, search_page=False).author == ""


# -- in the vertical ---------------------------------------------------------------------------------

def _doc_attrs(doc: str) -> dict[str, str]:
    return dict(re.findall(r'(\w+)="([^"]*)"', doc.split("\n", 1)[0]))


def test_vertical_doc_attributes_head_and_no_repeated_headline(tmp_path):
    head = jsonld(datePublished="2026-11-18T21:00:00+01:00", author={"name": "Jana Nováková"})
    warc = make_warc(tmp_path / "a.warc.gz", [dict(url=URL, html=html(head), date=CRAWLED)])
    out = tmp_path / "a.vert"
    counters = convert(settings_data(), [warc], out, workers=1, source="cs_media")
    [doc] = docs_of(read_vert(out))
    attrs = _doc_attrs(doc)
    assert list(attrs) == ["id", "url", "title", "date", "date_source", "year", "month", "crawled", "site",
                           "author", "source", "type", "warc", "enc", "lang"]
    assert attrs["title"] == "Vláda schválila rozpočet | Deník.cz"
    assert (attrs["date"], attrs["date_source"], attrs["year"], attrs["month"]) == (
        "2026-11-18", "jsonld", "2026", "2026-11")
    assert (attrs["crawled"], attrs["site"], attrs["author"]) == ("2026-11-20T10:15:02Z", "denik.cz", "Jana Nováková")
    assert "<head>\n<s>\nVláda\nschválila\nrozpočet\n</s>\n</head>\n" in doc
    assert "</head>\n<p lang=\"cs\">\n<s>\nVláda\nv\npondělí\n" in doc  # the <h1> is not repeated after it
    assert counters["headline_repeats"] == 1


# -- the feed date through collect -> download -> vert --------------------------------------------------

def test_feed_date_travels_from_collect_through_download_to_vert(serve, tmp_path):
    late = "Thu, 19 Nov 2026 23:30:00 +0100"  # 22:30 UTC: the publisher's day is the 19th
    page_head = jsonld(datePublished="2026-11-01")  # the page says otherwise: the feed wins
    server = serve({"/robots.txt": Route("", status=404),
                    "/a": Route(html(page_head).encode()),
                    "/b": Route(html(page_head, body=BODY.replace("Vláda", "Sněmovna")).encode())},
                   host="127.0.0.61")
    rss = (f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Zprávy</title>'
           f"<link>{server.url('/')}</link><item><title>Vláda schválila rozpočet</title>"
           f"<link>{server.url('/a')}</link><pubDate>{late}</pubDate></item></channel></rss>")
    server.routes["/rss"] = feed_route(rss.encode())
    ws = make_workspace(tmp_path / "ws", {"cs_media": [server.url("/rss")]})
    settings = loop_settings()
    assert collect_workspace(settings, ws)["cs_media"]["new_links"] == 1
    [link_file] = (ws.collected_links / "cs_media").glob("*.collected")
    url, feed, title, published = link_file.read_text().rstrip("\n").split("\t")
    assert (url, feed, title) == (server.url("/a"), server.url("/rss"), "Vláda schválila rozpočet")
    assert published == "2026-11-19T23:30:00+01:00"
    (ws.collected_links / "cs_media" / "by-hand.txt").write_text(server.url("/b") + "\n")  # URL only
    os.utime(ws.collected_links / "cs_media" / "by-hand.txt", (time.time() - 120, time.time() - 120))  # dropped a while ago

    assert download_workspace(settings, ws)["cs_media"]["fetched"] == 2
    executors.run("vert", loop_settings(**{"vert.workers": 1}), ws)
    docs = {}
    for vertical in sorted((ws.verts / "cs_media").glob("*.vert.xz")):
        for doc in docs_of(read_vert(vertical)):
            attrs = _doc_attrs(doc)
            docs[attrs["url"]] = attrs
    assert (docs[server.url("/a")]["date"], docs[server.url("/a")]["date_source"]) == ("2026-11-19", "feed")
    assert (docs[server.url("/b")]["date"], docs[server.url("/b")]["date_source"]) == ("2026-11-01", "jsonld")
    assert docs[server.url("/a")]["site"] == "127.0.0.61"


def test_link_file_columns_are_optional(tmp_path: Path):
    from corpustools.download.run import read_links

    lines = ["https://a.cz/1\n", "https://a.cz/2\thttps://a.cz/rss\tTitulek\t2026-11-19T10:00:00Z\n",
             "https://a.cz/3 a comment after a blank\n", "https://a.cz/4\t\t\t2026-11-18\n"]
    got = list(read_links(lines, "x"))
    assert [(u, c) for u, _, c in got] == [
        ("https://a.cz/1", {}),
        ("https://a.cz/2", {"feed": "https://a.cz/rss", "title": "Titulek", "published": "2026-11-19T10:00:00Z"}),
        ("https://a.cz/3", {}),
        ("https://a.cz/4", {"published": "2026-11-18"}),
    ]


def test_the_public_suffix_list_read_back_from_the_cache_gives_the_same_sites(tmp_path, monkeypatch):
    from corpustools.vert import suffixes

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    hosts = ["https://www.bbc.co.uk/news", "http://a.b.something.gov.uk/", "https://zpravy.idnes.cz/x",
             "https://xn--bcher-kva.example/", "https://www.xn--zprvy-vta.cz/", "https://foo.blogspot.com/",
             "https://user.github.io/p", "http://localhost:8000/", "https://k.kyoto.jp/"]
    suffixes.suffix_list.cache_clear()
    suffixes.site_of.cache_clear()
    fresh = [suffixes.site_of(h) for h in hosts]
    cached = list((tmp_path / "corpustools").glob("public-suffixes-*.txt"))
    assert len(cached) == 1 and cached[0].read_text().count("\n") > 5000
    suffixes.suffix_list.cache_clear()
    suffixes.site_of.cache_clear()
    assert [suffixes.site_of(h) for h in hosts] == fresh
    assert fresh[:4] == ["bbc.co.uk", "something.gov.uk", "idnes.cz", "bücher.example"]
    # the rules read back without the library's loop: the state its parse of the same file leaves
    from publicsuffixlist import PublicSuffixList

    assert vars(suffixes.suffix_list()) == vars(PublicSuffixList(source=cached[0].read_bytes(), accept_encoded_idn=False))
    cached[0].write_text("uk\n")  # a damaged cache: not used
    suffixes.suffix_list.cache_clear()
    suffixes.site_of.cache_clear()
    assert [suffixes.site_of(h) for h in hosts] == fresh
    suffixes.suffix_list.cache_clear()
    suffixes.site_of.cache_clear()
