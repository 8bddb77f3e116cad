"""A WACZ cut short, a WACZ's own CDXJ index, and the rebuild's count of what it read (session 32, issue 12).

Before: a WACZ cut short (a download or a copy that stopped: the zip's directory, at its end, gone) was one line,
"a zip file whose directory, at its end, cannot be read", and nothing of it was read, though every member before
the cut is there behind a header of its own; ``warc check`` checked each WARC of a WACZ but not the WACZ's
``indexes/index.cdxj``, through which a replay finds the captures; ``collect --rebuild-store`` counted a broken WACZ
among the WARCs it had read.  Now the members of a cut WACZ are found by their local headers (stored, deflated, or
written as a stream with their sizes after their data, as ArchiveWeb.page's zip writer does), each read whole or to
the cut, with one line saying so; ``warc check`` compares each index line with the record it points at (the
rebuild's count: tests/test_debt32.py).  Every WARC and zip here is real, written by the test, and read by the
``corpustools`` command a user runs.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import re
import zipfile
import zlib
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _http, _record, _texts
from test_warc_wacz30 import LANGUAGES, _docs, _page, _vert


def _url(i: int) -> str:
    return f"https://news{i % 3}.example/{list(LANGUAGES)[i % 3]}/story-{i}"


def _records(first: int, count: int) -> list[bytes]:
    """A crawl's records as Browsertrix writes them: warcinfo, then a request and a response (with its payload's
    digest, as every crawler gives it) per page."""
    records = [_record("WARC/1.1", "warcinfo", None, b"software: Browsertrix-Crawler 1.4.0\r\n",
                       "Content-Type: application/warc-fields")]
    for i in range(first, first + count):
        body = _page(i, list(LANGUAGES)[i % 3])
        digest = base64.b32encode(hashlib.sha1(body).digest()).decode()
        records.append(_record("WARC/1.1", "request", _url(i), f"GET /story-{i} HTTP/1.1\r\nHost: x\r\n\r\n".encode(),
                               "Content-Type: application/http; msgtype=request"))
        records.append(_record("WARC/1.1", "response", _url(i), _http(body), _RESPONSE,
                               f"WARC-Payload-Digest: sha1:{digest}"))
    return records


class _Stream:
    """An output zipfile cannot seek in (a download served as it is zipped): each member's sizes and CRC go in a
    data descriptor after its data, its local header holding zeros (zip's flag bit 3)."""

    def __init__(self, path: Path) -> None:
        self.fh = path.open("wb")

    def write(self, data: bytes) -> int:
        return self.fh.write(data)

    def flush(self) -> None:
        self.fh.flush()


def _crawl_wacz(path: Path, warcs: dict[str, list[bytes]], method: int = zipfile.ZIP_STORED,
                streamed: bool = False, index: str = "indexes/index.cdxj", zip64: bool = False,
                edit: dict[int, dict[str, object] | None] | None = None) -> tuple[Path, list[str]]:
    """A WACZ of ``warcs`` (name -> records; a ``.warc.gz`` gzips each record, as crawlers do) with its CDXJ index
    of their responses as py-wacz writes it (``index`` ending in .gz: gzipped); ``edit``: changes to the index line
    of a response (by its number among them; None drops the line); ``zip64``: the WARCs' sizes in ZIP64 fields,
    as a zip writer gives a member it is not told the size of, and every member over 4 GB.  Returns the path and the index's
    lines."""
    lines: list[str] = []
    members: dict[str, bytes] = {}
    edit = edit or {}
    for name, records in warcs.items():
        data, offset = b"", 0
        for record in records:
            stored = gzip.compress(record, mtime=0) if name.endswith(".gz") else record
            if b"WARC-Type: response" in record:
                head = dict(line.split(": ", 1) for line in record.split(b"\r\n\r\n")[0].decode().split("\r\n")[1:])
                entry: dict[str, object] = {"url": head["WARC-Target-URI"], "mime": "text/html", "status": "200",
                                            "digest": head["WARC-Payload-Digest"], "length": str(len(stored)),
                                            "offset": str(offset), "filename": name}
                change = edit.get(len(lines), {})
                entry.update(change or {})
                lines.append("" if change is None else f"com,example)/{len(lines):04d} 20261130100000 {json.dumps(entry)}")
            data, offset = data + stored, offset + len(stored)
        members[f"archive/{name}"] = data
    text = "".join(line + "\n" for line in lines if line).encode()
    members[index] = gzip.compress(text) if index.endswith(".gz") else text
    members["pages/pages.jsonl"] = b'{"format": "json-pages-1.0", "id": "pages"}\n'
    members["datapackage.json"] = json.dumps({"profile": "data-package", "wacz_version": "1.1.1"}).encode()
    with zipfile.ZipFile(_Stream(path) if streamed else path, "w") as wacz:
        for name, data in members.items():
            info = zipfile.ZipInfo(name, (2026, 11, 30, 10, 0, 0))
            info.compress_type = method
            with wacz.open(info, "w", force_zip64=zip64 and name.startswith("archive/")) as member:
                member.write(data)
    return path, [line for line in lines if line]


def _errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("-ERR")]


