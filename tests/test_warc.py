"""The WARC a download writes: records, raw bytes, digests, multi-stream xz, CDXJ, check and recompress."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import subprocess

import pytest
from download_support import metadata_fields, page, records, settings, sha1_b32
from httpserver import Route
from warcio.archiveiterator import ArchiveIterator

from corpustools.download.run import download_adhoc
from corpustools.warc.cdxj import cdxj_path
from corpustools.warc.check import check
from corpustools.warc.raw import iter_raw_records
from corpustools.warc.recompress import recompress
from corpustools.workspace import Workspace

CHUNKED = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"
           b"7\r\n<html>a\r\n9\r\nbcdefghi<\r\n6\r\n/html>\r\n0\r\n\r\n")


@pytest.fixture(scope="module")
def captured(tmp_path_factory):
    """One download run over several hosts (each host one page or so, so the run is short)."""
    from httpserver import LoopbackServer

    tmp = tmp_path_factory.mktemp("warc")
    body = page(1, 20000)
    servers = [
        LoopbackServer("127.0.0.20", {"/plain": Route(body, headers={"Content-Type": "text/html; charset=utf-8",
                                                                      "X-Odd": "kept  as sent"})}),
        LoopbackServer("127.0.0.21", {"/gz": Route(gzip.compress(page(2, 20000)), headers={
            "Content-Type": "text/html", "Content-Encoding": "gzip"})}),
        LoopbackServer("127.0.0.22", {"/chunked": Route(raw=CHUNKED)}),
        LoopbackServer("127.0.0.23", {"/start": Route("", status=301, headers={"Location": "http://127.0.0.24:{port}/next"})}),
        LoopbackServer("127.0.0.24", {"/next": Route("", status=302, headers={"Location": "/final"}),
                                      "/final": Route(page(4))}),
    ]
    for server in servers:
        server.routes.setdefault("/robots.txt", Route("", status=404))
        server.start()
    redirect = servers[3].routes["/start"]
    redirect.headers["Location"] = redirect.headers["Location"].format(port=servers[4].port)
    urls = [servers[0].url("/plain"), servers[1].url("/gz"), servers[2].url("/chunked"), servers[3].url("/start")]
    ws = Workspace.at(tmp / "ws").ensure()
    links = tmp / "links.txt"  # the first link carries its provenance columns, as collect writes them
    links.write_text(f"{urls[0]}\thttps://news.example/rss\tPage one\t2026-11-20T10:00:00+01:00\n"
                     + "\n".join(urls[1:]) + "\n")
    out = tmp / "out.warc.xz"
    counters = download_adhoc(settings(download__xz_group_bytes=1000), [str(links)], out, workspace=ws)
    for server in servers:
        server.stop()
    return {"out": out, "urls": urls, "servers": servers, "body": body, "counters": counters}


def test_request_response_pairs_with_raw_bytes_and_digests(captured):
    recs = records(captured["out"])
    assert recs[0].rec_type == "warcinfo"
    info = recs[0].body.decode()
    assert "corpustools" in info and "robots" in info
    by_id = {r.rec_headers.get_header("WARC-Record-ID"): r for r in recs}
    responses = [r for r in recs if r.rec_type == "response"]
    requests_ = [r for r in recs if r.rec_type == "request"]
    assert len(responses) == len(requests_) == 6  # plain, gz, chunked, 301, 302, final
    for request in requests_:
        response = by_id[request.rec_headers.get_header("WARC-Concurrent-To")]
        assert response.rec_type == "response"
        uri = response.rec_headers.get_header("WARC-Target-URI")
        assert request.rec_headers.get_header("WARC-Target-URI") == uri
        assert response.rec_headers.get_header("WARC-IP-Address") == uri.split("//")[1].split(":")[0]
        assert response.rec_headers.get_header("WARC-Payload-Digest") == sha1_b32(response.body)
        assert request.body == b"" and request.http_headers.protocol == "GET"
    plain = next(r for r in responses if r.rec_headers.get_header("WARC-Target-URI").endswith("/plain"))
    assert plain.body == captured["body"]
    assert plain.http_headers.get_header("X-Odd") == "kept  as sent"
    gz = next(r for r in responses if r.rec_headers.get_header("WARC-Target-URI").endswith("/gz"))
    assert gz.http_headers.get_header("Content-Encoding") == "gzip"
    assert gzip.decompress(gz.body) == page(2, 20000)  # the body as received, still compressed
    chunked = next(r for r in responses if r.rec_headers.get_header("WARC-Target-URI").endswith("/chunked"))
    assert chunked.body == CHUNKED.split(b"\r\n\r\n", 1)[1]  # chunk framing as on the wire
    for record in ArchiveIterator(io.BytesIO(lzma.decompress(captured["out"].read_bytes()))):
        if (record.rec_headers.get_header("WARC-Target-URI") or "").endswith("/chunked"):
            if record.rec_type == "response":
                assert record.content_stream().read() == b"<html>abcdefghi</html>"  # readers de-chunk it


def test_every_redirect_hop_is_captured_with_the_chain_in_metadata(captured):
    recs = records(captured["out"])
    start = captured["urls"][3]
    statuses = {r.rec_headers.get_header("WARC-Target-URI"): r.http_headers.get_statuscode()
                for r in recs if r.rec_type == "response"}
    hops = [u for u in statuses if u == start or u.endswith("/next") or u.endswith("/final")]
    assert sorted(statuses[u] for u in hops) == ["200", "301", "302"]
    final = next(r for r in recs if r.rec_type == "metadata" and r.rec_headers.get_header("WARC-Target-URI").endswith("/final"))
    fields = metadata_fields(final)
    assert fields["fetcher"] == "requests"
    assert fields["link"] == start
    second = captured["servers"][4]
    assert fields["redirect-chain"].split() == [start, second.url("/next"), second.url("/final")]
    assert fields["via"] == second.url("/next")


def test_metadata_carries_feed_provenance_from_the_link_file(captured):
    recs = records(captured["out"])
    meta = next(r for r in recs if r.rec_type == "metadata"
                and r.rec_headers.get_header("WARC-Target-URI") == captured["urls"][0])
    fields = metadata_fields(meta)
    assert fields["provenance-feed"] == "https://news.example/rss"
    assert fields["provenance-title"] == "Page one"
    assert fields["provenance-published"] == "2026-11-20T10:00:00+01:00"
    others = [r for r in recs if r.rec_type == "metadata" and r.rec_headers.get_header("WARC-Target-URI") == captured["urls"][1]]
    assert others and not any(k.startswith("provenance-") for r in others for k in metadata_fields(r))


def test_xz_is_multi_stream_readable_by_xz_and_indexed_by_cdxj(captured):
    out = captured["out"]
    subprocess.run(["xz", "-t", str(out)], check=True)
    listing = subprocess.run(["xz", "--robot", "--list", str(out)], check=True, capture_output=True, text=True).stdout
    streams = int(next(line for line in listing.splitlines() if line.startswith("totals")).split("\t")[1])
    assert streams >= 4
    plain = subprocess.run(["xz", "-dc", str(out)], check=True, capture_output=True).stdout
    assert plain == lzma.decompress(out.read_bytes())
    lines = cdxj_path(out).read_text().splitlines()
    assert len(lines) == 6
    data = out.read_bytes()
    for line in lines:
        entry = json.loads(line.split(" ", 2)[2])
        offset, length = int(entry["offset"]), int(entry["length"])
        stream = lzma.decompress(data[offset:offset + length])  # one stream on its own
        start, size = int(entry["record_offset"]), int(entry["record_length"])
        record = next(iter(ArchiveIterator(io.BytesIO(stream[start:start + size]))))
        assert record.rec_type == "response"
        assert record.rec_headers.get_header("WARC-Target-URI") == entry["url"]


def test_truncated_xz_keeps_its_complete_records(captured, tmp_path):
    data = captured["out"].read_bytes()
    whole = list(iter_raw_records(captured["out"]))
    cut = tmp_path / "cut.warc.xz"
    cut.write_bytes(data[:-40])
    problems: list[str] = []
    kept = list(iter_raw_records(cut, problems))
    assert 0 < len(kept) < len(whole)
    assert [r.data for r in kept] == [r.data for r in whole[:len(kept)]]
    assert problems and "truncated" in problems[0]
    counts, found = check(cut)
    assert any("truncated" in p for p in found)


def test_check_passes_a_good_file_and_finds_a_broken_digest(captured, tmp_path):
    counts, problems = check(captured["out"])
    assert problems == [] and counts["response"] == 6 and counts["cdxj_lines"] == 6
    raw = lzma.decompress(captured["out"].read_bytes())
    broken = tmp_path / "broken.warc"
    broken.write_bytes(raw.replace("Článek číslo 1".encode(), "Článek číslo 7".encode(), 1))
    _, problems = check(broken)
    assert any("digest" in p for p in problems)


def test_recompress_round_trip_is_lossless(captured, tmp_path):
    gz = tmp_path / "copy.warc.gz"
    back = tmp_path / "back.warc.xz"
    recompress(captured["out"], gz)
    recompress(gz, back, group_bytes=1)
    original = [r.data for r in iter_raw_records(captured["out"])]
    assert b"".join(original) == lzma.decompress(captured["out"].read_bytes())  # every byte, separators too
    assert [r.data for r in iter_raw_records(gz)] == original
    assert [r.data for r in iter_raw_records(back)] == original
    plain = tmp_path / "plain.warc"
    recompress(back, plain)
    assert plain.read_bytes() == b"".join(original)
    assert check(plain)[1] == []
    with open(gz, "rb") as fh:  # per-record gzip: any WARC tool reads it directly
        assert sum(1 for _ in ArchiveIterator(fh, check_digests=True)) == len(original)
    for path in (gz, back):
        assert check(path)[1] == []


def test_adaptive_xz_drops_to_the_fast_chain_only_while_compression_lags(tmp_path):
    from corpustools.warc.writer import WarcOutput, serialize_record, warc_date

    records_ = [serialize_record("resource", f"http://example.org/{i}", page(i, 400_000), "text/html",
                                 warc_date(0))[0] for i in range(12)]
    sizes = {}
    for adaptive in (False, True):
        path = tmp_path / f"a-{adaptive}.warc.xz"
        out = WarcOutput(path, "xz", path.name, preset=6, group_bytes=100_000, adaptive=adaptive)
        for data in records_:  # handed over far faster than preset 6 compresses
            out.add([data])
        out.close()
        subprocess.run(["xz", "-t", str(path)], check=True)
        assert [r.data for r in iter_raw_records(path)] == records_
        sizes[adaptive] = (out.fast_groups, path.stat().st_size)
    assert sizes[False][0] == 0
    assert sizes[True][0] > 0
