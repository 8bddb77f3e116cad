"""Fetching one feed politely and parsing it with feedparser (the source lists are read by
:mod:`corpustools.collect.lists`, the items' dates by :mod:`corpustools.collect.feeddates`).

* :func:`fetch_feed` does one conditional GET (ETag / Last-Modified) through the shared host slots
  (one request in flight per host, a pause between requests), with the address policy enforced on
  the connected socket and the body capped in size.
* :func:`parse_feed` hands the bytes (never a URL or file name) to feedparser with the HTTP
  Content-Type, so RSS 0.9x/1.0/2.0 and Atom 0.3/1.0 in any declared or detected encoding work, and a
  feed that is not well-formed is still salvaged by feedparser's loose parser.  feedparser replaces
  the DOCTYPE before parsing and never resolves external entities; expat bounds entity
  amplification, so a "billion laughs" feed costs nothing.  What real servers get wrong is mended
  first: a body gzipped twice or without ``Content-Encoding`` is unpacked, and blank lines before the
  XML declaration (a classic of CMS plugins) are dropped, so such a feed parses strictly rather than
  being salvaged.  JSON Feed (jsonfeed.org 1.0/1.1) is read too.
"""

from __future__ import annotations

import html
import io
import json
import logging
import re
import threading
import time
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import requests

from corpustools.collect.announced import feed_links
from corpustools.collect.feeddates import entry_date, stream_date, with_offset
from corpustools.collect.feedstream import STREAM_ABOVE, stream_items
from corpustools.collect.lists import FeedLine
from corpustools.collect.store import Link
from corpustools.net import (
    FetchError,
    fetch_capped,
    host_of,
    normalize_url,
    parse_retry_after,
    unwrapped_redirect,
)
from corpustools.politeness import HostSlots

log = logging.getLogger(__name__)

_HTML_SNIFF = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.I | re.S)
_MAX_RETRY_AFTER = 3600.0
# One large feed (over STREAM_ABOVE bytes) read, parsed and stored at a time per process: parsing holds
# the GIL anyway, and several 100 MB bodies and their links at once took a collector past 1 GB.  The
# turn is taken when a body grows past the threshold and passed on when the feed's links are stored.
_LARGE_FEED = threading.Lock()
_MAX_UNPACKED = 64 << 20  # a gzipped body is unpacked up to this size (a gzip bomb costs nothing more)
_UTF8_BOM = b"\xef\xbb\xbf"


@dataclass
class ParsedFeed:
    is_feed: bool
    version: str = ""
    title: str = ""
    items: int = 0
    links: list[Link] = field(default_factory=list)
    encoding: str = ""
    problem: str = ""  # why it is not a feed
    warning: str = ""  # salvaged, encoding overridden ...


def _entry_link(entry: Any) -> str:
    original = entry.get("feedburner_origlink") or ""
    if original.strip().lower().startswith(("http://", "https://")):
        return original  # (FeedBurner's own link goes through its redirector, feedproxy.google.com)
    link = entry.get("link") or ""
    if link:
        return link
    for candidate in entry.get("links") or []:
        if candidate.get("rel", "alternate") == "alternate" and candidate.get("href"):
            return candidate["href"]
    guid = entry.get("id") or ""
    return guid if guid.startswith(("http://", "https://")) else ""


_TAG = re.compile(r"<[a-zA-Z/!][^<>]*>")


def _clean(text: str, limit: int = 500) -> str:
    """One line of plain text: tags dropped, HTML entities decoded, whitespace collapsed, at most ``limit``
    characters.  A title is HTML in most feeds (``<![CDATA[Tom &amp; Jerry]]>``, or escaped twice,
    ``Tom &amp;amp; Jerry``): its tags were dropped, and its entities were kept as '&amp;' in the link files."""
    text = text or ""
    if "<" in text:
        text = _TAG.sub(" ", text)
    if "&" in text:
        text = html.unescape(text)
    return " ".join(text.split())[:limit]


