"""CLI wiring for ``collect``, ``feeds`` and ``discover`` (the library code is in corpustools.collect)."""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from corpustools.commands import fetchers

COLLECT_HELP = """\
Workspace mode (no -i): poll the due feeds of every rss_sources/*.txt (lists dropped in by hand
included), drop every link collected before (state/links.sqlite) and write the new ones to
collected_links/<source>/<UTC timestamp>.collected.  Feeds are polled adaptively: one that brings
new links is polled more often, one that does not less often (collect.interval_min .. _max);
--all polls every feed now.

Ad hoc mode (-i FILE...): poll every listed feed and write the new links to -o FILE (default
stdout); they are still deduplicated against, and recorded in, the workspace's link store.
-t/--test only checks that each URL is an RSS/Atom feed and prints a table.

Exit status: 0 all well, 1 a feed or list line failed (the log has one line for each), 2 usage or
configuration error, 130 interrupted (Ctrl-C, SIGTERM; the links collected are kept).
"""

EXAMPLES = """\
examples:
  corpustools collect                          # workspace mode, due feeds only
  corpustools collect --all -e logs/collect.log
  corpustools collect -i my_feeds.txt -o links.txt -w 10 -m 4
  corpustools collect -t -i rss_sources/cs_media.txt
  corpustools feeds --problems
  corpustools discover https://www.example.cz/ -i more_pages.txt
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    fmt = argparse.RawDescriptionHelpFormatter
    p = subparsers.add_parser("collect", parents=[common], formatter_class=fmt, epilog=EXAMPLES,
                              help="RSS/Atom feeds -> new, deduplicated article links",
                              description=COLLECT_HELP)
    p.add_argument("-i", "--input", metavar="FILE", nargs="*", action="extend", default=None,
                   help="ad hoc mode: feed lists to poll, one URL per line, '#' comments; '-', no FILE, or "
                   "no -i with -o: standard input (the old link_collector's way); the files may also be given "
                   "without -i")
    p.add_argument("-o", "--output", metavar="FILE", default=None,
                   help="ad hoc mode: write the new links (or the --test table) here (default: stdout)")
    p.add_argument("-a", "--append", action="store_true",
                   help="append to the -o file instead of replacing it; the links already in it are not "
                   "written again (as the old link_collector's -a)")
    p.add_argument("-d", "--dedup", metavar="FILE", nargs="+", action="extend", default=None,
                   help="ad hoc mode: link files whose links are not new (the old link_collector's -d: the "
                   "earlier .collected files); they are recorded in the link store as seen")
    p.add_argument("-w", "--wait", metavar="SECONDS", type=float, dest="cfg.timeout", default=None,
                   help="response timeout in seconds (setting 'timeout', default 30)")
    p.add_argument("-m", "--multiprocessing", "--multithreading", metavar="N", type=fetchers, dest="cfg.collect.workers", default=None,
                   help="parallel feed fetchers (setting 'collect.workers', default 8; 0 = 1); still one request "
                        "at a time per host (the old link_collector's -m N: N parallel downloads of feeds)")
    p.add_argument("-t", "--test", action="store_true",
                   help="only check that each URL is an RSS/Atom feed: prints feed, status, items, problem; "
                        "exit status 1 if any fails")
    p.add_argument("--all", action="store_true", help="poll every feed now, not only those that are due")
    p.add_argument("--rebuild-store", action="store_true",
                   help="rebuild a lost or damaged state/links.sqlite from the link files in collected_links/ "
                        "and the WARCs in warcs/ (also those in a .wacz; the old files are moved aside), then stop")
    _network_flags(p)
    p.set_defaults(run=run_collect)

    f = subparsers.add_parser("feeds", parents=[common], formatter_class=fmt,
                              help="feed health: last success, failures in a row, new links per poll",
                              description="Print one row per feed of the workspace: health (DEAD, FAILING, "
                              "NEVER-YIELDS, QUIET, ok, new), polls, failures in a row, last success, new links "
                              "per poll, polling interval and the last problem. Problem feeds come first.",
                              epilog="examples:\n"
                              "  corpustools feeds -W ~/corpus\n"
                              "  corpustools feeds -W ~/corpus --problems --source cs_media   # what to mend in a list")
    f.add_argument("--problems", action="store_true", help="show only feeds that are dead, failing or never yield")
    f.add_argument("--source", metavar="NAME", action="append", default=None, help="only this source list")
    f.set_defaults(run=run_feeds)

    d = subparsers.add_parser("discover", parents=[common], formatter_class=fmt,
                              help="find the RSS/Atom feeds of web pages",
                              description="Find the feeds of pages (<link rel=alternate> of RSS/Atom types, "
                              "then common paths such as /rss, /feed, /rss.xml), verify each is a feed, and "
                              "append the new ones to rss_sources/automatic_collection.txt unless a source "
                              "list has them already. Prints each feed found with 'new' or 'known'.",
                              epilog="examples:\n"
                              "  corpustools discover -W ~/corpus https://www.example.cz/ https://zpravy.example.sk/\n"
                              "  corpustools discover -W ~/corpus -n -i home_pages.txt   # report only, append nothing\n"
                              "  corpustools discover -W ~/corpus --warcs                # the feeds the downloaded pages announce")
    d.add_argument("pages", metavar="PAGE_URL", nargs="*", help="pages to look at")
    d.add_argument("-i", "--input", metavar="FILE", nargs="+", action="extend", default=None,
                   help="files with one page URL per line ('-' = stdin)")
    d.add_argument("--warcs", nargs="*", metavar="WARC", default=None,
                   help="also the feeds announced (<link rel=alternate>) by the pages already in these WARCs, "
                   "without fetching the pages again; without WARC: the workspace's WARCs of the last "
                   "big_brother.discover_every seconds (the old collector's way)")
    d.add_argument("-n", "--dry-run", action="store_true", help="report the feeds, do not append them")
    d.add_argument("-w", "--wait", metavar="SECONDS", type=float, dest="cfg.timeout", default=None,
                   help="response timeout in seconds (setting 'timeout', default 30)")
    _network_flags(d)
    d.set_defaults(run=run_discover)


def _network_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--allow-private", action="store_const", const=True, dest="cfg.allow_private", default=None,
                   help="allow loopback/private/link-local addresses (refused by default)")
    p.add_argument("--pause", metavar="SECONDS", type=float, dest="cfg.pause", default=None,
                   help="pause between two requests to one host (setting 'pause', default 1)")


def run_collect(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.collect.recovery import RECOVER, StoreLost
    from corpustools.commands import adhoc_inputs
    from corpustools.errors import UsageError

    for name in args.dedup or []:
        if not os.path.isfile(name):
            raise UsageError(f"-d/--dedup {name}: no such file")
    if args.rebuild_store and (args.input is not None or args.output or args.test or args.all):
        raise UsageError("collect: --rebuild-store works on the workspace alone (no -i, -o, -t or --all)")
    args.input = adhoc_inputs(args, "append", "test", "dedup")
    try:
        return _run_collect(args, settings, workspace)
    except sqlite3.DatabaseError as exc:  # damage found while working (locked/busy is not damage)
        if isinstance(exc, sqlite3.OperationalError):
            raise
        raise StoreLost(f"state/links.sqlite is damaged ({exc}); {RECOVER}") from None


def _run_collect(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    if args.rebuild_store:
        return _rebuild(workspace)
    if args.test:
        return _run_test(args, settings)
    if args.input:
        from corpustools.collect.adhoc import collect_adhoc
        from corpustools.commands import refuse_output_among_inputs

        refuse_output_among_inputs("collect", args.output, args.input)  # the feed list lost to its links

        output = Path(args.output) if args.output and args.output != "-" else None
        counters = collect_adhoc(settings, workspace, args.input, output, append=args.append, dedup=args.dedup or [])
        return 1 if counters.get("failed") else 0
    from corpustools.collect.run import collect_workspace
    from corpustools.commands import require_workspace

    require_workspace(workspace)  # typed in the wrong folder: no seven empty folders left there
    stats = collect_workspace(settings, workspace, force_all=args.all)
    return 1 if any(c.get("failed") for c in stats.values()) else 0


def _rebuild(workspace: Any) -> int:
    import logging

    from corpustools.collect.rebuild import rebuild_store

    counts = rebuild_store(workspace)
    log = logging.getLogger("corpustools.collect")
    def files(count: int, kind: str) -> str:
        return f"{count:,} {kind}{'' if count == 1 else 's'}"

    unread = f"; {files(counts['unread'], 'file')} of warcs/ unread (said above)" if counts["unread"] else ""
    log.info(f"rebuilt state/links.sqlite: {counts['links']:,} links ({counts['from_link_files']:,} from "
             f"{counts['link_files']:,} link files, {counts['from_warcs']:,} more from {files(counts['warcs'], 'WARC')} "
             f"and {files(counts['waczs'], 'WACZ')}{unread})")
    if counts["not_found"]:
        log.warning(f"{counts['not_found']:,} links known before are in no link file or WARC; "
                    f"they may be collected again")
    return 1 if counts["unreadable"] else 0


def _run_test(args: argparse.Namespace, settings: Any) -> int:
    import logging

    from corpustools.collect.adhoc import check_feeds
    from corpustools.collect.health import format_table
    from corpustools.commands import refuse_output_among_inputs

    refuse_output_among_inputs("collect", args.output, args.input or [])
    rows, problems = check_feeds(settings, args.input)
    log = logging.getLogger("corpustools.collect")
    for problem in problems:
        log.warning(problem)
    for row in rows:
        if row["status"] != "ok":
            log.warning(f"{row['feed']}: {row['problem']}")
    table = format_table(rows, ("feed", "status", "items", "problem"))
    failed = sum(1 for r in rows if r["status"] != "ok")
    table += f"{len(rows)} feeds, {len(rows) - failed} ok, {failed} failed"
    table += f", {len(problems)} bad list lines\n" if problems else "\n"
    from corpustools.workspace import write_text

    write_text(table, args.output, args.append)
    return 1 if failed or problems else 0


def run_feeds(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.collect.health import feed_rows, format_table
    from corpustools.collect.run import load_workspace_sources
    from corpustools.collect.store import STORE_NAME, LinkStore

    sources, _ = load_workspace_sources(workspace)
    listed: dict[str, str] = {}
    for lines in sources.values():
        for line in lines:
            listed.setdefault(line.url, line.source)  # the first list owns a feed, as in collect
    stored: list[dict[str, Any]] = []
    path = workspace.state / STORE_NAME
    if path.exists():
        with LinkStore(path, readonly=True) as store:
            stored = store.books.feeds()
    rows = feed_rows(stored, listed)
    everything = len(rows)
    if args.source:
        known = set(sources) | {r["source"] for r in rows}
        unknown = [name for name in args.source if name not in known]
        if unknown:  # a mistyped name is not 'no feeds': say which sources there are
            from corpustools.errors import UsageError, did_you_mean

            hint = did_you_mean(unknown[0], sorted(known))
            raise UsageError(f"feeds: no source {unknown[0]!r} in {workspace.rss_sources}{hint}; the sources are: "
                             + (", ".join(sorted(known)) or "none"))
        rows = [r for r in rows if r["source"] in args.source]
    if args.problems:  # a feed taken out of its list is polled no more: no problem of the workspace
        rows = [r for r in rows if r["health"].split(",")[0] in ("DEAD", "FAILING", "NEVER-YIELDS")
                and "unlisted" not in r["health"].split(",")]
    if not rows:  # no table of headings alone and '0 feeds: '
        which = (" with problems" if args.problems else "") + (f" in {', '.join(args.source)}" if args.source else "")
        total = f"{everything} feed{'' if everything == 1 else 's'} in the workspace" if everything else \
            f"no feed list in {workspace.rss_sources}"
        sys.stdout.write(f"no feeds{which} ({total})\n")
        return 0
    counts: dict[str, int] = {}
    for row in rows:
        flags = row["health"].split(",")
        key = "unlisted" if "unlisted" in flags else flags[0]
        counts[key] = counts.get(key, 0) + 1
    sys.stdout.write(format_table(rows))
    sys.stdout.write(f"{len(rows)} feeds: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) + "\n")
    return 0


def run_discover(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.collect.discover import discover_feeds
    from corpustools.collect.lists import open_list
    from corpustools.errors import UsageError
    from corpustools.net import normalize_url, url_hint

    pages = list(args.pages)
    typed = [page for page in pages if normalize_url(page) is None]
    if typed:  # typed on the command line: said before any work, as a wrong flag is
        raise UsageError(f"discover: {typed[0]}: not an http(s) URL{url_hint(typed[0])}")
    for name in args.input or []:
        try:
            stream = open_list(name)
        except OSError as exc:
            raise UsageError(f"{name}: cannot read: {exc.strerror or exc}") from None
        pages.extend(line.strip() for line in stream if line.strip() and not line.lstrip().startswith("#"))
    warcs: list[Any] = []
    if args.warcs is not None:
        from corpustools.collect.discover import recent_warcs

        warcs = list(args.warcs) or recent_warcs(workspace, time.time() - float(settings.get("big_brother.discover_every")))
        missing = [w for w in warcs if not os.path.isfile(w)]
        if missing:
            raise UsageError(f"discover: no such WARC: {missing[0]}")
        if not warcs:
            raise UsageError(f"discover: no finished WARC in {workspace.warcs} of the last "
                             f"{settings.get('big_brother.discover_every'):g} s")
    if not pages and not warcs:
        raise UsageError("discover: give page URLs, -i FILE or --warcs")
    if not args.dry_run:  # it appends to rss_sources/ of a workspace: typed elsewhere, it would make one there
        from corpustools.commands import require_workspace

        try:
            require_workspace(workspace)
        except UsageError as exc:
            raise UsageError(f"discover: {exc}; or -n to only print the feeds found") from None
    if not warcs and all(normalize_url(page) is None for page in pages):
        from corpustools.errors import InputError

        raise InputError(f"discover: {', '.join(args.input or [])}: no line holds an http(s) URL "
                         f"(the first: {pages[0][:120]!r}{url_hint(pages[0])}); nothing looked at")
    counters, found, new = discover_feeds(settings, workspace, pages, write=not args.dry_run, warcs=warcs)
    fresh = set(new)
    for feed, page in found:
        sys.stdout.write(f"{feed}\t{'new' if feed in fresh else 'known'}\t{page}\n")
    return 1 if counters.get("failed") else 0
