"""A per-record .warc.gz whose first gzip member is damaged (nothing of it inflates: usually the warcinfo).

Before: the first-bytes check inflated the first member and gave up, so 'warc check', 'warc recompress'
and 'vert' said "not a WARC/ARC file (error: Error -3 ... invalid stored block lengths)" and lost every
intact record after it.  Now the file is judged by the first later member that opens a WARC record, and
the reading says the damage once and goes on there, as for a damaged member further on.  A file that is
no WARC (a gzip of HTML, of random bytes, of plain text, an empty one) is refused as before."""

from __future__ import annotations

import gzip
import logging
import random
import re
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_audit_newuser4 import _errors, _records_of, _warc_tools

from corpustools.vert.read import iter_html
from corpustools.warc.reader import not_an_archive

_URLS = [f"https://www.example.cz/z/{i}" for i in range(12)]


def _per_record(tmp_path: Path, damaged: tuple[int, ...], at: int = 10) -> tuple[Path, list[bytes], list[bytes]]:
    """A per-record .warc.gz of 12 pages (warcinfo, then response and request each) whose members
    ``damaged`` have 8 bytes of their deflate data zeroed from byte ``at`` of the member."""
    records = _records_of(tmp_path, 12)
    members = [gzip.compress(r, mtime=0) for r in records]
    for i in damaged:
        members[i] = members[i][:at] + bytes(8) + members[i][at + 8:]
    path = tmp_path / "first.warc.gz"
    path.write_bytes(b"".join(members))
    return path, records, members


def test_a_damaged_first_member_costs_only_its_record_in_check_recompress_and_vert(tmp_path: Path) -> None:
    """Before: all three said 'not a WARC/ARC file (error: Error -3 ...)': 0 records, no output."""
    path, records, members = _per_record(tmp_path, (0,))
    check, recompress, vert, vertical = _warc_tools(path, tmp_path)
    assert "not a WARC" not in check + recompress + vert, check + recompress + vert
    kept = len(records) - 1
    for err in (check, recompress):
        said = [line for line in _errors(err) if "first.warc.gz: damaged gz data" in line]
        assert len(said) == 1, err
        assert 10 <= int(re.findall(r"at offset (\d+)", said[0])[0]) < len(members[0]), err
        assert f"next record at offset {len(members[0])}" in said[0], err
    assert f"{kept} records" in check and f"{kept} records" in recompress, check + recompress
    copy = run_cli("warc", "check", str(tmp_path / "x.warc.xz"), cwd=tmp_path).stderr
    assert f": OK (12 cdxj_lines, 1 first_record_not_warcinfo, {kept} records" in copy, copy  # (the warcinfo lost)
    said = [line for line in _errors(vert) if "first.warc.gz" in line]
    assert len(said) == 1 and "(a damaged gzip member)" in said[0], vert
    assert f"after offset 0 (a damaged gzip member); going on with the next record at offset {len(members[0])}" \
        in said[0], vert
    assert re.findall(r'url="([^"]+)"', vertical) == _URLS, vert
    assert re.search(r"vert: \S+: 12 documents, ", vert) and "garbage 1" in vert, vert


@pytest.mark.parametrize(("damaged", "at", "pages"), [((0,), 40, range(12)),  # damaged after its first bytes
                                                      ((0, 1), 10, range(1, 12))])  # and page 0's response
def test_reading_goes_on_after_damaged_leading_members(tmp_path: Path, caplog: pytest.LogCaptureFixture,
                                                       damaged: tuple[int, ...], at: int, pages: range) -> None:
    """Before: 'not a WARC/ARC file' and no record (see above), however the leading members were damaged."""
    path, records, members = _per_record(tmp_path, damaged, at)
    counters: dict[str, int] = {}
    with caplog.at_level(logging.WARNING):
        urls = [r.url for r in iter_html(path, counters, 1 << 20)]
    said = [r.getMessage() for r in caplog.records]
    assert urls == [_URLS[i] for i in pages], (counters, said)
    assert counters["records"] == len(records) - len(damaged), (counters, said)
    assert len(said) == 1 and "(a damaged gzip member)" in said[0], said
    assert f"next record at offset {sum(map(len, members[:len(damaged)]))}" in said[0], said


def _gzip_files(tmp_path: Path) -> dict[str, bytes]:
    html = b"<!DOCTYPE html><html><head><title>A</title></head><body>" + b"<p>Text.</p>" * 400 + b"</body></html>"
    rnd = random.Random(27)
    damaged_html = [gzip.compress(html, mtime=0), gzip.compress(html, mtime=0)]
    damaged_html[0] = damaged_html[0][:10] + bytes(8) + damaged_html[0][18:]
    whole = bytearray(gzip.compress(b"".join(_records_of(tmp_path, 12)), mtime=0))
    whole[10:18] = bytes(8)
    return {"html": gzip.compress(html, mtime=0),
            "random": gzip.compress(bytes(rnd.randrange(256) for _ in range(20000)), mtime=0),
            "text": gzip.compress(b"Just some plain text\nof a file\n" * 100, mtime=0),
            "empty": gzip.compress(b"", mtime=0),
            "damaged_html": b"".join(damaged_html),  # no member after the damaged one opens a record
            "damaged_whole": bytes(whole)}  # a WARC gzipped whole, damaged at its start: nothing to read


def test_a_gzip_file_that_is_no_warc_is_still_refused(tmp_path: Path) -> None:
    """Guards: these were refused before the change, with these reasons, and still are."""
    reasons = {"html": "an HTML page", "random": "starts with b'", "text": "starts with b'Just some plain text",
               "empty": "empty", "damaged_html": "error: Error -3 while decompressing data",
               "damaged_whole": "error: Error -3 while decompressing data"}
    for name, data in _gzip_files(tmp_path).items():
        path = tmp_path / f"{name}.warc.gz"
        path.write_bytes(data)
        why = not_an_archive(path)
        assert why is not None and reasons[name] in why, (name, why)
    check = run_cli("warc", "check", str(tmp_path / "damaged_html.warc.gz"), cwd=tmp_path)
    assert "damaged_html.warc.gz: not a WARC/ARC file (error: Error -3" in check.stderr, check.stderr
    recompress = run_cli("warc", "recompress", str(tmp_path / "html.warc.gz"), str(tmp_path / "x.warc.xz"), cwd=tmp_path)
    assert "not a WARC/ARC file" in recompress.stderr and not (tmp_path / "x.warc.xz").exists(), recompress.stderr
    vert = run_cli("vert", "-i", str(tmp_path / "random.warc.gz"), "-o", str(tmp_path / "x.vert"), "-m", "1", cwd=tmp_path)
    assert "random.warc.gz: not a WARC/ARC file (starts with" in vert.stderr, vert.stderr
