"""WARCs and ARCs written by other tools, as a new user brings them (audit of session 28).

* A record written in segments (WARC 1.0/1.1 5.8: ``WARC-Segment-Number: 1`` on the response, the rest of
  its block in ``continuation`` records): before, vert read the first segment as the whole page (the text
  of the rest lost, without a word) and counted the continuation as skipped.  Now the segments are joined
  before the page is read; a page whose last segment is in another file keeps what is here, in one line.
* A ``conversion`` record of a web page (WARC 1.1 6.8: the page made anew by the archive's tools, HTML, an
  http(s) address): before, skipped as ``skipped:conversion``; now read as a ``resource`` is (no HTTP
  headers).  A conversion to plain text under a ``urn:`` address (Browsertrix's ``urn:text:``) stays out.
* A ``.warc.zst`` (one zstd frame per record, as the IIPC's proposal and Archive Team's wget-at write them,
  their dictionary in a skippable frame at the start; or zstd's one frame for the whole file): before,
  "compressed with zstd: ... decompress it first (zstd -d FILE)", which fails without the dictionary.  Now
  read as a ``.warc.xz`` is (pages located ``FRAME:OFFSET``), by vert, 'warc check' and 'recompress', and
  taken from ``warcs/<source>/`` in a workspace.
* 'warc check' of a WARC holding a ``Content-Encoding: br`` response (wget, browsers) said "unreadable
  record ... 'brotli.Decompressor' object has no attribute 'unused_data'" (warcio's brotli support breaks
  with brotli 1.1+) and, in a plain or one-stream file, checked nothing after it.
* A response with two Content-Type headers (``text/html``, then ``text/html; charset=windows-1250``): only
  the first was read, the page decoded by guessing; now the charset is taken as browsers take it (WHATWG
  Fetch: the last value, with the last charset given for its media type).
* A multi-stream ``.warc.xz`` (download's own format: streams of whole records) with one damaged stream
  lost every page after it, in vert and 'warc check' ("nothing after it can be read"); now reading goes on
  at the next stream that opens a record (told by its magic bytes and header CRC), the damage one line;
  so does a damaged frame of a ``.warc.zst``.
* A per-record ``.arc.gz`` whose first member (the ``filedesc://`` record) is damaged was refused as "not a
  WARC/ARC file", and one with a damaged member further on lost every record after it ("nothing after it
  can be read"): the search for the next record knew only WARC version lines.  Now a gzip member that opens
  an ARC record is one too: the damaged member costs only its record, in vert and in 'warc check'.
"""

from __future__ import annotations

import gzip
import lzma
import os
import re
import uuid
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_audit_newuser4 import _errors


def _article(title: str) -> str:
    text = "".join(f"<p>{title}, part {i}: the council met on Tuesday to discuss the new budget for the town's "
                   "schools, and its members argued for hours about the cost of repairs to the old library "
                   "building near the river.</p>" for i in range(6))
    return f"<!DOCTYPE html><html lang='en'><head><title>{title}</title></head><body><article><h1>{title}</h1>{text}</article></body></html>"


def _record(version: str, rec_type: str, uri: str | None, block: bytes, *fields: str, rid: str = "") -> bytes:
    head = [version, f"WARC-Type: {rec_type}", f"WARC-Record-ID: {rid or f'<urn:uuid:{uuid.uuid4()}>'}",
            "WARC-Date: 2026-11-30T10:00:00Z", *([f"WARC-Target-URI: {uri}"] if uri else []), *fields,
            f"Content-Length: {len(block)}"]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + block + b"\r\n\r\n"


def _http(body: bytes, *headers: str) -> bytes:
    return ("\r\n".join(["HTTP/1.1 200 OK", *(headers or ("Content-Type: text/html; charset=utf-8",))])
            + "\r\n\r\n").encode() + body


_RESPONSE = "Content-Type: application/http; msgtype=response"


