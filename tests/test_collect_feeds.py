"""Parsing feeds (formats, encodings, broken and hostile XML) and reading source lists."""

from __future__ import annotations

import resource
import time

from collect_support import atom, rss1, rss2

from corpustools.collect.feeds import parse_feed
from corpustools.collect.lists import read_source_list

CZECH = "Příliš žluťoučký kůň úpěl ďábelské ódy"


def test_rss2_links_normalized_with_provenance() -> None:
    body = rss2([
        ("První", "HTTP://WWW.Example.CZ:80/Zpravy/A?utm_source=rss&id=5#comments"),
        ("Druhý", "/relative/b"),
        ("Dup", "http://www.example.cz/Zpravy/A?id=5"),
        ("Bad", "javascript:alert(1)"),
    ])
    parsed = parse_feed(body, "http://feeds.example.cz/rss")
    assert parsed.is_feed and parsed.version == "rss20"
    assert [ln.url for ln in parsed.links] == [
        "http://www.example.cz/Zpravy/A?id=5",  # path case kept, tracking and fragment dropped
        "http://feeds.example.cz/relative/b",
    ]
    first = parsed.links[0]
    assert first.title == "První" and first.feed == "http://feeds.example.cz/rss"
    assert first.published == "2026-11-20T10:00:00+01:00"  # the feed's own offset: the local day survives


def test_atom_and_rss1() -> None:
    items = [("Alpha", "https://a.example.org/1"), ("Beta", "https://a.example.org/2")]
    for body, version in ((atom(items), "atom10"), (rss1(items), "rss10")):
        parsed = parse_feed(body, "https://a.example.org/feed")
        assert parsed.version == version
        assert [(ln.title, ln.url) for ln in parsed.links] == items


def test_windows_1250_declared_in_prolog() -> None:
    body = rss2([(CZECH, "http://x.cz/a")], title="Zprávy", encoding="windows-1250")
    assert CZECH.encode("utf-8") not in body  # really single-byte
    parsed = parse_feed(body, "http://x.cz/rss", "text/xml")
    assert parsed.links[0].title == CZECH


def test_iso_8859_2_declared_only_in_http_header() -> None:
    body = rss2([(CZECH, "http://x.cz/a")], encoding="iso-8859-2", declare=False)
    parsed = parse_feed(body, "http://x.cz/rss", "application/rss+xml; charset=iso-8859-2")
    assert parsed.links[0].title == CZECH


def test_wrong_declared_encoding_is_survived() -> None:
    body = rss2([(CZECH, "http://x.cz/a")], encoding="utf-8").replace(b'encoding="utf-8"', b'encoding="us-ascii"')
    parsed = parse_feed(body, "http://x.cz/rss", "text/xml")
    assert [ln.url for ln in parsed.links] == ["http://x.cz/a"]
    assert parsed.links[0].title  # readable, whatever the encoding guess


def test_broken_xml_is_salvaged() -> None:
    body = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>T & broken</title>'
            b"<item><title>One <b>bold</title><link>http://x.cz/1</link></item>"
            b"<item><title>Two</title><link>http://x.cz/2</link></item>")  # unclosed, bare '&'
    parsed = parse_feed(body, "http://x.cz/rss")
    assert parsed.is_feed
    assert [ln.url for ln in parsed.links] == ["http://x.cz/1", "http://x.cz/2"]
    assert "salvaged 2 links" in parsed.warning


def test_html_page_is_not_a_feed() -> None:
    page = b"<!DOCTYPE html><html><head><title>Home</title></head><body><a href='/a'>a</a></body></html>"
    parsed = parse_feed(page, "http://x.cz/", "text/html; charset=utf-8")
    assert not parsed.is_feed and "HTML page" in parsed.problem


def test_empty_feed_is_a_feed_with_a_warning() -> None:
    parsed = parse_feed(rss2([]), "http://x.cz/rss")
    assert parsed.is_feed and parsed.links == [] and parsed.warning == "feed has no items"


def test_billion_laughs_does_not_expand() -> None:
    entities = ['<!ENTITY lol0 "lollollollollollollollollollol">']
    entities += [f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)]
    body = ('<?xml version="1.0"?>\n<!DOCTYPE rss [\n' + "\n".join(entities) + "\n]>\n"
            '<rss version="2.0"><channel><title>&lol9;</title>'
            "<item><title>&lol9;</title><link>http://x.cz/a</link></item></channel></rss>").encode()
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.monotonic()
    parsed = parse_feed(body, "http://x.cz/rss")
    assert time.monotonic() - started < 5
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200_000  # KiB: no 3 GB expansion
    assert [ln.url for ln in parsed.links] == ["http://x.cz/a"]
    assert len(parsed.links[0].title) < 1000


