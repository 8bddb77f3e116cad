"""Ad hoc mode (``collect -i``) and test mode (``collect -t``) of the collect stage.

* :func:`collect_adhoc`: feed lists -> new links to a file or stdout, still deduplicated against (and
  recorded in) the workspace's link store, so ad hoc runs and workspace runs never repeat a link.
* :func:`check_feeds`: is each URL really an RSS/Atom feed?  Rows for a table; nothing is stored.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path
from typing import IO, Any

from corpustools.collect.feeds import FeedLine, read_source_file, read_source_list
from corpustools.collect.run import (
    Counters,
    _Batches,
    _claim,
    _count_result,
    _dedupe_feeds,
    _lease_seconds,
    _log_result,
    _record_feed,
    poll_feeds,
)
from corpustools.collect.store import LinkStore
from corpustools.workspace import Workspace, write_text

log = logging.getLogger(__name__)


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
    return _dedupe_feeds(lines), problems


def collect_adhoc(settings: Any, workspace: Workspace, inputs: list[str], output: IO[str] | Path | None,
                  append: bool = False) -> Counters:
    """Ad hoc mode: poll every listed feed (due or not) and write the new links to ``output``.

    The links are deduplicated against, and recorded in, the workspace's link store.  ``output`` is
    a path (written atomically, or appended to with ``append``) or a text stream (stdout).
    """
    log.info(settings.summary())
    lines, problems = read_lists(inputs)
    if not lines and not problems:
        from corpustools.errors import UsageError

        where = "standard input" if inputs == ["-"] else ", ".join(inputs)
        raise UsageError(f"collect: no feed URL in {where}")
    counters: Counters = {"feeds": len(lines), "polled": 0, "new_links": 0, "failed": len(problems)}
    for problem in problems:
        log.warning(problem)
    workspace.state.mkdir(parents=True, exist_ok=True)
    store = LinkStore.for_workspace(workspace)
    batches = _Batches(store, workspace)
    urls: list[str] = []
    try:
        lease_for = _lease_seconds(settings)

        def lease(ln: FeedLine) -> bool:
            return store.lease_feed(ln.url, ln.source, True, lease_for)

        def validators(ln: FeedLine) -> tuple[str | None, str | None]:
            row = store.feed(ln.url) or {}
            return row.get("etag"), row.get("last_modified")

        for result in poll_feeds(settings, lines, should_poll=lease, validators=validators):
            fresh = _claim(store, batches, result) if result.ok else []
            failures = _record_feed(store, settings, result, len(fresh), time.time())
            _log_result(result, failures)
            _count_result(counters, result, len(fresh))
            urls.extend(link.url for link in fresh)
        text = "".join(u + "\n" for u in urls)
        write_text(text, output, append)
        for batch, _ in batches.open.values():  # delivered to the output, not to collected_links
            store.close_batch(batch, "empty")
            store.close_batch(batch, "adhoc")
    finally:
        store.close()
    log.info(f"{counters['polled']} feeds polled, {counters['new_links']} new links"
             + (f" ({counters['failed']} failed)" if counters["failed"] else ""))
    return counters


def check_feeds(settings: Any, inputs: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """``--test``: fetch each listed URL and say whether it is an RSS/Atom feed (nothing is stored)."""
    lines, problems = read_lists(inputs)
    rows = []
    for result in poll_feeds(settings, lines):
        parsed = result.parsed
        rows.append({
            "feed": result.feed,
            "status": "ok" if result.ok else "FAIL",
            "items": parsed.items if parsed else 0,
            "problem": result.problem or (parsed.warning if parsed else ""),
            "where": next((ln.where for ln in lines if ln.url == result.feed), ""),
        })
    order = {ln.url: i for i, ln in enumerate(lines)}
    rows.sort(key=lambda r: order.get(r["feed"], 0))
    return rows, problems
