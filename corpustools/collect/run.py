"""The collect stage in workspace mode: poll due feeds in parallel, claim new links, write link files.

:func:`collect_workspace`: every ``rss_sources/*.txt`` -> due feeds (``--all``: every feed) ->
``collected_links/<source>/<UTC timestamp>.collected``.  Ad hoc and test modes are in ``adhoc.py``.

The poll -> claim -> record loop is :func:`corpustools.collect.loop.collect_feeds` (shared with ad hoc
mode); this module adds what is the workspace's: one batch and one link file per source, written when
the last feed of its source is done, after its links were committed; :func:`recover_batches` writes
the files of runs that died in between.  One collect runs in a workspace at a time
(``state/collect.lock``): two, polling different feeds of one host, would send it two requests at once.
"""

from __future__ import annotations

import logging
import os
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from corpustools.collect.feeds import PollResult
from corpustools.collect.lists import FeedLine, read_source_file
from corpustools.collect.loop import Batches, Counters, collect_feeds, count_result, dedupe_feeds, write_links
from corpustools.collect.store import Link, LinkStore
from corpustools.linkfile import format_line
from corpustools.workspace import (
    AlreadyLocked,
    PidLock,
    Workspace,
    not_a_file,
    regular_file,
    remove_stale_temps,
    source_name,
    unsafe_source_name,
)

log = logging.getLogger(__name__)

PROGRESS_EVERY = 60.0  # seconds between progress lines on long runs
LOCK_NAME = "collect.lock"  # in state/: held by the collect at work in the workspace


def recover_batches(store: LinkStore, workspace: Workspace) -> int:
    """Write the link files of runs that died after claiming links; returns the links re-emitted."""
    emitted = 0
    books = store.books
    for batch, source, link_file in books.orphan_batches():
        target = workspace.collected_links / link_file
        if any(target.parent.glob(f"{target.stem}.*")):  # written (maybe already .downloaded)
            books.close_batch(batch)
            continue
        urls = books.batch_urls(batch)
        if urls:
            write_links(target, [_line(store, url) for url in urls])
            log.info(f"{source}: wrote {len(urls)} links of an interrupted run to collected_links/{link_file}")
            emitted += len(urls)
            books.close_batch(batch)
        else:
            books.close_batch(batch, "empty")
    return emitted


def _line(store: LinkStore, url: str) -> str:
    """The link-file line of a stored link, with its provenance columns."""
    info = store.provenance(url) or {}
    return format_line(url, info.get("feed") or "", info.get("title") or "", info.get("published") or "")


def load_workspace_sources(workspace: Workspace) -> tuple[dict[str, list[FeedLine]], list[str]]:
    """Feeds of every ``rss_sources/*.txt`` by source name, and the malformed lines found."""
    sources: dict[str, list[FeedLine]] = {}
    problems: list[str] = []
    for path in workspace.source_lists():
        name = source_name(path)
        lines, bad = read_source_file(path, name)
        sources.setdefault(name, []).extend(lines)
        problems.extend(bad)
    return sources, problems


def collect_lock(workspace: Workspace) -> PidLock:
    """The workspace's collect lock (``state/collect.lock``), not taken yet: held by a workspace run, an ad
    hoc run (which waits for it) and a rebuild of the link store (which is refused without it)."""
    return PidLock(workspace.state / LOCK_NAME)


def held_by(exc: AlreadyLocked) -> str:
    """The words for a collect lock another process holds."""
    return f"another collect of this workspace is running (process {exc.holder or '?'})"


def collect_workspace(settings: Any, workspace: Workspace, force_all: bool = False) -> dict[str, Counters]:
    """Poll the due feeds of every source list and write each source's new links to a link file.

    Not started while another collect of the workspace runs (a cron line overlapping a run by hand):
    each keeps one request in flight per host, the two together would not; the feeds left due are
    polled by the next run."""
    workspace.ensure()
    try:
        lock = collect_lock(workspace).acquire()
    except AlreadyLocked as exc:
        log.warning(f"{held_by(exc)}; not started, so that no host gets two requests at once (the feeds still "
                    f"due are polled by the next run)")
        return {}
    try:
        return _collect_workspace(settings, workspace, force_all)
    finally:
        lock.release()


