"""Files of other tools given to vert, download and collect by mistake (audit of session 29).

* A Common Crawl WET file (``*.warc.wet.gz``: ``conversion`` records of the pages' plain text under their
  http addresses): before, "holds no web page (no HTML response with a 2xx status among its 4 records)
  (skipped: not_html 3 ...)", which does not say what the file is; and its text was sniffed as a possible
  HTML page.  Now a conversion of plain text is ``skipped:conversion_text`` and the line names a WET file.
* A WAT file (``*.warc.wat.gz``: only metadata records of JSON): the line names a WAT file.
* A CDX or CDXJ index given for its WARC (wget ``--warc-cdx`` writes ``FILE.cdx`` beside ``FILE.warc.gz``):
  "not a WARC/ARC file (starts with b' CDX a b a m s k r M V g u...')" now says it is an index and to give
  the WARC it indexes.
* A WACZ (Webrecorder's and Browsertrix's zip of WARCs, pages.jsonl and indexes): "compressed with zip ...
  decompress it first (unzip FILE)", which leaves a folder whose WARCs are two levels down; now the line
  names a WACZ and where its WARCs are (vert reads it since session 30, warc check since session 31).
* An uncompressed WARC given to download or collect as the list of URLs or feeds: one warning per line of
  the WARC before (a 100 MB WARC: a million lines); now one line saying it is a WARC, which vert reads.
* A tar of WARCs (``warcs.tar``, ``warcs.tar.gz``): "starts with b'good.warc\\x00\\x00...'"; now the line
  names a tar archive.
* An OPML file (a feed reader's export of its feeds) given to collect as the feed list: one warning per
  line ("not one URL: '<outline ...'") and no feed polled; now its outlines' ``xmlUrl`` feeds are read.
* Guards: the good file given with each still gives its documents, the counts are the output's.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _article, _http, _record, _texts


def _good(tmp_path: Path) -> Path:
    path = tmp_path / "good.warc"
    path.write_bytes(b"".join(_record("WARC/1.0", "response", f"http://good.example/{i}",
                                      _http(_article(f"Good page {i}").encode()), _RESPONSE) for i in range(2)))
    return path


def _gz(path: Path, records: list[bytes]) -> Path:
    path.write_bytes(b"".join(gzip.compress(r, mtime=0) for r in records))
    return path


def _wet(tmp_path: Path) -> Path:
    info = _record("WARC/1.0", "warcinfo", None, b"Software-Info: ia-web-commons.1.1.10\r\nExtracted-Date: Mon, 30 Nov 2026\r\n",
                   "Content-Type: application/warc-fields")
    text = [_record("WARC/1.0", "conversion", f"http://wet.example/{i}",
                    (f"Page {i}\nThe council met on Tuesday to discuss the <new> budget for the town's schools.\n" * 10).encode(),
                    "WARC-Refers-To: <urn:uuid:00000000-0000-0000-0000-000000000001>",
                    "WARC-Identified-Content-Language: eng", "Content-Type: text/plain") for i in range(3)]
    return _gz(tmp_path / "CC-MAIN-20261130-00000.warc.wet.gz", [info, *text])


def _wat(tmp_path: Path) -> Path:
    info = _record("WARC/1.0", "warcinfo", None, b"Software-Info: ia-web-commons.1.1.10\r\n", "Content-Type: application/warc-fields")
    meta = [_record("WARC/1.0", "metadata", f"http://wat.example/{i}",
                    b'{"Container":{"Filename":"CC-MAIN-x.warc.gz"},"Envelope":{"WARC-Header-Metadata":{"WARC-Type":"response"}}}',
                    "WARC-Refers-To: <urn:uuid:00000000-0000-0000-0000-000000000002>", "Content-Type: application/json")
            for i in range(3)]
    return _gz(tmp_path / "CC-MAIN-20261130-00000.warc.wat.gz", [info, *meta])


def _vert(tmp_path: Path, *inputs: Path) -> tuple[str, str, int]:
    out = tmp_path / "out.vert"
    run = run_cli("vert", "-i", *map(str, inputs), "-o", str(out), "-m", "1", cwd=tmp_path)
    return run.stderr, out.read_text("utf-8") if out.exists() else "", run.returncode


@pytest.mark.parametrize(("make", "said"), [
    (_wet, r"holds the text of pages, not their HTML \(.*a WET file"),
    (_wat, r"holds no web page, only metadata records \(a WAT file"),
])
def test_common_crawls_wet_and_wat_files_are_named_as_such(tmp_path: Path, make, said: str) -> None:
    """Before: 'holds no web page (no HTML response with a 2xx status among its 4 records)'."""
    err, vertical, status = _vert(tmp_path, make(tmp_path), _good(tmp_path))
    assert list(_texts(vertical)) == ["http://good.example/0", "http://good.example/1"], err
    lines = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert len(lines) == 1 and re.search(said, lines[0]) and "*.warc.gz" in lines[0], err
    assert status == 1 and "Traceback" not in err, err
    if make is _wet:
        assert "skipped: conversion_text 3, warcinfo 1;" in err, err


@pytest.mark.parametrize("index", [
    b" CDX a b a m s k r M V g u\nhttp://127.0.0.1:8729/p0.html 20261130100000 http://127.0.0.1:8729/p0.html text/html 200 "
    b"ABC - - 1234 crawl.warc.gz <urn:uuid:1>\n",  # wget --warc-cdx
    b'com,example)/a 20261130100000 {"url": "https://example.com/a", "offset": "0", "filename": "crawl.warc.gz"}\n',  # CDXJ
    b'1,0,0,127:8080)/p0.html 20261130100000 {"url": "http://127.0.0.1:8080/p0.html", "offset": "0:0"}\n',  # download's
])
def test_an_index_given_for_its_warc_is_said_so(tmp_path: Path, index: bytes) -> None:
    """Before: 'not a WARC/ARC file (starts with b' CDX a b a m s k r M V g u...')', no word of what it is."""
    path = tmp_path / "crawl.cdx"
    path.write_bytes(index)
    err, vertical, status = _vert(tmp_path, path, _good(tmp_path))
    assert len(_texts(vertical)) == 2, err
    lines = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert len(lines) == 1 and "crawl.cdx" in lines[0] and "a CDX index of a WARC" in lines[0], err
    assert status == 1, err


@pytest.mark.parametrize("command", ["download", "collect"])
def test_a_warc_given_as_the_list_of_urls_is_one_line(tmp_path: Path, command: str) -> None:
    """Before: one -WARN line for each line of the WARC ('good.warc:2: not one URL: 'WARC-Type: response'')."""
    path = _good(tmp_path)
    run = run_cli(command, "-i", str(path), "-o", str(tmp_path / ("out.warc.gz" if command == "download" else "links.txt")),
                  cwd=tmp_path)
    warned = [line for line in run.stderr.splitlines() if "good.warc" in line and line.startswith("-WARN")]
    assert len(warned) == 1 and "a WARC file, not a list of" in warned[0], run.stderr
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr


def test_a_text_file_of_urls_is_still_a_list(tmp_path: Path) -> None:
    """Guard: a list whose first line merely mentions WARC is a list."""
    from corpustools.linkfile import an_archive

    assert an_archive(b"WARC files are read by vert\nhttps://news.example.com/feed\n") is None
    assert an_archive(b"https://news.example.com/a\n") is None
    assert an_archive(b"\r\nWARC/1.1\r\nWARC-Type: warcinfo\r\n") == "a WARC file"


@pytest.mark.parametrize("first", ["archive/data.warc.gz", "pages/pages.jsonl"])
def test_a_wacz_is_read_whatever_its_first_member(tmp_path: Path, first: str) -> None:
    """Before: 'compressed with zip: ... decompress it first (unzip FILE)'; session 29: a line naming a WACZ
    and where its WARCs are; session 30 reads them (tests/test_warc_wacz30.py), whatever member comes first."""
    import zipfile

    path = tmp_path / "crawl.wacz"
    warc = gzip.compress(_record("WARC/1.1", "resource", "https://w.example/", _article("Kept page").encode(),
                                 "Content-Type: text/html"), mtime=0)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as wacz:
        members = {"archive/data.warc.gz": warc, "pages/pages.jsonl": b'{"format": "json-pages-1.0"}\n',
                   "datapackage.json": b'{"profile": "data-package"}'}
        for name in [first, *(m for m in members if m != first)]:
            wacz.writestr(name, members[name])
    err, vertical, status = _vert(tmp_path, path, _good(tmp_path))
    assert list(_texts(vertical)) == ["https://w.example/", "http://good.example/0", "http://good.example/1"], err
    assert status == 0 and "-ERR" not in err, err
    assert 'warc="crawl.wacz:archive/data.warc.gz:0"' in vertical


def test_check_names_a_wacz_and_where_its_warcs_are(tmp_path: Path) -> None:
    """Session 29: warc check read WARC files, not the zip, and said where its WARCs are; session 31 checks them
    (tests/test_xdebt31_wacz.py), each named as the WACZ's member."""
    import zipfile

    path = tmp_path / "crawl.wacz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as wacz:
        wacz.writestr("archive/data.warc.gz", gzip.compress(_record("WARC/1.1", "resource", "https://w.example/",
                                                                    b"<p>x</p>", "Content-Type: text/html"), mtime=0))
    run = run_cli("warc", "check", str(path), cwd=tmp_path)
    said = "crawl.wacz:archive/data.warc.gz: OK (1 first_record_not_warcinfo, 1 records, 1 resource)"
    assert run.returncode == 0 and said in run.stderr, run.stderr


