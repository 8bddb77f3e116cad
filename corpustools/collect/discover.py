"""Feed discovery: find the RSS/Atom feeds a web page announces, verify them, remember the new ones.

For each page: the ``<link rel="alternate">`` elements with a feed type (RSS, Atom, RDF), then, when the
page announces none, common paths on its site (``/rss``, ``/feed``, ``/rss.xml`` ...).  Every candidate
is fetched and parsed; only real feeds count.  New feeds (not in any ``rss_sources/*.txt``) are appended
to ``rss_sources/automatic_collection.txt`` under a lock, by atomic rewrite, so two runs at once
neither lose nor duplicate a line.  HTML is parsed with selectolax (lexbor): fast and forgiving.

robots.txt is obeyed for every page read and every path probed (the download stage's cache in
``state/robots/``, so a host's rules are fetched once a day at most).  The old collector's way needs no
page fetched at all: :func:`feeds_in_warcs` reads ``<link rel="alternate">`` from the HTML pages already
in WARCs (``discover --warcs``); only the candidate feeds are then fetched, to verify them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from corpustools.collect.announced import feed_links
from corpustools.collect.feeds import fetch_feed, parse_feed
from corpustools.collect.lists import FeedLine
from corpustools.net import FetchError, fetch_capped, host_of, make_session, normalize_url, url_hint
from corpustools.politeness import HostSlots
from corpustools.warc import WRITTEN_SUFFIXES
from corpustools.workspace import Workspace, atomic_write, file_lock

log = logging.getLogger("corpustools.discover")  # lines say 'discover:', the stage (and command) that runs this

AUTOMATIC_LIST = "automatic_collection.txt"
COMMON_PATHS = ("/rss", "/feed", "/rss.xml", "/feed.xml", "/atom.xml", "/index.xml", "/rss/", "/feed/",
                "/feeds/posts/default")


def common_candidates(page_url: str) -> list[str]:
    parts = urlsplit(page_url)
    origin = f"{parts.scheme}://{parts.netloc}"
    out = []
    for path in COMMON_PATHS:
        url = normalize_url(origin + path)
        if url and url not in out:
            out.append(url)
    return out


def known_feeds(workspace: Workspace) -> set[str]:
    """Normalized URLs of every feed in every source list (commented-out lines count as known too)."""
    known: set[str] = set()
    for path in workspace.source_lists():
        try:
            text = path.read_text("utf-8", errors="replace")
        except OSError:
            continue
        for raw in text.splitlines():
            line = raw.strip().lstrip("#").strip().split()
            if line:
                url = normalize_url(line[0])
                if url:
                    known.add(url)
    return known


def append_feeds(workspace: Workspace, feeds: list[tuple[str, str]]) -> list[str]:
    """Append ``(feed, page)`` pairs not yet listed anywhere; returns the feeds actually added."""
    if not feeds:
        return []
    workspace.rss_sources.mkdir(parents=True, exist_ok=True)
    target = workspace.rss_sources / AUTOMATIC_LIST
    with file_lock(workspace.state / "discover.lock"):
        known = known_feeds(workspace)
        added = []
        lines = []
        for feed, page in feeds:
            if feed in known:
                continue
            known.add(feed)
            added.append(feed)
            lines.append(f"{feed}\n")
            log.debug(f"{feed}: found on {page}")
        if not added:
            return []
        old = target.read_text("utf-8") if target.exists() else (
            "# Feeds found by 'corpustools discover'; one URL per line, '#' comments.\n")
        if old and not old.endswith("\n"):
            old += "\n"
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with atomic_write(target, "w") as fh:
            fh.write(old + f"# discovered {stamp}\n" + "".join(lines))
    return added


def feeds_in_warcs(warcs: Iterable[str | Path], max_bytes: int = 2_000_000,
                   read: dict[str, int] | None = None) -> list[tuple[str, str]]:
    """(feed URL, page URL) announced by the HTML pages in the WARCs, in order, each feed once; no
    network.  Compressed payloads are unpacked; pages over ``max_bytes`` are read up to it.  ``read``
    gets the number of WARCs and HTML pages read (``warcs``, ``pages_in_warcs``)."""
    from corpustools.vert.httpbody import finish_payload
    from corpustools.vert.read import iter_html

    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    read = read if read is not None else {}
    for warc in warcs:
        counters: dict[str, Any] = {}
        read["warcs"] = read.get("warcs", 0) + 1
        for record in iter_html(warc, counters, max_bytes):
            read["pages_in_warcs"] = read.get("pages_in_warcs", 0) + 1
            payload = record.payload
            if record.codings:
                payload, reason, _ = finish_payload(payload, record.codings, max_bytes, record.sniff)
                if reason:
                    continue
            for feed in feed_links(payload, record.url):
                if feed not in seen:
                    seen.add(feed)
                    found.append((feed, record.url))
    return found


def recent_warcs(workspace: Workspace, since: float) -> list[Path]:
    """The finished WARCs of the workspace written since ``since`` (epoch seconds)."""
    from corpustools.workspace import is_done

    out = []
    for path in sorted(workspace.warcs.glob("*/*.warc*")):
        if path.name.endswith(WRITTEN_SUFFIXES) and is_done(path) and path.stat().st_mtime >= since:
            out.append(path)
    return out


def discover(settings: Any, workspace: Workspace, page_urls: Iterable[str]) -> dict[str, int]:
    """Find and verify feeds on pages and append the new ones to the automatic list; returns counters
    (``pages``, ``failed``, ``feeds_found``, ``feeds_new``).  This is big-brother's discover stage: with
    ``big_brother.discover_from = "warcs"`` (the old collector's way) the pages are those already in the
    WARCs of the last ``big_brother.discover_every`` seconds, not fetched again; with ``"home_pages"``
    (the default), or when there is no such WARC, the home pages in ``page_urls`` are fetched."""
    warcs: list[Path] = []
    if settings.get("big_brother.discover_from") == "warcs":
        warcs = recent_warcs(workspace, time.time() - float(settings.get("big_brother.discover_every")))
    counters, _, _ = discover_feeds(settings, workspace, [] if warcs else page_urls, warcs=warcs)
    return counters


def discover_feeds(settings: Any, workspace: Workspace, page_urls: Iterable[str],
                   write: bool = True, warcs: Iterable[str | Path] = ()) -> tuple[dict[str, int], list[tuple[str, str]], list[str]]:
    """Like :func:`discover`, also returning the ``(feed, page)`` pairs found and the new feeds
    (with ``write=False`` nothing is appended; the new feeds are only reported).  ``warcs``: also the
    feeds announced by the pages in these WARCs (verified, the pages not fetched again)."""
    from corpustools.download.robots import RobotsCache

    session = make_session(settings.user_agent, bool(settings.get("allow_private")))
    slots = HostSlots(float(settings.get("pause")))
    timeout = float(settings.get("timeout"))
    max_bytes = int(settings.get("max_bytes"))
    robots_dir = workspace.state / "robots" if workspace.state.is_dir() else None
    robots = RobotsCache(robots_dir, float(settings.get("download.robots_ttl")), settings.user_agent, logger=log)
    counters: dict[str, int] = {"pages": 0, "failed": 0, "feeds_found": 0, "feeds_new": 0, "skipped:robots": 0}
    found: list[tuple[str, str]] = []
    verified: dict[str, bool] = {}

    def allowed(url: str, page: bool = False) -> bool:
        """robots.txt of the URL's host allows us to fetch it (fetched in the host's slot when unknown)."""
        rules = robots.known(url)
        if rules is None:
            with slots.slot(host_of(url)):
                rules = robots.fetch(url, session, timeout)
        if rules.allowed(url):
            return True
        if rules.failure or rules.unreachable:  # the host did not answer (robots.fetch logged why)
            counters["failed"] += page
        else:
            log.info(f"{url}: disallowed by robots.txt; not fetched")
            counters["skipped:robots"] += 1
        return False

    def is_feed(url: str) -> bool:
        if url not in verified:
            if not allowed(url):
                verified[url] = False
                return False
            result = fetch_feed(session, slots, FeedLine(url, "discover", url), timeout=timeout, max_bytes=max_bytes)
            verified[url] = bool(result.ok and result.parsed is not None and result.parsed.is_feed)
            if not verified[url]:
                log.debug(f"{url}: not a feed ({result.problem})")
        return verified[url]

    for raw in page_urls:
        page = normalize_url(raw)
        if page is None:
            log.warning(f"{raw}: not an http(s) URL{url_hint(raw)}")
            counters["failed"] += 1
            continue
        counters["pages"] += 1
        if not allowed(page, page=True):
            continue
        try:
            with slots.slot(host_of(page)):
                response = fetch_capped(session, page, timeout=timeout, max_bytes=max_bytes)
        except FetchError as exc:
            log.warning(f"{page}: {exc}")
            counters["failed"] += 1
            continue
        if response.status != 200:
            log.warning(f"{page}: HTTP {response.status}")
            counters["failed"] += 1
            continue
        base = response.url
        parsed = parse_feed(response.body, base, _content_type(response.headers))
        if parsed.is_feed:  # the page itself is a feed
            verified[page] = True
            candidates = [page]
        else:
            announced = feed_links(response.body, base)
            candidates = [u for u in announced if is_feed(u)]
            if not candidates:
                candidates = [u for u in common_candidates(base) if is_feed(u)][:1]
        if not candidates:
            log.warning(f"{page}: no feed found")
            counters["failed"] += 1
            continue
        for url in candidates:
            if all(url != f for f, _ in found):
                found.append((url, page))
    read: dict[str, int] = {}
    for feed, page in feeds_in_warcs(warcs, read=read):
        counters["feeds_in_warcs"] = counters.get("feeds_in_warcs", 0) + 1
        if all(feed != f for f, _ in found) and is_feed(feed):
            found.append((feed, page))
    session.close()
    counters["feeds_found"] = len(found)
    if write:
        new = append_feeds(workspace, found)
    else:
        known = known_feeds(workspace)
        new = [f for f, _ in found if f not in known]
    counters["feeds_new"] = len(new)
    counters.update({k: v for k, v in read.items() if k != "warcs"})
    read_from = [f"{counters['pages']} pages"] if counters["pages"] or not read.get("warcs") else []
    if read.get("warcs"):  # the pages of WARCs were read too, not fetched: '0 pages' alone said none was
        read_from.append(f"{read.get('pages_in_warcs', 0)} pages in {read['warcs']} WARC(s) announcing "
                         f"{counters.get('feeds_in_warcs', 0)} feeds")
    log.info(f"{', '.join(read_from)}, {len(found)} feeds found, {len(new)} new"
             + (f" -> rss_sources/{AUTOMATIC_LIST}" if write and new else ""))
    return counters, found, new


def _content_type(headers: dict[str, str]) -> str:
    return next((v for k, v in headers.items() if k.lower() == "content-type"), "")