def parse_feed(body: bytes | bytearray, url: str, content_type: str = "", stream_above: int = STREAM_ABOVE) -> ParsedFeed:
    """Parse feed bytes; article links are normalized against the feed's URL.  Feeds larger than
    ``stream_above`` bytes are read item by item (:mod:`corpustools.collect.feedstream`) when they
    are well-formed XML, so a feed of 200,000 items costs its links, not a dictionary per item."""
    import feedparser

    body = _mended(body)
    if _looks_like_json(body, content_type):
        json_feed = _parse_json_feed(body, url)
        if json_feed is not None:
            return json_feed
    if len(body) > stream_above:
        streamed = _parse_streaming(body, url)
        if streamed is not None:
            return streamed
    headers = {"content-location": url}
    if content_type:
        headers["content-type"] = content_type
    # We keep only links, titles and dates, never the HTML of the items, so feedparser's HTML
    # sanitizer and relative-URI rewriting (half of its time) are switched off; titles lose any tags.
    parsed = feedparser.parse(io.BytesIO(body), response_headers=headers, sanitize_html=False,
                              resolve_relative_uris=False)
    entries = parsed.get("entries") or []
    version = parsed.get("version") or ""
    result = ParsedFeed(is_feed=bool(version or entries), version=version, encoding=parsed.get("encoding") or "")
    if not result.is_feed:
        if not body.strip():
            result.problem = "empty response"
        elif "html" in content_type.lower() or _HTML_SNIFF.match(body[:4096]):
            result.problem = _html_page(body, url)
        else:
            exc = parsed.get("bozo_exception")
            result.problem = f"not an RSS/Atom feed ({_clean(str(exc), 120)})" if exc else "not an RSS/Atom feed"
        return result
    result.title = _clean(parsed.get("feed", {}).get("title", ""), 200)
    result.items = len(entries)
    _add_links(result, url, ((_entry_link(e), e.get("title", ""), entry_date(e)) for e in entries))
    if parsed.get("bozo"):
        exc = parsed.get("bozo_exception")
        kind = type(exc).__name__ if exc is not None else ""
        if "Encoding" in kind:
            if not _read_as_declared(str(exc)):
                result.warning = f"declared encoding was wrong, read as {result.encoding}"
        elif kind == "NonXMLContentType":
            # the only complaint is the server's Content-Type (text/html, text/plain, none): an ill-formed
            # document replaces it with its parse error, so this feed was read whole; not a poll-by-poll warning
            log.debug(f"{url}: {exc}; read as XML all the same")
        elif exc is not None:
            result.warning = f"not well-formed XML ({_clean(str(exc), 100)}), salvaged {len(result.links)} links"
    _warn_if_empty(result)
    return result


_PAGE_HEAD = 1 << 20  # how much of a page is read for the feeds it announces (its <head>, and more)


def _html_page(body: bytes | bytearray, url: str) -> str:
    """The problem of a feed list's line that gives a web page (a site's home page, the usual slip): the
    feeds the page announces, when it does, so the line can be mended at once."""
    page = normalize_url(url) or url
    announced = [feed for feed in feed_links(bytes(body[:_PAGE_HEAD]), url) if feed != page]
    if not announced:
        return "an HTML page, not a feed (try: corpustools discover URL)"
    more = f" (and {len(announced) - 1} more)" if len(announced) > 1 else ""
    return (f"an HTML page, not a feed; it announces the feed {announced[0]}{more}: put that in the feed list "
            "(corpustools discover URL adds the feeds a page announces)")


_OVERRIDE = re.compile(r"declared as (\S+), but parsed as (\S+)")
# declared -> the vendors' supersets that browsers and feed readers decode it with (WHATWG Encoding Standard)
_SUPERSETS = {"shift_jis": ("cp932",), "shift-jis": ("cp932",), "sjis": ("cp932",), "x-sjis": ("cp932",),
              "euc-kr": ("cp949",), "ks_c_5601-1987": ("cp949",), "gb2312": ("gbk", "gb18030"),
              "gbk": ("gb18030",), "big5": ("big5hkscs", "cp950")}


