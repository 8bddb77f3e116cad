"""The collect loop shared by workspace and ad hoc mode: poll -> claim -> record.

:func:`collect_feeds` leases each feed in the store's bookkeeping just before it is fetched (so two
collectors never poll one feed at once), fetches feeds in parallel (:func:`poll_feed_groups`), and for
the feeds that completed together, in one transaction of the calling thread: claims their new links
in the link store (each tagged with the open :class:`Batches` entry of its source) and records the
feed's validators, polling interval and health.  What happens to the claimed links (a link file per
source, or one ad hoc output) is the caller's, through ``on_result``.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import sys
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from corpustools.collect.feeds import PollResult, fetch_feed
from corpustools.collect.lists import FeedLine
from corpustools.collect.polling import next_interval
from corpustools.collect.store import Link, LinkStore
from corpustools.linkfile import format_line
from corpustools.log import NOTICE, ordinal, progress_bar
from corpustools.net import host_of, make_session
from corpustools.politeness import HostSlots
from corpustools.workspace import Workspace, atomic_write, utc_timestamp

log = logging.getLogger(__name__)

Counters = dict[str, int | float]
GROUP_WINDOW = 0.25  # s: feeds completing within this window are claimed in one transaction
GROUP_MAX = 50  # feeds per transaction at most


def interleave_hosts(lines: Iterable[FeedLine]) -> list[FeedLine]:
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


def dedupe_feeds(lines: Iterable[FeedLine]) -> list[FeedLine]:
    """Each feed URL once (the first list that names it owns it).  A feed in the lists of two sources is
    said once per run: its links go to the first source only, which the user may not expect."""
    seen: dict[str, FeedLine] = {}
    for line in lines:
        if line.url in seen:
            first = seen[line.url]
            if first.source != line.source:
                log.warning(f"{line.where}: {line.url} is listed for source {first.source} too ({first.where}); "
                            f"polled once, its links go to {first.source}")
            else:
                log.debug(f"{line.where}: {line.url} is already listed at {first.where}")
            continue
        seen[line.url] = line
    return list(seen.values())


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
    queue = deque(interleave_hosts(lines))
    running: set[cf.Future[PollResult]] = set()
    group: list[PollResult] = []
    stop = threading.Event()  # set on the way out: no fetcher waits for a large-feed turn any more
    pool = cf.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="collect")
    try:

        def refill() -> None:
            while queue and len(running) < 2 * workers:
                line = queue.popleft()
                if should_poll is not None and not should_poll(line):
                    continue
                etag, modified = validators(line) if validators else (None, None)
                running.add(pool.submit(fetch_feed, session, slots, line, timeout=timeout, max_bytes=max_bytes,
                                        etag=etag, last_modified=modified, stop=stop))

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
            for result in group:  # its links are stored: the next large feed may be read
                result.release()
            group = []
    finally:  # done, interrupted, or the consumer stopped early: pass on every large-feed turn still held
        stop.set()
        interrupted = sys.exc_info()[0] is not None
        if interrupted:  # Ctrl-C, a stop: no feed waiting for its host's pause is fetched any more
            slots.close()
        for result in group:
            result.release()
        pool.shutdown(wait=not interrupted, cancel_futures=True)
        for future in running:
            if future.done() and not future.cancelled() and future.exception() is None:
                future.result().release()
        session.close()


def poll_feeds(settings: Any, lines: list[FeedLine], **kwargs: Any) -> Iterator[PollResult]:
    """Like :func:`poll_feed_groups`, one result at a time."""
    for group in poll_feed_groups(settings, lines, **kwargs):
        yield from group


def log_result(result: PollResult, failures_in_row: int) -> None:
    if not result.ok:
        again = f" ({ordinal(failures_in_row)} failure in a row)" if failures_in_row > 1 else ""
        log.warning(f"{result.feed}: {result.problem}{again}")
    elif result.parsed is not None and result.parsed.warning:
        log.warning(f"{result.feed}: {result.parsed.warning}")
    if result.ok and result.moved_to:  # followed on every poll until the list says the new address; -q hides it
        log.log(NOTICE, f"{result.feed}: moved permanently to {result.moved_to}; put the new address in the feed list")


def record_feed(store: LinkStore, settings: Any, result: PollResult, new: int, now: float) -> int:
    """Update the feed's validators, interval and health; returns its failures in a row."""
    books = store.books
    row = books.feed(result.feed) or {}
    failures = 0 if result.ok else (row.get("failures_in_row") or 0) + 1
    if result.reason == "blocked":  # refused here (a private address), nothing was sent: due again at once,
        # so the run the log line asks for (--allow-private, or the list corrected) polls it, not 'not due'
        interval, next_due = row.get("interval") or next_interval(None, new, True, settings), now
    else:
        interval = next_interval(row.get("interval"), new, not result.ok, settings)
        next_due = now + interval
    values: dict[str, Any] = {
        "source": result.source,
        "interval": interval,
        "next_due": next_due,
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
    books.update_feed(result.feed, **values)
    return failures


def count_result(counters: Counters, result: PollResult, new: int) -> None:
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


def write_links(path: Path, lines: list[str]) -> None:
    """A link file: one link a line (see :mod:`corpustools.linkfile`)."""
    with atomic_write(path, "w") as fh:
        fh.write("".join(line + "\n" for line in lines))


class Batches:
    """One open batch per source, opened when the source's first new link arrives: a link file in
    ``collected_links/<source>/`` (workspace mode), or a share of an ad hoc run's ``output``."""

    def __init__(self, store: LinkStore, workspace: Workspace, output: str | None = None) -> None:
        self.store = store
        self.workspace = workspace
        self.output = output
        self.open: dict[str, tuple[int, str]] = {}
        self.links: dict[str, list[str]] = defaultdict(list)

    def batch_for(self, source: str) -> int:
        if source not in self.open:
            directory = self.workspace.collected_links / source
            self.open[source] = self.store.books.open_batch(source, directory, utc_timestamp(), self.output)
        return self.open[source][0]

    def claim(self, result: PollResult) -> list[Link]:
        """Claim the result's links never seen before, in this source's batch; returns those."""
        if not result.ok or not result.links:
            return []
        fresh = self.store.claim(result.links, self.batch_for(result.source))
        self.links[result.source].extend(format_line(ln.url, ln.feed, ln.title, ln.published) for ln in fresh)
        return fresh

    def finish(self, source: str) -> Path | None:
        """Write the source's link file (workspace mode) and close its batch; None when it got no links."""
        if source not in self.open:
            return None
        batch, name = self.open.pop(source)
        lines = self.links.pop(source, [])
        if not lines:
            self.store.books.close_batch(batch, "empty")
            return None
        path = self.workspace.collected_links / source / name
        write_links(path, lines)
        self.store.books.close_batch(batch)
        return path


def lease_seconds(settings: Any) -> float:
    return max(900.0, float(settings.get("timeout")) * 8)


def collect_feeds(
    settings: Any,
    store: LinkStore,
    batches: Batches,
    lines: list[FeedLine],
    *,
    force: bool,
    since: float | None = None,
    on_result: Callable[[PollResult, list[Link]], None] | None = None,
    on_skip: Callable[[FeedLine], None] | None = None,
) -> None:
    """Poll the feeds that are due (all with ``force``), claim their new links into ``batches`` and
    record each feed's state; ``on_result(result, fresh_links)`` after each feed's commit,
    ``on_skip(line)`` for a feed not polled (not due, or leased by another collector, or polled by a
    run that started after ``since``).  Leases of feeds not reached (interrupted) are released."""
    books = store.books
    lease = lease_seconds(settings)
    unfinished = {line.url for line in lines}
    bar = progress_bar(total=len(lines), unit="feed", desc="collect", leave=False)  # a terminal only

    def should_poll(line: FeedLine) -> bool:
        if books.lease_feed(line.url, line.source, force, lease, since=since):
            return True
        unfinished.discard(line.url)
        if bar is not None:
            bar.update(1)
        if on_skip is not None:
            on_skip(line)
        return False

    def validators(line: FeedLine) -> tuple[str | None, str | None]:
        row = books.feed(line.url) or {}
        return row.get("etag"), row.get("last_modified")

    try:
        for group in poll_feed_groups(settings, lines, should_poll, validators):
            now = time.time()
            with store.transaction():  # one commit for the group; link files are written after it
                outcome = []
                for result in group:
                    fresh = batches.claim(result)
                    outcome.append((result, fresh, record_feed(store, settings, result, len(fresh), now)))
            for result, fresh, failures in outcome:
                unfinished.discard(result.feed)
                log_result(result, failures)
                if bar is not None:
                    bar.update(1)
                if on_result is not None:
                    on_result(result, fresh)
    finally:
        if bar is not None:
            bar.close()
        for url in unfinished:
            books.release_feed(url)
