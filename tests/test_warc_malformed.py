"""WARCs as broken writers make them lose no page: a record whose Content-Length is wrong (too long: it
swallowed the records after it; too short: its page was cut), in a plain file, an xz file (one stream or
several) and a gzip file (a member per record, or members holding several records), and the other
malformed files a new user meets on the public web.  Every file is built here, byte by byte."""

from __future__ import annotations

import gzip
import logging
import subprocess
import sys
from pathlib import Path

import pytest
from warc_support import read_pages, write_warc

REPO = Path(__file__).resolve().parent.parent


def _page(i: int) -> bytes:
    return (f"<html><head><title>Page {i}</title></head><body><article><p>"
            + f"Die Seite Nummer {i} hat diesen Text, und er ist lang genug für einen Absatz. " * 12
            + "</p></article></body></html>").encode()


def _record(i: int, block: bytes | None = None, delta: int = 0, uri: str | None = "", rec_type: str = "response",
            names: str = "") -> bytes:
    """One WARC record; ``delta`` is added to the true Content-Length (a writer's wrong length)."""
    if block is None:
        block = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + _page(i)
    lines = ["WARC/1.0", f"WARC-Type: {rec_type}", f"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{i:012d}>",
             "WARC-Date: 2026-11-20T10:00:00Z"]
    if uri is not None:
        lines.append(f"WARC-Target-URI: {uri or f'https://example.org/page{i}'}")
    lines.append(f"Content-Length: {len(block) + delta}")
    if names == "lower":
        lines = [line.lower() for line in lines]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + block + b"\r\n\r\n"


CONTAINERS = ["warc", "xz", "xz-streams", "gz", "gz-several", "gz-whole"]


