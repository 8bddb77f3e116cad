"""vert's reading process reads a well-formed WARC without warcio (``corpustools.warc.quick``): the same
records, offsets, headers and counters as through warcio, on per-record gzip, xz streams and plain
files, with header lines as real servers and crawlers write them; and files it does not take (odd
headers, damage) are read by warcio from where it stopped, as before."""

from __future__ import annotations

import dataclasses
import gzip
import lzma
import subprocess
import sys
from pathlib import Path

import pytest

from corpustools.vert import read
from corpustools.warc import reader

REPO = Path(__file__).resolve().parent.parent
PAGE = b"<html><head><title>T</title></head><body><p>" + b"Hello world. " * 40 + b"</p></body></html>"


def _record(rec_type: str, uri: str | None, block: bytes, extra: list[bytes] = (), n: int = 0,
            version: bytes = b"WARC/1.0") -> bytes:
    lines = [version, b"WARC-Type: " + rec_type.encode(), f"WARC-Record-ID: <urn:uuid:{n:08d}>".encode(),
             b"WARC-Date: 2026-11-20T10:00:00Z"]
    if uri is not None:
        lines.append(b"WARC-Target-URI: " + uri.encode())
    lines += list(extra)
    lines.append(b"Content-Length: %d" % len(block))
    return b"\r\n".join(lines) + b"\r\n\r\n" + block + b"\r\n\r\n"


def _response(head: bytes, body: bytes = PAGE) -> bytes:
    return head + body


def _records() -> list[bytes]:
    """Records as servers and crawlers write them, the quirks warcio's parser has rules for."""
    records = [_record("warcinfo", None, b"software: test\r\n", [b"Content-Type: application/warc-fields"])]
    heads = [
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Robots-Tag: noarchive\r\nx-robots-tag: noindex\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type:\ttext/html ;charset=latin-1  \r\nX-Caf\xe9: cr\xe8me\r\n\r\n",  # Latin-1
        b"HTTP/1.1 200 OK\r\nX-Long: one\r\n  two\r\n\tthree\r\nContent-Type: text/html\r\n\r\n",  # continued
        b"HTTP/1.1 200 OK\r\nno colon here\r\n continued\r\nContent-Type: text/html\r\n\r\n",
        b"HTTP/1.1 200\r\nContent-Type: TEXT/HTML\r\nContent-Type: text/plain\r\n\r\n",  # first one counts
        b"HTTP/1.0 404 Not Found\r\nContent-Type: text/html\r\n\r\n",
        b"HTTP/1.1 301 Moved\r\nLocation: /x\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n\r\n",
        b"HTTP/1.1 200 OK \xc3\xa9\r\nContent-Type: text/html\r\nServer: caf\xc3\xa9\r\n\r\n",  # UTF-8
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n",
    ]
    for i, head in enumerate(heads):
        body = gzip.compress(PAGE, mtime=0) if b"gzip" in head else PAGE + b"<p>%d</p>" % i
        url = f"https://example.org/{i}"
        records.append(_record("request", url, b"GET /%d HTTP/1.1\r\nHost: example.org\r\n\r\n" % i, n=100 + i))
        records.append(_record("response", url, _response(head, body),
                               [b"Content-Type: application/http; msgtype=response"], n=200 + i,
                               version=b"WARC/1.1" if i % 2 else b"WARC/1.0"))
        records.append(_record("metadata", url, b"provenance-feed: https://example.org/feed\r\nprovenance-title: T%d\r\n" % i,
                               [b"WARC-Refers-To: <urn:uuid:%08d>" % (200 + i)], n=300 + i))
    records.append(_record("revisit", "https://example.org/0", b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n",
                           n=400))  # headers to the block's end, no blank line
    records.append(_record("resource", "https://example.org/r", PAGE, [b"Content-Type: text/html"], n=401))
    records.append(_record("response", "dns:example.org", b"20261120100000\r\nexample.org. 60 IN A 1.2.3.4\r\n", n=402))
    records.append(_record("response", "https://example.org/empty", b"", n=403))
    return records