def _vert(tmp_path: Path, path: Path) -> tuple[str, str, int]:
    out = tmp_path / (path.name + ".vert")
    run = run_cli("vert", "-i", str(path), "-o", str(out), "-m", "1", cwd=tmp_path)
    return run.stderr, out.read_text("utf-8") if out.exists() else "", run.returncode


def _texts(vertical: str) -> dict[str, str]:
    """url → the words of its document."""
    docs = {}
    for doc in vertical.split("</doc>")[:-1]:
        url = re.search(r' url="([^"]+)"', doc).group(1)
        docs[url] = " ".join(line.split("\t")[0] for line in doc.splitlines() if line and not line.startswith("<"))
    return docs


def _segmented(whole: bytes, parts: int, origin: str, uri: str, last_here: bool = True) -> list[bytes]:
    size = -(-len(whole) // parts)
    pieces = [whole[i:i + size] for i in range(0, len(whole), size)]
    records = [_record("WARC/1.0", "response", uri, pieces[0], _RESPONSE, "WARC-Segment-Number: 1", rid=origin)]
    for n, piece in enumerate(pieces[1:], 2):
        total = [f"WARC-Segment-Total-Length: {len(whole)}"] if n == len(pieces) and last_here else []
        records.append(_record("WARC/1.0", "continuation", uri, piece, f"WARC-Segment-Origin-ID: {origin}",
                               f"WARC-Segment-Number: {n}", *total))
    return records if last_here else records[:-1]


@pytest.mark.parametrize("container", ["warc", "warc.gz"])
def test_a_page_written_in_segments_is_read_whole(tmp_path: Path, container: str) -> None:
    """Before: the segmented page's vertical held the text of its first segment only."""
    whole = _http(_article("Segmented page").encode())
    records = [_record("WARC/1.0", "warcinfo", None, b"software: Heritrix/3.4.0\r\n", "Content-Type: application/warc-fields"),
               _record("WARC/1.0", "response", "http://s.example/before", _http(_article("Before it").encode()), _RESPONSE),
               *_segmented(whole, 3, "<urn:uuid:00000000-0000-0000-0000-000000000001>", "http://s.example/seg"),
               _record("WARC/1.0", "response", "http://s.example/after", _http(_article("After it").encode()), _RESPONSE)]
    path = tmp_path / f"seg.{container}"
    path.write_bytes(b"".join(gzip.compress(r, mtime=0) for r in records) if container.endswith("gz") else b"".join(records))
    err, vertical, status = _vert(tmp_path, path)
    assert status == 0, err
    docs = _texts(vertical)
    assert list(docs) == ["http://s.example/before", "http://s.example/seg", "http://s.example/after"], err
    assert "Segmented page , part 5 :" in docs["http://s.example/seg"], docs  # the last segment's text
    assert docs["http://s.example/seg"].count("the council met") == 6, docs
    assert re.search(r"vert: \S+: 3 documents, .*skipped: continuation 2, warcinfo 1 ", err), err


def test_a_page_whose_last_segment_is_in_the_next_file_keeps_what_is_here(tmp_path: Path) -> None:
    """The page's first two segments are here, the last in another file: its text so far is kept, said once."""
    whole = _http(_article("Cut across files").encode())
    records = [*_segmented(whole, 3, "<urn:uuid:00000000-0000-0000-0000-000000000002>", "http://s.example/x", False),
               _record("WARC/1.0", "response", "http://s.example/y", _http(_article("Next page").encode()), _RESPONSE)]
    path = tmp_path / "first-of-two.warc"
    path.write_bytes(b"".join(records))
    err, vertical, status = _vert(tmp_path, path)
    docs = _texts(vertical)
    assert list(docs) == ["http://s.example/x", "http://s.example/y"], err
    assert "Cut across files , part 0" in docs["http://s.example/x"], docs
    said = [line for line in err.splitlines() if "http://s.example/x" in line]
    assert len(said) == 1 and said[0].startswith("-WARN ") and "http://s.example/x: the record's last segment is not in this file" in said[0], err
    assert "Traceback" not in err and status == 0, err


def test_a_writer_that_marks_every_record_segment_one_loses_nothing(tmp_path: Path) -> None:
    """Guard: 40 responses each saying 'WARC-Segment-Number: 1' and no continuation record (a writer's slip):
    every page, in order, one -WARN line for the file, not one per page (and no page waits for the file's end)."""
    records = [_record("WARC/1.0", "response", f"http://s.example/{i}", _http(_article(f"Page {i}").encode()), _RESPONSE,
                       "WARC-Segment-Number: 1") for i in range(40)]
    path = tmp_path / "marked.warc"
    path.write_bytes(b"".join(records))
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"http://s.example/{i}" for i in range(40)], err
    warned = [line for line in err.splitlines() if line.startswith("-WARN ")]
    assert len(warned) == 1 and "http://s.example/0 (and 39 more pages): the record's last segment" in warned[0], err
    assert status == 0 and re.search(r"vert: \S+: 40 documents, ", err), err