def _read_as_declared(message: str) -> bool:
    """Whether feedparser's "document declared as shift_jis, but parsed as CP932" read the feed in the
    superset of its declared encoding: the declaration was right (a Japanese feed with a NEC kanji), and
    saying it was wrong on every poll would be mailed by cron every cycle."""
    found = _OVERRIDE.search(message)
    return bool(found) and found.group(2).lower() in _SUPERSETS.get(found.group(1).lower(), ())


def _add_links(result: ParsedFeed, url: str, items: Iterable[tuple[str, str, str]]) -> None:
    """Append (link, title, date) items as normalized, deduplicated links of the feed at ``url``."""
    seen: set[str] = set()
    for raw, title, date in items:
        link = normalize_url(unwrapped_redirect(raw), base=url)
        if link is None or link in seen:
            continue
        seen.add(link)
        result.links.append(Link(link, url, _clean(title), date))


def _warn_if_empty(result: ParsedFeed) -> None:
    if not result.items:
        result.warning = "feed has no items"
    elif not result.links:
        result.warning = f"{result.items} items but no http(s) article links"


def _mended(body: bytes) -> bytes:
    """The feed bytes with what servers commonly get wrong undone: gzip layers the HTTP client did not
    remove (a body compressed twice, or served without Content-Encoding) and whitespace before the
    XML declaration, which makes a strict XML parser give up on the whole feed."""
    for _ in range(3):
        if not body.startswith(b"\x1f\x8b"):
            break
        try:
            unpacked = zlib.decompressobj(31).decompress(body, _MAX_UNPACKED)
        except zlib.error:
            break
        if not unpacked:
            break
        body = unpacked
    bom = _UTF8_BOM if body.startswith(_UTF8_BOM) else b""
    rest = body[len(bom):]
    stripped = rest.lstrip(b" \t\r\n")
    if len(stripped) < len(rest) and stripped.startswith(b"<"):
        body = bom + stripped
    return _html_entities_numbered(body)


# an entity reference XML does not define (``&nbsp;``, ``&mdash;``, ``&eacute;``: HTML's, which CMSs write
# into titles), searched for only where an ``&`` begins one that is no XML entity nor a character reference
_HTML_ENTITY = re.compile(rb"&(?!(?:amp|lt|gt|quot|apos);)[A-Za-z][A-Za-z0-9]{1,31};")
_NAMED = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")


def _html_entities_numbered(body: bytes) -> bytes:
    """The feed with HTML's named entities written as character references (``&nbsp;`` → ``&#160;``), the
    five of XML and those inside CDATA sections left alone.  XML knows only five names: one ``&nbsp;`` in a
    title made the feed "not well-formed (undefined entity)", a -WARN on every poll and the feed read by
    feedparser's loose parser, or not at all by the streaming one.  A feed that declares entities of its
    own (a DOCTYPE with ``<!ENTITY``) is left as it is (UTF-16 too: its bytes are no ASCII)."""
    if _HTML_ENTITY.search(body) is None or b"<!ENTITY" in body:
        return body
    import html.entities

    def numbered(match: re.Match[bytes]) -> bytes:
        name = match.group(1)
        if name in (b"amp", b"lt", b"gt", b"quot", b"apos"):
            return match.group()
        text = html.entities.html5.get(name.decode("ascii") + ";")
        return b"".join(b"&#%d;" % ord(c) for c in text) if text else match.group()

    # outside CDATA sections only, found by plain search (a regex ``<!\[CDATA\[.*?\]\]>`` scanned to the
    # end of the feed for each section left open: minutes for a feed of many)
    parts, at = [], 0
    while at < len(body):
        opening = body.find(b"<![CDATA[", at)
        stop = len(body) if opening < 0 else opening
        parts.append(_NAMED.sub(numbered, body[at:stop]))
        if opening < 0:
            break
        closing = body.find(b"]]>", opening)
        end = len(body) if closing < 0 else closing + 3
        parts.append(body[opening:end])
        at = end
    return b"".join(parts)


def _looks_like_json(body: bytes, content_type: str) -> bool:
    return "json" in content_type.lower() or body.lstrip(_UTF8_BOM + b" \t\r\n")[:1] == b"{"