def _containers(records: list[bytes], tmp: Path, name: str) -> list[Path]:
    per = tmp / f"{name}.warc.gz"
    per.write_bytes(b"".join(gzip.compress(r, mtime=0) for r in records))
    plain = tmp / f"{name}.warc"
    plain.write_bytes(b"".join(records))
    xz = tmp / f"{name}.warc.xz"  # download's way: ~1 MB streams, here three records a stream
    xz.write_bytes(b"".join(lzma.compress(b"".join(records[i:i + 3])) for i in range(0, len(records), 3)))
    return [per, plain, xz]


def _read(path: Path, quick: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple], dict, int | None]:
    given: list[int | None] = []
    original = reader._quick

    def spy(*args):  # noqa: ANN002, ANN202
        result = yield from (original(*args) if quick else iter(()))
        given.append(result)
        return result if quick else 0

    monkeypatch.setattr(reader, "_quick", spy)
    counters: dict = {}
    records = [dataclasses.astuple(r) for r in read.iter_html(path, counters, 1_000_000)]
    monkeypatch.setattr(reader, "_quick", original)
    return records, counters, given[0] if given else "not called"


@pytest.mark.parametrize("kind", ["gz", "plain", "xz"])
def test_quick_reader_gives_what_warcio_gives(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    records = _records()
    path = _containers(records, tmp_path, "crawl")[["gz", "plain", "xz"].index(kind)]
    quick, quick_counters, given = _read(path, True, monkeypatch)
    assert given is None  # read to its end without warcio
    slow, slow_counters, _ = _read(path, False, monkeypatch)
    assert quick == slow and quick_counters == slow_counters
    assert quick_counters["records"] == len(records)
    urls = [r[0] for r in quick]
    assert "https://example.org/r" in urls and "https://example.org/2" in urls and "https://example.org/7" not in urls
    by_url = {r[0]: r for r in quick}
    robots = [f.name for f in dataclasses.fields(read.HtmlRecord)].index("robots")
    assert by_url["https://example.org/1"][robots] == "noarchive\nnoindex"


@pytest.mark.parametrize("kind", ["gz", "plain", "xz"])
@pytest.mark.parametrize("odd", ["space in uri", "bare LF", "no blank line after record", "garbage", "cut"])
def test_unusual_files_are_read_by_warcio_from_where_it_stopped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                kind: str, odd: str) -> None:
    records = _records()
    at = 8  # the response of https://example.org/2
    if odd == "space in uri":
        records[at] = records[at].replace(b"https://example.org/2", b"https://example.org/a b")
    elif odd == "bare LF":  # HTTP headers ended by LF alone (old servers)
        records[at] = _record("response", "https://example.org/2", b"HTTP/1.1 200 OK\nContent-Type: text/html\n\n" + PAGE,
                              n=at)
    elif odd == "no blank line after record":
        records[at] = records[at][:-2]
    elif odd == "garbage":
        records.insert(at, b"this is no record\r\n\r\n")
    else:
        records = records[:at] + [records[at][: len(records[at]) // 2]]
    path = _containers(records, tmp_path, "odd")[["gz", "plain", "xz"].index(kind)]
    quick, quick_counters, given = _read(path, True, monkeypatch)
    slow, slow_counters, _ = _read(path, False, monkeypatch)
    if odd == "no blank line after record":  # the length is right: the quick reader reads it too
        assert given is None
    else:
        assert given is not None and given <= at  # it stopped there at the latest
    assert quick == slow and quick_counters == slow_counters


def test_a_well_formed_warc_is_read_without_importing_warcio(tmp_path: Path) -> None:
    """The reading process of every vert run imported warcio (~25 ms of CPU): not for a sound file."""
    files = _containers(_records(), tmp_path, "crawl")
    code = ("import sys; from corpustools.vert.read import iter_html\n"
            "for path in sys.argv[1:]:\n"
            "    n = sum(1 for _ in iter_html(path, {}, 1_000_000))\n"
            "print(n, 'warcio' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code, *map(str, files)], capture_output=True, text=True, cwd=REPO,
                         check=True)
    assert out.stdout.split() == ["10", "False"], out.stderr
