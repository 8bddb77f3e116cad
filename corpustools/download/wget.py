"""GNU wget as the fallback fetcher: the command line, and taking its WARC records over verbatim.

wget fetches one hop (``--max-redirect=0``: redirects are followed by the caller, under the address
policy; no robots of its own: corpustools already obeyed them) into a WARC in a temporary folder;
:func:`exchange_from_wget_warc` turns its request and response records into an
:class:`~corpustools.download.capture.Exchange` whose bytes are exactly wget's.

wget never resolves a host name itself: :func:`pin_url` puts the address the policy checked into the
URL and the name into the ``Host`` header, so a DNS answer that changes after the check (rebinding)
cannot send wget anywhere else.  (An https page is then fetched without SNI; servers that insist on
it fail the fallback, which is only tried after requests already failed.)
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from corpustools.download.capture import Exchange
from corpustools.net import DEFAULT_PORTS, AddressPolicy


def wget_command(wget: str, url: str, base: Path, timeout: float, user_agent: str, accept: str,
                 host_header: str | None = None) -> list[str]:
    host = [f"--header=Host: {host_header}"] if host_header else []
    return [
        wget, "--quiet", "--output-document", str(base.with_name("body")), f"--warc-file={base}",
        "--no-warc-compression", "--no-warc-keep-log", "--tries=1", f"--timeout={timeout:g}",
        "--max-redirect=0", "--execute", "robots=off", "--no-check-certificate", "--no-hsts",
        "--no-cookies", "--no-proxy", f"--user-agent={user_agent}", f"--header=Accept: {accept}", *host, url,
    ]


def pin_url(url: str, policy: AddressPolicy) -> tuple[str, str | None, str]:
    """(URL with the host replaced by the checked address, the Host header to send, that address).

    The host is resolved once by ``policy`` (raises ``BlockedAddress`` when any of its addresses is
    private, ``OSError`` when it does not resolve).  A URL that already names an address keeps its form.
    """
    parts = urlsplit(url)
    host = parts.hostname or ""
    port = parts.port or DEFAULT_PORTS.get(parts.scheme.lower(), 80)
    address = policy.resolve(host, port)[0]
    if address == host.strip("[]"):
        return url, None, address
    literal = f"[{address}]" if ":" in address else address
    netloc = literal if parts.port is None else f"{literal}:{parts.port}"
    header = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), header, address


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