def test_external_entity_is_not_resolved(tmp_path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    body = (f'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file://{secret}">]>'
            '<rss version="2.0"><channel><title>t</title><item><title>&x;</title>'
            "<link>http://x.cz/a</link></item></channel></rss>").encode()
    parsed = parse_feed(body, "http://x.cz/rss")
    assert all("TOP-SECRET" not in ln.title for ln in parsed.links)


def test_body_that_looks_like_a_path_is_not_opened(tmp_path) -> None:
    secret = tmp_path / "feed.xml"
    secret.write_bytes(rss2([("secret", "http://secret.cz/")]))
    parsed = parse_feed(str(secret).encode(), "http://x.cz/rss")
    assert not parsed.is_feed


def test_source_list_comments_blanks_and_bad_lines() -> None:
    text = ["# Czech media\n", "\n", "https://www.example.cz/rss\n", "   \n", "ftp://x.cz/feed\n",
            "https://b.example.cz/feed  # their comment feed\n", "not a url at all\n", "#https://old.cz/rss\n"]
    feeds, problems = read_source_list(text, "cs_media", "rss_sources/cs_media.txt")
    assert [f.url for f in feeds] == ["https://www.example.cz/rss", "https://b.example.cz/feed"]
    assert feeds[0].where == "rss_sources/cs_media.txt:3" and feeds[0].source == "cs_media"
    assert [p.split(": ")[0] for p in problems] == ["rss_sources/cs_media.txt:5", "rss_sources/cs_media.txt:7"]


def test_titles_are_plain_text() -> None:
    body = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item>'
            b"<title>Vl\xc3\xa1da &lt;b&gt;schv\xc3\xa1lila&lt;/b&gt;\n  rozpo\xc4\x8det &amp; dal\xc5\xa1\xc3\xad</title>"
            b"<link>http://x.cz/a</link></item></channel></rss>")
    [link] = parse_feed(body, "http://x.cz/rss").links
    assert link.title == "Vláda schválila rozpočet & další"


def test_blank_lines_before_the_xml_declaration_parse_strictly() -> None:
    """CMS plugins often print blank lines before '<?xml': the feed is read whole, not salvaged."""
    items = [(f"Článek {i}", f"https://x.cz/clanek-{i}") for i in range(12)]
    for lead in (b"\n", b"\r\n  \n", b"\xef\xbb\xbf\n\n"):
        parsed = parse_feed(lead + rss2(items), "https://x.cz/rss", "application/rss+xml")
        assert [(ln.title, ln.url) for ln in parsed.links] == items
        assert parsed.warning == ""


def test_gzipped_body_without_content_encoding_is_unpacked() -> None:
    import gzip

    items = [("Jedna", "https://x.cz/1"), ("Dvě", "https://x.cz/2")]
    for body in (gzip.compress(rss2(items)), gzip.compress(gzip.compress(atom(items)))):
        parsed = parse_feed(body, "https://x.cz/rss", "application/xml")
        assert parsed.is_feed and [(ln.title, ln.url) for ln in parsed.links] == items


def test_json_feed() -> None:
    import json

    doc = {
        "version": "https://jsonfeed.org/version/1.1",
        "title": "Blog",
        "items": [
            {"id": "1", "url": "https://blog.example.org/a?utm_source=feed", "title": "Á",
             "date_published": "2026-11-20T10:00:00+01:00"},
            {"id": "https://blog.example.org/b", "title": "Only an id"},
            {"id": "3", "external_url": "/c", "content_text": "no title"},
            {"id": "4", "content_text": "no link at all"},
            "not an item",
        ],
    }
    parsed = parse_feed(json.dumps(doc).encode(), "https://blog.example.org/feed.json", "application/feed+json")
    assert parsed.is_feed and parsed.title == "Blog" and parsed.items == 5
    assert [(ln.url, ln.title, ln.published) for ln in parsed.links] == [
        ("https://blog.example.org/a", "Á", "2026-11-20T10:00:00+01:00"),
        ("https://blog.example.org/b", "Only an id", ""),
        ("https://blog.example.org/c", "", ""),
    ]


def test_json_that_is_not_a_feed_is_reported() -> None:
    parsed = parse_feed(b'{"status": "ok", "items": 3}', "https://x.cz/api", "application/json")
    assert not parsed.is_feed and parsed.problem


def test_binary_file_among_the_source_lists_is_one_problem(tmp_path) -> None:
    import gzip

    from corpustools.collect.lists import read_source_file

    packed = tmp_path / "oops.txt"
    packed.write_bytes(gzip.compress(("https://x.cz/rss\n" * 5000).encode() + bytes(range(256)) * 50))
    feeds, problems = read_source_file(packed)
    assert feeds == [] and len(problems) == 1 and "binary" in problems[0]


def test_source_list_saved_as_utf16_is_read(tmp_path) -> None:
    from corpustools.collect.lists import read_source_file

    listed = tmp_path / "windows.txt"
    listed.write_bytes("# zprávy\r\nhttps://www.example.cz/rss\r\nhttps://další.example.cz/feed\r\n".encode("utf-16"))
    feeds, problems = read_source_file(listed)
    assert problems == []
    assert [f.url for f in feeds] == ["https://www.example.cz/rss", "https://" + "další".encode("idna").decode() + ".example.cz/feed"]