@pytest.mark.parametrize("container", CONTAINERS)
@pytest.mark.parametrize("delta", [300, 5000, -200, -700])
def test_a_wrong_content_length_in_the_middle_loses_no_page(tmp_path: Path, caplog: pytest.LogCaptureFixture,
                                                             container: str, delta: int) -> None:
    """Too long (300: into the next record; 5000: past the end of the file) or too short (-200: the page's
    end; -700: most of it): every page is read whole, the record is counted and said once."""
    records = [_record(i, delta=delta if i == 2 else 0) for i in range(1, 6)]
    path = write_warc(tmp_path, records, container)
    with caplog.at_level(logging.WARNING):
        pages, counters = read_pages(path)
    assert sorted(pages) == [f"page{i}" for i in range(1, 6)]
    assert all(pages[f"page{i}"] == _page(i) for i in range(1, 6))
    assert counters["wrong_length"] == 1 and "input_damaged" not in counters and counters["records"] == 5
    said = [r.getMessage() for r in caplog.records if "Content-Length" in r.getMessage()]
    assert len(said) == 1 and "in.warc" in said[0] and "00000000-0000-0000-0000-000000000002" in said[0]


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
def test_two_wrong_lengths_and_a_last_record_too_short(tmp_path: Path, container: str) -> None:
    records = [_record(1), _record(2, delta=2000), _record(3, delta=10), _record(4), _record(5, delta=-100)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert all(pages[f"page{i}"] == _page(i) for i in range(1, 6))
    assert counters["wrong_length"] == 3


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
@pytest.mark.parametrize("separator", [b"", b"\r\n", b"\r\n\r\n\r\n\n", b"\r\n" * 5])
def test_a_right_length_with_odd_line_ends_after_it_is_no_wrong_length(tmp_path: Path, container: str,
                                                                      separator: bytes) -> None:
    records = [_record(1), _record(2)[:-4] + separator, _record(3)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert all(pages[f"page{i}"] == _page(i) for i in range(1, 4))
    assert "wrong_length" not in counters and "input_damaged" not in counters


@pytest.mark.parametrize("container", CONTAINERS)
def test_garbage_between_records_is_skipped_in_every_container(tmp_path: Path, container: str) -> None:
    """An xz file lost every record after garbage ("not a readable WARC/ARC from here on"), and so did a
    gzip file whose members hold several records (or gave one record twice and lost another)."""
    records = [_record(1), _record(2) + b"this is no record\r\n", _record(3), _record(4)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert sorted(pages) == ["page1", "page2", "page3", "page4"]
    assert counters["skipped:garbage"] == 1 and counters["input_damaged"] == 1


@pytest.mark.parametrize("container", ["warc", "xz"])
def test_a_wrong_length_then_a_file_cut_in_a_record_header(tmp_path: Path, container: str,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    """After a mended length warcio goes on from where the quick reader stopped, and the cut is said at
    its offset (an xz file cut there said nothing)."""
    records = [_record(1), _record(2, delta=300), _record(3), _record(4)[:120]]
    with caplog.at_level(logging.ERROR):
        pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert sorted(pages) == ["page1", "page2", "page3"] and counters["input_damaged"] == 1
    cut = sum(len(r) for r in records[:3])
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == [
        f"in.warc{'' if container == 'warc' else '.xz'}: the file ends inside the record at offset {cut}: it and "
        "any records after it are lost"]


def test_vert_counts_the_mended_record_and_writes_every_page(tmp_path: Path) -> None:
    """The whole command on an xz WARC whose second record declares too long a length: all pages are
    documents, and the marker's counters say it."""
    records = [_record(i, delta=400 if i == 2 else 0) for i in range(1, 5)]
    path = write_warc(tmp_path, records, "xz")
    out = tmp_path / "out.vert"
    run = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-m", "1", "-i", str(path), "-o", str(out)],
                         capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 0, run.stderr
    text = out.read_text()
    assert [f"https://example.org/page{i}" in text for i in range(1, 5)] == [True] * 4
    assert text.count("<doc ") == 4
    assert "declares Content-Length" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
def test_header_lines_ended_by_cr_cr_lf_areread_pages(tmp_path: Path, container: str) -> None:
    """A writer that ended its lines with CR CR LF (pywb's sample archive has one): the record is read as
    warcio reads it, not taken for one whose headers were cut."""
    block = b"HTTP/1.1 200 OK\r\r\nContent-Type: text/html\r\r\n\r\r\n" + _page(1)
    head, _, _ = _record(1, block).partition(b"\r\n\r\n")
    record = head.replace(b"\r\n", b"\r\r\n") + b"\r\r\n\r\r\n" + block + b"\r\r\n\r\r\n"
    pages, counters = read_pages(write_warc(tmp_path, [record], container))
    assert list(pages) == ["page1"] and "input_damaged" not in counters and counters["records"] == 1


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
@pytest.mark.parametrize("blank_line", [False, True])
def test_a_response_stored_without_http_headers_keeps_its_whole_page(tmp_path: Path, container: str,
                                                                     blank_line: bool) -> None:
    """Its first lines were taken for HTTP headers: the page lost its start (up to a blank line in it), or
    all of it (no blank line: skipped as empty)."""
    page = _page(2).replace(b"<article>", b"\r\n\r\n<article>") if blank_line else _page(2)
    records = [_record(1), _record(2, page), _record(3)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages == {"page1": _page(1), "page2": page, "page3": _page(3)}


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
def test_a_response_without_target_uri_is_counted_not_taken_for_garbage(tmp_path: Path, container: str,
                                                                        caplog: pytest.LogCaptureFixture) -> None:
    """warcio fails on it ("record headers cut short or malformed": -ERR, exit status 1, counted as
    garbage); it is a whole record whose writer lost its address: one -WARN line, counted.  A writer that
    lost every address says so once per file, not once per record (the log is not flooded)."""
    records = [_record(1), _record(2, uri=None), _record(3), _record(4, uri=None), _record(5, uri=None)]
    with caplog.at_level(logging.WARNING):
        pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert "without WARC-Target-URI" in caplog.text and "00000000-0000-0000-0000-000000000002" in caplog.text
    assert "skipped:no_uri" in caplog.text  # where the others are counted
    assert sorted(pages) == ["page1", "page3"]
    assert counters["skipped:no_uri"] == 3 and "input_damaged" not in counters and counters["records"] == 5


def test_files_of_other_compressors_are_one_clear_line_and_the_other_inputs_areread_pages(tmp_path: Path) -> None:
    """A .warc.zst or .warc.bz2 was "not a WARC/ARC file (starts with b'(\\xb5/\\xfd...')": say what it is
    and what to do; the empty file, the text file and the damaged ones beside them do not stop the run."""
    import bz2

    good = write_warc(tmp_path, [_record(i, delta=300 if i == 2 else 0) for i in range(1, 5)], "xz")
    (tmp_path / "empty.warc").write_bytes(b"")
    (tmp_path / "notes.warc").write_bytes(b"these are my notes\n")
    (tmp_path / "crawl.warc.zst").write_bytes(b"\x28\xb5\x2f\xfd" + bytes(40))
    (tmp_path / "crawl.warc.bz2").write_bytes(bz2.compress(_record(9)))
    inputs = [tmp_path / n for n in ("empty.warc", "crawl.warc.zst", "notes.warc", "crawl.warc.bz2")] + [good]
    out = tmp_path / "out.vert"
    run = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-m", "1", "-i", *map(str, inputs), "-o", str(out)],
                         capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 1 and "Traceback" not in run.stderr  # inputs were not WARCs: exit status 1
    assert out.read_text().count("<doc ") == 4
    errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR")]
    assert len(errors) == 4, run.stderr
    # (since session 28 a .warc.zst is read: this one holds a frame's magic number and no more of it)
    assert "crawl.warc.zst: not a WARC/ARC file (error: the file ends inside a zstd frame)" in run.stderr, run.stderr
    assert "crawl.warc.bz2: not a WARC/ARC file (compressed with bzip2" in run.stderr


def _wordy_pages(n: int) -> list[bytes]:
    """Pages of text that does not compress to nothing, so a cut gzip member holds part of its page."""
    import random

    rnd = random.Random(3)
    words = ["".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rnd.randint(2, 9))) for _ in range(2000)]
    return [b"<html><body><p>" + " ".join(rnd.choice(words) for _ in range(700)).encode() + b"</p></body></html>"
            for _ in range(n)]


def _http(page: bytes) -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + page


def test_a_gzip_file_cut_inside_its_last_member_keeps_the_text_with_one_line(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """wget or a download stopped while writing: the last page's text is kept, and said once (it was said
    twice: "cut short" and "the file ends inside the record")."""
    pages = _wordy_pages(3)
    records = [_record(i, _http(pages[i - 1])) for i in range(1, 4)]
    path = write_warc(tmp_path, records, "gz")
    path.write_bytes(path.read_bytes()[:-1000])
    with caplog.at_level(logging.WARNING):
        got, counters = read_pages(path)
    assert got["page1"] == pages[0] and got["page2"] == pages[1] and pages[2].startswith(got["page3"])
    assert 1000 < len(got["page3"]) < len(pages[2])
    assert counters["truncated_record"] == 1 and counters["input_damaged"] == 1
    assert len(caplog.records) == 1 and "cut short" in caplog.records[0].getMessage()


@pytest.mark.parametrize("damaged", ["page", "request"])
def test_a_gzip_member_cut_in_the_middle_of_the_file_keeps_what_it_holds(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, damaged: str) -> None:
    """Two files joined, the first cut short: the page of the cut member lost all its text (skipped as
    garbage); now it keeps what decodes before the damage, and reading goes on with the next member.
    One line either way: the page's "cut short", or the damaged member's (a request)."""
    pages = _wordy_pages(4)
    records = [_record(1, _http(pages[0])), _record(7, b"GET / HTTP/1.1\r\nHost: example.org\r\n\r\n" + pages[3],
                                                   rec_type="request"),
               _record(2, _http(pages[1])), _record(3, _http(pages[2]))]
    members = [gzip.compress(r, mtime=0) for r in records]
    cut = 1 if damaged == "request" else 2
    members[cut] = members[cut][: len(members[cut]) // 2]
    path = tmp_path / "joined.warc.gz"
    path.write_bytes(b"".join(members))
    with caplog.at_level(logging.WARNING):
        got, counters = read_pages(path)
    assert got["page1"] == pages[0] and got["page3"] == pages[2]
    if damaged == "request":
        assert got["page2"] == pages[1] and "truncated_record" not in counters
        assert "damaged gzip member at offset" in caplog.text and "00000000-0000-0000-0000-000000000007" in caplog.text
    else:
        assert 1000 < len(got["page2"]) < len(pages[1]) and got["page2"][:1000] == pages[1][:1000]
        assert counters["truncated_record"] == 1 and "cut short" in caplog.text
    assert counters["records"] == 4 and counters["input_damaged"] == 1 and "skipped:garbage" not in counters
    assert len(caplog.records) == 1


@pytest.mark.parametrize("container", ["warc", "xz", "gz-whole"])
@pytest.mark.parametrize("before", [b"\xef\xbb\xbf", b"# saved by a crawler\r\n"])
def test_a_warc_behind_a_byte_order_mark_or_a_line_of_garbage_isread_pages(tmp_path: Path, container: str,
                                                                       before: bytes) -> None:
    """It was "not a WARC/ARC file": every page lost."""
    records = [_record(i) for i in range(1, 4)]
    records[0] = before + records[0]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages == {f"page{i}": _page(i) for i in range(1, 4)}
    assert counters["skipped:garbage"] == 1


def _chunked(body: bytes, size: int = 300) -> bytes:
    return b"".join(b"%x\r\n" % len(body[i:i + size]) + body[i:i + size] + b"\r\n"
                    for i in range(0, len(body), size)) + b"0\r\n\r\n"


@pytest.mark.parametrize("container", ["warc", "gz"])
def test_a_chunked_body_whose_header_was_dropped_is_unchunked(tmp_path: Path, container: str) -> None:
    """The chunk sizes ("12c") were read as the page's text, in the middle of its words; a page that only
    begins with a digit, or is chunked and says so, is read as before."""
    records = [_record(1, b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + _chunked(_page(1))),
               _record(2, b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n12\r\n<p>twelve and more</p>"),
               _record(3, b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"
                       + _chunked(_page(3)))]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages["page1"] == _page(1)
    assert pages["page2"] == b"12\r\n<p>twelve and more</p>"


def test_undeclared_chunks_are_undone_only_when_the_whole_payload_is_chunked() -> None:
    from corpustools.vert.httpbody import finish_payload

    page = _page(4)
    assert finish_payload(_chunked(page), "", 1 << 20, False)[0] == page
    for odd in (_chunked(page)[:-5],  # cut before its last chunk
                b"+12c\r\n" + page,  # no chunk size
                b"0\r\n\r\n" + page,  # a last chunk first
                _chunked(page).replace(b"\r\n", b"\r\n\r\n", 2)):  # a chunk longer than its size
        assert finish_payload(odd, "", 1 << 20, True)[0] == odd


def test_warc_check_says_a_wrong_length_once(tmp_path: Path) -> None:
    """warcio's complaint was a problem twice: with the record's id and offset, and again bare."""
    from corpustools.warc.check import check

    path = write_warc(tmp_path, [_record(1), _record(2, delta=-200), _record(3)], "warc")
    counts, problems = check(path)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}: record <urn:uuid:00000000-0000-0000-0000-000000000002>")


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
def test_a_content_length_of_gigabytes_does_not_swallow_the_file(tmp_path: Path, container: str) -> None:
    """A length far over any page (warcio streamed the record, swallowing every record after it)."""
    records = [_record(1), _record(2, delta=5_000_000_000), _record(3), _record(4)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages == {f"page{i}": _page(i) for i in range(1, 5)}
    assert counters["wrong_length"] == 1
