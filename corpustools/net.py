"""URL normalisation, the address policy (no private ranges unless allowed) and shared HTTP sessions.

* :func:`normalize_url` is the one key under which a link is stored and deduplicated.
* :class:`AddressPolicy` refuses non-http(s) schemes and, unless ``allow_private`` is set, hosts in
  loopback, private, link-local, multicast or reserved ranges.  Host names are checked where it matters:
  on the socket actually connected (:func:`make_session` installs connection classes that check the
  peer address), so DNS tricks and redirects cannot reach an internal service either.
* :func:`fetch_capped` reads a response with caps on size and total time, for feeds and discovery.
* :func:`describe_error` turns any network exception into a short phrase for a one-line log entry.
"""

from __future__ import annotations

import base64
import binascii
import logging
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit, urlunsplit

import requests
import urllib3
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool

from corpustools.addresses import (  # noqa: F401 - the address policy is part of this module's interface
    ALLOWED_SCHEMES,
    AddressPolicy,
    BlockedAddress,
    encode_host,
    is_public_ip,
)

log = logging.getLogger(__name__)

DEFAULT_PORTS = {"http": 80, "https": 443}
TRACKING_PARAMS = frozenset(
    {
        "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "igshid",
        "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok", "oly_anon_id", "oly_enc_id",
        "vero_id", "wickedid", "rb_clickid", "s_cid", "xtor", "at_medium", "at_campaign",
    }
)
TRACKING_PREFIXES = ("utm_",)
# Redirecting links that carry the article's address in a parameter: (host or its last labels, path, the
# parameters that may hold it).  Google Alerts feeds give every item as www.google.com/url?...&url=ARTICLE,
# the older Google News feeds as news.google.com/news/url?...&url=ARTICLE; links shared from Facebook go
# through l.facebook.com/l.php?u=ARTICLE.  Fetched as they are, they cost a request to the redirector
# (whose robots.txt may forbid it) and are never the same link as the article's own address.
REDIRECTORS = (
    ("google", "/url", ("url", "q")),  # www.google.com, google.de, www.google.co.uk ... (:data:`_GOOGLE`)
    ("news.google.com", "/news/url", ("url",)),
    ("l.facebook.com", "/l.php", ("u",)),
    ("lm.facebook.com", "/l.php", ("u",)),
    ("www.bing.com", "/news/apiclick.aspx", ("url",)),
)
_SAFE_PATH = "/%:@!$&'()*+,;=-._~"
_SAFE_QUERY = "/?%:@!$&'()*+,;=-._~"


class FetchError(Exception):
    """A fetch failed; ``reason`` is a short machine-friendly word, the message a readable phrase."""

    def __init__(self, reason: str, message: str, head: bytes = b"", status: int = 0) -> None:
        super().__init__(message)
        self.reason = reason
        self.head = head  # too-large: the first max_bytes of the body (robots.txt parses that much)
        self.status = status  # too-large: the HTTP status of the response cut short
        self.redirected = False  # the server answered with a redirect before the fetch failed (a request was sent)


MAX_URL = 8192  # the request line web servers accept (Apache, nginx, IIS: 8 kB and less)


def normalize_url(url: str, base: str | None = None) -> str | None:
    """The canonical form of an http(s) URL, or None when it is not one (or longer than :data:`MAX_URL`:
    no server takes it, and every log line that named it was as long, megabytes for a line of a link
    file without newlines).

    Lower-case scheme and host (IDNA-encoded), no fragment, no default port, no user info, no
    tracking parameters (``utm_*``, ``fbclid``, ``gclid`` ...), empty path as ``/``; the path's case
    and the order of the remaining query parameters are kept.
    """
    if not url:
        return None
    url = url.strip().replace("\n", "").replace("\r", "").replace("\t", "")
    if base:
        from urllib.parse import urljoin

        try:
            url = urljoin(base, url)
        except ValueError:  # (a broken address: ``http://[::1``)
            return None
    if len(url) > MAX_URL:
        return None
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in ALLOWED_SCHEMES or not parts.hostname:
        return None
    host = parts.hostname.lower().rstrip(".")
    if not host:
        return None
    if ":" not in host:  # IPv6 literals aside: IDNA 2008 / UTS #46, malformed names refused
        host = encode_host(host)
        if host is None:
            return None
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    netloc = host if port in (None, DEFAULT_PORTS[scheme]) else f"{host}:{port}"
    path = quote(_without_dot_segments(parts.path) or "/", safe=_SAFE_PATH)
    query = _strip_tracking(parts.query)
    return urlunsplit((scheme, netloc, path, query, ""))