def _parse_json_feed(body: bytes, url: str) -> ParsedFeed | None:
    """A JSON Feed (https://jsonfeed.org/version/1.1), or None when the body is not one."""
    try:
        data = json.loads(body.decode("utf-8-sig", "replace"))
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("items"), list):
        return None
    version = str(data.get("version") or "")
    if "jsonfeed.org" not in version:
        return None
    items = [item for item in data["items"] if isinstance(item, dict)]
    result = ParsedFeed(is_feed=True, version="json" + version.rstrip("/").rsplit("/", 1)[-1].replace(".", ""),
                        title=_clean(str(data.get("title") or ""), 200), items=len(data["items"]), encoding="utf-8")

    def text(item: dict[str, Any], key: str) -> str:
        value = item.get(key)
        return value if isinstance(value, str) else ""

    _add_links(result, url, ((text(i, "url") or text(i, "external_url") or _http_id(text(i, "id")),
                              text(i, "title"),
                              with_offset(text(i, "date_published") or text(i, "date_modified")))
                             for i in items))
    _warn_if_empty(result)
    return result


def _parse_streaming(body: bytes, url: str, cut: bool = False) -> ParsedFeed | None:
    links: list[Link] = []
    seen: set[str] = set()

    def on_item(raw: str, title: str, dates: list[str], base: str) -> None:
        link = normalize_url(unwrapped_redirect(raw), base=urljoin(url, base) if base else url)
        if link is not None and link not in seen:
            seen.add(link)
            links.append(Link(link, url, _clean(title), stream_date(dates)))

    got = stream_items(body, on_item, cut)
    if got is None:
        return None
    version, title, items = got
    result = ParsedFeed(is_feed=True, version=version, title=_clean(title, 200), items=items, links=links)
    if not items:
        result.warning = "feed has no items"
    elif not links:
        result.warning = f"{items} items but no http(s) article links"
    return result


def _http_id(value: str) -> str:
    return value if value.startswith(("http://", "https://")) else ""


@dataclass
class PollResult:
    """The outcome of polling one feed."""

    feed: str
    source: str
    ok: bool
    reason: str = ""  # short word for counters: http-404, timeout, not-a-feed ...
    problem: str = ""  # readable phrase for the log line
    status: int = 0
    not_modified: bool = False
    parsed: ParsedFeed | None = None
    etag: str | None = None
    last_modified: str | None = None
    final_url: str = ""
    moved_to: str = ""  # the feed's new address, when it answered with a permanent redirect there
    elapsed: float = 0.0
    turn: Any = None  # the large-feed turn this result still holds (released when its links are stored)

    def release(self) -> None:
        """Pass the large-feed turn on (the caller has stored or dropped this result's links)."""
        if self.turn is not None:
            self.turn, turn = None, self.turn
            turn.release()

    @property
    def links(self) -> list[Link]:
        return self.parsed.links if self.parsed else []


def fetch_feed(
    session: requests.Session,
    slots: HostSlots,
    line: FeedLine,
    *,
    timeout: float,
    max_bytes: int,
    etag: str | None = None,
    last_modified: str | None = None,
    stop: threading.Event | None = None,
) -> PollResult:
    """Poll one feed (conditional GET when validators are known); never raises for network trouble.
    ``stop``: once set, do not wait for the large-feed turn (the caller is shutting down)."""
    headers = {"Accept": "application/rss+xml, application/atom+xml, application/rdf+xml, "
                         "application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5"}
    if etag:
        headers["If-None-Match"] = etag
    if last_modified:
        headers["If-Modified-Since"] = last_modified
    host = host_of(line.url)
    started = time.monotonic()
    holds_turn = False

    def large_turn(size: int) -> float:
        """Past the streaming threshold, wait for this process's one turn to hold a large feed."""
        nonlocal holds_turn
        if holds_turn or size <= STREAM_ABOVE:
            return 0.0
        waited = time.monotonic()
        while not _LARGE_FEED.acquire(timeout=0.5):
            if stop is not None and stop.is_set():
                return time.monotonic() - waited
        holds_turn = True
        return time.monotonic() - waited

    try:
        result = _fetch_and_parse(session, slots, line, host, started, timeout, max_bytes, headers, large_turn)
    except BaseException:
        if holds_turn:
            _LARGE_FEED.release()
        raise
    if holds_turn:
        if result.links:  # the turn passes on when the links are stored (PollResult.release)
            result.turn = _LARGE_FEED
        else:
            _LARGE_FEED.release()
    return result