# --- a WACZ cut short ---------------------------------------------------------------------------------------------

CUTS = {  # how the WACZ was written (zip method, as a stream, ZIP64), and where in it the cut is
    "stored, in the second WARC": (zipfile.ZIP_STORED, False, False, "archive/rec-2.warc.gz", 0.6),
    "stored, in the first WARC": (zipfile.ZIP_STORED, False, False, "archive/rec-1.warc.gz", 0.5),
    "deflated, in the second WARC": (zipfile.ZIP_DEFLATED, False, False, "archive/rec-2.warc.gz", 0.6),
    "streamed stored, in the second WARC": (zipfile.ZIP_STORED, True, False, "archive/rec-2.warc.gz", 0.6),
    "streamed deflated, in the second WARC": (zipfile.ZIP_DEFLATED, True, False, "archive/rec-2.warc.gz", 0.6),
    "ZIP64 stored, in the second WARC": (zipfile.ZIP_STORED, False, True, "archive/rec-2.warc.gz", 0.6),
    "ZIP64 streamed deflated, in the second WARC": (zipfile.ZIP_DEFLATED, True, True, "archive/rec-2.warc.gz", 0.6),
    "stored, in the index after the WARCs": (zipfile.ZIP_STORED, False, False, "indexes/index.cdxj", 0.5),
    "streamed, in the zip's directory": (zipfile.ZIP_STORED, True, False, None, 0.5),
}


@pytest.mark.parametrize("case", list(CUTS))
def test_a_wacz_cut_short_gives_every_whole_record_before_the_cut(tmp_path: Path, case: str) -> None:
    """vert gives the documents that the same WARCs cut at the same byte give when handed over plainly: every WARC
    before the cut whole, the one the cut is in up to it; one line says the WACZ is cut short and how much was read."""
    method, streamed, zip64, cut_in, share = CUTS[case]
    warcs = {"rec-1.warc.gz": _records(0, 7), "rec-2.warc.gz": _records(7, 5)}
    whole, _ = _crawl_wacz(tmp_path / "whole.wacz", warcs, method, streamed, zip64=zip64)
    data = whole.read_bytes()
    with zipfile.ZipFile(whole) as z:
        infos = {info.filename: info for info in z.infolist()}
        starts = {name: info.header_offset + 30 + int.from_bytes(data[info.header_offset + 26:info.header_offset + 28],
                                                                 "little")
                  + int.from_bytes(data[info.header_offset + 28:info.header_offset + 30], "little")
                  for name, info in infos.items()}  # (where its data begins: after its local header's name and extra)
        end_of_members = max(start + infos[name].compress_size for name, start in starts.items())
        cut = (starts[cut_in] + int(infos[cut_in].compress_size * share) if cut_in else
               end_of_members + int((len(data) - end_of_members) * share))
    wacz = tmp_path / "crawl.wacz"
    wacz.write_bytes(data[:cut])
    plain = []  # the WARCs as far as the cut leaves them, handed over plainly
    for name in ("archive/rec-1.warc.gz", "archive/rec-2.warc.gz"):
        raw = data[starts[name]:min(cut, starts[name] + infos[name].compress_size)]
        if raw:  # (beside the WACZ: a document's source is its folder)
            plain.append(tmp_path / name.split("/")[1])
            plain[-1].write_bytes(zlib.decompressobj(-zlib.MAX_WBITS).decompress(raw)
                                  if method == zipfile.ZIP_DEFLATED else raw)
    _, expected, _ = _vert(tmp_path, *plain)

    err, vertical, status = _vert(tmp_path, wacz)

    assert status == 1 and "Traceback" not in err, err
    docs = _docs(vertical)
    assert [rest for _, rest in docs] == [rest for _, rest in _docs(expected)], err  # every whole record, in order
    assert [place for place, _ in docs] == [f"crawl.wacz:archive/{place}" for place, _ in _docs(expected)]
    said = [line for line in _errors(err) if "the WACZ is" in line]
    whole_warcs = sum(starts[name] + infos[name].compress_size <= cut for name in starts if name.startswith("archive/"))
    assert len(said) == 1 and f"the WACZ is cut short after {cut:,} bytes" in said[0], err
    assert f"{whole_warcs} WARC member{'s' if whole_warcs != 1 else ''} whole" in said[0], err
    assert ("read as a WARC cut there" in said[0]) == (cut_in is not None and cut_in.startswith("archive/")), err
    if whole_warcs == 2:
        assert len(_texts(vertical)) == 12 and len(_errors(err)) == 1, err  # nothing lost: the one line


def _cut_crawl(tmp_path: Path) -> tuple[Path, int]:
    """A WACZ of two stored WARCs (7 and 5 pages) cut in the middle of the second; and its length."""
    warcs = {"rec-1.warc.gz": _records(0, 7), "rec-2.warc.gz": _records(7, 5)}
    whole, _ = _crawl_wacz(tmp_path / "whole.wacz", warcs)
    with zipfile.ZipFile(whole) as z:
        info = z.getinfo("archive/rec-2.warc.gz")
    cut = info.header_offset + 30 + len(info.filename) + info.compress_size // 2
    (tmp_path / "crawl.wacz").write_bytes(whole.read_bytes()[:cut])
    return tmp_path / "crawl.wacz", cut


