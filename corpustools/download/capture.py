"""One HTTP exchange as download saw it, and the WARC records it becomes (response, request, metadata)
plus the CDXJ fields of the capture; the warcinfo record that opens each of download's WARCs."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from corpustools import __version__
from corpustools.warc.writer import serialize_record, sha1_digest, warc_date, warcinfo_record


def default_warcinfo(filename: str, settings_data: dict[str, Any], date: str) -> bytes:
    dl = settings_data.get("download", {})
    fields = {
        "software": f"corpustools/{__version__} (warcio, requests, GNU wget fallback)",
        "format": "WARC File Format 1.1",
        "conformsTo": "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/",
        "http-header-user-agent": settings_data.get("user_agent") or None,
        "robots": "obey (robots.txt per host, RFC 9309; Crawl-delay honoured up to "
                  f"{dl.get('crawl_delay_cap')} s)",
        "politeness": f"one request in flight per host; pause {max(1.0, float(settings_data.get('pause', 1.0)))} s "
                      "from the end of a response",
        "settings": json.dumps(settings_data, sort_keys=True, separators=(",", ":")),
    }
    return warcinfo_record(filename, fields, date)


@dataclass
class Exchange:
    """One HTTP request/response as it went over the wire."""

    url: str
    request_head: bytes
    response_head: bytes
    body: bytes
    peer_ip: str | None
    started: float  # epoch seconds when the request was sent
    fetcher: str  # "requests" or "wget"
    status: int
    content_type: str = ""
    meta: dict[str, str] = field(default_factory=dict)


@dataclass
class Capture:
    """The serialized records of one exchange plus what the CDXJ index needs."""

    records: list[bytes]
    response_index: int
    index: dict[str, Any]


def capture_records(ex: Exchange) -> Capture:
    """request, response and metadata records for one exchange (response first, as is usual)."""
    date = warc_date(ex.started)
    response_block = ex.response_head + ex.body
    ip = [("WARC-IP-Address", ex.peer_ip)] if ex.peer_ip else []
    payload_digest = sha1_digest(ex.body)  # the response's payload digest and the CDXJ digest
    response, response_id = serialize_record(
        "response", ex.url, response_block, "application/http; msgtype=response", date, ip,
        payload_offset=len(ex.response_head), payload_digest=payload_digest)
    request, _ = serialize_record(
        "request", ex.url, ex.request_head, "application/http; msgtype=request", date,
        [*ip, ("WARC-Concurrent-To", response_id)], payload_offset=len(ex.request_head))
    meta_fields = {"fetcher": ex.fetcher, **ex.meta}
    meta_body = "".join(f"{k}: {' '.join(str(v).split())}\r\n" for k, v in meta_fields.items() if v).encode("utf-8")
    metadata, _ = serialize_record(
        "metadata", ex.url, meta_body, "application/warc-fields", date,
        [("WARC-Concurrent-To", response_id), ("WARC-Refers-To", response_id)])
    index = {
        "url": ex.url,
        "timestamp": date[:19].replace("-", "").replace(":", "").replace("T", ""),
        "mime": ex.content_type.split(";", 1)[0].strip().lower() or "unk",
        "status": str(ex.status),
        "digest": payload_digest.split(":", 1)[1],
        "fetcher": ex.fetcher,
    }
    return Capture([response, request, metadata], 0, index)
