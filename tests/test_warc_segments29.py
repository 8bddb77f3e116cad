"""Records segmented across the files of a crawl (session 29, issue 12's "never lose a page").

Heritrix ends a WARC file at its size limit inside a record: the record's first segment
(``WARC-Segment-Number: 1``) is the last record of one file, the rest of its block is in ``continuation``
records at the start of the next.

* The two files given to one ``vert`` run, in order: before, the first file's page was read as far as it
  went (its end lost) and the next file's continuation records were skipped without a word; now the record
  is joined across the files, its document located where it begins (``warc="first.warc:OFFSET"``).
* The second file given alone: before, its continuation records (a part of a page, no page of their own)
  were counted as ``skipped:continuation`` without a word; now one ``-WARN`` line for the file says what
  they are and how to join them, and they are counted as ``skipped:continuation_without_start``.
* Guards: a segmented record that is no page (a PDF) says nothing about its continuations, in one file or
  across two; the first file alone keeps the page's text so far (session 28's line); the pages of the
  first file after the cut page are not held back.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _article, _http, _record, _segmented, _texts

ORIGIN = "<urn:uuid:00000000-0000-0000-0000-0000000000c1>"


def _crawl(tmp_path: Path) -> tuple[Path, Path]:
    """Two files of one crawl: the first ends in segments 1-2 of a page, the second opens with segment 3."""
    seg = _segmented(_http(_article("Cut by the file limit").encode()), 3, ORIGIN, "http://s.example/cut")
    first = [_record("WARC/1.0", "warcinfo", None, b"software: Heritrix/3.4.0\r\n", "Content-Type: application/warc-fields"),
             _record("WARC/1.0", "response", "http://s.example/a", _http(_article("Page A").encode()), _RESPONSE),
             seg[0], seg[1]]
    second = [_record("WARC/1.0", "warcinfo", None, b"software: Heritrix/3.4.0\r\n", "Content-Type: application/warc-fields"),
              seg[2],
              _record("WARC/1.0", "response", "http://s.example/b", _http(_article("Page B").encode()), _RESPONSE)]
    (tmp_path / "crawl-00000.warc").write_bytes(b"".join(first))
    (tmp_path / "crawl-00001.warc").write_bytes(b"".join(second))
    return tmp_path / "crawl-00000.warc", tmp_path / "crawl-00001.warc"


def _run(tmp_path: Path, *inputs: Path) -> tuple[str, str, int]:
    out = tmp_path / "out.vert"
    run = run_cli("vert", "-i", *map(str, inputs), "-o", str(out), "-m", "1", cwd=tmp_path)
    return run.stderr, out.read_text("utf-8") if out.exists() else "", run.returncode


def test_a_record_segmented_across_two_files_given_together_is_joined(tmp_path: Path) -> None:
    """Before: 'cut' held Page parts 0-3 only (-WARN: last segment not in this file), the tail skipped."""
    first, second = _crawl(tmp_path)
    err, vertical, status = _run(tmp_path, first, second)
    assert status == 0 and "Traceback" not in err, err
    docs = _texts(vertical)
    assert sorted(docs) == ["http://s.example/a", "http://s.example/b", "http://s.example/cut"], err
    assert docs["http://s.example/cut"].count("the council met") == 6, docs["http://s.example/cut"]
    assert "-WARN" not in err, err
    doc = next(line for line in vertical.splitlines() if "http://s.example/cut" in line)
    assert 'warc="crawl-00000.warc:' in doc, doc
    assert re.search(r"vert: \S+: 3 documents, .*skipped: continuation 2, warcinfo 2 ", err), err


def test_the_second_file_alone_says_its_continuation_once(tmp_path: Path) -> None:
    """Before: no line at all; 'skipped: continuation 1' among the counts."""
    _, second = _crawl(tmp_path)
    err, vertical, status = _run(tmp_path, second)
    assert status == 0 and "Traceback" not in err, err
    assert list(_texts(vertical)) == ["http://s.example/b"], err
    said = [line for line in err.splitlines() if "continuation" in line and line.startswith("-WARN")]
    assert len(said) == 1 and ORIGIN in said[0] and "first segment is not in this file" in said[0], err
    assert re.search(r"vert: \S+: 1 documents, .*skipped: continuation_without_start 1, warcinfo 1 ", err), err


def test_the_first_file_alone_keeps_the_page_so_far(tmp_path: Path) -> None:
    """Guard (session 28): the page is read as far as it goes, in one line, before page A's successor."""
    first, _ = _crawl(tmp_path)
    err, vertical, status = _run(tmp_path, first)
    docs = _texts(vertical)
    assert list(docs) == ["http://s.example/a", "http://s.example/cut"], err
    assert "Cut by the file limit , part 0" in docs["http://s.example/cut"]
    assert len([line for line in err.splitlines() if line.startswith("-WARN")]) == 1, err
    assert status == 0, err


