"""Source lists, fetching one feed politely, and parsing it with feedparser.

* :func:`read_source_list` reads ``rss_sources/*.txt``: one feed URL per line, ``#`` comments, blank
  lines; a malformed line is reported as ``file:line``.
* :func:`fetch_feed` does one conditional GET (ETag / Last-Modified) through the shared host slots
  (one request in flight per host, a pause between requests), with the address policy enforced on
  the connected socket and the body capped in size.
* :func:`parse_feed` hands the bytes (never a URL or file name) to feedparser with the HTTP
  Content-Type, so RSS 0.9x/1.0/2.0 and Atom 0.3/1.0 in any declared or detected encoding work, and a
  feed that is not well-formed is still salvaged by feedparser's loose parser.  feedparser replaces
  the DOCTYPE before parsing and never resolves external entities; expat bounds entity
  amplification, so a "billion laughs" feed costs nothing.
"""

from __future__ import annotations

import io
import logging
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import requests

from corpustools.collect.store import Link
from corpustools.net import FetchError, fetch_capped, host_of, normalize_url, parse_retry_after
from corpustools.politeness import HostSlots

log = logging.getLogger(__name__)

_HTML_SNIFF = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.I | re.S)
_MAX_RETRY_AFTER = 3600.0


@dataclass(frozen=True)
class FeedLine:
    """One feed URL from a source list (``where`` is ``file:line`` for messages)."""

    url: str
    source: str
    where: str


def read_source_list(stream: Iterable[str], source: str, name: str) -> tuple[list[FeedLine], list[str]]:
    """Feed URLs of one list and the problems found (``name:line: ...``); comments and blanks skipped."""
    feeds: list[FeedLine] = []
    problems: list[str] = []
    for number, raw in enumerate(stream, 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        line = re.split(r"\s+#", line, maxsplit=1)[0].strip()  # trailing comment
        where = f"{name}:{number}"
        if re.search(r"\s", line):
            problems.append(f"{where}: not one URL: {line[:120]!r}")
            continue
        url = normalize_url(line)
        if url is None:
            problems.append(f"{where}: not an http(s) URL: {line[:120]!r}")
            continue
        feeds.append(FeedLine(url, source, where))
    return feeds, problems


def read_source_file(path: Path, source: str | None = None) -> tuple[list[FeedLine], list[str]]:
    source = source or path.stem
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return read_source_list(fh, source, str(path))
    except OSError as exc:
        return [], [f"{path}: cannot read: {exc.strerror or exc}"]


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
    link = entry.get("link") or ""
    if link:
        return link
    for candidate in entry.get("links") or []:
        if candidate.get("rel", "alternate") == "alternate" and candidate.get("href"):
            return candidate["href"]
    guid = entry.get("id") or ""
    return guid if guid.startswith(("http://", "https://")) else ""


def _entry_date(entry: Any) -> str:
    for key in ("published_parsed", "updated_parsed", "created_parsed"):
        parsed = entry.get(key)
        if parsed:
            try:
                return time.strftime("%Y-%m-%dT%H:%M:%SZ", parsed)
            except (TypeError, ValueError):
                continue
    return (entry.get("published") or entry.get("updated") or "").strip()[:64]


_TAG = re.compile(r"<[a-zA-Z/!][^<>]*>")


def _clean(text: str, limit: int = 500) -> str:
    """One line of plain text: tags dropped, whitespace collapsed, at most ``limit`` characters."""
    text = text or ""
    if "<" in text:
        text = _TAG.sub(" ", text)
    return " ".join(text.split())[:limit]


def parse_feed(body: bytes, url: str, content_type: str = "") -> ParsedFeed:
    """Parse feed bytes; article links are normalized against the feed's URL."""
    import feedparser

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
            result.problem = "an HTML page, not a feed (try: corpustools discover URL)"
        else:
            exc = parsed.get("bozo_exception")
            result.problem = f"not an RSS/Atom feed ({_clean(str(exc), 120)})" if exc else "not an RSS/Atom feed"
        return result
    result.title = _clean(parsed.get("feed", {}).get("title", ""), 200)
    result.items = len(entries)
    seen: set[str] = set()
    for entry in entries:
        link = normalize_url(_entry_link(entry), base=url)
        if link is None or link in seen:
            continue
        seen.add(link)
        result.links.append(Link(link, url, _clean(entry.get("title", "")), _entry_date(entry)))
    if parsed.get("bozo"):
        exc = parsed.get("bozo_exception")
        kind = type(exc).__name__ if exc is not None else ""
        if "Encoding" in kind:
            result.warning = f"declared encoding was wrong, read as {result.encoding}"
        elif exc is not None:
            result.warning = f"not well-formed XML ({_clean(str(exc), 100)}), salvaged {len(result.links)} links"
    if not entries:
        result.warning = "feed has no items"
    elif not result.links:
        result.warning = f"{len(entries)} items but no http(s) article links"
    return result


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
    elapsed: float = 0.0

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
) -> PollResult:
    """Poll one feed (conditional GET when validators are known); never raises for network trouble."""
    headers = {"Accept": "application/rss+xml, application/atom+xml, application/rdf+xml, "
                         "application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5"}
    if etag:
        headers["If-None-Match"] = etag
    if last_modified:
        headers["If-Modified-Since"] = last_modified
    host = host_of(line.url)
    started = time.monotonic()
    with slots.slot(host):
        try:
            response = fetch_capped(session, line.url, timeout=timeout, max_bytes=max_bytes, headers=headers)
        except FetchError as exc:
            return PollResult(line.url, line.source, False, exc.reason, str(exc), elapsed=time.monotonic() - started)
        except Exception as exc:  # noqa: BLE001 - one line per feed, the run goes on
            log.debug(f"{line.url}: unexpected error", exc_info=True)
            return PollResult(line.url, line.source, False, "error", f"unexpected error: {exc!r}")
        if response.status in (429, 503):
            wait = parse_retry_after(_header(response.headers, "retry-after"), cap=_MAX_RETRY_AFTER)
            if wait:
                slots.delay(host, wait)
    result = PollResult(line.url, line.source, True, status=response.status, final_url=response.url,
                        elapsed=time.monotonic() - started,
                        etag=_header(response.headers, "etag"),
                        last_modified=_header(response.headers, "last-modified"))
    if response.status == 304:
        result.not_modified = True
        return result
    if not 200 <= response.status < 300 or response.status == 204:
        result.ok = False
        result.reason = f"http-{response.status}"
        result.problem = f"HTTP {response.status}"
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


def _header(headers: dict[str, str], name: str) -> str | None:
    for key, value in headers.items():
        if key.lower() == name:
            return value
    return None


def open_list(name: str) -> IO[str]:
    """Open a feed list given on the command line (``-`` is stdin)."""
    import sys

    if name == "-":
        return sys.stdin
    return open(name, encoding="utf-8", errors="replace")