def test_a_conversion_record_of_a_page_is_read_and_a_text_conversion_is_not(tmp_path: Path) -> None:
    """Before: 'skipped: conversion 2', the converted page lost."""
    records = [_record("WARC/1.1", "warcinfo", None, b"software: Browsertrix-Crawler 1.0\r\n", "Content-Type: application/warc-fields"),
               _record("WARC/1.1", "response", "https://b.example/1", _http(_article("Captured page").encode()), _RESPONSE,
                       "WARC-Payload-Digest: sha256:0f"),
               _record("WARC/1.1", "resource", "https://b.example/2", _article("Stored page").encode(),
                       "Content-Type: text/html; charset=utf-8"),
               _record("WARC/1.1", "conversion", "https://b.example/3", _article("Converted page").encode(),
                       "Content-Type: text/html"),
               _record("WARC/1.1", "conversion", "urn:text:https://b.example/1", b"Captured page. " * 40,
                       "Content-Type: text/plain")]
    path = tmp_path / "browsertrix.warc"
    path.write_bytes(b"".join(records))
    err, vertical, status = _vert(tmp_path, path)
    assert status == 0, err
    assert list(_texts(vertical)) == ["https://b.example/1", "https://b.example/2", "https://b.example/3"], err
    assert re.search(r"vert: \S+: 3 documents, .*skipped: not_http 1, warcinfo 1 ", err), err


def _arc(tmp_path: Path, damaged: int) -> tuple[Path, list[bytes]]:
    """A per-record .arc.gz (filedesc, then four pages) whose member ``damaged`` has 8 bytes of its
    deflate data zeroed."""
    desc = b"1 0 InternetArchive\nURL IP-address Archive-date Content-type Archive-length\n"
    records = [b"filedesc://crawl.arc 0.0.0.0 20261130100000 text/plain %d\n%s\n" % (len(desc), desc)]
    for i in range(4):
        body = b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + _article(f"Archived page {i}").encode()
        records.append(b"http://arc.example/p%d 10.0.0.1 20261130100000 text/html %d\n%s\n" % (i, len(body), body))
    members = [gzip.compress(r, mtime=0) for r in records]
    members[damaged] = members[damaged][:10] + bytes(8) + members[damaged][18:]
    path = tmp_path / "crawl.arc.gz"
    path.write_bytes(b"".join(members))
    return path, members


