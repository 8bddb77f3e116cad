"""Review of session 28's reading of segmented records (``vert.read._joined``), as a user's WARCs hit it.

* A writer that marks every response ``WARC-Segment-Number: 1`` (and writes no continuation record): each
  new first segment started the wait of :data:`SEGMENT_WAIT` records again, so no page was given up before
  the file's end: every page of the file was held in memory and none given to the workers until then.
* Two segmented pages under one ``WARC-Record-ID`` (a writer that gives none, or copies one): the second
  took the first's place among the open pages, the first was never given up nor joined, and it held every
  page after it: all of them were lost, silently.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _article, _http, _record, _segmented, _texts, _vert

from corpustools.vert.read import SEGMENT_WAIT, iter_html


def _pages(path: Path) -> tuple[list[str], list[int]]:
    """The pages iter_html gives, and how many records had been read when each was given."""
    counters: dict = {}
    urls, read = [], []
    for page in iter_html(path, counters, 1 << 20):
        urls.append(page.url)
        read.append(counters.get("records", 0))
    return urls, read


def test_every_record_marked_segment_one_is_not_held_to_the_files_end(tmp_path: Path) -> None:
    """Before: the first page came out only once all 200 records were read (each held till then)."""
    n = 200
    records = [_record("WARC/1.0", "response", f"http://s.example/{i}", _http(_article(f"Page {i}").encode()),
                       _RESPONSE, "WARC-Segment-Number: 1") for i in range(n)]
    path = tmp_path / "marked.warc"
    path.write_bytes(b"".join(records))
    urls, read = _pages(path)
    assert urls == [f"http://s.example/{i}" for i in range(n)]
    assert read[0] <= SEGMENT_WAIT + 2, read[:3]
    assert max(r - i for i, r in enumerate(read)) <= SEGMENT_WAIT + 2


def test_a_page_still_waiting_for_its_segments_is_joined_among_pages_marked_segment_one(tmp_path: Path) -> None:
    """Guard: a real segmented page among a few plain ones is still joined whole."""
    origin = f"<urn:uuid:{uuid.uuid4()}>"
    seg = _segmented(_http(_article("Joined page").encode()), 3, origin, "http://s.example/seg")
    plain = [_record("WARC/1.0", "response", f"http://s.example/{i}", _http(_article(f"Page {i}").encode()), _RESPONSE)
             for i in range(5)]
    path = tmp_path / "mixed.warc"
    path.write_bytes(b"".join([seg[0], *plain[:3], seg[1], *plain[3:], seg[2]]))
    err, vertical, status = _vert(tmp_path, path)
    docs = _texts(vertical)
    assert list(docs) == ["http://s.example/seg", *(f"http://s.example/{i}" for i in range(5))], err
    assert docs["http://s.example/seg"].count("the council met") == 6, docs
    assert status == 0 and "-WARN" not in err, err


def test_two_segmented_pages_under_one_record_id_lose_no_page(tmp_path: Path) -> None:
    """Before: nothing from the first of the two on came out (it held every page after it; exit status 0)."""
    same = "<urn:uuid:00000000-0000-0000-0000-0000000000aa>"
    records = [_record("WARC/1.0", "response", "http://s.example/a", _http(_article("First").encode()), _RESPONSE,
                       "WARC-Segment-Number: 1", rid=same),
               _record("WARC/1.0", "response", "http://s.example/b", _http(_article("Second").encode()), _RESPONSE,
                       "WARC-Segment-Number: 1", rid=same),
               *(_record("WARC/1.0", "response", f"http://s.example/{i}", _http(_article(f"Page {i}").encode()),
                         _RESPONSE) for i in range(3))]
    path = tmp_path / "same-id.warc"
    path.write_bytes(b"".join(records))
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == ["http://s.example/a", "http://s.example/b",
                                      *(f"http://s.example/{i}" for i in range(3))], err
    assert "Traceback" not in err and status == 0, err


_first_size: dict[str, int] = {}  # the size of the damaged first stream or frame _damaged_first wrote


def _damaged_first(tmp_path: Path, kind: str) -> Path:
    """A .warc.xz of a stream per record, or a .warc.zst of a frame per record, its first (the warcinfo) damaged."""
    records = [_record("WARC/1.0", "warcinfo", None, b"software: corpustools\r\n" * 20, "Content-Type: application/warc-fields"),
               *(_record("WARC/1.0", "response", f"https://d.example/{i}", _http(_article(f"Page {i}").encode()), _RESPONSE)
                 for i in range(4))]
    if kind == "xz":
        import lzma

        parts = [lzma.compress(r, preset=0) for r in records]
    else:
        import zstandard

        parts = [zstandard.ZstdCompressor().compress(r) for r in records]
    first = bytearray(parts[0])
    first[30:34] = b"\xff\xff\xff\xff"
    parts[0] = bytes(first)
    _first_size[kind] = len(parts[0])
    path = tmp_path / f"crawl.warc.{kind}"
    path.write_bytes(b"".join(parts))
    return path


@pytest.mark.parametrize("kind", ["xz", "zst"])
def test_a_damaged_first_stream_or_frame_costs_only_its_record(tmp_path: Path, kind: str) -> None:
    """Before: 'not a WARC/ARC file (error: corrupt xz data at offset 0 ...)', every page lost, in vert and
    'warc check' (a damaged member further on cost only its records already)."""
    path = _damaged_first(tmp_path, kind)
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"https://d.example/{i}" for i in range(4)], err
    assert status == 1 and "not a WARC/ARC" not in err and "Traceback" not in err, err
    assert re.search(r"vert: \S+: 4 documents, ", err), err
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert "4 response" in check and "not a WARC/ARC" not in check, check


@pytest.mark.parametrize("kind", ["xz", "zst"])
def test_a_damaged_compressed_file_of_no_records_is_still_refused(tmp_path: Path, kind: str) -> None:
    """Guard: a damaged xz/zstd file whose later streams open no record is no WARC (as before)."""
    path = _damaged_first(tmp_path, kind)
    if kind == "xz":
        import lzma

        later = b"".join(lzma.compress(b"plain text, no record %d\n" % i * 30, preset=0) for i in range(3))
    else:
        import zstandard

        later = b"".join(zstandard.ZstdCompressor().compress(b"plain text, no record %d\n" % i * 30) for i in range(3))
    first_size = _first_size[kind]
    path.write_bytes(path.read_bytes()[:first_size] + later)
    err, vertical, status = _vert(tmp_path, path)
    assert "not a WARC/ARC file" in err and vertical == "" and status == 1 and "Traceback" not in err, err


@pytest.mark.parametrize("types", [
    ("text/html; charset=windows-1250", "text/html; charset="),  # an empty charset is none (WHATWG MIME parsing)
    ("text/html; charset=windows-1250", "text/html; x-charset-note=1"),  # a parameter that only names it
])
def test_a_second_content_type_without_a_charset_keeps_the_firsts(tmp_path: Path, types: tuple[str, ...]) -> None:
    """Before: any 'charset' in the last value made it the one taken, its charset empty: 'Dvořák' came out
    as 'Dvoøák' (the page decoded by guessing)."""
    named = "".join(f"<p>Part {i}: the orchestra played Dvořák and Janáček in Brno on Tuesday, and the conductor "
                    "thanked the town for the new hall by the river.</p>" for i in range(4))
    html = f"<html><head><title>Concert</title></head><body><article><h1>Concert</h1>{named}</article></body></html>"
    block = _http(html.encode("cp1250"), *(f"Content-Type: {t}" for t in types))
    path = tmp_path / "twice.warc"
    path.write_bytes(_record("WARC/1.0", "response", "https://c.example/concert", block, _RESPONSE))
    err, vertical, status = _vert(tmp_path, path)
    assert "Dvořák" in _texts(vertical)["https://c.example/concert"], err


def test_a_warc_zst_whose_compressed_dictionary_is_damaged_is_said_not_a_traceback(tmp_path: Path) -> None:
    """Before: 'vert: unexpected error: ZstdError(... Dictionary mismatch)' with a traceback, in vert and
    'warc check' (the dictionary's frame, zstd-compressed as the proposal allows, did not decompress)."""
    import zstandard

    records = [_record("WARC/1.0", "response", f"https://z.example/{i}", _http(_article(f"Page {i}").encode()), _RESPONSE)
               for i in range(3)]
    dictionary = zstandard.train_dictionary(1024, records * 40)
    frames = [zstandard.ZstdCompressor(dict_data=dictionary).compress(r) for r in records]
    packed = zstandard.ZstdCompressor().compress(dictionary.as_bytes())
    packed = packed[:8] + bytes(b ^ 0x5A for b in packed[8:])
    path = tmp_path / "crawl.warc.zst"
    path.write_bytes(b"\x5d\x2a\x4d\x18" + len(packed).to_bytes(4, "little") + packed + b"".join(frames))
    err, vertical, status = _vert(tmp_path, path)
    assert "Traceback" not in err and status == 1 and vertical == "", err
    assert "the skippable frame at the file's start, which is damaged" in err, err
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert "Traceback" not in check and "which is damaged" in check, check


def test_a_skippable_frame_between_records_is_passed_over(tmp_path: Path) -> None:
    """Guard: a skippable frame of 300 KB among a .warc.zst's frames (an index a tool put there) is passed
    over (seeked past, not read), every record read and located at its frame's offset in the file."""
    import zstandard

    records = [_record("WARC/1.0", "response", f"https://z.example/{i}", _http(_article(f"Page {i}").encode()), _RESPONSE)
               for i in range(3)]
    frames = [zstandard.ZstdCompressor().compress(r) for r in records]
    other = b"\x50\x2a\x4d\x18" + (300_000).to_bytes(4, "little") + b"\x00" * 300_000
    path = tmp_path / "crawl.warc.zst"
    path.write_bytes(frames[0] + other + frames[1] + frames[2])
    err, vertical, status = _vert(tmp_path, path)
    assert list(_texts(vertical)) == [f"https://z.example/{i}" for i in range(3)] and status == 0, err
    starts = [0, len(frames[0]) + len(other), len(frames[0]) + len(other) + len(frames[1])]
    assert re.findall(r' warc="crawl.warc.zst:(\d+):0"', vertical) == [str(s) for s in starts], vertical
    check = run_cli("warc", "check", str(path), cwd=tmp_path).stderr
    assert "+OK" in check and "3 records, 3 response)" in check, check