def test_files_given_in_the_wrong_order_lose_no_page(tmp_path: Path) -> None:
    """Guard: the second file first: its continuation is said, the first file's page is kept so far."""
    first, second = _crawl(tmp_path)
    err, vertical, status = _run(tmp_path, second, first)
    assert sorted(_texts(vertical)) == ["http://s.example/a", "http://s.example/b", "http://s.example/cut"], err
    assert "Traceback" not in err and status == 0, err
    assert re.search(r"vert: \S+: 3 documents, .*continuation_without_start 1", err), err


def test_a_segmented_pdf_says_nothing_of_its_continuations(tmp_path: Path) -> None:
    """Guard: a first segment that is no page (a PDF) passes over its continuations, here and in the next file."""
    origin = f"<urn:uuid:{uuid.uuid4()}>"
    pdf = _segmented(b"HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 " + b"x" * 3000, 3, origin,
                     "http://s.example/doc.pdf")
    page = _record("WARC/1.0", "response", "http://s.example/p", _http(_article("Page P").encode()), _RESPONSE)
    (tmp_path / "one.warc").write_bytes(page + pdf[0] + pdf[1])
    other = _record("WARC/1.0", "response", "http://s.example/q", _http(_article("Page Q").encode()), _RESPONSE)
    (tmp_path / "two.warc").write_bytes(pdf[2] + other)
    err, vertical, status = _run(tmp_path, tmp_path / "one.warc", tmp_path / "two.warc")
    assert "-WARN" not in err and status == 0, err
    assert list(_texts(vertical)) == ["http://s.example/p", "http://s.example/q"], err


def test_the_pages_after_a_carried_page_are_not_held(tmp_path: Path) -> None:
    """Guard: a page cut by the file's end waits in the next file; the pages after it in its own file do not."""
    from corpustools.vert.read import SegmentCarry, iter_html

    first, second = _crawl(tmp_path)
    extra = _record("WARC/1.0", "response", "http://s.example/z", _http(_article("Page Z").encode()), _RESPONSE)
    first.write_bytes(first.read_bytes() + extra)
    carry, counters = SegmentCarry(more=True), {}
    assert [p.url for p in iter_html(first, counters, 1 << 20, carry=carry)] == ["http://s.example/a", "http://s.example/z"]
    carry.more = False
    pages = list(iter_html(second, counters, 1 << 20, carry=carry))
    assert [(p.url, p.file) for p in pages] == [("http://s.example/cut", "crawl-00000.warc"), ("http://s.example/b", "")]


def test_a_file_whose_only_page_goes_on_in_the_next_is_no_empty_input(tmp_path: Path) -> None:
    """The first file holds only the first segments of one page: its page is the next file's document, and
    the first file is not said to hold no web page."""
    seg = _segmented(_http(_article("The only page").encode()), 3, ORIGIN, "http://s.example/only")
    (tmp_path / "a.warc").write_bytes(seg[0] + seg[1])
    (tmp_path / "b.warc").write_bytes(seg[2] + _record("WARC/1.0", "response", "http://s.example/b",
                                                       _http(_article("Page B").encode()), _RESPONSE))
    err, vertical, status = _run(tmp_path, tmp_path / "a.warc", tmp_path / "b.warc")
    assert list(_texts(vertical)) == ["http://s.example/only", "http://s.example/b"], err
    assert status == 0 and "-ERR" not in err and "-WARN" not in err, err