@pytest.mark.parametrize("damaged", [0, 2])
def test_a_damaged_member_of_an_arc_gz_costs_only_its_record(tmp_path: Path, damaged: int) -> None:
    """Before: member 0 damaged: 'not a WARC/ARC file (error: Error -3 ...)', no output; member 2 (page 1)
    damaged: pages 2 and 3 lost too, and 'warc check' said 'nothing after it can be read'."""
    path, members = _arc(tmp_path, damaged)
    err, vertical, status = _vert(tmp_path, path)
    lost = {f"http://arc.example/p{damaged - 1}"} if damaged else set()
    assert list(_texts(vertical)) == [f"http://arc.example/p{i}" for i in range(4) if f"http://arc.example/p{i}" not in lost], err
    said = _errors(err)
    resume = sum(len(m) for m in members[:damaged + 1])
    assert len(said) == 1 and f"going on with the next record at offset {resume}" in said[0], err
    assert "not a WARC" not in err and status == 1, err
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert "nothing after it can be read" not in check and "not a WARC" not in check, check
    assert f"going on with the next record at offset {resume}" in check, check
    assert "(4 arc, 4 records)" in check, check  # (five records, the filedesc one of them, less the damaged one)


def test_an_arc_gz_made_of_html_is_still_refused(tmp_path: Path) -> None:
    """Guard: a gzip file whose first member is damaged and whose later members hold no record (HTML) is no
    archive: refused as before."""
    members = [gzip.compress(_article(f"p{i}").encode(), mtime=0) for i in range(3)]
    members[0] = members[0][:10] + bytes(8) + members[0][18:]
    path = tmp_path / "pages.arc.gz"
    path.write_bytes(b"".join(members))
    err, vertical, status = _vert(tmp_path, path)
    assert "not a WARC/ARC file" in err and vertical == "" and status == 1, err


def _pages_warc(n: int = 4) -> list[bytes]:
    records = [_record("WARC/1.0", "warcinfo", None, b"software: Wget/1.21.3\r\n", "Content-Type: application/warc-fields")]
    for i in range(n):
        records.append(_record("WARC/1.0", "response", f"https://z.example/{i}", _http(_article(f"Zstd page {i}").encode()),
                               _RESPONSE))
        records.append(_record("WARC/1.0", "request", f"https://z.example/{i}", b"GET / HTTP/1.1\r\n\r\n",
                               "Content-Type: application/http; msgtype=request"))
    return records


def _zst_with_dictionary(records: list[bytes], keep_dictionary: bool = True) -> bytes:
    import zstandard

    dictionary = zstandard.train_dictionary(2048, records * 30)
    frames = [zstandard.ZstdCompressor(dict_data=dictionary).compress(r) for r in records]
    packed = zstandard.ZstdCompressor().compress(dictionary.as_bytes())  # (the proposal lets it be compressed)
    head = b"\x5d\x2a\x4d\x18" + len(packed).to_bytes(4, "little") + packed
    return (head if keep_dictionary else b"") + b"".join(frames)


@pytest.mark.parametrize("layout", ["frames with a dictionary", "one frame"])
def test_a_warc_zst_is_read_by_vert_check_and_recompress(tmp_path: Path, layout: str) -> None:
    """Before: 'not a WARC/ARC file (compressed with zstd: ... decompress it first (zstd -d FILE))'."""
    import zstandard

    records = _pages_warc()
    path = tmp_path / "crawl.warc.zst"
    path.write_bytes(_zst_with_dictionary(records) if layout.startswith("frames")
                     else zstandard.ZstdCompressor().compress(b"".join(records)))
    err, vertical, status = _vert(tmp_path, path)
    assert status == 0 and "-ERR" not in err, err
    assert list(_texts(vertical)) == [f"https://z.example/{i}" for i in range(4)], err
    if layout.startswith("frames"):  # located as in an xz file: the frame's offset, the record's in it
        assert re.findall(r' warc="crawl.warc.zst:(\d+):0"', vertical) and len(set(re.findall(r' warc="[^"]+"', vertical))) == 4
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert "+OK" in check and "(9 records, 4 request, 4 response, 1 warcinfo)" in check, check
    copy = run_cli("warc", "recompress", str(path), str(tmp_path / "copy.warc"), cwd=tmp_path)
    assert copy.returncode == 0 and (tmp_path / "copy.warc").read_bytes() == b"".join(records), copy.stderr


