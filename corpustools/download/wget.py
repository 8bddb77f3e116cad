"""GNU wget as the fallback fetcher: the command line, and taking its WARC records over verbatim.

wget fetches one hop (``--max-redirect=0``, no robots of its own: corpustools already obeyed them)
into a WARC in a temporary folder; :func:`exchange_from_wget_warc` turns its request and response
records into an :class:`~corpustools.download.capture.Exchange` whose bytes are exactly wget's.
"""

from __future__ import annotations

import socket
from pathlib import Path

from corpustools.download.capture import Exchange
from corpustools.net import AddressPolicy


def wget_command(wget: str, url: str, base: Path, timeout: float, user_agent: str, accept: str) -> list[str]:
    return [
        wget, "--quiet", "--output-document", str(base.with_name("body")), f"--warc-file={base}",
        "--no-warc-compression", "--no-warc-keep-log", "--tries=1", f"--timeout={timeout:g}",
        "--max-redirect=0", "--execute", "robots=off", "--no-check-certificate", "--no-hsts",
        "--no-cookies", f"--user-agent={user_agent}", f"--header=Accept: {accept}", url,
    ]


def check_resolved(url: str, policy: AddressPolicy) -> None:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if policy.allow_private:
        return
    for info in socket.getaddrinfo(parts.hostname, parts.port or 80, proto=socket.IPPROTO_TCP):
        policy.check_peer(info[4][0])


def exchange_from_wget_warc(path: Path, url: str, started: float) -> Exchange | None:
    from warcio.archiveiterator import ArchiveIterator

    request_head, response, peer_ip = None, None, None
    with open(path, "rb") as fh:
        for record in ArchiveIterator(fh, no_record_parse=True):
            kind = record.rec_type
            if kind == "request" and request_head is None:
                request_head = record.raw_stream.read()
            elif kind == "response" and response is None:
                response = record.raw_stream.read()
                peer_ip = record.rec_headers.get_header("WARC-IP-Address")
    if response is None:
        return None
    head, sep, body = response.partition(b"\r\n\r\n")
    if not sep:
        return None
    status_parts = head.split(b"\r\n", 1)[0].split(b" ", 2)
    try:
        status = int(status_parts[1])
    except (IndexError, ValueError):
        return None
    return Exchange(url, request_head or b"", head + sep, body, peer_ip, started, "wget", status)


def header_map(head: bytes) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in head.split(b"\r\n")[1:]:
        name, sep, value = line.partition(b":")
        if sep:
            out.setdefault(name.strip().lower().decode("latin-1"), value.strip().decode("latin-1"))
    return out


