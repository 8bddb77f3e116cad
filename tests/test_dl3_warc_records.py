"""download writes WARC records itself (cheaper per page than warcio's record objects): the bytes are
those warcio's own writer produces for the same record, header order and digests included."""

from __future__ import annotations

import io

import pytest
from warcio.archiveiterator import ArchiveIterator
from warcio.recordloader import ArcWarcRecord
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from corpustools.warc.writer import serialize_record, sha1_digest

DATE = "2026-11-24T05:00:00.123456Z"
HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nX-Odd:  kept  \r\n\r\n"


def _warcio(rec_type, uri, block, content_type, headers, record_id, payload_offset):
    pairs = [("WARC-Type", rec_type), ("WARC-Record-ID", record_id), ("WARC-Date", DATE)]
    if uri:
        pairs.append(("WARC-Target-URI", uri))
    pairs.extend(headers)
    pairs.append(("WARC-Block-Digest", sha1_digest(block)))
    if payload_offset is not None:
        pairs.append(("WARC-Payload-Digest", sha1_digest(block[payload_offset:])))
    record = ArcWarcRecord("warc", rec_type, StatusAndHeaders("", pairs, protocol="WARC/1.1"), io.BytesIO(block),
                           None, content_type, len(block))
    out = io.BytesIO()
    WARCWriter(out, gzip=False, warc_version="WARC/1.1").write_record(record)
    return out.getvalue()


@pytest.mark.parametrize(("rec_type", "uri", "block", "content_type", "headers", "payload_offset"), [
    ("response", "http://example.org/čeština?q=1", HEAD + "<p>Příliš žluťoučký</p>".encode() * 500,
     "application/http; msgtype=response", [("WARC-IP-Address", "192.0.2.1")], len(HEAD)),
    ("request", "http://example.org/", b"GET / HTTP/1.1\r\nHost: example.org\r\n\r\n", "application/http; msgtype=request",
     [("WARC-IP-Address", "192.0.2.1"), ("WARC-Concurrent-To", "<urn:uuid:1>")], 37),
    ("metadata", "http://example.org/", b"fetcher: requests\r\nlink: http://example.org/\r\n", "application/warc-fields",
     [("WARC-Concurrent-To", "<urn:uuid:1>"), ("WARC-Refers-To", "<urn:uuid:1>")], None),
    ("warcinfo", None, b"software: corpustools\r\n", "application/warc-fields", [("WARC-Filename", "x.warc.xz")], None),
    ("resource", "http://example.org/empty", b"", "text/html", [], None),
])
def test_records_are_byte_for_byte_what_warcio_writes(rec_type, uri, block, content_type, headers, payload_offset):
    ours, record_id = serialize_record(rec_type, uri, block, content_type, DATE, headers, payload_offset=payload_offset)
    assert ours == _warcio(rec_type, uri, block, content_type, headers, record_id, payload_offset)
    read = [(r.rec_type, r.content_stream().read()) for r in ArchiveIterator(io.BytesIO(ours), check_digests=True)]
    payload = block[len(HEAD):] if rec_type == "response" else b"" if rec_type == "request" else block
    assert read == [(rec_type, payload)]  # warcio reads it back, digests checked