def _without_dot_segments(path: str) -> str:
    """The path with its ``.`` and ``..`` segments resolved (RFC 3986 5.2.4, as browsers and wget send
    it): ``/a/../b`` in a feed is the page ``/b``, and must be one link with it, not a second download."""
    if "." not in path and "%2e" not in path.lower():
        return path
    out: list[str] = []
    segments = path.split("/")
    for i, seg in enumerate(segments):
        last = i == len(segments) - 1
        if seg in (".", "%2e", "%2E"):
            if last:
                out.append("")
        elif seg.lower() in ("..", ".%2e", "%2e.", "%2e%2e"):
            if len(out) > 1:
                out.pop()
            if last:
                out.append("")
        else:
            out.append(seg)
    return "/".join(out)


def url_hint(text: str) -> str:
    """`` (did you mean https://HOST/...?)`` when ``text`` is an address typed without its scheme
    (``www.example.cz/rss``), else ``''``: for the message that refuses it."""
    text = text.strip()
    if len(text) > MAX_URL:
        return f" (a line of {len(text):,} characters: longer than any URL a server takes, at most {MAX_URL:,})"
    if "://" in text or not re.match(r"^[\w-]+(\.[\w-]+)+(:\d+)?(/\S*)?$", text):
        return ""
    guess = normalize_url(f"https://{text}")
    return f" (did you mean {guess}?)" if guess else ""


_GOOGLE = re.compile(r"(?:www\.)?google\.(?:com?\.)?[a-z]{2,3}$")


def unwrapped_redirect(url: str) -> str:
    """The article's address behind a redirecting link of :data:`REDIRECTORS`
    (``https://www.google.com/url?rct=j&sa=t&url=https://news.example.com/a&ct=ga`` →
    ``https://news.example.com/a``), or ``url`` itself when it is none or carries no http(s) address.  A
    redirector's link wrapped in another's (a Facebook share of a Google Alert) is unwrapped to the end."""
    for _ in range(4):
        target = _redirect_target(url)
        if target is None:
            target = _google_news_target(url)
            if target is None:
                break
        url = target
    return url


# the article links of a Google News feed (news.google.com/rss/search?q=..., /rss/topics/...): the article's
# id in the path, ``/rss/articles/CBMi...``, ``/articles/CBMi...``, ``/__i/rss/rd/articles/CBMi...``
_GOOGLE_NEWS_ARTICLE = re.compile(r"/(?:__i/rss/rd/)?(?:rss/)?(?:articles|read)/([A-Za-z0-9_-]{8,})/?$")


def _google_news_target(url: str) -> str | None:
    """The publisher's address that a Google News article id holds: the id is a base64url protobuf whose
    string field held the address itself until 2024 (``CBMiSGh0dHBzOi8v...``: field 4, ``https://...``);
    later ids hold an opaque token (``CBMiK0FVX3lxTE...``: ``AU_yqL...``), which only Google's servers
    turn into the address: such a link is kept as it is (downloading it follows Google's redirect)."""
    if "news.google." not in url:  # (a cheap test first)
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    if (parts.hostname or "").lower() != "news.google.com":
        return None
    found = _GOOGLE_NEWS_ARTICLE.search(parts.path)
    if found is None:
        return None
    ident = found.group(1)
    try:
        data = base64.urlsafe_b64decode(ident + "=" * (-len(ident) % 4))
    except (ValueError, binascii.Error):
        return None
    for value in _protobuf_strings(data):
        if value.startswith((b"http://", b"https://")):
            try:
                target = value.decode("utf-8")
            except UnicodeDecodeError:
                return None
            return target if target.isprintable() and " " not in target and _has_host(target) else None
    return None