def _collect_workspace(settings: Any, workspace: Workspace, force_all: bool) -> dict[str, Counters]:
    settings.write_effective(workspace.state)
    log.info(settings.summary())
    remove_stale_temps(workspace.collected_links)
    sources, problems = load_workspace_sources(workspace)
    for path in workspace.source_lists():
        if (message := unsafe_source_name(path)) is not None:
            log.warning(f"{workspace.rss_sources.name}/{message}")
    for path in workspace.lists_not_read():
        where = path.relative_to(workspace.root)
        if not regular_file(path):
            log.warning(not_a_file(path, where))
        elif path.parent != workspace.rss_sources:
            log.warning(f"{where}: not read: feed lists go straight into {workspace.rss_sources.name}/, one file per "
                        f"source (move it to {workspace.rss_sources.name}/{path.stem}.txt)")
        else:
            log.warning(f"{where}: not read: feed lists are the files whose name ends in .txt (rename it "
                        f"{path.stem}.txt)")
    stats: dict[str, Counters] = {name: {"feeds": len(lines), "polled": 0, "new_links": 0, "failed": 0}
                                  for name, lines in sources.items()}
    for problem in problems:
        log.warning(problem)
        name = source_name(problem.split(":", 1)[0])
        stats.setdefault(name, {"feeds": 0, "polled": 0, "new_links": 0, "failed": 0})
        stats[name]["bad_lines"] = stats[name].get("bad_lines", 0) + 1
        stats[name]["failed"] += 1
    if not sources:
        log.warning(f"{workspace.rss_sources}: no feed lists (*.txt) to collect from")
        return stats
    if not problems and not any(sources.values()):  # as good as no list: not "0 feeds polled" and all well
        names = ", ".join(p.name for p in workspace.source_lists())
        log.warning(f"{workspace.rss_sources}: no feed URL in its lists ({names}: blank lines and comments only); "
                    f"nothing to collect (one feed URL per line)")
        return stats
    store = LinkStore.for_workspace(workspace)
    try:
        recover_batches(store, workspace)
        _run(settings, store, workspace, sources, stats, force_all)
    finally:
        store.close()
    if len(stats) > 1:
        total = {k: sum(int(c.get(k, 0)) for c in stats.values()) for k in ("polled", "new_links", "failed", "bad_lines")}
        failed = total["failed"] - total["bad_lines"]
        log.info(f"all sources: {total['polled']} feeds polled, {total['new_links']} new links"
                 + (f", {failed} failed" if failed else "")
                 + (f", {total['bad_lines']} line{'s' if total['bad_lines'] > 1 else ''} not a feed URL" if total["bad_lines"] else ""))
    return stats


def _run(settings: Any, store: LinkStore, workspace: Workspace, sources: dict[str, list[FeedLine]],
         stats: dict[str, Counters], force: bool) -> None:
    lines = dedupe_feeds(line for name in sources for line in sources[name])
    remaining: dict[str, int] = defaultdict(int)
    for line in lines:
        remaining[line.source] += 1
    batches = Batches(store, workspace)
    started = store.books.begin_run()  # a concurrent run's start, if earlier: what it polled is not polled again
    written: dict[str, Path] = {}
    progress = {"at": time.monotonic() + PROGRESS_EVERY, "polled": 0, "new": 0}

    def done_one(source: str) -> None:
        remaining[source] -= 1
        if remaining[source] == 0:
            path = batches.finish(source)
            if path is not None:
                written[source] = path
            _summary(source, stats[source], written.get(source), workspace)

    def on_skip(line: FeedLine) -> None:
        stats[line.source]["not_due"] = stats[line.source].get("not_due", 0) + 1
        done_one(line.source)

    def on_result(result: PollResult, fresh: list[Link]) -> None:
        count_result(stats[result.source], result, len(fresh))
        done_one(result.source)
        progress["polled"] += 1
        progress["new"] += len(fresh)
        if time.monotonic() > progress["at"] and any(remaining.values()):  # not after the last summary
            progress["at"] = time.monotonic() + PROGRESS_EVERY
            log.info(f"progress: {progress['polled']} of {len(lines)} feeds polled, {progress['new']} new links so far")

    for source in [s for s, n in remaining.items() if n == 0] + [s for s in sources if s not in remaining]:
        _summary(source, stats[source], None, workspace)
    try:
        collect_feeds(settings, store, batches, lines, force=force, since=started, on_result=on_result,
                      on_skip=on_skip)
    finally:
        store.books.end_run()
        for source in list(batches.open):  # interrupted: write what was claimed so far
            path = batches.finish(source)
            if path is not None:
                log.info(f"{source}: interrupted; wrote the links claimed so far to {path.name}")


def _summary(source: str, counters: Counters, path: Path | None, workspace: Workspace) -> None:
    parts = [f"{counters.get('polled', 0)} feeds polled", f"{counters.get('new_links', 0)} new links"]
    extra = []
    bad_lines = counters.get("bad_lines", 0)  # counted as failed, but no feed was polled for them
    if counters.get("failed", 0) > bad_lines:
        extra.append(f"{counters['failed'] - bad_lines} failed")
    if bad_lines:
        extra.append(f"{bad_lines} line{'' if bad_lines == 1 else 's'} not a feed URL")
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
