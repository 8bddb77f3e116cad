"""The collect stage in workspace mode: poll due feeds in parallel, claim new links, write link files.

:func:`collect_workspace`: every ``rss_sources/*.txt`` -> due feeds (``--all``: every feed) ->
``collected_links/<source>/<UTC timestamp>.collected``.  Ad hoc and test modes are in ``adhoc.py``.

Fetching runs in a thread pool (``collect.workers``) through one :class:`HostSlots`; the store is
written only by the calling thread, one short transaction per feed.  Each feed is leased in the store
just before it is fetched, so two collectors running at once never poll the same feed.  A link file
is written when the last feed of its source is done, after its links were committed;
:func:`recover_batches` writes the files of runs that died in between.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import os
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from corpustools.collect.feeds import FeedLine, PollResult, fetch_feed, read_source_file
from corpustools.collect.polling import next_interval
from corpustools.collect.store import Link, LinkStore
from corpustools.linkfile import format_line
from corpustools.log import ordinal
from corpustools.net import host_of, make_session
from corpustools.politeness import HostSlots
from corpustools.workspace import Workspace, atomic_write, remove_stale_temps, utc_timestamp

log = logging.getLogger(__name__)

Counters = dict[str, int | float]
PROGRESS_EVERY = 60.0  # seconds between progress lines on long runs


def _interleave_hosts(lines: Iterable[FeedLine]) -> list[FeedLine]:
    """Order feeds round-robin by host, so parallel fetchers rarely wait for the same host."""
    by_host: dict[str, deque[FeedLine]] = defaultdict(deque)
    for line in lines:
        by_host[host_of(line.url)].append(line)
    queues = list(by_host.values())
    ordered: list[FeedLine] = []
    while queues:
        queues = [q for q in queues if q]
        for q in queues:
            ordered.append(q.popleft())
    return ordered


def _dedupe_feeds(lines: Iterable[FeedLine]) -> list[FeedLine]:
    seen: dict[str, FeedLine] = {}
    for line in lines:
        if line.url in seen:
            log.debug(f"{line.where}: {line.url} is already listed at {seen[line.url].where}")
            continue
        seen[line.url] = line
    return list(seen.values())


GROUP_WINDOW = 0.25  # s: feeds completing within this window are claimed in one transaction
GROUP_MAX = 50  # feeds per transaction at most


def poll_feed_groups(
    settings: Any,
    lines: list[FeedLine],
    should_poll: Callable[[FeedLine], bool] | None = None,
    validators: Callable[[FeedLine], tuple[str | None, str | None]] | None = None,
    window: float = GROUP_WINDOW,
) -> Iterator[list[PollResult]]:
    """Fetch and parse feeds in parallel; yields the results that completed within ``window`` seconds
    of each other as one list (in the caller's thread), so the caller can store them in one transaction.

    ``should_poll`` is asked just before a feed is handed to a fetcher (the store's lease), and
    ``validators`` gives its ETag / Last-Modified for a conditional GET.
    """
    workers = max(1, int(settings.get("collect.workers")))
    session = make_session(settings.user_agent, bool(settings.get("allow_private")), pool_size=workers)
    slots = HostSlots(float(settings.get("pause")))
    timeout = float(settings.get("timeout"))
    max_bytes = int(settings.get("max_bytes"))
    queue = deque(_interleave_hosts(lines))
    running: set[cf.Future[PollResult]] = set()
    with session, cf.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="collect") as pool:

        def refill() -> None:
            while queue and len(running) < 2 * workers:
                line = queue.popleft()
                if should_poll is not None and not should_poll(line):
                    continue
                etag, modified = validators(line) if validators else (None, None)
                running.add(pool.submit(fetch_feed, session, slots, line, timeout=timeout, max_bytes=max_bytes,
                                        etag=etag, last_modified=modified))

        try:
            while True:
                refill()
                if not running:
                    break
                done, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                group = [f.result() for f in done]
                running.difference_update(done)
                deadline = time.monotonic() + window
                while running and len(group) < GROUP_MAX:
                    refill()
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    done, _ = cf.wait(running, timeout=left, return_when=cf.FIRST_COMPLETED)
                    group.extend(f.result() for f in done)
                    running.difference_update(done)
                yield group
        except BaseException:  # Ctrl-C, a stop: no feed waiting for its host's pause is fetched any more
            slots.close()
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def poll_feeds(settings: Any, lines: list[FeedLine], **kwargs: Any) -> Iterator[PollResult]:
    """Like :func:`poll_feed_groups`, one result at a time."""
    for group in poll_feed_groups(settings, lines, **kwargs):
        yield from group


def _log_result(result: PollResult, failures_in_row: int) -> None:
    if not result.ok:
        again = f" ({ordinal(failures_in_row)} failure in a row)" if failures_in_row > 1 else ""
        log.warning(f"{result.feed}: {result.problem}{again}")
    elif result.parsed is not None and result.parsed.warning:
        log.warning(f"{result.feed}: {result.parsed.warning}")


def _record_feed(store: LinkStore, settings: Any, result: PollResult, new: int, now: float) -> int:
    """Update the feed's validators, interval and health; returns its failures in a row."""
    row = store.feed(result.feed) or {}
    failures = 0 if result.ok else (row.get("failures_in_row") or 0) + 1
    interval = next_interval(row.get("interval"), new, not result.ok, settings)
    values: dict[str, Any] = {
        "source": result.source,
        "interval": interval,
        "next_due": now + interval,
        "polls": (row.get("polls") or 0) + 1,
        "failures_in_row": failures,
        "last_poll": now,
        "last_status": "304" if result.not_modified else (str(result.status) if result.status else result.reason),
        "last_error": None if result.ok else result.problem,
    }
    if result.ok:
        values["successes"] = (row.get("successes") or 0) + 1
        values["last_success"] = now
        values["last_new"] = new
        values["total_new"] = (row.get("total_new") or 0) + new
        if not result.not_modified:
            values["etag"] = result.etag
            values["last_modified"] = result.last_modified
        if result.parsed is not None:
            values["last_items"] = result.parsed.items
            if result.parsed.title:
                values["title"] = result.parsed.title
    store.update_feed(result.feed, **values)
    return failures


def _count_result(counters: Counters, result: PollResult, new: int) -> None:
    counters["polled"] = counters.get("polled", 0) + 1
    counters["new_links"] = counters.get("new_links", 0) + new
    if result.parsed is not None:
        counters["items"] = counters.get("items", 0) + result.parsed.items
        if result.parsed.warning:
            counters["warnings"] = counters.get("warnings", 0) + 1
    if result.not_modified:
        counters["not_modified"] = counters.get("not_modified", 0) + 1
    if not result.ok:
        counters["failed"] = counters.get("failed", 0) + 1
        key = f"failed:{result.reason}"
        counters[key] = counters.get(key, 0) + 1


def _write_links(path: Path, lines: list[str]) -> None:
    """A link file: one link a line (see :mod:`corpustools.linkfile`)."""
    with atomic_write(path, "w") as fh:
        fh.write("".join(line + "\n" for line in lines))


def recover_batches(store: LinkStore, workspace: Workspace) -> int:
    """Write the link files of runs that died after claiming links; returns the links re-emitted."""
    emitted = 0
    for batch, source, link_file in store.orphan_batches():
        target = workspace.collected_links / link_file
        if any(target.parent.glob(f"{target.stem}.*")):  # written (maybe already .downloaded)
            store.close_batch(batch)
            continue
        urls = store.batch_urls(batch)
        if urls:
            _write_links(target, [_line(store, url) for url in urls])
            log.info(f"{source}: wrote {len(urls)} links of an interrupted run to collected_links/{link_file}")
            emitted += len(urls)
            store.close_batch(batch)
        else:
            store.close_batch(batch, "empty")
    return emitted


def _line(store: LinkStore, url: str) -> str:
    """The link-file line of a stored link, with its provenance columns."""
    info = store.provenance(url) or {}
    return format_line(url, info.get("feed") or "", info.get("title") or "", info.get("published") or "")


class _Batches:
    """One open batch (link file) per source, opened when the source's first new link arrives."""

    def __init__(self, store: LinkStore, workspace: Workspace) -> None:
        self.store = store
        self.workspace = workspace
        self.open: dict[str, tuple[int, str]] = {}
        self.links: dict[str, list[str]] = defaultdict(list)

    def batch_for(self, source: str) -> int:
        if source not in self.open:
            directory = self.workspace.collected_links / source
            self.open[source] = self.store.open_batch(source, directory, utc_timestamp())
        return self.open[source][0]

    def finish(self, source: str) -> Path | None:
        if source not in self.open:
            return None
        batch, name = self.open.pop(source)
        urls = self.links.pop(source, [])
        if not urls:
            self.store.close_batch(batch, "empty")
            return None
        path = self.workspace.collected_links / source / name
        _write_links(path, urls)
        self.store.close_batch(batch)
        return path


def _claim(store: LinkStore, batches: _Batches, result: PollResult) -> list[Link]:
    links = result.links
    if not links:
        return []
    fresh = store.claim(links, batches.batch_for(result.source))
    batches.links[result.source].extend(format_line(ln.url, ln.feed, ln.title, ln.published) for ln in fresh)
    return fresh


def _lease_seconds(settings: Any) -> float:
    return max(900.0, float(settings.get("timeout")) * 8)


def load_workspace_sources(workspace: Workspace) -> tuple[dict[str, list[FeedLine]], list[str]]:
    """Feeds of every ``rss_sources/*.txt`` by source name, and the malformed lines found."""
    sources: dict[str, list[FeedLine]] = {}
    problems: list[str] = []
    for path in workspace.source_lists():
        lines, bad = read_source_file(path)
        sources[path.stem] = lines
        problems.extend(bad)
    return sources, problems


def collect_workspace(settings: Any, workspace: Workspace, force_all: bool = False) -> dict[str, Counters]:
    """Poll the due feeds of every source list and write each source's new links to a link file."""
    workspace.ensure()
    settings.write_effective(workspace.state)
    log.info(settings.summary())
    remove_stale_temps(workspace.collected_links)
    sources, problems = load_workspace_sources(workspace)
    stats: dict[str, Counters] = {name: {"feeds": len(lines), "polled": 0, "new_links": 0, "failed": 0}
                                  for name, lines in sources.items()}
    for problem in problems:
        log.warning(problem)
        name = Path(problem.split(":", 1)[0]).stem
        stats.setdefault(name, {"feeds": 0, "polled": 0, "new_links": 0, "failed": 0})
        stats[name]["bad_lines"] = stats[name].get("bad_lines", 0) + 1
        stats[name]["failed"] += 1
    if not sources:
        log.warning(f"{workspace.rss_sources}: no feed lists (*.txt) to collect from")
        return stats
    store = LinkStore.for_workspace(workspace)
    try:
        recover_batches(store, workspace)
        _run(settings, store, workspace, sources, stats, force_all)
    finally:
        store.close()
    if len(stats) > 1:
        total = {k: sum(int(c.get(k, 0)) for c in stats.values()) for k in ("polled", "new_links", "failed")}
        log.info(f"all sources: {total['polled']} feeds polled, {total['new_links']} new links"
                 + (f", {total['failed']} failed" if total["failed"] else ""))
    return stats


def _run(settings: Any, store: LinkStore, workspace: Workspace, sources: dict[str, list[FeedLine]],
         stats: dict[str, Counters], force: bool) -> None:
    lines = _dedupe_feeds(line for name in sources for line in sources[name])
    remaining = defaultdict(int)
    for line in lines:
        remaining[line.source] += 1
    batches = _Batches(store, workspace)
    lease = _lease_seconds(settings)
    started = store.begin_run()  # a concurrent run's start, if earlier: what it polled is not polled again
    written: dict[str, Path] = {}

    def done_one(source: str) -> None:
        remaining[source] -= 1
        if remaining[source] == 0:
            path = batches.finish(source)
            if path is not None:
                written[source] = path
            _summary(source, stats[source], written.get(source), workspace)

    def should_poll(line: FeedLine) -> bool:
        if store.lease_feed(line.url, line.source, force, lease, since=started):
            return True
        stats[line.source]["not_due"] = stats[line.source].get("not_due", 0) + 1
        done_one(line.source)
        return False

    def validators(line: FeedLine) -> tuple[str | None, str | None]:
        row = store.feed(line.url) or {}
        return row.get("etag"), row.get("last_modified")

    for source in [s for s, n in remaining.items() if n == 0] + [s for s in sources if s not in remaining]:
        _summary(source, stats[source], None, workspace)
    progress_at = time.monotonic() + PROGRESS_EVERY
    polled = new_links = 0
    try:
        for group in poll_feed_groups(settings, lines, should_poll, validators):
            now = time.time()
            with store.transaction():  # one commit for the group; link files are written after it
                outcome = []
                for result in group:
                    fresh = _claim(store, batches, result) if result.ok else []
                    outcome.append((result, fresh, _record_feed(store, settings, result, len(fresh), now)))
            for result, fresh, failures in outcome:
                _log_result(result, failures)
                _count_result(stats[result.source], result, len(fresh))
                done_one(result.source)
                polled += 1
                new_links += len(fresh)
            if time.monotonic() > progress_at:
                progress_at = time.monotonic() + PROGRESS_EVERY
                log.info(f"progress: {polled} of {len(lines)} feeds polled, {new_links} new links so far")
    finally:
        store.end_run()
        for source in list(batches.open):  # interrupted: write what was claimed so far
            path = batches.finish(source)
            if path is not None:
                log.info(f"{source}: interrupted; wrote the links claimed so far to {path.name}")
        for line in lines:
            if remaining[line.source] > 0:
                store.release_feed(line.url)


def _summary(source: str, counters: Counters, path: Path | None, workspace: Workspace) -> None:
    parts = [f"{counters.get('polled', 0)} feeds polled", f"{counters.get('new_links', 0)} new links"]
    extra = []
    if counters.get("failed"):
        extra.append(f"{counters['failed']} failed")
    if counters.get("not_modified"):
        extra.append(f"{counters['not_modified']} not modified")
    if counters.get("not_due"):
        extra.append(f"{counters['not_due']} not due")
    line = f"{source}: {', '.join(parts)}"
    if extra:
        line += f" ({', '.join(extra)})"
    if path is not None:
        line += f" -> {os.path.relpath(path, workspace.root)}"
    log.info(line)