def test_check_and_recompress_of_a_wacz_cut_short(tmp_path: Path) -> None:
    """check: the whole WARC OK, the cut one's own damage, the WACZ's line; recompress: the one WARC of every
    record whole before the cut, which check finds whole."""
    wacz, cut = _cut_crawl(tmp_path)
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert "crawl.wacz:archive/rec-1.warc.gz: OK (15 records, 7 request, 7 response, 1 warcinfo)" in run.stderr
    assert any("crawl.wacz:archive/rec-2.warc.gz: truncated gz member" in line for line in _errors(run.stderr))
    assert f"crawl.wacz: the WACZ is cut short after {cut:,} bytes" in run.stderr, run.stderr
    assert "indexes/" not in run.stderr, run.stderr  # (the index, after the WARCs, is cut off: nothing to compare)
    copy = run_cli("warc", "recompress", wacz.name, "crawl.warc.gz", cwd=tmp_path)
    assert copy.returncode == 1 and "Traceback" not in copy.stderr, copy.stderr
    copied = re.search(r"crawl\.wacz -> crawl\.warc\.gz: (\d+) records", copy.stderr)
    checked = run_cli("warc", "check", "crawl.warc.gz", cwd=tmp_path)
    pages = re.search(r"OK \((\d+) cdxj_lines, (\d+) records", checked.stderr)
    assert checked.returncode == 0 and copied and pages and pages.group(2) == copied.group(1), checked.stderr
    _, again, _ = _vert(tmp_path, tmp_path / "crawl.warc.gz")
    assert list(_texts(again)) == [_url(i) for i in range(int(pages.group(1)))] and 7 < int(pages.group(1)) < 12


# --- warc check against the WACZ's own index ----------------------------------------------------------------------

@pytest.mark.parametrize("index", ["indexes/index.cdxj", "indexes/index.cdx.gz"])
def test_check_compares_a_waczs_index_with_its_records(tmp_path: Path, index: str) -> None:
    """A WACZ of a gzipped WARC and a plain one, its index (plain, or gzipped as py-wacz writes a large one) right:
    every line matched, exit 0."""
    wacz, lines = _crawl_wacz(tmp_path / "crawl.wacz", {"rec-1.warc.gz": _records(0, 4), "rec-2.warc": _records(4, 3)},
                              index=index)
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 0 and "-ERR" not in run.stderr and "-WARN" not in run.stderr, run.stderr
    assert f"crawl.wacz:{index}: OK ({len(lines)} cdxj_lines, {len(lines)} matched, 0 not_indexed)" in run.stderr
    assert len(lines) == 7


WRONG = {  # an index line gone wrong (the third response's), and what its line must say
    "offset": ({"offset": "17"}, "no record read begins at offset 17 of archive/rec-1.warc.gz"),
    "length": ({"length": "99"}, "length 99 where the record takes"),
    "digest": ({"digest": "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}, "digest sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA "
               "where the record's is sha1:"),
    "url": ({"url": "https://news0.example/en/story-0"}, "the record is of https://news2.example/de/story-2"),
    "member": ({"filename": "rec-9.warc.gz"}, "no record read begins at offset"),
}


@pytest.mark.parametrize("kind", sorted(WRONG))
def test_check_says_each_index_line_that_misses_its_record(tmp_path: Path, kind: str) -> None:
    """One -ERR line naming the index line (its number) and what is wrong; the others counted as matched."""
    change, said = WRONG[kind]
    wacz, lines = _crawl_wacz(tmp_path / "crawl.wacz", {"rec-1.warc.gz": _records(0, 5)}, edit={2: change})
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 2 and "crawl.wacz:indexes/index.cdxj:3: " in errors[0] and said in errors[0], run.stderr
    assert "crawl.wacz:archive/rec-1.warc.gz: OK (11 records" in run.stderr, run.stderr  # the WARC itself is whole
    left_out = int(kind in ("offset", "member"))  # (its record then in no line)
    assert (f"crawl.wacz:indexes/index.cdxj: 1 problem (5 cdxj_lines, 4 matched, {left_out} not_indexed)"
            in errors[1]), run.stderr
    assert len(lines) == 5


def test_check_counts_the_records_an_index_leaves_out(tmp_path: Path) -> None:
    """A response with no index line: a replay cannot find it; counted and said in one warning (exit 0: the WARCs
    and the lines there are are right)."""
    wacz, lines = _crawl_wacz(tmp_path / "crawl.wacz", {"rec-1.warc.gz": _records(0, 5)}, edit={1: None, 3: None})
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 0 and "-ERR" not in run.stderr, run.stderr
    assert "crawl.wacz: 2 records of its WARCs (responses, resources, revisits) are in no line of its index" \
        in run.stderr, run.stderr
    assert "crawl.wacz:indexes/index.cdxj: 1 warning, no problem (3 cdxj_lines, 3 matched, 2 not_indexed)" \
        in run.stderr, run.stderr
    assert len(lines) == 3
