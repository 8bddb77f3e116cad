"""Ad hoc mode (``collect -i``) and test mode (``collect -t``) of the collect stage.

* :func:`collect_adhoc`: feed lists -> new links to a file or stdout, still deduplicated against (and
  recorded in) the workspace's link store, so ad hoc runs and workspace runs never repeat a link.
  The output is checked for writability before any link is claimed; when writing still fails (disk
  full, a broken pipe), the claimed links stay in the store as ``unwritten`` batches of that output
  and the next ad hoc run to the same output writes them first: a link is never claimed and lost.
* :func:`check_feeds`: is each URL really an RSS/Atom feed?  Rows for a table; nothing is stored.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path
from typing import IO, Any

from corpustools.collect.feeds import PollResult
from corpustools.collect.lists import FeedLine, read_source_file, read_source_list
from corpustools.collect.loop import Batches, Counters, collect_feeds, count_result, dedupe_feeds, poll_feeds
from corpustools.collect.store import Link, LinkStore
from corpustools.errors import CorpustoolsError
from corpustools.workspace import AlreadyLocked, PidLock, Workspace, write_text

log = logging.getLogger(__name__)


class OutputNotWritable(CorpustoolsError):
    """The ad hoc output cannot be written (checked before anything is claimed; exit status 1)."""


def read_lists(inputs: list[str]) -> tuple[list[FeedLine], list[str]]:
    """Feed lines of the lists given with ``-i`` (``-`` = stdin)."""
    lines: list[FeedLine] = []
    problems: list[str] = []
    for name in inputs:
        if name == "-":
            got, bad = read_source_list(sys.stdin, "stdin", "<stdin>")
        else:
            got, bad = read_source_file(Path(name))
        lines.extend(got)
        problems.extend(bad)
    return dedupe_feeds(lines), problems


def check_writable(output: Path, append: bool) -> None:
    """Raise :class:`OutputNotWritable` unless ``output`` can be written: appended to (``append``), or
    replaced through a temporary file in its folder (made when it is not there)."""
    try:
        if output.is_dir():
            raise IsADirectoryError(21, "is a directory")
        if append and output.exists():
            with open(output, "a", encoding="utf-8"):
                pass
            return
        # a folder not there yet is made, as vert, download, tag and dedup make that of their -o
        output.parent.mkdir(parents=True, exist_ok=True)
        probe = output.parent / f".{output.name}.tmp-check-{os.getpid()}"
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        os.unlink(probe)
    except OSError as exc:
        raise OutputNotWritable(f"{output}: cannot write: {exc.strerror or exc}; nothing was polled or claimed") from None


def output_key(output: IO[str] | Path | None) -> str:
    """How the store names an ad hoc output: its absolute path, or ``-`` for a stream (stdout)."""
    return os.path.abspath(output) if isinstance(output, Path) else "-"


def record_known(store: LinkStore, files: list[str]) -> None:
    """The links of ``files`` (link files: URL, optionally tab-separated columns) go into the link store
    as seen, so they are not new links now: the old link_collector's ``-d FILE...`` (and its ``-a``,
    which deduplicated against the output it appended to)."""
    from corpustools.linkfile import entries, read_list
    from corpustools.net import normalize_url

    for name in files:
        urls = [normalize_url(written) for _, _, written, _ in entries(read_list(name, log).splitlines())]
        links = [Link(u) for u in dict.fromkeys(u for u in urls if u)]
        new = store.record_link_file("adhoc", f"dedup:{os.path.abspath(name)}", links, "seen")
        log.info(f"{name}: {len(links)} known links ({new} of them new to the link store) are not collected again")


def collect_adhoc(settings: Any, workspace: Workspace, inputs: list[str], output: IO[str] | Path | None,
                  append: bool = False, dedup: list[str] | tuple[str, ...] = ()) -> Counters:
    """Ad hoc mode: poll every listed feed (due or not) and write the new links to ``output``.

    The links are deduplicated against, and recorded in, the workspace's link store.  ``output`` is
    a path (written atomically, or appended to with ``append``) or a text stream (stdout).  The links of
    the ``dedup`` files, and of the output appended to, count as seen.  Links an
    earlier run claimed for the same output but could not write come first.  Raises
    :class:`OutputNotWritable` before polling when the output cannot be written; a write that fails
    later is logged, counted as ``failed`` and ``unwritten``, and the links kept for the next run.
    """
    log.info(settings.summary())
    if isinstance(output, Path):
        check_writable(output, append)
    lines, problems = read_lists(inputs)
    if not lines:  # nothing to poll: no output (an empty one would look like "no new links")
        from corpustools.errors import InputError, UsageError

        where = "standard input" if inputs == ["-"] else ", ".join(inputs)
        if not problems:
            raise UsageError(f"collect: no feed URL in {where}")
        for problem in problems:
            log.warning(problem)
        raise InputError(f"collect: no usable feed URL in {where} ({len(problems)} bad line(s) or file(s), "
                         f"said above); nothing polled, no output written")
    counters: Counters = {"feeds": len(lines), "polled": 0, "new_links": 0, "failed": len(problems)}
    for problem in problems:
        log.warning(problem)
    if not (workspace.state / "links.sqlite").exists():  # said once: a later run gives these links no more
        log.info(f"a new link store {workspace.state / 'links.sqlite'} keeps the links of this run: a later "
                 f"'collect -i' with this workspace (-W, default the current folder) writes only links new to it")
    workspace.state.mkdir(parents=True, exist_ok=True)
    lock = _take_turn(settings, workspace)
    try:
        return _collect(settings, workspace, lines, output, append, dedup, counters)
    finally:
        lock.release()


def _take_turn(settings: Any, workspace: Workspace) -> PidLock:
    """The workspace's collect lock, waiting for a collect that runs (big-brother's from cron): the
    feeds of the two runs may share hosts, and each keeps one request in flight per host only for itself."""
    from corpustools.collect.run import collect_lock, held_by

    lock = collect_lock(workspace)
    try:
        return lock.acquire()
    except AlreadyLocked as exc:
        log.warning(f"{held_by(exc)}: waiting for it to end, so that no host gets two requests at once (Ctrl-C "
                    f"to stop)")
    lock.acquire(blocking=True)
    time.sleep(max(0.0, float(settings.data["pause"])))  # its last request may have just ended
    return lock


def _collect(settings: Any, workspace: Workspace, lines: list[FeedLine], output: IO[str] | Path | None,
             append: bool, dedup: list[str] | tuple[str, ...], counters: Counters) -> Counters:
    store = LinkStore.for_workspace(workspace)
    key = output_key(output)
    batches = Batches(store, workspace, output=key)
    store.books.begin_run()
    try:
        known = list(dedup) + ([str(output)] if append and isinstance(output, Path) and output.is_file() else [])
        record_known(store, known)
        with store.transaction():
            earlier = store.books.unwritten_batches(key)
        urls = [u for batch in earlier for u in store.books.batch_urls(batch)]
        counters["earlier"] = len(urls)
        if urls:
            log.info(f"writing first {len(urls)} links an earlier run claimed but could not write to {key}")

        def on_result(result: PollResult, fresh: list[Link]) -> None:
            count_result(counters, result, len(fresh))
            urls.extend(link.url for link in fresh)

        collect_feeds(settings, store, batches, lines, force=True, on_result=on_result)
        mine = [batch for batch, _ in batches.open.values()]
        try:
            write_text("".join(u + "\n" for u in urls), output, append)
        except OSError as exc:
            for batch in mine:
                store.books.close_batch(batch, "unwritten")
            counters["failed"] = counters.get("failed", 0) + 1
            counters["unwritten"] = len(urls)
            log.error(f"{key}: cannot write: {exc.strerror or exc}; the {len(urls)} links are kept in the "
                      f"link store and written first by the next 'collect -i ... -o' to the same output")
        else:
            for batch in [*earlier, *mine]:  # delivered to the output, not to collected_links
                store.books.close_batch(batch, "empty")
                store.books.close_batch(batch, "adhoc")
            counters["written"] = len(urls)
    finally:
        store.books.end_run()
        store.close()
    log.info(f"{counters['polled']} feeds polled, {counters['new_links']} new links"
             + (f" ({counters['failed']} failed)" if counters["failed"] else "")
             + (f"; {counters['written']} links written to {key}, {counters['earlier']} of them claimed by an "
                f"earlier run that did not write them (interrupted, or its output could not be written)" if counters.get("earlier") and "written" in counters else ""))
    return counters


def _moved(result: PollResult) -> str:
    """A feed that moved for good (301/308): the table is where a list is checked, so it says so too."""
    return f"moved permanently to {result.moved_to}: put the new address in the list" if result.ok and result.moved_to else ""


def check_feeds(settings: Any, inputs: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """``--test``: fetch each listed URL and say whether it is an RSS/Atom feed (nothing is stored)."""
    lines, problems = read_lists(inputs)
    if not lines and not problems:  # a table of no feed, exit status 0, looked like "all feeds fine"
        from corpustools.errors import UsageError

        where = "standard input" if inputs == ["-"] else ", ".join(inputs)
        raise UsageError(f"collect: no feed URL in {where} (--test checks the feed lists given: "
                         f"corpustools collect --test rss_sources/*.txt)")
    rows = []
    for result in poll_feeds(settings, lines):
        parsed = result.parsed
        rows.append({
            "feed": result.feed,
            "status": "ok" if result.ok else "FAIL",
            "items": parsed.items if parsed else 0,
            "problem": "; ".join(p for p in (result.problem or (parsed.warning if parsed else ""),
                                              _moved(result)) if p),
            "where": next((ln.where for ln in lines if ln.url == result.feed), ""),
        })
    order = {ln.url: i for i, ln in enumerate(lines)}
    rows.sort(key=lambda r: order.get(r["feed"], 0))
    return rows, problems