def _protobuf_strings(data: bytes) -> Iterator[bytes]:
    """The length-delimited fields of a protobuf message, at its top level, in order; parsing stops at
    anything it cannot read (a Google News id is a small message of varints and strings)."""
    pos = 0
    while 0 <= pos < len(data):
        key, pos = _varint(data, pos)
        if pos < 0:
            return
        if key & 7 == 0:
            _, pos = _varint(data, pos)
        elif key & 7 == 2:
            length, pos = _varint(data, pos)
            if pos < 0 or pos + length > len(data):
                return
            yield data[pos:pos + length]
            pos += length
        else:
            return


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    """A protobuf varint at ``pos`` and the offset after it (-1 for the offset when it is cut)."""
    value = shift = 0
    while pos < len(data) and shift < 64:
        byte = data[pos]
        value |= (byte & 0x7F) << shift
        pos += 1
        if not byte & 0x80:
            return value, pos
        shift += 7
    return 0, -1


def _redirect_target(url: str) -> str | None:
    if "url" not in url and "l.php" not in url:  # (a cheap test first: most links are no redirector's)
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    for name, path, params in REDIRECTORS:
        known = _GOOGLE.match(host) is not None if name == "google" else host == name
        if known and parts.path == path:
            values = parse_qs(parts.query)
            for param in params:
                target = (values.get(param) or [""])[0].strip()
                if target.lower().startswith(("http://", "https://")) and _has_host(target):
                    return target
    return None


def _has_host(url: str) -> bool:
    try:
        return bool(urlsplit(url).hostname)
    except ValueError:  # (a broken address: ``http://[::1``)
        return False


def _strip_tracking(query: str) -> str:
    if not query:
        return ""
    kept = []
    for piece in query.split("&"):
        if not piece:
            continue
        key = piece.split("=", 1)[0].lower()
        if key in TRACKING_PARAMS or key.startswith(TRACKING_PREFIXES):
            continue
        kept.append(quote(piece, safe=_SAFE_QUERY))
    return "&".join(kept)


