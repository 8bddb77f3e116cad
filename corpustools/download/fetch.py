"""Fetching one URL (one hop, no redirects followed here): Python's HTTP stack first, GNU wget as the fallback.

:meth:`Fetcher.fetch` returns a :class:`Result`: the :class:`~corpustools.download.capture.Exchange`
(request and response heads and the body bytes exactly as on the wire, the peer IP, which fetcher),
and what to do next: done, follow a redirect, retry later, or give up with a reason.

Pages go through urllib3 (the HTTP stack under requests; the WARC metadata still names this fetcher
``requests``) without preloading; the body is read with ``decode_content=False`` so a gzip or brotli
body stays as the server sent it.  Chunked bodies are
written back with their chunk framing (sizes as received, trailers dropped).  Caps: raw size
(``max_bytes``), decompressed size (``download.max_decompressed_bytes``, against gzip/brotli bombs,
checked by decompressing into a counter), and total time per page (a watchdog shuts the socket of a
server that trickles bytes).  When urllib3 fails in a way another HTTP stack may not (invalid HTTP,
TLS trouble, broken chunking, undecodable content), GNU wget fetches the page into a temporary WARC
under a hard time limit and its records are taken over verbatim.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests
import urllib3

from corpustools.download.capture import Exchange
from corpustools.download.wget import exchange_from_wget_warc, header_map, pin_url, wget_command
from corpustools.net import (
    AddressPolicy,
    BlockedAddress,
    describe_error,
    error_reason,
    last_sent,
    make_pool_manager,
    make_session,
    parse_retry_after,
)

log = logging.getLogger(__name__)

ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
ACCEPT_ENCODING = "gzip, deflate, br"
WGET_REASONS = {"protocol", "tls", "decoding", "reset"}
REDIRECT_CODES = {301, 302, 303, 307, 308}


@dataclass
class Result:
    """``action``: done | redirect | retry | failed | skipped."""

    action: str
    exchange: Exchange | None = None
    location: str | None = None
    reason: str = ""
    message: str = ""
    retry_after: float | None = None


class Watchdog:
    """One thread that shuts down sockets whose page deadline passed (trickling servers)."""

    def __init__(self) -> None:
        self._heap: list[tuple[float, int, socket.socket]] = []
        self._live: set[int] = set()
        self._fired: set[int] = set()
        self._ids = itertools.count()
        self._cond = threading.Condition()
        threading.Thread(target=self._run, name="download-watchdog", daemon=True).start()

    def arm(self, deadline: float, sock: socket.socket) -> int:
        with self._cond:
            token = next(self._ids)
            if not self._heap or deadline < self._heap[0][0]:
                self._cond.notify()
            heapq.heappush(self._heap, (deadline, token, sock))
            self._live.add(token)
            return token

    def disarm(self, token: int) -> bool:
        """Stop watching; True when the deadline had already fired."""
        with self._cond:
            self._live.discard(token)
            fired = token in self._fired
            self._fired.discard(token)
            return fired

    def _run(self) -> None:
        with self._cond:
            while True:
                while self._heap and self._heap[0][1] not in self._live:
                    heapq.heappop(self._heap)
                if not self._heap:
                    self._cond.wait()
                    continue
                deadline, token, sock = self._heap[0]
                delay = deadline - time.monotonic()
                if delay > 0:
                    self._cond.wait(delay)
                    continue
                heapq.heappop(self._heap)
                self._live.discard(token)
                self._fired.add(token)
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


class TooBig(Exception):
    pass


class Fetcher:
    """Thread-safe: one shared urllib3 pool manager for pages (connection reuse per host), a requests
    session for robots.txt, and one watchdog.

    Pages go through urllib3 directly: requests' per-request machinery (merging settings, preparing,
    cookies, hooks) cost more CPU per page than reading the page did.  The connections are the same
    (:func:`~corpustools.net.make_pool_manager`: address policy on the connected socket, peer IP and the
    request head as sent) and errors are classified as requests classified them.  No cookies are kept
    between requests (as with the wget fallback's ``--no-cookies``): every page is fetched as by a
    first-time visitor."""

    def __init__(self, settings_data: dict[str, Any], user_agent: str, policy: AddressPolicy | None = None) -> None:
        """``policy``: the address policy (default: from the ``allow_private`` setting)."""
        dl = settings_data["download"]
        self.user_agent = user_agent
        self.timeout = float(settings_data["timeout"])
        self.max_bytes = int(settings_data["max_bytes"])
        self.max_decompressed = int(dl["max_decompressed_bytes"])
        self.page_time_cap = float(dl["page_time_cap"])
        self.content_types = [t.lower() for t in dl["content_types"]]
        self.wget = dl["wget"]
        self.force_wget = bool(dl["force_wget"])
        if self.force_wget and shutil.which(self.wget) is None:  # else one failed page per link, no page
            from corpustools.errors import ConfigError

            raise ConfigError(f"--force-wget (download.force_wget): GNU wget ({self.wget}) is not installed or "
                              f"not on PATH; install it (apt install wget) or leave --force-wget out")
        self.policy = policy or AddressPolicy(bool(settings_data["allow_private"]))
        self.session = make_session(user_agent, policy=self.policy)  # robots.txt: one request per host
        # one request in flight per host: two connections per host pool are plenty (a pool pre-fills a
        # queue of maxsize slots, and 200 pools of 400 slots cost more to build and clear than to use)
        self.pool = make_pool_manager(self.policy, hosts=max(64, int(dl["workers"]) * 4), per_host=2)
        self.headers = {"User-Agent": user_agent, "Accept-Encoding": ACCEPT_ENCODING, "Accept": ACCEPT,
                        "Connection": "keep-alive"}  # what requests sent, in its order
        self.urllib3_timeout = urllib3.Timeout(connect=self.timeout, read=self.timeout)
        self.watchdog = Watchdog()

    def close(self) -> None:
        self.session.close()
        self.pool.clear()

    def fetch(self, url: str) -> Result:
        try:
            self.policy.check_url(url)
        except BlockedAddress as exc:
            return Result("failed", reason="blocked", message=str(exc))
        if self.force_wget:
            return self.fetch_wget(url)
        return self.fetch_requests(url)

    def wants_wget(self, result: Result) -> bool:
        """True when wget may succeed where requests failed (the caller schedules it politely)."""
        return result.action == "failed" and result.reason in WGET_REASONS and not self.force_wget

    # -- requests ---------------------------------------------------------------------------
    def fetch_requests(self, url: str) -> Result:
        started_wall = time.time()
        deadline = time.monotonic() + self.page_time_cap
        try:
            resp = self.pool.urlopen("GET", url, headers=self.headers, redirect=False, retries=False,
                                     preload_content=False, decode_content=False, timeout=self.urllib3_timeout)
        except Exception as exc:  # noqa: BLE001 - each failure is one log line
            exc = _as_requests_error(exc)
            return Result("failed", reason=_reason(exc), message=describe_error(exc))
        token = None
        try:
            raw = resp
            conn = raw.connection
            original = raw._original_response
            peer_ip, sent_head = last_sent()
            request_head = sent_head or _rebuild_request(url, self.headers)
            response_head = _response_head(original)
            status = resp.status
            content_type = resp.headers.get("Content-Type", "")
            wanted = self._wanted(content_type) if status == 200 else True
            if not wanted:
                return Result("skipped", reason="content-type", message=_not_a_page(content_type))
            sock = getattr(conn, "sock", None)
            if sock is not None:
                token = self.watchdog.arm(deadline, sock)
            body, entity = self._read_body(raw)
            self._check_decoded(resp.headers.get("Content-Encoding", ""), entity)
            if wanted == SNIFF and not body_is_html(entity, resp.headers.get("Content-Encoding", "")):
                return Result("skipped", reason="content-type", message=f"content type {content_type}, not a web page")
        except TooBig as exc:
            return Result("failed", reason="too-large", message=str(exc))
        except Exception as exc:  # noqa: BLE001
            fired = token is not None and self.watchdog.disarm(token)
            token = None
            if fired:
                return Result("failed", reason="too-slow", message=f"page not complete within {self.page_time_cap:g} s")
            reason = _reason(exc)
            if isinstance(exc, zlib.error) or type(exc).__name__ == "error" or reason == "decoding":
                reason = "decoding"
            return Result("failed", reason=reason, message=describe_error(exc) if reason != "decoding"
                          else f"content not decodable: {exc}")
        finally:
            if token is not None:
                self.watchdog.disarm(token)
            resp.close()  # as requests closed a response: a body not read to its end closes the connection
            resp.release_conn()
        exchange = Exchange(url, request_head, response_head, body, peer_ip, started_wall, "requests", status,
                            content_type)
        return self._decide(exchange, resp.headers.get("Location"), resp.headers.get("Retry-After"))

    def _wanted(self, content_type: str) -> bool | str:
        """True: keep; False: skip before the body is read; SNIFF: an XML type, kept when its body is
        (X)HTML, as vert reads it (XHTML served as application/xml or text/xml)."""
        if not self.content_types or "*" in self.content_types:
            return True
        from corpustools.vert.read import media_type  # "text/html charset=UTF-8" is text/html, as for vert

        mime = media_type(content_type)
        if mime in self.content_types or not mime:
            return True
        return SNIFF if mime in XML_TYPES else False

    def _read_body(self, raw: Any) -> tuple[bytes, bytes]:
        """(bytes as received, entity after transfer decoding)."""
        parts: list[bytes] = []
        size = 0
        if raw.chunked:
            entity: list[bytes] = []
            for chunk in raw.read_chunked(decode_content=False):
                size += len(chunk)
                if size > self.max_bytes:
                    raise TooBig(f"response larger than {self.max_bytes} bytes (setting max_bytes)")
                parts.append(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
                entity.append(chunk)
            parts.append(b"0\r\n\r\n")
            return b"".join(parts), b"".join(entity)
        length = getattr(raw, "length_remaining", None)
        if length is not None:  # Content-Length: one read (a short body raises, as reading in pieces did)
            if length > self.max_bytes:
                raise TooBig(f"response larger than {self.max_bytes} bytes (setting max_bytes)")
            body = raw.read(decode_content=False)
            return body, body
        while True:
            chunk = raw.read(65536, decode_content=False)
            if not chunk:
                break
            size += len(chunk)
            if size > self.max_bytes:
                raise TooBig(f"response larger than {self.max_bytes} bytes (setting max_bytes)")
            parts.append(chunk)
        body = b"".join(parts)
        return body, body

    def _check_decoded(self, encoding: str, entity: bytes) -> None:
        """Decompress into a counter: raise TooBig past the cap, zlib/brotli errors when broken."""
        codings = [c.strip().lower() for c in encoding.split(",") if c.strip() and c.strip().lower() != "identity"]
        if not codings or not entity:
            return
        if len(codings) > 1 or codings[0] not in ("gzip", "x-gzip", "deflate", "br"):
            return  # unusual stacks are kept as received; the reader decides
        coding = codings[0]
        limit = self.max_decompressed
        if coding == "br":
            import brotli

            decomp = brotli.Decompressor()
            total = len(decomp.process(entity, output_buffer_limit=limit + 1))
            while total <= limit and not decomp.is_finished():
                more = decomp.process(b"", output_buffer_limit=limit + 1)
                if not more:
                    break
                total += len(more)
        else:
            wbits = 47 if coding != "deflate" else (15 if entity[:1] and (entity[0] & 0x0F) == 8 else -15)
            decomp = zlib.decompressobj(wbits)
            total = len(decomp.decompress(entity, limit + 1))
            while total <= limit and decomp.unconsumed_tail:
                total += len(decomp.decompress(decomp.unconsumed_tail, limit + 1 - total))
        if total > limit:
            raise TooBig(f"content decompresses to more than {limit} bytes")

    def _decide(self, exchange: Exchange, location: str | None, retry_after: str | None) -> Result:
        status = exchange.status
        if status in REDIRECT_CODES and location:
            return Result("redirect", exchange, location=location)
        if status == 429 or status >= 500:
            return Result("retry", exchange, reason=f"http-{status}", message=f"HTTP {status}",
                          retry_after=parse_retry_after(retry_after))
        if status >= 400 or status < 200:
            return Result("failed", exchange, reason=f"http-{status}", message=f"HTTP {status}")
        return Result("done", exchange)

    # -- wget ----------------------------------------------------------------------------------
    def fetch_wget(self, url: str) -> Result:
        """One hop with GNU wget (no redirects, no robots of its own), re-recorded from its WARC."""
        from corpustools.net import host_of

        try:
            pinned, host_header, address = pin_url(url, self.policy)
        except BlockedAddress as exc:
            return Result("failed", reason="blocked", message=str(exc))
        except OSError:
            return Result("failed", reason="dns", message="DNS lookup failed")
        with tempfile.TemporaryDirectory(prefix="corpustools-wget-") as tmp:
            base = Path(tmp) / "capture"
            command = wget_command(self.wget, pinned, base, self.timeout, self.user_agent, ACCEPT, host_header)
            started = time.time()
            try:
                proc = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE, timeout=self.page_time_cap, check=False)
            except subprocess.TimeoutExpired:
                return Result("failed", reason="too-slow", message=f"wget: page not complete within {self.page_time_cap:g} s")
            except OSError as exc:
                return Result("failed", reason="wget-missing", message=f"cannot run {self.wget}: {exc}")
            warc_file = base.with_name("capture.warc")
            exchange = exchange_from_wget_warc(warc_file, url, started) if warc_file.exists() else None
            if exchange is None or proc.returncode not in (0, 8):
                detail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
                what = f"exit {proc.returncode}" if proc.returncode not in (0, 8) else "no usable response"
                return Result("failed", reason="wget", message=f"wget {what}" + (f": {detail[-1]}" if detail else ""))
        exchange.peer_ip = exchange.peer_ip or address
        if exchange.peer_ip:
            try:
                self.policy.check_peer(exchange.peer_ip)
            except BlockedAddress as exc:
                return Result("failed", reason="blocked", message=f"{host_of(url)}: {exc}")
        headers = header_map(exchange.response_head)
        exchange.content_type = headers.get("content-type", "")
        wanted = self._wanted(exchange.content_type) if exchange.status == 200 else True
        if not wanted or (wanted == SNIFF and not body_is_html(exchange.body, headers.get("content-encoding", ""))):
            return Result("skipped", reason="content-type", message=_not_a_page(exchange.content_type))
        if len(exchange.body) > self.max_bytes:
            return Result("failed", reason="too-large", message=f"response larger than {self.max_bytes} bytes (setting max_bytes)")
        return self._decide(exchange, headers.get("location"), headers.get("retry-after"))


SNIFF = "sniff"
XML_TYPES = ("application/xml", "text/xml", "application/xhtml+xml")  # may hold XHTML: the body decides


def body_is_html(entity: bytes, content_encoding: str) -> bool:
    """Whether a body (still content-encoded, as received) opens like a web page, by vert's own test."""
    from corpustools.vert.httpbody import looks_like_html

    coding = content_encoding.strip().lower()
    head = entity[:65536]
    try:
        if coding in ("gzip", "x-gzip"):
            head = zlib.decompressobj(47).decompress(head, 4096)
        elif coding == "deflate":
            head = zlib.decompressobj(15 if head[:1] and (head[0] & 0x0F) == 8 else -15).decompress(head, 4096)
        elif coding == "br":
            import brotli

            head = brotli.Decompressor().process(head, output_buffer_limit=4096)
    except Exception:  # noqa: BLE001 - a broken body is no page
        return False
    return looks_like_html(head)


def _reason(exc: BaseException) -> str:
    """net.error_reason, but a response that is not valid HTTP counts as ``protocol`` (wget may read it)."""
    import http.client

    import urllib3

    reason = error_reason(exc)
    if reason == "connection":
        seen, todo = set(), [exc]
        while todo:
            e = todo.pop()
            if id(e) in seen:
                continue
            seen.add(id(e))
            if isinstance(e, http.client.HTTPException | urllib3.exceptions.ProtocolError) and not isinstance(
                    e, urllib3.exceptions.NewConnectionError):
                return "protocol"
            todo.extend(x for x in (e.__cause__, e.__context__, *getattr(e, "args", ())) if isinstance(x, BaseException))
    return reason


def _response_head(original: Any) -> bytes:
    version = {9: "HTTP/0.9", 10: "HTTP/1.0", 11: "HTTP/1.1"}.get(original.version, "HTTP/1.1")
    lines = [f"{version} {original.status} {original.reason}".rstrip().encode("latin-1", "replace")]
    for name, value in original.msg.raw_items():
        lines.append(f"{name}: {value}".encode("latin-1", "replace"))
    return b"\r\n".join(lines) + b"\r\n\r\n"


def _rebuild_request(url: str, headers: dict[str, str]) -> bytes:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    lines = [f"GET {target} HTTP/1.1", f"Host: {parts.netloc}"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1", "replace")


def _as_requests_error(exc: BaseException) -> BaseException:
    """The exception requests' adapter raises for this urllib3 one (retries off), so that reasons and
    phrases (:func:`corpustools.net.error_reason`, :func:`_reason`) stay what they were with requests."""
    import urllib3

    errors = urllib3.exceptions
    if isinstance(exc, errors.SSLError):
        return requests.exceptions.SSLError(exc)
    if isinstance(exc, errors.ConnectTimeoutError) and not isinstance(exc, errors.NewConnectionError):
        return requests.exceptions.ConnectTimeout(exc)
    if isinstance(exc, errors.ReadTimeoutError):
        return requests.exceptions.ReadTimeout(exc)
    if isinstance(exc, errors.ProtocolError | errors.NewConnectionError | errors.NameResolutionError
                  | errors.ClosedPoolError | OSError):
        return requests.exceptions.ConnectionError(exc)
    return exc


def _not_a_page(content_type: str) -> str:
    """Why a response of this type is skipped; a feed is named as one: a feed list given to download by
    mistake gave a column of 'content type application/rss+xml' lines and a WARC with no page."""
    mime = content_type.split(";", 1)[0].strip().lower()
    if any(word in mime for word in ("rss", "atom", "rdf")):
        return f"content type {content_type}: an RSS/Atom feed, not a page (feed lists are for collect)"
    return f"content type {content_type or '(none)'}"