def test_a_warc_zst_without_its_dictionary_and_one_cut_short(tmp_path: Path) -> None:
    records = _pages_warc()
    lost = tmp_path / "nodict.warc.zst"
    lost.write_bytes(_zst_with_dictionary(records, keep_dictionary=False))
    err, vertical, status = _vert(tmp_path, lost)
    said = _errors(err)
    assert status == 1 and vertical == "" and "Traceback" not in err, err
    assert "nodict.warc.zst: not a WARC/ARC file" in said[0] and "need a dictionary" in said[0], err
    cut = tmp_path / "cut.warc.zst"
    cut.write_bytes(_zst_with_dictionary(records)[:-3])  # inside the last request's frame (a few bytes)
    err, vertical, status = _vert(tmp_path, cut)
    assert list(_texts(vertical)) == [f"https://z.example/{i}" for i in range(4)], err
    assert [line for line in _errors(err) if "the file ends inside a zstd frame" in line], err


def test_a_warc_zst_in_a_workspace_is_taken_by_vert(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    (root / "warcs" / "news").mkdir(parents=True)
    path = root / "warcs" / "news" / "crawl.warc.zst"
    path.write_bytes(_zst_with_dictionary(_pages_warc()))
    os.utime(path, (1_700_000_000, 1_700_000_000))  # (not one being copied in right now)
    run = run_cli("vert", "-W", str(root), "-m", "1", cwd=root)
    out = root / "verts" / "news" / "crawl.vert.xz"
    assert run.returncode == 0 and out.exists(), run.stderr
    assert lzma.decompress(out.read_bytes()).decode().count("<doc ") == 4


def test_warc_check_reads_a_brotli_response_and_the_records_after_it(tmp_path: Path) -> None:
    """Before: "unreadable record in block at offset 0: 'brotli.Decompressor' object has no attribute
    'unused_data'", 1 problem (3 records) of a plain WARC of 9."""
    import brotli

    records = _pages_warc()
    records[1] = _record("WARC/1.0", "response", "https://z.example/0",
                         _http(brotli.compress(_article("Brotli page").encode()), "Content-Type: text/html",
                               "Content-Encoding: br"), _RESPONSE)
    path = tmp_path / "wget.warc"
    path.write_bytes(b"".join(records))
    check = run_cli("warc", "check", str(path), cwd=tmp_path)
    assert check.returncode == 0 and "(9 records, 4 request, 4 response, 1 warcinfo)" in check.stderr, check.stderr
    err, vertical, status = _vert(tmp_path, path)
    assert "Brotli page , part 5" in _texts(vertical)["https://z.example/0"], err


def _named(i: int) -> str:
    return (f"<p>Part {i}: the orchestra played Dvořák and Janáček in Brno on Tuesday, and the conductor, Jiří "
            "Bělohlávek's pupil, thanked the town for the new hall by the river.</p>")


@pytest.mark.parametrize("types", [
    ("text/html", "text/html; charset=windows-1250"),  # the charset in the second header
    ("text/html; charset=windows-1250", "text/html"),  # kept for the same media type (a guard: passed before)
    ("text/html; charset=utf-8", "text/html; charset=windows-1250"),  # the last charset
])
def test_a_content_type_given_twice_gives_its_charset(tmp_path: Path, types: tuple[str, ...]) -> None:
    """Before: the first Content-Type header alone was read, its charset (none, or a wrong one) used, and
    'Dvořák' came out as 'Dvoøák'."""
    html = ("<html><head><title>Concert</title></head><body><article><h1>Concert</h1>"
            + "".join(_named(i) for i in range(4)) + "</article></body></html>").encode("cp1250")
    block = _http(html, *(f"Content-Type: {t}" for t in types))
    path = tmp_path / "twice.warc"
    path.write_bytes(_record("WARC/1.0", "response", "https://c.example/concert", block, _RESPONSE))
    err, vertical, status = _vert(tmp_path, path)
    assert "Dvořák" in _texts(vertical)["https://c.example/concert"], err


def _multi_stream_xz(tmp_path: Path, pages: int = 8) -> tuple[Path, list[int]]:
    """A .warc.xz of one xz stream per record (warcinfo, then response and request per page), as download
    writes its streams of whole records; and where each stream starts."""
    records = [_record("WARC/1.0", "warcinfo", None, b"software: corpustools\r\n", "Content-Type: application/warc-fields")]
    for i in range(pages):
        records.append(_record("WARC/1.0", "response", f"https://x.example/{i}",
                               _http(_article(f"Stream page {i}").encode()), _RESPONSE))
        records.append(_record("WARC/1.0", "request", f"https://x.example/{i}", b"GET / HTTP/1.1\r\n\r\n",
                               "Content-Type: application/http; msgtype=request"))
    streams = [lzma.compress(r, preset=0) for r in records]
    starts = [sum(map(len, streams[:i])) for i in range(len(streams))]
    path = tmp_path / "news.warc.xz"
    path.write_bytes(b"".join(streams))
    return path, starts


def test_a_damaged_stream_of_a_multi_stream_warc_xz_costs_only_its_records(tmp_path: Path) -> None:
    """Before: 'kept the 7 whole records before it', pages 3 to 7 lost; 'warc check': 'nothing after it
    can be read'."""
    path, starts = _multi_stream_xz(tmp_path)
    data = bytearray(path.read_bytes())
    damaged = starts[1 + 2 * 3]  # page 3's response
    data[damaged + 100:damaged + 104] = b"\xff\xff\xff\xff"
    path.write_bytes(bytes(data))
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"https://x.example/{i}" for i in range(8) if i != 3], err
    said = _errors(err)
    assert len(said) == 1 and f"going on with the next xz stream at offset {starts[1 + 2 * 3 + 1]}" in said[0], err
    assert status == 1 and "Traceback" not in err, err
    located = re.findall(r' url="https://x.example/(\d)".* warc="news.warc.xz:(\d+):0"', vertical)
    assert located == [(str(i), str(starts[1 + 2 * i])) for i in range(8) if i != 3], vertical
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert f"going on with the next record at offset {starts[1 + 2 * 3 + 1]}" in check, check
    assert "(16 records, 8 request, 7 response, 1 warcinfo)" in check, check