@pytest.mark.parametrize("name", ["warcs.tar", "warcs.tar.gz"])
def test_a_tar_of_warcs_is_said_so(tmp_path: Path, name: str) -> None:
    """Before: 'not a WARC/ARC file (starts with b'good.warc\\x00\\x00...')'."""
    import tarfile

    good = _good(tmp_path)
    with tarfile.open(tmp_path / name, "w:gz" if name.endswith("gz") else "w") as tar:
        tar.add(good, arcname="crawl/good.warc")
    err, vertical, status = _vert(tmp_path, tmp_path / name, good)
    assert len(_texts(vertical)) == 2, err
    lines = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert len(lines) == 1 and "a tar archive: unpack it (tar xf FILE)" in lines[0], err


_OPML = """<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>Subscriptions</title></head>
  <body>
    <outline text="News" title="News">
      <outline type="rss" text="Tagesblatt" title="Tagesblatt" xmlUrl="https://www.tagesblatt.example/feed/?cat=1&amp;format=rss" htmlUrl="https://www.tagesblatt.example/"/>
      <outline type="rss" text='Zprávy' xmlUrl='https://zpravy.example.cz/rss'/>
      <outline type="rss" text="Broken" xmlUrl="feed://nowhere"/>
    </outline>
  </body>
</opml>
"""


def test_an_opml_export_gives_its_feeds() -> None:
    """Before: every line a problem ('feeds.opml:6: not one URL: '<outline type="rss" ...''), no feed."""
    from corpustools.collect.lists import read_source_list

    feeds, problems = read_source_list(_OPML.splitlines(), "news", "feeds.opml")
    assert [(f.url, f.where) for f in feeds] == [
        ("https://www.tagesblatt.example/feed/?cat=1&format=rss", "feeds.opml:6"), ("https://zpravy.example.cz/rss", "feeds.opml:7")]
    assert problems == ["feeds.opml:8: an OPML outline whose xmlUrl is not an http(s) URL: 'feed://nowhere'"]


def test_an_opml_file_given_to_collect_polls_its_feeds(tmp_path: Path) -> None:
    (tmp_path / "feeds.opml").write_text(_OPML.replace("https://www.tagesblatt.example", "http://127.0.0.1:9"), "utf-8")
    run = run_cli("collect", "-i", str(tmp_path / "feeds.opml"), "-o", str(tmp_path / "links.txt"), cwd=tmp_path)
    assert "not one URL" not in run.stderr and "Traceback" not in run.stderr, run.stderr
    assert re.search(r"collect: 2 feeds polled", run.stderr), run.stderr