def host_of(url: str) -> str:
    """The host (with a non-default port) that politeness is counted per."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    try:
        port = parts.port
    except ValueError:
        port = None
    if port and port != DEFAULT_PORTS.get(parts.scheme.lower()):
        return f"{host}:{port}"
    return host


_LAST_SENT = threading.local()


def last_sent() -> tuple[str | None, bytes | None]:
    """(peer IP, request head) of the last request this thread sent through a :func:`make_session`
    session; valid even when the connection went back to the pool (e.g. an empty redirect body)."""
    return getattr(_LAST_SENT, "peer_ip", None), getattr(_LAST_SENT, "sent_head", None)


class _PeerMixin:
    """Remembers the connected peer's IP (for WARC-IP-Address) and enforces the address policy: the
    host is resolved once by the policy, every address checked, and the socket connected to a checked
    address (never to what a second DNS answer says)."""

    policy: AddressPolicy | None = None  # None: connect as urllib3 does (private addresses allowed)
    peer_ip: str | None = None
    sent_head: bytes | None = None  # the request line and headers exactly as last sent (for WARC)

    def _send_output(self, *args: Any, **kwargs: Any) -> None:
        buffer = getattr(self, "_buffer", None)
        if buffer is not None:
            self.sent_head = b"\r\n".join([*buffer, b"", b""])
        if getattr(self, "sock", None) is None and getattr(self, "auto_open", 1):
            self.connect()  # type: ignore[attr-defined] # as http.client's send would, but before the peer IP is noted
        _LAST_SENT.peer_ip, _LAST_SENT.sent_head = self.peer_ip, self.sent_head
        super()._send_output(*args, **kwargs)  # type: ignore[misc]

    def _new_conn(self) -> socket.socket:  # type: ignore[override]
        policy = self.policy
        if policy is None:
            sock = super()._new_conn()  # type: ignore[misc]
        else:
            name = self._dns_host  # type: ignore[has-type]
            try:
                addresses = policy.resolve(name, self.port)  # type: ignore[attr-defined]
            except socket.gaierror as exc:
                raise urllib3.exceptions.NameResolutionError(self.host, self, exc) from exc  # type: ignore[attr-defined]
            sock = None
            for number, address in enumerate(addresses):
                self._dns_host = address  # connect to the checked address; SNI and Host stay the name
                try:
                    sock = super()._new_conn()  # type: ignore[misc]
                    break
                except urllib3.exceptions.NewConnectionError:
                    if number == len(addresses) - 1:
                        raise
                finally:
                    self._dns_host = name
        try:
            self.peer_ip = sock.getpeername()[0]
        except OSError:
            self.peer_ip = None
        if policy is not None and self.peer_ip:
            try:
                policy.check_peer(self.peer_ip)
            except BlockedAddress:
                sock.close()
                raise
        return sock


def _pools(policy: AddressPolicy | None) -> dict[str, type]:
    attrs = {"policy": policy}
    http_conn = type("PeerHTTPConnection", (_PeerMixin, HTTPConnection), attrs)
    https_conn = type("PeerHTTPSConnection", (_PeerMixin, HTTPSConnection), attrs)
    return {
        "http": type("PeerHTTPPool", (HTTPConnectionPool,), {"ConnectionCls": http_conn}),
        "https": type("PeerHTTPSPool", (HTTPSConnectionPool,), {"ConnectionCls": https_conn}),
    }


class PolicyAdapter(HTTPAdapter):
    """A requests adapter whose connections record the peer IP and obey the address policy."""

    def __init__(self, policy: AddressPolicy, **kwargs: Any) -> None:
        self.policy = policy
        super().__init__(**kwargs)

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        self.poolmanager.pool_classes_by_scheme = _pools(None if self.policy.allow_private else self.policy)

    def send(self, request: requests.PreparedRequest, *args: Any, **kwargs: Any) -> requests.Response:
        self.policy.check_url(request.url or "")
        return super().send(request, *args, **kwargs)


def make_session(user_agent: str, allow_private: bool = False, pool_size: int = 10,
                 policy: AddressPolicy | None = None) -> requests.Session:
    """A requests session with our User-Agent, the address policy (``policy``, default one that
    refuses private addresses unless ``allow_private``) and no environment proxies."""
    session = requests.Session()
    session.trust_env = False
    session.headers["User-Agent"] = user_agent
    adapter = PolicyAdapter(policy or AddressPolicy(allow_private), pool_connections=pool_size, pool_maxsize=pool_size,
                            max_retries=0)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    return session


def make_pool_manager(policy: AddressPolicy, hosts: int = 10, per_host: int = 2) -> urllib3.PoolManager:
    """A bare urllib3 pool manager with the same connections as :func:`make_session` (address policy,
    peer IP and request head recorded), for callers that send many plain GETs and need none of requests'
    conveniences (cookies, proxies, redirects, hooks): keep ``hosts`` host pools of ``per_host``
    connections each.  The caller checks each URL with ``policy.check_url`` first."""
    manager = urllib3.PoolManager(num_pools=hosts, maxsize=per_host, retries=False)
    manager.pool_classes_by_scheme = _pools(None if policy.allow_private else policy)
    return manager


@dataclass
class FetchResult:
    url: str  # final URL after redirects
    status: int
    headers: dict[str, str]
    body: bytes  # a bytearray with fetch_capped(keep_buffer=True)
    elapsed: float
    history: list[str] = field(default_factory=list)
    moved: bool = False  # every redirect on the way was permanent (301, 308): the address itself has moved


def fetch_capped(
    session: requests.Session,
    url: str,
    *,
    timeout: float,
    max_bytes: int,
    total_time: float | None = None,
    headers: dict[str, str] | None = None,
    on_chunk: Callable[[int], float] | None = None,
    keep_buffer: bool = False,
) -> FetchResult:
    """GET ``url`` reading at most ``max_bytes`` (decoded) within ``total_time``; raises FetchError.

    ``on_chunk(bytes so far)`` is called after each piece; it may wait (e.g. for a turn to hold a large
    body in memory) and returns the seconds it waited, which do not count against ``total_time``.
    ``keep_buffer``: the body is the ``bytearray`` it was read into (no second copy of a large body)."""
    started = time.monotonic()
    deadline = started + (total_time if total_time else max(timeout * 4, 60.0))
    answers: list[Any] = []  # the responses before the last, a redirect's each
    try:
        response = session.get(url, headers=headers, timeout=timeout, stream=True, allow_redirects=True,
                               hooks={"response": lambda r, *_, **__: answers.append(r.status_code)})
    except Exception as exc:  # noqa: BLE001 - every failure becomes one log line
        error = FetchError(error_reason(exc), describe_error(exc))
        error.redirected = bool(answers)
        raise error from exc
    try:
        body = bytearray()
        for chunk in response.iter_content(65536):
            body += chunk
            if len(body) > max_bytes:
                raise FetchError("too-large", f"response larger than {max_bytes} bytes", bytes(body[:max_bytes]),
                                 response.status_code)
            if on_chunk is not None:
                deadline += on_chunk(len(body))
            if time.monotonic() > deadline:
                raise FetchError("too-slow", f"response not complete within {deadline - started:.0f} s")
    except FetchError:
        raise
    except Exception as exc:  # noqa: BLE001
        raise FetchError(error_reason(exc), describe_error(exc)) from exc
    finally:
        response.close()
    return FetchResult(
        url=response.url,
        status=response.status_code,
        headers={k: v for k, v in response.headers.items()},
        body=body if keep_buffer else bytes(body),
        elapsed=time.monotonic() - started,
        history=[r.url for r in response.history],
        moved=bool(response.history) and all(r.status_code in (301, 308) for r in response.history),
    )


def parse_retry_after(value: str | None, cap: float | None = None) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date), never negative, at most ``cap``;
    None when there is none or it cannot be read."""
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        from email.utils import parsedate_to_datetime

        try:
            seconds = parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError):
            return None
    if seconds != seconds:  # nan
        return None
    seconds = max(0.0, seconds)
    return min(cap, seconds) if cap is not None else seconds