def test_a_warc_xz_cut_short_is_said_as_cut_not_read_on(tmp_path: Path) -> None:
    """Guard: a file that merely ends inside a stream keeps its whole records and says so, as before."""
    path, starts = _multi_stream_xz(tmp_path)
    path.write_bytes(path.read_bytes()[:starts[-1] + 20])
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"https://x.example/{i}" for i in range(8)], err
    assert "going on" not in err and "the file ends inside an xz stream" in err, err


def test_a_damaged_frame_of_a_warc_zst_costs_only_its_record(tmp_path: Path) -> None:
    import zstandard

    records = _pages_warc(6)
    dictionary = zstandard.train_dictionary(2048, records * 30)
    frames = [zstandard.ZstdCompressor(dict_data=dictionary).compress(r) for r in records]
    packed = dictionary.as_bytes()  # (stored as it is: the proposal allows both)
    head = b"\x5d\x2a\x4d\x18" + len(packed).to_bytes(4, "little") + packed
    bad = 1 + 2 * 2  # page 2's response
    frames[bad] = frames[bad][:12] + bytes(b ^ 0xFF for b in frames[bad][12:40]) + frames[bad][40:]
    path = tmp_path / "crawl.warc.zst"
    path.write_bytes(head + b"".join(frames))
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"https://z.example/{i}" for i in range(6) if i != 2], err
    after = len(head) + sum(map(len, frames[:bad + 1]))
    said = _errors(err)
    assert len(said) == 1 and f"going on with the next zstd frame at offset {after}" in said[0], err
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert f"going on with the next record at offset {after}" in check and "(12 records," in check, check