def _fetch_and_parse(session: requests.Session, slots: HostSlots, line: FeedLine, host: str, started: float,
                     timeout: float, max_bytes: int, headers: dict[str, str],
                     on_chunk: Any) -> PollResult:
    with slots.slot(host) as held:
        try:
            response = fetch_capped(session, line.url, timeout=timeout, max_bytes=max_bytes, headers=headers,
                                    on_chunk=on_chunk, keep_buffer=True)
        except FetchError as exc:
            # refused here (a private address): nothing was sent, so the host's next feed need not wait a
            # pause (168 refused feeds of one host took 168 pauses, nigh three minutes, to say so); a redirect
            # refused was the answer to a request to this host, and its pause follows
            held.requested = exc.reason != "blocked" or exc.redirected
            if exc.reason == "too-large":
                return _cut_short(line, exc, max_bytes, time.monotonic() - started)
            return PollResult(line.url, line.source, False, exc.reason, str(exc), elapsed=time.monotonic() - started)
        except Exception as exc:  # noqa: BLE001 - one line per feed, the run goes on
            log.debug(f"{line.url}: unexpected error", exc_info=True)
            return PollResult(line.url, line.source, False, "error", f"unexpected error: {exc!r}")
        wait = None
        if response.status in (429, 503):
            wait = parse_retry_after(_header(response.headers, "retry-after"), cap=_MAX_RETRY_AFTER)
            if wait:
                slots.delay(host, wait)
    result = PollResult(line.url, line.source, True, status=response.status, final_url=response.url,
                        elapsed=time.monotonic() - started,
                        etag=_header(response.headers, "etag"),
                        last_modified=_header(response.headers, "last-modified"),
                        moved_to=response.url if response.moved and response.url != line.url else "")
    if response.status == 304:
        result.not_modified = True
        return result
    if not 200 <= response.status < 300 or response.status == 204:
        result.ok = False
        result.reason = f"http-{response.status}"
        result.problem = f"HTTP {response.status}"
        if wait:  # said, or a run that stalls for minutes on the host's other feeds looks hung
            result.problem += f" (the host asks for a pause: Retry-After {wait:.0f} s; its other feeds wait that long)"
        return result
    try:
        result.parsed = parse_feed(response.body, response.url, _header(response.headers, "content-type") or "")
    except Exception as exc:  # noqa: BLE001 - feedparser is robust, but one feed must never stop the run
        log.debug(f"{line.url}: parser error", exc_info=True)
        result.parsed = ParsedFeed(is_feed=False, problem=f"feed parser failed: {exc!r}"[:200])
    if not result.parsed.is_feed:
        result.ok = False
        result.reason = "not-a-feed"
        result.problem = result.parsed.problem
    return result


def _cut_short(line: FeedLine, exc: FetchError, max_bytes: int, elapsed: float) -> PollResult:
    """A feed larger than ``max_bytes``: the items in its first ``max_bytes`` (a feed lists its newest
    first), as robots.txt is obeyed for its first 500 KiB; a failure naming the setting when they give
    no link.  Refused whole, such a feed gave no link on any poll."""
    parsed = _parse_streaming(exc.head, line.url, cut=True) if 200 <= exc.status < 300 and exc.head else None
    if parsed is None or not parsed.links:
        return PollResult(line.url, line.source, False, exc.reason, f"{exc} (setting max_bytes)", elapsed=elapsed)
    parsed.warning = (f"{exc} (setting max_bytes): the {len(parsed.links)} links of the {parsed.items} items "
                      f"in its first {max_bytes} bytes taken")
    return PollResult(line.url, line.source, True, status=exc.status, final_url=line.url, elapsed=elapsed,
                      parsed=parsed)


def _header(headers: dict[str, str], name: str) -> str | None:
    for key, value in headers.items():
        if key.lower() == name:
            return value
    return None