def error_reason(exc: BaseException) -> str:
    """A short reason word for statistics: dns, refused, timeout, tls, blocked, protocol, too-many-redirects."""
    chain = _chain(exc)
    for e in chain:
        if isinstance(e, BlockedAddress):
            return "blocked"
        if isinstance(e, FetchError):
            return e.reason
        if isinstance(e, socket.gaierror) or "Name or service not known" in str(e) or "NameResolution" in type(e).__name__:
            return "dns"
    for e in chain:
        if isinstance(e, ConnectionRefusedError):
            return "refused"
        if isinstance(e, ConnectionResetError):
            return "reset"
        if isinstance(e, requests.TooManyRedirects):
            return "too-many-redirects"
        if isinstance(e, requests.exceptions.SSLError | urllib3.exceptions.SSLError):
            return "tls"
    for e in chain:
        # urllib3's NewConnectionError subclasses ConnectTimeoutError for history's sake: not a timeout
        if isinstance(e, urllib3.exceptions.NewConnectionError):
            continue
        if isinstance(e, requests.Timeout | urllib3.exceptions.TimeoutError | socket.timeout | TimeoutError):
            return "timeout"
        if isinstance(e, requests.exceptions.ChunkedEncodingError | requests.exceptions.ContentDecodingError):
            return "protocol"
    return "connection" if isinstance(exc, requests.ConnectionError) else "protocol"


_PHRASES = {
    "blocked": None,
    "dns": "DNS lookup failed",
    "too-many-redirects": "too many redirects",
    "tls": "TLS error",
    "timeout": "timed out",
    "refused": "connection refused",
    "reset": "connection reset",
    "protocol": "invalid HTTP",
    "connection": "connection failed",
}


def describe_error(exc: BaseException) -> str:
    """One readable phrase for a log line, e.g. 'DNS lookup failed' or 'connection refused'."""
    reason = error_reason(exc)
    for e in _chain(exc):
        if isinstance(e, BlockedAddress | FetchError):
            return str(e)
    phrase = _PHRASES.get(reason) or reason
    detail = str(_chain(exc)[-1]).strip()
    if detail and len(detail) < 160 and reason in ("tls", "protocol", "connection"):
        return f"{phrase}: {detail}"
    return phrase


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    todo: list[BaseException | None] = [exc]
    while todo:
        e = todo.pop(0)
        if e is None or any(e is s for s in seen):
            continue
        seen.append(e)
        todo.extend([e.__cause__, e.__context__])
        for arg in getattr(e, "args", ()):
            if isinstance(arg, BaseException):
                todo.append(arg)
        reason = getattr(e, "reason", None)
        if isinstance(reason, BaseException):
            todo.append(reason)
    return seen
